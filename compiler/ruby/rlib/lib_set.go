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

// SortedSet (sorted_set.rb) is loaded at its first reference, as Ruby's
// set.rb autoloads it.
//
//go:embed sorted_set.rb
var sortedSetSource string

func init() {
	register(ruby.Library{Name: "set", Autoload: []string{"Set"}, Setup: rubySource("set.rb", setSource)}, true)
	register(ruby.Library{Name: "sorted_set", Autoload: []string{"SortedSet"}, Requires: []string{"set"}, Setup: rubySource("sorted_set.rb", sortedSetSource)}, false)
}

// rubySource is the Setup of a library written in Ruby for rlib: the
// source is parsed once (a parsed file is immutable) and every Interp
// that loads the library evaluates it.
func rubySource(name, src string) func(*ruby.Interp) error {
	parsed := sync.OnceValues(func() (*ruby.File, error) { return ruby.ParseLibrary(name, []byte(src)) })
	return func(in *ruby.Interp) error {
		f, err := parsed()
		if err != nil {
			return err
		}
		_, err = in.EvalFile(f)
		return err
	}
}
