package functions

import (
	"context"
	"errors"

	"github.com/punch-dev/punch/compiler/values"
)

// The optional interfaces of a Context: what some functions use when the
// evaluator's context implements them (docs/functions.md, "What functions
// expect of the Context"), and the errors a Context returns.

// Contexter is implemented by a Context whose compile can be cancelled:
// functions that wait on the outside world (generate's command) stop with it.
type Contexter interface {
	Context() context.Context
}

// ContextOf is the compile's context of c (Contexter), else
// context.Background(): what bounds a function's waits and its regexp
// matches (the request's deadline).
func ContextOf(c Context) context.Context {
	if cx, ok := c.(Contexter); ok {
		return cx.Context()
	}
	return context.Background()
}

// PuppetDBQuerier answers puppetdb_query: query is the function's argument
// (a PQL string or a query AST as an array) and the answer PuppetDB's,
// decoded from JSON. Errors carry Puppet's wording (the PuppetDB
// terminus's). api/puppetdb's Client is one.
type PuppetDBQuerier interface {
	PuppetDBQuery(ctx context.Context, query values.Value) (values.Value, error)
}

// PuppetDBContext is the optional interface of a Context that gives the
// compile's PuppetDB (the evaluator's does).
type PuppetDBContext interface {
	// PuppetDB returns the compile's context and its PuppetDB, nil when
	// the compile has none.
	PuppetDB() (context.Context, PuppetDBQuerier)
}

// TypeResolver is an optional interface of a Context: it resolves the
// capitalized names of a type written as a string (type aliases, resource
// types) as the compile sees them. Without it, only Puppet's built-in
// types are known to assert_type('String') and the like.
type TypeResolver interface {
	ResolveType(name string) (values.Type, bool)
}

// UnknownFunctionError is what Context.Call returns when no function has
// the name (call() reports it with Puppet's wording).
type UnknownFunctionError struct{ Name string }

func (e *UnknownFunctionError) Error() string { return "Unknown function: '" + e.Name + "'." }

// ScopeNamer is an optional interface of a Context: Puppet's Scope#to_s of
// the calling scope ("Scope(Class[main])"), which Ruby's errors about the
// scope print.
type ScopeNamer interface {
	ScopeName() string
}

// Call3x is scope.function_<name>([args]) as a port of a 3.x function
// makes it: a function that does not exist is Ruby's NoMethodError on the
// scope, as in Puppet ("undefined method `function_x' for
// Scope(Class[main]):Puppet::Parser::Scope"), not Puppet's unknown function.
func Call3x(c Context, name string, args []values.Value) (values.Value, error) {
	v, err := c.Call(name, args, nil)
	var unknown *UnknownFunctionError
	if errors.As(err, &unknown) && unknown.Name == name {
		scope := "Scope()"
		if sn, ok := c.(ScopeNamer); ok {
			scope = sn.ScopeName()
		}
		return nil, Errorf("undefined method `function_%s' for %s:Puppet::Parser::Scope", name, scope)
	}
	return v, err
}

// PlainLogger is an optional interface of a Context: it logs a message
// that Puppet does not attribute to a scope (Puppet.notice and
// Puppet.warning in Ruby code print "Notice: text", not "Notice:
// Scope(Class[x]): text").
type PlainLogger interface {
	LogPlain(level, msg string)
}

// PuppetStacker is an optional interface of a Context: Puppet's stack of
// the call (Puppet::Pops::PuppetStack.stacktrace), innermost frame first:
// the file and line of each Puppet-level function call, and each main
// manifest with line 0. stdlib's deprecation() prints its first two frames.
type PuppetStacker interface {
	PuppetStack() (files []string, lines []int)
}

// VarLooker is an optional interface of a Context: Ruby's
// scope.lookupvar(name) as 3.x functions call it, with Puppet's
// "Undefined variable 'x'; " warning (once per variable) for an unknown
// variable. Without it, functions read variables through Variable, silently.
type VarLooker interface {
	LookupVar(name string) (values.Value, bool)
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
