package eval

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/util/rubyfmt"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// A type alias's body is not evaluated as an expression: Puppet interprets
// it with its type parser (Puppet::Pops::Types::TypeParser), which differs
// from the evaluator in three ways Punch follows:
//   - a name that is no type is a TypeReference, not an error
//     (`type B = Array[Strin]` is Array[TypeReference['Strin']], which
//     matches an empty array), and so is an unknown parameterized name;
//   - parameters are literals only: a variable, an arithmetic or an
//     interpolated string is "The expression <...> is not a valid type
//     specification.";
//   - each type checks its parameters with the parser's own messages
//     ("Enum parameters must be identifiers or strings", "Not a
//     parameterized type <Any>", "Invalid number of type parameters
//     specified: ...").
// The alias is interpreted when first used; a failure is an error of the
// Type-Name where the alias is used (resolveTypeRef), every time it is used,
// as in Puppet. Golden err_type_alias_body_*, type_alias_body_unresolved.

// typeParser interprets one alias's body.
type typeParser struct {
	c     *Compiler
	alias *ast.TypeAlias
	// set is the TypeSet whose types are interpreted: its short names
	// name its types.
	set  *values.TypeSetT
	src  []byte // the alias's source file, read when a message needs its text
	read bool
}

// interpretAlias is the type an alias's body defines.
func (c *Compiler) interpretAlias(ta *ast.TypeAlias) (values.Type, error) {
	p := &typeParser{c: c, alias: ta}
	v, err := p.any(ta.Type)
	if err != nil {
		return nil, err
	}
	t, ok := v.(values.Type)
	if !ok {
		return nil, p.invalid(ta.Type)
	}
	return t, nil
}

// any interprets a parameter or type: a literal's value, a type, or nil
// (also for the "no type" of Integer['x'], which its container rejects).
func (p *typeParser) any(x ast.Expr) (values.Value, error) {
	switch n := x.(type) {
	case *ast.QualifiedReference:
		t, err := p.named(n.Name)
		if err != nil || t != nil {
			return t, err
		}
		return values.TypeReference(n.Name), nil
	case *ast.Access:
		return p.access(n)
	case *ast.LiteralString, *ast.QualifiedName, *ast.LiteralInteger, *ast.LiteralFloat, *ast.LiteralBoolean,
		*ast.LiteralUndef, *ast.LiteralDefault, *ast.LiteralRegex:
		// A literal is what the evaluator makes of it (a bare word a
		// string); evaluating it has no effect.
		return p.c.evalX(x, p.c.top)
	case *ast.Heredoc:
		return p.any(n.Text)
	case *ast.UnaryMinus:
		v, err := p.any(n.Expr)
		if err != nil {
			return nil, err
		}
		switch y := v.(type) {
		case int64:
			return -y, nil
		case float64:
			return -y, nil
		}
	case *ast.LiteralList:
		out := make([]values.Value, 0, len(n.Elements))
		for _, e := range n.Elements {
			v, err := p.any(e)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case *ast.LiteralHash:
		h := values.NewHash(len(n.Entries))
		for _, e := range n.Entries {
			k, err := p.any(e.Key)
			if err != nil {
				return nil, err
			}
			v, err := p.any(e.Value)
			if err != nil {
				return nil, err
			}
			h.Put(k, v)
		}
		return h, nil
	}
	return nil, p.invalid(x)
}

// named resolves a type name as the type parser's loader does: a core
// type, an alias (resolved now: its failure is this alias's), a resource
// type; nil when nothing has the name.
func (p *typeParser) named(name string) (values.Type, error) {
	if p.set != nil {
		if t := p.set.Member(name); t != nil {
			return t, nil
		}
	}
	t, err := p.c.typeByName(name)
	if err != nil || t == nil {
		return nil, err
	}
	if a, ok := t.(*values.TypeAliasT); ok {
		if err := a.Err(); err != nil {
			return nil, err
		}
	}
	if o, ok := t.(interface{ Resolve() error }); ok {
		// An Object type or TypeSet is resolved when named, as Puppet's
		// loader does (a type being resolved answers at once): so a
		// parent is resolved before the child checks its chain.
		if err := o.Resolve(); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// access interprets Name[params] as TypeParser#interpret_AccessExpression:
// the parameters are checked as Puppet's parser checks them, then the type
// is built as the evaluator builds it.
func (p *typeParser) access(n *ast.Access) (values.Value, error) {
	params := make([]values.Value, len(n.Keys))
	for i, k := range n.Keys {
		v, err := p.any(k)
		if err != nil {
			return nil, err
		}
		params[i] = v
	}
	ref, ok := n.Left.(*ast.QualifiedReference)
	if !ok {
		return nil, p.invalid(n)
	}
	isType := func(v values.Value) bool { _, ok := v.(values.Type); return ok }
	isSize := func(v values.Value) bool { _, ok := v.(*values.IntegerT); return ok || isRange(v) }
	types := func(vs ...values.Value) error {
		for _, v := range vs {
			if !isType(v) {
				return p.invalid(n)
			}
		}
		return nil
	}
	ranges := func(vs ...values.Value) error {
		for _, v := range vs {
			if !isRange(v) {
				return p.invalid(n)
			}
		}
		return nil
	}
	count := func(name, want string) error {
		return &rawError{msg: fmt.Sprintf("Invalid number of type parameters specified: %s requires %s, %d provided", name, want, len(params))}
	}
	var err error
	var base values.Type // the named type, when the default case resolved it
	switch name := strings.ToLower(strings.TrimPrefix(ref.Name, "::")); name {
	case "array":
		switch len(params) {
		case 1:
			err = types(params[0])
		case 2:
			if isType(params[0]) {
				if !isSize(params[1]) {
					err = p.invalid(n)
				}
			} else {
				err = ranges(params...)
			}
		case 3:
			if err = types(params[0]); err == nil {
				err = ranges(params[1:]...)
			}
		default:
			err = count("Array", "1 to 3")
		}
	case "hash":
		switch len(params) {
		case 2:
			if !isType(params[0]) || !isType(params[1]) {
				err = ranges(params...)
			}
		case 3:
			if !isSize(params[2]) {
				err = p.invalid(n)
			} else {
				err = types(params[:2]...)
			}
		case 4:
			if err = ranges(params[2:]...); err == nil {
				err = types(params[:2]...)
			}
		default:
			err = count("Hash", "2 to 4")
		}
	case "collection", "string":
		switch len(params) {
		case 1:
			if !isSize(params[0]) {
				err = p.invalid(n)
			}
		case 2:
			err = ranges(params...)
		default:
			err = count(typeLabels[name], "1 to 2")
		}
	case "class", "regexp", "uri", "struct", "object", "typeset", "optional", "type", "iterable", "iterator", "boolean":
		if len(params) != 1 {
			return nil, count(typeLabels[name], "1")
		}
		switch name {
		case "struct":
			if _, ok := params[0].(*values.Hash); !ok {
				err = p.invalid(n)
			}
		case "boolean":
			if _, ok := params[0].(bool); !ok {
				err = &rawError{msg: "Boolean parameter must be true or false"}
			}
		case "optional":
			if _, ok := params[0].(string); !ok {
				err = types(params[0])
			}
		case "type", "iterable", "iterator":
			err = types(params[0])
		}
	case "enum":
		ps := params
		if len(ps) > 0 {
			if _, ok := ps[len(ps)-1].(bool); ok {
				ps = ps[:len(ps)-1]
			}
		}
		if len(ps) == 0 {
			return nil, count("Enum", "1 or more")
		}
		for _, v := range ps {
			if _, ok := v.(string); !ok {
				return nil, &rawError{msg: "Enum parameters must be identifiers or strings"}
			}
		}
	case "pattern", "variant", "tuple", "semver":
		if len(params) == 0 {
			return nil, count(typeLabels[name], "1 or more")
		}
		switch name {
		case "variant":
			err = types(params...)
		case "pattern":
			for _, v := range params {
				switch v.(type) {
				case string, *values.Regexp, *values.PatternT, *values.RegexpT:
				default:
					// Puppet's message, without its closing quote.
					return nil, &rawError{msg: "Only String, Regexp, Pattern-Type, and Regexp-Type are allowed: got '" + rubyClassName(v)}
				}
			}
		}
	case "integer", "float":
		switch len(params) {
		case 1:
			switch params[0].(type) {
			case int64, values.Default:
			case float64:
				if name == "integer" {
					return nil, nil
				}
			default:
				return nil, nil // no type: the container (or the alias) rejects it
			}
		case 2:
			// TypeFactory.range: PNumericType.new(from, to) compares the
			// bounds with Ruby's >, which fails for a String against a
			// number (default is an infinite Float).
			if msg := rubyBoundsComparison(name, params[0], params[1]); msg != "" {
				return nil, &rawError{msg: msg}
			}
		default:
			return nil, count(typeLabels[name], "1 or 2")
		}
	case "sensitive", "notundef":
		if len(params) > 1 {
			return nil, count(typeLabels[name], "0 to 1")
		}
		if len(params) == 1 {
			if _, ok := params[0].(string); !ok || name == "sensitive" {
				err = types(params[0])
			}
		}
	case "init":
		if len(params) == 0 || !isType(params[0]) {
			err = p.invalid(n)
		}
	case "runtime":
		if len(params) != 2 {
			return nil, count("Runtime", "2")
		}
	case "timespan", "timestamp":
		if len(params) > 2 {
			return nil, count(typeLabels[name], "0 to 2")
		}
	case "any", "data", "catalogentry", "scalar", "undef", "numeric", "default", "semverrange":
		return nil, &rawError{msg: fmt.Sprintf("Not a parameterized type <%s>", ref.Name)}
	case "callable", "resource":
		// Checked as the evaluator checks them.
	default:
		t, err := p.named(ref.Name)
		if err != nil {
			return nil, err
		}
		switch t.(type) {
		case nil:
			return values.TypeReference(p.text(n)), nil
		case *values.ResourceT:
			if len(params) != 1 {
				return nil, count(ref.Name, "1")
			}
		default:
			return nil, &rawError{msg: fmt.Sprintf("Not a parameterized type <%s>", ref.Name)}
		}
		base = t
	}
	if err != nil {
		return nil, err
	}
	if base == nil {
		if base, err = p.named(ref.Name); err != nil {
			return nil, err
		}
	}
	if base == nil {
		return values.TypeReference(p.text(n)), nil
	}
	v, err := parameterizeType(base, params)
	if err != nil {
		return nil, &rawError{msg: err.Error()}
	}
	return v, nil
}

// typeLabels are the names the type parser's messages give the types it
// checks, by lower-case name.
var typeLabels = map[string]string{
	"collection": "Collection", "string": "String",
	"class": "Class", "regexp": "Regexp", "uri": "URI", "struct": "Struct", "object": "Object",
	"typeset": "Object", "optional": "Optional", "type": "Type", "iterable": "Iterable", "iterator": "Iterator", "boolean": "Boolean",
	"pattern": "Pattern", "variant": "Variant", "tuple": "Tuple", "semver": "SemVer",
	"integer": "Integer", "float": "Float",
	"sensitive": "Sensitive", "notundef": "NotUndef",
	"timespan": "Timespan", "timestamp": "Timestamp",
}

// isRange is TypeFactory.is_range_parameter?: an integer or default.
func isRange(v values.Value) bool {
	switch y := v.(type) {
	case int64, values.Default:
		return true
	case string:
		return y == "default"
	}
	return false
}

// invalid is the type parser's error for an expression that is no type
// (or not one a type accepts there).
func (p *typeParser) invalid(x ast.Expr) error {
	return &rawError{msg: fmt.Sprintf("The expression <%s> is not a valid type specification.", p.text(x))}
}

// text is Puppet's original text of x: the source from the start of x (or
// of its first part) to the end of its last. Puppet's parser places the
// body of `type A = Name[...]` at the alias's name and ends it at its last
// parameter, so the text of that expression is "A = Name[params" (without
// the bracket); Punch writes the same.
func (p *typeParser) text(x ast.Expr) string {
	if !p.read {
		p.read = true
		p.src = p.c.sourceOf(p.alias.Span.File)
	}
	sp := x.Loc()
	start, end := sp.Start.Offset, sp.End.Offset
	if a, ok := x.(*ast.Access); ok && x == p.alias.Type && len(a.Keys) > 0 {
		end = a.Keys[len(a.Keys)-1].Loc().End.Offset
		if s := p.aliasNameOffset(); s >= 0 {
			start = s
		}
	}
	if p.src == nil || start < 0 || end > len(p.src) || start > end {
		if a, ok := x.(*ast.Access); ok {
			if r, ok := a.Left.(*ast.QualifiedReference); ok {
				return r.Name + "[...]"
			}
		}
		return "..."
	}
	return string(p.src[start:end])
}

// aliasNameOffset is where the alias's name starts (its span's start), or
// -1.
func (p *typeParser) aliasNameOffset() int {
	at := p.alias.Span.Start.Offset
	if at < 0 || !bytes.HasPrefix(p.src[at:], []byte(p.alias.Name)) {
		return -1
	}
	return at
}

// sourceOf is the text of a manifest file: the initial manifests (and -e
// code) keep theirs; other files (modules' types/) are read again, which
// only messages need.
func (c *Compiler) sourceOf(file string) []byte {
	if progs, err := c.loader.Manifests(); err == nil {
		for _, pr := range progs {
			if pr.Span.File == file && pr.Source != nil {
				return pr.Source
			}
		}
	}
	if file == "" {
		return nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	return b
}

// rubyBoundsComparison is the ArgumentError of Ruby's from > to when the
// type parser builds Integer[from, to] or Float[from, to] and one bound is
// a String and the other a number: "comparison of Integer with String
// failed". "" when Ruby compares them (the evaluator's rules then apply).
func rubyBoundsComparison(name string, from, to values.Value) string {
	if name == "float" {
		// TypeFactory.float_range converts each bound with Kernel#Float
		// first.
		for _, b := range []values.Value{from, to} {
			if s, ok := b.(string); ok {
				if _, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err != nil {
					return "invalid value for Float(): " + rubyfmt.InspectString(s)
				}
			}
		}
		return ""
	}
	class := func(v values.Value) (string, bool) {
		switch v.(type) {
		case int64:
			return "Integer", true
		case float64, values.Default:
			return "Float", true // default is Float::INFINITY
		}
		return "", false
	}
	fc, fnum := class(from)
	tc, tnum := class(to)
	_, fstr := from.(string)
	_, tstr := to.(string)
	switch {
	case fnum && tstr:
		return "comparison of " + fc + " with String failed"
	case fstr && tnum:
		return "comparison of String with " + tc + " failed"
	}
	return ""
}
