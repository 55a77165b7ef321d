package lexer

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"
)

// Stream is the token stream the parser reads: tokens are lexed on demand
// (a lexical error after a syntax error is never reported, as in Puppet),
// kept for a second parse, and the furthest token the parser looked at is
// recorded (Max), which is where an LALR parser reports a syntax error.
type Stream struct {
	lx   *Lexer
	toks []*Token
	idx  int
	eof  bool
	// Max is the index of the furthest token looked at by LA or LT.
	Max int
	// Looks counts the tokens looked at (by LA and LT): the work of the
	// parser and its predictions, which tests check grows linearly.
	Looks int
}

// NewStream returns a stream of the tokens of lx.
func NewStream(lx *Lexer) *Stream {
	return &Stream{lx: lx, toks: make([]*Token, 0, len(lx.src)/16+4)}
}

// fill lexes tokens up to index i (or EOF).
func (s *Stream) fill(i int) {
	for len(s.toks) <= i && !s.eof {
		t := s.lx.NextToken()
		t.Index = int32(len(s.toks))
		s.toks = append(s.toks, t)
		if t.Type == antlr.TokenEOF {
			s.eof = true
		}
	}
}

// at returns token i, or the EOF token when i is past it.
func (s *Stream) at(i int) antlr.Token {
	s.Looks++
	if i >= len(s.toks) {
		s.fill(i)
		if i >= len(s.toks) {
			i = len(s.toks) - 1
		}
	}
	if i > s.Max {
		s.Max = i
	}
	return s.toks[i]
}

func (s *Stream) LT(k int) antlr.Token {
	switch {
	case k > 0:
		return s.at(s.idx + k - 1)
	case k < 0:
		if i := s.idx + k; i >= 0 {
			return s.toks[i]
		}
	}
	return nil
}

func (s *Stream) LA(i int) int {
	if i == 1 && s.idx < len(s.toks) {
		s.Looks++
		if s.idx > s.Max {
			s.Max = s.idx
		}
		return s.toks[s.idx].GetTokenType()
	}
	if t := s.LT(i); t != nil {
		return t.GetTokenType()
	}
	return antlr.TokenInvalidType
}

func (s *Stream) Consume() {
	if s.LA(1) == antlr.TokenEOF {
		panic("cannot consume EOF")
	}
	s.idx++
}

// Current returns the token at the current position (LT(1)) without
// recording it as looked at beyond what LA(1) does.
func (s *Stream) Current() antlr.Token { return s.at(s.idx) }

func (s *Stream) Index() int { return s.idx }

func (s *Stream) Seek(i int) {
	if i > s.idx {
		s.fill(i)
		if i >= len(s.toks) {
			i = len(s.toks) - 1
		}
	}
	s.idx = i
}

// Rewind goes back to the first token for a second parse.
func (s *Stream) Rewind() {
	s.idx = 0
	s.Max = 0
}

func (s *Stream) Mark() int             { return -1 }
func (s *Stream) Release(int)           {}
func (s *Stream) Size() int             { return len(s.toks) }
func (s *Stream) GetSourceName() string { return "" }
func (s *Stream) Reset()                { s.Seek(0) }

func (s *Stream) Get(i int) antlr.Token {
	s.fill(i)
	if i >= len(s.toks) {
		i = len(s.toks) - 1
	}
	return s.toks[i]
}

func (s *Stream) GetTokenSource() antlr.TokenSource           { return nil }
func (s *Stream) SetTokenSource(antlr.TokenSource)            {}
func (s *Stream) GetAllText() string                          { return s.text(0, len(s.toks)-1) }
func (s *Stream) GetTextFromInterval(i antlr.Interval) string { return s.text(i.Start, i.Stop) }
func (s *Stream) GetTextFromRuleContext(c antlr.RuleContext) string {
	return s.GetTextFromInterval(c.GetSourceInterval())
}
func (s *Stream) GetTextFromTokens(a, b antlr.Token) string {
	if a == nil || b == nil {
		return ""
	}
	return s.text(a.GetTokenIndex(), b.GetTokenIndex())
}

func (s *Stream) text(from, to int) string {
	var b strings.Builder
	for i := from; i <= to && i < len(s.toks); i++ {
		if i >= 0 && s.toks[i].GetTokenType() != antlr.TokenEOF {
			b.WriteString(s.toks[i].GetText())
		}
	}
	return b.String()
}
