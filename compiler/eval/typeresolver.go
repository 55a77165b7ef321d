package eval

import (
	"context"
	"errors"

	"github.com/punch-dev/punch/compiler/values"
)

// TypeResolver resolves a capitalized type name as a compile with req's
// loader resolves it (Puppet's types, the type aliases the loader finds,
// resource types), without evaluating anything else: what Puppet's lookup
// adapter resolves a convert_to in lookup_options with when `puppet lookup`
// answers outside a compile's own lookup() calls. An alias's type is
// evaluated in an empty top scope (type alias bodies are type expressions;
// Puppet's TypeParser gives them no variables). The resolver is not safe for
// concurrent use.
func TypeResolver(ctx context.Context, req *Request) (func(name string) (values.Type, bool), error) {
	if req.Loader == nil {
		return nil, errors.New("type resolver: no loader")
	}
	c := newCompiler(ctx, req)
	c.mainDef = &typeDef{kind: kindClass, name: ""}
	c.top = newScope(c, topScope, nil, nil, c.mainDef)
	return c.resolveType, nil
}
