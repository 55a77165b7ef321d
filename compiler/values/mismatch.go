package values

import (
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/util/wordlist"
)

// This file describes why a value does not match a type, with the wording
// of Puppet's TypeMismatchDescriber ("expects an Integer value, got
// String", "entry 'k' expects ...", "expects a match for Enum['a', 'b'],
// got 'c'", "expects size to be at least 1, got 0", ...).

type pathKind int

const (
	pSubject pathKind = iota
	pEntryValue
	pEntryKey
	pParameter
	pReturn
	pBlock
	pIndex
	pVariant
	pSignature
)

type pathElem struct {
	kind pathKind
	key  string
	n    int
}

func (e pathElem) String() string {
	switch e.kind {
	case pEntryValue:
		return "entry '" + e.key + "'"
	case pEntryKey:
		return "key of entry '" + e.key + "'"
	case pParameter:
		return "parameter '" + e.key + "'"
	case pIndex:
		return "index " + strconv.Itoa(e.n)
	case pVariant:
		return "variant " + strconv.Itoa(e.n)
	case pSignature:
		return strconv.Itoa(e.n+1) + "."
	}
	return e.key
}

type mismatchKind int

const (
	mType mismatchKind = iota
	mPattern
	mSize
	mCount
	mMissingKey
	mMissingParameter
	mExtraneousKey
	mInvalidParameter
	mUnexpectedBlock
	mMissingBlock
	mUnresolved
)

type mismatch struct {
	kind             mismatchKind
	path             []pathElem
	expected, actual Type // Size/Count: *IntegerT
	key              string
}

func (m *mismatch) isTypeMismatch() bool { return m.kind == mType || m.kind == mPattern }
func (m *mismatch) isSizeMismatch() bool { return m.kind == mSize || m.kind == mCount }

func (m *mismatch) canonicalPath() []pathElem {
	var out []pathElem
	for _, e := range m.path {
		if e.kind != pVariant && e.kind != pSignature {
			out = append(out, e)
		}
	}
	return out
}

func newTypeMismatch(kind mismatchKind, path []pathElem, expected, actual Type) *mismatch {
	return &mismatch{kind: kind, path: path, expected: Normalize(expected), actual: Normalize(actual)}
}

func newSizeMismatch(kind mismatchKind, path []pathElem, expected, actual *IntegerT) *mismatch {
	return &mismatch{kind: kind, path: path, expected: expected, actual: actual}
}

func (m *mismatch) merge(path []pathElem, o *mismatch) *mismatch {
	switch m.kind {
	case mType, mPattern:
		var ts []Type
		for _, t := range []Type{m.expected, o.expected} {
			if v, ok := t.(*VariantT); ok && false {
				ts = append(ts, v.Types...)
			} else {
				ts = appendUniqueType(ts, t)
			}
		}
		return newTypeMismatch(m.kind, path, VariantType(ts...), m.actual)
	case mSize, mCount:
		a, b := m.expected.(*IntegerT), o.expected.(*IntegerT)
		return newSizeMismatch(m.kind, path, IntegerType(min64(a.Min, b.Min), max64(sizeTo(a), sizeTo(b))), m.actual.(*IntegerT))
	}
	return &mismatch{kind: m.kind, path: path, key: m.key}
}

func sizeTo(t *IntegerT) int64 { return t.Max }

func (m *mismatch) chopPath(i int) *mismatch {
	if i >= len(m.path) {
		return m
	}
	c := *m
	c.path = append(append([]pathElem(nil), m.path[:i]...), m.path[i+1:]...)
	return &c
}

func (m *mismatch) format() string {
	p := m.path
	variant, position := "", ""
	if len(p) > 0 {
		if p[0].kind == pSignature {
			variant = " " + p[0].String()
			p = p[1:]
		}
		if len(p) > 0 {
			parts := make([]string, len(p))
			for i, e := range p {
				parts[i] = e.String()
			}
			position = " " + strings.Join(parts, " ")
		}
	}
	return m.message(variant, position)
}

func (m *mismatch) message(variant, position string) string {
	switch m.kind {
	case mMissingKey:
		return variant + position + " expects a value for key '" + m.key + "'"
	case mMissingParameter:
		return variant + position + " expects a value for parameter '" + m.key + "'"
	case mExtraneousKey:
		return variant + position + " unrecognized key '" + m.key + "'"
	case mInvalidParameter:
		return variant + position + " has no parameter named '" + m.key + "'"
	case mUnexpectedBlock:
		return variant + position + " does not expect a block"
	case mMissingBlock:
		return variant + position + " expects a block"
	case mUnresolved:
		return variant + position + " references an unresolved type '" + m.key + "'"
	case mSize:
		return variant + position + " expects size to be " + rangeToS(m.expected.(*IntegerT), "0") + ", got " + rangeToS(m.actual.(*IntegerT), "0")
	case mCount:
		e := m.expected.(*IntegerT)
		min, max := e.Min, e.Max
		if min == math.MinInt64 {
			min = 0
		}
		suffix := "s"
		if min == 1 && (max == 1 || max == math.MaxInt64) || min == 0 && max == 1 {
			suffix = ""
		}
		return variant + position + " expects " + rangeToS(e, "no") + " argument" + suffix + ", got " + rangeToS(m.actual.(*IntegerT), "none")
	case mPattern:
		e := m.expected
		pfx := ""
		if o, ok := e.(*OptionalT); ok {
			e = o.Type
			pfx = "an undef value or "
		}
		return variant + position + " expects " + pfx + "a match for " + aliasExpandedString(e) + ", got " + m.patternActual()
	}
	return m.typeMessage(variant, position)
}

func (m *mismatch) patternActual() string {
	if s, ok := m.actual.(*StringT); ok && s.HasValue {
		return "'" + s.Value + "'"
	}
	return shortName(m.actual)
}

func rangeToS(r *IntegerT, zero string) string {
	min, max := r.Min, r.Max
	if min == math.MinInt64 {
		min = 0
	}
	switch {
	case min == max:
		if min == 0 {
			return zero
		}
		return itoa(min)
	case min == 0:
		if max == math.MaxInt64 {
			return "unlimited"
		}
		return "at most " + itoa(max)
	case max == math.MaxInt64:
		return "at least " + itoa(min)
	}
	return "between " + itoa(min) + " and " + itoa(max)
}

func (m *mismatch) typeMessage(variant, position string) string {
	e := m.expected
	a := m.actual
	optional := false
	if o, ok := e.(*OptionalT); ok {
		e = o.Type
		optional = true
	}
	var es []Type
	isArray := false
	if v, ok := e.(*VariantT); ok {
		es = v.Types
		isArray = true
	}
	var eStr, aStr string
	multi := false
	if isArray {
		var names []string
		if reportDetailed(es, a) {
			aStr = detailedActualToS(es, a)
			for _, t := range es {
				names = append(names, aliasExpandedString(t))
			}
		} else {
			for _, t := range es {
				n := shortName(t)
				dup := false
				for _, x := range names {
					if x == n {
						dup = true
						break
					}
				}
				if !dup {
					names = append(names, n)
				}
			}
			aStr = shortName(a)
		}
		if optional {
			names = append([]string{"Undef"}, names...)
		}
		eStr = wordlist.Join(names, "or")
		multi = len(names) > 1
	} else {
		if e == nil {
			e = theAny
		}
		if reportDetailed([]Type{e}, a) {
			aStr = detailedActualToS([]Type{e}, a)
			eStr = aliasExpandedString(e)
		} else {
			eStr = shortName(e)
			aStr = shortName(a)
		}
		if optional {
			eStr = "Undef or " + eStr
			multi = true
		}
	}
	if multi {
		return variant + position + " expects a value of type " + eStr + ", got " + aStr
	}
	return variant + position + " expects " + AAn(eStr) + " value, got " + aStr
}

// simpleName is Ruby's simple_name of a type's class.
func simpleName(t Type) string {
	switch x := t.(type) {
	case *ResourceT:
		return "Resource"
	case *TypeAliasT:
		return "TypeAlias"
	case *TypeReferenceT:
		return "TypeReference"
	case nil:
		return "Any"
	default:
		_ = x
	}
	return t.Name()
}

// typeName is Ruby's name of a type (an alias's name, else simple_name).
func typeName(t Type) string {
	if a, ok := t.(*TypeAliasT); ok {
		return a.Name()
	}
	return simpleName(t)
}

func shortName(t Type) string {
	var inner Type
	switch x := t.(type) {
	case *OptionalT:
		inner = x.Type
	case *NotUndefT:
		inner = x.Type
	case *TypeT:
		inner = x.Type
	case *IterableT:
		inner = x.Type
	case *IteratorT:
		inner = x.Type
	case *SensitiveT:
		inner = x.Type
	case *InitT:
		inner = x.Type
	}
	if inner != nil {
		if _, any := inner.(*AnyT); !any {
			return typeName(t) + "[" + typeName(inner) + "]"
		}
	}
	return typeName(t)
}

func sameClass(a, b Type) bool { return reflect.TypeOf(a) == reflect.TypeOf(b) }

func specialization(e, a Type) bool {
	switch e.(type) {
	case *StructT:
		_, ok := a.(*HashT)
		return ok
	case *TupleT:
		_, ok := a.(*ArrayT)
		return ok
	}
	return false
}

func alwaysFullyDetailed(es []Type, a Type) bool {
	for _, e := range es {
		_, ea := e.(*TypeAliasT)
		_, aa := a.(*TypeAliasT)
		if sameClass(e, a) || ea || aa || specialization(e, a) {
			return true
		}
	}
	return false
}

func anyAssignable(es []Type, a Type) bool {
	for _, e := range es {
		if assignable(e, a, nil) {
			return true
		}
	}
	return false
}

// defaultOf is the unparameterized type of t's kind (Ruby's t.class::DEFAULT).
func defaultOf(t Type) Type {
	switch t.(type) {
	case *IntegerT:
		return theInteger
	case *FloatT:
		return theFloat
	case *StringT:
		return theString
	case *EnumT:
		return theEnum
	case *PatternT:
		return thePattern
	case *RegexpT:
		return theRegexp
	case *BooleanT:
		return theBoolean
	case *ArrayT:
		return theArray
	case *HashT:
		return theHash
	case *TupleT:
		return theTuple
	case *StructT:
		return theStruct
	case *VariantT:
		return theVariant
	case *OptionalT:
		return theOptional
	case *NotUndefT:
		return theNotUndef
	case *CollectionT:
		return theCollection
	case *IterableT:
		return theIterable
	case *IteratorT:
		return theIterator
	case *CallableT:
		return theCallable
	case *TypeT:
		return theType
	case *ResourceT:
		return theResource
	case *ClassT:
		return theClass
	case *SensitiveT:
		return theSensitive
	case *SemVerT:
		return theSemVer
	case *TimespanT:
		return theTimespan
	case *TimestampT:
		return theTimestamp
	case *InitT:
		return theInit
	case *RuntimeT:
		return theRuntime
	case *TypeReferenceT:
		return TypeReference("UnresolvedReference")
	}
	return t
}

func assignableToDefault(es []Type, a Type) bool {
	for _, e := range es {
		if al, ok := e.(*TypeAliasT); ok {
			e = al.Resolved()
		}
		if assignable(defaultOf(e), a, nil) {
			return true
		}
	}
	return false
}

func reportDetailed(es []Type, a Type) bool {
	return alwaysFullyDetailed(es, a) || assignableToDefault(es, a)
}

func allResolved(es []Type) []Type {
	out := make([]Type, len(es))
	for i, e := range es {
		for {
			al, ok := e.(*TypeAliasT)
			if !ok {
				break
			}
			e = al.Resolved()
		}
		out[i] = e
	}
	return out
}

func detailedActualToS(es []Type, a Type) string {
	es = allResolved(es)
	if alwaysFullyDetailed(es, a) {
		return aliasExpandedString(a)
	}
	if anyAssignable(es, Generalize(a)) {
		return aliasExpandedString(a)
	}
	return simpleName(a)
}

// aliasExpandedString renders t with aliases expanded ("Name = Type"),
// except the built-in ones and recursive references.
func aliasExpandedString(t Type) string {
	return aliasExpanded(t, map[*TypeAliasT]bool{})
}

func aliasExpanded(t Type, seen map[*TypeAliasT]bool) string {
	if !containsAlias(t, map[Type]bool{}) {
		return t.String()
	}
	switch x := t.(type) {
	case *TypeAliasT:
		if builtinAliases[x.name] || seen[x] {
			return x.name
		}
		seen[x] = true
		defer delete(seen, x)
		return x.name + " = " + aliasExpanded(x.Resolved(), seen)
	case *ArrayT:
		if x.Size != nil && !x.Size.Unbounded() {
			return "Array[" + aliasExpanded(x.Elem, seen) + ", " + rangeString(x.Size.Min, x.Size.Max)[1:]
		}
		return "Array[" + aliasExpanded(x.Elem, seen) + "]"
	case *HashT:
		s := "Hash[" + aliasExpanded(x.Key, seen) + ", " + aliasExpanded(x.Value, seen)
		if x.Size != nil && !x.Size.Unbounded() {
			return s + ", " + rangeString(x.Size.Min, x.Size.Max)[1:]
		}
		return s + "]"
	case *VariantT:
		parts := make([]string, len(x.Types))
		for i, m := range x.Types {
			parts[i] = aliasExpanded(m, seen)
		}
		return "Variant[" + strings.Join(parts, ", ") + "]"
	case *OptionalT:
		return "Optional[" + aliasExpanded(x.Type, seen) + "]"
	case *NotUndefT:
		return "NotUndef[" + aliasExpanded(x.Type, seen) + "]"
	case *TypeT:
		return "Type[" + aliasExpanded(x.Type, seen) + "]"
	case *SensitiveT:
		return "Sensitive[" + aliasExpanded(x.Type, seen) + "]"
	case *IterableT:
		return "Iterable[" + aliasExpanded(x.Type, seen) + "]"
	case *IteratorT:
		return "Iterator[" + aliasExpanded(x.Type, seen) + "]"
	case *TupleT:
		parts := make([]string, 0, len(x.Types)+1)
		for _, m := range x.Types {
			parts = append(parts, aliasExpanded(m, seen))
		}
		if s := x.Size; s != nil && !s.Unbounded() {
			r := rangeString(s.Min, s.Max)
			parts = append(parts, r[1:len(r)-1])
		}
		return "Tuple[" + strings.Join(parts, ", ") + "]"
	case *CallableT:
		// Puppet expands aliases among a Callable's parameters too
		// (lookup()'s "BlockType = Callable[NameType = Variant[...]]").
		if x.Params == nil {
			return x.String()
		}
		params := x.paramsStringOf(func(p Type) string { return aliasExpanded(p, seen) })
		if x.Return == nil {
			return "Callable[" + params + "]"
		}
		return "Callable[[" + params + "], " + aliasExpanded(x.Return, seen) + "]"
	case *StructT:
		return x.stringOf(func(p Type) string { return aliasExpanded(p, seen) })
	}
	return t.String()
}

func containsAlias(t Type, seen map[Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	if _, ok := t.(*TypeAliasT); ok {
		return true
	}
	for _, c := range childTypes(t) {
		if containsAlias(c, seen) {
			return true
		}
	}
	return false
}

// ---------------------------------------------------------------------------
// The describer

// dguard stops the description of recursive aliases.
type dguard struct {
	seen map[[2]any]bool
}

func findUnresolved(t Type, seen map[Type]bool) string {
	if t == nil || seen[t] {
		return ""
	}
	seen[t] = true
	switch x := t.(type) {
	case *TypeReferenceT:
		return x.Ref
	case *TypeAliasT:
		return findUnresolved(x.Resolved(), seen)
	}
	for _, c := range childTypes(t) {
		if r := findUnresolved(c, seen); r != "" {
			return r
		}
	}
	return ""
}

func describe(expected, actual Type, path []pathElem, g *dguard) []*mismatch {
	if r := findUnresolved(expected, map[Type]bool{}); r != "" {
		return []*mismatch{{kind: mUnresolved, path: path, key: r}}
	}
	return internalDescribe(Normalize(expected), expected, actual, path, g)
}

func withPath(path []pathElem, e pathElem) []pathElem {
	out := make([]pathElem, len(path), len(path)+1)
	copy(out, path)
	return append(out, e)
}

func internalDescribe(expected, original, actual Type, path []pathElem, g *dguard) []*mismatch {
	switch e := expected.(type) {
	case *VariantT:
		return describeVariant(e, original, actual, path, g)
	case *StructT:
		return describeStruct(e, original, actual, path, g)
	case *HashT:
		return describeHash(e, original, actual, path, g)
	case *TupleT:
		return describeTuple(e, original, actual, path, mSize, g)
	case *ArrayT:
		return describeArray(e, original, actual, path, g)
	case *CallableT:
		return describeCallable(e, original, actual, path, g)
	case *OptionalT:
		if _, undef := actual.(*UndefT); undef || e.Type == nil {
			return nil
		}
		o := Type(e)
		if _, isAlias := original.(*TypeAliasT); isAlias {
			o = original
		}
		return internalDescribe(e.Type, o, actual, path, g)
	case *PatternT, *EnumT:
		return []*mismatch{newTypeMismatch(mPattern, path, original, actual)}
	case *TypeAliasT:
		// Mutually recursive aliases could describe each other forever
		// (Puppet overflows its stack): stop at the first repetition.
		k := [2]any{e, actual}
		if g.seen[k] {
			return []*mismatch{newTypeMismatch(mType, path, e, actual)}
		}
		if g.seen == nil {
			g.seen = map[[2]any]bool{}
		}
		g.seen[k] = true
		defer delete(g.seen, k)
		return internalDescribe(Normalize(e.Resolved()), e, actual, path, g)
	}
	if assignable(expected, actual, nil) {
		return nil
	}
	return []*mismatch{newTypeMismatch(mType, path, original, actual)}
}

func describeVariant(expected *VariantT, original, actual Type, path []pathElem, g *dguard) []*mismatch {
	types := expected.Types
	if _, ok := original.(*OptionalT); ok {
		types = append([]Type{theUndef}, types...)
	}
	var variantDescs [][]*mismatch
	for i, vt := range types {
		d := describe(vt, actual, withPath(path, pathElem{kind: pVariant, n: i}), g)
		if len(d) == 0 {
			return nil
		}
		variantDescs = append(variantDescs, d)
	}
	descs := mergeDescriptions(len(path), mSize, variantDescs)
	if _, isAlias := original.(*TypeAliasT); isAlias && len(descs) == 1 {
		return []*mismatch{newTypeMismatch(mType, path, original, actual)}
	}
	return descs
}

func mergeDescriptions(varying int, sizeKind mismatchKind, variantDescs [][]*mismatch) []*mismatch {
	var descs []*mismatch
	for _, d := range variantDescs {
		descs = append(descs, d...)
	}
	classes := []func(*mismatch) bool{
		func(m *mismatch) bool {
			if sizeKind == mSize {
				return m.isSizeMismatch()
			}
			return m.kind == mCount
		},
		func(m *mismatch) bool { return m.kind == mMissingBlock },
		func(m *mismatch) bool { return m.kind == mUnexpectedBlock },
		func(m *mismatch) bool { return m.isTypeMismatch() },
	}
	for _, is := range classes {
		var ms []*mismatch
		for _, d := range descs {
			if is(d) {
				ms = append(ms, d)
			}
		}
		if len(ms) == len(variantDescs) && len(ms) > 0 {
			generic := ms[0]
			for _, cur := range ms[1:] {
				if !slices.Equal(generic.canonicalPath(), cur.canonicalPath()) {
					generic = nil
					break
				}
				generic = generic.merge(generic.path, cur)
			}
			if generic != nil {
				descs = []*mismatch{generic}
				break
			}
		}
	}
	descs = uniqMismatches(descs)
	if len(descs) == 1 {
		return []*mismatch{descs[0].chopPath(varying)}
	}
	return descs
}

// uniqMismatches removes duplicates as Ruby's uniq does on mismatches: only
// the kinds without parameters (block mismatches) compare equal.
func uniqMismatches(ms []*mismatch) []*mismatch {
	var out []*mismatch
	for _, m := range ms {
		dup := false
		if m.kind == mUnexpectedBlock || m.kind == mMissingBlock {
			for _, o := range out {
				if o.kind == m.kind && slices.Equal(o.canonicalPath(), m.canonicalPath()) {
					dup = true
					break
				}
			}
		}
		if !dup {
			out = append(out, m)
		}
	}
	return out
}

func describeArray(expected *ArrayT, original, actual Type, path []pathElem, g *dguard) []*mismatch {
	elem := expected.Elem
	switch a := actual.(type) {
	case *TupleT:
		esize := sizeOr(expected.Size)
		asize := a.Size
		if asize == nil {
			n := int64(len(a.Types))
			asize = &IntegerT{Min: n, Max: n}
		}
		if !esize.assignableFrom(asize, nil) {
			return []*mismatch{newSizeMismatch(mSize, path, esize, asize)}
		}
		var out []*mismatch
		for i, t := range a.Types {
			if !assignable(elem, t, nil) {
				out = append(out, describe(elem, t, withPath(path, pathElem{kind: pIndex, n: i}), g)...)
			}
		}
		return out
	case *ArrayT:
		asize := sizeOr(a.Size)
		if expected.Size == nil || expected.Size.assignableFrom(asize, nil) {
			return []*mismatch{newTypeMismatch(mType, path, original, newArray(a.Elem, nil))}
		}
		return []*mismatch{newSizeMismatch(mSize, path, expected.Size, asize)}
	}
	return []*mismatch{newTypeMismatch(mType, path, original, actual)}
}

// sizeRange is the sizes of a hash that matches t: its required keys to
// all its keys.
func (t *StructT) sizeRange() *IntegerT {
	req := int64(0)
	for _, e := range t.Elements {
		if !e.optionalKey() {
			req++
		}
	}
	return &IntegerT{Min: req, Max: int64(len(t.Elements))}
}

func describeHash(expected *HashT, original, actual Type, path []pathElem, g *dguard) []*mismatch {
	kt, vt := expected.Key, expected.Value
	switch a := actual.(type) {
	case *StructT:
		esize := sizeOr(expected.Size)
		asize := a.sizeRange()
		if !esize.assignableFrom(asize, nil) {
			return []*mismatch{newSizeMismatch(mSize, path, esize, asize)}
		}
		var out []*mismatch
		for _, e := range a.Elements {
			if !assignable(kt, e.Key, nil) {
				out = append(out, describe(kt, e.Key, withPath(path, pathElem{kind: pEntryKey, key: e.Name}), g)...)
			}
			if !assignable(vt, e.Value, nil) {
				out = append(out, describe(vt, e.Value, withPath(path, pathElem{kind: pEntryValue, key: e.Name}), g)...)
			}
		}
		return out
	case *HashT:
		asize := sizeOr(a.Size)
		if expected.Size == nil || expected.Size.assignableFrom(asize, nil) {
			return []*mismatch{newTypeMismatch(mType, path, original, newHash(a.Key, a.Value, nil))}
		}
		return []*mismatch{newSizeMismatch(mSize, path, expected.Size, asize)}
	}
	return []*mismatch{newTypeMismatch(mType, path, original, actual)}
}

func describeStruct(expected *StructT, original, actual Type, path []pathElem, g *dguard) []*mismatch {
	switch a := actual.(type) {
	case *StructT:
		var out []*mismatch
		used := map[string]bool{}
		for _, e1 := range expected.Elements {
			e2, ok := a.byName[e1.Name]
			if !ok {
				if !e1.optionalKey() {
					out = append(out, &mismatch{kind: mMissingKey, path: path, key: e1.Name})
				}
				continue
			}
			used[e1.Name] = true
			if !assignable(e1.Key, e2.Key, nil) {
				out = append(out, describe(e1.Key, e2.Key, withPath(path, pathElem{kind: pEntryKey, key: e1.Name}), g)...)
			}
			if !assignable(e1.Value, e2.Value, nil) {
				out = append(out, describe(e1.Value, e2.Value, withPath(path, pathElem{kind: pEntryValue, key: e1.Name}), g)...)
			}
		}
		for _, e := range a.Elements {
			if !used[e.Name] {
				out = append(out, &mismatch{kind: mExtraneousKey, path: path, key: e.Name})
			}
		}
		return out
	case *HashT:
		asize := sizeOr(a.Size)
		esize := expected.sizeRange()
		if esize.assignableFrom(asize, nil) {
			return []*mismatch{newTypeMismatch(mType, path, original, newHash(a.Key, a.Value, nil))}
		}
		return []*mismatch{newSizeMismatch(mSize, path, esize, asize)}
	}
	return []*mismatch{newTypeMismatch(mType, path, original, actual)}
}

func describeTuple(expected *TupleT, original, actual Type, path []pathElem, sizeKind mismatchKind, g *dguard) []*mismatch {
	if expected.equal(actual) {
		return nil
	}
	if _, isArr := actual.(*ArrayT); isArr && len(expected.Types) == 0 {
		return nil
	}
	esize := expected.sizeType()
	switch a := actual.(type) {
	case *TupleT:
		asize := a.sizeType()
		if !esize.assignableFrom(asize, nil) {
			return []*mismatch{newSizeMismatch(sizeKind, path, esize, asize)}
		}
		var out []*mismatch
		if len(expected.Types) > 0 {
			for i, at := range a.Types {
				idx := i
				if idx >= len(expected.Types) {
					idx = len(expected.Types) - 1
				}
				out = append(out, describe(expected.Types[idx], at, withPath(path, pathElem{kind: pIndex, n: idx}), g)...)
			}
		}
		return out
	case *ArrayT:
		asize := sizeOr(a.Size)
		if !esize.assignableFrom(asize, nil) {
			return []*mismatch{newSizeMismatch(sizeKind, path, esize, asize)}
		}
		var out []*mismatch
		for i, et := range expected.Types {
			out = append(out, describe(et, a.Elem, withPath(path, pathElem{kind: pIndex, n: i}), g)...)
		}
		return out
	}
	return []*mismatch{newTypeMismatch(mType, path, original, actual)}
}

func describeCallable(expected *CallableT, original, actual Type, path []pathElem, g *dguard) []*mismatch {
	a, ok := actual.(*CallableT)
	if !ok {
		return []*mismatch{newTypeMismatch(mType, path, original, actual)}
	}
	if expected.Params == nil && expected.Return == nil {
		return nil
	}
	var errs []*mismatch
	if expected.Params != nil {
		ap := a.Params
		if ap == nil {
			ap = theTuple
		}
		errs = describeTuple(expected.Params, expected.Params, ap, path, mCount, g)
	}
	if len(errs) > 0 {
		return errs
	}
	thisRet, thatRet := orAny(expected.Return), orAny(a.Return)
	if !assignable(thisRet, thatRet, nil) {
		return []*mismatch{newTypeMismatch(mType, withPath(path, pathElem{kind: pReturn, key: "return"}), thisRet, thatRet)}
	}
	var thisBlock, thatBlock Type = theUndef, theUndef
	if expected.Block != nil {
		thisBlock = expected.Block
	}
	if a.Block != nil {
		thatBlock = a.Block
	}
	if assignable(thatBlock, thisBlock, nil) {
		return nil
	}
	return []*mismatch{newTypeMismatch(mType, withPath(path, pathElem{kind: pBlock, key: "block"}), thisBlock, thatBlock)}
}

// ---------------------------------------------------------------------------
// Public API

// DescribeMismatch says why v is not an instance of expected, as Puppet's
// describe_mismatch does with the detailed type of v: "expects an Integer
// value, got String", "entry 'k' expects a String value, got Integer",
// several problems on lines joined by "\n ". It returns "" when v matches.
func DescribeMismatch(expected Type, v Value) string {
	return DescribeTypeMismatch("", expected, TypeOf(v))
}

// DescribeTypeMismatch is DescribeMismatch for a known actual type, with a
// subject prefixed to the message (as assert_type's "assert_type():").
func DescribeTypeMismatch(subject string, expected, actual Type) string {
	var path []pathElem
	if subject != "" {
		path = []pathElem{{kind: pSubject, key: subject}}
	}
	errs := describe(expected, actual, path, &dguard{})
	switch len(errs) {
	case 0:
		return ""
	case 1:
		return strings.TrimSpace(errs[0].format())
	}
	parts := make([]string, len(errs))
	for i, e := range errs {
		parts[i] = e.format()
	}
	return strings.Join(parts, "\n ")
}

// ValidateParameters checks the named arguments of a class, defined type
// or resource against their declared types, as Puppet's validate_parameters:
// params maps each parameter name to its type (entries whose key is
// Optional[...] may be left out), given holds the values. It returns nil or
// an error "subject: parameter 'x' expects ..." ("has no parameter named",
// "expects a value for parameter"), one line per problem.
func ValidateParameters(subject string, params *StructT, given *Hash, missingOK bool) error {
	return ValidateParametersDeferred(subject, params, given, missingOK, nil)
}

// ValidateParametersDeferred is ValidateParameters where a Deferred value
// is checked as Puppet's describe_struct_signature checks it: by the
// return type of the function it will call, which deferredReturn gives
// (nil when the function declares none: the value passes; an error fails
// the validation). With a nil deferredReturn a Deferred is checked as any
// other value.
func ValidateParametersDeferred(subject string, params *StructT, given *Hash, missingOK bool, deferredReturn func(*Deferred) (Type, error)) error {
	var errs []*mismatch
	for _, k := range given.Keys() {
		s, _ := k.(string)
		if _, ok := params.byName[s]; !ok {
			errs = append(errs, &mismatch{kind: mInvalidParameter, key: s})
		}
	}
	for _, e := range params.Elements {
		v, ok := given.GetString(e.Name)
		if d, isD := v.(*Deferred); ok && isD && deferredReturn != nil {
			rt, err := deferredReturn(d)
			if err != nil {
				return err
			}
			if rt != nil && !assignable(Generalize(e.Value), Generalize(rt), nil) {
				errs = append(errs, describe(e.Value, rt, []pathElem{{kind: pParameter, key: e.Name}}, &dguard{})...)
			}
		} else if ok {
			if !e.Value.isInstance(v, nil) {
				errs = append(errs, describe(e.Value, TypeOf(v), []pathElem{{kind: pParameter, key: e.Name}}, &dguard{})...)
			}
		} else if !missingOK {
			if _, opt := e.Key.(*OptionalT); !opt {
				errs = append(errs, &mismatch{kind: mMissingParameter, key: e.Name})
			}
		}
	}
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errorf("%s:%s", subject, errs[0].format())
	}
	parts := make([]string, len(errs))
	for i, e := range errs {
		parts[i] = e.format()
	}
	return errorf("%s:\n %s", subject, strings.Join(parts, "\n "))
}

// Signature describes one dispatch of a function for DescribeSignatures.
type Signature struct {
	// Params is the tuple of parameter types with its size range (the last
	// type repeats for a rest parameter).
	Params *TupleT
	// Names are the parameter names, one per type of Params.
	Names []string
	// Block is nil (no block), a Callable (required) or Optional[Callable].
	Block     Type
	BlockName string
}

// DescribeSignatures explains why a call with args (and a block of type
// blockType, nil when none was given) matches none of the signatures of
// the function name, with Puppet's wording: "'join' expects between 1 and 2
// arguments, got 3", "'upcase' parameter 'arg' expects a value of type ...",
// "'each' expects a block", or the list of signatures when they fail
// differently. A name of "lambda" is reported as "block".
func DescribeSignatures(name string, sigs []Signature, args []Value, blockType Type) string {
	argTypes := make([]Type, len(args))
	for i, a := range args {
		argTypes[i] = TypeOf(a)
	}
	if blockType != nil {
		argTypes = append(argTypes, blockType)
	}
	return describeSignatures(name, sigs, argTypes)
}

func describeSignatures(name string, sigs []Signature, argTypes []Type) string {
	errArrays := make([][]*mismatch, len(sigs))
	allFail := true
	for i, s := range sigs {
		errArrays[i] = describeSignatureArguments(s, argTypes, []pathElem{{kind: pSignature, n: i}})
		if len(errArrays[i]) == 0 {
			allFail = false
		}
	}
	if !allFail {
		blockArrays := make([][]*mismatch, len(sigs))
		bc := 0
		for i, s := range sigs {
			blockArrays[i] = describeSignatureBlock(s, argTypes, []pathElem{{kind: pSignature, n: i}})
			if len(blockArrays[i]) > 0 {
				bc++
			}
		}
		if bc == len(blockArrays) {
			errArrays = blockArrays
		} else if bc > 0 {
			for i := range errArrays {
				if len(errArrays[i]) == 0 {
					errArrays[i] = blockArrays[i]
				}
			}
		}
	}
	if len(errArrays) == 0 {
		return ""
	}
	label := "'" + name + "'"
	if name == "lambda" {
		label = "block"
	}
	errs := mergeDescriptions(0, mCount, errArrays)
	if len(errs) == 1 {
		return label + errs[0].format()
	}
	var lines []string
	if len(sigs) == 1 {
		lines = append(lines, label+" expects ("+signatureString(sigs[0])+")")
		for _, e := range errArrays[0] {
			lines = append(lines, "  rejected:"+e.chopPath(0).format())
		}
	} else {
		lines = append(lines, "The function "+label+" was called with arguments it does not accept. It expects one of:")
		for i, s := range sigs {
			lines = append(lines, "  ("+signatureString(s)+")")
			for _, e := range errArrays[i] {
				lines = append(lines, "    rejected:"+e.chopPath(0).format())
			}
		}
	}
	return strings.Join(lines, "\n")
}

func describeSignatureArguments(s Signature, argTypes []Type, path []pathElem) []*mismatch {
	params := s.Params
	psize := params.sizeType()
	n := len(argTypes)
	if n > 0 && kindOfCallable(argTypes[n-1]) {
		n--
	}
	asize := &IntegerT{Min: int64(n), Max: int64(n)}
	if !psize.assignableFrom(asize, nil) {
		return []*mismatch{newSizeMismatch(mCount, path, psize, asize)}
	}
	for i := 0; i < n; i++ {
		idx := i
		if idx >= len(params.Types) {
			idx = len(params.Types) - 1
		}
		et := params.Types[idx]
		if !assignable(et, argTypes[i], nil) {
			name := ""
			if idx < len(s.Names) {
				name = s.Names[idx]
			}
			d := describe(et, argTypes[i], withPath(path, pathElem{kind: pParameter, key: name}), &dguard{})
			if len(d) > 0 {
				return d
			}
		}
	}
	return nil
}

func describeSignatureBlock(s Signature, argTypes []Type, path []pathElem) []*mismatch {
	var argBlock Type
	if n := len(argTypes); n > 0 {
		argBlock = argTypes[n-1]
	}
	if argBlock != nil && kindOfCallable(argBlock) {
		if s.Block == nil {
			return []*mismatch{{kind: mUnexpectedBlock, path: path}}
		}
		return describe(s.Block, argBlock, withPath(path, pathElem{kind: pBlock, key: "block"}), &dguard{})
	}
	if s.Block == nil || assignable(s.Block, theUndef, nil) {
		return nil
	}
	return []*mismatch{{kind: mMissingBlock, path: path}}
}

func signatureString(s Signature) string {
	from, to := s.Params.sizeRange()
	if from == 0 && to == 0 && s.Block == nil {
		return ""
	}
	var parts []string
	if !(from == 0 && to == 0) {
		types := s.Params.Types
		names := s.Names
		if len(names) == 0 {
			names = make([]string, len(types))
		}
		for i, n := range names {
			var t Type
			if i < len(types) {
				t = types[i]
			} else {
				t = types[len(types)-1]
			}
			ind := ""
			if to == math.MaxInt64 && i == len(names)-1 {
				if from == int64(len(names)) {
					ind = "+"
				} else {
					ind = "*"
				}
			} else if int64(i+1) > from {
				ind = "?"
				if o, ok := t.(*OptionalT); ok && o.Type != nil {
					t = o.Type
				}
			}
			parts = append(parts, t.String()+" "+n+ind)
		}
	}
	result := strings.Join(parts, ", ")
	switch b := s.Block.(type) {
	case *OptionalT:
		if result != "" {
			result += ", "
		}
		result += b.Type.String() + " " + s.BlockName + "?"
	case *CallableT:
		if result != "" {
			result += ", "
		}
		result += b.String() + " " + s.BlockName
	}
	return result
}
