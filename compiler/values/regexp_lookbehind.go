package values

import "strings"

// Onigmo refuses a look-behind whose text has no fixed length when it
// compiles the pattern ("invalid pattern in look-behind"), where regexp2
// (.NET) matches any look-behind. The rules, checked against Ruby 3.1
// (TestLookBehindRules): each alternative at the top of the look-behind
// (also inside a (?:...) that is its whole body) has a fixed length,
// alternatives may differ; below the top an alternation's branches must
// have one length; quantifiers other than {n}, back-references, \X, \R,
// subexpression calls, atomic groups and a look-ahead inside are refused
// (Ruby takes a call of a group of fixed length: open); a capture
// group is refused in a negative look-behind; anchors (\b, ^, $) have no
// length.

const errLookBehind = "invalid pattern in look-behind"

// lbNode is a piece of a pattern as the look-behind check sees it.
type lbNode struct {
	kind     int // lbChar, lbAnchor, lbVar, lbGroup, lbAlt, lbConcat
	length   int // lbChar: 1
	kids     []*lbNode
	capture  bool
	atomic   bool // (?>...): refused inside a look-behind
	look     int  // lbGroup: 0, lookAhead, lookBehind, negLookBehind
	min, max int  // quantifier on the node (max -1: unbounded); 1, 1 without
}

const (
	lbChar = iota
	lbAnchor
	lbVar
	lbGroup
	lbAlt
	lbConcat
)

const (
	lookAhead = iota + 1
	lookBehind
	negLookBehind
)

// checkLookBehind returns Onigmo's message for a look-behind it refuses in
// p, "" otherwise (and for a pattern this scan does not follow). In
// extended mode ((?x), (?x:...)) spaces and # comments are skipped, as
// Onigmo reads them.
func checkLookBehind(p string) string {
	if !strings.Contains(p, "(?<=") && !strings.Contains(p, "(?<!") {
		return ""
	}
	s := &lbScan{p: p}
	root := s.alt()
	if s.bad {
		return ""
	}
	if lbRefused(root) {
		return errLookBehind
	}
	return ""
}

// lbRefused reports whether a look-behind inside n is refused.
func lbRefused(n *lbNode) bool {
	if n.kind == lbGroup && (n.look == lookBehind || n.look == negLookBehind) {
		body := n.kids[0]
		if len(body.kids) == 1 && body.kind == lbConcat {
			body = body.kids[0]
		}
		if body.kind == lbGroup && body.look == 0 && !body.capture && !body.atomic && body.min == 1 && body.max == 1 {
			body = body.kids[0] // (?<=(?:a|bc)): the group is the top
		}
		alts := []*lbNode{body}
		if body.kind == lbAlt {
			alts = body.kids
		}
		for _, a := range alts {
			if lbLength(a, n.look == negLookBehind) < 0 {
				return true
			}
		}
	}
	for _, k := range n.kids {
		if lbRefused(k) {
			return true
		}
	}
	return false
}

// lbLength is n's fixed length inside a look-behind, -1 when it has none
// or is refused there.
func lbLength(n *lbNode, negative bool) int {
	l := 0
	switch n.kind {
	case lbChar:
		l = 1
	case lbAnchor:
		l = 0
	case lbVar:
		return -1
	case lbConcat:
		for _, k := range n.kids {
			kl := lbLength(k, negative)
			if kl < 0 {
				return -1
			}
			l += kl
		}
	case lbAlt:
		l = -2
		for _, k := range n.kids {
			kl := lbLength(k, negative)
			if kl < 0 || l >= 0 && kl != l {
				return -1
			}
			l = kl
		}
	case lbGroup:
		switch {
		case n.look == lookAhead, n.atomic:
			return -1
		case n.look != 0:
			l = 0
		case n.capture && negative:
			return -1
		default:
			l = lbLength(n.kids[0], negative)
			if l < 0 {
				return -1
			}
		}
	}
	if n.min != n.max {
		return -1
	}
	return l * n.min
}

// lbScan reads a pattern into lbNodes.
type lbScan struct {
	p   string
	i   int
	bad bool // something this scan does not follow
	x   bool // extended mode: spaces and # comments are not the pattern's
}

// space steps over extended mode's spaces and comments.
func (s *lbScan) space() {
	for s.x && s.i < len(s.p) {
		switch s.p[s.i] {
		case ' ', '\t', '\n', '\r', '\f', '\v':
			s.i++
		case '#':
			for s.i < len(s.p) && s.p[s.i] != '\n' {
				s.i++
			}
		default:
			return
		}
	}
}

func (s *lbScan) alt() *lbNode {
	var branches []*lbNode
	for {
		branches = append(branches, s.concat())
		if s.i < len(s.p) && s.p[s.i] == '|' {
			s.i++
			continue
		}
		break
	}
	if len(branches) == 1 {
		return branches[0]
	}
	return &lbNode{kind: lbAlt, kids: branches, min: 1, max: 1}
}

func (s *lbScan) concat() *lbNode {
	c := &lbNode{kind: lbConcat, min: 1, max: 1}
	for s.space(); s.i < len(s.p) && !s.bad; s.space() {
		ch := s.p[s.i]
		if ch == '|' || ch == ')' {
			break
		}
		n := s.atom()
		if n == nil {
			continue
		}
		s.quantifier(n)
		c.kids = append(c.kids, n)
	}
	return c
}

func (s *lbScan) atom() *lbNode {
	p := s.p
	ch := p[s.i]
	switch ch {
	case '(':
		return s.group()
	case '[':
		s.class()
		return &lbNode{kind: lbChar, min: 1, max: 1}
	case '^', '$':
		s.i++
		return &lbNode{kind: lbAnchor, min: 1, max: 1}
	case '\\':
		if s.i+1 >= len(p) {
			s.i++
			return &lbNode{kind: lbChar, min: 1, max: 1}
		}
		e := p[s.i+1]
		s.i += 2
		switch e {
		case 'b', 'B', 'A', 'z', 'Z', 'G', 'K':
			// \K is no text: Onigmo takes (?<=a\K)b
			return &lbNode{kind: lbAnchor, min: 1, max: 1}
		case 'X', 'R':
			return &lbNode{kind: lbVar, min: 1, max: 1}
		case 'k', 'g':
			if s.i < len(p) && (p[s.i] == '<' || p[s.i] == '\'') {
				end := strings.IndexAny(p[s.i+1:], ">'")
				if end >= 0 {
					s.i += end + 2
				}
				return &lbNode{kind: lbVar, min: 1, max: 1}
			}
		case 'p', 'P', 'x', 'u':
			if s.i < len(p) && p[s.i] == '{' {
				if end := strings.IndexByte(p[s.i:], '}'); end >= 0 {
					s.i += end + 1
				}
			} else if e == 'x' {
				for k := 0; k < 2 && s.i < len(p) && isHex(p[s.i]); k++ {
					s.i++
				}
			} else if e == 'u' {
				for k := 0; k < 4 && s.i < len(p) && isHex(p[s.i]); k++ {
					s.i++
				}
			}
		case 'c', 'C', 'M':
			s.bad = true // control/meta escapes: not followed
		default:
			if e >= '1' && e <= '9' {
				for s.i < len(p) && p[s.i] >= '0' && p[s.i] <= '9' {
					s.i++
				}
				return &lbNode{kind: lbVar, min: 1, max: 1} // a back-reference
			}
			if e >= 0x80 {
				s.skipRune()
			}
		}
		return &lbNode{kind: lbChar, min: 1, max: 1}
	}
	s.skipRune()
	return &lbNode{kind: lbChar, min: 1, max: 1}
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// skipRune steps over one character (its UTF-8 bytes).
func (s *lbScan) skipRune() {
	s.i++
	for s.i < len(s.p) && s.p[s.i]&0xC0 == 0x80 {
		s.i++
	}
}

// class steps over a character class, nested ones and POSIX brackets
// included.
func (s *lbScan) class() {
	depth := 0
	for s.i < len(s.p) {
		switch s.p[s.i] {
		case '\\':
			s.i += 2
			continue
		case '[':
			depth++
			if strings.HasPrefix(s.p[s.i:], "[:") {
				if end := strings.Index(s.p[s.i:], ":]"); end > 0 {
					s.i += end + 2
					depth--
					continue
				}
			}
			s.i++
			if s.i < len(s.p) && s.p[s.i] == '^' {
				s.i++
			}
			if s.i < len(s.p) && s.p[s.i] == ']' {
				s.i++ // a ']' first is a member
			}
			continue
		case ']':
			depth--
			s.i++
			if depth == 0 {
				return
			}
			continue
		}
		s.i++
	}
	s.bad = true
}

func (s *lbScan) group() *lbNode {
	p := s.p
	s.i++ // (
	g := &lbNode{kind: lbGroup, min: 1, max: 1, capture: true}
	outer := s.x // extended mode outside the group, again after it
	if strings.HasPrefix(p[s.i:], "?") {
		rest := p[s.i+1:]
		switch {
		case strings.HasPrefix(rest, ":"):
			g.capture = false
			s.i += 2
		case strings.HasPrefix(rest, ">"):
			g.capture, g.atomic = false, true
			s.i += 2
		case strings.HasPrefix(rest, "="), strings.HasPrefix(rest, "!"):
			g.capture, g.look = false, lookAhead
			s.i += 2
		case strings.HasPrefix(rest, "<="):
			g.capture, g.look = false, lookBehind
			s.i += 3
		case strings.HasPrefix(rest, "<!"):
			g.capture, g.look = false, negLookBehind
			s.i += 3
		case strings.HasPrefix(rest, "<"), strings.HasPrefix(rest, "'"):
			end := strings.IndexAny(rest[1:], ">'")
			if end < 0 {
				s.bad = true
				return nil
			}
			s.i += 1 + end + 2
		case strings.HasPrefix(rest, "#"):
			end := strings.IndexByte(rest, ')')
			if end < 0 {
				s.bad = true
				return nil
			}
			s.i += end + 2
			return nil
		default:
			// options: (?imx-imx) or (?imx-imx:...)
			j := 0
			for j < len(rest) && strings.IndexByte("imxau-", rest[j]) >= 0 {
				j++
			}
			x := s.x
			if on, off, _ := strings.Cut(rest[:j], "-"); strings.Contains(on, "x") {
				x = true
			} else if strings.Contains(off, "x") {
				x = false
			}
			if j < len(rest) && rest[j] == ')' {
				// an option switch: the rest of the enclosing group
				s.i += 1 + j + 1
				s.x = x
				return nil
			}
			if j < len(rest) && rest[j] == ':' {
				g.capture = false
				s.i += 1 + j + 1
				s.x = x
				break
			}
			s.bad = true
			return nil
		}
	}
	g.kids = []*lbNode{s.alt()}
	s.x = outer
	if s.i >= len(p) || p[s.i] != ')' {
		s.bad = true
		return g
	}
	s.i++
	return g
}

// quantifier reads a quantifier after n, if any, into n.min and n.max.
func (s *lbScan) quantifier(n *lbNode) {
	for s.space(); s.i < len(s.p); s.space() {
		lo, hi := 1, 1
		switch s.p[s.i] {
		case '*':
			lo, hi = 0, -1
			s.i++
		case '+':
			lo, hi = 1, -1
			s.i++
		case '?':
			lo, hi = 0, 1
			s.i++
		case '{':
			m := braceQuant.FindStringSubmatch(s.p[s.i:])
			if m == nil {
				return // a literal '{'
			}
			s.i += len(m[0])
			lo = atoiOr(m[1], 0)
			switch {
			case m[2] == "":
				hi = lo
			case m[3] == "":
				hi = -1
			default:
				hi = atoiOr(m[3], 0)
			}
		default:
			return
		}
		// a lazy or possessive mark after a quantifier
		if s.i < len(s.p) && (s.p[s.i] == '?' || s.p[s.i] == '+') && !(lo == 0 && hi == 1 && s.p[s.i] == '+') {
			s.i++
		}
		if lo != hi || n.min != n.max {
			n.min, n.max = 0, -1
		} else {
			n.min, n.max = n.min*lo, n.max*lo
		}
	}
}

func atoiOr(s string, d int) int {
	n := 0
	if s == "" {
		return d
	}
	for _, c := range s {
		n = n*10 + int(c-'0')
		if n > 1<<20 {
			return 1 << 20
		}
	}
	return n
}
