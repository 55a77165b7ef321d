package rlib

import (
	_ "embed"
	"sync"

	"github.com/punch-dev/punch/compiler/ruby"
)

// Set is Ruby code (set.rb, written for rlib): it is made of blocks and
// Enumerable, which the runtime runs as Ruby does.
//
//go:embed set.rb
var setSource string

// setFile is set.rb parsed once: a parsed file is immutable, and every
// Interp evaluates it at its creation (Set is preloaded).
var setFile = sync.OnceValues(func() (*ruby.File, error) { return ruby.Parse("set.rb", []byte(setSource)) })

func init() {
	register(ruby.Library{Name: "set", Autoload: []string{"Set"}, Setup: func(in *ruby.Interp) error {
		f, err := setFile()
		if err != nil {
			return err
		}
		_, err = in.EvalFile(f)
		return err
	}}, true)
}
