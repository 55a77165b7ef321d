// Package erbscan turns an ERB template into the Ruby program Ruby 3.1's
// ERB (erb 2.2.3, the one Puppet 7 runs) makes of it: the same text as
// ERB#src without its "#coding:" line, for every trim mode. It is the one
// scanner of the project (issue 11): Puppet's templates (compiler/erb,
// trim mode '-') and module Ruby's ERB.new (compiler/ruby/rlib, any trim
// mode) both compile with it.
//
// The program keeps the template's lines: template line N is program line
// N. Text between tags becomes `OUT.<< "text".freeze` (the text dumped as a
// binary String, as Ruby's ERB scans the template's bytes), `<%= x %>`
// becomes `OUT.<<((x).to_s)`, `<% code %>` is pasted as it is, and a
// Program maps each offset of the program back to the template, for error
// positions.
package erbscan

import (
	"sort"
	"strings"

	"github.com/punch-dev/punch/compiler/util/rubyfmt"
)

// Trim is an ERB trim mode as Ruby's ERB reads its trim_mode String.
type Trim struct {
	// Percent: a line starting with '%' is Ruby code ("%%" starts a text
	// line with one '%').
	Percent bool
	// Mode is "" (none), ">" (a newline after %> goes), "<>" (it goes when
	// the line starts with a tag) or "-" (<%- drops the blanks before it at
	// the start of a line, -%> the newline after it).
	Mode string
}

// ParseTrim reads a trim_mode String as Ruby's ERB does: '-' wins over
// "<>", which wins over '>'; '%' anywhere adds percent lines.
func ParseTrim(mode string) Trim {
	t := Trim{Percent: strings.Contains(mode, "%")}
	switch {
	case strings.Contains(mode, "-"):
		t.Mode = "-"
	case strings.Contains(mode, "<>"):
		t.Mode = "<>"
	case strings.Contains(mode, ">"):
		t.Mode = ">"
	}
	return t
}

// Program is a compiled template.
type Program struct {
	// Ruby is the program: ERB#src without the "#coding:" line.
	Ruby   string
	segs   []segment
	srcLen int
}

// segment maps n bytes of the program from gen to the template from tmpl
// (n is 0 for generated text: its whole command maps to tmpl).
type segment struct {
	gen, tmpl, n int
}

// TemplateOffset is the template offset that the program's offset gen was
// made from (the start of a text's command, the same byte of code).
func (p *Program) TemplateOffset(gen int) int {
	if gen >= len(p.Ruby) {
		return p.srcLen
	}
	i := sort.Search(len(p.segs), func(i int) bool { return p.segs[i].gen > gen }) - 1
	if i < 0 {
		return 0
	}
	s := p.segs[i]
	return min(s.tmpl+min(gen-s.gen, s.n), p.srcLen)
}

// the tokens that are not text: Ruby's ERB yields a marker for a trimmed
// newline and an object for a percent line, where every other token is a
// String (and is told apart by its text alone, a text token "\n" as the
// newline token).
const (
	tokText = iota
	tokCR
	tokPercent
)

type compiler struct {
	src  string
	out  string // the output variable (ERB's eoutvar)
	trim Trim
	// appendForm: text as OUT.<<("text") (CompileAppend)
	appendForm bool
	stag       string // the open tag ("<%", "<%=", "<%#"), "" outside a tag
	script     strings.Builder
	line       []string  // the commands of the current program line
	lineN      int       // their length joined with "; "
	segs       []segment // the current line's, gen relative to the line
	prog       Program
	// content is the text or code read since the last command, from the
	// template offset start
	content strings.Builder
	start   int
}

// Compile compiles src with trim mode trim; out names the variable the
// text is appended to (ERB's eoutvar, "_erbout").
func Compile(src string, trim Trim, out string) *Program {
	return compile(src, trim, out, false)
}

// CompileAppend is Compile for a caller that sets OUT to a new String
// itself: the program does not start with `OUT = +”`, and text is written
// OUT.<<("text") where Ruby's ERB writes OUT.<< "text".freeze, the same
// append (<< copies its argument, so nothing sees the literal) in the form
// Punch's interpreter appends without making a String (a literal argument
// of <<). Puppet's templates compile with it: nothing shows their program,
// where module Ruby reads ERB#src; each render allocates as before the
// one scanner (BenchmarkRenderRealApacheSSL: 2,866 allocations per op with
// it, 3,271 with Compile's program).
func CompileAppend(src string, trim Trim, out string) *Program {
	return compile(src, trim, out, true)
}

func compile(src string, trim Trim, out string, appendForm bool) *Program {
	c := &compiler{src: src, out: out, trim: trim, appendForm: appendForm}
	c.prog.srcLen = len(src)
	if !appendForm {
		c.push(out+" = +''", -1, 0, 0)
	}
	c.scan()
	if c.content.Len() > 0 {
		// an unterminated tag's code is text
		c.putText()
	}
	c.push(out, -1, 0, 0)
	c.flush()
	c.prog.Ruby = c.script.String()
	return &c.prog
}

// push adds a command to the line; a tmpl >= 0 maps the command's bytes
// from at on to the template from tmpl (n of them).
func (c *compiler) push(cmd string, tmpl, at, n int) {
	if len(c.line) > 0 {
		c.lineN += 2
	}
	if tmpl >= 0 {
		c.segs = append(c.segs, segment{gen: c.lineN + at, tmpl: tmpl, n: n})
	}
	c.line = append(c.line, cmd)
	c.lineN += len(cmd)
}

// flush writes the line's commands, joined with "; ".
func (c *compiler) flush() {
	base := c.script.Len()
	for _, s := range c.segs {
		s.gen += base
		c.prog.segs = append(c.prog.segs, s)
	}
	c.script.WriteString(strings.Join(c.line, "; "))
	c.line, c.lineN, c.segs = c.line[:0], 0, c.segs[:0]
}

// cr ends the program line.
func (c *compiler) cr() {
	c.flush()
	c.script.WriteByte('\n')
}

func (c *compiler) add(s string, at int) {
	if c.content.Len() == 0 {
		c.start = at
	}
	c.content.WriteString(s)
}

// putText appends the content as text, with as many newlines after the
// command as it holds, so that the lines stay the template's.
func (c *compiler) putText() {
	text := c.content.String()
	c.content.Reset()
	var cmd string
	if c.appendForm {
		cmd = c.out + ".<<(" + rubyfmt.InspectBinary(text) + ")"
	} else {
		cmd = c.out + ".<< " + rubyfmt.InspectBinary(text) + ".freeze"
	}
	cmd += strings.Repeat("\n", strings.Count(text, "\n"))
	c.push(cmd, c.start, 0, 0)
}

// token is one token of the scanner, s found at the template offset at.
func (c *compiler) token(kind int, s string, at int) {
	if kind == tokText && s == "" {
		return
	}
	if c.stag != "" {
		switch s {
		case "%>":
			c.code()
			c.stag = ""
			c.content.Reset()
		case "%%>":
			c.add("%>", at)
		default:
			c.add(s, at)
		}
		return
	}
	switch {
	case kind == tokPercent:
		if c.content.Len() > 0 {
			c.putText()
		}
		c.push(s, at, 0, len(s))
		c.cr()
	case kind == tokCR:
		c.cr()
	case s == "<%" || s == "<%=" || s == "<%#":
		c.stag = s
		if c.content.Len() > 0 {
			c.putText()
		}
	case s == "\n":
		c.add(s, at)
		c.putText()
	case s == "<%%":
		c.add("<%", at)
	default:
		c.add(s, at)
	}
}

// code compiles the content of the tag that ends.
func (c *compiler) code() {
	code := c.content.String()
	switch c.stag {
	case "<%":
		if strings.HasSuffix(code, "\n") {
			// Ruby's chop: "\r\n" goes as one
			code = strings.TrimSuffix(code[:len(code)-1], "\r")
			c.push(code, c.start, 0, len(code))
			c.cr()
		} else {
			c.push(code, c.start, 0, len(code))
		}
	case "<%=":
		pre := c.out + ".<<(("
		c.push(pre+code+").to_s)", c.start, len(pre), len(code))
	}
	// "<%#": a comment
}
