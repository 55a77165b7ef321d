package values

import (
	"errors"
	"strconv"
	"strings"
)

// Onigmo's subexpression calls (\g<name>, \g'name', \g<1>, \g<-1>, \g<+1>,
// \g<0>) run a group's pattern again at the call, recursion included: the
// engine (compiler/util/regexp2, syntax/onigmo.go) runs them as Onigmo does
// and refuses a recursion that cannot end ("never ending recursion"), and
// the depth of calls in one match is bounded (regexp2.MaxCallDepth, an
// error naming the pattern). Here: Onigmo's rules about what a call may
// name, checked before the engine's parse.

// hasSubexpCall reports quickly whether p may hold a subexpression call.
func hasSubexpCall(p string) bool {
	return strings.Contains(p, `\g<`) || strings.Contains(p, `\g'`)
}

// checkSubexpCalls returns Onigmo's error for a call of p that names no
// group, or a numbered call in a pattern with named groups.
func checkSubexpCalls(p string) error {
	if !hasSubexpCall(p) {
		return nil
	}
	groups, calls, named := scanCallGroups(p)
	numbered := 0
	byName := map[string]bool{}
	for _, g := range groups {
		if g.name != "" {
			byName[g.name] = true
		} else {
			numbered++
		}
	}
	for _, c := range calls {
		t := c.target
		n, err := strconv.Atoi(t)
		if err != nil {
			if !byName[t] {
				return errors.New("undefined name <" + t + "> reference")
			}
			continue
		}
		if named {
			return errors.New("numbered backref/call is not allowed. (use name)")
		}
		if t[0] == '-' || t[0] == '+' {
			// relative to the groups opened before the call
			before := 0
			for _, g := range groups {
				if g.start < c.start {
					before++
				}
			}
			if t[0] == '-' {
				n += before + 1 // \g<-1> is the last group opened
			} else {
				n += before // \g<+1> is the next one
			}
		}
		if n <= 0 && t != "0" {
			return errors.New("invalid backref number/name")
		}
		if n > numbered {
			return errors.New("undefined group <" + t + "> reference")
		}
	}
	return nil
}

// callGroup is one capturing group of the pattern.
type callGroup struct {
	name       string // "" for a numbered group
	start, end int    // the group's text, parentheses included
}

// callRef is one subexpression call.
type callRef struct {
	start, end int    // the call's text (\g<...>)
	target     string // its group: a name, or a number as text
}

// scanCallGroups finds the capturing groups and the subexpression calls of
// p, skipping escapes, bracket classes and, in extended mode, comments;
// named says whether p has named groups (then plain groups do not capture).
func scanCallGroups(p string) (groups []callGroup, calls []callRef, named bool) {
	type open struct {
		group    int  // index in groups, -1 for a non-capturing group
		extended bool // the extended mode outside the group
	}
	var stack []open
	extended := false
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case c == '\\' && i+1 < len(p):
			if p[i+1] == 'g' && i+2 < len(p) && (p[i+2] == '<' || p[i+2] == '\'') {
				closer := byte('>')
				if p[i+2] == '\'' {
					closer = '\''
				}
				if end := strings.IndexByte(p[i+3:], closer); end >= 0 {
					calls = append(calls, callRef{start: i, end: i + 3 + end + 1, target: p[i+3 : i+3+end]})
					i += 3 + end
					continue
				}
			}
			i++
		case c == '[':
			i = classEnd(p, i) - 1
		case c == '#' && extended:
			for i < len(p) && p[i] != '\n' {
				i++
			}
		case c == '(':
			o := open{group: -1, extended: extended}
			rest := p[i+1:]
			switch {
			case strings.HasPrefix(rest, "?<") && len(rest) > 2 && rest[2] != '=' && rest[2] != '!',
				strings.HasPrefix(rest, "?'"):
				closer := byte('>')
				if rest[1] == '\'' {
					closer = '\''
				}
				if end := strings.IndexByte(rest[2:], closer); end >= 0 {
					named = true
					o.group = len(groups)
					groups = append(groups, callGroup{name: rest[2 : 2+end], start: i})
				}
			case strings.HasPrefix(rest, "?"):
				// options: (?x) for the rest of the group, (?x: ...) inside
				j := 1
				for j < len(rest) && strings.IndexByte("mix-", rest[j]) >= 0 {
					j++
				}
				if j > 1 && j < len(rest) && (rest[j] == ')' || rest[j] == ':') {
					onFlags, offFlags, _ := strings.Cut(rest[1:j], "-")
					if rest[j] == ':' {
						stack = append(stack, o)
					}
					extended = (extended || strings.Contains(onFlags, "x")) && !strings.Contains(offFlags, "x")
					i += j + 1
					continue
				}
			default:
				o.group = len(groups)
				groups = append(groups, callGroup{start: i})
			}
			stack = append(stack, o)
		case c == ')':
			if n := len(stack); n > 0 {
				o := stack[n-1]
				stack = stack[:n-1]
				if o.group >= 0 {
					groups[o.group].end = i + 1
				}
				extended = o.extended
			}
		}
	}
	if named {
		// plain groups do not capture when the pattern has named ones
		kept := groups[:0]
		for _, g := range groups {
			if g.name != "" {
				kept = append(kept, g)
			}
		}
		groups = kept
	}
	// a group never closed is the parser's error, reported later
	kept := groups[:0]
	for _, g := range groups {
		if g.end > 0 {
			kept = append(kept, g)
		}
	}
	return kept, calls, named
}

// classEnd is the index after the bracket class starting at p[i] (nested
// classes and escapes skipped), or len(p) when it is not closed.
func classEnd(p string, i int) int {
	depth := 0
	for j := i; j < len(p); j++ {
		switch p[j] {
		case '\\':
			j++
		case '[':
			if j > i && j+1 < len(p) && p[j+1] == ':' {
				if end := strings.Index(p[j:], ":]"); end > 1 {
					j += end + 1
					continue
				}
			}
			depth++
		case ']':
			if j == i+1 || (j == i+2 && p[i+1] == '^') {
				continue // a ']' first in the class is a member
			}
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(p)
}
