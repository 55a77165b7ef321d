package ruby

import "slices"

// Puppet::Util::Log as module Ruby uses it (PuppetX helpers logging with
// their own source): Log.create(level:, message:, source:), Log.new,
// Log.levels, Log.validlevel?, Log.level, and a Log's level, message,
// source and to_s. A message at or above Puppet's log level is logged
// with its source before it ("Notice: lg: text"; the default source
// "Puppet" is not printed), as Puppet's console destination writes it
// (golden forge16_ruby_util_log_create).

// SourceLogger is implemented by hosts that log a message with a source
// of Ruby's choosing (Puppet::Util::Log's); "" is none.
type SourceLogger interface {
	LogSource(level, source, msg string)
}

// logData is the Go state of a Puppet::Util::Log.
type logData struct{ level, message, source string }

// logThreshold is the index in logLevels of Puppet's log level (notice
// unless the compile says).
func (in *Interp) logThreshold() int {
	if in.host != nil {
		if v, ok := in.host.Setting("log_level"); ok {
			if s, isStr := v.(string); isStr {
				if i := slices.Index(logLevels, s); i >= 0 {
					return i
				}
			}
		}
	}
	return slices.Index(logLevels, "notice")
}

// sentLog is what Puppet's Logging#send_log returns for a message it
// logged at level: Log.create's Puppet::Util::Log (source "Puppet"), nil
// for a level below Puppet's log level.
func (in *Interp) sentLog(level, msg string) Value {
	if slices.Index(logLevels, level) < in.logThreshold() {
		return nil
	}
	return &Object{class: in.keptModule("Puppet::Util::Log"), Data: &logData{level: level, message: msg, source: "Puppet"}}
}

func (in *Interp) definePuppetUtilLog() {
	log := in.DefineClass(in.puppetModule("Puppet::Util"), "Log", nil)
	in.keep("Puppet::Util::Log", log)
	levels := func() *Array {
		a := &Array{a: make([]Value, len(logLevels))}
		for i, l := range logLevels {
			a.a[i] = Symbol(l)
		}
		return a
	}
	threshold := (*Interp).logThreshold
	sl := log.singletonClass()
	sl.DefineMethod("levels", 0, 0, func(c *Call) (Value, error) { return levels(), nil })
	sl.DefineMethod("validlevel?", 1, 1, func(c *Call) (Value, error) {
		s, ok := c.Args[0].(Symbol)
		return ok && slices.Contains(logLevels, string(s)), nil
	})
	sl.DefineMethod("level", 0, 0, func(c *Call) (Value, error) { return Symbol(logLevels[threshold(c.In)]), nil })
	sl.DefineMethod("eachlevel", 0, 0, func(c *Call) (Value, error) {
		for _, l := range logLevels {
			if _, err := c.In.yield(c.Block, Symbol(l)); err != nil {
				return nil, err
			}
		}
		return levels(), nil
	})
	arg := func(c *Call, h *Hash, name string) Value {
		v, _ := h.Get(Symbol(name))
		return v
	}
	newLog := func(c *Call) (Value, error) {
		h, ok := c.Args[0].(*Hash)
		if !ok {
			return nil, c.In.raise(cTypeError, 0, "no implicit conversion of %s into Hash", c.In.className(c.Args[0]))
		}
		lv := arg(c, h, "level")
		if lv == nil {
			return nil, c.In.raise(cArgumentError, 0, "Puppet::Util::Log requires a log level")
		}
		var level string
		switch x := lv.(type) {
		case Symbol:
			level = string(x)
		case *String:
			level = x.s
		default:
			return nil, c.In.raise(cArgumentError, 0, "Puppet::Util::Log requires a symbol or string")
		}
		if !slices.Contains(logLevels, level) {
			return nil, c.In.raise(cArgumentError, 0, "Invalid log level %s", level)
		}
		msg := arg(c, h, "message")
		if msg == nil {
			return nil, c.In.raise(cArgumentError, 0, "Puppet::Util::Log requires a message")
		}
		d := &logData{level: level, message: c.In.toS(msg), source: "Puppet"}
		if s := arg(c, h, "source"); s != nil {
			d.source = c.In.toS(s)
		}
		if slices.Index(logLevels, level) >= threshold(c.In) && c.In.host != nil {
			source := d.source
			if source == "Puppet" {
				source = ""
			}
			if sl, ok := c.In.host.(SourceLogger); ok {
				sl.LogSource(level, source, d.message)
			} else if source == "" {
				c.In.host.Log(level, d.message)
			} else {
				c.In.host.Log(level, source+": "+d.message)
			}
		}
		return &Object{class: log, Data: d}, nil
	}
	sl.DefineMethod("new", 1, 1, newLog)
	// create: Puppet's DevErrors for a missing or unknown level, nil for a
	// level below Puppet's log level
	sl.DefineMethod("create", 1, 1, func(c *Call) (Value, error) {
		h, ok := c.Args[0].(*Hash)
		if !ok {
			return nil, c.In.raise(cNoMethodError, 0, "undefined method `include?' for %s", c.In.inspect(c.Args[0]))
		}
		lv, has := h.Get(Symbol("level"))
		if !has {
			return nil, c.In.raise(cPuppetDevError, 0, "Logs require a level")
		}
		s, isSym := lv.(Symbol)
		i := slices.Index(logLevels, string(s))
		if !isSym || i < 0 {
			return nil, c.In.raise(cPuppetDevError, 0, "Invalid log level %s", c.In.toS(lv))
		}
		if i < threshold(c.In) {
			return nil, nil
		}
		return newLog(c)
	})
	of := func(c *Call) *logData {
		if o, ok := c.Self.(*Object); ok {
			if d, ok := o.Data.(*logData); ok {
				return d
			}
		}
		return &logData{}
	}
	log.DefineMethod("level", 0, 0, func(c *Call) (Value, error) { return Symbol(of(c).level), nil })
	log.DefineMethod("message", 0, 0, func(c *Call) (Value, error) { return NewString(of(c).message), nil })
	log.DefineMethod("source", 0, 0, func(c *Call) (Value, error) { return NewString(of(c).source), nil })
	log.DefineMethod("to_s", 0, 0, func(c *Call) (Value, error) { return NewString(of(c).message), nil })
}
