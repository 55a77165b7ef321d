package ruby

// valuesAt is Ruby's rb_get_values_at, the one rule of Array#values_at and
// Struct#values_at over a sequence of n elements: an argument is an index
// (entry gives its element, or the receiver's error for an index it does
// not have) or a Range of indexes, whose part past the end reads as nils
// (1..5 of three elements is two elements and three nils), where a Range
// starting before the first element is a RangeError.
func (in *Interp) valuesAt(n int64, args []Value, entry func(int64) (Value, error), pos int) (Value, error) {
	out := make([]Value, 0, len(args))
	for _, x := range args {
		r, ok := x.(*Range)
		if !ok {
			i, err := in.intArg(x, pos)
			if err != nil {
				return nil, err
			}
			v, err := entry(i)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
			continue
		}
		beg, length, err := in.rangeBegLenStrict(r, n, pos)
		if err != nil {
			return nil, err
		}
		if int64(len(out))+length > maxArrayLen {
			return nil, in.limitErr(pos)
		}
		j := beg
		for ; j < beg+length && j < n; j++ {
			v, err := entry(j)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		for ; j < beg+length; j++ {
			out = append(out, nil)
		}
	}
	return newArray(out), nil
}

// rangeBegLenStrict is rb_range_beg_len with err=1: a negative bound
// counts from the end, a start still before the first element is
// "RANGE out of range", an end past the last is kept (the caller pads),
// an endless Range ends at the last element, a beginless one starts at
// the first.
func (in *Interp) rangeBegLenStrict(r *Range, n int64, pos int) (int64, int64, error) {
	var beg, end int64
	if r.Begin != nil {
		b, err := in.intArg(r.Begin, pos)
		if err != nil {
			return 0, 0, err
		}
		beg = b
	}
	if r.End == nil {
		end = n
	} else {
		e, err := in.intArg(r.End, pos)
		if err != nil {
			return 0, 0, err
		}
		end = e
	}
	if beg < 0 {
		if beg += n; beg < 0 {
			return 0, 0, in.raise(cRangeError, pos, "%s out of range", in.inspect(r))
		}
	}
	if r.End != nil {
		if end < 0 {
			end += n
		}
		if !r.Exclusive {
			end++
		}
	}
	length := end - beg
	if length < 0 {
		length = 0
	}
	return beg, length, nil
}
