package eval

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
)

// Data types written in Ruby (Puppet::DataTypes.create_type in a module's
// lib/puppet/datatypes/**.rb): Puppet's loader loads the file when the
// type's name is first resolved (a loader tries lib/puppet/datatypes
// before types/), and the type is a Pcore Object made from the interface.
// With an implementation_class, new makes instances of that Ruby class and
// the Object's attributes and functions are its methods; with an
// implementation block, the methods are added to Puppet's generated class.
// Golden fn_ruby_datatype_*, fn_forge_datatype_impl_class.

// rubyDataType is the type the data type file of name defines; nil when
// no loader has such a file.
func (c *Compiler) rubyDataType(name string) (values.Type, error) {
	ft := c.functionTable()
	if ft == nil {
		return nil, nil
	}
	path, ok := ft.Index().DataTypeFile(name)
	if !ok {
		return nil, nil
	}
	module := ft.Index().ModuleOf(path)
	h := c.dataTypeHost(module, name, path)
	dt, err := ft.Ruby().LoadDataType(c.context(), h, path)
	if err != nil {
		c.logDataTypeRaise(path, err)
		return nil, c.rubyError(err)
	}
	want := strings.ToLower(strings.TrimPrefix(name, "::"))
	if !strings.EqualFold(dt.Name, want) {
		return nil, &rawError{msg: fmt.Sprintf("The code loaded from %s produced mis-matched name, expected '%s', got %s", path, want, dt.Name)}
	}
	// Puppet parses "{ #{interface} }" as an expression; here it is the
	// body of a type alias, which the type parser interprets when the
	// type is first used, as it does an Object type written in Puppet.
	src := "type " + values.CapitalizeSegments(want) + " = Object[{\n" + dt.Interface + "\n}]\n"
	prog, err := parser.Parse(path, []byte(src))
	if err != nil {
		return nil, &rawError{msg: fmt.Sprintf("Data Type Load Error for type '%s': %s", dt.Name, err.Error())}
	}
	var ta *ast.TypeAlias
	if prog.Body != nil && len(prog.Body.Statements) == 1 {
		ta, _ = prog.Body.Statements[0].(*ast.TypeAlias)
	}
	body, isObject := ast.Expr(nil), false
	if ta != nil {
		body, isObject = objectBody(ta.Type)
	}
	if !isObject {
		return nil, &rawError{msg: fmt.Sprintf("Data Type Load Error for type '%s': the interface is not an Object initialization hash", dt.Name)}
	}
	t := c.namedObject(dt.Name, &typeParser{c: c, alias: ta}, body)
	dt.Bind(t)
	if dt.HasImplementationClass() || dt.HasImplementation() {
		t.SetImpl(&rubyObjectImpl{c: c, dt: dt, module: module, path: path})
	}
	return t, nil
}

// context is the compile's context (Background without one).
func (c *Compiler) context() context.Context {
	if c.ctx == nil {
		return context.Background()
	}
	return c.ctx
}

// dataTypeHost is how a data type's Ruby reaches the compile: the top
// scope, with the view of the module that holds the file.
func (c *Compiler) dataTypeHost(module, name, path string) *rubyHost {
	return &rubyHost{cc: &callContext{c: c, s: c.top, caller: module}, module: module, fn: &ruby.Function{Name: "new_" + name, File: path}}
}

// logDataTypeRaise logs, at debug level, where in Ruby a data type file
// failed: Puppet's error names only the Type-Name in the manifest.
func (c *Compiler) logDataTypeRaise(path string, err error) {
	var re *ruby.Error
	if !errors.As(err, &re) || re.Cause != nil {
		return
	}
	file := re.File
	if file == "" {
		file = path
	}
	msg := fmt.Sprintf("Data type file %s: Ruby %s raised", path, re.Class)
	if re.Line > 0 {
		msg += fmt.Sprintf(" at %s:%d", file, re.Line)
	}
	msg += ": " + re.Message
	if len(re.Backtrace) > 0 {
		msg += "; backtrace: " + strings.Join(re.Backtrace, ", ")
	}
	c.log("debug", "", msg)
}

// rubyObjectImpl runs the instances of a data type written in Ruby
// (values.ObjectImpl).
type rubyObjectImpl struct {
	c      *Compiler
	dt     *ruby.DataType
	module string
	path   string

	// new_<Name>'s dispatches (made on first use): signatures and the
	// class method each calls
	sigs    []values.Signature
	methods []string
	sigErr  error
	made    bool
}

var _ values.ObjectImpl = (*rubyObjectImpl)(nil)

func (r *rubyObjectImpl) host() *rubyHost { return r.c.dataTypeHost(r.module, r.dt.Name, r.path) }

// dispatches are Puppet's create_new_function for an implementation
// class: from_asserted_hash with the init hash when the class has it, then
// the attributes by position in the order of the class's initialize (or
// from_asserted_args), which must name them (parameter_info).
func (r *rubyObjectImpl) dispatches(t *values.ObjectT) error {
	if r.made {
		return r.sigErr
	}
	r.made = true
	params, required := t.Params()
	names := make([]string, len(params))
	types := make([]values.Type, len(params))
	for i, a := range params {
		names[i], types[i] = a.Name, a.Type
	}
	initNames, initRequired, err := r.dt.InitParams(r.c.context(), r.host())
	if err != nil {
		r.sigErr = r.c.rubyError(err)
		return r.sigErr
	}
	if !slices.Equal(initNames, names) {
		if len(initNames) < len(names) || initRequired > len(names) {
			r.sigErr = &rawError{msg: fmt.Sprintf("Initializer for class %s does not match the attributes of %s", r.dt.ClassName(), t.Label())}
			return r.sigErr
		}
		initNames = initNames[:len(names)]
		if !slices.Equal(initNames, names) {
			reordered := make([]values.Type, len(initNames))
			for i, n := range initNames {
				j := slices.Index(names, n)
				if j < 0 {
					r.sigErr = &rawError{msg: fmt.Sprintf("Initializer for class %s parameter '%s' does not match any of the the attributes of type %s", r.dt.ClassName(), n, t.Label())}
					return r.sigErr
				}
				reordered[i] = types[j]
			}
			names, types = initNames, reordered
		}
	}
	if r.dt.ClassResponds("from_asserted_hash") {
		els := make([]*values.StructElement, 0, len(params))
		for _, a := range params {
			var key values.Value = values.StringValueType(a.Name)
			if a.HasValue {
				key = values.OptionalType(values.StringValueType(a.Name))
			}
			if e, err := values.NewStructElement(key, a.Type); err == nil {
				els = append(els, e)
			}
		}
		r.sigs = append(r.sigs, values.Signature{Params: values.TupleType([]values.Type{values.StructType(els)}, nil), Names: []string{"hash"}})
		r.methods = append(r.methods, "from_asserted_hash")
	}
	create := "new"
	if r.dt.ClassResponds("from_asserted_args") {
		create = "from_asserted_args"
	}
	r.sigs = append(r.sigs, values.Signature{Params: values.TupleType(types, values.IntegerType(int64(required), int64(len(types)))), Names: names})
	r.methods = append(r.methods, create)
	return nil
}

// NewObject is new_<Name>: an instance of the implementation class; a type
// with only an implementation block is made as Puppet's generated class.
func (r *rubyObjectImpl) NewObject(t *values.ObjectT, args []values.Value) (values.Value, bool, error) {
	if !r.dt.HasImplementationClass() {
		return nil, false, nil
	}
	if err := r.dispatches(t); err != nil {
		return nil, true, err
	}
	for i, s := range r.sigs {
		if !values.IsInstance(s.Params, args) {
			continue
		}
		v, err := r.dt.New(r.c.context(), r.host(), r.methods[i], args)
		if err != nil {
			return nil, true, r.c.rubyError(err)
		}
		return v, true, nil
	}
	return nil, true, &rawError{msg: values.DescribeSignatures("new_"+t.Label(), r.sigs, args, nil)}
}

// rubyReserved are Ruby's reserved words that Puppet's RubyGenerator
// protects as method names (protect_reserved_name): a member "end" is the
// method "_end".
var rubyReserved = map[string]bool{
	"alias": true, "begin": true, "break": true, "def": true, "do": true, "end": true, "ensure": true,
	"for": true, "module": true, "next": true, "nil": true, "not": true, "redo": true, "rescue": true,
	"retry": true, "return": true, "self": true, "super": true, "then": true, "until": true,
	"when": true, "while": true, "yield": true,
}

// Invoke sends a member call to the Ruby object (PAnnotatedMember#invoke).
func (r *rubyObjectImpl) Invoke(o *values.Object, name string, args []values.Value) (values.Value, bool, error) {
	method := name
	if rubyReserved[name] {
		method = "_" + name
	}
	v, found, err := r.dt.Send(r.c.context(), r.host(), o, method, args)
	if err != nil {
		return nil, true, r.c.rubyError(err)
	}
	return v, found, nil
}

// initHash is Puppet's extract_init_hash of an instance of the
// implementation class: its _pcore_init_hash, else the attributes new
// takes read with their readers, those equal to their default left out.
func (r *rubyObjectImpl) initHash(o *values.Object) (*values.Hash, error) {
	ctx, h := r.c.context(), r.host()
	if ih, found, err := r.dt.InitHash(ctx, h, o); err != nil || found {
		return ih, err
	}
	params, _ := o.Type().Params()
	out := values.NewHash(len(params))
	for _, a := range params {
		v, found, err := r.dt.Send(ctx, h, o, a.Name, nil)
		if err != nil {
			return nil, err
		}
		if !found || (a.HasValue && values.RubyEql(v, a.Value)) {
			continue
		}
		out.Put(a.Name, v)
	}
	return out, nil
}

// ObjectInitHash is the init hash TypeFormatter writes for the instance
// (string_Object: extract_init_hash).
func (r *rubyObjectImpl) ObjectInitHash(o *values.Object) (*values.Hash, bool) {
	if o.Native() == nil {
		return nil, false
	}
	h, err := r.initHash(o)
	if err != nil {
		h = values.NewHash(0)
	}
	return h, true
}

// ObjectToS is the Ruby object's to_s: the implementation class's (Ruby's
// "#<Class:0x...>" unless it defines one), or the implementation block's
// when it defines to_s for Puppet's generated class. A to_s that raises
// leaves the TypeFormatter's rendering.
func (r *rubyObjectImpl) ObjectToS(o *values.Object) (string, bool) {
	if o.Native() == nil && !r.dt.HasImplementation() {
		return "", false
	}
	v, found, err := r.dt.Send(r.c.context(), r.host(), o, "to_s", nil)
	if err != nil || !found {
		return "", false
	}
	if s, ok := v.(string); ok {
		return s, true
	}
	return values.ToString(v), true
}

// ObjectData is ToDataConverter's rich data of the instance: the
// attributes new takes, read with their readers, without the trailing
// ones equal to their default.
func (r *rubyObjectImpl) ObjectData(o *values.Object, conv func(name string, v values.Value) values.Value) (*values.Hash, bool) {
	if o.Native() == nil {
		return nil, false
	}
	params, required := o.Type().Params()
	vals := make([]values.Value, len(params))
	for i, a := range params {
		vals[i], _, _ = r.dt.Send(r.c.context(), r.host(), o, a.Name, nil)
	}
	n := len(params)
	for n > required && params[n-1].HasValue && values.RubyEql(vals[n-1], params[n-1].Value) {
		n--
	}
	h := values.NewHash(n + 1)
	h.Put("__ptype", o.Type().Label())
	for i := 0; i < n; i++ {
		h.Put(params[i].Name, conv(params[i].Name, vals[i]))
	}
	return h, true
}

// ObjectEqual is the Ruby object's ==.
func (r *rubyObjectImpl) ObjectEqual(o *values.Object, b values.Value) (bool, bool) {
	if o.Native() == nil {
		return false, false
	}
	v, found, err := r.dt.Send(r.c.context(), r.host(), o, "==", []values.Value{b})
	if err != nil || !found {
		return o == b, true
	}
	eq, _ := v.(bool)
	return eq, true
}

// ClassName is the implementation class's name.
func (r *rubyObjectImpl) ClassName(o *values.Object) (string, bool) {
	if o.Native() == nil {
		return "", false
	}
	return r.dt.ClassName(), true
}

var _ values.ObjectKeyer = (*rubyObjectImpl)(nil)

// ObjectKey is the Ruby object as a Puppet hash key: its class's hash,
// else its identity.
func (r *rubyObjectImpl) ObjectKey(o *values.Object) (string, bool) {
	return r.dt.HashKey(r.c.context(), r.host(), o)
}
