package syntax

import (
	"sort"
	"strconv"
)

// Onigmo's constructs, added to regexp2 for Punch (Ruby 3.1's Onigmo is the
// reference; the escapes are not .NET syntax, where they are errors):
//
//   - \g<name>, \g'name', \g<1>, \g<-1>, \g<+1>, \g<0>: a subexpression
//     call runs the group's pattern at the call, recursion included
//     (balanced parentheses: (?<p>\((?:[^()]|\g<p>)*\))). A group that is
//     called is compiled once, as a subroutine after the main program
//     (Call pushes the return address on the run stack, Return pops it,
//     each undone when backtracking), and its own place calls it too, as
//     Onigmo does; the group captures the last text it matched, by a call
//     or in its place. A call reached again before any character is read
//     (left recursion: (?<a>a|\g<a>)) is Onigmo's "never ending
//     recursion" error.
//   - \K: the match starts where \K was passed (Keep; undone when
//     backtracking): group 0 begins there, other groups are unchanged.
//   - \X: one extended grapheme cluster, atomic, by Unicode 13's rules as
//     Onigmo 6.2 (Ruby 3.1) has them (runner's grapheme.go).

// scanOnigmoEscape scans \g<..>, \K or \X at the parser's position (after
// the backslash); ok false for another escape.
func (p *parser) scanOnigmoEscape(scanOnly bool) (*regexNode, bool, error) {
	switch p.rightChar(0) {
	case 'K':
		p.moveRight(1)
		return newRegexNode(ntKeep, p.options), true, nil
	case 'X':
		p.moveRight(1)
		return newRegexNode(ntGrapheme, p.options), true, nil
	case 'g':
		if p.charsRight() < 2 || (p.rightChar(1) != '<' && p.rightChar(1) != '\'') {
			return nil, false, nil
		}
	default:
		return nil, false, nil
	}
	closer := '>'
	if p.rightChar(1) == '\'' {
		closer = '\''
	}
	p.moveRight(2)
	start := p.textpos()
	for p.charsRight() > 0 && p.rightChar(0) != closer {
		p.moveRight(1)
	}
	if p.charsRight() == 0 || p.textpos() == start {
		return nil, true, p.getErr(ErrMalformedNameRef)
	}
	name := string(p.pattern[start:p.textpos()])
	p.moveRight(1)
	if scanOnly {
		return nil, true, nil
	}
	if n, err := strconv.Atoi(name); err == nil {
		switch name[0] {
		case '-':
			n += p.autocap // \g<-1>: the last group opened before the call
		case '+':
			n += p.autocap - 1 // \g<+1>: the next one
		}
		if n != 0 && (n < 0 || !p.isCaptureSlot(n)) {
			return nil, true, p.getErr(ErrUndefinedGroupCall, name)
		}
		return newRegexNodeM(ntCall, p.options, n), true, nil
	}
	if !p.isCaptureName(name) {
		return nil, true, p.getErr(ErrUndefinedNameRef, name)
	}
	return newRegexNodeM(ntCall, p.options, p.captureSlotFromName(name)), true, nil
}

// captureNodes maps the number of every capturing group of the tree
// (0: the whole pattern) to its node; calls says whether the tree has a
// subexpression call.
func captureNodes(root *regexNode) (caps map[int]*regexNode, calls bool) {
	caps = map[int]*regexNode{}
	stack := []*regexNode{root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch n.t {
		case ntCapture:
			if _, seen := caps[n.m]; !seen {
				caps[n.m] = n
			}
		case ntCall:
			calls = true
		}
		stack = append(stack, n.children...)
	}
	if _, ok := caps[0]; !ok {
		caps[0] = root
	}
	return caps, calls
}

// checkCalls refuses a pattern with a recursive group that cannot end,
// Onigmo's "never ending recursion" (regcomp.c's subexp_inf_recursive_check):
// a group that calls itself (through other calls or not) where nothing was
// read before the call, or on every path through it.
func (p *parser) checkCalls(root *regexNode) error {
	caps, calls := captureNodes(root)
	if !calls {
		return nil
	}
	c := infCheck{caps: caps, min: map[int]int{}, visiting: map[*regexNode]bool{}}
	for _, g := range sortedKeys(caps) {
		n := caps[g]
		if !c.recursive(n) {
			continue
		}
		c.target = n
		if c.check(n.children, true) != recNone {
			return p.getErr(ErrNeverEndingRecursion)
		}
	}
	return nil
}

func sortedKeys[V any](m map[int]V) []int {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	return keys
}

// What a walk of infCheck finds.
const (
	recNone     = 0
	recExist    = 1 // every path calls the group checked
	recInfinite = 2 // a path calls it before reading a character
)

// infCheck is the check of one recursive group (target).
type infCheck struct {
	caps     map[int]*regexNode
	target   *regexNode
	visiting map[*regexNode]bool // groups entered by the walk
	min      map[int]int         // each group's least length (-1: under way)
}

// recursive reports whether group n calls itself, through other calls or
// directly.
func (c *infCheck) recursive(n *regexNode) bool {
	seen := map[*regexNode]bool{}
	stack := append([]*regexNode(nil), n.children...)
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x.t == ntCall {
			g := c.caps[x.m]
			if g == n {
				return true
			}
			if g == nil || seen[g] {
				continue
			}
			seen[g] = true
			x = g
		}
		stack = append(stack, x.children...)
	}
	return false
}

// check walks the nodes of a sequence (head: nothing read before them).
func (c *infCheck) check(list []*regexNode, head bool) int {
	r := recNone
	for _, x := range list {
		ret := c.node(x, head)
		if ret == recInfinite {
			return ret
		}
		r |= ret
		if head && c.minLen(x) != 0 {
			head = false
		}
	}
	return r
}

func (c *infCheck) node(n *regexNode, head bool) int {
	switch n.t {
	case ntConcatenate:
		return c.check(n.children, head)
	case ntAlternate:
		r := recExist
		for _, x := range n.children {
			ret := c.node(x, head)
			if ret == recInfinite {
				return ret
			}
			r &= ret
		}
		return r
	case ntLoop, ntLazyloop:
		r := c.check(n.children, head)
		if r == recExist && n.m == 0 {
			r = recNone
		}
		return r
	case ntRequire, ntPrevent, ntGroup, ntGreedy:
		return c.check(n.children, head)
	case ntCall:
		if g := c.caps[n.m]; g != nil {
			return c.node(g, head)
		}
	case ntCapture:
		switch {
		case n == c.target:
			if head {
				return recInfinite
			}
			return recExist
		case c.visiting[n]:
			return recNone
		}
		c.visiting[n] = true
		r := c.check(n.children, head)
		delete(c.visiting, n)
		return r
	}
	return recNone
}

// minLen is the fewest characters n matches (Onigmo's get_min_match_length:
// a call of a group whose length is being worked out counts 0).
func (c *infCheck) minLen(n *regexNode) int {
	sum := func(list []*regexNode) int {
		t := 0
		for _, x := range list {
			t = min(t+c.minLen(x), 1<<30)
		}
		return t
	}
	switch n.t {
	case ntOne, ntNotone, ntSet, ntGrapheme:
		return 1
	case ntMulti:
		return len(n.str)
	case ntOnerep, ntNotonerep, ntSetrep, ntOneloop, ntNotoneloop, ntSetloop, ntOnelazy, ntNotonelazy, ntSetlazy:
		return n.m
	case ntConcatenate, ntGroup, ntGreedy, ntCapture:
		return sum(n.children)
	case ntAlternate:
		m := -1
		for _, x := range n.children {
			if l := c.minLen(x); m < 0 || l < m {
				m = l
			}
		}
		return max(m, 0)
	case ntLoop, ntLazyloop:
		return min(n.m*sum(n.children), 1<<30)
	case ntCall:
		if v, ok := c.min[n.m]; ok {
			return max(v, 0)
		}
		g := c.caps[n.m]
		if g == nil {
			return 0
		}
		c.min[n.m] = -1
		v := sum(g.children)
		c.min[n.m] = v
		return v
	}
	return 0
}
