package resourcetypes

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// What a type file sees of Puppet while it loads (QA-FORGE-10 H4): the
// environment's name, its modules by name, warnings kept for the type; a
// setting Punch does not give stops the file, and the type then stays known
// with the reason as its load error instead of vanishing. Puppet's side of
// the first is golden rubyapi3_type_load_puppet_api and
// forge10_type_require_via_module_find.
func TestFileLoaderPuppetAPI(t *testing.T) {
	root := t.TempDir()
	testtree.Write(t, root, map[string]string{
		"helper/lib/puppet_x/helper/h.rb": "module PuppetX; module Helper; X = 1; end; end\n",
		"m/lib/puppet/type/envtype.rb": `m = Puppet::Module.find('helper', Puppet[:environment].to_s)
require File.join(m.path, 'lib/puppet_x/helper/h')
Puppet.warning("in #{Puppet[:environment]}: #{Puppet::Module.find('nosuch').inspect} #{PuppetX::Helper::X}")
Puppet::Type.newtype(:envtype) do
  newparam(:name, :namevar => true)
  newproperty(:value)
end
`,
		"m/lib/puppet/type/vardirtype.rb": `dir = Puppet[:vardir]
Puppet::Type.newtype(:vardirtype) do
  newparam(:name, :namevar => true)
end
`,
	})
	l := NewFileLoader([]string{filepath.Join(root, "m"), filepath.Join(root, "helper")})
	l.SetEnvironment("staging")
	load := func(name string) *Type {
		t.Helper()
		file := filepath.Join(root, "m/lib/puppet/type", name+".rb")
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		types, _ := l.Load("m", file, src)
		if len(types) != 1 || types[0].Name != name {
			t.Fatalf("%s: types %v", name, types)
		}
		return types[0]
	}
	et := load("envtype")
	if et.LoadError != "" || !slices.Equal(et.Properties, []string{"value"}) {
		t.Errorf("envtype: load error %q, properties %v", et.LoadError, et.Properties)
	}
	if want := []string{"in staging: nil 1"}; !slices.Equal(et.LoadWarnings, want) {
		t.Errorf("envtype warnings %q, want %q", et.LoadWarnings, want)
	}
	vt := load("vardirtype")
	if want := "not supported by Punch's Ruby runtime: Puppet[:vardir] while a type file loads (Punch gives :environment only)"; vt.LoadError != want {
		t.Errorf("vardirtype load error %q, want %q", vt.LoadError, want)
	}
}
