package hiera

import (
	"math"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Query is one call of the lookup() function (Puppet's Lookup.lookup):
// the names to try in order, the expected type, the merge, and what to
// return when no name has a value.
type Query struct {
	// Names are the keys to try, in order (lookup('a') or lookup(['a', 'b'])).
	Names []string
	// NameArg is the name argument as given (a String or an Array), passed
	// to DefaultFunc; nil means Names[0] (or Names when several).
	NameArg values.Value
	// ValueType is the type the value must have; nil accepts any value.
	ValueType values.Type
	// Merge is the merge strategy (nil: the key's lookup_options, else
	// first found).
	Merge values.Value
	// Default is returned when nothing is found and HasDefault is set
	// (undef is a valid default).
	Default    values.Value
	HasDefault bool
	// DefaultFunc computes the default from the name argument when nothing
	// is found (lookup()'s lambda); it wins over Default.
	DefaultFunc func(name values.Value) (values.Value, error)
	// Override is the options hash's override: a key in it is answered
	// from it first, without any lookup.
	Override *values.Hash
	// DefaultValues is the options hash's default_values_hash, used after
	// every name was looked up without result.
	DefaultValues *values.Hash
	// Scope gives interpolation its variables.
	Scope Scope
	// Explain collects the explanation of the lookup (nil: none).
	Explain *Explainer
}

// Lookup runs a lookup() call: each name in turn through the layers, then
// the default values hash, the default function, the default value; else
// Puppet's "Function lookup() did not find a value for the name 'x'"
// error (IsNotFound reports it). The found value must match ValueType.
func (s *Session) Lookup(q *Query) (values.Value, error) {
	inv := s.newInvocation(q.Scope, q.Override, q.DefaultValues, q.Explain)
	var block func() (values.Value, error)
	if q.DefaultFunc != nil {
		name := q.NameArg
		if name == nil {
			if len(q.Names) == 1 {
				name = q.Names[0]
			} else {
				ns := make([]values.Value, len(q.Names))
				for i, n := range q.Names {
					ns[i] = n
				}
				name = ns
			}
		}
		block = func() (values.Value, error) { return q.DefaultFunc(name) }
	}
	return inv.functionLookup(q.Names, q.ValueType, q.Merge, q.Default, q.HasDefault, block)
}

// LookupKey looks one key up through the layers with lookup_options, as
// automatic class parameter lookup does (search_and_merge). found is false
// when no data binds the key; a key bound to undef is found with value
// nil.
func (s *Session) LookupKey(key string, merge values.Value, scope Scope, explain *Explainer) (values.Value, bool, error) {
	// A compile makes hundreds of these one after the other: the session
	// reuses one invocation (nothing keeps it after the lookup). A lookup
	// started while this one runs makes its own.
	r := s.spare
	s.spare = nil
	if r == nil {
		r = &rootInvocation{}
	}
	v, found, err := r.start(s, scope, nil, nil, explain).lookup(key, merge)
	*r = rootInvocation{}
	s.spare = r
	return v, found, err
}

func (s *Session) newInvocation(scope Scope, override, defaults *values.Hash, ex *Explainer) *invocation {
	// One allocation for the invocation and its recursion stack, which
	// rarely holds more than a few names.
	return new(rootInvocation).start(s, scope, override, defaults, ex)
}

// start makes r a new invocation.
func (r *rootInvocation) start(s *Session, scope Scope, override, defaults *values.Hash, ex *Explainer) *invocation {
	r.names = r.buf[:0]
	r.inv = invocation{s: s, scope: scope, override: override, defaults: defaults, ex: ex, names: &r.names}
	return &r.inv
}

// rootInvocation is an invocation with room for its recursion stack.
type rootInvocation struct {
	inv   invocation
	names []string
	buf   [4]string
}

// functionLookup is Lookup.lookup.
func (inv *invocation) functionLookup(names []string, vt values.Type, merge values.Value, dflt values.Value, hasDefault bool, block func() (values.Value, error)) (values.Value, error) {
	for _, name := range names {
		if v, ok := hashGet(inv.override, name); ok {
			return assertType("Value found for key '"+name+"' in override hash", vt, v)
		}
		v, found, err := inv.lookup(name, merge)
		if err != nil {
			return nil, err
		}
		if found {
			return assertType("Found value", vt, v)
		}
	}
	if inv.defaults != nil && inv.defaults.Len() > 0 {
		for _, name := range names {
			if v, ok := inv.defaults.GetString(name); ok {
				return assertType("Value found for key '"+name+"' in default values hash", vt, v)
			}
		}
	}
	switch {
	case block != nil:
		v, err := block()
		if err != nil {
			return nil, err
		}
		return assertType("Value returned from default block", vt, v)
	case hasDefault:
		return assertType("Default value", vt, dflt)
	}
	if len(names) == 1 {
		return nil, &Error{Message: "Function lookup() did not find a value for the name '" + names[0] + "'", class: clsLookup, notFound: true}
	}
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = "'" + n + "'"
	}
	return nil, &Error{Message: "Function lookup() did not find a value for any of the names [" + strings.Join(quoted, ", ") + "]", class: clsLookup, notFound: true}
}

// assertType is TypeAsserter.assert_instance_of.
func assertType(subject string, t values.Type, v values.Value) (values.Value, error) {
	if t == nil || values.IsInstance(t, v) {
		return v, nil
	}
	return nil, puppetErrorf("%s", values.DescribeTypeMismatch(subject+" has wrong type,", t, values.TypeOf(v)))
}

// The signatures of lookup() (puppet/functions/lookup.rb).
var lookupSignatures []values.Signature

var (
	nameType, valueType, mergeType, blockType values.Type
	optsWithName, optsWithoutName             values.Type
)

func mustType(src string) values.Type {
	t, err := values.ParseType(src, nil)
	if err != nil {
		panic(src + ": " + err.Error())
	}
	return t
}

func init() {
	nameType = values.NewResolvedTypeAlias("NameType", mustType("Variant[String, Array[String]]"))
	valueType = values.NewResolvedTypeAlias("ValueType", mustType("Type"))
	mergeType = values.NewResolvedTypeAlias("MergeType", mustType("Variant[String[1], Hash[String, Scalar]]"))
	dflt := values.NewResolvedTypeAlias("DefaultValueType", values.AnyType())
	blockName := values.NewResolvedTypeAlias("NameType", mustType("Variant[String, Array[String]]"))
	blockType = values.NewResolvedTypeAlias("BlockType", values.CallableType(values.TupleType([]values.Type{blockName}, nil), nil, nil))
	element := func(key string, t values.Type) *values.StructElement {
		e, err := values.NewStructElement(key, t)
		if err != nil {
			panic(err)
		}
		return e
	}
	hashStringAny := mustType("Hash[String, Any]")
	options := func(withName bool) []*values.StructElement {
		var els []*values.StructElement
		if withName {
			els = append(els, element("name", nameType))
		}
		return append(els,
			element("value_type", values.OptionalType(valueType)),
			element("default_value", dflt),
			element("override", values.OptionalType(hashStringAny)),
			element("default_values_hash", values.OptionalType(hashStringAny)),
			element("merge", values.OptionalType(mergeType)))
	}
	optsWithName = values.NewResolvedTypeAlias("OptionsWithName", values.StructType(options(true)))
	optsWithoutName = values.NewResolvedTypeAlias("OptionsWithoutName", values.StructType(options(false)))
	optBlock := values.OptionalType(blockType)
	optValue := values.OptionalType(valueType)
	optMerge := values.OptionalType(mergeType)
	lookupSignatures = []values.Signature{
		{Params: values.TupleType([]values.Type{nameType, valueType, mergeType}, values.IntegerType(1, 3)), Names: []string{"name", "value_type", "merge"}},
		{Params: values.TupleType([]values.Type{nameType, optValue, optMerge, dflt}, values.IntegerType(4, 4)), Names: []string{"name", "value_type", "merge", "default_value"}},
		{Params: values.TupleType([]values.Type{nameType, valueType, mergeType}, values.IntegerType(1, 3)), Names: []string{"name", "value_type", "merge"}, Block: blockType, BlockName: "block"},
		{Params: values.TupleType([]values.Type{optsWithName}, values.IntegerType(1, 1)), Names: []string{"options_hash"}, Block: optBlock, BlockName: "block"},
		{Params: values.TupleType([]values.Type{mustType("Variant[String, Array[String]]"), optsWithoutName}, values.IntegerType(2, 2)), Names: []string{"name", "options_hash"}, Block: optBlock, BlockName: "block"},
	}
}

// Block is what ParseLookupArgs needs to know of lookup()'s lambda (the
// evaluator's blocks have it).
type Block interface {
	// Arity is the number of parameters: required, and at most (-1 for
	// a captures-rest parameter).
	Arity() (min, max int)
}

// ParseLookupArgs maps the arguments of a lookup() call to a Query, by
// the five signatures of Puppet's lookup function: (name, [value_type,
// [merge]]), (name, value_type, merge, default_value), (name, [value_type,
// [merge]]) with a block, ({name => ..., options}) and (name, {options}),
// the last two with an optional block. hasBlock tells whether the call
// has a lambda (the caller sets DefaultFunc). Arguments matching no
// signature give Puppet's message ("'lookup' expects ...").
func ParseLookupArgs(args []values.Value, block Block) (*Query, error) {
	var bt values.Type
	blockOK := true
	if block != nil {
		min, max := block.Arity()
		size := values.IntegerType(int64(min), int64(max))
		if max < 0 {
			size = values.IntegerType(int64(min), math.MaxInt64)
		}
		ts := make([]values.Type, 0, 1)
		if max != 0 {
			ts = append(ts, values.AnyType())
		}
		bt = values.CallableType(values.TupleType(ts, size), nil, nil)
		blockOK = min <= 1 && (max < 0 || max >= 1)
	}
	hasBlock := block != nil
	for i, sig := range lookupSignatures {
		if !sigMatches(sig, args, hasBlock) || (hasBlock && !blockOK) {
			continue
		}
		q := &Query{}
		switch i {
		case 0, 1, 2:
			q.NameArg = args[0]
			if len(args) > 1 && args[1] != nil {
				q.ValueType = args[1].(values.Type)
			}
			if len(args) > 2 {
				q.Merge = args[2]
			}
			if i == 1 {
				q.Default, q.HasDefault = args[3], true
			}
		case 3:
			h := args[0].(*values.Hash)
			q.NameArg, _ = h.GetString("name")
			hashArgs(q, h)
		case 4:
			q.NameArg = args[0]
			hashArgs(q, args[1].(*values.Hash))
		}
		q.Names = namesOf(q.NameArg)
		return q, nil
	}
	return nil, argumentErrorf("%s", values.DescribeSignatures("lookup", lookupSignatures, args, bt))
}

func sigMatches(sig values.Signature, args []values.Value, hasBlock bool) bool {
	t := sig.Params
	min, max := t.Size.Min, t.Size.Max
	if int64(len(args)) < min || int64(len(args)) > max {
		return false
	}
	for i, a := range args {
		et := t.Types[len(t.Types)-1]
		if i < len(t.Types) {
			et = t.Types[i]
		}
		if !values.IsInstance(et, a) {
			return false
		}
	}
	switch {
	case sig.Block == nil:
		return !hasBlock
	case hasBlock:
		return true
	default:
		_, optional := sig.Block.(*values.OptionalT)
		return optional
	}
}

func hashArgs(q *Query, h *values.Hash) {
	if v, ok := h.GetString("value_type"); ok && v != nil {
		q.ValueType = v.(values.Type)
	}
	q.Default, q.HasDefault = h.GetString("default_value")
	if v, ok := h.GetString("override"); ok && v != nil {
		q.Override = v.(*values.Hash)
	}
	if v, ok := h.GetString("default_values_hash"); ok && v != nil {
		q.DefaultValues = v.(*values.Hash)
	}
	q.Merge, _ = h.GetString("merge")
}

func namesOf(v values.Value) []string {
	switch x := v.(type) {
	case string:
		return []string{x}
	case []values.Value:
		out := make([]string, len(x))
		for i, e := range x {
			out[i], _ = e.(string)
		}
		return out
	}
	return nil
}
