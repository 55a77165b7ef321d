package ruby

// Numbered block parameters (_1 .. _9) as Ruby 3.1's parser checks them:
// a block without parameters that names _N takes N parameters; a block
// that has |...| (even ||) refuses them ("ordinary parameter is
// defined"), and within one method body only one of nested blocks may use
// them: _1 in a block whose enclosing block used one already ("outer
// block here"), or in a block after a block nested in it used one ("inner
// block here"), is "numbered parameter is already used in" (parse.y's
// numparam_nested_p), with the other use shown.

// blockParse is a block (or lambda) being parsed.
type blockParse struct {
	// explicit: the block has |...| (or a lambda its parameter list)
	explicit bool
	maxNum   int
	scope    *scopeInfo
	// firstUse is where the block used a numbered parameter first,
	// innerUse the first use in a block nested in it, once that block
	// is closed (-1: none)
	firstUse, innerUse int
}

func (p *parser) pushBlock(sc *scopeInfo) *blockParse {
	bp := &blockParse{scope: sc, firstUse: -1, innerUse: -1}
	p.blocks = append(p.blocks, bp)
	return bp
}

// popBlock closes bp: its enclosing block (in the same method body)
// learns of its use or of its nested blocks' first one.
func (p *parser) popBlock(bp *blockParse) {
	p.blocks = p.blocks[:len(p.blocks)-1]
	if len(p.blocks) == 0 {
		return
	}
	parent := p.blocks[len(p.blocks)-1]
	if !sameBody(bp.scope, parent.scope) || parent.innerUse >= 0 {
		return
	}
	if bp.firstUse >= 0 {
		parent.innerUse = bp.firstUse
	} else {
		parent.innerUse = bp.innerUse
	}
}

// sameBody reports whether outer encloses inner within one method body
// (no def, class or module between them).
func sameBody(inner, outer *scopeInfo) bool {
	for x := inner; x != nil; x = x.parent {
		if x == outer {
			return true
		}
		if x.isolated {
			return false
		}
	}
	return false
}

// numberedParam declares _1.._9 in the innermost block when the name is
// one of them and the block may take numbered parameters (it has no
// |...|), after Ruby's checks; it reports whether it did.
func (p *parser) numberedParam(pos int, name string) bool {
	if !isNumberedParamName(name) || len(p.blocks) == 0 {
		return false
	}
	bp := p.blocks[len(p.blocks)-1]
	if bp.scope != p.scope {
		return false
	}
	if bp.explicit {
		p.softFailBare(pos, "ordinary parameter is defined")
		return false
	}
	if used, which := p.numparamNested(bp); used >= 0 {
		e := &syntaxError{pos: pos, msg: "numbered parameter is already used in",
			note: which + " block here", noteAt: used, noteEnd: used + 2}
		if p.file == nil || p.lineOf(used) != p.lineOf(pos) {
			e.noteBare = true
		}
		if len(p.errs) < maxSoftErrors {
			p.errs = append(p.errs, e)
		}
		return false
	}
	n := int(name[1] - '0')
	for i := 1; i <= n; i++ {
		p.declareHere("_" + string(rune('0'+i)))
	}
	if n > bp.maxNum {
		bp.maxNum = n
	}
	if bp.firstUse < 0 {
		bp.firstUse = pos
	}
	return true
}

// numparamNested is the other use that forbids numbered parameters in
// bp: the outermost enclosing block of the same body that used one
// ("outer"), else the first use in a block nested in bp ("inner"); -1
// when there is none.
func (p *parser) numparamNested(bp *blockParse) (int, string) {
	for _, a := range p.blocks[:len(p.blocks)-1] {
		if a.firstUse >= 0 && sameBody(bp.scope, a.scope) {
			return a.firstUse, "outer"
		}
	}
	if bp.innerUse >= 0 {
		return bp.innerUse, "inner"
	}
	return -1, ""
}

// lineOf is the line of the offset pos.
func (p *parser) lineOf(pos int) int {
	line, _ := p.file.Position(pos)
	return line
}
