package ruby

// Enumerator.new { |y| ... } (enumerator.c): the Enumerator iterates an
// Enumerator::Generator, whose each runs the block with an
// Enumerator::Yielder; y << v and y.yield(v) hand v to the block each
// was given. first(n), take, lazy and next work on it as on any
// enumerator: first(n) ends the block's iteration once it has its values,
// so an endless generator (loop { y << ... }) is fine there.
var (
	bGenerator = defBuiltin("Enumerator::Generator", "Object", false).include("Enumerable")
	bYielder   = defBuiltin("Enumerator::Yielder", "Object", false)
)

func init() {
	bEnumerator.sdef("new", 0, 1, func(c *Call) (Value, error) {
		if c.Block == nil {
			return nil, c.In.raise(cArgumentError, 0, "no block given")
		}
		gen := &Object{class: c.In.named["Enumerator::Generator"], Data: c.Block}
		e := &rEnum{recv: gen, meth: "each"}
		if len(c.Args) == 1 {
			// Enumerator.new(size): size is an Integer, Float::INFINITY,
			// nil or a callable asked each time
			e.size, e.sized = c.Args[0], true
		}
		return &Object{class: c.Self.(*Module), Data: e}, nil
	})
	bGenerator.def("each", 0, -1, func(c *Call) (Value, error) {
		body, ok := c.Self.(*Object).Data.(*Proc)
		if !ok {
			return nil, c.In.raise(cTypeError, 0, "uninitialized generator")
		}
		if c.Block == nil {
			return c.Self, nil
		}
		y := &Object{class: c.In.named["Enumerator::Yielder"], Data: c.Block}
		return c.In.callProc(body, append([]Value{y}, c.Args...))
	})
	yielded := func(c *Call) (*Proc, error) {
		if p, ok := c.Self.(*Object).Data.(*Proc); ok {
			return p, nil
		}
		return nil, c.In.raise(cTypeError, 0, "uninitialized yielder")
	}
	bYielder.def("<<", 1, 1, func(c *Call) (Value, error) {
		p, err := yielded(c)
		if err != nil {
			return nil, err
		}
		if _, err := c.In.yield1(p, c.Args[0]); err != nil {
			return nil, err
		}
		return c.Self, nil
	})
	bYielder.def("yield", 0, -1, func(c *Call) (Value, error) {
		p, err := yielded(c)
		if err != nil {
			return nil, err
		}
		return c.In.callProc(p, c.Args)
	})
	bYielder.alias("call", "yield")
	bYielder.def("to_proc", 0, 0, func(c *Call) (Value, error) {
		p, err := yielded(c)
		if err != nil {
			return nil, err
		}
		return &Proc{min: 0, max: -1, fn: func(cc *Call) (Value, error) {
			return cc.In.yield1(p, pack(cc.Args))
		}, lambda: true}, nil
	})
}
