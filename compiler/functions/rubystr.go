package functions

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/regexp2"

	"github.com/punch-dev/punch/compiler/values"
)

// Ruby's String methods, as the functions written in Ruby apply them.

// rubySplitString is String#split(str) with a literal separator (Ruby's
// awk-style split when sep is a single space).
func RubySplitString(s, sep string) []values.Value {
	parts := RubySplitStrings(s, sep)
	out := make([]values.Value, len(parts))
	for i, p := range parts {
		out[i] = p
	}
	return out
}

// rubySplitStrings is rubySplitString's fields as strings: trailing empty fields
// are dropped ("a.b.".split(".") is ["a", "b"], "".split(".") is []).
func RubySplitStrings(s, sep string) []string {
	var parts []string
	switch sep {
	case " ":
		parts = strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || (r >= '\t' && r <= '\r') || r == 0 })
		// awk mode ignores leading whitespace but keeps the rest as is
	case "":
		for _, r := range s {
			parts = append(parts, string(r))
		}
	default:
		parts = strings.Split(s, sep)
		for len(parts) > 0 && parts[len(parts)-1] == "" {
			parts = parts[:len(parts)-1]
		}
	}
	return parts
}

// ---------------------------------------------------------------------------
// Regular expressions

// Ruby regexp options.
const (
	ReIgnoreCase = 1
	ReExtended   = 2
	ReMultiline  = 4
)

// compileRegexp is Regexp.new(pattern, options) with Ruby's error
// messages ("end pattern with unmatched parenthesis: /(/").
func CompileRegexp(pattern string, opts int) (*values.Regexp, error) {
	src := pattern
	if opts != 0 {
		f := ""
		if opts&ReMultiline != 0 {
			f += "m"
		}
		if opts&ReIgnoreCase != 0 {
			f += "i"
		}
		if opts&ReExtended != 0 {
			f += "x"
		}
		src = "(?" + f + ":" + pattern + "\n)"
		if opts&ReExtended == 0 {
			src = "(?" + f + ":" + pattern + ")"
		}
	}
	re, err := values.NewRegexp(src)
	if err != nil {
		return nil, rubyRegexpError(pattern, err)
	}
	return re, nil
}

// rubyRegexpError rewords a compile error as Ruby's RegexpError.
func rubyRegexpError(pattern string, err error) error {
	var re *values.RegexpError
	detail := err.Error()
	if errors.As(err, &re) && re.Err != nil {
		detail = re.Err.Error()
	}
	detail = strings.TrimPrefix(detail, "error parsing regexp: ")
	if i := strings.LastIndex(detail, " in `"); i >= 0 {
		detail = detail[:i]
	}
	for from, to := range map[string]string{
		"missing closing )":                       "end pattern with unmatched parenthesis",
		"unexpected )":                            "unmatched close parenthesis",
		"unterminated [] set":                     "premature end of char-class",
		"missing argument to repetition operator": "target of repeat operator is not specified",
		"invalid repeat count":                    "upper is smaller than lower in repeat range",
		"illegal \\ at end of pattern":            "too short escape sequence",
	} {
		if strings.HasPrefix(detail, from) {
			detail = to
			break
		}
	}
	return Errorf("%s: /%s/", detail, pattern)
}

// match is one match of a regexp: byte offsets of the whole match and of
// each group (-1 when a group did not participate), and group names.
type match struct {
	start, end int
	groups     [][2]int
	names      []string
}

// Start is the byte offset where the match starts.
func (m *match) Start() int { return m.start }

func (m *match) group(s string, i int) (string, bool) {
	if i >= len(m.groups) || m.groups[i][0] < 0 {
		return "", false
	}
	return s[m.groups[i][0]:m.groups[i][1]], true
}

// runeOffsets maps rune indexes of s to byte offsets (with one entry past
// the end).
func runeOffsets(s string) []int {
	offs := make([]int, 0, len(s)+1)
	for i := range s {
		offs = append(offs, i)
	}
	return append(offs, len(s))
}

func toMatch(m *regexp2.Match, offs []int) *match {
	gs := m.Groups()
	out := &match{start: offs[m.Index], end: offs[m.Index+m.Length], groups: make([][2]int, len(gs)), names: make([]string, len(gs))}
	for i, g := range gs {
		out.names[i] = g.Name
		if len(g.Captures) == 0 {
			out.groups[i] = [2]int{-1, -1}
			continue
		}
		out.groups[i] = [2]int{offs[g.Index], offs[g.Index+g.Length]}
	}
	return out
}

// allMatches returns the successive matches of re in s as Ruby's scan and
// gsub find them (an empty match advances by one character); at most n
// when n > 0.
func allMatches(ctx context.Context, re *values.Regexp, s string, n int) []*match {
	eng := re.Bounded(ctx)
	defer re.Release(eng)
	m, err := eng.FindStringMatch(s)
	stopped(ctx, re, s, err)
	if m == nil {
		return nil
	}
	offs := runeOffsets(s)
	var out []*match
	for m != nil {
		out = append(out, toMatch(m, offs))
		if n > 0 && len(out) >= n {
			break
		}
		m, err = eng.FindNextMatch(m)
		stopped(ctx, re, s, err)
	}
	return out
}

// stopped carries the error of a match stopped by its bound (regexp_timeout,
// or the deadline of the compile's context ctx) out of the function
// (values.MustMatch: the evaluator locates it at the call), so that it
// never counts as "no more matches".
func stopped(ctx context.Context, re *values.Regexp, s string, err error) {
	if err != nil {
		values.MustMatch(false, re.MatchError(ctx, s, err))
	}
}

// firstMatch returns the first match of re in s, or nil.
func FirstMatch(ctx context.Context, re *values.Regexp, s string) *match {
	ms := allMatches(ctx, re, s, 1)
	if len(ms) == 0 {
		return nil
	}
	return ms[0]
}

// rubySplit is String#split(regexp): captured groups are included, a
// match of nothing splits between characters, trailing empty strings are
// removed.
func RubySplit(ctx context.Context, s string, re *values.Regexp) []values.Value {
	out := []values.Value{}
	if s == "" {
		return out
	}
	eng := re.Bounded(ctx)
	defer re.Release(eng)
	offs := runeOffsets(s)
	beg, start := 0, 0
	lastNull := false
	for start <= len(s) {
		// Ruby searches from a byte position; regexp2 takes a byte offset
		// and answers in runes.
		m, err := eng.FindStringMatchStartingAt(s, start)
		stopped(ctx, re, s, err)
		if m == nil {
			break
		}
		mt := toMatch(m, offs)
		if start == mt.start && mt.start == mt.end {
			if lastNull {
				_, n := utf8.DecodeRuneInString(s[beg:])
				if n == 0 {
					n = 1
				}
				out = append(out, s[beg:min(beg+n, len(s))])
				beg = start
			} else {
				if start == len(s) {
					start++
				} else {
					_, n := utf8.DecodeRuneInString(s[start:])
					start += n
				}
				lastNull = true
				continue
			}
		} else {
			out = append(out, s[beg:mt.start])
			beg, start = mt.end, mt.end
		}
		lastNull = false
		for i := 1; i < len(mt.groups); i++ {
			if mt.groups[i][0] < 0 {
				continue
			}
			out = append(out, s[mt.groups[i][0]:mt.groups[i][1]])
		}
	}
	if len(s) > beg {
		out = append(out, s[beg:])
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// rubySub is String#sub (all false) and String#gsub (all true) with a
// replacement string (\0-\9, \&, \`, \', \\, \k<name>) or a hash mapping
// the matched text to its replacement.
//
// The result is bounded by max_value_size, checked at each match: a
// replacement repeated at every character of a long string (an empty pattern with 'G'),
// or holding \` or \' (the text before or after the match), makes far more
// than the string holds.
func RubySub(ctx context.Context, s string, re *values.Regexp, repl string, hash *values.Hash, all bool) (string, error) {
	n := 1
	if all {
		n = 0
	}
	ms := allMatches(ctx, re, s, n)
	if len(ms) == 0 {
		return s, nil
	}
	// The matches are held until the result is written: bounded as a
	// value of their size.
	if limit := values.MaxValueSize(); int64(len(ms))*matchBytes > limit {
		return "", &values.SizeError{What: fmt.Sprintf("the %d matches held for the substitution (%d bytes)", len(ms), int64(len(ms))*matchBytes), Limit: limit}
	}
	var b strings.Builder
	last := 0
	limit := int(min(values.MaxValueSize(), math.MaxInt))
	for _, m := range ms {
		if b.Len() > limit {
			return "", values.CheckStringSize(b.Len())
		}
		b.WriteString(s[last:m.start])
		if hash != nil {
			if v, ok := hash.Get(s[m.start:m.end]); ok {
				b.WriteString(RubyToS(v))
			}
		} else {
			expandReplacement(&b, repl, s, m)
		}
		last = m.end
	}
	b.WriteString(s[last:])
	if err := values.CheckStringSize(b.Len()); err != nil {
		return "", err
	}
	return b.String(), nil
}

// matchBytes is what a held match takes: the match, its offsets and its
// group's.
const matchBytes = 128

// expandReplacement is Ruby's rb_reg_regsub.
func expandReplacement(b *strings.Builder, repl, s string, m *match) {
	for i := 0; i < len(repl); i++ {
		c := repl[i]
		if c != '\\' || i+1 >= len(repl) {
			b.WriteByte(c)
			continue
		}
		i++
		e := repl[i]
		switch {
		case e >= '1' && e <= '9':
			if g, ok := m.group(s, int(e-'0')); ok {
				b.WriteString(g)
			}
		case e == '0' || e == '&':
			b.WriteString(s[m.start:m.end])
		case e == '`':
			b.WriteString(s[:m.start])
		case e == '\'':
			b.WriteString(s[m.end:])
		case e == '\\':
			b.WriteByte('\\')
		case e == 'k' && i+1 < len(repl) && repl[i+1] == '<':
			end := strings.IndexByte(repl[i+2:], '>')
			if end < 0 {
				b.WriteString("\\k")
				continue
			}
			name := repl[i+2 : i+2+end]
			for gi, gn := range m.names {
				if gn == name {
					if g, ok := m.group(s, gi); ok {
						b.WriteString(g)
					}
					break
				}
			}
			i += 2 + end
		default:
			b.WriteByte('\\')
			b.WriteByte(e)
		}
	}
}

// matchArray is MatchData#to_a: the match and its groups, undef for a
// group that did not participate.
func MatchArray(s string, m *match) []values.Value {
	out := make([]values.Value, len(m.groups))
	for i := range m.groups {
		if g, ok := m.group(s, i); ok {
			out[i] = g
		} else {
			out[i] = nil
		}
	}
	return out
}
