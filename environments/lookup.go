package environments

import (
	"errors"
	"sync"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/hiera"
)

// DataLookup is one compile's data lookup service: Puppet's lookup
// adapter of a compile, over its snapshot's Hiera engine. The lookup()
// calls and the automatic class parameter lookups of the compile
// (eval.DataLookup, given as compiler.Request.Data), and `punch lookup
// --compile`'s query after it (Query), share its session: its caches, and
// its warnings given once. Make one per compile (Instance.Data,
// Snapshot.NewDataLookup); it is safe for concurrent use (a Hiera session
// is not: its lookups are serialized).
type DataLookup struct {
	engine *hiera.Engine
	log    func(level, text string)
	// node is the environment of a lookup without a compile
	// (NodeDataLookup), nil in a compile.
	node *nodeEnv

	// mu serializes the lookups (a lambda given to lookup() runs without
	// it: it may call lookup() itself).
	mu sync.Mutex
	// resolveType is the type resolver of the lookup being answered
	// (under mu), for convert_to naming a type alias.
	resolveType func(name string) (values.Type, bool)
	// callFunction runs the data provider functions of the lookup being
	// answered (under mu; see callDataFunction).
	callFunction func(name string, args []values.Value) (values.Value, error)
	// session is made on first use (under mu).
	session *hiera.Session
	// depth counts the data provider functions running (callDataFunction)
	// with mu released, and lockedAt is the depth at which mu is held, -1
	// when it is not: a function that uses its Puppet::LookupContext
	// (context.interpolate of "%{lookup('k')}", hiera-pfunc) reaches the
	// session, and maybe callDataFunction again, at a depth where mu is
	// not held; it uses the session as a part of the lookup that called it
	// (the compile's one goroutine), so nothing is released then.
	depth, lockedAt int
}

var _ eval.DataLookup = (*DataLookup)(nil)

// NewDataLookup returns the data lookup service of one compile in this
// snapshot. log receives Hiera's warnings (as LoaderOptions.Log); nil
// discards them.
func (s *Snapshot) NewDataLookup(log func(level, text string)) *DataLookup {
	return &DataLookup{engine: s.hieraEngine, log: log, lockedAt: -1}
}

// lock takes mu for a lookup at the current depth and returns the depth
// it was held at before (a lookup() call made by a data provider
// function), which unlock restores. Not a returned closure: every
// automatic parameter lookup takes the lock, and a closure capturing
// outer was an allocation each time (+141 per web catalog).
func (d *DataLookup) lock() (outer int) {
	d.mu.Lock()
	outer = d.lockedAt
	d.lockedAt = d.depth
	return outer
}

// unlock releases mu taken by lock, which returned outer.
func (d *DataLookup) unlock(outer int) {
	d.lockedAt = outer
	d.mu.Unlock()
}

// hieraSession returns the compile's lookup session, made on first use
// (d.mu held).
func (d *DataLookup) hieraSession() *hiera.Session {
	if d.session == nil {
		d.session = d.engine.NewSession(hiera.SessionOptions{Log: d.log, ResolveType: func(name string) (values.Type, bool) {
			// The resolver of the call being answered (d.mu held).
			if d.resolveType == nil {
				return nil, false
			}
			return d.resolveType(name)
		}, CallFunction: d.callDataFunction})
	}
	return d.session
}

// callDataFunction runs a data provider function (hiera.FunctionCaller)
// with the caller of the lookup being answered. The function is Puppet or
// Ruby code: it may call lookup() itself, so the lock is released while it
// runs (the compile is one goroutine: nothing else uses the session
// meanwhile). Called from a function's own use of the session (see
// depth), mu is not held and stays so (it was a fatal "unlock of unlocked
// mutex": golden forge9_hiera_lookup_key_interpolate_reentry).
func (d *DataLookup) callDataFunction(name string, args []values.Value) (values.Value, error) {
	call, resolveType := d.callFunction, d.resolveType
	if call == nil {
		return nil, hiera.ErrUnknownFunction
	}
	if d.lockedAt != d.depth {
		return call(name, args)
	}
	d.depth++
	d.lockedAt = -1
	d.mu.Unlock()
	v, err := call(name, args)
	d.mu.Lock()
	d.depth--
	d.lockedAt = d.depth
	d.callFunction, d.resolveType = call, resolveType
	return v, err
}

func scopeOf(variable func(string) (values.Value, bool), classState func(string) (bool, bool)) hiera.Scope {
	if variable == nil {
		variable = func(string) (values.Value, bool) { return nil, false }
	}
	if classState != nil {
		return compileScope{variable: variable, classState: classState}
	}
	return hiera.ScopeFunc(variable)
}

// compileScope is the scope of a lookup in a compile: its variables, and
// what the compile knows of classes (hiera.Scope's ClassState).
type compileScope struct {
	variable   func(string) (values.Value, bool)
	classState func(string) (bool, bool)
}

func (s compileScope) Variable(name string) (values.Value, bool) { return s.variable(name) }

func (s compileScope) ClassState(name string) (exists, evaluated, known bool) {
	exists, evaluated = s.classState(name)
	return exists, evaluated, true
}

// queryScope is the scope of an automatic parameter lookup: the query's own
// functions. Being one pointer, it goes into a hiera.Scope without the
// allocation a compileScope costs (one per class parameter looked up; the
// query lives through the lookup).
type queryScope struct{ q *eval.LookupQuery }

func (s queryScope) Variable(name string) (values.Value, bool) {
	if s.q.Variable == nil {
		return nil, false
	}
	return s.q.Variable(name)
}

func (s queryScope) ClassState(name string) (exists, evaluated, known bool) {
	exists, evaluated = s.q.ClassState(name)
	return exists, evaluated, true
}

// Lookup implements eval.DataLookup: automatic class parameter lookup of
// one key in the compile's session.
func (d *DataLookup) Lookup(q *eval.LookupQuery) (values.Value, bool, error) {
	defer d.unlock(d.lock())
	d.resolveType, d.callFunction = q.ResolveType, q.CallFunction
	var scope hiera.Scope = queryScope{q}
	if q.ClassState == nil {
		scope = scopeOf(q.Variable, nil)
	}
	v, found, err := d.hieraSession().LookupKey(q.Key, q.Merge, scope, nil)
	if err != nil {
		// A LookupError of an automatic parameter lookup is shown as it is,
		// as lookup()'s are (golden err_hiera_eyaml_*).
		return nil, false, lookupError(err)
	}
	return v, found, nil
}

// LookupCall implements eval.DataLookup: a lookup() call answered by the
// compile's session (hiera.ParseLookupArgs and Session.Lookup), so that
// errors are Puppet's: a LookupError ("Function lookup() did not find a
// value for the name 'x'", "Unable to parse (...)") is shown as it is,
// anything else as an error of the call.
func (d *DataLookup) LookupCall(call *eval.LookupCall) (values.Value, error) {
	var block hiera.Block
	if call.Block != nil {
		block = call.Block
	}
	q, err := hiera.ParseLookupArgs(call.Args, block)
	if err != nil {
		return nil, lookupError(err)
	}
	q.Scope = scopeOf(call.Variable, call.ClassState)
	if call.Block != nil {
		return d.lookupCallWithDefault(q, call)
	}
	defer d.unlock(d.lock())
	d.resolveType, d.callFunction = call.ResolveType, call.CallFunction
	v, err := d.hieraSession().Lookup(q)
	if err != nil {
		return nil, lookupError(err)
	}
	return v, nil
}

// lookupCallWithDefault is LookupCall of a call with a default lambda. The
// lambda is Puppet code: it may call lookup() itself, so mu is released
// while it runs. (Apart from LookupCall so that the variables the lambda's
// wrapper shares do not cost calls without one an allocation.)
func (d *DataLookup) lookupCallWithDefault(q *hiera.Query, call *eval.LookupCall) (values.Value, error) {
	outer := d.lock()
	d.resolveType, d.callFunction = call.ResolveType, call.CallFunction
	locked := true
	defer func() {
		if locked {
			d.unlock(outer)
		}
	}()
	q.DefaultFunc = func(name values.Value) (values.Value, error) {
		d.unlock(outer)
		locked = false
		v, err := call.Block.Call(name)
		outer = d.lock()
		d.resolveType, d.callFunction = call.ResolveType, call.CallFunction
		locked = true
		return v, err
	}
	v, err := d.hieraSession().Lookup(q)
	if err != nil {
		return nil, lookupError(err)
	}
	return v, nil
}

// lookupError gives the evaluator a lookup's error in the form it shows
// as Puppet does: a LookupError as an unlocated *eval.Error (shown as it
// is), another Hiera error as a plain error (located at the call); errors
// that are not Hiera's (from the lambda) unchanged.
func lookupError(err error) error {
	var he *hiera.Error
	if !errors.As(err, &he) {
		return err
	}
	// The diagnostic's code goes with it: Puppet's issue code where the
	// error has one (HIERA_INTERPOLATION_UNKNOWN_INTERPOLATION_METHOD, ...).
	code := he.Diagnostic().Code
	if he.Script() {
		return &eval.Error{Message: he.Error(), NoNode: true, Code: code}
	}
	if he.Preformatted() {
		return &eval.Error{Message: he.Error(), Code: code}
	}
	return errors.New(he.Error())
}

// Query runs a query in the compile's session: what `puppet lookup` does
// after the compile with --compile (see compiler.Request.Finished), with
// the compile's caches and warnings. resolveType resolves the type
// aliases a convert_to names (eval.TypeResolver); nil knows Puppet's
// types only. callFunction runs the data provider functions of Puppet
// code and Ruby (eval.DataFunctions); nil knows the built-in ones only.
func (d *DataLookup) Query(q *hiera.Query, resolveType func(name string) (values.Type, bool), callFunction func(name string, args []values.Value) (values.Value, error)) (values.Value, error) {
	defer d.unlock(d.lock())
	d.resolveType, d.callFunction = resolveType, callFunction
	return d.hieraSession().Lookup(q)
}
