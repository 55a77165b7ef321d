package values

import (
	"errors"
	"strconv"
	"strings"
)

// Onigmo's subexpression calls (\g<name>, \g'name', \g<1>, \g<-1>, \g<+1>)
// run a group's pattern again at the call. regexp2 has none, so a call of a
// group that does not (directly or through other calls) call itself is
// written out at translation: the called group's text again in its place.
// The copy keeps the group's name (or, for numbered calls, every plain
// group gets its number as an explicit name), so the group's capture is
// the last text it matched, by the call or by the group itself, as in
// Onigmo (/(?<w>[a-z]+)-\g<w>/ on "ab-cd" captures w "cd"). A recursive
// call (balanced parentheses: /(?<p>\((?:[^()]|\g<p>)*\))/) cannot be
// written out and is refused by name (errRecursiveCall).

// errRecursiveCall is the error of a pattern whose subexpression call is
// recursive: Punch's regexp engine has no recursion.
type errRecursiveCall struct{ call, why string }

func (e *errRecursiveCall) Error() string {
	if e.why != "" {
		return e.why
	}
	return "recursive subexpression call " + e.call + " is not supported by Punch's regexp engine"
}

// maxExpandedCalls bounds a pattern with its calls written out (calls of
// calls double it at each level).
const maxExpandedCalls = 1 << 16

// IsRecursiveCall reports whether err is a regexp's recursive
// subexpression call (not supported, where Ruby's RegexpError is the
// pattern's own mistake).
func IsRecursiveCall(err error) bool {
	var re *RegexpError
	if errors.As(err, &re) {
		err = re.Err
	}
	var e *errRecursiveCall
	return errors.As(err, &e)
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

// hasSubexpCall reports quickly whether p may hold a subexpression call.
func hasSubexpCall(p string) bool {
	return strings.Contains(p, `\g<`) || strings.Contains(p, `\g'`)
}

// expandSubexpCalls writes every subexpression call of p out (see above).
// A pattern without calls is returned as it is.
func expandSubexpCalls(p string) (string, error) {
	if !hasSubexpCall(p) {
		return p, nil
	}
	groups, calls, named := scanCallGroups(p)
	if len(calls) == 0 {
		return p, nil
	}
	byName := map[string]int{}
	numbered := 0
	for i, g := range groups {
		if g.name != "" {
			byName[g.name] = i
		} else {
			numbered++
			byName[strconv.Itoa(numbered)] = i
		}
	}
	resolve := func(c callRef, at int) (int, error) {
		t := c.target
		if n, err := strconv.Atoi(t); err == nil {
			if named {
				return 0, errors.New("numbered backref/call is not allowed. (use name)")
			}
			if t[0] == '-' || t[0] == '+' {
				// relative to the groups opened before the call
				before := 0
				for _, g := range groups {
					if g.start < at {
						before++
					}
				}
				if t[0] == '-' {
					n += before + 1 // \g<-1> is the last group opened
				} else {
					n += before // \g<+1> is the next one
				}
			}
			if n == 0 {
				// \g<0> calls the whole pattern: always recursive
				return 0, &errRecursiveCall{call: p[c.start:c.end]}
			}
			if i, ok := byName[strconv.Itoa(n)]; ok && n > 0 {
				return i, nil
			}
			return 0, errors.New("undefined group <" + t + "> reference")
		}
		if i, ok := byName[t]; ok {
			return i, nil
		}
		return 0, errors.New("undefined name <" + t + "> reference")
	}
	// each call's group, and whether a group's text holds calls
	target := make([]int, len(calls))
	for k, c := range calls {
		i, err := resolve(c, c.start)
		if err != nil {
			return "", err
		}
		target[k] = i
	}
	// a group is recursive when its text (transitively) calls a group
	// whose text contains the call
	inside := func(k, g int) bool { return groups[g].start < calls[k].start && calls[k].end <= groups[g].end }
	reach := func(from int) map[int]bool {
		seen := map[int]bool{}
		var walk func(g int)
		walk = func(g int) {
			for k := range calls {
				if inside(k, g) && !seen[target[k]] {
					seen[target[k]] = true
					walk(target[k])
				}
			}
		}
		walk(from)
		return seen
	}
	for k := range calls {
		if reach(target[k])[target[k]] || inside(k, target[k]) {
			return "", &errRecursiveCall{call: p[calls[k].start:calls[k].end]}
		}
	}
	// the text of a region with its calls written out (no recursion, so
	// this ends)
	tooBig := false
	var text func(from, to int) string
	text = func(from, to int) string {
		var b strings.Builder
		at := from
		for k, c := range calls {
			if c.start < from || c.end > to {
				continue
			}
			b.WriteString(relabel(p, at, c.start, groups, named))
			g := groups[target[k]]
			b.WriteString(text(g.start, g.end))
			at = c.end
			if tooBig || b.Len() > maxExpandedCalls {
				tooBig = true
				return ""
			}
		}
		b.WriteString(relabel(p, at, to, groups, named))
		return b.String()
	}
	out := text(0, len(p))
	if tooBig || len(out) > maxExpandedCalls {
		return "", &errRecursiveCall{why: "subexpression calls nested too deeply for Punch's regexp engine (written out, the pattern exceeds 64 KiB)"}
	}
	return out, nil
}

// relabel is p[from:to] with each plain group opened there given its
// number as an explicit name, when the pattern has numbered calls and no
// named groups (so a copy of group 1 is group 1 again).
func relabel(p string, from, to int, groups []callGroup, named bool) string {
	if named {
		return p[from:to]
	}
	var b strings.Builder
	at := from
	n := 0
	for _, g := range groups {
		n++
		if g.start >= from && g.start < to {
			b.WriteString(p[at:g.start])
			b.WriteString("(?<" + strconv.Itoa(n) + ">")
			at = g.start + 1
		}
	}
	b.WriteString(p[at:to])
	return b.String()
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
