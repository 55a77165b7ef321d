package eval

import (
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
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
	return d.LookupCall(&LookupCall{Args: args, Block: b, Variable: s.Lookup, ResolveType: x.ResolveType, ClassState: x.c.classState,
		CallFunction: x.c.dataFunction(x.at, func() *Scope { return s }), Node: x.c.req.Node, Environment: x.c.req.Environment})
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
		caller := ""
		if q, _, ok := strings.Cut(name, "::"); ok && q != "environment" {
			caller = q
		}
		s := scope()
		if s == nil {
			s = c.top
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
	return c.req.Data.Lookup(q)
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
