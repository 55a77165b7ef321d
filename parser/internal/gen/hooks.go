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
// subtraction, `$x.m (1)` passes arguments to m), even when stopping there
// would let a new statement start. ANTLR's adaptive prediction would instead
// look ahead as far as needed to find a parse where the expression stops,
// which accepts input Puppet rejects and, for nested brackets, looks ahead
// to the end of the nesting from every level (quadratic time). So in the
// rules expression and resource, the loops and optional parts are entered
// on their first token alone; every other decision is ANTLR's. So are the
// optional access or hash after the type of a type alias (typeAliasValue:
// `type A = B[1]` goes on with `[`, as Puppet's parser shifts it; ANTLR
// found that a `[` could also start an access of the whole alias and made
// a full-context prediction, about a millisecond, for every alias of a file
// with a syntax error). The generated code calls predict for every adaptive
// prediction (grammar/generate.sh routes the calls here).

// greedyRules are the rules whose loops and optional parts are greedy.
var greedyRules = map[int]bool{
	PuppetParserRULE_expression:     true,
	PuppetParserRULE_resource:       true,
	PuppetParserRULE_typeAliasValue: true,
}

// greedy.alts[decision][token] is the alternative (1-based) decision takes
// on token, 0 when ANTLR decides.
var greedy struct {
	once sync.Once
	alts [][]int8
}

func initGreedy() {
	g := readATNGraph(PuppetParserParserStaticData.serializedATN)
	atn := PuppetParserParserStaticData.atn
	ntokens := len(PuppetParserParserStaticData.SymbolicNames)
	greedy.alts = make([][]int8, len(atn.DecisionToState))
	for d, ds := range atn.DecisionToState {
		if !greedyRules[ds.GetRuleIndex()] {
			continue
		}
		s := ds.GetStateNumber()
		alts := g.edges[s]
		// the alternatives entering the loop or the optional part
		var enter []atnEdge
		switch g.types[s] {
		case antlr.ATNStateStarLoopEntry:
			// first the loop body, then the exit
			enter = alts[:1]
		case antlr.ATNStateBlockStart:
			// an optional part: its last alternative goes to the end of the
			// block
			last := alts[len(alts)-1]
			if len(alts) < 2 || last.typ != antlr.TransitionEPSILON || g.types[last.trg] != antlr.ATNStateBlockEnd {
				continue
			}
			enter = alts[:len(alts)-1]
		default:
			continue
		}
		set := make([]int8, ntokens)
		ok := true
		for i, e := range enter {
			toks, empty := g.first(e.target())
			if empty {
				ok = false
				break
			}
			for _, t := range toks {
				if t >= 0 && t < ntokens && set[t] == 0 {
					set[t] = int8(i + 1)
				}
			}
		}
		if ok {
			greedy.alts[d] = set
		}
	}
}

// predict returns the alternative to take at decision.
func (p *PuppetParser) predict(decision int) int {
	greedy.once.Do(initGreedy)
	in := p.GetTokenStream()
	if set := greedy.alts[decision]; set != nil {
		if t := in.LA(1); t >= 0 && t < len(set) && set[t] != 0 {
			return int(set[t])
		}
	}
	return p.GetInterpreter().AdaptivePredict(p.BaseParser, in, decision, p.GetParserRuleContext())
}

// atnGraph is the parser's ATN read from its serialized form (the ANTLR
// runtime does not export the targets of transitions): state types and the
// transitions of every state, in order (so the i-th transition of a
// decision state leads to its i-th alternative).
type atnGraph struct {
	types []int
	edges [][]atnEdge
	sets  [][][2]int // intervals, inclusive
}

type atnEdge struct {
	typ, trg, arg1, arg2, arg3 int
}

// target is the state the transition leads to (for a rule invocation, the
// start of the rule; the state after it is trg).
func (e atnEdge) target() int {
	if e.typ == antlr.TransitionRULE {
		return e.arg1
	}
	return e.trg
}

func readATNGraph(data []int32) *atnGraph {
	pos := 0
	next := func() int { pos++; return int(data[pos-1]) }
	next() // version
	next() // grammar type
	next() // max token type
	g := &atnGraph{}
	nstates := next()
	g.types = make([]int, nstates)
	g.edges = make([][]atnEdge, nstates)
	for i := 0; i < nstates; i++ {
		t := next()
		g.types[i] = t
		if t == antlr.ATNStateInvalidType {
			continue
		}
		next() // rule index
		switch t {
		case antlr.ATNStateLoopEnd, antlr.ATNStateBlockStart, antlr.ATNStatePlusBlockStart, antlr.ATNStateStarBlockStart:
			next() // loop back or end state
		}
	}
	for n := next(); n > 0; n-- { // non-greedy states
		next()
	}
	for n := next(); n > 0; n-- { // precedence states
		next()
	}
	for n := next(); n > 0; n-- { // rule start states
		next()
	}
	for n := next(); n > 0; n-- { // mode start states
		next()
	}
	for n := next(); n > 0; n-- {
		var set [][2]int
		nintervals := next()
		if next() != 0 {
			set = append(set, [2]int{antlr.TokenEOF, antlr.TokenEOF})
		}
		for ; nintervals > 0; nintervals-- {
			a := next()
			set = append(set, [2]int{a, next()})
		}
		g.sets = append(g.sets, set)
	}
	for n := next(); n > 0; n-- {
		src := next()
		var e atnEdge
		e.trg = next()
		e.typ = next()
		e.arg1 = next()
		e.arg2 = next()
		e.arg3 = next()
		g.edges[src] = append(g.edges[src], e)
	}
	return g
}

// first returns the tokens that can be matched first from state s, and
// whether the end of the rule can be reached without matching one.
func (g *atnGraph) first(s int) (toks []int, empty bool) {
	seen := map[int]bool{}
	var walk func(s int) bool
	walk = func(s int) bool {
		if g.types[s] == antlr.ATNStateRuleStop {
			return true
		}
		if seen[s] {
			return false
		}
		seen[s] = true
		reachesEnd := false
		for _, e := range g.edges[s] {
			switch e.typ {
			case antlr.TransitionATOM:
				if e.arg3 != 0 {
					toks = append(toks, antlr.TokenEOF)
				} else {
					toks = append(toks, e.arg1)
				}
			case antlr.TransitionRANGE:
				for t := e.arg1; t <= e.arg2; t++ {
					toks = append(toks, t)
				}
			case antlr.TransitionSET:
				for _, iv := range g.sets[e.arg1] {
					for t := iv[0]; t <= iv[1]; t++ {
						toks = append(toks, t)
					}
				}
			case antlr.TransitionRULE:
				// the invoked rule, and what follows when it may be empty
				if g.ruleFirst(e.arg1, &toks) && walk(e.trg) {
					reachesEnd = true
				}
			case antlr.TransitionNOTSET, antlr.TransitionWILDCARD:
				// not used by the grammar
				panic("parser: unexpected transition in a greedy decision")
			default: // epsilon, predicates, actions
				if walk(e.trg) {
					reachesEnd = true
				}
			}
		}
		return reachesEnd
	}
	empty = walk(s)
	return toks, empty
}

// ruleFirst adds the first tokens of the rule starting at state start and
// tells whether the rule may match nothing.
func (g *atnGraph) ruleFirst(start int, toks *[]int) bool {
	t, empty := g.first(start)
	*toks = append(*toks, t...)
	return empty
}
