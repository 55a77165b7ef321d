package eval

import (
	"math"
	"os"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/functions/ports"
	"github.com/punch-dev/punch/compiler/functions/stdlib"
	"github.com/punch-dev/punch/compiler/util/rubyfile"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
)

// The functions defined here act on the catalog or the scope, or are
// part of the evaluator's control flow; data functions live in the
// function library (compiler/functions/...).

// Functions is the list of the evaluator's functions: Puppet's own that
// need the catalog, the scope or control flow (include, defined, lookup,
// each, epp, find_file, ...) and the ports of stdlib's functions that do
// (getparam, defined_with_params, ...). Made anew at each call.
func Functions() []*functions.Function {
	l := &functions.Lib{}
	builtinFunctions(l)
	stdlibFunctions(l)
	fileFunctions(l)
	return l.Functions()
}

// GoFunctions is every function written in Go a compile can call, as one
// table made anew at each call from the lists of their packages: Puppet's
// own (compiler/functions/core's and the evaluator's) and the ports of
// module functions (compiler/functions/stdlib's, compiler/functions/ports',
// the evaluator's). Each environment's
// function table (compiler/modfunc) is built with it.
func GoFunctions() *functions.Table {
	return functions.NewTable(core.Functions(), stdlib.Functions(), ports.Functions(), Functions())
}

func anyRest(name string) *functions.Param { return &functions.Param{Name: name} }

// register adds one of Puppet's own functions to l.
func register(l *functions.Lib, name string, sigs ...*functions.Signature) {
	l.Add(&functions.Function{Name: name, Signatures: sigs})
}

// statement3x adds one of Puppet 7.23's own 3.x functions of type
// :statement that have no 4.x function of the same name (create_resources,
// realize, tag, fail): Puppet wraps them in Function3x for Puppet code and
// call_function, and scope.function_<name> drops a :statement function's
// value too ("avoid leaking arbitrary value if not being an rvalue
// function", parser/functions.rb), so the call is undef wherever it is
// made (golden fix17_statement3x_value). The body returns only its error.
func statement3x(l *functions.Lib, name string, rest *functions.Param, restMin int, req, opt []functions.Param, body func(x *callContext, args []values.Value) error) {
	register(l, name, &functions.Signature{Required: req, Optional: opt, Rest: rest, RestMin: restMin,
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return nil, body(cc(ctx), args)
		}})
}

// cc returns the evaluator's context behind a functions.Context.
func cc(ctx functions.Context) *callContext {
	return ctx.(*callContext)
}

func builtinFunctions(l *functions.Lib) {
	// Classes
	register(l, "include", &functions.Signature{Rest: anyRest("names"), RestMin: 1,
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).declareClasses(args, false, false)
		}})
	register(l, "contain", &functions.Signature{Rest: anyRest("names"), RestMin: 1,
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).declareClasses(args, true, false)
		}})
	register(l, "require", &functions.Signature{Rest: anyRest("names"), RestMin: 1,
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).declareClasses(args, false, true)
		}})

	// Virtual resources and tags
	statement3x(l, "realize", anyRest("refs"), 1, nil, nil, func(x *callContext, args []values.Value) error {
		refs := flattenValues(args)
		col := &collector{kind: fixedSetCollector, refs: refs, scope: x.s}
		x.c.collectors = append(x.c.collectors, col)
		return nil
	})
	statement3x(l, "tag", anyRest("tags"), 1, nil, nil, func(x *callContext, args []values.Value) error {
		if x.s.resource == nil {
			return nil
		}
		for _, a := range flattenValues(args) {
			if err := x.s.resource.tags.addValue(a); err != nil {
				return err
			}
		}
		return nil
	})
	register(l, "tagged", &functions.Signature{Rest: anyRest("tags"), RestMin: 1,
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			x := cc(ctx)
			for _, a := range flattenValues(args) {
				t := strings.ToLower(values.ToString(a))
				if !x.c.catalogTags.has(t) && (x.s.resource == nil || !x.s.resource.tags.has(t)) {
					return false, nil
				}
			}
			return true, nil
		}})
	register(l, "defined", &functions.Signature{Rest: anyRest("vals"), RestMin: 1,
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).defined(args)
		}})

	// Logging
	for _, level := range []string{"debug", "info", "notice", "warning", "err", "alert", "crit", "emerg"} {
		level := level
		register(l, level, &functions.Signature{Rest: anyRest("values"),
			Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
				parts := make([]string, len(args))
				for i, a := range args {
					parts[i] = values.ToString(a)
				}
				ctx.Log(level, strings.Join(parts, " "))
				return nil, nil
			}})
	}
	statement3x(l, "fail", anyRest("message"), 0, nil, nil, func(_ *callContext, args []values.Value) error {
		parts := make([]string, len(args))
		for i, a := range args {
			parts[i] = values.ToString(a)
		}
		return rawf("%s", strings.Join(parts, " "))
	})

	// Control flow
	register(l, "break", &functions.Signature{
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return nil, cc(ctx).control(cfBreak, nil)
		}})
	register(l, "next", &functions.Signature{Optional: []functions.Param{{Name: "value"}},
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			var v values.Value
			if len(args) > 0 {
				v = args[0]
			}
			return nil, cc(ctx).control(cfNext, v)
		}})
	register(l, "return", &functions.Signature{Optional: []functions.Param{{Name: "value"}},
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			var v values.Value
			if len(args) > 0 {
				v = args[0]
			}
			return nil, cc(ctx).control(cfReturn, v)
		}})

	// Resources from data
	statement3x(l, "create_resources", nil, 0, []functions.Param{{Name: "type"}, {Name: "instances"}},
		[]functions.Param{{Name: "defaults"}}, (*callContext).createResources)

	// Files and templates
	register(l, "file", &functions.Signature{Rest: anyRest("files"), RestMin: 1,
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).file(args)
		}})
	register(l, "epp", &functions.Signature{
		Required: []functions.Param{{Name: "path", Type: values.StringType(0, math.MaxInt64)}},
		Optional: []functions.Param{{Name: "parameters"}},
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).epp(args)
		}})
	register(l, "inline_epp", &functions.Signature{
		Required: []functions.Param{{Name: "template"}},
		Optional: []functions.Param{{Name: "parameters"}},
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).inlineEPP(args)
		}})
	register(l, "template", &functions.Signature{Rest: anyRest("templates"), RestMin: 1,
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).template(args)
		}})
	register(l, "inline_template", &functions.Signature{Rest: anyRest("templates"), RestMin: 1,
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).inlineTemplate(args)
		}})

	// Data
	register(l, "lookup", &functions.Signature{
		Required: []functions.Param{{Name: "name"}},
		Optional: []functions.Param{{Name: "value_type"}, {Name: "merge"}, {Name: "default_value"}},
		Block:    functions.OptionalBlock,
		Call: func(ctx functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return cc(ctx).lookup(args, b)
		}})

	// stdlib's defined_with_params needs the catalog.
	l.Add(&functions.Function{Name: "defined_with_params", Module: "stdlib", Signatures: []*functions.Signature{{
		Required: []functions.Param{{Name: "reference"}},
		Optional: []functions.Param{{Name: "params"}},
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			var params values.Value
			if len(args) > 1 {
				params = args[1]
			}
			return cc(ctx).definedWithParams(args[0], params)
		}}}})

	// stdlib's assert_private needs the scope's definition.
	l.Add(&functions.Function{Name: "assert_private", Module: "stdlib", Signatures: []*functions.Signature{{
		Optional: []functions.Param{{Name: "message"}},
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			x := cc(ctx)
			mod, _ := x.s.Lookup("module_name")
			caller, _ := x.s.Lookup("caller_module_name")
			if values.RubyEqual(mod, caller) {
				return nil, nil
			}
			if len(args) > 0 {
				if m, ok := args[0].(string); ok {
					return nil, rawf("%s", m)
				}
			}
			src := x.s.source
			kind, name := "Definition", ""
			if src != nil {
				name = src.name
				if src.kind == kindClass {
					kind = "Class"
				}
			}
			return nil, rawf("%s %s is private", kind, name)
		}}}})

	// Iteration
	// each, map and filter dispatch as Puppet's: a hash or an iterable, and
	// a lambda taking one or two arguments (the first signature that takes
	// the lambda decides how it is called: iterate makes the same choice).
	register(l, "each", iterationSignatures(func(ctx functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
		err := iterate(args[0], b, func(v values.Value) error { return nil })
		if err != nil && !functions.IsBreak(err) {
			return nil, err
		}
		return args[0], nil
	})...)
	register(l, "map", iterationSignatures(func(ctx functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
		out := []values.Value{}
		err := iterate(args[0], b, func(v values.Value) error { out = append(out, v); return nil })
		if err != nil && !functions.IsBreak(err) {
			return nil, err
		}
		return out, nil
	})...)
	register(l, "filter", iterationSignatures(func(ctx functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
		return filter(args[0], b)
	})...)
	reduce := func(ctx functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
		var memo values.Value
		haveMemo := len(args) > 1
		if haveMemo {
			memo = args[1]
		}
		err := forEach(args[0], func(_ int64, e values.Value) error {
			if !haveMemo {
				memo, haveMemo = e, true
				return nil
			}
			v, err := b.Call(memo, e)
			if err != nil {
				return err
			}
			memo = v
			return nil
		})
		if err != nil && !functions.IsBreak(err) {
			return nil, err
		}
		return memo, nil
	}
	register(l, "reduce",
		functions.SetBlockType(&functions.Signature{Required: []functions.Param{{Name: "enumerable", Type: iterableType}}, Block: functions.RequiredBlock, Call: reduce}, callable2),
		functions.SetBlockType(&functions.Signature{Required: []functions.Param{{Name: "enumerable", Type: iterableType}, {Name: "memo"}}, Block: functions.RequiredBlock, Call: reduce}, callable2))
	register(l, "with", &functions.Signature{Rest: anyRest("args"), Block: functions.RequiredBlock,
		Call: func(ctx functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return b.Call(args...)
		}})
}

var (
	iterableType = mustParseType("Iterable")
	anyHashType  = mustParseType("Hash[Any, Any]")
	callable1    = mustParseType("Callable[1,1]")
	callable2    = mustParseType("Callable[2,2]")
)

func mustParseType(s string) values.Type {
	t, err := values.ParseType(s, nil)
	if err != nil {
		panic("eval: " + s + ": " + err.Error())
	}
	return t
}

// iterationSignatures are the dispatches of each, map and filter (Puppet's
// X_Hash_2, X_Hash_1, X_Enumerable_2, X_Enumerable_1), all calling fn.
func iterationSignatures(fn func(functions.Context, []values.Value, functions.Block) (values.Value, error)) []*functions.Signature {
	sig := func(name string, t, block values.Type) *functions.Signature {
		return functions.SetBlockType(&functions.Signature{Required: []functions.Param{{Name: name, Type: t}},
			Block: functions.RequiredBlock, Call: fn}, block)
	}
	return []*functions.Signature{
		sig("hash", anyHashType, callable2), sig("hash", anyHashType, callable1),
		sig("enumerable", iterableType, callable2), sig("enumerable", iterableType, callable1),
	}
}

func (x *callContext) control(kind cfKind, v values.Value) error {
	sp := x.at.Loc()
	return &controlFlow{kind: kind, value: v, file: sp.File, line: sp.Start.Line, col: sp.Start.Col}
}

// declareClasses is include/contain/require.
func (x *callContext) declareClasses(args []values.Value, contain, require bool) (values.Value, error) {
	names, err := classNames(args)
	if err != nil {
		return nil, err
	}
	out := make([]values.Value, 0, len(names))
	resources, err := x.c.includeClasses(x.s, names, contain)
	if err != nil {
		return nil, err
	}
	for i, n := range names {
		res := resources[i]
		out = append(out, values.ClassRef(n))
		if require && x.s.resource != nil && res != nil {
			ref := values.ClassRef(res.title)
			var list []values.Value
			if cur, ok := x.s.resource.get("require"); ok && cur != nil {
				list = flattenValues([]values.Value{cur})
			}
			list = append(list, ref)
			x.s.resource.setParam(&param{name: "require", value: list, source: x.s.source})
		}
	}
	return out, nil
}

func (x *callContext) defined(args []values.Value) (values.Value, error) {
	c := x.c
	for _, a := range args {
		switch v := a.(type) {
		case string:
			if strings.HasPrefix(v, "$") {
				if _, ok := x.s.Lookup(v[1:]); ok {
					// A parameter whose default is not evaluated yet
					// is defined (Puppet's ParameterScope#include?).
					c.unevaluatedParam = ""
					return true, nil
				}
				continue
			}
			switch v {
			case "":
				continue
			case "main":
				return true, nil
			}
			if rt, err := c.resolveResourceType(v); err != nil {
				return nil, err
			} else if rt != nil && !rt.class {
				return true, nil
			}
			if td, err := c.findClass(v); err != nil {
				return nil, err
			} else if td != nil {
				return true, nil
			}
		case *values.ResourceT:
			if v.TypeName == "" {
				return nil, rawf("The given resource type is a reference to all kind of types")
			}
			if !v.HasTitle {
				rt, err := c.resolveResourceType(v.TypeName)
				if err != nil {
					return nil, err
				}
				if rt != nil {
					return true, nil
				}
				continue
			}
			// Puppet finds the type first (find_resource_type: '::file'
			// is no type) and then the resource of that type.
			typ := typeKey(v.TypeName)
			if !strings.EqualFold(v.TypeName, "class") {
				rt, err := c.resolveResourceType(v.TypeName)
				if err != nil {
					return nil, err
				}
				if rt == nil {
					continue
				}
				typ = rt.name
			}
			if c.findResource(typ, v.Title) != nil {
				return true, nil
			}
		case *values.ClassT:
			if v.ClassName == "" {
				return nil, rawf("The given class type is a reference to all classes")
			}
			if c.findResource("Class", v.ClassName) != nil {
				return true, nil
			}
		case *values.TypeT:
			switch t := v.Type.(type) {
			case *values.ResourceT:
				r, err := x.defined([]values.Value{t})
				if err != nil {
					return nil, err
				}
				if r == true {
					return true, nil
				}
			case *values.ClassT:
				if t.ClassName == "" {
					return nil, rawf("The given class type is a reference to all classes")
				}
				if td, err := c.findClass(t.ClassName); err != nil {
					return nil, err
				} else if td != nil {
					return true, nil
				}
			}
		default:
			return nil, rawf("'defined' parameter 'vals' expects a value of type String, Type[CatalogEntry], or Type[Type[CatalogEntry]], got %s", values.TypeOfGeneralized(a).String())
		}
	}
	return false, nil
}

func (x *callContext) createResources(args []values.Value) error {
	c := x.c
	typ, ok := args[0].(string)
	if !ok {
		if rt, ok2 := args[0].(*values.ResourceT); ok2 && !rt.HasTitle {
			typ = rt.TypeName
		} else {
			typ = values.ToString(args[0])
		}
	}
	instances, ok := args[1].(*values.Hash)
	if !ok {
		return rawf("create_resources(): second argument must be a hash")
	}
	defaults := values.NewHash(0)
	if len(args) > 2 && args[2] != nil {
		d, ok := args[2].(*values.Hash)
		if !ok {
			return rawf("create_resources(): third argument, if provided, must be a hash")
		}
		defaults = d
	}
	form := ast.Regular
	switch {
	case strings.HasPrefix(typ, "@@"):
		form = ast.Exported
	case strings.HasPrefix(typ, "@"):
		form = ast.Virtual
	}
	typeName := strings.ToLower(strings.TrimLeft(typ, "@"))
	if instances.Len() == 0 {
		// Puppet resolves the type per instance: no instances, no type
		// needed (a site's create_resources('account', hiera_hash(...))
		// on a node without the module and without accounts).
		return nil
	}
	rt, err := c.resolveResourceType(typeName)
	if err != nil {
		return err
	}
	if rt == nil {
		return rawf("Unknown resource type: '%s'", typeName)
	}
	sp := x.at.Loc()
	// Puppet takes the resources' file and line from the top of its Puppet
	// stack, where a call from code without a file (punch compile -e) is
	// 'unknown' (Puppet::Pops::PuppetStack.stack).
	file := sp.File
	if file == "" {
		file = "unknown"
	}
	fake := &ast.Resource{Span: sp, Form: form}
	for i := 0; i < instances.Len(); i++ {
		k, v := instances.At(i)
		ph, ok := v.(*values.Hash)
		if !ok && v != nil {
			// Puppet's defaults.merge(params): Ruby's implicit conversion
			// error (golden err_realmod_keystone_fernet_strings)
			return rawf("no implicit conversion of %s into Hash", values.RubyConversionName(v))
		}
		// The instance's parameters over the defaults (no merged copy
		// when either is empty: it is only read).
		merged := ph
		switch {
		case ph.Len() == 0:
			merged = defaults
		case defaults.Len() > 0:
			merged = defaults.Merge(ph)
		}
		params := c.paramPtrs.take(merged.Len())
		for j := 0; j < merged.Len(); j++ {
			pk, pv := merged.At(j)
			params = append(params, c.newParam(values.ToString(pk), pv, sp.File, sp.Start.Line, x.s.source))
		}
		var titles []values.Value
		if a, ok := k.([]values.Value); ok {
			titles = a
		} else {
			titles = []values.Value{k}
		}
		for _, t := range titles {
			c.titleValue = nil
			if _, isStr := t.(string); !isStr {
				// Puppet keeps a title that is not a string as it is
				// (its $title, no title tag, a name parameter).
				c.titleValue = t
			}
			_, err := c.createResource(x.s, rt, values.ToString(t), params, fake, file, sp.Start.Line, true)
			c.titleValue = nil
			if err != nil {
				return err
			}
		}
	}
	return nil
}

func (x *callContext) file(args []values.Value) (values.Value, error) {
	c := x.c
	for _, a := range args {
		ref := values.ToString(a)
		path, ok := c.moduleFile("files", ref)
		if !ok {
			continue
		}
		b, err := c.loader.ReadFile(path)
		if err != nil {
			return nil, err
		}
		// read as 'bom|utf-8' (read_preserve_line_endings; golden
		// fix12_file_utf8_bom)
		return string(rubyfile.ReadBOMUTF8(b)), nil
	}
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = values.ToString(a)
	}
	return nil, rawf("Could not find any files from %s", strings.Join(parts, ", "))
}

func (x *callContext) epp(args []values.Value) (values.Value, error) {
	c := x.c
	ref := args[0].(string)
	// Puppet's EppEvaluator adds ".epp" to a name that is not an
	// existing file (relative names are tried against the working
	// directory, as Ruby's File.exist? does) and does not end in .epp:
	// epp('mod/file') finds mod/templates/file.epp.
	if !strings.HasSuffix(ref, ".epp") {
		if _, err := os.Stat(ref); err != nil {
			ref += ".epp"
		}
	}
	path, ok := c.moduleFile("templates", ref)
	if !ok {
		return nil, rawf("Could not find template '%s'", ref)
	}
	prog, err := c.loader.ParseEPP(path)
	if err != nil {
		if _, parse := diag.From(err); parse {
			// EppEvaluator.epp wraps a ParseError as inline_epp does
			return nil, rawf("epp(): Invalid EPP: %s", err.Error())
		}
		return nil, err
	}
	var params *values.Hash
	if len(args) > 1 && args[1] != nil {
		h, ok := args[1].(*values.Hash)
		if !ok {
			return nil, rawf("'epp' parameter 'parameters' expects a Hash value, got %s", values.TypeOfGeneralized(args[1]).Name())
		}
		params = h
	}
	return c.renderEPP(prog, params, x.s, true)
}

func (x *callContext) inlineEPP(args []values.Value) (values.Value, error) {
	c := x.c
	src, ok := args[0].(string)
	if !ok {
		return nil, rawf("'inline_epp' parameter 'template' expects a String value, got %s", values.TypeOfGeneralized(args[0]).Name())
	}
	// Puppet parses the text as the file 'inlined-epp-text': its lexer's
	// warnings (logged at every call, before any error), its syntax errors
	// and the errors of its evaluation are located there.
	prog, warns, err := parser.ParseWithWarnings("inlined-epp-text", []byte(src), true)
	for _, w := range warns {
		c.log("warning", "", w.Error())
	}
	if err != nil {
		return nil, rawf("inline_epp(): Invalid EPP: %s", err.Error())
	}
	var params *values.Hash
	if len(args) > 1 && args[1] != nil {
		h, ok := args[1].(*values.Hash)
		if !ok {
			return nil, rawf("'inline_epp' parameter 'parameters' expects a Hash value, got %s", values.TypeOfGeneralized(args[1]).Name())
		}
		params = h
	}
	return c.renderEPP(prog, params, x.s, false)
}

// lookup is Puppet's lookup(): the compile's data lookup service answers
// the whole call (LookupCall), as every compile that runs code has one
// (Request.Data: environments.DataLookup). A request without one cannot
// look data up: Puppet has no compile without its lookup adapter.
func (x *callContext) lookup(args []values.Value, b functions.Block) (values.Value, error) {
	d := x.c.req.Data
	if d == nil {
		return nil, rawf("lookup() cannot be called: the compile has no data lookup service")
	}
	return x.lookupCall(d, args, b)
}

// ---------------------------------------------------------------------------
// Iteration helpers

// elements returns what an iteration over v visits: array elements, hash
// entries as [key, value], string characters, 0..n-1 for an integer.
func elements(v values.Value) ([]values.Value, error) {
	if a, ok := v.([]values.Value); ok {
		return a, nil
	}
	var out []values.Value
	err := forEach(v, func(_ int64, e values.Value) error {
		out = append(out, e)
		return nil
	})
	if out == nil && err == nil {
		out = []values.Value{}
	}
	return out, err
}

// forEach visits the elements of an iterable value in order without
// building them all (an Integer or Integer[a, b] may be huge).
func forEach(v values.Value, fn func(i int64, e values.Value) error) error {
	switch x := v.(type) {
	case []values.Value:
		for i, e := range x {
			if err := fn(int64(i), e); err != nil {
				return err
			}
		}
		return nil
	case *values.Hash:
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			if err := fn(int64(i), []values.Value{k, val}); err != nil {
				return err
			}
		}
		return nil
	case string:
		i := int64(0)
		for _, r := range x {
			if err := fn(i, string(r)); err != nil {
				return err
			}
			i++
		}
		return nil
	case int64:
		for i := int64(0); i < x; i++ {
			if err := fn(i, i); err != nil {
				return err
			}
		}
		return nil
	case *values.IntegerT:
		if x.Min == math.MinInt64 || x.Max == math.MaxInt64 {
			break
		}
		n := int64(0)
		if x.Min <= x.Max {
			for i := x.Min; ; i++ {
				if err := fn(n, i); err != nil {
					return err
				}
				n++
				if i == x.Max {
					break
				}
			}
		} else {
			for i := x.Min; ; i-- {
				if err := fn(n, i); err != nil {
					return err
				}
				n++
				if i == x.Max {
					break
				}
			}
		}
		return nil
	case *values.Iterator:
		var err error
		n := int64(0)
		x.Each(func(e values.Value) bool {
			err = fn(n, e)
			n++
			return err == nil
		})
		return err
	case *values.EnumT:
		// Puppet's Iterable.on: an Enum iterates over its values.
		for i, s := range x.Values {
			if err := fn(int64(i), s); err != nil {
				return err
			}
		}
		return nil
	case *values.TypeAliasT:
		// ... and an alias over what it stands for.
		if r := x.Resolved(); r != nil {
			return forEach(r, fn)
		}
	}
	return rawf("expects an Iterable value, got %s", values.TypeOfGeneralized(v).Name())
}

// iterate calls b for each element: (elem) or (index, elem) for arrays,
// (pair) or (key, value) for hashes.
func iterate(v values.Value, b functions.Block, emit func(values.Value) error) error {
	min, max := b.Arity()
	two := max < 0 || max >= 2
	if min < 2 && max == 1 {
		two = false
	}
	if h, ok := v.(*values.Hash); ok {
		for i := 0; i < h.Len(); i++ {
			k, val := h.At(i)
			var r values.Value
			var err error
			if two {
				r, err = b.Call(k, val)
			} else {
				r, err = b.Call([]values.Value{k, val})
			}
			if err != nil {
				return err
			}
			if err := emit(r); err != nil {
				return err
			}
		}
		return nil
	}
	return forEach(v, func(i int64, e values.Value) error {
		var r values.Value
		var err error
		if two {
			r, err = b.Call(i, e)
		} else {
			r, err = b.Call(e)
		}
		if err != nil {
			return err
		}
		return emit(r)
	})
}

func filter(v values.Value, b functions.Block) (values.Value, error) {
	_, max := b.Arity()
	two := max < 0 || max >= 2
	if h, ok := v.(*values.Hash); ok {
		out := values.NewHash(0)
		for i := 0; i < h.Len(); i++ {
			k, val := h.At(i)
			var r values.Value
			var err error
			if two {
				r, err = b.Call(k, val)
			} else {
				r, err = b.Call([]values.Value{k, val})
			}
			if err != nil {
				if functions.IsBreak(err) {
					return out, nil
				}
				return nil, err
			}
			if values.Truthy(r) {
				out.Put(k, val)
			}
		}
		return out, nil
	}
	elems, err := elements(v)
	if err != nil {
		return nil, err
	}
	out := []values.Value{}
	for i, e := range elems {
		var r values.Value
		if two {
			r, err = b.Call(int64(i), e)
		} else {
			r, err = b.Call(e)
		}
		if err != nil {
			if functions.IsBreak(err) {
				return out, nil
			}
			return nil, err
		}
		if values.Truthy(r) {
			out = append(out, e)
		}
	}
	return out, nil
}

// definedWithParams is stdlib's defined_with_params: whether a resource
// (or, with an empty title, any resource of the type) is in the catalog
// with the given parameter values, ignoring the resource being evaluated.
func (x *callContext) definedWithParams(ref, params values.Value) (values.Value, error) {
	c := x.c
	if ref == nil {
		return nil, rawf("Must specify a reference")
	}
	var want *values.Hash
	switch p := params.(type) {
	case nil:
	case string:
		if p != "" {
			return nil, rawf("undefined method `map' for %q:String", p)
		}
	case *values.Hash:
		want = p
	default:
		return nil, rawf("undefined method `map' for %s", values.ToString(params))
	}
	typ, title, ok := refTypeTitle(ref)
	if !ok {
		s, isString := ref.(string)
		if !isString {
			return nil, rawf("Reference is not understood: '%s'", rubyClassName(ref))
		}
		typ = s // a type name alone
	}
	typ = typeKey(typ)
	var candidates []*Resource
	if title == "" {
		candidates = c.ofType(typ)
	} else if r := c.findResource(typ, title); r != nil {
		candidates = []*Resource{r}
	}
	self := x.s.resource
	for _, r := range candidates {
		if self != nil && c.cachedRef(r) == c.cachedRef(self) {
			continue
		}
		ok := true
		want.Each(func(k, v values.Value) bool {
			have, _ := r.get(values.ToString(k))
			if !(have == nil && v == nil) && !values.RubyEqual(have, v) {
				ok = false
				return false
			}
			return true
		})
		if ok {
			return true, nil
		}
	}
	return false, nil
}
