package ruby_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/punch-dev/punch/compiler/resourcetypes/typedump"
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestCorpusTypeFiles runs every module type file of the Debian corpus
// through the type DSL (LoadTypeFile), one file after the other in one
// Interp as Puppet loads them, and compares what each declares with what
// Puppet loaded from the same file: parameters and properties in order,
// key attributes, isomorphism and (when the type defines them) title
// patterns. The provider parameter is left out of the comparison when
// the file does not declare it: Puppet adds it when provider files exist
// (compiler/resourcetypes does that part). Resource API types are
// compiler/resourcetypes' to read from the definition hash.
func TestCorpusTypeFiles(t *testing.T) {
	const root = "/usr/share/puppet/modules"
	if _, err := os.Stat(root); err != nil {
		t.Skip("the Debian Puppet modules are not installed (apt-get install puppet-module-*)")
	}
	// compiler/resourcetypes' recording of what Puppet 7.23 itself loads
	// from the Debian modules' type files (gen/dump_types.rb there).
	var oracle typedump.Modules
	testtree.ReadJSON(t, "../resourcetypes/testdata/module_types_oracle.json", &oracle)
	env := ruby.NewEnv(ruby.EnvOptions{LoadPath: ruby.CorpusLoadPath()})
	in := env.NewInterp()
	same, skipped := 0, 0
	for _, o := range oracle.Types {
		if o.Type == nil {
			t.Errorf("%s: Puppet did not load it: %s", o.File, o.Error)
			continue
		}
		f := filepath.Join(root, o.File)
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		defs, err := in.LoadTypeFile(context.Background(), f, src)
		if err != nil {
			t.Errorf("%s: %v", o.File, err)
			continue
		}
		var d *ruby.TypeDef
		for _, x := range defs {
			if x.Name == o.Type.Name {
				d = x
			}
		}
		if d == nil {
			t.Errorf("%s: type %s not declared", o.File, o.Type.Name)
			continue
		}
		if d.ResourceAPI {
			skipped++
			continue
		}
		if d.Partial != nil {
			t.Errorf("%s: type %s stopped by %v", o.File, d.Name, d.Partial)
			continue
		}
		var params []string
		for _, p := range o.Type.Parameters {
			if p != "provider" || slices.Contains(d.Params, "provider") {
				params = append(params, p)
			}
		}
		var keys []string
		for _, p := range d.Params {
			if p == "name" || slices.Contains(d.Namevars, p) {
				keys = append(keys, p)
			}
		}
		got := fmt.Sprint(d.Params, d.Properties, keys)
		want := fmt.Sprint(params, o.Type.Properties, o.Type.KeyAttributes)
		if d.TitlePatternsSet {
			for _, p := range d.TitlePatterns {
				got += fmt.Sprint(p.Source, p.Options, p.Attributes, p.Procs)
			}
			for _, p := range o.Type.TitlePatterns {
				want += fmt.Sprint(p.Source, p.Options, p.Attributes, p.Procs)
			}
		}
		iso := true
		if d.Isomorphic != nil {
			iso = *d.Isomorphic
		}
		got += fmt.Sprint(iso)
		want += fmt.Sprint(o.Type.Isomorphic)
		if got != want {
			t.Errorf("%s: type %s:\n  punch:  %s\n  puppet: %s", o.File, d.Name, got, want)
			continue
		}
		same++
	}
	t.Logf("%d types: %d the same as Puppet, %d Resource API types left to compiler/resourcetypes", len(oracle.Types), same, skipped)
}
