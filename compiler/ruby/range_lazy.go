package ruby

// Range methods that Ruby answers by walking the range one element at a
// time and stopping early (Range#first(n), Enumerable#take, each with a
// break, find, take_while...). Building the whole range first is what Ruby
// never does for these: an IPAddr /64's to_range has 2^64 elements and
// `to_range.first(2)` answers at once in Ruby (QA-SITE S6), so these walk
// with succ and stop as soon as the answer is known.

// stopWalk ends a rangeWalk early without an error.
type stopWalk struct{}

func (stopWalk) Error() string { return "stop" }

// rangeWalk calls fn with each element of r in order, as Ruby's
// range_each does: Integer ranges count (an endless or Float end counts
// until fn stops or the step limit ends it), String ranges follow
// String#upto, any other begin that responds to succ walks with succ and
// <=>. fn returns stopWalk{} to end the walk early.
func (in *Interp) rangeWalk(r *Range, pos int, fn func(Value) error) error {
	done := func(err error) error {
		if _, ok := err.(stopWalk); ok {
			return nil
		}
		return err
	}
	switch lo := r.Begin.(type) {
	case int64:
		var hi int64
		endless := false
		switch e := r.End.(type) {
		case nil:
			endless = true
		case int64:
			hi = e
			if r.Exclusive {
				hi--
			}
		case float64:
			if e >= 1<<62 {
				endless = true
			} else {
				hi = int64(e)
				if float64(hi) == e && r.Exclusive {
					hi--
				}
			}
		default:
			return in.raise(cTypeError, pos, "can't iterate from Integer")
		}
		for i := lo; endless || i <= hi; i++ {
			if err := fn(i); err != nil {
				return done(err)
			}
			if err := in.tick(); err != nil {
				return err
			}
			if i == 1<<63-1 {
				break
			}
		}
		return nil
	case *String:
		hi, ok := r.End.(*String)
		if !ok {
			return in.raise(cTypeError, pos, "can't iterate from String")
		}
		return done(in.strUptoEach(lo.s, hi.s, r.Exclusive, func(s string) error {
			if err := fn(NewString(s)); err != nil {
				return err
			}
			return in.tick()
		}))
	}
	if r.Begin == nil || !in.respondTo(r.Begin, "succ", false) {
		return in.raise(cTypeError, pos, "can't iterate from %s", in.className(r.Begin))
	}
	v := r.Begin
	for {
		c := -1
		if r.End != nil {
			cv, ok, err := in.compare(v, r.End)
			if err != nil {
				return err
			}
			if !ok {
				return nil
			}
			c = cv
		}
		if c > 0 || c == 0 && r.Exclusive {
			return nil
		}
		if err := fn(v); err != nil {
			return done(err)
		}
		if c == 0 {
			return nil
		}
		if err := in.tick(); err != nil {
			return err
		}
		next, err := in.callMethod(v, "succ", nil, nil, nil, false)
		if err != nil {
			return err
		}
		v = next
	}
}

// rangeLazy answers the Range methods that stop early without building the
// range; handled is false for every other call.
func (in *Interp) rangeLazy(r *Range, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	switch name {
	case "first", "take":
		if len(args) != 1 || blk != nil && name == "first" {
			return nil, false, nil
		}
		if r.Begin == nil && name == "first" {
			return nil, true, in.raise(cRangeError, pos, "cannot get the first element of beginless range")
		}
		n, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if n < 0 {
			if name == "first" {
				return nil, true, in.raise(cArgumentError, pos, "negative array size (or size too big)")
			}
			return nil, true, in.raise(cArgumentError, pos, "attempt to take negative size")
		}
		// Ruby makes the result's room at once (rb_ary_new2)
		if err := in.newArraySize(n, pos); err != nil {
			return nil, true, err
		}
		if n > int64(maxArrayLen) {
			n = int64(maxArrayLen) + 1 // the walk below fails at the bound
		}
		out := make([]Value, 0, min(n, 64))
		if n == 0 {
			if name == "take" {
				return newArray(out), true, nil
			}
			// Range#first(0) still checks that the range can be iterated.
		}
		err = in.rangeWalk(r, pos, func(v Value) error {
			if int64(len(out)) >= n {
				return stopWalk{}
			}
			if len(out) >= maxArrayLen {
				return in.limitErr(pos)
			}
			out = append(out, v)
			if int64(len(out)) >= n {
				return stopWalk{}
			}
			return nil
		})
		if err != nil {
			return nil, true, err
		}
		return newArray(out), true, nil
	case "each":
		if blk == nil {
			return nil, false, nil
		}
		err := in.rangeWalk(r, pos, func(v Value) error {
			_, err := in.yield1(blk, v)
			return err
		})
		if err != nil {
			return nil, true, err
		}
		return r, true, nil
	case "find", "detect", "find_index", "take_while", "each_with_index":
		if blk == nil || len(args) != 0 {
			return nil, false, nil
		}
		var found Value
		var out []Value
		i := int64(0)
		err := in.rangeWalk(r, pos, func(v Value) error {
			if name == "each_with_index" {
				_, err := in.callBlock(blk, []Value{v, i}, nil, nil)
				i++
				return err
			}
			res, err := in.yield1(blk, v)
			if err != nil {
				return err
			}
			if name == "take_while" {
				if !Truthy(res) {
					return stopWalk{}
				}
				if len(out) >= maxArrayLen {
					return in.limitErr(pos)
				}
				out = append(out, v)
				return nil
			}
			if Truthy(res) {
				if name == "find_index" {
					found = i
				} else {
					found = v
				}
				return stopWalk{}
			}
			i++
			return nil
		})
		if err != nil {
			return nil, true, err
		}
		switch name {
		case "take_while":
			return newArray(out), true, nil
		case "each_with_index":
			return r, true, nil
		}
		return found, true, nil
	}
	return nil, false, nil
}
