package ruby

import "github.com/punch-dev/punch/compiler/values"

// The walk of Ruby's == and <=> over Arrays and Hashes (ROBUST-4): the
// counted walk of every deep walk of values (values.Walk: max_value_size
// of what is visited, values.MaxValueDepth levels), with Ruby's guard
// against recursion. Past the bounds the comparison raises what Ruby
// would: SystemStackError for a value nested too deep (Ruby's recursion
// ends there: "stack level too deep"), NoMemoryError for one too large to
// walk (an Array holding the same Array at each of 40 levels, 2^40
// elements); rescuable, and unrescued the bound's own error (valuesError).
// Was a private budget of 131,072 collections and 200 levels past which
// two values silently compared unequal.

// walkBudget is one comparison's walk.
type walkBudget struct {
	w values.Walk
	// pairs are the pairs of collections being compared, from guardFrom
	// levels down: a pair met again inside itself is recursive.
	pairs map[[2]Value]bool
}

// guardFrom is the depth from which the pairs being compared are kept:
// a recursive value is found at most that many levels later than Ruby
// finds it, with the same answer, and a shallow comparison (nearly all of
// them) allocates no map.
const guardFrom = 16

// whatCompare names the walk in its error.
const whatCompare = "a comparison of two Ruby values (each element visited)"

// enter goes down into the pair x, y (n elements) at depth. recursive
// reports the pair already being compared further up, where Ruby's
// rb_exec_recursive_paired answers: == true, <=> 0.
func (b *walkBudget) enter(in *Interp, x, y Value, n, depth int) (recursive bool, err error) {
	if depth >= guardFrom {
		k := [2]Value{x, y}
		if b.pairs[k] {
			return true, nil
		}
		if b.pairs == nil {
			b.pairs = make(map[[2]Value]bool)
		}
		b.pairs[k] = true
	}
	if !b.w.Enter(n, values.ArrayElementBytes) {
		b.w.What = whatCompare
		return false, in.valuesError(b.w.Err())
	}
	return false, nil
}

// leave comes back up from the pair enter went into.
func (b *walkBudget) leave(x, y Value, depth int) {
	b.w.Leave()
	if depth >= guardFrom {
		delete(b.pairs, [2]Value{x, y})
	}
}
