package ruby

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// TypeFactory's parameterized constructors, Puppet::Pops::Utils and the
// Deferred a factory makes, as 4.x module functions call them (QA-FORGE-10
// H8). A factory call is written as the type expression Puppet's
// TypeFormatter prints for its result and parsed, so the type is the one
// the same expression in Puppet code gives. Recorded with Puppet 7.23:
// golden forge10_ruby_4x_function_api, rubyapi3_type_factory.

// typeExprOf is TypeFactory.type_of's argument as a type expression: a
// type stays itself; another value is its inferred, generalized type
// (infer_generic). nil, a Ruby class or a type name String are not done
// here.
func (in *Interp) typeExprOf(v Value, what string) (string, error) {
	if pv, ok := pvOf(v); ok {
		if t, ok := pv.(values.Type); ok {
			return t.String(), nil
		}
	}
	switch v.(type) {
	case nil, *Module, *String:
		return "", in.unsupportedErr("Puppet::Pops::Types::TypeFactory." + what + " of " + in.inspect(v))
	}
	pv, err := in.toPuppet(v)
	if err != nil {
		return "", err
	}
	return values.Generalize(values.TypeOf(pv)).String(), nil
}

// sizeExprOf is a size_type argument (an Integer type, or nil) as the
// ", from, to" a collection type's expression ends with.
func (in *Interp) sizeExprOf(v Value, what string) (string, error) {
	if v == nil {
		return "", nil
	}
	pv, _ := pvOf(v)
	it, ok := pv.(*values.IntegerT)
	if !ok {
		return "", in.raise(cArgumentError, 0, "%s: the size must be an Integer type, not %s", what, in.inspect(v))
	}
	s := it.String()
	if s == "Integer" {
		return "", nil
	}
	return ", " + strings.TrimSuffix(strings.TrimPrefix(s, "Integer["), "]"), nil
}

// quotePuppet is s as a single-quoted Puppet string.
func quotePuppet(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}

// puppetNumeric is Puppet::Pops::Patterns::NUMERIC ([[:blank:]] is space
// and tab, \d ASCII digits in Ruby).
var puppetNumeric = regexp.MustCompile(`^[ \t]*([-+]?)[ \t]*((0[xX][0-9A-Fa-f]+)|(0?[0-9]+)((?:\.[0-9]+)?(?:[eE]-?[0-9]+)?))[ \t]*$`)

func (in *Interp) defineTypeFactoryParams() {
	factory := in.puppetModule("Puppet::Pops::Types::TypeFactory")
	def := func(name string, min, max int, build func(c *Call) (string, error)) {
		factory.DefineSingletonMethod(name, min, max, func(c *Call) (Value, error) {
			expr, err := build(c)
			if err != nil {
				return nil, err
			}
			t, err := c.In.parseType(expr)
			if err != nil {
				return nil, err
			}
			return c.In.puppetObject(t), nil
		})
	}
	bound := func(c *Call, v Value) (string, error) {
		switch x := v.(type) {
		case int64:
			return values.ToString(x), nil
		case float64:
			return values.ToString(x), nil
		case Symbol:
			if x == "default" {
				return "default", nil
			}
		case nil:
			return "default", nil
		}
		return "", c.In.unsupportedErr("Puppet::Pops::Types::TypeFactory range bound " + c.In.inspect(v))
	}
	rangeOf := func(outer string, float bool) func(c *Call) (string, error) {
		return func(c *Call) (string, error) {
			var b [2]string
			for i := range b {
				v := c.Args[i]
				if n, ok := v.(int64); ok && float {
					v = float64(n)
				}
				s, err := bound(c, v)
				if err != nil {
					return "", err
				}
				b[i] = s
			}
			return outer + "[" + b[0] + ", " + b[1] + "]", nil
		}
	}
	def("range", 2, 2, rangeOf("Integer", false))
	def("float_range", 2, 2, rangeOf("Float", true))
	// string(size_type = nil): a String of that size (a value argument,
	// which Puppet keeps as the type's value, is not done here)
	def("string", 0, 1, func(c *Call) (string, error) {
		if len(c.Args) == 0 || c.Args[0] == nil {
			return "String", nil
		}
		if pv, _ := pvOf(c.Args[0]); pv != nil {
			if _, ok := pv.(*values.IntegerT); ok {
				size, err := c.In.sizeExprOf(c.Args[0], "string")
				if err != nil || size == "" {
					return "String", err
				}
				return "String[" + size[2:] + "]", nil
			}
		}
		return "", c.In.unsupportedErr("Puppet::Pops::Types::TypeFactory.string of a value (" + c.In.inspect(c.Args[0]) + ")")
	})
	def("array_of", 1, 2, func(c *Call) (string, error) {
		e, err := c.In.typeExprOf(c.Args[0], "array_of")
		if err != nil {
			return "", err
		}
		var size string
		if len(c.Args) == 2 {
			if size, err = c.In.sizeExprOf(c.Args[1], "array_of"); err != nil {
				return "", err
			}
		}
		return "Array[" + e + size + "]", nil
	})
	hashOf := func(c *Call, k, v, size Value, what string) (string, error) {
		ks, err := c.In.typeExprOf(k, what)
		if err != nil {
			return "", err
		}
		vs, err := c.In.typeExprOf(v, what)
		if err != nil {
			return "", err
		}
		ss, err := c.In.sizeExprOf(size, what)
		if err != nil {
			return "", err
		}
		return "Hash[" + ks + ", " + vs + ss + "]", nil
	}
	arg := func(c *Call, i int) Value {
		if i < len(c.Args) {
			return c.Args[i]
		}
		return nil
	}
	def("hash_kv", 2, 3, func(c *Call) (string, error) { return hashOf(c, c.Args[0], c.Args[1], arg(c, 2), "hash_kv") })
	// hash_of(value, key = Scalar, size_type = nil)
	def("hash_of", 1, 3, func(c *Call) (string, error) {
		key := arg(c, 1)
		if key == nil {
			t, err := c.In.parseType("Scalar")
			if err != nil {
				return "", err
			}
			key = c.In.puppetObject(t)
		}
		return hashOf(c, key, c.Args[0], arg(c, 2), "hash_of")
	})
	def("tuple", 0, 2, func(c *Call) (string, error) {
		var parts []string
		if len(c.Args) > 0 {
			a, ok := c.Args[0].(*Array)
			if !ok {
				return "", c.In.raise(cArgumentError, 0, "tuple: the types must be an Array, not %s", c.In.inspect(c.Args[0]))
			}
			for _, e := range a.a {
				s, err := c.In.typeExprOf(e, "tuple")
				if err != nil {
					return "", err
				}
				parts = append(parts, s)
			}
		}
		size, err := c.In.sizeExprOf(arg(c, 1), "tuple")
		if err != nil {
			return "", err
		}
		if len(parts) == 0 && size == "" {
			return "Tuple", nil
		}
		return "Tuple[" + strings.Join(parts, ", ") + size + "]", nil
	})
	// variant(*types): one type is that type (PVariantType.maybe_create)
	def("variant", 0, -1, func(c *Call) (string, error) {
		var parts []string
		for _, e := range c.Args {
			s, err := c.In.typeExprOf(e, "variant")
			if err != nil {
				return "", err
			}
			parts = append(parts, s)
		}
		switch len(parts) {
		case 0:
			return "Variant", nil
		case 1:
			return parts[0], nil
		}
		return "Variant[" + strings.Join(parts, ", ") + "]", nil
	})
	// enum(*values, case_insensitive = false)
	def("enum", 0, -1, func(c *Call) (string, error) {
		var parts []string
		for i, e := range c.Args {
			switch x := e.(type) {
			case *String:
				parts = append(parts, quotePuppet(x.String()))
				continue
			case bool:
				if i == len(c.Args)-1 {
					parts = append(parts, values.ToString(x))
					continue
				}
			}
			return "", c.In.unsupportedErr("Puppet::Pops::Types::TypeFactory.enum of " + c.In.inspect(e))
		}
		if len(parts) == 0 {
			return "Enum", nil
		}
		return "Enum[" + strings.Join(parts, ", ") + "]", nil
	})
	def("pattern", 0, -1, func(c *Call) (string, error) {
		var parts []string
		for _, e := range c.Args {
			switch x := e.(type) {
			case *String:
				parts = append(parts, "/"+strings.ReplaceAll(x.String(), "/", `\/`)+"/")
			case *Regexp:
				parts = append(parts, "/"+strings.ReplaceAll(x.Source, "/", `\/`)+"/")
			default:
				return "", c.In.unsupportedErr("Puppet::Pops::Types::TypeFactory.pattern of " + c.In.inspect(e))
			}
		}
		if len(parts) == 0 {
			return "Pattern", nil
		}
		return "Pattern[" + strings.Join(parts, ", ") + "]", nil
	})
	// struct(hash): String keys, type values (a key whose value takes
	// undef is optional: the type expression makes it so too)
	def("struct", 0, 1, func(c *Call) (string, error) {
		if len(c.Args) == 0 {
			return "Struct", nil
		}
		h, ok := c.Args[0].(*Hash)
		if !ok {
			return "", c.In.raise(cArgumentError, 0, "struct: the elements must be a Hash, not %s", c.In.inspect(c.Args[0]))
		}
		var parts []string
		var err error
		h.Each(func(k, v Value) bool {
			var key string
			switch ks := k.(type) {
			case *String:
				if ks.String() == "" {
					err = c.In.raise(cArgumentError, 0, "Struct element key cannot be an empty String")
					return false
				}
				key = quotePuppet(ks.String())
			default:
				// a key type (Optional['b'], NotUndef['c']): the type
				// expression's parser checks it is one a Struct takes
				pv, isPuppet := pvOf(k)
				t, isType := pv.(values.Type)
				if !isPuppet || !isType {
					err = c.In.unsupportedErr("Puppet::Pops::Types::TypeFactory.struct with a key " + c.In.inspect(k))
					return false
				}
				key = t.String()
			}
			var vs string
			if vs, err = c.In.typeExprOf(v, "struct"); err != nil {
				return false
			}
			parts = append(parts, key+" => "+vs)
			return true
		})
		if err != nil {
			return "", err
		}
		return "Struct[{" + strings.Join(parts, ", ") + "}]", nil
	})

	// a type alias's resolved_type: the type it stands for
	alias := in.puppetValueClass("Puppet::Pops::Types::PTypeAliasType")
	alias.DefineMethod("resolved_type", 0, 0, func(c *Call) (Value, error) {
		pv, _ := pvOf(c.Self)
		t, ok := pv.(*values.TypeAliasT)
		if !ok {
			return c.Self, nil
		}
		if err := t.Err(); err != nil {
			return nil, c.In.raise(cPuppetParseError, 0, "%s", err.Error())
		}
		return c.In.puppetObject(t.Resolved()), nil
	})
	alias.DefineMethod("name", 0, 0, func(c *Call) (Value, error) {
		pv, _ := pvOf(c.Self)
		if t, ok := pv.(*values.TypeAliasT); ok {
			return NewString(t.Name()), nil
		}
		return nil, nil
	})

	// Puppet::Pops::Utils: the name and number helpers modules call
	utils := in.DefineModule(in.puppetModule("Puppet::Pops"), "Utils")
	relativize := func(s string) string { return strings.TrimPrefix(s, "::") }
	utils.DefineSingletonMethod("is_numeric?", 1, 1, func(c *Call) (Value, error) {
		switch c.Args[0].(type) {
		case int64, float64, *big.Int:
			return true, nil
		}
		return puppetNumeric.MatchString(relativize(c.In.toS(c.Args[0]))), nil
	})
	utils.DefineSingletonMethod("is_absolute?", 1, 1, func(c *Call) (Value, error) {
		s, err := c.In.strArg(c.Args[0], 0)
		return err == nil && strings.HasPrefix(s, "::"), err
	})
	utils.DefineSingletonMethod("relativize_name", 1, 1, func(c *Call) (Value, error) {
		s, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		return NewString(relativize(s)), nil
	})
	utils.DefineSingletonMethod("name_to_segments", 1, 1, func(c *Call) (Value, error) {
		return c.In.callMethod(c.Args[0], "split", []Value{NewString("::")}, nil, nil, false)
	})
}

// deferredClass is the class of a Deferred made in Ruby
// (TypeFactory.deferred.create): Puppet's is the Pcore Deferred type's
// generated implementation, an anonymous class (class.name is nil) with
// the readers name and arguments.
func (in *Interp) deferredClass() *Module {
	ps := in.puppetAPI()
	const key = "\x00Deferred"
	if m, ok := ps.valueClasses[key]; ok {
		return m
	}
	m := &Module{in: in, isClass: true, super: in.cObject}
	deferredOf := func(c *Call) *values.Deferred {
		pv, _ := pvOf(c.Self)
		d, _ := pv.(*values.Deferred)
		return d
	}
	m.DefineMethod("name", 0, 0, func(c *Call) (Value, error) {
		if d := deferredOf(c); d != nil {
			return NewString(d.Name), nil
		}
		return nil, nil
	})
	m.DefineMethod("arguments", 0, 0, func(c *Call) (Value, error) {
		if d := deferredOf(c); d != nil && d.Arguments != nil {
			return c.In.fromPuppet(d.Arguments), nil
		}
		return nil, nil
	})
	ps.valueClasses[key] = m
	return m
}
