package ruby

import (
	"errors"

	"github.com/punch-dev/punch/compiler/values"
)

// The bounds of Puppet values seen from module Ruby (ROBUST-3).
//
// The values package carries the error of a bound out of code that has no
// error result as a panic (values.Recovered): a value's text or inferred
// type past max_value_size, a deep walk past its bounds, a regexp match
// past its time. Module Ruby reaches that code through the Puppet API's
// methods (a type's instance?, to_s, TypeCalculator.infer, ...), which are
// Go methods: callGo recovers such a panic where the method was called and
// raises the Ruby exception Ruby would raise there, so a rescue clause
// naming it sees it as in Ruby and the interpreter's own state (its call
// depth, ensure clauses) stays whole; protect does the same for the
// conversions made outside any method call.

// callGo runs the Go function of a builtin method.
func (in *Interp) callGo(me *method, c *Call) (v Value, err error) {
	defer in.recoverValues(&err)
	return me.fn(c)
}

// callSwitch runs the switch of a builtin method (the call path's way
// without a Call), recovering as callGo does: a Hash key or an eql? walk
// past its bounds inside Array#include? or Hash#[] is Ruby's exception.
func (in *Interp) callSwitch(me *method, recv Value, own string, args []Value, blk *Proc) (v Value, ok bool, err error) {
	defer in.recoverValues(&err)
	return me.sw(in, recv, own, args, blk)
}

// recoverValues, deferred, turns a panic of the values package into the
// Ruby exception of its error (valuesError); any other panic goes on.
func (in *Interp) recoverValues(err *error) {
	if r := recover(); r != nil {
		if p, ok := r.(raisedPanic); ok {
			*err = p.err
			return
		}
		e, ok := values.Recovered(r)
		if !ok {
			panic(r)
		}
		*err = in.valuesError(e)
	}
}

// valuesError is the Ruby exception of an error of the values package's
// bounds: a value too large is NoMemoryError (what Ruby raises when an
// allocation cannot be made: `rescue NoMemoryError` and `rescue Exception`
// see it, a bare rescue does not), a value nested too deep is
// SystemStackError (Ruby's recursion into it would end so), a match stopped by its bound is a
// RegexpError (as the runtime's own matches: Ruby 3.2's Regexp::TimeoutError
// is one); the end of the compile's context (request_timeout, the memory
// watch) stops the Ruby code as every other limit does (Punch::LimitError,
// which Ruby cannot rescue). Unrescued, the exception is the bound's error
// again for the compile (its Cause), located at the function's call.
func (in *Interp) valuesError(e error) error {
	var se *values.SizeError
	var de *values.DepthError
	var te *values.MatchTimeoutError
	class := ""
	switch {
	case errors.As(e, &se):
		class = "NoMemoryError"
	case errors.As(e, &de):
		class = cSystemStackError
	case errors.As(e, &te):
		class = cRegexpError
	default:
		return &fatalErr{class: "Punch::LimitError", msg: e.Error(), file: in.file, pos: in.pos}
	}
	err := in.raiseClass(class, e.Error())
	if x, ok := err.(*ExceptionError); ok {
		if d, ok := x.Exc.Data.(*excData); ok {
			// unrescued, the compile reports the bound's own error at
			// the function's call (Error.Cause), not Ruby's
			d.hostErr = e
		}
	}
	return err
}
