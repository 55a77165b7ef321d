package regexp2

import (
	"fmt"

	"github.com/punch-dev/punch/compiler/util/regexp2/syntax"
)

// MaxCallDepth bounds how deeply Onigmo's subexpression calls may nest in
// one match (syntax/onigmo.go). A call that is not refused as never ending
// reads a character before it calls again, so the depth is at most the
// text's length; the bound keeps the stacks of a long text in bounds
// (some 100 bytes a level). Ruby 3.1 has none (a million levels take it
// some seconds).
const MaxCallDepth = 200000

// CallDepthError is a match stopped because its subexpression calls
// nested deeper than MaxCallDepth.
type CallDepthError struct{ Depth int }

func (e *CallDepthError) Error() string {
	return fmt.Sprintf("subexpression calls nested deeper than %d levels", e.Depth)
}

// crawlKeep on the capture stack is a \K (a group number is never
// negative).
const crawlKeep = -2

// uncaptureKeep undoes the last \K.
func (r *runner) uncaptureKeep() {
	n := len(r.keepstack) - 1
	r.runkeep = r.keepstack[n]
	r.keepstack = r.keepstack[:n]
}

// captureKept captures group 0 from where \K moved the match's start (at
// most its end, as Onigmo: \K in a look-ahead may have passed it).
func (r *runner) captureKept() {
	r.runmatch.unkept = r.stackPeek()
	r.capture(0, min(r.runkeep, r.textPos()), r.textPos())
}

// onigmoOp runs one of Onigmo's instructions (or its backtracking): ok
// true to go on at the instruction it set, false to backtrack.
func (r *runner) onigmoOp() (ok bool, err error) {
	switch r.operator {
	case syntax.Call:
		if r.calldepth >= MaxCallDepth {
			return false, &CallDepthError{Depth: MaxCallDepth}
		}
		r.calldepth++
		r.ensureStorage()
		r.stackPush(r.codepos + 2) // the return address
		r.trackPush()
		r.goTo(r.operand(0))
		return true, nil

	case syntax.Call | syntax.Back:
		r.calldepth--
		r.stackPop()
		return false, nil

	case syntax.Return:
		r.stackPop()
		ret := r.stackPeek()
		r.calldepth--
		r.ensureStorage()
		r.trackPush1(ret)
		r.goTo(ret)
		return true, nil

	case syntax.Return | syntax.Back:
		r.trackPop()
		r.stackPush(r.trackPeek())
		r.calldepth++
		return false, nil

	case syntax.Keep:
		// kept on the capture stack, so that what undoes captures (an
		// atomic group or look-around backtracked over) undoes it too
		r.keepstack = append(r.keepstack, r.runkeep)
		r.runkeep = r.textPos()
		r.crawl(crawlKeep)
		r.trackPush()
		r.advance(0)
		return true, nil

	case syntax.Keep | syntax.Back:
		r.uncapture()
		return false, nil

	case syntax.Grapheme:
		if r.rightToLeft {
			return false, nil
		}
		n := graphemeClusterLen(r.runtext, r.textPos())
		if n == 0 {
			return false, nil
		}
		r.textto(r.textPos() + n)
		r.advance(0)
		return true, nil
	}
	return false, nil
}
