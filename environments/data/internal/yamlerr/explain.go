// Package yamlerr explains a YAML syntax error the way Psych (Puppet's YAML
// library, on libyaml 0.2.5) words it: libyaml's problem, its context
// ("while parsing a flow sequence") and the line and column where that
// context began. yaml.v3 finds the same errors but drops the context and
// its position, so this package re-reads the source with a small scanner
// and parser of its own that only tracks what the messages need: tokens
// and their start positions, flow nesting, block indentation and simple
// keys. It builds no values; DecodeYAML still decodes with yaml.v3.
//
// Written from YAML 1.1/1.2's syntax and from what Psych reports for
// recorded inputs (testdata/psych_errors.json); where the behaviour is not
// known to match, Explain returns nil and the caller keeps yaml.v3's
// wording.
package yamlerr

import (
	"strconv"
	"unicode/utf8"
)

// SyntaxError is a YAML syntax error as Psych reports it. Line and Column
// are 1-based: those of the context mark (line 1 column 1 for errors that
// have none, as in Psych).
type SyntaxError struct {
	Problem string
	Context string // "" when the problem has none
	Line    int
	Column  int
}

// Message is Psych's wording without the file:
// "PROBLEM CONTEXT at line L column C".
func (e *SyntaxError) Message() string {
	msg := e.Problem
	if e.Context != "" {
		msg += " " + e.Context
	}
	return msg + " at line " + strconv.Itoa(e.Line) + " column " + strconv.Itoa(e.Column)
}

// maxDepth bounds collection nesting; deeper input is not explained.
const maxDepth = 5000

// Explain reads src up to the end of its first document, as Psych.parse
// does, and returns the first syntax error Psych would report there, or nil
// when it finds none or cannot tell.
func Explain(src []byte) (res *SyntaxError) {
	defer func() {
		if r := recover(); r != nil {
			if f, ok := r.(failure); ok && !f.unknown {
				res = f.err
				return
			}
			res = nil
		}
	}()
	if e := checkChars(src); e != nil {
		return e
	}
	p := &parser{s: newScanner(src)}
	p.stream()
	return nil
}

// failure is raised (panic) by the scanner and parser to stop at the first
// error; unknown means the input is beyond what this package models.
type failure struct {
	err     *SyntaxError
	unknown bool
}

// checkChars is libyaml's reader check: only printable characters, tab
// and line breaks may appear. Invalid UTF-8 is left to the caller.
func checkChars(src []byte) *SyntaxError {
	for i := 0; i < len(src); {
		r, n := utf8.DecodeRune(src[i:])
		if r == utf8.RuneError && n <= 1 {
			panic(failure{unknown: true})
		}
		i += n
		ok := r == '\t' || r == '\n' || r == '\r' || (r >= 0x20 && r <= 0x7e) || r == 0x85 ||
			(r >= 0xa0 && r <= 0xd7ff) || (r >= 0xe000 && r <= 0xfffd) || r >= 0x10000
		if !ok {
			return &SyntaxError{Problem: "control characters are not allowed", Line: 1, Column: 1}
		}
	}
	return nil
}

// pos is a position in the source: byte offset, 0-based line and column
// (in characters).
type pos struct{ off, line, col int }

func fail(problem, context string, at pos) {
	panic(failure{err: &SyntaxError{Problem: problem, Context: context, Line: at.line + 1, Column: at.col + 1}})
}

// failNoMark is a parser error without context: Psych then reports line 1
// column 1 whatever the problem's position.
func failNoMark(problem string) {
	panic(failure{err: &SyntaxError{Problem: problem, Line: 1, Column: 1}})
}

func unknown() { panic(failure{unknown: true}) }
