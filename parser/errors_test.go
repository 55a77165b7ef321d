package parser

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/parser/diag"
)

// knownDifferences are inputs where Punch reports a different (but still
// correct) first error than Puppet.
var knownDifferences = map[string]string{
	// Puppet's LALR parser reduces `$x { }` to a resource (and fails on its
	// shape) before it sees the missing ')'; Punch reports the syntax error
	// at the end of input first.
	"missing_paren_if.pp": "Puppet reports the resource shape before the syntax error",
}

// TestPuppetErrors parses broken inputs and compares the first error with
// what `puppet parser validate` reported for the same file
// (testdata/errors/expected.txt, written by testdata/errors/gen_expected.sh
// from Puppet's output, never from Punch's).
func TestPuppetErrors(t *testing.T) {
	n := 0
	for _, l := range testtree.Lines(t, "testdata/errors/expected.txt") {
		fields := strings.SplitN(l, "\t", 4)
		if len(fields) != 4 {
			continue
		}
		name, line, col, msg := fields[0], fields[1], fields[2], fields[3]
		n++
		if why, ok := knownDifferences[name]; ok {
			t.Logf("%s: skipped: %s", name, why)
			continue
		}
		t.Run(strings.TrimSuffix(name, ".pp"), func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata/errors", name))
			if err != nil {
				t.Fatal(err)
			}
			_, perr := Parse(name, src)
			if msg == "" {
				if perr != nil {
					t.Fatalf("Puppet accepts this input, Punch says: %v", perr)
				}
				return
			}
			if perr == nil {
				t.Fatalf("Puppet says %q (line %s, column %s); Punch accepts the input", msg, line, col)
			}
			d := perr.(diag.List)[0]
			gotLine, gotCol := "", ""
			if d.Span.Start.Line > 0 {
				gotLine, gotCol = strconv.Itoa(d.Span.Start.Line), strconv.Itoa(d.Span.Start.Col)
			}
			if gotLine != line || gotCol != col {
				t.Errorf("position: got line %q column %q, Puppet says line %q column %q (%s / Punch: %s)", gotLine, gotCol, line, col, msg, d.Message)
			}
			if d.Message != msg {
				t.Errorf("message:\n got %q\nwant %q", d.Message, msg)
			}
		})
	}
	if n == 0 {
		t.Fatal("no cases in testdata/errors/expected.txt")
	}
}
