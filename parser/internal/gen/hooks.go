package gen

// This file is written by hand (grammar/generate.sh keeps it): it makes the
// generated parser build the AST while it parses, without a parse tree.
//
// The generated rule functions call EnterRule, EnterOuterAlt, Match,
// Consume and ExitRule on *PuppetParser; the methods below shadow those of
// the embedded antlr.BaseParser. Every matched token is pushed on a value
// stack; when a rule exits, the values pushed since it was entered (its
// tokens and the results of its sub rules, in source order) are handed to
// the Builder, whose result replaces them. BuildParseTrees must be false.

import (
	"sync"

	"github.com/antlr4-go/antlr/v4"
)

// Value is one child of a rule: a token, or the result of a sub rule with
// the tokens it starts and ends with.
type Value struct {
	Tok         antlr.Token // a matched token, else nil
	X           any         // the result of a sub rule
	Start, Stop antlr.Token // the first and last token of the sub rule
}

// Reduction is a rule that exits: the values of its children.
type Reduction struct {
	Rule, Alt   int     // rule index and outer alternative (1-based)
	Vals        []Value // the children, in source order
	Start, Stop antlr.Token
	// ParentRule and ParentVals are the enclosing rule and its children so
	// far (ParentRule is -1 for the start rule).
	ParentRule int
	ParentVals []Value
}

// Builder makes the result of a rule from its children. The Reduction and
// its slices are only valid during the call.
type Builder interface {
	Reduce(r *Reduction) any
	// Nested is called when the expression rule is entered, with the number
	// of its invocations now active (the builder limits the nesting).
	Nested(depth int)
	// Body is called when the statements rule is entered; r describes the
	// rule it is entered from (Vals is empty).
	Body(r *Reduction)
}

type frame struct {
	mark int // index in vals of the rule's first child
	rule int
	alt  int
}

// hooks is the state the parser keeps for the builder (a member of
// PuppetParser, declared in the grammar's @parser::structmembers).
type hooks struct {
	builder Builder
	vals    []Value
	frames  []frame
	nesting int // active invocations of the expression rule
	red     Reduction
}

// SetBuilder sets the builder and resets the value stack (for a new parse of
// the same tokens).
func (p *PuppetParser) SetBuilder(b Builder) {
	p.builder = b
	// an error left by a parse that stopped at it
	p.SetError(nil)
	clear(p.vals)
	p.vals = p.vals[:0]
	p.frames = p.frames[:0]
	p.nesting = 0
}

// Result returns the result of the last rule that exited.
func (p *PuppetParser) Result() any {
	if len(p.vals) == 0 {
		return nil
	}
	return p.vals[len(p.vals)-1].X
}

func (p *PuppetParser) EnterRule(localctx antlr.ParserRuleContext, state, ruleIndex int) {
	p.BaseParser.EnterRule(localctx, state, ruleIndex)
	switch ruleIndex {
	case PuppetParserRULE_expression:
		p.nesting++
		p.builder.Nested(p.nesting)
	case PuppetParserRULE_statements:
		p.red = Reduction{Rule: ruleIndex}
		p.parent(&p.red)
		p.builder.Body(&p.red)
	}
	p.frames = append(p.frames, frame{mark: len(p.vals), rule: ruleIndex})
}

// parent fills in the enclosing rule of the innermost active frame.
func (p *PuppetParser) parent(r *Reduction) {
	r.ParentRule = -1
	if n := len(p.frames); n > 0 {
		f := p.frames[n-1]
		r.ParentRule, r.ParentVals = f.rule, p.vals[f.mark:]
	}
}

func (p *PuppetParser) EnterOuterAlt(localctx antlr.ParserRuleContext, altNum int) {
	p.BaseParser.EnterOuterAlt(localctx, altNum)
	p.frames[len(p.frames)-1].alt = altNum
}

func (p *PuppetParser) ExitRule() {
	ctx := p.BaseParser.GetParserRuleContext()
	p.BaseParser.ExitRule()
	rule := ctx.GetRuleIndex()
	if rule == PuppetParserRULE_expression {
		p.nesting--
	}
	f := p.frames[len(p.frames)-1]
	p.frames = p.frames[:len(p.frames)-1]
	start, stop := ctx.GetStart(), ctx.GetStop()
	p.red = Reduction{Rule: rule, Alt: f.alt, Vals: p.vals[f.mark:], Start: start, Stop: stop}
	p.parent(&p.red)
	x := p.builder.Reduce(&p.red)
	p.red = Reduction{}
	clear(p.vals[f.mark:])
	p.vals = append(p.vals[:f.mark], Value{X: x, Start: start, Stop: stop})
}

func (p *PuppetParser) Consume() antlr.Token {
	in := p.GetTokenStream()
	t := in.LT(1)
	if t.GetTokenType() != antlr.TokenEOF {
		in.Consume()
	}
	p.vals = append(p.vals, Value{Tok: t})
	return t
}

func (p *PuppetParser) Match(ttype int) antlr.Token {
	t := p.GetTokenStream().LT(1)
	if t.GetTokenType() == ttype {
		p.Consume()
		return t
	}
	// the error strategy reports the mismatch
	return p.BaseParser.Match(ttype)
}

// Greedy decisions.
//
// Puppet's parser is LALR(1): where an expression (or a resource) can go on
// with the next token, it does, whatever follows (`$a {` continues `$a` as
// a resource, `$a [1]` without a blank before `[` is an access, `a - b` a
// subtraction), even when stopping there would let a new statement start.
// ANTLR's adaptive prediction would instead look ahead as far as needed to
// find a parse where the statement stops, which accepts input Puppet rejects
// and, for nested brackets, looks ahead to the end of the nesting from every
// level (quadratic time). So the loops that continue an expression or a
// resource are entered on their first token alone; every other decision is
// ANTLR's. The generated code calls predict for every adaptive prediction
// (grammar/generate.sh routes the calls here).

// greedy[decision][token] is true when decision is entered on token.
var greedy struct {
	once sync.Once
	sets [][]bool
}

func initGreedy() {
	atn := PuppetParserParserStaticData.atn
	greedy.sets = make([][]bool, len(atn.DecisionToState))
	for d, s := range atn.DecisionToState {
		if _, ok := s.(*antlr.StarLoopEntryState); !ok {
			continue
		}
		if r := s.GetRuleIndex(); r != PuppetParserRULE_expression && r != PuppetParserRULE_resource {
			continue
		}
		// a loop that ends its rule: its next tokens are those that start
		// an iteration, and epsilon (the rule may end)
		set := make([]bool, len(PuppetParserParserStaticData.SymbolicNames))
		ends := false
		for _, iv := range atn.NextTokens(s, nil).GetIntervals() {
			for t := iv.Start; t < iv.Stop; t++ {
				if t == antlr.TokenEpsilon {
					ends = true
				} else if t >= 0 && t < len(set) {
					set[t] = true
				}
			}
		}
		if ends {
			greedy.sets[d] = set
		}
	}
}

// predict returns the alternative to take at decision.
func (p *PuppetParser) predict(decision int) int {
	greedy.once.Do(initGreedy)
	in := p.GetTokenStream()
	if set := greedy.sets[decision]; set != nil {
		if t := in.LA(1); t >= 0 && t < len(set) && set[t] {
			return 1 // loop entry: enter the loop body
		}
	}
	return p.GetInterpreter().AdaptivePredict(p.BaseParser, in, decision, p.GetParserRuleContext())
}
