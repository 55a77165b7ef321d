package parser

import (
	"math"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"
	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/internal/gen"
)

// builder turns the ANTLR parse tree into the AST, making the transformations
// Puppet's parser makes while it reduces (statement calls, resource shapes,
// qualified definition names).
type builder struct {
	file  string
	pos   *positions
	names []string // enclosing class names
	defs  []ast.Definition
	// unfolded marks the hashes made of `k => v` arguments, which merge
	unfolded map[*ast.LiteralHash]bool
}

// buildError aborts building with one diagnostic.
type buildError struct {
	span ast.Span
	msg  string
}

func (b *builder) fail(span ast.Span, msg string) {
	panic(&buildError{span: span, msg: msg})
}

func (b *builder) tokSpan(t antlr.Token) ast.Span {
	return ast.Span{File: b.file, Start: b.pos.at(t.GetStart()), End: b.pos.at(t.GetStop() + 1)}
}

func (b *builder) span(from, to antlr.Token) ast.Span {
	return ast.Span{File: b.file, Start: b.pos.at(from.GetStart()), End: b.pos.at(to.GetStop() + 1)}
}

func (b *builder) ctxSpan(c antlr.ParserRuleContext) ast.Span {
	return b.span(c.GetStart(), c.GetStop())
}

func join(a, z ast.Span) ast.Span {
	return ast.Span{File: a.File, Start: a.Start, End: z.End}
}

func term(t antlr.Tree) (antlr.Token, bool) {
	if tn, ok := t.(antlr.TerminalNode); ok {
		return tn.GetSymbol(), true
	}
	return nil, false
}

func ttype(t antlr.Tree) int {
	if tn, ok := t.(antlr.TerminalNode); ok {
		return tn.GetSymbol().GetTokenType()
	}
	return -1
}

// ---------------------------------------------------------------------------
// Programs and statements

func (b *builder) statements(c gen.IStatementsContext, encl antlr.ParserRuleContext) *ast.Block {
	if c == nil || c.IsEmpty() {
		return nil
	}
	sc := c.(*gen.StatementsContext)
	var memo []ast.Expr
	for _, ch := range sc.GetChildren() {
		st, ok := ch.(*gen.StatementContext)
		if !ok {
			continue
		}
		var elems []ast.Expr
		var firstComma antlr.Token
		for _, k := range st.GetChildren() {
			switch k := k.(type) {
			case *gen.AssignmentContext:
				elems = append(elems, b.assignment(k))
			case antlr.TerminalNode:
				if firstComma == nil {
					firstComma = k.GetSymbol()
				}
			}
		}
		if n := len(memo); n > 0 {
			if qn, ok := memo[n-1].(*ast.QualifiedName); ok && statementCalls[qn.Name] {
				memo[n-1] = &ast.CallFunction{
					Span:      join(qn.Span, elems[len(elems)-1].Loc()),
					Functor:   qn,
					Args:      elems,
					Statement: true,
				}
				continue
			}
		}
		if len(elems) > 1 {
			if n := len(memo); n > 0 {
				if qn, ok := memo[n-1].(*ast.QualifiedName); ok {
					b.fail(b.tokSpan(firstComma), "attempt to pass argument list to the function '"+qn.Name+"' which cannot be called without parentheses")
				}
			}
			b.fail(b.tokSpan(firstComma), "illegal comma separated argument list")
		}
		memo = append(memo, elems[0])
	}
	return &ast.Block{Span: b.ctxSpan(sc), Statements: memo}
}

// statementCalls are the functions Puppet calls when their name is followed
// by arguments without parentheses (Factory::STATEMENT_CALLS).
var statementCalls = map[string]bool{
	"require": true, "realize": true, "include": true, "contain": true, "tag": true,
	"debug": true, "info": true, "notice": true, "warning": true, "err": true,
	"fail": true, "import": true, "break": true, "next": true, "return": true,
}

func (b *builder) assignment(c *gen.AssignmentContext) ast.Expr {
	left := b.relationship(c.Relationship().(*gen.RelationshipContext))
	if c.Assignment() == nil {
		return left
	}
	op, _ := term(c.GetChild(1))
	right := b.assignment(c.Assignment().(*gen.AssignmentContext))
	return &ast.Assignment{Span: join(left.Loc(), right.Loc()), Op: op.GetText(), Left: left, Right: right}
}

func (b *builder) relationship(c *gen.RelationshipContext) ast.Expr {
	kids := c.GetChildren()
	left := b.resource(kids[0].(gen.IResourceContext))
	for i := 1; i+1 < len(kids); i += 2 {
		op, _ := term(kids[i])
		right := b.resource(kids[i+1].(gen.IResourceContext))
		left = &ast.Relationship{Span: join(left.Loc(), right.Loc()), Op: op.GetText(), Left: left, Right: right}
	}
	return left
}

// ---------------------------------------------------------------------------
// Resources

func (b *builder) resource(c gen.IResourceContext) ast.Expr {
	switch c := c.(type) {
	case *gen.ResourceExprContext:
		return b.expr(c.Expression())
	case *gen.ResourceFormContext:
		at, _ := term(c.GetChild(0))
		inner := b.resource(c.Resource())
		form := ast.Virtual
		what := "Virtual (@)"
		if at.GetTokenType() == gen.PuppetParserATAT {
			form = ast.Exported
			what = "Exported (@@)"
		}
		sp := join(b.tokSpan(at), inner.Loc())
		switch r := inner.(type) {
		case *ast.Resource:
			r.Form, r.Span = form, sp
		case *ast.ResourceDefaults:
			r.Form, r.Span = form, sp
		case *ast.ResourceOverride:
			r.Form, r.Span = form, sp
		default:
			b.fail(b.tokSpan(at), what+" can only be applied to a Resource Expression")
		}
		return inner
	case *gen.ClassResourceContext:
		cls, _ := term(c.GetChild(0))
		return &ast.Resource{
			Span:     b.ctxSpan(c),
			TypeName: &ast.QualifiedName{Span: b.tokSpan(cls), Name: "class"},
			Bodies:   b.resourceBodies(c.ResourceBodies()),
		}
	case *gen.TitledResourceContext:
		left := b.resource(c.Resource())
		return &ast.Resource{Span: b.ctxSpan(c), TypeName: left, Bodies: b.resourceBodies(c.ResourceBodies())}
	case *gen.UntitledResourceContext:
		left := b.resource(c.Resource())
		ops := b.attributeOps(c.AttributeOperations())
		sp := b.ctxSpan(c)
		switch l := left.(type) {
		case *ast.QualifiedName:
			// `name { a => 1 }` is a name followed by a hash (a call of a
			// statement function, or two expressions).
			h := &ast.LiteralHash{Span: b.span(c.LBRACE().GetSymbol(), c.RBRACE().GetSymbol())}
			for _, op := range ops {
				if op.Op == "+>" {
					b.fail(b.tokSpan(c.LBRACE().GetSymbol()), "Syntax error resource body without title or hash with +>")
				}
				var key ast.Expr
				if op.Splat {
					key = &ast.LiteralUndef{Span: op.Span}
				} else {
					key = &ast.LiteralString{Span: op.Span, Value: op.Name}
				}
				h.Entries = append(h.Entries, &ast.KeyedEntry{Span: op.Span, Key: key, Value: op.Value})
			}
			if statementCalls[l.Name] {
				return &ast.CallFunction{Span: sp, Functor: l, Args: []ast.Expr{h}, Statement: true}
			}
			return &ast.Block{Span: sp, Statements: []ast.Expr{l, h}}
		case *ast.QualifiedReference:
			return &ast.ResourceDefaults{Span: sp, TypeRef: l, Ops: ops}
		case *ast.Access:
			if qr, ok := l.Left.(*ast.QualifiedReference); ok && strings.EqualFold(qr.Name, "resource") && len(l.Keys) == 1 {
				return &ast.ResourceDefaults{Span: sp, TypeRef: l, Ops: ops}
			}
			return &ast.ResourceOverride{Span: sp, Resources: l, Ops: ops}
		}
		b.fail(left.Loc(), "Expression is not valid as a resource, resource-default, or resource-override")
	}
	panic("parser: unknown resource form")
}

func (b *builder) resourceBodies(c gen.IResourceBodiesContext) []*ast.ResourceBody {
	var out []*ast.ResourceBody
	for _, ch := range c.GetChildren() {
		if rb, ok := ch.(*gen.ResourceBodyContext); ok {
			out = append(out, &ast.ResourceBody{
				Span:  b.ctxSpan(rb),
				Title: b.expr(rb.Expression()),
				Ops:   b.attributeOps(rb.AttributeOperations()),
			})
		}
	}
	return out
}

func (b *builder) attributeOps(c gen.IAttributeOperationsContext) []*ast.AttributeOp {
	if c == nil {
		return nil
	}
	var out []*ast.AttributeOp
	for _, ch := range c.GetChildren() {
		ao, ok := ch.(*gen.AttributeOperationContext)
		if !ok {
			continue
		}
		op := &ast.AttributeOp{Span: b.ctxSpan(ao), Value: b.expr(ao.Expression())}
		if ao.TIMES() != nil {
			op.Name, op.Op, op.Splat = "*", "=>", true
		} else {
			op.Name = ao.AttributeName().GetText()
			if ao.PARROW() != nil {
				op.Op = "+>"
			} else {
				op.Op = "=>"
			}
		}
		out = append(out, op)
	}
	return out
}

// ---------------------------------------------------------------------------
// Expressions

func (b *builder) expr(c gen.IExpressionContext) ast.Expr {
	switch c := c.(type) {
	case *gen.PrimaryExprContext:
		return b.primary(c.Primary())
	case *gen.CallExprContext:
		fn := b.expr(c.Expression())
		call := &ast.CallFunction{Span: b.ctxSpan(c), Functor: fn, Args: b.arguments(c.Arguments())}
		if c.Lambda() != nil {
			call.Lambda = b.lambda(c.Lambda())
		}
		switch fn.(type) {
		case *ast.QualifiedName, *ast.QualifiedReference:
		default:
			b.fail(fn.Loc(), "Illegal expression. "+aAnUC(fn)+" is unacceptable as function name in a Function Call")
		}
		return call
	case *gen.MethodCallExprContext:
		recv := b.expr(c.Expression())
		var name antlr.Token
		if c.NAME() != nil {
			name = c.NAME().GetSymbol()
		} else {
			name = c.TYPE().GetSymbol()
		}
		m := &ast.CallMethod{Span: b.ctxSpan(c), Receiver: recv, Name: name.GetText(), NameSpan: b.tokSpan(name), Args: b.arguments(c.Arguments())}
		if c.Lambda() != nil {
			m.Lambda = b.lambda(c.Lambda())
		}
		return m
	case *gen.AccessExprContext:
		left := b.expr(c.Expression())
		return &ast.Access{Span: b.ctxSpan(c), Left: left, Keys: b.accessArgs(c.AccessArgs())}
	case *gen.CollectExprContext:
		left := b.expr(c.Expression(0))
		col := &ast.Collect{Span: b.ctxSpan(c), Exported: c.LLCOLLECT() != nil}
		if qr, ok := left.(*ast.QualifiedReference); ok {
			col.TypeRef = qr
		} else {
			b.fail(left.Loc(), "Illegal expression. "+aAnUC(left)+" is unacceptable as type name in a "+labelOfCollect(c.LLCOLLECT() != nil))
		}
		if q := c.Expression(1); q != nil {
			col.Query = b.expr(q)
		}
		col.Ops = b.attributeOps(c.AttributeOperations())
		return col
	case *gen.NotExprContext:
		return &ast.Not{Span: b.ctxSpan(c), Expr: b.expr(c.Expression())}
	case *gen.UnfoldExprContext:
		return &ast.Unfold{Span: b.ctxSpan(c), Expr: b.expr(c.Expression())}
	case *gen.NegExprContext:
		return &ast.UnaryMinus{Span: b.ctxSpan(c), Expr: b.expr(c.Expression())}
	case *gen.InExprContext:
		return &ast.In{Span: b.ctxSpan(c), Left: b.expr(c.Expression(0)), Right: b.expr(c.Expression(1))}
	case *gen.MatchExprContext:
		return &ast.Match{Span: b.ctxSpan(c), Op: c.GetChild(1).(antlr.TerminalNode).GetText(), Left: b.expr(c.Expression(0)), Right: b.expr(c.Expression(1))}
	case *gen.MultExprContext:
		return b.arith(c, c.Expression(0), c.Expression(1))
	case *gen.AddExprContext:
		return b.arith(c, c.Expression(0), c.Expression(1))
	case *gen.ShiftExprContext:
		return b.arith(c, c.Expression(0), c.Expression(1))
	case *gen.EqualityExprContext:
		return &ast.Comparison{Span: b.ctxSpan(c), Op: c.GetChild(1).(antlr.TerminalNode).GetText(), Left: b.expr(c.Expression(0)), Right: b.expr(c.Expression(1))}
	case *gen.CompareExprContext:
		return &ast.Comparison{Span: b.ctxSpan(c), Op: c.GetChild(1).(antlr.TerminalNode).GetText(), Left: b.expr(c.Expression(0)), Right: b.expr(c.Expression(1))}
	case *gen.SelectorExprContext:
		sel := &ast.Selector{Span: b.ctxSpan(c), Left: b.expr(c.Expression())}
		for _, ch := range c.SelectorEntries().GetChildren() {
			if e, ok := ch.(*gen.SelectorEntryContext); ok {
				sel.Entries = append(sel.Entries, &ast.SelectorEntry{Span: b.ctxSpan(e), Match: b.expr(e.Expression(0)), Value: b.expr(e.Expression(1))})
			}
		}
		return sel
	case *gen.AndExprContext:
		return &ast.And{Span: b.ctxSpan(c), Left: b.expr(c.Expression(0)), Right: b.expr(c.Expression(1))}
	case *gen.OrExprContext:
		return &ast.Or{Span: b.ctxSpan(c), Left: b.expr(c.Expression(0)), Right: b.expr(c.Expression(1))}
	}
	panic("parser: unknown expression")
}

func (b *builder) arith(c antlr.ParserRuleContext, l, r gen.IExpressionContext) ast.Expr {
	return &ast.Arithmetic{Span: b.ctxSpan(c), Op: c.GetChild(1).(antlr.TerminalNode).GetText(), Left: b.expr(l), Right: b.expr(r)}
}

func (b *builder) arguments(c gen.IArgumentsContext) []ast.Expr {
	if c == nil {
		return nil
	}
	var out []ast.Expr
	for _, ch := range c.GetChildren() {
		a, ok := ch.(*gen.ArgumentContext)
		if !ok {
			continue
		}
		if hp := a.HashPair(); hp != nil {
			out = b.appendUnfolded(out, b.hashPair(hp))
		} else {
			out = append(out, b.assignment(a.Assignment().(*gen.AssignmentContext)))
		}
	}
	return out
}

// appendUnfolded adds a `k => v` argument: adjacent ones make one hash.
func (b *builder) appendUnfolded(out []ast.Expr, e *ast.KeyedEntry) []ast.Expr {
	if n := len(out); n > 0 {
		if h, ok := out[n-1].(*ast.LiteralHash); ok && b.unfolded[h] {
			h.Entries = append(h.Entries, e)
			h.Span = join(h.Span, e.Span)
			return out
		}
	}
	h := &ast.LiteralHash{Span: e.Span, Entries: []*ast.KeyedEntry{e}}
	if b.unfolded == nil {
		b.unfolded = map[*ast.LiteralHash]bool{}
	}
	b.unfolded[h] = true
	return append(out, h)
}

func (b *builder) accessArgs(c gen.IAccessArgsContext) []ast.Expr {
	var out []ast.Expr
	for _, ch := range c.GetChildren() {
		a, ok := ch.(*gen.AccessArgContext)
		if !ok {
			continue
		}
		if hp := a.HashPair(); hp != nil {
			out = b.appendUnfolded(out, b.hashPair(hp))
		} else {
			out = append(out, b.expr(a.Expression()))
		}
	}
	return out
}

func (b *builder) collectionEntries(c gen.ICollectionEntriesContext) []ast.Expr {
	out := []ast.Expr{}
	if c == nil {
		return out
	}
	for _, ch := range c.GetChildren() {
		a, ok := ch.(*gen.CollectionEntryContext)
		if !ok {
			continue
		}
		switch {
		case a.HashPair() != nil:
			out = b.appendUnfolded(out, b.hashPair(a.HashPair()))
		case a.Assignment() != nil:
			out = append(out, b.assignment(a.Assignment().(*gen.AssignmentContext)))
		default:
			t, _ := term(a.GetChild(0))
			out = append(out, &ast.LiteralString{Span: b.tokSpan(t), Value: t.GetText()})
		}
	}
	return out
}

func (b *builder) hashPair(c gen.IHashPairContext) *ast.KeyedEntry {
	hp := c.(*gen.HashPairContext)
	return &ast.KeyedEntry{Span: b.ctxSpan(hp), Key: b.hashKey(hp.HashKey(0)), Value: b.hashKey(hp.HashKey(1))}
}

func (b *builder) hashKey(c gen.IHashKeyContext) ast.Expr {
	hk := c.(*gen.HashKeyContext)
	if a := hk.Assignment(); a != nil {
		return b.assignment(a.(*gen.AssignmentContext))
	}
	t, _ := term(hk.GetChild(0))
	return &ast.LiteralString{Span: b.tokSpan(t), Value: t.GetText()}
}

func (b *builder) hash(c gen.IHashContext) *ast.LiteralHash {
	h := &ast.LiteralHash{Span: b.ctxSpan(c)}
	for _, ch := range c.GetChildren() {
		if hp, ok := ch.(*gen.HashPairContext); ok {
			h.Entries = append(h.Entries, b.hashPair(hp))
		}
	}
	return h
}

func (b *builder) lambda(c gen.ILambdaContext) *ast.Lambda {
	lc := c.(*gen.LambdaContext)
	l := &ast.Lambda{Span: b.ctxSpan(lc), Params: b.parameters(lc.Parameters())}
	if rt := lc.ReturnType(); rt != nil {
		l.ReturnType = b.returnType(rt)
	}
	l.Body = b.body(lc.Statements(), lc.LBRACE().GetSymbol(), lc.RBRACE().GetSymbol())
	return l
}

// body returns the block of statements between two braces (an empty block
// spanning the braces when there are none).
func (b *builder) body(c gen.IStatementsContext, lb, rb antlr.Token) *ast.Block {
	if blk := b.statements(c, nil); blk != nil {
		return blk
	}
	return &ast.Block{Span: b.span(lb, rb)}
}

// ---------------------------------------------------------------------------
// Primaries

func (b *builder) primary(c gen.IPrimaryContext) ast.Expr {
	switch c := c.(type) {
	case *gen.VariableContext:
		t := c.VARIABLE().GetSymbol()
		return &ast.Variable{Span: b.tokSpan(t), Name: t.GetText()}
	case *gen.NameContext:
		t := c.NAME().GetSymbol()
		return &ast.QualifiedName{Span: b.tokSpan(t), Name: t.GetText()}
	case *gen.TypeRefContext:
		t := c.CLASSREF().GetSymbol()
		return &ast.QualifiedReference{Span: b.tokSpan(t), Name: t.GetText()}
	case *gen.NumberContext:
		return b.number(c.NUMBER().GetSymbol())
	case *gen.BooleanContext:
		t, _ := term(c.GetChild(0))
		return &ast.LiteralBoolean{Span: b.tokSpan(t), Value: t.GetTokenType() == gen.PuppetParserTRUE}
	case *gen.DefaultContext:
		return &ast.LiteralDefault{Span: b.ctxSpan(c)}
	case *gen.UndefContext:
		return &ast.LiteralUndef{Span: b.ctxSpan(c)}
	case *gen.RegexContext:
		t := c.REGEX().GetSymbol()
		return &ast.LiteralRegex{Span: b.tokSpan(t), Pattern: t.GetText()}
	case *gen.TextContext:
		return b.quotedText(c.QuotedText())
	case *gen.ParenthesizedContext:
		return &ast.Parenthesized{Span: b.ctxSpan(c), Expr: b.assignment(c.Assignment().(*gen.AssignmentContext))}
	case *gen.ArrayContext:
		return &ast.LiteralList{Span: b.ctxSpan(c), Elements: b.collectionEntries(c.CollectionEntries())}
	case *gen.HashLiteralContext:
		return b.hash(c.Hash())
	case *gen.ReservedWordContext:
		return &ast.ReservedWord{Span: b.ctxSpan(c), Word: c.GetText()}
	case *gen.TypeCallContext:
		t := c.TYPE().GetSymbol()
		call := &ast.CallFunction{Span: b.ctxSpan(c), Functor: &ast.QualifiedName{Span: b.tokSpan(t), Name: "type"}, Args: b.arguments(c.Arguments())}
		if c.Lambda() != nil {
			call.Lambda = b.lambda(c.Lambda())
		}
		return call
	case *gen.CaseContext:
		return b.caseExpr(c.CaseExpression().(*gen.CaseExpressionContext))
	case *gen.IfContext:
		ic := c.IfExpression().(*gen.IfExpressionContext)
		return &ast.If{
			Span: b.ctxSpan(ic),
			Test: b.expr(ic.Expression()),
			Then: b.body(ic.Statements(), ic.LBRACE().GetSymbol(), ic.RBRACE().GetSymbol()),
			Else: b.elsePart(ic.ElsePart()),
		}
	case *gen.UnlessContext:
		uc := c.UnlessExpression().(*gen.UnlessExpressionContext)
		u := &ast.Unless{
			Span: b.ctxSpan(uc),
			Test: b.expr(uc.Expression()),
			Then: b.body(uc.Statements(0), uc.LBRACE(0).GetSymbol(), uc.RBRACE(0).GetSymbol()),
		}
		if uc.ELSE() != nil {
			var st gen.IStatementsContext
			for _, ch := range uc.GetChildren() {
				if s, ok := ch.(*gen.StatementsContext); ok && s.GetStart().GetStart() > uc.ELSE().GetSymbol().GetStart() {
					st = s
				}
			}
			u.Else = b.body(st, uc.LBRACE(1).GetSymbol(), uc.RBRACE(1).GetSymbol())
		}
		return u
	case *gen.DefineContext:
		return b.define(c.DefineExpression().(*gen.DefineExpressionContext))
	case *gen.ClassContext:
		return b.class(c.ClassExpression().(*gen.ClassExpressionContext))
	case *gen.NodeContext:
		return b.node(c.NodeExpression().(*gen.NodeExpressionContext))
	case *gen.FunctionContext:
		return b.function(c.FunctionExpression().(*gen.FunctionExpressionContext))
	case *gen.AliasContext:
		return b.typeAlias(c.TypeAlias().(*gen.TypeAliasContext))
	case *gen.TypeDefContext:
		b.fail(b.ctxSpan(c), "Expressions of type a TypeDefinition are not supported in this version of Puppet")
	case *gen.RenderStringContext:
		t := c.RENDER_STRING().GetSymbol()
		return &ast.RenderString{Span: b.tokSpan(t), Value: t.GetText()}
	case *gen.RenderExprContext:
		var e ast.Expr
		if ec := c.Expression(); ec != nil {
			e = b.expr(ec)
		} else {
			e = b.body(c.Statements(), c.LBRACE().GetSymbol(), c.RBRACE().GetSymbol())
			if blk := e.(*ast.Block); len(blk.Statements) == 1 {
				e = blk.Statements[0]
			}
		}
		return &ast.RenderExpr{Span: b.ctxSpan(c), Expr: e}
	}
	panic("parser: unknown primary")
}

func (b *builder) number(t antlr.Token) ast.Expr {
	text := t.GetText()
	sp := b.tokSpan(t)
	if len(text) > 2 && (text[1] == 'x' || text[1] == 'X') {
		v, err := strconv.ParseUint(text[2:], 16, 64)
		if err != nil || v > math.MaxInt64 {
			b.fail(sp, "The value '"+text+"' cannot be converted to Numeric.")
		}
		return &ast.LiteralInteger{Span: sp, Value: int64(v), Radix: 16}
	}
	if strings.ContainsAny(text, ".eE") {
		v, err := strconv.ParseFloat(text, 64)
		if err != nil && !strings.Contains(err.Error(), "range") {
			b.fail(sp, "The value '"+text+"' cannot be converted to Numeric.")
		}
		return &ast.LiteralFloat{Span: sp, Value: v}
	}
	if len(text) > 1 && text[0] == '0' {
		v, err := strconv.ParseUint(text[1:], 8, 64)
		if err != nil || v > math.MaxInt64 {
			b.fail(sp, "The value '"+text+"' cannot be converted to Numeric.")
		}
		return &ast.LiteralInteger{Span: sp, Value: int64(v), Radix: 8}
	}
	v, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		// Puppet reads it as a big integer and then rejects it in validation
		return &ast.LiteralInteger{Span: sp, Value: math.MaxInt64, Radix: -10}
	}
	return &ast.LiteralInteger{Span: sp, Value: v, Radix: 10}
}

func (b *builder) quotedText(c gen.IQuotedTextContext) ast.Expr {
	switch c := c.(type) {
	case *gen.SqStringContext:
		t := c.STRING().GetSymbol()
		return &ast.LiteralString{Span: b.tokSpan(t), Value: t.GetText(), DoubleQuoted: b.pos.src[t.GetStart()] == '"'}
	case *gen.WordContext:
		t := c.WORD().GetSymbol()
		return &ast.LiteralString{Span: b.tokSpan(t), Value: t.GetText()}
	case *gen.InterpolatedContext:
		return b.dqString(c.DqString())
	case *gen.HeredocContext:
		h := &ast.Heredoc{Span: b.ctxSpan(c), Syntax: c.HEREDOC().GetText()}
		if s := c.STRING(); s != nil {
			t := s.GetSymbol()
			h.Text = &ast.LiteralString{Span: b.tokSpan(t), Value: t.GetText()}
		} else {
			h.Text = b.dqString(c.DqString())
		}
		// the heredoc's own span is its @(...) tag; the text is elsewhere
		h.Span = b.tokSpan(c.HEREDOC().GetSymbol())
		return h
	}
	panic("parser: unknown quoted text")
}

func (b *builder) dqString(c gen.IDqStringContext) *ast.ConcatenatedString {
	cs := &ast.ConcatenatedString{Span: b.ctxSpan(c)}
	for _, ch := range c.GetChildren() {
		switch k := ch.(type) {
		case antlr.TerminalNode:
			t := k.GetSymbol()
			if v := t.GetText(); v != "" {
				cs.Parts = append(cs.Parts, &ast.LiteralString{Span: b.tokSpan(t), Value: v, DoubleQuoted: true})
			}
		case *gen.AssignmentContext:
			e := interpolate(b.assignment(k))
			cs.Parts = append(cs.Parts, &ast.TextExpr{Span: e.Loc(), Expr: e})
		}
	}
	return cs
}

// interpolate rewrites the left-most name of "${name[1]}", "${name.m}" to a
// variable, as Puppet's factory does (the lexer already handled a lone name).
func interpolate(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.QualifiedName:
		return &ast.Variable{Span: x.Span, Name: x.Name}
	case *ast.LiteralInteger:
		if x.Radix == 10 {
			return &ast.Variable{Span: x.Span, Name: strconv.FormatInt(x.Value, 10)}
		}
	case *ast.Access:
		if rewriteable(x.Left) {
			x.Left = interpolate(x.Left)
		}
	case *ast.CallMethod:
		if rewriteable(x.Receiver) {
			x.Receiver = interpolate(x.Receiver)
		}
	}
	return e
}

func rewriteable(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Access, *ast.QualifiedName, *ast.CallMethod:
		return true
	case *ast.LiteralInteger:
		return x.Radix == 10
	}
	return false
}

func (b *builder) elsePart(c gen.IElsePartContext) ast.Expr {
	if c == nil {
		return nil
	}
	ec := c.(*gen.ElsePartContext)
	if ec.ELSIF() != nil {
		return &ast.If{
			Span: b.ctxSpan(ec),
			Test: b.expr(ec.Expression()),
			Then: b.body(ec.Statements(), ec.LBRACE().GetSymbol(), ec.RBRACE().GetSymbol()),
			Else: b.elsePart(ec.ElsePart()),
		}
	}
	return b.body(ec.Statements(), ec.LBRACE().GetSymbol(), ec.RBRACE().GetSymbol())
}

func (b *builder) caseExpr(c *gen.CaseExpressionContext) *ast.Case {
	ce := &ast.Case{Span: b.ctxSpan(c), Test: b.expr(c.Expression())}
	for _, ch := range c.GetChildren() {
		oc, ok := ch.(*gen.CaseOptionContext)
		if !ok {
			continue
		}
		opt := &ast.CaseOption{Span: b.ctxSpan(oc)}
		for _, v := range oc.AllExpression() {
			opt.Values = append(opt.Values, b.expr(v))
		}
		opt.Body = b.body(oc.Statements(), oc.LBRACE().GetSymbol(), oc.RBRACE().GetSymbol())
		ce.Options = append(ce.Options, opt)
	}
	return ce
}

// ---------------------------------------------------------------------------
// Definitions

func (b *builder) className(c gen.IClassNameContext) string {
	t, _ := term(c.GetChild(0))
	switch t.GetTokenType() {
	case gen.PuppetParserCLASS:
		b.fail(b.tokSpan(t), "'class' keyword not allowed at this location")
	case gen.PuppetParserSTRING:
		b.fail(b.tokSpan(t), "A quoted string is not valid as a name here")
	}
	return t.GetText()
}

func (b *builder) qualify(name string) string {
	if len(b.names) == 0 {
		return strings.TrimPrefix(name, "::")
	}
	return strings.TrimPrefix(strings.Join(b.names, "::")+"::"+name, "::")
}

func (b *builder) define(c *gen.DefineExpressionContext) ast.Expr {
	d := &ast.DefineDef{Span: b.ctxSpan(c), Name: b.qualify(b.className(c.ClassName()))}
	d.Params = b.paramList(c.ParameterList())
	d.Body = b.body(c.Statements(), c.LBRACE().GetSymbol(), c.RBRACE().GetSymbol())
	b.defs = append(b.defs, d)
	return d
}

func (b *builder) class(c *gen.ClassExpressionContext) ast.Expr {
	raw := b.className(c.ClassName(0))
	d := &ast.ClassDef{Span: b.ctxSpan(c), Name: b.qualify(raw)}
	d.Params = b.paramList(c.ParameterList())
	if c.INHERITS() != nil {
		if c.DEFAULT() != nil {
			d.Parent = "default"
		} else {
			d.Parent = b.className(c.ClassName(1))
		}
	}
	// registered before nested definitions, as Puppet does (in source order
	// of completion Puppet lists nested ones first; we keep source order)
	b.defs = append(b.defs, d)
	b.names = append(b.names, raw)
	d.Body = b.body(c.Statements(), c.LBRACE().GetSymbol(), c.RBRACE().GetSymbol())
	b.names = b.names[:len(b.names)-1]
	return d
}

func (b *builder) node(c *gen.NodeExpressionContext) ast.Expr {
	n := &ast.NodeDef{Span: b.ctxSpan(c)}
	hosts := c.AllHostname()
	if c.INHERITS() != nil {
		n.Parent = b.hostname(hosts[len(hosts)-1])
		hosts = hosts[:len(hosts)-1]
	}
	for _, h := range hosts {
		n.Matches = append(n.Matches, b.hostname(h))
	}
	n.Body = b.body(c.Statements(), c.LBRACE().GetSymbol(), c.RBRACE().GetSymbol())
	b.defs = append(b.defs, n)
	return n
}

func (b *builder) hostname(c gen.IHostnameContext) ast.Expr {
	hc := c.(*gen.HostnameContext)
	switch {
	case hc.DottedName() != nil:
		var sb strings.Builder
		for _, ch := range hc.DottedName().GetChildren() {
			t, _ := term(ch)
			sb.WriteString(t.GetText())
		}
		return &ast.LiteralString{Span: b.ctxSpan(hc), Value: sb.String()}
	case hc.QuotedText() != nil:
		return b.quotedText(hc.QuotedText())
	case hc.DEFAULT() != nil:
		return &ast.LiteralDefault{Span: b.ctxSpan(hc)}
	default:
		t := hc.REGEX().GetSymbol()
		return &ast.LiteralRegex{Span: b.tokSpan(t), Pattern: t.GetText()}
	}
}

func (b *builder) function(c *gen.FunctionExpressionContext) ast.Expr {
	f := &ast.FunctionDef{Span: b.ctxSpan(c), Name: b.className(c.ClassName())}
	f.Params = b.paramList(c.ParameterList())
	if rt := c.ReturnType(); rt != nil {
		f.ReturnType = b.returnType(rt)
	}
	f.Body = b.body(c.Statements(), c.LBRACE().GetSymbol(), c.RBRACE().GetSymbol())
	b.defs = append(b.defs, f)
	return f
}

func (b *builder) returnType(c gen.IReturnTypeContext) ast.Expr {
	rc := c.(*gen.ReturnTypeContext)
	t := rc.CLASSREF().GetSymbol()
	var e ast.Expr = &ast.QualifiedReference{Span: b.tokSpan(t), Name: t.GetText()}
	if rc.AccessArgs() != nil {
		e = &ast.Access{Span: b.span(t, rc.GetStop()), Left: e, Keys: b.accessArgs(rc.AccessArgs())}
	}
	return e
}

func (b *builder) typeAlias(c *gen.TypeAliasContext) ast.Expr {
	refs := c.AllCLASSREF()
	name := refs[0].GetSymbol()
	if c.EQUALS().GetSymbol().GetStart() > refs[0].GetSymbol().GetStart() && len(c.AllAccessArgs()) > 0 &&
		c.AccessArgs(0).GetStart().GetStart() < c.EQUALS().GetSymbol().GetStart() {
		b.fail(b.ctxSpan(c), "Expressions of type a TypeMapping are not supported in this version of Puppet")
	}
	ta := &ast.TypeAlias{Span: b.ctxSpan(c), Name: name.GetText()}
	switch {
	case len(refs) > 1:
		rt := refs[1].GetSymbol()
		var t ast.Expr = &ast.QualifiedReference{Span: b.tokSpan(rt), Name: rt.GetText()}
		if h := c.Hash(); h != nil {
			hv := b.hash(h)
			t = &ast.KeyedEntry{Span: join(t.Loc(), hv.Span), Key: t, Value: hv}
		} else if aa := c.AccessArgs(0); aa != nil {
			t = &ast.Access{Span: b.span(rt, c.GetStop()), Left: t, Keys: b.accessArgs(aa)}
		}
		ta.Type = t
	case c.Hash() != nil:
		ta.Type = b.hash(c.Hash())
	default:
		open, _ := term(c.GetChild(3))
		ta.Type = &ast.LiteralList{Span: b.span(open, c.GetStop()), Elements: b.collectionEntries(c.CollectionEntries())}
	}
	b.defs = append(b.defs, ta)
	return ta
}

func (b *builder) paramList(c gen.IParameterListContext) []*ast.Parameter {
	if c == nil {
		return nil
	}
	return b.parameters(c.(*gen.ParameterListContext).Parameters())
}

func (b *builder) parameters(c gen.IParametersContext) []*ast.Parameter {
	if c == nil {
		return nil
	}
	var out []*ast.Parameter
	for _, ch := range c.GetChildren() {
		pc, ok := ch.(*gen.ParameterContext)
		if !ok {
			continue
		}
		v := pc.VARIABLE().GetSymbol()
		p := &ast.Parameter{Span: b.ctxSpan(pc), Name: v.GetText(), CapturesRest: pc.TIMES() != nil}
		if ct := pc.CLASSREF(); ct != nil {
			t := ct.GetSymbol()
			p.Type = &ast.QualifiedReference{Span: b.tokSpan(t), Name: t.GetText()}
			if aa := pc.AccessArgs(); aa != nil {
				p.Type = &ast.Access{Span: b.span(t, pc.RBRACK().GetSymbol()), Left: p.Type, Keys: b.accessArgs(aa)}
			}
		}
		if e := pc.Expression(); e != nil {
			p.Default = b.expr(e)
		}
		out = append(out, p)
	}
	return out
}
