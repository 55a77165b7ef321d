package ports

import (
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// Ports of module functions that read the calling scope's variables the way
// Ruby 3.x functions do (scope.lookupvar) or read templates: redis's
// getvar_emptystring, saz-ssh's ipaddresses, datacat's template_body.

// lookupVar is scope.lookupvar: the value, or nil for an unknown variable.
func lookupVar(c functions.Context, name string) values.Value {
	v, _ := c.LookupVar(name)
	return v
}

func modulesScopeFunctions(l *functions.Lib) {
	// staging 1.0: scope_defaults(type, attribute) is whether a resource
	// default of the attribute is in effect for the type in the calling
	// scope (Context.HasResourceDefault).
	l.Register3x("scope_defaults", "staging", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 2 {
			return nil, functions.ParseErr("scope_defaults(): Wrong number of arguments given (%d for 2)", len(args))
		}
		segs := strings.Split(functions.RubyToS(args[0]), "::")
		for i, seg := range segs {
			segs[i] = rubystr.Capitalize(seg)
		}
		return c.HasResourceDefault(strings.Join(segs, "::"), functions.RubyToS(args[1])), nil
	})

	// redis 3.2: lookupvar of the name, '' for an undefined (or undef)
	// variable.
	l.Register3x("getvar_emptystring", "redis", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("getvar_emptystring(): wrong number of arguments (%d; must be 1)", len(args))
		}
		v := lookupVar(c, functions.RubyToS(args[0]))
		if v == nil {
			return "", nil
		}
		return v, nil
	})

	// saz-ssh 2.8: the ipaddress_IFACE and ipaddress6_IFACE facts of every
	// interface of the interfaces fact whose name does not contain "lo";
	// false without an interfaces fact.
	l.Register3x("ipaddresses", "ssh", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		ifs := lookupVar(c, "interfaces")
		if ifs == nil {
			return false, nil
		}
		out := []values.Value{}
		for _, iface := range strings.Split(functions.RubyToS(ifs), ",") {
			if iface == "" || strings.Contains(iface, "lo") {
				continue
			}
			for _, fact := range []string{"ipaddress_" + iface, "ipaddress6_" + iface} {
				if v := lookupVar(c, fact); v != nil && v != false {
					out = append(out, v)
				}
			}
		}
		return out, nil
	})

	// datacat 0.6: the text of the templates, joined.
	l.Register3x("template_body", "datacat", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		var b strings.Builder
		for _, a := range args {
			ref := functions.RubyToS(a)
			text, found, err := c.FindTemplate(ref)
			if err != nil {
				return nil, err
			}
			if !found {
				return nil, functions.ParseErr("Could not find template '%s'", ref)
			}
			b.WriteString(text)
		}
		return b.String(), nil
	})
}
