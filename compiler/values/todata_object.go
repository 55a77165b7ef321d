package values

import "strings"

// pcoreTypeData is the "__ptype" of v, a rich value whose type is named
// name: the name, or with TypeByValue the type itself as rich data
// (ToDataConverter#pcore_type_to_data; Pcore's own types are always named).
// An Object's type is its own, another value's the type Ruby's
// TypeCalculator infers.
func (d *DataConverter) pcoreTypeData(name string, v Value) (Value, error) {
	if !d.TypeByValue || strings.HasPrefix(name, "Pcore::") {
		return name, nil
	}
	var t Type
	if o, ok := v.(*Object); ok {
		t = o.Type()
	} else {
		t = TypeOfReduced(v) // TypeCalculator#infer: SemVer, not SemVer['1.2.3']
	}
	return d.ConvertIn(PcoreTypeKey, t)
}

// objectTypeToData writes an Object type as Puppet's value_to_data_hash
// does, its initializer's one parameter (parameter_info of PObjectType):
// {"__ptype" => "Pcore::ObjectType", "_pcore_init_hash" => the rich data
// of objectInitHash}.
func (d *DataConverter) objectTypeToData(t *ObjectT) (Value, error) {
	init, err := t.objectInitHash()
	if err != nil {
		return nil, err
	}
	return d.process(t, func() (Value, error) {
		c, err := d.ConvertIn("_pcore_init_hash", init)
		if err != nil {
			return nil, err
		}
		return HashFrom(PcoreTypeKey, "Pcore::ObjectType", "_pcore_init_hash", c), nil
	})
}

// objectInitHash is PObjectType#_pcore_init_hash: name, parent, the own
// attributes (a constant whose type is its value's generalized type under
// constants as its value), functions, equality and checks, each member
// compressed to its type when that is all it has. Type parameters are not
// written (a DataNotSupportedError).
func (t *ObjectT) objectInitHash() (*Hash, error) {
	if err := t.Resolve(); err != nil {
		return nil, err
	}
	if len(t.tparams) > 0 {
		return nil, &DataNotSupportedError{What: "rich data of the Object type " + t.Label() + " with type parameters"}
	}
	h := NewHash(7)
	if t.name != "" {
		h.Put("name", t.name)
	}
	if t.parent != nil {
		h.Put("parent", t.parent)
	}
	attrs, consts := NewHash(len(t.attrs)), NewHash(0)
	for _, a := range t.attrs {
		if a.Kind == AttrConstant && typesEqual(a.Type, Generalize(TypeOf(a.Value))) {
			consts.Put(a.Name, a.Value)
			continue
		}
		m := NewHash(5)
		m.Put("type", a.Type)
		if a.Final && a.Kind != AttrConstant {
			m.Put("final", true)
		}
		if a.Override {
			m.Put("override", true)
		}
		if a.Kind != "" {
			m.Put("kind", a.Kind)
		}
		if a.HasValue {
			m.Put("value", a.Value)
		}
		attrs.Put(a.Name, compressedMember(m))
	}
	if attrs.Len() > 0 {
		h.Put("attributes", attrs)
	}
	if consts.Len() > 0 {
		h.Put("constants", consts)
	}
	if len(t.funcs) > 0 {
		fs := NewHash(len(t.funcs))
		for _, f := range t.funcs {
			m := NewHash(3)
			m.Put("type", f.Type)
			if f.Final {
				m.Put("final", true)
			}
			if f.Override {
				m.Put("override", true)
			}
			fs.Put(f.Name, compressedMember(m))
		}
		h.Put("functions", fs)
	}
	if t.hasEquality {
		eq := make([]Value, len(t.equality))
		for i, n := range t.equality {
			eq[i] = n
		}
		h.Put("equality", eq)
	}
	if t.hasChecks {
		h.Put("checks", t.checks)
	}
	return h, nil
}

// compressedMember is a member's init hash, or its type when the hash
// holds nothing else (compressed_members_hash).
func compressedMember(m *Hash) Value {
	if m.Len() == 1 {
		_, v := m.At(0)
		return v
	}
	return m
}
