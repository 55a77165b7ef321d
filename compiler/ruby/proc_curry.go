package ruby

// Proc#curry and Method#curry (proc.c's proc_curry, make_curry_proc,
// curry): a curried proc collects arguments over its calls and calls the
// proc once it has arity of them (the proc's required count, or the
// arity given; a lambda checks a given arity against its own). The
// curried proc is a lambda when the proc is, and takes any number of
// arguments each time.

// procMinMax is rb_proc_min_max_arity: the required parameters, and the
// most a proc takes (-1: any number).
func (in *Interp) procMinMax(p *Proc) (int, int) {
	switch {
	case p.blk != nil:
		if p.blk.params == nil {
			return 0, 0
		}
		lo, hi := 0, 0
		for _, x := range p.blk.params.list {
			switch x.kind {
			case pReq, pPost:
				lo++
				if hi >= 0 {
					hi++
				}
			case pOpt:
				if hi >= 0 {
					hi++
				}
			case pRest:
				hi = -1
			}
		}
		return lo, hi
	case p.method != nil:
		if a := in.methodArity(p.method); a < 0 {
			return -a - 1, -1
		} else {
			return a, a
		}
	case p.symName != "":
		return 1, -1
	}
	return p.min, p.max
}

func (in *Interp) procCurry(p *Proc, args []Value) (Value, error) {
	lo, hi := in.procMinMax(p)
	arity := lo
	if len(args) > 0 && args[0] != nil {
		n, err := in.intArg(args[0], 0)
		if err != nil {
			return nil, err
		}
		if p.lambda && (int(n) < lo || hi >= 0 && int(n) > hi) {
			return nil, in.argcError(int(n), lo, hi)
		}
		arity = int(n)
	}
	return in.curried(p, nil, arity), nil
}

// curried is the proc of curry: passed are the arguments so far.
func (in *Interp) curried(p *Proc, passed []Value, arity int) *Proc {
	return &Proc{lambda: p.lambda, min: 0, max: -1, fn: func(c *Call) (Value, error) {
		all := append(append([]Value(nil), passed...), c.Args...)
		if len(all) < arity {
			return c.In.curried(p, all, arity), nil
		}
		return c.In.callBlock(p, all, nil, c.Block)
	}}
}

func init() {
	bMethod.def("curry", 0, 1, func(c *Call) (Value, error) {
		pr, err := c.In.callMethod(c.Self, "to_proc", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		p, ok := pr.(*Proc)
		if !ok {
			return nil, c.In.raise(cTypeError, 0, "to_proc did not return a Proc")
		}
		return c.In.procCurry(p, c.Args)
	})
}
