package ruby

import (
	"math"
	"strconv"
)

// Helpers with the shapes compiler/erb's method implementations were
// written against (they moved here with the interpreter).

const maxArrayLen = 8 << 20

func str(s string) *String { return &String{s: s} }

func newArray(a []Value) *Array { return &Array{a: a} }

func (in *Interp) callProc(p *Proc, args []Value) (Value, error) {
	return in.callBlock(p, args, nil, nil)
}

// send5 is a method call from a builtin method (public methods only, as
// Ruby's rb_funcall... calls them).
func (in *Interp) send5(recv Value, name string, args []Value, blk *Proc, pos int) (Value, error) {
	return in.callMethod(recv, name, args, nil, blk, true)
}

func (in *Interp) argc(args []Value, min, max int, pos int) error {
	if len(args) < min || (max >= 0 && len(args) > max) {
		return in.argcError(len(args), min, max)
	}
	return nil
}

// strArg is the implicit conversion to String (to_str).
func (in *Interp) strArg(v Value, pos int) (string, error) {
	s, err := in.ExpectString(v)
	if err != nil {
		return "", err
	}
	return s.s, nil
}

// intArg is the implicit conversion to Integer (to_int; Floats truncate).
func (in *Interp) intArg(v Value, pos int) (int64, error) {
	switch x := v.(type) {
	case int64:
		return x, nil
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return 0, in.raise(cFloatDomainError, pos, "%s", formatFloat(x))
		}
		if x >= 9.223372036854775807e18 || x < -9.223372036854775808e18 {
			return 0, in.raise(cRangeError, pos, "float %s out of range of integer", strconv.FormatFloat(x, 'g', 10, 64))
		}
		return int64(x), nil
	case nil:
		return 0, in.raise(cTypeError, pos, "no implicit conversion from nil to integer")
	}
	r, err := in.convert(v, toInt, pos)
	if err != nil {
		return 0, err
	}
	if n, ok := r.(int64); ok {
		return n, nil
	}
	return 0, in.raise(cRangeError, pos, "bignum too big to convert into `long'")
}

func (in *Interp) arrArg(v Value, pos int) (*Array, error) {
	if a, ok := v.(*Array); ok {
		return a, nil
	}
	r, err := in.convert(v, toAry, pos)
	a, _ := r.(*Array)
	return a, err
}

// checkFrozen raises FrozenError for a frozen receiver.
func (in *Interp) checkFrozen(v Value, frozen bool, pos int) error {
	in.mutations++
	if frozen {
		return in.raise(cFrozenError, pos, "can't modify frozen %s: %s", in.className(v), in.inspect(v))
	}
	return nil
}

// rEnum is an Enumerator: an iterator method called without a block.
type rEnum struct {
	recv Value
	meth string
	args []Value
	// external enumeration (next, peek): Ruby runs the iteration in a
	// Fiber one step at a time; Punch collects what a finite iteration
	// yields on the first next and hands it out from there (ext, at),
	// until rewind.
	ext     []Value
	extRes  Value // the iteration's return value: StopIteration#result
	extOn   bool
	extNext int
	// lazy is the stage of an Enumerator::Lazy (lazy.go), nil otherwise
	lazy *lazyStage
	// size is Enumerator#size when sized (Enumerator.new(size), produce)
	size  Value
	sized bool
}

func (in *Interp) newEnum(e *rEnum) Value {
	return &Object{class: in.cEnumerator, Data: e}
}

var (
	posInf = math.Inf(1)
	nan    = math.NaN()
)
