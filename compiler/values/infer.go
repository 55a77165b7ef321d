package values

import (
	"math"
	"math/big"
)

// TypeOf returns the detailed type of v, as Puppet's `type(v)` (and
// `type(v, 'detailed')`) reports it: arrays infer as Tuple, hashes with
// non-empty string keys as Struct, scalars with their value
// (Integer[1, 1], Boolean[true], ...).
func TypeOf(v Value) Type {
	var w inferWalk
	return w.of(v)
}

// inferWalk is the counted walk of an inference (walk.go): a value is
// walked as a tree, and an Array or Hash holding the same collection many
// times at each level (built by a loop in a few lines) has exponentially
// many elements. Past max_value_size's count of elements, or MaxValueDepth
// levels, the walk stops as a writer does (Recovered), instead of taking
// the process's memory, time or stack.
type inferWalk struct{ Walk }

// enter goes down into a collection of n elements of each bytes; leave
// comes back up.
func (w *inferWalk) enter(n int, each int64) {
	w.MustEnter(n, each, "the type inferred for a value (each element visited)")
}

func (w *inferWalk) of(v Value) Type {
	switch x := v.(type) {
	case []Value:
		if len(x) == 0 {
			return theEmptyArray
		}
		w.enter(len(x), ArrayElementBytes)
		ts := make([]Type, len(x))
		for i, e := range x {
			ts[i] = w.of(e)
		}
		w.Leave()
		return &TupleT{Types: ts}
	case *Hash:
		n := x.Len()
		if n == 0 {
			return theEmptyHash
		}
		w.enter(n, HashEntryBytes)
		defer w.Leave()
		allStrings := true
		for _, k := range x.Keys() {
			if s, ok := k.(string); !ok || s == "" {
				allStrings = false
				break
			}
		}
		if allStrings {
			els := make([]*StructElement, n)
			for i := 0; i < n; i++ {
				k, val := x.At(i)
				s := k.(string)
				els[i] = &StructElement{Key: StringValueType(s), Value: w.of(val), Name: s}
			}
			return StructType(els)
		}
		ks := make([]Type, 0, n)
		vs := make([]Type, 0, n)
		for i := 0; i < n; i++ {
			k, val := x.At(i)
			ks = append(ks, w.of(k))
			vs = append(vs, w.of(val))
		}
		return newHash(VariantType(ks...), VariantType(vs...), &IntegerT{Min: int64(n), Max: int64(n)})
	case SemVer:
		r := exactRange(x)
		return SemVerType(r)
	}
	return w.reduced(v)
}

// TypeOfReduced returns the type Puppet's TypeCalculator.infer gives v
// (`type(v, 'reduced')`): arrays and hashes as Array/Hash of the common
// type of their members, with their size.
func TypeOfReduced(v Value) Type {
	var w inferWalk
	return w.reduced(v)
}

func (w *inferWalk) reduced(v Value) Type {
	switch x := v.(type) {
	case nil:
		return theUndef
	case Default:
		return theDefault
	case string:
		return StringValueType(x)
	case int64:
		return &IntegerT{Min: x, Max: x}
	case *big.Int:
		return bigType(x)
	case float64:
		if x != x {
			return theFloat
		}
		return &FloatT{Min: x, Max: x}
	case bool:
		return BooleanValueType(x)
	case *Regexp:
		return RegexpTypeOf(x)
	case []Value:
		if len(x) == 0 {
			return theEmptyArray
		}
		w.enter(len(x), ArrayElementBytes)
		var common Type
		for _, e := range x {
			common = CommonType(common, w.reduced(e))
		}
		w.Leave()
		n := int64(len(x))
		return &ArrayT{Elem: common, Size: &IntegerT{Min: n, Max: n}}
	case *Hash:
		if x.Len() == 0 {
			return theEmptyHash
		}
		w.enter(x.Len(), HashEntryBytes)
		var kt, vt Type
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			kt = CommonType(kt, w.reduced(k))
			vt = CommonType(vt, w.reduced(val))
		}
		w.Leave()
		n := int64(x.Len())
		return &HashT{Key: kt, Value: vt, Size: &IntegerT{Min: n, Max: n}}
	case *Sensitive:
		return SensitiveType(w.reduced(x.Value))
	case *Binary:
		return theBinary
	case *Deferred:
		return theDeferred
	case *Object:
		if x.typ.parameterized() {
			// create_from_instance: Error['mykind', undef]
			return objectExtOf(x)
		}
		return x.typ
	case SemVer:
		return theSemVer
	case *SemVerRange:
		return theSemVerRange
	case Timespan:
		return &TimespanT{Min: int64(x), Max: int64(x)}
	case Timestamp:
		return &TimestampT{Min: int64(x), Max: int64(x)}
	case *BigTimestamp:
		return bigTimestampType(x)
	case *Iterator:
		return IteratorType(x.ElementType)
	case *ResourceT:
		// a Puppet::Resource infers as its reference (infer_Resource)
		return &TypeT{Type: x.reference()}
	case Type:
		return &TypeT{Type: x}
	case interface{ CallableType() *CallableT }:
		return x.CallableType()
	case RubyObject:
		return x.InferredType()
	}
	return RuntimeType("go", "?")
}

// TypeOfGeneralized is `type(v, 'generalized')`.
func TypeOfGeneralized(v Value) Type { return Generalize(TypeOfReduced(v)) }

// Generalize drops the value-specific parameters of a type (ranges of
// inferred scalars, sizes of collections), as Puppet's generalize.
func Generalize(t Type) Type {
	switch x := t.(type) {
	case *IntegerT, *FloatT, *StringT, *BooleanT, *TimespanT, *TimestampT, *CollectionT:
		return defaultOf(t)
	case *EnumT:
		if len(x.Values) == 0 {
			return theString
		}
		min, max := x.sizeRange()
		return &StringT{Size: &IntegerT{Min: min, Max: max}}
	case *ArrayT:
		if _, any := x.Elem.(*AnyT); any {
			return theArray
		}
		return newArray(Generalize(x.Elem), nil)
	case *HashT:
		if x == theHash || x.isEmptyHash() || x.equal(theHash) {
			return x
		}
		return newHash(Generalize(x.Key), Generalize(x.Value), nil)
	case *VariantT:
		if len(x.Types) == 0 {
			return x
		}
		ts := make([]Type, len(x.Types))
		for i, e := range x.Types {
			ts[i] = Generalize(e)
		}
		return VariantType(ts...)
	case *ObjectExtT:
		return x.base
	case *OptionalT:
		if x.Type == nil {
			return theOptional
		}
		return &OptionalT{Type: Generalize(x.Type)}
	case *NotUndefT:
		if x.Type == nil {
			return theNotUndef
		}
		return &NotUndefT{Type: Generalize(x.Type)}
	}
	if m, ok := mapParams(t, Generalize); ok {
		return m
	}
	return t
}

// mapParams rebuilds a type whose parameters are types (Tuple, Struct,
// Type, Iterable, Iterator, Sensitive, Callable) with f applied to each of
// them: Generalize and Normalize treat these alike and differ only in the
// other types. ok is false for a type of any other kind.
func mapParams(t Type, f func(Type) Type) (Type, bool) {
	switch x := t.(type) {
	case *TupleT:
		if len(x.Types) == 0 && x.Size == nil {
			return x, true
		}
		ts := make([]Type, len(x.Types))
		for i, e := range x.Types {
			ts[i] = f(e)
		}
		return &TupleT{Types: ts, Size: x.Size}, true
	case *StructT:
		if len(x.Elements) == 0 {
			return theStruct, true
		}
		els := make([]*StructElement, len(x.Elements))
		for i, e := range x.Elements {
			els[i] = &StructElement{Key: e.Key, Value: f(e.Value), Name: e.Name}
		}
		return StructType(els), true
	case *TypeT:
		if x.Type == nil {
			return theType, true
		}
		return &TypeT{Type: f(x.Type)}, true
	case *IterableT:
		if x.Type == nil {
			return theIterable, true
		}
		return &IterableT{Type: f(x.Type)}, true
	case *IteratorT:
		if x.Type == nil {
			return theIterator, true
		}
		return &IteratorT{Type: f(x.Type)}, true
	case *SensitiveT:
		return &SensitiveT{Type: f(x.Type)}, true
	case *CallableT:
		if x == theCallable {
			return x, true
		}
		c := &CallableT{Block: mapOrNil(x.Block, f), Return: mapOrNil(x.Return, f)}
		if x.Params != nil {
			c.Params = f(x.Params).(*TupleT)
		}
		return c, true
	}
	return t, false
}

func mapOrNil(t Type, f func(Type) Type) Type {
	if t == nil {
		return nil
	}
	return f(t)
}

// Normalize simplifies a type as Puppet's normalize: Variant members are
// flattened and merged, Optional and NotUndef collapse where they change
// nothing.
func Normalize(t Type) Type {
	switch x := t.(type) {
	case *VariantT:
		return normalizeVariant(x)
	case *OptionalT:
		if x.Type == nil {
			return theOptional
		}
		n := Normalize(x.Type)
		if nu, ok := n.(*NotUndefT); ok {
			return Normalize(OptionalType(nu.Type))
		}
		if assignable(n, theUndef, nil) {
			return n
		}
		return &OptionalT{Type: n}
	case *NotUndefT:
		if x.Type == nil {
			return theNotUndef
		}
		n := Normalize(x.Type)
		if o, ok := n.(*OptionalT); ok {
			return Normalize(NotUndefType(o.Type))
		}
		if !assignable(n, theUndef, nil) {
			return n
		}
		return &NotUndefT{Type: n}
	case *ArrayT:
		if _, any := x.Elem.(*AnyT); any {
			return theArray
		}
		return newArray(Normalize(x.Elem), x.Size)
	case *HashT:
		if x.equal(theHash) || x.isEmptyHash() {
			return x
		}
		return newHash(Normalize(x.Key), Normalize(x.Value), x.Size)
	case *CollectionT:
		return theCollection
	}
	if m, ok := mapParams(t, Normalize); ok {
		return m
	}
	return t
}

func normalizeVariant(v *VariantT) Type {
	if len(v.Types) == 0 {
		return v
	}
	types := make([]Type, len(v.Types))
	modified := false
	for i, m := range v.Types {
		types[i] = Normalize(m)
		modified = modified || !typesEqual(types[i], m)
	}
	if len(types) == 1 {
		return types[0]
	}
	optional := false
	for _, m := range types {
		switch m.(type) {
		case *UndefT, *OptionalT:
			optional = true
		}
	}
	if optional {
		var rest []Type
		for _, m := range types {
			switch y := m.(type) {
			case *UndefT:
			case *OptionalT:
				if y.Type != nil {
					rest = append(rest, y.Type)
				}
			default:
				rest = append(rest, m)
			}
		}
		if len(rest) == 0 {
			return Normalize(theOptional)
		}
		return Normalize(OptionalType(VariantType(rest...)))
	}
	// flatten
	var flat []Type
	for _, m := range types {
		if mv, ok := m.(*VariantT); ok {
			flat = append(flat, mv.Types...)
		} else {
			flat = append(flat, m)
		}
	}
	types = flat
	sizeBeforeMerge := len(types)
	types = swapNotUndefs(types)
	types = mergeEnums(types)
	types = mergePatterns(types)
	types = mergeSemVers(types)
	types = mergeNumbers(types)
	if len(types) == 1 {
		return types[0]
	}
	if !modified && len(types) == sizeBeforeMerge {
		// PVariantType#normalize returns the variant itself when no
		// member changed and nothing merged: its members keep their order
		return v
	}
	return VariantType(types...)
}

func partitionTypes(ts []Type, f func(Type) bool) (in, out []Type) {
	for _, t := range ts {
		if f(t) {
			in = append(in, t)
		} else {
			out = append(out, t)
		}
	}
	return
}

func swapNotUndefs(ts []Type) []Type {
	if len(ts) < 2 {
		return ts
	}
	nus, others := partitionTypes(ts, func(t Type) bool { _, ok := t.(*NotUndefT); return ok })
	if len(nus) < 2 {
		return ts
	}
	inner := make([]Type, len(nus))
	for i, n := range nus {
		inner[i] = n.(*NotUndefT).Type
		if inner[i] == nil {
			inner[i] = theAny
		}
	}
	return append(others, NotUndefType(Normalize(VariantType(inner...))))
}

func mergeEnums(ts []Type) []Type {
	if len(ts) > 1 {
		enums, others := partitionTypes(ts, func(t Type) bool {
			switch x := t.(type) {
			case *EnumT:
				return len(x.Values) > 0 && !x.CaseInsensitive
			case *StringT:
				return x.HasValue && x.Size == nil
			}
			return false
		})
		if len(enums) > 1 {
			var vals []string
			for _, e := range enums {
				if s, ok := e.(*StringT); ok {
					vals = append(vals, s.Value)
				} else {
					vals = append(vals, e.(*EnumT).Values...)
				}
			}
			ts = append(others, EnumType(vals, false))
		}
	}
	if len(ts) > 1 {
		enums, others := partitionTypes(ts, func(t Type) bool {
			e, ok := t.(*EnumT)
			return ok && len(e.Values) > 0 && e.CaseInsensitive
		})
		if len(enums) > 1 {
			var vals []string
			for _, e := range enums {
				for _, v := range e.(*EnumT).Values {
					vals = append(vals, rubyDowncase(v))
				}
			}
			ts = append(others, EnumType(vals, true))
		}
	}
	return ts
}

func mergePatterns(ts []Type) []Type {
	if len(ts) < 2 {
		return ts
	}
	pats, others := partitionTypes(ts, func(t Type) bool { _, ok := t.(*PatternT); return ok })
	if len(pats) < 2 {
		return ts
	}
	var ps []*RegexpT
	for _, p := range pats {
		for _, r := range p.(*PatternT).Patterns {
			ps = appendPattern(ps, r)
		}
	}
	return append(others, &PatternT{Patterns: ps})
}

func mergeSemVers(ts []Type) []Type {
	if len(ts) < 2 {
		return ts
	}
	svs, others := partitionTypes(ts, func(t Type) bool { _, ok := t.(*SemVerT); return ok })
	if len(svs) < 2 {
		return ts
	}
	var rs []*SemVerRange
	for _, s := range svs {
		rs = append(rs, s.(*SemVerT).Ranges...)
	}
	return append([]Type{SemVerType(mergeSemVerRanges(rs)...)}, others...)
}

func mergeNumbers(ts []Type) []Type {
	if len(ts) < 2 {
		return ts
	}
	ints, others := partitionTypes(ts, func(t Type) bool { _, ok := t.(*IntegerT); return ok })
	if len(ints) > 1 {
		ts = append(mergeRanges(ints), others...)
	}
	floats, others := partitionTypes(ts, func(t Type) bool { _, ok := t.(*FloatT); return ok })
	if len(floats) > 1 {
		ts = append(mergeRanges(floats), others...)
	}
	return ts
}

// mergeRanges merges intersecting (for integers also adjacent) ranges, as
// Puppet's merge_ranges (which pops from the end).
func mergeRanges(ranges []Type) []Type {
	var result []Type
	for len(ranges) > 0 {
		var unmerged []Type
		memo := ranges[len(ranges)-1]
		ranges = ranges[:len(ranges)-1]
		for _, y := range ranges {
			if m := mergeRange(memo, y); m != nil {
				memo = m
			} else {
				unmerged = append(unmerged, y)
			}
		}
		result = append(result, memo)
		ranges = unmerged
	}
	return result
}

func mergeRange(a, b Type) Type {
	switch x := a.(type) {
	case *IntegerT:
		y := b.(*IntegerT)
		if x.big != nil || y.big != nil {
			return mergeBigRange(x, y)
		}
		intersect := !(x.Max < y.Min || y.Max < x.Min)
		adjacent := x.Max != math.MaxInt64 && x.Max+1 == y.Min || y.Max != math.MaxInt64 && y.Max+1 == x.Min
		if !intersect && !adjacent {
			return nil
		}
		return IntegerType(min64(x.Min, y.Min), max64(x.Max, y.Max))
	case *FloatT:
		y := b.(*FloatT)
		if x.Max < y.Min || y.Max < x.Min {
			return nil
		}
		return FloatType(math.Min(x.Min, y.Min), math.Max(x.Max, y.Max))
	}
	return nil
}

func min64(a, b int64) int64 {
	if a < b {
		return a
	}
	return b
}

func max64(a, b int64) int64 {
	if a > b {
		return a
	}
	return b
}

// CommonType returns the most specific type both t1 and t2 are assignable
// to, as Puppet's TypeCalculator.common_type (used to infer the element type
// of arrays and hashes). A nil argument stands for "no type yet".
func CommonType(t1, t2 Type) Type {
	if t1 == nil {
		return t2
	}
	if t2 == nil {
		return t1
	}
	if _, ok := t1.(*UndefT); ok {
		return t2
	}
	if _, ok := t2.(*UndefT); ok {
		return t1
	}
	if _, ok := t1.(*UnitT); ok {
		return t2
	}
	if _, ok := t2.(*UnitT); ok {
		return t1
	}
	if assignable(t1, t2, nil) {
		return t1
	}
	if assignable(t2, t1, nil) {
		return t2
	}
	switch a := t1.(type) {
	case *ArrayT:
		if b, ok := t2.(*ArrayT); ok {
			return newArray(CommonType(a.Elem, b.Elem), nil)
		}
	case *HashT:
		if b, ok := t2.(*HashT); ok {
			return newHash(CommonType(a.Key, b.Key), CommonType(a.Value, b.Value), nil)
		}
	case *ClassT:
		if _, ok := t2.(*ClassT); ok {
			return theClass
		}
	case *ResourceT:
		if b, ok := t2.(*ResourceT); ok {
			if a.TypeName == b.TypeName {
				return ResourceType(a.TypeName)
			}
			return theResource
		}
	case *IntegerT:
		if b, ok := t2.(*IntegerT); ok {
			if a.big != nil || b.big != nil {
				return bigUnion(a, b)
			}
			return IntegerType(min64(a.Min, b.Min), max64(a.Max, b.Max))
		}
	case *FloatT:
		if b, ok := t2.(*FloatT); ok {
			return FloatType(math.Min(a.Min, b.Min), math.Max(a.Max, b.Max))
		}
	case *StringT:
		switch b := t2.(type) {
		case *EnumT:
			if !a.HasValue {
				return theEnum
			}
			return EnumType(append(append([]string(nil), b.Values...), a.Value), false)
		case *StringT:
			if a.Size == nil || b.Size == nil {
				if !a.HasValue || !b.HasValue {
					return theString
				}
				return EnumType([]string{a.Value, b.Value}, false)
			}
			return &StringT{Size: CommonType(a.Size, b.Size).(*IntegerT)}
		}
	case *PatternT:
		if b, ok := t2.(*PatternT); ok {
			ps := append([]*RegexpT(nil), a.Patterns...)
			for _, p := range b.Patterns {
				ps = appendPattern(ps, p)
			}
			return &PatternT{Patterns: ps}
		}
	case *EnumT:
		switch b := t2.(type) {
		case *EnumT:
			return EnumType(append(append([]string(nil), a.Values...), b.Values...), false)
		case *StringT:
			if !b.HasValue {
				return theEnum
			}
			return EnumType(append(append([]string(nil), a.Values...), b.Value), false)
		}
	case *VariantT:
		if b, ok := t2.(*VariantT); ok {
			return VariantType(append(append([]Type(nil), a.Types...), b.Types...)...)
		}
	case *RegexpT:
		if _, ok := t2.(*RegexpT); ok {
			return theRegexp
		}
	case *CallableT:
		if _, ok := t2.(*CallableT); ok {
			return theCallable
		}
	}
	both := func(t Type) bool { return assignable(t, t1, nil) && assignable(t, t2, nil) }
	if both(theNumeric) {
		return theNumeric
	}
	if both(theScalarData) {
		return theScalarData
	}
	if both(theScalar) {
		return theScalar
	}
	if both(dataAlias) {
		return dataAlias
	}
	if a, ok := t1.(*TypeT); ok {
		if b, ok := t2.(*TypeT); ok {
			return &TypeT{Type: CommonType(orAny(a.Type), orAny(b.Type))}
		}
	}
	if both(richDataAlias) {
		return richDataAlias
	}
	return theAny
}

func orAny(t Type) Type {
	if t == nil {
		return theAny
	}
	return t
}
