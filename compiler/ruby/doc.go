// Package ruby runs the Ruby that Puppet modules ship — 4.x and 3.x
// functions, lib/puppet_x helpers, ERB templates, resource type
// definitions — with the semantics of Ruby 3.1 as Puppet 7.23 runs it on
// Debian 12 (/usr/bin/ruby 3.1.2 is the oracle).
//
// It is one Ruby front end for the whole project: a lexer and parser
// (AST nodes with file, line and column), a tree-walking interpreter with
// Ruby's object model (classes, modules, mixins, singleton classes,
// blocks/procs/lambdas, exceptions), the core classes modules use, and
// the part of Puppet's Ruby API that module code sees
// (Puppet::Functions.create_function, Puppet::Parser::Functions.newfunction,
// Puppet::Pops::Types helpers, Puppet::ParseError, ...).
//
// # Where state lives
//
// An [Env] is one environment's Ruby world as files: its load path and
// the files parsed from it. Parsed files are immutable; an Env is shared by
// any number of concurrent compiles.
//
// An [Interp] is the mutable Ruby state of ONE compile: the classes and
// modules that evaluated files defined or reopened, constants, class
// variables, globals, the function instances. It is confined to one
// goroutine at a time (calls may nest: a Ruby function calling a Puppet
// function calling a Ruby function on the same goroutine is fine).
// Puppet creates its loaders, and so evaluates 4.x function files, per
// compile; it keeps `require`d files for the life of the process. Punch
// keeps both per Interp, i.e. per compile, built from the immutable parsed
// files: no Ruby state leaks between compiles or between environments, and
// no locking is needed. Code that relies on state surviving from one
// compile to the next (a class variable used as a cross-compile cache)
// sees a fresh start each compile — the only difference from Puppet, and
// one that cannot change a catalog Puppet produces deterministically.
//
// The built-in classes (Object, String, Array, ... and their Go methods)
// are built once per process and shared read-only; an Interp overlays
// them, so reopening String in module code changes only that Interp.
//
// An Env prepares one Interp (builtins, preloaded libraries, Puppet's Ruby
// API) once and runs no code in it; Env.NewInterp returns a copy of it
// (fork.go) that shares only what cannot change, and each module's method
// table until the copy changes it. A Go method defined while an Interp is
// set up must therefore find its state through its Call (c.In, c.Self,
// Interp.kept), never through a variable captured at definition: the
// copies share the Go function.
//
// # Calling functions (FNBRIDGE)
//
//	env := ruby.NewEnv(ruby.EnvOptions{LoadPath: libDirs})
//	fn, err := env.LoadFunction("/etc/puppetlabs/code/modules/stdlib/lib/puppet/functions/stdlib/to_yaml.rb")
//	// fn.Name, fn.API, fn.Dispatches ... turn into a Puppet signature
//	v, err := fn.Call(ctx, host, fn.Dispatches[0], args, blk)
//
// LoadFunction evaluates the file in a scratch Interp to read what it
// declares; the result is immutable and may be cached with the Env. Call
// runs in the Interp the host provides through [InterpProvider] (one per
// compile, see above), or in a fresh Interp for this call alone when the
// host does not implement it.
//
// Arguments arrive as Puppet values (compiler/values) already checked by
// the caller against the chosen Dispatch; Call converts them to Ruby as
// Puppet does (undef→nil, default→:default, Sensitive, Binary, Timestamp,
// types as Puppet::Pops::Types objects, ...; for 3.x functions Puppet's
// Runtime3 conversion) and the result back.
//
// # Errors
//
// Every failure is an [*Error]: a Ruby syntax error, a Ruby exception
// escaping the function (Class is its Ruby class, e.g. "ArgumentError",
// "Puppet::ParseError"), a construct this runtime does not support
// (Unsupported is true; such an error can never be rescued by Ruby code,
// so an unsupported construct never turns into a silent wrong answer), a
// resource limit (Class "Punch::LimitError"), or an internal fault (Class
// "Punch::InternalError": a Go panic inside the interpreter is recovered
// and reported, never a crash). An error that came from the host (a Puppet
// function called through call_function that failed) is the Cause.
//
// # Limits
//
// Every Call is bounded by ctx (deadline, cancellation) and by [Limits]:
// evaluation steps, memory allocated by Ruby values (approximate: string,
// array and hash growth), and stack depth. Exceeding one raises an error of
// class "Punch::LimitError" (or "SystemStackError" for the stack, as Ruby)
// that Ruby code cannot rescue.
//
// # Built-in libraries (RUBYLIB)
//
// Ruby's standard libraries are implemented in compiler/ruby/rlib and bound
// into the runtime with [RegisterLibrary], from an init function:
//
//	func init() {
//		ruby.RegisterLibrary(ruby.Library{
//			Name:     "shellwords",
//			Autoload: nil, // constants Puppet has already loaded, e.g. "Set"
//			Setup: func(in *ruby.Interp) error {
//				m := in.DefineModule(nil, "Shellwords")
//				m.DefineSingletonMethod("escape", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
//					s, err := c.In.ExpectString(c.Args[0])
//					if err != nil {
//						return nil, err
//					}
//					return ruby.NewString(escape(s.String())), nil
//				})
//				// Parts of a library may be Ruby source:
//				_, err := in.EvalString("shellwords.rb", shellwordsRuby)
//				return err
//			},
//		})
//	}
//
// `require 'name'` runs Setup once per Interp. Libraries are found by
// name before the load path (as Ruby finds its own libraries before gems
// are activated). A program using this package imports rlib for its side
// effects (`import _ "github.com/punch-dev/punch/compiler/ruby/rlib"`).
// `require` of 'puppet', 'puppet/...' files Puppet itself provides, and of
// libraries Puppet has already loaded, succeeds as in Puppet; an unknown
// name raises LoadError ("cannot load such file -- name"), which Ruby code
// may rescue.
//
// # Ruby values in Go
//
// A [Value] is one of these Go types and nothing else:
//
//	nil          nil
//	bool         true, false
//	int64        Integer (fixnum range)
//	*big.Int     Integer outside int64 (never a value that fits int64)
//	float64      Float
//	*String      String (mutable, with an encoding: UTF-8, ASCII-8BIT, US-ASCII)
//	Symbol       Symbol
//	*Array       Array (mutable)
//	*Hash        Hash (mutable, insertion ordered, default value/proc)
//	*Range       Range
//	*Regexp      Regexp
//	*MatchData   MatchData
//	*Proc        Proc and lambda (also a Method object's proc)
//	*Module      a module or a class (IsClass)
//	*Object      any other object; Go-backed objects keep their state in Data
//
// Exceptions are *Object whose class descends from Exception.
//
// # Changes
//
//   - Interp.NewRational and RationalOf: Ruby's Rational for libraries
//     (Date's differences), a *big.Rat in lowest terms.
//   - Dispatch.ScopeParam (scope_param of InternalFunction dispatches).
//   - Host3 (optional): HasFunction3/CallFunction3 for scope.function_xxx and
//     Puppet::Parser::Functions.function; HostScope (optional): SetVar/Vars for
//     scope.setvar and scope.to_hash; CatalogHost (optional) for 3.x functions'
//     catalog queries (findresource, catalog.resources, resource, source,
//     lookupdefaults, compiler.environment, Puppet::Module.find,
//     Puppet::Parser::Files.find_template); ResourceRemover (optional) for
//     catalog.remove_resource and compiler.resources (an Enumerable whose
//     delete takes a resource out of the compiler's list), as
//     voxpupuli-extlib's remove_resource uses them.
//   - Library.Preload; (*Object).IvarNames.
//   - Optional host interfaces ScopeLogger (ScopeLog: the 3.x scope's own
//     warning/notice/... methods, which Puppet prints with the scope as source)
//     and OnceLogger (LogOnce: Puppet.warn_once / deprecation_warning keys).
//   - closure_scope of a 4.x function looks unqualified names up as "::name"
//     through Host.LookupVar (top scope), the calling scope (3.x self,
//     scope_param) without the prefix.
//   - LoadFunction of a 3.x file (lib/puppet/parser/functions/) that defines a
//     method fails with Class "SecurityError" and Puppet's message.
//   - Error.Offset; Hooks / SetHooks / Mutations / RunTemplate / IvarProvider
//     (for compiler/erb: one Ruby object per Puppet value read, in-place
//     changes reported back).
//   - Library.Setup's errors: return the error of Interp.Raise for a Ruby
//     exception; any other error is reported as an internal error.
//   - Function.OverridesCall; Call with a nil dispatch on a 4.x function is
//     Puppet's entry point, the instance's call(scope, *args, &blk); the
//     optional host interface Dispatcher (SelectDispatch, CheckReturn)
//     chooses the dispatch for Puppet's Dispatcher#dispatch; Opaque carries a
//     Ruby object that is no Puppet value (the scope) to it. One instance of
//     each 4.x function per Interp (per compile), as Puppet's loader keeps.
//   - Optional host interfaces: ScopeCaller (Scope#call_function in the
//     calling scope: a 3.x function's self, a scope_param scope,
//     call_function_with_scope), SettingClassHost (Puppet[:x] is a Symbol for
//     SymbolicEnumSetting and TerminusSetting), ResourceTypeHost
//     (Runtime3ResourceSupport.find_resource_type_or_class), StackHost
//     (Puppet::Pops::PuppetStack.stacktrace).
//   - A constant or method missing from Punch's Puppet API (under Puppet or
//     Facter, not a module's own class) is an unsupported *Error naming it
//     ("Puppet API: Puppet::X"), not a NameError/NoMethodError, when Puppet
//     7.23 has it (testdata/puppet_api: methods.txt, constants.txt); one
//     Puppet lacks too is Ruby's NameError/NoMethodError; defined? still
//     answers nil.
//   - ENV reads the server process's environment; assignments stay in the
//     Interp. gettext's _() and friends return their key (Puppet 7 runs with
//     disable_i18n). 3.x functions get resource references as
//     Puppet::Resource (Runtime3Converter).
//   - Function.Call3: a 3.x function called as scope.function_x([args]) from
//     Ruby, without the Runtime3 conversion of a call from Puppet code.
//   - Env.NewInterp copies a per-Env prepared Interp (see "Where state
//     lives"); Puppet's API is loaded in it, not at a compile's first
//     reference to Puppet.
//   - EnvOptions.RefuseCommands: an Env whose Ruby may not run commands
//     (backticks, system, Open3, Puppet::Util::Execution.execute), for Ruby
//     read outside a compile. Interp.Stdout nil: what Ruby writes to
//     standard output goes to the Host's log at debug level.
//   - Function.Also: the other 3.x functions a 3.x file defines.
//     ResourceHashHost (optional): Puppet::Resource#to_hash as Puppet's
//     parse_title.merge(parameters).
//   - ScopeChainHost (optional): the compile's other scopes for Scope#parent,
//     class_scope and newscope; a Scope object of another scope runs its
//     methods with the host AtScope gives. With it each scope is one Ruby
//     object per Interp (a 3.x function's self keeps its instance
//     variables per calling scope).
//   - ResourceMaker (optional): resources, defined type instances and classes
//     Ruby adds (Compiler#add_resource of a Puppet::Parser::Resource.new,
//     Puppet::Resource::Type#ensure_in_catalog/#instantiate_resource,
//     Catalog#add_class, set_parameter of a catalog resource); each method
//     runs in the host of the scope Ruby named (ScopeChainHost.AtScope).
//   - ScopeDefaultsHost (optional): the calling scope's own resource defaults
//     for Scope#lookupdefaults; Interp.ScopeDefaultsOverrides names the scopes
//     whose lookupdefaults module Ruby replaced and Interp.LookupDefaults asks
//     it for a resource's defaults. ScopeBoundHost (optional): Scope#bound?.
package ruby

import (
	"context"
	"fmt"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// EnvOptions configure an Env.
type EnvOptions struct {
	// LoadPath is the directories `require` searches, in order: the lib
	// directories of the environment's modules in modulepath order, then
	// the environment's own lib (as Puppet puts them on $LOAD_PATH).
	LoadPath []string
	// ReadFile reads a Ruby file; nil means os.ReadFile.
	ReadFile func(path string) ([]byte, error)
	// Limits bound each Call; zero fields take the defaults.
	Limits Limits
	// RefuseCommands reports running a command from this Env's Ruby
	// (backticks, %x, system, Open3, Puppet::Util::Execution.execute) as
	// not supported instead of running it: for Ruby read outside a compile
	// (a module's transport schemas read to answer an API request), where
	// Puppet's reason to run module code's commands does not hold.
	RefuseCommands bool
	// NoErrorHighlight and NoDidYouMean leave Ruby 3.1's error_highlight
	// snippet and did_you_mean's "Did you mean?" lines out of error
	// messages, as `ruby --disable=error_highlight,did_you_mean` does (for
	// tests whose texts were recorded that way). Puppet runs with both.
	NoErrorHighlight, NoDidYouMean bool
	// Single is for an Env whose one Interp lives on (a snapshot's type
	// loader): NewInterp builds it from nothing instead of keeping a
	// prepared base to copy, which another Interp would never use.
	Single bool
	// TypeDeclarations is for an Env that reads resource types for their
	// declarations only (compiler/resourcetypes' loader): the attribute
	// classes' DSL (newvalues, munge, validate, defaultto, ...) records
	// nothing, and Puppet::Type.new is not defined, so a loaded type keeps
	// only what the loader reads. A compile's Puppet::Type.type loads the
	// type file again in the compile's own Interp, with all of it.
	TypeDeclarations bool
}

// Limits bound the work of one Call (or one template render).
type Limits struct {
	// Steps is the number of evaluation steps (default 50 million).
	Steps int64
	// Memory is the approximate number of bytes Ruby strings, arrays and
	// hashes may allocate (default 256 MiB).
	Memory int64
	// StackDepth is the maximum nesting of Ruby method and block calls
	// (default 1000; Ruby raises SystemStackError somewhat deeper).
	StackDepth int
}

// ParamKind says how a dispatch parameter takes arguments.
type ParamKind int

const (
	Required         ParamKind = iota // param
	Optional                          // optional_param
	Repeated                          // repeated_param: zero or more
	RequiredRepeated                  // required_repeated_param: one or more
	BlockParam                        // block_param: a required block
	OptionalBlock                     // optional_block_param
)

func (k ParamKind) String() string {
	switch k {
	case Required:
		return "param"
	case Optional:
		return "optional_param"
	case Repeated:
		return "repeated_param"
	case RequiredRepeated:
		return "required_repeated_param"
	case BlockParam:
		return "block_param"
	case OptionalBlock:
		return "optional_block_param"
	}
	return fmt.Sprintf("ParamKind(%d)", int(k))
}

// Param is one parameter of a dispatch.
type Param struct {
	Kind ParamKind
	// Type is the Puppet type expression as written ("Variant[String,
	// Array[String]]"); a type given as a Ruby type object is written as
	// Puppet prints it. Block parameters default to "Callable".
	Type string
	Name string
}

// Dispatch is one `dispatch :method do ... end` of a 4.x function, or the
// one dispatch Puppet derives when a function declares none (the method
// named like the function, every parameter of type Any; Derived is set).
type Dispatch struct {
	Method     string
	Params     []Param // in declaration order, without the block
	Block      *Param  // block_param / optional_block_param, nil if none
	ReturnType string  // Puppet type expression, "" if none
	// ArgumentMismatch marks an `argument_mismatch :method do ... end`
	// dispatch: when it is the one that matches, the method returns the
	// text of the argument error Puppet raises (see Puppet's
	// Functions::Function#call).
	ArgumentMismatch bool
	// ScopeParam: the method takes the calling scope as its first argument
	// (scope_param of a Puppet::Functions::InternalFunction); it is not a
	// parameter of the Puppet signature.
	ScopeParam bool
	Derived    bool
	Line       int
}

// TypeAlias is one `type 'Name = Expr'` of a 4.x function's local_types.
type TypeAlias struct {
	Name string
	Expr string
	Line int
}

// Function is what a function file defines.
type Function struct {
	Name string // "stdlib::to_yaml", "pick"
	API  int    // 4 (Puppet::Functions.create_function) or 3 (newfunction)
	File string
	Line int // of the create_function / newfunction call
	// Hash is the hex SHA-256 of the file's content (for ports keyed by it).
	Hash string
	// Dispatches are the 4.x dispatches in declaration order.
	Dispatches []*Dispatch
	LocalTypes []TypeAlias
	// OverridesCall: the 4.x function class defines its own `call`
	// (scope, *args), so Puppet enters it there, not at a dispatch: give
	// Call a nil dispatch (the host then chooses through Dispatcher).
	OverridesCall bool
	// Base is the 4.x base class name when not Puppet::Functions::Function
	// (e.g. "Puppet::Functions::InternalFunction").
	Base string
	// Type3 is the 3.x :type, "rvalue" or "statement"; Arity3 its :arity
	// (-1 when not given); Doc3 its :doc.
	Type3  string
	Arity3 int
	Doc3   string
	// Also are the other 3.x functions the file defines with newfunction
	// (puppetlabs-docker's docker_run_flags.rb also defines
	// docker::escape): once Puppet has loaded the file they are known by
	// name (Puppet::Parser::Functions.function). Each is called like any
	// Function (its File is this file).
	Also []*Function

	env *Env
}

// Block is a Puppet lambda passed to a function (the same method set as
// compiler/functions.Block, so that one satisfies this interface; this
// package does not import compiler/functions, which depends on code that
// moves onto this package).
type Block interface {
	Arity() (min, max int)
	Call(args ...values.Value) (values.Value, error)
	ParamTypes() []values.Type
}

// Host is how Ruby code reaches the compile it runs in. Methods are called
// on the goroutine of the Call.
type Host interface {
	// CallFunction calls the Puppet function name (call_function,
	// scope.function_xxx, scope.call_function) with Puppet values.
	CallFunction(name string, args []values.Value, blk Block) (values.Value, error)
	// LookupVar is scope.lookupvar / closure_scope['x']: name may be
	// qualified ('apache::version', '::osfamily'). found is false for an
	// unknown variable (the host warns as Puppet does, if it does).
	LookupVar(name string) (v values.Value, found bool)
	// Log is Puppet.debug/info/notice/warning/err/... and the 3.x scope's
	// logging methods; level is Puppet's level name ("debug", "info",
	// "notice", "warning", "err", "alert", "emerg", "crit").
	Log(level, msg string)
	// Setting is Puppet[:name] (found false for an unknown setting:
	// Ruby code then gets Puppet's "unknown setting" error).
	Setting(name string) (v values.Value, found bool)
	// ResolveType parses a Puppet type expression in the environment
	// (type aliases resolved): TypeParser.singleton.parse, Puppet's type
	// strings given to Ruby helpers.
	ResolveType(expr string) (values.Type, error)
}

// InterpProvider is implemented by a Host that keeps one Interp per
// compile (recommended: Puppet-like lifetime of Ruby state, and files are
// evaluated once per compile instead of once per call).
type InterpProvider interface {
	RubyInterp(env *Env) *Interp
}

// CallSharer is implemented by a Host that gives a function the Puppet
// values' own objects, as Puppet does: its arguments (4.x) and what it
// reads from the scope (closure_scope['x'], lookupvar) go through the
// Hooks it returns while the call runs, and done, called when the call
// ends, reports what the function changed in place (Hash#reject! on a
// nested hash of its argument, closure_scope['x'].concat(...)) so the
// Puppet variables holding those values show the change.
type CallSharer interface {
	ShareCall(in *Interp) (h Hooks, done func())
}

// Error is any failure of this package; see the package documentation.
type Error struct {
	File   string
	Line   int
	Column int
	// Class is the Ruby exception class ("SyntaxError", "NoMethodError",
	// "Puppet::ParseError", "NotImplementedError", "Punch::LimitError",
	// "Punch::InternalError", ...).
	Class   string
	Message string
	// Backtrace is Ruby's: "file:line:in `method'" lines, innermost first.
	Backtrace []string
	// Unsupported marks a construct this runtime does not implement.
	Unsupported bool
	// Offset is the byte offset of the error in File's source (-1 when
	// unknown; templates map it back to their own text).
	Offset int
	// Cause is the host error that became this exception, if any.
	Cause error
	// ThrownTag is the Symbol of an uncaught throw ("no_such_key": Hiera's
	// data provider functions end so); "" for other errors.
	ThrownTag string
	// PuppetError: the exception is a Puppet::Error (Hiera's data
	// providers make it a Puppet::DataBinding::LookupError, shown as it
	// is).
	PuppetError bool
}

func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		if e.Line > 0 {
			fmt.Fprintf(&b, ":%d", e.Line)
			// Ruby's own messages name a line only; a construct Punch
			// cannot run is also pointed at by its column.
			if e.Unsupported && e.Column > 0 {
				fmt.Fprintf(&b, ":%d", e.Column)
			}
		}
		b.WriteString(": ")
	}
	if e.Unsupported {
		b.WriteString("not supported by Punch's Ruby runtime: ")
		b.WriteString(e.Message)
		return b.String()
	}
	b.WriteString(e.Message)
	if e.Class != "" {
		fmt.Fprintf(&b, " (%s)", e.Class)
	}
	return b.String()
}

func (e *Error) Unwrap() error { return e.Cause }

// Library is a built-in library, found by `require Name`.
type Library struct {
	Name string
	// Setup defines the library's modules, classes and methods in an
	// Interp; it runs once per Interp, at the first require (or autoload).
	Setup func(in *Interp) error
	// Autoload lists top-level constants whose first reference loads the
	// library without a require: libraries Puppet 7.23 itself has already
	// loaded when module code runs, so modules use them without require.
	Autoload []string
	// Requires are libraries loaded before Setup runs.
	Requires []string
	// Preload runs Setup when an Interp is created (in registration
	// order): libraries Puppet itself has loaded before module code runs,
	// whose methods on core classes (Object#to_yaml, #to_json, ...) module
	// code calls without naming the library.
	Preload bool
}

// Ensure context is used by the API (Call takes one).
var _ context.Context
