package ruby

import (
	"github.com/punch-dev/punch/compiler/values"
)

// Hooks let a host share values with Ruby code (compiler/erb keeps one
// Ruby object per Puppet value a template reads, and reports in-place
// changes back to the scope).
type Hooks struct {
	// FromPuppet converts a value read from the host: a variable (name
	// set) or a function's result / scope.to_hash (name ""). nil: the
	// default conversion.
	FromPuppet func(in *Interp, name string, v values.Value) Value
	// ToPuppet converts a Ruby value passed to the host (a function's
	// argument); ok false: the default conversion.
	ToPuppet func(in *Interp, v Value) (values.Value, bool)
	// BeforeHostCall runs before a Puppet function is called from Ruby.
	BeforeHostCall func(in *Interp)
}

// SetHooks installs hooks (for the rest of the Interp's life).
func (in *Interp) SetHooks(h Hooks) { in.hooks = h }

// Mutations counts the in-place changes of strings, arrays and hashes
// made so far (a host compares it to know whether anything changed).
func (in *Interp) Mutations() uint64 { return in.mutations }

// FromPuppet converts a Puppet value to Ruby (the default conversion).
func (in *Interp) FromPuppet(v values.Value) Value { return in.fromPuppet(v) }

// ToPuppet converts a Ruby value to Puppet (the default conversion).
func (in *Interp) ToPuppet(v Value) (values.Value, error) { return in.toPuppet(v) }

// fromHost converts a value read from the host.
func (in *Interp) fromHost(name string, v values.Value) Value {
	if in.hooks.FromPuppet != nil {
		return in.hooks.FromPuppet(in, name, v)
	}
	return in.fromPuppet(v)
}

// toHost converts a value given to the host.
func (in *Interp) toHost(v Value) (values.Value, error) {
	if in.hooks.ToPuppet != nil {
		if pv, ok := in.hooks.ToPuppet(in, v); ok {
			return pv, nil
		}
	}
	return in.toPuppet(v)
}

func (in *Interp) beforeHostCall() {
	if in.hooks.BeforeHostCall != nil {
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
