package values

import (
	"math"
	"math/big"
	"slices"
	"strings"

	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// builtinTypes maps the lower-cased names of Puppet's built-in types to
// their unparameterized form.
var builtinTypes = map[string]Type{
	"any":          theAny,
	"undef":        theUndef,
	"default":      theDefault,
	"boolean":      theBoolean,
	"integer":      theInteger,
	"float":        theFloat,
	"numeric":      theNumeric,
	"string":       theString,
	"enum":         theEnum,
	"pattern":      thePattern,
	"regexp":       theRegexp,
	"array":        theArray,
	"hash":         theHash,
	"tuple":        theTuple,
	"struct":       theStruct,
	"variant":      theVariant,
	"optional":     theOptional,
	"notundef":     theNotUndef,
	"scalar":       theScalar,
	"scalardata":   theScalarData,
	"collection":   theCollection,
	"iterable":     theIterable,
	"iterator":     theIterator,
	"callable":     theCallable,
	"type":         theType,
	"catalogentry": theCatalogEntry,
	"resource":     theResource,
	"class":        theClass,
	"sensitive":    theSensitive,
	"semver":       theSemVer,
	"semverrange":  theSemVerRange,
	"timespan":     theTimespan,
	"timestamp":    theTimestamp,
	"binary":       theBinary,
	"deferred":     theDeferred,
	"init":         theInit,
	"runtime":      theRuntime,
}

// TypeByName returns the built-in type named name (Integer, Data, ...), as
// a bare QualifiedReference to it evaluates; the lookup is
// case-insensitive as in Puppet. Names that are not built-in (resource
// types, aliases, unknown names) are for the evaluator to resolve.
func TypeByName(name string) (Type, bool) {
	l := strings.ToLower(strings.TrimPrefix(name, "::"))
	if t, ok := builtinTypes[l]; ok {
		return t, true
	}
	switch l {
	case "data":
		return dataAlias, true
	case "richdata", "puppet::lookupvalue":
		// Puppet::LookupValue and Puppet::LookupKey are Puppet's
		// backward compatible aliases (static_loader.rb's BUILTIN_ALIASES).
		return richDataAlias, true
	case "richdatakey", "puppet::lookupkey":
		return richDataKeyAlias, true
	}
	return nil, false
}

// Access is Puppet's access operator `[]` applied to the type t with the
// evaluated keys: it parameterizes types (Integer[1, 2]), makes resource
// and class references (File['/x'], Class['c']), and may return an array of
// references (File['a', 'b']), an empty array or nil (all titles undef),
// with the evaluator's wording for bad keys. Access on a titled resource
// reference or a named class (File['/x']['mode']) reads the catalog and is
// the evaluator's; Access returns an error for it.
func Access(t Type, keys []Value) (Value, error) {
	switch x := t.(type) {
	case *ResourceT:
		return accessResource(x, keys)
	case *ClassT:
		return accessClass(x, keys)
	case *TypeReferenceT:
		return nil, errorf("Resource type not found: %s", x.Ref)
	case *ObjectT:
		if x != theObject && x.name != "" {
			// access_PObjectType: a named Object type takes its type
			// parameters (pobjectext.go)
			ext, err := NewObjectExt(x, Flatten(keys))
			if err != nil {
				// raised by Ruby (not an issue of the access): wrapped
				if e, ok := err.(*Error); ok {
					return nil, codedf(e.Code, "Error while evaluating a '[]' expression, %s", e.Msg)
				}
				return nil, err
			}
			return ext, nil
		}
	}
	if c, ok := t.(*CallableT); ok {
		_ = c
		return callableFromKeys(keys)
	}
	keys = Flatten(keys)
	switch t.(type) {
	case *IntegerT:
		if len(keys) < 1 || len(keys) > 2 {
			return nil, codedf("BAD_INTEGER_SLICE_ARITY", "Integer-Type supports [] with one or two arguments (from, to). Got %d", len(keys))
		}
		r := [2]int64{math.MinInt64, math.MaxInt64}
		var bigEnds [2]*big.Int
		isBig := false
		for i, k := range keys {
			switch y := k.(type) {
			case int64:
				r[i] = y
				bigEnds[i] = big.NewInt(y)
			case *big.Int:
				// an Integer past 64 bits (from module Ruby, Integer())
				bigEnds[i], isBig = y, true
			case Default:
				if i == 1 {
					r[i] = math.MaxInt64
				}
			default:
				return nil, keyErrf(i, "Integer-Type [] requires all arguments to be integers (or default). Got %s", RubyClass(k))
			}
		}
		if isBig {
			if bigEnds[0] != nil && bigEnds[1] != nil && bigEnds[0].Cmp(bigEnds[1]) > 0 {
				return nil, errorf("Error while evaluating a '[]' expression, 'from' must be less or equal to 'to'. Got (%s, %s", bigEnds[0], bigEnds[1])
			}
			return BigIntegerType(bigEnds[0], bigEnds[1]), nil
		}
		if r[0] > r[1] {
			return nil, errorf("Error while evaluating a '[]' expression, 'from' must be less or equal to 'to'. Got (%s, %s", rangeEnd(r[0], true), rangeEnd(r[1], false))
		}
		return IntegerType(r[0], r[1]), nil
	case *FloatT:
		if len(keys) < 1 || len(keys) > 2 {
			return nil, codedf("BAD_INTEGER_SLICE_ARITY", "Float-Type supports [] with one or two arguments (from, to). Got %d", len(keys))
		}
		r := [2]float64{math.Inf(-1), math.Inf(1)}
		for i, k := range keys {
			switch y := k.(type) {
			case int64:
				r[i] = float64(y)
			case float64:
				r[i] = y
			case Default:
			default:
				return nil, keyErrf(i, "Float-Type [] requires all arguments to be floats, or integers (or default). Got %s", RubyClass(k))
			}
		}
		if r[0] > r[1] {
			return nil, errorf("Error while evaluating a '[]' expression, 'from' must be less or equal to 'to'. Got (%s, %s", FormatFloat(r[0]), FormatFloat(r[1]))
		}
		return FloatType(r[0], r[1]), nil
	case *StringT:
		if len(keys) < 1 || len(keys) > 2 {
			return nil, codedf("BAD_STRING_SLICE_ARITY", "String supports [] with one or two arguments. Got %d", len(keys))
		}
		s, err := collectionSize(keys, 0)
		if err != nil {
			return nil, err
		}
		if s.Unbounded() {
			return theString, nil
		}
		return &StringT{Size: s}, nil
	case *CollectionT:
		if len(keys) < 1 || len(keys) > 2 {
			return nil, arityErr("Collection-Type", 1, 2, len(keys))
		}
		s, err := collectionSize(keys, 0)
		if err != nil {
			return nil, err
		}
		if s.Unbounded() {
			return theCollection, nil
		}
		return &CollectionT{Size: s}, nil
	case *ArrayT:
		switch len(keys) {
		case 1:
			e, ok := keys[0].(Type)
			if !ok {
				return nil, keyErrf(0, "Array-Type[] arguments must be types. Got %s", RubyClass(keys[0]))
			}
			return newArray(e, nil), nil
		case 2:
			if e, ok := keys[0].(Type); ok {
				s, err := collectionSize(keys[1:], 1)
				if err != nil {
					return nil, err
				}
				return newArray(e, s), nil
			}
			s, err := collectionSize(keys, 0)
			if err != nil {
				return nil, err
			}
			return newArray(nil, s), nil
		case 3:
			e, ok := keys[0].(Type)
			if !ok {
				return nil, keyErrf(0, "Array-Type[] arguments must be types. Got %s", RubyClass(keys[0]))
			}
			s, err := collectionSize(keys[1:], 1)
			if err != nil {
				return nil, err
			}
			return newArray(e, s), nil
		}
		return nil, arityErr("Array-Type", 1, 3, len(keys))
	case *HashT:
		if len(keys) == 2 {
			a, ok1 := keys[0].(int64)
			b, ok2 := keys[1].(int64)
			if ok1 && ok2 {
				if a > b {
					return nil, errorf("Error while evaluating a '[]' expression, 'from' must be less or equal to 'to'. Got (%d, %d", a, b)
				}
				return newHash(nil, nil, toSize(IntegerType(a, b))), nil
			}
		}
		for i := 0; i < 2 && i < len(keys); i++ {
			if _, ok := keys[i].(Type); !ok {
				return nil, keyErrf(i, "Hash-Type[] arguments must be types. Got %s", RubyClass(keys[i]))
			}
		}
		var size *IntegerT
		switch len(keys) {
		case 2:
		case 3:
			switch y := keys[2].(type) {
			case *IntegerT:
				size = toSize(y)
			case int64:
				size = toSize(IntegerType(y, math.MaxInt64))
			case Default:
				size = toSize(theInteger)
			case float64:
				return nil, errorf("Error while evaluating a '[]' expression, bad size %s", rubyToS(y))
			default:
				// Puppet makes PIntegerType.new(key): Ruby fails comparing
				// it with the default maximum.
				return nil, errorf("Error while evaluating a '[]' expression, comparison of %s with Infinity failed", RubyClass(y))
			}
		case 4:
			s, err := collectionSize(keys[2:], 2)
			if err != nil {
				return nil, err
			}
			size = s
		default:
			return nil, arityErr("Hash-Type", 2, 4, len(keys))
		}
		return newHash(keys[0].(Type), keys[1].(Type), size), nil
	case *EnumT:
		ci := false
		if n := len(keys); n > 0 {
			if b, ok := keys[n-1].(bool); ok {
				ci = b
				keys = keys[:n-1]
			}
		}
		vals, err := typedKeys[string]("Enum-Type", keys, "String")
		if err != nil {
			return nil, err
		}
		return EnumType(vals, ci), nil
	case *PatternT:
		if len(keys) < 1 {
			return nil, arityErr(AAnUC("Pattern-Type"), 1, -1, len(keys))
		}
		var ps []*RegexpT
		for i, k := range keys {
			switch y := k.(type) {
			case string:
				r, err := RegexpType(y)
				if err != nil {
					return nil, err
				}
				ps = appendPattern(ps, r)
			case *Regexp:
				ps = appendPattern(ps, RegexpTypeOf(y))
			case *RegexpT:
				if y.HasPattern {
					ps = appendPattern(ps, y)
				}
			case *PatternT:
				for _, p := range y.Patterns {
					ps = appendPattern(ps, p)
				}
			default:
				return nil, specializationErr("Pattern-Type", i, k, "String or Regexp or Pattern-Type or Regexp-Type")
			}
		}
		return &PatternT{Patterns: ps}, nil
	case *RegexpT:
		if len(keys) != 1 {
			return nil, arityErr(AAnUC("Regexp-Type"), 1, 1, len(keys))
		}
		switch y := keys[0].(type) {
		case string:
			return RegexpType(y)
		case *Regexp:
			return RegexpTypeOf(y), nil
		}
		return nil, specializationErr("Regexp-Type", 0, keys[0], "String or Regexp")
	case *BooleanT:
		if len(keys) != 1 {
			return nil, arityErr(AAnUC("Boolean-Type"), 1, 1, len(keys))
		}
		b, ok := keys[0].(bool)
		if !ok {
			return nil, specializationErr("Boolean-Type", 0, keys[0], "TrueClass or FalseClass")
		}
		return BooleanValueType(b), nil
	case *VariantT:
		ts, err := typedKeys[Type]("Variant-Type", keys, "Any-Type")
		if err != nil {
			return nil, err
		}
		return VariantType(ts...), nil
	case *TupleT:
		var size *IntegerT
		n := len(keys)
		if n >= 2 && isRangeParam(keys[n-2]) && isRangeParam(keys[n-1]) {
			size = rangeFrom(keys[n-2], keys[n-1])
			keys = keys[:n-2]
		} else if n >= 1 && isRangeParam(keys[n-1]) {
			size = rangeFrom(keys[n-1], Default{})
			keys = keys[:n-1]
		}
		ts, err := typedKeys[Type]("Tuple-Type", keys, "Any-Type")
		if err != nil {
			return nil, err
		}
		return &TupleT{Types: ts, Size: toSize(size)}, nil
	case *StructT:
		if len(keys) != 1 {
			return nil, arityErr(AAnUC("Struct-Type"), 1, 1, len(keys))
		}
		h, ok := keys[0].(*Hash)
		if !ok {
			return nil, specializationErr("Struct-Type", 0, keys[0], "Hash")
		}
		st, err := StructFromHash(h)
		if err != nil {
			return nil, errorf("Error while evaluating a '[]' expression, %s", err.Error())
		}
		return st, nil
	case *CallableT:
		return callableFromKeys(keys)
	case *OptionalT, *SensitiveT, *TypeT, *IterableT, *IteratorT:
		label := t.Name() + "-Type"
		if len(keys) != 1 {
			return nil, arityErr(label, 1, 1, len(keys))
		}
		y, ok := keys[0].(Type)
		if !ok {
			if s, isStr := keys[0].(string); isStr {
				if _, opt := t.(*OptionalT); opt {
					return OptionalType(StringValueType(s)), nil
				}
			}
			return nil, keyErrf(0, "%s[] arguments must be types. Got %s", label, RubyClass(keys[0]))
		}
		switch t.(type) {
		case *OptionalT:
			return &OptionalT{Type: y}, nil
		case *SensitiveT:
			return SensitiveType(y), nil
		case *TypeT:
			return &TypeT{Type: y}, nil
		case *IterableT:
			return &IterableT{Type: y}, nil
		case *IteratorT:
			return &IteratorT{Type: y}, nil
		}
	case *NotUndefT:
		switch len(keys) {
		case 0:
			return theNotUndef, nil
		case 1:
			switch y := keys[0].(type) {
			case string:
				return &NotUndefT{Type: StringValueType(y)}, nil
			case Type:
				return NotUndefType(y), nil
			}
			return nil, keyErrf(0, "NotUndef-Type[] argument must be a Type or a String. Got %s", RubyClass(keys[0]))
		}
		return nil, arityErr("NotUndef-Type", 0, 1, len(keys))
	case *InitT:
		if len(keys) == 0 {
			return theInit, nil
		}
		y, ok := keys[0].(Type)
		if !ok {
			return nil, keyErrf(0, "Init-Type[] arguments must be types. Got %s", RubyClass(keys[0]))
		}
		return InitType(y, keys[1:]), nil
	case *RuntimeT:
		if len(keys) != 2 {
			return nil, arityErr(AAnUC("Runtime-Type"), 1, 2, len(keys))
		}
		a, ok1 := keys[0].(string)
		b, ok2 := keys[1].(string)
		if !ok1 {
			return nil, specializationErr("Runtime-Type", 0, keys[0], "String or String")
		}
		if !ok2 {
			return nil, specializationErr("Runtime-Type", 1, keys[1], "String or String")
		}
		return RuntimeType(a, b), nil
	case *SemVerT:
		if len(keys) < 1 {
			return nil, arityErr(AAnUC("SemVer-Type"), 1, -1, len(keys))
		}
		var rs []*SemVerRange
		for i, k := range keys {
			switch y := k.(type) {
			case string:
				r, err := ParseSemVerRange(y)
				if err != nil {
					return nil, errorf("Error while evaluating a '[]' expression, %s", err.Error())
				}
				rs = append(rs, r)
			case *SemVerRange:
				rs = append(rs, y)
			default:
				return nil, specializationErr("SemVer-Type", i, k, "String or SemanticPuppet::VersionRange")
			}
		}
		return SemVerType(mergeSemVerRanges(rs)...), nil
	case *TimespanT, *TimestampT:
		if len(keys) > 2 {
			return nil, arityErr(AAnUC(t.Name()+"-Type"), 0, 2, len(keys))
		}
		return timeRangeType(t, keys)
	}
	return nil, codedf("OPERATOR_NOT_APPLICABLE", "Operator '[]' is not applicable to %s.", AAn(Label(t)))
}

func rangeEnd(n int64, from bool) string {
	if from && n == math.MinInt64 {
		return "-Infinity"
	}
	if !from && n == math.MaxInt64 {
		return "Infinity"
	}
	return itoa(n)
}

func arityErr(base string, min, max, actual int) error {
	switch {
	case max == -1:
		return errorf("%s[] accepts %d or more arguments. Got %d", base, min, actual)
	case max != min:
		return errorf("%s[] accepts %d to %d arguments. Got %d", base, min, max, actual)
	}
	plural := "arguments"
	if min == 1 {
		plural = "argument"
	}
	return errorf("%s[] accepts %d %s. Got %d", base, min, plural, actual)
}

// badKeyTypeName is the evaluator's bad_key_type_name.
func badKeyTypeName(v Value) string {
	switch v.(type) {
	case nil:
		return "Undef"
	case Default:
		return "Default"
	}
	return Generalize(TypeOfReduced(v)).String()
}

// specializationErr is BAD_TYPE_SPECIALIZATION, located at key i.
func specializationErr(base string, i int, key Value, expected string) error {
	return keyCodedf(i, "BAD_TYPE_SPECIALIZATION", "Error creating type specialization of %s, Cannot use %s where %s is expected", AAn(base), badKeyTypeName(key), expected)
}

func isRangeParam(v Value) bool {
	switch x := v.(type) {
	case int64, Default:
		return true
	case string:
		return x == "default"
	}
	return false
}

func rangeFrom(a, b Value) *IntegerT {
	min, max := int64(math.MinInt64), int64(math.MaxInt64)
	if n, ok := a.(int64); ok {
		min = n
	}
	if n, ok := b.(int64); ok {
		max = n
	}
	return IntegerType(min, max)
}

// collectionSize is the evaluator's collection_size_t.
// start is the index of keys[0] among the access's keys.
func collectionSize(keys []Value, start int) (*IntegerT, error) {
	if len(keys) == 1 {
		if it, ok := keys[0].(*IntegerT); ok {
			return toSize(it), nil
		}
	}
	r := [2]int64{math.MinInt64, math.MaxInt64}
	for i, k := range keys {
		switch y := k.(type) {
		case int64:
			r[i] = y
		case Default:
		default:
			cls := RubyClass(k)
			if t, ok := k.(Type); ok {
				cls = t.Name() + "-Type"
			}
			return nil, keyCodedf(start+i, "BAD_COLLECTION_SLICE_TYPE", "A Type's size constraint arguments must be a single Integer type, or 1-2 integers (or default). Got %s", AAn(cls))
		}
	}
	if r[0] > r[1] {
		return nil, errorf("Error while evaluating a '[]' expression, 'from' must be less or equal to 'to'. Got (%s, %s", rangeEnd(r[0], true), rangeEnd(r[1], false))
	}
	return toSize(IntegerType(r[0], r[1])), nil
}

func callableFromKeys(keys []Value) (Value, error) {
	var ret Type
	params := keys
	if len(keys) > 0 {
		if arr, ok := keys[0].([]Value); ok {
			if len(keys) != 2 {
				return nil, arityErr(AAnUC("Callable-Type"), 2, 2, len(keys))
			}
			r, ok := keys[1].(Type)
			if !ok {
				return nil, specializationErr("Callable-Type", 1, keys[1], "Any-Type")
			}
			ret = r
			params = arr
		}
	}
	params = append([]Value(nil), params...)
	var block Type
	if n := len(params); n > 0 {
		if t, ok := params[n-1].(Type); ok && kindOfCallable(t) {
			block = t
			params = params[:n-1]
		}
	}
	var size *IntegerT
	n := len(params)
	if n >= 2 && isRangeParam(params[n-2]) && isRangeParam(params[n-1]) {
		size = rangeFrom(params[n-2], params[n-1])
		params = params[:n-2]
	} else if n >= 1 && isRangeParam(params[n-1]) {
		size = rangeFrom(params[n-1], Default{})
		params = params[:n-1]
	}
	ts := make([]Type, 0, len(params))
	for _, p := range params {
		ts = append(ts, typeOfArg(p))
	}
	if len(ts) == 0 && size != nil && size.Max > 0 {
		ts = append(ts, theUnit)
	}
	return CallableType(&TupleT{Types: ts, Size: toSize(size)}, block, ret), nil
}

func timeRangeType(t Type, keys []Value) (Type, error) {
	conv := func(v Value) (int64, bool, error) {
		switch x := v.(type) {
		case Default, nil:
			return 0, false, nil
		case int64:
			return x * 1e9, true, nil
		case float64:
			return int64(x * 1e9), true, nil
		case Timespan:
			return int64(x), true, nil
		case Timestamp:
			return int64(x), true, nil
		case string:
			nt, err := New(t, []Value{x})
			if err != nil {
				return 0, false, err
			}
			switch y := nt.(type) {
			case Timespan:
				return int64(y), true, nil
			case Timestamp:
				return int64(y), true, nil
			}
		}
		return 0, false, errorf("Error while evaluating a '[]' expression, cannot use %s as a %s", RubyClass(v), t.Name())
	}
	min, max := int64(math.MinInt64), int64(math.MaxInt64)
	if len(keys) > 0 {
		v, ok, err := conv(keys[0])
		if err != nil {
			return nil, err
		}
		if ok {
			min = v
		}
	}
	if len(keys) > 1 {
		v, ok, err := conv(keys[1])
		if err != nil {
			return nil, err
		}
		if ok {
			max = v
		}
	}
	if _, ok := t.(*TimespanT); ok {
		return TimespanType(min, max), nil
	}
	return TimestampType(min, max), nil
}

// classRefNameRx is Puppet's CLASSREF_EXT naming rule for resource types.
var classRefNameRx = lazyre.New(`^((::){0,1}[A-Z][\w]*)+$`)

func accessResource(t *ResourceT, keys []Value) (Value, error) {
	if len(keys) == 0 {
		return nil, arityErr(AAnUC(t.String()+"-Type"), 1, -1, 0)
	}
	if t.HasTitle {
		return nil, errorf("Access to the parameters of %s reads the catalog: the evaluator handles it", t.String())
	}
	if t.TypeName == "" && len(keys) == 1 {
		// Resource[File['/x']] is the reference itself.
		if r, ok := keys[0].(*ResourceT); ok {
			return r, nil
		}
	}
	typeName := t.TypeName
	if typeName == "" {
		switch y := keys[0].(type) {
		case string:
			typeName = CapitalizeSegments(y)
		case *ResourceT:
			if y.TypeName == "" {
				return nil, errorf("First argument to Resource[] must be a resource type or a String. Got %s.", badKeyTypeName(y))
			}
			typeName = y.TypeName
		default:
			return nil, errorf("First argument to Resource[] must be a resource type or a String. Got %s.", badKeyTypeName(keys[0]))
		}
		keys = keys[1:]
	}
	if !classRefNameRx.MatchString(typeName) {
		return nil, errorf("Illegal type reference. The given name '%s' does not conform to the naming rule", typeName)
	}
	if len(keys) == 0 {
		return ResourceType(typeName), nil
	}
	return references(keys, func(_ int, k Value) (Value, error) {
		s, ok := k.(string)
		if !ok {
			return nil, errorf("Error creating type specialization of %s, Cannot use %s where a resource title String is expected", AAn(ResourceType(typeName).String()+"-Type"), badKeyTypeName(k))
		}
		return ResourceRef(typeName, s), nil
	})
}

// references maps the titles of Resource[T, ...] or the names of
// Class[...] (keys, at least one) to references with ref, flattened and
// without undef: one title that is not an Array gives one reference, else
// an Array (empty when every title was undef; undef for a lone undef).
func references(keys []Value, ref func(i int, k Value) (Value, error)) (Value, error) {
	resultArray := len(keys) > 1
	if len(keys) == 1 {
		_, resultArray = keys[0].([]Value)
	}
	keys = compact(Flatten(keys))
	if len(keys) == 0 {
		if resultArray {
			return []Value{}, nil
		}
		return nil, nil
	}
	if !resultArray {
		// one title: no list to hold it (keys has one element here)
		return ref(0, keys[0])
	}
	out := make([]Value, len(keys))
	for i, k := range keys {
		r, err := ref(i, k)
		if err != nil {
			return nil, err
		}
		out[i] = r
	}
	return out, nil
}

// compact returns vs without its nils: vs itself when it holds none (the
// callers only read it; a copy per Class[...] reference was an allocation
// of every relationship to a class).
func compact(vs []Value) []Value {
	if !slices.Contains(vs, nil) {
		return vs
	}
	out := make([]Value, 0, len(vs)-1)
	for _, v := range vs {
		if v != nil {
			out = append(out, v)
		}
	}
	return out
}

func accessClass(t *ClassT, keys []Value) (Value, error) {
	if len(keys) == 0 {
		return nil, arityErr(AAnUC(t.String()+"-Type"), 1, -1, 0)
	}
	if t.ClassName != "" {
		return nil, errorf("Access to the parameters of %s reads the catalog: the evaluator handles it", t.String())
	}
	return references(keys, func(i int, k Value) (Value, error) {
		s, ok := k.(string)
		if !ok {
			return nil, keyErrf(i, "Illegal Class name in class reference. %s cannot be used where a String is expected", AAnUC(Label(k)))
		}
		name := strings.TrimPrefix(strings.ToLower(s), "::")
		if !isClassName(name) {
			return nil, keyErrf(i, "Illegal name. The given name '%s' does not conform to the naming rule /^((::)?[a-z_]\\w*)(::[a-z]\\w*)*$/", s)
		}
		return &ClassT{ClassName: name}, nil
	})
}

// typedKeys is the parameters of name[...] (at least one) as a []T, each of
// which must be a T (else the specialization error naming want).
func typedKeys[T any](name string, keys []Value, want string) ([]T, error) {
	if len(keys) < 1 {
		return nil, arityErr(AAnUC(name), 1, -1, len(keys))
	}
	out := make([]T, len(keys))
	for i, k := range keys {
		y, ok := k.(T)
		if !ok {
			return nil, specializationErr(name, i, k, want)
		}
		out[i] = y
	}
	return out, nil
}
