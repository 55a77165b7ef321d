package facts

import (
	"errors"
	"flag"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/environments/data"
)

func write(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func js(t *testing.T, v any) string {
	t.Helper()
	b, err := data.MarshalJSON(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestForms(t *testing.T) {
	cases := []struct {
		name, file, text string
		form, format     string
		node             string
		values           string // JSON of the values, in order
	}{
		{"plain JSON", "f.json", `{"kernel": "Linux", "os": {"family": "Debian", "release": {"major": "12"}}, "processors": {"count": 2}, "is_virtual": true, "load": 0.5}`,
			FormPlain, "json", "", `{"kernel":"Linux","os":{"family":"Debian","release":{"major":"12"}},"processors":{"count":2},"is_virtual":true,"load":0.5}`},
		{"plain YAML with YAML 1.1 scalars", "f.yaml", "zeta: 1\nalpha: yes\nversion: '12'\nmode: 0644\nratio: 1.5\nnothing: ~\nlist: [a, b]\n",
			FormPlain, "yaml", "", `{"zeta":1,"alpha":true,"version":"12","mode":420,"ratio":1.5,"nothing":null,"list":["a","b"]}`},
		{"yml extension", "f.yml", "a: 1\n", FormPlain, "yaml", "", `{"a":1}`},
		{"wrapped JSON (puppet facts find)", "f.json", `{"name":"web1","values":{"b":2,"a":1},"timestamp":"2024-01-01T00:00:00Z","expiration":"2024-01-01T00:30:00Z"}`,
			FormWrapped, "json", "web1", `{"b":2,"a":1}`},
		{"wrapped without timestamps", "f.json", `{"values":{"a":1},"name":"db"}`, FormWrapped, "json", "db", `{"a":1}`},
		{"name and values but other keys: plain", "f.json", `{"name":"x","values":{"a":1},"kernel":"Linux"}`,
			FormPlain, "json", "", `{"name":"x","values":{"a":1},"kernel":"Linux"}`},
		{"values not a hash: plain", "f.json", `{"name":"x","values":[1]}`, FormPlain, "json", "", `{"name":"x","values":[1]}`},
		{"Puppet YAML cache", "n1.yaml", "--- !ruby/object:Puppet::Node::Facts\nname: n1\nvalues:\n  kernel: Linux\n  'colon:key': \"a:b\"\ntimestamp: \"2024-01-01T00:00:00.1+00:00\"\nexpiration: \"2024-01-01T00:30:00.1+00:00\"\n",
			FormCache, "yaml", "n1", `{"kernel":"Linux","colon:key":"a:b"}`},
		{"old cache with unquoted times and _timestamp", "n2.yaml", "--- !ruby/object:Puppet::Node::Facts\nname: n2\nvalues:\n  kernel: Linux\n  _timestamp: 2017-03-13 11:53:34.626133000 +01:00\nexpiration: 2017-03-13 12:23:34.626133000 +01:00\n",
			FormCache, "yaml", "n2", `{"kernel":"Linux"}`},
		{"sniffed JSON", "facts", `{"a": [1, 2]}`, FormPlain, "json", "", `{"a":[1,2]}`},
		{"sniffed YAML", "facts.txt", "a:\n  - 1\n", FormPlain, "yaml", "", `{"a":[1]}`},
		{"JSON with BOM and comments", "f.json", "\ufeff{\"a\": 1 /* c */}", FormPlain, "json", "", `{"a":1}`},
		{"duplicate keys: last value, first place", "f.json", `{"a":1,"b":2,"a":3}`, FormPlain, "json", "", `{"a":3,"b":2}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := LoadFile(write(t, c.file, c.text))
			if err != nil {
				t.Fatal(err)
			}
			if f.Form != c.form || f.Format != c.format || f.Name != c.node {
				t.Errorf("form %s format %s name %q", f.Form, f.Format, f.Name)
			}
			if got := js(t, f.Values); got != c.values {
				t.Errorf("values %s\nwant   %s", got, c.values)
			}
		})
	}
}

func TestRealPuppetFiles(t *testing.T) {
	f, err := LoadFile("testdata/puppet_cache.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if f.Form != FormCache || f.Name != "vm" || f.Timestamp != "2026-11-21T11:54:54.781150398+00:00" {
		t.Errorf("%+v", f)
	}
	os, _ := f.Values.Get("os")
	rel, _ := os.(*data.Map).Get("release")
	if major, _ := rel.(*data.Map).Get("major"); major != "12" {
		t.Errorf("os.release.major = %#v (must stay a string)", major)
	}
	if v, _ := f.Values.Get("clientversion"); v != "7.23.0" {
		t.Errorf("clientversion %#v", v)
	}
	g, err := LoadFile("testdata/puppet_facts_find.json")
	if err != nil {
		t.Fatal(err)
	}
	if g.Form != FormWrapped || g.Name != "vm" || g.Expiration == "" {
		t.Errorf("%+v", g)
	}
	mem, _ := g.Values.Get("memory")
	sys, _ := mem.(*data.Map).Get("system")
	if n, _ := sys.(*data.Map).Get("total_bytes"); n != int64(25276510208) {
		t.Errorf("total_bytes %#v", n)
	}
	keys := g.Values.Keys()
	if keys[0] != "os" || keys[len(keys)-1] != "clientcert" {
		t.Errorf("order %v", keys)
	}
}

func TestErrors(t *testing.T) {
	deep := strings.Repeat(`{"a":`, 600) + "1" + strings.Repeat("}", 600)
	cases := []struct {
		name, file, text string
		line, col        int
		want             string
	}{
		{"JSON syntax", "f.json", "{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "invalid JSON: unexpected '2', expected ':' after the key"},
		{"JSON trailing comma", "f.json", `{"a": 1,}`, 1, 9, "expected a string key"},
		{"YAML syntax", "f.yaml", "a: 1\n b: 2\n", 2, 3, "invalid YAML: mapping values are not allowed in this context"},
		{"YAML date", "f.yaml", "a: 1\nbuilt: 2020-01-02\n", 2, 8, "Tried to load unspecified class: Date"},
		{"YAML symbol", "f.yaml", "a: :sym\n", 1, 4, "Tried to load unspecified class: Symbol"},
		{"YAML object", "f.yaml", "a: !ruby/object:Foo {}\n", 1, 4, "Tried to load unspecified class: Foo"},
		{"cache tag not at the root", "f.yaml", "a: !ruby/object:Puppet::Node::Facts {}\n", 1, 4, "unspecified class"},
		{"list", "f.json", `[1, 2]`, 1, 0, "facts must be a hash of fact names to values, but the file holds a Array"},
		{"scalar", "f.yaml", "just text\n", 1, 0, "but the file holds a String"},
		{"empty", "f.json", "", 1, 1, "holds no JSON value"},
		{"empty YAML", "f.yaml", "# nothing\n", 1, 0, "but the file holds nothing"},
		{"non-string key", "f.yaml", "1: a\n", 0, 0, "fact names must be strings, not Integer 1"},
		{"cache without values", "f.yaml", "--- !ruby/object:Puppet::Node::Facts\nname: x\n", 0, 0, "without a \"values\" hash"},
		{"binary garbage", "f.bin", "\x00\x01\x02\xff\xfe garbage \x00", 0, 0, "invalid YAML"},
		{"binary garbage JSON", "f.json", "PK\x03\x04\x00\x00", 1, 1, "invalid JSON: unexpected 'P'"},
		{"deep nesting", "f.json", deep, 1, 2561, "nested more than 512 levels"},
		{"integer past the digit bound", "f.json", `{"n": ` + strings.Repeat("9", data.MaxIntegerDigits+1) + `}`, 1, 7, "has more than 1000 digits"},
		{"YAML integer past the digit bound", "f.yaml", "n: " + strings.Repeat("9", data.MaxIntegerDigits+1) + "\n", 1, 4, "has more than 1000 digits"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := write(t, c.file, c.text)
			_, err := LoadFile(p)
			var fe *Error
			if !errors.As(err, &fe) {
				t.Fatalf("error %T %v", err, err)
			}
			if fe.File != p || !strings.Contains(fe.Msg, c.want) {
				t.Errorf("error %v, want file %s and %q", err, p, c.want)
			}
			if c.line != 0 && (fe.Line != c.line || fe.Column != c.col) {
				t.Errorf("at %d:%d, want %d:%d (%v)", fe.Line, fe.Column, c.line, c.col, err)
			}
			if !strings.HasPrefix(err.Error(), p) {
				t.Errorf("message does not start with the file: %v", err)
			}
		})
	}
	if _, err := LoadFile(filepath.Join(t.TempDir(), "nope.json")); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("missing: %v", err)
	}
	if _, err := LoadFile(t.TempDir()); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("directory: %v", err)
	}
	big := filepath.Join(t.TempDir(), "big.json")
	f, _ := os.Create(big)
	if err := f.Truncate(MaxFileBytes + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := LoadFile(big); err == nil || !strings.Contains(err.Error(), "more than the limit") {
		t.Errorf("big: %v", err)
	}
}

func TestSanitized(t *testing.T) {
	// As Puppet's Node#fact_merge: checked with puppet lookup --compile and
	// facts {"a": null, "n": {"k": null}}: $facts['a'] and $facts['n']['k']
	// are Strings ("").
	f, err := Parse([]byte(`{"a": null, "n": {"k": null, "l": [null, 1]}, "b": false}`), "f.json")
	if err != nil {
		t.Fatal(err)
	}
	if got := js(t, f.Sanitized()); got != `{"a":"","n":{"k":"","l":["",1]},"b":false}` {
		t.Errorf("sanitized %s", got)
	}
	if got := js(t, f.Values); got != `{"a":null,"n":{"k":null,"l":[null,1]},"b":false}` {
		t.Errorf("original changed: %s", got)
	}
}

func TestOverrides(t *testing.T) {
	base := `{"kernel":"Linux","os":{"family":"Debian","release":{"major":"12"}},"disks":[{"size":1},{"size":2}],"name":"n"}`
	cases := []struct {
		args []string
		want string
		err  string
	}{
		{[]string{"kernel=windows"}, `{"kernel":"windows","os":{"family":"Debian","release":{"major":"12"}},"disks":[{"size":1},{"size":2}],"name":"n"}`, ""},
		{[]string{"os.release.major=13"}, `{"kernel":"Linux","os":{"family":"Debian","release":{"major":13}},"disks":[{"size":1},{"size":2}],"name":"n"}`, ""},
		{[]string{`os.release.major="13"`}, `{"kernel":"Linux","os":{"family":"Debian","release":{"major":"13"}},"disks":[{"size":1},{"size":2}],"name":"n"}`, ""},
		{[]string{"new.deep.key=true", "z=null"}, `{"kernel":"Linux","os":{"family":"Debian","release":{"major":"12"}},"disks":[{"size":1},{"size":2}],"name":"n","new":{"deep":{"key":true}},"z":null}`, ""},
		{[]string{"disks.1.size=2.5"}, `{"kernel":"Linux","os":{"family":"Debian","release":{"major":"12"}},"disks":[{"size":1},{"size":2.5}],"name":"n"}`, ""},
		{[]string{`"a.b".c=x`, "'q.r'=y"}, `{"kernel":"Linux","os":{"family":"Debian","release":{"major":"12"}},"disks":[{"size":1},{"size":2}],"name":"n","a.b":{"c":"x"},"q.r":"y"}`, ""},
		{[]string{"kernel.version=5"}, "", `cannot set kernel.version: kernel is the string "Linux", not a hash`},
		{[]string{"disks.7.size=1"}, "", `disks is an array of 2 elements; "7" is not an index in it`},
	}
	for _, c := range cases {
		f, err := Parse([]byte(base), "f.json")
		if err != nil {
			t.Fatal(err)
		}
		var ovs Overrides
		for _, a := range c.args {
			if err := ovs.Set(a); err != nil {
				t.Fatalf("%s: %v", a, err)
			}
		}
		err = f.Apply(ovs...)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%v: error %v, want %q", c.args, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%v: %v", c.args, err)
			continue
		}
		if got := js(t, f.Values); got != c.want {
			t.Errorf("%v:\n got  %s\n want %s", c.args, got, c.want)
		}
	}
}

func bigInt(t *testing.T, s string) *big.Int {
	b, ok := new(big.Int).SetString(s, 10)
	if !ok {
		t.Fatal(s)
	}
	return b
}

// TestBigIntegers: an integer past 64 bits in a facts file, JSON or YAML,
// is the Ruby Integer Puppet reads (JSON.parse, Psych), a *big.Int
// (golden forge17_facts_json_bignum compiles with one).
func TestBigIntegers(t *testing.T) {
	for name, text := range map[string]string{
		"f.json": `{"disk": 36893488147419103232, "neg": [-9223372036854775809]}`,
		"f.yaml": "disk: 36893488147419103232\nneg: [-9223372036854775809]\n",
	} {
		f, err := LoadFile(write(t, name, text))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := js(t, f.Values); got != `{"disk":36893488147419103232,"neg":[-9223372036854775809]}` {
			t.Errorf("%s: %s", name, got)
		}
	}
}

func TestOverrideValues(t *testing.T) {
	cases := map[string]any{
		"k=true": true, "k=false": false, "k=null": nil, "k=12": int64(12), "k=-3": int64(-3), "k=1.5": 1.5, "k=2e3": 2000.0,
		"k=012": "012", "k=.5": ".5", "k=+1": "+1", `k="12"`: "12", `k=""`: "", `k="a\"b"`: `a"b`, "k=": "", "k=[1,2]": "[1,2]",
		"k=Debian": "Debian", "k=True": "True", "k=a=b": "a=b", `k="unterminated`: `"unterminated`, "k= spaced ": " spaced ",
		"k=99999999999999999999": bigInt(t, "99999999999999999999"),
	}
	for arg, want := range cases {
		o, err := ParseOverride(arg)
		if err != nil {
			t.Errorf("%s: %v", arg, err)
			continue
		}
		if !data.Equal(o.Value, want) {
			t.Errorf("%s: %#v, want %#v", arg, o.Value, want)
		}
	}
	for _, bad := range []string{"novalue", "=x", "a..b=1", ".a=1", "a.=1", `"a=1`, `"a"b=1`, "k=1" + strings.Repeat("0", data.MaxIntegerDigits)} {
		if _, err := ParseOverride(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	var ovs Overrides
	fs.Var(&ovs, "fact", "set a fact")
	if err := fs.Parse([]string{"--fact", "a=1", "--fact=b.c=x"}); err != nil {
		t.Fatal(err)
	}
	if len(ovs) != 2 || ovs.String() != "a=1 b.c=x" || strings.Join(ovs[1].Path, "|") != "b|c" {
		t.Errorf("%+v", ovs)
	}
	if err := fs.Parse([]string{"--fact", "broken"}); err == nil {
		t.Error("bad --fact accepted by the flag")
	}
	// Apply to empty facts.
	f := &Facts{}
	if err := f.Apply(ovs...); err != nil || js(t, f.Values) != `{"a":1,"b":{"c":"x"}}` {
		t.Errorf("%v %s", err, js(t, f.Values))
	}
}
