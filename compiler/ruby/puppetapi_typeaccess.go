package ruby

import (
	"math"

	"github.com/punch-dev/punch/compiler/values"
)

// The accessors of Puppet's type objects (pops/types/types.rb and the
// p_*_type.rb files of Puppet 7.23): what each class's attr_readers and
// its reading methods answer, from the parameters of the values.Type the
// object holds. A type not given (Optional's, Type's) is nil, as Puppet's
// ivar; a default Puppet fills in (Array's Any, Sensitive's Any) is that
// type; an open bound is nil (from, to) or Infinity (numeric_from,
// size_range), as there. Helpers rendering documentation or checking data
// against a parsed type read them (golden forge15_ruby_pops_type_accessors_refused,
// rubyapi9_type_accessors).

// typeAccessor is one reading method of a type class.
type typeAccessor struct {
	name string
	f    func(in *Interp, t values.Type) (Value, error)
}

// typeObj is t as a Ruby type object; nil for none.
func (in *Interp) typeObj(t values.Type) Value {
	if t == nil {
		return nil
	}
	return in.puppetObject(t)
}

// typeObjs is an Array of type objects.
func (in *Interp) typeObjs(ts []values.Type) *Array {
	a := &Array{a: make([]Value, len(ts))}
	for i, t := range ts {
		a.a[i] = in.typeObj(t)
	}
	return a
}

// rangeBound is a bound of an Integer range as Ruby holds it: an Integer,
// or -Infinity/Infinity for an open end.
func rangeBound(n int64) Value {
	switch n {
	case math.MinInt64:
		return math.Inf(-1)
	case math.MaxInt64:
		return math.Inf(1)
	}
	return n
}

// openNil is an Integer bound, nil for an open end (from, to).
func openNil(n int64) Value {
	if n == math.MinInt64 || n == math.MaxInt64 {
		return nil
	}
	return n
}

// floatOpenNil is a Float bound, nil for an open end.
func floatOpenNil(f float64) Value {
	if math.IsInf(f, 0) {
		return nil
	}
	return f
}

// sizeTypeObj is a collection's size_type: nil when none was given.
func (in *Interp) sizeTypeObj(s *values.IntegerT) Value {
	if s == nil {
		return nil
	}
	return in.puppetObject(s)
}

// sizeRange is PCollectionType#size_range: [from, to] of the size type,
// Integer[0] when none was given.
func sizeRange(s *values.IntegerT) *Array {
	if s == nil {
		return &Array{a: []Value{int64(0), math.Inf(1)}}
	}
	return &Array{a: []Value{rangeBound(s.Min), rangeBound(s.Max)}}
}

// tupleSizeRange is PTupleType#size_range.
func tupleSizeRange(t *values.TupleT) *Array {
	if t.Size == nil {
		n := int64(len(t.Types))
		if n == 0 {
			return &Array{a: []Value{int64(0), math.Inf(1)}}
		}
		return &Array{a: []Value{n, n}}
	}
	return sizeRange(t.Size)
}

// tupleRepeatLastRange is PTupleType#repeat_last_range.
func tupleRepeatLastRange(t *values.TupleT) *Array {
	if t.Size == nil {
		return &Array{a: []Value{int64(1), int64(1)}}
	}
	k := int64(len(t.Types)) - 1
	sub := func(n int64) Value {
		if n == math.MaxInt64 || n == math.MinInt64 {
			return rangeBound(n)
		}
		return n - k
	}
	min := sub(t.Size.Min)
	if n, ok := min.(int64); ok && n <= 0 {
		min = int64(0)
	} else if f, ok := min.(float64); ok && f <= 0 {
		min = int64(0)
	}
	return &Array{a: []Value{min, sub(t.Size.Max)}}
}

// containedType is the type a PTypeWithContainedType holds.
func containedType(t values.Type) values.Type {
	switch x := t.(type) {
	case *values.TypeT:
		return x.Type
	case *values.NotUndefT:
		return x.Type
	case *values.OptionalT:
		return x.Type
	case *values.IterableT:
		return x.Type
	case *values.IteratorT:
		return x.Type
	case *values.SensitiveT:
		if x.Type == nil {
			return values.AnyType()
		}
		return x.Type
	case *values.InitT:
		return x.Type
	}
	return nil
}

// deprecated warns as Puppet's deprecated accessors do:
// Puppet.warn_once('deprecations', key, msg) unless Puppet[:strict] is off.
func (in *Interp) deprecated(key, msg string) error {
	puppet := in.keptModule("Puppet")
	strict, err := in.callMethod(puppet, "[]", []Value{Symbol("strict")}, nil, nil, false)
	if err != nil {
		return err
	}
	if in.toS(strict) == "off" {
		return nil
	}
	_, err = in.callMethod(puppet, "warn_once", []Value{NewString("deprecations"), NewString(key), NewString(msg)}, nil, nil, false)
	return err
}

// typeAccessors are the reading methods of each type class.
func typeAccessors() map[string][]typeAccessor {
	contained := typeAccessor{"type", func(in *Interp, t values.Type) (Value, error) { return in.typeObj(containedType(t)), nil }}
	elementOfContained := typeAccessor{"element_type", func(in *Interp, t values.Type) (Value, error) {
		return in.typeObj(containedType(t)), nil
	}}
	intFrom := typeAccessor{"from", func(in *Interp, t values.Type) (Value, error) { return openNil(t.(*values.IntegerT).Min), nil }}
	intTo := typeAccessor{"to", func(in *Interp, t values.Type) (Value, error) { return openNil(t.(*values.IntegerT).Max), nil }}
	timeBound := func(name string, stamp bool, min bool) typeAccessor {
		return typeAccessor{name, func(in *Interp, t values.Type) (Value, error) {
			var lo, hi int64
			if stamp {
				x := t.(*values.TimestampT)
				lo, hi = x.Min, x.Max
			} else {
				x := t.(*values.TimespanT)
				lo, hi = x.Min, x.Max
			}
			n := hi
			if min {
				n = lo
			}
			if n == math.MinInt64 || n == math.MaxInt64 {
				return nil, nil
			}
			if stamp {
				return in.puppetObject(values.Timestamp(n)), nil
			}
			return in.puppetObject(values.Timespan(n)), nil
		}}
	}
	return map[string][]typeAccessor{
		"PTypeType":      {contained},
		"PNotUndefType":  {contained},
		"PSensitiveType": {contained},
		"POptionalType": {contained, {"optional_type", func(in *Interp, t values.Type) (Value, error) {
			return in.typeObj(containedType(t)), nil
		}}},
		"PIterableType": {contained, elementOfContained},
		"PIteratorType": {contained, elementOfContained},
		"PInitType": {contained, {"init_args", func(in *Interp, t values.Type) (Value, error) {
			x := t.(*values.InitT)
			a := &Array{a: make([]Value, len(x.Args))}
			for i, v := range x.Args {
				a.a[i] = in.fromPuppet(v)
			}
			return a, nil
		}}},
		"PEnumType": {
			{"case_insensitive", func(in *Interp, t values.Type) (Value, error) { return t.(*values.EnumT).CaseInsensitive, nil }},
			{"case_insensitive?", func(in *Interp, t values.Type) (Value, error) { return t.(*values.EnumT).CaseInsensitive, nil }},
		},
		"PIntegerType": {intFrom, intTo,
			{"numeric_from", func(in *Interp, t values.Type) (Value, error) { return rangeBound(t.(*values.IntegerT).Min), nil }},
			{"numeric_to", func(in *Interp, t values.Type) (Value, error) { return rangeBound(t.(*values.IntegerT).Max), nil }},
			{"unbounded?", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.IntegerT)
				return x.Min == math.MinInt64 && x.Max == math.MaxInt64, nil
			}},
			{"finite_range?", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.IntegerT)
				return x.Min != math.MinInt64 && x.Max != math.MaxInt64, nil
			}},
			{"range", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.IntegerT)
				return &Array{a: []Value{rangeBound(x.Min), rangeBound(x.Max)}}, nil
			}},
			{"size", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.IntegerT)
				if x.Min == math.MinInt64 || x.Max == math.MaxInt64 {
					return math.Inf(1), nil
				}
				d := x.Max - x.Min
				if d < 0 {
					d = -d
				}
				return d + 1, nil
			}},
			{"to_size", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.IntegerT)
				if x.Min >= 0 {
					return in.puppetObject(x), nil
				}
				hi := x.Max
				if hi < 0 {
					hi = 0
				}
				return in.puppetObject(values.IntegerType(0, hi)), nil
			}},
		},
		"PFloatType": {
			{"from", func(in *Interp, t values.Type) (Value, error) { return floatOpenNil(t.(*values.FloatT).Min), nil }},
			{"to", func(in *Interp, t values.Type) (Value, error) { return floatOpenNil(t.(*values.FloatT).Max), nil }},
			{"numeric_from", func(in *Interp, t values.Type) (Value, error) { return t.(*values.FloatT).Min, nil }},
			{"numeric_to", func(in *Interp, t values.Type) (Value, error) { return t.(*values.FloatT).Max, nil }},
			{"unbounded?", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.FloatT)
				return math.IsInf(x.Min, -1) && math.IsInf(x.Max, 1), nil
			}},
		},
		"PTimespanType":  {timeBound("from", false, true), timeBound("to", false, false)},
		"PTimestampType": {timeBound("from", true, true), timeBound("to", true, false)},
		"PCollectionType": {
			{"size_type", func(in *Interp, t values.Type) (Value, error) {
				return in.sizeTypeObj(t.(*values.CollectionT).Size), nil
			}},
			{"size_range", func(in *Interp, t values.Type) (Value, error) { return sizeRange(t.(*values.CollectionT).Size), nil }},
		},
		"PArrayType": {
			{"element_type", func(in *Interp, t values.Type) (Value, error) {
				if e := t.(*values.ArrayT).Elem; e != nil {
					return in.puppetObject(e), nil
				}
				return in.puppetObject(values.AnyType()), nil
			}},
			{"size_type", func(in *Interp, t values.Type) (Value, error) { return in.sizeTypeObj(t.(*values.ArrayT).Size), nil }},
			{"size_range", func(in *Interp, t values.Type) (Value, error) { return sizeRange(t.(*values.ArrayT).Size), nil }},
		},
		"PHashType": {
			{"key_type", func(in *Interp, t values.Type) (Value, error) { return in.anyIfNil(t.(*values.HashT).Key), nil }},
			{"value_type", func(in *Interp, t values.Type) (Value, error) { return in.anyIfNil(t.(*values.HashT).Value), nil }},
			{"element_type", func(in *Interp, t values.Type) (Value, error) {
				if err := in.deprecated("Puppet::Pops::Types::PHashType#element_type", "Puppet::Pops::Types::PHashType#element_type is deprecated, use #value_type instead"); err != nil {
					return nil, err
				}
				return in.anyIfNil(t.(*values.HashT).Value), nil
			}},
			{"size_type", func(in *Interp, t values.Type) (Value, error) { return in.sizeTypeObj(t.(*values.HashT).Size), nil }},
			{"size_range", func(in *Interp, t values.Type) (Value, error) { return sizeRange(t.(*values.HashT).Size), nil }},
		},
		"PStringType": {
			{"size_type", func(in *Interp, t values.Type) (Value, error) { return in.sizeTypeObj(t.(*values.StringT).Size), nil }},
			{"size_type_or_value", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.StringT)
				if x.HasValue {
					return in.frozenString(x.Value), nil
				}
				return in.sizeTypeObj(x.Size), nil
			}},
			{"value", func(in *Interp, t values.Type) (Value, error) {
				if x := t.(*values.StringT); x.HasValue {
					return in.frozenString(x.Value), nil
				}
				return nil, nil
			}},
			{"values", func(in *Interp, t values.Type) (Value, error) {
				// Puppet 7.23 reads @value, which PStringType never sets:
				// always empty, after the deprecation
				if err := in.deprecated("PStringType#values", "Method PStringType#values is deprecated. Use #value instead"); err != nil {
					return nil, err
				}
				return &Array{}, nil
			}},
			{"derived_size_type", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.StringT)
				switch {
				case x.Size != nil:
					return in.puppetObject(x.Size), nil
				case x.HasValue:
					n := int64(len([]rune(x.Value)))
					return in.puppetObject(values.IntegerType(n, n)), nil
				}
				return in.puppetObject(values.IntegerType(0, math.MaxInt64)), nil
			}},
		},
		"PRegexpType": {
			{"pattern", func(in *Interp, t values.Type) (Value, error) {
				if x := t.(*values.RegexpT); x.HasPattern {
					return NewString(x.Pattern), nil
				}
				return nil, nil
			}},
			{"regexp", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.RegexpT)
				return in.callMethod(in.classByName("Regexp"), "new", []Value{NewString(x.Pattern)}, nil, nil, false)
			}},
		},
		"PPatternType": {
			{"patterns", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.PatternT)
				a := &Array{a: make([]Value, len(x.Patterns))}
				for i, p := range x.Patterns {
					a.a[i] = in.puppetObject(p)
				}
				return a, nil
			}},
		},
		"PBooleanType": {
			{"value", func(in *Interp, t values.Type) (Value, error) {
				if x := t.(*values.BooleanT); x.Set {
					return x.Value, nil
				}
				return nil, nil
			}},
		},
		"PStructType": {
			{"elements", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.StructT)
				a := &Array{a: make([]Value, len(x.Elements))}
				for i, e := range x.Elements {
					a.a[i] = in.structElementObject(e)
				}
				return a, nil
			}},
			{"hashed_elements", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.StructT)
				h := NewHash()
				for _, e := range x.Elements {
					h.Set(NewString(e.Name), in.structElementObject(e))
				}
				return h, nil
			}},
		},
		"PTupleType": {
			{"types", func(in *Interp, t values.Type) (Value, error) { return in.typeObjs(t.(*values.TupleT).Types), nil }},
			{"size_type", func(in *Interp, t values.Type) (Value, error) { return in.sizeTypeObj(t.(*values.TupleT).Size), nil }},
			{"size_range", func(in *Interp, t values.Type) (Value, error) { return tupleSizeRange(t.(*values.TupleT)), nil }},
			{"repeat_last_range", func(in *Interp, t values.Type) (Value, error) { return tupleRepeatLastRange(t.(*values.TupleT)), nil }},
		},
		"PVariantType": {
			{"types", func(in *Interp, t values.Type) (Value, error) { return in.typeObjs(t.(*values.VariantT).Types), nil }},
		},
		"PCallableType": {
			{"param_types", func(in *Interp, t values.Type) (Value, error) {
				if p := t.(*values.CallableT).Params; p != nil {
					return in.puppetObject(p), nil
				}
				return nil, nil
			}},
			{"block_type", func(in *Interp, t values.Type) (Value, error) { return in.typeObj(t.(*values.CallableT).Block), nil }},
			{"return_type", func(in *Interp, t values.Type) (Value, error) {
				r := t.(*values.CallableT).Return
				if _, any := r.(*values.AnyT); any {
					return nil, nil
				}
				return in.typeObj(r), nil
			}},
			{"size_range", func(in *Interp, t values.Type) (Value, error) {
				if p := t.(*values.CallableT).Params; p != nil {
					return tupleSizeRange(p), nil
				}
				return nil, nil
			}},
			{"last_range", func(in *Interp, t values.Type) (Value, error) {
				if p := t.(*values.CallableT).Params; p != nil {
					return tupleRepeatLastRange(p), nil
				}
				return nil, nil
			}},
			{"block_range", func(in *Interp, t values.Type) (Value, error) {
				switch t.(*values.CallableT).Block.(type) {
				case *values.OptionalT:
					return &Array{a: []Value{int64(0), int64(1)}}, nil
				case *values.VariantT, *values.CallableT:
					return &Array{a: []Value{int64(1), int64(1)}}, nil
				}
				return &Array{a: []Value{int64(0), int64(0)}}, nil
			}},
		},
		"PRuntimeType": {
			{"runtime", func(in *Interp, t values.Type) (Value, error) {
				if x := t.(*values.RuntimeT); x.Runtime != "" {
					return Symbol(x.Runtime), nil
				}
				return nil, nil
			}},
			{"name_or_pattern", func(in *Interp, t values.Type) (Value, error) {
				if x := t.(*values.RuntimeT); x.TypeName != "" {
					return NewString(x.TypeName), nil
				}
				return nil, nil
			}},
		},
		"PSemVerType": {
			{"ranges", func(in *Interp, t values.Type) (Value, error) {
				x := t.(*values.SemVerT)
				a := &Array{a: make([]Value, len(x.Ranges))}
				for i, r := range x.Ranges {
					a.a[i] = in.puppetObject(r)
				}
				return a, nil
			}},
		},
		"PTypeReferenceType": {
			{"type_string", func(in *Interp, t values.Type) (Value, error) { return NewString(t.(*values.TypeReferenceT).Ref), nil }},
		},
	}
}

// anyIfNil is t's object, Any's for nil (Puppet fills Any in).
func (in *Interp) anyIfNil(t values.Type) Value {
	if t == nil {
		return in.puppetObject(values.AnyType())
	}
	return in.puppetObject(t)
}

// frozenString is a frozen String (the values Puppet's type parser keeps).
func (in *Interp) frozenString(s string) Value {
	str := NewString(s)
	str.frozen = true
	return str
}

// structElementData is the Go state of a PStructElement.
type structElementData struct{ e *values.StructElement }

// structElementObject is a Struct member as Puppet's PStructElement.
func (in *Interp) structElementObject(e *values.StructElement) Value {
	return &Object{class: in.puppetValueClass("Puppet::Pops::Types::PStructElement"), Data: structElementData{e}}
}

func structElementOf(v Value) *values.StructElement {
	if o, ok := v.(*Object); ok {
		if d, ok := o.Data.(structElementData); ok {
			return d.e
		}
	}
	return nil
}

func (in *Interp) definePuppetTypeAccessors() {
	in.defineCallableWith()
	in.definePcoreTypes()
	for class, list := range typeAccessors() {
		cls := in.puppetValueClass("Puppet::Pops::Types::" + class)
		for _, a := range list {
			a := a
			cls.DefineMethod(a.name, 0, 0, func(c *Call) (Value, error) {
				pv, _ := pvOf(c.Self)
				t, ok := pv.(values.Type)
				if !ok {
					return nil, c.In.unsupportedErr("Puppet::Pops::Types::" + class + "#" + a.name + " of this object")
				}
				if _, isAlias := t.(*values.TypeAliasT); isAlias {
					return nil, c.In.unsupportedErr("Puppet::Pops::Types::" + class + "#" + a.name + " of a type alias")
				}
				return a.f(c.In, t)
			})
		}
	}
	elem := in.puppetValueClass("Puppet::Pops::Types::PStructElement")
	elem.DefineMethod("name", 0, 0, func(c *Call) (Value, error) {
		if e := structElementOf(c.Self); e != nil {
			return c.In.frozenString(e.Name), nil
		}
		return nil, nil
	})
	elem.DefineMethod("key_type", 0, 0, func(c *Call) (Value, error) {
		if e := structElementOf(c.Self); e != nil {
			return c.In.typeObj(e.Key), nil
		}
		return nil, nil
	})
	elem.DefineMethod("value_type", 0, 0, func(c *Call) (Value, error) {
		if e := structElementOf(c.Self); e != nil {
			return c.In.typeObj(e.Value), nil
		}
		return nil, nil
	})
	elem.DefineMethod("==", 1, 1, func(c *Call) (Value, error) {
		a, b := structElementOf(c.Self), structElementOf(c.Args[0])
		return a != nil && b != nil && values.TypesEqual(a.Key, b.Key) && values.TypesEqual(a.Value, b.Value), nil
	})
	elem.Alias("eql?", "==")
	elem.DefineMethod("<=>", 1, 1, func(c *Call) (Value, error) {
		a, b := structElementOf(c.Self), structElementOf(c.Args[0])
		if a == nil || b == nil {
			return nil, nil
		}
		switch {
		case a.Name < b.Name:
			return int64(-1), nil
		case a.Name > b.Name:
			return int64(1), nil
		}
		return int64(0), nil
	})
}

// defineCallableWith is PCallableType#callable_with?(args, block = nil):
// any arguments for a Callable without parameter types, else the Tuple of
// its parameters takes args and its block type the block (no block type:
// no block). A Puppet lambda given as the block is typed as Puppet's
// Closure#type (its parameters' types, Any where none, and its arity);
// a Ruby Proc as TypeCalculator#infer_Proc types it (Any for each
// parameter, the required ones the minimum, a rest one no maximum).
func (in *Interp) defineCallableWith() {
	in.puppetValueClass("Puppet::Pops::Types::PCallableType").DefineMethod("callable_with?", 1, 2, func(c *Call) (Value, error) {
		pv, _ := pvOf(c.Self)
		t, ok := pv.(*values.CallableT)
		if !ok {
			return nil, c.In.unsupportedErr("Puppet::Pops::Types::PCallableType#callable_with? of this object")
		}
		if t.Params == nil {
			return true, nil
		}
		args, err := c.In.toPuppet(c.Args[0])
		if err != nil {
			return nil, err
		}
		if !values.IsInstance(t.Params, args) {
			return false, nil
		}
		var blk Value
		if len(c.Args) > 1 {
			blk = c.Args[1]
		}
		if t.Block == nil {
			return blk == nil, nil
		}
		if blk == nil {
			return values.IsInstance(t.Block, nil), nil
		}
		bt, err := c.In.blockCallableType(blk)
		if err != nil || bt == nil {
			return false, err
		}
		return values.IsAssignable(t.Block, bt), nil
	})
}

// blockCallableType is the Callable type Puppet infers for a block given
// to callable_with?: nil for what is no Proc.
func (in *Interp) blockCallableType(v Value) (values.Type, error) {
	p, ok := v.(*Proc)
	if !ok {
		return nil, nil
	}
	if hb := p.hostBlk; hb != nil {
		types := append([]values.Type(nil), hb.ParamTypes()...)
		for i, t := range types {
			if t == nil {
				types[i] = values.AnyType()
			}
		}
		min, max := hb.Arity()
		hi := int64(max)
		if max < 0 {
			hi = math.MaxInt64
		}
		return values.CallableType(values.TupleType(types, values.IntegerType(int64(min), hi)), nil, nil), nil
	}
	ps, err := in.callMethod(p, "parameters", nil, nil, nil, false)
	if err != nil {
		return nil, err
	}
	list, _ := ps.(*Array)
	var types []values.Type
	var min, max int64
	if list != nil {
		for _, e := range list.a {
			pair, _ := e.(*Array)
			if pair == nil || len(pair.a) == 0 {
				continue
			}
			kind, _ := pair.a[0].(Symbol)
			if kind == "rest" {
				max = math.MaxInt64
				break
			}
			if kind == "req" {
				min++
			}
			max++
			types = append(types, values.AnyType())
		}
	}
	return values.CallableType(values.TupleType(types, values.IntegerType(min, max)), nil, nil), nil
}
