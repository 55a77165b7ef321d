package resourcetypes

// Grouping of Ruby tokens into a tree of nested constructs: parentheses, brackets, braces
// (hash or block), do...end blocks and keyword constructs (def, if, class, ...) that close
// with `end`. Statements are then sequences of nodes separated by newlines or semicolons.

type nodeKind int

const (
	nTok     nodeKind = iota
	nParen            // ( ... )
	nBracket          // [ ... ]
	nBrace            // { ... }  hash literal or block (see block)
	nDo               // do ... end
	nKw               // def/if/unless/while/until/for/case/begin/class/module ... end
)

type node struct {
	kind  nodeKind
	tok   token   // the token (nTok) or the opening token
	kids  []*node // children of a group, in order, newline tokens included
	block bool    // nBrace: a block ({ |x| ... }) rather than a hash
}

func (n *node) isTok(kind tokKind, text string) bool {
	return n != nil && n.kind == nTok && n.tok.kind == kind && n.tok.text == text
}

func (n *node) isOp(text string) bool { return n.isTok(tOp, text) }

func (n *node) isKw(text string) bool { return n.isTok(tKeyword, text) }

func (n *node) isNewline() bool {
	return n != nil && n.kind == nTok && (n.tok.kind == tNewline || n.tok.is(tOp, ";"))
}

// valueLike reports whether the node ends a value (used to tell a modifier `if` from an
// `if` statement and a block brace from a hash brace).
func (n *node) valueLike() bool {
	if n == nil {
		return false
	}
	switch n.kind {
	case nParen, nBracket, nBrace, nDo, nKw:
		return true
	}
	switch n.tok.kind {
	case tIdent, tConst, tIVar, tCVar, tGVar, tSymbol, tString, tXString, tRegexp, tWords, tNumber:
		return true
	case tKeyword:
		switch n.tok.text {
		case "end", "self", "nil", "true", "false", "__FILE__", "__LINE__", "__dir__":
			return true
		}
	}
	return false
}

type treeParser struct {
	file  string
	toks  []token
	pos   int
	depth int
}

// maxNesting bounds how deeply constructs may nest.
const maxNesting = 500

// parseRubyTree groups a token stream into a tree. Unbalanced input gives a SyntaxError.
func parseRubyTree(file string, toks []token) ([]*node, error) {
	p := &treeParser{file: file, toks: toks}
	kids, err := p.seq("", token{line: 1, col: 1})
	if err != nil {
		return nil, err
	}
	return kids, nil
}

func (p *treeParser) errAt(t token, msg string) error {
	return &SyntaxError{File: p.file, Line: t.line, Col: t.col, Msg: msg}
}

var blockKeywords = map[string]bool{
	"def": true, "if": true, "unless": true, "while": true, "until": true, "for": true,
	"case": true, "begin": true, "class": true, "module": true,
}

// seq reads nodes until the closing token close ("" = end of input). open is the token that
// opened the group, for error messages. loopHeader is true while reading the condition of a
// while/until/for, whose `do` is not a block.
func (p *treeParser) seq(close string, open token) ([]*node, error) {
	var kids []*node
	loopHeader := open.kind == tKeyword && (open.text == "while" || open.text == "until" || open.text == "for")
	for {
		if p.pos >= len(p.toks) {
			if close == "" {
				return kids, nil
			}
			return nil, p.errAt(open, "no matching '"+close+"' for "+open.String())
		}
		t := p.toks[p.pos]
		var prev *node
		if len(kids) > 0 {
			prev = kids[len(kids)-1]
		}
		switch {
		case t.kind == tNewline && loopHeader:
			loopHeader = false
			p.pos++
			kids = append(kids, &node{kind: nTok, tok: t})
		case t.is(tOp, ")") || t.is(tOp, "]") || t.is(tOp, "}") || t.is(tKeyword, "end"):
			if t.text != close {
				return nil, p.errAt(t, "unexpected '"+t.text+"'"+p.expecting(close, open))
			}
			p.pos++
			return kids, nil
		case t.is(tOp, "("):
			g, err := p.group(nParen, ")", t)
			if err != nil {
				return nil, err
			}
			kids = append(kids, g)
		case t.is(tOp, "["):
			g, err := p.group(nBracket, "]", t)
			if err != nil {
				return nil, err
			}
			kids = append(kids, g)
		case t.is(tOp, "{"):
			isBlock := prev != nil && prev.kind == nTok && (prev.tok.kind == tIdent || prev.tok.kind == tConst) || prev != nil && prev.kind == nParen
			if prev != nil && prev.kind == nTok && prev.tok.kind == tIdent && len(kids) >= 2 && kids[len(kids)-2].isOp("=") {
				// x = foo { ... }: still a block
				isBlock = true
			}
			g, err := p.group(nBrace, "}", t)
			if err != nil {
				return nil, err
			}
			g.block = isBlock
			kids = append(kids, g)
		case t.is(tKeyword, "do"):
			if loopHeader {
				loopHeader = false
				p.pos++
				kids = append(kids, &node{kind: nTok, tok: t})
				continue
			}
			g, err := p.group(nDo, "end", t)
			if err != nil {
				return nil, err
			}
			kids = append(kids, g)
		case t.kind == tKeyword && blockKeywords[t.text]:
			modifier := false
			switch t.text {
			case "if", "unless", "while", "until":
				modifier = prev.valueLike() || prev.isKw("return") || prev.isKw("break") || prev.isKw("next") ||
					prev.isKw("redo") || prev.isKw("retry") || prev.isKw("super") || prev.isKw("yield")
			}
			if modifier {
				p.pos++
				kids = append(kids, &node{kind: nTok, tok: t})
				continue
			}
			g, err := p.group(nKw, "end", t)
			if err != nil {
				return nil, err
			}
			kids = append(kids, g)
		default:
			p.pos++
			kids = append(kids, &node{kind: nTok, tok: t})
		}
	}
}

func (p *treeParser) expecting(close string, open token) string {
	if close == "" {
		return ""
	}
	return " (expecting '" + close + "' for " + open.String() + " at line " + itoa(open.line) + ")"
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

func (p *treeParser) group(kind nodeKind, close string, open token) (*node, error) {
	p.pos++
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxNesting {
		return nil, p.errAt(open, "constructs nested too deeply")
	}
	kids, err := p.seq(close, open)
	if err != nil {
		return nil, err
	}
	return &node{kind: kind, tok: open, kids: kids}, nil
}

// continues reports whether a statement ending in n goes on on the next line.
func continues(n *node) bool {
	if n == nil || n.kind != nTok {
		return false
	}
	t := n.tok
	switch t.kind {
	case tOp:
		switch t.text {
		case ")", "]", "}", ";":
			return false
		}
		return true
	case tKeyword:
		switch t.text {
		case "and", "or", "not":
			return true
		}
	}
	return false
}

// statements splits a node sequence into statements at newlines and semicolons, joining
// lines that end in an operator or a comma, and lines that start with `.` or `&.`.
func statements(kids []*node) [][]*node {
	var out [][]*node
	var cur []*node
	for i := 0; i < len(kids); i++ {
		n := kids[i]
		if n.isNewline() {
			if len(cur) == 0 {
				continue
			}
			if !n.isOp(";") && continues(cur[len(cur)-1]) {
				continue
			}
			// a method chain on the next line
			j := i + 1
			for j < len(kids) && kids[j].kind == nTok && kids[j].tok.kind == tNewline {
				j++
			}
			if !n.isOp(";") && j < len(kids) && (kids[j].isOp(".") || kids[j].isOp("&.")) {
				i = j - 1
				continue
			}
			out = append(out, cur)
			cur = nil
			continue
		}
		cur = append(cur, n)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// splitCommas splits a node sequence at top-level commas, dropping newlines.
func splitCommas(kids []*node) [][]*node {
	var out [][]*node
	var cur []*node
	for _, n := range kids {
		if n.kind == nTok && n.tok.kind == tNewline {
			continue
		}
		if n.isOp(",") {
			out = append(out, cur)
			cur = nil
			continue
		}
		cur = append(cur, n)
	}
	// a trailing comma ([a, b,]) adds no element
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// blockParams returns the |a, b| parameter names of a block and its body.
func blockParams(b *node) ([]string, []*node) {
	kids := b.kids
	i := 0
	for i < len(kids) && kids[i].kind == nTok && kids[i].tok.kind == tNewline {
		i++
	}
	if i < len(kids) && (kids[i].isOp("|") || kids[i].isOp("||")) {
		if kids[i].isOp("||") {
			return nil, kids[i+1:]
		}
		var names []string
		j := i + 1
		for ; j < len(kids) && !kids[j].isOp("|"); j++ {
			n := kids[j]
			if n.kind == nTok && n.tok.kind == tIdent {
				names = append(names, n.tok.text)
			}
			if n.kind == nParen { // |(a, b)| destructuring
				for _, k := range n.kids {
					if k.kind == nTok && k.tok.kind == tIdent {
						names = append(names, k.tok.text)
					}
				}
			}
		}
		if j < len(kids) {
			return names, kids[j+1:]
		}
	}
	return nil, kids[i:]
}
