package ruby

// Subclasses of Array and Hash (class Settings < Hash, as PuppetX
// libraries write settings objects) as of String: an instance is the
// builtin value with a stringSub naming its class and holding its
// instance variables. Class#new of such a class allocates the value and
// calls initialize (Array#initialize and Hash#initialize fill it, so a
// subclass's initialize calls super as in Ruby); A[...] and H[...] make
// instances of the class. The builtin methods answer as Ruby 3.1's: dup,
// clone and Hash#merge keep the class, the others (map, select, to_a,
// to_h, ...) give plain Arrays and Hashes. TestOracle subclass_collections.

// valueSub is the subclass part of a String, Array or Hash (nil for a
// plain one and for other values).
func valueSub(v Value) *stringSub {
	switch x := v.(type) {
	case *String:
		return x.sub
	case *Array:
		return x.sub
	case *Hash:
		return x.sub
	}
	return nil
}

// subBase names the builtin class of a value valueSub takes.
func subBase(v Value) string {
	switch v.(type) {
	case *String:
		return "String"
	case *Array:
		return "Array"
	}
	return "Hash"
}

// copy is a copy of s for a dup or clone (nil for nil).
func (s *stringSub) copy() *stringSub {
	if s == nil {
		return nil
	}
	return &stringSub{class: s.class, ivars: ivarTable{
		names: append([]string(nil), s.ivars.names...),
		vals:  append([]Value(nil), s.ivars.vals...),
	}}
}

// sub copies a subclass part for a copy of the Interp.
func (f *forker) sub(s *stringSub) *stringSub {
	if s == nil {
		return nil
	}
	return &stringSub{class: f.mod(s.class), ivars: ivarTable{
		names: append([]string(nil), s.ivars.names...),
		vals:  f.values(s.ivars.vals),
	}}
}

// allocCollection is Class#allocate of cls, a subclass of base, when base
// is Array or Hash (nil otherwise).
func allocCollection(in *Interp, base, cls *Module) Value {
	if cls == base {
		return nil
	}
	switch base {
	case in.cArray:
		return &Array{sub: &stringSub{class: cls}}
	case in.cHash:
		h := NewHash()
		h.sub = &stringSub{class: cls}
		return h
	}
	return nil
}

// subclassOf is the class of a singleton call's receiver when it is a
// subclass of base (nil for base itself).
func subclassOf(c *Call, base *Module) *Module {
	if m, ok := c.Self.(*Module); ok && m != base {
		return m
	}
	return nil
}

func init() {
	newSub := func(base func(in *Interp) *Module, plain GoFunc) GoFunc {
		return func(c *Call) (Value, error) {
			if cls := subclassOf(c, base(c.In)); cls != nil {
				return c.In.newInstance(cls, c)
			}
			return plain(c)
		}
	}
	// Array.new and Hash.new of a subclass: allocate, then initialize
	arrayNew := bArray.smethods["new"].fn
	bArray.smethods["new"].fn = newSub(func(in *Interp) *Module { return in.cArray }, arrayNew)
	hashNew := bHash.smethods["new"].fn
	bHash.smethods["new"].fn = newSub(func(in *Interp) *Module { return in.cHash }, hashNew)
	bArray.defPrivate("initialize", 0, 2, func(c *Call) (Value, error) {
		a, ok := c.Self.(*Array)
		if !ok {
			return nil, nil
		}
		if err := c.In.checkFrozen(a, a.frozen, 0); err != nil {
			return nil, err
		}
		r, err := arrayNew(c)
		if err != nil {
			return nil, err
		}
		a.a = r.(*Array).a
		return a, nil
	})
	bHash.defPrivate("initialize", 0, 1, func(c *Call) (Value, error) {
		h, ok := c.Self.(*Hash)
		if !ok {
			return nil, nil
		}
		if err := c.In.checkFrozen(h, h.frozen, 0); err != nil {
			return nil, err
		}
		r, err := hashNew(c)
		if err != nil {
			return nil, err
		}
		h.dflt, h.dfltFn = r.(*Hash).dflt, r.(*Hash).dfltFn
		return h, nil
	})
	// A[...] and H[...] are instances of the subclass
	for _, b := range []*builtinDef{bArray, bHash} {
		me := b.smethods["[]"]
		plain := me.fn
		me.fn = func(c *Call) (Value, error) {
			v, err := plain(c)
			if err != nil {
				return nil, err
			}
			cls, _ := c.Self.(*Module)
			switch x := v.(type) {
			case *Array:
				if cls != c.In.cArray {
					x.sub = &stringSub{class: cls}
				}
			case *Hash:
				if cls != c.In.cHash {
					x.sub = &stringSub{class: cls}
				}
			}
			return v, nil
		}
	}
}

// plainCopy is what to_a / to_h answer for an instance of a subclass: a
// plain Array or Hash with its contents (nil for a plain one, answered
// itself).
func (in *Interp) plainCopy(v Value) Value {
	if in.subclassPart(v) == nil {
		return nil
	}
	switch x := v.(type) {
	case *Array:
		return newArray(append([]Value(nil), x.a...))
	case *Hash:
		return x.dup()
	}
	return nil
}

// subclassStart and subclassEnd dump an instance of a subclass of Array
// or Hash as Ruby's Marshal does: 'I' when it has instance variables, 'C'
// and the class's name, the Array or Hash, then the instance variables.
// A plain Array or Hash with instance variables is written as Ruby's: 'I',
// the value, the instance variables.
func (d *marshalDumper) subclassStart(v Value, sub *stringSub) error {
	if len(sub.ivars.names) > 0 {
		d.byte1('I')
	}
	if d.in.subclassPart(v) == nil {
		return nil
	}
	name, err := d.className(v, sub.class)
	if err != nil {
		return err
	}
	d.byte1('C')
	return d.symbol(name)
}

func (d *marshalDumper) subclassEnd(sub *stringSub, limit int) error {
	if sub == nil || len(sub.ivars.names) == 0 {
		return nil
	}
	d.long(int64(len(sub.ivars.names)))
	return d.ivarPairs(&sub.ivars, limit)
}

// ivarPairs writes the names and values of t (nil: none).
func (d *marshalDumper) ivarPairs(t *ivarTable, limit int) error {
	if t == nil {
		return nil
	}
	for i, n := range t.names {
		if err := d.symbol(n); err != nil {
			return err
		}
		if err := d.value(t.vals[i], limit); err != nil {
			return err
		}
	}
	return nil
}
