package ruby

import (
	"fmt"
	"math"
)

// The sizes of new Arrays and Strings (ROBUST-4, QA-FORGE-16 B2).
//
// Ruby checks a size before it allocates: past what its long lengths can
// hold it raises its own error (Array.new(2**62): ArgumentError "array
// size too big", [1, 2] * 2**61 and 'ab' * 2**62: "argument too big",
// a[2**60] = 1: IndexError "index N too big", a Bignum: RangeError "bignum
// too big to convert into `long'"), which module code rescues. A size it
// accepts may still fail to allocate: Ruby raises NoMemoryError "failed to
// allocate memory", an Exception that is no StandardError (a bare rescue
// lets it through, `rescue NoMemoryError` or `rescue Exception` sees it).
// Punch's own bounds on one Ruby value (maxArrayLen elements, maxStrLen
// bytes) refuse sizes Ruby could allocate on a large machine: they raise
// that same NoMemoryError, so module code that rescues it goes on as it
// would on a machine short of memory; unrescued, the compile reports the
// bound itself (a Punch::LimitError at the Ruby line, toError).

// aryMaxSize is Ruby's ARY_MAX_SIZE (LONG_MAX / sizeof(VALUE)): the most
// elements an Array may hold.
const aryMaxSize = math.MaxInt64 / 8

// addressSpace is the most a 64-bit Linux process can map (47 bits): an
// allocation Ruby makes at once of more than that fails on every machine
// (NoMemoryError), whatever the memory, so Punch raises it at once too
// instead of running up to its own bound first.
const addressSpace = 1 << 47

// limitErr is the error of a Ruby value past Punch's bounds: Ruby's
// NoMemoryError, standing for the bound's Punch::LimitError.
func (in *Interp) limitErr(pos int) error {
	return in.noMemory(fmt.Sprintf("a Ruby value exceeds %d bytes or %d elements", maxStrLen, maxArrayLen))
}

// checkStrLen fails when a String of n bytes is past Punch's bound.
func (in *Interp) checkStrLen(n int) error {
	if n > maxStrLen {
		return in.noMemory(fmt.Sprintf("a Ruby string exceeded %d bytes", maxStrLen))
	}
	return nil
}

// noMemory raises Ruby's NoMemoryError for an allocation Punch refuses;
// the Punch::LimitError with msg is what the compile reports when no Ruby
// code rescues it.
func (in *Interp) noMemory(msg string) error {
	err := in.raiseClass("NoMemoryError", "failed to allocate memory")
	if x, ok := err.(*ExceptionError); ok {
		if d, ok := x.Exc.Data.(*excData); ok {
			d.hostErr = &fatalErr{class: "Punch::LimitError", msg: msg, file: in.file, pos: in.pos}
		}
	}
	return err
}

// newArraySize checks the length of a new Array made at once (Array.new,
// the capacity of Enumerable#first(n)): negative or past ARY_MAX_SIZE as
// Ruby refuses it, past the address space as Ruby fails to allocate it.
// Within that, Punch's bound is checked where the elements are added
// (a length below it: arrayLen).
func (in *Interp) newArraySize(n int64, pos int) error {
	switch {
	case n < 0:
		return in.raise(cArgumentError, pos, "negative array size")
	case n > aryMaxSize:
		return in.raise(cArgumentError, pos, "array size too big")
	case n > addressSpace/8:
		return in.limitErr(pos)
	}
	return nil
}

// arrayLen checks an Array's new length against Punch's bound.
func (in *Interp) arrayLen(n int64, pos int) error {
	if n > int64(maxArrayLen) {
		return in.limitErr(pos)
	}
	return nil
}

// timesLen is the length of n copies of a value of length l (Array#*,
// String#*), limit being Ruby's most for the result (ARY_MAX_SIZE, or
// LONG_MAX bytes): a negative n or a product past limit is Ruby's
// ArgumentError, one past Punch's bound (bound) its NoMemoryError.
func (in *Interp) timesLen(l, n, limit, bound int64, pos int) (int64, error) {
	if n < 0 {
		return 0, in.raise(cArgumentError, pos, "negative argument")
	}
	if n == 0 || l == 0 {
		return 0, nil
	}
	if limit/n < l {
		return 0, in.raise(cArgumentError, pos, "argument too big")
	}
	if l*n > bound {
		return 0, in.limitErr(pos)
	}
	return l * n, nil
}

// justifyLen is the byte length of a String of size bytes and chars
// characters justified to width characters with a pad of padBytes bytes
// and padChars characters (llen2 and rlen2: the bytes of the pad's partial
// copies on each side), as Ruby's rb_str_justify checks it before
// allocating: "argument too big" past LONG_MAX, NoMemoryError past
// Punch's bound.
func (in *Interp) justifyLen(llen, rlen, padBytes, padChars, llen2, rlen2, size int64, pos int) error {
	n := llen/padChars + rlen/padChars
	if n >= math.MaxInt64/padBytes {
		return in.raise(cArgumentError, pos, "argument too big")
	}
	if n *= padBytes; n >= math.MaxInt64-llen2-rlen2 {
		return in.raise(cArgumentError, pos, "argument too big")
	}
	if n += llen2 + rlen2; n >= math.MaxInt64-size {
		return in.raise(cArgumentError, pos, "argument too big")
	}
	return in.checkStrLen(int(n + size))
}
