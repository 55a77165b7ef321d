package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// Ruby 3.1 standard libraries written in Ruby for rlib (each file says what
// it follows). Puppet 7.23 has delegate and tsort loaded when module code
// runs (its $LOADED_FEATURES in a template), so their constants are there
// without a require; observer and abbrev need theirs.
var (
	//go:embed delegate.rb
	delegateSource string
	//go:embed tsort.rb
	tsortSource string
	//go:embed observer.rb
	observerSource string
	//go:embed abbrev.rb
	abbrevSource string
)

func init() {
	register(ruby.Library{Name: "delegate", Autoload: []string{"Delegator", "SimpleDelegator"}, Setup: rubySource("delegate.rb", delegateSource)}, false)
	// DelegateClass is a method, not a constant: this small preloaded part
	// defines it, and its first call loads delegate.rb (whose own
	// DelegateClass replaces it) and calls that.
	register(ruby.Library{Name: "delegate/class", Setup: setupDelegateClass}, true)
	register(ruby.Library{Name: "tsort", Autoload: []string{"TSort"}, Setup: rubySource("tsort.rb", tsortSource)}, false)
	register(ruby.Library{Name: "observer", Setup: rubySource("observer.rb", observerSource)}, false)
	register(ruby.Library{Name: "abbrev", Setup: rubySource("abbrev.rb", abbrevSource)}, false)
}

func setupDelegateClass(in *ruby.Interp) error {
	in.Object().DefinePrivateMethod("DelegateClass", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		if _, err := c.In.Const("Delegator"); err != nil {
			return nil, err
		}
		if m, ok := c.In.Object().Const("Delegator"); !ok || m == nil {
			return nil, c.In.Raise("NameError", "uninitialized constant Delegator")
		}
		return c.In.CallMethodBlock(c.Self, "DelegateClass", c.Args, c.Block)
	})
	return nil
}

// The Racc runtime (racc_parser.rb): Puppet 7.23 has racc/parser loaded
// (its own grammar is a Racc parser), so Racc and ::ParseError are there
// without a require; Racc-generated module parsers require it by
// 'racc/parser' or 'racc/parser.rb'.
//
//go:embed racc_parser.rb
var raccSource string

func init() {
	register(ruby.Library{Name: "racc/parser", Autoload: []string{"Racc", "ParseError"}, Setup: rubySource("racc_parser.rb", raccSource)}, false)
}
