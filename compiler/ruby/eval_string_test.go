package ruby

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"
)

func evalProgram(t testing.TB, ctx context.Context, src string) (Value, *Error) {
	t.Helper()
	f, err := Parse("t.rb", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	in := NewEnv(EnvOptions{}).NewInterp()
	in.ctx = ctx
	v, err := in.EvalFile(f)
	if err != nil {
		return nil, in.toError(err)
	}
	return v, nil
}

// A string evaluated through send has no eval site: it runs with self
// and constants of the call but without the caller's local variables
// (Ruby would see them; Punch knows the caller's scope only at a call
// written as eval/instance_eval/...).
func TestEvalStringThroughSend(t *testing.T) {
	v, e := evalProgram(t, context.Background(), `
x = 1
o = Object.new
[o.send(:instance_eval, "self").equal?(o), (o.send(:instance_eval, "x") rescue $!.class.name)]`)
	if e != nil {
		t.Fatal(e)
	}
	a, ok := v.(*Array)
	if !ok || len(a.a) != 2 || a.a[0] != true || a.a[1].(*String).s != "NameError" {
		t.Fatalf("got %#v", v)
	}
}

// The parse of an eval's string is counted and stops with the compile.
func TestEvalStringBounded(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, e := evalProgram(t, ctx, `eval("1 + " * 100_000 + "1")`)
	if e == nil || e.Class != "Punch::LimitError" || !strings.Contains(e.Message, "cancelled") {
		t.Fatalf("got %v", e)
	}
	// stop is asked while the parse runs
	n := 0
	_, serr := parseEval("x.rb", strings.Repeat("1 + ", 100_000)+"1", 1, nil, nil, func() error {
		if n++; n == 3 {
			return context.Canceled
		}
		return nil
	})
	if serr == nil || serr.stop != context.Canceled || n != 3 {
		t.Fatalf("parse not stopped: %v after %d", serr, n)
	}
}

// Compiles share parsed files: evals of the same file's strings in many
// Interps at once (go test -race).
func TestEvalStringConcurrent(t *testing.T) {
	f, err := Parse("t.rb", []byte(`
def f(a)
  b = a * 2
  eval("b + a") + binding.local_variable_get(:b) + String.class_eval("a")
end
f(3)`))
	if err != nil {
		t.Fatal(err)
	}
	env := NewEnv(EnvOptions{})
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			in := env.NewInterp()
			v, err := in.EvalFile(f)
			if err != nil || v != int64(18) {
				t.Errorf("got %v, %v", v, err)
			}
		}()
	}
	wg.Wait()
}

// FuzzEvalString evaluates any string with eval inside a method that has
// local variables and a block: no panic, no internal error, an error line
// within the string.
func FuzzEvalString(f *testing.F) {
	for _, s := range []string{"x + 1", "y = x; [y, __LINE__]", "def g; 1; end; g", "foo(1, 2 3)",
		"\tx = é + (1 2)", "return 5", "yield 1", "binding.local_variable_set(:z, 1)", "x = [" + strings.Repeat("1, ", 40) + "2 3]",
		"local_variables", "instance_eval('x')", "1 +\n foo("} {
		f.Add(s)
	}
	env := NewEnv(EnvOptions{Limits: Limits{Steps: 200_000, Memory: 16 << 20}})
	prog, err := Parse("fuzz.rb", []byte("def m(src)\n  x = 1\n  [1].each { |i| return eval(src, nil, 'e.rb', 3) }\nend\nm(SRC)"))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if !utf8.ValidString(src) {
			return
		}
		in := env.NewInterp()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		in.ctx = ctx
		in.cObject.SetConst("SRC", NewString(src))
		if _, err := in.EvalFile(prog); err != nil {
			e := in.toError(err)
			if e.Class == "Punch::InternalError" {
				t.Fatalf("internal error: %v", e)
			}
			if e.Class == "SyntaxError" && !strings.HasPrefix(e.Message, "e.rb:") {
				t.Fatalf("syntax error not named by the eval's file: %q", e.Message)
			}
		}
	})
}
