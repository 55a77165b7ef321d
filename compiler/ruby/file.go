package ruby

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/linestart"
)

// File is a parsed Ruby source file (or a template's generated program).
// Immutable after parsing.
type File struct {
	name  string
	src   string
	lines []int // offsets of line starts
	prog  node
	scope *scopeInfo
	hash  string
	// line0 is added to every line number: the line an eval'd string
	// says it starts on, less one (eval(src, binding, file, line))
	line0 int
	// evalScopes are the local scopes of the calls that may evaluate a
	// String with the caller's local variables (eval_string.go)
	evalScopes map[*callNode]*scopeInfo
	// evaled: Ruby ran this source with eval (an eval's String, an ERB
	// template, a function or data type file, which Puppet's loaders
	// eval): Ruby 3.1 then has no source lines for error_highlight
	evaled bool
}

// Name is the file name given to Parse.
func (f *File) Name() string { return f.name }

// Source is the parsed text.
func (f *File) Source() string { return f.src }

// Hash is the hex SHA-256 of the source.
func (f *File) Hash() string {
	if f.hash == "" {
		h := sha256.Sum256([]byte(f.src))
		return hex.EncodeToString(h[:])
	}
	return f.hash
}

// Position maps a byte offset of the source to a 1-based line and column
// (the column counts characters).
func (f *File) Position(off int) (line, col int) {
	if f.lines == nil {
		f.lines = linestart.Of(f.src)
	}
	i := linestart.Index(f.lines, off)
	start := f.lines[i]
	if off > len(f.src) {
		off = len(f.src)
	}
	if off < start {
		off = start
	}
	return i + 1 + f.line0, utf8.RuneCountInString(f.src[start:off]) + 1
}

// Parse parses Ruby source. name is used in errors, backtraces and
// __FILE__. Errors are *Error of class SyntaxError (or NotImplementedError
// with Unsupported set for a construct this runtime does not support).
func Parse(name string, src []byte) (*File, error) {
	return parseFile(name, string(src))
}

// ParseLibrary parses Ruby that Punch supplies in place of Ruby's or
// Puppet's own code (a library's Ruby part, Puppet's API written in Ruby):
// an error raised in it shows no error_highlight snippet, since its lines
// are Punch's, not the ones Ruby would show.
func ParseLibrary(name string, src []byte) (*File, error) {
	f, err := Parse(name, src)
	if f != nil {
		f.evaled = true
	}
	return f, err
}

// ParseWithLocals parses src with the given names predeclared as local
// variables of the top-level scope (erb's _erbout), as source Ruby
// evaluates with eval and a binding (ERB#result): error_highlight shows no
// snippet for it.
func ParseWithLocals(name, src string, locals ...string) (*File, error) {
	f, err := parseFile(name, src, locals...)
	if f != nil {
		f.evaled = true
	}
	return f, err
}

func parseFile(name, src string, locals ...string) (*File, error) {
	f := &File{name: name, src: src}
	f.lines = linestart.Of(src)
	h := sha256.Sum256([]byte(src))
	f.hash = hex.EncodeToString(h[:])
	prog, sc, err := parseProgram(f, 0, len(src), locals...)
	if err != nil {
		return nil, f.syntaxErr(err)
	}
	f.prog, f.scope = prog, sc
	return f, nil
}

func (f *File) syntaxErr(e *syntaxError) *Error {
	pos := e.pos
	if pos == len(f.src) && pos > 0 && f.src[pos-1] == '\n' {
		// Ruby reports the end of the input on the last line, the one
		// the file's final newline ends
		pos--
	}
	line, col := f.Position(pos)
	if e.unsupported {
		return &Error{File: f.name, Line: line, Column: col, Class: "NotImplementedError", Message: e.msg, Unsupported: true, Offset: e.pos}
	}
	return &Error{File: f.name, Line: line, Column: col, Class: "SyntaxError", Message: strings.TrimSuffix(f.syntaxMessage(e), "\n"), Offset: e.pos}
}
