package ruby

import (
	"strconv"
	"strings"
)

// Method and UnboundMethod as Ruby 3.1 shows them (RUBY-21, QA-FORGE-16
// F1): inspect (proc.c's method_inspect), parameters of a builtin (from
// its arity, as rb_method_parameters answers for a C method) and the
// source_location of a method written in Ruby. Checked against Ruby 3.1
// by TestOracle method_inspect.

func init() {
	inspect := func(c *Call) (Value, error) {
		return NewString(c.In.methodInspect(c.Self.(*Object))), nil
	}
	params := func(c *Call) (Value, error) {
		return c.In.methodParameters(c.Self.(*Object).Data.(*methodData).me), nil
	}
	loc := func(c *Call) (Value, error) {
		me := c.Self.(*Object).Data.(*methodData).me
		if me.def == nil || me.def.file == nil {
			return nil, nil
		}
		line, _ := me.def.file.Position(me.def.p)
		return newArray([]Value{NewString(c.In.fileName(me.def.file)), int64(line)}), nil
	}
	owner := func(c *Call) (Value, error) {
		if m := c.In.rubyMethodOwner(c.Self.(*Object).Data.(*methodData)); m != nil {
			return m, nil
		}
		return nil, nil
	}
	origName := func(c *Call) (Value, error) {
		md := c.Self.(*Object).Data.(*methodData)
		return Symbol(c.In.originalName(md, c.In.rubyMethodOwner(md))), nil
	}
	for _, b := range []*builtinDef{bMethod, bUnbound} {
		b.def("owner", 0, 0, owner)
		b.def("original_name", 0, 0, origName)
		b.def("inspect", 0, 0, inspect)
		b.def("to_s", 0, 0, inspect)
		b.def("parameters", 0, 0, params)
		b.def("source_location", 0, 0, loc)
	}
	// unbind keeps the receiver's class, which the UnboundMethod's inspect
	// names (Sub.new.method(:m).unbind is "Sub(Plain)#m")
	bMethod.def("unbind", 0, 0, func(c *Call) (Value, error) {
		md := *c.Self.(*Object).Data.(*methodData)
		if md.from == nil {
			md.from = c.In.realClass(md.recv)
		}
		md.recv = nil
		return &Object{class: c.In.cUnboundMethod, Data: &md}, nil
	})
}

// rubyMethodOwner is Method#owner: the module that defines the method;
// for a builtin, the module Ruby 3.1 has it from (rubyOwner: Punch's
// Array implements each_slice itself, Ruby's is Enumerable's).
func (in *Interp) rubyMethodOwner(md *methodData) *Module {
	m, _ := in.methodOwner(md).(*Module)
	if m == nil || md.me.owner != nil {
		return m
	}
	if name := rubyOwner[m.name][md.name]; name != "" {
		if o := in.classByNameNoAutoload(name); o != nil {
			return o
		}
	}
	return m
}

// originalName is Method#original_name: the name an alias was made of
// (a builtin's as Ruby 3.1 has it, rubyAlias), else the method's own.
func (in *Interp) originalName(md *methodData, owner *Module) string {
	if o := md.me.origName; o != "" {
		return o
	}
	if md.me.owner == nil && owner != nil {
		if o := rubyAlias[owner.name][md.name]; o != "" {
			return o
		}
	}
	return md.name
}

// methodParameters is Method#parameters: a Ruby method's own; an
// attribute writer one unnamed required argument; a builtin's from its
// arity (n required, or the required ones and a rest).
func (in *Interp) methodParameters(me *method) *Array {
	switch {
	case me.def != nil:
		return paramsArray(me.def.params, true)
	case me.proc != nil && me.proc.blk != nil:
		return paramsArray(me.proc.blk.params, true)
	}
	n := in.methodArity(me)
	req := n
	if n < 0 {
		req = -n - 1
	}
	out := make([]Value, 0, req+1)
	for i := 0; i < req; i++ {
		out = append(out, newArray([]Value{Symbol("req")}))
	}
	if n < 0 {
		out = append(out, newArray([]Value{Symbol("rest")}))
	}
	return newArray(out)
}

// methodInspect is Method#inspect and UnboundMethod#inspect.
func (in *Interp) methodInspect(o *Object) string {
	md := o.Data.(*methodData)
	var b strings.Builder
	b.WriteString("#<" + in.modName(o.class) + ": ")
	owner := in.rubyMethodOwner(md)
	sharp := "#"
	switch {
	case owner != nil && owner.isSingleton && o.class != in.cUnboundMethod:
		// a singleton method: the receiver, and the object whose
		// singleton class defines it when that is another (a subclass
		// calling its superclass's class method)
		b.WriteString(in.inspect(md.recv))
		if owner.attached != md.recv {
			b.WriteString("(" + in.inspect(owner.attached) + ")")
		}
		sharp = "."
	default:
		klass := md.from
		if klass == nil {
			klass = in.realClass(md.recv)
		}
		if owner == nil {
			owner = klass
		}
		b.WriteString(in.inspect(klass))
		if owner != klass {
			b.WriteString("(" + in.inspect(owner) + ")")
		}
	}
	b.WriteString(sharp + md.name)
	if orig := in.originalName(md, owner); orig != md.name {
		b.WriteString("(" + orig + ")")
	}
	b.WriteString("(" + paramsText(in.methodParameters(md.me)) + ")")
	if md.me.def != nil && md.me.def.file != nil {
		line, _ := md.me.def.file.Position(md.me.def.p)
		b.WriteString(" " + in.fileName(md.me.def.file) + ":" + strconv.Itoa(line))
	}
	b.WriteString(">")
	return b.String()
}

// paramsText is the parameter list of method_inspect: each parameter as
// it would be written ("_" for an unnamed one, "=..." and ": ..." for
// defaults), (...) for an argument-forwarding method.
func paramsText(params *Array) string {
	kindName := func(p Value) (string, string) {
		pa, _ := p.(*Array)
		if pa == nil || len(pa.a) == 0 {
			return "", ""
		}
		k, _ := pa.a[0].(Symbol)
		n := ""
		if len(pa.a) > 1 {
			s, _ := pa.a[1].(Symbol)
			n = string(s)
		}
		return string(k), n
	}
	if len(params.a) == 3 {
		k0, n0 := kindName(params.a[0])
		k1, n1 := kindName(params.a[1])
		k2, n2 := kindName(params.a[2])
		if k0 == "rest" && n0 == "*" && k1 == "keyrest" && n1 == "**" && k2 == "block" && n2 == "&" {
			return "..."
		}
	}
	parts := make([]string, 0, len(params.a))
	for _, p := range params.a {
		kind, name := kindName(p)
		switch kind {
		case "req":
			if name == "" {
				name = "_"
			}
			parts = append(parts, name)
		case "opt":
			if name == "" {
				name = "_"
			}
			parts = append(parts, name+"=...")
		case "keyreq":
			parts = append(parts, name+":")
		case "key":
			parts = append(parts, name+": ...")
		case "rest":
			if name == "*" {
				name = ""
			}
			parts = append(parts, "*"+name)
		case "keyrest":
			if name == "**" {
				name = ""
			}
			parts = append(parts, "**"+name)
		case "block":
			if name == "&" {
				name = ""
			}
			parts = append(parts, "&"+name)
		case "nokey":
			parts = append(parts, "**nil")
		}
	}
	return strings.Join(parts, ", ")
}
