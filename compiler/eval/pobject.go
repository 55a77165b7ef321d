package eval

import (
	"strings"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// Pcore Object types in the evaluator: a type alias whose body is
// Object[{...}] (or a bare hash) declares a named Object type, not an
// alias (Puppet's TypeDefinitionInstantiator.create_named_type); the hash
// is interpreted by the type parser when the type is first used, so that
// attribute types may name types declared later or the type itself.

// namedTypeOf is the Object type or TypeSet the alias ta declares, or nil
// when ta is an ordinary alias.
func (c *Compiler) namedTypeOf(ta *ast.TypeAlias) values.Type {
	if a, ok := ta.Type.(*ast.Access); ok {
		if r, ok := a.Left.(*ast.QualifiedReference); ok && r.Name == "TypeSet" {
			var body *ast.LiteralHash
			if len(a.Keys) == 1 {
				body, _ = a.Keys[0].(*ast.LiteralHash)
			}
			if body == nil {
				return nil
			}
			return c.typeSet(ta, body)
		}
	}
	body, ok := objectBody(ta.Type)
	if !ok {
		return nil
	}
	return c.namedObject(ta.Name, &typeParser{c: c, alias: ta}, body)
}

// objectBody is the hash expression of an Object declaration: a bare hash,
// or Object[hash] (nil for a bare Object).
func objectBody(x ast.Expr) (ast.Expr, bool) {
	switch y := x.(type) {
	case *ast.LiteralHash:
		return y, true
	case *ast.Access:
		r, ok := y.Left.(*ast.QualifiedReference)
		if !ok || r.Name != "Object" {
			return nil, false
		}
		if len(y.Keys) > 0 {
			return y.Keys[0], true
		}
		return nil, true
	}
	return nil, false
}

// namedObject is the Object type name whose hash p interprets from body
// when the type is first used.
func (c *Compiler) namedObject(name string, p *typeParser, body ast.Expr) *values.ObjectT {
	return values.NewNamedObjectType(name, func() (*values.Hash, error) {
		if body == nil {
			return values.NewHash(0), nil
		}
		v, err := p.any(body)
		if err != nil {
			return nil, err
		}
		h, ok := v.(*values.Hash)
		if !ok {
			return nil, p.invalid(body)
		}
		return h, nil
	})
}

// typeSet is the TypeSet ta declares. Its types are named Set::Name; their
// bodies are interpreted when each is first used, where the set's short
// names (Point) name its types (Puppet's TypeSetLoader). A type given as
// `Parent { attributes => ... }` is an Object with that parent.
func (c *Compiler) typeSet(ta *ast.TypeAlias, body *ast.LiteralHash) *values.TypeSetT {
	return values.NewTypeSet(ta.Name, func(ts *values.TypeSetT) (*values.Hash, []values.TypeSetMember, error) {
		p := &typeParser{c: c, alias: ta, set: ts}
		h := values.NewHash(len(body.Entries))
		var members []values.TypeSetMember
		for _, e := range body.Entries {
			k, err := p.any(e.Key)
			if err != nil {
				return nil, nil, err
			}
			types, isTypes := e.Value.(*ast.LiteralHash)
			if k != "types" || !isTypes {
				v, err := p.any(e.Value)
				if err != nil {
					return nil, nil, err
				}
				h.Put(k, v)
				continue
			}
			for _, te := range types.Entries {
				var short string
				if r, ok := te.Key.(*ast.QualifiedReference); ok {
					short = r.Name
				} else if v, err := p.any(te.Key); err != nil {
					return nil, nil, err
				} else if short, ok = v.(string); !ok {
					return nil, nil, p.invalid(te.Key)
				}
				members = append(members, values.TypeSetMember{Name: short, Type: c.setMember(p, ta.Name+"::"+short, te.Value)})
			}
		}
		return h, members, nil
	})
}

// setMember is the type a TypeSet's types entry declares.
func (c *Compiler) setMember(p *typeParser, name string, x ast.Expr) values.Type {
	if rd, ok := x.(*ast.ResourceDefaults); ok {
		return values.NewNamedObjectType(name, func() (*values.Hash, error) {
			h := values.NewHash(len(rd.Ops) + 1)
			parent, err := p.any(rd.TypeRef)
			if err != nil {
				return nil, err
			}
			h.Put("parent", parent)
			for _, op := range rd.Ops {
				v, err := p.any(op.Value)
				if err != nil {
					return nil, err
				}
				h.Put(op.Name, v)
			}
			return h, nil
		})
	}
	if body, ok := objectBody(x); ok {
		return c.namedObject(name, p, body)
	}
	return values.NewLocalTypeAlias(name, func() (values.Type, error) {
		v, err := p.any(x)
		if err != nil {
			return nil, err
		}
		t, ok := v.(values.Type)
		if !ok {
			return nil, p.invalid(x)
		}
		return t, nil
	})
}

// typeSetMember resolves Set::Name through the TypeSet named by the name's
// prefix (Puppet's loaders search the parent names for a TypeSet); nil
// when no TypeSet defines it.
func (c *Compiler) typeSetMember(name string) (values.Type, error) {
	i := strings.LastIndex(name, "::")
	if i <= 0 {
		return nil, nil
	}
	t, err := c.typeByName(name[:i])
	if err != nil {
		return nil, err
	}
	ts, ok := t.(*values.TypeSetT)
	if !ok {
		return nil, nil
	}
	if err := ts.Resolve(); err != nil {
		return nil, err
	}
	return ts.Member(name[i+2:]), nil
}

// objectTypeFromArgs is Object[{...}] in an expression.
func objectTypeFromArgs(args []values.Value) (values.Value, error) {
	if len(args) != 1 {
		return nil, rawf("Object-Type[] accepts 1 argument. Got %d", len(args))
	}
	h, ok := args[0].(*values.Hash)
	if !ok {
		return nil, rawf("Object-Type[] argument must be a Hash. Got %s", values.TypeOfGeneralized(args[0]).Name())
	}
	return values.ObjectTypeFromHash(h)
}

// objectMember is receiver.name(args) when the receiver is an Object whose
// type has a member called name (Puppet's eval_CallMethodExpression asks
// the receiver's TypeWithMembers first); found is false otherwise.
func (c *Compiler) objectMember(recv values.Value, n *ast.CallMethod, args []values.Value) (values.Value, bool, error) {
	o, ok := recv.(*values.Object)
	if !ok {
		return nil, false, nil
	}
	v, found, err := o.CallMember(n.Name, args, n.Lambda != nil)
	if err != nil {
		return nil, true, rawf("%s", err.Error())
	}
	return v, found, nil
}
