package ruby

import (
	"fmt"

	"github.com/punch-dev/punch/compiler/values"
)

// A 4.x function is entered through its instance's `call(scope, *args)`,
// whose default runs `self.class.dispatcher.dispatch(self, scope, args)`.
// Functions may override `call` (22 of stdlib's put the scope first and
// dispatch themselves, "PUP-4438"), so the dispatcher is a Ruby object
// here. Choosing the dispatch needs Puppet's type system, which lives on
// the host: it implements Dispatcher.

// Dispatcher is implemented by a Host that chooses among a 4.x function's
// dispatches as Puppet's Dispatcher#dispatch does.
type Dispatcher interface {
	// SelectDispatch returns the first dispatch of f whose signature
	// takes args (an argument that is no Puppet value, such as a scope
	// object, arrives as an *Opaque, which only Any accepts), or an error
	// whose text is the ArgumentError message Puppet raises when none
	// does. The result is one of f.Dispatches.
	SelectDispatch(f *Function, args []values.Value, blk Block) (*Dispatch, error)
	// CheckReturn is Dispatch#invoke's assertion of the dispatch's
	// return_type on the value the method returned.
	CheckReturn(f *Function, d *Dispatch, v values.Value) error
}

// Opaque is a Ruby object passed to the host where a Puppet value is
// expected (a dispatcher argument that has no Puppet equivalent). The
// host treats it as a value only the type Any matches.
type Opaque struct {
	V     Value
	Class string // the Ruby class name, for messages
}

func (o *Opaque) String() string { return "#<" + o.Class + ">" }

// dispatcherData is the Go state of a function class's dispatcher.
type dispatcherData struct{ cls *Module }

func (in *Interp) dispatcherObject(cls *Module) *Object {
	return &Object{class: in.puppetModule("Puppet::Pops::Functions::Dispatcher"), Data: &dispatcherData{cls: cls}}
}

func (in *Interp) defineDispatcher() {
	pf := in.DefineModule(in.DefineModule(in.puppetModule("Puppet"), "Pops"), "Functions")
	dc := in.DefineClass(pf, "Dispatcher", nil)
	dc.DefineMethod("dispatch", 3, 3, func(c *Call) (Value, error) {
		d, _ := c.Self.(*Object).Data.(*dispatcherData)
		args, ok := c.Args[2].(*Array)
		if d == nil || !ok {
			return nil, c.In.raise(cTypeError, 0, "no implicit conversion of %s into Array", c.In.className(c.Args[2]))
		}
		return c.In.dispatch(d.cls, c.Args[0], c.Args[1], append([]Value(nil), args.a...), c.Block)
	})
}

// dispatch is Puppet's Dispatcher#dispatch(instance, calling_scope, args,
// &block) followed by Dispatch#invoke.
func (in *Interp) dispatch(cls *Module, inst, scope Value, args []Value, blk *Proc) (Value, error) {
	f := in.puppetAPI().funcs[cls]
	if f == nil {
		return nil, in.unsupportedErr("the dispatcher of a function class not loaded as a Puppet function")
	}
	dh, ok := in.host.(Dispatcher)
	if !ok {
		return nil, in.unsupportedErr("Dispatcher#dispatch (the host chooses no dispatch)")
	}
	in.beforeHostCall()
	pargs := make([]values.Value, len(args))
	for i, a := range args {
		pv, err := in.toHost(a)
		if err != nil {
			if _, unsupported := err.(*fatalErr); !unsupported {
				return nil, err
			}
			pv = &Opaque{V: a, Class: in.className(a)}
		}
		pargs[i] = pv
	}
	d, err := dh.SelectDispatch(f, pargs, in.toHostBlock(blk))
	if err != nil {
		if _, ok := err.(*Error); ok {
			return nil, in.wrapHostErr(err)
		}
		return nil, in.raise(cArgumentError, 0, "%s", err.Error())
	}
	if d.ScopeParam {
		args = append([]Value{scope}, args...)
	}
	if d.ArgumentMismatch {
		msg, err := in.callMethod(inst, d.Method, args, nil, nil, true)
		if err != nil {
			return nil, err
		}
		return nil, in.raise(cArgumentError, 0, "'%s' %s", f.Name, in.toS(msg))
	}
	r, err := in.callMethod(inst, d.Method, args, nil, blk, true)
	if err != nil {
		return nil, err
	}
	if d.ReturnType != "" {
		pv, err := in.toHost(r)
		if err != nil {
			return nil, err
		}
		if err := dh.CheckReturn(f, d, pv); err != nil {
			return nil, in.wrapHostErr(err)
		}
	}
	return r, nil
}

// functionInstance is the compile's one instance of a 4.x function class
// (Puppet's loader creates it once, so instance variables carry from call
// to call within a compile).
func (in *Interp) functionInstance(cls *Module) (Value, error) {
	ps := in.puppetAPI()
	if inst, ok := ps.instances[cls]; ok {
		return inst, nil
	}
	inst, err := in.callMethod(cls, "new", []Value{in.scopeObject(true), in.loaderObject()}, nil, nil, true)
	if err != nil {
		return nil, err
	}
	if ps.instances == nil {
		ps.instances = map[*Module]Value{}
	}
	ps.instances[cls] = inst
	return inst, nil
}

// overridesCall reports whether a 4.x function class has a `call` of its
// own (or of a module it includes) instead of Puppet's.
func (in *Interp) overridesCall(cls *Module) bool {
	me := in.findMethod(cls, "call")
	if me == nil {
		return false
	}
	base := in.puppetModule("Puppet::Pops::Functions::Function")
	return in.own(me.owner) != base
}

var _ = fmt.Sprint
