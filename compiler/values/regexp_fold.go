package values

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/regexp2"
)

//go:generate sh -c "ruby testdata/casefold/gen.rb | gofmt > casefold_gen.go"

// Onigmo's multi-character case folding under the i option, which regexp2
// does not have: a character whose full case fold is several characters
// (ß and ẞ fold to "ss", ﬀ to "ff", ǰ to "ǰ"; multiFolds, generated from
// Ruby 3.1) matches them, and they match it. What Ruby 3.1 does, found by
// running it (TestMultiCharFold, TestOracle regexp_multichar_fold):
//
//   - a literal character of the pattern that has such a fold also matches
//     its fold ('SS' =~ /(?i)ß/), written as a literal or as \u00DF;
//   - a stretch of the pattern's literal characters (one string of Onigmo's
//     parse: consecutive literal characters, across (?#...) comments and
//     extended mode's spaces and comments; not across an escape, a group,
//     an option switch or a class; the last character before a quantifier
//     is its own) whose characters fold to such a fold also matches the
//     characters that fold to it ('Straße' =~ /(?i:STRASSE)/, but not
//     /(?i:s)s/ or /(?i)s\u0073/); c{n} is that string n times (/s{2}/i
//     matches ß);
//   - a character class or property that is not negated ([ß], [a-zß],
//     \p{Ll}, [[:lower:]]) also matches the fold of each such character it
//     holds, after its own characters ('ss' =~ /[a-zß]/i is "s"); a pattern
//     of ASCII characters without \p or \u is compiled for US-ASCII when the
//     string is ASCII too, where no class holds such a character: its
//     classes get the folds only for a string with a non-ASCII character;
//   - back-references compare without them (/(ß)\1/i does not match "ßss").
//
// foldMultiChar writes these as alternatives in non-capturing groups (group
// numbers stay), before the translation to regexp2 (translateRuby).

// foldMaxCluster bounds the alternatives written for one stretch of
// overlapping folds ("ssss..." has a number of readings that grows as the
// Fibonacci numbers): beyond it the pattern is refused as not supported.
const foldMaxCluster = 1 << 16

type foldFlags struct{ i, x bool }

type foldItem struct {
	r   rune
	src string
}

type foldScan struct {
	p     string
	fixed bool
	out   strings.Builder
	run   []foldItem
	cur   foldFlags
	stack []foldFlags
	err   error

	// opens[k] is where stack[k]'s group starts in out (-1: not a plain
	// (?:...) group), contentAt where its content does.
	opens, contentAt []int
	// flushed is the last stretch written and where it starts and ends
	// in out; literalGroup the (?:stretch) group just closed (its start
	// in out, its end), whose quantifier {n} repeats the stretch.
	flushed               []foldItem
	flushedAt, flushedEnd int
	literalGroup          []foldItem
	groupStart, groupEnd  int
}

// foldTables are multiFolds by fold (the characters folding to it, in
// order) and the folds by their first character.
var foldTables = sync.OnceValues(func() (map[string][]rune, map[rune][]string) {
	byFold := map[string][]rune{}
	for r, f := range multiFolds {
		byFold[f] = append(byFold[f], r)
	}
	byFirst := map[rune][]string{}
	for f, rs := range byFold {
		slices.Sort(rs)
		first, _ := utf8.DecodeRuneInString(f)
		byFirst[first] = append(byFirst[first], f)
	}
	for _, fs := range byFirst {
		slices.Sort(fs)
	}
	return byFold, byFirst
})

// OnigmoFixed reports whether Ruby gives the regexp of source p a fixed
// encoding (UTF-8): a non-ASCII character, a property or a \u escape. A
// regexp without one matches an ASCII string as US-ASCII.
func OnigmoFixed(p string) bool {
	for i := 0; i < len(p); i++ {
		if p[i] >= 0x80 {
			return true
		}
	}
	return strings.Contains(p, `\p{`) || strings.Contains(p, `\P{`) || strings.Contains(p, `\u`)
}

// hasIgnoreCase reports quickly whether p may set the i option somewhere.
func hasIgnoreCase(p string) bool {
	for i := strings.Index(p, "(?"); i >= 0; {
		j := i + 2
		for j < len(p) && strings.IndexByte("imxau-", p[j]) >= 0 {
			if p[j] == 'i' {
				return true
			}
			j++
		}
		k := strings.Index(p[j:], "(?")
		if k < 0 {
			break
		}
		i = j + k
	}
	return false
}

// foldMultiChar rewrites pattern p as described above; p itself when it
// never sets the i option. fixed says whether Ruby fixes its encoding
// (onigmoFixed of the source as written).
func foldMultiChar(p string, fixed bool) (string, error) {
	if !hasIgnoreCase(p) {
		return p, nil
	}
	s := &foldScan{p: p, fixed: fixed}
	s.scan()
	if s.err != nil {
		return "", s.err
	}
	return s.out.String(), nil
}

func (s *foldScan) scan() {
	p := s.p
	for i := 0; i < len(p) && s.err == nil; {
		c := p[i]
		if s.cur.x && (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
			s.skipped(p[i : i+1])
			i++
			continue
		}
		if s.cur.x && c == '#' {
			j := strings.IndexByte(p[i:], '\n')
			if j < 0 {
				j = len(p) - i
			}
			s.skipped(p[i : i+j])
			i += j
			continue
		}
		switch c {
		case '\\':
			i = s.escape(i)
		case '[':
			s.flush()
			end := classEnd(p, i)
			if r, ok := singleCharClass(p[i:end]); ok && s.cur.i {
				// Onigmo makes a string of a class of one character, which
				// the literal characters after it extend: /[s]s/i matches
				// "ß" (but /s[s]/i does not)
				s.run = append(s.run, foldItem{r, p[i:end]})
				i = end
				continue
			}
			s.class(p[i:end], strings.HasPrefix(p[i:], "[^"))
			i = end
		case '(':
			i = s.group(i)
		case ')':
			s.flush()
			literal := false
			if n := len(s.stack); n > 0 {
				s.cur = s.stack[n-1]
				s.stack = s.stack[:n-1]
				if k := len(s.opens) - 1; k >= 0 {
					start, content := s.opens[k], s.contentAt[k]
					s.opens, s.contentAt = s.opens[:k], s.contentAt[:k]
					literal = start >= 0 && len(s.flushed) > 0 && s.flushedAt == content && s.flushedEnd == s.out.Len()
					if literal {
						s.literalGroup = append(s.literalGroup[:0], s.flushed...)
						s.groupStart = start
					}
				}
			}
			s.out.WriteByte(')')
			if literal {
				s.groupEnd = s.out.Len()
			}
			i++
		case '*', '+', '?':
			s.quantified(p[i:i+1], 0, 0)
			i++
		case '{':
			if m := braceQuant.FindStringSubmatch(p[i:]); m != nil && (m[1] != "" || m[3] != "") {
				n, _ := strconv.Atoi(m[1])
				rest := -1 // {n}: none; {n,}: any
				if m[2] != "" {
					rest = -2
					if m[3] != "" {
						k, _ := strconv.Atoi(m[3])
						rest = k - n
					}
				}
				s.quantified(m[0], n, rest)
				i += len(m[0])
				continue
			}
			s.literal(i, 1)
			i++
		case '|', '.', '^', '$':
			s.flush()
			s.out.WriteByte(c)
			i++
		default:
			_, n := utf8.DecodeRuneInString(p[i:])
			s.literal(i, n)
			i += n
		}
	}
	s.flush()
}

// skipped is text extended mode ignores: inside a stretch of literal
// characters it is left out (the stretch goes on), else kept.
func (s *foldScan) skipped(t string) {
	if len(s.run) == 0 {
		s.out.WriteString(t)
	}
}

// literal takes the character p[i:i+n] as it is.
func (s *foldScan) literal(i, n int) {
	r, _ := utf8.DecodeRuneInString(s.p[i:])
	if !s.cur.i {
		s.out.WriteString(s.p[i : i+n])
		return
	}
	s.run = append(s.run, foldItem{r, s.p[i : i+n]})
}

// escape reads the escape at p[i] and returns the index after it.
func (s *foldScan) escape(i int) int {
	p := s.p
	s.flush()
	if i+1 >= len(p) {
		s.out.WriteString(p[i:])
		return len(p)
	}
	e := p[i+1]
	switch {
	case e == 'u' && s.cur.i:
		if i+2 < len(p) && p[i+2] == '{' {
			end := strings.IndexByte(p[i:], '}')
			if end < 0 {
				break
			}
			for _, h := range strings.Fields(p[i+3 : i+end]) {
				n, err := strconv.ParseUint(h, 16, 32)
				if err != nil {
					s.out.WriteString(`\u{` + h + `}`)
					continue
				}
				s.out.WriteString(s.single(foldItem{rune(n), `\u{` + h + `}`}))
			}
			return i + end + 1
		}
		if i+6 <= len(p) {
			if n, err := strconv.ParseUint(p[i+2:i+6], 16, 32); err == nil {
				s.out.WriteString(s.single(foldItem{rune(n), p[i : i+6]}))
				return i + 6
			}
		}
	case e >= 0x80 && s.cur.i:
		r, n := utf8.DecodeRuneInString(p[i+1:])
		s.out.WriteString(s.single(foldItem{r, p[i : i+1+n]}))
		return i + 1 + n
	case (e == 'p' || e == 'P') && i+2 < len(p) && p[i+2] == '{':
		end := strings.IndexByte(p[i:], '}')
		if end < 0 {
			break
		}
		t := p[i : i+end+1]
		s.class(t, e == 'P' || strings.HasPrefix(t, `\p{^`))
		return i + end + 1
	case (e == 'k' || e == 'g') && i+2 < len(p) && (p[i+2] == '<' || p[i+2] == '\''):
		if end := strings.IndexAny(p[i+3:], ">'"); end >= 0 {
			s.out.WriteString(p[i : i+3+end+1])
			return i + 3 + end + 1
		}
	}
	_, n := utf8.DecodeRuneInString(p[i+1:])
	s.out.WriteString(p[i : i+1+n])
	return i + 1 + n
}

// group reads a group's opening at p[i] and returns the index after it.
func (s *foldScan) group(i int) int {
	p := s.p
	if strings.HasPrefix(p[i:], "(?#") {
		// a comment: the stretch of literal characters goes on
		end := strings.IndexByte(p[i:], ')')
		if end < 0 {
			end = len(p) - i - 1
		}
		s.skipped(p[i : i+end+1])
		return i + end + 1
	}
	s.flush()
	s.stack = append(s.stack, s.cur)
	if strings.HasPrefix(p[i:], "(?:") {
		s.opens = append(s.opens, s.out.Len())
		s.out.WriteString("(?:")
		s.contentAt = append(s.contentAt, s.out.Len())
		return i + 3
	}
	s.opens, s.contentAt = append(s.opens, -1), append(s.contentAt, -1)
	if !strings.HasPrefix(p[i:], "(?") {
		s.out.WriteByte('(')
		return i + 1
	}
	j := i + 2
	f := s.cur
	on := true
	for j < len(p) && strings.IndexByte("imxau-", p[j]) >= 0 {
		switch p[j] {
		case '-':
			on = false
		case 'i':
			f.i = on
		case 'x':
			f.x = on
		}
		j++
	}
	if j < len(p) && (p[j] == ')' || p[j] == ':') && j > i+2 {
		if p[j] == ')' {
			// an option switch: the rest of the enclosing group
			s.stack = s.stack[:len(s.stack)-1]
			s.opens, s.contentAt = s.opens[:len(s.opens)-1], s.contentAt[:len(s.contentAt)-1]
		}
		s.cur = f
		s.out.WriteString(p[i : j+1])
		return j + 1
	}
	// another group: its opening as it is
	if strings.HasPrefix(p[i:], "(?~") {
		// the absent operator's literal text (regexp_onigmo.go), which a
		// fold would make more than text
		lit, n, ok := absentLiteral(p[i:])
		if ok && s.cur.i {
			items := make([]foldItem, 0, len(lit))
			for _, r := range lit {
				items = append(items, foldItem{r, string(r)})
			}
			if s.runText(items) != lit {
				s.err = &errUnsupported{"the absent operator " + p[i:i+n] + " under the i option, whose text has multi-character case folds,"}
			}
		}
		s.stack = s.stack[:len(s.stack)-1]
		s.opens, s.contentAt = s.opens[:len(s.opens)-1], s.contentAt[:len(s.contentAt)-1]
		s.out.WriteString(p[i : i+n])
		return i + n
	}
	switch {
	case i+2 < len(p) && strings.IndexByte("=!>~", p[i+2]) >= 0:
		s.out.WriteString(p[i : i+3])
		return i + 3
	case strings.HasPrefix(p[i:], "(?<=") || strings.HasPrefix(p[i:], "(?<!"):
		s.out.WriteString(p[i : i+4])
		return i + 4
	case strings.HasPrefix(p[i:], "(?<") || strings.HasPrefix(p[i:], "(?'"):
		if end := strings.IndexAny(p[i+3:], ">'"); end >= 0 {
			s.out.WriteString(p[i : i+3+end+1])
			return i + 3 + end + 1
		}
	}
	s.out.WriteString(p[i : i+2])
	return i + 2
}

// quantified writes the quantifier q (its minimum n; rest -1 for {n}, -2
// for {n,}, else the count of optional ones past n; n and rest 0 for *, +
// and ?) after what came before: it applies to the last character of a
// stretch of literal characters alone, or to a (?:...) group of one such
// stretch. Onigmo makes a string of c{n} and of (?:str){n}
// (EXPAND_STRING_MAX_LENGTH), and of the n first of c{n,m}: /s{2}/i,
// /(?:s){2}/i and /s{2,3}/i match "ß".
func (s *foldScan) quantified(q string, n, rest int) {
	if len(s.run) == 0 {
		if n > 1 && len(s.literalGroup) > 0 && s.groupEnd == s.out.Len() && n*len(s.literalGroup) <= 100 {
			items := s.literalGroup
			out := s.out.String()[:s.groupStart]
			s.out.Reset()
			s.out.WriteString(out)
			rep := make([]foldItem, 0, n*len(items))
			for k := 0; k < n; k++ {
				rep = append(rep, items...)
			}
			s.out.WriteString("(?:" + s.runText(rep) + ")")
			if rest != -1 {
				s.out.WriteString("(?:" + s.runText(items) + ")" + restQuant(rest))
			}
			s.literalGroup = nil
			return
		}
		s.out.WriteString(q)
		return
	}
	last := s.run[len(s.run)-1]
	s.run = s.run[:len(s.run)-1]
	s.flush()
	if n > 1 && n*utf8.RuneLen(last.r) <= 100 {
		rep := make([]foldItem, n)
		for k := range rep {
			rep[k] = last
		}
		s.out.WriteString("(?:" + s.runText(rep) + ")")
		if rest != -1 {
			s.out.WriteString(s.single(last) + restQuant(rest))
		}
		return
	}
	s.out.WriteString(s.single(last) + q)
}

// restQuant is the quantifier of the optional repetitions past a string
// made of {n,m}'s first n.
func restQuant(rest int) string {
	if rest == -2 {
		return "*"
	}
	return "{0," + strconv.Itoa(rest) + "}"
}

// singleCharClass reports whether class t (Onigmo syntax) is one character,
// written as it is or as \uHHHH, and which.
func singleCharClass(t string) (rune, bool) {
	in := t[1 : len(t)-1]
	if strings.HasPrefix(in, `\u`) && len(in) == 6 {
		n, err := strconv.ParseUint(in[2:], 16, 32)
		return rune(n), err == nil
	}
	r, n := utf8.DecodeRuneInString(in)
	if n == 0 || n != len(in) || strings.ContainsRune(`\^[]-&`, r) {
		return 0, false
	}
	return r, true
}

// flush writes the stretch of literal characters read.
func (s *foldScan) flush() {
	if len(s.run) == 0 {
		return
	}
	s.flushedAt = s.out.Len()
	s.flushed = append(s.flushed[:0], s.run...)
	s.out.WriteString(s.runText(s.run))
	s.flushedEnd = s.out.Len()
	s.run = s.run[:0]
}

// foldOf maps the characters of multiFolds' folds to themselves and the
// characters folding to them to those.
var foldOf = sync.OnceValue(func() map[rune]rune {
	m := map[rune]rune{}
	for f, rs := range foldsTo {
		m[f] = f
		for _, r := range rs {
			m[r] = f
		}
	}
	return m
})

// foldMatches reports whether pattern character r folds to f.
func foldMatches(r, f rune) bool {
	return r == f || slices.Contains(foldsTo[f], r)
}

// runText is a stretch of literal characters with its folds.
func (s *foldScan) runText(run []foldItem) string {
	_, byFirst := foldTables()
	// edges[j]: the folds the characters from j spell
	edges := make([][]string, len(run))
	any := false
	for j, it := range run {
		first, ok := foldOf()[it.r]
		if !ok {
			continue
		}
		{
			for _, f := range byFirst[first] {
				rs := []rune(f)
				if j+len(rs) > len(run) {
					continue
				}
				ok := true
				for k, fr := range rs {
					if !foldMatches(run[j+k].r, fr) {
						ok = false
						break
					}
				}
				if ok {
					edges[j] = append(edges[j], f)
					any = true
				}
			}
		}
		slices.Sort(edges[j])
	}
	var b strings.Builder
	if !any {
		for _, it := range run {
			b.WriteString(s.single(it))
		}
		return b.String()
	}
	for j := 0; j < len(run); {
		end := j + 1
		for k := j; k < end; k++ {
			for _, f := range edges[k] {
				end = max(end, k+utf8.RuneCountInString(f))
			}
		}
		if end == j+1 && len(edges[j]) == 0 {
			b.WriteString(s.single(run[j]))
			j++
			continue
		}
		t, ok := s.readings(run, edges, j, end, foldMaxCluster)
		if !ok {
			s.err = &errUnsupported{"the case-insensitive string " + strconv.Quote(itemsText(run[j:end])) + ", with this many readings under Onigmo's multi-character case folding,"}
			return ""
		}
		b.WriteString(t)
		j = end
	}
	return b.String()
}

func itemsText(run []foldItem) string {
	var b strings.Builder
	for _, it := range run {
		b.WriteString(it.src)
	}
	return b.String()
}

// readings writes every way of reading run[j:end] as single characters or
// characters whose fold the run spells; ok false beyond budget bytes.
func (s *foldScan) readings(run []foldItem, edges [][]string, j, end, budget int) (string, bool) {
	if j == end {
		return "", true
	}
	byFold, _ := foldTables()
	var alts []string
	rest, ok := s.readings(run, edges, j+1, end, budget)
	if !ok {
		return "", false
	}
	alts = append(alts, s.single(run[j])+rest)
	for _, f := range edges[j] {
		n := utf8.RuneCountInString(f)
		rest, ok := s.readings(run, edges, j+n, end, budget)
		if !ok {
			return "", false
		}
		alts = append(alts, "["+string(byFold[f])+"]"+rest)
	}
	size := 0
	for _, a := range alts {
		size += len(a) + 1
	}
	if size > budget {
		return "", false
	}
	if len(alts) == 1 {
		return alts[0], true
	}
	return "(?:" + strings.Join(alts, "|") + ")", true
}

// single is one character of the pattern with, when its fold is several
// characters, the other characters of that fold and the fold itself.
func (s *foldScan) single(it foldItem) string {
	f, ok := multiFolds[it.r]
	if !ok || !s.cur.i {
		return it.src
	}
	byFold, _ := foldTables()
	var b strings.Builder
	b.WriteString("(?:" + it.src)
	for _, r := range byFold[f] {
		if r != it.r {
			b.WriteString("|" + string(r))
		}
	}
	b.WriteString("|" + foldSeq(f) + ")")
	return b.String()
}

// foldSeq matches the characters of fold f, each in any case.
func foldSeq(f string) string {
	var b strings.Builder
	for _, r := range f {
		if eq := foldsTo[r]; len(eq) > 0 {
			b.WriteString("[" + string(r) + string(eq) + "]")
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// class writes a character class or property (t, Onigmo syntax) with, under
// the i option and when not negated, the folds of the characters it holds
// that have several.
func (s *foldScan) class(t string, negated bool) {
	if !s.cur.i || negated {
		s.out.WriteString(t)
		return
	}
	folds := classFolds(t)
	if len(folds) == 0 {
		s.out.WriteString(t)
		return
	}
	var b strings.Builder
	b.WriteString("(?:" + t + "|")
	if !s.fixed {
		// only where the string is not ASCII (Ruby compiles the regexp
		// for US-ASCII otherwise, where the class holds none of them)
		b.WriteString(`(?:(?=(?m:.)*[^\x00-\x7F])|(?<=[^\x00-\x7F](?m:.)*))`)
	}
	b.WriteString("(?:")
	for k, f := range folds {
		if k > 0 {
			b.WriteByte('|')
		}
		b.WriteString(foldSeq(f))
	}
	b.WriteString("))")
	s.out.WriteString(b.String())
}

// classFolds are the folds of the multiFolds characters class t holds.
var classFoldCache = NewBoundedCache[string, []string](256)

func classFolds(t string) []string {
	if v, ok := classFoldCache.Load(t); ok {
		return v
	}
	if !strings.HasPrefix(t, "[") {
		t = "[" + t + "]"
	}
	_, body := translateClass(t, 0)
	re, err := regexp2.Compile(`\A`+string(body)+`\z`, regexp2.None)
	var out []string
	if err == nil {
		byFold, _ := foldTables()
		for f, rs := range byFold {
			for _, r := range rs {
				if ok, _ := re.MatchString(string(r)); ok {
					out = append(out, f)
					break
				}
			}
		}
		slices.Sort(out)
	}
	classFoldCache.Add(t, out)
	return out
}
