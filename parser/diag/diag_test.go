package diag_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/diag"
)

// TestParseErrorAsDiagnostic reads a parse error's range and code through
// the one diagnostic type, as punch compile and the server do, wrapped or
// not.
func TestParseErrorAsDiagnostic(t *testing.T) {
	_, err := parser.Parse("site.pp", []byte("notify { 'a':\n  message => ,\n}\n"))
	if err == nil {
		t.Fatal("no error")
	}
	for _, e := range []error{err, fmt.Errorf("loading site.pp: %w", err)} {
		var d diag.Diagnostic
		if !errors.As(e, &d) {
			t.Fatalf("%T is not read as a diag.Diagnostic", e)
		}
		if d.Code != diag.SyntaxError || d.Span.File != "site.pp" || d.Span.Start.Line != 2 || d.Span.Start.Col != 14 {
			t.Errorf("diagnostic %+v", d)
		}
		if d.Error() != err.Error() {
			t.Errorf("text %q, the error's %q", d.Error(), err.Error())
		}
	}
	_, err = parser.Parse("v.pp", []byte("$x = 1\n$x[1] = 2\n"))
	d, ok := diag.From(err)
	if !ok || d.Code != "ILLEGAL_INDEXED_ASSIGNMENT" || d.Span.Start.Line != 2 {
		t.Errorf("validation error %v: %+v", err, d)
	}
}

func TestPoint(t *testing.T) {
	r := diag.Point("f.pp", 3, 7)
	if r.File != "f.pp" || r.Start != r.End || r.Start.Line != 3 || r.Start.Col != 7 {
		t.Errorf("%+v", r)
	}
	if _, ok := diag.From(errors.New("plain")); ok {
		t.Error("a plain error gives a diagnostic")
	}
}
