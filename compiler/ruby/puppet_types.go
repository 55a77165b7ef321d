package ruby

import (
	"encoding/base64"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/util/rubybase64"
	"github.com/punch-dev/punch/compiler/values"
)

// Puppet values that are objects in Puppet's Ruby: types
// (Puppet::Pops::Types::P*Type), Sensitive, Binary, Timestamp, Timespan,
// SemVer. Their Ruby objects carry the Puppet value (puppetValue).

// typeClassName is the Ruby class of a Puppet type value: IntegerT ->
// Puppet::Pops::Types::PIntegerType.
func typeClassName(t values.Type) string {
	n := reflect.TypeOf(t).Elem().Name()
	n = strings.TrimSuffix(n, "T")
	switch n {
	case "TypeAlias":
		n = "TypeAlias"
	case "Class":
		n = "Class"
	}
	return "Puppet::Pops::Types::P" + n + "Type"
}

// puppetObject wraps a Puppet value in its Ruby class.
func (in *Interp) puppetObject(v values.Value) Value {
	if err := in.loadPuppetAPI(); err != nil {
		return &Object{class: in.cObject, Data: puppetValue{v}}
	}
	var cls string
	switch x := v.(type) {
	case *values.Deferred:
		return &Object{class: in.deferredClass(), Data: puppetValue{v}}
	case values.Type:
		cls = typeClassName(x)
	case *values.Sensitive:
		cls = "Puppet::Pops::Types::PSensitiveType::Sensitive"
	case *values.Binary:
		cls = "Puppet::Pops::Types::PBinaryType::Binary"
	case values.Timestamp, *values.BigTimestamp:
		cls = "Puppet::Pops::Time::Timestamp"
	case values.Timespan:
		cls = "Puppet::Pops::Time::Timespan"
	case values.SemVer:
		cls = "SemanticPuppet::Version"
	case *values.SemVerRange:
		cls = "SemanticPuppet::VersionRange"
	case *values.Iterator:
		cls = "Puppet::Pops::Types::Iterator"
	case *values.Object:
		if r, ok := x.Native().(*Object); ok {
			// an instance of a data type's implementation_class
			return r
		}
		if r, err := in.generatedObject(x); err == nil {
			return r
		}
		cls = "Object"
	default:
		cls = "Object"
	}
	o := &Object{class: in.puppetValueClass(cls), Data: puppetValue{v}}
	in.setPuppetIvars(o, v)
	return o
}

// setPuppetIvars gives the object the instance variables Puppet's own
// class keeps (what to_yaml, inspect and instance_variable_get see):
// @nsecs of Timestamp/Timespan, @value of Sensitive, @binary_buffer of
// Binary, @major/@minor/@patch/@prerelease/@build of a SemVer (numeric
// prerelease parts as Integers, as SemanticPuppet::Version.parse makes them).
func (in *Interp) setPuppetIvars(o *Object, v values.Value) {
	switch x := v.(type) {
	case values.Timestamp:
		o.SetIvar("@nsecs", int64(x))
	case values.Timespan:
		o.SetIvar("@nsecs", int64(x))
	case *values.Sensitive:
		o.SetIvar("@value", in.fromHost("", x.Value))
	case *values.Binary:
		o.SetIvar("@binary_buffer", &String{s: string(x.Bytes), enc: Binary})
	case values.SemVer:
		o.SetIvar("@major", uintValue(x.Major))
		o.SetIvar("@minor", uintValue(x.Minor))
		o.SetIvar("@patch", uintValue(x.Patch))
		var pre, build Value
		if x.Pre != "" {
			var parts []Value
			for _, p := range strings.Split(x.Pre, ".") {
				if n, err := strconv.ParseInt(p, 10, 64); err == nil && strings.Trim(p, "0123456789") == "" {
					parts = append(parts, n)
				} else {
					parts = append(parts, NewString(p))
				}
			}
			pre = newArray(parts)
		}
		if x.Build != "" {
			var parts []Value
			for _, p := range strings.Split(x.Build, ".") {
				parts = append(parts, NewString(p))
			}
			build = newArray(parts)
		}
		o.SetIvar("@prerelease", pre)
		o.SetIvar("@build", build)
	}
}

func uintValue(u uint64) Value {
	if u <= math.MaxInt64 {
		return int64(u)
	}
	return new(big.Int).SetUint64(u)
}

// puppetValueClass returns (creating) the class of that name; P*Type
// classes descend from PAnyType.
func (in *Interp) puppetValueClass(path string) *Module {
	ps := in.puppetAPI()
	if m, ok := ps.valueClasses[path]; ok {
		return m
	}
	if m := in.classByNameNoAutoload(path); m != nil {
		ps.valueClasses[path] = m
		return m
	}
	under := in.cObject
	parts := strings.Split(path, "::")
	for i, p := range parts[:len(parts)-1] {
		if v, ok := under.consts[p]; ok {
			if m, ok := v.(*Module); ok {
				under = m
				continue
			}
		}
		if outer := strings.Join(parts[:i+1], "::"); isTypeClassPath(outer) {
			// a type's class holds its values' class (PBinaryType::Binary):
			// it is the type's class, not a module of that name
			under = in.puppetValueClass(outer)
			continue
		}
		under = in.DefineModule(under, p)
	}
	super := in.cObject
	if isTypeClassPath(path) && path != "Puppet::Pops::Types::PAnyType" {
		super = in.puppetValueClass("Puppet::Pops::Types::PAnyType")
	}
	m := in.DefineClass(under, parts[len(parts)-1], super)
	// a class made after the API was loaded is part of it too: a method
	// missing there is answered from Puppet's recorded methods
	m.puppetAPI = strings.HasPrefix(path, "Puppet::")
	ps.valueClasses[path] = m
	return m
}

// classByNameNoAutoload resolves a path through existing constants only.
func (in *Interp) classByNameNoAutoload(path string) *Module {
	cur := in.cObject
	for _, part := range strings.Split(path, "::") {
		v, ok := cur.consts[part]
		if !ok {
			return nil
		}
		m, ok := v.(*Module)
		if !ok {
			return nil
		}
		cur = m
	}
	return cur
}

func pvOf(v Value) (values.Value, bool) {
	if o, ok := v.(*Object); ok {
		if pv, ok := o.Data.(puppetValue); ok {
			return pv.v, true
		}
	}
	return nil, false
}

// parseType parses a Puppet type expression (through the host, so that
// type aliases resolve; without a host, Puppet's built-in types only).
func (in *Interp) parseType(expr string) (values.Type, error) {
	if in.host != nil {
		t, err := in.host.ResolveType(expr)
		if err != nil {
			return nil, in.raise(cPuppetParseError, 0, "%s", err.Error())
		}
		return t, nil
	}
	t, err := values.ParseType(expr, func(string) (values.Type, bool) { return nil, false })
	if err != nil {
		return nil, in.raise(cPuppetParseError, 0, "%s", err.Error())
	}
	return t, nil
}

func (in *Interp) definePuppetTypes() {
	any := in.puppetValueClass("Puppet::Pops::Types::PAnyType")
	types := in.puppetModule("Puppet::Pops::Types")
	typeOf := func(c *Call) values.Type {
		pv, _ := pvOf(c.Self)
		t, _ := pv.(values.Type)
		return t
	}
	any.DefineMethod("instance?", 1, 2, func(c *Call) (Value, error) {
		t := typeOf(c)
		pv, err := c.In.toPuppet(c.Args[0])
		if err != nil {
			return false, nil
		}
		return values.IsInstance(t, pv), nil
	})
	any.DefineMethod("assignable?", 1, 2, func(c *Call) (Value, error) {
		o, ok := pvOf(c.Args[0])
		ot, ok2 := o.(values.Type)
		if !ok || !ok2 {
			return nil, c.In.raise(cArgumentError, 0, "assignable? expects a type")
		}
		return values.IsAssignable(typeOf(c), ot), nil
	})
	any.DefineMethod("to_s", 0, 0, func(c *Call) (Value, error) { return NewString(typeOf(c).String()), nil })
	any.Alias("inspect", "to_s")
	any.DefineMethod("name", 0, 0, func(c *Call) (Value, error) {
		// PAnyType#name is simple_name: the class's name without its
		// modules, the leading P and the trailing Type (File['/x'] is a
		// PResourceType: "Resource"); a type alias answers its own name
		t := typeOf(c)
		if _, isAlias := t.(*values.TypeAliasT); !isAlias {
			n := c.In.className(c.Self)
			n = n[strings.LastIndex(n, ":")+1:]
			if len(n) > 5 && strings.HasPrefix(n, "P") && strings.HasSuffix(n, "Type") {
				return NewString(n[1 : len(n)-4]), nil
			}
		}
		s := t.String()
		if i := strings.IndexByte(s, '['); i >= 0 {
			s = s[:i]
		}
		return NewString(s), nil
	})
	any.DefineMethod("==", 1, 1, func(c *Call) (Value, error) {
		o, ok := pvOf(c.Args[0])
		ot, ok2 := o.(values.Type)
		return ok && ok2 && values.TypesEqual(typeOf(c), ot), nil
	})
	any.Alias("eql?", "==")
	any.DefineMethod("hash", 0, 0, func(c *Call) (Value, error) { return int64(len(typeOf(c).String())), nil })
	any.DefineMethod("generalize", 0, 0, func(c *Call) (Value, error) {
		return c.In.puppetObject(values.Generalize(typeOf(c))), nil
	})
	any.DefineMethod("normalize", 0, 0, func(c *Call) (Value, error) {
		return c.In.puppetObject(values.Normalize(typeOf(c))), nil
	})
	// PResourceType#type_name / #title and PClassType#class_name: the
	// parts of a reference (File['/tmp/a']), nil when not given
	resT := in.puppetValueClass("Puppet::Pops::Types::PResourceType")
	resT.DefineMethod("type_name", 0, 0, func(c *Call) (Value, error) {
		if r, ok := typeOf(c).(*values.ResourceT); ok && r.TypeName != "" {
			return NewString(r.TypeName), nil
		}
		return nil, nil
	})
	resT.DefineMethod("title", 0, 0, func(c *Call) (Value, error) {
		if r, ok := typeOf(c).(*values.ResourceT); ok && r.HasTitle {
			return NewString(r.Title), nil
		}
		return nil, nil
	})
	in.puppetValueClass("Puppet::Pops::Types::PClassType").DefineMethod("class_name", 0, 0, func(c *Call) (Value, error) {
		if r, ok := typeOf(c).(*values.ClassT); ok && r.ClassName != "" {
			return NewString(r.ClassName), nil
		}
		return nil, nil
	})
	any.DefineMethod("resolve", 0, 1, func(c *Call) (Value, error) { return c.Self, nil })
	any.DefineMethod("create", 0, -1, func(c *Call) (Value, error) {
		args := make([]values.Value, len(c.Args))
		for i, a := range c.Args {
			pv, err := c.In.toPuppet(a)
			if err != nil {
				return nil, err
			}
			args[i] = pv
		}
		r, err := values.New(typeOf(c), args)
		if err != nil {
			return nil, c.In.raise(cArgumentError, 0, "%s", err.Error())
		}
		return c.In.fromPuppet(r), nil
	})

	parser := in.puppetValueClass("Puppet::Pops::Types::TypeParser")
	in.keep("parserObj", &Object{class: parser})
	parser.singletonClass().DefineMethod("singleton", 0, 0, func(c *Call) (Value, error) { return c.In.kept("parserObj"), nil })
	parser.singletonClass().DefineMethod("new", 0, 0, func(c *Call) (Value, error) { return c.In.kept("parserObj"), nil })
	parser.DefineMethod("parse", 1, 2, func(c *Call) (Value, error) {
		s, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		if len(c.Args) == 2 && isScopeObject(c.Args[1]) {
			return c.In.parseTypeWithLoader(s, c.Args[1])
		}
		t, err := c.In.parseType(s)
		if err != nil {
			return nil, err
		}
		return c.In.puppetObject(t), nil
	})

	calc := in.puppetValueClass("Puppet::Pops::Types::TypeCalculator")
	in.keep("calcObj", &Object{class: calc})
	infer := func(c *Call) (Value, error) {
		pv, err := c.In.toPuppet(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.In.puppetObject(values.TypeOfReduced(pv)), nil
	}
	// infer is Puppet's reduced inference (type(v, 'reduced')), infer_set
	// its detailed one (type(v): Tuple, Struct, Integer[1, 1]).
	inferSet := func(c *Call) (Value, error) {
		pv, err := c.In.toPuppet(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.In.puppetObject(values.TypeOf(pv)), nil
	}
	instance := func(c *Call) (Value, error) {
		t, ok := pvOf(c.Args[0])
		tt, ok2 := t.(values.Type)
		if !ok || !ok2 {
			return nil, c.In.raise(cArgumentError, 0, "instance? expects a type")
		}
		pv, err := c.In.toPuppet(c.Args[1])
		if err != nil {
			return false, nil
		}
		return values.IsInstance(tt, pv), nil
	}
	// generalize(o): o's generalized type when o is a type, else o, as
	// TypeCalculator#generalize; assignable?(t1, t2): t2's instances are
	// t1's.
	generalize := func(c *Call) (Value, error) {
		if pv, ok := pvOf(c.Args[0]); ok {
			if t, ok := pv.(values.Type); ok {
				return c.In.puppetObject(values.Generalize(t)), nil
			}
		}
		return c.Args[0], nil
	}
	assignable := func(c *Call) (Value, error) {
		var ts [2]values.Type
		for i := range ts {
			pv, ok := pvOf(c.Args[i])
			t, ok2 := pv.(values.Type)
			if !ok || !ok2 {
				return nil, c.In.raise(cArgumentError, 0, "assignable? expects two types")
			}
			ts[i] = t
		}
		return values.IsAssignable(ts[0], ts[1]), nil
	}
	for _, recv := range []*Module{calc.singletonClass(), calc} {
		recv.DefineMethod("infer", 1, 1, infer)
		recv.DefineMethod("infer_set", 1, 1, inferSet)
		recv.DefineMethod("instance?", 2, 2, instance)
		recv.DefineMethod("generalize", 1, 1, generalize)
		recv.DefineMethod("assignable?", 2, 2, assignable)
	}
	calc.singletonClass().DefineMethod("singleton", 0, 0, func(c *Call) (Value, error) { return c.In.kept("calcObj"), nil })
	calc.singletonClass().DefineMethod("new", 0, 0, func(c *Call) (Value, error) { return c.In.kept("calcObj"), nil })

	// TypeMismatchDescriber#describe_mismatch(name, expected, actual):
	// validate_legacy words its failure with it.
	describer := in.puppetValueClass("Puppet::Pops::Types::TypeMismatchDescriber")
	in.keep("describerObj", &Object{class: describer})
	describer.singletonClass().DefineMethod("singleton", 0, 0, func(c *Call) (Value, error) { return c.In.kept("describerObj"), nil })
	describer.singletonClass().DefineMethod("new", 0, 0, func(c *Call) (Value, error) { return c.In.kept("describerObj"), nil })
	describer.DefineMethod("describe_mismatch", 3, 3, func(c *Call) (Value, error) {
		name, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		exp, ok1 := pvOf(c.Args[1])
		act, ok2 := pvOf(c.Args[2])
		et, ok3 := exp.(values.Type)
		at, ok4 := act.(values.Type)
		if !ok1 || !ok2 || !ok3 || !ok4 {
			return nil, c.In.raise(cArgumentError, 0, "describe_mismatch expects two types")
		}
		return NewString(values.DescribeTypeMismatch(name, et, at)), nil
	})

	factory := in.DefineModule(types, "TypeFactory")
	simple := map[string]string{"any": "Any", "string": "String", "integer": "Integer", "float": "Float", "numeric": "Numeric",
		"boolean": "Boolean", "undef": "Undef", "default": "Default", "scalar": "Scalar", "data": "Data", "rich_data": "RichData",
		"regexp": "Regexp", "catalog_entry": "CatalogEntry", "binary": "Binary", "sem_ver": "SemVer", "timestamp": "Timestamp",
		"timespan": "Timespan", "callable": "Callable", "collection": "Collection", "iterable": "Iterable",
		"deferred": "Deferred"}
	for name, expr := range simple {
		expr := expr
		factory.DefineSingletonMethod(name, 0, 0, func(c *Call) (Value, error) {
			t, err := c.In.parseType(expr)
			if err != nil {
				return nil, err
			}
			return c.In.puppetObject(t), nil
		})
	}
	wrap := func(name, outer string) {
		factory.DefineSingletonMethod(name, 0, 1, func(c *Call) (Value, error) {
			inner := "Any"
			if len(c.Args) == 1 {
				if pv, ok := pvOf(c.Args[0]); ok {
					if t, ok := pv.(values.Type); ok {
						inner = t.String()
					}
				} else if s, ok := c.Args[0].(*String); ok && (name == "optional" || name == "not_undef") {
					// Puppet makes a String given the String type of
					// that value: optional('b') is Optional['b']
					inner = quotePuppet(s.String())
				}
			}
			t, err := c.In.parseType(outer + "[" + inner + "]")
			if err != nil {
				return nil, err
			}
			return c.In.puppetObject(t), nil
		})
	}
	// resource(type_name = nil, title = nil), host_class(name = nil)
	factory.DefineSingletonMethod("resource", 0, 2, func(c *Call) (Value, error) {
		var name string
		if len(c.Args) > 0 && c.Args[0] != nil {
			if pv, ok := pvOf(c.Args[0]); ok {
				if r, ok := pv.(*values.ResourceT); ok {
					name = r.TypeName
				}
			} else {
				name = c.In.toS(c.Args[0])
			}
		}
		if len(c.Args) > 1 && c.Args[1] != nil {
			return c.In.puppetObject(values.ResourceRef(values.CapitalizeSegments(name), c.In.toS(c.Args[1]))), nil
		}
		return c.In.puppetObject(values.ResourceType(name)), nil
	})
	factory.DefineSingletonMethod("host_class", 0, 1, func(c *Call) (Value, error) {
		name := ""
		if len(c.Args) == 1 && c.Args[0] != nil {
			name = c.In.toS(c.Args[0])
		}
		return c.In.puppetObject(values.ClassRef(name)), nil
	})
	wrap("array_of", "Array")
	wrap("optional", "Optional")
	wrap("type_type", "Type")
	wrap("sensitive", "Sensitive")
	wrap("not_undef", "NotUndef")

	// Sensitive
	sens := in.puppetValueClass("Puppet::Pops::Types::PSensitiveType::Sensitive")
	sens.singletonClass().DefineMethod("new", 1, 1, func(c *Call) (Value, error) {
		pv, err := c.In.toPuppet(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.In.puppetObject(&values.Sensitive{Value: pv}), nil
	})
	sens.DefineMethod("unwrap", 0, 0, func(c *Call) (Value, error) {
		pv, _ := pvOf(c.Self)
		s := pv.(*values.Sensitive)
		if c.Block != nil {
			return c.In.yield1(c.Block, c.In.fromPuppet(s.Value))
		}
		return c.In.fromPuppet(s.Value), nil
	})
	sens.DefineMethod("to_s", 0, 0, func(c *Call) (Value, error) { return NewString("Sensitive [value redacted]"), nil })
	// Puppet's Sensitive#inspect is "#<#{to_s}>" (QA-FORGE-4 P1).
	sens.DefineMethod("inspect", 0, 0, func(c *Call) (Value, error) { return NewString("#<Sensitive [value redacted]>"), nil })
	// Puppet's Sensitive: hash is its value's, == and eql? compare the
	// class and the hash, so two of equal values are equal (QA-FORGE-13
	// M17: [a, b].uniq, Hash keys)
	sensHash := func(c *Call, v Value) (Value, error) {
		pv, _ := pvOf(v)
		return c.In.callMethod(c.In.fromPuppet(pv.(*values.Sensitive).Value), "hash", nil, nil, nil, false)
	}
	sens.DefineMethod("hash", 0, 0, func(c *Call) (Value, error) { return sensHash(c, c.Self) })
	sensEq := func(c *Call) (Value, error) {
		o, ok := c.Args[0].(*Object)
		if !ok || !c.In.isA(o, c.In.classOf(c.Self).nonSingleton()) {
			return false, nil
		}
		if pv, ok := pvOf(o); !ok {
			return false, nil
		} else if _, ok := pv.(*values.Sensitive); !ok {
			return false, nil
		}
		// equal hashes of the values: their eql? (a hash collision
		// aside, which Puppet would take as equal)
		a, _ := pvOf(c.Self)
		b, _ := pvOf(o)
		return c.In.containerEql(c.In.fromPuppet(a.(*values.Sensitive).Value), c.In.fromPuppet(b.(*values.Sensitive).Value))
	}
	sens.DefineMethod("==", 1, 1, sensEq)
	sens.DefineMethod("eql?", 1, 1, sensEq)

	// Binary
	bin := in.puppetValueClass("Puppet::Pops::Types::PBinaryType::Binary")
	binOf := func(c *Call) []byte {
		pv, _ := pvOf(c.Self)
		return pv.(*values.Binary).Bytes
	}
	bin.singletonClass().DefineMethod("from_binary_string", 1, 1, func(c *Call) (Value, error) {
		s, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		return c.In.puppetObject(&values.Binary{Bytes: []byte(s)}), nil
	})
	bin.singletonClass().DefineMethod("from_base64", 1, 1, func(c *Call) (Value, error) {
		s, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		b, derr := base64.StdEncoding.DecodeString(strings.Map(func(r rune) rune {
			if r == '\n' || r == '\r' || r == ' ' {
				return -1
			}
			return r
		}, s))
		if derr != nil {
			return nil, c.In.raise(cArgumentError, 0, "invalid base64")
		}
		return c.In.puppetObject(&values.Binary{Bytes: b}), nil
	})
	bin.DefineMethod("binary_buffer", 0, 0, func(c *Call) (Value, error) { return NewBinaryString(binOf(c)), nil })
	bin.DefineMethod("to_s", 0, 0, func(c *Call) (Value, error) {
		return NewString(base64.StdEncoding.EncodeToString(binOf(c))), nil
	})
	bin.DefineMethod("relaxed_to_s", 0, 0, func(c *Call) (Value, error) {
		// Base64.encode64: lines of 60 characters, each ending in "\n"
		return NewString(rubybase64.Encode64(string(binOf(c)))), nil
	})
	bin.DefineMethod("length", 0, 0, func(c *Call) (Value, error) { return int64(len(binOf(c))), nil })
	bin.DefineMethod("==", 1, 1, func(c *Call) (Value, error) {
		o, ok := pvOf(c.Args[0])
		ob, ok2 := o.(*values.Binary)
		return ok && ok2 && string(ob.Bytes) == string(binOf(c)), nil
	})

	// Timestamp / Timespan / SemVer: to_s is Puppet's; comparisons of
	// SemVer through Puppet (the time classes' are Ruby, in the prelude)
	toS := func(c *Call) (Value, error) {
		pv, _ := pvOf(c.Self)
		return NewString(values.ToString(pv)), nil
	}
	in.puppetValueClass("Puppet::Pops::Time::Timestamp").DefineMethod("to_s", 0, 0, toS)
	in.puppetValueClass("Puppet::Pops::Time::Timespan").DefineMethod("to_s", 0, 0, toS)
	in.definePuppetTime()
	for _, n := range []string{"SemanticPuppet::Version", "SemanticPuppet::VersionRange"} {
		cls := in.puppetValueClass(n)
		cls.DefineMethod("to_s", 0, 0, toS)
		// SemanticPuppet's Version#inspect is its to_s; VersionRange#inspect
		// is the range written from its bounds (QA-FORGE-4 P1).
		cls.DefineMethod("inspect", 0, 0, func(c *Call) (Value, error) {
			if r, ok := pvOf(c.Self); ok {
				if vr, ok := r.(*values.SemVerRange); ok {
					return NewString(vr.Canonical()), nil
				}
			}
			return toS(c)
		})
		cls.DefineMethod("<=>", 1, 1, func(c *Call) (Value, error) {
			a, _ := pvOf(c.Self)
			b, ok := pvOf(c.Args[0])
			if !ok {
				return nil, nil
			}
			r, err := values.Compare(a, b)
			if err != nil {
				return nil, nil
			}
			return int64(r), nil
		})
		cls.DefineMethod("==", 1, 1, func(c *Call) (Value, error) {
			a, _ := pvOf(c.Self)
			b, ok := pvOf(c.Args[0])
			return ok && values.Equals(a, b), nil
		})
		cls.Include(in.cComparable)
	}
	// SemanticPuppet::Version.parse and the rest: puppetapi_semver.go
}

// Puppet::Parser::Scope, backed by the host.

// HostScope is implemented by hosts whose scope accepts changes and lists
// its variables (scope.setvar, scope.to_hash: ERB templates use them).
type HostScope interface {
	SetVar(name string, v values.Value) error
	Vars() *values.Hash
}

// QuietScope is implemented by hosts that look a variable up without
// Puppet's "Undefined variable" warning, for scope.include? and exist?:
// defined is true for a variable set to a value other than undef, exists
// for any variable set (undef too) and for Puppet's built-in names.
type QuietScope interface {
	ScopeHas(name string) (defined, exists bool)
}

// TopScopeSetter is implemented by hosts whose top scope accepts
// variables (closure_scope['x'] = v of a 4.x function).
type TopScopeSetter interface {
	SetTopVar(name string, v values.Value) error
}

// UndefinedVarHost is implemented by hosts that tell, without warning,
// whether scope.lookupvar would report name as an undefined variable
// (not set, not numeric, not one of Puppet's built-in names), and with
// what reason: Puppet's Scope#variable_not_found first throws
// :undefined_variable with that reason (nil for a simple name, a String
// for a qualified one) and warns only when no catch takes it; getvar and
// modules' copies of it catch it to tell "unknown" from undef.
type UndefinedVarHost interface {
	// top: name is looked up in top scope (a 4.x function's
	// closure_scope), as given otherwise.
	UndefinedVar(name string, top bool) (reason values.Value, undefined bool)
}

// scopeData is the Go state of a scope object: top means closure_scope
// of a 4.x function (variables are looked up from top scope); ref, when
// set, names another scope than the calling one (puppetapi_scope.go),
// whose host its methods run with.
type scopeData struct {
	top bool
	ref any
}

func (in *Interp) scopeObject(top bool) *Object {
	if !top {
		// a host that tells its scopes apart: that scope's own object
		// (puppetapi_scope.go)
		if ch, ok := in.host.(ScopeChainHost); ok {
			if ref := ch.ScopeRef(); ref != ch.TopScopeRef() {
				return in.scopeRefObject(ref)
			}
			// called in top scope: compiler.topscope's object, one
			// object for the one scope
			top = true
		}
	}
	ps := in.puppetAPI()
	if top && ps.topScope != nil {
		return ps.topScope
	}
	if !top && ps.scopeObj != nil {
		return ps.scopeObj
	}
	o := &Object{class: in.puppetModule("Puppet::Parser::Scope"), Data: &scopeData{top: top}}
	if top {
		ps.topScope = o
	} else {
		ps.scopeObj = o
	}
	return o
}

func (in *Interp) defineScope() {
	sc := in.puppetModule("Puppet::Parser::Scope")
	lookup := func(c *Call) (Value, error) {
		name, ok := symOrStr(c.Args[0])
		if !ok {
			return nil, c.In.raise(cTypeError, 0, "Scope variable name %s is a %s, not a string", c.In.inspect(c.Args[0]), c.In.className(c.Args[0]))
		}
		if c.In.host == nil {
			return nil, c.In.unsupportedErr("scope.lookupvar outside a compile")
		}
		d, _ := c.Self.(*Object).Data.(*scopeData)
		top := d != nil && d.top
		if ch, ok := c.In.host.(ScopeChainHost); ok && top {
			// top scope's object looks up in top scope, whoever calls
			// (its names then need no "::", and a warning names the
			// variable as given, as Puppet's)
			if ch.ScopeRef() != ch.TopScopeRef() {
				saved := c.In.host
				c.In.host = ch.AtScope(ch.TopScopeRef())
				defer func() { c.In.host = saved }()
			}
			top = false
		}
		if uh, ok := c.In.host.(UndefinedVarHost); ok && c.In.catching(Symbol("undefined_variable")) {
			if reason, undefined := uh.UndefinedVar(name, top); undefined {
				return nil, &throwErr{tag: Symbol("undefined_variable"), val: c.In.fromPuppet(reason)}
			}
		}
		if top && !strings.HasPrefix(name, "::") && !strings.Contains(name, "::") {
			// a numeric (match) variable is never undefined in Puppet
			// (no warning); top scope's own match variables are not
			// reachable from here, so it is nil
			if strings.Trim(name, "0123456789") == "" && name != "" {
				return nil, nil
			}
			name = "::" + name
		}
		v, found, err := c.In.hostLookupVar(name)
		if err != nil || !found {
			return nil, err
		}
		if rv := c.In.setvarObject(v); rv != nil {
			return rv, nil
		}
		return c.In.fromHost(c.In.symStr(c.Args[0]), v), nil
	}
	sc.DefineMethod("lookupvar", 1, 2, lookup)
	sc.DefineMethod("[]", 1, 2, lookup)
	// include? is `! self[name].nil?` with Puppet's :undefined_variable
	// caught (no warning; undef is false), exist? reads the symbol
	// tables (no warning; undef and the built-in names are true).
	has := func(include bool) GoFunc {
		return func(c *Call) (Value, error) {
			name := c.In.symStr(c.Args[0])
			if c.In.host == nil {
				return false, nil
			}
			if d, ok := c.Self.(*Object).Data.(*scopeData); ok && d.top && !strings.HasPrefix(name, "::") && !strings.Contains(name, "::") {
				name = "::" + name
			}
			if qh, ok := c.In.host.(QuietScope); ok {
				defined, exists := qh.ScopeHas(name)
				if include {
					return defined, nil
				}
				return exists, nil
			}
			v, found := c.In.host.LookupVar(name)
			if include {
				return found && v != nil, nil
			}
			return found, nil
		}
	}
	sc.DefineMethod("include?", 1, 1, has(true))
	sc.DefineMethod("exist?", 1, 1, has(false))
	setvar := func(c *Call) (Value, error) {
		hs, ok := c.In.host.(HostScope)
		if !ok {
			return nil, c.In.unsupportedErr("scope.setvar")
		}
		set := hs.SetVar
		if d, isScope := c.Self.(*Object).Data.(*scopeData); isScope && d.top {
			// closure_scope of a 4.x function is the top scope: its
			// variables are $::x (golden site_ruby_closure_scope_setvar)
			ts, ok := c.In.host.(TopScopeSetter)
			if !ok {
				return nil, c.In.unsupportedErr("closure_scope.setvar")
			}
			set = ts.SetTopVar
		}
		// the variable holds the value as Puppet code sees it (Puppet's
		// Hash, Array, String are the Ruby objects themselves: a Hash set
		// here is a Puppet Hash to interpolation, access and types,
		// QA-FORGE-11 K6); Ruby reading the variable back gets the object
		// it set (keepSetvarObject)
		pv, err := c.In.toHost(c.Args[1])
		if err != nil {
			return nil, err
		}
		pv = c.In.keepSetvarObject(c.Args[1], pv)
		if err := set(strings.TrimPrefix(c.In.symStr(c.Args[0]), "::"), pv); err != nil {
			return nil, c.In.wrapHostErr(err)
		}
		return c.Args[1], nil
	}
	sc.DefineMethod("setvar", 2, 3, setvar)
	sc.DefineMethod("[]=", 2, 2, setvar)
	sc.DefineMethod("to_hash", 0, 2, func(c *Call) (Value, error) { return c.In.scopeToHash(c) })
	sc.DefineMethod("call_function", 1, 2, func(c *Call) (Value, error) {
		name := c.In.symStr(c.Args[0])
		var args []Value
		if len(c.Args) == 2 {
			a, ok := c.Args[1].(*Array)
			if !ok {
				args = []Value{c.Args[1]}
			} else {
				args = a.a
			}
		}
		if d, ok := c.Self.(*Object).Data.(*scopeData); ok && !d.top {
			if sc, ok := c.In.host.(ScopeCaller); ok {
				return c.In.scopeCallFunction(sc, name, args, c.Block)
			}
		}
		return c.In.hostCallFunction(name, args, c.Block)
	})
	sc.DefineMethod("method_missing", 1, -1, func(c *Call) (Value, error) {
		name := c.In.symStr(c.Args[0])
		fn, ok := strings.CutPrefix(name, "function_")
		if !ok {
			// as Ruby words it: a bare name (a vcall inside a 3.x
			// function, wmflib's known_resource_types) is a NameError
			// "undefined local variable or method"
			r := c.In.mmReason
			// a private method called with a receiver (Kernel#load from
			// TypeParser#parse given a scope) is Ruby's "private method"
			var found *method
			if m := c.In.findMethod(c.In.classOf(c.Self), name); m != nil && m.vis == private && !r.fcall {
				found = m
			}
			return nil, c.In.noMethodError(c.Self, name, r.fcall, r.vcall, found)
		}
		return c.In.callFunction3(fn, c.Args[1:])
	})
	sc.DefineMethod("respond_to_missing?", 1, 2, func(c *Call) (Value, error) {
		name := c.In.symStr(c.Args[0])
		fn, ok := strings.CutPrefix(name, "function_")
		if !ok {
			return false, nil
		}
		if _, _, ok := c.In.runtime3Info(fn); ok {
			return true, nil
		}
		if h3, ok := c.In.host.(Host3); ok {
			return h3.HasFunction3(fn), nil
		}
		return false, nil
	})
	for _, lvl := range []string{"debug", "info", "notice", "warning", "err", "alert", "emerg", "crit"} {
		lvl := lvl
		sc.DefineMethod(lvl, 1, 1, func(c *Call) (Value, error) {
			if sl, ok := c.In.host.(ScopeLogger); ok {
				sl.ScopeLog(lvl, c.In.toS(c.Args[0]))
			} else if c.In.host != nil {
				c.In.host.Log(lvl, c.In.toS(c.Args[0]))
			}
			return nil, nil
		})
	}
	// Puppet's Scope#to_s is "Scope(RESOURCE)": the scope the function
	// runs in, as the host names it; a 4.x function's closure_scope and
	// the compiler's topscope are main's
	scopeName := func(c *Call) (Value, error) {
		if d, ok := c.Self.(*Object).Data.(*scopeData); ok && d.top {
			return NewString("Scope(Class[main])"), nil
		}
		if sn, ok := c.In.host.(ScopeNamer); ok {
			return NewString(sn.ScopeName()), nil
		}
		return NewString("Scope()"), nil
	}
	sc.DefineMethod("to_s", 0, 0, scopeName)
	sc.DefineMethod("inspect", 0, 0, scopeName)
	// Puppet's Scope includes Puppet::Util::Errors: fail in a 3.x function
	// is its fail (a Puppet::Error), not Kernel#fail
	sc.Include(in.puppetModule("Puppet::Util::Errors"))
	// the scope's other methods are answered from Puppet's recorded ones
	// (puppetapi_methods.go): find_hostclass, newscope, ... exist in
	// Puppet and are not supported here; tags, known_resource_types do
	// not exist on Puppet 7.23's Scope and raise NoMethodError.
}

// callFunction3 is scope.function_name([args]): a 3.x function call with
// arguments in one Array.
func (in *Interp) callFunction3(name string, args []Value) (Value, error) {
	if len(args) != 1 {
		return nil, in.raise(cArgumentError, 0, "custom functions must be called with a single array that contains the arguments. For example, function_example([1]) instead of function_example(1)")
	}
	a, ok := args[0].(*Array)
	if !ok {
		return nil, in.raise(cArgumentError, 0, "custom functions must be called with a single array that contains the arguments. For example, function_example([1]) instead of function_example(1)")
	}
	if v, ok, err := in.callRuntime3(name, a); ok {
		return v, err
	}
	if in.host == nil {
		return nil, in.unsupportedErr("calling function_" + name + " outside a compile")
	}
	h3, ok := in.host.(Host3)
	if !ok {
		return in.hostCallFunction(name, a.a, nil)
	}
	if !h3.HasFunction3(name) {
		return nil, in.noMethodError(in.scopeObject(false), "function_"+name, false, false, nil)
	}
	if v, handled, err := in.callOwn3(name, a); handled {
		return v, err
	}
	in.beforeHostCall()
	pargs, err := in.hostArgs(a.a)
	if err != nil {
		return nil, err
	}
	r, err := h3.CallFunction3(name, pargs)
	in.puppetAPI().raw3 = nil
	if err != nil {
		return nil, in.wrapHostErr(err)
	}
	return in.fromHost("", r), nil
}

func (in *Interp) definePuppetUtil() {
	util := in.puppetModule("Puppet::Util")
	in.keep("Puppet::Util", util)
	util.DefineSingletonMethod("deterministic_rand_int", 2, 2, func(c *Call) (Value, error) {
		r, err := c.In.callMethod(c.In.classByName("Random"), "new", c.Args[:1], nil, nil, true)
		if err != nil {
			return nil, err
		}
		return c.In.callMethod(r, "rand", c.Args[1:], nil, nil, true)
	})
	util.DefineSingletonMethod("deterministic_rand", 2, 2, func(c *Call) (Value, error) {
		r, err := c.In.callMethod(c.In.keptModule("Puppet::Util"), "deterministic_rand_int", c.Args, nil, nil, true)
		if err != nil {
			return nil, err
		}
		return NewString(c.In.toS(r)), nil
	})
	for _, n := range []string{"execute"} {
		n := n
		util.DefineSingletonMethod(n, 0, -1, func(c *Call) (Value, error) {
			return nil, c.In.unsupportedErr("Puppet::Util." + n + " (running commands)")
		})
	}
	_ = fmt.Sprint
	in.definePuppetExecution()
}

// isTypeClassPath says whether path names a type's class
// (Puppet::Pops::Types::PIntegerType).
func isTypeClassPath(path string) bool {
	name, ok := strings.CutPrefix(path, "Puppet::Pops::Types::P")
	return ok && strings.HasSuffix(name, "Type") && !strings.Contains(name, "::")
}
