package eval

import (
	"context"
	"sync/atomic"

	"github.com/punch-dev/punch/parser/ast"
)

// A compile ends when its context does: request_timeout, a client gone,
// the memory watch. Puppet code has no loop of its own: every long
// computation is a chain of function calls or lambda calls (iteration,
// recursion), so the compile looks at its context before each of them
// (callResolved, closure.Call). Looking at the context itself costs a
// mutex (ctx.Err) at every call; instead the context sets a flag when it
// ends (watchContext), and a look is one atomic load. A single slow call
// is bounded where it spends its time: a regexp match by the request's
// deadline (values.Regexp), module Ruby by its step counter, a command by
// its session.

// stopFlag is set once the compile's context has ended.
type stopFlag = atomic.Bool

// watchContext sets c.stopped when the compile's context ends; the
// returned function stops watching (the compile is over).
func (c *Compiler) watchContext() (stop func()) {
	s := context.AfterFunc(c.ctx, func() { c.stopped.Store(true) })
	return func() { s() }
}

// interrupted is the reason the compile's context ended, once it has
// (the memory watch's cause, or the context's error), else nil.
func (c *Compiler) interrupted() error {
	if c.stopped.Load() {
		return context.Cause(c.ctx)
	}
	return nil
}

// matchError locates the error of a regexp match that was stopped
// (values.MatchError) at n, the expression that matched: a match past its
// bound is an evaluation error there (never "no match"); the end of the
// compile's context goes on as it is. nil stays nil.
func (c *Compiler) matchError(n ast.Node, err error) error {
	if err == nil {
		return nil
	}
	return c.boundError(err, n) // limits.go; a comparison past its bounds too
}
