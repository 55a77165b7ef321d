package ruby

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
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
		case e.Class != "SyntaxError" || firstLine(e.Message) != want || e.Line != 1 || e.Column < 1:
			t.Errorf("%s: got %s %q at %d:%d, Ruby says %q", prog, e.Class, e.Message, e.Line, e.Column, want)
		}
	}
}

// firstLine is a SyntaxError message's first line: these recordings keep
// only that (the source lines after it: TestSyntaxErrorsFull).
func firstLine(msg string) string {
	line, _, _ := strings.Cut(msg, "\n")
	return line
}

// TestSyntaxErrorDetail parses the common mistakes of
// testdata/syntax_detail (an unclosed parenthesis, bracket or brace, a
// missing or extra end) and compares Punch's SyntaxError message and line
// with Ruby 3.1's (recorded by testdata/syntax_detail/record.sh): Ruby's
// detail (", expecting ')'") is what a user reads first. The column must
// be there too.
func TestSyntaxErrorDetail(t *testing.T) {
	for _, rec := range testtree.Lines(t, "testdata/syntax_detail/expected.txt") {
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
		case e.Class != "SyntaxError" || firstLine(e.Message) != want || e.Line != line || e.Column < 1:
			t.Errorf("%s:\n got %s %q at %d:%d\nRuby %q at %d", f[0], e.Class, e.Message, e.Line, e.Column, want, line)
		}
	}
}

// TestSyntaxErrorsFull parses the files of testdata/syntax_full (each a
// line of Ruby in a method body) and compares the whole SyntaxError message
// with Ruby 3.1's (recorded by its record.rb): every error Ruby reports
// before it gives up (a duplicated argument name, a class in a method
// body, an assignment to nil... let parsing go on), each with the source
// line and the caret line under the mistake.
func TestSyntaxErrorsFull(t *testing.T) {
	var cases []struct {
		Src     string  `json:"src"`
		Message *string `json:"message"`
	}
	testtree.ReadJSON(t, "testdata/syntax_full/expected.json", &cases)
	for _, c := range cases {
		_, err := Parse("f.rb", []byte(c.Src))
		if c.Message == nil {
			if err != nil {
				t.Errorf("%q: Ruby compiles it, Punch: %v", c.Src, err)
			}
			continue
		}
		// Ruby's message starts "f.rb:LINE: "; Error keeps the line apart
		first, _, _ := strings.Cut(*c.Message, "\n")
		parts := strings.SplitN(first, ":", 3)
		wantLine, _ := strconv.Atoi(parts[1])
		want := strings.TrimSuffix(strings.TrimPrefix(*c.Message, parts[0]+":"+parts[1]+": "), "\n")
		e, ok := err.(*Error)
		switch {
		case !ok:
			t.Errorf("%q: no syntax error (Ruby: %q)", c.Src, *c.Message)
		case e.Class != "SyntaxError" || e.Message != want || e.Line != wantLine:
			t.Errorf("%q:\n got %s %q at line %d\nRuby %q at line %d", c.Src, e.Class, e.Message, e.Line, want, wantLine)
		}
	}
}
