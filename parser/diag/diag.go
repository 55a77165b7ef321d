// Package diag holds diagnostics: errors and warnings with a source span,
// formatted in Puppet's one line form or, for people, with the source line
// and a caret (as HCL does). The parser and the compiler both use it.
package diag

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/parser/ast"
)

// Severity of a diagnostic.
type Severity int

const (
	Error Severity = iota
	Warning
)

func (s Severity) String() string {
	if s == Warning {
		return "Warning"
	}
	return "Error"
}

// Diagnostic is one message about a place in a source file. A Span with
// Start.Line 0 has no position (Puppet's "end of input" errors, for one).
type Diagnostic struct {
	Severity Severity
	Span     ast.Span
	Message  string
	// Issue is Puppet's issue code when it matters to how the diagnostic
	// is reported ("DUPLICATE_KEY", "FUTURE_RESERVED_WORD": validation
	// warnings; "" for most).
	Issue string
}

// Error formats the diagnostic in Puppet's form:
// MESSAGE (file: F, line: L, column: C).
func (d Diagnostic) Error() string {
	var b strings.Builder
	b.WriteString(d.Message)
	loc := location(d.Span)
	if loc != "" {
		b.WriteString(" (")
		b.WriteString(loc)
		b.WriteString(")")
	}
	return b.String()
}

func location(s ast.Span) string {
	var parts []string
	if s.File != "" {
		parts = append(parts, "file: "+s.File)
	}
	if s.Start.Line > 0 {
		parts = append(parts, fmt.Sprintf("line: %d, column: %d", s.Start.Line, s.Start.Col))
	}
	return strings.Join(parts, ", ")
}

// Pretty formats the diagnostic for a person: "file:line:column: Severity:
// message", then the source line and a caret under the column. src is the
// text of the file (may be nil, then no snippet is shown).
func (d Diagnostic) Pretty(src []byte) string {
	var b strings.Builder
	file := d.Span.File
	if file == "" {
		file = "<input>"
	}
	if d.Span.Start.Line > 0 {
		fmt.Fprintf(&b, "%s:%d:%d: %s: %s\n", file, d.Span.Start.Line, d.Span.Start.Col, d.Severity, d.Message)
	} else {
		fmt.Fprintf(&b, "%s: %s: %s\n", file, d.Severity, d.Message)
	}
	if line, ok := sourceLine(src, d.Span.Start); ok {
		prefix := fmt.Sprintf("%5d | ", d.Span.Start.Line)
		b.WriteString(prefix)
		b.WriteString(strings.ReplaceAll(line, "\t", " "))
		b.WriteString("\n")
		b.WriteString(strings.Repeat(" ", len(prefix)-2))
		b.WriteString("| ")
		n := d.Span.Start.Col - 1
		if n < 0 {
			n = 0
		}
		b.WriteString(strings.Repeat(" ", n))
		width := 1
		if d.Span.End.Line == d.Span.Start.Line && d.Span.End.Col > d.Span.Start.Col {
			width = d.Span.End.Col - d.Span.Start.Col
		}
		b.WriteString(strings.Repeat("^", width))
		b.WriteString("\n")
	}
	return b.String()
}

// sourceLine returns the text of the line holding p (without line ending).
func sourceLine(src []byte, p ast.Pos) (string, bool) {
	if src == nil || p.Line <= 0 {
		return "", false
	}
	off := p.Offset
	if off > len(src) {
		off = len(src)
	}
	start := off
	for start > 0 && src[start-1] != '\n' {
		start--
	}
	end := off
	for end < len(src) && src[end] != '\n' {
		end++
	}
	line := string(src[start:end])
	line = strings.TrimRight(line, "\r")
	if !utf8.ValidString(line) {
		line = strings.ToValidUTF8(line, "?")
	}
	return line, true
}

// List is a list of diagnostics; as an error it reports all of them.
type List []Diagnostic

// Error joins the messages of the list, one a line.
func (l List) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	parts := make([]string, len(l))
	for i, d := range l {
		parts[i] = d.Error()
	}
	return strings.Join(parts, "\n")
}

// HasErrors tells whether any diagnostic is an error (not a warning).
func (l List) HasErrors() bool {
	for _, d := range l {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Err returns the list as an error when it holds an error, else nil.
func (l List) Err() error {
	if l.HasErrors() {
		return l
	}
	return nil
}

// Pretty formats every diagnostic with Diagnostic.Pretty.
func (l List) Pretty(src []byte) string {
	var b strings.Builder
	for _, d := range l {
		b.WriteString(d.Pretty(src))
	}
	return b.String()
}
