package parser

import (
	"encoding/hex"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/punch-dev/punch/parser/diag"
)

// TestBOM: a source starting with a byte order mark fails as Puppet 7.23's
// parser makes it fail (testdata/bom/expected.txt, recorded by
// testdata/bom/record.rb): ILLEGAL_BOM without a position, before the
// UTF-8 check; a source without one is not refused for it.
func TestBOM(t *testing.T) {
	data, err := os.ReadFile("testdata/bom/expected.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		h, want, _ := strings.Cut(line, "\t")
		src, err := hex.DecodeString(h)
		if err != nil {
			t.Fatal(err)
		}
		n++
		_, err = Parse("x.pp", src)
		code, msg, isBOM := strings.Cut(want, " ")
		if code != IssueIllegalBOM {
			// Puppet's other answers (ok, invalid UTF-8, a syntax error):
			// anything but a BOM error
			var d diag.Diagnostic
			if errors.As(err, &d) && d.Code == IssueIllegalBOM {
				t.Errorf("%s: %v, Puppet: %s", h, err, want)
			}
			continue
		}
		var d diag.Diagnostic
		if !isBOM || !errors.As(err, &d) {
			t.Errorf("%s: %v, Puppet: %s", h, err, want)
			continue
		}
		if d.Code != code || d.Message != msg || d.Span.File != "" || d.Span.Start.Line != 0 {
			t.Errorf("%s: %s %q at %v, Puppet: %s (no position)", h, d.Code, d.Message, d.Span, want)
		}
	}
	if n < 10 {
		t.Fatalf("read %d cases", n)
	}
}
