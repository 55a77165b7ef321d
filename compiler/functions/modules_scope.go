package functions

import (
	"strings"

	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// Ports of module functions that read the calling scope's variables the way
// Ruby 3.x functions do (scope.lookupvar) or read templates: redis's
// getvar_emptystring, saz-ssh's ipaddresses, datacat's template_body.

// VarLooker is an optional interface of a Context: Ruby's
// scope.lookupvar(name) as 3.x functions call it, with Puppet's
// "Undefined variable 'x'; " warning (once per variable) for an unknown
// variable. Without it, functions read variables through Variable, silently.
type VarLooker interface {
	LookupVar(name string) (values.Value, bool)
}

// lookupVar is scope.lookupvar: the value, or nil for an unknown variable.
func lookupVar(c Context, name string) values.Value {
	var v values.Value
	var ok bool
	if l, is := c.(VarLooker); is {
		v, ok = l.LookupVar(name)
	} else {
		v, ok = c.Variable(name)
	}
	if !ok {
		return nil
	}
	return v
}

// TemplateFinder is an optional interface of a Context: Puppet's
// Puppet::Parser::Files.find_template and File.read of what it found: a
// template reference "module/path" is the file templates/path of that
// module, an absolute path is itself. found is false when no such file
// exists.
type TemplateFinder interface {
	FindTemplate(ref string) (content string, found bool, err error)
}

// DefaultsLooker is an optional interface of a Context: whether a
// resource default for the type's attribute is visible from the calling
// scope (Ruby's scope.lookupdefaults(type).has_key?(attr)). typ is a
// capitalized type name ("Exec", "Foo::Bar").
type DefaultsLooker interface {
	HasResourceDefault(typ, attr string) bool
}

func modulesScopeFunctions(l *Lib) {
	// staging 1.0: scope_defaults(type, attribute) is whether a resource
	// default of the attribute is in effect for the type in the calling
	// scope. Without a DefaultsLooker no default is ever visible.
	l.Register3x("scope_defaults", "staging", -1, func(c Context, args []values.Value) (values.Value, error) {
		if len(args) != 2 {
			return nil, ParseErr("scope_defaults(): Wrong number of arguments given (%d for 2)", len(args))
		}
		segs := strings.Split(RubyToS(args[0]), "::")
		for i, seg := range segs {
			segs[i] = rubystr.Capitalize(seg)
		}
		l, ok := c.(DefaultsLooker)
		if !ok {
			return false, nil
		}
		return l.HasResourceDefault(strings.Join(segs, "::"), RubyToS(args[1])), nil
	})

	// redis 3.2: lookupvar of the name, '' for an undefined (or undef)
	// variable.
	l.Register3x("getvar_emptystring", "redis", -1, func(c Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, ParseErr("getvar_emptystring(): wrong number of arguments (%d; must be 1)", len(args))
		}
		v := lookupVar(c, RubyToS(args[0]))
		if v == nil {
			return "", nil
		}
		return v, nil
	})

	// saz-ssh 2.8: the ipaddress_IFACE and ipaddress6_IFACE facts of every
	// interface of the interfaces fact whose name does not contain "lo";
	// false without an interfaces fact.
	l.Register3x("ipaddresses", "ssh", -1, func(c Context, args []values.Value) (values.Value, error) {
		ifs := lookupVar(c, "interfaces")
		if ifs == nil {
			return false, nil
		}
		out := []values.Value{}
		for _, iface := range strings.Split(RubyToS(ifs), ",") {
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
	l.Register3x("template_body", "datacat", -1, func(c Context, args []values.Value) (values.Value, error) {
		var b strings.Builder
		for _, a := range args {
			ref := RubyToS(a)
			f, ok := c.(TemplateFinder)
			if !ok {
				return nil, Errorf("template_body(): this compiler gives functions no access to templates")
			}
			text, found, err := f.FindTemplate(ref)
			if err != nil {
				return nil, err
			}
			if !found {
				return nil, ParseErr("Could not find template '%s'", ref)
			}
			b.WriteString(text)
		}
		return b.String(), nil
	})
}
