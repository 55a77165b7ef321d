package resourcetypes

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// The schema checks Puppet's Resource API makes when a register_type type
// loads (resource_api/type_definition.rb: BaseTypeDefinition and
// TypeDefinition#validate_schema, DataTypeHandling.validate_ensure and
// parse_puppet_type), in Puppet's order: a failure is Puppet's DevError,
// which makes the type fail to autoload ("Could not autoload
// puppet/type/NAME: MESSAGE" where a manifest uses it); the warnings are
// logged when the type loads.

// AutoloadError is a module type Puppet cannot load: using it is an error.
type AutoloadError struct {
	File string
	Line int
	Type string
	Msg  string
	// Origin is OriginResourceAPI for a refused register_type, OriginRuby
	// for a type file whose own Ruby code raised while loading.
	Origin Origin
}

func (e *AutoloadError) Error() string {
	return (&TypeError{File: e.File, Line: e.Line, Type: e.Type, Msg: e.Msg}).Error()
}

// rsapiReserved are the attribute names a Resource API type may not define
// (Puppet's metaparameters and the like).
var rsapiReserved = []string{"title", "provider", "alias", "audit", "before", "consume", "export", "loglevel", "noop", "notify", "require", "schedule", "stage", "subscribe", "tag"}

// rsapiFeatures are the features the Resource API knows.
var rsapiFeatures = []string{"supports_noop", "canonicalize", "custom_insync", "remote_resource", "simple_get_filter"}

// checkRSAPISchema checks a register_type definition: the warnings to log
// and, when Puppet refuses the type, the DevError's message.
func checkRSAPISchema(in *ruby.Interp, def *ruby.Hash) (warnings []string, refused string) {
	get := func(h *ruby.Hash, k string) (ruby.Value, bool) { return h.Get(ruby.Symbol(k)) }
	str := func(v ruby.Value) string {
		if n, ok := symbolOrString(v); ok || v == nil {
			return n
		}
		s, _ := in.Inspect(v)
		return s
	}
	truthy := func(v ruby.Value) bool { return v != nil && v != false }
	nameV, _ := get(def, "name")
	name := str(nameV)
	attrsV, _ := get(def, "attributes")
	attrs, ok := attrsV.(*ruby.Hash)
	if !ok {
		return nil, fmt.Sprintf("`%s.attributes` must be a hash, not `%s`", name, rubyClass(in, attrsV))
	}
	desc, hasDesc := get(def, "desc")
	if _, hasDocs := get(def, "docs"); hasDocs {
		if truthy(desc) {
			return nil, fmt.Sprintf("`%s` has both `desc` and `docs`, prefer using `desc`", name)
		}
		hasDesc = true
	}
	if !hasDesc {
		warnings = append(warnings, fmt.Sprintf("`%s` has no documentation, add it using a `desc` key", name))
	}
	var ensureType string
	attrs.Each(func(k, v ruby.Value) bool {
		key := str(k)
		if k == ruby.Symbol("rsapi_custom_insync_trigger") {
			refused = "`rsapi_custom_insync_trigger` cannot be specified as an attribute; it is reserved for propertyless types with the custom_insync feature"
			return false
		}
		attr, ok := v.(*ruby.Hash)
		if !ok {
			refused = fmt.Sprintf("`%s.%s` must be a Hash, not a %s", name, key, rubyClass(in, v))
			return false
		}
		tv, ok := get(attr, "type")
		if !ok {
			refused = fmt.Sprintf("`%s.%s` has no type", name, key)
			return false
		}
		if _, ok := get(attr, "desc"); !ok {
			warnings = append(warnings, fmt.Sprintf("`%s.%s` has no documentation, add it using a `desc` key", name, key))
		}
		typeSrc := str(tv)
		if msg := parseAttrType(key, typeSrc); msg != "" {
			refused = msg
			return false
		}
		if k == ruby.Symbol("ensure") {
			ensureType = typeSrc
		}
		if _, ok := get(attr, "behavior"); ok {
			if _, both := get(attr, "behaviour"); both {
				refused = fmt.Sprintf("the '%s' attribute has both a `behavior` and a `behaviour`, only use one", key)
				return false
			}
		}
		return true
	})
	if refused != "" {
		return warnings, refused
	}
	for _, r := range rsapiReserved {
		if _, ok := attrs.Get(ruby.Symbol(r)); ok {
			return warnings, fmt.Sprintf("must not define an attribute called `:%s`", r)
		}
	}
	if tp, ok := get(def, "title_patterns"); ok {
		if _, isArray := tp.(*ruby.Array); !isArray {
			return warnings, fmt.Sprintf("`:title_patterns` must be an array, not `%s`", rubyClass(in, tp))
		}
	}
	if _, ok := attrs.Get(ruby.Symbol("ensure")); ok && !ensureTypeOK(ensureType) {
		return warnings, "`:ensure` attribute must have a type of: `Enum[present, absent]` or `Optional[Enum[present, absent]]`"
	}
	if fv, ok := get(def, "features"); ok && fv != nil {
		if fa, ok := fv.(*ruby.Array); ok {
			var unknown []string
			for _, f := range fa.Elems() {
				s, isStr := f.(*ruby.String)
				if isStr && slices.Contains(rsapiFeatures, s.String()) {
					continue
				}
				ins, _ := in.Inspect(f)
				unknown = append(unknown, ins)
			}
			if len(unknown) > 0 {
				warnings = append(warnings, "Unknown feature detected: ["+strings.Join(unknown, ", ")+"]")
			}
		}
	}
	return warnings, ""
}

// parseAttrType is DataTypeHandling.parse_puppet_type's check: the
// message of a type that does not parse. Names of types Punch cannot
// resolve here (aliases) are references, accepted as in Puppet.
func parseAttrType(attr, src string) string {
	_, err := values.ParseType(src, nil)
	if err == nil {
		return ""
	}
	msg := err.Error()
	if strings.HasPrefix(msg, "Syntax error") {
		// Puppet::ParseErrorWithIssue
		return fmt.Sprintf("The type of the `%s` attribute `%s` could not be parsed: %s", attr, src, msg)
	}
	return fmt.Sprintf("The type of the `%s` attribute `%s` is not recognised: %s", attr, src, msg)
}

// ensureTypeOK is validate_ensure: Enum[present, absent], optionally
// Optional, or Variant[Undef, Enum[present, absent]].
func ensureTypeOK(src string) bool {
	t, err := values.ParseType(src, nil)
	if err != nil {
		return false
	}
	if o, ok := t.(*values.OptionalT); ok && o.Type != nil {
		t = o.Type
	}
	if e, ok := t.(*values.EnumT); ok {
		vs := append([]string(nil), e.Values...)
		sort.Strings(vs)
		return strings.Join(vs, ",") == "absent,present"
	}
	want, _ := values.ParseType("Variant[Undef, Enum[present, absent]]", nil)
	return values.TypesEqual(t, want)
}

// rubyClass is v.class's name.
func rubyClass(in *ruby.Interp, v ruby.Value) string { return in.ClassOf(v).Name() }
