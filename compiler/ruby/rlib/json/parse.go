package json

import (
	"math/big"
	"strconv"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/environments/data"
)

// ParseOptions are JSON.parse's options.
type ParseOptions struct {
	// SymbolizeNames makes object keys Symbols.
	SymbolizeNames bool
	// MaxNesting is the deepest nesting accepted; 0 means no limit
	// (JSON.parse's default is 100).
	MaxNesting int
	// AllowNaN accepts NaN, Infinity and -Infinity.
	AllowNaN bool
	// CreateAdditions turns an object with a "json_class" key into an
	// object of that class (JSON.load does; JSON.parse does not by
	// default). String is known here ({"json_class":"String","raw":[..]}
	// is a binary String); other classes go to Addition.
	CreateAdditions bool
	// Addition resolves another json_class: the class's json_create
	// result, or false when the class is not json_creatable?. Without it,
	// such objects stay Hashes.
	Addition func(class rv.Value, h *rv.Hash) (rv.Value, bool, error)
}

// ParseOptionsFrom reads JSON.parse's options Hash (Symbol keys): the
// defaults, then :symbolize_names, :max_nesting (Integer, or false/nil
// for none), :allow_nan, :create_additions. Options that do not change
// the result here (:freeze, :decimal_class nil, :object_class nil,
// :array_class nil) are accepted; a decimal class is refused as not
// supported. rlib's JSON.parse applies an object or array class itself
// (lib_json_kernel.go) and never passes one here.
func ParseOptionsFrom(opts *rv.Hash) (ParseOptions, error) {
	o := ParseOptions{MaxNesting: 100}
	return o, o.merge(opts)
}

// LoadOptions are JSON.load's: JSON.load_default_options (no nesting
// limit, NaN allowed, additions created).
func LoadOptions() ParseOptions {
	return ParseOptions{AllowNaN: true, CreateAdditions: true}
}

func (o *ParseOptions) merge(opts *rv.Hash) error {
	if opts == nil {
		return nil
	}
	get := func(k string) (rv.Value, bool) { return opts.Get(rv.Symbol(k)) }
	if v, ok := get("symbolize_names"); ok {
		o.SymbolizeNames = truthy(v)
	}
	if v, ok := get("max_nesting"); ok {
		switch x := v.(type) {
		case int64:
			o.MaxNesting = int(x)
		case nil, bool:
			if truthy(v) {
				return rv.Errorf("TypeError", "no implicit conversion of true into Integer")
			}
			o.MaxNesting = 0
		default:
			return rv.Errorf("TypeError", "no implicit conversion of "+rv.ClassName(v)+" into Integer")
		}
	}
	if v, ok := get("allow_nan"); ok {
		o.AllowNaN = truthy(v)
	}
	if v, ok := get("create_additions"); ok {
		o.CreateAdditions = truthy(v)
	}
	for _, k := range []string{"decimal_class", "object_class", "array_class"} {
		if v, ok := get(k); ok && v != nil {
			return rv.Errorf("NotImplementedError", "JSON.parse's :"+k+" is not supported by Punch's Ruby runtime")
		}
	}
	return nil
}

// Parse is JSON.parse(src, opts): the value of the JSON text src (bytes,
// as the gem takes them: invalid UTF-8 inside strings is kept). The
// grammar and its errors are the gem's, written once in
// environments/data (data.ParseGemJSON, which Puppet's metadata.json
// messages use too); this package makes Ruby values of what it reads.
func Parse(src string, opts ParseOptions) (rv.Value, error) {
	v, err := data.ParseGemJSON[rv.Value](src, data.GemJSONOptions{MaxNesting: opts.MaxNesting, AllowNaN: opts.AllowNaN}, builder{&opts})
	if e, ok := err.(*data.GemJSONError); ok {
		return nil, rv.Errorf(e.Class, e.Msg)
	}
	return v, err
}

// Load is JSON.load(src) for a String source (nil or "" is null).
func Load(src *rv.String, opts ParseOptions) (rv.Value, error) {
	if src == nil || src.S == "" {
		return nil, nil
	}
	return Parse(src.S, opts)
}

// builder makes the Ruby values of a parsed document.
type builder struct{ opts *ParseOptions }

func (builder) Str(s string) rv.Value       { return rv.Str(s) }
func (builder) Float(f float64) rv.Value    { return f }
func (builder) Bool(b bool) rv.Value        { return b }
func (builder) Null() rv.Value              { return nil }
func (builder) Array(e []rv.Value) rv.Value { return &rv.Array{Elems: e} }

func (builder) Int(text string) rv.Value {
	if n, err := strconv.ParseInt(text, 10, 64); err == nil {
		return n
	}
	b, _ := new(big.Int).SetString(text, 10)
	return rv.Int(b)
}

func (builder) NewObject() rv.Value { return rv.NewHash(0) }

func (p builder) Set(obj rv.Value, key string, val rv.Value) {
	if p.opts.SymbolizeNames {
		obj.(*rv.Hash).Set(rv.Symbol(key), val)
	} else {
		obj.(*rv.Hash).Set(rv.Str(key), val)
	}
}

func (p builder) Object(obj rv.Value) (rv.Value, error) { return p.addition(obj.(*rv.Hash)) }

// addition applies create_additions to a parsed object.
func (p builder) addition(h *rv.Hash) (rv.Value, error) {
	if !p.opts.CreateAdditions {
		return h, nil
	}
	class, ok := h.Get(rv.Str("json_class"))
	if !ok || class == nil {
		return h, nil
	}
	if cs, ok := class.(*rv.String); ok && cs.S == "String" {
		// String.json_create: o['raw'].pack('C*').
		raw, _ := h.Get(rv.Str("raw"))
		arr, ok := raw.(*rv.Array)
		if !ok {
			return nil, rv.Errorf("NoMethodError", "undefined method `pack' for "+rv.Inspect(raw))
		}
		buf := make([]byte, len(arr.Elems))
		for i, e := range arr.Elems {
			n, ok := e.(int64)
			if !ok {
				return nil, rv.Errorf("TypeError", "no implicit conversion of "+rv.ClassName(e)+" into Integer")
			}
			buf[i] = byte(n)
		}
		return rv.BinStr(buf), nil
	}
	if p.opts.Addition == nil {
		return h, nil
	}
	v, made, err := p.opts.Addition(class, h)
	if err != nil {
		return nil, err
	}
	if !made {
		return h, nil
	}
	return v, nil
}
