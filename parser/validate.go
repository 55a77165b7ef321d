package parser

import (
	"bytes"
	"fmt"
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
)

// The static checks Puppet makes after parsing (checker4_0.rb), with its
// messages. Diagnostics are reported in the order of a pre-order walk.

// The naming rules of checker4_0.rb, written out (they are checked for
// every name; names_test.go compares them with the regular expressions).
type nameRule func(string) bool

var (
	// \A((::)?[A-Z]\w*)+\z
	reClassrefExt = nameRule(func(s string) bool { return segments(s, true, isUpperASCII, isUpperASCII) })
	// \A[A-Z]\w*(?:::[A-Z]\w*)*\z
	reClassrefDecl = nameRule(func(s string) bool { return segments(s, false, isUpperASCII, isUpperASCII) })
	// \A[a-z]\w*(?:::[a-z]\w*)*\z
	reDefName = nameRule(func(s string) bool { return segments(s, false, isLowerASCII, isLowerASCII) })
	// \A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*\z
	reVarName = nameRule(func(s string) bool {
		return segments(s, true, isLowerASCII, func(c byte) bool { return c == '_' || isLowerASCII(c) })
	})
	// \A[a-z_]\w*\z
	reParamName = nameRule(func(s string) bool {
		return s != "" && (s[0] == '_' || isLowerASCII(s[0])) && allWord(s[1:])
	})
	// \A(?:0|[1-9][0-9]*)\z
	reNumericVar = nameRule(func(s string) bool {
		return s == "0" || (s != "" && s[0] >= '1' && s[0] <= '9' && allDigits(s[1:]))
	})
	// \A(?:0x)?[0-9]+\z
	reNumericParam = nameRule(func(s string) bool {
		if strings.HasPrefix(s, "0x") && len(s) > 2 && allDigits(s[2:]) {
			return true
		}
		return s != "" && allDigits(s)
	})
	// \A[\p{L}\p{N}_\-.]+\z
	reHostname = nameRule(func(s string) bool {
		for _, r := range s {
			if !(r == '_' || r == '-' || r == '.' || unicode.IsLetter(r) || unicode.IsNumber(r)) {
				return false
			}
		}
		return s != ""
	})
)

func (f nameRule) MatchString(s string) bool { return f(s) }

func isUpperASCII(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLowerASCII(c byte) bool { return c >= 'a' && c <= 'z' }
func isWordByte(c byte) bool {
	return c == '_' || isLowerASCII(c) || isUpperASCII(c) || (c >= '0' && c <= '9')
}

func allWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isWordByte(s[i]) {
			return false
		}
	}
	return true
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// segments tells whether s is one or more segments joined by "::", each a
// character accepted by first (last for the last segment) followed by word
// characters; lead allows a leading "::".
func segments(s string, lead bool, first, last func(byte) bool) bool {
	if lead && strings.HasPrefix(s, "::") {
		s = s[2:]
	}
	for {
		end := strings.Index(s, "::")
		seg := s
		if end >= 0 {
			seg = s[:end]
		}
		if seg == "" || !allWord(seg[1:]) {
			return false
		}
		if end < 0 {
			return last(seg[0])
		}
		if !first(seg[0]) {
			return false
		}
		s = s[end+2:]
	}
}

// reservedTypeNames cannot name a define, class or type alias.
var reservedTypeNames = map[string]bool{
	"type": true, "any": true, "unit": true, "scalar": true, "boolean": true, "numeric": true,
	"integer": true, "float": true, "collection": true, "array": true, "hash": true,
	"struct": true, "tuple": true, "string": true, "enum": true, "pattern": true,
	"regexp": true, "variant": true, "optional": true, "undef": true, "default": true,
	"catalogentry": true, "resource": true, "class": true, "callable": true, "runtime": true,
	"data": true, "scalardata": true, "notundef": true, "semver": true, "semverrange": true,
	"timestamp": true, "timespan": true, "sensitive": true, "binary": true, "init": true,
	"object": true, "typeset": true, "iterable": true, "iterator": true, "richdata": true,
	"richdatakey": true, "error": true,
}

type validator struct {
	prog    *ast.Program
	parents []ast.Node
	diags   diag.List
	// operand maps a chain of unary operators to the operand at its end
	// (so that checking every link of a long chain stays linear)
	operand map[ast.Expr]ast.Expr
	tooDeep bool
}

// maxDepth bounds the depth of the tree: expressions are nested at most
// maxNesting levels, but operator chains (a + b + c ..., a -> b -> c ...)
// make deep trees too, and every consumer of the tree walks it recursively.
const maxDepth = 10000

func validate(p *ast.Program) diag.List {
	v := &validator{prog: p}
	if p.Body != nil {
		v.walk(p.Body)
	}
	return v.diags
}

// report reports the problem issue (Puppet's issue code) with n.
func (v *validator) report(n ast.Node, issue, msg string) {
	v.reportSpan(v.loc(n), issue, msg)
}

// loc is where Puppet reports a problem with n: the operator of a binary
// expression (egrammar.ra locates them there), the => of a hash or
// selector entry, the : of a case option, else the start of n.
func (v *validator) loc(n ast.Node) ast.Span {
	switch x := n.(type) {
	case *ast.Arithmetic:
		return v.opSpan(x.Left, x.Op)
	case *ast.Comparison:
		return v.opSpan(x.Left, x.Op)
	case *ast.Match:
		return v.opSpan(x.Left, x.Op)
	case *ast.In:
		return v.opSpan(x.Left, "in")
	case *ast.And:
		return v.opSpan(x.Left, "and")
	case *ast.Or:
		return v.opSpan(x.Left, "or")
	case *ast.Assignment:
		return v.opSpan(x.Left, x.Op)
	case *ast.Relationship:
		return v.opSpan(x.Left, x.Op)
	case *ast.KeyedEntry:
		if x.Key != nil && x.Key.Loc() != x.Span {
			return v.opSpan(x.Key, "=>")
		}
	case *ast.SelectorEntry:
		return v.opSpan(x.Match, "=>")
	case *ast.CaseOption:
		if len(x.Values) > 0 {
			return v.opSpan(x.Values[len(x.Values)-1], ":")
		}
	}
	return n.Loc()
}

func (v *validator) reportSpan(sp ast.Span, issue, msg string) {
	v.diags = append(v.diags, diag.Diagnostic{Severity: diag.Error, Span: sp, Message: msg, Code: issue})
}

// warn reports one of the issues Puppet's validation reports as a warning
// by default (ValidatorFactory_4_0's severities: DUPLICATE_KEY with
// strict=warning, FUTURE_RESERVED_WORD as a deprecation).
func (v *validator) warn(n ast.Node, issue, msg string) {
	v.diags = append(v.diags, diag.Diagnostic{Severity: diag.Warning, Span: v.loc(n), Message: msg, Code: issue})
}

func (v *validator) parent(i int) ast.Node {
	if i < len(v.parents) {
		return v.parents[len(v.parents)-1-i]
	}
	return nil
}

func (v *validator) walk(n ast.Node) {
	if n == nil {
		return
	}
	if len(v.parents) >= maxDepth {
		if !v.tooDeep {
			v.tooDeep = true
			v.report(n, IssueNestingTooDeep, fmt.Sprintf("Expressions nested more than %d levels deep are not supported", maxDepth))
		}
		return
	}
	v.check(n)
	v.parents = append(v.parents, n)
	children(n, v.walk)
	v.parents = v.parents[:len(v.parents)-1]
}

// children calls f with every direct child of n, in source order.
func children(n ast.Node, f func(ast.Node)) {
	exprs := func(es []ast.Expr) {
		for _, e := range es {
			if e != nil {
				f(e)
			}
		}
	}
	opt := func(e ast.Expr) {
		if e != nil {
			f(e)
		}
	}
	// a nil *ast.Block in an ast.Node is not a nil interface (opt would
	// pass it on)
	block := func(b *ast.Block) {
		if b != nil {
			f(b)
		}
	}
	params := func(ps []*ast.Parameter) {
		for _, p := range ps {
			f(p)
		}
	}
	ops := func(os []*ast.AttributeOp) {
		for _, o := range os {
			f(o)
		}
	}
	switch x := n.(type) {
	case *ast.ConcatenatedString:
		exprs(x.Parts)
	case *ast.TextExpr:
		f(x.Expr)
	case *ast.Heredoc:
		f(x.Text)
	case *ast.LiteralList:
		exprs(x.Elements)
	case *ast.LiteralHash:
		for _, e := range x.Entries {
			f(e)
		}
	case *ast.KeyedEntry:
		f(x.Key)
		f(x.Value)
	case *ast.UnaryMinus:
		f(x.Expr)
	case *ast.Not:
		f(x.Expr)
	case *ast.Unfold:
		f(x.Expr)
	case *ast.Arithmetic:
		f(x.Left)
		f(x.Right)
	case *ast.Comparison:
		f(x.Left)
		f(x.Right)
	case *ast.Match:
		f(x.Left)
		f(x.Right)
	case *ast.In:
		f(x.Left)
		f(x.Right)
	case *ast.And:
		f(x.Left)
		f(x.Right)
	case *ast.Or:
		f(x.Left)
		f(x.Right)
	case *ast.Assignment:
		f(x.Left)
		f(x.Right)
	case *ast.Relationship:
		f(x.Left)
		f(x.Right)
	case *ast.Access:
		f(x.Left)
		exprs(x.Keys)
	case *ast.Selector:
		f(x.Left)
		for _, e := range x.Entries {
			f(e)
		}
	case *ast.SelectorEntry:
		f(x.Match)
		f(x.Value)
	case *ast.Parenthesized:
		f(x.Expr)
	case *ast.Block:
		exprs(x.Statements)
	case *ast.If:
		f(x.Test)
		block(x.Then)
		opt(x.Else)
	case *ast.Unless:
		f(x.Test)
		block(x.Then)
		opt(x.Else)
	case *ast.Case:
		f(x.Test)
		for _, o := range x.Options {
			f(o)
		}
	case *ast.CaseOption:
		exprs(x.Values)
		block(x.Body)
	case *ast.CallFunction:
		f(x.Functor)
		exprs(x.Args)
		if x.Lambda != nil {
			f(x.Lambda)
		}
	case *ast.CallMethod:
		f(x.Receiver)
		exprs(x.Args)
		if x.Lambda != nil {
			f(x.Lambda)
		}
	case *ast.Lambda:
		params(x.Params)
		opt(x.ReturnType)
		block(x.Body)
	case *ast.Parameter:
		opt(x.Type)
		opt(x.Default)
	case *ast.ClassDef:
		params(x.Params)
		block(x.Body)
	case *ast.DefineDef:
		params(x.Params)
		block(x.Body)
	case *ast.NodeDef:
		exprs(x.Matches)
		opt(x.Parent)
		block(x.Body)
	case *ast.FunctionDef:
		params(x.Params)
		opt(x.ReturnType)
		block(x.Body)
	case *ast.TypeAlias:
		opt(x.Type)
	case *ast.Resource:
		f(x.TypeName)
		for _, b := range x.Bodies {
			f(b)
		}
	case *ast.ResourceBody:
		f(x.Title)
		ops(x.Ops)
	case *ast.AttributeOp:
		f(x.Value)
	case *ast.ResourceDefaults:
		f(x.TypeRef)
		ops(x.Ops)
	case *ast.ResourceOverride:
		f(x.Resources)
		ops(x.Ops)
	case *ast.Collect:
		f(x.TypeRef)
		opt(x.Query)
		ops(x.Ops)
	case *ast.EPP:
		params(x.Params)
		block(x.Body)
	case *ast.RenderExpr:
		f(x.Expr)
	}
}

func (v *validator) check(n ast.Node) {
	switch x := n.(type) {
	case *ast.Heredoc:
		// static text is checked here, interpolated text when evaluated
		// (Checker4_0#check_HeredocExpression)
		if t, ok := x.Text.(*ast.LiteralString); ok && x.Syntax != "" {
			v.heredocSyntax(x, t.Value)
		}
	case *ast.Assignment:
		switch x.Op {
		case "=":
			v.assign(x.Left, false)
			v.rvalue(x.Right)
		default:
			v.reportSpan(v.opSpan(x.Left, x.Op), IssueAppendsDeletes, "The operator '"+x.Op+"' is no longer supported. See http://links.puppet.com/remove-plus-equals")
		}
	case *ast.AttributeOp:
		if x.Op == "+>" {
			p := v.parent(0)
			switch p.(type) {
			case *ast.Collect, *ast.ResourceOverride:
			default:
				v.report(x, IssueIllegalAttributeAppend, "Illegal +> operation on attribute "+x.Name+". This operator can not be used in "+aAn(p))
			}
		}
		v.rvalue(x.Value)
	case *ast.Arithmetic:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *ast.Comparison:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *ast.Match:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *ast.In:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *ast.And:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *ast.Or:
		v.rvalue(x.Left)
		v.rvalue(x.Right)
	case *ast.Not:
		v.rvalue(x.Expr)
	case *ast.UnaryMinus:
		v.rvalue(x.Expr)
	case *ast.Unfold:
		v.rvalue(x.Expr)
	case *ast.Block:
		v.checkBlock(x)
	case *ast.Access:
		if len(x.Keys) < 1 {
			v.report(x, IssueMissingIndex, "Missing key/index in '[]' expression")
		}
	case *ast.CallFunction:
		switch f := x.Functor.(type) {
		case *ast.QualifiedName, *ast.QualifiedReference:
		case *ast.Access:
			if _, ok := f.Left.(*ast.QualifiedReference); !ok {
				v.report(f, IssueIllegalExpression, "Illegal expression. "+aAnUC(f)+" is unacceptable as function name in a Function Call")
			}
		case *ast.RenderString:
			v.report(x, IssueIllegalEPPParameters, "Ambiguous EPP parameter expression. Probably missing '<%-' before parameters to remove leading whitespace")
		default:
			v.report(f, IssueIllegalExpression, "Illegal expression. "+aAnUC(f)+" is unacceptable as function name in a Function Call")
		}
	case *ast.Case:
		v.rvalue(x.Test)
		seen := false
		for _, o := range x.Options {
			for _, val := range o.Values {
				if _, ok := val.(*ast.LiteralDefault); ok {
					if seen {
						v.report(val, IssueDuplicateDefault, "This 'case' statement already has a 'default' entry - this is a duplicate")
					}
					seen = true
				}
			}
		}
	case *ast.CaseOption:
		for _, val := range x.Values {
			v.rvalue(val)
		}
	case *ast.Selector:
		v.rvalue(x.Left)
		seen := false
		for _, e := range x.Entries {
			if _, ok := e.Match.(*ast.LiteralDefault); ok {
				if seen {
					v.report(e.Match, IssueDuplicateDefault, "This Selector Expression already has a 'default' entry - this is a duplicate")
					break
				}
				seen = true
			}
		}
	case *ast.SelectorEntry:
		v.rvalue(x.Match)
	case *ast.If:
		v.rvalue(x.Test)
	case *ast.Unless:
		v.rvalue(x.Test)
	case *ast.Collect:
		if x.Query != nil {
			v.query(x.Query)
		}
	case *ast.Relationship:
		v.relation(x.Left)
		v.relation(x.Right)
	case *ast.ClassDef:
		v.namedDefinition(x, x.Name)
		v.noCapture(x, x.Params)
		v.uniqueParams(x.Params)
		v.reservedParams(x, x.Params)
		v.noIdemLast(x, x.Body)
	case *ast.DefineDef:
		v.namedDefinition(x, x.Name)
		v.noCapture(x, x.Params)
		v.uniqueParams(x.Params)
		v.reservedParams(x, x.Params)
		v.noIdemLast(x, x.Body)
	case *ast.FunctionDef:
		// (Puppet checks that 'captures rest' is last for lambdas only)
		v.namedDefinition(x, x.Name)
		v.uniqueParams(x.Params)
		if x.ReturnType != nil {
			v.typeRef(x, x.ReturnType)
		}
	case *ast.TypeAlias:
		v.top(x)
		if !reClassrefDecl.MatchString(x.Name) {
			v.report(x, IssueIllegalDefinitionName, "Unacceptable name. The name '"+x.Name+"' is unacceptable as the name of "+aAn(x))
		}
		if reservedTypeNames[strings.ToLower(x.Name)] {
			v.report(x, IssueReservedTypeName, "The name: '"+x.Name+"' is already defined by Puppet and can not be used as the name of "+aAn(x)+".")
		}
		switch x.Type.(type) {
		case *ast.KeyedEntry, *ast.LiteralHash:
			// `type A = B {...}` and `type A = {...}` are Object[...]
		default:
			v.typeRef(x, x.Type)
		}
	case *ast.NodeDef:
		v.top(x)
		v.noIdemLast(x, x.Body)
		if x.Parent != nil {
			v.report(x.Parent, IssueIllegalNodeInheritance, "Node inheritance is not supported in Puppet >= 4.0.0. See http://links.puppet.com/puppet-node-inheritance-deprecation")
		}
		for _, m := range x.Matches {
			v.hostname(x, m)
		}
	case *ast.Lambda:
		// Puppet does not check that the names of a lambda's parameters
		// are unique
		v.captureLast(x.Params)
	case *ast.EPP:
		v.noCapture(x, x.Params)
		v.uniqueParams(x.Params)
	case *ast.Parameter:
		if reNumericParam.MatchString(x.Name) {
			v.report(x, IssueIllegalNumericParameter, "The numeric parameter name '$"+x.Name+"' cannot be used (clashes with numeric match result variables)")
		}
		if !reParamName.MatchString(x.Name) {
			v.report(x, IssueIllegalParamName, "Illegal parameter name. The given name '"+x.Name+"' does not conform to the naming rule /^[a-z_]\\w*$/")
		}
		if x.Default != nil {
			v.illegalAssignment(x.Default)
		}
	case *ast.QualifiedReference:
		if !reClassrefExt.MatchString(x.Name) {
			v.report(x, IssueIllegalClassref, "Illegal type reference. The given name '"+x.Name+"' does not conform to the naming rule")
		}
	case *ast.ReservedWord:
		v.report(x, IssueReservedWord, "Use of reserved word: "+x.Word+", must be quoted if intended to be a String value")
	case *ast.Variable:
		name := x.Name
		if name != "" && name[0] >= '0' && name[0] <= '9' {
			if !reNumericVar.MatchString(name) {
				v.report(x, IssueIllegalNumericVarName, "Illegal numeric variable name, The given name '"+name+"' must be a decimal value if it starts with a digit 0-9")
			}
		} else if !reVarName.MatchString(name) {
			v.report(x, IssueIllegalVarName, "Illegal variable name, The given name '"+name+"' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/")
		}
	case *ast.LiteralInteger:
		if x.Radix < 0 {
			v.report(x, IssueNumericOverflow, "A Literal Integer resulted in a value outside of Puppet Integer max range, got '"+bigHex(strings.TrimSpace(v.text(x.Span)), -x.Radix)+"'")
		}
	case *ast.Resource:
		if x.Form != ast.Regular {
			if qn, ok := x.TypeName.(*ast.QualifiedName); ok && qn.Name == "class" {
				v.report(x, IssueClassNotVirtualizable, "Classes are not virtualizable")
			}
		}
	case *ast.ResourceBody:
		seen := false
		for _, op := range x.Ops {
			if op.Splat {
				if seen {
					v.report(op, IssueMultipleAttributesUnfold, "Unfolding of attributes from Hash can only be used once per resource body")
				}
				seen = true
			}
		}
	case *ast.ResourceDefaults:
		if x.Form != ast.Regular {
			v.report(x, IssueNotVirtualizable, "Resource Defaults are not virtualizable")
		}
	case *ast.ResourceOverride:
		if x.Form != ast.Regular {
			v.report(x, IssueNotVirtualizable, "Resource Defaults are not virtualizable")
		}
	case *ast.LiteralHash:
		if len(x.Entries) < 2 {
			break
		}
		seen := make(map[string]bool, len(x.Entries))
		for _, e := range x.Entries {
			if k, ok := literalKey(e.Key); ok {
				if seen[k.key] {
					v.warn(e, IssueDuplicateKey, "The key '"+k.text+"' is declared more than once")
				}
				seen[k.key] = true
			}
		}
	}
}

// text returns the source text of a span.
func (v *validator) text(sp ast.Span) string {
	src := v.prog.Source
	if sp.Start.Offset >= 0 && sp.End.Offset <= len(src) && sp.Start.Offset <= sp.End.Offset {
		return string(src[sp.Start.Offset:sp.End.Offset])
	}
	return ""
}

// opSpan finds the operator op in the source after expression left (after
// blanks and comments); it returns the end of left when op is not there.
func (v *validator) opSpan(left ast.Expr, op string) ast.Span {
	src := v.prog.Source
	end := left.Loc().End
	off, line, col := end.Offset, end.Line, end.Col
	advance := func(n int) {
		for i := 0; i < n && off < len(src); i++ {
			r, k := utf8.DecodeRune(src[off:])
			if r == '\n' {
				line++
				col = 1
			} else {
				col++
			}
			off += k
		}
	}
	for off < len(src) {
		switch c := src[off]; {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			advance(1)
		case c == '#':
			for off < len(src) && src[off] != '\n' {
				advance(1)
			}
		case c == '/' && off+1 < len(src) && src[off+1] == '*':
			j := bytes.Index(src[off+2:], []byte("*/"))
			if j < 0 {
				return ast.Span{File: left.Loc().File, Start: end, End: end}
			}
			advance(utf8.RuneCount(src[off : off+2+j+2]))
		default:
			if !bytes.HasPrefix(src[off:], []byte(op)) {
				return ast.Span{File: left.Loc().File, Start: end, End: end}
			}
			p := ast.Pos{Offset: off, Line: line, Col: col}
			return ast.Span{File: left.Loc().File, Start: p, End: ast.Pos{Offset: off + len(op), Line: line, Col: col + len(op)}}
		}
	}
	return ast.Span{File: left.Loc().File, Start: end, End: end}
}

func (v *validator) assign(e ast.Expr, viaIndex bool) {
	switch x := e.(type) {
	case *ast.Variable:
		if reNumericVar.MatchString(x.Name) {
			v.report(x, IssueIllegalNumericAssignment, "Illegal attempt to assign to the numeric match result variable '$"+x.Name+"'. Numeric variables are not assignable")
		}
		if strings.Contains(x.Name, "::") {
			v.report(x, IssueCrossScopeAssignment, "Illegal attempt to assign to '"+x.Name+"'. Cannot assign to variables in other namespaces")
		}
	case *ast.Access:
		v.report(x, IssueIllegalIndexedAssignment, "Illegal attempt to assign via [index/key]. Not an assignable reference")
	case *ast.LiteralList:
		for _, el := range x.Elements {
			v.assign(el, false)
		}
	default:
		if viaIndex {
			v.report(e, IssueIllegalAssignmentViaIndex, "Illegal attempt to assign to "+aAn(e)+" via [index/key]. Not an assignable reference")
		} else {
			v.report(e, IssueIllegalAssignment, "Illegal attempt to assign to '"+aAn(e)+"'. Not an assignable reference")
		}
	}
}

// rvalue checks that e produces a value (through unary operators, as Puppet
// does: every operator of a chain reports the operand at its end).
func (v *validator) rvalue(e ast.Expr) {
	e = v.unaryOperand(e)
	switch e.(type) {
	case *ast.Collect, *ast.ClassDef, *ast.DefineDef, *ast.FunctionDef, *ast.TypeAlias, *ast.NodeDef:
		v.report(e, IssueNotRvalue, "Invalid use of expression. "+aAnUC(e)+" does not produce a value")
	}
}

// unaryArg returns the operand of a unary operator (nil for other nodes).
func unaryArg(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.UnaryMinus:
		return x.Expr
	case *ast.Not:
		return x.Expr
	case *ast.Unfold:
		return x.Expr
	}
	return nil
}

// unaryOperand returns the operand at the end of a chain of unary operators
// starting at e (e when it is not a unary operator).
func (v *validator) unaryOperand(e ast.Expr) ast.Expr {
	first := unaryArg(e)
	if first == nil {
		return e
	}
	if unaryArg(first) == nil {
		return first
	}
	if end, ok := v.operand[e]; ok {
		return end
	}
	end := first
	for next := unaryArg(end); next != nil; next = unaryArg(end) {
		end = next
	}
	if v.operand == nil {
		v.operand = map[ast.Expr]ast.Expr{}
	}
	for x := e; x != end; x = unaryArg(x) {
		v.operand[x] = end
	}
	return end
}

func (v *validator) relation(e ast.Expr) {
	switch e.(type) {
	case *ast.Collect, *ast.Relationship:
		return
	}
	v.rvalue(e)
}

func (v *validator) query(e ast.Expr) {
	switch x := e.(type) {
	case *ast.Comparison:
		if x.Op != "==" && x.Op != "!=" {
			v.report(x, IssueIllegalQueryExpression, "Illegal query expression. "+aAnUC(x)+" cannot be used in a query")
		}
	case *ast.And:
		v.query(x.Left)
		v.query(x.Right)
	case *ast.Or:
		v.query(x.Left)
		v.query(x.Right)
	case *ast.Parenthesized:
		v.query(x.Expr)
	case *ast.Variable, *ast.QualifiedName, *ast.LiteralInteger, *ast.LiteralFloat, *ast.LiteralString, *ast.LiteralBoolean:
	default:
		v.report(e, IssueIllegalQueryExpression, "Illegal query expression. "+aAnUC(e)+" cannot be used in a query")
	}
}

func (v *validator) illegalAssignment(e ast.Expr) {
	if a, ok := e.(*ast.Assignment); ok {
		v.report(a, IssueIllegalAssignmentContext, "Assignment not allowed here")
		return
	}
	if _, ok := e.(*ast.Lambda); ok {
		return
	}
	children(e, func(n ast.Node) {
		if ex, ok := n.(ast.Expr); ok {
			v.illegalAssignment(ex)
		}
	})
}

// idem tells whether evaluating e can have no effect (Puppet's idem check).
func idem(e ast.Expr) bool {
	switch x := e.(type) {
	case nil:
		return true
	case *ast.LiteralString, *ast.LiteralInteger, *ast.LiteralFloat, *ast.LiteralBoolean,
		*ast.LiteralUndef, *ast.LiteralDefault, *ast.LiteralRegex, *ast.QualifiedName,
		*ast.QualifiedReference, *ast.ReservedWord, *ast.LiteralList, *ast.LiteralHash,
		*ast.Access, *ast.Arithmetic, *ast.Comparison, *ast.In, *ast.And, *ast.Or,
		*ast.Variable, *ast.Not, *ast.UnaryMinus, *ast.Unfold, *ast.ConcatenatedString,
		*ast.Heredoc, *ast.Selector:
		return true
	case *ast.Parenthesized:
		return idem(x.Expr)
	case *ast.Block:
		if x == nil {
			return true
		}
		for _, s := range x.Statements {
			if !idem(s) {
				return false
			}
		}
		return true
	case *ast.If:
		return idem(x.Test) && idemBlock(x.Then) && idem(x.Else)
	case *ast.Unless:
		return idem(x.Test) && idemBlock(x.Then) && idem(x.Else)
	case *ast.Case:
		if !idem(x.Test) {
			return false
		}
		for _, o := range x.Options {
			for _, val := range o.Values {
				if !idem(val) {
					return false
				}
			}
			if !idemBlock(o.Body) {
				return false
			}
		}
		return true
	}
	return false
}

func idemBlock(b *ast.Block) bool {
	if b == nil {
		return true
	}
	return idem(b)
}

func resourceWithoutTitle(b *ast.Block) bool {
	if len(b.Statements) != 2 {
		return false
	}
	_, n := b.Statements[0].(*ast.QualifiedName)
	_, h := b.Statements[1].(*ast.LiteralHash)
	return n && h
}

func (v *validator) checkBlock(b *ast.Block) {
	if resourceWithoutTitle(b) {
		v.report(b, IssueResourceWithoutTitle, "This expression is invalid. Did you try declaring a '"+b.Statements[0].(*ast.QualifiedName).Name+"' resource without a title?")
		return
	}
	if len(b.Statements) < 2 {
		return
	}
	for _, s := range b.Statements[:len(b.Statements)-1] {
		if idem(s) {
			v.report(s, IssueIdemExpressionNotLast, "This "+labelOf(s)+" has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)")
			break
		}
	}
}

func (v *validator) noIdemLast(def ast.Node, body *ast.Block) {
	if body == nil || len(body.Statements) == 0 {
		return
	}
	last := body.Statements[len(body.Statements)-1]
	if bl, ok := last.(*ast.Block); ok && resourceWithoutTitle(bl) {
		return
	}
	if idem(last) {
		v.report(last, IssueIdemNotAllowedLast, "This "+labelOf(last)+" has no effect. "+aAnUC(def)+" can not end with a value-producing expression without other effect")
	}
}

// top checks that a definition is at the top level or inside a class.
func (v *validator) top(def ast.Node) {
	onlyTop := false
	switch def.(type) {
	case *ast.FunctionDef, *ast.TypeAlias:
		onlyTop = true
	}
	for i := 0; i < len(v.parents); i++ {
		switch p := v.parent(i).(type) {
		case *ast.Block:
			if len(p.Statements) == 1 {
				// Puppet has no block around a single statement, except
				// in the body of a definition
				switch v.parent(i + 1).(type) {
				case *ast.ClassDef, *ast.DefineDef, *ast.NodeDef, *ast.FunctionDef, *ast.Lambda:
				default:
					continue
				}
			}
			if i+1 < len(v.parents) && onlyTop {
				v.report(def, IssueNotAbsoluteTopLevel, aAnUC(def)+" may only appear at toplevel")
				return
			}
		case *ast.ClassDef:
			return
		default:
			v.report(def, IssueNotTopLevel, "Classes, definitions, and nodes may only appear at toplevel or inside other classes")
			return
		}
	}
}

func (v *validator) namedDefinition(def ast.Node, name string) {
	v.top(def)
	if !reDefName.MatchString(name) {
		v.report(def, IssueIllegalDefinitionName, "Unacceptable name. The name '"+name+"' is unacceptable as the name of "+aAn(def))
	}
	if reservedTypeNames[name] {
		v.report(def, IssueReservedTypeName, "The name: '"+name+"' is already defined by Puppet and can not be used as the name of "+aAn(def)+".")
	}
	v.futureReserved(def, name)
}

// futureReserved warns about a name Puppet reserves for the future.
func (v *validator) futureReserved(n ast.Node, name string) {
	if name == "plan" {
		v.warn(n, IssueFutureReservedWord, "Use of future reserved word: 'plan'")
	}
}

func (v *validator) typeRef(def ast.Node, r ast.Expr) {
	n := r
	if a, ok := r.(*ast.Access); ok {
		n = a.Left
	}
	if q, ok := n.(*ast.QualifiedReference); ok {
		v.futureReserved(r, strings.ToLower(q.Name))
	} else {
		v.report(r, IssueIllegalExpression, "Illegal expression. "+aAnUC(r)+" is unacceptable as a type reference in "+aAn(def))
	}
}

func (v *validator) noCapture(container ast.Node, ps []*ast.Parameter) {
	for _, p := range ps {
		if p.CapturesRest {
			v.report(p, IssueCapturesRestNotSupported, "Parameter $"+p.Name+" has 'captures rest' - not supported in "+aAn(container))
		}
	}
}

func (v *validator) captureLast(ps []*ast.Parameter) {
	for i, p := range ps {
		if p.CapturesRest && i != len(ps)-1 {
			v.report(p, IssueCapturesRestNotLast, "Parameter $"+p.Name+" is not last, and has 'captures rest'")
		}
	}
}

func (v *validator) uniqueParams(ps []*ast.Parameter) {
	seen := map[string]bool{}
	for _, p := range ps {
		if seen[p.Name] {
			v.report(p, IssueDuplicateParameter, "The parameter '"+p.Name+"' is declared more than once in the parameter list")
		}
		seen[p.Name] = true
	}
}

func (v *validator) reservedParams(def ast.Node, ps []*ast.Parameter) {
	for _, p := range ps {
		if p.Name == "name" || p.Name == "title" {
			v.report(p, IssueReservedParameter, "The parameter $"+p.Name+" redefines a built in parameter in the "+labelOf(def))
		}
	}
}

func (v *validator) hostname(node *ast.NodeDef, m ast.Expr) {
	switch x := m.(type) {
	case *ast.LiteralString:
		if !reHostname.MatchString(x.Value) {
			v.report(x, IssueIllegalHostnameChars, "The hostname '"+x.Value+"' contains illegal characters (only letters, digits, '_', '-', and '.' are allowed)")
		}
	case *ast.ConcatenatedString:
		// located at the first interpolated expression
		var at ast.Node = x
		for _, p := range x.Parts {
			if te, ok := p.(*ast.TextExpr); ok {
				at = te.Expr
				break
			}
		}
		v.report(at, IssueIllegalHostnameInterpolation, "An interpolated expression is not allowed in a hostname of a node")
	case *ast.LiteralRegex, *ast.LiteralDefault:
	default:
		v.report(m, IssueIllegalExpression, "Illegal expression. "+aAnUC(m)+" is unacceptable as hostname in "+aAn(node))
	}
}

// bigHex is Ruby's "%#+x" of the integer written text in base (10, 16 with
// 0x, 8 with a leading 0), as Puppet shows a literal too large for it.
func bigHex(text string, base int) string {
	switch base {
	case 16:
		text = text[2:]
	case 8:
		text = text[1:]
	}
	n, ok := new(big.Int).SetString(text, base)
	if !ok {
		return text
	}
	return "+0x" + n.Text(16)
}

// heredocSyntax reports what the checker of the heredoc's syntax tag finds
// in its text (CheckHeredocSyntax), at the start of the text's first line;
// a checker that refuses the tag itself stops the validation with its
// ArgumentError, which Puppet shows without a location.
func (v *validator) heredocSyntax(h *ast.Heredoc, text string) {
	r := CheckHeredocSyntax(h.Syntax, text)
	switch {
	case r.Misuse != "":
		v.diags = append(v.diags, diag.Diagnostic{Severity: diag.Error, Message: r.Misuse, Code: IssueHeredocSyntaxMisuse})
	case r.Problem != "":
		v.reportSpan(HeredocTextStart(h), r.Code, r.Problem)
	}
}

// IssueHeredocSyntaxMisuse is the code of a syntax checker's refusal of a
// heredoc's tag (an ArgumentError in Puppet, without an issue code).
const IssueHeredocSyntaxMisuse = "HEREDOC_SYNTAX_CHECKER_ARGUMENT"

// HeredocTextStart is where Puppet reports a heredoc's syntax problem:
// the first line of its text, column 1.
func HeredocTextStart(h *ast.Heredoc) ast.Span {
	sp := h.Text.Loc()
	sp.Start.Offset -= sp.Start.Col - 1
	sp.Start.Col = 1
	sp.End = sp.Start
	sp.End.Offset++
	sp.End.Col++
	return sp
}
