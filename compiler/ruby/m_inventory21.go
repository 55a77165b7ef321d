package ruby

import "strconv"

// Ruby 3.1 core methods RUBY-21 added (the inventory of golden
// forge16_ruby_core_method_inventory and what pp needs), each checked
// against Ruby 3.1 by TestOracle inventory21.

func init() {
	// Module#autoload?(name): the path a constant's autoload will
	// require, nil once it is loaded (or for a constant without one)
	bModule.def("autoload?", 1, 2, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		if al, ok := c.Self.(*Module).consts[n].(*autoloadMarker); ok {
			return NewString(al.path), nil
		}
		return nil, nil
	})
	// Regexp#named_captures: each group name with the numbers of its
	// groups, in the order the names first appear
	bRegexp.def("named_captures", 0, 0, func(c *Call) (Value, error) {
		r := c.Self.(*Regexp)
		h := NewHash()
		e := r.re.Engine()
		for _, n := range e.GetGroupNames() {
			if _, err := strconv.Atoi(n); err == nil {
				continue
			}
			h.put(str(n), newArray([]Value{int64(e.GroupNumberFromName(n))}))
		}
		return h, nil
	})
}
