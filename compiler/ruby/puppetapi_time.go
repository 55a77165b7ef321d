package ruby

import (
	"cmp"
	"math"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Puppet::Pops::Time::Timestamp and Timespan for module Ruby, as Puppet
// 7.23 has them (golden fn_ruby_api_time). Their objects hold Puppet's
// value, so that one made in Ruby is a Timestamp or Timespan when it
// reaches Puppet code; parse reads Puppet's default formats as
// Timestamp.new and Timespan.new of the language do (values.New). The
// prelude declares the classes (TimeData < Numeric); their methods are Go
// so that a compile's copy of the prepared Interp shares their tables
// (Ruby methods there cost every compile about 40 allocations).

const (
	clsTimestamp = "Puppet::Pops::Time::Timestamp"
	clsTimespan  = "Puppet::Pops::Time::Timespan"
)

// timeOf reads a Timestamp's or Timespan's nanoseconds; span tells which.
func timeOf(v Value) (ns int64, span, ok bool) {
	pv, _ := pvOf(v)
	switch x := pv.(type) {
	case values.Timestamp:
		return int64(x), false, true
	case values.Timespan:
		return int64(x), true, true
	}
	return 0, false, false
}

func (in *Interp) timeObject(ns int64, span bool) Value {
	if span {
		return in.puppetObject(values.Timespan(ns))
	}
	return in.puppetObject(values.Timestamp(ns))
}

// timeLabel names a value in Puppet's time errors: "a String", "an
// Integer" (upper: "A String"), by the last segment of its class's name.
func (in *Interp) timeLabel(v Value, upper bool) string {
	name := in.className(v)
	if i := strings.LastIndex(name, "::"); i >= 0 {
		name = name[i+2:]
	}
	article := "a"
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		article = "an"
	}
	if upper {
		article = strings.ToUpper(article[:1]) + article[1:]
	}
	return article + " " + name
}

// secondsToNs is Ruby's (o * NSECS_PER_SEC).to_i of an Integer or Float.
func (in *Interp) secondsToNs(o Value) (int64, bool, error) {
	switch o.(type) {
	case int64, float64:
	default:
		return 0, false, nil
	}
	p, err := in.callMethod(o, "*", []Value{values.NsecsPerSec}, nil, nil, false)
	if err != nil {
		return 0, false, err
	}
	i, err := in.callMethod(p, "to_i", nil, nil, nil, false)
	if err != nil {
		return 0, false, err
	}
	n, ok := i.(int64)
	if !ok {
		return 0, false, in.unsupportedErr("a Timestamp or Timespan beyond 64 bits of nanoseconds")
	}
	return n, true, nil
}

func (in *Interp) definePuppetTime() {
	data := in.puppetValueClass("Puppet::Pops::Time::TimeData")
	ts := in.puppetValueClass(clsTimestamp)
	tsp := in.puppetValueClass(clsTimespan)
	self := func(c *Call) int64 {
		ns, _, _ := timeOf(c.Self)
		return ns
	}
	// TimeData: nanoseconds, seconds, comparisons (Comparable through Numeric)
	data.DefineMethod("nsecs", 0, 0, func(c *Call) (Value, error) { return self(c), nil })
	data.DefineMethod("to_f", 0, 0, func(c *Call) (Value, error) { return float64(self(c)) / float64(values.NsecsPerSec), nil })
	toInt := func(c *Call) (Value, error) { return floorDiv(self(c), values.NsecsPerSec), nil }
	data.DefineMethod("to_int", 0, 0, toInt)
	data.DefineMethod("to_i", 0, 0, toInt)
	data.DefineMethod("<=>", 1, 1, func(c *Call) (Value, error) {
		ns, span, _ := timeOf(c.Self)
		switch o := c.Args[0].(type) {
		case int64:
			return int64(cmp.Compare(floorDiv(ns, values.NsecsPerSec), o)), nil
		case float64:
			return c.In.callMethod(float64(ns)/float64(values.NsecsPerSec), "<=>", []Value{o}, nil, nil, false)
		}
		if ons, ospan, ok := timeOf(c.Args[0]); ok && ospan == span {
			return int64(cmp.Compare(ns, ons)), nil
		}
		return nil, nil
	})

	for _, t := range []struct {
		cls  *Module
		name string
		typ  values.Type
		span bool
	}{
		{ts, clsTimestamp, values.TimestampType(math.MinInt64, math.MaxInt64), false},
		{tsp, clsTimespan, values.TimespanType(math.MinInt64, math.MaxInt64), true},
	} {
		t := t
		// new(nanoseconds)
		t.cls.DefineSingletonMethod("new", 1, 1, func(c *Call) (Value, error) {
			n, ok := c.Args[0].(int64)
			if !ok {
				return nil, c.In.unsupportedErr(t.name + ".new of " + c.In.className(c.Args[0]) + " (Punch keeps nanoseconds in a 64-bit Integer)")
			}
			return c.In.timeObject(n, t.span), nil
		})
		// parse(string, format = :default[, timezone]): Puppet's
		// Timestamp.parse / Timespan.parse (values.ParseTimestamp,
		// ParseTimespan): a format String, an Array of them, or the
		// defaults; a timezone name or offset
		maxArgs := 3
		if t.span {
			maxArgs = 2
		}
		t.cls.DefineSingletonMethod("parse", 1, maxArgs, func(c *Call) (Value, error) {
			in := c.In
			s, err := in.strArg(c.Args[0], 0)
			if err != nil {
				return nil, err
			}
			var formats []string
			single := false
			if t.span && len(c.Args) == 1 {
				formats = values.DefaultTimespanFormats
			}
			if len(c.Args) > 1 {
				// Timespan's format parser takes Strings only
				// (:default too is "Format must be a String");
				// Timestamp's :default or nil are its defaults.
				notString := func() error {
					if t.span {
						return in.raise(cArgumentError, 0, "Format must be a String")
					}
					return in.raise(cTypeError, 0, "no implicit conversion of %s into String", in.className(c.Args[1]))
				}
				switch f := c.Args[1].(type) {
				case nil:
					if t.span {
						return nil, notString()
					}
				case Symbol:
					if t.span || f != "default" {
						return nil, notString()
					}
				case *String:
					formats, single = []string{f.s}, true
				case *Array:
					formats = make([]string, len(f.a))
					for i, e := range f.a {
						es, ok := e.(*String)
						if !ok {
							if t.span {
								return nil, notString()
							}
							return nil, in.raise(cTypeError, 0, "no implicit conversion of %s into String", in.className(e))
						}
						formats[i] = es.s
					}
				default:
					return nil, notString()
				}
			}
			var v values.Value
			if t.span {
				v, err = values.ParseTimespan(s, formats, single)
			} else {
				tz := ""
				if len(c.Args) > 2 && !isDefaultArg(c.Args[2]) {
					if tz, err = in.strArg(c.Args[2], 0); err != nil {
						return nil, err
					}
				}
				v, err = values.ParseTimestamp(s, formats, single, tz)
			}
			if err != nil {
				return nil, in.raise(cArgumentError, 0, "%s", err.Error())
			}
			return in.puppetObject(v), nil
		})
	}

	// Timestamp
	ts.DefineSingletonMethod("now", 0, 0, func(c *Call) (Value, error) {
		now, err := c.In.callMethod(c.In.classByName("Time"), "now", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		return c.In.callMethod(c.Self, "from_time", []Value{now}, nil, nil, false)
	})
	ts.DefineSingletonMethod("from_time", 1, 1, func(c *Call) (Value, error) {
		sec, err := c.In.callMethod(c.Args[0], "tv_sec", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		nsec, err := c.In.callMethod(c.Args[0], "tv_nsec", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		s, ok1 := sec.(int64)
		n, ok2 := nsec.(int64)
		if !ok1 || !ok2 {
			return nil, c.In.unsupportedErr(clsTimestamp + ".from_time of a time beyond 64 bits of nanoseconds")
		}
		return c.In.timeObject(s*values.NsecsPerSec+n, false), nil
	})
	ts.DefineSingletonMethod("from_hash", 1, 1, func(c *Call) (Value, error) {
		args := make([]Value, 3)
		for i, k := range []string{"string", "format", "timezone"} {
			v, err := c.In.callMethod(c.Args[0], "[]", []Value{NewString(k)}, nil, nil, false)
			if err != nil {
				return nil, err
			}
			args[i] = v
		}
		return c.In.callMethod(c.Self, "parse", args, nil, nil, false)
	})
	ts.DefineMethod("+", 1, 1, func(c *Call) (Value, error) {
		ns := self(c)
		if ons, span, ok := timeOf(c.Args[0]); ok && span {
			return c.In.timeObject(ns+ons, false), nil
		}
		return c.In.timeBySeconds(ns, 1, c.Args[0], "added to a Timestamp", false)
	})
	ts.DefineMethod("-", 1, 1, func(c *Call) (Value, error) {
		ns := self(c)
		if ons, span, ok := timeOf(c.Args[0]); ok {
			// Timestamp - Timestamp is a Timespan, Timestamp - Timespan a Timestamp
			return c.In.timeObject(ns-ons, !span), nil
		}
		return c.In.timeBySeconds(ns, -1, c.Args[0], "subtracted from a Timestamp", false)
	})
	strftime := func(c *Call) (Value, error) {
		return c.In.hostCallFunction("strftime", append([]Value{c.Self}, c.Args...), nil)
	}
	ts.DefineMethod("format", 1, 2, func(c *Call) (Value, error) {
		if len(c.Args) == 2 && c.Args[1] == nil {
			c.Args = c.Args[:1]
		}
		return strftime(c)
	})
	ts.DefineMethod("to_time", 0, 0, func(c *Call) (Value, error) {
		ns := self(c)
		sec := floorDiv(ns, values.NsecsPerSec)
		t, err := c.In.callMethod(c.In.classByName("Time"), "at", []Value{sec, ns - sec*values.NsecsPerSec, Symbol("nsec")}, nil, nil, false)
		if err != nil {
			return nil, err
		}
		return c.In.callMethod(t, "utc", nil, nil, nil, false)
	})

	// Timespan
	tsp.DefineSingletonMethod("from_fields", 5, 8, func(c *Call) (Value, error) {
		total := Value(int64(0))
		for i, mult := range []int64{1, 24, 60, 60, 1000, 1000, 1000} {
			n := Value(int64(0))
			if i+1 < len(c.Args) {
				n = c.Args[i+1]
			}
			p, err := c.In.callMethod(total, "*", []Value{mult}, nil, nil, false)
			if err != nil {
				return nil, err
			}
			if total, err = c.In.callMethod(p, "+", []Value{n}, nil, nil, false); err != nil {
				return nil, err
			}
		}
		if Truthy(c.Args[0]) {
			var err error
			if total, err = c.In.callMethod(total, "-@", nil, nil, nil, false); err != nil {
				return nil, err
			}
		}
		return c.In.callMethod(c.Self, "new", []Value{total}, nil, nil, false)
	})
	tsp.DefineSingletonMethod("from_hash", 1, 1, func(c *Call) (Value, error) {
		get := func(k string) (Value, error) {
			return c.In.callMethod(c.Args[0], "[]", []Value{NewString(k)}, nil, nil, false)
		}
		if has, err := c.In.callMethod(c.Args[0], "include?", []Value{NewString("string")}, nil, nil, false); err != nil || Truthy(has) {
			if err != nil {
				return nil, err
			}
			s, err := get("string")
			if err != nil {
				return nil, err
			}
			f, err := get("format")
			if err != nil {
				return nil, err
			}
			if !Truthy(f) {
				// from_string_hash: hash['format'] || the defaults
				return c.In.callMethod(c.Self, "parse", []Value{s}, nil, nil, false)
			}
			return c.In.callMethod(c.Self, "parse", []Value{s, f}, nil, nil, false)
		}
		args := make([]Value, 8)
		for i, k := range []string{"negative", "days", "hours", "minutes", "seconds", "milliseconds", "microseconds", "nanoseconds"} {
			v, err := get(k)
			if err != nil {
				return nil, err
			}
			if v == nil && i > 0 {
				v = int64(0)
			}
			args[i] = v
		}
		return c.In.callMethod(c.Self, "from_fields", args, nil, nil, false)
	})
	tsp.DefineMethod("negative?", 0, 0, func(c *Call) (Value, error) { return self(c) < 0, nil })
	tsp.DefineMethod("+", 1, 1, func(c *Call) (Value, error) {
		ns := self(c)
		if ons, span, ok := timeOf(c.Args[0]); ok {
			// a Timespan added to a Timestamp is a Timestamp
			return c.In.timeObject(ns+ons, span), nil
		}
		return c.In.timeBySeconds(ns, 1, c.Args[0], "added to a Timespan", true)
	})
	tsp.DefineMethod("-", 1, 1, func(c *Call) (Value, error) {
		ns := self(c)
		if ons, span, ok := timeOf(c.Args[0]); ok && span {
			return c.In.timeObject(ns-ons, true), nil
		}
		return c.In.timeBySeconds(ns, -1, c.Args[0], "subtracted from a Timespan", true)
	})
	tsp.DefineMethod("-@", 0, 0, func(c *Call) (Value, error) { return c.In.timeObject(-self(c), true), nil })
	// the arithmetic Ruby's numbers do on the span's nanoseconds or seconds
	numeric := func(c *Call, recv Value, op string) (Value, error) {
		return c.In.callMethod(recv, op, c.Args[:1], nil, nil, false)
	}
	isNum := func(v Value) bool {
		switch v.(type) {
		case int64, float64:
			return true
		}
		return false
	}
	tsp.DefineMethod("*", 1, 1, func(c *Call) (Value, error) {
		if !isNum(c.Args[0]) {
			return nil, c.In.raise(cArgumentError, 0, "A Timestamp cannot be multiplied by %s", c.In.timeLabel(c.Args[0], false))
		}
		p, err := numeric(c, self(c), "*")
		if err == nil {
			p, err = c.In.callMethod(p, "to_i", nil, nil, nil, false)
		}
		if err != nil {
			return nil, err
		}
		return c.In.callMethod(c.Self.(*Object).class, "new", []Value{p}, nil, nil, false)
	})
	divmod := func(c *Call) (Value, error) {
		switch c.Args[0].(type) {
		case int64:
			return numeric(c, floorDiv(self(c), values.NsecsPerSec), "divmod")
		case float64:
			return numeric(c, float64(self(c))/float64(values.NsecsPerSec), "divmod")
		}
		return nil, c.In.raise(cArgumentError, 0, "Can not do modulus on a Timespan using a %s", c.In.timeLabel(c.Args[0], false))
	}
	tsp.DefineMethod("divmod", 1, 1, divmod)
	modulo := func(c *Call) (Value, error) {
		r, err := divmod(c)
		if err != nil {
			return nil, err
		}
		return c.In.callMethod(r, "[]", []Value{int64(1)}, nil, nil, false)
	}
	tsp.DefineMethod("modulo", 1, 1, modulo)
	tsp.DefineMethod("%", 1, 1, modulo)
	div := func(c *Call) (Value, error) {
		if ons, span, ok := timeOf(c.Args[0]); ok && span {
			return float64(self(c)) / float64(ons), nil
		}
		if !isNum(c.Args[0]) {
			return nil, c.In.raise(cArgumentError, 0, "A Timespan cannot be divided by %s", c.In.timeLabel(c.Args[0], false))
		}
		q, err := numeric(c, self(c), "div")
		if err != nil {
			return nil, err
		}
		return c.In.callMethod(c.Self.(*Object).class, "new", []Value{q}, nil, nil, false)
	}
	tsp.DefineMethod("div", 1, 1, div)
	tsp.DefineMethod("/", 1, 1, div)
	abs := func(c *Call) int64 {
		ns := self(c)
		if ns < 0 {
			return -ns
		}
		return ns
	}
	for name, unit := range map[string]int64{"total_nanoseconds": 1, "total_microseconds": values.NsecsPerUsec, "total_milliseconds": values.NsecsPerMsec,
		"total_seconds": values.NsecsPerSec, "total_minutes": values.NsecsPerMin, "total_hours": values.NsecsPerHour, "total_days": values.NsecsPerDay} {
		unit := unit
		tsp.DefineMethod(name, 0, 0, func(c *Call) (Value, error) { return abs(c) / unit, nil })
	}
	// the span's parts: days, then each unit within the next larger one
	for name, p := range map[string][2]int64{"days": {values.NsecsPerDay, 0}, "hours": {values.NsecsPerHour, 24}, "minutes": {values.NsecsPerMin, 60},
		"seconds": {values.NsecsPerSec, 60}, "milliseconds": {values.NsecsPerMsec, 1000}, "nanoseconds": {1, values.NsecsPerSec}} {
		p := p
		tsp.DefineMethod(name, 0, 0, func(c *Call) (Value, error) {
			n := abs(c) / p[0]
			if p[1] != 0 {
				n %= p[1]
			}
			return n, nil
		})
	}
	tsp.DefineMethod("format", 1, 1, strftime)
	// to_hash: the fields, zeros left out (the sub-second ones smallest
	// first, as Puppet adds them); compact: seconds and nanoseconds
	tsp.DefineMethod("to_hash", 0, 1, func(c *Call) (Value, error) {
		ns := self(c)
		neg := ns < 0
		a := abs(c)
		sub := a % values.NsecsPerSec
		h := NewHash()
		if len(c.Args) == 1 && Truthy(c.Args[0]) {
			sign := int64(1)
			if neg {
				sign = -1
			}
			h.put(NewString("seconds"), sign*(a/values.NsecsPerSec))
			if sub != 0 {
				h.put(NewString("nanoseconds"), sign*sub)
			}
			return h, nil
		}
		for _, f := range []struct {
			k string
			v int64
		}{{"days", a / values.NsecsPerDay}, {"hours", a / values.NsecsPerHour % 24}, {"minutes", a / values.NsecsPerMin % 60}, {"seconds", a / values.NsecsPerSec % 60},
			{"nanoseconds", sub % 1000}, {"microseconds", sub / values.NsecsPerUsec % 1000}, {"milliseconds", sub / values.NsecsPerMsec}} {
			if f.v != 0 {
				h.put(NewString(f.k), f.v)
			}
		}
		if neg {
			h.put(NewString("negative"), true)
		}
		return h, nil
	})
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

// timeBySeconds is a Timestamp's or Timespan's ns plus sign times arg, a
// number of seconds (Integer or Float); anything else is Puppet's
// "X cannot be <verb> a <kind>" (verb "added to a Timestamp", ...).
func (in *Interp) timeBySeconds(ns int64, sign int64, arg Value, verb string, span bool) (Value, error) {
	d, ok, err := in.secondsToNs(arg)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, in.raise(cArgumentError, 0, "%s cannot be %s", in.timeLabel(arg, true), verb)
	}
	return in.timeObject(ns+sign*d, span), nil
}
