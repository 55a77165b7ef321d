package functions

import (
	"context"
	"errors"

	"github.com/punch-dev/punch/compiler/values"
)

// What a Context gives besides its methods (registry.go): the PuppetDB a
// compile queries, and the errors a Context returns.

// ContextOf is the compile's context of c (Context.Context), else
// context.Background() for no Context: what bounds a function's waits and
// its regexp matches (the request's deadline).
func ContextOf(c Context) context.Context {
	if c == nil {
		return context.Background()
	}
	return c.Context()
}

// PuppetDBQuerier answers puppetdb_query: query is the function's argument
// (a PQL string or a query AST as an array) and the answer PuppetDB's,
// decoded from JSON. Errors carry Puppet's wording (the PuppetDB
// terminus's). api/puppetdb's Client is one.
type PuppetDBQuerier interface {
	PuppetDBQuery(ctx context.Context, query values.Value) (values.Value, error)
}

// UnknownFunctionError is what Context.Call returns when no function has
// the name (call() reports it with Puppet's wording).
type UnknownFunctionError struct{ Name string }

func (e *UnknownFunctionError) Error() string { return "Unknown function: '" + e.Name + "'." }

// Call3x is scope.function_<name>([args]) as a port of a 3.x function
// makes it: a function that does not exist is Ruby's NoMethodError on the
// scope, as in Puppet ("undefined method `function_x' for
// Scope(Class[main]):Puppet::Parser::Scope"), not Puppet's unknown function.
func Call3x(c Context, name string, args []values.Value) (values.Value, error) {
	v, err := c.Call(name, args, nil)
	var unknown *UnknownFunctionError
	if errors.As(err, &unknown) && unknown.Name == name {
		return nil, Errorf("undefined method `function_%s' for %s:Puppet::Parser::Scope", name, c.ScopeName())
	}
	return v, err
}
