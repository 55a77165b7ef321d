package erb

// The AST of the Ruby subset. Every node carries the offset of its first
// byte in the generated Ruby program; Template.position maps it back to the
// template's line and column. Nodes are never changed after parsing, so a
// parsed template may be rendered by many goroutines at once.

type node interface{ pos() int }

type nodeBase struct{ p int }

func (n nodeBase) pos() int { return n.p }

type (
	seqNode struct {
		nodeBase
		list []node
	}
	nilNode   struct{ nodeBase }
	trueNode  struct{ nodeBase }
	falseNode struct{ nodeBase }
	selfNode  struct{ nodeBase }
	intNode   struct {
		nodeBase
		v int64
	}
	floatNode struct {
		nodeBase
		v float64
	}
	// strNode is a string literal; parts are literal strings or nodes
	// (interpolations).
	strNode struct {
		nodeBase
		parts []strPart
	}
	symNode struct {
		nodeBase
		name string
	}
	dsymNode struct {
		nodeBase
		str *strNode
	}
	regexNode struct {
		nodeBase
		str   *strNode
		flags string
		// static is the compiled regexp when the literal has no
		// interpolation (compiled once at parse time).
		static *rRegexp
	}
	arrayNode struct {
		nodeBase
		elems []node
	}
	hashNode struct {
		nodeBase
		keys, vals []node // a nil key with a splatNode value is **h
	}
	rangeNode struct {
		nodeBase
		lo, hi node
		excl   bool
	}
	lvarNode struct {
		nodeBase
		name string
	}
	ivarNode struct {
		nodeBase
		name string // without @
	}
	gvarNode struct {
		nodeBase
		name string // with $
	}
	constNode struct {
		nodeBase
		scope node // nil: lexical lookup; topConst for ::X
		name  string
		top   bool
	}
	assignNode struct {
		nodeBase
		target node
		value  node
	}
	opAssignNode struct {
		nodeBase
		target node
		op     string // "+", "||", "&&", ...
		value  node
	}
	multiAssignNode struct {
		nodeBase
		targets []node // splatNode for *rest
		value   node   // arrayNode when several values are given
	}
	callNode struct {
		nodeBase
		recv     node // nil: self / function call
		name     string
		args     []node // splatNode, blockPassNode, hashNode (bare keywords) allowed
		block    *blockNode
		safeNav  bool
		hasParen bool
		vcall    bool // a bare identifier: local variable or method call
	}
	splatNode struct {
		nodeBase
		val node
	}
	blockPassNode struct {
		nodeBase
		val node
	}
	andNode struct {
		nodeBase
		l, r node
	}
	orNode struct {
		nodeBase
		l, r node
	}
	notNode struct {
		nodeBase
		val node
	}
	definedNode struct {
		nodeBase
		val node
	}
	ifNode struct {
		nodeBase
		cond      node
		then, els node // may be nil
	}
	whileNode struct {
		nodeBase
		cond    node
		body    node
		until   bool
		doWhile bool // begin ... end while cond
	}
	forNode struct {
		nodeBase
		vars []node
		iter node
		body node
	}
	caseNode struct {
		nodeBase
		subject node // may be nil
		whens   []whenClause
		els     node
	}
	breakNode struct {
		nodeBase
		val node
	}
	nextNode struct {
		nodeBase
		val node
	}
	returnNode struct {
		nodeBase
		val node
	}
	retryNode struct{ nodeBase }
	beginNode struct {
		nodeBase
		body    node
		rescues []rescueClause
		els     node
		ensure  node
	}
	defNode struct {
		nodeBase
		name   string
		params *paramList
		body   node
	}
	blockNode struct {
		nodeBase
		params *paramList
		body   node
	}
	// mlhsNode is a nested target list: the (b, c) of a, (b, c) = ...
	mlhsNode struct {
		nodeBase
		targets []node
	}
)

type strPart struct {
	lit  string
	code node // when non-nil, an interpolation
}

type whenClause struct {
	conds []node
	body  node
}

type rescueClause struct {
	classes []node
	varName string
	body    node
}

type param struct {
	name  string
	sub   *paramList // destructuring (a, b)
	splat bool
	dflt  node
	kw    bool // name: default
	kwReq bool
	block bool // &blk
}

type paramList struct {
	list          []param
	trailingComma bool // |a, | splats like |a, *|
}

func (p *paramList) count() int {
	if p == nil {
		return 0
	}
	return len(p.list)
}
