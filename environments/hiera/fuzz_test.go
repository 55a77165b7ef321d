package hiera

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
)

// FuzzConfig feeds arbitrary bytes to the hiera.yaml reader of every
// layer and, when a file is accepted, resolves its hierarchy: a bad file
// must give an error, never a panic or a hang.
func FuzzConfig(f *testing.F) {
	for _, src := range testtree.Files(filepath.Join("testdata", "oracle", "*", "environments", "production", "hiera.yaml"),
		filepath.Join("testdata", "oracle", "*", "environments", "production", "modules", "*", "hiera.yaml"),
		filepath.Join("testdata", "oracle", "*", "global", "hiera.yaml")) {
		f.Add(src)
	}
	f.Add([]byte("version: 5\nhierarchy:\n  - { name: x, mapped_paths: [roles, r, '%{r}.yaml'] }\n"))
	f.Add([]byte("version: 5\ndefault_hierarchy:\n  - { name: x, path: a.yaml }\n"))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, src []byte) {
		scope := NodeScope("production", values.HashFrom("roles", []values.Value{"a", "b"}, "kernel", "Linux"))
		for _, layer := range []Layer{LayerGlobal, LayerEnvironment, LayerModule} {
			c, err := parseConfig(filepath.Join(dir, "hiera.yaml"), src, layer, "warning")
			if err != nil {
				if c != nil {
					t.Fatalf("config and error: %v", err)
				}
				// The message may be empty: Puppet's type mismatch
				// describer says nothing about hash keys that are not
				// strings (testdata/fuzz/FuzzConfig/38cd96405fd62a19
				// gives Puppet's "Error while evaluating a Function
				// Call, " too). A file Puppet warns about before it fails
				// carries the warnings around the error (configError:
				// testdata/fuzz/FuzzConfig/76b313744a0792b9).
				var he *Error
				if !errors.As(err, &he) {
					t.Fatalf("error of type %T: %v", err, err)
				}
				continue
			}
			e := New(Options{Environment: "production", EnvironmentDir: dir, Codedir: dir})
			s := e.NewSession(SessionOptions{})
			ls := &layerState{s: s, layer: layer, module: "m", path: c.path, cfg: c}
			inv := s.newInvocation(scope, nil, nil, nil)
			if _, err := ls.dataProviders(inv, false); err != nil {
				if _, ok := err.(*Error); !ok {
					t.Fatalf("error of type %T: %v", err, err)
				}
			}
		}
	})
}

// FuzzInterpolation interpolates arbitrary strings: the %{...} found must
// lie inside the string in order, and interpolation must end with a
// string, a value from alias(), or an error.
func FuzzInterpolation(f *testing.F) {
	for _, s := range []string{
		"%{facts.os.family}", "%{::domain}", "%{lookup('a')}", "%{alias('list')}", "x %{alias('list')}",
		"%{literal('%')}{x}", "%{scope('facts.\"a.b\"')}", "%{}", "%{::}", "%{'::'}", "%{a..b}", "%{upcase('x')}",
		"%{lookup(\"a\")}", "%{a %{b}", "%{ facts.list.1 }", "%{facts.hash.'x.y'}", "%{lookup('self')}", "%{lookup('a.0')}",
		"%{hiera('list')}-%{literal(\"}\")}", "%{facts.list.-1}", "%{facts.list.99999999999999999999}",
	} {
		f.Add(s)
	}
	dir := f.TempDir()
	env := filepath.Join(dir, "env")
	if err := os.MkdirAll(filepath.Join(env, "data"), 0o755); err != nil {
		f.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(env, "hiera.yaml"), []byte("version: 5\nhierarchy:\n  - { name: c, path: common.yaml }\n"), 0o644); err != nil {
		f.Fatal(err)
	}
	data := "a: 'A %{facts.os.family}'\nlist: [1, 2]\nself: \"%{lookup('self')}\"\nhash: { k: v }\n"
	if err := os.WriteFile(filepath.Join(env, "data", "common.yaml"), []byte(data), 0o644); err != nil {
		f.Fatal(err)
	}
	facts := values.HashFrom("os", values.HashFrom("family", "Debian"), "list", []values.Value{"x", "y"},
		"hash", values.HashFrom("x.y", "dotted"), "a.b", "ab", "percent", "%{facts.os.family}")
	e := New(Options{Environment: "production", EnvironmentDir: env})
	f.Fuzz(func(t *testing.T, s string) {
		ins := ParseInterpolations(s)
		last := 0
		for _, in := range ins {
			if in.Start < last || in.End > len(s) || in.Start >= in.End || !strings.HasPrefix(s[in.Start:], "%{") || s[in.End-1] != '}' {
				t.Fatalf("bad interpolation %+v in %q", in, s)
			}
			last = in.End
		}
		sess := e.NewSession(SessionOptions{})
		inv := sess.newInvocation(NodeScope("production", facts), nil, nil, NewExplainer(false))
		v, err := inv.interpolate(s, true)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if _, isString := v.(string); !isString && !strings.Contains(s, "alias(") {
			t.Fatalf("interpolating %q gave %s", s, rubyInspect(v))
		}
		_ = inv.ex.Explain()
	})
}

// FuzzSplitKey checks that key splitting never panics and that a key
// without quotes or dots is a single segment.
func FuzzSplitKey(f *testing.F) {
	for _, k := range []string{"a", "a.b", "a..b", `a."b.c"`, "a.'b'.0", " a . b ", ".", `"`, "a.-1"} {
		f.Add(k)
	}
	f.Fuzz(func(t *testing.T, k string) {
		segs, ok := splitKey(k)
		if !strings.ContainsAny(k, `.'"`) && (!ok || len(segs) != 1 || segs[0] != k) {
			t.Fatalf("plain key %q split into %v", k, segs)
		}
		if ok && len(segs) == 0 {
			t.Fatalf("key %q: no segments", k)
		}
	})
}
