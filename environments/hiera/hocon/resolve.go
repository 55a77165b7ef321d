package hocon

import (
	"fmt"
	"math/big"
	"os"
	"strconv"
	"strings"
)

// Resolution: every field's stack is resolved top down (an object merges
// with an object below it, anything else hides what is below), a
// substitution looks its path up from the root, a reference to the field
// being defined is its previous definition, an optional one that finds
// nothing makes the value undefined (a field without it, a list without
// the element).

type resolver struct {
	root      *objNode
	opts      Options
	resolving map[*field]bool
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

type undefined struct{}

var undef = undefined{}

func (r *resolver) resolveObject(o *objNode, _ []string) (*Object, error) {
	out := &Object{Values: map[string]any{}}
	for _, k := range o.keys {
		v, err := r.resolveField(o.fields[k])
		if err != nil {
			return nil, err
		}
		if v == undef {
			continue
		}
		out.Keys = append(out.Keys, k)
		out.Values[k] = v
	}
	return out, nil
}

func (r *resolver) resolveField(f *field) (any, error) {
	switch f.state {
	case 2:
		if f.undef {
			return undef, nil
		}
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
	if v == undef {
		f.undef = true
		return undef, nil
	}
	f.value = v
	return v, nil
}

func (r *resolver) cycle(f *field) error {
	p := renderPath(f.path)
	return &Error{Class: "UnresolvedSubstitutionError", Origin: r.opts.Origin, Line: r.lineOf(f),
		Message: fmt.Sprintf("Could not resolve substitution to a value: ${%s} was part of a cycle of substitutions involving ${%s}", p, p)}
}

func (r *resolver) lineOf(f *field) int {
	for _, n := range f.stack {
		switch x := n.(type) {
		case *substNode:
			return x.line
		case *concatNode:
			return x.line
		}
	}
	return 0
}

// resolveStack resolves the definitions of f from stack[i] down.
func (r *resolver) resolveStack(f *field, i int) (any, error) {
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
	if obj, ok := v.(*Object); ok && i+1 < len(f.stack) {
		below, err := r.resolveStack(f, i+1)
		if err != nil {
			return nil, err
		}
		if bo, ok := below.(*Object); ok {
			return mergeObjects(obj, bo), nil
		}
	}
	return v, nil
}

// mergeObjects is with_fallback of resolved objects: newer keys first.
func mergeObjects(newer, older *Object) *Object {
	out := &Object{Values: map[string]any{}}
	for _, k := range newer.Keys {
		v := newer.Values[k]
		if ov, ok := older.Values[k]; ok {
			no, isObj := v.(*Object)
			oo, olderObj := ov.(*Object)
			if isObj && olderObj {
				v = mergeObjects(no, oo)
			}
		}
		out.Keys = append(out.Keys, k)
		out.Values[k] = v
	}
	for _, k := range older.Keys {
		if _, ok := newer.Values[k]; !ok {
			out.Keys = append(out.Keys, k)
			out.Values[k] = older.Values[k]
		}
	}
	return out
}

func (r *resolver) resolveNode(n node) (any, error) {
	switch x := n.(type) {
	case scalar:
		return x.v, nil
	case wsNode:
		return x.text, nil
	case *objNode:
		return r.resolveObject(x, nil)
	case *listNode:
		out := make([]any, 0, len(x.items))
		for _, it := range x.items {
			v, err := r.resolveNode(it)
			if err != nil {
				return nil, err
			}
			if v != undef {
				out = append(out, v)
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
func (r *resolver) substitute(s *substNode) (any, error) {
	// A reference to the field being defined (or to a field above it)
	// is its value below this definition.
	for j := len(r.selfStack) - 1; j >= 0; j-- {
		sr := r.selfStack[j]
		if sr.f.path != nil && pathEqual(sr.f.path, s.path) {
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
	getenv := r.opts.Getenv
	if getenv == nil {
		getenv = os.LookupEnv
	}
	if len(s.path) == 1 {
		if ev, ok := getenv(s.path[0]); ok {
			return ev, nil
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
	return &Error{Class: "UnresolvedSubstitutionError", Origin: r.opts.Origin, Line: s.line,
		Message: fmt.Sprintf("Could not resolve substitution to a value: ${%s%s}", q, strings.TrimSpace(s.text))}
}

func pathEqual(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// lookup finds a path from the root, resolving only what it passes
// through where it can (an object being resolved is entered field by
// field).
func (r *resolver) lookup(path []string) (any, bool, error) {
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
		obj, ok := v.(*Object)
		if !ok {
			return nil, false, nil
		}
		return lookupResolved(obj, path[i+1:])
	}
	return nil, false, nil
}

func lookupResolved(o *Object, path []string) (any, bool, error) {
	for i, seg := range path {
		v, ok := o.Values[seg]
		if !ok {
			return nil, false, nil
		}
		if i == len(path)-1 {
			return v, true, nil
		}
		if o, ok = v.(*Object); !ok {
			return nil, false, nil
		}
	}
	return nil, false, nil
}

// concatenate is ConfigConcatenation: strings (with the white space
// between them), lists, or objects (later ones override earlier ones).
func (r *resolver) concatenate(c *concatNode) (any, error) {
	var vals []any
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
		if sc, ok := part.(scalar); ok {
			// concatenated scalars keep their text (1.0 stays "1.0")
			v = concatText{sc.text}
		}
		vals = append(vals, v)
		isWS = append(isWS, ws)
	}
	kind := ""
	for i, v := range vals {
		if isWS[i] {
			continue
		}
		k := "string"
		switch v.(type) {
		case []any:
			k = "list"
		case *Object:
			k = "object"
		}
		if kind == "" {
			kind = k
		} else if kind != k {
			return nil, &Error{Class: "ConfigWrongTypeError", Origin: r.opts.Origin, Line: c.line,
				Message: "Cannot concatenate object or list with a non-object-or-list"}
		}
	}
	switch kind {
	case "":
		if len(vals) == 0 {
			return undef, nil
		}
	case "list":
		out := []any{}
		for i, v := range vals {
			if !isWS[i] {
				out = append(out, v.([]any)...)
			}
		}
		if err := r.grow(c, len(out)); err != nil {
			return nil, err
		}
		return out, nil
	case "object":
		var out *Object
		for i, v := range vals {
			if isWS[i] {
				continue
			}
			if out == nil {
				out = v.(*Object)
			} else {
				out = mergeObjects(v.(*Object), out)
			}
		}
		return out, nil
	}
	var b strings.Builder
	for _, v := range vals {
		t := textOf(v)
		if err := r.grow(c, len(t)); err != nil {
			return nil, err
		}
		b.WriteString(t)
	}
	return b.String(), nil
}

func (r *resolver) grow(c *concatNode, n int) error {
	r.built += n
	if r.built > maxBuilt {
		return &Error{Class: "ConfigError", Origin: r.opts.Origin, Line: c.line,
			Message: fmt.Sprintf("concatenations make values of more than %d bytes or elements in all", maxBuilt)}
	}
	return nil
}

// concatText is a scalar's text inside a concatenation.
type concatText struct{ s string }

func textOf(v any) string {
	switch x := v.(type) {
	case concatText:
		return x.s
	case string:
		return x
	case nil:
		return "null"
	case bool:
		return strconv.FormatBool(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case *big.Int:
		return x.String()
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	}
	return fmt.Sprint(v)
}
