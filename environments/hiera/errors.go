package hiera

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
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
// and line Puppet names (a hiera.yaml or data file) when it has them.
type Error struct {
	Message string
	File    string
	Line    int
	class   errClass
	// notFound marks lookup()'s error for a key without value or default.
	notFound bool
	// issue marks errors Puppet raises with an issue code (hiera.yaml and
	// interpolation problems): the global layer does not reword them.
	issue bool
}

func (e *Error) Error() string {
	loc := locationText(e.File, e.Line)
	if loc == "" {
		return e.Message
	}
	return e.Message + " " + loc
}

// Preformatted reports whether Puppet shows the error as it is (a
// Puppet::DataBinding::LookupError), rather than as "Evaluation Error:
// Error while evaluating a Function Call, MESSAGE (file: ..., line: ...)"
// located at the lookup() call or at the class whose parameters were being
// looked up.
func (e *Error) Preformatted() bool { return e.class == clsLookup }

// Script reports whether the error is a Ruby ScriptError, which Puppet shows
// without the node being compiled.
func (e *Error) Script() bool { return e.class == clsScript }

// locationText is Puppet's "(file: F, line: L)".
func locationText(file string, line int) string {
	var parts []string
	if file != "" {
		parts = append(parts, "file: "+file)
	}
	if line > 0 {
		parts = append(parts, "line: "+strconv.Itoa(line))
	}
	if len(parts) == 0 {
		return ""
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

func lookupErrorf(format string, args ...any) *Error {
	return &Error{Message: fmt.Sprintf(format, args...), class: clsLookup}
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
