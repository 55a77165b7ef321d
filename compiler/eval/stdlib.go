package eval

import (
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// stdlib functions (3.x API) that read the catalog.

func init() {
	// getparam(reference, name): keystone::ldap_backend reads keystone_config
	// values with it.
	functions.Register(&functions.Function{Name: "getparam", Module: "stdlib", Signatures: []*functions.Signature{{
		Rest: anyRest("args"),
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).getparam(args)
		}}}})
}

// getparam is stdlib 8.5's getparam: the value of a parameter of a resource
// in the catalog so far, or ” when the resource or the parameter is not
// there (or the parameter is undef). As Puppet's Parser::Resource#[], the
// name "title" is the title; other names are the parameters the resource has
// at the time of the call: those given in its declaration and resource
// defaults, not yet the defaults of a defined type that is still to be
// evaluated (a class's are there once it is declared).
func (x *callContext) getparam(args []values.Value) (values.Value, error) {
	// Ruby's `unless reference` fails only without arguments: an undef
	// argument reaches a 3.x function as '' (true in Ruby).
	if len(args) == 0 {
		return nil, rawf("Must specify a reference")
	}
	ref := args[0]
	var name values.Value
	if len(args) > 1 {
		name = args[1]
	}
	param, ok := name.(string)
	if !ok {
		return nil, rawf("Must specify name of a parameter")
	}
	if param == "" {
		return "", nil
	}
	var typ, title string
	switch r := ref.(type) {
	case *values.ResourceT:
		typ, title = r.TypeName, r.Title
	case *values.ClassT:
		typ, title = "Class", r.ClassName
	default:
		// findresource(reference.to_s): "Type[title]", else the catalog's
		// ArgumentError (undef is '' here).
		s := values.RubyToS(ref)
		t, ti, ok := parseRefString(s)
		if !ok {
			return nil, rawf("No title provided and %s is not a valid resource reference", values.RubyInspect(s))
		}
		typ, title = t, ti
	}
	r := x.c.findResource(typeKey(typ), title)
	if r == nil {
		return "", nil
	}
	if param == "title" {
		return r.title, nil
	}
	if v, ok := r.get(param); ok && v != nil {
		return v, nil
	}
	return "", nil
}
