// Package functions is the API of functions written in Go (Function,
// Signature, Context, Block, Dispatch, Table, Lib) and the helpers their
// implementations share (Puppet's dispatch written with Puppet type
// strings, the 3.x calling convention, Ruby's view of values, errors with
// Puppet's wording).
//
// The functions themselves are split by origin, each package exporting its
// list (Functions) with no process-wide state: Puppet's own in
// compiler/functions/core, the ports of stdlib's in compiler/functions/stdlib,
// the ports of the other modules' in compiler/functions/ports, and those
// that act on the catalog or the scope in compiler/eval (eval.GoFunctions
// puts them all in one Table, per environment).
//
// Functions written in Puppet (`function` definitions) and the modules'
// Ruby functions are not here: the environment's function table
// (compiler/modfunc) finds them and the evaluator calls them.
package functions

import (
	"context"
	"encoding/hex"
	"errors"
	"sort"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Context is what a function sees of the compile that calls it. The
// evaluator implements it; functions must not keep it after returning.
// Every method has an answer: a Context without the thing asked for (a
// test's) says so in its answer, as each method tells (docs/functions.md,
// "What functions expect of the Context").
type Context interface {
	// The calling scope.

	// Variable looks a variable up from the calling scope ("facts",
	// "::fqdn", "mod::var"), as Puppet's getvar does.
	Variable(name string) (values.Value, bool)
	// LookupVar is Ruby's scope.lookupvar(name) as 3.x functions call
	// it: Variable with Puppet's "Undefined variable 'x'; " warning (once
	// per variable) for an unknown variable.
	LookupVar(name string) (values.Value, bool)
	// ScopeName is Puppet's Scope#to_s of the calling scope
	// ("Scope(Class[main])"), which Ruby's errors about the scope print;
	// "Scope()" without one.
	ScopeName() string
	// PuppetStack is Puppet's stack of the call
	// (Puppet::Pops::PuppetStack.stacktrace), innermost frame first: the
	// file and line of each Puppet-level function call, and each main
	// manifest with line 0. stdlib's deprecation() prints its first two
	// frames. Empty when not known.
	PuppetStack() (files []string, lines []int)
	// HasResourceDefault is whether a resource default for the type's
	// attribute is visible from the calling scope (Ruby's
	// scope.lookupdefaults(type).has_key?(attr)). typ is a capitalized
	// type name ("Exec", "Foo::Bar").
	HasResourceDefault(typ, attr string) bool

	// Calls and logging.

	// Call calls another function (Go or Puppet) by name.
	Call(name string, args []values.Value, block Block) (values.Value, error)
	// Log emits a message from a logging function (notice, warning, ...)
	// at the given Puppet level ("notice", "warning", "err", ...), attributed
	// to the calling scope as Puppet does: "Scope(Class[main])".
	Log(level, msg string)
	// Warn emits a compiler warning attributed to the call's location.
	Warn(msg string)
	// LogPlain logs a message that Puppet does not attribute to a scope
	// (Puppet.notice and Puppet.warning in Ruby code print "Notice: text",
	// not "Notice: Scope(Class[x]): text").
	LogPlain(level, msg string)
	// WarnOnce emits a warning once per key (Puppet emits deprecation and
	// warn_once warnings once).
	WarnOnce(key, msg string)

	// The compile.

	// NodeName identifies the node for fqdn_rand and similar (Puppet uses
	// the fqdn fact / certname).
	NodeName() string
	// Context is the compile's context (context.Background() for a
	// Context that cannot be cancelled): functions that wait on the
	// outside world (generate's command) and regexp matches stop with it
	// (the request's deadline).
	Context() context.Context
	// PuppetDB returns the compile's context and its PuppetDB, a nil
	// querier when the compile has none.
	PuppetDB() (context.Context, PuppetDBQuerier)
	// ResolveType resolves the capitalized names of a type written as a
	// string (type aliases, resource types) as the compile sees them;
	// false for a name it does not know (only Puppet's built-in types are
	// then known to assert_type('String') and the like).
	ResolveType(name string) (values.Type, bool)
	// FindTemplate is Puppet's Puppet::Parser::Files.find_template and
	// File.read of what it found: a template reference "module/path" is
	// the file templates/path of that module, an absolute path is itself.
	// found is false when no such file exists.
	FindTemplate(ref string) (content string, found bool, err error)
}

// Block is a lambda passed to a function.
type Block interface {
	// Arity returns the minimum and maximum number of arguments the lambda
	// accepts; max is -1 when it captures the rest.
	Arity() (min, max int)
	// Call invokes the lambda. A `next(v)` inside it returns v normally.
	// A `break()` inside it returns an error for which IsBreak is true; an
	// iterating function stops and returns its result so far as Puppet does.
	// Other errors (including `return` unwinding to an enclosing Puppet
	// function) must be returned unchanged.
	Call(args ...values.Value) (values.Value, error)
	// ParamTypes returns the declared parameter types (nil entries for
	// parameters without a type); used for dispatch on the block's signature.
	ParamTypes() []values.Type
}

// errBreak is returned by Block.Call when the lambda executed break().
var errBreak = errors.New("break() from context where this is illegal")

// ErrBreak is the error the evaluator returns from Block.Call for break().
func ErrBreak() error { return errBreak }

// IsBreak reports whether err is the break() signal.
func IsBreak(err error) bool { return errors.Is(err, errBreak) }

// Param is one declared parameter of a signature.
type Param struct {
	Name string
	Type values.Type // nil means Any
}

// BlockRule says whether a signature takes a lambda.
type BlockRule int

const (
	NoBlock BlockRule = iota
	OptionalBlock
	RequiredBlock
)

// Signature is one dispatch of a function, as Puppet's `dispatch` blocks:
// Required parameters first, then Optional ones, then Rest (repeated,
// min RestMin times) when non-nil.
type Signature struct {
	Required []Param
	Optional []Param
	Rest     *Param
	RestMin  int
	Block    BlockRule
	// BlockName is the name Puppet gives the block parameter in errors.
	BlockName string
	// ArgumentMismatch marks a signature of Puppet's argument_mismatch
	// kind: tried in order like the others, but when nothing matches it
	// is not among the signatures the error lists.
	ArgumentMismatch bool
	Call             func(c Context, args []values.Value, b Block) (values.Value, error)
}

// Function is a named Go function with one or more signatures, tried in
// order; the first whose parameters accept the arguments is called.
type Function struct {
	Name       string
	Signatures []*Signature
	// Module is "" for Puppet's own functions. For a Go port of a function
	// that Puppet loads from a module (stdlib's pick, ...), it names that
	// module: the evaluator resolves the function only when the module is on
	// the environment's modulepath, as Puppet would.
	Module string
	// Raw3x is, for a function written against Puppet's 3.x API, its body
	// as Ruby code calls it (scope.function_<name>(args)): with
	// newfunction's arity check, without the argument conversion a call
	// from Puppet code gets (the caller has made its arguments already).
	// nil for other functions.
	Raw3x Func3x
}

// Table is a set of Go functions by name: Puppet's own, the ports of
// module functions, the evaluator's. It is built from the lists the
// origin packages export (NewTable), never changed afterwards, and safe
// for concurrent use. Each environment's function table
// (compiler/modfunc) takes Puppet's own functions from one (Core) and,
// for a module's Ruby function, the Go port checked against the exact file
// the environment has (Port).
type Table struct {
	byName map[string]*Function
}

// NewTable makes a Table of the functions of lists. Names are
// case-sensitive and may be qualified ("stdlib::ensure"); a name given
// twice panics (a programming error: every test that builds a table finds
// it).
func NewTable(lists ...[]*Function) *Table {
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	t := &Table{byName: make(map[string]*Function, n)}
	for _, l := range lists {
		for _, f := range l {
			if _, dup := t.byName[f.Name]; dup {
				panic("functions: defined twice: " + f.Name)
			}
			t.byName[f.Name] = f
		}
	}
	return t
}

// Lookup returns the Go function with the given name, Puppet's own or a
// port, whatever the environment: for tests of the library and for
// commands that call a function of the library outside a compile.
func (t *Table) Lookup(name string) (*Function, bool) {
	f, ok := t.byName[strings.TrimPrefix(name, "::")]
	return f, ok
}

// Core returns Puppet's own function with the given name (Module ""):
// these exist in every environment and are found before any module's.
func (t *Table) Core(name string) (*Function, bool) {
	f, ok := t.Lookup(name)
	if !ok || f.Module != "" {
		return nil, false
	}
	return f, true
}

// Names returns every name of the table (unordered).
func (t *Table) Names() []string {
	out := make([]string, 0, len(t.byName))
	for n := range t.byName {
		out = append(out, n)
	}
	return out
}

// All returns every function of the table, sorted by name.
func (t *Table) All() []*Function {
	out := make([]*Function, 0, len(t.byName))
	for _, f := range t.byName {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

//go:generate go run ./internal/portkeys

// portName identifies a port: the module and the function's name.
type portName struct{ module, name string }

// portKey is the module file a port was checked against: its path in the
// module and the SHA-256 of its content (hex).
type portKey struct{ file, sha256 string }

// Port returns the Go port of module's function name when it was checked
// against a file of exactly this content (sum is the SHA-256 of the Ruby
// file the environment has): any other version of the file must run in the
// Ruby runtime. The keys are generated (portkeys_gen.go, by
// internal/portkeys from Debian's modules), never typed by hand.
func (t *Table) Port(module, name string, sum [32]byte) (*Function, bool) {
	k, ok := portKeys[portName{module, name}]
	if !ok || k.sha256 != hex.EncodeToString(sum[:]) {
		return nil, false
	}
	f, ok := t.Lookup(name)
	if !ok || f.Module != module {
		return nil, false
	}
	return f, true
}
