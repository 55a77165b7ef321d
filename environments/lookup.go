package environments

import (
	"errors"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/hiera"
)

var _ eval.LookupCaller = (*Loader)(nil)

// hieraSession returns the compile's lookup session (Puppet's lookup
// adapter), made on first use (l.lookupMu held).
func (l *Loader) hieraSession() *hiera.Session {
	if l.session == nil {
		l.session = l.s.hieraEngine.NewSession(hiera.SessionOptions{Log: l.opts.Log, ResolveType: func(name string) (values.Type, bool) {
			// The resolver of the call being answered (l.lookupMu held).
			if l.resolveType == nil {
				return nil, false
			}
			return l.resolveType(name)
		}})
	}
	return l.session
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
// what the compile knows of classes (hiera.ClassStater).
type compileScope struct {
	variable   func(string) (values.Value, bool)
	classState func(string) (bool, bool)
}

func (s compileScope) Variable(name string) (values.Value, bool) { return s.variable(name) }

func (s compileScope) ClassState(name string) (exists, evaluated bool) { return s.classState(name) }

// LookupCall implements eval.LookupCaller: a lookup() call answered by the
// compile's session (hiera.ParseLookupArgs and Session.Lookup), so that
// the calls and the automatic parameter lookups of one compile share its
// caches and its warnings, and errors are Puppet's: a LookupError
// ("Function lookup() did not find a value for the name 'x'", "Unable to
// parse (...)") is shown as it is, anything else as an error of the call.
func (l *Loader) LookupCall(call *eval.LookupCall) (values.Value, error) {
	var block hiera.Block
	if call.Block != nil {
		block = call.Block
	}
	q, err := hiera.ParseLookupArgs(call.Args, block)
	if err != nil {
		return nil, lookupError(err)
	}
	q.Scope = scopeOf(call.Variable, call.ClassState)
	l.lookupMu.Lock()
	l.resolveType = call.ResolveType
	locked := true
	defer func() {
		if locked {
			l.lookupMu.Unlock()
		}
	}()
	if call.Block != nil {
		q.DefaultFunc = func(name values.Value) (values.Value, error) {
			// The lambda is Puppet code: it may call lookup() itself.
			l.lookupMu.Unlock()
			locked = false
			v, err := call.Block.Call(name)
			l.lookupMu.Lock()
			l.resolveType = call.ResolveType
			locked = true
			return v, err
		}
	}
	v, err := l.hieraSession().Lookup(q)
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
	if he.Script() {
		return &eval.Error{Message: he.Error(), NoNode: true}
	}
	if he.Preformatted() {
		return &eval.Error{Message: he.Error()}
	}
	return errors.New(he.Error())
}

// Query runs a query in the loader's session: what `puppet lookup` does,
// after the compile with --compile (see compiler.Request.Finished, with the
// compile's caches and warnings), else with a loader made WithoutManifests.
// resolveType resolves the type aliases a convert_to names
// (eval.TypeResolver); nil knows Puppet's types only.
func (l *Loader) Query(q *hiera.Query, resolveType func(name string) (values.Type, bool)) (values.Value, error) {
	l.lookupMu.Lock()
	defer l.lookupMu.Unlock()
	l.resolveType = resolveType
	return l.hieraSession().Lookup(q)
}
