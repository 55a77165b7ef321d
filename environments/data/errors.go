package data

import (
	"fmt"
	"strings"

	"github.com/punch-dev/punch/parser/diag"
)

// Error is a decoding error with its position. Line and Column are 1-based;
// 0 means unknown (yaml.v3 reports no column for YAML syntax errors, see
// DecodeYAML).
type Error struct {
	File   string
	Line   int
	Column int
	Msg    string
	// Syntax marks a YAML syntax error worded as Psych words it: Msg is
	// "invalid YAML: " and libyaml's problem and context, Line and Column
	// where the context began (Psych adds " at line L column C").
	Syntax bool
	// Problem and Context are libyaml's two parts of a syntax error's Msg
	// (Context may be empty), for Psych::SyntaxError#problem and #context.
	Problem, Context string
}

func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
	} else {
		b.WriteString("<input>")
	}
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Column > 0 {
			fmt.Fprintf(&b, ":%d", e.Column)
		}
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// Diagnostic is the error as the one diagnostic type: the point where it
// is; SYNTAX_ERROR for a YAML syntax error, else DATA_ERROR.
func (e *Error) Diagnostic() diag.Diagnostic {
	code := "DATA_ERROR"
	if e.Syntax {
		code = diag.SyntaxError
	}
	return diag.Diagnostic{Severity: diag.Error, Span: diag.Point(e.File, e.Line, e.Column), Code: code, Message: e.Msg}
}

// As lets errors.As read the error as a diag.Diagnostic.
func (e *Error) As(target any) bool { return diag.Fill(target, e.Diagnostic) }

// Psych is the error as Ruby's Psych words it for a document named file
// ("<unknown>" when file is "": a string has no name): a syntax error is
// "(FILE): PROBLEM CONTEXT at line L column C"; another error is its
// message alone. Every place Puppet reports a YAML error it did not word
// itself (parseyaml, loadyaml, an ENC's output, hiera.yaml) uses this.
func (e *Error) Psych(file string) string {
	if !e.Syntax {
		return e.Msg
	}
	if file == "" {
		file = "<unknown>"
	}
	return fmt.Sprintf("(%s): %s at line %d column %d", file, strings.TrimPrefix(e.Msg, "invalid YAML: "), e.Line, e.Column)
}

// Position formats the location part in Puppet's style:
// "(file: F, line: L, column: C)".
func (e *Error) Position() string {
	parts := []string{}
	if e.File != "" {
		parts = append(parts, "file: "+e.File)
	}
	if e.Line > 0 {
		parts = append(parts, fmt.Sprintf("line: %d", e.Line))
	}
	if e.Column > 0 {
		parts = append(parts, fmt.Sprintf("column: %d", e.Column))
	}
	if len(parts) == 0 {
		return ""
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// Limits bound what a decoder accepts, so hostile input fails cleanly.
// Zero fields take the defaults below.
type Limits struct {
	// MaxBytes is the largest input accepted (default DefaultMaxBytes).
	MaxBytes int
	// MaxDepth is the deepest nesting of hashes and arrays (default
	// DefaultMaxDepth).
	MaxDepth int
	// MaxAliasValues bounds the values YAML aliases may copy in total
	// (default DefaultMaxAliasValues), against "billion laughs" documents.
	MaxAliasValues int
}

// Defaults for Limits.
const (
	DefaultMaxBytes       = 64 << 20
	DefaultMaxDepth       = 512
	DefaultMaxAliasValues = 1_000_000
)

func (l Limits) withDefaults() Limits {
	if l.MaxBytes <= 0 {
		l.MaxBytes = DefaultMaxBytes
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = DefaultMaxDepth
	}
	if l.MaxAliasValues <= 0 {
		l.MaxAliasValues = DefaultMaxAliasValues
	}
	return l
}

// lineCol returns the 1-based line and column (in characters) of byte
// offset off in src.
func lineCol(src []byte, off int) (int, int) {
	if off > len(src) {
		off = len(src)
	}
	line, col := 1, 1
	for i := 0; i < off; {
		c := src[i]
		if c == '\n' {
			line++
			col = 1
			i++
			continue
		}
		// Count characters, not bytes: skip UTF-8 continuation bytes.
		i++
		for i < off && src[i]&0xC0 == 0x80 {
			i++
		}
		col++
	}
	return line, col
}
