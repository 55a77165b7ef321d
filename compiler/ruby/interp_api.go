package ruby

import (
	"fmt"
	"strings"
)

// The Interp API for Go code (libraries, the erb and resourcetypes
// packages). Methods that run Ruby convert a Go panic into an error.

// EvalString evaluates Ruby source in the Interp at top level (self is
// main), e.g. the Ruby-written part of a library. file names it in errors
// and backtraces. The source is parsed each call: libraries should parse
// once with Parse and use EvalFile.
func (in *Interp) EvalString(file, src string) (Value, error) {
	f, err := ParseWithLocals(file, src)
	if err != nil {
		return nil, err
	}
	return in.EvalFile(f)
}

// EvalFile evaluates a parsed file at top level.
func (in *Interp) EvalFile(f *File) (Value, error) {
	v, err := in.protect(func() (Value, error) { return in.runFile(f) })
	if err != nil {
		return nil, in.goErr(err)
	}
	return v, nil
}

// goErr keeps a Ruby exception raised inside a library call as a Ruby
// exception (so Go code calling Ruby calling Go does not lose it) and
// converts everything else into an *Error.
func (in *Interp) goErr(err error) error {
	switch err.(type) {
	case *ExceptionError, *fatalErr:
		return err
	}
	return err
}

// CallMethod calls recv.name(*args) with Ruby's method lookup (public
// and private: it is a call from Go, like send).
func (in *Interp) CallMethod(recv Value, name string, args ...Value) (Value, error) {
	return in.CallMethodBlock(recv, name, args, nil)
}

// CallMethodBlock is CallMethod with a block.
func (in *Interp) CallMethodBlock(recv Value, name string, args []Value, blk *Proc) (Value, error) {
	return in.protect(func() (Value, error) { return in.callMethod(recv, name, args, nil, blk, true) })
}

// CallMethodKw is CallMethod with keyword arguments.
func (in *Interp) CallMethodKw(recv Value, name string, args []Value, kw *Hash, blk *Proc) (Value, error) {
	return in.protect(func() (Value, error) { return in.callMethod(recv, name, args, kw, blk, true) })
}

// CallProc calls a Proc (yield) with args.
func (in *Interp) CallProc(p *Proc, args ...Value) (Value, error) {
	return in.protect(func() (Value, error) { return in.callBlock(p, args, nil, nil) })
}

// Raise returns a Ruby exception of class (a constant path, e.g.
// "ArgumentError", "JSON::ParserError") with message msg, for a Go method
// to return.
func (in *Interp) Raise(class, msg string) error { return in.raiseClass(class, msg) }

// Raisef is Raise with fmt formatting.
func (in *Interp) Raisef(class, format string, args ...any) error {
	return in.raiseClass(class, fmt.Sprintf(format, args...))
}

// Unsupported returns the error for a construct or library feature the
// runtime does not implement (not rescuable by Ruby code).
func (in *Interp) Unsupported(what string) error { return in.unsupportedErr(what) }

// Inspect is v.inspect.
func (in *Interp) Inspect(v Value) (string, error) {
	r, err := in.protect(func() (Value, error) { return NewString(in.inspect(v)), nil })
	if err != nil {
		return "", err
	}
	return r.(*String).s, nil
}

// ToS is v.to_s.
func (in *Interp) ToS(v Value) (string, error) {
	r, err := in.protect(func() (Value, error) { return NewString(in.toS(v)), nil })
	if err != nil {
		return "", err
	}
	return r.(*String).s, nil
}

// ClassOf returns v's class (not its singleton class).
func (in *Interp) ClassOf(v Value) *Module { return in.realClass(v) }

// IsA reports v.is_a?(the class or module at constant path class).
func (in *Interp) IsA(v Value, class string) bool {
	m := in.classByName(class)
	return m != nil && in.isA(v, m)
}

// Const resolves a constant path ("JSON::ParserError", "::Set") from the
// top level, autoloading as Ruby would.
func (in *Interp) Const(path string) (Value, error) {
	return in.protect(func() (Value, error) {
		var v Value = in.cObject
		for _, part := range strings.Split(strings.TrimPrefix(path, "::"), "::") {
			m, ok := v.(*Module)
			if !ok {
				return nil, in.raise(cTypeError, 0, "%s is not a class/module", in.inspect(v))
			}
			var err error
			v, err = in.constGetFrom(m, part, m == in.cObject)
			if err != nil {
				return nil, err
			}
		}
		return v, nil
	})
}

// ExpectString returns v as a String or raises Ruby's TypeError ("no
// implicit conversion of Integer into String"), calling to_str on objects
// that have it.
func (in *Interp) ExpectString(v Value) (*String, error) {
	if s, ok := v.(*String); ok {
		return s, nil
	}
	r, err := in.convert(v, toStr, 0)
	s, _ := r.(*String)
	return s, err
}

// ExpectInt returns v as an int64 Integer or raises TypeError (to_int is
// honoured; a Float is truncated as Ruby's implicit conversion does).
func (in *Interp) ExpectInt(v Value) (int64, error) { return in.intArg(v, 0) }

// Equal is a == b with Ruby semantics.
func (in *Interp) Equal(a, b Value) (bool, error) {
	var r bool
	_, err := in.protect(func() (Value, error) {
		var err error
		r, err = in.equal(a, b)
		return nil, err
	})
	return r, err
}

// Eql is a.eql?(b) (hash key equality).
func (in *Interp) Eql(a, b Value) (bool, error) { return in.containerEql(a, b) }

// Truthy is Ruby truth (as the package function).
func (in *Interp) Truthy(v Value) bool { return Truthy(v) }

// stdStream is $stdout / $stderr / $stdin: writes go nowhere (Puppet
// sends them to the server's console, not to the catalog).
func (in *Interp) stdStream(name string) Value {
	if v, ok := in.globals[name]; ok {
		return v
	}
	cls := in.classByName("IO")
	o := &Object{class: cls}
	meta := in.objSingleton(o)
	// $stdout writes where Kernel#puts does, $stderr where warn does
	// (Interp.writeStdout, writeStderr); $stdin reads nothing
	write := func(c *Call, s string) {
		if name == "$stdout" {
			c.In.writeStdout(s)
		} else if name == "$stderr" {
			c.In.writeStderr(s)
		}
	}
	meta.DefineMethod("puts", 0, -1, func(c *Call) (Value, error) {
		var b strings.Builder
		if err := c.In.putsTo(&b, c.Args, 0); err != nil {
			return nil, err
		}
		write(c, b.String())
		return nil, nil
	})
	meta.DefineMethod("print", 0, -1, func(c *Call) (Value, error) {
		for _, a := range c.Args {
			write(c, c.In.toS(a))
		}
		return nil, nil
	})
	meta.DefineMethod("write", 0, -1, func(c *Call) (Value, error) {
		n := 0
		for _, a := range c.Args {
			s := c.In.toS(a)
			write(c, s)
			n += len(s)
		}
		return int64(n), nil
	})
	meta.DefineMethod("<<", 1, 1, func(c *Call) (Value, error) {
		write(c, c.In.toS(c.Args[0]))
		return c.Self, nil
	})
	meta.DefineMethod("printf", 0, -1, func(c *Call) (Value, error) {
		if len(c.Args) == 0 {
			return nil, nil
		}
		v, err := c.In.callMethod(c.In.mainObj, "format", c.Args, nil, nil, true)
		if err != nil {
			return nil, err
		}
		write(c, c.In.toS(v))
		return nil, nil
	})
	for _, n := range []string{"flush", "sync=", "sync", "fsync"} {
		meta.DefineMethod(n, 0, -1, func(c *Call) (Value, error) { return nil, nil })
	}
	meta.DefineMethod("tty?", 0, 0, func(c *Call) (Value, error) { return false, nil })
	for _, n := range []string{"gets", "read", "readline", "readlines", "each_line"} {
		n := n
		meta.DefineMethod(n, 0, -1, func(c *Call) (Value, error) { return nil, c.In.unsupportedErr(name + "." + n) })
	}
	in.globals[name] = o
	return o
}
