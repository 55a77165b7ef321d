package stdlib

import (
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// stdlib's ensure_packages, ensure_resource and ensure_resources. They
// declare resources through two functions the evaluator defines, as the
// Ruby originals do:
//
//   - create_resources(type, {title => params}, defaults) (Puppet's own);
//   - defined_with_params(reference, params) (stdlib's; it needs the
//     catalog): whether a resource "type[title]" is in the catalog with
//     those parameter values (undef matching an absent parameter), any
//     resource of the type when the title is empty, ignoring the resource
//     whose body is being evaluated.

func ensureFunctions(l *functions.Lib) {
	l.Register3x("ensure_resource", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return nil, ensureResource(c, args)
	})
	l.Register3x("ensure_resources", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		typ, title, params, err := resourceArgs(args)
		if err != nil {
			return nil, err
		}
		h, ok := title.(*values.Hash)
		if !ok {
			return nil, functions.ParseErr("ensure_resources(): Requires second argument to be a Hash")
		}
		for i := 0; i < h.Len(); i++ {
			name, own := h.At(i)
			merged := params
			if values.Truthy(own) {
				ph, ok := params.(*values.Hash)
				if !ok {
					return nil, core.NoMethodError("merge", params)
				}
				oh, ok := own.(*values.Hash)
				if !ok {
					return nil, functions.Errorf("no implicit conversion of %s into Hash", core.RubyClassForConversion(own))
				}
				merged = ph.Merge(oh)
			}
			if err := ensureResource(c, []values.Value{typ, name, merged}); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})
	l.Register("ensure_packages", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		defaults := values.HashFrom("ensure", "installed")
		if len(args) > 1 && args[1] != nil {
			defaults = defaults.Merge(args[1].(*values.Hash))
			if e, _ := defaults.GetString("ensure"); e == "present" {
				defaults.Put("ensure", "installed")
			}
		}
		if h, ok := args[0].(*values.Hash); ok {
			_, err := c.Call("ensure_resources", []values.Value{"package", h, defaults}, nil)
			return nil, err
		}
		for _, p := range rubyArray(args[0]) {
			if _, err := c.Call("ensure_resource", []values.Value{"package", p, defaults}, nil); err != nil {
				return nil, err
			}
		}
		return nil, nil
	}).Req("packages", "Variant[String[1], Array[String[1]], Hash[String[1], Any]]").Opt("default_attributes", "Hash"))
}

// ensureResource is stdlib's ensure_resource(type, title(s), params).
func ensureResource(c functions.Context, args []values.Value) error {
	typ, title, params, err := resourceArgs(args)
	if err != nil {
		return err
	}
	ts := functions.RubyToS(typ)
	for _, item := range functions.FlattenValues([]values.Value{title}) {
		ref := ts + "[" + functions.RubyToS(item) + "]"
		// stdlib's Ruby calls both as function_x of its scope
		defined, err := functions.Call3x(c, "defined_with_params", []values.Value{ref, params})
		if err != nil {
			return err
		}
		if values.Truthy(defined) {
			continue
		}
		inst := values.NewHash(1)
		inst.Put(item, params)
		if _, err := functions.Call3x(c, "create_resources", []values.Value{rubyCapitalizeASCII(ts), inst}); err != nil {
			return err
		}
	}
	return nil
}

// rubyCapitalizeASCII is String#capitalize for a type name.
func rubyCapitalizeASCII(s string) string { return rubystr.Capitalize(s) }

// resourceArgs are the type, title(s) and parameters of ensure_resource
// and ensure_resources, with their checks: a type and a title are
// required, the parameters default to an empty hash.
func resourceArgs(args []values.Value) (typ, title, params values.Value, err error) {
	typ, title, params = functions.Arg(args, 0), functions.Arg(args, 1), functions.Arg(args, 2)
	if typ == nil {
		return nil, nil, nil, functions.Errorf("Must specify a type")
	}
	if title == nil {
		return nil, nil, nil, functions.Errorf("Must specify a title")
	}
	if params == nil {
		params = values.NewHash(0)
	}
	return typ, title, params, nil
}
