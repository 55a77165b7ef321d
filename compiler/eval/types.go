package eval

import (
	"errors"
	"math"
	"strings"

	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/hiera"
	"github.com/punch-dev/punch/parser/ast"
)

// resolveTypeRef evaluates a capitalized name: a core type, a type alias,
// or a resource type (built-in, from a module, or defined).
func (c *Compiler) resolveTypeRef(n *ast.QualifiedReference) (values.Value, error) {
	t, err := c.typeByName(n.Name)
	if err != nil {
		var ce *Error
		if errors.As(err, &ce) && ce.File != "" {
			return nil, err
		}
		// A failure to load the type (Puppet's runtime error: a type file
		// defining the wrong name, ...) is an error of the Type-Name.
		return nil, wrapRaw(&rawError{msg: err.Error()}, n)
	}
	if t == nil {
		return nil, issue(n, "Resource type not found: %s", n.Name).coded("UNKNOWN_RESOURCE_TYPE")
	}
	// An alias whose body the type parser rejects (typeparser.go), or that
	// resolves to nothing but aliases of itself (type Aa = Bb, type Bb =
	// Aa), is an error of the Type-Name where it is used, in Puppet
	// (golden err_load_type_alias_cycle, err_type_alias_body_*); an alias
	// of an unknown type is not (it is a TypeReference).
	if o, ok := t.(interface{ Resolve() error }); ok {
		// A named Object type or TypeSet interprets its hash when first
		// used; its errors are the Type-Name's, every time it is used.
		if e := o.Resolve(); e != nil {
			var ce *Error
			if errors.As(e, &ce) {
				return nil, e
			}
			return nil, wrapRaw(&rawError{msg: e.Error()}, n)
		}
	}
	if a, ok := t.(*values.TypeAliasT); ok {
		if e := a.Err(); e != nil {
			var ce *Error
			if errors.As(e, &ce) {
				return nil, e
			}
			return nil, wrapRaw(&rawError{msg: e.Error()}, n)
		}
	}
	return t, nil
}

// typeByName resolves a type name; nil when nothing has that name.
func (c *Compiler) typeByName(name string) (values.Type, error) {
	if t, ok := c.typeCache[name]; ok {
		return t, nil
	}
	t, err := c.typeByNameUncached(name)
	if err != nil || t == nil {
		return t, err
	}
	if c.typeCache == nil {
		c.typeCache = map[string]values.Type{}
	}
	c.typeCache[name] = t
	return t, nil
}

func (c *Compiler) typeByNameUncached(name string) (values.Type, error) {
	if t := coreType(name); t != nil {
		return t, nil
	}
	if strings.EqualFold(strings.TrimPrefix(name, "::"), "Puppet::LookupContext") {
		// Pcore's type of the context Hiera gives data provider functions.
		return hiera.ContextType, nil
	}
	if t, ok := c.aliasesT[name]; ok {
		return t, nil
	}
	if t, err := c.rubyDataType(name); err != nil || t != nil {
		// a module's lib/puppet/datatypes (rubydatatype.go), before its
		// types/*.pp: Puppet's module loader looks there first (golden
		// fn_ruby_datatype_alias_clash)
		return t, err
	}
	if d, err := c.loader.FindTypeAlias(name); err != nil {
		return nil, err
	} else if d != nil {
		if ta, ok := d.Def.(*ast.TypeAlias); ok {
			if t := c.namedTypeOf(ta); t != nil {
				return t, nil
			}
			if c.aliasOrigins == nil {
				c.aliasOrigins = map[*values.TypeAliasT]aliasOrigin{}
			}
			if sa := c.sharedAliasFor(ta); sa != nil {
				// Resolved by an earlier compile of the same code.
				if c.sharedDeps == nil {
					c.sharedDeps = map[*values.TypeAliasT][]aliasOrigin{}
				}
				c.aliasesT[name] = sa.t
				c.aliasOrigins[sa.t] = aliasOrigin{name, ta}
				c.sharedDeps[sa.t] = sa.deps
				return sa.t, nil
			}
			// Local: the compile's own alias, used by its goroutine only
			// (until shareAliases offers it, resolved, to later compiles).
			alias := values.NewLocalTypeAlias(ta.Name, func() (values.Type, error) {
				return c.interpretAlias(ta)
			})
			c.aliasesT[name] = alias
			c.aliasOrigins[alias] = aliasOrigin{name, ta}
			return alias, nil
		}
	}
	if strings.EqualFold(strings.TrimPrefix(name, "::"), "Error") {
		// Puppet's own data type, its only one (lib/puppet/datatypes; errortype.go)
		return puppetErrorType(), nil
	}
	lower := strings.ToLower(strings.TrimPrefix(name, "::"))
	if _, ok := resourcetypes.Builtin(lower); ok {
		return values.ResourceType(lower), nil
	}
	if lower == "node" {
		// The resource type of node definitions: Node['default'] refers
		// to the node resource of the catalog, as in Puppet.
		return values.ResourceType(lower), nil
	}
	if !strings.Contains(lower, "::") && c.loader.ResourceType(lower) != nil {
		return values.ResourceType(lower), nil
	}
	if d, err := c.findDefine(lower); err != nil {
		return nil, err
	} else if d != nil {
		return values.ResourceType(lower), nil
	}
	return c.typeSetMember(strings.TrimPrefix(name, "::"))
}

// evalType evaluates a type expression in a scope.
func (c *Compiler) evalType(x ast.Expr, s *Scope) (values.Type, error) {
	return c.evalTypeIn(x, s)
}

func (c *Compiler) evalTypeIn(x ast.Expr, s *Scope) (values.Type, error) {
	v, err := c.eval(x, s)
	if err != nil {
		return nil, err
	}
	t, ok := v.(values.Type)
	if !ok {
		return nil, issue(x, "Expected a type, got %s", aAn(valueLabel(v)))
	}
	return t, nil
}

func coreType(name string) values.Type {
	if t, ok := values.TypeByName(name); ok {
		return t
	}
	// The bare Object type, the base of Object types (not in values'
	// table of builtins, whose Access does not make Object types).
	if strings.EqualFold(strings.TrimPrefix(name, "::"), "object") {
		return values.ObjectBaseType()
	}
	return nil
}

// parameterizeType applies [args] to a type (Integer[1, 2], Array[String]).
func parameterizeType(t values.Type, args []values.Value) (values.Value, error) {
	if t == values.Type(values.ObjectBaseType()) {
		return objectTypeFromArgs(args)
	}
	return values.Access(t, args)
}

// describeMismatch is Puppet's description of a value not matching a type:
// "expects a String value, got Integer".
func describeMismatch(t values.Type, v values.Value) string {
	return values.DescribeMismatch(t, v)
}

// paramMismatch is the error of a lambda or Puppet-language function whose
// argument v for parameter p is not an instance of its type t. Puppet
// checks the arguments with the closure's Callable type (instance
// semantics) and then describes the failure with TypeMismatchDescriber,
// which works on inferred types (assignability): where the two disagree,
// as for a bare Optional or Variant (instances: undef only, nothing;
// assignable from anything), the describer finds no mismatch and the
// error is the closure's signature alone: "block expects (Optional a)".
// label is "block" or "'name'" as bindParams takes it.
func paramMismatch(label string, params []*ast.Parameter, types []values.Type, p *ast.Parameter, t values.Type, v values.Value, args []values.Value) error {
	// Several mismatches (a Variant's, one per variant) go through
	// describe_signatures below, which merges them as Puppet does (one
	// line when they are a single type mismatch; golden
	// err_forge4_function_param_variant_mismatch).
	if d := describeMismatch(t, v); d != "" && !strings.Contains(d, "\n") {
		return rawf("%s parameter '%s' %s", label, p.Name, d)
	}
	name := "lambda"
	if label != "block" {
		name = strings.Trim(label, "'")
	}
	sig := values.Signature{Names: make([]string, len(params))}
	ts := make([]values.Type, len(params))
	var lo, hi int64 = 0, int64(len(params))
	for i, q := range params {
		sig.Names[i] = q.Name
		ts[i] = values.AnyType()
		if i < len(types) && types[i] != nil {
			ts[i] = types[i]
		}
		if q.CapturesRest {
			hi = math.MaxInt64
		} else if q.Default == nil {
			lo++
		}
	}
	sig.Params = values.TupleType(ts, values.IntegerType(lo, hi))
	return rawf("%s", values.DescribeSignatures(name, []values.Signature{sig}, args, nil))
}
