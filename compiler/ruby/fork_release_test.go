package ruby

import (
	"fmt"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// A released copy's modules go to the next copy (Release), which starts
// from the base as a new copy does: nothing the released copy changed in
// its modules (a reopened builtin class, a constant, a class's instance
// variable) shows in it.
func TestReleaseReusesModules(t *testing.T) {
	env := NewEnv(EnvOptions{})
	env.NewInterp() // the trial copy
	if env.prepared() == nil {
		t.Fatal("no prepared Interp")
	}
	const change = `class String; def shout; upcase + "!"; end; end
FOO_RELEASED = "x"
class Array; @marker = 42; end
module Kernel; def kernel_extra; 1; end; end`
	const probe = `[("a".respond_to?(:shout)), defined?(FOO_RELEASED).inspect,
  Array.instance_variable_get(:@marker).inspect, respond_to?(:kernel_extra, true), "abc".upcase, [3, 1, 2].sort.join].join(",")`
	const fresh = "false,nil,nil,false,ABC,123"
	reused := false
	// sync.Pool may drop what is put (at random under -race): try a few
	// times for a copy made in a released copy's memory
	for i := 0; i < 20 && !reused; i++ {
		a := env.NewInterp()
		if got := evalOK(t, a, change+"\n"+probe); got != "true,\"constant\",42,true,ABC,123" {
			t.Fatalf("the changes did not take: %s", got)
		}
		mem, meths := &a.forkMods[0], &a.forkMeths[0]
		a.Release()
		if a.forkMods != nil || a.forkMeths != nil {
			t.Fatal("a released copy keeps its modules or methods")
		}
		b := env.NewInterp()
		// the methods' memory goes with the modules' (each pool may drop
		// what it holds: either is enough to test the copy)
		reused = &b.forkMods[0] == mem || &b.forkMeths[0] == meths
		if got := evalOK(t, b, probe); got != fresh {
			t.Fatalf("a copy after a released one (reused memory: %v) sees %s, want %s", reused, got, fresh)
		}
		b.Release()
	}
	if !reused {
		t.Fatal("no copy was made in a released copy's memory")
	}
}

// Copies made, changed and released at once by many goroutines (go test
// -race) each see only their own changes.
func TestReleaseConcurrent(t *testing.T) {
	env := NewEnv(EnvOptions{})
	env.NewInterp() // the trial copy
	testtree.Concurrently(8, func(g int) {
		for i := 0; i < 5; i++ {
			in := env.NewInterp()
			src := fmt.Sprintf(`was = defined?(MINE).inspect
MINE = %d
class String; def mine; %d; end; end
[was, MINE, "s".mine].join(",")`, g, g)
			v, err := in.EvalString("t.rb", src)
			if err != nil {
				t.Error(err)
				return
			}
			if s, _ := in.ToS(v); s != fmt.Sprintf("nil,%d,%d", g, g) {
				t.Errorf("goroutine %d: %s", g, s)
				return
			}
			in.Release()
		}
	})
}
