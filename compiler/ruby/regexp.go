package ruby

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/regexp2"
	"github.com/punch-dev/punch/compiler/values"
)

// newRegexp compiles a Ruby regexp source with option bits
// (RegexpIgnoreCase, RegexpExtended, RegexpMultiline) on compiler/values'
// engine. The error text is Ruby's RegexpError message.
func newRegexp(src string, opts int) (*Regexp, error) {
	f := regexpFlags(opts)
	props, err := onigmoProps(src)
	if re, ok := err.(*regexpErr); ok && re.unsupported {
		return nil, &regexpUnsupported{what: "regexp /" + src + "/: " + re.msg}
	}
	if err != nil {
		return nil, errors.New(err.Error() + ": /" + src + "/" + f)
	}
	// Ruby's ^ (not after a newline that ends the string) is values'
	// (translateRuby), which reads it inside a look-behind too
	pat := props
	if f != "" {
		if opts&RegexpExtended != 0 {
			pat = "(?" + f + ":" + props + "\n)"
		} else {
			pat = "(?" + f + ":" + props + ")"
		}
	}
	// Onigmo's multi-character case folds under /i: values (regexp_fold.go)
	re, err := values.NewRubyRegexp(pat, values.OnigmoFixed(src))
	if err != nil && values.IsUnsupported(err) {
		// not the pattern's mistake: Punch's engine cannot run it
		why := err.Error()
		var ve *values.RegexpError
		if errors.As(err, &ve) {
			why = ve.Err.Error()
		}
		return nil, &regexpUnsupported{what: "regexp /" + src + "/: " + why}
	}
	if err != nil {
		// Onigmo's text: values owns them (RegexpError.Reason)
		detail := err.Error()
		var ve *values.RegexpError
		if errors.As(err, &ve) && ve.Err != nil {
			detail = ve.Reason()
		}
		return nil, errors.New(detail + ": /" + src + "/" + f)
	}
	return &Regexp{Source: src, Options: opts & 7, re: re}, nil
}

// regexpUnsupported is a pattern Ruby takes that Punch's regexp engine
// cannot run (a recursive subexpression call): reported as not supported,
// never as a RegexpError module code could rescue.
type regexpUnsupported struct{ what string }

func (e *regexpUnsupported) Error() string { return e.what }

// regexpErr raises the error of newRegexp: RegexpError, or not supported.
func (in *Interp) regexpErr(err error, pos int) error {
	if u, ok := err.(*regexpUnsupported); ok {
		return in.unsupportedErr(u.what)
	}
	return in.raise(cRegexpError, pos, "%s", err.Error())
}

// NewRegexp compiles a Ruby regexp (for Go code).
func NewRegexp(src string, opts int) (*Regexp, error) { return newRegexp(src, opts) }

// regexpFlags is the "mix" letters of the option bits, in Ruby's order.
func regexpFlags(opts int) string {
	f := ""
	if opts&RegexpMultiline != 0 {
		f += "m"
	}
	if opts&RegexpIgnoreCase != 0 {
		f += "i"
	}
	if opts&RegexpExtended != 0 {
		f += "x"
	}
	return f
}

func regexpOptsFromFlags(flags string) int {
	o := 0
	for _, c := range flags {
		switch c {
		case 'i':
			o |= RegexpIgnoreCase
		case 'x':
			o |= RegexpExtended
		case 'm':
			o |= RegexpMultiline
		}
	}
	return o
}

// toS is Regexp#to_s: (?on-off:source), an option group not wrapped again
// (values.RegexpToS).
func (r *Regexp) toS() string { return values.RegexpToS(r.Source, r.Options) }

// inspect is Regexp#inspect: /source/flags with / escaped.
func (r *Regexp) inspect() string {
	var b strings.Builder
	b.WriteByte('/')
	for i := 0; i < len(r.Source); i++ {
		c := r.Source[i]
		if c == '\\' && i+1 < len(r.Source) {
			b.WriteByte(c)
			b.WriteByte(r.Source[i+1])
			i++
			continue
		}
		if c == '/' {
			b.WriteString(`\/`)
			continue
		}
		if c < 0x20 && (c < '\t' || c > '\r') || c == 0x7f {
			// rb_reg_expr_str: a character neither printable nor a
			// space is written as \xHH; spaces (a newline too) as they are
			fmt.Fprintf(&b, `\x%02X`, c)
			continue
		}
		b.WriteByte(c)
	}
	b.WriteByte('/')
	b.WriteString(regexpFlags(r.Options))
	return b.String()
}

func runeOffsets(s string) []int {
	offs := make([]int, 0, len(s)+1)
	for i := range s {
		offs = append(offs, i)
	}
	return append(offs, len(s))
}

func byteToRune(s string, b int) int {
	return utf8.RuneCountInString(s[:b])
}

func toMatchData(re *Regexp, s string, m *regexp2.Match, offs []int) *MatchData {
	gs := m.Groups()
	out := &MatchData{str: s, re: re, starts: make([]int, len(gs)), ends: make([]int, len(gs)), names: make([]string, len(gs))}
	for i, g := range gs {
		out.names[i] = g.Name
		if len(g.Captures) == 0 {
			out.starts[i], out.ends[i] = -1, -1
			continue
		}
		out.starts[i] = offs[g.Index]
		out.ends[i] = offs[g.Index+g.Length]
	}
	if at := m.SearchIndex(); at != m.Index {
		out.kept, out.found = true, offs[at]
	}
	return out
}

// foundAt is the byte offset where m was found: its start, unless \K
// moved that (Onigmo's search result, which =~ and start_with? answer
// from: 'xfoobar' =~ /foo\Kbar/ is 1 where $~.begin(0) is 4).
func (m *MatchData) foundAt() int {
	if m.kept {
		return m.found
	}
	return m.starts[0]
}

// splitMatches is allMatches for String#split: after a match, Ruby's split
// searches again from its end, and one character further only when the
// match was empty where the search found it (rb_str_split_m), where scan
// and gsub go on one character further after every empty match. The two
// differ only when \K moved a match's start.
func (in *Interp) splitMatches(re *Regexp, s string, pos int) ([]*MatchData, error) {
	eng := re.re.Engine()
	rs := []rune(s)
	var offs []int
	var out []*MatchData
	for at := 0; at <= len(rs); {
		if err := in.tick(); err != nil {
			return nil, err
		}
		m, err := eng.FindRunesMatchStartingAt(rs, at)
		if err != nil {
			return nil, in.raise(cRegexpError, pos, "%s", err.Error())
		}
		if m == nil {
			break
		}
		if offs == nil {
			offs = runeOffsets(s)
		}
		out = append(out, toMatchData(re, s, m, offs))
		at = m.Index + m.Length
		if at == m.SearchIndex() {
			at++
		}
	}
	return out, nil
}

// group returns group i as a new String, nil when it did not take part.
func (m *MatchData) group(i int) Value {
	if i < 0 || i >= len(m.starts) || m.starts[i] < 0 {
		return nil
	}
	return NewString(m.str[m.starts[i]:m.ends[i]])
}

// nameIndex is the group number of a name: the last group of that name
// that took part, else its last group (Onigmo's name_to_backref_number);
// -1 for a name the regexp does not have.
func (m *MatchData) nameIndex(name string) int {
	g := -1
	for j := len(m.names) - 1; j > 0; j-- {
		if m.names[j] == name && (g < 0 || m.starts[g] < 0 && m.starts[j] >= 0) {
			g = j
		}
	}
	return g
}

func (m *MatchData) named(name string) (Value, bool) {
	found := false
	var v Value
	for i, n := range m.names {
		if n == name && i > 0 {
			found = true
			if g := m.group(i); g != nil || v == nil {
				v = g
			}
		}
	}
	return v, found
}

// regexMatch finds the first match of re in s at or after byte offset from.
func (in *Interp) regexMatch(re *Regexp, s string, from int, pos int) (*MatchData, error) {
	if err := in.tick(); err != nil {
		return nil, err
	}
	eng := re.re.Engine()
	var m *regexp2.Match
	var err error
	if from == 0 {
		m, err = eng.FindStringMatch(s)
	} else {
		m, err = eng.FindStringMatchStartingAt(s, from) // a byte offset, as regexp2 takes it
	}
	if err != nil {
		return nil, in.raise(cRegexpError, pos, "%s", err.Error())
	}
	if m == nil {
		return nil, nil
	}
	return toMatchData(re, s, m, runeOffsets(s)), nil
}

// allMatches returns successive non-overlapping matches, as scan and gsub
// find them.
func (in *Interp) allMatches(re *Regexp, s string, pos int) ([]*MatchData, error) {
	eng := re.re.Engine()
	m, err := eng.FindStringMatch(s)
	if err != nil {
		return nil, in.raise(cRegexpError, pos, "%s", err.Error())
	}
	var offs []int
	var out []*MatchData
	for m != nil {
		if err := in.tick(); err != nil {
			return nil, err
		}
		if offs == nil {
			offs = runeOffsets(s)
		}
		out = append(out, toMatchData(re, s, m, offs))
		m, err = eng.FindNextMatch(m)
		if err != nil {
			return nil, in.raise(cRegexpError, pos, "%s", err.Error())
		}
	}
	return out, nil
}

// anchoredAtStart is the regexp matching only where a search starts
// (\G): String#rindex tries it at each position going backwards. Its
// groups are the receiver's; compiled patterns are cached by
// values.NewRegexp, so a loop of rindex calls compiles it once. A \G of
// the receiver's own is the position the backward search began at (at,
// in characters), as in Onigmo: it becomes a lookbehind of exactly at
// characters.
func (re *Regexp) anchoredAtStart(at int) (*Regexp, error) {
	src := re.Source
	if strings.Contains(src, `\G`) {
		var b strings.Builder
		for i := 0; i < len(src); i++ {
			if src[i] == '\\' && i+1 < len(src) {
				if src[i+1] == 'G' {
					b.WriteString(`(?<=\A[\s\S]{` + strconv.Itoa(at) + `})`)
				} else {
					b.WriteString(src[i : i+2])
				}
				i++
				continue
			}
			b.WriteByte(src[i])
		}
		src = b.String()
	}
	end := ")"
	if re.Options&RegexpExtended != 0 {
		end = "\n)" // a trailing comment must not swallow the group's end
	}
	return newRegexp(`\G(?:`+src+end, re.Options)
}
