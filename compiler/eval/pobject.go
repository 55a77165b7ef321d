package eval

import (
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// Pcore Object types in the evaluator: a type alias whose body is
// Object[{...}] (or a bare hash) declares a named Object type, not an
// alias (Puppet's TypeDefinitionInstantiator.create_named_type); the hash
// is interpreted by the type parser when the type is first used, so that
// attribute types may name types declared later or the type itself.

// objectTypeOf is the Object type the alias ta declares, or nil when ta is
// an ordinary alias.
func (c *Compiler) objectTypeOf(ta *ast.TypeAlias) *values.ObjectT {
	var body ast.Expr
	switch x := ta.Type.(type) {
	case *ast.LiteralHash:
		body = x
	case *ast.Access:
		r, ok := x.Left.(*ast.QualifiedReference)
		if !ok || r.Name != "Object" {
			return nil
		}
		if len(x.Keys) > 0 {
			body = x.Keys[0]
		}
	default:
		return nil
	}
	return values.NewNamedObjectType(ta.Name, func() (*values.Hash, error) {
		if body == nil {
			return values.NewHash(0), nil
		}
		p := &typeParser{c: c, alias: ta}
		v, err := p.any(body)
		if err != nil {
			return nil, err
		}
		h, ok := v.(*values.Hash)
		if !ok {
			return nil, p.invalid(ta.Type)
		}
		return h, nil
	})
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
