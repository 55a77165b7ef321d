package ruby

import (
	_ "embed"
	"sync"
)

// Puppet's own 3.x functions as module Ruby reaches them:
// scope.function_NAME([args]), Puppet::Parser::Functions.function,
// .rvalue? and .arity. scope.function_NAME runs the 3.x function's own
// body with the caller's Array as it is (Puppet's Function3x hands
// args[0] to the body; no conversion): Puppet's bodies that compute on
// values are Ruby here (puppet_functions3.rb), so function_sprintf(['%s',
// :undef]) is "undef" as in Puppet; those that reach the catalog
// (include, template, tag...) are the compile's own functions.

// Puppet3xFunc is one file of Puppet 7.23's lib/puppet/parser/functions
// (or a logging function Puppet::Parser::Functions.reset defines): what
// newfunction recorded for it.
type Puppet3xFunc struct {
	// Rvalue is its :type => :rvalue (else :statement, whose value is nil)
	Rvalue bool
	// Arity is newfunction's :arity (negative: at least -Arity-1)
	Arity int
	// Stub: its body is Puppet::Parser::Functions::Error.is4x (a 3.x
	// stub of a 4.x function, which raises)
	Stub bool
	// LoadError: the file fails to load in Puppet 7.23 on Ruby 3.1
	// (scanf requires the scanf library, which Ruby 3.1 no longer has)
	LoadError string
}

// puppet3xFuncs are Puppet 7.23's 3.x functions, type and arity as
// Puppet::Parser::Functions.rvalue?/arity answer them once loaded.
var puppet3xFuncs = map[string]Puppet3xFunc{
	"assert_type": {Rvalue: true, Arity: -3, Stub: true}, "binary_file": {Rvalue: true, Arity: 1, Stub: true},
	"break": {Arity: 0, Stub: true}, "contain": {Arity: -2}, "create_resources": {Arity: -3},
	"defined": {Rvalue: true, Arity: -2, Stub: true}, "dig": {Rvalue: true, Arity: -1, Stub: true},
	"digest": {Rvalue: true, Arity: 1}, "each": {Rvalue: true, Arity: -3, Stub: true},
	"epp": {Rvalue: true, Arity: -2, Stub: true}, "fail": {Arity: -1},
	"file": {Rvalue: true, Arity: -2}, "filter": {Rvalue: true, Arity: -3, Stub: true},
	"find_file": {Rvalue: true, Arity: -2, Stub: true}, "fqdn_rand": {Rvalue: true, Arity: -2},
	"generate": {Rvalue: true, Arity: -2}, "hiera": {Rvalue: true, Arity: -2, Stub: true},
	"hiera_array": {Rvalue: true, Arity: -2, Stub: true}, "hiera_hash": {Rvalue: true, Arity: -2, Stub: true},
	"hiera_include": {Arity: -2, Stub: true}, "include": {Arity: -2},
	"inline_epp": {Rvalue: true, Arity: -2, Stub: true}, "inline_template": {Rvalue: true, Arity: -2},
	"lest": {Rvalue: true, Arity: -2, Stub: true}, "lookup": {Rvalue: true, Arity: -2, Stub: true},
	"map": {Rvalue: true, Arity: -3, Stub: true}, "match": {Arity: 2, Stub: true},
	"md5": {Rvalue: true, Arity: 1}, "new": {Rvalue: true, Arity: -1, Stub: true},
	"next": {Arity: -2, Stub: true}, "realize": {Arity: -2},
	"reduce": {Rvalue: true, Arity: -3, Stub: true}, "regsubst": {Rvalue: true, Arity: -4, Stub: true},
	"require": {Arity: -2}, "return": {Arity: -2, Stub: true},
	"reverse_each": {Rvalue: true, Arity: -1, Stub: true},
	"scanf":        {LoadError: "Could not autoload puppet/parser/functions/scanf: cannot load such file -- scanf"},
	"sha1":         {Rvalue: true, Arity: 1}, "sha256": {Rvalue: true, Arity: 1},
	"shellquote": {Rvalue: true, Arity: -1}, "slice": {Rvalue: true, Arity: -3, Stub: true},
	"split": {Rvalue: true, Arity: 2, Stub: true}, "sprintf": {Rvalue: true, Arity: -2},
	"step": {Rvalue: true, Arity: -1, Stub: true}, "strftime": {Rvalue: true, Arity: -3, Stub: true},
	"tag": {Arity: -2}, "tagged": {Rvalue: true, Arity: -2}, "template": {Rvalue: true, Arity: -2},
	"then": {Rvalue: true, Arity: -2, Stub: true}, "type": {Rvalue: true, Arity: -1, Stub: true},
	"versioncmp": {Rvalue: true, Arity: 2}, "with": {Rvalue: true, Arity: -1, Stub: true},
	"debug": {Arity: -1}, "info": {Arity: -1}, "notice": {Arity: -1}, "warning": {Arity: -1},
	"err": {Arity: -1}, "alert": {Arity: -1}, "emerg": {Arity: -1}, "crit": {Arity: -1},
}

// Puppet3x says whether Puppet 7.23 has a 3.x function of that name
// (lib/puppet/parser/functions, or a logging function), and what it is.
func Puppet3x(name string) (Puppet3xFunc, bool) {
	f, ok := puppet3xFuncs[name]
	return f, ok
}

// puppetLogFunctions are the 3.x functions Puppet::Parser::Functions.reset
// defines: loaded in every compile.
var puppetLogFunctions = []string{"debug", "info", "notice", "warning", "err", "alert", "emerg", "crit"}

// Function3Origins is implemented by Host3 hosts that tell where the
// function scope.function_NAME finds comes from: Function3Module (a
// module's 3.x function, found first, with its newfunction's :type and
// :arity), Function3Puppet (Puppet's own, puppet3xFuncs) or "" (none).
type Function3Origins interface {
	Function3Origin(name string) (origin string, rvalue bool, arity int)
}

// The origins Function3Origins answers.
const (
	Function3Module = "module"
	Function3Puppet = "puppet"
)

//go:embed puppet_functions3.rb
var puppetFunctions3Src string

var puppetFunctions3File = sync.OnceValues(func() (*File, error) {
	return ParseWithLocals("<puppet 3.x functions>", puppetFunctions3Src)
})

// puppetFunctions3 is the module of Puppet's 3.x bodies
// (puppet_functions3.rb), evaluated with the rest of Puppet's API (an
// Env's prepared Interp has it, so a compile's copy does not evaluate it
// again).
func (in *Interp) puppetFunctions3() (*Module, error) {
	if m := in.keptModule(keyPuppetFunctions3); m != nil {
		return m, nil
	}
	f, err := puppetFunctions3File()
	if err != nil {
		return nil, &fatalErr{class: "Punch::InternalError", msg: "Puppet 3.x functions: " + err.Error()}
	}
	savedFile, savedPos := in.file, in.pos
	fr := &frame{vars: make([]Value, len(f.scope.names)), ctx: in.fileCtx(f)}
	in.file = f
	v, err := in.eval(f.prog, fr)
	in.file, in.pos = savedFile, savedPos
	if err != nil {
		return nil, err
	}
	m, ok := v.(*Module)
	if !ok {
		return nil, &fatalErr{class: "Punch::InternalError", msg: "Puppet 3.x functions: not a module"}
	}
	in.keep(keyPuppetFunctions3, m)
	return m, nil
}

const keyPuppetFunctions3 = "puppet 3.x functions"

func init() {
	AddPuppetAPIPart(func(in *Interp) error {
		_, err := in.puppetFunctions3()
		return err
	})
}

// noteLoaded3 records that the 3.x function name was loaded in this
// compile (by scope.function_NAME or Functions.function), so that rvalue?
// and arity answer for it as Puppet's do.
func (in *Interp) noteLoaded3(name string) {
	ps := in.puppetAPI()
	if ps.loaded3 == nil {
		ps.loaded3 = map[string]bool{}
	}
	ps.loaded3[name] = true
}

// function3Origin is where scope.function_NAME finds name ("" when the
// host does not say), with a module function's type and arity.
func (in *Interp) function3Origin(name string) (origin string, rvalue bool, arity int) {
	if o, ok := in.host.(Function3Origins); ok {
		return o.Function3Origin(name)
	}
	return "", false, -1
}

// callPuppet3x runs Puppet's own 3.x function name with the caller's
// Array, when Puppet's body is one this package has or raises before it
// runs (a load error, the arity check, a stub's is4x): handled false
// leaves the call to the compile's function of that name (which gets
// the arguments converted).
func (in *Interp) callPuppet3x(name string, args *Array) (v Value, handled bool, err error) {
	f, ok := puppet3xFuncs[name]
	if !ok {
		return nil, false, nil
	}
	if f.LoadError != "" {
		return nil, true, in.raise(cPuppetError, 0, "%s", f.LoadError)
	}
	in.noteLoaded3(name)
	n := len(args.a)
	switch {
	case f.Arity >= 0 && n != f.Arity:
		return nil, true, in.raise(cArgumentError, 0, "%s(): Wrong number of arguments given (%d for %d)", name, n, f.Arity)
	case f.Arity < 0 && n < -f.Arity-1:
		return nil, true, in.raise(cArgumentError, 0, "%s(): Wrong number of arguments given (%d for minimum %d)", name, n, -f.Arity-1)
	case f.Stub:
		return nil, true, in.raise(cPuppetParseError, 0, "%s() can only be called using the 4.x function API. See Scope#call_function", name)
	}
	if allStrings(args.a) {
		// Strings reach the compile's function unchanged, and it answers
		// as Puppet's body does on them (versioncmp from templates, the
		// common call, stays a Go call)
		return nil, false, nil
	}
	m, err := in.puppetFunctions3()
	if err != nil {
		return nil, true, err
	}
	if in.findMethod(in.classOf(m), "f3_"+name) == nil {
		return nil, false, nil
	}
	r, err := in.callMethod(m, "f3_"+name, []Value{in.scopeObject(false), args}, nil, nil, false)
	if err != nil {
		return nil, true, err
	}
	if !f.Rvalue {
		return nil, true, nil
	}
	return convertReturn3(r), true, nil
}

// function3Info is what Puppet::Parser::Functions.rvalue? and .arity read
// (get_function: the functions loaded so far, without autoloading): a
// module's 3.x function whose newfunction ran in this Interp, or one of
// Puppet's own loaded in this compile (the logging functions always).
func (in *Interp) function3Info(name string) (rvalue bool, arity int, ok bool) {
	if rvalue, arity, ok := in.runtime3Info(name); ok {
		return rvalue, arity, true
	}
	ps := in.puppetAPI()
	origin, rvalue, arity := in.function3Origin(name)
	switch origin {
	case Function3Module:
		if ps.loaded3[name] {
			return rvalue, arity, true
		}
		for _, defs := range ps.func3All {
			for _, d := range defs {
				if d.name == name {
					return d.ftype == "rvalue", d.arity, true
				}
			}
		}
	case Function3Puppet:
		if f := puppet3xFuncs[name]; f.LoadError == "" && (ps.loaded3[name] || isLogFunction(name)) {
			return f.Rvalue, f.Arity, true
		}
	}
	return false, -1, false
}

func allStrings(vs []Value) bool {
	for _, v := range vs {
		if _, ok := v.(*String); !ok {
			return false
		}
	}
	return true
}

func isLogFunction(name string) bool {
	for _, l := range puppetLogFunctions {
		if l == name {
			return true
		}
	}
	return false
}

// definePuppetFunctions3Info defines Puppet::Parser::Functions.rvalue?
// and .arity.
func definePuppetFunctions3Info(ppf *Module) {
	ppf.DefineSingletonMethod("rvalue?", 1, 2, func(c *Call) (Value, error) {
		rvalue, _, ok := c.In.function3Info(c.In.symStr(c.Args[0]))
		return ok && rvalue, nil
	})
	ppf.DefineSingletonMethod("arity", 1, 2, func(c *Call) (Value, error) {
		_, arity, ok := c.In.function3Info(c.In.symStr(c.Args[0]))
		if !ok {
			return int64(-1), nil
		}
		return int64(arity), nil
	})
}

// found3 is Puppet::Parser::Functions.function(name) having found name:
// loading it (Puppet's scanf fails to) makes it known to rvalue?/arity.
func (in *Interp) found3(name string) error {
	if origin, _, _ := in.function3Origin(name); origin == Function3Puppet {
		if f := puppet3xFuncs[name]; f.LoadError != "" {
			return in.raise(cPuppetError, 0, "%s", f.LoadError)
		}
	}
	in.noteLoaded3(name)
	return nil
}

// callOwn3 is scope.function_NAME(args) where Puppet runs the 3.x body
// with the caller's Array itself: Puppet's own function's body here
// (callPuppet3x), or, for a module's, the Array handed on to the Ruby
// function's body (call3x takes it: raw3) when the compile runs it in this
// Interp. handled false: the call goes to the host with args converted.
func (in *Interp) callOwn3(name string, args *Array) (v Value, handled bool, err error) {
	origin, _, _ := in.function3Origin(name)
	switch origin {
	case Function3Puppet:
		return in.callPuppet3x(name, args)
	case Function3Module:
		in.noteLoaded3(name)
		in.puppetAPI().raw3 = args
	}
	return nil, false, nil
}

// takeRaw3 is the caller's Array of a scope.function_NAME call into a
// module's Ruby 3.x function (callOwn3), when it has n elements: the
// function's body gets it as Puppet's does. It is taken once.
func (in *Interp) takeRaw3(n int) *Array {
	if in.puppet == nil || in.puppet.raw3 == nil {
		return nil
	}
	a := in.puppet.raw3
	in.puppet.raw3 = nil
	if len(a.a) != n {
		return nil
	}
	return a
}
