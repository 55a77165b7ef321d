package ruby

// Ruby 3 pattern matching: case/in, `expr => pattern` and `expr in
// pattern`, as Ruby 3.1 runs them (value, array, find and hash patterns,
// alternatives, pins, guards, `=> name` bindings, deconstruct and
// deconstruct_keys, and the NoMatchingPatternError /
// NoMatchingPatternKeyError messages Ruby 3.1 gives a single pattern).

import (
	"fmt"
	"strings"
)

type (
	// caseInNode is case/in.
	caseInNode struct {
		nodeBase
		subject node
		clauses []inClause
		els     node
		hasElse bool
	}
	// patMatchNode is `val => pat` (raise: NoMatchingPatternError when
	// it does not match) or `val in pat` (true or false).
	patMatchNode struct {
		nodeBase
		val   node
		pat   node
		raise bool
	}
	// patValue matches with `val === v` (literals, ranges, constants,
	// pinned expressions).
	patValue struct {
		nodeBase
		val node
	}
	// patBind binds v to a local variable.
	patBind struct {
		nodeBase
		lv *lvarNode
	}
	// patAs is `pat => name`.
	patAs struct {
		nodeBase
		pat node
		lv  *lvarNode
	}
	patAlt struct {
		nodeBase
		alts []node
	}
	// patSplat is *name or * in an array or find pattern (lv nil: no
	// binding).
	patSplat struct {
		nodeBase
		lv *lvarNode
	}
	// patArr is an array pattern: konst (Const(...) / Const[...]) then
	// pre, an optional rest, post.
	patArr struct {
		nodeBase
		konst     node
		pre, post []node
		hasRest   bool
		rest      *patSplat
	}
	// patFind is [*pre, mid..., *post].
	patFind struct {
		nodeBase
		konst     node
		pre, post *patSplat
		mid       []node
	}
	// patHash is a hash pattern; a nil value binds the key's name.
	patHash struct {
		nodeBase
		konst   node
		keys    []string
		vals    []node
		binds   []*lvarNode // for nil vals
		hasRest bool
		rest    *lvarNode // **name (nil with hasRest: **rest without a name is not Ruby)
		restNil bool      // **nil
	}
)

type inClause struct {
	pat    node
	guard  node
	unless bool
	body   node
}

// ---------------------------------------------------------------------------
// Parsing

// parseCaseIn parses the in clauses of case/in (the subject is parsed).
func (p *parser) parseCaseIn(pos int, subj node) node {
	n := &caseInNode{nodeBase: nodeBase{p: pos}, subject: subj}
	for p.isKw("in") {
		p.advance()
		var c inClause
		c.pat = p.parseTopPattern()
		if p.isKw("if") || p.isKw("unless") {
			c.unless = p.isKw("unless")
			p.advance()
			c.guard = p.parseExprStmt()
		}
		p.parseThen()
		c.body = p.parseStmts("in else end ^")
		n.clauses = append(n.clauses, c)
	}
	if p.isKw("else") {
		p.advance()
		n.els = p.parseStmts("end ^")
		n.hasElse = true
	}
	p.expectKw("end")
	return n
}

// parseTopPattern is a pattern after `in` or `=>`: braceless array and
// hash patterns are allowed there.
func (p *parser) parseTopPattern() node {
	p.enter()
	defer p.leave()
	pos := p.tok.pos
	switch {
	case p.tok.kind == tLabel || p.isOp("**@") || p.tok.kind == tStr && p.isStrLabel():
		return p.parseHashPat(pos, nil, "")
	case p.isOp("*@"):
		return p.parseArrayPat(pos, nil, nil, "")
	}
	pt := p.parsePattern()
	if p.isOp(",") {
		pt = p.parseArrayPat(pos, nil, pt, "")
	}
	p.checkPatVars(pt)
	return pt
}

// checkPatVars reports what Ruby rejects in a pattern's variables: a
// name bound twice (names starting with '_' and splats aside), then a
// variable in an alternative.
func (p *parser) checkPatVars(pt node) {
	seen := map[string]bool{}
	bind := func(lv *lvarNode, splat bool) {
		if splat || strings.HasPrefix(lv.name, "_") {
			return
		}
		if seen[lv.name] {
			p.failAt(lv.p, "duplicated variable name")
		}
		seen[lv.name] = true
	}
	var alts []*patAlt
	patVarsIn(pt, bind, &alts)
	for _, a := range alts {
		for _, m := range a.alts {
			if name, at := patVariable(m); name != "" {
				p.failAt(at, "illegal variable in alternative pattern (%s)", name)
			}
		}
	}
}

// patVarsIn calls bind for each variable n binds, in Ruby's order (splat
// true for *name), and collects its alternatives.
func patVarsIn(n node, bind func(lv *lvarNode, splat bool), alts *[]*patAlt) {
	list := func(ns []node) {
		for _, m := range ns {
			patVarsIn(m, bind, alts)
		}
	}
	splat := func(sp *patSplat) {
		if sp != nil && sp.lv != nil {
			bind(sp.lv, true)
		}
	}
	switch x := n.(type) {
	case *patBind:
		bind(x.lv, false)
	case *patAs:
		patVarsIn(x.pat, bind, alts)
		bind(x.lv, false)
	case *patAlt:
		*alts = append(*alts, x)
		list(x.alts)
	case *patArr:
		list(x.pre)
		splat(x.rest)
		list(x.post)
	case *patFind:
		splat(x.pre)
		list(x.mid)
		splat(x.post)
	case *patHash:
		for i, lv := range x.binds {
			if lv != nil {
				bind(lv, false)
			} else {
				patVarsIn(x.vals[i], bind, alts)
			}
		}
		if x.rest != nil {
			bind(x.rest, true)
		}
	}
}

// parsePattern is an alternative pattern with optional `=> name`s.
func (p *parser) parsePattern() node {
	pos := p.tok.pos
	pt := p.parsePatAlt()
	for p.isOp("=>") {
		p.advance()
		if p.tok.kind != tIdent {
			p.unexpected()
		}
		pt = &patAs{nodeBase{p: pos}, pt, p.lvar(p.tok.pos, p.tok.text)}
		p.advance()
	}
	return pt
}

func (p *parser) parsePatAlt() node {
	pos := p.tok.pos
	first := p.parsePatPrimary()
	if !p.isOp("|") {
		return first
	}
	alts := []node{first}
	for p.isOp("|") {
		p.advance()
		p.skipNL()
		alts = append(alts, p.parsePatPrimary())
	}
	return &patAlt{nodeBase{p: pos}, alts}
}

// patVariable is the first variable a pattern binds whose name does not
// start with '_' (Ruby forbids them in alternatives).
func patVariable(n node) (name string, at int) {
	var alts []*patAlt
	patVarsIn(n, func(lv *lvarNode, _ bool) {
		if name == "" && !strings.HasPrefix(lv.name, "_") {
			name, at = lv.name, lv.p
		}
	}, &alts)
	return name, at
}

// patListEnd reports the end of a braceless pattern list.
func (p *parser) patListEnd() bool {
	return p.atStmtEnd() || p.isOp("|")
}

func (p *parser) parsePatPrimary() node {
	p.enter()
	defer p.leave()
	t := p.tok
	pos := t.pos
	switch {
	case p.isOp("[@") || p.isOp("["):
		p.advance()
		p.skipNL()
		if p.isOp("]") {
			p.advance()
			return &patArr{nodeBase: nodeBase{p: pos}}
		}
		return p.parseArrayPat(pos, nil, nil, "]")
	case p.isOp("{"):
		p.advance()
		return p.parseHashPat(pos, nil, "}")
	case p.isOp("(") || p.isOp("(call"):
		p.advance()
		p.skipNL()
		pt := p.parsePattern()
		p.skipNL()
		p.expectOp(")")
		return pt
	case p.isOp("^"):
		p.advance()
		switch {
		case p.tok.kind == tIdent:
			if !p.isLocal(p.tok.text) {
				p.failAt(p.tok.pos, "%s: no such local variable", p.tok.text)
			}
			lv := p.lvar(p.tok.pos, p.tok.text)
			p.advance()
			return &patValue{nodeBase{p: pos}, lv}
		case p.tok.kind == tIVar || p.tok.kind == tGVar || p.tok.kind == tCVar:
			return &patValue{nodeBase{p: pos}, p.parsePrimary()}
		case p.isOp("(") || p.isOp("(call"):
			p.advance()
			p.skipNL()
			e := p.parseExprStmt()
			p.skipNL()
			p.expectOp(")")
			return &patValue{nodeBase{p: pos}, e}
		}
		p.unexpected()
	case t.kind == tIdent && !p.identIsCall():
		lv := p.lvar(pos, t.text)
		p.advance()
		return &patBind{nodeBase{p: pos}, lv}
	case t.kind == tConst || p.isOp("::@"):
		c := p.parseCPath()
		if !p.tok.spaceBefore && (p.isOp("(call") || p.isOp("(")) {
			return p.parseConstPat(pos, c, ")")
		}
		if !p.tok.spaceBefore && (p.isOp("[") || p.isOp("[@")) {
			return p.parseConstPat(pos, c, "]")
		}
		return p.patRange(pos, c)
	case p.isOp("..") || p.isOp("..."):
		return p.patRange(pos, nil)
	}
	return p.patRange(pos, p.parseUnary())
}

// identIsCall: an identifier followed by '(' or '.' is a method call
// (not a variable binding); Ruby's patterns do not allow calls, so the
// value parse reports them.
func (p *parser) identIsCall() bool {
	e := p.tok.end
	return e < len(p.src) && (p.src[e] == '(' || p.src[e] == '.')
}

// patRange makes lo a range pattern when '..' or '...' follows (lo nil:
// beginless).
func (p *parser) patRange(pos int, lo node) node {
	if !p.isOp("..") && !p.isOp("...") {
		return &patValue{nodeBase{p: pos}, lo}
	}
	excl := p.isOp("...")
	p.advance()
	var hi node
	if !p.patListEnd() && !p.isOp(",") && !p.isOp("}") {
		hi = p.parseUnary()
	}
	if lo == nil && hi == nil {
		p.unexpected()
	}
	return &patValue{nodeBase{p: pos}, &rangeNode{nodeBase: nodeBase{p: pos}, lo: lo, hi: hi, excl: excl}}
}

// parseConstPat is Const(...) or Const[...]: an array, find or hash
// pattern whose value must also be === Const.
func (p *parser) parseConstPat(pos int, c node, close string) node {
	p.advance()
	p.skipNL()
	if p.isOp(close) {
		p.advance()
		return &patArr{nodeBase: nodeBase{p: pos}, konst: c}
	}
	if p.tok.kind == tLabel || p.isOp("**@") || p.tok.kind == tStr && p.isStrLabel() {
		return p.parseHashPat(pos, c, close)
	}
	return p.parseArrayPat(pos, c, nil, close)
}

func (p *parser) parsePatElem() node {
	if p.isOp("*@") {
		sp := &patSplat{nodeBase: nodeBase{p: p.tok.pos}}
		p.advance()
		if p.tok.kind == tIdent {
			sp.lv = p.lvar(p.tok.pos, p.tok.text)
			p.advance()
		}
		return sp
	}
	return p.parsePattern()
}

// parseArrayPat parses the elements of an array or find pattern (first:
// an element already parsed; close: "]", ")" or "" for a braceless list)
// and consumes close.
func (p *parser) parseArrayPat(pos int, konst, first node, close string) node {
	var elems []node
	if first == nil {
		first = p.parsePatElem()
	}
	elems = append(elems, first)
	trailing := false
	for p.isOp(",") {
		p.advance()
		if close != "" {
			p.skipNL()
			if p.isOp(close) {
				trailing = true
				break
			}
		} else if p.patListEnd() {
			trailing = true
			break
		}
		elems = append(elems, p.parsePatElem())
	}
	if close != "" {
		p.skipNL()
		p.expectOp(close)
	}
	var splats []int
	for i, e := range elems {
		if _, ok := e.(*patSplat); ok {
			splats = append(splats, i)
		}
	}
	switch {
	case len(splats) == 0:
		return &patArr{nodeBase: nodeBase{p: pos}, konst: konst, pre: elems, hasRest: trailing}
	case len(splats) == 1 && !trailing:
		i := splats[0]
		return &patArr{nodeBase: nodeBase{p: pos}, konst: konst, pre: elems[:i], rest: elems[i].(*patSplat), hasRest: true, post: elems[i+1:]}
	case len(splats) == 2 && splats[0] == 0 && splats[1] == len(elems)-1 && len(elems) > 2 && !trailing:
		return &patFind{nodeBase: nodeBase{p: pos}, konst: konst, pre: elems[0].(*patSplat), post: elems[len(elems)-1].(*patSplat), mid: elems[1 : len(elems)-1]}
	}
	p.failAt(elems[splats[len(splats)-1]].pos(), "syntax error, unexpected *")
	return nil
}

// parseHashPat parses a hash pattern's pairs and consumes close.
func (p *parser) parseHashPat(pos int, konst node, close string) node {
	h := &patHash{nodeBase: nodeBase{p: pos}, konst: konst}
	for {
		if close != "" {
			p.skipNL()
			if p.isOp(close) {
				break
			}
		}
		if h.hasRest {
			p.unexpected()
		}
		switch {
		case p.isOp("**@"):
			p.advance()
			h.hasRest = true
			switch {
			case p.isKw("nil"):
				h.restNil = true
				p.advance()
			case p.tok.kind == tIdent:
				h.rest = p.lvar(p.tok.pos, p.tok.text)
				p.advance()
			}
		case p.tok.kind == tLabel || p.tok.kind == tStr && p.isStrLabel():
			kpos := p.tok.pos
			var key string
			if p.tok.kind == tLabel {
				key = p.tok.text
				p.advance()
			} else {
				s := p.strNode(p.tok)
				if len(s.parts) > 1 || len(s.parts) == 1 && s.parts[0].code != nil {
					p.failAt(kpos, "symbol literal with interpolation is not allowed")
				}
				if len(s.parts) == 1 {
					key = s.parts[0].lit
				}
				p.advance()
				p.advance()
			}
			for _, k := range h.keys {
				if k == key {
					p.failAt(kpos, "duplicated key name")
				}
			}
			h.keys = append(h.keys, key)
			if p.isOp(",") || p.patListEnd() || close != "" && p.isOp(close) || p.tok.kind == tNL {
				if !isLocalName(key) {
					p.failAt(kpos, "key must be valid as local variables")
				}
				h.vals = append(h.vals, nil)
				h.binds = append(h.binds, p.lvar(kpos, key))
			} else {
				h.vals = append(h.vals, p.parsePattern())
				h.binds = append(h.binds, nil)
			}
		default:
			p.unexpected()
		}
		if !p.isOp(",") {
			break
		}
		p.advance()
		if close == "" && p.patListEnd() {
			break
		}
	}
	if close != "" {
		p.skipNL()
		p.expectOp(close)
	}
	return h
}

// isLocalName: a key of a hash pattern without a value binds a local
// variable of its name.
func isLocalName(s string) bool {
	if s == "" || keywords[s] || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "!") {
		return false
	}
	if c := s[0]; !(c == '_' || c >= 'a' && c <= 'z' || c >= 0x80) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isIdentChar(s[i]) {
			return false
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// Matching

// patDiag collects why a single pattern did not match (Ruby 3.1's
// messages for case/in with one clause and for `=>`).
type patDiag struct {
	msg     string
	keyErr  bool
	key     Value
	matchee Value
}

func (d *patDiag) fail(format string, args ...any) {
	if d != nil {
		d.msg, d.keyErr = fmt.Sprintf(format, args...), false
	}
}

func (in *Interp) evalCaseIn(x *caseInNode, fr *frame) (Value, error) {
	subj, err := in.eval(x.subject, fr)
	if err != nil {
		return nil, err
	}
	var d *patDiag
	if len(x.clauses) == 1 && !x.hasElse {
		d = &patDiag{}
	}
	for _, c := range x.clauses {
		ok, err := in.patMatch(c.pat, subj, fr, d)
		if err != nil {
			return nil, err
		}
		if ok && c.guard != nil {
			g, err := in.eval(c.guard, fr)
			if err != nil {
				return nil, err
			}
			if ok = Truthy(g) != c.unless; !ok {
				d.fail("guard clause does not return true")
			}
		}
		if ok {
			return in.eval(c.body, fr)
		}
	}
	if x.hasElse {
		return in.eval(x.els, fr)
	}
	in.pos = x.p
	return nil, in.noMatch(subj, d)
}

func (in *Interp) evalPatMatch(x *patMatchNode, fr *frame) (Value, error) {
	v, err := in.eval(x.val, fr)
	if err != nil {
		return nil, err
	}
	var d *patDiag
	if x.raise {
		d = &patDiag{}
	}
	ok, err := in.patMatch(x.pat, v, fr, d)
	if err != nil || !x.raise {
		return ok, err
	}
	if !ok {
		in.pos = x.p
		return nil, in.noMatch(v, d)
	}
	return nil, nil
}

// noMatch is the NoMatchingPatternError (or NoMatchingPatternKeyError)
// for v.
func (in *Interp) noMatch(v Value, d *patDiag) error {
	msg := in.inspect(v)
	if d == nil || d.msg == "" {
		return in.raise(cNoMatchingPattern, 0, "%s", msg)
	}
	msg += ": " + d.msg
	if !d.keyErr {
		return in.raise(cNoMatchingPattern, 0, "%s", msg)
	}
	exc := in.newException(in.classByName(cNoMatchingPatternKey), NewString(msg))
	exc.SetIvar("@key", d.key)
	exc.SetIvar("@matchee", d.matchee)
	return in.raiseObj(exc)
}

func (in *Interp) patMatch(pt node, v Value, fr *frame, d *patDiag) (bool, error) {
	if err := in.tick(); err != nil {
		return false, err
	}
	switch x := pt.(type) {
	case *patValue:
		return in.patValueMatch(x.p, x.val, v, fr, d)
	case *patBind:
		return true, in.assign(x.lv, v, fr)
	case *patAs:
		ok, err := in.patMatch(x.pat, v, fr, d)
		if !ok || err != nil {
			return ok, err
		}
		return true, in.assign(x.lv, v, fr)
	case *patAlt:
		for _, a := range x.alts {
			ok, err := in.patMatch(a, v, fr, d)
			if ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	case *patArr:
		return in.patArrMatch(x, v, fr, d)
	case *patFind:
		return in.patFindMatch(x, v, fr, d)
	case *patHash:
		return in.patHashMatch(x, v, fr, d)
	}
	return false, &fatalErr{class: "Punch::InternalError", msg: fmt.Sprintf("unknown pattern %T", pt), file: fr.ctx.file, pos: pt.pos()}
}

// patValueMatch is `val === v`.
func (in *Interp) patValueMatch(pos int, val node, v Value, fr *frame, d *patDiag) (bool, error) {
	pv, err := in.eval(val, fr)
	if err != nil {
		return false, err
	}
	in.pos = pos
	ok, err := in.caseEq(pv, v, fr)
	if err == nil && !ok {
		d.fail("%s === %s does not return true", in.inspect(pv), in.inspect(v))
	}
	return ok, err
}

// deconstruct is v.deconstruct for array and find patterns (ok false:
// v does not respond to it).
func (in *Interp) deconstruct(pos int, konst node, v Value, fr *frame, d *patDiag) (arr []Value, ok bool, err error) {
	if konst != nil {
		if ok, err := in.patValueMatch(pos, konst, v, fr, d); !ok || err != nil {
			return nil, false, err
		}
	}
	if a, isArr := v.(*Array); isArr {
		return a.a, true, nil
	}
	if !in.respondTo(v, "deconstruct", true) {
		d.fail("%s does not respond to #deconstruct", in.inspect(v))
		return nil, false, nil
	}
	in.pos = pos
	r, err := in.callMethod(v, "deconstruct", nil, nil, nil, true)
	if err != nil {
		return nil, false, err
	}
	a, isArr := r.(*Array)
	if !isArr {
		return nil, false, in.raise(cTypeError, pos, "deconstruct must return Array")
	}
	return a.a, true, nil
}

func (in *Interp) patList(pats []node, vals []Value, fr *frame, d *patDiag) (bool, error) {
	for i, pt := range pats {
		ok, err := in.patMatch(pt, vals[i], fr, d)
		if !ok || err != nil {
			return ok, err
		}
	}
	return true, nil
}

func (in *Interp) patArrMatch(x *patArr, v Value, fr *frame, d *patDiag) (bool, error) {
	arr, ok, err := in.deconstruct(x.p, x.konst, v, fr, d)
	if !ok || err != nil {
		return false, err
	}
	n := len(x.pre) + len(x.post)
	if len(arr) < n || !x.hasRest && len(arr) != n {
		plus := ""
		if x.hasRest {
			plus = "+"
		}
		d.fail("%s length mismatch (given %d, expected %d%s)", in.inspect(newArray(arr)), len(arr), n, plus)
		return false, nil
	}
	// Ruby matches against a copy: the deconstructed array may change
	// while the patterns run.
	arr = append([]Value(nil), arr...)
	if ok, err := in.patList(x.pre, arr, fr, d); !ok || err != nil {
		return ok, err
	}
	end := len(arr) - len(x.post)
	if x.rest != nil && x.rest.lv != nil {
		if err := in.assign(x.rest.lv, newArray(append([]Value(nil), arr[len(x.pre):end]...)), fr); err != nil {
			return false, err
		}
	}
	return in.patList(x.post, arr[end:], fr, d)
}

func (in *Interp) patFindMatch(x *patFind, v Value, fr *frame, d *patDiag) (bool, error) {
	arr, ok, err := in.deconstruct(x.p, x.konst, v, fr, d)
	if !ok || err != nil {
		return false, err
	}
	n := len(x.mid)
	if len(arr) < n {
		d.fail("%s length mismatch (given %d, expected %d+)", in.inspect(newArray(arr)), len(arr), n)
		return false, nil
	}
	arr = append([]Value(nil), arr...)
	for i := 0; i+n <= len(arr); i++ {
		ok, err := in.patList(x.mid, arr[i:i+n], fr, d)
		if err != nil {
			return false, err
		}
		if !ok {
			continue
		}
		for _, b := range []struct {
			sp   *patSplat
			vals []Value
		}{{x.pre, arr[:i]}, {x.post, arr[i+n:]}} {
			if b.sp.lv != nil {
				if err := in.assign(b.sp.lv, newArray(append([]Value(nil), b.vals...)), fr); err != nil {
					return false, err
				}
			}
		}
		return true, nil
	}
	d.fail("%s does not match to find pattern", in.inspect(newArray(arr)))
	return false, nil
}

func (in *Interp) patHashMatch(x *patHash, v Value, fr *frame, d *patDiag) (bool, error) {
	if x.konst != nil {
		if ok, err := in.patValueMatch(x.p, x.konst, v, fr, d); !ok || err != nil {
			return false, err
		}
	}
	h, isHash := v.(*Hash)
	if !isHash || in.classOf(v) != in.classByName("Hash") {
		if !in.respondTo(v, "deconstruct_keys", true) {
			d.fail("%s does not respond to #deconstruct_keys", in.inspect(v))
			return false, nil
		}
		// Ruby passes the keys it wants, or nil when **rest wants all.
		var keys Value
		if x.rest == nil && len(x.keys) > 0 {
			ks := make([]Value, len(x.keys))
			for i, k := range x.keys {
				ks[i] = Symbol(k)
			}
			keys = newArray(ks)
		}
		in.pos = x.p
		r, err := in.callMethod(v, "deconstruct_keys", []Value{keys}, nil, nil, true)
		if err != nil {
			return false, err
		}
		if h, isHash = r.(*Hash); !isHash {
			return false, in.raise(cTypeError, x.p, "deconstruct_keys must return Hash")
		}
	}
	if len(x.keys) == 0 && !x.hasRest && h.Len() > 0 {
		d.fail("%s is not empty", in.inspect(h))
		return false, nil
	}
	var rest *Hash
	if x.hasRest && (x.rest != nil || x.restNil) {
		rest = h.dup()
	}
	// Ruby checks that every key is there before it matches a value.
	vals := make([]Value, len(x.keys))
	for i, k := range x.keys {
		sym := Symbol(k)
		hv, found := h.get(sym)
		if !found {
			if d != nil {
				d.msg, d.keyErr, d.key, d.matchee = "key not found: "+in.inspect(sym), true, sym, h
			}
			return false, nil
		}
		vals[i] = hv
		if rest != nil {
			rest.delete(sym)
		}
	}
	for i, hv := range vals {
		if x.vals[i] == nil {
			if err := in.assign(x.binds[i], hv, fr); err != nil {
				return false, err
			}
			continue
		}
		if ok, err := in.patMatch(x.vals[i], hv, fr, d); !ok || err != nil {
			return ok, err
		}
	}
	switch {
	case x.restNil:
		if rest.Len() > 0 {
			d.fail("rest of %s is not empty", in.inspect(rest))
			return false, nil
		}
	case x.rest != nil:
		return true, in.assign(x.rest, rest, fr)
	}
	return true, nil
}
