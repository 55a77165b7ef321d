package hocon

import (
	"fmt"
	"slices"
	"strings"
)

// Resolution: every field's stack is resolved top down (an object merges
// with an object below it, anything else hides what is below), a
// substitution looks its path up from the root, a reference to the field
// being defined is its previous definition, an optional one that finds
// nothing makes the value undefined (a field without it, a list without
// the element).

type resolver struct {
	root *objNode
	opts Options
	// self is the field whose definition is being resolved, and the depth
	// of its stack below which a self reference looks.
	selfStack []selfRef
	// built counts the strings' bytes and lists' elements concatenation
	// made, bounded: substitutions can double a value at every step.
	built int
}

const maxBuilt = 1 << 24

type selfRef struct {
	f     *field
	below int
}

func (r *resolver) resolveObject(o *objNode) (*Value, error) {
	out := newObject(o.pos, len(o.keys))
	for _, k := range o.keys {
		v, err := r.resolveField(o.fields[k])
		if err != nil {
			return nil, err
		}
		if v == undef {
			continue
		}
		out.Keys = append(out.Keys, k)
		out.Fields[k] = v
	}
	return out, nil
}

func (r *resolver) resolveField(f *field) (*Value, error) {
	switch f.state {
	case 2:
		return f.value, nil
	case 1:
		return nil, r.cycle(f)
	}
	f.state = 1
	v, err := r.resolveStack(f, 0)
	if err != nil {
		f.state = 0
		return nil, err
	}
	f.state = 2
	f.value = v
	return v, nil
}

func (r *resolver) cycle(f *field) error {
	p := renderPath(f.path)
	return r.errorf("UnresolvedSubstitutionError", r.posOf(f),
		"Could not resolve substitution to a value: ${%s} was part of a cycle of substitutions involving ${%s}", p, p)
}

// errorf is an error at pos, named in the message as ruby-hocon names
// the text pos is in.
func (r *resolver) errorf(class string, pos Pos, format string, args ...any) *Error {
	origin := pos.File
	if origin == r.opts.File {
		origin = r.opts.Origin
	}
	return &Error{Class: class, Origin: origin, Pos: pos, Message: fmt.Sprintf(format, args...)}
}

// posOf is where a field in a cycle is reported: its substitution.
func (r *resolver) posOf(f *field) Pos {
	for _, n := range f.stack {
		switch x := n.(type) {
		case *substNode:
			return x.pos
		case *concatNode:
			return x.pos
		}
	}
	return Pos{File: r.opts.File}
}

// resolveStack resolves the definitions of f from stack[i] down.
func (r *resolver) resolveStack(f *field, i int) (*Value, error) {
	if i >= len(f.stack) {
		return undef, nil
	}
	n := f.stack[i]
	r.selfStack = append(r.selfStack, selfRef{f: f, below: i + 1})
	v, err := r.resolveNode(n)
	r.selfStack = r.selfStack[:len(r.selfStack)-1]
	if err != nil {
		return nil, err
	}
	if v == undef {
		return r.resolveStack(f, i+1)
	}
	if v.Kind == Object && i+1 < len(f.stack) {
		below, err := r.resolveStack(f, i+1)
		if err != nil {
			return nil, err
		}
		if below.Kind == Object && below != undef {
			return mergeObjects(v, below), nil
		}
	}
	return v, nil
}

// mergeObjects is with_fallback of resolved objects: newer keys first.
// The result is where the newer object is.
func mergeObjects(newer, older *Value) *Value {
	out := newObject(newer.Pos, len(newer.Keys)+len(older.Keys))
	for _, k := range newer.Keys {
		v := newer.Fields[k]
		if ov, ok := older.Fields[k]; ok && v.Kind == Object && ov.Kind == Object {
			v = mergeObjects(v, ov)
		}
		out.Keys = append(out.Keys, k)
		out.Fields[k] = v
	}
	for _, k := range older.Keys {
		if _, ok := newer.Fields[k]; !ok {
			out.Keys = append(out.Keys, k)
			out.Fields[k] = older.Fields[k]
		}
	}
	return out
}

func (r *resolver) resolveNode(n node) (*Value, error) {
	switch x := n.(type) {
	case *Value:
		return x, nil
	case wsNode:
		return &Value{Kind: String, V: x.text, Str: x.text}, nil
	case *objNode:
		return r.resolveObject(x)
	case *listNode:
		out := &Value{Kind: List, Items: make([]*Value, 0, len(x.items)), Pos: x.pos}
		for _, it := range x.items {
			v, err := r.resolveNode(it)
			if err != nil {
				return nil, err
			}
			if v != undef {
				out.Items = append(out.Items, v)
			}
		}
		return out, nil
	case *substNode:
		return r.substitute(x)
	case *concatNode:
		return r.concatenate(x)
	}
	return nil, fmt.Errorf("hocon: unexpected node %T", n)
}

// substitute resolves ${path} or ${?path}.
func (r *resolver) substitute(s *substNode) (*Value, error) {
	// A reference to the field being defined (or to a field above it)
	// is its value below this definition.
	for j := len(r.selfStack) - 1; j >= 0; j-- {
		sr := r.selfStack[j]
		if sr.f.path != nil && slices.Equal(sr.f.path, s.path) {
			saved := r.selfStack
			r.selfStack = append([]selfRef(nil), r.selfStack[:j]...)
			v, err := r.resolveStack(sr.f, sr.below)
			r.selfStack = saved
			if err != nil {
				return nil, err
			}
			if v == undef && !s.optional {
				return nil, r.unresolved(s)
			}
			return v, nil
		}
	}
	v, found, err := r.lookup(s.path)
	if err != nil {
		return nil, err
	}
	if found {
		return v, nil
	}
	if len(s.path) == 1 {
		if ev, ok := r.opts.Getenv(s.path[0]); ok {
			return &Value{Kind: String, V: ev, Str: ev, Pos: s.pos}, nil
		}
	}
	if s.optional {
		return undef, nil
	}
	return nil, r.unresolved(s)
}

func (r *resolver) unresolved(s *substNode) error {
	q := ""
	if s.optional {
		q = "?"
	}
	return r.errorf("UnresolvedSubstitutionError", s.pos, "Could not resolve substitution to a value: ${%s%s}", q, strings.TrimSpace(s.text))
}

// lookup finds a path from the root, resolving only what it passes
// through where it can (an object being resolved is entered field by
// field).
func (r *resolver) lookup(path []string) (*Value, bool, error) {
	o := r.root
	for i, seg := range path {
		f, ok := o.fields[seg]
		if !ok {
			return nil, false, nil
		}
		if i == len(path)-1 {
			v, err := r.resolveField(f)
			if err != nil {
				return nil, false, err
			}
			return v, v != undef, nil
		}
		if f.state != 2 && len(f.stack) > 0 {
			if inner, ok := f.stack[0].(*objNode); ok && len(f.stack) == 1 {
				o = inner
				continue
			}
		}
		v, err := r.resolveField(f)
		if err != nil {
			return nil, false, err
		}
		if v.Kind != Object || v == undef {
			return nil, false, nil
		}
		found := v.Get(path[i+1:]...)
		return found, found != nil, nil
	}
	return nil, false, nil
}

// concatenate is ConfigConcatenation: strings (with the white space
// between them; a scalar gives its text, so 1.0 stays "1.0"), lists, or
// objects (later ones override earlier ones). The result is where the
// concatenation starts.
func (r *resolver) concatenate(c *concatNode) (*Value, error) {
	var vals []*Value
	var isWS []bool
	for _, part := range c.parts {
		v, err := r.resolveNode(part)
		if err != nil {
			return nil, err
		}
		if v == undef {
			continue
		}
		_, ws := part.(wsNode)
		vals = append(vals, v)
		isWS = append(isWS, ws)
	}
	kind := Null
	for i, v := range vals {
		if isWS[i] {
			continue
		}
		k := v.Kind
		if k != List && k != Object {
			k = String
		}
		if kind == Null {
			kind = k
		} else if kind != k {
			return nil, r.errorf("ConfigWrongTypeError", c.pos, "Cannot concatenate object or list with a non-object-or-list")
		}
	}
	switch kind {
	case Null:
		if len(vals) == 0 {
			return undef, nil
		}
	case List:
		out := &Value{Kind: List, Items: []*Value{}, Pos: c.pos}
		for i, v := range vals {
			if !isWS[i] {
				out.Items = append(out.Items, v.Items...)
			}
		}
		if err := r.grow(c, len(out.Items)); err != nil {
			return nil, err
		}
		return out, nil
	case Object:
		var out *Value
		for i, v := range vals {
			if isWS[i] {
				continue
			}
			if out == nil {
				out = v
			} else {
				out = mergeObjects(v, out)
			}
		}
		return out, nil
	}
	var b strings.Builder
	for _, v := range vals {
		if err := r.grow(c, len(v.Str)); err != nil {
			return nil, err
		}
		b.WriteString(v.Str)
	}
	s := b.String()
	return &Value{Kind: String, V: s, Str: s, Pos: c.pos}, nil
}

func (r *resolver) grow(c *concatNode, n int) error {
	r.built += n
	if r.built > maxBuilt {
		return r.errorf("ConfigError", c.pos, "concatenations make values of more than %d bytes or elements in all", maxBuilt)
	}
	return nil
}
