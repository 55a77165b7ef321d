package hiera

import (
	"errors"
	"fmt"

	"github.com/punch-dev/punch/compiler/util/errloc"
	"github.com/punch-dev/punch/parser/diag"
)

// errClass is the Ruby exception class an error corresponds to in Puppet,
// which decides how the compile shows it.
type errClass int

const (
	// clsLookup is Puppet::DataBinding::LookupError: shown as it is,
	// without "Evaluation Error:" and without the location of the lookup()
	// call.
	clsLookup errClass = iota
	// clsPuppet is another Puppet::Error (a type assertion, a YAML error in
	// hiera.yaml): a lookup provider turns it into a LookupError; outside a
	// provider it reaches the evaluator, which shows it as an error of the
	// function call.
	clsPuppet
	// clsArgument is a Ruby ArgumentError or other runtime error (an
	// unknown merge strategy): never turned into a LookupError.
	clsArgument
	// clsScript is a Ruby ScriptError (LoadError): nothing between the
	// data provider and the command rescues it (Puppet's evaluator and
	// compiler rescue StandardError), so it is shown as it is, without a
	// location and without the node.
	clsScript
)

// Error is an error of a lookup, worded as Puppet words it, with the file
// and line Puppet names (a hiera.yaml or data file) when it has them. It
// converts to the one diagnostic type (Diagnostic; errors.As with a
// *diag.Diagnostic).
type Error struct {
	Message string
	File    string
	Line    int
	class   errClass
	// notFound marks lookup()'s error for a key without value or default.
	notFound bool
	// issue is Puppet's issue code of errors Puppet raises with one
	// (hiera.yaml and interpolation problems: HIERA_...): the global
	// layer does not reword them. "" for the others.
	issue string
	// at is where the error is when the text does not say it: a data
	// file's syntax error (Puppet names the file in the message only).
	at diag.Range
}

func (e *Error) Error() string {
	loc := errloc.Format(e.File, e.Line, 0)
	if loc == "" {
		return e.Message
	}
	return e.Message + " " + loc
}

// Diagnostic is the error as the one diagnostic type. Its range is the
// point Puppet names (a file and a line, no column), or where the data
// file's parser found the error; its code is Puppet's issue code, else one
// naming the Ruby exception Puppet raises: LOOKUP_ERROR
// (Puppet::DataBinding::LookupError), PUPPET_ERROR, ARGUMENT_ERROR,
// SCRIPT_ERROR.
func (e *Error) Diagnostic() diag.Diagnostic {
	r := diag.Point(e.File, e.Line, 0)
	if e.File == "" && e.Line == 0 && e.at.File != "" {
		r = e.at
	}
	code := e.issue
	if code == "" {
		code = [...]string{clsLookup: "LOOKUP_ERROR", clsPuppet: "PUPPET_ERROR", clsArgument: "ARGUMENT_ERROR", clsScript: "SCRIPT_ERROR"}[e.class]
	}
	return diag.Diagnostic{Severity: diag.Error, Span: r, Code: code, Message: e.Message}
}

// As lets errors.As read the error as a diag.Diagnostic.
func (e *Error) As(target any) bool { return diag.Fill(target, e.Diagnostic) }

// Preformatted reports whether Puppet shows the error as it is (a
// Puppet::DataBinding::LookupError), rather than as "Evaluation Error:
// Error while evaluating a Function Call, MESSAGE (file: ..., line: ...)"
// located at the lookup() call or at the class whose parameters were being
// looked up.
func (e *Error) Preformatted() bool { return e.class == clsLookup }

// Script reports whether the error is a Ruby ScriptError, which Puppet shows
// without the node being compiled.
func (e *Error) Script() bool { return e.class == clsScript }

func lookupErrorf(format string, args ...any) *Error {
	return &Error{Message: fmt.Sprintf(format, args...), class: clsLookup}
}

// parseError is a data file's "Unable to parse ..." LookupError. Puppet
// words the place in the message its own way (or not at all); the
// diagnostic's range is where the file's parser found the problem.
func parseError(cause error, format string, args ...any) *Error {
	e := lookupErrorf(format, args...)
	if d, ok := diag.From(cause); ok {
		e.at = d.Span
	}
	return e
}

func puppetErrorf(format string, args ...any) *Error {
	return &Error{Message: fmt.Sprintf(format, args...), class: clsPuppet}
}

func scriptErrorf(format string, args ...any) *Error {
	return &Error{Message: fmt.Sprintf(format, args...), class: clsScript}
}

func argumentErrorf(format string, args ...any) *Error {
	return &Error{Message: fmt.Sprintf(format, args...), class: clsArgument}
}

// asLookupError is what Invocation#check does to a Puppet::Error raised
// inside a data provider: it becomes a LookupError with the same message.
func asLookupError(err error) error {
	var he *Error
	if errors.As(err, &he) && he.class == clsPuppet {
		return &Error{Message: he.Error(), class: clsLookup}
	}
	return err
}
