package ruby

import "math"

// Numeric#step and the step of a numeric Range, as Ruby 3.1: Integers
// step as Integers; when the start, limit or step is a Float every value
// is a Float, computed as Ruby's float step does (the count first, with
// a tolerance of the operands' rounding, then start + i * step, the last
// value the limit itself when it would pass it), so 0.1 steps land on
// the limit as Ruby's do.

// stepArgs reads Numeric#step's (limit = nil, step = 1, by:, to:).
func (in *Interp) stepArgs(args []Value, pos int) (limit, step Value, err error) {
	step = int64(1)
	if n := len(args); n > 0 {
		if h, ok := args[n-1].(*Hash); ok {
			args = args[:n-1]
			for i, k := range h.keys {
				switch in.symStr(k) {
				case "by":
					step = h.vals[i]
				case "to":
					limit = h.vals[i]
				default:
					return nil, nil, in.raise(cArgumentError, pos, "unknown keyword: %s", in.inspect(k))
				}
			}
		}
	}
	if len(args) > 2 {
		return nil, nil, in.argcError(len(args), 0, 2)
	}
	if len(args) > 0 {
		limit = args[0]
	}
	if len(args) > 1 {
		step = args[1]
	}
	return limit, step, nil
}

// numStep yields (or, without a block, enumerates) from, from + step, ...
// up to limit (below it when excl); with a block the result is recv.
func (in *Interp) numStep(recv, from, limit, step Value, excl bool, blk *Proc, pos int) (Value, error) {
	if limit == nil {
		return nil, in.unsupportedErr("step without a limit (endless)")
	}
	for _, v := range []Value{from, limit, step} {
		if !isNumeric(v) {
			return nil, in.raise(cTypeError, pos, "no implicit conversion of %s into Integer", in.className(v))
		}
	}
	var out []Value
	a, ok1 := from.(int64)
	b, ok2 := limit.(int64)
	s, ok3 := step.(int64)
	if ok1 && ok2 && ok3 {
		if s == 0 {
			return nil, in.raise(cArgumentError, pos, "step can't be 0")
		}
		for i := a; (s > 0 && (i < b || !excl && i == b)) || (s < 0 && (i > b || !excl && i == b)); i += s {
			out = append(out, i)
			if len(out) > maxArrayLen {
				return nil, in.limitErr(pos)
			}
			if (s > 0 && i > math.MaxInt64-s) || (s < 0 && i < math.MinInt64-s) {
				break
			}
		}
	} else {
		fa, err := in.floatArg(from)
		if err != nil {
			return nil, err
		}
		fb, err := in.floatArg(limit)
		if err != nil {
			return nil, err
		}
		fs, err := in.floatArg(step)
		if err != nil {
			return nil, err
		}
		if fs == 0 {
			return nil, in.raise(cArgumentError, pos, "step can't be 0")
		}
		n := floatStepCount(fa, fb, fs, excl)
		if n > maxArrayLen {
			return nil, in.limitErr(pos)
		}
		for i := 0; i < int(n); i++ {
			d := float64(i)*fs + fa
			if (fs >= 0 && fb < d) || (fs < 0 && d < fb) {
				d = fb
			}
			out = append(out, d)
		}
	}
	if blk == nil {
		return in.newEnum(&rEnum{recv: newArray(out), meth: "each"}), nil
	}
	for _, e := range out {
		if _, err := in.yield1(blk, e); err != nil {
			return nil, err
		}
	}
	return recv, nil
}

// floatStepCount is how many values a Float step gives: the quotient
// with a tolerance for the rounding of its operands (at most half a
// step); when excl, the count below the limit.
func floatStepCount(beg, end, unit float64, excl bool) float64 {
	if math.IsInf(unit, 0) {
		if (unit > 0 && beg <= end) || (unit < 0 && beg >= end) {
			return 1
		}
		return 0
	}
	n := (end - beg) / unit
	err := (math.Abs(beg) + math.Abs(end) + math.Abs(end-beg)) / math.Abs(unit) * 2.220446049250313e-16
	if err > 0.5 {
		err = 0.5
	}
	if excl {
		if n <= 0 {
			return 0
		}
		if n < 1 {
			n = 0
		} else {
			n = math.Floor(n - err)
		}
		d := (n+1)*unit + beg
		if (beg < end && d < end) || (beg > end && d > end) {
			n++
		}
		return n + 1
	}
	if n < 0 {
		return 0
	}
	return math.Floor(n+err) + 1
}
