package ruby

import "strconv"

// Ruby 3.1 core methods RUBY-21 added (the inventory of golden
// forge16_ruby_core_method_inventory and what pp needs), each checked
// against Ruby 3.1 by TestOracle inventory21.

func init() {
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
