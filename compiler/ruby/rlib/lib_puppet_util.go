package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// Parts of Puppet::Util that Puppet has loaded when module code runs:
// puppet_util_base.rb's module functions (which, symbolizehash) are defined
// with the rest of the API; the modules below are loaded at the first
// reference to their constant, or a require of Puppet's file names for
// them (so a compile that does not use them does not pay for their methods
// in every Interp).

//go:embed puppet_util_base.rb
var puppetUtilBaseSource string

//go:embed puppet_util.rb
var puppetUtilSource string

//go:embed puppet_util_json.rb
var puppetUtilJSONSource string

//go:embed puppet_util_platform.rb
var puppetUtilPlatformSource string

//go:embed puppet_util_modes.rb
var puppetUtilModesSource string

//go:embed puppet_util_tagging.rb
var puppetUtilTaggingSource string

//go:embed puppet_util_warnings.rb
var puppetUtilWarningsSource string

//go:embed puppet_util_profiler.rb
var puppetUtilProfilerSource string

// puppetUtilPart is one file of modules under Puppet::Util.
type puppetUtilPart struct {
	files    []string // Puppet's file names for it; the first loads it
	consts   []string // the constants under Puppet::Util whose reference loads it
	requires []string
	setup    func(*ruby.Interp) error
}

var puppetUtilParts = []puppetUtilPart{
	// Checksums and Diff (puppet_util.rb)
	{files: []string{"puppet/util/checksums", "puppet/util/diff"}, consts: []string{"Checksums", "Diff"},
		requires: []string{"digest", "openssl"}, setup: rubySource("puppet_util.rb", puppetUtilSource)},
	{files: []string{"puppet/util/json"}, consts: []string{"Json"},
		requires: []string{"json"}, setup: rubySource("puppet_util_json.rb", puppetUtilJSONSource)},
	{files: []string{"puppet/util/platform"}, consts: []string{"Platform"},
		setup: rubySource("puppet_util_platform.rb", puppetUtilPlatformSource)},
	{files: []string{"puppet/util/symbolic_file_mode"}, consts: []string{"SymbolicFileMode"},
		setup: rubySource("puppet_util_modes.rb", puppetUtilModesSource)},
	{files: []string{"puppet/util/tagging", "puppet/util/tag_set"}, consts: []string{"Tagging", "TagSet"},
		requires: []string{"set"}, setup: rubySource("puppet_util_tagging.rb", puppetUtilTaggingSource)},
	{files: []string{"puppet/util/warnings", "puppet/util/character_encoding"}, consts: []string{"Warnings", "CharacterEncoding"},
		setup: rubySource("puppet_util_warnings.rb", puppetUtilWarningsSource)},
	{files: []string{"puppet/util/profiler", "puppet/util/profiler/around_profiler", "puppet/util/profiler/logging",
		"puppet/util/profiler/wall_clock", "puppet/util/profiler/object_counts"}, consts: []string{"Profiler"},
		requires: []string{"benchmark"}, setup: rubySource("puppet_util_profiler.rb", puppetUtilProfilerSource)},
}

func init() {
	for _, p := range puppetUtilParts {
		p := p
		setup := func(in *ruby.Interp) error {
			util, err := module(in, "Puppet::Util")
			if err != nil {
				return err
			}
			// the autoload entries give way to the modules the file defines
			for _, name := range p.consts {
				if v, ok := util.Const(name); ok {
					if _, defined := v.(*ruby.Module); !defined {
						if _, err := in.CallMethod(util, "send", ruby.Symbol("remove_const"), ruby.Symbol(name)); err != nil {
							return err
						}
					}
				}
			}
			return p.setup(in)
		}
		register(ruby.Library{Name: p.files[0], Requires: p.requires, Setup: setup}, false)
		for _, f := range p.files[1:] {
			register(ruby.Library{Name: f, Requires: p.files[:1], Setup: func(*ruby.Interp) error { return nil }}, false)
		}
	}
	base := rubySource("puppet_util_base.rb", puppetUtilBaseSource)
	ruby.AddPuppetAPIPart(func(in *ruby.Interp) error {
		util, err := module(in, "Puppet::Util")
		if err != nil {
			return err
		}
		for _, p := range puppetUtilParts {
			for _, name := range p.consts {
				if _, err := in.CallMethod(util, "autoload", ruby.Symbol(name), ruby.NewString(p.files[0])); err != nil {
					return err
				}
			}
		}
		return base(in)
	})
}
