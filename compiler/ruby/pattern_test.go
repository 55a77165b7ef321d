package ruby

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestSyntaxErrorsRecorded parses each program of testdata/syntax_errors
// and compares Punch's SyntaxError message with Ruby 3.1's (recorded by
// testdata/syntax_errors/record.sh). A program Ruby runs (its recording is
// a runtime error) must parse.
func TestSyntaxErrorsRecorded(t *testing.T) {
	data, err := os.ReadFile("testdata/syntax_errors/expected.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		prog, want, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("bad line %q", line)
		}
		_, err := Parse("x.rb", []byte(prog+"\n"))
		if strings.HasPrefix(want, "-:") {
			if err != nil {
				t.Errorf("%s: Ruby parses it, Punch: %v", prog, err)
			}
			continue
		}
		e, ok := err.(*Error)
		switch {
		case !ok:
			t.Errorf("%s: no syntax error (Ruby: %s)", prog, want)
		case e.Class != "SyntaxError" || e.Message != want || e.Line != 1 || e.Column < 1:
			t.Errorf("%s: got %s %q at %d:%d, Ruby says %q", prog, e.Class, e.Message, e.Line, e.Column, want)
		}
	}
}

// TestSyntaxErrorDetail parses the common mistakes of
// testdata/syntax_detail (an unclosed parenthesis, bracket or brace, a
// missing or extra end) and compares Punch's SyntaxError message and line
// with Ruby 3.1's (recorded by testdata/syntax_detail/record.sh): Ruby's
// detail (", expecting ')'") is what a user reads first. The column must
// be there too.
func TestSyntaxErrorDetail(t *testing.T) {
	data, err := os.ReadFile("testdata/syntax_detail/expected.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(rec, "\t")
		if len(f) != 3 {
			t.Fatalf("bad line %q", rec)
		}
		prog, want := strings.ReplaceAll(f[0], `\n`, "\n")+"\n", f[2]
		line, _ := strconv.Atoi(f[1])
		_, err := Parse("x.rb", []byte(prog))
		e, ok := err.(*Error)
		switch {
		case !ok:
			t.Errorf("%s: no syntax error (Ruby: %d: %s)", f[0], line, want)
		case e.Class != "SyntaxError" || e.Message != want || e.Line != line || e.Column < 1:
			t.Errorf("%s:\n got %s %q at %d:%d\nRuby %q at %d", f[0], e.Class, e.Message, e.Line, e.Column, want, line)
		}
	}
}
