package values

import (
	"encoding/base64"
	"math"
	"strconv"
)

// Puppet's ToDataConverter (pops/serialization/to_data_converter.rb): a value
// made into Data, with or without rich data. It is the one owner of these
// rules: the catalog's parameters (compiler/eval), stdlib's to_python and
// to_ruby (compiler/functions/stdlib) and Ruby's
// Puppet::Pops::Serialization::ToDataConverter.convert (compiler/ruby) use it.

// PcoreTypeKey and PcoreValueKey are the keys of a rich data hash.
const (
	PcoreTypeKey  = "__ptype"
	PcoreValueKey = "__pvalue"
)

// DataHooks lets a caller convert some values its own way and receive the
// warnings. The catalog writes resource references as strings and a
// Sensitive as its catalog form, and logs the warnings with the resource's
// file and line.
type DataHooks interface {
	// ConvertSpecial converts v, or reports ok false for the rules to
	// apply. It may call d.Convert for nested values.
	ConvertSpecial(d *DataConverter, v Value) (out Value, ok bool, err error)
	// Warn receives a serialization warning's text (path included).
	Warn(text string)
}

// DataConverter holds one conversion's options and state. The zero value is
// ToDataConverter.new({}): no rich data, local references on, symbols kept.
// Set the options, then call Convert (or ConvertIn) for each value.
type DataConverter struct {
	// Rich is :rich_data: values that are not Data become {"__ptype": ...}
	// hashes instead of strings with a warning.
	Rich bool
	// SymbolAsString is :symbol_as_string (a Ruby Symbol, RubyObject of
	// class Symbol, becomes its name).
	SymbolAsString bool
	// NoLocalReference is :local_reference => false: a value met twice is
	// written twice (Puppet's default writes {"__ptype": "LocalRef"} for
	// the second one).
	NoLocalReference bool
	// MessagePrefix is :message_prefix. Puppet appends each warning's path
	// to it in place (path_to_s's `s << path`), so a converter's later
	// warnings repeat the earlier paths; callers that share one prefix
	// over several conversions keep that.
	MessagePrefix *string
	// TypeByValue is :type_by_reference => false: the "__ptype" of a rich
	// value is its type written as rich data (pcore_type_to_data: an Object
	// type's Pcore::ObjectType hash, Regexp's Pcore::RegexpType with its
	// pattern), not the type's name; Pcore's own types stay names.
	TypeByValue bool
	// Hooks, when set, sees every value first and receives the warnings.
	Hooks DataHooks
	// Issue is, while Hooks.Warn runs, the warning's issue code (Puppet's
	// SERIALIZATION_DEFAULT_CONVERTED_TO_STRING, ..._UNKNOWN_..., or
	// ..._UNKNOWN_KEY_...): a caller whose setting makes the issue an error
	// (strict = error) reports it with its code.
	Issue string

	path []Value
	// root is a first path step held as a string (ConvertInName): boxing
	// it into a Value for every catalog parameter cost an allocation each,
	// and the path is read only for a warning or a local reference.
	root    string
	hasRoot bool
	// seen maps a value converted once to its path (local references),
	// guard holds the values being converted (endless recursion).
	seen  map[identKey][]Value
	guard recursionGuard
	walk  Walk
}

// DataNotSupportedError is a value whose rich data form Punch does not
// write (an Object type's Pcore hash, a type set, ...): an error, never
// another value.
type DataNotSupportedError struct{ What string }

func (e *DataNotSupportedError) Error() string { return "not supported by Punch: " + e.What }

// ToRichData is ToDataConverter.convert(v, rich_data: true), without a
// place to log warnings (only a Ruby object that is no Puppet value warns).
func ToRichData(v Value) (Value, error) {
	d := DataConverter{Rich: true}
	return d.Convert(v)
}

// Convert converts v at the converter's current path.
func (d *DataConverter) Convert(v Value) (Value, error) {
	if d.Hooks != nil {
		if out, ok, err := d.Hooks.ConvertSpecial(d, v); ok || err != nil {
			return out, err
		}
	}
	switch x := v.(type) {
	case nil, string, int64, float64, bool:
		return v, nil
	case Default:
		if d.Rich {
			return HashFrom(PcoreTypeKey, "Default"), nil
		}
		d.warn("SERIALIZATION_DEFAULT_CONVERTED_TO_STRING", "contains the special value default. It will be converted to the String 'default'")
		return "default", nil
	case RubyObject:
		if x.IsSymbol() {
			switch {
			case d.SymbolAsString:
				return x.Text, nil
			case d.Rich:
				return HashFrom(PcoreTypeKey, "Symbol", PcoreValueKey, x.Text), nil
			}
		}
		return d.unknownToString(v), nil
	case []Value:
		return d.process(v, func() (Value, error) {
			out := make([]Value, len(x))
			for i, e := range x {
				c, err := d.ConvertIn(int64(i), e)
				if err != nil {
					return nil, err
				}
				out[i] = c
			}
			return out, nil
		})
	case *Hash:
		return d.process(v, func() (Value, error) { return d.hashToData(x) })
	case *Sensitive:
		return d.process(v, func() (Value, error) {
			c, err := d.Convert(x.Value)
			if err != nil {
				return nil, err
			}
			return HashFrom(PcoreTypeKey, "Sensitive", PcoreValueKey, c), nil
		})
	}
	if !d.Rich {
		return d.unknownToString(v), nil
	}
	return d.valueToDataHash(v)
}

// ConvertIn converts v one step deeper in the path (a hash key or an array
// index), as the value of that key.
func (d *DataConverter) ConvertIn(key Value, v Value) (Value, error) {
	d.path = append(d.path, key)
	out, err := d.Convert(v)
	d.path = d.path[:len(d.path)-1]
	return out, err
}

// ConvertInName is ConvertIn with a String key, for the first step of the
// path (a catalog parameter's name): the name is kept as a string and
// boxed only when a warning or a local reference reads the path.
func (d *DataConverter) ConvertInName(name string, v Value) (Value, error) {
	if d.hasRoot || len(d.path) > 0 {
		return d.ConvertIn(name, v)
	}
	d.root, d.hasRoot = name, true
	out, err := d.Convert(v)
	d.root, d.hasRoot = "", false
	return out, err
}

// fullPath is a copy of the current path, the root step included.
func (d *DataConverter) fullPath() []Value {
	if !d.hasRoot {
		return append([]Value(nil), d.path...)
	}
	p := make([]Value, 0, len(d.path)+1)
	return append(append(p, d.root), d.path...)
}

func (d *DataConverter) hashToData(x *Hash) (Value, error) {
	plain := true
	for i := 0; i < x.Len() && plain; i++ {
		k, _ := x.At(i)
		s, ok := k.(string)
		plain = ok && s != PcoreTypeKey
	}
	if plain || !d.Rich {
		h := NewHash(x.Len())
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if !plain {
				k = d.keyToString(k)
			}
			c, err := d.ConvertIn(k, e)
			if err != nil {
				return nil, err
			}
			h.Put(k, c)
		}
		return h, nil
	}
	// a key extended hash: {"__ptype": "Hash", "__pvalue": [k, v, ...]}
	pairs := make([]Value, 0, 2*x.Len())
	for i := 0; i < x.Len(); i++ {
		k, e := x.At(i)
		ck, err := d.Convert(k)
		if err != nil {
			return nil, err
		}
		ce, err := d.ConvertIn(ck, e)
		if err != nil {
			return nil, err
		}
		pairs = append(pairs, ck, ce)
	}
	return HashFrom(PcoreTypeKey, "Hash", PcoreValueKey, pairs), nil
}

// keyToString is a non-String key without rich data: a Symbol (default
// is one in Ruby) by its name with symbol_as_string, else its string with
// a warning.
func (d *DataConverter) keyToString(k Value) string {
	if s, ok := k.(string); ok {
		return s
	}
	if d.SymbolAsString {
		if _, ok := k.(Default); ok {
			return "default"
		}
		if o, ok := k.(RubyObject); ok && o.IsSymbol() {
			return o.Text
		}
	}
	s := unknownText(k)
	d.warn("SERIALIZATION_UNKNOWN_KEY_CONVERTED_TO_STRING", "contains a hash with "+DataClassLabel(k)+" key. It will be converted to the String '"+s+"'")
	return s
}

func (d *DataConverter) unknownToString(v Value) string {
	s := unknownText(v)
	d.warn("SERIALIZATION_UNKNOWN_CONVERTED_TO_STRING", "contains "+DataClassLabel(v)+" value. It will be converted to the String '"+s+"'")
	return s
}

// unknownText is unknown_to_string: a Regexp with its slashes, else
// Ruby's to_s, which is Puppet's form for Puppet's values but Ruby's
// inspect for an Array or a Hash (a hash key: {['a', 1] => x} has the
// key "[\"a\", 1]", api/puppetdb/testdata/cases/stringify).
func unknownText(v Value) string {
	switch x := v.(type) {
	case Default:
		return "default"
	case *Regexp:
		return x.String()
	}
	return RubyToS(v)
}

// warn reports a serialization issue (code) at the current path:
// path_to_s appends the path to the message prefix in place.
func (d *DataConverter) warn(code, text string) {
	p := d.jsonPath(d.fullPath())
	if p == "" {
		// Puppet's path_to_s fails on a path it cannot write (a key that
		// is no scalar); the warning is then written without one.
		p = "$"
	}
	s := p[1:]
	if d.MessagePrefix != nil {
		*d.MessagePrefix += s
		s = *d.MessagePrefix
	}
	if d.Hooks != nil {
		d.Issue = code
		d.Hooks.Warn(s + " " + text)
		d.Issue = ""
	}
}

// jsonPath is JsonPath.to_json_path: "$" and a [%p] per step; "" when a
// step is not a scalar (no path can name the place).
func (d *DataConverter) jsonPath(path []Value) string {
	b := []byte{'$'}
	for _, seg := range path {
		switch x := seg.(type) {
		case nil:
			b = append(b, "[null]"...)
		case string:
			b = append(b, '[')
			b = append(b, PuppetQuote(x)...)
			b = append(b, ']')
		case int64:
			b = strconv.AppendInt(append(b, '['), x, 10)
			b = append(b, ']')
		case float64, bool:
			b = append(b, '[')
			b = append(b, ToString(x)...)
			b = append(b, ']')
		default:
			return ""
		}
	}
	return string(b)
}

// Identity is what makes two values the same Ruby object (local
// references, the recursion guard, YAML anchors, type aliases' instance
// guard): a pointer, or an array's first element and length; an empty array
// made by EmptyArray its slot (any other empty slice has no identity in Go
// and is never referenced).
func Identity(v Value) (any, bool) {
	switch x := v.(type) {
	case []Value:
		if len(x) == 0 {
			p, ok := emptyIdentity(x)
			return sliceIdentity{p, 0}, ok
		}
		return sliceIdentity{&x[0], len(x)}, true
	case *Hash, *Sensitive, *Object, *Deferred, Type, *StructElement:
		return v, true
	}
	return nil, false
}

// sliceIdentity names a non-empty array: its first element's address and its
// length (a slice of the same backing array is another Ruby object).
type sliceIdentity struct {
	p *Value
	n int
}

// identKey is Identity as a map key of the converter's own: an array's
// first element's address and length held in a struct instead of boxed
// into an interface (an allocation for every array a catalog converts).
type identKey struct {
	p any // the pointer of Identity, or &a[0] of an array
	n int // an array's length
}

func identityKey(v Value) (identKey, bool) {
	if x, ok := v.([]Value); ok {
		if len(x) == 0 {
			p, ok := emptyIdentity(x)
			return identKey{p: p}, ok
		}
		return identKey{&x[0], len(x)}, true
	}
	id, ok := Identity(v)
	return identKey{p: id}, ok
}

// process is Puppet's process: with local references the second time a
// value is met it is {"__ptype": "LocalRef", "__pvalue": PATH} (or
// converted again, guarded, when its first place has no path); without,
// only a value inside itself is an error.
func (d *DataConverter) process(v Value, conv func() (Value, error)) (Value, error) {
	// a counted walk (walk.go): with local references off a value
	// holding the same collection at each of many levels is written as
	// a tree
	n, each := 1, int64(ArrayElementBytes)
	switch x := v.(type) {
	case []Value:
		n = len(x)
	case *Hash:
		n, each = x.Len(), HashEntryBytes
	}
	if d.walk.depth == 0 {
		d.walk.n = 0 // a value of its own (one converter, many values)
	}
	if !d.walk.Enter(n, each) {
		d.walk.What = "the data of a value (each element visited)"
		return nil, d.walk.Err()
	}
	defer d.walk.Leave()
	id, ok := identityKey(v)
	if !ok {
		return conv()
	}
	if !d.NoLocalReference {
		ref, met := d.seen[id]
		if !met {
			if d.seen == nil {
				d.seen = map[identKey][]Value{}
			}
			d.seen[id] = d.fullPath()
			return conv()
		}
		if p := d.jsonPath(ref); p != "" {
			return HashFrom(PcoreTypeKey, "LocalRef", PcoreValueKey, p), nil
		}
	}
	return d.guard.run(id, v, conv)
}

// recursionGuard holds the values being converted: a value met again
// inside itself is Puppet's serialization error.
type recursionGuard map[identKey]bool

func (g *recursionGuard) run(id identKey, v Value, conv func() (Value, error)) (Value, error) {
	if (*g)[id] {
		return nil, errorf("Endless recursion detected when attempting to serialize value of class %s", RubyClass(v))
	}
	if *g == nil {
		*g = recursionGuard{}
	}
	(*g)[id] = true
	out, err := conv()
	delete(*g, id)
	return out, err
}

// valueToDataHash is value_to_data_hash: a value of a type that round
// trips through a string as {"__ptype": TYPE, "__pvalue": STRING}, an
// object or a type as its type's name and attributes.
func (d *DataConverter) valueToDataHash(v Value) (Value, error) {
	typed := func(name string, s string) (Value, error) {
		t, err := d.pcoreTypeData(name, v)
		if err != nil {
			return nil, err
		}
		return HashFrom(PcoreTypeKey, t, PcoreValueKey, s), nil
	}
	switch x := v.(type) {
	case *Binary:
		return typed("Binary", base64.StdEncoding.EncodeToString(x.Bytes))
	case Timestamp, *BigTimestamp, Timespan, SemVer, *SemVerRange:
		return typed(TypeOf(v).Name(), ToString(v))
	case *Regexp:
		return typed("Regexp", x.PlainString())
	case *Object:
		t, err := d.pcoreTypeData(x.Type().Label(), v)
		if err != nil {
			return nil, err
		}
		return d.process(v, func() (Value, error) {
			h := x.ToData(func(name string, e Value) Value {
				c, cerr := d.ConvertIn(name, e)
				if cerr != nil && err == nil {
					err = cerr
				}
				return c
			})
			if d.TypeByValue {
				h.Put(PcoreTypeKey, t)
			}
			return h, err
		})
	case *Deferred:
		return d.process(v, func() (Value, error) {
			h := HashFrom(PcoreTypeKey, "Deferred", "name", x.Name)
			if x.Arguments != nil {
				c, err := d.ConvertIn("arguments", x.Arguments)
				if err != nil {
					return nil, err
				}
				h.Put("arguments", c)
			}
			return h, nil
		})
	case Type:
		return d.typeToData(x)
	case *StructElement:
		return d.process(v, func() (Value, error) {
			h := HashFrom(PcoreTypeKey, "Pcore::StructElement")
			for _, a := range [...]struct {
				name string
				t    Type
			}{{"key_type", x.Key}, {"value_type", x.Value}} {
				c, err := d.ConvertIn(a.name, a.t)
				if err != nil {
					return nil, err
				}
				h.Put(a.name, c)
			}
			return h, nil
		})
	}
	return nil, &DataNotSupportedError{What: "rich data of " + DataClassLabel(v)}
}

// typeAttr is one attribute of a type's Pcore object: its value and
// whether that is the attribute's default (trailing defaults are left out,
// as parameter_info's optional arguments are).
type typeAttr struct {
	name  string
	value Value
	dflt  bool
}

// typeToData writes a type as its Pcore type's name and attributes
// (Pcore::IntegerType, "from", "to", ...), in the order of its
// initializer's parameters, as Puppet 7.23 does.
func (d *DataConverter) typeToData(t Type) (Value, error) {
	if o, ok := t.(*ObjectT); ok {
		return d.objectTypeToData(o)
	}
	name, attrs, ok := pcoreAttrs(t)
	if !ok {
		return nil, &DataNotSupportedError{What: "rich data of the type " + t.String()}
	}
	return d.process(t, func() (Value, error) {
		n := len(attrs)
		for n > 0 && attrs[n-1].dflt {
			n--
		}
		h := NewHash(n + 1)
		h.Put(PcoreTypeKey, name)
		for _, a := range attrs[:n] {
			c, err := d.ConvertIn(a.name, a.value)
			if err != nil {
				return nil, err
			}
			h.Put(a.name, c)
		}
		return h, nil
	})
}

// pcoreAttrs is a type's Pcore type name and initializer attributes; ok is
// false for the types whose Pcore form Punch does not write (Object types,
// type sets, type references).
func pcoreAttrs(t Type) (string, []typeAttr, bool) {
	opt := func(name string, v Value) typeAttr { return typeAttr{name, v, v == nil} }
	req := func(name string, v Value) typeAttr { return typeAttr{name: name, value: v} }
	typeOrNil := func(t Type) Value {
		if t == nil {
			return nil
		}
		return t
	}
	// anyDefault: an attribute whose default is Any (element, key and
	// value types).
	anyDefault := func(name string, t Type) typeAttr {
		if t == nil {
			t = theAny
		}
		_, isAny := t.(*AnyT)
		return typeAttr{name, t, isAny}
	}
	size := func(s *IntegerT) typeAttr {
		if s == nil {
			return typeAttr{"size_type", nil, true}
		}
		return typeAttr{"size_type", s, false}
	}
	intBound := func(name string, n, open int64) typeAttr {
		if n == open {
			return typeAttr{name, nil, true}
		}
		return typeAttr{name, n, false}
	}
	typeList := func(ts []Type) []Value {
		out := make([]Value, len(ts))
		for i, e := range ts {
			out[i] = e
		}
		return out
	}
	switch x := t.(type) {
	case *AnyT:
		return "Pcore::AnyType", nil, true
	case *UndefT:
		return "Pcore::UndefType", nil, true
	case *DefaultT:
		return "Pcore::DefaultType", nil, true
	case *UnitT:
		return "Pcore::UnitType", nil, true
	case *ScalarT:
		return "Pcore::ScalarType", nil, true
	case *ScalarDataT:
		return "Pcore::ScalarDataType", nil, true
	case *NumericT:
		return "Pcore::NumericType", nil, true
	case *CatalogEntryT:
		return "Pcore::CatalogEntryType", nil, true
	case *SemVerRangeT:
		return "Pcore::SemVerRangeType", nil, true
	case *BinaryT:
		return "Pcore::BinaryType", nil, true
	case *BooleanT:
		return "Pcore::BooleanType", nil, true
	case *SensitiveT:
		return "Pcore::SensitiveType", nil, true
	case *IntegerT:
		return "Pcore::IntegerType", []typeAttr{intBound("from", x.Min, math.MinInt64), intBound("to", x.Max, math.MaxInt64)}, true
	case *FloatT:
		from, to := opt("from", nil), opt("to", nil)
		if !math.IsInf(x.Min, -1) {
			from = req("from", x.Min)
		}
		if !math.IsInf(x.Max, 1) {
			to = req("to", x.Max)
		}
		return "Pcore::FloatType", []typeAttr{from, to}, true
	case *TimespanT, *TimestampT:
		var lo, hi int64
		var mk func(int64) Value
		name := "Pcore::TimespanType"
		if s, ok := x.(*TimespanT); ok {
			lo, hi, mk = s.Min, s.Max, func(n int64) Value { return Timespan(n) }
		} else {
			s := x.(*TimestampT)
			lo, hi, mk = s.Min, s.Max, func(n int64) Value { return Timestamp(n) }
			name = "Pcore::TimestampType"
		}
		from, to := opt("from", nil), opt("to", nil)
		if lo != math.MinInt64 {
			from = req("from", mk(lo))
		}
		if hi != math.MaxInt64 {
			to = req("to", mk(hi))
		}
		return name, []typeAttr{from, to}, true
	case *StringT:
		switch {
		case x.HasValue:
			return "Pcore::StringType", []typeAttr{req("size_type_or_value", x.Value)}, true
		case x.Size != nil:
			return "Pcore::StringType", []typeAttr{req("size_type_or_value", x.Size)}, true
		}
		return "Pcore::StringType", nil, true
	case *EnumT:
		vs := make([]Value, len(x.Values))
		for i, s := range x.Values {
			vs[i] = s
		}
		return "Pcore::EnumType", []typeAttr{req("values", vs), {"case_insensitive", x.CaseInsensitive, !x.CaseInsensitive}}, true
	case *RegexpT:
		if !x.HasPattern {
			return "Pcore::RegexpType", nil, true
		}
		return "Pcore::RegexpType", []typeAttr{req("pattern", x.Pattern)}, true
	case *PatternT:
		ps := make([]Value, len(x.Patterns))
		for i, p := range x.Patterns {
			ps[i] = p
		}
		return "Pcore::PatternType", []typeAttr{req("patterns", ps)}, true
	case *CollectionT:
		return "Pcore::CollectionType", []typeAttr{size(x.Size)}, true
	case *ArrayT:
		return "Pcore::ArrayType", []typeAttr{anyDefault("element_type", x.Elem), size(x.Size)}, true
	case *HashT:
		return "Pcore::HashType", []typeAttr{anyDefault("key_type", x.Key), anyDefault("value_type", x.Value), size(x.Size)}, true
	case *TupleT:
		return "Pcore::TupleType", []typeAttr{req("types", typeList(x.Types)), size(x.Size)}, true
	case *StructT:
		es := make([]Value, len(x.Elements))
		for i, e := range x.Elements {
			es[i] = e
		}
		return "Pcore::StructType", []typeAttr{req("elements", es)}, true
	case *VariantT:
		return "Pcore::VariantType", []typeAttr{req("types", typeList(x.Types))}, true
	case *OptionalT:
		return "Pcore::OptionalType", []typeAttr{opt("type", typeOrNil(x.Type))}, true
	case *NotUndefT:
		return "Pcore::NotUndefType", []typeAttr{opt("type", typeOrNil(x.Type))}, true
	case *TypeT:
		return "Pcore::TypeType", []typeAttr{opt("type", typeOrNil(x.Type))}, true
	case *IterableT:
		return "Pcore::IterableType", []typeAttr{opt("type", typeOrNil(x.Type))}, true
	case *IteratorT:
		return "Pcore::IteratorType", []typeAttr{opt("type", typeOrNil(x.Type))}, true
	case *InitT:
		args := x.Args
		if args == nil {
			args = []Value{}
		}
		return "Pcore::InitType", []typeAttr{opt("type", typeOrNil(x.Type)), {"init_args", args, len(args) == 0}}, true
	case *RuntimeT:
		var rt, np Value
		if x.Runtime != "" {
			// Puppet keeps the runtime as a Symbol (:ruby)
			rt = RubyObject{Class: "Symbol", Text: x.Runtime}
		}
		if x.TypeName != "" {
			np = x.TypeName
		}
		return "Pcore::RuntimeType", []typeAttr{opt("runtime", rt), opt("name_or_pattern", np)}, true
	case *CallableT:
		// Puppet keeps an absent return type as nil, which is not the
		// attribute's default (Any): it is written out.
		var params Value
		if x.Params != nil {
			params = x.Params
		}
		return "Pcore::CallableType", []typeAttr{req("param_types", params), req("block_type", typeOrNil(x.Block)), req("return_type", typeOrNil(x.Return))}, true
	case *ResourceT:
		var tn, title Value
		if x.TypeName != "" {
			tn = x.TypeName
		}
		if x.HasTitle {
			title = x.Title
		}
		return "Pcore::ResourceType", []typeAttr{opt("type_name", tn), opt("title", title)}, true
	case *ClassT:
		var cn Value
		if x.ClassName != "" {
			cn = x.ClassName
		}
		return "Pcore::ClassType", []typeAttr{opt("class_name", cn)}, true
	case *SemVerT:
		rs := make([]Value, len(x.Ranges))
		for i, r := range x.Ranges {
			rs[i] = r
		}
		return "Pcore::SemVerType", []typeAttr{{"ranges", rs, len(rs) == 0}}, true
	}
	// A type alias is not written: Puppet writes its resolved type, which
	// Punch keeps normalized (Data is Optional[Variant[...]] here,
	// Variant[ScalarData, Undef, ...] in Puppet).
	return "", nil, false
}

// DataClassLabel is how Puppet's serialization warnings name a value's
// Ruby class (label.a_an(klass)): "a Regexp", "an Integer-Type", ...
func DataClassLabel(v Value) string {
	switch x := v.(type) {
	case nil:
		return "a NilClass"
	case int64:
		return "an Integer"
	case float64:
		return "a Float"
	case bool:
		if x {
			return "a TrueClass"
		}
		return "a FalseClass"
	case []Value:
		return "an Array"
	case Default:
		return "a Symbol"
	case *Deferred:
		return "a Deferred"
	case *Object:
		return AAn(x.ClassName())
	case *ResourceT:
		return "a Resource-Type"
	case *ClassT:
		return "a Class-Type"
	case *ObjectT, *DeferredT:
		// the class of the type, PObjectType (Deferred is an Object type)
		return "an Object-Type"
	case *ObjectExtT:
		// PObjectTypeExtension's label as Puppet 7.23 cuts it
		return "an ObjectTypeExten-Type"
	case *TypeAliasT:
		return "a TypeAlias-Type"
	case Type:
		return AAn(x.Name() + "-Type")
	}
	return AAn(RubyClass(v))
}

// HasPcoreTypeKey reports whether a data value holds a hash with the
// "__ptype" key, which rich data must escape (as a Hash __pvalue) so that
// the reader does not take it for a typed value.
func HasPcoreTypeKey(v Value) bool {
	switch x := v.(type) {
	case []Value:
		for _, e := range x {
			if HasPcoreTypeKey(e) {
				return true
			}
		}
	case *Hash:
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if k == PcoreTypeKey || HasPcoreTypeKey(e) {
				return true
			}
		}
	}
	return false
}
