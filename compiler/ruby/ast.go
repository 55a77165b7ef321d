package ruby

import (
	"math/big"
	"sync/atomic"
)

// The AST. Every node carries the offset of its first byte in the source
// (for a call with a receiver: of its method name; for an operator: of
// the operator) and the offset just past its last byte; the File maps
// them to lines and columns. Nodes are never changed after parsing, so one
// parsed file serves any number of Interps at once.

type node interface {
	pos() int
	// end is the offset just past the node's source (0: not recorded,
	// for a node the parser made up)
	end() int
	setEnd(int)
}

type nodeBase struct{ p, e int }

func (n *nodeBase) pos() int       { return n.p }
func (n *nodeBase) end() int       { return n.e }
func (n *nodeBase) setEnd(end int) { n.e = end }

// scopeInfo is a local variable scope (a file, a def, a class body, a
// block): its variables get slots in a frame. Blocks see the slots of
// their enclosing scopes (up is the number of scopes to go up).
type scopeInfo struct {
	names    []string
	isolated bool // def, class and module bodies do not see outer locals
	parent   *scopeInfo
}

func (s *scopeInfo) lookup(name string) (up, idx int, ok bool) {
	for x := s; x != nil; x = x.parent {
		for i, n := range x.names {
			if n == name {
				return up, i, true
			}
		}
		if x.isolated {
			return 0, 0, false
		}
		up++
	}
	return 0, 0, false
}

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
	bigIntNode struct {
		nodeBase
		v *big.Int
	}
	floatNode struct {
		nodeBase
		v float64
	}
	// strNode is a string literal; parts are literal strings or nodes
	// (interpolations).
	strNode struct {
		nodeBase
		parts  []strPart
		frozen bool // # frozen_string_literal: true, and no interpolation
	}
	xstrNode struct { // `command`
		nodeBase
		str *strNode
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
		str  *strNode
		opts int
		once bool
		// static is the compiled regexp when the literal has no
		// interpolation (compiled once at parse time).
		static *Regexp
	}
	arrayNode struct {
		nodeBase
		elems []node
	}
	hashNode struct {
		nodeBase
		keys, vals []node // a nil key with a splatNode value is **h
		// kw marks bare keywords in a call (f(a: 1)), not a {} literal
		kw bool
	}
	rangeNode struct {
		nodeBase
		lo, hi node // nil for beginless / endless
		excl   bool
	}
	lvarNode struct {
		nodeBase
		name    string
		up, idx int
	}
	ivarNode struct {
		nodeBase
		name string // with @
	}
	cvarNode struct {
		nodeBase
		name string // with @@
	}
	gvarNode struct {
		nodeBase
		name string // with $
	}
	constNode struct {
		nodeBase
		scope node // nil: lexical lookup
		name  string
		top   bool // ::X
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
		args     []node // splatNode, blockPassNode, hashNode (kw) allowed
		block    *blockNode
		safeNav  bool
		hasParen bool
		vcall    bool // a bare identifier: method call with no arguments
		// evalSite: a call that may evaluate a String with the caller's
		// local variables (eval, instance_eval, binding, ...: its scope
		// is in File.evalScopes)
		evalSite bool
		// site numbers the call for the Interps' inline caches
		// (findMethodAt); 0 until the first call takes a number. The
		// AST is shared by concurrent compiles, hence atomic.
		site atomic.Uint32
	}
	superNode struct {
		nodeBase
		args    []node
		hasArgs bool // super(...) or super x; false: zsuper (same arguments)
		block   *blockNode
	}
	yieldNode struct {
		nodeBase
		args []node
	}
	splatNode struct {
		nodeBase
		val node
	}
	blockPassNode struct {
		nodeBase
		val node // nil: anonymous block forwarding (&)
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
	redoNode   struct{ nodeBase }
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
		name      string
		singleton node // def self.x / def obj.x
		params    *paramList
		body      node
		scope     *scopeInfo
		file      *File
		endless   bool
		// npos is the offset of the name, nameIdent whether Ripper
		// would see it as an identifier (Puppet's legacy function check)
		npos      int
		nameIdent bool
	}
	blockNode struct {
		nodeBase
		params *paramList
		body   node
		scope  *scopeInfo
		lambda bool // -> { } literal
	}
	classNode struct {
		nodeBase
		cpath  *constNode
		super  node
		body   node
		scope  *scopeInfo
		module bool
	}
	sclassNode struct { // class << obj
		nodeBase
		target node
		body   node
		scope  *scopeInfo
	}
	aliasNode struct {
		nodeBase
		newName, oldName string
		gvar             bool
	}
	undefNode struct {
		nodeBase
		names []string
	}
	// mlhsNode is a nested target list: the (b, c) of a, (b, c) = ...
	mlhsNode struct {
		nodeBase
		targets []node
	}
	// fileNode is __FILE__, lineNode __LINE__ (resolved when parsed).
	fileNode struct{ nodeBase }
	// dirNode is __dir__ handled as a call; encodingNode __ENCODING__.
	encodingNode struct{ nodeBase }
	// postExeNode is END { } (run at exit: never in Puppet's lifetime of
	// a function), preExeNode BEGIN { }.
	preExeNode struct {
		nodeBase
		body node
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
	target  node // => target (an assignable node), nil if none
	body    node
	pos     int
}

type paramKind uint8

const (
	pReq paramKind = iota
	pOpt
	pRest
	pPost // required after the rest parameter
	pKey
	pKeyReq
	pKeyRest
	pNoKey // **nil
	pBlock
)

type param struct {
	kind paramKind
	name string
	idx  int        // slot in the scope (-1: anonymous)
	sub  *paramList // destructuring (a, b)
	dflt node
}

type paramList struct {
	list          []param
	trailingComma bool // |a, | splats like |a, *|
	locals        []int
}
