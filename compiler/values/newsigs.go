package values

import (
	"strings"
	"sync"
)

// The new functions of Puppet's types as Puppet declares them (the
// new_function of each P*Type in puppet/pops/types): the name their errors
// use, their dispatches and their argument_mismatch dispatches, with the
// parameter types, local type aliases and names Puppet writes. Init[T]
// reads the dispatches (PInitType#assert_initialized), and New checks a
// call against them before the type's body runs, as Puppet's dispatcher
// does, so a call that fits none is reported in Puppet's words.

// newFunction is one type's new function.
type newFunction struct {
	name string
	sigs []Signature
	// mismatch are the argument_mismatch dispatches: a call that fits
	// one of them (and no dispatch) reaches the body, which reports it
	// with the function's own text ("The string 'x' cannot be converted
	// to Integer").
	mismatch []Signature
	// checked: the body dispatches itself (String, Timespan, Timestamp,
	// Deferred), so New leaves the check to it.
	checked bool
}

// newSig is one dispatch as Puppet writes it: "name:Type" per parameter,
// a trailing "?" marking an optional one.
func newSig(resolve func(string) (Type, bool), params ...string) Signature {
	types := make([]Type, len(params))
	names := make([]string, len(params))
	required := 0
	for i, p := range params {
		name, src, _ := strings.Cut(p, ":")
		if strings.HasSuffix(src, "?") {
			src = src[:len(src)-1]
		} else {
			required = i + 1
		}
		t, err := ParseType(src, resolve)
		if err != nil {
			panic("values: bad built-in signature type " + src + ": " + err.Error())
		}
		types[i], names[i] = t, name
	}
	return Signature{Params: TupleType(types, IntegerType(int64(required), int64(len(params)))), Names: names}
}

// localTypes makes a function's local type aliases (local_types in
// Puppet's function DSL), each seeing the ones before it, and returns the
// resolver its signatures are parsed with.
func localTypes(defs ...string) func(string) (Type, bool) {
	aliases := map[string]Type{}
	resolve := func(name string) (Type, bool) {
		t, ok := aliases[name]
		return t, ok
	}
	for _, d := range defs {
		name, src, _ := strings.Cut(d, " = ")
		t, err := ParseType(src, resolve)
		if err != nil {
			panic("values: bad built-in local type " + d + ": " + err.Error())
		}
		aliases[name] = NewResolvedTypeAlias(name, t)
	}
	return resolve
}

const (
	integerPatternLenient = `\A[+-]?\s*(?:(?:\d+)|(?:0[xX][0-9A-Fa-f]+)|(?:0[bB][01]+))\z`
	floatPatternLenient   = `\A[+-]?\s*(?:(?:(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE]-?\d+)?)|(?:0[xX][0-9A-Fa-f]+)|(?:0[0-7]+)|(?:0[bB][01]+))\z`
)

// builtinNewFunctions are the new functions by generic type name, built
// on first use (set in init: building them parses types, which may call
// New).
var builtinNewFunctions func() map[string]*newFunction

func init() { builtinNewFunctions = sync.OnceValue(buildNewFunctions) }

func buildNewFunctions() map[string]*newFunction {
	m := map[string]*newFunction{}
	r := localTypes(
		"Radix = Variant[Default, Integer[2,2], Integer[8,8], Integer[10,10], Integer[16,16]]",
		"Convertible = Variant[Numeric, Boolean, Pattern[/"+integerPatternLenient+"/], Timespan, Timestamp]",
		"NamedArgs = Struct[{from => Convertible, Optional[radix] => Radix, Optional[abs] => Boolean}]")
	m["Integer"] = &newFunction{name: "new",
		sigs: []Signature{
			newSig(r, "from:Convertible", "radix:Radix?", "abs:Boolean?"),
			newSig(r, "hash_args:NamedArgs"),
		},
		mismatch: []Signature{
			newSig(r, "hash_args:Hash"),
			newSig(r, "from:Any", "radix:Integer?", "abs:Boolean?"),
		}}
	for _, f := range []struct{ typ, name, convertible string }{
		{"Float", "new_float", "Numeric"},
		{"Numeric", "new_numeric", "Integer, Float"},
	} {
		r := localTypes(
			"Convertible = Variant["+f.convertible+", Boolean, Pattern[/"+floatPatternLenient+"/], Timespan, Timestamp]",
			"NamedArgs = Struct[{from => Convertible, Optional[abs] => Boolean}]")
		m[f.typ] = &newFunction{name: f.name,
			sigs: []Signature{
				newSig(r, "from:Convertible", "abs:Boolean?"),
				newSig(r, "hash_args:NamedArgs"),
			},
			mismatch: []Signature{newSig(r, "from:Any", "abs:Boolean?")}}
	}
	m["String"] = &newFunction{name: "new_string", sigs: []Signature{newStringSig}, checked: true}
	m["Boolean"] = &newFunction{name: "new_boolean",
		sigs:     []Signature{newSig(nil, "from:Variant[Integer, Float, Boolean, Enum['false','true','yes','no','y','n',true]]")},
		mismatch: []Signature{newSig(nil, "from:Any")}}
	m["Array"] = &newFunction{name: "new_array",
		sigs: []Signature{
			newSig(nil, "from:Variant[Array,Hash,Binary,Iterable]", "wrap:Boolean[false]?"),
			newSig(nil, "from:Any", "wrap:Boolean[true]"),
		},
		mismatch: []Signature{newSig(nil, "from:Any", "wrap:Boolean?")}}
	r = localTypes(
		"KeyValueArray = Array[Tuple[Any,Any],1]",
		"TreeArray = Array[Tuple[Array,Any],1]",
		"NewHashOption = Enum[tree, hash_tree]")
	m["Hash"] = &newFunction{name: "new_hash", sigs: []Signature{
		newSig(r, "from:TreeArray", "build_option:NewHashOption?"),
		newSig(r, "from:KeyValueArray"),
		newSig(r, "from:Any"),
	}}
	m["Sensitive"] = &newFunction{name: "new_Sensitive", sigs: []Signature{
		newSig(nil, "value:Sensitive"),
		newSig(nil, "value:Any"),
	}}
	// Puppet 7.23 names Regexp's new function new_float too (PRegexpType.new_function,
	// pops/types/types.rb:1685, a copy of PFloatType's): its errors say 'new_float'.
	m["Regexp"] = &newFunction{name: "new_float", sigs: []Signature{newSig(nil, "pattern:String", "escape:Boolean?")}}
	r = localTypes(
		`PositiveInteger = Integer[0]`,
		`SemVerQualifier = Pattern[/\A(?<part>[0-9A-Za-z-]+)(?:\.\g<part>)*\Z/]`,
		`SemVerPattern = Pattern[/\A(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?\Z/]`,
		`SemVerHash = Struct[{major=>PositiveInteger, minor=>PositiveInteger, patch=>PositiveInteger, Optional[prerelease]=>SemVerQualifier, Optional[build]=>SemVerQualifier}]`)
	m["SemVer"] = &newFunction{name: "new_Version",
		sigs: []Signature{
			newSig(r, "str:SemVerPattern"),
			newSig(r, "major:PositiveInteger", "minor:PositiveInteger", "patch:PositiveInteger", "prerelease:SemVerQualifier?", "build:SemVerQualifier?"),
			newSig(r, "hash_args:SemVerHash"),
		},
		mismatch: []Signature{newSig(nil, "str:String")}}
	r = localTypes(
		"SemVerRangeString = String[1]",
		"SemVerRangeHash = Struct[{min=>Variant[Default,SemVer],Optional[max]=>Variant[Default,SemVer],Optional[exclude_max]=>Boolean}]")
	m["SemVerRange"] = &newFunction{name: "new_VersionRange", sigs: []Signature{
		newSig(r, "str:SemVerRangeString"),
		newSig(r, "min:Variant[Default,SemVer]", "max:Variant[Default,SemVer]", "exclude_max:Boolean?"),
		newSig(r, "hash_args:SemVerRangeHash"),
	}}
	r = localTypes(
		"ByteInteger = Integer[0,255]",
		"Base64Format = Enum['%b', '%u', '%B', '%s', '%r']",
		"StringHash = Struct[{value => String, format => Optional[Base64Format]}]",
		"ArrayHash = Struct[{value => Array[ByteInteger]}]",
		"BinaryArgsHash = Variant[StringHash, ArrayHash]")
	m["Binary"] = &newFunction{name: "new_Binary", sigs: []Signature{
		newSig(r, "str:String", "format:Base64Format?"),
		newSig(r, "byte_array:Array[ByteInteger]"),
		newSig(r, "hash_args:BinaryArgsHash"),
	}}
	m["Timespan"] = &newFunction{name: "new_timespan", sigs: timeSignatures(timespanDispatches()), checked: true}
	m["Timestamp"] = &newFunction{name: "new_timestamp", sigs: timeSignatures(timestampDispatches()), checked: true}
	m["Type"] = &newFunction{name: "new_type", sigs: []Signature{newSig(nil, "type_string:String[1]")}}
	m["Deferred"] = &newFunction{name: "new_Deferred", sigs: deferredSignatures(), checked: true}
	return m
}

func timeSignatures(ds []timeDispatch) []Signature {
	out := make([]Signature, len(ds))
	for i, d := range ds {
		out[i] = d.sig
	}
	return out
}

// newFunctionOf is t's new function (the P*Type's new_function): an
// alias's is its type's, Optional[T]'s and NotUndef[T]'s are T's; a type
// without one gives Puppet's "Creation of new instance of type '...' is
// not supported".
func newFunctionOf(t Type) (*newFunction, error) {
	key := ""
	switch x := t.(type) {
	case *TypeAliasT:
		r := x.Resolved()
		if r == nil {
			return nil, notSupported(t)
		}
		return newFunctionOf(r)
	case *OptionalT:
		if x.Type == nil {
			return nil, notSupported(t)
		}
		return newFunctionOf(x.Type)
	case *NotUndefT:
		if x.Type == nil {
			return &newFunction{name: "new_unit", sigs: []Signature{newSig(nil, "from:Any")}}, nil
		}
		return newFunctionOf(x.Type)
	case *ObjectT:
		if err := x.Resolve(); err != nil {
			return nil, err
		}
		if x == theObject || x.name == "" {
			return nil, notSupported(t)
		}
		return &newFunction{name: "new_" + x.Label(), sigs: x.newSignatures(), checked: true}, nil
	case *IntegerT:
		key = "Integer"
	case *FloatT:
		key = "Float"
	case *NumericT:
		key = "Numeric"
	case *StringT:
		key = "String"
	case *BooleanT:
		key = "Boolean"
	case *ArrayT, *TupleT:
		key = "Array"
	case *HashT, *StructT:
		key = "Hash"
	case *SensitiveT:
		key = "Sensitive"
	case *RegexpT:
		key = "Regexp"
	case *SemVerT:
		key = "SemVer"
	case *SemVerRangeT:
		key = "SemVerRange"
	case *BinaryT:
		key = "Binary"
	case *TimespanT:
		key = "Timespan"
	case *TimestampT:
		key = "Timestamp"
	case *TypeT:
		key = "Type"
	case *DeferredT:
		key = "Deferred"
	}
	if f := builtinNewFunctions()[key]; f != nil {
		return f, nil
	}
	return nil, notSupported(t)
}

// fits reports whether args fit one of sigs (count and types).
func fits(sigs []Signature, args []Value) bool {
	for _, s := range sigs {
		if IsInstance(s.Params, args) {
			return true
		}
	}
	return false
}

// checkNewArgs is Puppet's dispatch of a new function's call: args that
// fit no dispatch and no argument_mismatch dispatch are reported as the
// dispatcher reports them.
func checkNewArgs(t Type, args []Value) error {
	f, err := newFunctionOf(t)
	if err != nil || f.checked || fits(f.sigs, args) || fits(f.mismatch, args) {
		return nil
	}
	return errorf("%s", DescribeSignatures(f.name, f.sigs, args, nil))
}
