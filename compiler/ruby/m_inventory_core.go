package ruby

import "math"

// Ruby 3.1 methods of core classes Punch lacked (QA-FORGE-16 I1, the
// inventory of golden forge16_ruby_core_method_inventory), each the
// composition Ruby defines: Symbol#casecmp/casecmp?/slice are the
// String's of its name; Integer#numerator/denominator are self and 1;
// Float#numerator/denominator are those of to_r (NaN and the infinities
// answer themselves and 1); NilClass#rationalize is 0/1. Checked by the
// oracle script testdata/oracle/inventory_core.rb.

func init() {
	bSymbol.def("casecmp", 1, 1, func(c *Call) (Value, error) {
		other, ok := c.Args[0].(Symbol)
		if !ok {
			return nil, nil
		}
		return c.In.CallMethod(NewString(string(c.Self.(Symbol))), "casecmp", NewString(string(other)))
	})
	bSymbol.def("casecmp?", 1, 1, func(c *Call) (Value, error) {
		other, ok := c.Args[0].(Symbol)
		if !ok {
			return nil, nil
		}
		return c.In.CallMethod(NewString(string(c.Self.(Symbol))), "casecmp?", NewString(string(other)))
	})
	bSymbol.def("slice", 1, 2, func(c *Call) (Value, error) {
		return c.In.CallMethod(NewString(string(c.Self.(Symbol))), "slice", c.Args...)
	})
	bInteger.def("numerator", 0, 0, func(c *Call) (Value, error) { return c.Self, nil })
	bInteger.def("denominator", 0, 0, func(c *Call) (Value, error) { return int64(1), nil })
	ofRational := func(part string) GoFunc {
		return func(c *Call) (Value, error) {
			f, _ := c.Self.(float64)
			if math.IsNaN(f) || math.IsInf(f, 0) {
				if part == "denominator" {
					return int64(1), nil
				}
				return f, nil
			}
			r, err := c.In.CallMethod(c.Self, "to_r")
			if err != nil {
				return nil, err
			}
			return c.In.CallMethod(r, part)
		}
	}
	bFloat.def("numerator", 0, 0, ofRational("numerator"))
	bFloat.def("denominator", 0, 0, ofRational("denominator"))
	bNilClass.def("rationalize", 0, 1, func(c *Call) (Value, error) { return c.In.CallMethod(nil, "to_r") })
}
