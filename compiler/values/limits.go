package values

import (
	"fmt"
	"sync/atomic"
)

// The size bound of one value (max_value_size).
//
// Puppet values have no size limit in Puppet: a manifest that doubles a
// string forty times runs the Ruby process out of memory ("failed to
// allocate memory"). In Go that is a fatal error that ends the whole
// server. So a value a compile builds may not be larger than
// MaxValueSize() bytes, checked where values are built, before the memory
// is taken: a String's bytes, an Array's elements (ArrayElementBytes each)
// and a Hash's entries (HashEntryBytes each). The sum of a compile's
// values is bounded by the server's memory watch (compiler/util/memwatch).
//
// The limit is the process's, as max_compile_read is: punch serve and punch
// compile set it from their settings.

// DefaultMaxValueSize is max_value_size's default: 128 MiB, twice the
// largest file a compile may read (max_compile_read), far above any value
// a real catalog holds (a catalog is sent to the agent whole).
const DefaultMaxValueSize = 128 << 20

// ArrayElementBytes and HashEntryBytes are what an Array element and a
// Hash entry take in memory, for the limit (an interface value; a Hash
// entry's key, value and index).
const (
	ArrayElementBytes = 16
	HashEntryBytes    = 80
)

var maxValueSize atomic.Int64

func init() { maxValueSize.Store(DefaultMaxValueSize) }

// SetMaxValueSize sets the largest value a compile may build, in bytes;
// n <= 0 restores the default.
func SetMaxValueSize(n int64) {
	if n <= 0 {
		n = DefaultMaxValueSize
	}
	maxValueSize.Store(n)
}

// MaxValueSize is the largest value a compile may build, in bytes.
func MaxValueSize() int64 { return maxValueSize.Load() }

// SizeError is a value that would be larger than max_value_size.
type SizeError struct {
	// What is the value: "a String of 268435456 bytes", "an Array of
	// 16777216 elements", "a String of more than 134217728 bytes".
	What  string
	Limit int64
}

func (e *SizeError) Error() string {
	return fmt.Sprintf("%s would be larger than %d bytes, the largest value a compile may build (max_value_size); raise max_value_size to allow it",
		e.What, e.Limit)
}

// CheckStringSize fails when a String of n bytes is over the limit.
func CheckStringSize(n int) error {
	if limit := maxValueSize.Load(); int64(n) > limit {
		return &SizeError{What: fmt.Sprintf("a String of %d bytes", n), Limit: limit}
	}
	return nil
}

// CheckArrayLen fails when an Array of n elements is over the limit.
func CheckArrayLen(n int) error {
	if limit := maxValueSize.Load(); int64(n) > limit/ArrayElementBytes {
		return &SizeError{What: fmt.Sprintf("an Array of %d elements (%d bytes)", n, int64(n)*ArrayElementBytes), Limit: limit}
	}
	return nil
}

// CheckHashLen fails when a Hash of n entries is over the limit.
func CheckHashLen(n int) error {
	if limit := maxValueSize.Load(); int64(n) > limit/HashEntryBytes {
		return &SizeError{What: fmt.Sprintf("a Hash of %d entries (%d bytes)", n, int64(n)*HashEntryBytes), Limit: limit}
	}
	return nil
}

// CheckSize checks a value as it is (a String's length, an Array's or a
// Hash's count; other values are small) and returns what it takes in
// memory at its top level, for the compile's memory account.
func CheckSize(v Value) (int64, error) {
	switch x := v.(type) {
	case string:
		return int64(len(x)), CheckStringSize(len(x))
	case []Value:
		return int64(len(x)) * ArrayElementBytes, CheckArrayLen(len(x))
	case *Hash:
		return int64(x.Len()) * HashEntryBytes, CheckHashLen(x.Len())
	case *Binary:
		return int64(len(x.Bytes)), CheckStringSize(len(x.Bytes))
	}
	return 0, nil
}

// WrittenWithin reports whether v, written out as a tree (as the catalog's
// writers do: each element as often as it is held), takes at most
// max_value_size bytes and MaxValueDepth levels: a String its bytes, an
// Array element 16 and a Hash entry 80 more. It stops as soon as it knows,
// so it costs at most what writing the limit would.
func WrittenWithin(v Value) bool {
	var w Walk
	return w.Written(v)
}

// Written is WrittenWithin as part of walk w.
func (w *Walk) Written(v Value) bool {
	switch x := v.(type) {
	case string:
		return w.AddString(len(x))
	case []Value:
		if !w.Enter(len(x), ArrayElementBytes) {
			return false
		}
		for _, e := range x {
			if !w.Written(e) {
				return false
			}
		}
		w.Leave()
	case *Hash:
		if !w.Enter(x.Len(), HashEntryBytes) {
			return false
		}
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if !w.Written(k) || !w.Written(e) {
				return false
			}
		}
		w.Leave()
	}
	return true
}

// sizePanic carries a SizeError out of a writer that has no error result
// (ToString and the formats built on it), as encoding/json's encoder
// carries its errors: the evaluator recovers it where it calls functions
// and interpolates (Recovered), and turns it into an error there.
type sizePanic struct{ err error }

// Recovered returns the error a recovered panic value of this package
// carries (a writer past max_value_size, a regexp match past its bound);
// ok is false for any other panic, which the caller must panic again.
// The one rule of the evaluator (callResolved, interpolation, the
// compile's end) and of the Ruby runtime (its Go methods): they choose
// what to make of the error by its type.
func Recovered(r any) (err error, ok bool) {
	switch p := r.(type) {
	case sizePanic:
		return p.err, true
	case matchPanic:
		return p.err, true
	}
	return nil, false
}

// CatchPanic, deferred, turns a panic of this package (Recovered) into
// the error result of a function that has one; any other panic goes on.
func CatchPanic(err *error) {
	if r := recover(); r != nil {
		e, ok := Recovered(r)
		if !ok {
			panic(r)
		}
		*err = e
	}
}

// outputTooLarge is the error of a writer whose output passed the limit.
func outputTooLarge() *SizeError {
	limit := maxValueSize.Load()
	return &SizeError{What: fmt.Sprintf("a String of more than %d bytes", limit), Limit: limit}
}

// checkBuilt stops a writer whose output has passed the limit (n bytes
// written so far, more to come).
func checkBuilt(n int) {
	if int64(n) > maxValueSize.Load() {
		panic(sizePanic{outputTooLarge()})
	}
}
