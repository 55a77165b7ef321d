package ruby

import (
	"context"
	"fmt"
	"hash/fnv"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Data types written in Ruby: a module's lib/puppet/datatypes/**.rb calls
// Puppet::DataTypes.create_type (puppet_prelude.rb) with an interface, a
// Pcore Object initialization hash in Puppet's language, and optionally an
// implementation_class (a Ruby class whose instances are the type's) or an
// implementation block (methods added to Puppet's generated class). The
// compile makes the Object type from the interface (compiler/eval
// rubydatatype.go); this file runs the Ruby side: loading the file in the
// compile's Interp, creating instances and sending them messages.

// DataType is what one Puppet::DataTypes.create_type call defined, in the
// Interp of one compile.
type DataType struct {
	// Name is the type's name as create_type was given it.
	Name string
	// Interface is the body of the type's initialization hash (Puppet
	// parses "{ #{interface} }").
	Interface string
	// File is the data type file.
	File string

	in       *Interp
	impl     *Module // implementation_class
	override *Proc   // implementation block
	typ      *values.ObjectT
}

// dataTypeLoad is the result of loading one data type file.
type dataTypeLoad struct {
	dt  *DataType
	err error
}

// interpFor is the Interp of host's compile (a new one without).
func (e *Env) interpFor(host Host) *Interp {
	if p, ok := host.(InterpProvider); ok {
		if in := p.RubyInterp(e); in != nil {
			return in
		}
	}
	return e.NewInterp()
}

// runWithHost runs f as the body of a call from the host: ctx and host are
// the call's, the step budget starts over for an outermost call, and what
// escapes is an *Error.
func (in *Interp) runWithHost(ctx context.Context, host Host, f func() (Value, error)) (Value, error) {
	savedCtx, savedHost := in.ctx, in.host
	if in.depth == 0 {
		in.steps, in.mem = 0, 0
	}
	in.ctx, in.host = ctx, host
	defer func() { in.ctx, in.host = savedCtx, savedHost }()
	v, err := in.protect(f)
	if err != nil {
		return nil, in.toError(err)
	}
	return v, nil
}

// LoadDataType evaluates a data type file in the Interp of host's compile
// (once per Interp, as Puppet's loader loads it once per compile) and
// returns what its create_type call defined, with the checks of Puppet's
// RubyDataTypeInstantiator (the file must call create_type and produce a
// type); the name is the caller's to check.
func (e *Env) LoadDataType(ctx context.Context, host Host, path string) (*DataType, error) {
	in := e.interpFor(host)
	ps := in.puppetAPI()
	if r, ok := ps.dataTypes[path]; ok {
		return r.dt, r.err
	}
	dt, err := in.loadDataType(ctx, host, path)
	if ps.dataTypes == nil {
		ps.dataTypes = map[string]dataTypeLoad{}
	}
	ps.dataTypes[path] = dataTypeLoad{dt, err}
	return dt, err
}

func (in *Interp) loadDataType(ctx context.Context, host Host, path string) (*DataType, error) {
	file, err := in.env.parseFunctionFile(path)
	if err != nil {
		return nil, asError(err, path)
	}
	if !strings.Contains(file.src, "Puppet::DataTypes.create_type") {
		return nil, &Error{File: path, Class: cArgumentError, Offset: -1,
			Message: fmt.Sprintf("The code loaded from %s does not seem to be a Puppet 5x API data type - no create_type call.", path)}
	}
	v, err := in.runWithHost(ctx, host, func() (Value, error) {
		if err := in.loadPuppetAPI(); err != nil {
			return nil, err
		}
		in.loaded[path] = true
		return in.runFile(file)
	})
	if err != nil {
		return nil, err
	}
	if o, ok := v.(*Object); ok {
		if dt, ok := o.Data.(*DataType); ok {
			dt.File = path
			return dt, nil
		}
	}
	return nil, &Error{File: path, Class: cArgumentError, Offset: -1,
		Message: fmt.Sprintf("The code loaded from %s did not produce a data type when evaluated. Got '%s'", path, in.className(v))}
}

// definePuppetDataTypes defines the Go side of Puppet::DataTypes: what
// create_type hands over (Punch.create_data_type), TypeBuilderAPI#load_file
// (Punch.load_file) and PuppetObject#to_s (Punch.object_string).
func (in *Interp) definePuppetDataTypes() {
	p := in.DefineModule(nil, "Punch")
	p.DefineSingletonMethod("create_data_type", 4, 4, func(c *Call) (Value, error) {
		in := c.In
		name, err := in.ExpectString(c.Args[0])
		if err != nil {
			return nil, err
		}
		iface, err := in.ExpectString(c.Args[1])
		if err != nil {
			return nil, err
		}
		dt := &DataType{Name: name.s, Interface: iface.s, in: in}
		if c.Args[2] != nil {
			cls, ok := c.Args[2].(*Module)
			if !ok || !cls.isClass {
				return nil, in.raise(cTypeError, 0, "implementation_class must be a Class, got %s", in.className(c.Args[2]))
			}
			dt.impl = cls
			ps := in.puppetAPI()
			if ps.dataTypeOf == nil {
				ps.dataTypeOf = map[*Module]*DataType{}
			}
			ps.dataTypeOf[cls] = dt
			if in.includes(cls, "Puppet::Pops::Types::PuppetObject") {
				// Puppet gives a class that is a PuppetObject its type
				// (@_pcore_type and self._pcore_type).
				cls.DefineSingletonMethod("_pcore_type", 0, 0, func(c *Call) (Value, error) {
					if dt.typ == nil {
						return nil, nil
					}
					return c.In.puppetObject(dt.typ), nil
				})
			}
		}
		if blk, ok := c.Args[3].(*Proc); ok {
			dt.override = blk
		}
		return &Object{class: in.puppetValueClass("Puppet::Pops::Types::PObjectType"), Data: dt}, nil
	})
	p.DefineSingletonMethod("load_file", 1, 1, func(c *Call) (Value, error) {
		// Puppet::Util::Autoload.load_file: NAME.rb of the first lib
		// directory that has it, loaded once; false when none has.
		in := c.In
		name, err := in.ExpectString(c.Args[0])
		if err != nil {
			return nil, err
		}
		if in.env == nil {
			return false, nil
		}
		n := strings.TrimSuffix(name.s, ".rb")
		for _, dir := range in.env.opts.LoadPath {
			if in.env.fileExists(dir + "/" + n + ".rb") {
				if _, err := in.loadFile(dir + "/" + n + ".rb"); err != nil {
					return nil, err
				}
				return true, nil
			}
		}
		return false, nil
	})
	p.DefineSingletonMethod("object_string", 1, 1, func(c *Call) (Value, error) {
		// TypeFormatter.string(self): the Object's String, never its to_s
		// (which is this method)
		if pv, ok := pvOf(c.Args[0]); ok {
			if o, ok := pv.(*values.Object); ok {
				return NewString(o.String()), nil
			}
			return NewString(values.ToString(pv)), nil
		}
		// an instance made in Ruby that Puppet has not seen yet
		in := c.In
		if dt := in.dataTypeOfClass(in.classOf(c.Args[0])); dt != nil && dt.typ != nil {
			return NewString(dt.adopt(c.Args[0].(*Object)).String()), nil
		}
		return NewString(in.className(c.Args[0])), nil
	})
}

// includes reports whether cls has the module at path among its ancestors.
func (in *Interp) includes(cls *Module, path string) bool {
	m := in.classByNameNoAutoload(path)
	if m == nil {
		return false
	}
	for _, a := range cls.ancestors() {
		if a == m {
			return true
		}
	}
	return false
}

// dataTypeOfClass is the data type whose implementation_class is cls or
// one of its ancestors (nil when none).
func (in *Interp) dataTypeOfClass(cls *Module) *DataType {
	ps := in.puppetAPI()
	if len(ps.dataTypeOf) == 0 || cls == nil {
		return nil
	}
	for _, a := range cls.ancestors() {
		if dt := ps.dataTypeOf[a]; dt != nil {
			return dt
		}
	}
	return nil
}

// adopt makes r, an instance of the implementation class, a Puppet value
// of the type: the Object that carries it (made once).
func (d *DataType) adopt(r *Object) *values.Object {
	ps := d.in.puppetAPI()
	if o, ok := ps.adopted[r]; ok {
		return o
	}
	o := values.NewNativeObject(d.typ, r)
	if ps.adopted == nil {
		ps.adopted = map[*Object]*values.Object{}
	}
	ps.adopted[r] = o
	return o
}

// nativeToPuppet is the Puppet value of a Ruby object whose class is a
// loaded data type's implementation_class (ok false for others).
func (in *Interp) nativeToPuppet(r *Object) (values.Value, bool) {
	if in.puppet == nil {
		return nil, false
	}
	dt := in.dataTypeOfClass(r.class)
	if dt == nil || dt.typ == nil {
		return nil, false
	}
	return dt.adopt(r), true
}

// Bind makes t the type the data type defines (its implementation class's
// _pcore_type; its generated class gets the implementation block).
func (d *DataType) Bind(t *values.ObjectT) {
	d.typ = t
	ps := d.in.puppetAPI()
	if ps.dataTypeOfType == nil {
		ps.dataTypeOfType = map[*values.ObjectT]*DataType{}
	}
	ps.dataTypeOfType[t] = d
}

// HasImplementationClass reports whether create_type named an
// implementation_class.
func (d *DataType) HasImplementationClass() bool { return d.impl != nil }

// HasImplementation reports whether create_type gave an implementation
// block.
func (d *DataType) HasImplementation() bool { return d.override != nil }

// ClassName is the name of the implementation class.
func (d *DataType) ClassName() string {
	if d.impl == nil {
		return ""
	}
	return d.in.modName(d.impl)
}

// ClassResponds reports whether the implementation class responds to the
// class method name (from_asserted_hash, from_asserted_args, ...).
func (d *DataType) ClassResponds(name string) bool {
	return d.impl != nil && d.in.respondTo(d.impl, name, false)
}

// InitParams are the parameter names of the implementation class's
// from_asserted_args (when it has one) or initialize, and how many are
// required: what Puppet's parameter_info matches the attributes against.
func (d *DataType) InitParams(ctx context.Context, host Host) (names []string, required int, err error) {
	if d.impl == nil {
		return nil, 0, nil
	}
	in := d.in
	_, err = in.runWithHost(ctx, host, func() (Value, error) {
		var m Value
		var err error
		if in.respondTo(d.impl, "from_asserted_args", false) {
			m, err = in.callMethod(d.impl, "method", []Value{Symbol("from_asserted_args")}, nil, nil, false)
		} else {
			m, err = in.callMethod(d.impl, "instance_method", []Value{Symbol("initialize")}, nil, nil, false)
		}
		if err != nil {
			return nil, err
		}
		ps, err := in.callMethod(m, "parameters", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		list, _ := ps.(*Array)
		if list == nil {
			return nil, nil
		}
		for _, p := range list.a {
			pa, _ := p.(*Array)
			if pa == nil || len(pa.a) < 2 {
				continue
			}
			if pa.a[0] == Symbol("req") {
				required++
			}
			names = append(names, in.toS(pa.a[1]))
		}
		return nil, nil
	})
	return names, required, err
}

// New calls the implementation class's method (new, from_asserted_args,
// from_asserted_hash) with args and returns the instance as a Puppet
// value of the type.
func (d *DataType) New(ctx context.Context, host Host, method string, args []values.Value) (values.Value, error) {
	in := d.in
	v, err := in.runWithHost(ctx, host, func() (Value, error) {
		rargs := make([]Value, len(args))
		for i, a := range args {
			rargs[i] = in.fromPuppet(a)
		}
		return in.callMethod(d.impl, method, rargs, nil, nil, false)
	})
	if err != nil {
		return nil, err
	}
	if r, ok := v.(*Object); ok && d.typ != nil && in.isA(r, d.impl) {
		return d.adopt(r), nil
	}
	return in.toPuppet(v)
}

// receiver is the Ruby object of o: its implementation class's instance,
// or an instance of the type's generated class.
func (d *DataType) receiver(o *values.Object) (Value, error) {
	if r, ok := o.Native().(*Object); ok {
		return r, nil
	}
	return d.in.generatedObject(o)
}

// Send is o.method(*args) in Ruby; found is false when the object does
// not respond to it (the type's own behaviour applies).
func (d *DataType) Send(ctx context.Context, host Host, o *values.Object, method string, args []values.Value) (v values.Value, found bool, err error) {
	in := d.in
	var rv Value
	_, err = in.runWithHost(ctx, host, func() (Value, error) {
		r, err := d.receiver(o)
		if err != nil || r == nil || !in.respondTo(r, method, false) {
			return nil, err
		}
		found = true
		rargs := make([]Value, len(args))
		for i, a := range args {
			rargs[i] = in.fromPuppet(a)
		}
		rv, err = in.callMethod(r, method, rargs, nil, nil, false)
		return nil, err
	})
	if err != nil || !found {
		return nil, found, err
	}
	pv, err := in.toPuppet(rv)
	if err != nil {
		return nil, true, in.toError(err)
	}
	return pv, true, nil
}

// HashKey is o as a key of a Puppet Hash (and for unique): Puppet's Hash
// is a Ruby Hash, keyed by the Ruby object's hash and eql?, so an object
// whose class defines its own hash is keyed by that value, any other by
// its identity (golden fn_ruby_datatype_hash_keys). ok is false for an
// Object that has no Ruby object of its implementation class.
func (d *DataType) HashKey(ctx context.Context, host Host, o *values.Object) (key string, ok bool) {
	r, isObj := o.Native().(*Object)
	if !isObj {
		return "", false
	}
	var uk userKey
	var own bool
	_, _ = d.in.runWithHost(ctx, host, func() (Value, error) {
		uk, own = userHash(r)
		return nil, nil
	})
	if !own {
		return fmt.Sprintf("@%p", r), true
	}
	return fmt.Sprintf("#%v", uk.h), true
}

// generatedObject is the Ruby object of a Pcore Object of a type without
// implementation class (Puppet's RubyGenerator's class): a PuppetObject
// with a reader for each attribute new takes, its _pcore_type, its
// _pcore_init_hash, == and eql? by the type's equality, and the methods of
// the type's implementation block if a data type gave one.
func (in *Interp) generatedObject(o *values.Object) (Value, error) {
	if err := in.loadPuppetAPI(); err != nil {
		return nil, err
	}
	// In Puppet the Object is this Ruby object: one per Object for the
	// compile, so what its methods keep in instance variables is there at
	// the next call (tahu's ArrayBuilder: add(...) returns self, build_array
	// reads @elements; golden forge14_tahu_arraybuilder_state).
	st := in.puppetAPI()
	if r, ok := st.generated[o]; ok {
		return r, nil
	}
	cls, err := in.generatedClass(o.Type())
	if err != nil {
		return nil, err
	}
	r := &Object{class: cls, Data: puppetValue{o}}
	ps, _ := o.Type().Params()
	for _, a := range ps {
		if v, ok := o.Get(a.Name); ok {
			r.SetIvar("@"+a.Name, in.fromPuppet(v))
		}
	}
	if st.generated == nil {
		st.generated = map[*values.Object]*Object{}
	}
	st.generated[o] = r
	return r, nil
}

// generatedClass is the generated class of t, made once per Interp.
func (in *Interp) generatedClass(t *values.ObjectT) (*Module, error) {
	ps := in.puppetAPI()
	if cls, ok := ps.objectClasses[t]; ok {
		return cls, nil
	}
	cls := &Module{in: in, isClass: true, super: in.cObject}
	if po := in.classByNameNoAutoload("Puppet::Pops::Types::PuppetObject"); po != nil {
		if _, err := in.callMethod(cls, "include", []Value{po}, nil, nil, true); err != nil {
			return nil, err
		}
	}
	params, _ := t.Params()
	for _, a := range params {
		ivar := "@" + a.Name
		cls.DefineMethod(a.Name, 0, 0, func(c *Call) (Value, error) {
			if o, ok := c.Self.(*Object); ok {
				return o.Ivar(ivar), nil
			}
			return nil, nil
		})
	}
	cls.DefineSingletonMethod("_pcore_type", 0, 0, func(c *Call) (Value, error) {
		return c.In.puppetObject(t), nil
	})
	// new(*args) is the generated class's initialize: the arguments in
	// the order of new's parameters (required first), the declared values
	// for the ones left out, no type checks (those are create's and
	// from_hash's); an implementation's self.class.new(host, port) makes
	// another Object of the type (golden forge14_ruby_datatype_self_class_new).
	cls.DefineSingletonMethod("new", 0, -1, func(c *Call) (Value, error) {
		ps, req := t.Params()
		if len(c.Args) < req || len(c.Args) > len(ps) {
			return nil, c.In.argcError(len(c.Args), req, len(ps))
		}
		attrs := values.NewHash(len(c.Args))
		for i, a := range c.Args {
			pv, err := c.In.toPuppet(a)
			if err != nil {
				return nil, err
			}
			attrs.Put(ps[i].Name, pv)
		}
		return c.In.fromPuppet(values.NewObjectOf(t, attrs)), nil
	})
	cls.DefineMethod("_pcore_init_hash", 0, 0, func(c *Call) (Value, error) {
		if o, ok := pvOf(c.Self); ok {
			if po, ok := o.(*values.Object); ok {
				return c.In.fromPuppet(po.InitHash()), nil
			}
		}
		return NewHash(), nil
	})
	eq := func(c *Call) (Value, error) {
		a, ok := pvOf(c.Self)
		if !ok {
			return c.Self == c.Args[0], nil
		}
		b, ok := pvOf(c.Args[0])
		return ok && values.Equals(a, b), nil
	}
	cls.DefineMethod("==", 1, 1, eq)
	cls.DefineMethod("eql?", 1, 1, eq)
	cls.DefineMethod("hash", 0, 0, func(c *Call) (Value, error) {
		if a, ok := pvOf(c.Self); ok {
			f := fnv.New64a()
			fmt.Fprint(f, values.HashKey(a))
			return int64(f.Sum64() >> 2), nil
		}
		return int64(0), nil
	})
	if ps.objectClasses == nil {
		ps.objectClasses = map[*values.ObjectT]*Module{}
	}
	ps.objectClasses[t] = cls
	if d := ps.dataTypeOfType[t]; d != nil && d.override != nil {
		if _, err := in.callWithSelf(d.override, cls, cls, []Value{cls}); err != nil {
			return nil, err
		}
	}
	return cls, nil
}

// InitHash is o's _pcore_init_hash when its Ruby object has one.
func (d *DataType) InitHash(ctx context.Context, host Host, o *values.Object) (*values.Hash, bool, error) {
	v, found, err := d.Send(ctx, host, o, "_pcore_init_hash", nil)
	if err != nil || !found {
		return nil, found, err
	}
	h, ok := v.(*values.Hash)
	if !ok {
		return nil, false, nil
	}
	return h, true, nil
}
