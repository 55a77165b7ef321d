package hiera

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// testdata/units.json holds what Puppet's own Ruby code answers for the
// small functions the engine ports (recorded by testdata/units.rb).
func loadUnits(t *testing.T) map[string]json.RawMessage {
	t.Helper()
	var out map[string]json.RawMessage
	testtree.ReadJSON(t, filepath.Join("testdata", "units.json"), &out)
	return out
}

// decode reads a JSON value of units.json as a Puppet value (ordered
// hashes, integers as int64).
func decode(t *testing.T, raw json.RawMessage) values.Value {
	t.Helper()
	v, err := data.DecodeJSON(raw, data.JSONOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return values.FromData(v)
}

func TestSplitKeyAsPuppet(t *testing.T) {
	var cases []struct {
		Key      string          `json:"key"`
		Segments json.RawMessage `json:"segments"`
		Error    string          `json:"error"`
	}
	if err := json.Unmarshal(loadUnits(t)["split_key"], &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		segs, ok := splitKey(c.Key)
		switch {
		case c.Error != "":
			if ok {
				t.Errorf("split_key(%q): Puppet: %s; Punch: %s", c.Key, c.Error, rubyInspect(segs))
			}
		case !ok:
			t.Errorf("split_key(%q): Puppet: %s; Punch: syntax error", c.Key, c.Segments)
		default:
			want := decode(t, c.Segments)
			if !values.RubyEql(want, segs) {
				t.Errorf("split_key(%q): Puppet %s, Punch %s", c.Key, rubyInspect(want), rubyInspect(segs))
			}
		}
	}
}

func TestPathPlusAsRuby(t *testing.T) {
	var cases []struct{ A, B, Result string }
	if err := json.Unmarshal(loadUnits(t)["path_plus"], &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if got := pathPlus(c.A, c.B); got != c.Result {
			t.Errorf("Pathname(%q) + %q: Ruby %q, Punch %q", c.A, c.B, c.Result, got)
		}
	}
}

func TestGlobAsRuby(t *testing.T) {
	var cases []struct {
		Pattern string
		Result  []string
	}
	if err := json.Unmarshal(loadUnits(t)["glob"], &cases); err != nil {
		t.Fatal(err)
	}
	d := t.TempDir()
	files := map[string]string{}
	for _, f := range strings.Fields("a.yaml b.yaml c.txt .hidden.yaml sub/x.yaml sub/deeper/y.yaml sub/.h/z.yaml other/a.yaml B.yaml a/inner.yaml") {
		files[f] = ""
	}
	testtree.Write(t, d, files)
	for _, c := range cases {
		if strings.HasSuffix(c.Pattern, "/") {
			continue // directories only: Hiera drops directories from globs anyway
		}
		var got []string
		matches, err := rubyGlob(d + "/" + c.Pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range matches {
			got = append(got, strings.TrimPrefix(m, d+"/"))
		}
		if strings.Join(got, " ") != strings.Join(c.Result, " ") {
			t.Errorf("Dir.glob(%q): Ruby %q, Punch %q", c.Pattern, c.Result, got)
		}
	}
}

func TestDeepMergeAsRuby(t *testing.T) {
	var cases []struct {
		Source, Dest, Options, Result json.RawMessage
		Error                         string
	}
	if err := json.Unmarshal(loadUnits(t)["deep_merge"], &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		opts := decode(t, c.Options).(*values.Hash)
		all := values.HashFrom("strategy", "deep")
		for i := 0; i < opts.Len(); i++ {
			k, v := opts.At(i)
			all.Put(k, v)
		}
		s, err := strategyOf(all)
		if err != nil {
			t.Fatal(err)
		}
		src, dest := decode(t, c.Source), decode(t, c.Dest)
		got, err := (&deepMerger{MergeStrategy: s}).deepMerge(src, dest)
		name := fmt.Sprintf("deep_merge!(%s, %s, %s)", c.Source, c.Dest, c.Options)
		switch {
		case c.Error != "":
			if err == nil || err.Error() != c.Error {
				t.Errorf("%s: Ruby raised %q, Punch: %v %v", name, c.Error, rubyInspect(got), err)
			}
		case err != nil:
			t.Errorf("%s: Ruby %s, Punch error %v", name, c.Result, err)
		default:
			if want := decode(t, c.Result); !values.RubyEql(want, got) || rubyInspect(want) != rubyInspect(got) {
				t.Errorf("%s:\n  Ruby  %s\n  Punch %s", name, rubyInspect(want), rubyInspect(got))
			}
		}
	}
}

func TestGlobBudget(t *testing.T) {
	d := t.TempDir()
	for i := 0; i < 30; i++ {
		if err := os.MkdirAll(filepath.Join(d, fmt.Sprintf("d%d", i), "x"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	defer func(n int) { maxGlobEntries = n }(maxGlobEntries)
	maxGlobEntries = 20
	if _, err := rubyGlob(d + "/**/*.yaml"); err == nil || !strings.Contains(err.Error(), "reads more than 20 directory entries") {
		t.Fatalf("a glob over too many entries: %v", err)
	}
	maxGlobEntries = 1000
	if _, err := rubyGlob(d + "/**/*.yaml"); err != nil {
		t.Fatal(err)
	}
	if _, err := rubyGlob(d + "/" + strings.Repeat("{a,b}", 13)); err == nil {
		t.Fatal("8192 brace alternatives were accepted")
	}
}
