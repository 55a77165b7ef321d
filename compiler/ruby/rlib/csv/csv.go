// Package csv reads CSV text as Ruby 3.1's csv library (csv 3.2.2) does:
// rows split at the row separator, fields at the column separator, quoted
// fields with doubled quotes and separators or newlines inside, an empty
// unquoted field nil and an empty quoted one "", and the library's
// CSV::MalformedCSVError texts naming the row ("in line N."). The rest of
// the library (headers, converters, rows and tables, writing) is Ruby code
// in rlib's csv.rb over this reader.
package csv

import (
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// Options are the reader's options (csv's col_sep, row_sep, quote_char,
// liberal_parsing, strip).
type Options struct {
	ColSep string
	// RowSep is the row separator; "" is csv's :auto (DetectRowSep).
	RowSep string
	Quote  string
	// Liberal is liberal_parsing: quotes inside unquoted fields and text
	// after a closing quote are kept as they are.
	Liberal bool
	// Strip, when not "", lists the characters stripped around fields
	// (strip: true is Ruby's whitespace).
	Strip string
}

// Field is one field read: Nil for an empty unquoted field.
type Field struct {
	S      string
	Quoted bool
	Nil    bool
}

// RubySpace is what strip: true strips (String#strip's whitespace).
const RubySpace = " \t\n\v\f\r\x00"

// DetectRowSep is csv's :auto row separator: "\r\n" or "\r" when the first
// line end in src is a CR (followed by LF or not), else "\n".
func DetectRowSep(src string) string {
	i := strings.IndexAny(src, "\r\n")
	switch {
	case i < 0 || src[i] == '\n':
		return "\n"
	case i+1 < len(src) && src[i+1] == '\n':
		return "\r\n"
	}
	return "\r"
}

// Parse reads the rows of src, at most max rows when max > 0 (parse_line
// reads one). A malformed row ends the reading with an *Error and the rows
// before it (Ruby's reader raises when it reaches that row).
func Parse(src string, o Options, max int) ([][]Field, error) {
	if o.ColSep == "" {
		return nil, rv.Errorf("ArgumentError", ":col_sep must be 1 or more characters: \"\"")
	}
	if o.RowSep == "" {
		o.RowSep = DetectRowSep(src)
	}
	p := &parser{src: src, o: o}
	var rows [][]Field
	for p.pos < len(src) && (max <= 0 || len(rows) < max) {
		p.line++
		row, err := p.row()
		if err != nil {
			return rows, err
		}
		rows = append(rows, row)
	}
	return rows, nil
}

type parser struct {
	src  string
	pos  int
	line int
	o    Options
}

func (p *parser) at(sep string) bool { return strings.HasPrefix(p.src[p.pos:], sep) }

// Error is CSV::MalformedCSVError: its message and the row it names.
type Error struct {
	Msg  string
	Line int
}

func (e *Error) Error() string { return e.Msg + " in line " + strconv.Itoa(e.Line) + "." }

func (p *parser) fail(msg string) error { return &Error{Msg: msg, Line: p.line} }

// row reads one row and the row separator after it (an empty line is a
// row without fields).
func (p *parser) row() ([]Field, error) {
	if p.at(p.o.RowSep) {
		p.pos += len(p.o.RowSep)
		return []Field{}, nil
	}
	var row []Field
	for {
		f, err := p.field()
		if err != nil {
			return nil, err
		}
		row = append(row, f)
		switch {
		case p.at(p.o.ColSep):
			// "a," ends with an empty (nil) last field: the next turn
			p.pos += len(p.o.ColSep)
		case p.at(p.o.RowSep):
			p.pos += len(p.o.RowSep)
			return row, nil
		default:
			return row, nil // end of the text
		}
	}
}

func (p *parser) skipStrip() {
	if p.o.Strip == "" {
		return
	}
	for p.pos < len(p.src) && strings.IndexByte(p.o.Strip, p.src[p.pos]) >= 0 && !p.at(p.o.ColSep) && !p.at(p.o.RowSep) {
		p.pos++
	}
}

// atEnd reports whether the field ends here.
func (p *parser) atEnd() bool {
	return p.pos == len(p.src) || p.at(p.o.ColSep) || p.at(p.o.RowSep)
}

func (p *parser) field() (Field, error) {
	start := p.pos
	p.skipStrip()
	if p.o.Quote != "" && p.at(p.o.Quote) {
		return p.quoted(start)
	}
	p.pos = start
	return p.unquoted(start)
}

func (p *parser) quoted(start int) (Field, error) {
	q := p.o.Quote
	p.pos += len(q)
	var b strings.Builder
	for {
		i := strings.Index(p.src[p.pos:], q)
		if i < 0 {
			return Field{}, p.fail("Unclosed quoted field")
		}
		b.WriteString(p.src[p.pos : p.pos+i])
		p.pos += i + len(q)
		if p.at(q) {
			b.WriteString(q)
			p.pos += len(q)
			continue
		}
		break
	}
	p.skipStrip()
	if p.atEnd() {
		return Field{S: b.String(), Quoted: true}, nil
	}
	if !p.o.Liberal {
		return Field{}, p.fail("Any value after quoted field isn't allowed")
	}
	// liberal: the field is the text as written, quotes and all, up to
	// the next separator
	for !p.atEnd() {
		p.pos++
	}
	return Field{S: p.src[start:p.pos]}, nil
}

func (p *parser) unquoted(start int) (Field, error) {
	for !p.atEnd() {
		p.pos++
	}
	s := p.src[start:p.pos]
	if p.o.Quote != "" && !p.o.Liberal && strings.Contains(s, p.o.Quote) {
		return Field{}, p.fail("Illegal quoting")
	}
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		return Field{}, p.fail("Unquoted fields do not allow new line <" + strconv.Quote(s[i:i+1]) + ">")
	}
	if p.o.Strip != "" {
		s = strings.Trim(s, p.o.Strip)
	}
	if s == "" {
		return Field{Nil: true}, nil
	}
	return Field{S: s}, nil
}
