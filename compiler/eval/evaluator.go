package eval

import (
	"errors"
	"math/big"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// cfKind is a kind of non-local control flow.
type cfKind uint8

const (
	cfBreak cfKind = iota
	cfNext
	cfReturn
)

// controlFlow carries break(), next() and return() to where they are caught.
type controlFlow struct {
	kind  cfKind
	value values.Value
	file  string
	line  int
	col   int
}

func (c *controlFlow) Error() string { return c.outsideMessage() }

func (c *controlFlow) outsideMessage() string {
	switch c.kind {
	case cfBreak:
		return "break() from context where this is illegal"
	case cfNext:
		return "next() from context where this is illegal"
	}
	return "return() from context where this is illegal"
}

// evalBlock evaluates statements in order; the value is the last one's.
func (c *Compiler) evalBlock(b *ast.Block, s *Scope) (values.Value, error) {
	if b == nil {
		return nil, nil
	}
	var v values.Value
	var err error
	last := len(b.Statements) - 1
	for i, st := range b.Statements {
		if r, ok := st.(*ast.Resource); ok && i < last {
			// A statement's value is discarded: do not build references.
			if _, err = c.evalResourceExpr(r, s, true); err != nil {
				return nil, wrapRaw(err, r)
			}
			continue
		}
		if v, err = c.eval(st, s); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// evalBody evaluates a block whose value nobody uses (the body of a
// class, define, node or manifest, a template): no resource expression
// in it builds references.
func (c *Compiler) evalBody(b *ast.Block, s *Scope) error {
	if b == nil {
		return nil
	}
	for _, st := range b.Statements {
		if r, ok := st.(*ast.Resource); ok {
			if _, err := c.evalResourceExpr(r, s, true); err != nil {
				return wrapRaw(err, r)
			}
			continue
		}
		if _, err := c.eval(st, s); err != nil {
			return err
		}
	}
	return nil
}

// eval evaluates one expression.
func (c *Compiler) eval(x ast.Expr, s *Scope) (values.Value, error) {
	v, err := c.evalX(x, s)
	if err != nil {
		return nil, wrapRaw(err, x)
	}
	return v, nil
}

func (c *Compiler) evalX(x ast.Expr, s *Scope) (values.Value, error) {
	switch n := x.(type) {
	case *ast.LiteralString:
		return boxConst(&n.Value), nil
	case *ast.LiteralInteger:
		return n.Value, nil
	case *ast.LiteralFloat:
		return n.Value, nil
	case *ast.LiteralBoolean:
		return n.Value, nil
	case *ast.LiteralUndef:
		return nil, nil
	case *ast.LiteralDefault:
		return values.Default{}, nil
	case *ast.QualifiedName:
		return boxConst(&n.Name), nil
	case *ast.ReservedWord:
		return n.Word, nil
	case *ast.LiteralRegex:
		re, err := values.NewRegexp(n.Pattern)
		if err != nil {
			return nil, issue(n, "%s", err.Error())
		}
		return re, nil
	case *ast.ConcatenatedString:
		return c.evalConcat(n, s)
	case *ast.TextExpr:
		v, err := c.evalText(n, s)
		if err != nil {
			return nil, err
		}
		return v, nil
	case *ast.Heredoc:
		v, err := c.eval(n.Text, s)
		if err != nil || n.Syntax == "" {
			return v, err
		}
		return v, c.heredocSyntax(n, v)
	case *ast.Variable:
		if n.Param > 0 {
			// A parameter of the definition whose body this is: found
			// where it was bound, without hashing its name.
			if v, ok := s.lookupParam(int(n.Param)-1, n.Name); ok && (v != nil || c.unevaluatedParam == "") {
				return v, nil
			}
		}
		return c.evalVariable(n, n.Name, s)
	case *ast.QualifiedReference:
		return c.resolveTypeRef(n)
	case *ast.LiteralList:
		l, err := c.evalList(n.Elements, s)
		if err != nil {
			return nil, err
		}
		if len(l) == 0 {
			// an object of its own, as every array (Psych's &1 [])
			l = values.EmptyArrayIn(c.valSlab.take(1))
		}
		return c.boxList(l), nil
	case *ast.LiteralHash:
		h := values.NewHash(len(n.Entries))
		for _, e := range n.Entries {
			k, err := c.eval(e.Key, s)
			if err != nil {
				return nil, err
			}
			v, err := c.eval(e.Value, s)
			if err != nil {
				return nil, err
			}
			if _, ok := k.(string); !ok {
				if err := values.KeyWithin(k); err != nil {
					return nil, c.boundError(err, n) // a key too large or deep to be one
				}
			}
			h.Put(k, v)
		}
		return h, nil
	case *ast.Parenthesized:
		return c.eval(n.Expr, s)
	case *ast.Block:
		return c.evalBlock(n, s)
	case *ast.Not:
		v, err := c.eval(n.Expr, s)
		if err != nil {
			return nil, err
		}
		return !values.Truthy(v), nil
	case *ast.UnaryMinus:
		v, err := c.eval(n.Expr, s)
		if err != nil {
			return nil, err
		}
		if t, ok := v.(values.Timespan); ok {
			// a Timespan is a Ruby Numeric of Puppet's (TimeData) with
			// its own -@: a negative span
			return -t, nil
		}
		// Puppet locates the coercion (warning or error) at the unary
		// expression, not at its operand.
		num, err := c.coerceNumeric(v, n)
		if err != nil {
			return nil, err
		}
		switch x := num.(type) {
		case int64:
			return -x, nil
		case float64:
			return -x, nil
		}
		return nil, nil
	case *ast.Unfold:
		v, err := c.eval(n.Expr, s)
		if err != nil {
			return nil, err
		}
		return unfoldValue(v), nil
	case *ast.Arithmetic:
		l, r, err := c.evalPair(n.Left, n.Right, s)
		if err != nil {
			return nil, err
		}
		return c.arithmetic(n, l, r)
	case *ast.Comparison:
		l, r, err := c.evalPair(n.Left, n.Right, s)
		if err != nil {
			return nil, err
		}
		return c.comparison(n, l, r)
	case *ast.Match:
		return c.evalMatch(n, s)
	case *ast.In:
		l, r, err := c.evalPair(n.Left, n.Right, s)
		if err != nil {
			return nil, err
		}
		ok, err := c.inOp(l, r, s)
		if err != nil {
			return nil, c.matchError(n, err)
		}
		return ok, nil
	case *ast.And:
		l, err := c.eval(n.Left, s)
		if err != nil {
			return nil, err
		}
		if !values.Truthy(l) {
			return false, nil
		}
		r, err := c.eval(n.Right, s)
		if err != nil {
			return nil, err
		}
		return values.Truthy(r), nil
	case *ast.Or:
		l, err := c.eval(n.Left, s)
		if err != nil {
			return nil, err
		}
		if values.Truthy(l) {
			return true, nil
		}
		r, err := c.eval(n.Right, s)
		if err != nil {
			return nil, err
		}
		return values.Truthy(r), nil
	case *ast.Assignment:
		return c.evalAssignment(n, s)
	case *ast.Access:
		return c.evalAccess(n, s)
	case *ast.Selector:
		return c.evalSelector(n, s)
	case *ast.If:
		return c.evalIf(n.Test, n.Then, n.Else, false, s)
	case *ast.Unless:
		return c.evalIf(n.Test, n.Then, n.Else, true, s)
	case *ast.Case:
		return c.evalCase(n, s)
	case *ast.CallFunction:
		return c.evalCallFunction(n, s)
	case *ast.CallMethod:
		return c.evalCallMethod(n, s)
	case *ast.Lambda:
		return nil, issue(n, "Lambda is not allowed here")
	case *ast.Relationship:
		return c.evalRelationship(n, s)
	case *ast.Resource:
		return c.evalResource(n, s)
	case *ast.ResourceDefaults:
		return c.evalResourceDefaults(n, s)
	case *ast.ResourceOverride:
		return c.evalResourceOverride(n, s)
	case *ast.Collect:
		return c.evalCollect(n, s)
	case *ast.ClassDef, *ast.DefineDef, *ast.NodeDef, *ast.FunctionDef, *ast.TypeAlias:
		return nil, nil
	case *ast.EPP:
		return c.evalEPP(n, s)
	case *ast.RenderString:
		return nil, c.renderAppend(n.Value)
	case *ast.RenderExpr:
		v, err := c.eval(n.Expr, s)
		if err != nil {
			return nil, err
		}
		if sv, ok := v.(*values.Sensitive); ok {
			return nil, c.renderAppendSensitive(sv)
		}
		if str, ok := v.(string); ok {
			return nil, c.renderAppend(str)
		}
		return nil, c.renderAppend(values.ToString(v))
	}
	return nil, issue(x, "Evaluation of %s is not supported", label(x))
}

// evalIf evaluates if (and unless, negated). It is a function of its own
// because its defer would make every evalX call pay for deferreturn.
func (c *Compiler) evalIf(test ast.Expr, then *ast.Block, els ast.Expr, unless bool, s *Scope) (values.Value, error) {
	lvl := s.level()
	defer s.popTo(lvl)
	t, err := c.eval(test, s)
	if err != nil {
		return nil, err
	}
	if values.Truthy(t) != unless {
		return c.evalBlock(then, s)
	}
	if els != nil {
		return c.eval(els, s)
	}
	return nil, nil
}

func unfoldValue(v values.Value) []values.Value {
	switch x := v.(type) {
	case nil:
		return []values.Value{}
	case []values.Value:
		return x
	case *values.Hash:
		out := make([]values.Value, 0, x.Len())
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			out = append(out, []values.Value{k, val})
		}
		return out
	}
	if it, ok := iterableValues(v); ok {
		return it
	}
	return []values.Value{v}
}

// evalList evaluates elements, unfolding splats.
func (c *Compiler) evalList(elems []ast.Expr, s *Scope) ([]values.Value, error) {
	if len(elems) == 0 {
		return []values.Value{}, nil
	}
	out := c.valSlab.take(len(elems))
	for _, e := range elems {
		e = unwindParens(e)
		if u, ok := e.(*ast.Unfold); ok {
			v, err := c.eval(u, s)
			if err != nil {
				return nil, err
			}
			out = append(out, v.([]values.Value)...)
			continue
		}
		v, err := c.eval(e, s)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// evalPair evaluates the two operands of a binary expression, left first.
func (c *Compiler) evalPair(left, right ast.Expr, s *Scope) (l, r values.Value, err error) {
	if l, err = c.eval(left, s); err != nil {
		return nil, nil, err
	}
	if r, err = c.eval(right, s); err != nil {
		return nil, nil, err
	}
	return l, r, nil
}

func unwindParens(e ast.Expr) ast.Expr {
	for {
		p, ok := e.(*ast.Parenthesized)
		if !ok {
			return e
		}
		e = p.Expr
	}
}

// ---------------------------------------------------------------------------
// Strings

func (c *Compiler) evalConcat(n *ast.ConcatenatedString, s *Scope) (_ values.Value, err error) {
	// Interpolation may nest (a string inside ${...}): each level works
	// at the end of the shared scratch buffer.
	start := len(c.scratch)
	defer func() {
		c.scratch = c.scratch[:start]
		if r := recover(); r != nil {
			err = c.limitError(r, n) // a collection's text past max_value_size
		}
	}()
	for _, p := range n.Parts {
		var v values.Value
		switch x := p.(type) {
		case *ast.LiteralString:
			c.scratch = append(c.scratch, x.Value...)
			continue
		case *ast.TextExpr:
			v, err = c.evalTextValue(x, s)
		default:
			v, err = c.eval(p, s)
		}
		if err != nil {
			return nil, err
		}
		// The string may not pass max_value_size: checked before its
		// memory is taken (a string doubled by "${m}${m}" in a loop).
		if str, ok := v.(string); ok {
			if err := values.CheckStringSize(len(c.scratch) - start + len(str)); err != nil {
				return nil, &rawError{msg: err.Error()}
			}
		}
		c.appendString(v)
	}
	if err := c.account(int64(len(c.scratch) - start)); err != nil {
		return nil, err
	}
	return c.box(c.arenaString(c.scratch[start:])), nil
}

// appendString appends the string form of v to the scratch buffer.
func (c *Compiler) appendString(v values.Value) {
	switch x := v.(type) {
	case string:
		c.scratch = append(c.scratch, x...)
	case int64:
		c.scratch = strconv.AppendInt(c.scratch, x, 10)
	case nil:
	default:
		c.scratch = append(c.scratch, values.ToString(v)...)
	}
}

func (c *Compiler) evalTextValue(n *ast.TextExpr, s *Scope) (values.Value, error) {
	var v values.Value
	var err error
	if q, ok := n.Expr.(*ast.QualifiedName); ok {
		v, err = c.evalVariable(q, q.Name, s)
	} else {
		v, err = c.eval(n.Expr, s)
	}
	if err != nil {
		return nil, wrapRaw(err, n)
	}
	return v, nil
}

func (c *Compiler) evalText(n *ast.TextExpr, s *Scope) (string, error) {
	var v values.Value
	var err error
	if q, ok := n.Expr.(*ast.QualifiedName); ok {
		v, err = c.evalVariable(q, q.Name, s)
	} else {
		v, err = c.eval(n.Expr, s)
	}
	if err != nil {
		return "", wrapRaw(err, n)
	}
	return values.ToString(v), nil
}

// ---------------------------------------------------------------------------
// Variables

// builtInVars are never reported as unknown.
func builtInVar(name string) bool {
	return name == "module_name" || name == "caller_module_name"
}

func (c *Compiler) evalVariable(n ast.Node, name string, s *Scope) (values.Value, error) {
	if v, ok := s.Lookup(name); ok {
		if v == nil && c.unevaluatedParam != "" {
			// Puppet throws out of the default expression at once; the
			// parameter binding reports it (setResourceParameters).
			return nil, rawf("unevaluated parameter $%s", c.unevaluatedParam)
		}
		return v, nil
	}
	if name == "module_name" {
		// Puppet binds $module_name to '' in the scopes of classes,
		// defines and nodes outside modules and in the top scope.
		return "", nil
	}
	if isNumeric(name) || builtInVar(name) {
		return nil, nil
	}
	return nil, c.unknownVariable(n, name)
}

// unknownVariable is Puppet's UNKNOWN_VARIABLE: an error with
// strict_variables, else as the strict setting makes it (off: nothing).
func (c *Compiler) unknownVariable(n ast.Node, name string) error {
	strict := c.strict()
	if c.req.StrictVariables || strict == "error" {
		return issue(n, "Unknown variable: '%s'.", name).coded("UNKNOWN_VARIABLE")
	}
	if strict != "off" {
		c.warnAt(n, "Unknown variable: '"+name+"'.")
	}
	return nil
}

// lastQual is strings.LastIndex(name, "::"), scanned from the end (the
// general search hashed every byte of the name: 190 instructions a read
// of a class's variable).
func lastQual(name string) int {
	for i := len(name) - 1; i > 0; i-- {
		if name[i] == ':' && name[i-1] == ':' {
			return i - 1
		}
	}
	return -1
}

// lookupQualified finds $a::b (name without a leading "::").
func (c *Compiler) lookupQualified(name string) (values.Value, bool) {
	if v, ok := c.qvars[name]; ok {
		return v, true
	}
	i := lastQual(name)
	if i < 0 {
		// a top-scope variable: node parameters
		if v, ok := c.nodeParams.GetString(name); ok {
			return v, true
		}
		return nil, false
	}
	class, leaf := name[:i], name[i+2:]
	// A class's name in the table is lower case: one found as written
	// needs no ToLower (class variables are found here, not in qvars). A
	// node's name (a regex's) may not be, and is looked up as before.
	sc, ok := c.classScopes[class]
	if !ok || sc == nil || sc.kind != classScope {
		sc = c.classScopes[lowerName(class)]
	}
	if sc == nil {
		return nil, false
	}
	// Puppet reads the class scope's innermost ephemeral scope, which
	// sees the ones under it and the scope's table: while the class's
	// parameter defaults are evaluated, its parameters are in the frame
	// there (voxpupuli-rsyslog's "${rsyslog::confdir}/*.conf"), and one
	// not evaluated yet is the unqualified form's error (lookupLocal's
	// guard).
	if v, ok := sc.lookupLocal(leaf); ok {
		return v, true
	}
	if c.settingsVars != nil && sc == c.settingsScope {
		return c.settingsVars.get(leaf)
	}
	if sc.inherited != nil && sc.inherited.source != nil {
		return c.lookupQualified(sc.inherited.source.name + "::" + leaf)
	}
	return nil, false
}

func (c *Compiler) evalAssignment(n *ast.Assignment, s *Scope) (values.Value, error) {
	if n.Op != "=" {
		return nil, issue(n, "The operator '%s' is not supported.", n.Op)
	}
	v, err := c.eval(n.Right, s)
	if err != nil {
		return nil, err
	}
	if err := c.assign(n, unwindParens(n.Left), v, s); err != nil {
		return nil, err
	}
	return v, nil
}

func (c *Compiler) assign(n *ast.Assignment, lhs ast.Expr, v values.Value, s *Scope) error {
	switch l := lhs.(type) {
	case *ast.Variable:
		return c.setVariable(n, l, l.Name, v, s)
	case *ast.LiteralList:
		switch x := v.(type) {
		case *values.Hash:
			for _, e := range l.Elements {
				vr, ok := unwindParens(e).(*ast.Variable)
				if !ok {
					return issue(e, "Illegal attempt to assign to '%s'. Not an assignable reference", label(e))
				}
				val, ok := x.GetString(vr.Name)
				if !ok {
					return issue(n, "No value for required key '%s' in assignment to variables from hash", vr.Name)
				}
				if err := c.setVariable(n, vr, vr.Name, val, s); err != nil {
					return err
				}
			}
			return nil
		case *values.ClassT:
			if x.ClassName == "" {
				break
			}
			if c.findResource("Class", x.ClassName) == nil {
				return issue(n.Right, "Resource not found: Class['%s']", x.ClassName).coded("UNKNOWN_RESOURCE")
			}
			for _, e := range l.Elements {
				vr, ok := unwindParens(e).(*ast.Variable)
				if !ok {
					return issue(e, "Illegal attempt to assign to '%s'. Not an assignable reference", label(e))
				}
				val, found := c.lookupQualified(x.ClassName + "::" + vr.Name)
				if !found {
					return issue(e, "No value for required variable '%s' in assignment to variables from class reference", x.ClassName+"::"+vr.Name)
				}
				if err := c.setVariable(n, vr, vr.Name, val, s); err != nil {
					return err
				}
			}
			return nil
		}
		arr, ok := v.([]values.Value)
		if !ok {
			arr = []values.Value{v}
		}
		if len(arr) != len(l.Elements) {
			return issue(n, "Mismatched number of assignable entries and values, expected %d, got %d", len(l.Elements), len(arr)).coded("ILLEGAL_MULTI_ASSIGNMENT_SIZE")
		}
		for i, e := range l.Elements {
			if err := c.assign(n, unwindParens(e), arr[i], s); err != nil {
				return err
			}
		}
		return nil
	}
	return issue(lhs, "Illegal attempt to assign to '%s'. Not an assignable reference", aAn(label(lhs)))
}

func (c *Compiler) setVariable(n *ast.Assignment, at ast.Node, name string, v values.Value, s *Scope) error {
	if strings.Contains(name, "::") {
		return issue(at, "Illegal attempt to assign to '$%s'. Cannot assign to variables in other namespaces", name)
	}
	if isNumeric(name) {
		return issue(at, "Illegal attempt to assign to the numeric match result variable '$%s'. Numeric variables are not assignable", name)
	}
	if name == "server_facts" {
		return issue(n, "Attempt to assign to a reserved variable name: '$%s'", name).coded("ILLEGAL_RESERVED_ASSIGNMENT")
	}
	if vr, ok := at.(*ast.Variable); ok && vr.Param > 0 && !reservedVar(name) && s.setSlot(int(vr.Param)-1, name, v) {
		return nil
	}
	if s.bound(name) {
		if name == "trusted" || name == "facts" {
			return issue(n, "Attempt to assign to a reserved variable name: '$%s'", name).coded("ILLEGAL_RESERVED_ASSIGNMENT")
		}
		if reservedParam(name) {
			return issue(n, "Cannot reassign built in (or already assigned) variable '$%s'", name).coded("ILLEGAL_REASSIGNMENT")
		}
		return issue(n, "Cannot reassign variable '$%s'", name).coded("ILLEGAL_REASSIGNMENT")
	}
	if name == "trusted" || name == "facts" {
		// not bound here (a class's scope): Scope#setvar's ParseError,
		// which the assignment reports as a RUNTIME_ERROR
		return issue(n, "Error while evaluating a '=' expression, Attempt to assign to a reserved variable name: '%s'", name)
	}
	s.set(name, v)
	return nil
}

// reservedVar reports whether assigning name is an error even where it is
// not bound.
func reservedVar(name string) bool {
	return name == "trusted" || name == "facts"
}

func reservedParam(name string) bool {
	return name == "name" || name == "title"
}

// ---------------------------------------------------------------------------
// Operators

// coerceNumeric converts a string to a number for arithmetic, with
// Puppet's warning; other non-numbers are an error.
func (c *Compiler) coerceNumeric(v values.Value, at ast.Expr) (values.Value, error) {
	n, ok := numericNoWarn(v)
	if !ok {
		return nil, issue(at, "The value '%s' cannot be converted to Numeric.", values.ToString(v)).coded("NOT_NUMERIC")
	}
	if x, isStr := v.(string); isStr {
		if err := c.numericCoercion(at, x, values.ToString(n)); err != nil {
			return nil, err
		}
	}
	return n, nil
}

// numericCoercion is Puppet's NUMERIC_COERCION for a String operand x of
// arithmetic read as the number shown, as the strict setting makes it
// (Puppet's runtime3_support: off ignores it, warning, the default, warns,
// error fails the compile with it).
func (c *Compiler) numericCoercion(at ast.Expr, x, shown string) error {
	text := "The string '" + x + "' was automatically coerced to the numerical value " + shown
	switch c.strict() {
	case "off":
		return nil
	case "error":
		return issue(at, "%s", text).coded("NUMERIC_COERCION")
	}
	c.warnAt(at, text)
	return nil
}

// strict is Puppet's strict setting for the compile: "off", "warning"
// (Puppet 7's default) or "error". It decides what several issues do:
// NUMERIC_COERCION, UNKNOWN_VARIABLE without strict_variables, the
// catalog's SERIALIZATION_* conversions, an override of an evaluated
// resource (runtime3_support.rb's issue severities, parser/resource.rb).
func (c *Compiler) strict() string {
	if c.req.Settings != nil {
		if s, ok := c.req.Settings.PuppetSetting("strict"); ok {
			return s
		}
	}
	return "warning"
}

// numericNoWarn tells whether coerceNumeric accepts v (without its warning):
// a number, or a String Puppet's Utils.to_n reads as one within 64 bits.
func numericNoWarn(v values.Value) (values.Value, bool) {
	switch x := v.(type) {
	case int64, float64:
		return v, true
	case string:
		if n := values.ToNumber(x); n != nil {
			return n, true
		}
	}
	return nil, false
}

// arithmeticOperand is an operand of arithmetic as Puppet coerces it
// (values.ArithmeticOperand), with coerceNumeric's warning for a String.
func (c *Compiler) arithmeticOperand(v values.Value, at ast.Expr) (values.Value, error) {
	n, err := values.ArithmeticOperand(v)
	if err != nil {
		return nil, issue(at, "%s", err.Error()).coded(values.IssueCode(err))
	}
	if x, isStr := v.(string); isStr {
		shown := ""
		if b, isBig := n.(*big.Int); isBig {
			shown = b.String()
		} else {
			shown = values.ToString(n)
		}
		if err := c.numericCoercion(at, x, shown); err != nil {
			return nil, err
		}
	}
	return n, nil
}

func (c *Compiler) arithmetic(n *ast.Arithmetic, l, r values.Value) (values.Value, error) {
	op := n.Op
	if !numericOrString(l) || !numericOrString(r) {
		// Collections, time values, binaries: the values package's rules.
		if _, isStr := l.(string); !isStr || !isNum(r) {
			v, err := values.Arithmetic(op, l, r)
			if err != nil {
				at := ast.Expr(n)
				var ve *values.Error
				if errors.As(err, &ve) && ve.NotNumeric {
					// Puppet coerces the left operand, then the right,
					// and locates the failure at the operand.
					at = n.Right
					if _, ok := numericNoWarn(l); !ok {
						at = n.Left
					}
				}
				return nil, issue(at, "%s", err.Error()).coded(values.IssueCode(err))
			}
			return v, nil
		}
	}
	ln, err := c.arithmeticOperand(l, n.Left)
	if err != nil {
		return nil, err
	}
	rn, err := c.arithmeticOperand(r, n.Right)
	if err != nil {
		return nil, err
	}
	v, err := values.NumericArithmetic(op, ln, rn)
	if err != nil {
		// Where Puppet's calculate fails for each issue.
		at := ast.Expr(n)
		code := values.IssueCode(err)
		switch code {
		case "DIV_BY_ZERO":
			at = n.Right
		case "RESULT_IS_INFINITY", "OPERATOR_NOT_APPLICABLE", "OPERATOR_NOT_APPLICABLE_WHEN":
			at = n.Left
		}
		return nil, issue(at, "%s", err.Error()).coded(code)
	}
	return v, nil
}

func numericOrString(v values.Value) bool {
	switch v.(type) {
	case int64, float64, string:
		return true
	}
	return false
}

func isNum(v values.Value) bool {
	switch v.(type) {
	case int64, float64:
		return true
	}
	return false
}

func aAnUC(s string) string {
	a := aAn(s)
	return strings.ToUpper(a[:1]) + a[1:]
}

func (c *Compiler) comparison(n *ast.Comparison, l, r values.Value) (values.Value, error) {
	ok, err := values.CompareOp(n.Op, l, r)
	if err != nil {
		return nil, issue(n, "%s", err.Error()).coded(values.IssueCode(err))
	}
	return ok, nil
}

func (c *Compiler) evalMatch(n *ast.Match, s *Scope) (values.Value, error) {
	l, r, err := c.evalPair(n.Left, n.Right, s)
	if err != nil {
		return nil, err
	}
	ok, caps, err := values.MatchOp(c.ctx, l, r)
	if err != nil {
		if values.IsMatchStop(err) {
			return nil, c.matchError(n, err)
		}
		// Puppet's MATCH_NOT_STRING and MATCH_NOT_REGEXP issues
		msg := err.Error()
		if strings.HasPrefix(msg, "Left match operand") {
			return nil, issue(n.Left, "%s", msg).coded("MATCH_NOT_STRING")
		}
		e := issue(n.Right, "%s", msg)
		if strings.HasPrefix(msg, "Can not convert right match operand") {
			e.coded("MATCH_NOT_REGEXP")
		}
		return nil, e
	}
	if ok && caps != nil {
		s.pushMatch(captures(caps))
	}
	if n.Op == "!~" {
		return !ok, nil
	}
	return ok, nil
}

// ---------------------------------------------------------------------------
// Access

func (c *Compiler) evalAccess(n *ast.Access, s *Scope) (values.Value, error) {
	left, err := c.eval(n.Left, s)
	if err != nil {
		return nil, err
	}
	keys, err := c.evalList(n.Keys, s)
	if err != nil {
		return nil, err
	}
	return c.access(n, left, keys)
}

func (c *Compiler) access(n *ast.Access, left values.Value, keys []values.Value) (values.Value, error) {
	switch x := left.(type) {
	case string:
		return c.accessString(n, x, flattenValues(keys))
	case []values.Value:
		return c.accessArray(n, x, flattenValues(keys))
	case *values.Hash:
		if len(keys) == 0 {
			return nil, issue(n.Left, "Hash supports [] with one or more arguments. Got 0")
		}
		if len(keys) == 1 {
			v, _ := x.Get(keys[0])
			return v, nil
		}
		out := make([]values.Value, 0, len(keys))
		for _, k := range keys {
			if v, ok := x.Get(k); ok && v != nil {
				out = append(out, v)
			}
		}
		return out, nil
	case *values.ResourceT:
		return c.accessResourceType(n, x, keys)
	case *values.ClassT:
		return c.accessClassType(n, x, keys)
	case values.Type:
		t, err := parameterizeType(x, keys)
		if err != nil {
			return nil, accessIssue(n, err)
		}
		return t, nil
	}
	return nil, issue(n.Left, "Operator '[]' is not applicable to %s.", aAn(valueLabel(left))).coded("OPERATOR_NOT_APPLICABLE")
}

// accessIssue is an error of an access to a type where Puppet locates it:
// at the key the error names (@semantic.keys[index], the index counting
// the flattened keys), nowhere when there is no such key expression
// (Variant[[String, 1]]: Puppet's location is nil), else at the access.
func accessIssue(n *ast.Access, err error) *Error {
	var ve *values.Error
	if errors.As(err, &ve) && ve.KeyIndex > 0 {
		if ve.KeyIndex > len(n.Keys) {
			return &Error{Message: "Evaluation Error: " + err.Error(), Code: ve.Code}
		}
		return issue(n.Keys[ve.KeyIndex-1], "%s", err.Error()).coded(ve.Code)
	}
	return issue(n, "%s", err.Error()).coded(values.IssueCode(err))
}

// flattenValues is Array#flatten (values.Flatten: a counted walk).
func flattenValues(keys []values.Value) []values.Value { return values.Flatten(keys) }

// intKey is an index of a string or array access, as Puppet's access
// operator takes it: for an array a number, with a string coerced (and
// Puppet's warning) and anything else "cannot be converted to Numeric";
// for a string Utils.to_n without warning.
func (c *Compiler) intKey(n *ast.Access, i int, k values.Value, what string) (int64, error) {
	if x, ok := k.(int64); ok {
		return x, nil
	}
	at := ast.Expr(n)
	if i < len(n.Keys) {
		at = n.Keys[i]
	}
	if what == "An Array" {
		v, err := c.coerceNumeric(k, at)
		if err != nil {
			return 0, err
		}
		if iv, ok := v.(int64); ok {
			return iv, nil
		}
		return 0, issue(at, "%s[] cannot use %s where Integer is expected", what, badKeyTypeName(v))
	}
	v := k
	if s, ok := k.(string); ok {
		if nv := values.ToNumber(s); nv != nil {
			v = nv
		}
	}
	if iv, ok := v.(int64); ok {
		return iv, nil
	}
	return 0, issue(at, "A substring operation does not accept %s as a character index. Expected an Integer", aAn(badKeyTypeName(v))).coded("BAD_STRING_SLICE_KEY_TYPE")
}

// badKeyTypeName is how Puppet's access operator names the type of a bad
// key: Undef, Default, or the generalized type of the value.
func badKeyTypeName(v values.Value) string {
	switch v.(type) {
	case nil:
		return "Undef"
	case values.Default:
		return "Default"
	}
	return values.TypeOfGeneralized(v).String()
}

func (c *Compiler) accessString(n *ast.Access, s string, keys []values.Value) (values.Value, error) {
	runes := []rune(s)
	length := int64(len(runes))
	switch len(keys) {
	case 1:
		k, err := c.intKey(n, 0, keys[0], "A String")
		if err != nil {
			return nil, err
		}
		if k < 0 {
			k += length
		}
		if k < 0 || k >= length {
			return "", nil
		}
		return string(runes[k]), nil
	case 2:
		k1, err := c.intKey(n, 0, keys[0], "A String")
		if err != nil {
			return nil, err
		}
		k2, err := c.intKey(n, 1, keys[1], "A String")
		if err != nil {
			return nil, err
		}
		from, cnt := sliceBounds(k1, k2, length)
		if from < 0 || from > length || cnt < 0 {
			return "", nil
		}
		end := from + cnt
		if end > length {
			end = length
		}
		return string(runes[from:end]), nil
	}
	return nil, issue(n.Left, "String supports [] with one or two arguments. Got %d", len(keys)).coded("BAD_STRING_SLICE_ARITY")
}

// sliceBounds is Puppet's [from, count] with negative from (from the end)
// and negative count (up to that position from the end).
func sliceBounds(k1, k2, length int64) (int64, int64) {
	if k1 < 0 {
		k1 += length
	}
	if k2 < 0 {
		k2 = length - k1 + k2 + 1
	}
	if k1 < 0 {
		k2 += k1
		k1 = 0
	}
	return k1, k2
}

func (c *Compiler) accessArray(n *ast.Access, a []values.Value, keys []values.Value) (values.Value, error) {
	length := int64(len(a))
	switch len(keys) {
	case 1:
		k, err := c.intKey(n, 0, keys[0], "An Array")
		if err != nil {
			return nil, err
		}
		if k < 0 {
			k += length
		}
		if k < 0 || k >= length {
			return nil, nil
		}
		return a[k], nil
	case 2:
		k1, err := c.intKey(n, 0, keys[0], "An Array")
		if err != nil {
			return nil, err
		}
		k2, err := c.intKey(n, 1, keys[1], "An Array")
		if err != nil {
			return nil, err
		}
		from, cnt := sliceBounds(k1, k2, length)
		if from < 0 || from > length || cnt < 0 {
			return []values.Value{}, nil
		}
		end := from + cnt
		if end > length {
			end = length
		}
		return append([]values.Value(nil), a[from:end]...), nil
	}
	return nil, issue(n.Left, "Array supports [] with one or two arguments. Got %d", len(keys)).coded("BAD_ARRAY_SLICE_ARITY")
}

func (c *Compiler) accessResourceType(n *ast.Access, t *values.ResourceT, keys []values.Value) (values.Value, error) {
	if !t.HasTitle && t.TypeName != "" && len(keys) == 1 {
		// Type['title'], the common case.
		if title, ok := keys[0].(string); ok {
			return c.resourceRef(t.TypeName, title), nil
		}
	}
	if !t.HasTitle {
		v, err := values.Access(t, keys)
		if err != nil {
			// Puppet blames the first key (access_PResourceType).
			at := ast.Node(n)
			if len(n.Keys) > 0 {
				at = n.Keys[0]
			}
			return nil, issue(at, "%s", err.Error())
		}
		return v, nil
	}
	// File['/x']['mode']: parameter values
	r := c.findResource(typeKey(t.TypeName), t.Title)
	if r == nil {
		return nil, issue(n, "Resource not found: %s['%s']", t.TypeName, t.Title).coded("UNKNOWN_RESOURCE")
	}
	return c.resourceParams(n, r, t.TypeName, t.Title, keys)
}

func (c *Compiler) accessClassType(n *ast.Access, t *values.ClassT, keys []values.Value) (values.Value, error) {
	if t.ClassName == "" {
		v, err := values.Access(t, keys)
		if err != nil {
			return nil, accessIssue(n, err)
		}
		return v, nil
	}
	r := c.findResource("Class", t.ClassName)
	if r == nil {
		return nil, issue(n, "Resource not found: Class['%s']", t.ClassName).coded("UNKNOWN_RESOURCE")
	}
	return c.resourceParams(n, r, "Class", t.ClassName, keys)
}

// resourceParams reads parameter values of a resource (Type['t']['p']):
// its own value, else the default visible where it was declared.
func (c *Compiler) resourceParams(n *ast.Access, r *Resource, typeName, title string, keys []values.Value) (values.Value, error) {
	if len(keys) == 0 {
		return nil, issue(n, "%s['%s'][] accepts 1 or more arguments. Got 0", typeName, title)
	}
	arr := len(keys) > 1
	if _, ok := keys[0].([]values.Value); ok {
		arr = true
	}
	flat := flattenValues(keys)
	out := make([]values.Value, 0, len(flat))
	for _, k := range flat {
		ks, ok := k.(string)
		if !ok || !c.isParameterOf(r, ks) {
			return nil, issue(n, "The resource %s['%s'] does not have a parameter called '%s'", typeName, title, values.ToString(k)).coded("UNKNOWN_RESOURCE_PARAMETER")
		}
		out = append(out, c.resourceParamValue(r, ks))
	}
	if arr {
		return out, nil
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out[0], nil
}

// isParameterOf reports whether name is a valid parameter of r.
func (c *Compiler) isParameterOf(r *Resource, name string) bool {
	if name == "" {
		return false
	}
	if c.isMetaparam(name) || name == "name" || name == "title" {
		return true
	}
	switch {
	case r.builtin != nil:
		return r.builtin.HasAttribute(name)
	case r.def != nil:
		for _, p := range r.def.params {
			if p.Name == name {
				return true
			}
		}
		return false
	}
	_, ok := r.get(name)
	return ok
}

// resourceParamValue is a parameter's value, or else the default for it
// visible from the scope the resource was declared in.
func (c *Compiler) resourceParamValue(r *Resource, name string) values.Value {
	if name == "title" {
		return r.title
	}
	if v, ok := r.get(name); ok && v != nil {
		return v
	}
	if r.scope != nil {
		for _, d := range r.scope.lookupDefaults(r.typ) {
			if d.name == name {
				return d.value
			}
		}
	}
	return nil
}

// ---------------------------------------------------------------------------
// Selector and case

func (c *Compiler) evalSelector(n *ast.Selector, s *Scope) (values.Value, error) {
	lvl := s.level()
	defer s.popTo(lvl)
	test, err := c.eval(n.Left, s)
	if err != nil {
		return nil, err
	}
	var dflt *ast.SelectorEntry
	for _, e := range n.Entries {
		m := unwindParens(e.Match)
		if _, ok := m.(*ast.LiteralDefault); ok {
			dflt = e
			continue
		}
		ok, err := c.caseMatches(test, m, s)
		if err != nil {
			return nil, err
		}
		if ok {
			return c.eval(e.Value, s)
		}
	}
	if dflt != nil {
		return c.eval(dflt.Value, s)
	}
	return nil, issue(n.Left, "No matching entry for selector parameter with value '%s'", values.ToString(test)).coded("UNMATCHED_SELECTOR")
}

func (c *Compiler) evalCase(n *ast.Case, s *Scope) (values.Value, error) {
	lvl := s.level()
	defer s.popTo(lvl)
	test, err := c.eval(n.Test, s)
	if err != nil {
		return nil, err
	}
	var dflt *ast.CaseOption
	for _, o := range n.Options {
		for _, v := range o.Values {
			m := unwindParens(v)
			if _, ok := m.(*ast.LiteralDefault); ok {
				dflt = o
				continue
			}
			ok, err := c.caseMatches(test, m, s)
			if err != nil {
				return nil, err
			}
			if ok {
				return c.evalBlock(o.Body, s)
			}
		}
	}
	if dflt != nil {
		return c.evalBlock(dflt.Body, s)
	}
	return nil, nil
}

// caseMatches evaluates one case/selector option and matches it against
// the test value (unfolding a splat).
func (c *Compiler) caseMatches(test values.Value, m ast.Expr, s *Scope) (bool, error) {
	if u, ok := m.(*ast.Unfold); ok {
		v, err := c.eval(u, s)
		if err != nil {
			return false, err
		}
		for _, e := range v.([]values.Value) {
			if ok, err := c.isMatch(test, e, s); ok || err != nil {
				return ok, c.matchError(m, err)
			}
		}
		return false, nil
	}
	v, err := c.eval(m, s)
	if err != nil {
		return false, err
	}
	ok, err := c.isMatch(test, v, s)
	return ok, c.matchError(m, err)
}

// isMatch is Puppet's case option matching: regexps match strings (and
// set $0..$n), types test instances, arrays and hashes match element-wise,
// default matches anything, everything else compares with ==.
func (c *Compiler) isMatch(test, option values.Value, s *Scope) (bool, error) {
	ok, caps, err := values.Match(c.ctx, test, option)
	if ok && caps != nil {
		s.pushMatch(captures(caps))
	}
	return ok, err
}
