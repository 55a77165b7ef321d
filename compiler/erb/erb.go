// Package erb renders Puppet's ERB templates (template() and
// inline_template()) without Ruby: an ERB scanner with Puppet's trim mode
// '-' compiles a template to a Ruby program, which compiler/ruby parses
// and runs (the Ruby runtime shared with module functions), with the
// Puppet scope bridged in as Puppet's TemplateWrapper sees it.
//
// A template is compiled as Ruby's ERB compiles it: the text between tags
// becomes `_erbout.<<("text")`, `<%= x %>` becomes `_erbout.<<((x).to_s)`
// and `<% code %>` is pasted as it is, all on the same lines as in the
// template, and the resulting program is parsed once. Parsed templates are
// immutable; Render may be called from many goroutines at once.
package erb

import (
	"fmt"
	"sort"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/util/linestart"
	"github.com/punch-dev/punch/compiler/values"
)

// Scope is what a template sees of the Puppet scope it is rendered in.
type Scope interface {
	// Var returns the value of the variable @name (name unqualified, as
	// Puppet's scope.to_hash exposes them) and whether it is set to a value
	// other than undef. It must not warn.
	Var(name string) (values.Value, bool)
	// Lookup is scope['name'] / scope.lookupvar('name'): name may be
	// qualified ('apache::version', '::osfamily'). A missing variable
	// returns (nil, false); the implementation may warn as Puppet does.
	Lookup(name string) (values.Value, bool)
	// Vars is scope.to_hash: every visible variable with a value.
	Vars() *values.Hash
	// Call calls the Puppet function fn (scope.function_fn([args]) and
	// scope.call_function('fn', [args])) and returns its result.
	Call(fn string, args []values.Value) (values.Value, error)
	// SetVar is scope.setvar(name, value). A value may be a *RubyObject
	// (a mutable Ruby object): store it as is, so that templates sharing it
	// through scope.lookupvar see each other's changes.
	SetVar(name string, v values.Value) error
}

// UndefinedVars is implemented by a Scope that tells, without warning,
// whether scope.lookupvar would report name as an undefined variable and
// the reason Puppet throws with it (ruby.UndefinedVarHost): inside
// catch(:undefined_variable) a template's lookupvar throws as Puppet's
// Scope#variable_not_found does, instead of warning (golden
// fix12_erb_lookupvar_catch).
type UndefinedVars interface {
	UndefinedVar(name string, top bool) (reason values.Value, undefined bool)
}

// Functions3 is implemented by a Scope that knows the compile's 3.x
// functions: scope.function_NAME reaches only those (Puppet's
// Scope#method_missing), where scope.call_function reaches every function.
// Without it, scope.function_NAME calls any function through Call.
type Functions3 interface {
	HasFunction3(name string) bool
	CallFunction3(name string, args []values.Value) (values.Value, error)
}

// RubyObject carries a live, mutable Ruby value through Puppet code (only
// scope.setvar creates one). It prints as Ruby's to_s would.
type RubyObject = ruby.RubyValue

// Template is a parsed ERB template.
type Template struct {
	file  string
	src   string // the template text
	ruby  string // the generated Ruby program
	segs  []segment
	lines []int // offsets of line starts in src
	prog  *ruby.File
}

// segment maps a range of the generated program back to the template.
type segment struct {
	gen, tmpl, n int
}

// Error is a template error: a syntax error, an unsupported Ruby feature,
// or a Ruby exception raised while rendering. Line and Column point into
// the template (1-based).
type Error struct {
	File    string
	Line    int
	Column  int
	Class   string // Ruby exception class: SyntaxError, NoMethodError, ...
	Message string // Ruby's message
	Offset  int    // offset in the generated Ruby program
	Cause   error  // the error of a Puppet function called by the template
	// Unsupported marks Ruby that Punch's runtime does not implement.
	Unsupported bool
}

func (e *Error) Error() string {
	where := e.File
	if where == "" {
		where = "inline template"
	}
	return fmt.Sprintf("%s:%d:%d: %s", where, e.Line, e.Column, e.Message)
}

func (e *Error) Unwrap() error { return e.Cause }

// Detail is the message Puppet prints after "Detail: ": Ruby's exception
// message.
func (e *Error) Detail() string { return e.Message }

// Parse parses an ERB template. filename is used in error messages (""
// for an inline template).
func Parse(filename string, src []byte) (*Template, error) {
	t := &Template{file: filename, src: string(src)}
	t.lines = linestart.Of(t.src)
	t.compile()
	prog, err := ruby.ParseWithLocals(t.programName(), t.ruby, "_erbout")
	if err != nil {
		return nil, t.fromRuby(err)
	}
	t.prog = prog
	return t, nil
}

// MustParse is Parse for tests and static templates; it panics on error.
func MustParse(filename string, src string) *Template {
	t, err := Parse(filename, []byte(src))
	if err != nil {
		panic(err)
	}
	return t
}

// File is the template's file name as given to Parse.
func (t *Template) File() string { return t.file }

// RubySource is the Ruby program the template compiles to (for debugging).
func (t *Template) RubySource() string { return t.ruby }

// errorAt fills in the template position of e (whose Offset is in the
// generated program).
func (t *Template) errorAt(e *Error) *Error {
	e.File = t.file
	off := t.tmplOffset(e.Offset)
	i := linestart.Index(t.lines, off)
	e.Line = i + 1
	e.Column = off - t.lines[i] + 1
	return e
}

func (t *Template) tmplOffset(gen int) int {
	if gen >= len(t.ruby) {
		return len(t.src)
	}
	i := sort.Search(len(t.segs), func(i int) bool { return t.segs[i].gen > gen }) - 1
	if i < 0 {
		return 0
	}
	s := t.segs[i]
	d := gen - s.gen
	if d > s.n {
		d = s.n
	}
	o := s.tmpl + d
	if o > len(t.src) {
		o = len(t.src)
	}
	return o
}

// compile turns the template into a Ruby program the way Ruby's ERB does
// with trim_mode '-' (its ExplicitScanner): tags <%, <%=, <%#, <%% (a
// literal <%), %%> inside a tag (a literal %>), <%- at the start of a line
// (after blanks) drops those blanks, -%> drops the newline after it.
func (t *Template) compile() {
	src := t.src
	var out strings.Builder
	var line []string // commands of the current line, joined with "; "
	lineLen := func() int {
		n := 0
		for i, c := range line {
			if i > 0 {
				n += 2
			}
			n += len(c)
		}
		return n
	}
	var pendingSegs []segment // gen offsets relative to the line start
	push := func(cmd string, seg *segment) {
		if seg != nil {
			off := lineLen()
			if len(line) > 0 {
				off += 2
			}
			s := *seg
			s.gen += off
			pendingSegs = append(pendingSegs, s)
		}
		line = append(line, cmd)
	}
	flushLine := func(final bool) {
		base := out.Len()
		for _, s := range pendingSegs {
			s.gen += base
			t.segs = append(t.segs, s)
		}
		pendingSegs = nil
		out.WriteString(strings.Join(line, "; "))
		line = nil
		if !final {
			out.WriteByte('\n')
		}
	}
	var content strings.Builder
	contentStart := 0
	putText := func() {
		if content.Len() == 0 {
			return
		}
		c := content.String()
		cmd := "_erbout.<<(" + quoteRuby(c) + ")" + strings.Repeat("\n", strings.Count(c, "\n"))
		push(cmd, &segment{gen: 0, tmpl: contentStart, n: 0})
		content.Reset()
	}
	stag := ""
	p := 0
	// Ruby's StringScanner matches ^ at a line start and at the scan
	// position (just after the previous tag).
	scanStart := 0
	atLineStart := func(i int) bool { return i == 0 || i == scanStart || src[i-1] == '\n' }
	for p < len(src) {
		if stag == "" {
			// find the next start tag
			scanStart = p
			j := p
			textEnd, tagLen, tag := len(src), 0, ""
			for j < len(src) {
				if src[j] == ' ' || src[j] == '\t' {
					if atLineStart(j) {
						k := j
						for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
							k++
						}
						if strings.HasPrefix(src[k:], "<%-") {
							textEnd, tagLen, tag = j, k+3-j, "<%"
							break
						}
					}
					j++
					continue
				}
				if src[j] == '<' && strings.HasPrefix(src[j:], "<%") {
					switch {
					case strings.HasPrefix(src[j:], "<%-"):
						textEnd, tagLen, tag = j, 3, "<%"
					case strings.HasPrefix(src[j:], "<%%"):
						textEnd, tagLen, tag = j, 3, "<%%"
					case strings.HasPrefix(src[j:], "<%="):
						textEnd, tagLen, tag = j, 3, "<%="
					case strings.HasPrefix(src[j:], "<%#"):
						textEnd, tagLen, tag = j, 3, "<%#"
					default:
						textEnd, tagLen, tag = j, 2, "<%"
					}
					break
				}
				j++
			}
			if textEnd > p {
				if content.Len() == 0 {
					contentStart = p
				}
				content.WriteString(src[p:textEnd])
			}
			p = textEnd + tagLen
			switch tag {
			case "":
				// end of input
			case "<%%":
				if content.Len() == 0 {
					contentStart = textEnd
				}
				content.WriteString("<%")
			default:
				putText()
				stag = tag
				contentStart = p
			}
			continue
		}
		// inside a tag: find the end tag
		j := p
		end, tagLen, tag := len(src), 0, ""
		for j < len(src) {
			if src[j] == '-' && strings.HasPrefix(src[j:], "-%>") {
				end, tagLen, tag = j, 3, "-%>"
				break
			}
			if src[j] == '%' && strings.HasPrefix(src[j:], "%%>") {
				end, tagLen, tag = j, 3, "%%>"
				break
			}
			if src[j] == '%' && strings.HasPrefix(src[j:], "%>") {
				end, tagLen, tag = j, 2, "%>"
				break
			}
			j++
		}
		if content.Len() == 0 {
			contentStart = p
		}
		content.WriteString(src[p:end])
		p = end + tagLen
		switch tag {
		case "":
			// unterminated tag: Ruby's ERB emits the code as text
		case "%%>":
			content.WriteString("%>")
		case "%>", "-%>":
			t.compileContent(stag, content.String(), contentStart, push, flushLine)
			content.Reset()
			stag = ""
			if tag == "-%>" {
				if strings.HasPrefix(src[p:], "\r\n") {
					p += 2
					flushLine(false)
				} else if strings.HasPrefix(src[p:], "\n") {
					p++
					flushLine(false)
				} else if p >= len(src) {
					flushLine(false)
				}
			}
		}
	}
	putText()
	// Ruby's ERB ends the program with `_erbout` on the last line; keeping
	// it makes syntax errors at the end read as Ruby's do.
	push("_erbout", nil)
	flushLine(true)
	t.ruby = out.String()
}

func (t *Template) compileContent(stag, content string, start int, push func(string, *segment), flushLine func(bool)) {
	switch stag {
	case "<%":
		if strings.HasSuffix(content, "\n") {
			push(content[:len(content)-1], &segment{tmpl: start, n: len(content)})
			flushLine(false)
		} else {
			push(content, &segment{tmpl: start, n: len(content)})
		}
	case "<%=":
		// _erbout.<<(( CODE ).to_s): the code starts 12 bytes in
		push("_erbout.<<(("+content+").to_s)", &segment{gen: 12, tmpl: start, n: len(content)})
	case "<%#":
		// a comment
	}
}

// quoteRuby writes s as a Ruby double-quoted string literal on one line.
func quoteRuby(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"', '\\', '#':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case 0:
			b.WriteString(`\x00`)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
