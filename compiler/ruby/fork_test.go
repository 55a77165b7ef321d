package ruby_test

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
	_ "github.com/punch-dev/punch/compiler/ruby/rlib"
)

// The Env's prepared Interp (builtins, preloaded libraries, Puppet's API)
// can be copied: compiles do not build their Ruby world from nothing.
func TestPreparedInterpCopyable(t *testing.T) {
	if err := ruby.PreparedErr(ruby.NewEnv(ruby.EnvOptions{})); err != nil {
		t.Fatal(err)
	}
}
