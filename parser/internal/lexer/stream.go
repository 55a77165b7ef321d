package lexer

import "github.com/antlr4-go/antlr/v4"

// runeStream is an antlr.CharStream over a rune slice the lexer also reads
// directly (ANTLR's InputStream would keep a private copy).
type runeStream struct {
	data  []rune
	index int
}

func newRuneStream(r []rune) *runeStream { return &runeStream{data: r} }

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

func (s *runeStream) Seek(i int) {
	if i > len(s.data) {
		i = len(s.data)
	}
	s.index = i
}

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
	if start == nil || end == nil {
		return ""
	}
	return s.GetText(start.GetStart(), end.GetStop())
}

func (s *runeStream) GetTextFromInterval(i antlr.Interval) string {
	return s.GetText(i.Start, i.Stop)
}
