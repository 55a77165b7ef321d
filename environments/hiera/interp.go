package hiera

import (
	"strings"

	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/values"
)

// Interpolation of %{...} expressions in hiera.yaml paths and in data, as
// Puppet's Lookup::Interpolation: %{var}, %{facts.a.b}, %{::fact},
// %{scope('x')}, %{lookup('k')}, %{hiera('k')}, %{alias('k')} (the whole
// string only; keeps the value's type) and %{literal('%')}.

var emptyInterpolations = map[string]bool{"": true, "::": true, `""`: true, "''": true, `"::"`: true, "'::'": true}

// reMethod is get_method_and_data's pattern, with Ruby's line anchors.
var reMethod = lazyre.New(`(?m)^(\w+)\((?:"([^"]+)"|'([^']+)')\)$`)

// Interpolation is one %{...} found in a string.
type Interpolation struct {
	// Start and End delimit "%{...}" in the string.
	Start, End int
	// Method is "scope" for a plain expression, else the method name
	// (lookup, hiera, alias, literal, scope, or an unknown name).
	Method string
	// Key is the variable, key or literal text; Empty marks the
	// expressions that interpolate nothing (%{}, %{::}, %{''}, ...).
	Key   string
	Empty bool
	// MethodSyntax is true when the expression used name('...').
	MethodSyntax bool
}

// ParseInterpolations finds the %{...} expressions of s as Puppet's
// gsub(/%\{([^\}]*)\}/) does: each "%{" up to the first "}" after it.
func ParseInterpolations(s string) []Interpolation {
	var out []Interpolation
	pos := 0
	for {
		i := strings.Index(s[pos:], "%{")
		if i < 0 {
			return out
		}
		start := pos + i
		j := strings.IndexByte(s[start+2:], '}')
		if j < 0 {
			return out
		}
		end := start + 2 + j + 1
		expr := rubyStrip(s[start+2 : end-1])
		in := Interpolation{Start: start, End: end}
		switch {
		case emptyInterpolations[expr]:
			in.Empty = true
		default:
			if !strings.Contains(expr, "(") {
				in.Method, in.Key = "scope", expr
			} else if m := reMethod.FindStringSubmatch(expr); m != nil {
				in.Method, in.MethodSyntax = m[1], true
				in.Key = m[2]
				if in.Key == "" {
					in.Key = m[3]
				}
			} else {
				in.Method, in.Key = "scope", expr
			}
		}
		out = append(out, in)
		pos = end
	}
}

// interpolate resolves the interpolations in a value (strings, and the
// keys and values of arrays and hashes). allowMethods is false in
// hiera.yaml, where only variables may be interpolated. As Puppet's
// Interpolation#interpolate, it makes every array and hash anew (a string
// without %{ stays the same object): a value read from a data file is
// never the object another lookup got, which stdlib's to_yaml and
// `puppet lookup --render-as yaml` show (Psych anchors only the same
// object met twice).
func (inv *invocation) interpolate(v values.Value, allowMethods bool) (values.Value, error) {
	switch x := v.(type) {
	case string:
		if !strings.Contains(x, "%{") {
			// v, not x: boxing x again would make another object (a
			// Ruby function's in-place change of it must reach the
			// compile's later lookups, golden fn_ruby_frozen_args)
			return v, nil
		}
		return inv.interpolateString(x, allowMethods)
	case []values.Value:
		if len(x) == 0 {
			return values.EmptyArray(), nil // a new object too
		}
	}
	each := func(e values.Value) (values.Value, error) { return inv.interpolate(e, allowMethods) }
	return rebuilt(v, each, each)
}

func (inv *invocation) interpolateString(subject string, allowMethods bool) (values.Value, error) {
	if inv.ex != nil {
		inv.ex.push(&explainNode{kind: exInterpolate, name: subject})
	}
	defer inv.pop()
	var b strings.Builder
	pos := 0
	for _, in := range ParseInterpolations(subject) {
		b.WriteString(subject[pos:in.Start])
		pos = in.End
		if in.Empty {
			continue
		}
		if in.MethodSyntax && !allowMethods {
			return nil, &Error{Message: "Interpolation using method syntax is not allowed in this context", class: clsLookup, issue: "HIERA_INTERPOLATION_METHOD_SYNTAX_NOT_ALLOWED"}
		}
		isAlias := in.Method == "alias"
		if isAlias && subject != subject[in.Start:in.End] {
			return nil, &Error{Message: "'alias' interpolation is only permitted if the expression is equal to the entire string", class: clsLookup, issue: "HIERA_INTERPOLATION_ALIAS_NOT_ENTIRE_STRING"}
		}
		var v values.Value
		var err error
		switch in.Method {
		case "lookup", "hiera", "alias":
			v, err = inv.globalLookup(in.Key)
		case "scope":
			v, err = inv.scopeLookup(in.Key, subject)
		case "literal":
			v = in.Key
		default:
			return nil, &Error{Message: "Unknown interpolation method '" + in.Method + "'", class: clsLookup, issue: "HIERA_INTERPOLATION_UNKNOWN_INTERPOLATION_METHOD"}
		}
		if err != nil {
			return nil, err
		}
		if isAlias {
			return v, nil
		}
		name := in.Key
		if in.Method == "scope" {
			name = "scope:" + in.Key
		}
		v, _, err = inv.check(name, func() (values.Value, bool, error) {
			iv, err := inv.interpolate(v, allowMethods)
			return iv, true, err
		})
		if err != nil {
			return nil, err
		}
		if v != nil {
			b.WriteString(rubyToS(v))
		}
	}
	b.WriteString(subject[pos:])
	return b.String(), nil
}

// globalLookup is the lookup, hiera and alias interpolation methods: a
// lookup of the key with merge from lookup_options and "" as default.
func (inv *invocation) globalLookup(key string) (values.Value, error) {
	return inv.sub().functionLookup([]string{key}, nil, nil, "", true, nil)
}

// scopeLookup is the scope interpolation method (and plain %{var}): the
// variable, dug into with dotted segments; overrides and default values
// of the lookup apply.
func (inv *invocation) scopeLookup(key, subject string) (values.Value, error) {
	segs, ok := inv.s.e.splitKeyCached(key)
	if !ok {
		return nil, lookupErrorf("Syntax error in string: %s", subject)
	}
	root := segText(segs[0])
	var v values.Value
	err := func() error {
		if inv.ex != nil {
			inv.ex.push(&explainNode{kind: exScope, name: "Global Scope"})
		}
		defer inv.pop()
		if ov, ok := hashGet(inv.override, root); ok {
			inv.foundIn(evFoundInOverrides, root, ov)
			v = ov
			return nil
		}
		val, exists, err := inv.scopeVariable(root, false)
		if err != nil {
			return err
		}
		if val == nil && !exists {
			if dv, ok := hashGet(inv.defaults, root); ok {
				inv.foundIn(evFoundInDefaults, root, dv)
				v = dv
			}
			return nil
		}
		inv.found(root, val)
		v = val
		return nil
	}()
	if err != nil {
		return nil, err
	}
	if v != nil && len(segs) > 1 {
		dv, found, err := dig(key, segs[1:], v, inv)
		if err != nil {
			return nil, err
		}
		if !found {
			dv = nil
		}
		v = dv
	}
	if inv.collect != nil && !(v != nil && strings.HasPrefix(key, "::")) {
		*inv.collect = append(*inv.collect, scopeRecord{key: key, root: root, segs: segs[1:], value: v})
	}
	return v, nil
}

func hashGet(h *values.Hash, k string) (values.Value, bool) {
	if h == nil {
		return nil, false
	}
	return h.GetString(k)
}

var reNumericVar = lazyre.New(`^(?:0|[1-9][0-9]*)$`)

// scopeVariable is scope[name]: a missing variable gives Puppet's
// "Undefined variable" warning (or error with strict=error) unless quiet.
func (inv *invocation) scopeVariable(name string, quiet bool) (values.Value, bool, error) {
	if inv.scope == nil {
		return nil, false, nil
	}
	v, ok := inv.scope.Variable(name)
	if ok {
		return v, true, nil
	}
	if quiet || name == "module_name" || name == "caller_module_name" || reNumericVar.MatchString(name) {
		return nil, false, nil
	}
	state := func(class string) (bool, bool) {
		if exists, evaluated, known := inv.scope.ClassState(class); known {
			return exists, evaluated
		}
		if class == "settings" {
			return true, true
		}
		if ce := inv.s.e.opts.ClassExists; ce != nil {
			return ce(class), false
		}
		return false, false
	}
	display, reason := undefinedName(name, state)
	switch inv.s.e.opts.Strict {
	case "off":
	case "error":
		return nil, false, argumentErrorf("Undefined variable '%s'; %s", display, reason)
	default:
		inv.s.warnOnce("undefined_variables", "Variable: "+display, "Undefined variable '"+display+"'; "+reason+fileLocation(""))
	}
	return nil, false, nil
}

// undefinedName is how Puppet's scope names a variable it did not find,
// and why: a qualified name whose class does not exist (or was not
// evaluated) says so; other qualified names (of an evaluated class) get a
// leading "::". Outside a compile only the settings class is evaluated.
func undefinedName(name string, classState func(string) (exists, evaluated bool)) (string, string) {
	fqn := strings.TrimPrefix(name, "::")
	i := strings.LastIndex(fqn, "::")
	if i < 0 {
		if fqn != name {
			return "::" + fqn, ""
		}
		return name, ""
	}
	class := fqn[:i]
	exists, evaluated := classState(class)
	switch {
	case evaluated:
		return "::" + fqn, ""
	case exists:
		return fqn, "class " + class + " has not been evaluated"
	}
	return fqn, "class " + class + " could not be found"
}
