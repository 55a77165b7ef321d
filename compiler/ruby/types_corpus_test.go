package ruby_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/ruby"
)

// TestCorpusTypeFiles runs every module type file of the Debian corpus
// through the type DSL (LoadTypeFile) and compares what each declares
// with compiler/resourcetypes' static reader (which was checked against
// Puppet): parameters, properties, namevars, title patterns, isomorphic.
func TestCorpusTypeFiles(t *testing.T) {
	const root = "/usr/share/puppet/modules"
	if _, err := os.Stat(root); err != nil {
		t.Skip("the Debian Puppet modules are not installed")
	}
	files, _ := filepath.Glob(filepath.Join(root, "*", "lib", "puppet", "type", "*.rb"))
	var mods []string
	entries, _ := os.ReadDir(root)
	for _, e := range entries {
		mods = append(mods, filepath.Join(root, e.Name()))
	}
	env := ruby.NewEnv(ruby.EnvOptions{LoadPath: ruby.CorpusLoadPath()})
	same, partial, differ, failed := 0, 0, 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		defs, err := env.LoadTypeFile(context.Background(), f, src)
		if err != nil {
			failed++
			t.Logf("%s: %v", f, err)
			continue
		}
		static, _ := resourcetypes.ExtractTypes(f, src, mods)
		for _, d := range defs {
			if d.ResourceAPI {
				continue
			}
			if d.Partial != nil {
				partial++
				t.Logf("%s: type %s: stopped by %v", f, d.Name, d.Partial)
			}
			var st *resourcetypes.Type
			for _, s := range static {
				if s.Name == d.Name {
					st = s
				}
			}
			if st == nil {
				differ++
				t.Logf("%s: type %s: not found by the static reader", f, d.Name)
				continue
			}
			params := []string{}
			for _, p := range st.Params {
				if p != "provider" || contains(d.Params, "provider") {
					params = append(params, p)
				}
			}
			var keys []string
			for _, p := range d.Params {
				if p == "name" || contains(d.Namevars, p) {
					keys = append(keys, p)
				}
			}
			got := fmt.Sprint(d.Params, d.Properties, keys)
			want := fmt.Sprint(params, st.Properties, st.KeyAttributes)
			if d.TitlePatternsSet {
				for _, p := range d.TitlePatterns {
					got += fmt.Sprint(p.Source, p.Options, p.Attributes, p.Procs)
				}
				for _, p := range st.TitlePatterns {
					want += fmt.Sprint(p.Source, p.Options, p.Attributes, p.Procs)
				}
			}
			if d.Isomorphic != nil {
				got += fmt.Sprint(*d.Isomorphic)
				want += fmt.Sprint(st.Isomorphic)
			}
			if got != want {
				differ++
				t.Logf("%s: type %s:\n  ruby:   %s\n  static: %s", f, d.Name, got, want)
				continue
			}
			same++
		}
	}
	t.Logf("%d type files: %d types the same, %d differ, %d partial, %d files failed", len(files), same, differ, partial, failed)
	if same == 0 {
		t.Fatal("no type read the same")
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

var _ = strings.Contains
