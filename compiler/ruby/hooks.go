package ruby

import (
	"github.com/punch-dev/punch/compiler/values"
)

// Hooks let a host share values with Ruby code (compiler/erb keeps one
// Ruby object per Puppet value a template reads, and reports in-place
// changes back to the scope). An interface, not a struct of funcs, so that
// a host installs its per-render state without a closure per hook.
type Hooks interface {
	// FromPuppet converts a value read from the host: a variable (name
	// set) or a function's result / scope.to_hash (name "").
	FromPuppet(in *Interp, name string, v values.Value) Value
	// ToPuppet converts a Ruby value passed to the host (a function's
	// argument); ok false: the default conversion.
	ToPuppet(in *Interp, v Value) (values.Value, bool)
	// BeforeHostCall runs before a Puppet function is called from Ruby.
	BeforeHostCall(in *Interp)
	// Frozen reports whether Puppet hands Ruby the value (a string, array
	// or hash) as a frozen object.
	Frozen(v values.Value) bool
}

// SetHooks installs hooks (nil: the default conversions) until the next
// SetHooks.
func (in *Interp) SetHooks(h Hooks) { in.hooks = h }

// CurrentHooks returns the installed hooks (nil for none): a nested host
// (a template rendering a template) puts them back when it ends.
func (in *Interp) CurrentHooks() Hooks { return in.hooks }

// HostData returns what a host stored in this Interp under key with
// SetHostData (nil if nothing): state a host keeps per Interp, as
// compiler/erb keeps the template class it found. A copy of a prepared
// Interp starts with none.
func (in *Interp) HostData(key any) any {
	for _, d := range in.hostData {
		if d.key == key {
			return d.val
		}
	}
	return nil
}

// SetHostData stores v under key (see HostData).
func (in *Interp) SetHostData(key, v any) {
	for i := range in.hostData {
		if in.hostData[i].key == key {
			in.hostData[i].val = v
			return
		}
	}
	in.hostData = append(in.hostData, hostDatum{key, v})
}

type hostDatum struct{ key, val any }

// Mutations counts the in-place changes of strings, arrays and hashes
// made so far (a host compares it to know whether anything changed).
func (in *Interp) Mutations() uint64 { return in.mutations }

// FromPuppet converts a Puppet value to Ruby (the default conversion).
func (in *Interp) FromPuppet(v values.Value) Value { return in.fromPuppet(v) }

// ToPuppet converts a Ruby value to Puppet (the default conversion).
func (in *Interp) ToPuppet(v Value) (values.Value, error) { return in.toPuppet(v) }

// fromHost converts a value read from the host.
func (in *Interp) fromHost(name string, v values.Value) Value {
	if in.hooks != nil {
		return in.hooks.FromPuppet(in, name, v)
	}
	return in.fromPuppet(v)
}

// toHost converts a value given to the host.
func (in *Interp) toHost(v Value) (values.Value, error) {
	if in.hooks != nil {
		if pv, ok := in.hooks.ToPuppet(in, v); ok {
			return pv, nil
		}
	}
	return in.toPuppet(v)
}

func (in *Interp) beforeHostCall() {
	if in.hooks != nil {
		in.hooks.BeforeHostCall(in)
	}
}

// RunTemplate evaluates a parsed program with self as the receiver (an
// ERB template's wrapper object): def defines methods on self's class.
// locals are the values of the file's predeclared local variables.
// ctx and host bound and serve the run as for Function.Call.
func (in *Interp) RunTemplate(f *File, self Value, locals []Value, host Host) (Value, *Error) {
	savedHost := in.host
	in.host = host
	if in.depth == 0 {
		in.steps, in.mem = 0, 0
	}
	defer func() { in.host = savedHost }()
	cls := in.classOf(self).nonSingleton()
	ctx := in.ctxs.next()
	*ctx = callCtx{self: self, cref: &cref{mod: in.cObject}, defTarget: cls, file: f}
	vars := in.vals.make(len(f.scope.names), len(f.scope.names))
	copy(vars, locals)
	fr := in.frames.next()
	*fr = frame{vars: vars, ctx: ctx}
	level := in.enterHostCall()
	v, err := in.protect(func() (Value, error) {
		savedFile, savedPos, savedLabel := in.file, in.pos, in.label
		in.pushBT()
		in.file, in.pos, in.label = f, 0, "<main>"
		defer func() {
			in.popBT()
			in.file, in.pos, in.label = savedFile, savedPos, savedLabel
		}()
		return in.eval(f.prog, fr)
	})
	// what the template changed in catalog resources' parameters
	if werr := in.leaveHostCall(level); err == nil {
		err = werr
	}
	if err != nil {
		return nil, in.toError(err)
	}
	return v, nil
}

// ScopeObject is the Puppet::Parser::Scope object of the calling scope
// (what an ERB template's `scope` returns), loading Puppet's API.
func (in *Interp) ScopeObject() (Value, error) {
	if err := in.loadPuppetAPI(); err != nil {
		return nil, err
	}
	return in.scopeObject(false), nil
}

// String is Ruby's to_s of the value for builtin values (objects print as
// #<Class>): a RubyValue shown in Puppet output.
func (r *RubyValue) String() string { return staticToS(r.V) }

func staticToS(v Value) string {
	switch x := v.(type) {
	case *String:
		return x.s
	case *Object:
		if x.class != nil {
			return "#<" + x.class.name + ">"
		}
	}
	// a private Interp: Interps are not safe for concurrent use, and
	// printing a RubyValue is rare
	return newInterp(nil).anyToS(v)
}
