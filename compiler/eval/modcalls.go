package eval

import (
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/modfunc"
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// How a function name resolves (see docs/functions.md):
//
//  1. a function the initial manifests define (Puppet sets them in the
//     environment's loader before anything else is asked for: they win even
//     over Puppet's own);
//  2. Puppet's own functions (Go; the table's Core: compiler/functions/core and
//     the evaluator's, eval.GoFunctions);
//  3. the environment's function table (compiler/modfunc): the Ruby
//     functions of the environment's lib/ and of its modules, and the
//     functions written in Puppet, ordered as Puppet's loaders find them
//     from the calling code's module (Index.Lookup, Index.RankOf). A module
//     function runs as a Go port when one was checked against exactly the
//     file the environment has (its SHA-256), else in the Ruby runtime.
//
// The resolution of a name from one module is made once per compile.

// fnState is the evaluator's per-compile state of function resolution.
type fnState struct {
	table *modfunc.Table
	// choices are the resolutions made, by name, then by calling module
	// (a name is mostly called from one or two modules: a string-keyed map
	// and a short scan cost less than a map keyed by both strings).
	choices map[string]fnChoices
	// chSlab holds the fnChoices made (a compile resolves tens of names).
	chSlab []fnChoice
	// callables are the module functions made callable in this compile
	// (their types resolved with the compile's type aliases).
	callables map[*modfunc.Func]*callable
	// callers caches the module of a manifest file; lastFile and
	// lastCaller are the file asked last (calls come in runs from one
	// file: its string compares by pointer, before any hashing).
	callers              map[string]string
	lastFile, lastCaller string
	// dispatchers are the signatures of the Ruby functions that run
	// Puppet's dispatcher themselves (rubyhost.go).
	dispatchers map[*ruby.Function]*rubyDispatcher
	interp      *ruby.Interp
	// rubyDefaults: the scopes whose Scope#lookupdefaults module Ruby
	// replaced (rubyhost_defaults.go); nil in nearly every compile
	rubyDefaults *rubyDefaults
}

// fnChoices are the resolutions of a name: from the first calling module,
// then from the others (most names are called from one module: no slice).
type fnChoices struct {
	first fnChoiceFrom
	more  []fnChoiceFrom
}

// fnChoiceFrom is a resolution of a name from one calling module.
type fnChoiceFrom struct {
	caller string
	ch     *fnChoice
}

// fnChoice is what a name resolves to from one module: exactly one of
// core, pp and mod is set, or none (no such function: unknown).
type fnChoice struct {
	core *functions.Function
	pp   *puppetFunction
	mod  *modfunc.Func
	// unknown is the name when none has it: a 3.x function module Ruby
	// may define while the compile runs (rubyhost_newfunction.go)
	unknown string
}

// callable is a module function ready to be dispatched: its port or its
// Ruby function, and the module its own calls are made from.
type callable struct {
	fn     *functions.Function
	module string
	err    error
	// port is set when fn is the file's Go port (not the Ruby function).
	port bool
}

// functionTable is the environment's function table.
func (c *Compiler) functionTable() *modfunc.Table {
	if c.fns.table == nil {
		c.fns.table = c.loader.Functions()
	}
	return c.fns.table
}

// callerOf is the module whose code contains n ("" for the environment's
// own code), which decides what a function call in it sees.
func (c *Compiler) callerOf(n ast.Node) string {
	if n == nil {
		return ""
	}
	file := n.Loc().File
	if file == c.fns.lastFile && file != "" {
		return c.fns.lastCaller
	}
	m, ok := c.fns.callers[file]
	if !ok {
		m = c.moduleOfFile(file)
		if c.fns.callers == nil {
			// a compile calls functions from a few dozen files
			c.fns.callers = make(map[string]string, 32)
		}
		c.fns.callers[file] = m
	}
	c.fns.lastFile, c.fns.lastCaller = file, m
	return m
}

// SharedCallers is implemented by a Loader whose compiles all resolve
// functions with one function table (an environment snapshot): the map it
// returns (a manifest file's path -> its module, as the table's index
// places the file) lives as long as that table and is shared by those
// compiles, so that each compile does not scan the modules again for every
// file it calls functions from. A Loader without it places the files in
// every compile.
type SharedCallers interface {
	SharedCallers() *sync.Map
}

// moduleOfFile is the module whose code is in file ("" for the
// environment's own), from the snapshot's shared answers when the loader
// keeps them (the index is the snapshot's: the answer holds for all its
// compiles).
func (c *Compiler) moduleOfFile(file string) string {
	sh, ok := c.loader.(SharedCallers)
	if !ok {
		return c.functionTable().Index().ModuleOf(file)
	}
	known := sh.SharedCallers()
	if v, ok := known.Load(file); ok {
		return v.(string)
	}
	m := c.functionTable().Index().ModuleOf(file)
	known.Store(file, m)
	return m
}

// resolveFunction finds what name means when called from caller's code.
func (c *Compiler) resolveFunction(name, caller string) (*fnChoice, error) {
	known, ok := c.fns.choices[name]
	if ok {
		if known.first.caller == caller {
			return known.first.ch, nil
		}
		for _, e := range known.more {
			if e.caller == caller {
				return e.ch, nil
			}
		}
	}
	pf, err := c.puppetFunction(name)
	if err != nil {
		return nil, err
	}
	t := c.functionTable()
	if len(c.fns.chSlab) == 0 {
		c.fns.chSlab = make([]fnChoice, 32)
	}
	ch := &c.fns.chSlab[0]
	c.fns.chSlab = c.fns.chSlab[1:]
	ppRank := modfunc.None
	if pf != nil {
		ppRank = c.puppetRank(pf, caller)
	}
	if pf != nil && ppRank.Kind == modfunc.RankInitial {
		ch.pp = pf
	} else if f, ok := t.Core(name); ok {
		ch.core = f
	} else if mf, r := t.Lookup(name, caller); mf != nil && r.Less(ppRank) {
		ch.mod = mf
	} else if pf != nil {
		ch.pp = pf
	} else {
		ch.unknown = name
	}
	if c.fns.choices == nil {
		c.fns.choices = make(map[string]fnChoices, 64)
	}
	// (Read again: loading the function's file may have resolved names.)
	if known, ok = c.fns.choices[name]; !ok {
		known = fnChoices{first: fnChoiceFrom{caller, ch}}
	} else {
		known.more = append(known.more, fnChoiceFrom{caller, ch})
	}
	c.fns.choices[name] = known
	return ch, nil
}

// puppetRank places a function written in Puppet among the loaders: the
// initial manifests' functions first of all, the environment's functions/
// in the environment's loader, a module's in the module's.
func (c *Compiler) puppetRank(pf *puppetFunction, caller string) modfunc.Rank {
	if pf.module != "" {
		return c.functionTable().Index().RankOf(caller, pf.module, modfunc.RankPuppet)
	}
	if dir := c.loader.EnvironmentDir(); dir != "" {
		if strings.HasPrefix(pf.def.Loc().File, filepath.Join(dir, "functions")+string(filepath.Separator)) {
			return c.functionTable().Index().RankOf(caller, "", modfunc.RankPuppet)
		}
	}
	return modfunc.Rank{Loader: 0, Kind: modfunc.RankInitial}
}

// moduleCallable makes a module function callable in this compile: its Go
// port, unless the compile runs without ports, else its Ruby function.
func (c *Compiler) moduleCallable(mf *modfunc.Func) *callable {
	if cl, ok := c.fns.callables[mf]; ok {
		return cl
	}
	cl := &callable{module: mf.File.Module}
	if p := mf.Port(); p != nil && !c.req.NoFunctionPorts {
		cl.fn, cl.port = p, true
	} else if rf, err := mf.Ruby(); err != nil {
		cl.err = c.rubyError(err)
	} else {
		cl.fn, cl.err = modfunc.Callable(rf, c.resolveType, c.rubyRunner(mf.File.Module))
		if cl.err != nil {
			cl.err = &rawError{msg: cl.err.Error()}
		}
	}
	if c.fns.callables == nil {
		c.fns.callables = map[*modfunc.Func]*callable{}
	}
	c.fns.callables[mf] = cl
	return cl
}

// callResolved calls a resolved function as the evaluator does for a call
// in Puppet code (at), or Go and Ruby functions for their own calls; caller
// is the module the call is made from (what a function of Puppet's own
// sees when it calls functions in turn). found is false when the choice is
// empty.
func (c *Compiler) callResolved(ch *fnChoice, caller string, at ast.Node, s *Scope, args []values.Value, blk functions.Block) (v values.Value, found bool, err error) {
	if err := c.interrupted(); err != nil {
		// The request has ended: a loop of slow calls stops at the
		// next call.
		return nil, true, err
	}
	defer func() {
		if r := recover(); r != nil {
			// A panic of the values package where it has no error
			// result: a value's text or inferred type past
			// max_value_size, a regexp match stopped by its bound (a
			// Pattern type of the signature or of a Go function's
			// check). Every function call passes here, from Puppet
			// code, Go functions and module Ruby alike.
			v, found, err = nil, true, c.limitError(r, at)
		}
	}()
	switch {
	case ch.pp != nil:
		var cl *closure
		if x, ok := blk.(*closure); ok {
			cl = x
		}
		v, err = c.callPuppetFunction(at, ch.pp, args, cl)
		return v, true, err
	case ch.core != nil:
		v, err = dispatch(c.newCallContext(s, at, caller), ch.core, args, blk)
		return v, true, err
	case ch.mod != nil:
		cl := c.moduleCallable(ch.mod)
		if cl.err != nil {
			return nil, true, cl.err
		}
		v, err = dispatch(c.newCallContext(s, at, cl.module), cl.fn, args, blk)
		return v, true, err
	case ch.unknown != "":
		return c.callRuntime3(ch.unknown, at, s, args, blk)
	}
	return nil, false, nil
}

// rubyError words an error of the Ruby runtime as Puppet reports the
// exception: a StandardError escaping a function is "Error while evaluating
// a Function Call, MESSAGE" at the call (Puppet gives no Ruby location); a
// SyntaxError or SecurityError (Puppet's check of 3.x files) stops the
// compile with Ruby's message and no Puppet location. A construct the
// runtime does not support names the Ruby file, line and construct, and
// the limits and internal faults of the runtime say what they are; both are
// Punch's own errors (Puppet would have run the code).
func (c *Compiler) rubyError(err error) error {
	var le *modfunc.LoadError
	if errors.As(err, &le) {
		return &rawError{msg: le.Msg}
	}
	var re *ruby.Error
	if !errors.As(err, &re) {
		return err
	}
	if re.Cause != nil {
		// An error of the compile (a Puppet function called from Ruby)
		// that no Ruby code rescued: as the compile made it.
		return re.Cause
	}
	switch {
	case re.Unsupported:
		return &rawError{msg: re.Error()}
	case notStandardError[re.Class]:
		msg := re.Message
		if re.Class == "SyntaxError" && re.File != "" {
			msg = rubyLocation(re) + msg
		}
		return &Error{Message: msg}
	case strings.HasPrefix(re.Class, "Punch::") || re.Class == "SystemStackError":
		return &rawError{msg: re.Error()}
	}
	return &rawError{msg: re.Message, thrown: re.ThrownTag, puppetError: re.PuppetError}
}

// notStandardError are Ruby's exception classes that are not
// StandardErrors: Puppet's evaluator rescues only StandardError, so these
// stop the compile with their own message, unwrapped and unlocated (a
// LoadError from a require: "cannot load such file -- x").
var notStandardError = map[string]bool{
	"ScriptError": true, "SyntaxError": true, "LoadError": true, "NotImplementedError": true,
	"SecurityError": true, "NoMemoryError": true, "SignalException": true, "Interrupt": true,
	"SystemExit": true, "Exception": true,
}

// rubyLocation is Ruby's "file:line: " prefix of a message.
func rubyLocation(re *ruby.Error) string {
	if re.Line > 0 {
		return re.File + ":" + strconv.Itoa(re.Line) + ": "
	}
	return re.File + ": "
}

// normalizeFunctionName is a function name as Puppet's loaders take it
// (TypedName): lower case, without a leading "::".
func normalizeFunctionName(name string) string {
	return lowerName(strings.TrimPrefix(name, "::"))
}
