package ruby

import (
	"math"

	"github.com/punch-dev/punch/compiler/values"
)

// The Go half of Puppet::Pops::Time::Timestamp and Timespan (the Ruby
// half is in puppet_prelude.rb): their objects hold Puppet's value, so
// that one made in Ruby is a Timestamp or Timespan when it reaches Puppet
// code, and parse reads Puppet's default formats as Timestamp.new and
// Timespan.new of the language do (values.New).
func (in *Interp) definePuppetTime() {
	for _, t := range []struct {
		cls  string
		typ  values.Type
		make func(int64) values.Value
	}{
		{"Puppet::Pops::Time::Timestamp", values.TimestampType(math.MinInt64, math.MaxInt64), func(n int64) values.Value { return values.Timestamp(n) }},
		{"Puppet::Pops::Time::Timespan", values.TimespanType(math.MinInt64, math.MaxInt64), func(n int64) values.Value { return values.Timespan(n) }},
	} {
		t := t
		cls := in.puppetValueClass(t.cls)
		// new(nanoseconds)
		cls.DefineSingletonMethod("new", 1, 1, func(c *Call) (Value, error) {
			n, ok := c.Args[0].(int64)
			if !ok {
				return nil, c.In.unsupportedErr(t.cls + ".new of " + c.In.className(c.Args[0]) + " (Punch keeps nanoseconds in a 64-bit Integer)")
			}
			return c.In.puppetObject(t.make(n)), nil
		})
		// parse(string, format = default[, timezone]): the default formats only
		maxArgs := 2
		if t.cls == "Puppet::Pops::Time::Timestamp" {
			maxArgs = 3
		}
		cls.DefineSingletonMethod("parse", 1, maxArgs, func(c *Call) (Value, error) {
			s, err := c.In.strArg(c.Args[0], 0)
			if err != nil {
				return nil, err
			}
			for _, a := range c.Args[1:] {
				if !isDefaultArg(a) {
					return nil, c.In.unsupportedErr(t.cls + ".parse with a format or timezone (Punch reads Puppet's default formats only)")
				}
			}
			v, err := values.New(t.typ, []values.Value{s})
			if err != nil {
				return nil, c.In.raise(cArgumentError, 0, "%s", err.Error())
			}
			return c.In.puppetObject(v), nil
		})
	}
}

// isDefaultArg says whether a format or timezone argument asks for
// Puppet's default: nil, :default or "".
func isDefaultArg(v Value) bool {
	switch x := v.(type) {
	case nil:
		return true
	case Symbol:
		return x == "default"
	case *String:
		return x.s == ""
	}
	return false
}
