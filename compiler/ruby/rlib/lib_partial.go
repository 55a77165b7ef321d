package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// The parts of Puppet-loaded standard libraries rlib has, in Ruby.
var (
	//go:embed forwardable.rb
	forwardableSource string
	//go:embed singleton.rb
	singletonSource string
	//go:embed timeout.rb
	timeoutSource string
	//go:embed benchmark.rb
	benchmarkSource string
	//go:embed etc.rb
	etcSource string
	//go:embed thread.rb
	threadSource string
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
	name     string                   // the require name
	gem      string                   // the gem and version Puppet 7.23 has (Debian 12)
	modules  []string                 // the namespace modules it defines
	source   string                   // Ruby code for the parts Punch has, run first
	goSetup  func(*ruby.Interp) error // Go methods for the parts Punch has, after source
	autoload bool                     // Puppet has loaded it when module code runs
	// classes are the constants its source defines whole (not partial),
	// autoloaded with the modules
	classes []string
}

var partialLibs = []partialLib{
	{name: "concurrent", gem: "concurrent-ruby 1.1.6", modules: []string{"Concurrent"}, autoload: true,
		// on MRI, concurrent-ruby's Hash, Array and Set are Ruby's own
		// classes subclassed (their locks are MRI's GVL)
		source: "module Concurrent\n  class Hash < ::Hash; end\n  class Array < ::Array; end\nend\n"},
	{name: "fast_gettext", gem: "fast_gettext 1.2.0", modules: []string{"FastGettext"}, autoload: true},
	{name: "locale", gem: "locale 2.1.3", modules: []string{"Locale"}},
	// Ruby 3.1's own libraries Puppet has loaded (require_gen.go): their
	// constants exist in Puppet without a require (QA-FORGE-13 M15)
	{name: "forwardable", gem: "forwardable 1.3.2", modules: []string{"Forwardable", "SingleForwardable"}, source: forwardableSource, autoload: true},
	{name: "singleton", gem: "singleton 0.1.1", modules: []string{"Singleton"}, source: singletonSource, autoload: true},
	{name: "timeout", gem: "timeout 0.2.0", modules: []string{"Timeout"}, source: timeoutSource, autoload: true,
		goSetup: func(in *ruby.Interp) error {
			in.DefineModule(nil, "Timeout").DefineModuleFunction("timeout", 1, 3, ruby.Timeout)
			return nil
		}},
	{name: "benchmark", gem: "benchmark 0.2.0", modules: []string{"Benchmark"}, source: benchmarkSource, autoload: true},
	{name: "etc", gem: "etc 1.3.0", modules: []string{"Etc"}, source: etcSource, goSetup: setupEtc, autoload: true},
	// Puppet-loaded libraries (puppet apply names their constants) with
	// nothing modelled: any use of them is "not supported", not a NameError
	// module code could rescue
	{name: "monitor", gem: "monitor 0.2.0", modules: []string{"Monitor", "MonitorMixin"}, autoload: true},
	{name: "tempfile", gem: "tempfile 0.1.2", modules: []string{"Tempfile"}, autoload: true},
	{name: "fileutils", gem: "fileutils 1.6.0", modules: []string{"FileUtils"}, autoload: true},
	{name: "optparse", gem: "optparse 0.2.0", modules: []string{"OptionParser"}, autoload: true},
	{name: "weakref", gem: "weakref 0.1.1", modules: []string{"WeakRef"}},
	// Ruby's threads: Thread::Mutex whole, Thread.current; the rest of
	// Thread (new, start, ...), Queue, SizedQueue, ConditionVariable and
	// Fiber are not supported
	{name: "thread", gem: "Ruby 3.1's threads", modules: []string{"Thread", "Queue", "SizedQueue", "ConditionVariable", "Fiber"},
		source: threadSource, autoload: true, classes: []string{"Mutex"}},
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
				if err := run(in); err != nil {
					return err
				}
			}
			if p.goSetup != nil {
				return p.goSetup(in)
			}
			return nil
		}}
		if p.autoload {
			lib.Autoload = append(append([]string(nil), p.modules...), p.classes...)
		}
		register(lib, false)
	}
}
