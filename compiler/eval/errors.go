package eval

import (
	"errors"
	"fmt"
	"strings"

	"github.com/punch-dev/punch/compiler/util/errloc"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
)

// Error is a compile error located in Puppet code. Its text follows
// Puppet's format: "MESSAGE (file: F, line: L, column: C)", with " on node
// N" appended once the compile knows the node. It converts to the one
// diagnostic type (Diagnostic; errors.As with a *diag.Diagnostic).
type Error struct {
	// Message is Puppet's message, including "Evaluation Error: " when
	// Puppet prefixes it.
	Message string
	File    string
	Line    int
	// Column is 0 when Puppet does not report one (errors raised on a
	// resource rather than on an expression).
	Column int
	// Code is the diagnostic code (diag.Diagnostic.Code): Puppet's issue
	// code where it has one; "" lets Diagnostic choose from the message's
	// kind (see there).
	Code string
	// Suffix is extra text after the location (" on Notify[x] (file: ...)").
	Suffix string
	// Node is the node being compiled ("" while unknown).
	Node string
	// Logged marks a failure whose details the compile has already
	// logged: Puppet's "Language validation logged N errors. Giving up",
	// logged after each error; puppet apply does not print it again.
	Logged bool
	// NoNode marks an error Puppet shows without " on node N": a Ruby
	// ScriptError (LoadError) from a data provider, which Puppet's
	// evaluator and compiler do not rescue (golden err_hiera_eyaml_gpg),
	// and a serialization issue under strict = error, raised while the
	// compiled catalog is converted.
	NoNode bool
	// span is the expression the error is about, when it was made from an
	// AST node (issue, located, wrapRaw): its end ends the diagnostic's
	// range.
	span ast.Span
	// invalidTag marks a resource's invalid tag: an override or a
	// collector that sets it fails at its own location (mergeOverride).
	invalidTag bool
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Message)
	loc := Location(e.File, e.Line, e.Column)
	if loc != "" {
		b.WriteByte(' ')
		b.WriteString(loc)
	}
	b.WriteString(e.Suffix)
	if e.Node != "" {
		b.WriteString(" on node ")
		b.WriteString(e.Node)
	}
	return b.String()
}

// Diagnostic is the error as the one diagnostic type: its range, code and
// message; Detail holds what Error prints after the location (Suffix and
// " on node N"), so that the diagnostic prints as the error does.
func (e *Error) Diagnostic() diag.Diagnostic {
	// The range starts where Puppet reports the error and ends where the
	// expression ends. An error made without a node, or moved away from
	// its node's text (an override's invalid tag), has only that point.
	r := diag.Point(e.File, e.Line, e.Column)
	if sp := e.span; sp.File == e.File && sp.End.Line > 0 && within(sp, e.Line, e.Column) {
		r.End = sp.End
	}
	code := e.Code
	if code == "" {
		// Errors are made in many places without a code: they are
		// the evaluator's ("Evaluation Error: " is how Puppet's
		// evaluator words its errors; "Error while evaluating a LABEL,
		// DETAIL" is the text of Puppet's RUNTIME_ERROR issue) or else
		// the compile's Puppet::Error, shown as they are.
		code = diag.CompileError
		if rest, ok := strings.CutPrefix(e.Message, "Evaluation Error: "); ok {
			code = evalCode(rest)
		}
	}
	detail := e.Suffix
	if e.Node != "" {
		detail += " on node " + e.Node
	}
	return diag.Diagnostic{Severity: diag.Error, Span: r, Code: code, Message: e.Message, Detail: detail}
}

// coded sets the error's code (Puppet's issue code where it has one).
func (e *Error) coded(code string) *Error {
	e.Code = code
	return e
}

// codeUnknownClass is the code of "Could not find class C for NODE".
const codeUnknownClass = diag.UnknownClass

// within tells whether line:col is in sp (its start included, its end
// not).
func within(sp ast.Span, line, col int) bool {
	after := line > sp.Start.Line || line == sp.Start.Line && col >= sp.Start.Col
	before := line < sp.End.Line || line == sp.End.Line && col < sp.End.Col
	return after && before
}

// As lets errors.As read the error as a diag.Diagnostic.
func (e *Error) As(target any) bool { return diag.Fill(target, e.Diagnostic) }

// Location formats Puppet's "(file: F, line: L, column: C)"; parts that are
// unknown are left out, and "" is returned when nothing is known.
func Location(file string, line, col int) string { return errloc.Format(file, line, col) }

// rawError is an error without a location (Ruby's ArgumentError or a
// Puppet::Error raised by runtime code). When it leaves the evaluation of an
// expression it becomes "Evaluation Error: Error while evaluating a LABEL,
// MESSAGE" located at that expression, as Puppet's evaluator does.
type rawError struct {
	msg string
	// thrown is the tag of a Ruby throw nothing caught (ThrownTag).
	thrown string
	// puppetError: a Ruby Puppet::Error (PuppetError).
	puppetError bool
}

// PuppetError reports whether the error is a Ruby Puppet::Error, which
// Hiera's data providers turn into a LookupError shown as it is.
func (e *rawError) PuppetError() bool { return e.puppetError }

func (e *rawError) Error() string { return e.msg }

// ThrownTag is the Symbol an uncaught Ruby throw carried: Hiera takes a
// data provider function's throw :no_such_key as "not found".
func (e *rawError) ThrownTag() string { return e.thrown }

// UnlocatedError is an error Puppet raises without a position while code
// is evaluated, as a file it autoloads that its lexer refuses at once (a
// byte order mark): "Evaluation Error: Error while evaluating a Function
// Call, MESSAGE" at the call that loaded it (golden
// err_forge9_bom_class_manifest).
func UnlocatedError(msg string) error { return &rawError{msg: msg} }

func rawf(format string, args ...any) error {
	return &rawError{msg: fmt.Sprintf(format, args...)}
}

// issue returns a located evaluation error ("Evaluation Error: MESSAGE").
func issue(n ast.Node, format string, args ...any) *Error {
	file, line, col := position(n)
	msg := fmt.Sprintf(format, args...)
	return &Error{Message: "Evaluation Error: " + msg, File: file, Line: line, Column: col, span: n.Loc(), Code: evalCode(msg)}
}

// evalCode is the code of an evaluation error without a more precise
// one: RUNTIME_ERROR for "Error while evaluating a LABEL, DETAIL" (the
// text of Puppet's RUNTIME_ERROR issue), else EVAL_ERROR.
func evalCode(msg string) string {
	if strings.HasPrefix(msg, "Error while evaluating a") {
		return diag.RuntimeError
	}
	return diag.EvalError
}

// located returns an error at a node with Puppet's message verbatim (no
// "Evaluation Error:" prefix).
func located(n ast.Node, format string, args ...any) *Error {
	file, line, col := position(n)
	return &Error{Message: fmt.Sprintf(format, args...), File: file, Line: line, Column: col, span: n.Loc()}
}

// wrapRaw turns a raw error escaping the evaluation of x into a located
// evaluation error; located errors and control flow pass unchanged.
func wrapRaw(err error, x ast.Expr) error {
	var re *rawError
	if errors.As(err, &re) {
		file, line, col := position(x)
		return &Error{Message: "Evaluation Error: Error while evaluating " + aAn(label(x)) + ", " + re.msg,
			File: file, Line: line, Column: col, span: x.Loc(), Code: diag.RuntimeError}
	}
	return err
}

// position is where Puppet reports a node: its start, except for binary
// operator expressions, which Puppet locates at the operator.
func position(n ast.Node) (string, int, int) {
	sp := n.Loc()
	var l, r ast.Expr
	var op string
	switch x := n.(type) {
	case *ast.Arithmetic:
		l, r, op = x.Left, x.Right, x.Op
	case *ast.Comparison:
		l, r, op = x.Left, x.Right, x.Op
	case *ast.Match:
		l, r, op = x.Left, x.Right, x.Op
	case *ast.In:
		l, r, op = x.Left, x.Right, "in"
	case *ast.And:
		l, r, op = x.Left, x.Right, "and"
	case *ast.Or:
		l, r, op = x.Left, x.Right, "or"
	case *ast.Assignment:
		l, r, op = x.Left, x.Right, x.Op
	case *ast.Relationship:
		l, r, op = x.Left, x.Right, x.Op
	case *ast.CallMethod:
		return callMethodPosition(x)
	default:
		return sp.File, sp.Start.Line, sp.Start.Col
	}
	le, rs := l.Loc().End, r.Loc().Start
	if le.Line == rs.Line && rs.Col > le.Col {
		// The operator sits between the operands, usually after one space.
		col := le.Col
		if rs.Col-le.Col > len(op) {
			col++
		}
		return sp.File, le.Line, col
	}
	if _, ok := n.(*ast.Relationship); ok && rs.Line > le.Line && rs.Col > len(op)+1 {
		// Operands on different lines: the AST has no place for the
		// operator. Chains are written with the arrow leading the right
		// operand's line (puppet-lint's arrow_on_right_operand_line), so
		// Puppet's location is taken to be there.
		return sp.File, rs.Line, rs.Col - len(op) - 1
	}
	if le.Line > 0 {
		return sp.File, le.Line, le.Col + 1
	}
	return sp.File, sp.Start.Line, sp.Start.Col
}

// callMethodPosition is where Puppet locates a method call (`recv.name(args)`):
// at its opening parenthesis, or at the dot when it has none
// (`$x.each |$v| {...}`, `"s".upcase`).
func callMethodPosition(x *ast.CallMethod) (string, int, int) {
	ns := x.NameSpan
	if ns.Start.Line == 0 {
		sp := x.Loc()
		return sp.File, sp.Start.Line, sp.Start.Col
	}
	parens := len(x.Args) > 0 || (x.Lambda == nil && x.Span.End.Offset > ns.End.Offset)
	if parens {
		return x.Span.File, ns.End.Line, ns.End.Col
	}
	return x.Span.File, ns.Start.Line, ns.Start.Col - 1
}

// aAn prefixes a label with "a" or "an" as Puppet's label provider does.
func aAn(s string) string { return parser.AAn(s) }

// label is Puppet's ModelLabelProvider name of an expression.
func label(x ast.Expr) string { return parser.Label(x) }
