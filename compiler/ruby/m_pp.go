package ruby

// Kernel#pretty_inspect before the pp library is loaded (RUBY-21): Puppet
// has pp loaded, so every object answers it; the first call loads the
// library (rlib's pp.rb), whose Kernel#pretty_inspect replaces this one,
// and calls that.
func init() {
	bKernel.def("pretty_inspect", 0, 0, func(c *Call) (Value, error) {
		if c.In.loadedLibs["pp"] {
			return nil, c.In.noMethodError(c.Self, "pretty_inspect", false, false, nil)
		}
		if err := c.In.require("pp", false); err != nil {
			return nil, err
		}
		return c.In.callMethod(c.Self, "pretty_inspect", nil, nil, nil, true)
	})
}
