package parser

import (
	"fmt"
	"strings"
	"testing"

	"github.com/punch-dev/punch/parser/diag"
)

// Pathological input must be parsed in time roughly linear in its size, and
// nesting is bounded. No test here measures time: the parser's work is
// counted as the number of tokens it looks at (the lookahead of ANTLR's
// adaptive prediction is what once made nested brackets quadratic), and the
// limits are checked by their messages.

// shapes are inputs of a given size n built to exercise long lookahead,
// deep nesting, long chains and the second (LL) parse that follows a syntax
// error.
var shapes = map[string]func(n int) string{
	"brackets":     func(n int) string { return "$x = " + rep("[", n) + "1" + rep("]", n) },
	"bracketsOpen": func(n int) string { return "$x = " + rep("[", n) + "1" },
	"parens":       func(n int) string { return "$x = " + rep("(", n) + "1" + rep(")", n) },
	"calls":        func(n int) string { return "$x = " + rep("f(", n) + "1" + rep(")", n) },
	"callsOpen":    func(n int) string { return "$x = " + rep("f(", n) + "1" },
	"access":       func(n int) string { return "$x = " + rep("$a[", n) + "1" + rep("]", n) },
	"accessOpen":   func(n int) string { return "$x = " + rep("$a[", n) + "1" },
	"hashes":       func(n int) string { return "$x = " + rep("{a=>", n) + "1" + rep("}", n) },
	"hashArgs":     func(n int) string { return "$x = " + rep("f(a => ", n) + "1" + rep(")", n) },
	"types":        func(n int) string { return "$x = " + rep("Optional[", n) + "String" + rep("]", n) },
	"selectors":    func(n int) string { return "$x = " + rep("$a ? { 1 => ", n) + "1" + rep("}", n) },
	"ifs":          func(n int) string { return rep("if $a { ", n) + rep("}", n) },
	"lambdas":      func(n int) string { return rep("$a.each |$x| { ", n) + rep("}", n) },
	"resources":    func(n int) string { return rep("file { 'a': content => ", n) + "1" + rep("}", n) },
	"interpolated": func(n int) string { return "$x = " + rep(`"${`, n) + "1" + rep(`}"`, n) },
	"unary":        func(n int) string { return "$x = " + rep("-", n) + "1" },
	"unfold":       func(n int) string { return "$x = " + rep("*", n) + "$a" },
	"binary":       func(n int) string { return "$x = 1" + rep(" + 1 * 2 == 3 and 4 or 5", n) },
	"relations":    func(n int) string { return "A" + rep(" -> B", n) },
	"methods":      func(n int) string { return "$x = $a" + rep(".f(1)", n) },
	"statements":   func(n int) string { return rep("include a ", n) },
	"commaList":    func(n int) string { return "include " + rep("a, ", n) },
	"argsOpen":     func(n int) string { return "f(" + rep("1, ", n) },
	"arrayOpen":    func(n int) string { return "$x = [" + rep("1, ", n) },
	"minusLines":   func(n int) string { return rep("$x = $y\n-1\n", n) + "}" },
	"braceLines":   func(n int) string { return rep("$x = $y\n{ a => 1 }\n", n) },
	"slashes":      func(n int) string { return rep("= /", n) },
	"comments":     func(n int) string { return rep("/* ", n) },
	"heredocs":     func(n int) string { return "$x = [" + rep("@(E),", n) + "]\n" + rep("a\nE\n", n) },
}

func rep(s string, n int) string { return strings.Repeat(s, n) }

func TestLinearWork(t *testing.T) {
	const small, large = 100, 400 // within the nesting limit
	for name, shape := range shapes {
		t.Run(name, func(t *testing.T) {
			work := func(n int) int {
				looks := 0
				parseCounting("shape.pp", []byte(shape(n)), false, &looks)
				return looks
			}
			a, b := work(small), work(large)
			// linear: 4 times the input, about 4 times the work
			if b > 6*a+200 {
				t.Errorf("looked at %d tokens for size %d, %d for size %d: not linear", a, small, b, large)
			}
		})
	}
}

func firstError(t *testing.T, src string) diag.Diagnostic {
	t.Helper()
	_, err := Parse("deep.pp", []byte(src))
	if err == nil {
		t.Fatalf("no error")
	}
	return err.(diag.List)[0]
}

func TestNestingLimit(t *testing.T) {
	// 999 brackets nest 1000 expressions
	if _, err := Parse("deep.pp", []byte(shapes["brackets"](999))); err != nil {
		t.Fatalf("999 levels: %v", err)
	}
	for _, name := range []string{"brackets", "bracketsOpen", "parens", "calls", "access", "hashes", "ifs", "lambdas", "selectors"} {
		d := firstError(t, shapes[name](5000))
		want := "Expressions nested more than 1000 levels deep are not supported"
		if d.Message != want || d.Span.Start.Line != 1 {
			t.Errorf("%s: got %q at %d:%d, want %q", name, d.Message, d.Span.Start.Line, d.Span.Start.Col, want)
		}
	}
	// the error is at the first token of the expression at level 1001
	d := firstError(t, "$x = "+rep("[", 1000)+"1"+rep("]", 1000))
	if d.Span.Start.Col != 6+1000 {
		t.Errorf("deep brackets: error at column %d", d.Span.Start.Col)
	}
	// strings nested in interpolated expressions are lexed recursively
	d = firstError(t, shapes["interpolated"](5000))
	if !strings.HasPrefix(d.Message, "Expressions nested more than 1000 levels deep") {
		t.Errorf("interpolated: %v", d)
	}
}

func TestDepthLimit(t *testing.T) {
	// operator chains are parsed flat but make deep trees
	for _, src := range []string{
		"$x = 1" + rep(" + 1", 10000),
		"$x = " + rep("-", 10001) + "1",
		"A" + rep(" -> B", 10000),
		"$x = $a" + rep("[1]", 10001),
	} {
		d := firstError(t, src)
		if d.Message != "Expressions nested more than 10000 levels deep are not supported" {
			t.Errorf("%.20s...: %v", src, d)
		}
	}
	if _, err := Parse("chain.pp", []byte("$x = 1"+rep(" + 1", 5000))); err != nil {
		t.Errorf("chain of 5000: %v", err)
	}
}

func TestSourceSizeLimit(t *testing.T) {
	src := make([]byte, MaxSourceSize+1)
	for i := range src {
		src[i] = ' '
	}
	d := firstError(t, string(src))
	want := fmt.Sprintf("The file is too large to parse (%d bytes; at most %d are accepted)", len(src), MaxSourceSize)
	if d.Message != want {
		t.Errorf("got %q", d.Message)
	}
}

// TestMethodArgumentsGreedy: `(` after a method name starts its arguments,
// as in Puppet (a trailing comma is then a syntax error at the ')'); the
// fuzzer found the input where ANTLR took it for a call of the method's
// result instead.
func TestMethodArgumentsGreedy(t *testing.T) {
	d := firstError(t, "clas.a0(  A00%A0000, )0000")
	if d.Message != "Syntax error at ')'" || d.Span.Start.Col != 22 {
		t.Errorf("got %v", d)
	}
}
