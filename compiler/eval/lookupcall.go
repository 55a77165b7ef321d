package eval

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/modfunc"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/hiera"
	"github.com/punch-dev/punch/parser/ast"
)

// LookupCall is one call of lookup(), answered whole by the compile's
// DataLookup as Puppet's lookup function does with the compile's lookup
// adapter: the arguments in any of Puppet's signatures (wrong ones with
// Puppet's message), names in turn, override and default values hashes,
// the default or the lambda, the type check, and Puppet's errors. An
// error Puppet shows as it is (a Puppet::DataBinding::LookupError such as
// "Function lookup() did not find a value for the name 'x'") is returned
// as an *Error without a location; any other error (not an *Error) is an
// error of the call, located there ("Error while evaluating a Function
// Call, ..."). Errors from the lambda are returned unchanged.
type LookupCall struct {
	// Args are the arguments as given.
	Args []values.Value
	// Block is the call's lambda, nil when it has none.
	Block functions.Block
	// Variable finds a variable of the calling scope, for interpolation.
	Variable func(name string) (values.Value, bool)
	// ResolveType resolves a type name as the compile sees it (type
	// aliases), for convert_to in lookup_options.
	ResolveType func(name string) (values.Type, bool)
	// ClassState tells whether a class exists and whether it has been
	// evaluated (Hiera's undefined variable warnings).
	ClassState func(name string) (exists, evaluated bool)
	// CallFunction runs a data provider function a hiera.yaml level names
	// (see Compiler.dataFunction).
	CallFunction func(name string, args []values.Value) (values.Value, error)
	// Node and Environment identify the compile.
	Node, Environment string
}

// lookupCall hands a lookup() call to the compile's data lookup service.
func (x *callContext) lookupCall(d DataLookup, args []values.Value, b functions.Block) (values.Value, error) {
	s := x.s
	v, err := d.LookupCall(&LookupCall{Args: args, Block: b, Variable: s.Lookup, ResolveType: x.ResolveType, ClassState: x.c.classState,
		CallFunction: x.c.dataFunction(x.at, func() *Scope { return s }), Node: x.c.req.Node, Environment: x.c.req.Environment})
	if err != nil {
		return nil, err
	}
	return x.c.withReplaced(v), nil
}

// dataFunction is how Hiera calls the data provider functions of Puppet
// code and Ruby (a level's lookup_key, data_hash or data_dig naming one),
// as Puppet's FunctionProvider#load_function finds them: a name qualified
// with a module is found as that module's own code finds functions,
// "environment::x" and unqualified names as the environment's code does.
// The function runs in the scope of the lookup (scope()); at is the
// lookup() call, nil for automatic parameter lookup (the class's
// definition is used then). An unknown name is hiera.ErrUnknownFunction.
func (c *Compiler) dataFunction(at ast.Node, scope func() *Scope) func(name string, args []values.Value) (values.Value, error) {
	return func(name string, args []values.Value) (values.Value, error) {
		name = normalizeFunctionName(name)
		caller := dataFunctionCaller(name)
		s := scope()
		if s == nil {
			s = c.top
		}
		if name == hiera.V3BackendFunction {
			return c.hiera3Backend(s, at, args)
		}
		if name == hiera.ReturnTypesFunction && len(args) == 1 {
			fn, _ := args[0].(string)
			return c.declaredReturnTypes(normalizeFunctionName(fn))
		}
		node := at
		if node == nil {
			node = ast.Span{File: s.source.file, Start: ast.Pos{Line: s.source.line}}
		}
		ch, err := c.resolveFunction(name, caller)
		if err != nil {
			return nil, err
		}
		v, found, err := c.callResolved(ch, caller, node, s, args, nil)
		if !found {
			return nil, hiera.ErrUnknownFunction
		}
		return v, err
	}
}

// lookupKey asks the compile's data lookup service for a key (automatic
// class parameter lookup); a compile without one finds no data.
func (c *Compiler) lookupKey(q *LookupQuery) (values.Value, bool, error) {
	if c.req.Data == nil {
		return nil, false, nil
	}
	v, found, err := c.req.Data.Lookup(q)
	if found && err == nil {
		v = c.withReplaced(v)
	}
	return v, found, err
}

// classState tells whether a class exists (autoloading it, as Puppet's
// find_hostclass does) and whether it has been evaluated (has its scope),
// for Hiera's "Undefined variable 'x::y'; class x has not been evaluated"
// (Puppet's Scope#qualified_scope).
func (c *Compiler) classState(name string) (exists, evaluated bool) {
	name = normalizeClassName(name)
	if c.classScopes[name] != nil {
		return true, true
	}
	td, err := c.findClass(name)
	return err == nil && td != nil, false
}

// contextMember calls a member of Puppet::LookupContext from Puppet code:
// a data provider function written in Puppet gets a hiera.Context and
// calls $context.not_found(), $context.cache(k, v), ... (Puppet's
// eval_CallMethodExpression calls an object's members before looking for
// a function of that name). found is false for other receivers and
// names.
func (c *Compiler) contextMember(recv values.Value, n *ast.CallMethod, args []values.Value, s *Scope) (values.Value, bool, error) {
	ctx, ok := recv.(*hiera.Context)
	if !ok {
		return nil, false, nil
	}
	var blk *closure
	if n.Lambda != nil {
		blk = &closure{c: c, lambda: n.Lambda, scope: s}
	}
	want := func(min, max int) error {
		if len(args) < min || len(args) > max {
			if min == max {
				return rawf("'%s' expects %d arguments, got %d", n.Name, min, len(args))
			}
			return rawf("'%s' expects between %d and %d arguments, got %d", n.Name, min, max, len(args))
		}
		return nil
	}
	var v values.Value
	var err error
	switch n.Name {
	case "not_found":
		// Puppet throws :no_such_key: nothing after it runs, and the
		// function provider takes it as "not found" (hiera.Context).
		return nil, true, ctx.NotFound()
	case "environment_name":
		if err = want(0, 0); err == nil {
			v = ctx.EnvironmentName()
		}
	case "module_name":
		if err = want(0, 0); err == nil && ctx.ModuleName() != "" {
			v = ctx.ModuleName()
		}
	case "cache":
		if err = want(2, 2); err == nil {
			if v, err = ctx.Cache(args[0], args[1]); err != nil {
				return nil, true, rawf("%s", err.Error())
			}
		}
	case "cache_all":
		if err = want(1, 1); err == nil {
			h, isHash := args[0].(*values.Hash)
			if !isHash {
				return nil, true, rawf("'cache_all' parameter 'hash' expects a Hash value, got %s", values.TypeOfGeneralized(args[0]).String())
			}
			for i := 0; i < h.Len(); i++ {
				k, e := h.At(i)
				if _, err := ctx.Cache(k, e); err != nil {
					return nil, true, rawf("%s", err.Error())
				}
			}
		}
	case "cache_has_key":
		if err = want(1, 1); err == nil {
			v = ctx.CacheHasKey(args[0])
		}
	case "cached_value":
		if err = want(1, 1); err == nil {
			v = ctx.CachedValue(args[0])
		}
	case "cached_entries":
		if err = want(0, 0); err != nil {
			break
		}
		if blk == nil {
			// An Iterable of [key, value] pairs.
			pairs := make([]values.Value, ctx.CacheSize())
			for i := range pairs {
				k, e := ctx.CacheEntry(i)
				pairs[i] = []values.Value{k, e}
			}
			v = pairs
			break
		}
		two := len(n.Lambda.Params) == 2
		err = ctx.CachedEntries(func(k, e any) error {
			if two {
				_, err := blk.Call(k, e)
				return err
			}
			_, err := blk.Call([]values.Value{k, e})
			return err
		})
	case "explain":
		if err = want(0, 0); err == nil && blk != nil && ctx.Explaining() {
			var text values.Value
			if text, err = blk.Call(); err == nil {
				ctx.Explain(values.ToString(text))
			}
		}
	case "interpolate":
		if err = want(1, 1); err == nil {
			v, err = ctx.Interpolate(args[0])
		}
	case "cached_file_data":
		if err = want(1, 1); err != nil {
			break
		}
		path, isString := args[0].(string)
		if !isString {
			return nil, true, rawf("'cached_file_data' parameter 'path' expects a String value, got %s", values.TypeOfGeneralized(args[0]).String())
		}
		var parse func(string) (any, error)
		if blk != nil {
			parse = func(content string) (any, error) { return blk.Call(content) }
		}
		v, err = ctx.CachedFileData(path, parse)
	default:
		return nil, false, nil
	}
	return v, true, err
}

// DataFunctions is the data provider function caller of a lookup made
// outside a compile (`punch lookup`, with or without --compile): the
// functions run in the top scope of one compile of req that evaluates no
// manifest (as CallFunction), and their errors are worded as
// CallFunction words them. Puppet's `puppet lookup` loads the functions
// with the node's compiler too.
func DataFunctions(ctx context.Context, req *Request) (func(name string, args []values.Value) (values.Value, error), error) {
	if req.Loader == nil {
		return nil, errors.New("data functions: no loader")
	}
	c, err := topScopeCompiler(ctx, req)
	if err != nil {
		return nil, err
	}
	call := c.dataFunction(nil, func() *Scope { return c.top })
	return func(name string, args []values.Value) (v values.Value, err error) {
		defer func() {
			if r := recover(); r != nil {
				v, err = nil, fmt.Errorf("Internal error: %v (please report it with the lookup that caused it)", r)
			}
		}()
		v, err = call(name, args)
		if err != nil {
			err = replayError(err)
		}
		return v, err
	}, nil
}

// declaredReturnTypes answers hiera.ReturnTypesFunction: the return type
// each dispatch of the data provider function name declares (a Puppet
// function's `>> Type`, a Ruby function's return_type per dispatch), nil
// where one declares none; hiera.ErrUnknownFunction when there is no such
// function.
func (c *Compiler) declaredReturnTypes(name string) (values.Value, error) {
	ch, err := c.resolveFunction(name, dataFunctionCaller(name))
	if err != nil {
		return nil, err
	}
	switch {
	case ch.pp != nil:
		if ch.pp.def.ReturnType == nil {
			return []values.Value{nil}, nil
		}
		rt, err := c.evalTypeIn(ch.pp.def.ReturnType, c.top)
		if err != nil {
			return nil, err
		}
		return []values.Value{rt}, nil
	case ch.mod != nil:
		rf, err := ch.mod.Ruby()
		if err != nil || len(rf.Dispatches) == 0 {
			// No dispatch declared: Puppet's default dispatcher has no
			// return type (a function that cannot load fails when called).
			return []values.Value{nil}, nil
		}
		out := make([]values.Value, len(rf.Dispatches))
		for i, d := range rf.Dispatches {
			rt, err := modfunc.ReturnType(rf, d, c.resolveType)
			if err != nil {
				return nil, err
			}
			if rt != nil {
				out[i] = rt
			}
		}
		return out, nil
	case ch.core != nil:
		rt, err := coreReturnType(name)
		if err != nil || rt == nil {
			return []values.Value{nil}, err
		}
		return []values.Value{rt}, nil
	}
	return nil, hiera.ErrUnknownFunction
}

// dataFunctionCaller is the module a data provider function is resolved
// from: its own name's (Puppet's loaders.private_loader_for_module), the
// environment's for an unqualified or environment:: name.
func dataFunctionCaller(name string) string {
	if q, _, ok := strings.Cut(name, "::"); ok && q != "environment" {
		return q
	}
	return ""
}
