package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// Set is Ruby code (set.rb, written for rlib): it is made of blocks and
// Enumerable, which the runtime runs as Ruby does.
//
//go:embed set.rb
var setSource string

func init() {
	register(ruby.Library{Name: "set", Autoload: []string{"Set"}, Setup: func(in *ruby.Interp) error {
		_, err := in.EvalString("set.rb", setSource)
		return err
	}}, true)
}
