package ruby

// Refinements and ObjectSpace as module helpers use them (QA-FORGE-10 H9).
//
// A helper file that only defines a refinement (module Shout; refine String
// do ... end; end) must load: refine evaluates its block into a module of
// its own (as Ruby's Refinement), which changes nothing until a `using`
// activates it. Activating one (`using` at the top of a required file or in
// a class body) changes method lookup for the rest of that file, which
// Punch's lookup does not do: it is reported as not supported. Puppet
// evaluates a 4.x function file inside a method (RubyFunctionInstantiator),
// where Ruby refuses Module#using: Punch raises the same RuntimeError.

func defineRefine(m *builtinDef) {
	m.defPrivate("refine", 1, 1, func(c *Call) (Value, error) {
		mod := c.Self.(*Module)
		if mod.isClass {
			return nil, c.In.noMethodError(c.Self, "refine", true, false, nil)
		}
		if _, ok := c.Args[0].(*Module); !ok {
			return nil, c.In.raise(cTypeError, 0, "wrong argument type %s (expected Class or Module)", c.In.className(c.Args[0]))
		}
		if c.Block == nil {
			return nil, c.In.raise(cArgumentError, 0, "no block given")
		}
		ref := &Module{in: c.In}
		if _, err := c.In.callWithSelf(c.Block, ref, ref, []Value{ref}); err != nil {
			return nil, err
		}
		return ref, nil
	})
	m.defPrivate("using", 1, 1, func(c *Call) (Value, error) {
		if _, ok := c.Args[0].(*Module); !ok || c.Args[0].(*Module).isClass {
			return nil, c.In.raise(cTypeError, 0, "wrong argument type %s (expected Module)", c.In.className(c.Args[0]))
		}
		if c.In.inMethodBody() {
			return nil, c.In.raise(cRuntimeError, 0, "Module#using is not permitted in methods")
		}
		return nil, c.In.unsupportedErr("refinements (using: activating a refinement)")
	})
	bKernel.defPrivate("using", 1, 1, func(c *Call) (Value, error) {
		if c.Self != Value(c.In.mainObj) {
			return nil, c.In.noMethodError(c.Self, "using", true, false, nil)
		}
		if _, ok := c.Args[0].(*Module); !ok || c.Args[0].(*Module).isClass {
			return nil, c.In.raise(cTypeError, 0, "wrong argument type %s (expected Module)", c.In.className(c.Args[0]))
		}
		if c.In.inMethodBody() {
			return nil, c.In.raise(cRuntimeError, 0, "main.using is permitted only at toplevel")
		}
		return nil, c.In.unsupportedErr("refinements (main.using: activating a refinement)")
	})

	// ObjectSpace: modules test for it (respond_to?(:each_object)); walking
	// the heap is not done, so its methods are refused by name, and
	// garbage_collect (GC.start) does nothing, as far as Ruby code can see.
	os := defBuiltin("ObjectSpace", "", true)
	for _, n := range []string{"each_object", "count_objects", "define_finalizer", "undefine_finalizer", "_id2ref"} {
		n := n
		os.sdef(n, 0, -1, func(c *Call) (Value, error) { return nil, c.In.unsupportedErr("ObjectSpace." + n) })
	}
	os.sdef("garbage_collect", 0, -1, func(c *Call) (Value, error) { return nil, nil })
}

// inMethodBody reports whether the Ruby code making the current call runs
// in a method, or in a function file, which Puppet evaluates in one.
func (in *Interp) inMethodBody() bool {
	ctx := in.curCtx
	if ctx == nil {
		return false
	}
	if ctx.meth != nil {
		return true
	}
	m, ok := ctx.self.(*Module)
	return ok && (m.name == "Puppet::Pops::Loader::RubyFunctionInstantiator" || m.name == "Puppet::Pops::Loader::RubyLegacyFunctionInstantiator")
}
