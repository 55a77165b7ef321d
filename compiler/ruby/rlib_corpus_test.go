package ruby_test

import (
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
	_ "github.com/punch-dev/punch/compiler/ruby/rlib" // the standard libraries, as a program links them
)

// TestCorpusLoadFunctionsWithLibraries loads every function file of the
// Debian corpus with the standard libraries registered (as punch runs):
// all of them load except redis's, which requires a gem Puppet does not
// have either.
func TestCorpusLoadFunctionsWithLibraries(t *testing.T) {
	files := ruby.CorpusFunctionFiles(t)
	env := ruby.NewEnv(ruby.EnvOptions{LoadPath: ruby.CorpusLoadPath()})
	ok := 0
	for _, f := range files {
		_, err := env.LoadFunction(f)
		if err != nil {
			e := err.(*ruby.Error)
			if e.Class == "LoadError" && strings.Contains(e.Message, "-- redis") {
				continue
			}
			t.Errorf("%s: %v", f, err)
			continue
		}
		ok++
	}
	t.Logf("%d of %d function files load (redis's needs a gem that is not installed, as in Puppet)", ok, len(files))
}
