package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// PrettyPrint and PP are Ruby code (pp.rb, written for rlib): Puppet has
// pp loaded (puppet/application/face_base.rb), so module code names PP
// without a require and every object answers pretty_inspect (the
// runtime's Kernel#pretty_inspect loads this library at its first call).
// Golden forge17_ruby_pp_pretty_inspect; TestOracle pp_layout.
//
//go:embed pp.rb
var ppSource string

func init() {
	register(ruby.Library{Name: "pp", Autoload: []string{"PP", "PrettyPrint"}, Setup: rubySource("pp.rb", ppSource)}, false)
	register(ruby.Library{Name: "prettyprint", Requires: []string{"pp"}, Setup: func(*ruby.Interp) error { return nil }}, false)
}
