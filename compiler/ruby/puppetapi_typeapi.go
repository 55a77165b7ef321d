package ruby

import (
	"math"

	"github.com/punch-dev/punch/compiler/values"
)

// More of Puppet's type API that module functions call (QA-FORGE-6 R7):
// SemanticPuppet::VersionRange.parse and #include?, PEnumType#values, the
// DEFAULT constant of the type classes, and Puppet::Pops::Types::TypeAsserter
// with its TypeAssertionError (puppet_prelude.rb).

// defaultTypes are the type classes whose DEFAULT constant module code
// reads, by the Puppet name of the type it holds.
var defaultTypes = []string{"Any", "Undef", "Default", "Scalar", "ScalarData", "Numeric", "Integer", "Float",
	"String", "Boolean", "Regexp", "Pattern", "Enum", "Array", "Hash", "Tuple", "Struct", "Variant", "Optional",
	"NotUndef", "Type", "Collection", "Callable", "Iterable", "Iterator", "Runtime", "Sensitive", "Binary",
	"Timestamp", "Timespan", "SemVer", "SemVerRange", "CatalogEntry", "Init"}

// typeConstant is a type constant of Puppet's type classes besides DEFAULT
// that module code passes on (aursu-tlsinfo gives lookup()
// PStringType::NON_EMPTY as its value type).
type typeConstant struct {
	class, name string
	t           values.Type
}

// typeConstants are Puppet 7.23's (types.rb), each the type its to_s
// names there; Array's and Hash's EMPTY hold Unit as Puppet's do.
func typeConstants() []typeConstant {
	unbounded := int64(math.MaxInt64)
	emptyArray := values.TypeOf(values.EmptyArray())
	emptyHash := values.TypeOf(values.NewHash(0))
	unit := emptyArray.(*values.ArrayT).Elem
	string1 := values.StringType(1, unbounded)
	return []typeConstant{
		{"PCollectionType", "DEFAULT_SIZE", values.IntegerType(0, unbounded)},
		{"PCollectionType", "ZERO_SIZE", values.IntegerType(0, 0)},
		{"PCollectionType", "NOT_EMPTY_SIZE", values.IntegerType(1, unbounded)},
		{"PStringType", "NON_EMPTY", string1},
		{"PStringType", "ITERABLE_TYPE", values.IterableType(values.StringType(1, 1))},
		{"PBooleanType", "TRUE", values.BooleanValueType(true)},
		{"PBooleanType", "FALSE", values.BooleanValueType(false)},
		{"PArrayType", "EMPTY", emptyArray},
		{"PHashType", "EMPTY", emptyHash},
		{"PHashType", "KEY_PAIR_TUPLE_SIZE", values.IntegerType(2, 2)},
		{"PHashType", "DEFAULT_KEY_PAIR_TUPLE", values.TupleType([]values.Type{unit, unit}, values.IntegerType(2, 2))},
	}
}

func (in *Interp) definePuppetTypeAPI() {
	for _, name := range defaultTypes {
		t, err := values.ParseType(name, func(string) (values.Type, bool) { return nil, false })
		if err != nil {
			continue
		}
		cls := in.puppetValueClass(typeClassName(t))
		if _, ok := cls.consts["DEFAULT"]; !ok {
			cls.SetConst("DEFAULT", in.puppetObject(t))
		}
	}
	for _, k := range typeConstants() {
		cls := in.puppetValueClass("Puppet::Pops::Types::" + k.class)
		if _, ok := cls.consts[k.name]; !ok {
			cls.SetConst(k.name, in.puppetObject(k.t))
		}
	}
	in.puppetValueClass("Puppet::Pops::Types::PEnumType").DefineMethod("values", 0, 0, func(c *Call) (Value, error) {
		pv, _ := pvOf(c.Self)
		e, _ := pv.(*values.EnumT)
		a := &Array{}
		if e != nil {
			for _, s := range e.Values {
				a.a = append(a.a, NewString(s))
			}
		}
		return a, nil
	})

	in.defineNumericBounds()
	in.defineSemanticPuppet()
	vr := in.puppetValueClass("SemanticPuppet::VersionRange")
	vr.singletonClass().DefineMethod("parse", 1, 1, func(c *Call) (Value, error) {
		s, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		r, perr := values.ParseSemVerRange(s)
		if perr != nil {
			return nil, c.In.raise(cArgumentError, 0, "%s", perr.Error())
		}
		return c.In.puppetObject(r), nil
	})
	include := func(c *Call) (Value, error) {
		pv, _ := pvOf(c.Self)
		r, _ := pv.(*values.SemVerRange)
		v, ok := pvOf(c.Args[0])
		sv, ok2 := v.(values.SemVer)
		return r != nil && ok && ok2 && r.Includes(sv), nil
	}
	vr.DefineMethod("include?", 1, 1, include)
	vr.Alias("member?", "include?")
	vr.Alias("cover?", "include?")
	vr.Alias("===", "include?")
	in.defineVersionRangeBounds(vr)

	// TypeAsserter: the message is Puppet's describe_mismatch of
	// "SUBJECT has wrong type," (instance) or "SUBJECT is incorrect,"
	// (assignable); a subject given as [format, args...] is formatted first.
	ta := in.DefineModule(in.puppetModule("Puppet::Pops::Types"), "TypeAsserter")
	report := func(c *Call, expected values.Type, actual values.Type, what string) error {
		subject := c.Args[0]
		if c.Block != nil {
			s, err := c.In.yield1(c.Block, subject)
			if err != nil {
				return err
			}
			subject = s
		}
		if a, ok := subject.(*Array); ok && len(a.a) > 0 {
			s, err := c.In.callMethod(a.a[0], "%", []Value{newArray(a.a[1:])}, nil, nil, true)
			if err != nil {
				return err
			}
			subject = s
		}
		msg := values.DescribeTypeMismatch(c.In.toS(subject)+" "+what+",", expected, actual)
		exc, err := c.In.callMethod(c.In.puppetModule("Puppet::Pops::Types::TypeAssertionError"), "new",
			[]Value{NewString(msg), c.In.puppetObject(expected), c.In.puppetObject(actual)}, nil, nil, true)
		if err != nil {
			return err
		}
		if o, ok := exc.(*Object); ok {
			return c.In.raiseObj(o)
		}
		return c.In.raise(cPuppetError, 0, "%s", msg)
	}
	typeArg := func(c *Call, i int) (values.Type, error) {
		pv, _ := pvOf(c.Args[i])
		t, ok := pv.(values.Type)
		if !ok {
			return nil, c.In.raise(cArgumentError, 0, "expected a type, got %s", c.In.className(c.Args[i]))
		}
		return t, nil
	}
	ta.DefineSingletonMethod("assert_instance_of", 3, 4, func(c *Call) (Value, error) {
		expected, err := typeArg(c, 1)
		if err != nil {
			return nil, err
		}
		value := c.Args[2]
		if value == nil && len(c.Args) > 3 && Truthy(c.Args[3]) {
			return value, nil
		}
		pv, err := c.In.toPuppet(value)
		if err != nil {
			return nil, err
		}
		if values.IsInstance(expected, pv) {
			return value, nil
		}
		return nil, report(c, expected, values.TypeOf(pv), "has wrong type")
	})
	ta.DefineSingletonMethod("assert_assignable", 3, 3, func(c *Call) (Value, error) {
		expected, err := typeArg(c, 1)
		if err != nil {
			return nil, err
		}
		actual, err := typeArg(c, 2)
		if err != nil {
			return nil, err
		}
		if values.IsAssignable(expected, actual) {
			return c.Args[2], nil
		}
		return nil, report(c, expected, actual, "is incorrect")
	})
}

// defineNumericBounds gives Integer and Float types PNumericType's bounds
// (Iterable.on walks a finite Integer range with them): from/to are nil
// where the type is unbounded, numeric_from/numeric_to are -/+Infinity
// there; finite_range? (Integer) and unbounded? say which ends are set.
func (in *Interp) defineNumericBounds() {
	// bounds is the type's two ends, each an Integer or Float, or nil
	// for an unbounded end.
	bounds := func(c *Call) (lo, hi Value) {
		pv, _ := pvOf(c.Self)
		switch t := pv.(type) {
		case *values.IntegerT:
			if t.Min != math.MinInt64 {
				lo = t.Min
			}
			if t.Max != math.MaxInt64 {
				hi = t.Max
			}
		case *values.FloatT:
			if !math.IsInf(t.Min, -1) {
				lo = t.Min
			}
			if !math.IsInf(t.Max, 1) {
				hi = t.Max
			}
		}
		return lo, hi
	}
	for _, name := range []string{"Puppet::Pops::Types::PIntegerType", "Puppet::Pops::Types::PFloatType"} {
		cls := in.puppetValueClass(name)
		cls.DefineMethod("from", 0, 0, func(c *Call) (Value, error) {
			lo, _ := bounds(c)
			return lo, nil
		})
		cls.DefineMethod("to", 0, 0, func(c *Call) (Value, error) {
			_, hi := bounds(c)
			return hi, nil
		})
		cls.DefineMethod("numeric_from", 0, 0, func(c *Call) (Value, error) {
			if lo, _ := bounds(c); lo != nil {
				return lo, nil
			}
			return math.Inf(-1), nil
		})
		cls.DefineMethod("numeric_to", 0, 0, func(c *Call) (Value, error) {
			if _, hi := bounds(c); hi != nil {
				return hi, nil
			}
			return math.Inf(1), nil
		})
		cls.DefineMethod("unbounded?", 0, 0, func(c *Call) (Value, error) {
			lo, hi := bounds(c)
			return lo == nil && hi == nil, nil
		})
	}
	in.puppetValueClass("Puppet::Pops::Types::PIntegerType").DefineMethod("finite_range?", 0, 0, func(c *Call) (Value, error) {
		lo, hi := bounds(c)
		return lo != nil && hi != nil, nil
	})
}
