package eval

import (
	"context"
	"errors"
	"fmt"
	"math/big"

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
// (values.Recovered: a writer or a walk past max_value_size or
// MaxValueDepth, a regexp match past its bound), chosen by the error's
// type: a stopped match is an evaluation error at at (the call or
// expression that matched), a value past its size or depth is the error of the expression being evaluated
// (located by the evaluator: "Error while evaluating a Function Call,
// ..."), the end of the compile's context goes on as it is. at is nil at
// the compile's end, where no expression is known. Any other panic goes
// on: it is a bug.
func (c *Compiler) limitError(r any, at ast.Node) error {
	e, ok := values.Recovered(r)
	if !ok {
		panic(r)
	}
	return c.boundError(e, at)
}

// boundError is limitError's choice for an error of the values package's
// bounds returned as an error (a comparison, a match: matchError).
func (c *Compiler) boundError(e error, at ast.Node) error {
	var te *values.MatchTimeoutError
	var se *values.SizeError
	var de *values.DepthError
	switch {
	case !errors.As(e, &te) && !errors.As(e, &se) && !errors.As(e, &de):
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

// The checks of a resource parameter's value, each one walk of it (a
// values.Walk, bounded as every deep walk: max_value_size of what is
// visited, values.MaxValueDepth levels). A parameter is written by the
// catalog's writers (isData, the UTF-8 check, JSON) as a tree: an Array or
// Hash holding the same collection at each of many levels is small in
// memory but written as a tree, so its written size is bounded where the
// attribute is evaluated (attributeCheck: with Puppet's Runtime3Converter's
// errors, which Puppet finds there) and again at "build catalog"
// (paramData: with isData), whatever set it.

// attributeCheck is the walk of an attribute's value as it is evaluated
// (name, at op): Runtime3Converter's error, reported as "Error while
// evaluating LABEL, ..." (label: "a '=>' expression", or "an Object" for a
// splatted Hash), or the value's written size past the bounds.
func attributeCheck(op *ast.AttributeOp, name, label string, v values.Value) error {
	switch v.(type) {
	case []values.Value, *values.Hash, *values.Iterator, *values.ClassT, *big.Int:
	default:
		return nil // a String was checked where it was built
	}
	var w values.Walk
	msg, within := runtime3Walk(&w, v)
	if msg != "" {
		return issue(op, "Error while evaluating %s, %s", label, msg)
	}
	if !within {
		return issue(op, "Error while evaluating a '=>' expression, %s", walkError(&w, "the value of attribute "+name+", written out,"))
	}
	return nil
}

// runtime3Walk is the error of Puppet's Runtime3Converter for a value that
// cannot be a resource attribute's (anywhere in Arrays and Hash values): an
// Iterator, or the Class type without a name ("" if none); within is false
// when the value, written out, passes the walk's bounds.
func runtime3Walk(w *values.Walk, v values.Value) (msg string, within bool) {
	switch x := v.(type) {
	case string:
		return "", w.AddString(len(x))
	case *values.Iterator:
		return "Use of an Iterator is not supported here", true
	case *big.Int:
		return values.BigIntRangeError(x), true
	case *values.ClassT:
		if x.ClassName == "" {
			return "No title provided and \"class\" is not a valid resource reference", true
		}
	case []values.Value:
		if !w.Enter(len(x), values.ArrayElementBytes) {
			return "", false
		}
		for _, e := range x {
			if msg, within := runtime3Walk(w, e); msg != "" || !within {
				return msg, within
			}
		}
		w.Leave()
	case *values.Hash:
		if !w.Enter(x.Len(), values.HashEntryBytes) {
			return "", false
		}
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if !w.Written(k) {
				return "", false
			}
			if msg, within := runtime3Walk(w, e); msg != "" || !within {
				return msg, within
			}
		}
		w.Leave()
	}
	return "", true
}

// paramData is the walk of a resource's parameter at "build catalog":
// whether the value is plain data (Data: the catalog takes it as it is,
// else the rich-data converter writes it), or the error of a value that,
// written out, passes the walk's bounds.
func (c *Compiler) paramData(r *Resource, name string, v values.Value) (bool, error) {
	switch v.(type) {
	case nil, string, int64, float64, bool:
		return true, nil // a String was checked where it was built
	case []values.Value, *values.Hash:
	default:
		return false, nil
	}
	var w values.Walk
	data, within := dataWalk(&w, v)
	if within {
		return data, nil
	}
	// The text is made only for the error: this runs for every parameter
	// of every resource (a Sprintf here cost a web compile 4 M instructions).
	msg := walkError(&w, fmt.Sprintf("the value of %s's parameter %s, written out,", r.ref(), name))
	if loc := errLocation(r.file, r.line); loc != "" {
		msg += " " + loc
	}
	return false, &rawError{msg: msg}
}

// dataWalk is isData (Puppet's Types::TypeFactory.data: Strings, Integers,
// Floats, Booleans, undef, and Arrays and Hashes with String keys of them)
// and the walk's bound in one: it goes on past a value that is not data,
// since the converter walks the whole value next.
func dataWalk(w *values.Walk, v values.Value) (data, within bool) {
	switch x := v.(type) {
	case nil, int64, float64, bool:
		return true, true
	case string:
		return true, w.AddString(len(x))
	case []values.Value:
		if !w.Enter(len(x), values.ArrayElementBytes) {
			return false, false
		}
		data = true
		for _, e := range x {
			d, ok := dataWalk(w, e)
			if !ok {
				return false, false
			}
			data = data && d
		}
		w.Leave()
		return data, true
	case *values.Hash:
		if !w.Enter(x.Len(), values.HashEntryBytes) {
			return false, false
		}
		data = true
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			_, str := k.(string)
			d, ok := dataWalk(w, e)
			if !ok || !w.Written(k) {
				return false, false
			}
			data = data && d && str
		}
		w.Leave()
		return data, true
	}
	return false, w.Written(v)
}

// walkError is the text of the error of a walk past its bounds, naming
// what was walked.
func walkError(w *values.Walk, what string) string {
	switch e := w.Err().(type) {
	case *values.SizeError:
		e.What = what
		return e.Error()
	case *values.DepthError:
		e.What = what
		return e.Error()
	}
	return ""
}
