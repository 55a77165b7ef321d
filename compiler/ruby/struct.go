package ruby

import (
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
)

// structInfo is the Go state of a class made by Struct.new.
type structInfo struct {
	members []string
	kwInit  bool
}

// structData holds a Struct instance's values.
type structData struct{ vals []Value }

func (d *structData) dupData() any { return &structData{vals: append([]Value(nil), d.vals...)} }

// memberIndex is the member k names (a Symbol, a String or an offset
// from either end), -1 for none.
func (si *structInfo) memberIndex(k Value) int {
	switch x := k.(type) {
	case int64:
		if x < 0 {
			x += int64(len(si.members))
		}
		if x >= 0 && x < int64(len(si.members)) {
			return int(x)
		}
	case Symbol, *String:
		n, _ := symOrStr(x)
		return slices.Index(si.members, n)
	}
	return -1
}

// hash is the members and values as a Hash with Symbol keys (to_h).
func (si *structInfo) hash(sd *structData) *Hash {
	h := NewHash()
	for i, m := range si.members {
		h.put(Symbol(m), sd.vals[i])
	}
	return h
}

func (in *Interp) structOf(v Value) (*structInfo, *structData, error) {
	o, ok := v.(*Object)
	if ok {
		for c := o.class; c != nil; c = c.super {
			if si, ok := c.data.(*structInfo); ok {
				sd, _ := o.Data.(*structData)
				if sd == nil {
					sd = &structData{vals: make([]Value, len(si.members))}
					o.Data = sd
				}
				return si, sd, nil
			}
		}
	}
	return nil, nil, in.raise(cTypeError, 0, "not a struct")
}

func defineStruct() {
	s := bStruct
	s.sdefKw("new", 0, -1, func(c *Call) (Value, error) {
		in := c.In
		self := c.Self.(*Module)
		if self != in.cStruct {
			// a Struct subclass: instantiate
			obj, err := in.allocate(self)
			if err != nil {
				return nil, err
			}
			if _, err := in.callMethod(obj, "initialize", c.Args, c.Kw, c.Block, true); err != nil {
				return nil, err
			}
			return obj, nil
		}
		args := c.Args
		name := ""
		if len(args) > 0 {
			if s, ok := args[0].(*String); ok {
				name = s.s
				args = args[1:]
			}
		}
		si := &structInfo{}
		if c.Kw != nil {
			if v, ok := c.Kw.get(Symbol("keyword_init")); ok {
				si.kwInit = Truthy(v)
			}
		}
		for _, a := range args {
			n, ok := a.(Symbol)
			if !ok {
				return nil, in.raise(cTypeError, 0, "%s is not a symbol", in.inspect(a))
			}
			si.members = append(si.members, string(n))
		}
		cls := &Module{in: in, isClass: true, super: in.cStruct, data: si}
		cls.alloc = func(in *Interp, cls *Module) Value {
			return &Object{class: cls, Data: &structData{vals: make([]Value, len(si.members))}}
		}
		for i, m := range si.members {
			i := i
			cls.DefineMethod(m, 0, 0, func(c *Call) (Value, error) {
				_, sd, err := c.In.structOf(c.Self)
				if err != nil {
					return nil, err
				}
				return sd.vals[i], nil
			})
			cls.DefineMethod(m+"=", 1, 1, func(c *Call) (Value, error) {
				_, sd, err := c.In.structOf(c.Self)
				if err != nil {
					return nil, err
				}
				if err := c.In.checkFrozen(c.Self, isFrozen(c.Self), 0); err != nil {
					return nil, err
				}
				sd.vals[i] = c.Args[0]
				return c.Args[0], nil
			})
		}
		cls.singletonClass().DefineMethod("members", 0, 0, func(c *Call) (Value, error) {
			return c.In.symList(si.members), nil
		})
		cls.singletonClass().DefineMethodKw("[]", 0, -1, func(c *Call) (Value, error) {
			return c.In.callMethod(c.Self, "new", c.Args, c.Kw, c.Block, true)
		})
		if name != "" {
			in.cStruct.SetConst(name, cls)
		}
		if c.Block != nil {
			if _, err := in.callWithSelf(c.Block, cls, cls, []Value{cls}); err != nil {
				return nil, err
			}
		}
		return cls, nil
	})
	s.defKw("initialize", 0, -1, func(c *Call) (Value, error) {
		in := c.In
		si, sd, err := in.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		args := c.Args
		if si.kwInit || len(args) == 0 && c.Kw != nil {
			if len(args) > 0 {
				return nil, in.raise(cArgumentError, 0, "wrong number of arguments (given %d, expected 0)", len(args))
			}
			if c.Kw != nil {
				var unknown []string
				for i, k := range c.Kw.keys {
					ks, _ := symOrStr(k)
					found := false
					for j, m := range si.members {
						if m == ks {
							sd.vals[j] = c.Kw.vals[i]
							found = true
						}
					}
					if !found {
						unknown = append(unknown, ks)
					}
				}
				if len(unknown) > 0 {
					return nil, in.raise(cArgumentError, 0, "unknown keywords: %s", strings.Join(unknown, ", "))
				}
			}
			return nil, nil
		}
		if c.Kw != nil {
			args = append(args, c.Kw)
		}
		if len(args) > len(si.members) {
			return nil, in.raise(cArgumentError, 0, "struct size differs")
		}
		copy(sd.vals, args)
		return nil, nil
	})
	s.methods["initialize"].vis = private
	s.def("to_a", 0, 0, func(c *Call) (Value, error) {
		_, sd, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		return newArray(append([]Value(nil), sd.vals...)), nil
	})
	s.alias("deconstruct", "to_a")
	// deconstruct_keys (hash patterns): the members asked for, in the
	// order asked, up to the first that is not a member; none when more
	// keys are asked than there are members.
	s.def("deconstruct_keys", 1, 1, func(c *Call) (Value, error) {
		si, sd, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		if c.Args[0] == nil {
			return si.hash(sd), nil
		}
		keys, ok := c.Args[0].(*Array)
		if !ok {
			return nil, c.In.raise(cTypeError, 0, "wrong argument type %s (expected Array or nil)", c.In.typeName(c.Args[0]))
		}
		h := NewHash()
		if len(keys.a) > len(si.members) {
			return h, nil
		}
		for _, k := range keys.a {
			i := si.memberIndex(k)
			if i < 0 {
				break
			}
			h.put(k, sd.vals[i])
		}
		return h, nil
	})
	s.alias("values", "to_a")
	s.def("to_h", 0, 0, func(c *Call) (Value, error) {
		si, sd, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		h := si.hash(sd)
		if c.Block != nil {
			out := NewHash()
			for i, k := range h.keys {
				r, err := c.In.yield(c.Block, k, h.vals[i])
				if err != nil {
					return nil, err
				}
				pa, ok := r.(*Array)
				if !ok || len(pa.a) != 2 {
					return nil, c.In.raise(cTypeError, 0, "wrong element type %s (expected array)", c.In.className(r))
				}
				out.put(pa.a[0], pa.a[1])
			}
			return out, nil
		}
		return h, nil
	})
	s.def("members", 0, 0, func(c *Call) (Value, error) {
		si, _, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		return c.In.symList(si.members), nil
	})
	s.def("size", 0, 0, func(c *Call) (Value, error) {
		si, _, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		return int64(len(si.members)), nil
	})
	s.alias("length", "size")
	index := func(in *Interp, si *structInfo, k Value) (int, error) {
		if i := si.memberIndex(k); i >= 0 {
			return i, nil
		}
		switch x := k.(type) {
		case int64:
			return 0, in.raise(cIndexError, 0, "offset %d too %s for struct(size:%d)", x, map[bool]string{true: "small", false: "large"}[x < 0], len(si.members))
		case Symbol, *String:
			n, _ := symOrStr(x)
			return 0, in.raiseNameError(fmt.Sprintf("no member '%s' in struct", n), n)
		}
		return 0, in.raise(cTypeError, 0, "no implicit conversion of %s into Integer", in.typeName(k))
	}
	s.def("[]", 1, 1, func(c *Call) (Value, error) {
		si, sd, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		i, err := index(c.In, si, c.Args[0])
		if err != nil {
			return nil, err
		}
		return sd.vals[i], nil
	})
	s.def("[]=", 2, 2, func(c *Call) (Value, error) {
		si, sd, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		i, err := index(c.In, si, c.Args[0])
		if err != nil {
			return nil, err
		}
		if err := c.In.checkFrozen(c.Self, isFrozen(c.Self), 0); err != nil {
			return nil, err
		}
		sd.vals[i] = c.Args[1]
		return c.Args[1], nil
	})
	// values_at: rb_struct_aref's errors for an index it does not have
	s.def("values_at", 0, -1, func(c *Call) (Value, error) {
		si, sd, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		n := int64(len(si.members))
		return c.In.valuesAt(n, c.Args, func(i int64) (Value, error) {
			k := i
			if k < 0 {
				k += n
			}
			if k < 0 || k >= n {
				_, err := index(c.In, si, i)
				return nil, err
			}
			return sd.vals[k], nil
		}, 0)
	})
	s.def("each", 0, 0, func(c *Call) (Value, error) {
		_, sd, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		if c.Block == nil {
			return c.In.newEnum(&rEnum{recv: c.Self, meth: "each"}), nil
		}
		for _, v := range sd.vals {
			if _, err := c.In.yield1(c.Block, v); err != nil {
				return nil, err
			}
		}
		return c.Self, nil
	})
	s.def("each_pair", 0, 0, func(c *Call) (Value, error) {
		si, sd, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		if c.Block == nil {
			return c.In.newEnum(&rEnum{recv: c.Self, meth: "each_pair"}), nil
		}
		for i, v := range sd.vals {
			if _, err := c.In.yield1(c.Block, newArray([]Value{Symbol(si.members[i]), v})); err != nil {
				return nil, err
			}
		}
		return c.Self, nil
	})
	s.def("==", 1, 1, func(c *Call) (Value, error) {
		o, ok := c.Args[0].(*Object)
		if !ok || o.class != c.Self.(*Object).class {
			return false, nil
		}
		_, a, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		_, b, err := c.In.structOf(o)
		if err != nil {
			return nil, err
		}
		return c.In.equal(newArray(a.vals), newArray(b.vals))
	})
	s.def("eql?", 1, 1, s.methods["=="].fn)
	s.def("hash", 0, 0, func(c *Call) (Value, error) {
		_, sd, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		f := fnv.New64a()
		fmt.Fprint(f, hashKey(newArray(sd.vals)))
		return int64(f.Sum64() >> 2), nil
	})
	s.def("inspect", 0, 0, func(c *Call) (Value, error) {
		si, sd, err := c.In.structOf(c.Self)
		if err != nil {
			return nil, err
		}
		var b strings.Builder
		b.WriteString("#<struct ")
		if n := c.Self.(*Object).class.name; n != "" {
			b.WriteString(n + " ")
		}
		for i, m := range si.members {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(m + "=")
			b.WriteString(c.In.inspect(sd.vals[i]))
		}
		b.WriteString(">")
		return NewString(b.String()), nil
	})
	s.alias("to_s", "inspect")
	s.def("dig", 1, -1, func(c *Call) (Value, error) {
		v, err := c.In.callMethod(c.Self, "[]", c.Args[:1], nil, nil, true)
		if err != nil || len(c.Args) == 1 || v == nil {
			return v, err
		}
		return c.In.digInto(v, c.Args[1:], 0)
	})
}
