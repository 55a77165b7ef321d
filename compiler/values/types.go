package values

import (
	"math"
	"math/big"
	"slices"
	"sort"
	"strings"

	"github.com/punch-dev/punch/compiler/util/rubystr"
)

// This file holds Puppet's types: one Go struct per kind of type, all used
// through pointers (so a type value is comparable and cheap to pass), all
// immutable once built. Constructors normalise their arguments the way
// Puppet's TypeFactory does (sizes clamped to non-negative ranges, Enum values
// sorted and deduplicated, Variant members flattened, ...).
//
// Assignability follows Puppet's PAnyType#assignable?: the right-hand side is
// first unwrapped (Unit, type aliases, Variant, Optional, NotUndef), then the
// receiver's own rule decides (Ruby's _assignable?).

// ---------------------------------------------------------------------------
// Singletons

// AnyT is the Any type.
type AnyT struct{}

// UndefT is the Undef type.
type UndefT struct{}

// DefaultT is the Default type.
type DefaultT struct{}

// UnitT is Puppet's internal Unit type (accepts and is assignable to
// anything); it appears as the element type of Array[0, 0].
type UnitT struct{}

// ScalarT is the Scalar type.
type ScalarT struct{}

// ScalarDataT is the ScalarData type.
type ScalarDataT struct{}

// NumericT is the Numeric type.
type NumericT struct{}

// CatalogEntryT is the CatalogEntry type.
type CatalogEntryT struct{}

// SemVerRangeT is the SemVerRange type.
type SemVerRangeT struct{}

// BinaryT is the Binary type.
type BinaryT struct{}

var (
	theAny          = &AnyT{}
	theUndef        = &UndefT{}
	theDefault      = &DefaultT{}
	theUnit         = &UnitT{}
	theScalar       = &ScalarT{}
	theScalarData   = &ScalarDataT{}
	theNumeric      = &NumericT{}
	theCatalogEntry = &CatalogEntryT{}
	theSemVerRange  = &SemVerRangeT{}
	theBinary       = &BinaryT{}
	theBoolean      = &BooleanT{}
	theTrue         = &BooleanT{Set: true, Value: true}
	theFalse        = &BooleanT{Set: true, Value: false}
	theInteger      = &IntegerT{Min: math.MinInt64, Max: math.MaxInt64}
	theFloat        = &FloatT{Min: math.Inf(-1), Max: math.Inf(1)}
	theString       = &StringT{}
	theEnum         = &EnumT{}
	thePattern      = &PatternT{}
	theRegexp       = &RegexpT{}
	theArray        = &ArrayT{Elem: theAny}
	theEmptyArray   = &ArrayT{Elem: theUnit, Size: &IntegerT{Min: 0, Max: 0}}
	theHash         = &HashT{Key: theAny, Value: theAny}
	theEmptyHash    = &HashT{Key: theUnit, Value: theUnit, Size: &IntegerT{Min: 0, Max: 0}}
	theTuple        = &TupleT{}
	theStruct       = &StructT{}
	theVariant      = &VariantT{}
	theOptional     = &OptionalT{}
	theNotUndef     = &NotUndefT{}
	theCollection   = &CollectionT{}
	theIterable     = &IterableT{}
	theIterator     = &IteratorT{}
	theCallable     = &CallableT{}
	theType         = &TypeT{}
	theResource     = &ResourceT{}
	theClass        = &ClassT{}
	theSensitive    = &SensitiveT{Type: theAny}
	theSemVer       = &SemVerT{}
	theTimespan     = &TimespanT{Min: math.MinInt64, Max: math.MaxInt64}
	theTimestamp    = &TimestampT{Min: math.MinInt64, Max: math.MaxInt64}
	theInit         = &InitT{}
	theRuntime      = &RuntimeT{}

	sizeDefault  = &IntegerT{Min: 0, Max: math.MaxInt64}
	sizeNonEmpty = &IntegerT{Min: 1, Max: math.MaxInt64}
	sizeOne      = &IntegerT{Min: 1, Max: 1}
	sizeTwo      = &IntegerT{Min: 2, Max: 2}
)

// AnyType returns Any.
func AnyType() *AnyT { return theAny }

func (*AnyT) Name() string                             { return "Any" }
func (*AnyT) String() string                           { return "Any" }
func (*AnyT) isInstance(Value, *guard) bool            { return true }
func (*AnyT) assignableFrom(o Type, _ *guard) bool     { return o != nil }
func (*AnyT) equal(o Type) bool                        { _, ok := o.(*AnyT); return ok }
func (*UndefT) Name() string                           { return "Undef" }
func (*UndefT) String() string                         { return "Undef" }
func (*UndefT) isInstance(v Value, _ *guard) bool      { return v == nil }
func (*UndefT) assignableFrom(o Type, _ *guard) bool   { _, ok := o.(*UndefT); return ok }
func (*UndefT) equal(o Type) bool                      { _, ok := o.(*UndefT); return ok }
func (*DefaultT) Name() string                         { return "Default" }
func (*DefaultT) String() string                       { return "Default" }
func (*DefaultT) isInstance(v Value, _ *guard) bool    { _, ok := v.(Default); return ok }
func (*DefaultT) assignableFrom(o Type, _ *guard) bool { _, ok := o.(*DefaultT); return ok }
func (*DefaultT) equal(o Type) bool                    { _, ok := o.(*DefaultT); return ok }
func (*UnitT) Name() string                            { return "Unit" }
func (*UnitT) String() string                          { return "Unit" }
func (*UnitT) isInstance(Value, *guard) bool           { return true }
func (*UnitT) assignableFrom(Type, *guard) bool        { return true }
func (*UnitT) equal(o Type) bool                       { _, ok := o.(*UnitT); return ok }
func (*CatalogEntryT) Name() string                    { return "CatalogEntry" }
func (*CatalogEntryT) String() string                  { return "CatalogEntry" }
func (t *CatalogEntryT) isInstance(v Value, g *guard) bool {
	// Puppet infers the value's type and checks assignability; no Punch value
	// infers to a CatalogEntry (resource references are types, whose type is
	// Type[...]), so only the catalog's own objects would qualify.
	return false
}
func (*CatalogEntryT) assignableFrom(o Type, _ *guard) bool {
	switch o.(type) {
	case *CatalogEntryT, *ResourceT, *ClassT:
		return true
	}
	return false
}
func (*CatalogEntryT) equal(o Type) bool { _, ok := o.(*CatalogEntryT); return ok }

func (*SemVerRangeT) Name() string                      { return "SemVerRange" }
func (*SemVerRangeT) String() string                    { return "SemVerRange" }
func (*SemVerRangeT) isInstance(v Value, _ *guard) bool { _, ok := v.(*SemVerRange); return ok }
func (*SemVerRangeT) assignableFrom(o Type, _ *guard) bool {
	_, ok := o.(*SemVerRangeT)
	return ok
}
func (*SemVerRangeT) equal(o Type) bool               { _, ok := o.(*SemVerRangeT); return ok }
func (*BinaryT) Name() string                         { return "Binary" }
func (*BinaryT) String() string                       { return "Binary" }
func (*BinaryT) isInstance(v Value, _ *guard) bool    { _, ok := v.(*Binary); return ok }
func (*BinaryT) assignableFrom(o Type, _ *guard) bool { _, ok := o.(*BinaryT); return ok }
func (*BinaryT) equal(o Type) bool                    { _, ok := o.(*BinaryT); return ok }

// ---------------------------------------------------------------------------
// Scalar, ScalarData, Numeric

func (*ScalarT) Name() string      { return "Scalar" }
func (*ScalarT) String() string    { return "Scalar" }
func (*ScalarT) equal(o Type) bool { _, ok := o.(*ScalarT); return ok }
func (*ScalarT) isInstance(v Value, _ *guard) bool {
	switch v.(type) {
	case string, int64, float64, bool, *Regexp, SemVer, *SemVerRange, Timespan, Timestamp, *BigTimestamp, *big.Int:
		return true
	}
	return false
}
func (*ScalarT) assignableFrom(o Type, g *guard) bool {
	switch o.(type) {
	case *ScalarT, *ScalarDataT, *StringT, *EnumT, *PatternT, *IntegerT, *FloatT, *NumericT,
		*BooleanT, *RegexpT, *SemVerT, *SemVerRangeT, *TimespanT, *TimestampT:
		return true
	}
	return false
}

func (*ScalarDataT) Name() string      { return "ScalarData" }
func (*ScalarDataT) String() string    { return "ScalarData" }
func (*ScalarDataT) equal(o Type) bool { _, ok := o.(*ScalarDataT); return ok }
func (*ScalarDataT) isInstance(v Value, _ *guard) bool {
	switch v.(type) {
	case string, int64, float64, bool, *big.Int:
		return true
	}
	return false
}
func (*ScalarDataT) assignableFrom(o Type, g *guard) bool {
	switch o.(type) {
	case *ScalarDataT, *StringT, *EnumT, *PatternT, *IntegerT, *FloatT, *NumericT, *BooleanT:
		return true
	}
	return false
}

func (*NumericT) Name() string      { return "Numeric" }
func (*NumericT) String() string    { return "Numeric" }
func (*NumericT) equal(o Type) bool { _, ok := o.(*NumericT); return ok }
func (*NumericT) isInstance(v Value, _ *guard) bool {
	switch v.(type) {
	case int64, float64, *big.Int:
		return true
	}
	return false
}
func (*NumericT) assignableFrom(o Type, g *guard) bool {
	switch o.(type) {
	case *NumericT, *IntegerT, *FloatT:
		return true
	}
	return false
}

// ---------------------------------------------------------------------------
// Boolean

// BooleanT is Boolean, or Boolean[true] / Boolean[false] when Set.
type BooleanT struct {
	Set   bool
	Value bool
}

// BooleanValueType returns Boolean[v].
func BooleanValueType(v bool) *BooleanT {
	if v {
		return theTrue
	}
	return theFalse
}

func (*BooleanT) Name() string { return "Boolean" }
func (t *BooleanT) String() string {
	if !t.Set {
		return "Boolean"
	}
	if t.Value {
		return "Boolean[true]"
	}
	return "Boolean[false]"
}
func (t *BooleanT) isInstance(v Value, _ *guard) bool {
	b, ok := v.(bool)
	return ok && (!t.Set || b == t.Value)
}
func (t *BooleanT) assignableFrom(o Type, _ *guard) bool {
	b, ok := o.(*BooleanT)
	return ok && (!t.Set || b.Set && b.Value == t.Value)
}
func (t *BooleanT) equal(o Type) bool {
	b, ok := o.(*BooleanT)
	return ok && b.Set == t.Set && b.Value == t.Value
}

// ---------------------------------------------------------------------------
// Integer and Float

// IntegerT is Integer[Min, Max]; math.MinInt64 and math.MaxInt64 stand for
// an open end (Puppet's default).
type IntegerT struct {
	Min, Max int64
	// big holds the exact ends of a range with an end past 64 bits (nil
	// for every other range; bignum.go): such an end is also kept in
	// Min/Max, saturated, so code that reads them sees the nearest 64-bit
	// range, while the type's own rules and its text use the exact ends.
	big *bigBounds
}

// IntegerType returns Integer[min, max]; pass math.MinInt64 / math.MaxInt64
// for default. The bounds are swapped if min > max? No: Puppet refuses that,
// and so does NewParameterized; this constructor trusts its caller.
func IntegerType(min, max int64) *IntegerT {
	if min == math.MinInt64 && max == math.MaxInt64 {
		return theInteger
	}
	return &IntegerT{Min: min, Max: max}
}

// Unbounded reports whether the range is Integer's default.
func (t *IntegerT) Unbounded() bool {
	return t.Min == math.MinInt64 && t.Max == math.MaxInt64 && t.big == nil
}

// Finite reports whether both ends are set (within 64 bits).
func (t *IntegerT) Finite() bool {
	return t.Min != math.MinInt64 && t.Max != math.MaxInt64 && t.big == nil
}

func (*IntegerT) Name() string { return "Integer" }
func (t *IntegerT) String() string {
	if t.big != nil {
		return "Integer" + t.big.String()
	}
	if t.Unbounded() {
		return "Integer"
	}
	return "Integer" + rangeString(t.Min, t.Max)
}

// rangeString renders "[min, max]" as Puppet's range_array_part: default for
// an open start, nothing for an open end.
func rangeString(min, max int64) string {
	var b strings.Builder
	b.WriteByte('[')
	if min == math.MinInt64 {
		b.WriteString("default")
	} else {
		b.WriteString(itoa(min))
	}
	if max != math.MaxInt64 {
		b.WriteString(", ")
		b.WriteString(itoa(max))
	}
	b.WriteByte(']')
	return b.String()
}

func (t *IntegerT) isInstance(v Value, _ *guard) bool {
	i, ok := v.(int64)
	if !ok {
		b, isBig := v.(*big.Int)
		return isBig && t.bigContains(b)
	}
	if t.big != nil {
		return t.bigContains(big.NewInt(i))
	}
	return i >= t.Min && i <= t.Max
}
func (t *IntegerT) assignableFrom(o Type, _ *guard) bool {
	i, ok := o.(*IntegerT)
	if !ok {
		return false
	}
	if t.big != nil || i.big != nil {
		return t.bigCovers(i)
	}
	return t.Min <= i.Min && t.Max >= i.Max
}
func (t *IntegerT) equal(o Type) bool {
	i, ok := o.(*IntegerT)
	if !ok {
		return false
	}
	if t.big != nil || i.big != nil {
		return t.bigCovers(i) && i.bigCovers(t)
	}
	return i.Min == t.Min && i.Max == t.Max
}

// contains reports whether n is in the range.
func (t *IntegerT) contains(n int64) bool {
	if t.big != nil {
		return t.bigContains(big.NewInt(n))
	}
	return n >= t.Min && n <= t.Max
}

// sizeOf returns the size constraint of collections: Puppet's to_size clamps
// the range to non-negative values.
func toSize(t *IntegerT) *IntegerT {
	if t == nil {
		return nil
	}
	if t.Min >= 0 {
		return t
	}
	max := t.Max
	if max < 0 {
		max = 0
	}
	return &IntegerT{Min: 0, Max: max}
}

// FloatT is Float[Min, Max]; infinities stand for an open end.
type FloatT struct {
	Min, Max float64
}

// FloatType returns Float[min, max]; pass ±Inf for default.
func FloatType(min, max float64) *FloatT {
	if math.IsInf(min, -1) && math.IsInf(max, 1) {
		return theFloat
	}
	return &FloatT{Min: min, Max: max}
}

func (*FloatT) Name() string { return "Float" }
func (t *FloatT) String() string {
	if math.IsInf(t.Min, -1) && math.IsInf(t.Max, 1) {
		return "Float"
	}
	var b strings.Builder
	b.WriteString("Float[")
	if math.IsInf(t.Min, -1) {
		b.WriteString("default")
	} else {
		b.WriteString(FormatFloat(t.Min))
	}
	if !math.IsInf(t.Max, 1) {
		b.WriteString(", ")
		b.WriteString(FormatFloat(t.Max))
	}
	b.WriteByte(']')
	return b.String()
}
func (t *FloatT) isInstance(v Value, _ *guard) bool {
	f, ok := v.(float64)
	return ok && f >= t.Min && f <= t.Max
}
func (t *FloatT) assignableFrom(o Type, _ *guard) bool {
	f, ok := o.(*FloatT)
	return ok && t.Min <= f.Min && t.Max >= f.Max
}
func (t *FloatT) equal(o Type) bool {
	f, ok := o.(*FloatT)
	return ok && f.Min == t.Min && f.Max == t.Max
}

// ---------------------------------------------------------------------------
// String, Enum, Pattern, Regexp

// StringT is String, String[min, max], or the inferred type of one string
// value (HasValue; rendered as plain String, as Puppet does).
type StringT struct {
	Size     *IntegerT // nil: any size
	Value    string
	HasValue bool
}

// StringType returns String[min, max] (math.MaxInt64 for an open end).
func StringType(min, max int64) *StringT {
	size := toSize(IntegerType(min, max))
	if size.Unbounded() {
		return theString
	}
	return &StringT{Size: size}
}

// StringValueType is the type inferred for the string s.
func StringValueType(s string) *StringT { return &StringT{Value: s, HasValue: true} }

func (*StringT) Name() string { return "String" }
func (t *StringT) String() string {
	if t.Size == nil || t.Size.Unbounded() {
		return "String"
	}
	return "String" + rangeString(t.Size.Min, t.Size.Max)
}
func (t *StringT) isInstance(v Value, _ *guard) bool {
	s, ok := v.(string)
	if !ok {
		return false
	}
	if t.Size != nil {
		return t.Size.contains(int64(charLen(s)))
	}
	return !t.HasValue || s == t.Value
}

// derivedSize is the size range of the strings of the type.
func (t *StringT) derivedSize() *IntegerT {
	if t.Size != nil {
		return t.Size
	}
	if t.HasValue {
		n := int64(charLen(t.Value))
		return &IntegerT{Min: n, Max: n}
	}
	return sizeDefault
}

func (t *StringT) assignableFrom(o Type, g *guard) bool {
	if t.Size != nil {
		switch x := o.(type) {
		case *StringT:
			return t.Size.assignableFrom(x.derivedSize(), g)
		case *EnumT:
			if len(x.Values) == 0 {
				return t.Size.assignableFrom(sizeDefault, g)
			}
			min, max := x.sizeRange()
			return t.Size.Min <= min && t.Size.Max >= max
		case *PatternT:
			return t.Size.assignableFrom(sizeDefault, g)
		}
		return false
	}
	switch x := o.(type) {
	case *StringT:
		return !t.HasValue || x.Size == nil && x.HasValue && x.Value == t.Value
	case *EnumT:
		// Puppet returns the single value itself (truthy) for one
		// case-sensitive value; it does not compare it.
		return !t.HasValue || len(x.Values) == 1 && !x.CaseInsensitive
	case *PatternT:
		return !t.HasValue
	}
	return false
}
func (t *StringT) equal(o Type) bool {
	s, ok := o.(*StringT)
	if !ok || s.HasValue != t.HasValue || s.Value != t.Value {
		return false
	}
	if t.Size == nil || s.Size == nil {
		return t.Size == nil && s.Size == nil
	}
	return t.Size.equal(s.Size)
}

// charLen is the length of s in characters, as Ruby's String#size.
func charLen(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < 0x80 || s[i] >= 0xC0 {
			n++
		}
	}
	return n
}

// EnumT is Enum[values..., case_insensitive].
type EnumT struct {
	Values          []string // sorted, unique
	CaseInsensitive bool
}

// EnumType returns Enum[values] (sorted and deduplicated, as Puppet does).
func EnumType(values []string, caseInsensitive bool) *EnumT {
	vs := append([]string(nil), values...)
	sort.Strings(vs)
	out := vs[:0]
	for i, v := range vs {
		if i == 0 || v != vs[i-1] {
			out = append(out, v)
		}
	}
	return &EnumT{Values: out, CaseInsensitive: caseInsensitive}
}

func (*EnumT) Name() string { return "Enum" }
func (t *EnumT) String() string {
	if len(t.Values) == 0 {
		return "Enum"
	}
	var b strings.Builder
	b.WriteString("Enum[")
	for i, v := range t.Values {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(PuppetQuote(v))
	}
	if t.CaseInsensitive {
		b.WriteString(", true")
	}
	b.WriteByte(']')
	return b.String()
}
func (t *EnumT) isInstance(v Value, _ *guard) bool {
	s, ok := v.(string)
	return ok && t.has(s)
}
func (t *EnumT) has(s string) bool {
	for _, e := range t.Values {
		if e == s || t.CaseInsensitive && rubystr.Casecmp(e, s) == 0 {
			return true
		}
	}
	return false
}
func (t *EnumT) sizeRange() (int64, int64) {
	min, max := int64(math.MaxInt64), int64(0)
	for _, v := range t.Values {
		n := int64(charLen(v))
		if n < min {
			min = n
		}
		if n > max {
			max = n
		}
	}
	return min, max
}
func (t *EnumT) assignableFrom(o Type, g *guard) bool {
	if t.equal(o) {
		return true
	}
	if len(t.Values) == 0 {
		switch o.(type) {
		case *StringT, *EnumT, *PatternT:
			return true
		}
	}
	switch x := o.(type) {
	case *StringT:
		return x.HasValue && x.Size == nil && t.has(x.Value)
	case *EnumT:
		if len(x.Values) == 0 || x.CaseInsensitive && !t.CaseInsensitive {
			return false
		}
		for _, v := range x.Values {
			if !t.has(v) {
				return false
			}
		}
		return true
	}
	return false
}
func (t *EnumT) equal(o Type) bool {
	e, ok := o.(*EnumT)
	return ok && e.CaseInsensitive == t.CaseInsensitive && slices.Equal(e.Values, t.Values)
}

// RegexpT is Regexp or Regexp[/pattern/].
type RegexpT struct {
	Pattern    string
	HasPattern bool
	re         *Regexp
}

// RegexpType returns Regexp[/pattern/].
func RegexpType(pattern string) (*RegexpT, error) {
	re, err := NewRegexp(pattern)
	if err != nil {
		return nil, err
	}
	return &RegexpT{Pattern: pattern, HasPattern: true, re: re}, nil
}

// RegexpTypeOf returns Regexp[re].
func RegexpTypeOf(re *Regexp) *RegexpT {
	return &RegexpT{Pattern: re.Source, HasPattern: true, re: re}
}

// Regexp returns the compiled pattern (nil for plain Regexp).
func (t *RegexpT) Regexp() *Regexp { return t.re }

func (*RegexpT) Name() string { return "Regexp" }
func (t *RegexpT) String() string {
	if !t.HasPattern {
		return "Regexp"
	}
	return "Regexp[" + t.re.String() + "]"
}
func (t *RegexpT) isInstance(v Value, _ *guard) bool {
	r, ok := v.(*Regexp)
	return ok && (!t.HasPattern || r.Source == t.Pattern)
}
func (t *RegexpT) assignableFrom(o Type, _ *guard) bool {
	r, ok := o.(*RegexpT)
	return ok && (!t.HasPattern || r.HasPattern && r.Pattern == t.Pattern)
}
func (t *RegexpT) equal(o Type) bool {
	r, ok := o.(*RegexpT)
	return ok && r.HasPattern == t.HasPattern && r.Pattern == t.Pattern
}

// PatternT is Pattern[regexps...].
type PatternT struct {
	Patterns []*RegexpT
}

// PatternType returns Pattern[...] of the given regexps (duplicates removed).
func PatternType(res ...*Regexp) *PatternT {
	if len(res) == 0 {
		return thePattern
	}
	ps := make([]*RegexpT, 0, len(res))
	for _, r := range res {
		ps = appendPattern(ps, RegexpTypeOf(r))
	}
	return &PatternT{Patterns: ps}
}

func appendPattern(ps []*RegexpT, r *RegexpT) []*RegexpT {
	for _, p := range ps {
		if p.Pattern == r.Pattern {
			return ps
		}
	}
	return append(ps, r)
}

func (*PatternT) Name() string { return "Pattern" }
func (t *PatternT) String() string {
	if len(t.Patterns) == 0 {
		return "Pattern"
	}
	var b strings.Builder
	b.WriteString("Pattern[")
	for i, p := range t.Patterns {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.re.String())
	}
	b.WriteByte(']')
	return b.String()
}
func (t *PatternT) isInstance(v Value, _ *guard) bool {
	s, ok := v.(string)
	return ok && t.matches(s)
}
func (t *PatternT) matches(s string) bool {
	if len(t.Patterns) == 0 {
		return true
	}
	for _, p := range t.Patterns {
		if p.re.MatchString(s) {
			return true
		}
	}
	return false
}
func (t *PatternT) assignableFrom(o Type, g *guard) bool {
	if t.equal(o) {
		return true
	}
	switch x := o.(type) {
	case *StringT:
		if !x.HasValue || x.Size != nil {
			return len(t.Patterns) == 0
		}
		return t.matches(x.Value)
	case *EnumT:
		if len(x.Values) == 0 {
			return len(t.Patterns) == 0
		}
		for _, v := range x.Values {
			if !t.matches(v) {
				return false
			}
		}
		return true
	case *PatternT:
		return len(t.Patterns) == 0
	}
	return false
}
func (t *PatternT) equal(o Type) bool {
	p, ok := o.(*PatternT)
	if !ok || len(p.Patterns) != len(t.Patterns) {
		return false
	}
outer:
	for _, a := range t.Patterns {
		for _, b := range p.Patterns {
			if a.Pattern == b.Pattern {
				continue outer
			}
		}
		return false
	}
	return true
}

// ---------------------------------------------------------------------------
// Collections

// CollectionT is Collection[min, max].
type CollectionT struct {
	Size *IntegerT // nil: any size
}

func sizeOr(s *IntegerT) *IntegerT {
	if s == nil {
		return sizeDefault
	}
	return s
}

func sizeString(s *IntegerT) string {
	if s == nil || s.Unbounded() {
		return ""
	}
	return rangeString(s.Min, s.Max)
}

func (*CollectionT) Name() string { return "Collection" }
func (t *CollectionT) String() string {
	return "Collection" + sizeString(t.Size)
}
func (t *CollectionT) isInstance(v Value, _ *guard) bool {
	switch x := v.(type) {
	case []Value:
		return t.Size == nil || t.Size.contains(int64(len(x)))
	case *Hash:
		return t.Size == nil || t.Size.contains(int64(x.Len()))
	}
	return false
}
func (t *CollectionT) assignableFrom(o Type, g *guard) bool {
	s := sizeOr(t.Size)
	switch x := o.(type) {
	case *CollectionT:
		return s.assignableFrom(sizeOr(x.Size), g)
	case *ArrayT:
		return s.assignableFrom(sizeOr(x.Size), g)
	case *HashT:
		return s.assignableFrom(sizeOr(x.Size), g)
	case *TupleT:
		so := x.Size
		if so == nil {
			n := int64(len(x.Types))
			so = &IntegerT{Min: n, Max: n}
		}
		return s.assignableFrom(so, g)
	case *StructT:
		n := int64(len(x.Elements))
		return s.assignableFrom(&IntegerT{Min: n, Max: n}, g)
	}
	return false
}
func (t *CollectionT) equal(o Type) bool {
	c, ok := o.(*CollectionT)
	return ok && equalSize(c.Size, t.Size)
}

func equalSize(a, b *IntegerT) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.equal(b)
}

// ArrayT is Array[Elem, min, max].
type ArrayT struct {
	Elem Type
	Size *IntegerT // nil: any size
}

// ArrayType returns Array[elem] (elem nil means Any).
func ArrayType(elem Type) *ArrayT {
	if elem == nil || elem == Type(theAny) {
		return theArray
	}
	return &ArrayT{Elem: elem}
}

func newArray(elem Type, size *IntegerT) *ArrayT {
	if size != nil && size.Min == 0 && size.Max == 0 {
		return theEmptyArray
	}
	if elem == nil {
		elem = theAny
	}
	if size != nil && size.Unbounded() {
		size = sizeDefault
	}
	if size == nil && elem == Type(theAny) {
		return theArray
	}
	return &ArrayT{Elem: elem, Size: size}
}

func (*ArrayT) Name() string { return "Array" }
func (t *ArrayT) String() string {
	if t.Size != nil && t.Size.Min == 0 && t.Size.Max == 0 {
		return "Array[0, 0]"
	}
	if t.equal(theArray) {
		return "Array"
	}
	var b strings.Builder
	b.WriteString("Array[")
	b.WriteString(typeStr(t.Elem))
	if s := t.Size; s != nil && !s.Unbounded() {
		b.WriteString(", ")
		b.WriteString(rangeString(s.Min, s.Max)[1:])
	} else {
		b.WriteByte(']')
	}
	return b.String()
}
func (t *ArrayT) isInstance(v Value, g *guard) bool {
	a, ok := v.([]Value)
	if !ok {
		return false
	}
	if t.Size != nil && !t.Size.contains(int64(len(a))) {
		return false
	}
	if _, any := t.Elem.(*AnyT); any {
		return true
	}
	for _, e := range a {
		if !t.Elem.isInstance(e, g) {
			return false
		}
	}
	return true
}
func (t *ArrayT) assignableFrom(o Type, g *guard) bool {
	switch x := o.(type) {
	case *TupleT:
		so := x.Size
		if so == nil {
			n := int64(len(x.Types))
			so = &IntegerT{Min: n, Max: n}
		}
		if !sizeOr(t.Size).assignableFrom(so, g) {
			return false
		}
		for _, e := range x.Types {
			if !assignable(t.Elem, e, g) {
				return false
			}
		}
		return true
	case *ArrayT:
		return sizeOr(t.Size).assignableFrom(sizeOr(x.Size), g) && assignable(t.Elem, x.Elem, g)
	}
	return false
}
func (t *ArrayT) equal(o Type) bool {
	a, ok := o.(*ArrayT)
	return ok && equalSize(a.Size, t.Size) && typesEqual(a.Elem, t.Elem)
}

// HashT is Hash[Key, Value, min, max].
type HashT struct {
	Key, Value Type
	Size       *IntegerT // nil: any size
}

// HashType returns Hash[key, value] (nil means Any).
func HashType(key, value Type) *HashT { return newHash(key, value, nil) }

func newHash(key, value Type, size *IntegerT) *HashT {
	if size != nil && size.Min == 0 && size.Max == 0 {
		return theEmptyHash
	}
	if key == nil {
		key = theAny
	}
	if value == nil {
		value = theAny
	}
	if size != nil && size.Unbounded() {
		size = sizeDefault
	}
	if size == nil && key == Type(theAny) && value == Type(theAny) {
		return theHash
	}
	return &HashT{Key: key, Value: value, Size: size}
}

func (*HashT) Name() string { return "Hash" }
func (t *HashT) String() string {
	if t.Size != nil && t.Size.Min == 0 && t.Size.Max == 0 {
		return "Hash[0, 0]"
	}
	if t.equal(theHash) {
		return "Hash"
	}
	var b strings.Builder
	b.WriteString("Hash[")
	b.WriteString(typeStr(t.Key))
	b.WriteString(", ")
	b.WriteString(typeStr(t.Value))
	if s := t.Size; s != nil && !s.Unbounded() {
		b.WriteString(", ")
		b.WriteString(rangeString(s.Min, s.Max)[1:])
	} else {
		b.WriteByte(']')
	}
	return b.String()
}
func (t *HashT) isInstance(v Value, g *guard) bool {
	h, ok := v.(*Hash)
	if !ok {
		return false
	}
	for i := 0; i < h.Len(); i++ {
		k, val := h.At(i)
		if !t.Key.isInstance(k, g) || !t.Value.isInstance(val, g) {
			return false
		}
	}
	return t.Size == nil || t.Size.contains(int64(h.Len()))
}
func (t *HashT) isEmptyHash() bool { return t.Size != nil && t.Size.Min == 0 && t.Size.Max == 0 }
func (t *HashT) assignableFrom(o Type, g *guard) bool {
	switch x := o.(type) {
	case *HashT:
		if (t.Size == nil || t.Size.Min == 0) && x.isEmptyHash() {
			return true
		}
		return assignable(t.Key, x.Key, g) && assignable(t.Value, x.Value, g) &&
			sizeOr(t.Size).assignableFrom(sizeOr(x.Size), g)
	case *StructT:
		if !sizeOr(t.Size).contains(int64(len(x.Elements))) {
			return false
		}
		for _, e := range x.Elements {
			if !t.Key.isInstance(e.Name, g) || !assignable(t.Value, e.Value, g) {
				return false
			}
		}
		return true
	}
	return false
}
func (t *HashT) equal(o Type) bool {
	h, ok := o.(*HashT)
	return ok && equalSize(h.Size, t.Size) && typesEqual(h.Key, t.Key) && typesEqual(h.Value, t.Value)
}

// TupleT is Tuple[types..., min, max].
type TupleT struct {
	Types []Type
	Size  *IntegerT // nil: exactly len(Types) (or any size when Types is empty)
}

// TupleType returns Tuple[types...] with an optional size (nil: none).
func TupleType(types []Type, size *IntegerT) *TupleT {
	if len(types) == 0 && size == nil {
		return theTuple
	}
	return &TupleT{Types: types, Size: toSize(size)}
}

// sizeRange is the (min, max) number of elements.
func (t *TupleT) sizeRange() (int64, int64) {
	if t.Size != nil {
		return t.Size.Min, t.Size.Max
	}
	n := int64(len(t.Types))
	if n == 0 {
		return 0, math.MaxInt64
	}
	return n, n
}

func (t *TupleT) sizeType() *IntegerT {
	if t.Size != nil {
		return t.Size
	}
	min, max := t.sizeRange()
	return &IntegerT{Min: min, Max: max}
}

// typeAt returns the type of the element at index i (the last type repeats).
func (t *TupleT) typeAt(i int) Type {
	if i < len(t.Types) {
		return t.Types[i]
	}
	return t.Types[len(t.Types)-1]
}

func (*TupleT) Name() string { return "Tuple" }
func (t *TupleT) String() string {
	if len(t.Types) == 0 {
		// Puppet's TypeFormatter leaves a Tuple without types bare, its
		// size too (Tuple[0, 0] prints "Tuple")
		return "Tuple"
	}
	var b strings.Builder
	b.WriteString("Tuple[")
	for i, e := range t.Types {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(typeStr(e))
	}
	if s := t.Size; s != nil && !s.Unbounded() {
		if len(t.Types) > 0 {
			b.WriteString(", ")
		}
		r := rangeString(s.Min, s.Max)
		b.WriteString(r[1 : len(r)-1])
	}
	b.WriteByte(']')
	return b.String()
}
func (t *TupleT) isInstance(v Value, g *guard) bool {
	a, ok := v.([]Value)
	if !ok {
		return false
	}
	if t.Size != nil {
		if !t.Size.contains(int64(len(a))) {
			return false
		}
	} else if len(t.Types) != 0 && len(t.Types) != len(a) {
		return false
	}
	if len(t.Types) == 0 {
		return true
	}
	for i, e := range a {
		if !t.typeAt(i).isInstance(e, g) {
			return false
		}
	}
	return true
}
func (t *TupleT) assignableFrom(o Type, g *guard) bool {
	if t.equal(o) {
		return true
	}
	sizeS := t.sizeType()
	switch x := o.(type) {
	case *TupleT:
		if !sizeS.assignableFrom(x.sizeType(), g) {
			return false
		}
		if len(t.Types) > 0 {
			if len(x.Types) == 0 {
				return sizeS.Min == 0
			}
			for i, ot := range x.Types {
				if !assignable(t.typeAt(i), ot, g) {
					return false
				}
			}
		}
		return true
	case *ArrayT:
		so := sizeOr(x.Size)
		if !sizeS.assignableFrom(so, g) {
			return false
		}
		if len(t.Types) > 0 {
			n := int64(len(t.Types))
			if so.Max < n {
				n = so.Max
			}
			for i := int64(0); i < n; i++ {
				if !assignable(t.typeAt(int(i)), x.Elem, g) {
					return false
				}
			}
		}
		return true
	}
	return false
}
func (t *TupleT) equal(o Type) bool {
	x, ok := o.(*TupleT)
	return ok && equalSize(x.Size, t.Size) && typeListsEqual(x.Types, t.Types)
}

func typeListsEqual(a, b []Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !typesEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}

// StructElement is one member of a Struct: Key is the key's type as
// written (String with a value, or Optional[...] of one), Name its string.
type StructElement struct {
	Key   Type
	Value Type
	Name  string
}

// optionalKey reports whether the member may be absent.
func (e *StructElement) optionalKey() bool {
	return assignable(e.Key, theUndef, nil)
}

// StructT is Struct[{key => Type, ...}].
type StructT struct {
	Elements []*StructElement
	byName   map[string]*StructElement
}

// NewStructElement builds a member: key is "name" (optional when the value
// type accepts undef, as Puppet does) or an Optional/NotUndef/String/Enum
// key type naming one string.
func NewStructElement(key Value, value Type) (*StructElement, error) {
	switch k := key.(type) {
	case string:
		if k == "" {
			return nil, errorf("Struct element key cannot be an empty String")
		}
		var kt Type = StringValueType(k)
		if assignable(value, theUndef, nil) {
			kt = &OptionalT{Type: kt}
		}
		return &StructElement{Key: kt, Value: value, Name: k}, nil
	case Type:
		var s Type
		kt := k
		switch x := k.(type) {
		case *NotUndefT:
			kt = x.Type
			s = kt
		case *OptionalT:
			s = x.Type
		case *StringT:
			s = x
		case *EnumT:
			if len(x.Values) == 1 {
				s = StringValueType(x.Values[0])
			}
		default:
			return nil, errorf("Illegal Struct member key type. Expected NotUndef, Optional, String, or Enum. Got: %s", rubyTypeClass(k))
		}
		st, ok := s.(*StringT)
		if !ok || !st.HasValue {
			return nil, errorf("Unable to extract a non-empty literal string from Struct member key type %s", k.String())
		}
		return &StructElement{Key: kt, Value: value, Name: st.Value}, nil
	}
	return nil, errorf("Illegal Struct member key type. Expected NotUndef, Optional, String, or Enum. Got: %s", RubyClass(key))
}

// typeOfArg is Puppet's TypeFactory.type_of: a type is itself, a string
// names a Ruby class (Runtime[ruby, 'name']), another value stands for its
// generalized type.
func typeOfArg(v Value) Type {
	switch x := v.(type) {
	case Type:
		return x
	case string:
		return RuntimeType("ruby", x)
	}
	return Generalize(TypeOfReduced(v))
}

// StructType returns Struct[{...}] of the given members.
func StructType(elements []*StructElement) *StructT {
	if len(elements) == 0 {
		return theStruct
	}
	by := make(map[string]*StructElement, len(elements))
	for _, e := range elements {
		by[e.Name] = e
	}
	return &StructT{Elements: elements, byName: by}
}

// StructFromHash builds Struct[h] where h maps keys (strings or key types)
// to value types.
func StructFromHash(h *Hash) (*StructT, error) {
	els := make([]*StructElement, 0, h.Len())
	for i := 0; i < h.Len(); i++ {
		k, v := h.At(i)
		e, err := NewStructElement(k, typeOfArg(v))
		if err != nil {
			return nil, err
		}
		els = append(els, e)
	}
	return StructType(els), nil
}

// Element returns the member named name.
func (t *StructT) Element(name string) (*StructElement, bool) {
	e, ok := t.byName[name]
	return e, ok
}

func (*StructT) Name() string { return "Struct" }
func (t *StructT) String() string {
	if len(t.Elements) == 0 {
		return "Struct"
	}
	return t.stringOf(typeStr)
}

// stringOf is Struct[{...}] with each value type written by value (keys
// never hold aliases: the alias expansion of a message changes only values).
func (t *StructT) stringOf(value func(Type) string) string {
	var b strings.Builder
	b.WriteString("Struct[{")
	for i, e := range t.Elements {
		if i > 0 {
			b.WriteString(", ")
		}
		valueOptional := assignable(e.Value, theUndef, nil)
		if o, ok := e.Key.(*OptionalT); ok {
			if valueOptional {
				b.WriteString(PuppetQuote(e.Name))
			} else {
				b.WriteString(o.String())
			}
		} else if valueOptional {
			b.WriteString("NotUndef[")
			b.WriteString(PuppetQuote(e.Name))
			b.WriteString("]")
		} else {
			b.WriteString(PuppetQuote(e.Name))
		}
		b.WriteString(" => ")
		b.WriteString(value(e.Value))
	}
	b.WriteString("}]")
	return b.String()
}
func (t *StructT) isInstance(v Value, g *guard) bool {
	h, ok := v.(*Hash)
	if !ok {
		return false
	}
	matched := 0
	for _, e := range t.Elements {
		val, present := h.GetString(e.Name)
		if !present {
			if !e.optionalKey() {
				return false
			}
			continue
		}
		matched++
		if !e.Value.isInstance(val, g) {
			return false
		}
	}
	return matched == h.Len()
}
func (t *StructT) assignableFrom(o Type, g *guard) bool {
	switch x := o.(type) {
	case *StructT:
		matched := 0
		for _, e1 := range t.Elements {
			e2, ok := x.byName[e1.Name]
			if !ok {
				if !e1.optionalKey() {
					return false
				}
				continue
			}
			matched++
			if !assignable(e1.Key, e2.Key, g) || !assignable(e1.Value, e2.Value, g) {
				return false
			}
		}
		return matched == len(x.Elements)
	case *HashT:
		required := int64(0)
		for _, e := range t.Elements {
			if e.optionalKey() {
				continue
			}
			required++
			if !assignable(e.Value, x.Value, g) {
				return false
			}
			if !assignable(Generalize(e.Key), x.Key, g) {
				return false
			}
		}
		return (&IntegerT{Min: required, Max: int64(len(t.Elements))}).assignableFrom(sizeOr(x.Size), g)
	}
	return false
}
func (t *StructT) equal(o Type) bool {
	x, ok := o.(*StructT)
	if !ok || len(x.Elements) != len(t.Elements) {
		return false
	}
	for i, e := range t.Elements {
		f := x.Elements[i]
		if e.Name != f.Name || !typesEqual(e.Key, f.Key) || !typesEqual(e.Value, f.Value) {
			return false
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// Variant, Optional, NotUndef

// VariantT is Variant[types...].
type VariantT struct {
	Types []Type
}

// VariantType returns Variant[types...]: nested variants are flattened and
// duplicates removed; a single type is returned as is (Puppet's maybe_create).
func VariantType(types ...Type) Type {
	flat := make([]Type, 0, len(types))
	for _, t := range types {
		if v, ok := t.(*VariantT); ok {
			for _, m := range v.Types {
				flat = appendUniqueType(flat, m)
			}
		} else {
			flat = appendUniqueType(flat, t)
		}
	}
	if len(flat) == 1 {
		return flat[0]
	}
	if len(flat) == 0 {
		return theVariant
	}
	return &VariantT{Types: flat}
}

// newVariant builds Variant[types] as written, without flattening (the
// access operator `Variant[...]` does flatten, see VariantType).
func appendUniqueType(ts []Type, t Type) []Type {
	for _, x := range ts {
		if typesEqual(x, t) {
			return ts
		}
	}
	return append(ts, t)
}

func (*VariantT) Name() string { return "Variant" }
func (t *VariantT) String() string {
	if len(t.Types) == 0 {
		return "Variant"
	}
	return "Variant[" + joinTypes(t.Types) + "]"
}

func joinTypes(ts []Type) string {
	var b strings.Builder
	for i, e := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(typeStr(e))
	}
	return b.String()
}

func (t *VariantT) isInstance(v Value, g *guard) bool {
	for _, m := range t.Types {
		if m.isInstance(v, g) {
			return true
		}
	}
	return false
}
func (t *VariantT) assignableFrom(o Type, g *guard) bool {
	for _, m := range t.Types {
		if assignable(m, o, g) {
			return true
		}
	}
	return false
}
func (t *VariantT) equal(o Type) bool {
	x, ok := o.(*VariantT)
	if !ok || len(x.Types) != len(t.Types) {
		return false
	}
outer:
	for _, a := range t.Types {
		for _, b := range x.Types {
			if typesEqual(a, b) {
				continue outer
			}
		}
		return false
	}
	return true
}

// OptionalT is Optional[T] (Type nil: plain Optional).
type OptionalT struct {
	Type Type
}

// OptionalType returns Optional[t].
func OptionalType(t Type) *OptionalT {
	if t == nil {
		return theOptional
	}
	return &OptionalT{Type: t}
}

func (*OptionalT) Name() string { return "Optional" }
func (t *OptionalT) String() string {
	if t.Type == nil {
		return "Optional"
	}
	if s, ok := t.Type.(*StringT); ok && s.HasValue {
		return "Optional[" + PuppetQuote(s.Value) + "]"
	}
	return "Optional[" + typeStr(t.Type) + "]"
}
func (t *OptionalT) isInstance(v Value, g *guard) bool {
	return v == nil || t.Type != nil && t.Type.isInstance(v, g)
}
func (t *OptionalT) assignableFrom(o Type, g *guard) bool {
	if _, ok := o.(*UndefT); ok {
		return true
	}
	if t.Type == nil {
		return true
	}
	if x, ok := o.(*OptionalT); ok {
		if x.Type == nil {
			return false
		}
		return assignable(t.Type, x.Type, g)
	}
	return assignable(t.Type, o, g)
}
func (t *OptionalT) equal(o Type) bool {
	x, ok := o.(*OptionalT)
	return ok && typesEqual(x.Type, t.Type)
}

// NotUndefT is NotUndef[T] (Type nil: plain NotUndef).
type NotUndefT struct {
	Type Type
}

// NotUndefType returns NotUndef[t].
func NotUndefType(t Type) *NotUndefT {
	if _, any := t.(*AnyT); t == nil || any {
		return theNotUndef
	}
	return &NotUndefT{Type: t}
}

func (*NotUndefT) Name() string { return "NotUndef" }
func (t *NotUndefT) String() string {
	if t.Type == nil {
		return "NotUndef"
	}
	if s, ok := t.Type.(*StringT); ok && s.HasValue {
		return "NotUndef[" + PuppetQuote(s.Value) + "]"
	}
	return "NotUndef[" + typeStr(t.Type) + "]"
}
func (t *NotUndefT) isInstance(v Value, g *guard) bool {
	return v != nil && (t.Type == nil || t.Type.isInstance(v, g))
}
func (t *NotUndefT) assignableFrom(o Type, g *guard) bool {
	return !assignable(o, theUndef, g) && (t.Type == nil || assignable(t.Type, o, g))
}
func (t *NotUndefT) equal(o Type) bool {
	x, ok := o.(*NotUndefT)
	return ok && typesEqual(x.Type, t.Type)
}

// ---------------------------------------------------------------------------
// Type, Iterable, Iterator, Sensitive, Init

// TypeT is Type[T] (Type nil: plain Type).
type TypeT struct {
	Type Type
}

func (*TypeT) Name() string { return "Type" }
func (t *TypeT) String() string {
	if t.Type == nil {
		return "Type"
	}
	return "Type[" + typeStr(t.Type) + "]"
}
func (t *TypeT) isInstance(v Value, g *guard) bool {
	if o, isObj := v.(RubyObject); isObj && o.Module {
		// a Ruby Class or Module (PTypeType#instance?: its inferred type)
		return t.Type == nil || assignable(t.Type, RuntimeType("ruby", o.Text), g)
	}
	vt, ok := v.(Type)
	return ok && (t.Type == nil || assignable(t.Type, vt, g))
}
func (t *TypeT) assignableFrom(o Type, g *guard) bool {
	x, ok := o.(*TypeT)
	if !ok {
		return false
	}
	if t.Type == nil {
		return true
	}
	if x.Type == nil {
		return false
	}
	return assignable(t.Type, x.Type, g)
}
func (t *TypeT) equal(o Type) bool {
	x, ok := o.(*TypeT)
	return ok && typesEqual(x.Type, t.Type)
}

// IterableT is Iterable[T].
type IterableT struct {
	Type Type // nil: any element
}

// IterableType returns Iterable[t].
func IterableType(t Type) *IterableT {
	if t == nil {
		return theIterable
	}
	return &IterableT{Type: t}
}

func (*IterableT) Name() string { return "Iterable" }
func (t *IterableT) String() string {
	if t.Type == nil {
		return "Iterable"
	}
	return "Iterable[" + typeStr(t.Type) + "]"
}
func (t *IterableT) isInstance(v Value, g *guard) bool {
	if t.Type == nil || assignable(t.Type, theAny, g) {
		switch x := v.(type) {
		case string, []Value, *Hash, *Iterator, *EnumT:
			return true
		case int64:
			return x >= 0
		case *IntegerT:
			return x.Finite()
		case *TypeAliasT:
			return t.isInstance(x.Resolved(), g)
		}
		return false
	}
	return assignable(t, TypeOf(v), g)
}
func (t *IterableT) assignableFrom(o Type, g *guard) bool {
	if t.Type == nil || assignable(t.Type, theAny, g) {
		return isIterableType(o)
	}
	it := iterableType(o)
	if it == nil || it.Type == nil {
		return false
	}
	return assignable(t.Type, it.Type, g)
}
func (t *IterableT) equal(o Type) bool {
	x, ok := o.(*IterableT)
	return ok && typesEqual(x.Type, t.Type)
}

// isIterableType is Ruby's iterable? on types.
func isIterableType(o Type) bool {
	switch x := o.(type) {
	case *StringT, *EnumT, *ArrayT, *HashT, *TupleT, *StructT, *CollectionT, *IterableT, *IteratorT:
		return true
	case *IntegerT:
		return true
	case *TypeT:
		switch y := x.Type.(type) {
		case *EnumT:
			return true
		case *IntegerT:
			return y.Finite()
		}
	case *TypeAliasT:
		return isIterableType(x.Resolved())
	}
	return false
}

// iterableType is Ruby's iterable_type on types.
func iterableType(o Type) *IterableT {
	switch x := o.(type) {
	case *StringT, *EnumT:
		return &IterableT{Type: &StringT{Size: sizeOne}}
	case *ArrayT:
		if _, any := x.Elem.(*AnyT); any {
			return theIterable
		}
		return &IterableT{Type: x.Elem}
	case *HashT:
		if x.equal(theHash) || x.isEmptyHash() {
			return &IterableT{Type: &TupleT{Types: []Type{theUnit, theUnit}, Size: sizeTwo}}
		}
		return &IterableT{Type: &TupleT{Types: []Type{x.Key, x.Value}, Size: sizeTwo}}
	case *TupleT:
		return &IterableT{Type: VariantType(x.Types...)}
	case *StructT:
		if len(x.Elements) == 0 {
			return &IterableT{Type: &TupleT{Types: []Type{theUnit, theUnit}, Size: sizeTwo}}
		}
		ks := make([]Type, len(x.Elements))
		vs := make([]Type, len(x.Elements))
		for i, e := range x.Elements {
			ks[i], vs[i] = e.Key, e.Value
		}
		return &IterableT{Type: &TupleT{Types: []Type{VariantType(ks...), VariantType(vs...)}, Size: sizeTwo}}
	case *IterableT:
		return x
	case *IteratorT:
		return IterableType(x.Type)
	case *IntegerT:
		return &IterableT{Type: theInteger}
	case *TypeT:
		switch y := x.Type.(type) {
		case *EnumT:
			return &IterableT{Type: y}
		case *IntegerT:
			if y.Finite() {
				return &IterableT{Type: y}
			}
		}
	case *TypeAliasT:
		return iterableType(x.Resolved())
	}
	return nil
}

// IteratorT is Iterator[T].
type IteratorT struct {
	Type Type // nil: any element
}

// IteratorType returns Iterator[t].
func IteratorType(t Type) *IteratorT {
	if t == nil {
		return theIterator
	}
	return &IteratorT{Type: t}
}

func (*IteratorT) Name() string { return "Iterator" }
func (t *IteratorT) String() string {
	if t.Type == nil {
		return "Iterator"
	}
	return "Iterator[" + typeStr(t.Type) + "]"
}
func (t *IteratorT) isInstance(v Value, g *guard) bool {
	it, ok := v.(*Iterator)
	if !ok {
		return false
	}
	if t.Type == nil {
		return true
	}
	et := it.ElementType
	if et == nil {
		et = theAny
	}
	return assignable(t.Type, et, g)
}
func (t *IteratorT) assignableFrom(o Type, g *guard) bool {
	x, ok := o.(*IteratorT)
	if !ok {
		return false
	}
	if t.Type == nil {
		return true
	}
	et := x.Type
	if et == nil {
		et = theAny
	}
	return assignable(t.Type, et, g)
}
func (t *IteratorT) equal(o Type) bool {
	x, ok := o.(*IteratorT)
	return ok && typesEqual(x.Type, t.Type)
}

// SensitiveT is Sensitive[T].
type SensitiveT struct {
	Type Type
}

// SensitiveType returns Sensitive[t] (the parameter is generalized, as
// Puppet does).
func SensitiveType(t Type) *SensitiveT {
	if t == nil {
		return theSensitive
	}
	return &SensitiveT{Type: Generalize(t)}
}

func (*SensitiveT) Name() string { return "Sensitive" }
func (t *SensitiveT) String() string {
	if _, any := t.Type.(*AnyT); any {
		return "Sensitive"
	}
	return "Sensitive[" + typeStr(t.Type) + "]"
}
func (t *SensitiveT) isInstance(v Value, g *guard) bool {
	s, ok := v.(*Sensitive)
	return ok && t.Type.isInstance(s.Value, g)
}
func (t *SensitiveT) assignableFrom(o Type, g *guard) bool {
	x, ok := o.(*SensitiveT)
	return ok && assignable(t.Type, x.Type, g)
}
func (t *SensitiveT) equal(o Type) bool {
	x, ok := o.(*SensitiveT)
	return ok && typesEqual(x.Type, t.Type)
}

// InitT is Init[T, args...]: a value that T's new function accepts.
type InitT struct {
	Type Type // nil: plain Init
	Args []Value

	computed initShapePtr // newinit.go
}

// InitType returns Init[t, args...].
func InitType(t Type, args []Value) *InitT {
	if t == nil {
		return theInit
	}
	return &InitT{Type: t, Args: args}
}

func (*InitT) Name() string { return "Init" }
func (t *InitT) String() string {
	if t.Type == nil {
		return "Init"
	}
	var b strings.Builder
	b.WriteString("Init[")
	b.WriteString(typeStr(t.Type))
	for _, a := range t.Args {
		b.WriteString(", ")
		b.WriteString(formatP(a))
	}
	b.WriteByte(']')
	return b.String()
}
func (t *InitT) isInstance(v Value, g *guard) bool {
	if t.Type == nil {
		return RichDataType().isInstance(v, g)
	}
	return t.initInstance(v, g)
}
func (t *InitT) assignableFrom(o Type, g *guard) bool {
	x, ok := o.(*InitT)
	if !ok {
		if t.Type == nil {
			return assignable(RichDataType(), o, g)
		}
		return t.initAssignable(o, g)
	}
	// PInitType#_assignable?: the init arguments are not compared
	return t.Type == nil || x.Type != nil && assignable(t.Type, x.Type, g)
}
func (t *InitT) equal(o Type) bool {
	x, ok := o.(*InitT)
	if !ok || !typesEqual(x.Type, t.Type) || len(x.Args) != len(t.Args) {
		return false
	}
	for i := range t.Args {
		if !Equals(t.Args[i], x.Args[i]) {
			return false
		}
	}
	return true
}

// RuntimeT is Runtime[runtime, name]; its instances are the Ruby objects
// module code handed to Puppet (RubyObject, rubyruntime.go).
type RuntimeT struct {
	Runtime, TypeName string
}

// RuntimeType returns Runtime[runtime, name].
func RuntimeType(runtime, name string) *RuntimeT {
	if runtime == "" && name == "" {
		return theRuntime
	}
	return &RuntimeT{Runtime: runtime, TypeName: name}
}

func (*RuntimeT) Name() string { return "Runtime" }
func (t *RuntimeT) String() string {
	if t.Runtime == "" && t.TypeName == "" {
		return "Runtime"
	}
	return "Runtime[" + t.Runtime + ", " + PuppetQuote(t.TypeName) + "]"
}
func (t *RuntimeT) isInstance(v Value, _ *guard) bool { return runtimeInstance(t, v) }
func (t *RuntimeT) assignableFrom(o Type, _ *guard) bool {
	x, ok := o.(*RuntimeT)
	if !ok {
		return false
	}
	return t.Runtime == "" || t.Runtime == x.Runtime && (t.TypeName == "" || t.TypeName == x.TypeName)
}
func (t *RuntimeT) equal(o Type) bool {
	x, ok := o.(*RuntimeT)
	return ok && *x == *t
}

// ---------------------------------------------------------------------------
// Callable

// CallableT is Callable[params..., min, max, block] or
// Callable[[params...], return].
type CallableT struct {
	Params *TupleT // nil: any callable
	Block  Type    // nil: no block; Callable or Optional[Callable]
	Return Type    // nil: Any
}

// CallableType builds a Callable.
func CallableType(params *TupleT, block, ret Type) *CallableT {
	if _, any := ret.(*AnyT); any {
		ret = nil
	}
	if params == nil && block == nil && ret == nil {
		return theCallable
	}
	return &CallableT{Params: params, Block: block, Return: ret}
}

func (*CallableT) Name() string { return "Callable" }
func (t *CallableT) String() string {
	if t.Return == nil {
		if t.Params == nil {
			return "Callable"
		}
		return "Callable[" + t.paramsString() + "]"
	}
	if t.Params == nil {
		return "Callable[[], " + typeStr(t.Return) + "]"
	}
	return "Callable[[" + t.paramsString() + "], " + typeStr(t.Return) + "]"
}
func (t *CallableT) paramsString() string { return t.paramsStringOf(typeStr) }

// paramsStringOf is the parameter list of t (Params non-nil) with each
// parameter and the block type written by str.
func (t *CallableT) paramsStringOf(str func(Type) string) string {
	var parts []string
	for _, p := range t.Params.Types {
		if _, unit := p.(*UnitT); !unit {
			parts = append(parts, str(p))
		}
	}
	if len(t.Params.Types) == 0 {
		parts = append(parts, "0", "0")
	} else if s := t.Params.Size; s != nil && !s.Unbounded() {
		r := rangeString(s.Min, s.Max)
		parts = append(parts, r[1:len(r)-1])
	}
	if t.Block != nil {
		parts = append(parts, str(t.Block))
	}
	return strings.Join(parts, ", ")
}
func (t *CallableT) isInstance(v Value, g *guard) bool {
	c, ok := v.(interface{ CallableType() *CallableT })
	return ok && assignable(t, c.CallableType(), g)
}
func (t *CallableT) assignableFrom(o Type, g *guard) bool {
	x, ok := o.(*CallableT)
	if !ok {
		return false
	}
	if t.Return != nil {
		r := x.Return
		if r == nil {
			r = theAny
		}
		if !assignable(t.Return, r, g) {
			return false
		}
	}
	if t.Params == nil {
		return true
	}
	if x.Params == nil || !assignable(x.Params, t.Params, g) {
		return false
	}
	var thisBlock, thatBlock Type = theUndef, theUndef
	if t.Block != nil {
		thisBlock = t.Block
	}
	if x.Block != nil {
		thatBlock = x.Block
	}
	return assignable(thatBlock, thisBlock, g)
}
func (t *CallableT) equal(o Type) bool {
	x, ok := o.(*CallableT)
	if !ok {
		return false
	}
	if (t.Params == nil) != (x.Params == nil) || t.Params != nil && !t.Params.equal(x.Params) {
		return false
	}
	return typesEqual(t.Block, x.Block) && typesEqual(t.Return, x.Return)
}

// kindOfCallable is Ruby's kind_of_callable?.
func kindOfCallable(t Type) bool {
	switch x := t.(type) {
	case *CallableT:
		return true
	case *OptionalT:
		return x.Type != nil && kindOfCallable(x.Type)
	case *VariantT:
		for _, m := range x.Types {
			if !kindOfCallable(m) {
				return false
			}
		}
		return true
	case *TypeAliasT:
		return kindOfCallable(x.Resolved())
	}
	return false
}

// ---------------------------------------------------------------------------
// Resources and classes

// ResourceT is Resource, a resource type (File) or a resource reference
// (File['/x']).
type ResourceT struct {
	TypeName string // capitalized per segment; "" for Resource
	Title    string
	HasTitle bool
	// Resource marks the reference of a catalog resource that Ruby code
	// gave Puppet (a Puppet::Resource, stdlib's str2resource): it prints
	// as Puppet::Resource#to_s, File[/tmp/foo], and is the reference in
	// everything else (its inferred type is the plain reference's).
	Resource bool
	lower    string
}

// AsResource is the reference as a Puppet::Resource given to Puppet code
// (Resource set).
func (t *ResourceT) AsResource() *ResourceT {
	if t.Resource || !t.HasTitle {
		return t
	}
	r := *t
	r.Resource = true
	return &r
}

// reference is t without the Resource mark.
func (t *ResourceT) reference() *ResourceT {
	if !t.Resource {
		return t
	}
	r := *t
	r.Resource = false
	return &r
}

// ResourceType returns the resource type named name ("file" and "File"
// give File; "" gives Resource).
func ResourceType(name string) *ResourceT {
	if name == "" {
		return theResource
	}
	n := CapitalizeSegments(name)
	return &ResourceT{TypeName: n, lower: strings.ToLower(n)}
}

// ResourceRef returns the reference typ[title]: ResourceRef("file", "/x")
// is File['/x'].
func ResourceRef(typ, title string) *ResourceT {
	n := CapitalizeSegments(typ)
	return &ResourceT{TypeName: n, Title: title, HasTitle: true, lower: strings.ToLower(n)}
}

// CapitalizeSegments capitalizes each "::" segment of name, as Puppet names
// resource types ("foo::bar" is "Foo::Bar"). Names that start with an
// uppercase ASCII letter are returned as they are.
func CapitalizeSegments(name string) string {
	if name == "" || name[0] >= 'A' && name[0] <= 'Z' {
		return name
	}
	segs := strings.Split(name, "::")
	for i, s := range segs {
		segs[i] = rubyCapitalize(s)
	}
	return strings.Join(segs, "::")
}

func (t *ResourceT) Name() string {
	if t.TypeName == "" {
		return "Resource"
	}
	return t.TypeName
}
func (t *ResourceT) String() string {
	if t.TypeName == "" {
		return "Resource"
	}
	if !t.HasTitle {
		return t.TypeName
	}
	if t.Resource {
		return t.TypeName + "[" + t.Title + "]"
	}
	return t.TypeName + "[" + PuppetQuote(t.Title) + "]"
}
func (t *ResourceT) isInstance(v Value, _ *guard) bool { return false }
func (t *ResourceT) assignableFrom(o Type, _ *guard) bool {
	x, ok := o.(*ResourceT)
	if !ok {
		return false
	}
	return t.TypeName == "" || t.lower == x.lower && (!t.HasTitle || x.HasTitle && t.Title == x.Title)
}
func (t *ResourceT) equal(o Type) bool {
	x, ok := o.(*ResourceT)
	return ok && x.lower == t.lower && x.HasTitle == t.HasTitle && x.Title == t.Title
}

// ClassT is Class or Class[name].
type ClassT struct {
	ClassName string // "" for Class
}

// ClassRef returns Class[name]; the name is lower-cased and a leading "::"
// dropped, as Puppet does.
func ClassRef(name string) *ClassT {
	name = strings.TrimPrefix(strings.ToLower(name), "::")
	if name == "" {
		return theClass
	}
	return &ClassT{ClassName: name}
}

func (*ClassT) Name() string { return "Class" }
func (t *ClassT) String() string {
	if t.ClassName == "" {
		return "Class"
	}
	return "Class[" + t.ClassName + "]"
}
func (t *ClassT) isInstance(v Value, _ *guard) bool { return false }
func (t *ClassT) assignableFrom(o Type, _ *guard) bool {
	x, ok := o.(*ClassT)
	return ok && (t.ClassName == "" || t.ClassName == x.ClassName)
}
func (t *ClassT) equal(o Type) bool {
	x, ok := o.(*ClassT)
	return ok && x.ClassName == t.ClassName
}

// ---------------------------------------------------------------------------
// SemVer, Timespan, Timestamp

// SemVerT is SemVer[ranges...].
type SemVerT struct {
	Ranges []*SemVerRange
}

// SemVerType returns SemVer[ranges...].
func SemVerType(ranges ...*SemVerRange) *SemVerT {
	if len(ranges) == 0 {
		return theSemVer
	}
	return &SemVerT{Ranges: ranges}
}

func (*SemVerT) Name() string { return "SemVer" }
func (t *SemVerT) String() string {
	if len(t.Ranges) == 0 {
		return "SemVer"
	}
	var b strings.Builder
	b.WriteString("SemVer[")
	for i, r := range t.Ranges {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(PuppetQuote(r.String()))
	}
	b.WriteByte(']')
	return b.String()
}
func (t *SemVerT) isInstance(v Value, _ *guard) bool {
	sv, ok := v.(SemVer)
	if !ok {
		return false
	}
	if len(t.Ranges) == 0 {
		return true
	}
	for _, r := range t.Ranges {
		if r.Includes(sv) {
			return true
		}
	}
	return false
}
func (t *SemVerT) assignableFrom(o Type, _ *guard) bool {
	x, ok := o.(*SemVerT)
	if !ok {
		return false
	}
	if len(t.Ranges) == 0 {
		return true
	}
	if len(x.Ranges) == 0 {
		return false
	}
	for _, or := range x.Ranges {
		covered := false
		for _, r := range t.Ranges {
			if r.Covers(or) {
				covered = true
				break
			}
		}
		if !covered {
			return false
		}
	}
	return true
}
func (t *SemVerT) equal(o Type) bool {
	x, ok := o.(*SemVerT)
	if !ok || len(x.Ranges) != len(t.Ranges) {
		return false
	}
	for i := range t.Ranges {
		if t.Ranges[i].String() != x.Ranges[i].String() {
			return false
		}
	}
	return true
}

// TimespanT is Timespan[min, max] (nanoseconds; MinInt64/MaxInt64 open).
type TimespanT struct{ Min, Max int64 }

// TimespanType returns Timespan[min, max].
func TimespanType(min, max int64) *TimespanT {
	if min == math.MinInt64 && max == math.MaxInt64 {
		return theTimespan
	}
	return &TimespanT{Min: min, Max: max}
}

func (*TimespanT) Name() string { return "Timespan" }
func (t *TimespanT) String() string {
	return timeRangeString("Timespan", t.Min, t.Max, func(n int64) string { return PuppetQuote(Timespan(n).String()) })
}
func (t *TimespanT) isInstance(v Value, _ *guard) bool {
	x, ok := v.(Timespan)
	return ok && int64(x) >= t.Min && int64(x) <= t.Max
}
func (t *TimespanT) assignableFrom(o Type, _ *guard) bool {
	x, ok := o.(*TimespanT)
	return ok && t.Min <= x.Min && t.Max >= x.Max
}
func (t *TimespanT) equal(o Type) bool { x, ok := o.(*TimespanT); return ok && *x == *t }

// TimestampT is Timestamp[min, max] (Unix nanoseconds; MinInt64/MaxInt64 open).
type TimestampT struct {
	Min, Max int64
	// big holds the exact ends of a range with an end past 64 bits (nil
	// for every other range; timestamp_big.go), which Min/Max keep
	// saturated.
	big *bigBounds
}

// TimestampType returns Timestamp[min, max].
func TimestampType(min, max int64) *TimestampT {
	if min == math.MinInt64 && max == math.MaxInt64 {
		return theTimestamp
	}
	return &TimestampT{Min: min, Max: max}
}

func (*TimestampT) Name() string { return "Timestamp" }
func (t *TimestampT) String() string {
	if t.big != nil {
		return t.bigString()
	}
	return timeRangeString("Timestamp", t.Min, t.Max, func(n int64) string { return PuppetQuote(Timestamp(n).String()) })
}
func (t *TimestampT) isInstance(v Value, _ *guard) bool {
	if b, ok := v.(*BigTimestamp); ok {
		return t.bigContains(b.ns)
	}
	x, ok := v.(Timestamp)
	if ok && t.big != nil {
		return t.bigContains(big.NewInt(int64(x)))
	}
	return ok && int64(x) >= t.Min && int64(x) <= t.Max
}
func (t *TimestampT) assignableFrom(o Type, _ *guard) bool {
	x, ok := o.(*TimestampT)
	if ok && (t.big != nil || x.big != nil) {
		return t.bigCovers(x)
	}
	return ok && t.Min <= x.Min && t.Max >= x.Max
}
func (t *TimestampT) equal(o Type) bool {
	x, ok := o.(*TimestampT)
	if ok && (t.big != nil || x.big != nil) {
		return t.bigCovers(x) && x.bigCovers(t)
	}
	return ok && x.Min == t.Min && x.Max == t.Max
}

func timeRangeString(name string, min, max int64, f func(int64) string) string {
	if min == math.MinInt64 && max == math.MaxInt64 {
		return name
	}
	var b strings.Builder
	b.WriteString(name)
	b.WriteByte('[')
	if min == math.MinInt64 {
		b.WriteString("default")
	} else {
		b.WriteString(f(min))
	}
	if max != math.MaxInt64 && max != min {
		b.WriteString(", ")
		b.WriteString(f(max))
	}
	b.WriteByte(']')
	return b.String()
}

// ---------------------------------------------------------------------------
// Type references

// TypeReferenceT is a reference to a type that could not be resolved
// (Puppet's TypeReference): it has no instances and is assignable only from
// itself; describing a mismatch against it says the reference is unresolved.
type TypeReferenceT struct {
	Ref string // the type as written, "Foo" or "Foo[1]"
}

// TypeReference returns an unresolved reference to name.
func TypeReference(name string) *TypeReferenceT { return &TypeReferenceT{Ref: name} }

func (t *TypeReferenceT) Name() string                         { return t.Ref }
func (t *TypeReferenceT) String() string                       { return "TypeReference[" + PuppetQuote(t.Ref) + "]" }
func (t *TypeReferenceT) isInstance(Value, *guard) bool        { return false }
func (t *TypeReferenceT) assignableFrom(o Type, _ *guard) bool { return t.equal(o) }
func (t *TypeReferenceT) equal(o Type) bool {
	x, ok := o.(*TypeReferenceT)
	return ok && x.Ref == t.Ref
}

// ---------------------------------------------------------------------------
// The general rules

// assignable is Puppet's PAnyType#assignable? with the overrides of Unit,
// Variant and type aliases.
func assignable(s, o Type, g *guard) bool {
	if s == nil || o == nil {
		return s == nil && o == nil
	}
	switch x := s.(type) {
	case *UnitT:
		return true
	case *VariantT:
		if _, undef := o.(*UndefT); undef && len(x.Types) == 0 {
			return false
		}
		if ov, ok := o.(*VariantT); ok {
			if len(x.Types) == 0 {
				return true
			}
			if len(ov.Types) == 0 {
				return false
			}
			for _, m := range ov.Types {
				if !assignableGeneric(s, m, g) {
					return false
				}
			}
			return true
		}
	case *TypeAliasT:
		if x.selfRecursive() {
			if g == nil {
				g = &guard{}
			}
			if !g.enterPair(x, o) {
				return true
			}
			defer g.leavePair(x, o)
		}
	}
	return assignableGeneric(s, o, g)
}

// assignableGeneric unwraps the right-hand side, then applies s's own rule.
func assignableGeneric(s, o Type, g *guard) bool {
	switch x := o.(type) {
	case *UnitT:
		return true
	case *TypeAliasT:
		return assignable(s, x.Resolved(), g)
	case *VariantT:
		if _, any := s.(*AnyT); any {
			return true
		}
		if _, nu := s.(*NotUndefT); nu && len(x.Types) == 0 {
			return s.assignableFrom(o, g)
		}
		if len(x.Types) == 0 {
			return false
		}
		for _, m := range x.Types {
			if !assignable(s, m, g) {
				return false
			}
		}
		return true
	case *OptionalT:
		return assignable(s, theUndef, g) && (x.Type == nil || assignable(s, x.Type, g))
	case *NotUndefT:
		if x.Type != nil && !assignable(x.Type, theUndef, g) {
			return assignable(s, x.Type, g)
		}
	}
	return s.assignableFrom(o, g)
}

// TypesEqual reports whether two types are the same type with the same
// parameters (Ruby's eql? on types).
func TypesEqual(a, b Type) bool { return typesEqual(a, b) }

func typesEqual(a, b Type) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	if a == b {
		return true
	}
	if aa, ok := a.(*TypeAliasT); ok {
		ba, ok := b.(*TypeAliasT)
		return ok && aa.name == ba.name
	}
	return a.equal(b)
}

// IsAssignable reports whether every instance of o is an instance of t.
func IsAssignable(t, o Type) bool { return assignable(t, o, nil) }

// IsInstance reports whether v is an instance of t.
func IsInstance(t Type, v Value) bool { return t.isInstance(v, nil) }

// typeStr renders a type nested in another: aliases by their name only
// (an alias on its own renders expanded, "Name = Type"), named Object types
// by their name.
func typeStr(t Type) string {
	if a, ok := t.(*TypeAliasT); ok {
		return a.name
	}
	if o, ok := t.(*ObjectT); ok {
		// An Object type nested in another prints its name ("Object"
		// when it has none); only the outermost is expanded (Puppet's
		// TypeFormatter).
		return o.Label()
	}
	return t.String()
}
