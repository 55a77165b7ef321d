package eval_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/punch-dev/punch/parser/diag"
)

// TestErrorAsDiagnostic reads evaluation errors' range and code through
// the one diagnostic type, wrapped or not, and checks that the diagnostic
// prints as the error does.
func TestErrorAsDiagnostic(t *testing.T) {
	for _, c := range []struct {
		code              string
		wantCode          string
		line, col         int
		endLine, endCol   int // the expression's end; = line, col for a point
		wantMessagePrefix string
	}{
		// a call: the range is the whole call expression
		{"\n  nosuch_function(1, 2)\n", "UNKNOWN_FUNCTION", 2, 3, 2, 24, "Evaluation Error: Unknown function"},
		// Puppet locates a division by zero at the divisor; its issue
		// code is DIV_BY_ZERO (golden err_expr_division_by_zero's
		// expected_issue.txt, recorded from Puppet 7.23)
		{"$a = 1\n$b = $a / 0\n", "DIV_BY_ZERO", 2, 11, 2, 12, "Evaluation Error: Division by 0"},
		// an error of a binary operator: from the operator to the end of
		// the expression
		// (COMPARISON_NOT_POSSIBLE: Puppet's issue, as recorded for
		// golden err_expr_compare_mixed)
		{"$x = {} < 1\n", "COMPARISON_NOT_POSSIBLE", 1, 9, 1, 12, "Evaluation Error: Comparison of: Hash < Integer"},
		// an error raised by a function: RUNTIME_ERROR at the call
		{"\n  fail('boom')\n", diag.RuntimeError, 2, 3, 2, 15, "Evaluation Error: Error while evaluating a Function Call, boom"},
		{"include nosuch\n", diag.RuntimeError, 1, 1, 1, 15, "Evaluation Error: Error while evaluating a Function Call, Could not find class ::nosuch"},
	} {
		r := compile(t, c.code)
		if r.err == nil {
			t.Fatalf("%q compiled", c.code)
		}
		for _, err := range []error{r.err, fmt.Errorf("compiling: %w", r.err)} {
			var d diag.Diagnostic
			if !errors.As(err, &d) {
				t.Fatalf("%q: %T is not read as a diag.Diagnostic", c.code, r.err)
			}
			if d.Error() != r.err.Error() {
				t.Errorf("%q: the diagnostic prints %q, the error %q", c.code, d.Error(), r.err.Error())
			}
			if !strings.HasPrefix(d.Message, c.wantMessagePrefix) {
				t.Errorf("%q: message %q", c.code, d.Message)
			}
			sp := d.Span
			if d.Code != c.wantCode || sp.File == "" || sp.Start.Line != c.line || sp.Start.Col != c.col ||
				sp.End.Line != c.endLine || sp.End.Col != c.endCol {
				t.Errorf("%q: %v\n  code %s, range %d:%d-%d:%d in %q; want %s %d:%d-%d:%d", c.code, r.err,
					d.Code, sp.Start.Line, sp.Start.Col, sp.End.Line, sp.End.Col, sp.File, c.wantCode, c.line, c.col, c.endLine, c.endCol)
			}
		}
	}
}
