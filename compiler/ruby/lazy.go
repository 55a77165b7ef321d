package ruby

import (
	"errors"
	"strings"
)

// Enumerator::Lazy (enumerator.c's lazy enumerators): lazy on any
// enumerable gives one whose map, select, reject, take, take_while, ...
// add a stage instead of collecting; first(n), to_a/force, each and the
// other Enumerable methods then run the source's each once, each value
// going through the stages as it comes. take(n) and take_while end the
// source's iteration once they are done (as Ruby's break out of it), so
// an endless source works as in Ruby.
//
// A Lazy is an Enumerator (Enumerator::Lazy < Enumerator) whose rEnum
// iterates the Lazy itself (recv is the object, meth "each") and carries
// its stage; the Enumerator methods (next, with_index...) reach the
// stages through that each.
var bLazy = defBuiltin("Enumerator::Lazy", "Enumerator", false)

// lazyStage is one step of a lazy chain: the root (op "") iterates src
// with each; every other stage takes the values of src, the Lazy before.
type lazyStage struct {
	src  Value
	op   string
	blk  *Proc
	n    int64 // take, drop; with_index's offset
	arg  Value // grep's pattern
	args []Value
}

// lazyStop ends the source's iteration when a take or take_while stage
// is done; the stage that made it catches it (its own, by identity).
type lazyStop struct{ st *lazyStage }

func (s *lazyStop) Error() string { return "lazy enumerator: " + s.st.op + " is done" }

func (in *Interp) newLazy(st *lazyStage) Value {
	o := &Object{class: in.named["Enumerator::Lazy"]}
	o.Data = &rEnum{recv: o, meth: "each", lazy: st}
	return o
}

// lazyOf is the stage of a Lazy (nil for any other value).
func lazyOf(v Value) *lazyStage {
	if o, ok := v.(*Object); ok {
		if e, ok := o.Data.(*rEnum); ok {
			return e.lazy
		}
	}
	return nil
}

// lazyRun runs st's chain, handing each value it yields to sink. It
// returns the root's each result (Lazy#each's value for a root).
func (in *Interp) lazyRun(st *lazyStage, sink func(Value) error, pos int) (Value, error) {
	if st.op == "" {
		return in.send5(st.src, "each", nil, &Proc{min: 0, max: -1, fn: func(c *Call) (Value, error) {
			return nil, sink(pack(c.Args))
		}}, pos)
	}
	prev := lazyOf(st.src)
	if prev == nil {
		return nil, in.raise(cTypeError, pos, "uninitialized lazy enumerator")
	}
	if (st.op == "take") && st.n == 0 {
		return nil, nil
	}
	var step func(Value) error
	count := int64(0)
	dropping := true
	var seen *Hash
	switch st.op {
	case "map", "collect":
		step = func(v Value) error {
			r, err := in.yield1(st.blk, v)
			if err != nil {
				return err
			}
			return sink(r)
		}
	case "select", "filter", "reject", "filter_map":
		step = func(v Value) error {
			r, err := in.yield1(st.blk, v)
			if err != nil {
				return err
			}
			switch {
			case st.op == "filter_map" && Truthy(r):
				return sink(r)
			case st.op == "reject" && !Truthy(r), (st.op == "select" || st.op == "filter") && Truthy(r):
				return sink(v)
			}
			return nil
		}
	case "take_while":
		step = func(v Value) error {
			r, err := in.yield1(st.blk, v)
			if err != nil {
				return err
			}
			if !Truthy(r) {
				return &lazyStop{st}
			}
			return sink(v)
		}
	case "drop_while":
		step = func(v Value) error {
			if dropping {
				r, err := in.yield1(st.blk, v)
				if err != nil {
					return err
				}
				if Truthy(r) {
					return nil
				}
				dropping = false
			}
			return sink(v)
		}
	case "take":
		step = func(v Value) error {
			count++
			if err := sink(v); err != nil {
				return err
			}
			if count >= st.n {
				return &lazyStop{st}
			}
			return nil
		}
	case "drop":
		step = func(v Value) error {
			if count < st.n {
				count++
				return nil
			}
			return sink(v)
		}
	case "flat_map", "collect_concat":
		step = func(v Value) error {
			r, err := in.yield1(st.blk, v)
			if err != nil {
				return err
			}
			if a, ok := r.(*Array); ok {
				for _, e := range append([]Value(nil), a.a...) {
					if err := sink(e); err != nil {
						return err
					}
				}
				return nil
			}
			if in.respondTo(r, "force", false) && in.respondTo(r, "each", false) {
				_, err := in.send5(r, "each", nil, &Proc{min: 0, max: -1, fn: func(c *Call) (Value, error) {
					return nil, sink(pack(c.Args))
				}}, pos)
				return err
			}
			return sink(r)
		}
	case "with_index", "each_with_index":
		step = func(v Value) error {
			i := st.n + count
			count++
			if st.blk == nil {
				return sink(newArray([]Value{v, i}))
			}
			if _, err := in.yield(st.blk, v, i); err != nil {
				return err
			}
			return sink(v)
		}
	case "compact":
		step = func(v Value) error {
			if v == nil {
				return nil
			}
			return sink(v)
		}
	case "uniq":
		seen = NewHash()
		step = func(v Value) error {
			k := v
			if st.blk != nil {
				var err error
				if k, err = in.yield1(st.blk, v); err != nil {
					return err
				}
			}
			if seen.has(k) {
				return nil
			}
			seen.put(k, true)
			return sink(v)
		}
	case "grep", "grep_v":
		step = func(v Value) error {
			r, err := in.callMethod(st.arg, "===", []Value{v}, nil, nil, false)
			if err != nil {
				return err
			}
			if Truthy(r) != (st.op == "grep") {
				return nil
			}
			if st.blk != nil {
				if v, err = in.yield1(st.blk, v); err != nil {
					return err
				}
			}
			return sink(v)
		}
	default:
		return nil, in.unsupportedf("Enumerator::Lazy#%s", st.op)
	}
	_, err := in.lazyRun(prev, step, pos)
	var stop *lazyStop
	if errors.As(err, &stop) && stop.st == st {
		err = nil
	}
	return nil, err
}

// lazyInspect is Lazy#inspect: #<Enumerator::Lazy: SOURCE>, then
// ":op(args)" for each stage.
func (in *Interp) lazyInspect(st *lazyStage) string {
	if st.op == "" {
		return "#<Enumerator::Lazy: " + in.inspect(st.src) + ">"
	}
	var b strings.Builder
	b.WriteString("#<Enumerator::Lazy: ")
	if prev := lazyOf(st.src); prev != nil {
		b.WriteString(in.lazyInspect(prev))
	}
	b.WriteString(":" + st.op)
	if len(st.args) > 0 {
		parts := make([]string, len(st.args))
		for i, a := range st.args {
			parts[i] = in.inspect(a)
		}
		b.WriteString("(" + strings.Join(parts, ", ") + ")")
	}
	b.WriteString(">")
	return b.String()
}

// lazySize is Lazy#size: the source's size through map-like stages,
// take's bound, nil where a stage can drop values.
func (in *Interp) lazySize(st *lazyStage, pos int) (Value, error) {
	switch st.op {
	case "":
		if !in.respondTo(st.src, "size", false) {
			return nil, nil
		}
		return in.send5(st.src, "size", nil, nil, pos)
	case "map", "collect", "with_index", "each_with_index", "take":
		n, err := in.lazySize(lazyOf(st.src), pos)
		if err != nil || st.op != "take" {
			return n, err
		}
		switch x := n.(type) {
		case int64:
			return min(x, st.n), nil
		case float64:
			return st.n, nil
		}
	}
	return nil, nil
}

func init() {
	stageOf := func(c *Call) (*lazyStage, error) {
		if st := lazyOf(c.Self); st != nil {
			return st, nil
		}
		return nil, c.In.raise(cTypeError, 0, "uninitialized lazy enumerator")
	}
	withBlock := func(name string) GoFunc {
		return func(c *Call) (Value, error) {
			if c.Block == nil {
				return nil, c.In.raise(cArgumentError, 0, "tried to call lazy %s without a block", name)
			}
			return c.In.newLazy(&lazyStage{src: c.Self, op: name, blk: c.Block}), nil
		}
	}
	for _, name := range []string{"map", "collect", "select", "filter", "reject", "filter_map", "take_while", "drop_while", "flat_map", "collect_concat"} {
		bLazy.def(name, 0, 0, withBlock(name))
	}
	for _, name := range []string{"take", "drop"} {
		name := name
		bLazy.def(name, 1, 1, func(c *Call) (Value, error) {
			n, err := c.In.intArg(c.Args[0], 0)
			if err != nil {
				return nil, err
			}
			if n < 0 {
				return nil, c.In.raise(cArgumentError, 0, "attempt to %s negative size", name)
			}
			return c.In.newLazy(&lazyStage{src: c.Self, op: name, n: n, args: c.Args}), nil
		})
	}
	for _, name := range []string{"with_index", "each_with_index"} {
		name := name
		max := 1
		if name == "each_with_index" {
			max = 0
		}
		bLazy.def(name, 0, max, func(c *Call) (Value, error) {
			st := &lazyStage{src: c.Self, op: name, blk: c.Block, args: c.Args}
			if len(c.Args) == 1 && c.Args[0] != nil {
				n, err := c.In.intArg(c.Args[0], 0)
				if err != nil {
					return nil, err
				}
				st.n = n
			}
			return c.In.newLazy(st), nil
		})
	}
	bLazy.def("compact", 0, 0, func(c *Call) (Value, error) {
		return c.In.newLazy(&lazyStage{src: c.Self, op: "compact"}), nil
	})
	bLazy.def("uniq", 0, 0, func(c *Call) (Value, error) {
		return c.In.newLazy(&lazyStage{src: c.Self, op: "uniq", blk: c.Block}), nil
	})
	for _, name := range []string{"grep", "grep_v"} {
		name := name
		bLazy.def(name, 1, 1, func(c *Call) (Value, error) {
			return c.In.newLazy(&lazyStage{src: c.Self, op: name, blk: c.Block, arg: c.Args[0], args: c.Args}), nil
		})
	}
	bLazy.def("each", 0, -1, func(c *Call) (Value, error) {
		st, err := stageOf(c)
		if err != nil || c.Block == nil {
			return c.Self, err
		}
		blk := c.Block
		return c.In.lazyRun(st, func(v Value) error {
			_, err := c.In.yield1(blk, v)
			return err
		}, 0)
	})
	force := func(c *Call) (Value, error) {
		items, err := c.In.eachToA(c.Self)
		return newArray(items), err
	}
	bLazy.def("force", 0, 0, force)
	bLazy.def("to_a", 0, 0, force)
	bLazy.def("eager", 0, 0, func(c *Call) (Value, error) {
		return c.In.newEnum(&rEnum{recv: c.Self, meth: "each"}), nil
	})
	bLazy.def("lazy", 0, 0, func(c *Call) (Value, error) { return c.Self, nil })
	bLazy.def("size", 0, 0, func(c *Call) (Value, error) {
		st, err := stageOf(c)
		if err != nil {
			return nil, err
		}
		return c.In.lazySize(st, 0)
	})
	bLazy.def("inspect", 0, 0, func(c *Call) (Value, error) {
		st, err := stageOf(c)
		if err != nil {
			return nil, err
		}
		return NewString(c.In.lazyInspect(st)), nil
	})
	bLazy.alias("to_s", "inspect")
}

// lazyFrom is recv.lazy: a Lazy whose root iterates recv.
func (in *Interp) lazyFrom(recv Value) Value {
	if lazyOf(recv) != nil {
		return recv
	}
	return in.newLazy(&lazyStage{src: recv, op: ""})
}
