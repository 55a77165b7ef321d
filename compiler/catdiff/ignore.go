package catdiff

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Rule is one ignore rule, written as octocatalog-diff's --ignore and
// --ignore-attr take them (doc/advanced-ignores.md there), plus regular
// expressions for types and titles:
//
//	Exec[*]                          every change to any Exec
//	File[/etc/app/*]                 * matches any characters ("/" and dot files too)
//	File[=~\.conf$]                  =~ starts a regular expression (for the type too)
//	File[/tmp/*]+   File[/tmp/*]-    only additions, only removals (+- both)
//	File[/tmp/*]::parameters::owner  one attribute (anchored at the resource: parameters,
//	                                 tags, exported, file, line; deeper keys of a hash value)
//	File[*]+::parameters::mode       the attribute was added (- removed)
//	...::owner=>root                 the old or the new value is "root"
//	...::owner=+>root  ...=->root    the new value (=+>) or the old value (=->) is "root"
//	...::content=~>REGEXP            a changed line matches (lines start with + or -)
//	...::content=&>REGEXP            every changed line matches
//	...::list=s>=                    both values are arrays with the same elements
//
// Types and titles compare without case, as in octocatalog-diff. A path
// without a leading "::" (--ignore-attr) may start at any depth. Regular expressions are Go's (RE2)
// and match without case, as octocatalog-diff's Ruby ones do.
type Rule struct {
	// Text is the rule as written.
	Text string

	typ, title   *regexp.Regexp // nil: any
	typeName     string         // exact type (lower case) when not a pattern
	titleExact   string         // exact title when not a pattern
	titleIsExact bool
	diffTypes    string // "+", "-", "~" when the rule names kinds of change

	attr      []string // nil: the whole resource
	anchored  bool     // attr starts at the resource
	attrAdded bool     // the attribute must be new
	attrGone  bool     // the attribute must be gone
	op, value string
	re        *regexp.Regexp
}

// ParseRule reads an --ignore rule: Type[Title] followed by nothing, by
// change kinds (+, -, ~), or by an attribute path with an optional
// condition.
func ParseRule(s string) (*Rule, error) {
	bad := func(format string, args ...any) (*Rule, error) {
		return nil, fmt.Errorf("ignore rule %q: %s", s, fmt.Sprintf(format, args...))
	}
	if !utf8.ValidString(s) {
		return bad("not valid UTF-8")
	}
	open := strings.IndexByte(s, '[')
	if open <= 0 {
		return bad("expected Type[Title], Type[Title]::attribute or Type[Title]+ (no quotes)")
	}
	typ := s[:open]
	rest := s[open+1:]
	// The title ends at the first "]" followed by the end, change kinds or
	// an attribute path (titles and regular expressions may hold "]").
	end := -1
	for i := 0; i < len(rest); i++ {
		if rest[i] == ']' && validTail(rest[i+1:]) {
			end = i
			break
		}
	}
	if end < 0 {
		return bad("no closing ] after the title")
	}
	title, tail := rest[:end], rest[end+1:]
	r := &Rule{Text: s}
	if err := r.setType(typ); err != nil {
		return bad("%v", err)
	}
	if err := r.setTitle(title); err != nil {
		return bad("%v", err)
	}
	switch {
	case tail == "":
	case strings.Trim(tail, "+-~!") == "":
		r.diffTypes = strings.ReplaceAll(tail, "!", "~")
	default:
		if err := r.setAttr(tail, true); err != nil {
			return bad("%v", err)
		}
	}
	return r, nil
}

// validTail reports whether text may follow a title's "]".
func validTail(t string) bool {
	if t == "" || strings.Trim(t, "+-~!") == "" {
		return true
	}
	t = strings.TrimLeft(t, "+-")
	return strings.HasPrefix(t, "::")
}

// ParseAttrRule reads an --ignore-attr rule: an attribute name matched
// anywhere in the attribute path (`owner`), a path (`parameters::owner`),
// anchored at the resource with a leading "::", with the same conditions
// as in ParseRule.
func ParseAttrRule(s string) (*Rule, error) {
	r := &Rule{Text: s}
	if !utf8.ValidString(s) {
		return nil, fmt.Errorf("ignore-attr rule %q: not valid UTF-8", s)
	}
	if err := r.setAttr(s, false); err != nil {
		return nil, fmt.Errorf("ignore-attr rule %q: %v", s, err)
	}
	return r, nil
}

func (r *Rule) setType(t string) error {
	pattern, exact, err := rulePattern("type", t)
	if exact {
		r.typeName = strings.ToLower(t)
	}
	r.typ = pattern
	return err
}

func (r *Rule) setTitle(t string) error {
	pattern, exact, err := rulePattern("title", t)
	if exact {
		r.titleExact, r.titleIsExact = t, true
	}
	r.title = pattern
	return err
}

// rulePattern reads a rule's type or title (what): "*" matches anything
// (nil, not exact), "=~RE" a regular expression and a text with "*" a
// wildcard (both without case), anything else is exact.
func rulePattern(what, t string) (pattern *regexp.Regexp, exact bool, err error) {
	switch {
	case t == "*":
	case strings.HasPrefix(t, "=~"):
		re, err := regexp.Compile("(?i)" + t[2:])
		if err != nil {
			return nil, false, fmt.Errorf("%s: %v", what, err)
		}
		return re, false, nil
	case strings.Contains(t, "*"):
		return globRE(t), false, nil
	default:
		return nil, true, nil
	}
	return nil, false, nil
}

// globRE turns octocatalog-diff's title wildcard ("*" matches any
// characters) into a regular expression that matches the whole title
// without case.
func globRE(g string) *regexp.Regexp {
	parts := strings.Split(g, "*")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile(`(?is)\A` + strings.Join(parts, ".*") + `\z`)
}

var opRE = regexp.MustCompile(`(?s)\A(.+?)(=[-+~&s]?>)(.+)\z`)

// setAttr reads an attribute path with its conditions. fromIgnore: the path
// follows Type[Title], where it is always anchored at the resource.
func (r *Rule) setAttr(a string, fromIgnore bool) error {
	switch {
	case strings.HasPrefix(a, "+"):
		r.attrAdded = true
		a = a[1:]
	case strings.HasPrefix(a, "-"):
		r.attrGone = true
		a = a[1:]
	}
	if m := opRE.FindStringSubmatch(a); m != nil {
		a, r.op, r.value = m[1], m[2], m[3]
		switch r.op {
		case "=~>", "=&>":
			re, err := regexp.Compile("(?i)" + r.value)
			if err != nil {
				return fmt.Errorf("regular expression %q: %v", r.value, err)
			}
			r.re = re
		case "=s>":
			if r.value != "=" {
				return fmt.Errorf("=s> must be followed by '=' (=s>=)")
			}
		}
	}
	if strings.HasPrefix(a, "::") {
		r.anchored = true
		a = a[2:]
	} else if fromIgnore {
		return fmt.Errorf("expected :: after the title")
	}
	if a == "" {
		return fmt.Errorf("no attribute")
	}
	for _, p := range strings.Split(a, "::") {
		if p == "" {
			return fmt.Errorf("empty attribute name in %q", a)
		}
		r.attr = append(r.attr, strings.ToLower(p))
	}
	return nil
}

// matchesResource reports whether the rule's type and title match r.
func (r *Rule) matchesResource(res *Resource) bool {
	switch {
	case r.typ != nil:
		if !r.typ.MatchString(res.Type) {
			return false
		}
	case r.typeName != "":
		if strings.ToLower(res.Type) != r.typeName {
			return false
		}
	}
	switch {
	case r.title != nil:
		return r.title.MatchString(res.Title)
	case r.titleIsExact:
		return strings.EqualFold(res.Title, r.titleExact)
	}
	return true
}

// MatchesResource reports whether the rule's type and title match a
// resource (for exemptions written as rules).
func (r *Rule) MatchesResource(res *Resource) bool { return r.matchesResource(res) }

// matchResource reports whether a whole resource's addition ('+') or
// removal ('-') is ignored.
func matchResource(rules []*Rule, res *Resource, kind byte) bool {
	for _, r := range rules {
		if r.attr != nil || !r.matchesResource(res) {
			continue
		}
		if r.diffTypes == "" || strings.IndexByte(r.diffTypes, kind) >= 0 {
			return true
		}
	}
	return false
}

// leaf is one difference inside an attribute: its path from the resource
// (parameters, NAME, hash keys...) and the values on each side.
type leaf struct {
	path                 []string
	old, new             any
	oldAbsent, newAbsent bool
}

// leaves splits a change of an attribute into the changes of its hash
// keys, recursively (arrays and scalars are leaves).
func leaves(path []string, a, b any, aAbsent, bAbsent bool, out []leaf) []leaf {
	am, aok := a.(map[string]any)
	bm, bok := b.(map[string]any)
	if aok && bok && !aAbsent && !bAbsent {
		for k, v := range am {
			w, ok := bm[k]
			if ok && Equal(v, w) {
				continue
			}
			out = leaves(append(append([]string(nil), path...), k), v, w, false, !ok, out)
		}
		for k, w := range bm {
			if _, ok := am[k]; !ok {
				out = leaves(append(append([]string(nil), path...), k), nil, w, true, false, out)
			}
		}
		return out
	}
	return append(out, leaf{path: path, old: a, new: b, oldAbsent: aAbsent, newAbsent: bAbsent})
}

// keepChange reports whether the change of an attribute of res (path from
// the resource) survives the rules: some part of it matches no rule.
func keepChange(rules []*Rule, res *Resource, path []string, a, b any, aAbsent, bAbsent bool) bool {
	var relevant []*Rule
	for _, r := range rules {
		if !r.matchesResource(res) {
			continue
		}
		if r.attr == nil {
			if r.diffTypes == "" || strings.IndexByte(r.diffTypes, '~') >= 0 {
				return false
			}
			continue
		}
		relevant = append(relevant, r)
	}
	if len(relevant) == 0 {
		return true
	}
	for _, l := range leaves(path, a, b, aAbsent, bAbsent, nil) {
		ignored := false
		for _, r := range relevant {
			if r.matchLeaf(l) {
				ignored = true
				break
			}
		}
		if !ignored {
			return true
		}
	}
	return false
}

// matchLeaf reports whether the rule's attribute and condition match one
// difference.
func (r *Rule) matchLeaf(l leaf) bool {
	if r.attrAdded && !l.oldAbsent || r.attrGone && !l.newAbsent {
		return false
	}
	if !pathMatch(r.attr, r.anchored, l.path) {
		return false
	}
	switch r.op {
	case "":
		return true
	case "=>":
		return (!l.oldAbsent && scalarText(l.old) == r.value) || (!l.newAbsent && scalarText(l.new) == r.value)
	case "=+>":
		return !l.newAbsent && scalarText(l.new) == r.value
	case "=->":
		return !l.oldAbsent && scalarText(l.old) == r.value
	case "=s>":
		x, xok := l.old.([]any)
		y, yok := l.new.([]any)
		return xok && yok && sameSet(x, y)
	case "=~>", "=&>":
		var oldText, newText string
		if !l.oldAbsent {
			oldText = scalarText(l.old)
		}
		if !l.newAbsent {
			newText = scalarText(l.new)
		}
		any, all := false, true
		for _, line := range changedLines(oldText, newText) {
			if r.re.MatchString(strings.TrimSpace(line)) {
				any = true
			} else {
				all = false
			}
		}
		if r.op == "=~>" {
			return any
		}
		return all
	}
	return false
}

// pathMatch is octocatalog-diff's attribute match: a one-name rule matches
// that name anywhere in the path; a longer one matches a run of the path's
// names, from its start when anchored, and covers what is below it.
func pathMatch(rule []string, anchored bool, path []string) bool {
	lower := make([]string, len(path))
	for i, p := range path {
		lower[i] = strings.ToLower(p)
	}
	if len(rule) == 1 && !anchored {
		for _, p := range lower {
			if p == rule[0] {
				return true
			}
		}
		return false
	}
	for start := 0; start+len(rule) <= len(lower); start++ {
		ok := true
		for i, p := range rule {
			if lower[start+i] != p {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
		if anchored {
			return false
		}
	}
	return false
}

// scalarText is a value as a rule's string compares with it: a string
// itself, anything else as JSON.
func scalarText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case *FileContent:
		if x.HasText {
			return x.Text
		}
		return x.Digest
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func sameSet(a, b []any) bool {
	in := func(x any, list []any) bool {
		for _, y := range list {
			if Equal(x, y) {
				return true
			}
		}
		return false
	}
	for _, x := range a {
		if !in(x, b) {
			return false
		}
	}
	for _, y := range b {
		if !in(y, a) {
			return false
		}
	}
	return true
}

// changedLines are the lines that differ between two texts, "-" before an
// old line and "+" before a new one.
func changedLines(a, b string) []string {
	var out []string
	for _, l := range lineDiff(a, b, 0) {
		if strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "+ ") {
			out = append(out, l[:1]+l[2:])
		}
	}
	return out
}
