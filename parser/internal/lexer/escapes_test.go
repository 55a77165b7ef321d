package lexer

import (
	"fmt"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/punch-dev/punch/parser/internal/gen"
)

// lexAll lexes src and returns the values of its string pieces (STRING,
// DQPRE, DQMID, DQPOST), its warnings as "line:column message", and the
// lexical error ("" when none).
func lexAll(src string) (pieces []string, warns []string, errMsg string) {
	l := New(src, false)
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			errMsg = fmt.Sprintf("%s %s", lineCol(src, e.Pos), e.Message)
		}
		for _, w := range l.Warnings() {
			warns = append(warns, fmt.Sprintf("%s %s", lineCol(src, w.Pos), w.Message))
		}
	}()
	for {
		t := l.NextToken()
		switch t.Type {
		case antlr.TokenEOF:
			return
		case gen.PuppetLexerSTRING, gen.PuppetLexerDQPRE, gen.PuppetLexerDQMID, gen.PuppetLexerDQPOST:
			pieces = append(pieces, t.Value)
		}
	}
}

// lineCol is Puppet's line and column of a byte offset (ASCII sources).
func lineCol(src string, off int) string {
	line := 1 + strings.Count(src[:off], "\n")
	col := off - strings.LastIndexByte(src[:off], '\n')
	return fmt.Sprintf("%d:%d", line, col)
}

// TestEscapesLikePuppet checks the values and warnings of escapes against
// what Puppet 7.23 made of the same lines (notice(String(..., '%p')) and
// the warnings of `puppet apply`, recorded by hand from Puppet's output).
func TestEscapesLikePuppet(t *testing.T) {
	cases := []struct {
		src    string
		pieces []string
		warns  []string
	}{
		// a unicode escape making a backslash makes an escape with what follows
		{`notice(String("\u005cn|\u005cq|\u005c", '%p'))`, []string{"\n|\\q|", "%p"},
			[]string{`1:39 Unrecognized escape sequence '\q'`}},
		{`notice(String("\u005cu0041", '%p'))`, []string{"A", "%p"}, nil},
		{`notice(String("\u0041\u0042\u0043\u{1F600}", '%p'))`, []string{"ABC😀", "%p"}, nil},
		{`notice(String("a\\u0041", '%p'))`, []string{`a\u0041`, "%p"}, nil},
		// the backslash made before "${" escapes the '$' of the terminator
		{`notice(String("a\u005c${'b'}c", '%p'))`, []string{"a", "b", "c", "%p"}, nil},
		{`notice(String("x\$y\"\'\\\s\q", '%p'))`, []string{`x$y"'\ \q`, "%p"},
			[]string{`1:31 Unrecognized escape sequence '\q'`}},
		{`notice(String("a$", '%p'))`, []string{"a$", "%p"}, nil},
		{`notice(String("$$x", '%p'))`, []string{"$", "", "%p"}, nil},
		{`notice(String("\u005c\u0041", '%p'))`, []string{`\u0041`, "%p"}, nil},
		{`notice(String("\u00410", '%p'))`, []string{"A0", "%p"}, nil},
		{`notice(String("\u{41}\u{0041}\u{000041}\u{0000041}", '%p'))`, []string{`AAA\u{0000041}`, "%p"},
			[]string{`1:52 ` + MsgIllegalUnicode}},
		{"notice(String(\"line\\\ncont\", '%p'))", []string{"linecont", "%p"}, nil},
		{"notice(String(@(\"E\"/u)\n  x\\u0041\\u005cu0042 \\$\n  |-E\n, '%p'))", []string{`xAB \$`, "%p"}, nil},
		{"notice(String(@(E/t$L)\n  a\\tb\\$ \\n \\\n  c\n  |-E\n, '%p'))", []string{"a\tb$ \\n c", "%p"}, nil},
		// several warnings of one slurp are all reported after its terminator
		{`$a = "x\qy\z"`, []string{`x\qy\z`}, []string{`1:14 Unrecognized escape sequence '\q'`, `1:14 Unrecognized escape sequence '\z'`}},
		{`$c = "a\q$x\w${y}\e"`, []string{`a\q`, `\w`, `\e`}, []string{
			`1:11 Unrecognized escape sequence '\q'`, `1:16 Unrecognized escape sequence '\w'`, `1:21 Unrecognized escape sequence '\e'`}},
		{`$b = "a\u12 b"`, []string{`a\u12 b`}, []string{`1:15 ` + MsgIllegalUnicode}},
		{"$h = \"multi\nline \\q\nend\"", []string{"multi\nline \\q\nend"}, []string{`3:5 Unrecognized escape sequence '\q'`}},
		// no escapes in single quoted strings but \\ and \'; heredocs
		// without escapes keep everything
		{`$s = 'a\q\n\\\''`, []string{`a\q\n\'`}, nil},
		{"$g = @(END)\n  a\\q \\u12\n  END\n", []string{"  a\\q \\u12\n"}, nil},
	}
	for _, c := range cases {
		pieces, warns, errMsg := lexAll(c.src)
		if errMsg != "" {
			t.Errorf("%q: error %s", c.src, errMsg)
			continue
		}
		if fmt.Sprintf("%q", pieces) != fmt.Sprintf("%q", c.pieces) {
			t.Errorf("%q: pieces\n got %q\nwant %q", c.src, pieces, c.pieces)
		}
		if fmt.Sprintf("%q", warns) != fmt.Sprintf("%q", c.warns) {
			t.Errorf("%q: warnings\n got %q\nwant %q", c.src, warns, c.warns)
		}
	}
}

// TestEscapeErrorsLikePuppet: inputs Puppet 7.23 rejects. Puppet gives no
// position for the first two ("invalid byte sequence in UTF-8") and fails
// on any warning in heredoc text ("undefined method `+' for nil:NilClass");
// Punch says what is wrong and where.
func TestEscapeErrorsLikePuppet(t *testing.T) {
	cases := []struct{ src, err string }{
		{`$i = "a\u{110000}b"`, `1:8 invalid byte sequence in UTF-8 (the unicode escape '\u{110000}' is not a character)`},
		{`$i = "a\uD800b"`, `1:8 invalid byte sequence in UTF-8 (the unicode escape '\uD800' is not a character)`},
		{"$i = @(E/u)\n  a\\u{110000} \\u12\n  |E\n", `2:4 invalid byte sequence in UTF-8 (the unicode escape '\u{110000}' is not a character)`},
		{"$i = @(E/)\n  a\\u12 \\q\n  |E\n", `2:4 ` + MsgIllegalUnicode + ` (Puppet 7 fails on this warning in heredoc text)`},
		{"$i = @(\"E\")\n  ${ \"\\q\" } x\n  |E\n", `2:7 Unrecognized escape sequence '\q' (Puppet 7 fails on this warning in heredoc text)`},
	}
	for _, c := range cases {
		_, _, errMsg := lexAll(c.src)
		if errMsg != c.err {
			t.Errorf("%q:\n got %q\nwant %q", c.src, errMsg, c.err)
		}
	}
}

// TestUnicodeEscapesLinear: escapes that each make the next one need a pass
// each; past a bound the lexer gives up with an error instead of working
// quadratically.
func TestUnicodeEscapesLinear(t *testing.T) {
	chain := strings.Repeat(`\u005c`, 1) + strings.Repeat(`u005c`, 20) + "u0041"
	pieces, _, errMsg := lexAll(`$x = "` + chain + `"`)
	if errMsg != "" || len(pieces) != 1 || pieces[0] != "A" {
		t.Fatalf("short chain: %q %s", pieces, errMsg)
	}
	long := `\u005c` + strings.Repeat(`u005c`, 20000) + "u0041"
	_, _, errMsg = lexAll(`$x = "` + long + `"`)
	if !strings.Contains(errMsg, "too many times") {
		t.Fatalf("long chain: %s", errMsg)
	}
}
