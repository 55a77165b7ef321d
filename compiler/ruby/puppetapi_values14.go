package ruby

import (
	"encoding/base64"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/settings"
)

// More of Puppet's Ruby API on values (QA-FORGE-18 A4, golden
// forge18_ruby_puppet_api_value_probe, rubyapi14_values_loaders):
// Binary.from_string and the strict and URL-safe base64 readers,
// Puppet::Node::Environment.valid_name?, and Puppet::Pops::Loaders'
// find_loader(nil) and a function it loads (named by its class, as
// Puppet's 4.x function classes are).

func init() {
	AddPuppetAPIPart(func(in *Interp) error {
		bin := in.puppetValueClass("Puppet::Pops::Types::PBinaryType::Binary").singletonClass()
		// from_string: the String's UTF-8 bytes (transcoded when it is in
		// another encoding); an invalid String is Puppet's ArgumentError
		bin.DefineMethod("from_string", 1, 1, func(c *Call) (Value, error) {
			s, ok := c.Args[0].(*String)
			if !ok {
				return nil, c.In.noMethodError(c.Args[0], "encoding", false, false, nil)
			}
			if valid, err := c.In.callMethod(s, "valid_encoding?", nil, nil, nil, true); err != nil {
				return nil, err
			} else if !Truthy(valid) {
				return nil, c.In.raise(cArgumentError, 0, "The given string in encoding '%s' is invalid. Cannot create a Binary UTF-8 representation", s.enc.Name())
			}
			if s.enc != UTF8 {
				v, err := c.In.callMethod(s, "encode", []Value{NewString("UTF-8")}, nil, nil, true)
				if err != nil {
					return nil, err
				}
				s = v.(*String)
			}
			return c.In.puppetObject(&values.Binary{Bytes: []byte(s.s)}), nil
		})
		decode := func(enc *base64.Encoding, method string) GoFunc {
			return func(c *Call) (Value, error) {
				s, err := c.In.strArg(c.Args[0], 0)
				if err != nil {
					return nil, err
				}
				b, derr := enc.DecodeString(s)
				if derr != nil {
					return nil, c.In.raise(cArgumentError, 0, "invalid base64")
				}
				return c.In.puppetObject(&values.Binary{Bytes: b}), nil
			}
		}
		bin.DefineMethod("from_base64_strict", 1, 1, decode(base64.StdEncoding, "strict_decode64"))
		bin.DefineMethod("from_base64_urlsafe", 1, 1, func(c *Call) (Value, error) {
			// Base64.urlsafe_decode64: padding may be left out
			s, err := c.In.strArg(c.Args[0], 0)
			if err != nil {
				return nil, err
			}
			if n := len(s) % 4; n != 0 && !containsByte(s, '=') {
				s += "===="[:4-n]
			}
			return decode(base64.URLEncoding, "urlsafe_decode64")(&Call{In: c.In, Self: c.Self, Args: []Value{NewString(s)}})
		})
		// Puppet::Node::Environment.valid_name?: name =~ /\A\w+\Z/
		in.keptModule("Puppet::Node::Environment").singletonClass().DefineMethod("valid_name?", 1, 1, func(c *Call) (Value, error) {
			name := c.In.toS(c.Args[0])
			if n := len(name); n > 0 && name[n-1] == '\n' {
				name = name[:n-1]
			}
			return settings.ValidEnvironmentName(name), nil
		})
		return nil
	})
}

func containsByte(s string, b byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return true
		}
	}
	return false
}

// FunctionKinds is implemented by hosts that tell what the function name
// is, as a loader of Puppet's finds it from the environment: kind "ruby"
// (Puppet's own, or a module's 4.x Ruby function: its class has the
// function's name), "puppet" (written in the Puppet language), "3x" (a 3.x
// function), "" (none); module is the module that has it ("" for
// Puppet's own and the environment's).
type FunctionKinds interface {
	FunctionKind(name string) (kind, module string)
}

// environmentLoader is a loader of the environment as module Ruby gets
// it: the private environment loader (compiler.loaders.
// private_environment_loader, Loaders.find_loader(module)) sees every
// function, the public one (find_loader(nil)) Puppet's own and the
// environment's. load(:function, name) gives the function or nil; other
// kinds of load are not supported.
func (in *Interp) environmentLoader(public bool) Value {
	l := &Object{class: in.puppetValueClass("Puppet::Pops::Loader::Loader")}
	lmeta := in.objSingleton(l)
	lmeta.DefineMethod("load", 2, 2, func(c *Call) (Value, error) {
		in := c.In
		kind, ok := c.Args[0].(Symbol)
		if !ok || kind != "function" {
			return nil, in.unsupportedErr("Loader#load of " + in.inspect(c.Args[0]) + " (only :function)")
		}
		name, err := in.strArg(c.Args[1], 1)
		if err != nil {
			return nil, err
		}
		fk, ok := in.host.(FunctionKinds)
		if !ok {
			return nil, in.unsupportedErr("Loader#load (the host finds no functions)")
		}
		fkind, module := fk.FunctionKind(name)
		if fkind == "" || public && module != "" {
			return nil, nil
		}
		return in.loadedFunction(name, fkind == "ruby")
	})
	return l
}

// loadedFunction is a function a loader gave: an instance of a class of
// its own (a Puppet::Pops::Functions::Function), whose name is the
// function's for a Ruby function (the class create_function makes) and
// none for another, and whose call(scope, *args) calls it.
func (in *Interp) loadedFunction(name string, named bool) (Value, error) {
	cls, err := in.callMethod(in.cClass, "new", []Value{in.puppetValueClass("Puppet::Pops::Functions::Function")}, nil, nil, true)
	if err != nil {
		return nil, err
	}
	m := cls.(*Module)
	if named {
		text := func(c *Call) (Value, error) { return NewString(name), nil }
		m.DefineSingletonMethod("name", 0, 0, text)
		m.DefineSingletonMethod("to_s", 0, 0, text)
		m.DefineSingletonMethod("inspect", 0, 0, text)
	}
	m.DefineMethod("call", 1, -1, func(c *Call) (Value, error) {
		return c.In.hostCallFunction(name, c.Args[1:], c.Block)
	})
	return &Object{class: m}, nil
}

func init() {
	AddPuppetAPIPart(func(in *Interp) error {
		// Puppet::Pops::Loaders.find_loader(module_name): nil or '' the
		// public environment loader, a module's name its private loader
		// (which sees what the environment's private loader sees here)
		in.puppetValueClass("Puppet::Pops::Loaders").singletonClass().DefineMethod("find_loader", 1, 1, func(c *Call) (Value, error) {
			public := c.Args[0] == nil
			if s, ok := c.Args[0].(*String); ok && s.s == "" {
				public = true
			}
			return c.In.environmentLoader(public), nil
		})
		return nil
	})
}
