package eval

import (
	"context"
	"math"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// stdlib functions (3.x API) that read the catalog.

func stdlibFunctions(l *functions.Lib) {
	// getparam(reference, name): keystone::ldap_backend reads keystone_config
	// values with it.
	l.Add(&functions.Function{Name: "getparam", Module: "stdlib", Signatures: []*functions.Signature{{
		Rest: anyRest("args"),
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).getparam(args)
		}}}})
	// stdlib::str2resource("Type[title]"): the reference of a resource
	// already in the catalog (Puppet::Resource.type_and_title: quotes are
	// part of the title).
	l.Add(&functions.Function{Name: "stdlib::str2resource", Module: "stdlib", Signatures: []*functions.Signature{{
		Required: []functions.Param{{Name: "res_string", Type: values.StringType(0, math.MaxInt64)}},
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			s := args[0].(string)
			typ, title, ok := "", "", false
			if i := strings.IndexByte(s, '['); i > 0 && strings.HasSuffix(s, "]") && len(s)-i > 2 &&
				!strings.ContainsAny(s[:i], "[]") {
				typ, title, ok = s[:i], s[i+1:len(s)-1], true
			}
			if !ok {
				return nil, rawf("No title provided and %s is not a valid resource reference", values.RubyInspect(s))
			}
			r := cc(ctx).c.findResource(typeKey(typ), title)
			if r == nil {
				return nil, rawf("stdlib::str2resource(): could not find %s[%s], this is parse order dependent and values should not be quoted", values.CapitalizeSegments(typ), title)
			}
			if r.typ == "Class" {
				return values.ClassRef(r.title), nil
			}
			return values.ResourceRef(r.typ, r.title), nil
		}}}})
	// get_module_path(name): postfix::augeas reads its lenses with it.
	l.Add(&functions.Function{Name: "get_module_path", Module: "stdlib", Signatures: []*functions.Signature{{
		Rest: anyRest("args"),
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			x := cc(ctx)
			if len(args) != 1 {
				return nil, rawf("get_module_path(): Wrong number of arguments, expects one")
			}
			name := values.RubyToS(args[0])
			if d, ok := x.moduleDir(name); ok {
				return d, nil
			}
			return nil, rawf("Could not find module %s in environment %s", name, x.c.req.Environment)
		}}}})
	// Puppet's module_directory(names...): the directory of the first module
	// found, or undef.
	moduleDirectory := func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		x := cc(ctx)
		for _, n := range flattenValues(args) {
			if s, ok := n.(string); ok {
				if d, ok := x.moduleDir(s); ok {
					return d, nil
				}
			}
		}
		return nil, nil
	}
	register(l, "module_directory",
		&functions.Signature{Rest: &functions.Param{Name: "names", Type: values.StringType(0, math.MaxInt64)}, Call: moduleDirectory},
		&functions.Signature{Rest: &functions.Param{Name: "names", Type: values.ArrayType(values.StringType(0, math.MaxInt64))},
			Call: func(ctx functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
				// Puppet's module_directory_array(scope, names) takes the
				// repeated arrays as one argument: two arrays are a Ruby
				// arity error.
				if len(args) != 1 {
					return nil, rawf("wrong number of arguments (given %d, expected 2)", len(args)+1)
				}
				return moduleDirectory(ctx, args, b)
			}})
}

// moduleDir is the directory of a module on the environment's module path
// (Puppet's environment.module(name).path), for get_module_path and
// module_directory: the environment's function table knows its modules.
func (x *callContext) moduleDir(name string) (string, bool) {
	return x.c.functionTable().Index().ModuleDir(name)
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
	typ, title, ok := refTypeTitle(ref)
	if !ok {
		// findresource(reference.to_s): "Type[title]", else the catalog's
		// ArgumentError (undef is '' here).
		s := values.RubyToS(ref)
		if typ, title, ok = parseRefString(s); !ok {
			return nil, rawf("No title provided and %s is not a valid resource reference", values.RubyInspect(s))
		}
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

// Context is functions.Context's: the compile's context.
func (x *callContext) Context() context.Context { return x.c.ctx }
