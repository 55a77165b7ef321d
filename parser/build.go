package parser

import (
	"errors"
	"math"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"
	"github.com/punch-dev/punch/compiler/util/markalloc"
	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
	"github.com/punch-dev/punch/parser/internal/gen"
	"github.com/punch-dev/punch/parser/internal/lexer"
)

// Single-quoted strings and bare words are allocated from pools whose
// addresses markalloc recognises: Puppet hands these literals to Ruby as
// frozen Strings (its lexer freezes them), and the evaluator boxes a
// literal's value at the node's own field (boxConst), so a Ruby host can
// tell such a string, wherever it flowed, from an equal computed one by
// its header's address (compiler/eval/frozen.go). Double-quoted strings
// and heredoc text are not frozen in Puppet and are allocated as usual.
var (
	literalTexts markalloc.Pool[ast.LiteralString]
	bareWords    markalloc.Pool[ast.QualifiedName]
)

// literalText is the node of a single-quoted string or a word.
func literalText(sp ast.Span, text string) *ast.LiteralString {
	n := literalTexts.New()
	n.Span, n.Value = sp, text
	return n
}

// bareWord is the node of a bare word (a name as a value, a function's name).
func bareWord(sp ast.Span, name string) *ast.QualifiedName {
	n := bareWords.New()
	n.Span, n.Name = sp, name
	return n
}

// builder makes the AST while the parser reduces each rule (it implements
// gen.Builder; no parse tree is built), with the transformations Puppet's
// parser makes while it reduces (statement calls, resource shapes,
// qualified definition names) and Puppet's operator precedence.
//
// The errors that Puppet's parser raises in its grammar actions stop the
// parse at once (stop); the others, which Puppet finds when it validates the
// program, are recorded and the parse goes on, so that a syntax error
// anywhere in the input wins over them (fail).
type builder struct {
	file   string
	pos    *positions
	src    string
	tokens *lexer.Stream
	names  []string // enclosing class names
	// classes holds, for each class whose body is being parsed, its slot in
	// defs (a class is listed before the definitions nested in it)
	classes []int
	defs    []ast.Definition
	regexes []*ast.LiteralRegex
	err     *buildError // the first error
	// plain is true when the last assignment reduced was a plain expression
	// (no operator, resource body or @ form)
	plain bool
	// vars are the variables built so far, in source order, less those of
	// the definitions already reduced (see paramSlots).
	vars []*ast.Variable
}

// buildError is the first error found while building.
type buildError struct {
	span ast.Span
	// code is the issue code (diag.Diagnostic.Code).
	code string
	msg  string
}

// maxNesting bounds the nesting of expressions (brackets, blocks, calls...):
// deeper input is rejected so that parsing, validation and evaluation stay
// within stack and time bounds.
const maxNesting = lexer.MaxDepth

// nestingError aborts the parse of input nested deeper than maxNesting.
type nestingError struct {
	tok antlr.Token
}

func (b *builder) reset() {
	b.names = b.names[:0]
	b.classes = b.classes[:0]
	b.defs = nil
	b.err = nil
	b.plain = false
	clear(b.vars)
	b.vars = b.vars[:0]
}

// stop reports an error that Puppet's parser raises while it parses (in a
// grammar action): the parse stops there, before any later syntax error.
func (b *builder) stop(span ast.Span, msg string) {
	panic(&actionError{span: span, msg: msg})
}

// actionError is an error Puppet's parser raises while it parses.
type actionError buildError

// fail reports a problem Puppet's validation (or its model factory)
// reports once the parse is done; issue is its code.
func (b *builder) fail(span ast.Span, issue, msg string) {
	if b.err == nil {
		b.err = &buildError{span: span, code: issue, msg: msg}
	}
}

// syntaxError stops the parse at the next token, as Puppet's parser would.
func (b *builder) syntaxError() {
	panic(&syntaxError{tok: b.tokens.LT(1), exact: true})
}

func (b *builder) Nested(depth int) {
	if depth > maxNesting {
		panic(&nestingError{tok: b.tokens.LT(1)})
	}
}

func (b *builder) tokSpan(t antlr.Token) ast.Span {
	return ast.Span{File: b.file, Start: b.pos.at(t.GetStart()), End: b.pos.at(t.GetStop() + 1)}
}

func (b *builder) span(from, to antlr.Token) ast.Span {
	return ast.Span{File: b.file, Start: b.pos.at(from.GetStart()), End: b.pos.at(to.GetStop() + 1)}
}

func join(a, z ast.Span) ast.Span {
	return ast.Span{File: a.File, Start: a.Start, End: z.End}
}

func ttype(v gen.Value) int {
	if v.Tok != nil {
		return v.Tok.GetTokenType()
	}
	return -1
}

func expr(v gen.Value) ast.Expr {
	e, _ := v.X.(ast.Expr)
	if e == nil {
		// only after an error: keep building with something
		return &ast.LiteralUndef{}
	}
	return e
}

// Reduce implements gen.Builder.
func (b *builder) Reduce(r *gen.Reduction) any {
	v := r.Vals
	switch r.Rule {
	case gen.PuppetParserRULE_manifest:
		if blk, ok := v[0].X.(*ast.Block); ok {
			return blk
		}
		return nil
	case gen.PuppetParserRULE_eppTemplate:
		res := &eppResult{}
		for _, x := range v {
			switch y := x.X.(type) {
			case []*ast.Parameter:
				res.declared = true
				res.params = y
				if res.params == nil {
					res.params = []*ast.Parameter{}
				}
			case *ast.Block:
				res.body = y
			}
		}
		return res
	case gen.PuppetParserRULE_eppParameters, gen.PuppetParserRULE_parameterList:
		for _, x := range v {
			if ps, ok := x.X.([]*ast.Parameter); ok {
				return ps
			}
		}
		return []*ast.Parameter(nil)
	case gen.PuppetParserRULE_statements:
		return b.statements(r)
	case gen.PuppetParserRULE_assignment:
		return b.assignment(r)
	case gen.PuppetParserRULE_resource:
		return b.resource(r)
	case gen.PuppetParserRULE_resourceContent:
		if r.Alt == 1 {
			return v[0].X
		}
		if len(v) > 0 {
			return opsList(attrOps(v[0]))
		}
		return opsList(nil)
	case gen.PuppetParserRULE_resourceBodies:
		return nodesOf[*ast.ResourceBody](v)
	case gen.PuppetParserRULE_resourceBody:
		rb := &ast.ResourceBody{Span: b.span(r.Start, r.Stop), Title: expr(v[0])}
		if len(v) > 2 {
			rb.Ops = attrOps(v[2])
		}
		return rb
	case gen.PuppetParserRULE_attributeOperations:
		return nodesOf[*ast.AttributeOp](v)
	case gen.PuppetParserRULE_attributeOperation:
		op := &ast.AttributeOp{Span: b.span(r.Start, r.Stop), Value: expr(v[2])}
		if ttype(v[0]) == gen.PuppetParserTIMES {
			op.Name, op.Op, op.Splat = "*", "=>", true
		} else {
			op.Name = v[0].Tok.GetText()
			op.Op = v[1].Tok.GetText()
		}
		return op
	case gen.PuppetParserRULE_expression:
		return b.expression(v)
	case gen.PuppetParserRULE_primary:
		return b.primary(r)
	case gen.PuppetParserRULE_typeRest:
		return b.typeRest(r)
	case gen.PuppetParserRULE_typeAliasValue:
		return b.typeAliasValue(r)
	case gen.PuppetParserRULE_arguments, gen.PuppetParserRULE_accessArgs:
		return b.entries(v, nil)
	case gen.PuppetParserRULE_collectionEntries:
		return b.entries(v, []ast.Expr{})
	case gen.PuppetParserRULE_argument, gen.PuppetParserRULE_collectionEntry, gen.PuppetParserRULE_accessArg:
		return b.entry(r)
	case gen.PuppetParserRULE_hash:
		h := &ast.LiteralHash{Span: b.span(r.Start, r.Stop)}
		h.Entries = nodesOf[*ast.KeyedEntry](v)
		return h
	case gen.PuppetParserRULE_hashPair:
		return &ast.KeyedEntry{Span: b.span(r.Start, r.Stop), Key: expr(v[0]), Value: expr(v[2])}
	case gen.PuppetParserRULE_hashKey:
		if t := v[0].Tok; t != nil {
			// the keyword type or function as a word
			return literalText(b.tokSpan(t), t.GetText())
		}
		return v[0].X
	case gen.PuppetParserRULE_selectorEntries:
		return nodesOf[*ast.SelectorEntry](v)
	case gen.PuppetParserRULE_selectorEntry:
		return &ast.SelectorEntry{Span: b.span(r.Start, r.Stop), Match: expr(v[0]), Value: expr(v[2])}
	case gen.PuppetParserRULE_lambda:
		l := &ast.Lambda{Span: b.span(r.Start, r.Stop)}
		var body *ast.Block
		var lb, rb antlr.Token
		for _, x := range v {
			switch y := x.X.(type) {
			case []*ast.Parameter:
				l.Params = y
			case *ast.Block:
				body = y
			case ast.Expr:
				l.ReturnType = y
			}
			switch ttype(x) {
			case gen.PuppetParserLBRACE:
				lb = x.Tok
			case gen.PuppetParserRBRACE:
				rb = x.Tok
			}
		}
		l.Body = b.body(body, lb, rb)
		return l
	case gen.PuppetParserRULE_caseOption:
		opt := &ast.CaseOption{Span: b.span(r.Start, r.Stop)}
		var body *ast.Block
		var lb, rb antlr.Token
		for _, x := range v {
			switch ttype(x) {
			case gen.PuppetParserLBRACE:
				lb = x.Tok
			case gen.PuppetParserRBRACE:
				rb = x.Tok
			case -1:
				if blk, ok := x.X.(*ast.Block); ok && lb != nil {
					body = blk
				} else {
					opt.Values = append(opt.Values, expr(x))
				}
			}
		}
		opt.Body = b.body(body, lb, rb)
		return opt
	case gen.PuppetParserRULE_hostname:
		return b.hostname(r)
	case gen.PuppetParserRULE_returnType:
		return b.typeRef(v[1:], r.Stop)
	case gen.PuppetParserRULE_className:
		t := v[0].Tok
		switch t.GetTokenType() {
		case gen.PuppetParserCLASS:
			b.stop(b.tokSpan(t), "'class' keyword not allowed at this location")
		case gen.PuppetParserSTRING:
			b.stop(b.tokSpan(t), "A quoted string is not valid as a name here")
		}
		return t
	case gen.PuppetParserRULE_parameters:
		return nodesOf[*ast.Parameter](v)
	case gen.PuppetParserRULE_parameter:
		return b.parameter(r)
	case gen.PuppetParserRULE_dqString:
		cs := &ast.ConcatenatedString{Span: b.span(r.Start, r.Stop)}
		for _, x := range v {
			if t := x.Tok; t != nil {
				if s := t.GetText(); s != "" {
					cs.Parts = append(cs.Parts, &ast.LiteralString{Span: b.tokSpan(t), Value: s, DoubleQuoted: true})
				}
				continue
			}
			e := b.interpolate(expr(x))
			cs.Parts = append(cs.Parts, &ast.TextExpr{Span: e.Loc(), Expr: e})
		}
		return cs
	}
	panic("parser: no builder for rule " + strconv.Itoa(r.Rule))
}

type eppResult struct {
	params   []*ast.Parameter
	declared bool
	body     *ast.Block
}

// opsList is the result of an untitled resource body.
type opsList []*ast.AttributeOp

func attrOps(v gen.Value) []*ast.AttributeOp {
	ops, _ := v.X.([]*ast.AttributeOp)
	return ops
}

// body returns the block of statements between two braces (an empty block
// spanning the braces when there are none).
func (b *builder) body(blk *ast.Block, lb, rb antlr.Token) *ast.Block {
	if blk != nil {
		return blk
	}
	if lb == nil || rb == nil {
		return &ast.Block{}
	}
	return &ast.Block{Span: b.span(lb, rb)}
}

// ---------------------------------------------------------------------------
// Statements

// statementCalls are the functions Puppet calls when their name is followed
// by arguments without parentheses (Factory::STATEMENT_CALLS).
var statementCalls = map[string]bool{
	"require": true, "realize": true, "include": true, "contain": true, "tag": true,
	"debug": true, "info": true, "notice": true, "warning": true, "err": true,
	"fail": true, "import": true, "break": true, "next": true, "return": true,
}

// statements groups the assignments into statements (a comma joins the next
// assignment to the statement) and makes the statement calls.
func (b *builder) statements(r *gen.Reduction) *ast.Block {
	v := r.Vals
	var memo []ast.Expr
	var elems []ast.Expr
	var firstComma antlr.Token
	flush := func() {
		if len(elems) == 0 {
			return
		}
		if n := len(memo); n > 0 {
			if qn, ok := memo[n-1].(*ast.QualifiedName); ok && statementCalls[qn.Name] {
				memo[n-1] = &ast.CallFunction{
					Span:      join(qn.Span, elems[len(elems)-1].Loc()),
					Functor:   qn,
					Args:      elems,
					Statement: true,
				}
				elems, firstComma = nil, nil
				return
			}
		}
		if len(elems) > 1 {
			if n := len(memo); n > 0 {
				if qn, ok := memo[n-1].(*ast.QualifiedName); ok {
					b.stop(b.tokSpan(firstComma), "attempt to pass argument list to the function '"+qn.Name+"' which cannot be called without parentheses")
				}
			}
			b.stop(b.tokSpan(firstComma), "illegal comma separated argument list")
		}
		memo = append(memo, elems[0])
		elems, firstComma = nil, nil
	}
	joined := false
	for _, x := range v {
		switch ttype(x) {
		case gen.PuppetParserCOMMA:
			if firstComma == nil {
				firstComma = x.Tok
			}
			joined = true
		case gen.PuppetParserSEMIC:
		default:
			if !joined {
				flush()
			}
			joined = false
			elems = append(elems, expr(x))
		}
	}
	flush()
	return &ast.Block{Span: b.span(r.Start, r.Stop), Statements: memo}
}

// assignment applies Puppet's precedence to `resource (op resource)*`:
// relationships bind tighter and are left associative, assignments are
// right associative.
func (b *builder) assignment(r *gen.Reduction) ast.Expr {
	v := r.Vals
	if len(v) == 1 {
		// b.plain is as the resource left it
		return expr(v[0])
	}
	b.plain = false
	// relationship chains between assignment operators
	var parts []ast.Expr
	var ops []antlr.Token
	cur := expr(v[0])
	for i := 1; i+1 < len(v); i += 2 {
		op := v[i].Tok
		right := expr(v[i+1])
		switch op.GetTokenType() {
		case gen.PuppetParserEQUALS, gen.PuppetParserAPPENDS, gen.PuppetParserDELETES:
			parts = append(parts, cur)
			ops = append(ops, op)
			cur = right
		default:
			cur = &ast.Relationship{Span: join(cur.Loc(), right.Loc()), Op: op.GetText(), Left: cur, Right: right}
		}
	}
	for i := len(parts) - 1; i >= 0; i-- {
		left := parts[i]
		cur = &ast.Assignment{Span: join(left.Loc(), cur.Loc()), Op: ops[i].GetText(), Left: left, Right: cur}
	}
	return cur
}

// resource builds `(@|@@)* (class { bodies } | expr) ({ content })*`.
func (b *builder) resource(r *gen.Reduction) ast.Expr {
	v := r.Vals
	i := 0
	for i < len(v) && (ttype(v[i]) == gen.PuppetParserAT || ttype(v[i]) == gen.PuppetParserATAT) {
		i++
	}
	forms := v[:i]
	var left ast.Expr
	var first antlr.Token
	if ttype(v[i]) == gen.PuppetParserCLASS {
		cls := v[i].Tok
		bodies, _ := v[i+2].X.([]*ast.ResourceBody)
		left = &ast.Resource{
			Span:     b.span(cls, v[i+3].Tok),
			TypeName: &ast.QualifiedName{Span: b.tokSpan(cls), Name: "class"},
			Bodies:   bodies,
		}
		first = cls
		i += 4
	} else {
		left = expr(v[i])
		first = v[i].Start
		i++
	}
	plain := i == len(v) && len(forms) == 0 && first != nil && ttype(v[0]) != gen.PuppetParserCLASS
	for ; i+2 < len(v); i += 3 {
		lbrace, content, rbrace := v[i].Tok, v[i+1].X, v[i+2].Tok
		sp := b.span(first, rbrace)
		switch c := content.(type) {
		case []*ast.ResourceBody:
			left = &ast.Resource{Span: sp, TypeName: left, Bodies: c}
		case opsList:
			left = b.untitled(left, []*ast.AttributeOp(c), sp, lbrace, rbrace)
		}
	}
	for k := len(forms) - 1; k >= 0; k-- {
		at := forms[k].Tok
		form := ast.Virtual
		what := "Virtual (@)"
		if at.GetTokenType() == gen.PuppetParserATAT {
			form = ast.Exported
			what = "Exported (@@)"
		}
		sp := join(b.tokSpan(at), left.Loc())
		switch x := left.(type) {
		case *ast.Resource:
			x.Form, x.Span = form, sp
		case *ast.ResourceDefaults:
			x.Form, x.Span = form, sp
		case *ast.ResourceOverride:
			x.Form, x.Span = form, sp
		default:
			b.stop(b.tokSpan(at), what+" can only be applied to a Resource Expression")
		}
	}
	b.plain = plain
	return left
}

// untitled builds `left { attribute operations }`: resource defaults, an
// override, or a name followed by a hash.
func (b *builder) untitled(left ast.Expr, ops []*ast.AttributeOp, sp ast.Span, lbrace, rbrace antlr.Token) ast.Expr {
	switch l := left.(type) {
	case *ast.QualifiedName:
		// `name { a => 1 }` is a name followed by a hash (a call of a
		// statement function, or two expressions).
		h := &ast.LiteralHash{Span: b.span(lbrace, rbrace)}
		for _, op := range ops {
			if op.Op == "+>" {
				b.stop(b.tokSpan(lbrace), "Syntax error resource body without title or hash with +>")
			}
			var key ast.Expr
			if op.Splat {
				key = &ast.LiteralUndef{Span: op.Span}
			} else {
				key = literalText(op.Span, op.Name)
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
	b.stop(left.Loc(), "Expression is not valid as a resource, resource-default, or resource-override")
	return left
}

// ---------------------------------------------------------------------------
// Expressions

// precedence of the binary operators and the selector (higher binds
// tighter); all are left associative.
func precedence(tt int) int {
	switch tt {
	case gen.PuppetParserIN:
		return 10
	case gen.PuppetParserMATCH, gen.PuppetParserNOMATCH:
		return 9
	case gen.PuppetParserTIMES, gen.PuppetParserDIV, gen.PuppetParserMODULO:
		return 8
	case gen.PuppetParserPLUS, gen.PuppetParserMINUS:
		return 7
	case gen.PuppetParserLSHIFT, gen.PuppetParserRSHIFT:
		return 6
	case gen.PuppetParserNOTEQUAL, gen.PuppetParserISEQUAL:
		return 5
	case gen.PuppetParserGREATEREQUAL, gen.PuppetParserGREATERTHAN, gen.PuppetParserLESSTHAN, gen.PuppetParserLESSEQUAL:
		return 4
	case gen.PuppetParserQMARK:
		return 3
	case gen.PuppetParserAND:
		return 2
	case gen.PuppetParserOR:
		return 1
	}
	return 0
}

// operand is an expression being built with its first and last token.
type operand struct {
	node        ast.Expr
	first, last antlr.Token
}

// expression builds the flat sequence of prefix operators, primaries,
// postfix operations, binary operators and selectors with Puppet's
// precedence (operator precedence parsing).
func (b *builder) expression(v []gen.Value) ast.Expr {
	if len(v) == 1 {
		return expr(v[0])
	}
	var stack [8]operand
	operands := stack[:0]
	var opStack [8]antlr.Token
	ops := opStack[:0]
	reduce := func(prec int) {
		for len(ops) > 0 && precedence(ops[len(ops)-1].GetTokenType()) >= prec {
			op := ops[len(ops)-1]
			ops = ops[:len(ops)-1]
			l, r := operands[len(operands)-2], operands[len(operands)-1]
			operands = operands[:len(operands)-2]
			operands = append(operands, operand{b.binary(op, l, r), l.first, r.last})
		}
	}
	i := 0
	for i < len(v) {
		// an operand: prefix operators, a primary, postfix operations
		p := i
		for ttype(v[i]) != -1 {
			i++
		}
		cur := operand{expr(v[i]), v[i].Start, v[i].Stop}
		i++
		i = b.postfixes(v, i, &cur)
		for k := b.prefixEnd(v, p) - 1; k >= p; k-- {
			t := v[k].Tok
			sp := b.span(t, cur.last)
			switch t.GetTokenType() {
			case gen.PuppetParserNOT:
				cur.node = &ast.Not{Span: sp, Expr: cur.node}
			case gen.PuppetParserTIMES:
				cur.node = &ast.Unfold{Span: sp, Expr: cur.node}
			default:
				cur.node = &ast.UnaryMinus{Span: sp, Expr: cur.node}
			}
			cur.first = t
		}
		operands = append(operands, cur)
		// selectors, and the postfix operations that apply to them
		for i < len(v) && ttype(v[i]) == gen.PuppetParserQMARK {
			reduce(precedence(gen.PuppetParserQMARK))
			l := operands[len(operands)-1]
			entries, _ := v[i+1].X.([]*ast.SelectorEntry)
			sel := operand{&ast.Selector{Span: b.span(l.first, v[i+1].Stop), Left: l.node, Entries: entries}, l.first, v[i+1].Stop}
			i = b.postfixes(v, i+2, &sel)
			operands[len(operands)-1] = sel
		}
		if i < len(v) {
			op := v[i].Tok
			reduce(precedence(op.GetTokenType()))
			ops = append(ops, op)
			i++
		}
	}
	reduce(0)
	return operands[0].node
}

// prefixEnd returns the index after the prefix operators starting at p.
func (b *builder) prefixEnd(v []gen.Value, p int) int {
	for p < len(v) && ttype(v[p]) != -1 {
		p++
	}
	return p
}

func (b *builder) binary(op antlr.Token, l, r operand) ast.Expr {
	sp := b.span(l.first, r.last)
	switch op.GetTokenType() {
	case gen.PuppetParserIN:
		return &ast.In{Span: sp, Left: l.node, Right: r.node}
	case gen.PuppetParserMATCH, gen.PuppetParserNOMATCH:
		return &ast.Match{Span: sp, Op: op.GetText(), Left: l.node, Right: r.node}
	case gen.PuppetParserNOTEQUAL, gen.PuppetParserISEQUAL, gen.PuppetParserGREATEREQUAL,
		gen.PuppetParserGREATERTHAN, gen.PuppetParserLESSTHAN, gen.PuppetParserLESSEQUAL:
		return &ast.Comparison{Span: sp, Op: op.GetText(), Left: l.node, Right: r.node}
	case gen.PuppetParserAND:
		return &ast.And{Span: sp, Left: l.node, Right: r.node}
	case gen.PuppetParserOR:
		return &ast.Or{Span: sp, Left: l.node, Right: r.node}
	}
	return &ast.Arithmetic{Span: sp, Op: op.GetText(), Left: l.node, Right: r.node}
}

// postfixes applies the postfix operations starting at v[i] to cur and
// returns the index after them.
func (b *builder) postfixes(v []gen.Value, i int, cur *operand) int {
	for i < len(v) {
		switch ttype(v[i]) {
		case gen.PuppetParserLPAREN:
			// call: ( arguments? ,? ) lambda?
			i++
			var args []ast.Expr
			if v[i].Tok == nil {
				args, _ = v[i].X.([]ast.Expr)
				i++
			}
			if ttype(v[i]) == gen.PuppetParserCOMMA {
				i++
			}
			last := v[i].Tok // )
			i++
			var lambda *ast.Lambda
			if i < len(v) && v[i].Tok == nil {
				if l, ok := v[i].X.(*ast.Lambda); ok {
					lambda, last = l, v[i].Stop
					i++
				}
			}
			fn := cur.node
			// a functor that is not a name is for validation to reject
			call := &ast.CallFunction{Span: b.span(cur.first, last), Functor: fn, Args: args, Lambda: lambda}
			cur.node, cur.last = call, last
		case gen.PuppetParserDOT:
			name := v[i+1].Tok
			last := name
			i += 2
			var args []ast.Expr
			if i < len(v) && ttype(v[i]) == gen.PuppetParserLPAREN {
				i++
				if v[i].Tok == nil {
					args, _ = v[i].X.([]ast.Expr)
					i++
				}
				last = v[i].Tok // )
				i++
			}
			var lambda *ast.Lambda
			if i < len(v) && v[i].Tok == nil {
				if l, ok := v[i].X.(*ast.Lambda); ok {
					lambda, last = l, v[i].Stop
					i++
				}
			}
			cur.node = &ast.CallMethod{Span: b.span(cur.first, last), Receiver: cur.node, Name: name.GetText(),
				NameSpan: b.tokSpan(name), Args: args, Lambda: lambda}
			cur.last = last
		case gen.PuppetParserLBRACK:
			keys, _ := v[i+1].X.([]ast.Expr)
			i += 2
			if ttype(v[i]) == gen.PuppetParserCOMMA {
				i++
			}
			last := v[i].Tok
			i++
			cur.node = &ast.Access{Span: b.span(cur.first, last), Left: cur.node, Keys: keys}
			cur.last = last
		case gen.PuppetParserLCOLLECT, gen.PuppetParserLLCOLLECT:
			exported := ttype(v[i]) == gen.PuppetParserLLCOLLECT
			i++
			var query ast.Expr
			if v[i].Tok == nil {
				query = expr(v[i])
				i++
			}
			last := v[i].Tok // |> or |>>
			i++
			var ops []*ast.AttributeOp
			if i < len(v) && ttype(v[i]) == gen.PuppetParserLBRACE {
				i++
				if v[i].Tok == nil {
					ops = attrOps(v[i])
					i++
				}
				if ttype(v[i]) == gen.PuppetParserCOMMA {
					i++
				}
				last = v[i].Tok // }
				i++
			}
			left := cur.node
			col := &ast.Collect{Span: b.span(cur.first, last), Exported: exported}
			if qr, ok := left.(*ast.QualifiedReference); ok {
				col.TypeRef = qr
			} else {
				b.fail(left.Loc(), IssueIllegalExpression, "Illegal expression. "+aAnUC(left)+" is unacceptable as type name in a "+labelOfCollect(exported))
			}
			col.Query = query
			col.Ops = ops
			cur.node, cur.last = col, last
		default:
			return i
		}
	}
	return i
}

// entries builds arguments, access arguments and collection entries:
// adjacent `key => value` pairs make one hash.
func (b *builder) entries(v []gen.Value, out []ast.Expr) []ast.Expr {
	unfolded := -1 // index in out of the hash made of pairs
	for _, x := range v {
		if x.Tok != nil {
			continue // ,
		}
		e := expr(x)
		if kv, ok := e.(*ast.KeyedEntry); ok {
			if n := len(out); n > 0 && unfolded == n-1 {
				h := out[n-1].(*ast.LiteralHash)
				h.Entries = append(h.Entries, kv)
				h.Span = join(h.Span, kv.Span)
				continue
			}
			out = append(out, &ast.LiteralHash{Span: kv.Span, Entries: []*ast.KeyedEntry{kv}})
			unfolded = len(out) - 1
			continue
		}
		out = append(out, e)
	}
	return out
}

// entry builds an argument, access argument or collection entry: a value,
// or a `key => value` pair (a *ast.KeyedEntry).
func (b *builder) entry(r *gen.Reduction) ast.Expr {
	v := r.Vals
	var key ast.Expr
	if t := v[0].Tok; t != nil {
		// type or function as a key (or a collection entry)
		key = literalText(b.tokSpan(t), t.GetText())
	} else {
		key = expr(v[0])
		if len(v) == 1 && r.Rule == gen.PuppetParserRULE_accessArg && !b.plain {
			// an access argument is an expression or a pair: Puppet's
			// parser stops at the token after an assignment
			b.syntaxError()
		}
	}
	if len(v) == 1 {
		return key
	}
	return &ast.KeyedEntry{Span: b.span(r.Start, r.Stop), Key: key, Value: expr(v[2])}
}

// ---------------------------------------------------------------------------
// Primaries

func (b *builder) primary(r *gen.Reduction) ast.Expr {
	v := r.Vals
	t := v[0].Tok
	if t == nil {
		// hash or double quoted string
		return expr(v[0])
	}
	switch t.GetTokenType() {
	case gen.PuppetParserVARIABLE:
		return b.variable(b.tokSpan(t), t.GetText())
	case gen.PuppetParserNAME:
		return bareWord(b.tokSpan(t), t.GetText())
	case gen.PuppetParserCLASSREF:
		return &ast.QualifiedReference{Span: b.tokSpan(t), Name: t.GetText()}
	case gen.PuppetParserNUMBER:
		return b.number(t)
	case gen.PuppetParserTRUE, gen.PuppetParserFALSE:
		return &ast.LiteralBoolean{Span: b.tokSpan(t), Value: t.GetTokenType() == gen.PuppetParserTRUE}
	case gen.PuppetParserDEFAULT:
		return &ast.LiteralDefault{Span: b.span(r.Start, r.Stop)}
	case gen.PuppetParserUNDEF:
		return &ast.LiteralUndef{Span: b.span(r.Start, r.Stop)}
	case gen.PuppetParserREGEX:
		return b.regex(t)
	case gen.PuppetParserSTRING, gen.PuppetParserWORD, gen.PuppetParserHEREDOC:
		return b.quotedText(v)
	case gen.PuppetParserLPAREN, gen.PuppetParserWSLPAREN:
		return &ast.Parenthesized{Span: b.span(r.Start, r.Stop), Expr: expr(v[1])}
	case gen.PuppetParserLISTSTART, gen.PuppetParserLBRACK:
		elems := []ast.Expr{}
		if len(v) > 1 {
			if es, ok := v[1].X.([]ast.Expr); ok {
				elems = es
			}
		}
		return &ast.LiteralList{Span: b.span(r.Start, r.Stop), Elements: elems}
	case gen.PuppetParserPRIVATE, gen.PuppetParserATTR:
		return &ast.ReservedWord{Span: b.span(r.Start, r.Stop), Word: t.GetText()}
	case gen.PuppetParserTYPE:
		return b.typeExpr(r)
	case gen.PuppetParserCASE:
		c := &ast.Case{Span: b.span(r.Start, r.Stop), Test: expr(v[1])}
		for _, x := range v[3:] {
			if o, ok := x.X.(*ast.CaseOption); ok {
				c.Options = append(c.Options, o)
			}
		}
		return c
	case gen.PuppetParserIF:
		return b.ifExpr(r)
	case gen.PuppetParserUNLESS:
		u := &ast.Unless{Span: b.span(r.Start, r.Stop), Test: expr(v[1])}
		blocks := b.blocks(v[2:])
		u.Then = blocks[0]
		if len(blocks) > 1 {
			u.Else = blocks[1]
		}
		return u
	case gen.PuppetParserDEFINE:
		d := &ast.DefineDef{Span: b.span(r.Start, r.Stop), Name: b.qualify(v[1].X.(antlr.Token).GetText())}
		d.Params, d.Body = b.definitionRest(v[2:])
		d.Slots = b.paramSlots(d.Span, d.Params, d.Body)
		b.defs = append(b.defs, d)
		return d
	case gen.PuppetParserCLASS:
		return b.class(r)
	case gen.PuppetParserNODE:
		return b.node(r)
	case gen.PuppetParserFUNCTION:
		f := &ast.FunctionDef{Span: b.span(r.Start, r.Stop), Name: v[1].X.(antlr.Token).GetText()}
		rest := v[2:]
		for _, x := range rest {
			if x.Tok == nil {
				if _, ok := x.X.([]*ast.Parameter); ok {
					continue
				}
				if _, ok := x.X.(*ast.Block); ok {
					continue
				}
				f.ReturnType = expr(x)
			}
		}
		f.Params, f.Body = b.definitionRest(rest)
		// (A function's body runs in a scope of its own, not a class's
		// or define's: its variables get no slot.)
		b.paramSlots(f.Span, nil, nil)
		b.defs = append(b.defs, f)
		return f
	case gen.PuppetParserRENDER_STRING:
		return &ast.RenderString{Span: b.tokSpan(t), Value: t.GetText()}
	case gen.PuppetParserRENDER_EXPR:
		var e ast.Expr
		if ttype(v[1]) == gen.PuppetParserLBRACE {
			var blk *ast.Block
			if v[2].Tok == nil {
				blk, _ = v[2].X.(*ast.Block)
			}
			rb := v[len(v)-2].Tok
			e = b.body(blk, v[1].Tok, rb)
			if blk := e.(*ast.Block); len(blk.Statements) == 1 {
				e = blk.Statements[0]
			}
		} else {
			e = expr(v[1])
		}
		return &ast.RenderExpr{Span: b.span(r.Start, r.Stop), Expr: e}
	}
	panic("parser: unknown primary")
}

// blocks returns the blocks `{ statements? }` in v (in order).
func (b *builder) blocks(v []gen.Value) []*ast.Block {
	var out []*ast.Block
	var lb antlr.Token
	var blk *ast.Block
	for _, x := range v {
		switch ttype(x) {
		case gen.PuppetParserLBRACE:
			lb, blk = x.Tok, nil
		case gen.PuppetParserRBRACE:
			out = append(out, b.body(blk, lb, x.Tok))
		case -1:
			if y, ok := x.X.(*ast.Block); ok && lb != nil {
				blk = y
			}
		}
	}
	return out
}

// ifExpr builds if/elsif/else: each elsif is an If in the Else of the one
// before, spanning from its keyword to the end of the whole expression.
func (b *builder) ifExpr(r *gen.Reduction) ast.Expr {
	v := r.Vals
	type part struct {
		kw   antlr.Token
		test ast.Expr
		then *ast.Block
	}
	var parts []part
	var elseBlock *ast.Block
	for i := 0; i < len(v); {
		kw := v[i].Tok
		switch kw.GetTokenType() {
		case gen.PuppetParserIF, gen.PuppetParserELSIF:
			test := expr(v[i+1])
			j := i + 3
			var blk *ast.Block
			if v[j].Tok == nil {
				blk, _ = v[j].X.(*ast.Block)
				j++
			}
			parts = append(parts, part{kw, test, b.body(blk, v[i+2].Tok, v[j].Tok)})
			i = j + 1
		default: // ELSE
			j := i + 2
			var blk *ast.Block
			if v[j].Tok == nil {
				blk, _ = v[j].X.(*ast.Block)
				j++
			}
			elseBlock = b.body(blk, v[i+1].Tok, v[j].Tok)
			i = j + 1
		}
	}
	var els ast.Expr
	if elseBlock != nil {
		els = elseBlock
	}
	for k := len(parts) - 1; k >= 0; k-- {
		p := parts[k]
		els = &ast.If{Span: b.span(p.kw, r.Stop), Test: p.test, Then: p.then, Else: els}
	}
	return els
}

func (b *builder) quotedText(v []gen.Value) ast.Expr {
	t := v[0].Tok
	switch t.GetTokenType() {
	case gen.PuppetParserSTRING:
		if b.src[t.GetStart()] == '"' {
			return &ast.LiteralString{Span: b.tokSpan(t), Value: t.GetText(), DoubleQuoted: true}
		}
		return literalText(b.tokSpan(t), t.GetText())
	case gen.PuppetParserWORD:
		return literalText(b.tokSpan(t), t.GetText())
	}
	// heredoc: the span is its @(...) tag; the text is elsewhere
	h := &ast.Heredoc{Span: b.tokSpan(t), Syntax: t.GetText()}
	if s := v[1].Tok; s != nil {
		h.Text = &ast.LiteralString{Span: b.tokSpan(s), Value: s.GetText()}
	} else {
		h.Text = expr(v[1])
	}
	return h
}

// zeroWithExponent reports whether a float literal is a zero integer part
// followed by zero fraction digits and an exponent ("0.0e5", "0.000E-3"),
// which Puppet's Utils.match_to_fp refuses to convert.
func zeroWithExponent(text string) bool {
	i := 0
	for i < len(text) && text[i] >= '0' && text[i] <= '9' {
		if text[i] != '0' {
			return false
		}
		i++
	}
	if i < len(text) && text[i] == '.' {
		i++
	}
	for i < len(text) && text[i] == '0' {
		i++
	}
	return i < len(text) && (text[i] == 'e' || text[i] == 'E')
}

func (b *builder) number(t antlr.Token) ast.Expr {
	text := t.GetText()
	sp := b.tokSpan(t)
	if len(text) > 2 && (text[1] == 'x' || text[1] == 'X') {
		v, err := strconv.ParseUint(text[2:], 16, 64)
		if err != nil || v > math.MaxInt64 {
			// Puppet reads it as a big integer and then rejects it in
			// validation
			return &ast.LiteralInteger{Span: sp, Value: math.MaxInt64, Radix: -16}
		}
		return &ast.LiteralInteger{Span: sp, Value: int64(v), Radix: 16}
	}
	if strings.ContainsAny(text, ".eE") {
		v, err := strconv.ParseFloat(text, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			b.fail(sp, diag.SyntaxError, "The value '"+text+"' cannot be converted to Numeric.")
		} else if math.IsInf(v, 0) || zeroWithExponent(text) {
			// Puppet's model factory (Utils.match_to_fp) turns a float
			// literal that overflows to Infinity, or a zero written with
			// an exponent (0.0e5), into no number and fails the parse with
			// this message (Puppet 7.23: `notice(1e400)`).
			b.fail(sp, diag.SyntaxError, "Internal Error, NUMBER token does not contain a valid number, "+text)
		}
		return &ast.LiteralFloat{Span: sp, Value: v}
	}
	if len(text) > 1 && text[0] == '0' {
		v, err := strconv.ParseUint(text[1:], 8, 64)
		if err != nil || v > math.MaxInt64 {
			return &ast.LiteralInteger{Span: sp, Value: math.MaxInt64, Radix: -8}
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

// interpolate rewrites the left-most name of "${name[1]}", "${name.m}" to a
// variable, as Puppet's factory does (the lexer already handled a lone name).
func (b *builder) interpolate(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.QualifiedName:
		return b.variable(x.Span, x.Name)
	case *ast.LiteralInteger:
		if x.Radix == 10 {
			return b.variable(x.Span, strconv.FormatInt(x.Value, 10))
		}
	case *ast.Access:
		if rewriteable(x.Left) {
			x.Left = b.interpolate(x.Left)
		}
	case *ast.CallMethod:
		if rewriteable(x.Receiver) {
			x.Receiver = b.interpolate(x.Receiver)
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

// ---------------------------------------------------------------------------
// Definitions

func (b *builder) qualify(name string) string {
	if len(b.names) == 0 {
		return strings.TrimPrefix(name, "::")
	}
	return strings.TrimPrefix(strings.Join(b.names, "::")+"::"+name, "::")
}

// Body implements gen.Builder: the body of a class starts, so the class is
// listed before the definitions in its body, and names them.
func (b *builder) Body(r *gen.Reduction) {
	if r.ParentRule != gen.PuppetParserRULE_primary || len(r.ParentVals) < 2 || ttype(r.ParentVals[0]) != gen.PuppetParserCLASS {
		return
	}
	name, ok := r.ParentVals[1].X.(antlr.Token)
	if !ok {
		return
	}
	b.classes = append(b.classes, len(b.defs))
	b.defs = append(b.defs, nil)
	b.names = append(b.names, name.GetText())
}

// variable builds a variable reference and lists it for paramSlots.
func (b *builder) variable(sp ast.Span, name string) *ast.Variable {
	v := &ast.Variable{Span: sp, Name: name}
	b.vars = append(b.vars, v)
	return v
}

// paramSlots is called when a class, define or function spanning sp is
// reduced: the variables built since it started (the last ones listed,
// those of the definitions nested in it already taken off) are its own.
// Each one in body gets a slot (ast.Variable.Param; the name is then the
// slot's own string, which a compile's table holds too): one named as one
// of params that parameter's position, any other unqualified name the
// position after the parameters of its name in the list returned (the
// definition's Slots, in the order of their first use). Variables in a
// parameter's default are evaluated before the parameters are bound and
// get none. The definition's variables are then taken off the list.
func (b *builder) paramSlots(sp ast.Span, params []*ast.Parameter, body *ast.Block) []string {
	i := len(b.vars)
	for i > 0 && b.vars[i-1].Start.Offset >= sp.Start.Offset {
		i--
	}
	own := b.vars[i:]
	var names []string // the slots' names: the parameters', then the others'
	if body != nil && len(own) > 0 {
		names = make([]string, len(params), len(params)+8)
		for j, p := range params {
			names[j] = p.Name
		}
		var index map[string]int // names', once there are many
		for _, v := range own {
			if v.Start.Offset < body.Start.Offset {
				continue
			}
			k := -1
			if index != nil {
				if x, ok := index[v.Name]; ok {
					k = x
				}
			} else {
				for x, n := range names {
					if n == v.Name {
						k = x
						break
					}
				}
			}
			if k < 0 {
				if !localName(v.Name) {
					continue
				}
				k = len(names)
				names = append(names, v.Name)
				if index != nil {
					index[v.Name] = k
				}
			}
			if index == nil && len(names) > 8 {
				index = make(map[string]int, 2*len(names))
				for x, n := range names {
					index[n] = x
				}
			}
			v.Param, v.Name = int32(k+1), names[k]
		}
	}
	var slots []string
	if len(names) > len(params) {
		slots = names[len(params):len(names):len(names)]
	}
	clear(own)
	b.vars = b.vars[:i]
	return slots
}

// localName reports whether a variable named name may be one of a
// definition's own (not qualified, not a match result $0..$n).
func localName(name string) bool {
	if name == "" || name[0] >= '0' && name[0] <= '9' {
		return false
	}
	return !strings.Contains(name, "::")
}

// definitionRest returns the parameters and body of a definition from the
// values after its name.
func (b *builder) definitionRest(v []gen.Value) ([]*ast.Parameter, *ast.Block) {
	var params []*ast.Parameter
	for _, x := range v {
		if ps, ok := x.X.([]*ast.Parameter); ok {
			params = ps
		}
	}
	blocks := b.blocks(v)
	return params, blocks[len(blocks)-1]
}

func (b *builder) class(r *gen.Reduction) ast.Expr {
	v := r.Vals
	raw := v[1].X.(antlr.Token).GetText()
	hasBody := false
	for _, x := range v {
		if _, ok := x.X.(*ast.Block); ok {
			hasBody = true
		}
	}
	slot := -1
	if hasBody && len(b.classes) > 0 {
		slot = b.classes[len(b.classes)-1]
		b.classes = b.classes[:len(b.classes)-1]
		b.names = b.names[:len(b.names)-1]
	}
	d := &ast.ClassDef{Span: b.span(r.Start, r.Stop), Name: b.qualify(raw)}
	for i := 2; i < len(v); i++ {
		x := v[i]
		switch {
		case ttype(x) == gen.PuppetParserINHERITS:
			if ttype(v[i+1]) == gen.PuppetParserDEFAULT {
				d.Parent = "default"
			} else {
				d.Parent = v[i+1].X.(antlr.Token).GetText()
			}
		}
	}
	d.Params, d.Body = b.definitionRest(v[2:])
	d.Slots = b.paramSlots(d.Span, d.Params, d.Body)
	if slot >= 0 {
		b.defs[slot] = d
	} else {
		b.defs = append(b.defs, d)
	}
	return d
}

func (b *builder) node(r *gen.Reduction) ast.Expr {
	v := r.Vals
	n := &ast.NodeDef{Span: b.span(r.Start, r.Stop)}
	inherits := false
	for _, x := range v[1:] {
		switch {
		case ttype(x) == gen.PuppetParserINHERITS:
			inherits = true
		case ttype(x) == gen.PuppetParserLBRACE:
			goto body
		case x.Tok == nil:
			if inherits {
				n.Parent = expr(x)
			} else {
				n.Matches = append(n.Matches, expr(x))
			}
		}
	}
body:
	_, n.Body = b.definitionRest(v)
	b.defs = append(b.defs, n)
	return n
}

func (b *builder) hostname(r *gen.Reduction) ast.Expr {
	v := r.Vals
	t := v[0].Tok
	if t == nil {
		return expr(v[0]) // double quoted string
	}
	switch t.GetTokenType() {
	case gen.PuppetParserNAME, gen.PuppetParserNUMBER:
		var sb strings.Builder
		for _, x := range v {
			sb.WriteString(x.Tok.GetText())
		}
		return literalText(b.span(r.Start, r.Stop), sb.String())
	case gen.PuppetParserDEFAULT:
		return &ast.LiteralDefault{Span: b.span(r.Start, r.Stop)}
	case gen.PuppetParserREGEX:
		return b.regex(t)
	}
	return b.quotedText(v)
}

// typeRef builds `CLASSREF ([ accessArgs ])?` (a return or parameter type)
// from v, whose first value is the CLASSREF.
func (b *builder) typeRef(v []gen.Value, stop antlr.Token) ast.Expr {
	t := v[0].Tok
	var e ast.Expr = &ast.QualifiedReference{Span: b.tokSpan(t), Name: t.GetText()}
	if len(v) > 1 && ttype(v[1]) == gen.PuppetParserLBRACK {
		keys, _ := v[2].X.([]ast.Expr)
		e = &ast.Access{Span: b.span(t, stop), Left: e, Keys: keys}
	}
	return e
}

func (b *builder) parameter(r *gen.Reduction) *ast.Parameter {
	v := r.Vals
	p := &ast.Parameter{Span: b.span(r.Start, r.Stop)}
	i := 0
	if ttype(v[0]) == gen.PuppetParserCLASSREF {
		j := 1
		if ttype(v[1]) == gen.PuppetParserLBRACK {
			j = 4
		}
		p.Type = b.typeRef(v[:j], v[j-1].Tok)
		i = j
	}
	if ttype(v[i]) == gen.PuppetParserTIMES {
		p.CapturesRest = true
		i++
	}
	p.Name = v[i].Tok.GetText()
	// Puppet locates a parameter at its variable, after the type and '*'
	p.Span = b.span(v[i].Tok, r.Stop)
	if i+2 < len(v) {
		p.Default = expr(v[i+2])
	}
	return p
}

// typeRestResult is what follows `type`.
type typeRestResult struct {
	call       bool
	args       []ast.Expr
	lambda     *ast.Lambda
	name       antlr.Token // alias or definition name
	mapping    bool        // the name has type parameters (a type mapping)
	mappingLHS ast.Expr    // the name and its parameters of a type mapping
	aliasType  ast.Expr    // nil for a type definition
}

func (b *builder) typeRest(r *gen.Reduction) any {
	v := r.Vals
	res := &typeRestResult{}
	if ttype(v[0]) == gen.PuppetParserLPAREN {
		res.call = true
		for _, x := range v {
			switch y := x.X.(type) {
			case []ast.Expr:
				res.args = y
			case *ast.Lambda:
				res.lambda = y
			}
		}
		return res
	}
	res.name = v[0].Tok
	for i, x := range v {
		switch ttype(x) {
		case gen.PuppetParserLBRACK:
			res.mapping = true
			keys, _ := v[i+1].X.([]ast.Expr)
			left := &ast.QualifiedReference{Span: b.tokSpan(res.name), Name: res.name.GetText()}
			res.mappingLHS = &ast.Access{Span: b.span(res.name, v[i+2].Tok), Left: left, Keys: keys}
		case gen.PuppetParserEQUALS:
			res.aliasType = expr(v[i+1])
		}
	}
	return res
}

func (b *builder) typeAliasValue(r *gen.Reduction) ast.Expr {
	v := r.Vals
	t := v[0].Tok
	if t == nil {
		return expr(v[0]) // hash
	}
	if t.GetTokenType() != gen.PuppetParserCLASSREF {
		elems := []ast.Expr{}
		if v[1].Tok == nil {
			if es, ok := v[1].X.([]ast.Expr); ok {
				elems = es
			}
		}
		return &ast.LiteralList{Span: b.span(t, r.Stop), Elements: elems}
	}
	var e ast.Expr = &ast.QualifiedReference{Span: b.tokSpan(t), Name: t.GetText()}
	if len(v) > 1 {
		if h, ok := v[1].X.(*ast.LiteralHash); ok {
			return &ast.KeyedEntry{Span: join(e.Loc(), h.Span), Key: e, Value: h}
		}
		keys, _ := v[2].X.([]ast.Expr)
		e = &ast.Access{Span: b.span(t, r.Stop), Left: e, Keys: keys}
	}
	return e
}

// typeExpr builds `type ...`: a call of type(), a type alias or a (not
// supported) type definition.
func (b *builder) typeExpr(r *gen.Reduction) ast.Expr {
	v := r.Vals
	t := v[0].Tok
	rest, _ := v[1].X.(*typeRestResult)
	sp := b.span(r.Start, r.Stop)
	switch {
	case rest == nil:
		return &ast.LiteralUndef{Span: sp}
	case rest.call:
		return &ast.CallFunction{Span: sp, Functor: &ast.QualifiedName{Span: b.tokSpan(t), Name: "type"}, Args: rest.args, Lambda: rest.lambda}
	case rest.aliasType == nil:
		b.fail(sp, IssueUnsupportedExpression, "Expressions of type a Type Definition are not supported in this version of Puppet")
		return &ast.LiteralUndef{Span: sp}
	}
	// Puppet locates a type alias (and a type mapping) at its name
	sp = b.span(rest.name, r.Stop)
	if rest.mapping {
		b.typeMapping(sp, rest)
	}
	ta := &ast.TypeAlias{Span: sp, Name: rest.name.GetText(), Type: rest.aliasType}
	b.defs = append(b.defs, ta)
	return ta
}

// typeMapping reports `type Lhs[...] = rhs` as Puppet's validation does
// (check_TypeMapping): only Runtime[...] may be mapped, to a type, or with
// a [regexp, replacement] pair on both sides. Punch cannot evaluate the
// mappings Puppet accepts (Puppet uses them to map Pcore types to Ruby
// classes, which Punch does not have) and rejects them too.
func (b *builder) typeMapping(sp ast.Span, rest *typeRestResult) {
	lhs := 0 // not Runtime
	if a, ok := rest.mappingLHS.(*ast.Access); ok {
		if q, ok := a.Left.(*ast.QualifiedReference); ok && q.Name == "Runtime" {
			lhs = 1
			if len(a.Keys) == 2 && patternWithReplacement(a.Keys[1]) {
				lhs = 2
			}
		}
	}
	const single = "Illegal type mapping. Expected a Type on the left side, got A Type Mapping"
	const regexp = "Illegal type mapping. Expected a Tuple[Regexp,String] on the left side, got A Type Mapping"
	rhs := rest.aliasType
	switch {
	case lhs == 0:
		b.fail(sp, IssueUnsupportedExpression, "Expressions of type a Type Mapping are not supported in this version of Puppet")
	case patternWithReplacement(rhs) && lhs == 1:
		b.fail(sp, IssueIllegalTypeMapping, single)
	case patternWithReplacement(rhs):
	case typeRefExpr(rhs) && lhs == 2:
		b.fail(sp, IssueIllegalTypeMapping, regexp)
	case typeRefExpr(rhs):
	case lhs == 1:
		b.fail(sp, IssueIllegalTypeMapping, single)
	default:
		b.fail(sp, IssueIllegalTypeMapping, regexp)
	}
	if b.err == nil {
		b.fail(sp, IssueTypeMappingUnsupported, "Type mappings are not supported by Punch (Puppet uses them to map types to Ruby implementations)")
	}
}

func patternWithReplacement(e ast.Expr) bool {
	l, ok := e.(*ast.LiteralList)
	if !ok || len(l.Elements) != 2 {
		return false
	}
	_, re := l.Elements[0].(*ast.LiteralRegex)
	_, str := l.Elements[1].(*ast.LiteralString)
	return re && str
}

func typeRefExpr(e ast.Expr) bool {
	if a, ok := e.(*ast.Access); ok {
		e = a.Left
	}
	_, ok := e.(*ast.QualifiedReference)
	return ok
}

// nodesOf is what the children in v built that is a T, in order (nil when
// none): the items of a list rule (resource bodies, attribute operations,
// hash and selector entries, parameters).
func nodesOf[T any](v []gen.Value) []T {
	var out []T
	for _, x := range v {
		if n, ok := x.X.(T); ok {
			out = append(out, n)
		}
	}
	return out
}

// regex is the node of a regexp literal, listed in the program's Regexes.
func (b *builder) regex(t antlr.Token) *ast.LiteralRegex {
	r := &ast.LiteralRegex{Span: b.tokSpan(t), Pattern: t.GetText()}
	b.regexes = append(b.regexes, r)
	return r
}
