package hocon

import (
	"errors"
	"io/fs"
	"reflect"
	"strings"
	"testing"
)

// memFiles reads files from a map, as Options.ReadFile.
func memFiles(files map[string]string) func(string) ([]byte, error) {
	return func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, fs.ErrNotExist
	}
}

func TestPositionsAndOrder(t *testing.T) {
	v, err := Parse([]byte("a {\n  z = 1\n  b = [\"q\",\n   r]\n  c = x ${a.z} é\n}\nd = ${a.b}\n"), Options{File: "x.conf"})
	if err != nil {
		t.Fatal(err)
	}
	if got := v.Get("a").Keys; !reflect.DeepEqual(got, []string{"z", "b", "c"}) {
		t.Errorf("order %v", got)
	}
	for _, c := range []struct {
		v    *Value
		want Pos
	}{
		{v, Pos{"x.conf", 1, 1}},
		{v.Get("a"), Pos{"x.conf", 1, 3}},
		{v.Get("a", "z"), Pos{"x.conf", 2, 7}},
		{v.Get("a", "b"), Pos{"x.conf", 3, 7}},
		{v.Get("a", "b").Items[1], Pos{"x.conf", 4, 4}},
		{v.Get("a", "c"), Pos{"x.conf", 5, 7}},
		// a substitution's value is where it was written
		{v.Get("d"), Pos{"x.conf", 3, 7}},
	} {
		if c.v.Pos != c.want {
			t.Errorf("%s at %v, want %v", RubyInspect(c.v), c.v.Pos, c.want)
		}
	}
	_, err = Parse([]byte("a = 1\nb = [1,\n"), Options{Origin: "bad.conf", File: "bad.conf"})
	var he *Error
	if !errors.As(err, &he) || he.Pos != (Pos{"bad.conf", 3, 1}) || !strings.HasPrefix(err.Error(), "bad.conf: 3: ") {
		t.Errorf("error %#v", err)
	}
	// columns count characters, not bytes
	_, err = Parse([]byte("é = \"ü\" }"), Options{})
	if !errors.As(err, &he) || he.Pos.Col != 9 {
		t.Errorf("error %#v", err)
	}
}

// TestIncludeFile: include "name" is relative to the including file, an
// error in an included file names that file.
func TestIncludeFile(t *testing.T) {
	files := map[string]string{
		"/c/main.conf":   "a = 1\ninclude \"sub/b.conf\"\n",
		"/c/sub/b.conf":  "b = ${a}\n  c = [1,\n",
		"/c/loop.conf":   "include \"loop2.conf\"\n",
		"/c/loop2.conf":  "include \"loop.conf\"\n",
		"/c/plain.conf":  "include \"nope.conf\"\nx = 2\n",
		"/c/good.conf":   "include \"sub/ok.conf\"\n",
		"/c/sub/ok.conf": "\n  ok = yes\n",
	}
	opts := Options{ReadFile: memFiles(files)}
	_, err := ParseFile("/c/main.conf", opts)
	var he *Error
	if !errors.As(err, &he) || he.Pos != (Pos{"/c/sub/b.conf", 3, 1}) || !strings.HasPrefix(err.Error(), "/c/sub/b.conf: 3: ") {
		t.Errorf("error in an included file: %#v", err)
	}
	if _, err := ParseFile("/c/loop.conf", opts); err == nil || !strings.Contains(err.Error(), "includes itself") {
		t.Errorf("include cycle: %v", err)
	}
	if v, err := ParseFile("/c/plain.conf", opts); err != nil || v.Get("x").Text() != "2" {
		t.Errorf("missing include: %v", err)
	}
	v, err := ParseFile("/c/good.conf", opts)
	if err != nil || v.Get("ok").Pos != (Pos{"/c/sub/ok.conf", 2, 8}) {
		t.Errorf("included value: %v %+v", err, v)
	}
}

// TestIncludeRequired: Lightbend config's required(): a missing file is an
// error, unlike a plain include; without Options.Required the syntax is
// ruby-hocon's error (recorded: cases/include_required.conf).
func TestIncludeRequired(t *testing.T) {
	files := map[string]string{"/c/part.conf": "p = 1\n", "/c/cwd.conf": "q = 2\n"}
	opts := Options{ReadFile: memFiles(files), Required: true}
	for _, src := range []string{
		"include required(\"part.conf\")",
		"include required(file(\"/c/part.conf\"))",
		"include required( file(\"/c/part.conf\") )",
	} {
		v, err := ParseNamed("/c/main.conf", []byte(src), opts)
		if err != nil || v.Get("p").Text() != "1" {
			t.Errorf("%s: %v", src, err)
		}
	}
	for _, src := range []string{"include required(\"nope.conf\")", "include required(file(\"/c/nope.conf\"))"} {
		_, err := ParseNamed("/c/main.conf", []byte("\n"+src), opts)
		var he *Error
		if !errors.As(err, &he) || he.Pos.Line != 2 || !strings.Contains(err.Error(), "nope.conf") {
			t.Errorf("%s: %v", src, err)
		}
	}
	if _, err := ParseNamed("/c/main.conf", []byte("include required(file(\"/c/part.conf\")"), opts); err == nil {
		t.Error("an unclosed required( is accepted")
	}
	if _, err := ParseNamed("/c/main.conf", []byte("include required(\"part.conf\")"), Options{ReadFile: memFiles(files)}); err == nil {
		t.Error("required() accepted without Options.Required")
	}
}

func TestEnvironmentFallback(t *testing.T) {
	env := func(k string) (string, bool) { return "/home/x", k == "HOME" }
	v, err := Parse([]byte("h = ${HOME}/d\n"), Options{Getenv: env})
	if err != nil || v.Get("h").Str != "/home/x/d" {
		t.Errorf("env: %v %v", v, err)
	}
}
