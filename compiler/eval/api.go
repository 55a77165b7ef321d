// Package eval is Punch's evaluator and catalog builder: it evaluates the
// AST of an environment's manifests for one node, with Puppet 7's
// semantics, into a containment catalog.
//
// The package is driven by compiler.Compile; its exported API is the
// Request a compile is given, the small interfaces in it through which a
// compile reaches outside itself (Loader: the environment's code;
// DataLookup: its data; CatalogVersioner: its catalog version;
// SettingsSource: its settings; Rechecker: whether to compile again;
// ExportSource and PuppetDB: other nodes), and the per-stage timings it
// reports. Each is a field of the Request: nothing is found by a type
// assertion on another.
package eval

import (
	"context"
	"time"

	"github.com/punch-dev/punch/compiler/erb"
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/modfunc"
	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// Request is everything one compile needs.
type Request struct {
	// Node is the node (certname) to compile for.
	Node string
	// Facts are the node's facts ($facts and the top-scope fact variables).
	Facts *values.Hash
	// Trusted is $trusted; nil makes Puppet's default for an
	// authenticated remote node: {authenticated => remote, certname,
	// extensions => {}, hostname, domain, external => {}}.
	Trusted *values.Hash
	// ServerFacts are the server facts (serverversion, servername,
	// serverip); the compiler adds environment. They are also top-scope
	// variables. nil is a node without server facts ($server_facts is {},
	// as with puppet lookup --compile).
	ServerFacts *values.Hash
	// Environment is the environment name ($environment).
	Environment string
	// Classes are the classes an ENC declared, in order. A class with
	// parameters (even an empty hash from the ENC is "no parameters") is
	// declared like `class { name: ... }`, the others as `include name`.
	Classes []NodeClass
	// Parameters are the ENC's top-scope parameters; they win over facts
	// of the same name, as node parameters do in Puppet.
	Parameters *values.Hash
	// Loader gives access to the environment's code; see Loader.
	Loader Loader
	// Data is the compile's data lookup service (Hiera): lookup() and
	// automatic class parameter lookup go through it; see DataLookup.
	// Make one per compile. nil is a compile without data: no key is
	// bound (lookup() still gives its defaults).
	Data DataLookup
	// Log receives the messages of the compile (notice(), warnings...) in
	// order; nil discards them.
	Log func(Message)
	// Version is the catalog version; 0 uses the time of the compile.
	Version int64
	// Versioner, when set, gives the catalog its version from the
	// environment's config_version command (the "catalog version" stage);
	// see CatalogVersioner. Without it the version is Version (or the
	// time of the compile).
	Versioner CatalogVersioner
	// Recheck, when set, is asked after the compile whether the files it
	// read may have changed under it (see Rechecker and compiler.Compile).
	Recheck Rechecker
	// Settings gives $settings::<name> the values Punch resolves for the
	// compile's environment (see SettingsSource); nil: Puppet's defaults.
	Settings SettingsSource
	// CodeID is the catalog's code_id (nil for null; a code-id-command
	// that prints nothing gives "", which Puppet writes as "").
	CodeID *string
	// NoFunctionPorts runs every module function in the Ruby runtime,
	// even those with a Go port checked against their exact file: a
	// test-only switch, to show that the interpreter alone gives the same
	// catalogs (see docs/functions.md).
	NoFunctionPorts bool
	// RichData writes values that are not JSON data into the catalog as
	// Puppet's rich data ({"__ptype": "Binary", "__pvalue": ...},
	// Deferred, Timestamp, ...), as Puppet Server renders a catalog for an
	// agent that accepts application/vnd.puppet.rich+json. Without it they
	// become strings with a warning each, as in Puppet's catalog JSON
	// without rich data (puppet's to_data_hash outside a server request).
	RichData bool
	// DeferUTF8Check leaves the "check UTF-8" stage to the caller, which
	// writes the catalog's JSON anyway: the JSON writer turns a string that
	// is not UTF-8 into U+FFFD, so a written catalog without U+FFFD (and
	// with every resource the check visits) needs no check, and one with it
	// is checked with CheckUTF8, which gives the stage's error (punch serve:
	// the strings are scanned once instead of twice).
	DeferUTF8Check bool
	// StrictVariables makes references to unknown variables errors
	// (Puppet's strict_variables setting); otherwise they are warnings.
	StrictVariables bool
	// StoreConfigs, when set, turns storeconfigs on: exported collectors
	// collect the exported resources of other nodes from it (see
	// ExportSource, collect.go).
	StoreConfigs ExportSource
	// PuppetDB answers puppetdb_query; nil: the function fails saying
	// that the compile has no PuppetDB.
	PuppetDB functions.PuppetDBQuerier
	// Finished, when set, is called once the compile has succeeded, with
	// the variables of its top scope as Hiera interpolation finds them
	// (qualified names reach class scopes), as Puppet's compiler yields
	// its top scope to `puppet lookup --compile`. An error fails the
	// compile.
	Finished func(topScope func(name string) (values.Value, bool)) error
}

// CatalogVersioner gives catalogs their version with an environment's
// config_version command (Puppet's TypeCollection#version): version is the
// command's output, ok false when the environment has no such command (the
// catalog version is then Request.Version, or the time of the compile).
// The error is Puppet's ("Execution of config_version command `CMD` failed:
// ..."). environments.Instance implements it.
type CatalogVersioner interface {
	CatalogVersion(ctx context.Context) (version string, ok bool, err error)
}

// DataLookup is a compile's data lookup service (Puppet's lookup adapter
// of the compile): the lookup() calls and the automatic class parameter
// lookups of one compile share it (its caches, its warnings given once).
// One is made per compile; its methods may be called from the compile's
// goroutine and from lambdas it runs. environments.DataLookup implements
// it.
type DataLookup interface {
	// Lookup is automatic class parameter lookup of one key. found is
	// false when no data binds the key. A Puppet::DataBinding::LookupError
	// is an *Error without a location (shown as it is).
	Lookup(q *LookupQuery) (v values.Value, found bool, err error)
	// LookupCall answers a whole lookup() call; see LookupCall.
	LookupCall(call *LookupCall) (values.Value, error)
}

// Rechecker tells, after a compile, whether the environment's files it
// read may have changed while it ran (mixing two states of the
// environment in one catalog). Recheck returns the request to compile
// again with (done on a newer state of the environment: its Loader, Data,
// Versioner and Recheck replaced), or nil when the catalog stands.
// environments.Instance implements it.
type Rechecker interface {
	Recheck(done *Request) *Request
}

// NodeClass is one class from an ENC.
type NodeClass struct {
	Name string
	// Params is nil for a class listed without parameters.
	Params *values.Hash
	// Given is the class's place in the classifier's answer: Puppet lists
	// the node's classes (and tags the catalog with them) in that order
	// (Compiler#initialize: add_class(*node.classes.keys)), though it
	// declares those with parameters first (the order of Request.Classes).
	Given int
}

// Message is one log message of a compile.
type Message struct {
	// Level is Puppet's level: debug, info, notice, warning, err, alert,
	// emerg, crit.
	Level string
	// Source is "Scope(Class[main])" for the logging functions, "" for
	// compiler warnings.
	Source string
	// Text is the message (with its location for warnings).
	Text string
}

// String formats the message as Puppet's console does:
// "Notice: Scope(Class[main]): text".
func (m Message) String() string {
	p := LevelLabel(m.Level) + ": "
	if m.Source != "" {
		p += m.Source + ": "
	}
	return p + m.Text
}

// LevelLabel is the console label of a level ("warning" -> "Warning").
func LevelLabel(level string) string {
	switch level {
	case "emerg":
		return "Emergency"
	case "alert":
		return "Alert"
	case "crit":
		return "Critical"
	case "err":
		return "Error"
	case "warning":
		return "Warning"
	case "notice":
		return "Notice"
	case "info":
		return "Info"
	case "debug":
		return "Debug"
	}
	return level
}

// Loader is what the compiler needs from an environment. One Loader is
// shared by any number of concurrent compiles: its methods must be safe for
// concurrent use, and nothing it returns may change afterwards (ASTs are
// immutable; the compiler never modifies them).
type Loader interface {
	// EnvironmentDir is the environment's directory; catalog file paths
	// inside it are made relative to it. "" when there is none.
	EnvironmentDir() string
	// Manifests are the environment's initial manifests (the manifest
	// setting: one file, or a directory read recursively in sorted order),
	// parsed, in evaluation order.
	Manifests() ([]*ast.Program, error)
	// FindClass, FindDefine, FindFunction and FindTypeAlias return the
	// named definition, from the initial manifests or autoloaded from the
	// modules, or nil (and no error) when there is none. Class, define and
	// function names are lower case without a leading "::"; type alias
	// names are as written ("Mod::Type"). An error is a failure to load
	// (a syntax error in the file the name maps to).
	FindClass(name string) (*Definition, error)
	FindDefine(name string) (*Definition, error)
	FindFunction(name string) (*Definition, error)
	FindTypeAlias(name string) (*Definition, error)
	// ResourceType returns a resource type provided by a module
	// (lib/puppet/type/NAME.rb, or the environment's .resource_types),
	// nil when there is none. Built-in types are not asked for.
	ResourceType(name string) *resourcetypes.Type
	// ModuleFile resolves a module file reference as file(), epp() and
	// template() take them: "mod/path" in the module's files/ or
	// templates/ directory (dir), or an absolute path. found is false when
	// there is no such file.
	ModuleFile(dir, ref string) (path string, found bool)
	// HasModule reports whether a module is on the environment's module
	// path.
	HasModule(name string) bool
	// Functions is the environment's function table: Puppet's own
	// functions and the Ruby functions of the environment's lib/ and its
	// modules (modfunc.Table), built once and shared by every compile of
	// the environment.
	Functions() *modfunc.Table
	// ReadFile reads a file found by ModuleFile.
	ReadFile(path string) ([]byte, error)
	// ParseEPP returns the parsed EPP template at path.
	ParseEPP(path string) (*ast.Program, error)
	// ParseERB returns the parsed ERB template at path (template()).
	ParseERB(path string) (*erb.Template, error)
}

// Definition is a named definition found by a Loader.
type Definition struct {
	// Def is the *ast.ClassDef, *ast.DefineDef, *ast.FunctionDef or
	// *ast.TypeAlias.
	Def ast.Definition
	// Module is the name of the module the definition comes from; "" for
	// the environment's own manifests.
	Module string
}

// LookupQuery is one data lookup of a key (DataLookup.Lookup).
type LookupQuery struct {
	// Key is the lookup key ("ntp::servers").
	Key string
	// Merge is the merge strategy as lookup() takes it: nil (the key's
	// configured default), "first", "unique", "hash", "deep", or a hash
	// with a "strategy" key and options.
	Merge values.Value
	// Module is the module whose data layer applies (the key's first
	// segment when the key is qualified).
	Module string
	// Variable looks up a variable for interpolation in hierarchies and
	// data ("facts", "trusted", "::fqdn", ...).
	Variable func(name string) (values.Value, bool)
	// ResolveType resolves a type name as the compile sees it (type
	// aliases of the environment and modules), for convert_to in
	// lookup_options; nil knows only the built-in types.
	ResolveType func(name string) (values.Type, bool)
	// ClassState tells whether a class exists and whether it has been
	// evaluated, for the wording of the warning about an undefined
	// qualified variable in Hiera interpolation.
	ClassState func(name string) (exists, evaluated bool)
	// CallFunction runs a data provider function a hiera.yaml level names
	// (see Compiler.dataFunction).
	CallFunction func(name string, args []values.Value) (values.Value, error)
	// Node and Environment identify the compile.
	Node, Environment string
}

// StageTiming is the duration of one named compile stage.
type StageTiming struct {
	Name     string
	Duration time.Duration
}
