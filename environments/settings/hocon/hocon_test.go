package hocon

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestMatchesRubyHocon parses every case and Puppet Server's stock conf.d
// files and compares the result with what the ruby-hocon gem read from
// them (testdata/record.rb; testdata/expected).
func TestMatchesRubyHocon(t *testing.T) {
	inputs, _ := filepath.Glob("testdata/cases/*.conf")
	stock, _ := filepath.Glob("../testdata/puppetserver/conf.d/*.conf")
	inputs = append(inputs, stock...)
	if len(stock) == 0 {
		t.Fatal("no stock conf.d files in ../testdata/puppetserver (run its copy.sh)")
	}
	noEnv := Options{LookupEnv: func(string) (string, bool) { return "", false }}
	n := 0
	for _, in := range inputs {
		if strings.HasSuffix(in, "-part.conf") {
			continue
		}
		name := strings.TrimSuffix(filepath.Base(in), ".conf")
		want, err := os.ReadFile(filepath.Join("testdata/expected", name+".json"))
		if err != nil {
			t.Fatalf("%s: no recording: %v", in, err)
		}
		var wantV any
		if err := json.Unmarshal(want, &wantV); err != nil {
			t.Fatal(err)
		}
		got, err := ParseFile(in, noEnv)
		if m, ok := wantV.(map[string]any); ok && m["error"] != nil && len(m) == 1 {
			if err == nil {
				t.Errorf("%s: ruby-hocon refused it (%v), Punch read it", in, m["error"])
			} else if !strings.Contains(err.Error(), in+":") {
				t.Errorf("%s: error does not name the file and line: %v", in, err)
			}
			n++
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		b, _ := json.Marshal(got.Interface())
		var gotV any
		_ = json.Unmarshal(b, &gotV)
		if !reflect.DeepEqual(gotV, wantV) {
			t.Errorf("%s:\n got %s\nwant %s", in, b, want)
		}
		n++
	}
	if n < 15 {
		t.Fatalf("only %d cases compared", n)
	}
}

func TestPositionsAndOrder(t *testing.T) {
	v, err := Parse("x.conf", []byte("a {\n  z = 1\n  b = [\"q\",\n   r]\n}\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := v.Get("a").Keys; !reflect.DeepEqual(got, []string{"z", "b"}) {
		t.Errorf("order %v", got)
	}
	if p := v.Get("a", "b").Items[1].Pos; p.Line != 4 || p.Col != 4 || p.File != "x.conf" {
		t.Errorf("position %v", p)
	}
	_, err = Parse("bad.conf", []byte("a = 1\nb = [1,\n"), Options{})
	if err == nil || !strings.HasPrefix(err.Error(), "bad.conf:3:1: ") {
		t.Errorf("error %v", err)
	}
}

func TestIncludeCycleAndEnv(t *testing.T) {
	files := map[string]string{"/c/a.conf": "include \"b.conf\"\nx = 1\n", "/c/b.conf": "include \"a.conf\"\n"}
	opts := Options{ReadFile: func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, os.ErrNotExist
	}, LookupEnv: func(k string) (string, bool) { return "/home/x", k == "HOME" }}
	if _, err := ParseFile("/c/a.conf", opts); err == nil || !strings.Contains(err.Error(), "includes itself") {
		t.Errorf("cycle: %v", err)
	}
	v, err := Parse("e.conf", []byte("h = ${HOME}/d\n"), opts)
	if err != nil || v.Get("h").Str != "/home/x/d" {
		t.Errorf("env: %v %v", v, err)
	}
}
