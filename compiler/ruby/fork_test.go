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

// The inline cache the copies of a prepared Interp share (findMethodAt)
// serves a compile only what every copy would find: a compile that
// redefines or prepends a method sees its own method at the call sites
// earlier compiles cached, and the compiles after it, or running beside
// it, do not see it.
func TestSharedInlineCacheIsolation(t *testing.T) {
	env := ruby.NewEnv(ruby.EnvOptions{})
	env.NewInterp() // the trial copy
	prog, err := ruby.Parse("sites.rb", []byte(`"a".upcase + [1].size.to_s + "xy".length.to_s + (+"s" << "t")`))
	if err != nil {
		t.Fatal(err)
	}
	run := func(in *ruby.Interp, setup string) string {
		t.Helper()
		if setup != "" {
			if _, err := in.EvalString("setup.rb", setup); err != nil {
				t.Fatal(err)
			}
		}
		v, err := in.EvalFile(prog)
		if err != nil {
			t.Fatal(err)
		}
		s, err := in.ToS(v)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	check := func(what, got, want string) {
		t.Helper()
		if got != want {
			t.Errorf("%s: %q, want %q", what, got, want)
		}
	}
	check("first compile", run(env.NewInterp(), ""), "A12st")
	check("second compile", run(env.NewInterp(), ""), "A12st")
	redef := env.NewInterp()
	check("before redefining", run(redef, ""), "A12st")
	check("String#upcase and Array#size redefined", run(redef, "class String; def upcase; 'R'; end; end; class Array; def size; 7; end; end"), "R72st")
	check("a compile after it", run(env.NewInterp(), ""), "A12st")
	check("the redefined methods removed", run(redef, "class String; remove_method :upcase; end; class Array; remove_method :size; end"), "A12st")
	check("String#<< prepended", run(env.NewInterp(), "module P; def <<(x); super(x.upcase); end; end; String.prepend(P)"), "A12sT")
	check("a compile after it", run(env.NewInterp(), ""), "A12st")

	// compiles at once, half of them redefining (go test -race)
	done := make(chan string, 16)
	for i := 0; i < 16; i++ {
		go func(i int) {
			in := env.NewInterp()
			setup, want := "", "A12st"
			if i%2 == 1 {
				setup, want = "class String; def length; 9; end; end", "A19st"
			}
			if setup != "" {
				if _, err := in.EvalString("setup.rb", setup); err != nil {
					done <- err.Error()
					return
				}
			}
			v, err := in.EvalFile(prog)
			if err != nil {
				done <- err.Error()
				return
			}
			if s, _ := in.ToS(v); s != want {
				done <- s + ", want " + want
				return
			}
			done <- ""
		}(i)
	}
	for i := 0; i < 16; i++ {
		if msg := <-done; msg != "" {
			t.Error("concurrent compile:", msg)
		}
	}
}
