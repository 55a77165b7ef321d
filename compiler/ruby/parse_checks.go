package ruby

import (
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/hexval"
)

// Ruby 3.1's parser does not stop at every error: a duplicated argument
// name, a class definition in a method body, an assignment to nil and the
// like are reported (parse.y's yyerror1/compile_error) and parsing goes
// on, so one SyntaxError can list several errors, each "FILE:LINE:
// message" with the source line and a caret under the mistake. The parser
// records those "soft" errors here; the first fatal error (or the end of
// the file) ends the list. Errors of Ruby's compiler (compile.c: Invalid
// retry, Invalid redo) come only when the parse found none.

// maxSoftErrors bounds the list (hostile input: a file of a million
// duplicated arguments gets the first ones).
const maxSoftErrors = 100

// softFail records an error the parser goes on from; [beg, end) is what
// the caret line marks.
func (p *parser) softFail(beg, end int, msg string) {
	if len(p.errs) < maxSoftErrors {
		p.errs = append(p.errs, &syntaxError{pos: beg, end: end, msg: msg})
	}
}

// softFailBare records an error Ruby reports without the source line
// (parse.y's compile_error without parser_show_error_line: "_1 is
// reserved for numbered parameter", "Can't set variable $1").
func (p *parser) softFailBare(pos int, msg string) {
	if len(p.errs) < maxSoftErrors {
		p.errs = append(p.errs, &syntaxError{pos: pos, msg: msg, bare: true})
	}
}

// compileFail records an error of Ruby's compiler (no source line),
// reported only when the parse found no error.
func (p *parser) compileFail(pos int, msg string) {
	if len(p.cerrs) < maxSoftErrors {
		p.cerrs = append(p.cerrs, &syntaxError{pos: pos, msg: msg, bare: true})
	}
}

// collected is the parse's error: the soft errors in order, then fatal
// (nil at the end of a file that parsed), chained through next; nil when
// there was none. An unsupported construct or a stop of the compile's
// limits is reported alone, as before.
func (p *parser) collected(fatal *syntaxError) *syntaxError {
	if fatal != nil && (fatal.unsupported || fatal.stop != nil) {
		return fatal
	}
	list := p.errs
	if fatal != nil {
		list = append(list, fatal)
	}
	if len(list) == 0 {
		list = p.cerrs
	}
	if len(list) == 0 {
		return nil
	}
	for i := 0; i+1 < len(list); i++ {
		list[i].next = list[i+1]
	}
	return list[0]
}

// syntaxMessage is the message of the SyntaxError for e and the errors
// chained after it, as Ruby 3.1 words it: e's message and source line,
// then "FILE:LINE: message" and source line for each further error. It
// ends with a newline when the last error shows its source line, as
// Ruby's message does.
func (f *File) syntaxMessage(e *syntaxError) string {
	var b strings.Builder
	for x := e; x != nil; x = x.next {
		if x != e {
			if s := b.String(); s != "" && !strings.HasSuffix(s, "\n") {
				b.WriteByte('\n')
			}
			line, _ := f.Position(f.errorPos(x.pos))
			b.WriteString(f.name + ":" + itoaInt(line) + ": ")
		}
		b.WriteString(x.msg)
		switch {
		case x.note != "":
			line, _ := f.Position(x.noteAt)
			b.WriteString("\n" + f.name + ":" + itoaInt(line) + ": " + x.note)
			if !x.noteBare {
				b.WriteString(errorLine(f.src, x.noteAt, x.noteEnd))
			}
		case !x.bare:
			b.WriteString(errorLine(f.src, f.errorPos(x.pos), x.end))
		}
	}
	return b.String()
}

// errorPos is where Ruby reports an error at pos: the end of the input is
// on the last line, the one the file's final newline ends.
func (f *File) errorPos(pos int) int {
	if pos == len(f.src) && pos > 0 && f.src[pos-1] == '\n' {
		return pos - 1
	}
	return pos
}

// isNumberedParamName reports _1 .. _9, the names Ruby 3.1 reserves.
func isNumberedParamName(s string) bool {
	return len(s) == 2 && s[0] == '_' && s[1] >= '1' && s[1] <= '9'
}

// identEnd is the end of the identifier (a constant's name) at pos.
func identEnd(src string, pos int) int {
	e := pos
	for e < len(src) && isIdentChar(src[e]) {
		e++
	}
	return e
}

// isNthRef reports $1, $2, ... (Ruby's tNTH_REF).
func isNthRef(s string) bool {
	if len(s) < 2 || s[0] != '$' || s[1] < '1' || s[1] > '9' {
		return false
	}
	for i := 2; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// isBackRef reports $&, $`, $' and $+ (Ruby's tBACK_REF).
func isBackRef(s string) bool {
	return s == "$&" || s == "$`" || s == "$'" || s == "$+"
}

func isAssignOp(op string) bool {
	switch op {
	case "=", "+=", "-=", "*=", "/=", "%=", "**=", "||=", "&&=", "<<=", ">>=", "|=", "&=", "^=":
		return true
	}
	return false
}

// badAssignTarget checks an assignment's target that is the single token
// t: Ruby 3.1 refuses nil, self, true, false, __FILE__, __LINE__ and
// __ENCODING__ ("Can't assign to nil", parse.y's assignable), the match
// variables ("Can't set variable $1") and the numbered parameters' names.
// It records the error and returns nil (the caller parses the value and
// the file fails), or returns lhs when the target is not one of them.
func (p *parser) badAssignTarget(t token, lhs node) node {
	switch {
	case t.kind == tKw:
		switch t.text {
		case "self":
			p.softFail(t.pos, t.end, "Can't change the value of self")
		case "nil", "true", "false", "__FILE__", "__LINE__", "__ENCODING__":
			p.softFail(t.pos, t.end, "Can't assign to "+t.text)
		default:
			return lhs
		}
	case t.kind == tGVar && (isNthRef(t.text) || isBackRef(t.text)):
		p.softFailBare(t.pos, "Can't set variable "+t.text)
	case t.kind == tIdent && isNumberedParamName(t.text):
		p.softFailBare(t.pos, t.text+" is reserved for numbered parameter")
	default:
		return lhs
	}
	p.advance() // the operator
	p.skipNL()
	return nil
}

// ctlContext counts what makes retry and redo valid where the parser is,
// as Ruby's compiler decides (compile.c): retry in a rescue clause (or a
// rescue modifier's value) of the same method, block or class body; redo
// in a while/until loop or a block. A def, class or module body starts
// afresh; a block or lambda makes redo valid and retry not.
type ctlContext struct {
	rescue, loop, block int
	// class: directly in a class or module body, where return is
	// Ruby's "Invalid return in class/module body" (parse.y's k_return)
	class bool
}

// enterCtl sets the context of a new body and returns what restores the
// enclosing one.
func (p *parser) enterCtl(c ctlContext) func() {
	saved := p.ctl
	p.ctl = c
	return func() { p.ctl = saved }
}

// loopWrapped is called when a statement modifier while/until turns the
// statement parsed from from into a loop's body: a redo in it was valid.
func (p *parser) loopWrapped(from int) {
	kept := p.cerrs[:0]
	for _, e := range p.cerrs {
		if e.pos < from || e.msg != "Invalid redo" {
			kept = append(kept, e)
		}
	}
	p.cerrs = kept
}

// formalArgKind names what a parameter cannot be, as Ruby 3.1's
// "formal argument cannot be a constant" does.
func formalArgKind(k tokKind) string {
	switch k {
	case tConst:
		return "a constant"
	case tIVar:
		return "an instance variable"
	case tCVar:
		return "a class variable"
	}
	return "a global variable"
}

// hasSplat reports a *rest among a multiple assignment's targets (a
// second one is a syntax error).
func hasSplat(targets []node) bool {
	for _, t := range targets {
		if _, ok := t.(*splatNode); ok {
			return true
		}
	}
	return false
}

// checkRegexEscapes is Ruby's check of a regexp literal's \xHH escapes in
// a UTF-8 source (but with the n option), made on each literal fragment
// as the parser reads it: an escaped byte from 0x80 starts a character
// whose length its value gives, and the next escapes must complete it
// ("too short escaped multibyte character: /\xc3/") into a valid one
// ("invalid multibyte escape: /\xff/").
func (lx *lexer) checkRegexEscapes(pos int, parts []rawPart, flags string) {
	if strings.Contains(flags, "n") {
		return
	}
	for _, p := range parts {
		if p.code {
			continue
		}
		if msg := regexEscapeError(p.lit); msg != "" {
			lx.softFailBare(pos, msg+": /"+p.lit+"/")
			return
		}
	}
}

// regexEscapeError is the error of a regexp fragment's escaped bytes, ""
// when they form whole UTF-8 characters.
func regexEscapeError(s string) string {
	// hexEscape reads \xH or \xHH at i: the byte and the escape's length
	hexEscape := func(i int) (byte, int) {
		if i+2 >= len(s) || s[i] != '\\' || s[i+1] != 'x' || !hexval.Is(s[i+2]) {
			return 0, 0
		}
		v, j := 0, i+2
		for j < len(s) && j < i+4 && hexval.Is(s[j]) {
			v = v*16 + hexval.Digit(s[j])
			j++
		}
		return byte(v), j - i
	}
	for i := 0; i < len(s); i++ {
		b, n := hexEscape(i)
		if n == 0 || b < 0x80 {
			if s[i] == '\\' {
				i++ // the escaped character
			}
			continue
		}
		want := 0
		switch {
		case b >= 0xc2 && b <= 0xdf:
			want = 2
		case b >= 0xe0 && b <= 0xef:
			want = 3
		case b >= 0xf0 && b <= 0xf4:
			want = 4
		default:
			return "invalid multibyte escape"
		}
		char := []byte{b}
		i += n
		for len(char) < want {
			c, m := hexEscape(i)
			if m == 0 {
				return "too short escaped multibyte character"
			}
			char = append(char, c)
			i += m
		}
		if !utf8.Valid(char) {
			return "invalid multibyte escape"
		}
		i--
	}
	return ""
}
