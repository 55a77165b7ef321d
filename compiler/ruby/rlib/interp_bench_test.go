package rlib

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
)

// BenchmarkNewInterp is the cost the preloaded libraries add to every
// Interp (one per compile).
//
//	go test -run '^$' -bench NewInterp -benchmem ./compiler/ruby/rlib
func BenchmarkNewInterp(b *testing.B) {
	env := ruby.NewEnv(ruby.EnvOptions{})
	b.ReportAllocs()
	for b.Loop() {
		env.NewInterp()
	}
}
