package ruby

import (
	"strings"
	"testing"
)

// An endless enumerator cannot be collected for next/peek: the error is an
// unsupported construct naming the file, line and column of the call, and
// Ruby code cannot rescue it (finite ones: TestOracle enumerator_external).
func TestEnumeratorNextEndless(t *testing.T) {
	for _, c := range []struct{ src, what string }{
		{"x = 1\ne = loop\ny = e.next\n", "(loop)"},
		{"x = 1\ne = (1..).each\ny = e.next\n", "(an endless Range)"},
		{"x = 1\ne = (1..).each.with_index\ny = e.peek\n", "(an endless Range)"},
		{"x = 1\ne = loop\ny = begin; e.next; rescue StandardError, NotImplementedError; 0; end\n", "(loop)"},
	} {
		in := NewEnv(EnvOptions{}).NewInterp()
		f, err := Parse("endless.rb", []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		_, err = in.EvalFile(f)
		if err == nil {
			t.Errorf("%q: no error", c.src)
			continue
		}
		e := in.toError(err)
		if !e.Unsupported || !strings.Contains(e.Message, c.what) || !strings.Contains(e.Message, "endless enumerator") {
			t.Errorf("%q: %s (unsupported %v)", c.src, e.Message, e.Unsupported)
		}
		if e.File != "endless.rb" || e.Line != 3 || e.Column == 0 {
			t.Errorf("%q: at %s:%d:%d, want endless.rb:3:col", c.src, e.File, e.Line, e.Column)
		}
	}
}
