package eval

import (
	"context"
	"errors"
	"fmt"

	"github.com/punch-dev/punch/compiler/util/memwatch"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// The memory bounds of a compile (R1; docs/server.md, "Memory of a
// compile"). A value is checked where it is built, before its memory is
// taken (values.CheckStringSize and the like: max_value_size), and what a
// compile builds is accounted to its memwatch task, which the server's
// memory watch stops (max_memory) when the heap is full and this compile
// built the most. The places that build values without bound pass through
// here: interpolation (evalConcat), a function's result (callNamed), the
// collections' operators (values.Arithmetic), a resource added to the
// catalog (addResource), and the writers of values.ToString, which carry
// their error out as a panic recovered by recoverSize.

// resourceBytes is what a resource in the catalog takes, for the account:
// 200,000 notify resources took 260 MB in `punch compile` with the
// collector off (1,300 bytes each, their titles and the catalog included).
const resourceBytes = 1300

// beginMemory registers the compile with the process's memory watch: its
// context gets a cause-carrying cancel, which the watch calls to stop it.
func (c *Compiler) beginMemory() (stop func()) {
	ctx, cancel := context.WithCancelCause(c.ctx)
	c.ctx = ctx
	// The cause is already an error of the evaluator: whichever check sees
	// the context ended (context.Cause) returns it, and the expression
	// being evaluated locates it.
	c.mem = memwatch.Default().Begin(func(e error) { cancel(&rawError{msg: e.Error()}) })
	return func() {
		c.mem.Done()
		cancel(nil)
	}
}

// account adds n bytes the compile built, and fails when the memory
// watch has stopped the compile.
func (c *Compiler) account(n int64) error {
	if err := c.mem.Add(n); err != nil {
		return &rawError{msg: err.Error()}
	}
	return nil
}

// built checks a value a function or an operator returned against
// max_value_size and accounts it.
func (c *Compiler) built(v values.Value) error {
	n, err := values.CheckSize(v)
	if err != nil {
		return &rawError{msg: err.Error()}
	}
	if n > 0 {
		return c.account(n)
	}
	return nil
}

// limitError is the error of a recovered panic of the values package
// (values.Recovered: a writer or a walk past max_value_size, a regexp
// match past its bound), chosen by the error's type: a stopped match is
// an evaluation error at at (the call or expression that matched), a
// value past its size is the error of the expression being evaluated
// (located by the evaluator: "Error while evaluating a Function Call,
// ..."), the end of the compile's context goes on as it is. at is nil at
// the compile's end, where no expression is known. Any other panic goes
// on: it is a bug.
func (c *Compiler) limitError(r any, at ast.Node) error {
	e, ok := values.Recovered(r)
	if !ok {
		panic(r)
	}
	var te *values.MatchTimeoutError
	var se *values.SizeError
	switch {
	case !errors.As(e, &te) && !errors.As(e, &se):
		return e
	case at == nil:
		return &Error{Message: "Evaluation Error: " + e.Error(), Node: c.req.Node}
	case te != nil:
		return issue(at, "%s", e.Error())
	}
	return &rawError{msg: e.Error()}
}

// stoppedError is the error of a compile ended by its context: the memory
// watch's, when it was the watch that stopped it, else err as it is.
func (c *Compiler) stoppedError(err error) error {
	var re *rawError
	if cause := context.Cause(c.ctx); errors.Is(err, context.Canceled) && errors.As(cause, &re) {
		return &Error{Message: "Evaluation Error: " + re.msg, Node: c.req.Node}
	}
	return err
}

// writtenBound fails a resource's parameter whose value, written out as
// the catalog's writers (the UTF-8 check, isData, JSON) walk it, would be
// larger than max_value_size: an Array or Hash holding the same collection
// at each of many levels is small in memory but written as a tree. The
// "build catalog" stage checks every parameter, whatever set it;
// attributeBound checks an attribute where it is written, first.
func (c *Compiler) writtenBound(r *Resource, name string, v values.Value) error {
	e := writtenTooLarge(v)
	if e == nil {
		return nil
	}
	// The text is made only for the error: this runs for every parameter
	// of every resource (a Sprintf here cost a web compile 4 M instructions).
	e.What = fmt.Sprintf("the value of %s's parameter %s, written out,", r.ref(), name)
	msg := e.Error()
	if loc := errLocation(r.file, r.line); loc != "" {
		msg += " " + loc
	}
	return &rawError{msg: msg}
}

// attributeBound is writtenBound for an attribute as it is evaluated
// (Puppet's Runtime3Converter walks it there too), located at it.
func attributeBound(op *ast.AttributeOp, name string, v values.Value) error {
	if e := writtenTooLarge(v); e != nil {
		e.What = "the value of attribute " + name + ", written out,"
		return issue(op, "Error while evaluating a '=>' expression, %s", e.Error())
	}
	return nil
}

// writtenTooLarge is the error of a collection too large written out;
// the caller names what it was.
func writtenTooLarge(v values.Value) *values.SizeError {
	switch v.(type) {
	case []values.Value, *values.Hash:
	default:
		return nil // a String was checked where it was built
	}
	limit := values.MaxValueSize()
	if values.WrittenWithin(v, limit) {
		return nil
	}
	return &values.SizeError{Limit: limit}
}
