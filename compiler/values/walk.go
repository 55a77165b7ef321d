package values

import (
	"fmt"
	"strings"
)

// The counted walk of a value (ROBUST-3).
//
// A value is small in memory and huge when walked as a tree: an Array or a
// Hash holding the same collection twice at each of forty levels (a loop
// of a few lines builds it) has 2^40 elements to visit, and one nested a
// million levels deep takes a recursive walk past the goroutine's stack,
// which is a fatal error of the process, not a panic. Every deep walk of
// values (the writers of a value's text, the inferred type, equality,
// flatten, the rich-data converter, JSON and YAML, the conversion of
// Puppet values to Ruby and back, the catalog's checks of a parameter)
// counts what it visits with a Walk: the same bounds for all,
// max_value_size for what is visited (ArrayElementBytes an element,
// HashEntryBytes an entry, as a value built is counted) and MaxValueDepth
// for the levels. A walk without an error result stops with the values
// package's panic (Recovered); one with an error result asks Within.

// MaxValueDepth is how deep a walk may go into Arrays and Hashes nested in
// each other. Ruby's own recursion stops between 10,000 and 20,000 levels
// of `[[...]]` (Array#to_s: "stack level too deep"), and Puppet's walks
// (to_data, Runtime3Converter) are Ruby recursions with more frames a
// level, so no value Puppet can use is deeper.
const MaxValueDepth = 10000

// DepthError is a value nested deeper than MaxValueDepth.
type DepthError struct {
	// What is the walk: "the type inferred for a value", "a comparison".
	What  string
	Limit int
}

func (e *DepthError) Error() string {
	return fmt.Sprintf("%s would go more than %d levels deep (Arrays or Hashes nested in each other), the deepest a compile may walk a value (Ruby's own stack ends about there)",
		strings.TrimSuffix(e.What, ","), e.Limit)
}

// Walk counts a deep walk of values. The zero Walk is ready: its limit is
// read at the first collection.
type Walk struct {
	// What names the walk in its error ("the type inferred for a value
	// (each element visited)"); "" is "a walk of a value (each element
	// visited)".
	What  string
	n     int64
	limit int64
	depth int
}

// Enter goes down into a collection of n elements of each bytes
// (ArrayElementBytes, HashEntryBytes) and reports whether the walk is
// still within its bounds; each Enter is paired with a Leave.
func (w *Walk) Enter(n int, each int64) bool {
	if w.limit == 0 {
		w.limit = maxValueSize.Load()
	}
	w.depth++
	w.n += int64(n) * each
	return w.n <= w.limit && w.depth <= MaxValueDepth
}

// Leave comes back up from a collection Enter went into.
func (w *Walk) Leave() { w.depth-- }

// AddString counts a String of n bytes visited (a walk that copies or
// writes Strings), reporting whether the walk is still within its bounds.
func (w *Walk) AddString(n int) bool {
	if w.limit == 0 {
		w.limit = maxValueSize.Load()
	}
	w.n += int64(n)
	return w.n <= w.limit
}

// MustEnter is Enter for a walk without an error result: past the bounds
// it panics with Err (Recovered), the walk named what.
func (w *Walk) MustEnter(n int, each int64, what string) {
	if !w.Enter(n, each) {
		w.What = what
		panic(sizePanic{w.Err()})
	}
}

// Err is the error of a walk past its bounds: a DepthError, or a
// SizeError naming the walk.
func (w *Walk) Err() error {
	what := w.What
	if what == "" {
		what = "a walk of a value (each element visited)"
	}
	if w.depth > MaxValueDepth {
		return &DepthError{What: what, Limit: MaxValueDepth}
	}
	return &SizeError{What: what, Limit: w.limit}
}

// Flatten is Ruby's Array#flatten: the elements of a and of the Arrays in
// it, at any depth, in order; a itself when it holds no Array. It is a
// counted walk: an Array holding the same Array at each of many levels
// flattens to exponentially many elements, so past the bounds it panics
// (Recovered).
func Flatten(a []Value) []Value {
	need := false
	for _, v := range a {
		if _, ok := v.([]Value); ok {
			need = true
			break
		}
	}
	if !need {
		return a
	}
	var w Walk
	return w.flatten(a, make([]Value, 0, len(a)))
}

func (w *Walk) flatten(a, out []Value) []Value {
	w.MustEnter(len(a), ArrayElementBytes, "the flattening of an Array (each element visited)")
	for _, v := range a {
		if sub, ok := v.([]Value); ok {
			out = w.flatten(sub, out)
		} else {
			out = append(out, v)
		}
	}
	w.Leave()
	return out
}

// CheckWritten is the error of a value that, written out as a tree (JSON,
// YAML: each element as often as it is held), passes the walk's bounds,
// naming the writer what; nil when it is within them.
func CheckWritten(v Value, what string) error {
	switch v.(type) {
	case []Value, *Hash:
	default:
		return nil
	}
	var w Walk
	if w.Written(v) {
		return nil
	}
	w.What = what
	return w.Err()
}
