package functions_test

import (
	"fmt"

	. "github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// lambdas maps the source text of each lambda used in testdata/cases
// (whitespace collapsed) to a Go function doing what the Puppet lambda
// does. Lambdas call functions through the fake context (so `compare`,
// `downcase` ... are the library's own) and log with ctx.Log as notice()
// would.
var lambdas = func() map[string]*fakeBlock {
	m := map[string]*fakeBlock{}
	for _, add := range []func(map[string]*fakeBlock){lambdas1, lambdas2, lambdas3, lambdas4, lambdas5, lambdas6, lambdas7} {
		add(m)
	}
	return m
}()

// lam adds a lambda with n untyped parameters to m.
func lam(m map[string]*fakeBlock, text string, n int, fn func(c *fakeCtx, a []values.Value) (values.Value, error)) {
	m[text] = blk(n, fn)
}

// cmpLam adds |$x| { $x OP k } style lambdas.
func cmpLam(m map[string]*fakeBlock, text, op string, idx, n int, k values.Value) {
	lam(m, text, n, func(_ *fakeCtx, a []values.Value) (values.Value, error) { return cmpOp(op, a[idx], k) })
}

func call(c *fakeCtx, name string, args ...values.Value) (values.Value, error) {
	return c.Call(name, args, nil)
}

func notice(c *fakeCtx, v values.Value) (values.Value, error) {
	c.Log("notice", values.ToString(v))
	return nil, nil
}

func constant(v values.Value) func(*fakeCtx, []values.Value) (values.Value, error) {
	return func(*fakeCtx, []values.Value) (values.Value, error) { return v, nil }
}

func at(v values.Value, i int64) values.Value {
	switch x := v.(type) {
	case []values.Value:
		if i < int64(len(x)) {
			return x[i]
		}
	}
	return nil
}

func lambdas1(m map[string]*fakeBlock) {
	// Comparison lambdas
	for _, l := range []struct {
		text string
		op   string
		idx  int
		n    int
		k    values.Value
	}{
		{"|$x| { $x > 1 }", ">", 0, 1, int64(1)},
		{"|$x| { $x > 2 }", ">", 0, 1, int64(2)},
		{"|$x| { $x > 5 }", ">", 0, 1, int64(5)},
		{"|$x| { $x > 0 }", ">", 0, 1, int64(0)},
		{"|$i, $x| { $i == 2 }", "==", 0, 2, int64(2)},
		{"|$i, $x| { $i < 3 }", "<", 0, 2, int64(3)},
		{"|$i, $x| { $i > 2 }", ">", 0, 2, int64(2)},
		{"|$v| { $v == 2 }", "==", 0, 1, int64(2)},
		{"|$k, $v| { $k == 'b' }", "==", 0, 2, "b"},
		{"|$k, $v| { $v == 2 }", "==", 1, 2, int64(2)},
		{"|$k, $v| { $v > 0 }", ">", 1, 2, int64(0)},
		{"|$k, $v| { $v > 1 }", ">", 1, 2, int64(1)},
		{"|$c| { $c == 'c' }", "==", 0, 1, "c"},
	} {
		cmpLam(m, l.text, l.op, l.idx, l.n, l.k)
	}
	lam(m, "|$p| { $p[1] == 2 }", 1, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return cmpOp("==", at(a[0], 1), int64(2))
	})
	lam(m, "|$p| { $p[0] == 'a' }", 1, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return cmpOp("==", at(a[0], 0), "a")
	})
	lam(m, "|$p| { $p[1] > 1 }", 1, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return cmpOp(">", at(a[0], 1), int64(1))
	})
	lam(m, "|$x| { true }", 1, constant(true))
	lam(m, "|$x| { false }", 1, constant(false))
	lam(m, "|$a| { 0 }", 1, constant(int64(0)))
	lam(m, "|$a, $b, $c| { 1 }", 3, constant(int64(1)))
	lam(m, "|$x| { 'f' }", 1, constant("f"))
	lam(m, "|| { 'fallback' }", 0, constant("fallback"))
	lam(m, "|$x| { $x + 1 }", 1, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return values.Arithmetic("+", a[0], int64(1))
	})
	lam(m, "|$x| { $x % 2 }", 1, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return values.Arithmetic("%", a[0], int64(2))
	})
	lam(m, "|$i, $x| { $i % 2 }", 2, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return values.Arithmetic("%", a[0], int64(2))
	})
	lam(m, "|$k, $v| { $v % 2 }", 2, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return values.Arithmetic("%", a[1], int64(2))
	})
	lam(m, "|$p| { $p[1] % 2 }", 1, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return values.Arithmetic("%", at(a[0], 1), int64(2))
	})

	// Calls of other functions
	for _, v := range []string{"x", "v", "c"} {
		lam(m, "|$"+v+"| { downcase($"+v+") }", 1, func(c *fakeCtx, a []values.Value) (values.Value, error) {
			return call(c, "downcase", a[0])
		})
	}
	lam(m, "|$a, $b| { compare($b, $a) }", 2, func(c *fakeCtx, a []values.Value) (values.Value, error) {
		return call(c, "compare", a[1], a[0])
	})
	lam(m, "|$a, $b| { compare(length($a), length($b)) }", 2, func(c *fakeCtx, a []values.Value) (values.Value, error) {
		la, err := call(c, "length", a[0])
		if err != nil {
			return nil, err
		}
		lb, err := call(c, "length", a[1])
		if err != nil {
			return nil, err
		}
		return call(c, "compare", la, lb)
	})

	// Logging
	for _, v := range []string{"x", "v"} {
		lam(m, "|$"+v+"| { notice($"+v+") }", 1, func(c *fakeCtx, a []values.Value) (values.Value, error) {
			return notice(c, a[0])
		})
	}
	lam(m, `|$a, $b| { notice("${a}-${b}") }`, 2, func(c *fakeCtx, a []values.Value) (values.Value, error) {
		return notice(c, values.ToString(a[0])+"-"+values.ToString(a[1]))
	})
	lam(m, `|$path, $v| { notice("${path}: ${v}") }`, 2, func(c *fakeCtx, a []values.Value) (values.Value, error) {
		return notice(c, values.ToString(a[0])+": "+values.ToString(a[1]))
	})
}

func lambdas2(m map[string]*fakeBlock) {
	// An Error object's attributes are read with method-call syntax, which
	// on a Hash is a call of an unknown function.
	for _, attr := range []string{"message", "issue_code"} {
		attr := attr
		lam(m, "|$e| { $e."+attr+" }", 1, func(*fakeCtx, []values.Value) (values.Value, error) {
			return nil, fmt.Errorf("Unknown function: '%s'", attr)
		})
	}
}

func lambdas3(m map[string]*fakeBlock) {
	lam(m, `|$expected, $actual| { "${expected} vs ${actual}" }`, 2, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return values.ToString(a[0]) + " vs " + values.ToString(a[1]), nil
	})
	lam(m, `|$x| { "got ${x}" }`, 1, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return "got " + values.ToString(a[0]), nil
	})
}

func lambdas4(m map[string]*fakeBlock) {
	lam(m, "|$memo, $v| { $v }", 2, func(_ *fakeCtx, a []values.Value) (values.Value, error) { return a[1], nil })
	lam(m, `|$memo, $k, $v| { { "${k}x" => $v } }`, 3, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return values.HashFrom(values.ToString(a[1])+"x", a[2]), nil
	})
	lam(m, "|$memo, $i, $v| { { $i => $v } }", 3, func(_ *fakeCtx, a []values.Value) (values.Value, error) {
		return values.HashFrom(a[1], a[2]), nil
	})
}

func lambdas5(m map[string]*fakeBlock) {
	cmpLam(m, "|$x| { $x > 99999 }", ">", 0, 1, int64(99999))
}

func lambdas6(m map[string]*fakeBlock) {
	// |$x| { if $x == 2 { break() } notice($x) }
	lam(m, "|$x| { if $x == 2 { break() } notice($x) }", 1, func(c *fakeCtx, a []values.Value) (values.Value, error) {
		if values.Equals(a[0], int64(2)) {
			return nil, ErrBreak()
		}
		return notice(c, a[0])
	})
	lam(m, "|$x| { if $x == [3, 4] { break() } notice($x) }", 1, func(c *fakeCtx, a []values.Value) (values.Value, error) {
		if values.Equals(a[0], []values.Value{int64(3), int64(4)}) {
			return nil, ErrBreak()
		}
		return notice(c, a[0])
	})
	lam(m, "|$x| { if $x == 2 { break() } false }", 1, func(c *fakeCtx, a []values.Value) (values.Value, error) {
		if values.Equals(a[0], int64(2)) {
			return nil, ErrBreak()
		}
		return false, nil
	})
	lam(m, "|$m, $i, $v| { if $i == 1 { break() } Hash([$i, $v]) }", 3, func(c *fakeCtx, a []values.Value) (values.Value, error) {
		if values.Equals(a[1], int64(1)) {
			return nil, ErrBreak()
		}
		return values.HashFrom(a[1], a[2]), nil
	})
	lam(m, "|$m, $v| { break() }", 2, func(c *fakeCtx, a []values.Value) (values.Value, error) {
		return nil, ErrBreak()
	})
}

func lambdas7(m map[string]*fakeBlock) {
	lam(m, "|$m, $v| { $v }", 2, func(_ *fakeCtx, a []values.Value) (values.Value, error) { return a[1], nil })
}
