package rlib

import (
	"github.com/punch-dev/punch/compiler/ruby"
)

// Libraries Puppet 7.23 has on Debian (gems Puppet depends on, or Ruby's own
// bundled gems) that module Ruby requires, often guarded by `rescue
// LoadError`, and that Punch's runtime models only in part: the require
// succeeds, as in Puppet, so a module never takes its fallback where Puppet
// would not; the parts module code uses that are here work; any other
// constant or singleton method of the library's namespace stops the compile
// as unsupported, naming it (ruby.Module.SetPartialLibrary). A LoadError
// would send the module down its fallback, a silently different catalog.
// Golden forge11_ruby_require_libraries.
type partialLib struct {
	name     string   // the require name
	gem      string   // the gem and version Puppet 7.23 has (Debian 12)
	modules  []string // the namespace modules it defines
	source   string   // Ruby code for the parts Punch has, run first
	autoload bool     // Puppet has loaded it when module code runs
}

var partialLibs = []partialLib{
	{name: "concurrent", gem: "concurrent-ruby 1.1.6", modules: []string{"Concurrent"}, autoload: true,
		// on MRI, concurrent-ruby's Hash, Array and Set are Ruby's own
		// classes subclassed (their locks are MRI's GVL)
		source: "module Concurrent\n  class Hash < ::Hash; end\n  class Array < ::Array; end\nend\n"},
	{name: "fast_gettext", gem: "fast_gettext 1.2.0", modules: []string{"FastGettext"}, autoload: true},
	{name: "locale", gem: "locale 2.1.3", modules: []string{"Locale"}},
	{name: "rexml/document", gem: "rexml 3.2.5", modules: []string{"REXML"}},
}

func init() {
	for _, p := range partialLibs {
		p := p
		var run func(*ruby.Interp) error
		if p.source != "" {
			run = rubySource(p.name+".rb", p.source)
		}
		lib := ruby.Library{Name: p.name, Setup: func(in *ruby.Interp) error {
			for _, name := range p.modules {
				in.DefineModule(nil, name).SetPartialLibrary(p.gem)
			}
			if run != nil {
				return run(in)
			}
			return nil
		}}
		if p.autoload {
			lib.Autoload = p.modules
		}
		register(lib, false)
	}
}
