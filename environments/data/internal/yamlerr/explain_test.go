package yamlerr

import (
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestExplainPsych compares with what Psych 4.0.3 (libyaml 0.2.5, Ruby 3.1)
// says for the same input (Psych.safe_load(s) rescue e.message).
func TestExplainPsych(t *testing.T) {
	cases := []struct{ in, want string }{
		{"classes: [unclosed\n", "did not find expected ',' or ']' while parsing a flow sequence at line 1 column 10"},
		{"a: 1\n b: 2\n", "mapping values are not allowed in this context at line 2 column 3"},
		{"a: 1\nb: c: d\n", "mapping values are not allowed in this context at line 2 column 5"},
		{"a:\n  - 1\n  b: 2\n", "did not find expected '-' indicator while parsing a block collection at line 2 column 3"},
		{"a: 'unterminated\n", "found unexpected end of stream while scanning a quoted scalar at line 1 column 4"},
		{"a: \"x\n", "found unexpected end of stream while scanning a quoted scalar at line 1 column 4"},
		{"a: {b: 1\n", "did not find expected ',' or '}' while parsing a flow mapping at line 1 column 4"},
		{"a: @x\n", "found character that cannot start any token while scanning for the next token at line 1 column 4"},
		{"  a: 1\nb: 2\n", ""},
		{"a:\n\t- 1\n", "found character that cannot start any token while scanning for the next token at line 2 column 1"},
		{"key\nother: 1\n", "mapping values are not allowed in this context at line 2 column 6"},
		{"a: [1, 2\nb: 3\n", "did not find expected ',' or ']' while parsing a flow sequence at line 1 column 4"},
		{"- a\nb: 1\n", "did not find expected '-' indicator while parsing a block collection at line 1 column 1"},
		{"a: |\n  x\n y\n", "did not find expected key while parsing a block mapping at line 1 column 1"},
		{"a: !foo!bar x\n", "found undefined tag handle while parsing a node at line 1 column 4"},
		{"%YAML 2.0\n---\na: 1\n", "found incompatible YAML document at line 1 column 1"},
		{"a: b\n  c\n d: e\n", "mapping values are not allowed in this context at line 3 column 3"},
		{"\"a\nb\": 1\n", "mapping values are not allowed in this context at line 2 column 3"},
		{"a: 1\n---\nb: 2\n", ""},
		{"a: `x`\n", "found character that cannot start any token while scanning for the next token at line 1 column 4"},
		{"a:\n  b: 1\n   c: 2\n", "mapping values are not allowed in this context at line 3 column 5"},
	}
	for _, c := range cases {
		got := ""
		if e := Explain([]byte(c.in)); e != nil {
			got = e.Message()
		}
		if got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.in, got, c.want)
		}
	}
}

// knownDifferences are recorded inputs where Explain does not give Psych's
// message, with the reason (none at present). A listed input that matches
// fails the test, so the list stays true.
var knownDifferences = map[string]string{}

// TestExplainRecorded compares with testdata/psych_errors.json, recorded from
// Psych by testdata/psych_errors.rb.
func TestExplainRecorded(t *testing.T) {
	var cases [][2]string
	testtree.ReadJSON(t, "testdata/psych_errors.json", &cases)
	for _, c := range cases {
		got := ""
		if e := Explain([]byte(c[0])); e != nil {
			got = e.Message()
		}
		why, listed := knownDifferences[c[0]]
		switch {
		case got != c[1] && !listed:
			t.Errorf("%q:\n got %s\nwant %s", c[0], got, c[1])
		case got == c[1] && listed:
			t.Errorf("%q matches Psych now; drop it from knownDifferences (%s)", c[0], why)
		}
	}
}

// TestExplainFields checks the parts yaml.go uses besides Message.
func TestExplainFields(t *testing.T) {
	e := Explain([]byte("a: 1\nb: [x, y\n"))
	if e == nil || e.Problem != "did not find expected ',' or ']'" || e.Context != "while parsing a flow sequence" || e.Line != 2 || e.Column != 4 {
		t.Fatalf("got %+v", e)
	}
	if e := Explain([]byte("a: [1, {b: c}]\n? x\n: y\n")); e != nil {
		t.Fatalf("valid YAML explained as %s", e.Message())
	}
}

// FuzzExplain: any input is explained or not, never a panic or a hang.
func FuzzExplain(f *testing.F) {
	for _, s := range []string{"a: [1, 2\n", "- a\n b: c\n", "{a: b\n", "a: 'x\n", "? a\n: b\n", "%YAML 1.1\n---\na: *x\n", "a:\n\t- b\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if e := Explain(src); e != nil && (e.Line < 1 || e.Column < 1 || e.Problem == "") {
			t.Fatalf("bad error %+v", e)
		}
	})
}
