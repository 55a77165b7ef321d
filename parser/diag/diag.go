// Package diag holds diagnostics: errors and warnings with a source range,
// a code and a message, formatted in Puppet's one line form or, for people,
// with the source line and a caret (as HCL does).
//
// It is the one description of a problem from the parser to the compiler,
// Hiera, HOCON and the settings: the parser returns Diagnostics (a List);
// the error types of the others keep the text Puppet prints and convert to
// a Diagnostic on request, so that a caller (punch compile, punch validate,
// the server's logs) reads file, line, column and code from one place
// whatever failed:
//
//	var d diag.Diagnostic
//	if errors.As(err, &d) { ... d.Range.Start.Line, d.Code ... }
//
// (each error type has an As method that fills a *Diagnostic; From does
// the same).
package diag

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/errloc"
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

// Range is where a diagnostic is: the file, and the start and end line and
// column (from 1; End is where the text ends, exclusive). A Range with
// Start.Line 0 has no position (Puppet's "end of input" errors, for one);
// one whose End equals its Start is a point (all that is known).
type Range = ast.Span

// Point is the range of a single place: file, line and column (0 when
// unknown).
func Point(file string, line, col int) Range {
	p := ast.Pos{Line: line, Col: col}
	return Range{File: file, Start: p, End: p}
}

// Codes of diagnostics. Puppet's issue codes (pops/issues.rb) are used
// where Puppet has one; the others name what failed in the same style.
const (
	// SyntaxError is Puppet's SYNTAX_ERROR: the parser's errors (the
	// lexer's too, which Puppet gives codes of their own: UNCLOSED_QUOTE,
	// ...). The validator's errors have the code of their check
	// (ILLEGAL_ASSIGNMENT, CROSS_SCOPE_ASSIGNMENT, ...: parser.Issue*).
	SyntaxError = "SYNTAX_ERROR"
	// RuntimeError is Puppet's RUNTIME_ERROR: "Error while evaluating a
	// LABEL, DETAIL", an error raised by runtime code (a function, a
	// resource type) where the evaluator locates it.
	RuntimeError = "RUNTIME_ERROR"
	// EvalError is an "Evaluation Error: ..." of the evaluator that has no
	// more precise code.
	EvalError = "EVAL_ERROR"
	// CompileError is an error of the compile that Puppet raises as a
	// Puppet::Error without an issue code (its message is shown as it is).
	CompileError = "COMPILE_ERROR"
	// UnknownClass is "Could not find class C for NODE".
	UnknownClass = "UNKNOWN_CLASS"
	// SettingError is an invalid setting (puppet.conf, the command line,
	// Puppet Server's conf.d).
	SettingError = "SETTING_ERROR"
)

// Diagnostic is one message about a place in a source file.
type Diagnostic struct {
	Severity Severity
	Span     Range
	// Code identifies the problem for programs: Puppet's issue code where
	// Puppet has one ("SYNTAX_ERROR", "DUPLICATE_KEY",
	// "HIERA_UNDEFINED_VARIABLE"), else one of the codes above or one a
	// package defines; "" when none was given.
	Code    string
	Message string
	// Detail is text shown after the message and its location (the
	// compiler's " on node N").
	Detail string
}

// Error formats the diagnostic in Puppet's form:
// MESSAGE (file: F, line: L, column: C)DETAIL.
func (d Diagnostic) Error() string {
	loc := errloc.Format(d.Span.File, d.Span.Start.Line, d.Span.Start.Col)
	if loc == "" {
		return d.Message + d.Detail
	}
	return d.Message + " " + loc + d.Detail
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

// From returns the diagnostic an error describes (the first one the chain
// holds or converts to): errors.As with a *Diagnostic.
func From(err error) (Diagnostic, bool) {
	var d Diagnostic
	ok := errors.As(err, &d)
	return d, ok
}

// Fill is the As method of an error type that converts to a Diagnostic:
//
//	func (e *MyError) As(target any) bool { return diag.Fill(target, e.Diagnostic) }
//
// It fills target when it is a *Diagnostic.
func Fill(target any, diagnostic func() Diagnostic) bool {
	p, ok := target.(*Diagnostic)
	if ok {
		*p = diagnostic()
	}
	return ok
}

// List is a list of diagnostics; as an error it reports all of them.
type List []Diagnostic

// As fills a *Diagnostic with the first error of the list (the first
// diagnostic when none is an error), so that errors.As reads a parse
// failure as it reads the others.
func (l List) As(target any) bool {
	p, ok := target.(*Diagnostic)
	if !ok || len(l) == 0 {
		return false
	}
	*p = l[0]
	for _, d := range l {
		if d.Severity == Error {
			*p = d
			break
		}
	}
	return true
}

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
