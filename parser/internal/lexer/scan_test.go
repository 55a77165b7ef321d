package lexer

import (
	"math/rand"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"
	"github.com/punch-dev/punch/parser/internal/gen"
)

// The ANTLR lexer generated from grammar/PuppetLexer.g4 is the
// specification of the raw tokens; these tests check that the hand written
// scanners produce the same token (type and extent) at every position, in
// every mode and context.

// runeStream is an antlr.CharStream over a rune slice.
type runeStream struct {
	data  []rune
	index int
}

func (s *runeStream) Consume() {
	if s.index >= len(s.data) {
		panic("cannot consume EOF")
	}
	s.index++
}

func (s *runeStream) LA(offset int) int {
	if offset == 0 {
		return 0
	}
	if offset < 0 {
		offset++
	}
	pos := s.index + offset - 1
	if pos < 0 || pos >= len(s.data) {
		return antlr.TokenEOF
	}
	return int(s.data[pos])
}

func (s *runeStream) Mark() int             { return -1 }
func (s *runeStream) Release(int)           {}
func (s *runeStream) Index() int            { return s.index }
func (s *runeStream) Size() int             { return len(s.data) }
func (s *runeStream) GetSourceName() string { return "" }
func (s *runeStream) Seek(i int)            { s.index = i }
func (s *runeStream) GetText(start, stop int) string {
	if stop >= len(s.data) {
		stop = len(s.data) - 1
	}
	if start < 0 {
		start = 0
	}
	if start > stop {
		return ""
	}
	return string(s.data[start : stop+1])
}
func (s *runeStream) GetTextFromTokens(start, end antlr.Token) string {
	return s.GetText(start.GetStart(), end.GetStop())
}
func (s *runeStream) GetTextFromInterval(i antlr.Interval) string { return s.GetText(i.Start, i.Stop) }

// refLexer is the generated lexer with the context its predicates ask for.
type refLexer struct {
	*gen.PuppetLexer
	regex, epp bool
}

func (r *refLexer) RegexAllowed() bool { return r.regex }
func (r *refLexer) InEPP() bool        { return r.epp }

// refToken lexes one raw token at rune index p with the generated lexer.
func refToken(src []rune, p, mode int, regex, epp bool) (int, int, int) {
	r := &refLexer{regex: regex, epp: epp}
	r.PuppetLexer = gen.NewPuppetLexer(&runeStream{data: src})
	r.Virt = r
	r.RemoveErrorListeners()
	if mode != antlr.LexerDefaultMode {
		r.PushMode(mode)
	}
	r.GetInputStream().Seek(p)
	t := r.NextToken()
	if t.GetTokenType() == antlr.TokenEOF {
		return antlr.TokenEOF, p, p - 1
	}
	return t.GetTokenType(), t.GetStart(), t.GetStop()
}

var fragments = []string{
	"a", "b", "z", "_", "A", "Q", "x", "e", "E", "0", "1", "7", "9", "-", "::", ":", "$", "'", "\"", "\\",
	"/", "*", "#", "@", "(", ")", "{", "}", "[", "]", "<", ">", "|", "=", "~", "!", "+", "%", ".", ",",
	";", "?", " ", "\t", "\n", "\r", "é", "日", "\u00a0", "\u3000", "\u2003", "&", "^", "`", "\x00",
	"if", "in", "and", "class", "plan", "apply", "undef", "true", "iffy", "0x1F", "0X", "1.5", "1e-3",
	"1e", "3.x", "$::a", "${", "-%>", "%>", "<%", "<<|", "|>>", "/*", "*/", "@(", "\\$", "\\\"", "\\'",
}

func randomSource(rng *rand.Rand) string {
	var b strings.Builder
	for n := rng.Intn(12) + 1; n > 0; n-- {
		b.WriteString(fragments[rng.Intn(len(fragments))])
	}
	return b.String()
}

// scanModes are the modes of the grammar and of the scanners.
var scanModes = []struct {
	antlr, text int // text < 0: the default mode
}{
	{antlr.LexerDefaultMode, -1}, {gen.PuppetLexerDQ, dqMode}, {gen.PuppetLexerUQ, uqMode}, {gen.PuppetLexerUQNE, uqneMode},
}

func TestScannerMatchesGrammar(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	n := 60000
	if testing.Short() {
		n = 5000
	}
	for i := 0; i < n; i++ {
		src := randomSource(rng)
		compareScanner(t, src, rng.Intn(len(scanModes)), rng.Intn(2) == 0, rng.Intn(2) == 0)
	}
}

// FuzzScanner compares the scanners with the generated lexer on any input
// (valid UTF-8, as the parser only lexes valid UTF-8), in every mode and
// context.
func FuzzScanner(f *testing.F) {
	for _, s := range fragments {
		f.Add(s, uint8(0))
	}
	f.Add(`$x = "a${b}c\q" @(E) /re\/x/ 0x1F 1e-3 <<| |>> -%>`, uint8(5))
	f.Fuzz(func(t *testing.T, src string, ctx uint8) {
		if !utf8.ValidString(src) || len(src) > 200 {
			return
		}
		compareScanner(t, src, int(ctx)%len(scanModes), ctx&4 != 0, ctx&8 != 0)
	})
}

// compareScanner checks that the scanner of mode mi gives the token the
// generated lexer gives at every character of src.
func compareScanner(t *testing.T, src string, mi int, regex, epp bool) {
	runes := []rune(src)
	// rune index of each byte offset
	runeAt := make([]int, len(src)+1)
	k := 0
	for off := range src {
		runeAt[off] = k
		k++
	}
	runeAt[len(src)] = len(runes)
	m := scanModes[mi]
	{
		for p := 0; p <= len(src); {
			l := New(src, epp)
			if !regex {
				l.prev = gen.PuppetLexerNAME
			}
			var tt, e int
			if m.text < 0 {
				l.pos = p
				l.skipTrivia()
				if l.pos != p {
					// white space and comments are skipped, not scanned
					p = l.pos
					continue
				}
				tt, e = l.scan(p)
			} else {
				tt, e = l.scanText(p, m.text)
			}
			rt, rs, re := refToken(runes, runeAt[p], m.antlr, regex, epp)
			if rs != runeAt[p] || rt != tt || re != runeAt[e]-1 {
				t.Fatalf("source %q at %d (mode %d, regex %v, epp %v): scanner gives type %d to %d, grammar type %d %d..%d",
					src, p, m.antlr, regex, epp, tt, e, rt, rs, re)
			}
			if e == p {
				break // EOF
			}
			// continue at the next character (not only token boundaries)
			_, w := utf8.DecodeRuneInString(src[p:])
			p += w
		}
	}
}
