package rlib

import (
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/psych"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// YAML.dump's objects as Psych 4.0.3's YAMLTree writes them: an object
// that responds to encode_with through a Psych::Coder (OpenStruct's, a
// class's own), then the visit method of the nearest class of its
// superclass chain that has one (Date, DateTime, Struct, Exception,
// Rational, Complex, Class, Module, String subclasses, Object). Values rv
// models already (core Strings, Arrays, Hashes, Ranges, Time...) keep
// their conversion. (Array and Hash subclasses: the runtime makes their
// instances plain Arrays and Hashes, so visit_array_subclass and
// visit_hash_subclass have nothing to write.)

// psychVisitors are the classes YAMLTree has a visit_ method for (the
// class name with "::" as "_"), which the dispatch looks for up the
// superclass chain.
var psychVisitors = map[string]bool{
	"Psych_Omap": true, "Encoding": true, "Object": true, "Delegator": true, "Struct": true,
	"Exception": true, "NameError": true, "Regexp": true, "DateTime": true, "Time": true,
	"Rational": true, "Complex": true, "Integer": true, "TrueClass": true, "FalseClass": true,
	"Date": true, "Float": true, "BigDecimal": true, "String": true, "Module": true, "Class": true,
	"Range": true, "Hash": true, "Psych_Set": true, "Array": true, "Enumerator": true,
	"NilClass": true, "Symbol": true, "BasicObject": true,
}

// psychVisitor is the visit method YAMLTree's dispatch finds for cls.
func psychVisitor(cls *ruby.Module) string {
	for c := cls; c != nil; c = c.Superclass() {
		if n := strings.ReplaceAll(c.Name(), "::", "_"); psychVisitors[n] {
			return n
		}
	}
	return ""
}

// psychCore are the classes whose instances rv converts as YAMLTree
// writes them, when they are of the class itself (not a subclass).
var psychCore = map[string]bool{"String": true, "Array": true, "Hash": true, "Range": true, "Regexp": true}

// dumpObjects makes c convert objects for YAML.dump.
func (c *toRV) dumpObjects() *toRV {
	c.object = c.psychObject
	return c
}

// psychObject converts v as YAMLTree#accept visits it, when that is not
// rv's own conversion.
func (c *toRV) psychObject(v ruby.Value, depth int) (rv.Value, bool, error) {
	in := c.in
	cls := in.ClassOf(v)
	if cls == nil {
		return nil, false, nil
	}
	if _, obj := v.(*ruby.Object); !obj && psychCore[cls.Name()] {
		// A core String, Array, Hash, Range or Regexp: rv's conversion
		// (their classes have no encode_with).
		return nil, false, nil
	}
	if ok, err := c.responds(v, "encode_with"); err != nil {
		return nil, false, err
	} else if ok {
		return c.coded(v, cls, depth)
	}
	switch psychVisitor(cls) {
	case "Date":
		s, err := in.CallMethod(v, "to_s")
		if err != nil {
			return nil, false, err
		}
		text, err := str(in, s)
		return &psych.Node{Kind: psych.NodeScalar, Value: text, Plain: true}, true, err
	case "DateTime":
		return c.dateTime(v)
	case "Struct":
		return c.structNode(v, cls, depth)
	case "Exception", "NameError":
		return c.exception(v, cls, depth)
	case "Rational":
		return c.pairNode(v, "!ruby/object:Rational", "denominator", "denominator", "numerator", "numerator")
	case "Complex":
		return c.pairNode(v, "!ruby/object:Complex", "real", "real", "image", "imaginary")
	case "Class", "Module":
		return c.moduleNode(v, cls)
	case "String":
		return c.stringSub(v, cls, depth)
	case "Object":
		if _, ok := v.(*ruby.Object); ok && cls.Name() == "" {
			// visit_Object: an anonymous class's tag has no name.
			return c.ivarMap(v, "!ruby/object", nil, depth)
		}
	}
	return nil, false, nil
}

func (c *toRV) responds(v ruby.Value, name string) (bool, error) {
	r, err := c.in.CallMethod(v, "respond_to?", ruby.Symbol(name))
	return ruby.Truthy(r), err
}

// objectTag is dump_coder's tag: "!ruby/object:Name" ("!ruby/object" for
// Object itself and anonymous classes).
func objectTag(cls *ruby.Module) string {
	if cls.Name() == "" || cls.Name() == "Object" {
		return "!ruby/object"
	}
	return "!ruby/object:" + cls.Name()
}

// coded is dump_coder and emit_coder: the object's encode_with fills a
// Psych::Coder, whose type says which node it makes.
func (c *toRV) coded(v ruby.Value, cls *ruby.Module, depth int) (rv.Value, bool, error) {
	in := c.in
	coderClass, err := in.Const("Psych::Coder")
	if err != nil {
		return nil, false, err
	}
	coder, err := in.CallMethod(coderClass, "new", ruby.NewString(objectTag(cls)))
	if err != nil {
		return nil, false, err
	}
	if _, err := in.CallMethod(v, "encode_with", coder); err != nil {
		return nil, false, err
	}
	co := coder.(*ruby.Object)
	tag, tagged := "", false
	if t := co.Ivar("@tag"); t != nil {
		s, err := str(in, t)
		if err != nil {
			return nil, false, err
		}
		tag, tagged = s, true
	}
	style, _ := co.Ivar("@style").(int64)
	switch co.Ivar("@type") {
	case ruby.Symbol("scalar"):
		s, ok := co.Ivar("@scalar").(*ruby.String)
		if !ok {
			return nil, false, in.Raisef("TypeError", "wrong argument type %s (expected String)", className2(in, co.Ivar("@scalar")))
		}
		n := &psych.Node{Kind: psych.NodeScalar, Value: s.String(), Tag: tag, Plain: !tagged, Style: int(style)}
		return n, true, nil
	case ruby.Symbol("seq"):
		n := &psych.Node{Kind: psych.NodeSeq, Tag: tag, Implicit: !tagged, Style: int(style)}
		items, err := c.list(co.Ivar("@seq"), depth)
		n.Items = items
		return n, true, err
	case ruby.Symbol("object"):
		r, err := c.value(co.Ivar("@object"), depth+1)
		return r, true, err
	}
	n := &psych.Node{Kind: psych.NodeMap, Tag: tag, Implicit: ruby.Truthy(co.Ivar("@implicit")), Style: int(style), Register: true}
	c.memo[v] = n
	h, ok := co.Ivar("@map").(*ruby.Hash)
	if !ok {
		return nil, false, in.Raisef("NoMethodError", "undefined method `each' for %s", className2(in, co.Ivar("@map")))
	}
	items, err := c.pairs(h, depth)
	n.Items = items
	return n, true, err
}

// list converts an Array's elements (what `each` yields of another
// enumerable).
func (c *toRV) list(v ruby.Value, depth int) ([]rv.Value, error) {
	a, ok := v.(*ruby.Array)
	if !ok {
		r, err := c.in.CallMethod(v, "to_a")
		if err != nil {
			return nil, err
		}
		if a, ok = r.(*ruby.Array); !ok {
			return nil, c.in.Raise("TypeError", "can't convert to Array")
		}
	}
	out := make([]rv.Value, 0, a.Len())
	for _, e := range a.Elems() {
		x, err := c.value(e, depth+1)
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, nil
}

// pairs converts a Hash's keys and values, one after the other.
func (c *toRV) pairs(h *ruby.Hash, depth int) ([]rv.Value, error) {
	out := make([]rv.Value, 0, 2*h.Len())
	var err error
	h.Each(func(k, val ruby.Value) bool {
		var kv, vv rv.Value
		if kv, err = c.value(k, depth+1); err != nil {
			return false
		}
		if vv, err = c.value(val, depth+1); err != nil {
			return false
		}
		out = append(out, kv, vv)
		return true
	})
	return out, err
}

// ivarPairs appends dump_ivars: each instance variable's name without
// its "@", then its value.
func (c *toRV) ivarPairs(items []rv.Value, v ruby.Value, depth int) ([]rv.Value, error) {
	names, err := c.in.CallMethod(v, "instance_variables")
	if err != nil {
		return nil, err
	}
	a, _ := names.(*ruby.Array)
	if a == nil {
		return items, nil
	}
	for _, name := range a.Elems() {
		val, err := c.in.CallMethod(v, "instance_variable_get", name)
		if err != nil {
			return nil, err
		}
		x, err := c.value(val, depth+1)
		if err != nil {
			return nil, err
		}
		n, _ := name.(ruby.Symbol)
		items = append(items, plainKey(strings.TrimPrefix(string(n), "@")), x)
	}
	return items, nil
}

// plainKey is a scalar Psych emits as is (plain, no tag).
func plainKey(s string) *psych.Node {
	return &psych.Node{Kind: psych.NodeScalar, Value: s, Plain: true}
}

// ivarMap is a mapping of tag holding first items, then the ivars.
func (c *toRV) ivarMap(v ruby.Value, tag string, items []rv.Value, depth int) (rv.Value, bool, error) {
	n := &psych.Node{Kind: psych.NodeMap, Tag: tag, Register: true}
	c.memo[v] = n
	items, err := c.ivarPairs(items, v, depth)
	n.Items = items
	return n, true, err
}

// dateTime is visit_DateTime: its time with nanoseconds, " Z" at offset
// zero, tagged.
func (c *toRV) dateTime(v ruby.Value) (rv.Value, bool, error) {
	in := c.in
	off, err := in.CallMethod(v, "offset")
	if err != nil {
		return nil, false, err
	}
	zero, err := in.CallMethod(off, "zero?")
	if err != nil {
		return nil, false, err
	}
	format := "%Y-%m-%d %H:%M:%S.%9N %:z"
	if ruby.Truthy(zero) {
		format = "%Y-%m-%d %H:%M:%S.%9N Z"
	}
	s, err := in.CallMethod(v, "strftime", ruby.NewString(format))
	if err != nil {
		return nil, false, err
	}
	text, err := str(in, s)
	n := &psych.Node{Kind: psych.NodeScalar, Value: text, Tag: "!ruby/object:DateTime", Register: true}
	c.memo[v] = n
	return n, true, err
}

// structNode is visit_Struct: each member and its value, then the ivars.
func (c *toRV) structNode(v ruby.Value, cls *ruby.Module, depth int) (rv.Value, bool, error) {
	in := c.in
	tag := "!ruby/struct"
	if cls.Name() != "" {
		tag += ":" + cls.Name()
	}
	n := &psych.Node{Kind: psych.NodeMap, Tag: tag, Register: true}
	c.memo[v] = n
	members, err := in.CallMethod(v, "members")
	if err != nil {
		return nil, false, err
	}
	a, _ := members.(*ruby.Array)
	if a == nil {
		return nil, false, in.Raise("TypeError", "Struct#members is not an Array")
	}
	var items []rv.Value
	for _, m := range a.Elems() {
		name, err := in.ToS(m)
		if err != nil {
			return nil, false, err
		}
		val, err := in.CallMethod(v, "[]", m)
		if err != nil {
			return nil, false, err
		}
		x, err := c.value(val, depth+1)
		if err != nil {
			return nil, false, err
		}
		items = append(items, plainKey(name), x)
	}
	items, err = c.ivarPairs(items, v, depth)
	n.Items = items
	return n, true, err
}

// exception is dump_exception: message and backtrace, then the ivars
// (not registered: an exception met twice is written twice).
func (c *toRV) exception(v ruby.Value, cls *ruby.Module, depth int) (rv.Value, bool, error) {
	in := c.in
	msg, err := in.CallMethod(v, "message")
	if err != nil {
		return nil, false, err
	}
	text, err := in.ToS(msg)
	if err != nil {
		return nil, false, err
	}
	bt, err := in.CallMethod(v, "backtrace")
	if err != nil {
		return nil, false, err
	}
	btv, err := c.value(bt, depth+1)
	if err != nil {
		return nil, false, err
	}
	items := []rv.Value{plainKey("message"), &rv.String{S: text, Enc: rv.UTF8}, plainKey("backtrace"), btv}
	items, err = c.ivarPairs(items, v, depth)
	return &psych.Node{Kind: psych.NodeMap, Tag: "!ruby/exception:" + cls.Name(), Items: items}, true, err
}

// pairNode is visit_Rational and visit_Complex: two parts, each a key and
// the method whose answer's to_s is written, plain.
func (c *toRV) pairNode(v ruby.Value, tag string, parts ...string) (rv.Value, bool, error) {
	n := &psych.Node{Kind: psych.NodeMap, Tag: tag, Register: true}
	c.memo[v] = n
	for i := 0; i < len(parts); i += 2 {
		part, err := c.in.CallMethod(v, parts[i+1])
		if err != nil {
			return nil, false, err
		}
		s, err := c.in.ToS(part)
		if err != nil {
			return nil, false, err
		}
		n.Items = append(n.Items, plainKey(parts[i]), plainKey(s))
	}
	return n, true, nil
}

// className2 is the name of v's class, for messages.
func className2(in *ruby.Interp, v ruby.Value) string {
	if v == nil {
		return "nil"
	}
	if cls := in.ClassOf(v); cls != nil {
		return cls.Name()
	}
	return "Object"
}

// moduleNode is visit_Class and visit_Module: the name, single-quoted and
// tagged; an anonymous one cannot be dumped.
func (c *toRV) moduleNode(v ruby.Value, cls *ruby.Module) (rv.Value, bool, error) {
	m, ok := v.(*ruby.Module)
	if !ok {
		return nil, false, nil
	}
	kind := "module"
	if m.IsClass() {
		kind = "class"
	}
	if m.Name() == "" {
		s, err := c.in.Inspect(v)
		if err != nil {
			return nil, false, err
		}
		return nil, false, c.in.Raise("TypeError", "can't dump anonymous "+kind+": "+s)
	}
	n := &psych.Node{Kind: psych.NodeScalar, Value: m.Name(), Tag: "!ruby/" + kind, Style: 2, Register: true}
	c.memo[v] = n
	return n, true, nil
}

// hasIvars is whether v has instance variables.
func (c *toRV) hasIvars(v ruby.Value) (bool, error) {
	names, err := c.in.CallMethod(v, "instance_variables")
	if err != nil {
		return false, err
	}
	a, _ := names.(*ruby.Array)
	return a != nil && a.Len() > 0, nil
}

// stringSub is visit_String for a String subclass: the string tagged
// "!ruby/string:Class", or with ivars a mapping of "str" and the ivars.
func (c *toRV) stringSub(v ruby.Value, cls *ruby.Module, depth int) (rv.Value, bool, error) {
	s, ok := v.(*ruby.String)
	if !ok || cls.Name() == "String" {
		return nil, false, nil
	}
	rs := &rv.String{S: s.String(), Enc: s.Encoding()}
	ivars, err := c.hasIvars(v)
	if err != nil {
		return nil, false, err
	}
	if !ivars {
		n := &psych.Node{Kind: psych.NodeScalar, Str: rs, Tag: "!ruby/string:" + cls.Name()}
		return n, true, nil
	}
	return c.ivarMap(v, "!ruby/string:"+cls.Name(), []rv.Value{plainKey("str"), rs}, depth)
}

// defineCoder defines Psych::Coder, what encode_with fills: a map (by
// default), a scalar, a sequence or another object, with a tag and a
// style, in the instance variables Ruby's Coder has.
func defineCoder(in *ruby.Interp, psychMod *ruby.Module) {
	k := in.DefineClass(psychMod, "Coder", nil)
	self := func(c *ruby.Call) *ruby.Object { o, _ := c.Self.(*ruby.Object); return o }
	set := func(c *ruby.Call, pairs ...any) {
		o := self(c)
		if o == nil {
			return
		}
		for i := 0; i < len(pairs); i += 2 {
			o.SetIvar(pairs[i].(string), pairs[i+1])
		}
	}
	get := func(c *ruby.Call, name string) ruby.Value {
		if o := self(c); o != nil {
			return o.Ivar(name)
		}
		return nil
	}
	k.DefineMethod("initialize", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		set(c, "@map", ruby.NewHash(), "@seq", ruby.NewArray(nil), "@implicit", false, "@type", ruby.Symbol("map"),
			"@tag", c.Args[0], "@style", int64(1), "@scalar", nil, "@object", nil)
		return nil, nil
	})
	for _, name := range []string{"tag", "style", "implicit", "object", "type", "seq"} {
		iv := "@" + name
		k.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return get(c, iv), nil })
	}
	for _, name := range []string{"tag", "style", "implicit", "object"} {
		iv := "@" + name
		k.DefineMethod(name+"=", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			set(c, iv, c.Args[0])
			return c.Args[0], nil
		})
	}
	k.DefineMethod("scalar", 0, -1, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) > 0 {
			var val ruby.Value
			if len(c.Args) > 1 {
				val = c.Args[1]
			}
			set(c, "@tag", c.Args[0], "@scalar", val, "@type", ruby.Symbol("scalar"))
		}
		return get(c, "@scalar"), nil
	})
	k.DefineMethod("map", 0, 2, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) > 0 {
			set(c, "@tag", c.Args[0])
		}
		if len(c.Args) > 1 {
			set(c, "@style", c.Args[1])
		}
		if c.Block != nil {
			if _, err := c.In.CallProc(c.Block, c.Self); err != nil {
				return nil, err
			}
		}
		return get(c, "@map"), nil
	})
	// represent_scalar/_seq/_map/_object(tag, x) set the tag too; scalar=,
	// seq= and map= only the type and its value.
	for _, r := range [][3]string{{"scalar", "@scalar"}, {"seq", "@seq"}, {"map", "@map"}, {"object", "@object"}} {
		typ, iv := ruby.Symbol(r[0]), r[1]
		k.DefineMethod("represent_"+r[0], 2, 2, func(c *ruby.Call) (ruby.Value, error) {
			set(c, "@tag", c.Args[0], "@type", typ, iv, c.Args[1])
			return c.Args[1], nil
		})
		if r[0] != "object" {
			k.DefineMethod(r[0]+"=", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
				set(c, "@type", typ, iv, c.Args[0])
				return c.Args[0], nil
			})
		}
	}
	store := func(c *ruby.Call) (ruby.Value, error) {
		set(c, "@type", ruby.Symbol("map"))
		if _, err := c.In.CallMethod(get(c, "@map"), "[]=", c.Args[0], c.Args[1]); err != nil {
			return nil, err
		}
		return c.Args[1], nil
	}
	k.DefineMethod("[]=", 2, 2, store)
	k.DefineMethod("add", 2, 2, store)
	k.DefineMethod("[]", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		set(c, "@type", ruby.Symbol("map"))
		return c.In.CallMethod(get(c, "@map"), "[]", c.Args[0])
	})
}

// dumpStream is Psych.dump_stream(*objects): each object's document, one
// after the other (Ruby's tree builder fails on none).
func dumpStream(c *ruby.Call) (ruby.Value, error) {
	if len(c.Args) == 0 {
		return nil, c.In.Raise("NoMethodError", "undefined method `end_line=' for nil:NilClass")
	}
	var b strings.Builder
	for _, v := range c.Args {
		doc, err := yamlDump(c.In, v, nil)
		if err != nil {
			return nil, err
		}
		s, _ := doc.(*ruby.String)
		b.WriteString(s.String())
	}
	return ruby.NewString(b.String()), nil
}
