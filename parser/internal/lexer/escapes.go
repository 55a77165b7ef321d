package lexer

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/parser/internal/gen"
)

// Escapes in double quoted strings and heredoc text, processed the way
// Puppet's slurp (slurp_support.rb) processes them: the text of a string is
// read in slurps, each ending at a terminator ('"', '$' or "${", or the end
// of heredoc text); the escapes of a slurp are processed on the slurp and
// its terminator together, unicode escapes first (repeatedly, until none is
// left), then the others in one pass, and the terminator is cut off again.
// Warnings are reported at the offset after the terminator, which is where
// Puppet's scanner is when it reports them.

// Warning is a warning of the lexer (Puppet's lex_warning).
type Warning struct {
	// Pos is the byte offset in the original source Puppet reports.
	Pos     int
	Message string
	// Unit is the index, in the token stream, of the first token lexed from
	// the piece of input that gave the warning (a whole string, with its
	// interpolations): Puppet lexes while it parses, so a syntax error at a
	// token comes after the warnings of the tokens up to it only.
	Unit int
}

// MsgIllegalUnicode is Puppet's ILLEGAL_UNICODE_ESCAPE.
const MsgIllegalUnicode = `Unicode escape '\u' was not followed by 4 hex digits or 1-6 hex digits in {} or was > 10ffff`

// maxUnicodeWork bounds the bytes scanned by the repeated unicode passes of
// one slurp (a pass only repeats when a replacement makes a new escape, as
// "\u005cu0041" does; a string made to need a pass per escape would make
// the work quadratic).
const maxUnicodeWork = 1 << 26

// warn reports a warning at pos, the offset Puppet reports (at is where
// the problem is, when known, else pos). In heredoc text (a sub lexer)
// Puppet 7.23 fails instead (its locator of heredoc text has no column:
// "undefined method `+' for nil:NilClass"), so the warning is an error.
func (l *Lexer) warn(pos, at int, msg string) {
	if l.sub != nil {
		l.fail(at, "", "%s (Puppet 7 fails on this warning in heredoc text)", msg)
	}
	l.warnings = append(l.warnings, Warning{Pos: pos, Message: msg, Unit: l.unit})
}

// Warnings returns the warnings of the lexer so far, in the order Puppet
// logs them.
func (l *Lexer) Warnings() []Warning { return l.warnings }

// slurp appends to b the text raw (src[rawStart:rawStart+len(raw)]) with its
// escapes processed. term is the terminator that ended the slurp, end the
// offset after it. escapes lists the escapable characters ("\n" stands for
// "\n" and "\r\n"); with ignoreInvalid (heredoc text) unknown escapes are
// kept without a warning.
func (l *Lexer) slurp(b *strings.Builder, raw string, rawStart int, term string, end int, escapes string, ignoreInvalid bool) {
	if strings.IndexByte(raw, '\\') < 0 {
		b.WriteString(raw)
		return
	}
	s := raw + term
	changed := false
	if strings.IndexByte(escapes, 'u') >= 0 && strings.Contains(s, `\u`) {
		s, changed = l.unicodeEscapes(s, rawStart, end)
	}
	// the offset in the source of s[i] (exact while s is the raw text)
	exact := func(i int) int {
		if changed {
			return end
		}
		return rawStart + i
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '\\')
		if j < 0 {
			out = append(out, s[i:]...)
			break
		}
		out = append(out, s[i:i+j]...)
		i += j
		if i+1 >= len(s) {
			out = append(out, '\\')
			break
		}
		var ch string
		switch c := s[i+1]; {
		case c == '\n':
			ch = "\n"
		case c == '\r':
			if i+2 < len(s) && s[i+2] == '\n' {
				ch = "\r\n"
			} else {
				// not an escape (Puppet's /\\([^\r\n]|(?:\r?\n))/)
				out = append(out, '\\')
				i++
				continue
			}
		case c >= utf8.RuneSelf:
			_, n := utf8.DecodeRuneInString(s[i+1:])
			ch = s[i+1 : i+1+n]
		default:
			ch = s[i+1 : i+2]
		}
		at := i
		i += 1 + len(ch)
		if !escapable(ch, escapes) {
			if !ignoreInvalid {
				l.warn(end, exact(at), fmt.Sprintf("Unrecognized escape sequence '\\%s'", ch))
			}
			out = append(out, '\\')
			out = append(out, ch...)
			continue
		}
		switch ch {
		case "r":
			out = append(out, '\r')
		case "n":
			out = append(out, '\n')
		case "t":
			out = append(out, '\t')
		case "s":
			out = append(out, ' ')
		case "u":
			l.warn(end, exact(at), MsgIllegalUnicode)
			out = append(out, '\\', 'u')
		case "\n", "\r\n":
		default:
			out = append(out, ch...)
		}
	}
	// the terminator's characters are ASCII and still last (an escape can
	// only have turned a '\' before it and its first character into that
	// character)
	b.Write(out[:len(out)-len(term)])
}

// escapable tells whether the escape of ch is listed in escapes.
func escapable(ch, escapes string) bool {
	switch {
	case ch == "\r\n":
		return strings.IndexByte(escapes, '\n') >= 0
	case len(ch) != 1:
		return false
	}
	return strings.IndexByte(escapes, ch[0]) >= 0
}

// unicodeEscapes replaces the unicode escapes of s as Puppet does: passes
// of gsub(/((?:[^\\]|^)(?:[\\]{2})*)\\u(?:(\h{4})|\{(\h{1,6})\})/) until one
// replaces nothing. An escape makes Puppet fail when it is not a Unicode
// character (a surrogate or above 10FFFF: Ruby packs it and the next pass
// meets an invalid byte sequence). changed tells whether s changed.
func (l *Lexer) unicodeEscapes(s string, rawStart, end int) (string, bool) {
	work := 0
	changed := false
	for pass := 0; ; pass++ {
		work += len(s)
		if work > maxUnicodeWork {
			l.fail(end, "", "The unicode escapes of this string make new escapes too many times to be processed")
		}
		var b []byte
		copied := 0 // s[:copied] is in b
		search := 0 // where the regexp's search continues
		for k := 0; ; {
			i := strings.Index(s[k:], `\u`)
			if i < 0 {
				break
			}
			k += i
			r := k // start of the run of backslashes ending at k
			for r > 0 && s[r-1] == '\\' {
				r--
			}
			next := k + 2
			if (k-r)%2 == 0 {
				// an odd run: pairs of escaped backslashes, then \u; the
				// match starts at the character before the run (which a
				// previous match may have taken), or at the start
				p := 0
				if r > 0 {
					_, n := utf8.DecodeLastRuneInString(s[:r])
					p = r - n
				}
				if p >= search {
					if cp, n := unicodeEscape(s[k+2:]); n > 0 {
						if !utf8.ValidRune(cp) {
							pos := end
							if pass == 0 {
								pos = rawStart + k
							}
							l.fail(pos, "", "invalid byte sequence in UTF-8 (the unicode escape '%s' is not a character)", s[k:k+2+n])
						}
						b = append(b, s[copied:k]...)
						b = utf8.AppendRune(b, cp)
						copied = k + 2 + n
						search, next = copied, copied
					}
				}
			}
			k = next
		}
		if b == nil {
			return s, changed
		}
		s = string(append(b, s[copied:]...))
		changed = true
	}
}

// ---------------------------------------------------------------------------
// What Puppet's scanner matched last: Puppet names it in "Unclosed quote
// after ..." errors (StringScanner#matched when the last slurp of a string
// fails).

// matchedAfterExpr returns what Puppet's scanner last matched after the
// tokens out[from:to] of an interpolation "${...}" whose text starts at
// exprStart (after "${") and whose lexing ended at end.
func (l *Lexer) matchedAfterExpr(from, to, exprStart, end int) string {
	cur := end
	for k := to - 1; k >= from; k-- {
		t := l.out[k]
		if t.Index == -1 {
			continue // heredoc text (its tokens come after the HEREDOC)
		}
		if t.Type == gen.PuppetLexerHEREDOC {
			// the last match read the end line of the heredoc
			return "\n"
		}
		if tEnd := int(t.Stop) + 1; tEnd < cur {
			return matchedAfterTrivia(l.src[tEnd:cur], false)
		}
		if m, ok := l.tokenMatched(t); ok {
			return m
		}
		cur = int(t.Start)
	}
	return matchedAfterTrivia(l.src[exprStart:cur], true)
}

// matchedAfterTrivia returns what Puppet's scanner matched last after
// reading the white space and comments s, inside an interpolation, where
// after every piece that makes no token the blanks that follow are skipped
// (skipFirst: s comes right after "${", where they are skipped too).
func matchedAfterTrivia(s string, skipFirst bool) string {
	matched := ""
	skip := skipFirst
	i := 0
	for {
		if skip {
			// skip(PATTERN_WS): matches the blanks, or fails (nil)
			skip = false
			j := blankRun(s, i)
			matched = s[i:j]
			i = j
		}
		if i >= len(s) {
			return matched
		}
		switch {
		case s[i] == '\n':
			i++ // read without a match
		case s[i] == '#':
			j := strings.IndexByte(s[i:], '\n')
			if j < 0 {
				j = len(s) - i
			}
			matched = s[i : i+j]
			i += j
		case s[i] == '/' && i+1 < len(s) && s[i+1] == '*':
			j := strings.Index(s[i+2:], "*/")
			if j < 0 {
				j = len(s) - i
			} else {
				j += 4
			}
			matched = s[i : i+j]
			i += j
		default:
			j := blankRun(s, i)
			if j == i {
				// not white space (cannot happen between tokens)
				_, n := utf8.DecodeRuneInString(s[i:])
				j = i + n
			}
			matched = s[i:j]
			i = j
		}
		// the piece made no token: the blanks that follow are skipped
		skip = true
	}
}

// blankRun returns the end of the run of blanks ([[:blank:]\r]) at i.
func blankRun(s string, i int) int {
	for i < len(s) {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\r' {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			break
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isBlank(r) {
			break
		}
		i += n
	}
	return i
}

// tokenMatched returns what Puppet's scanner matched when it lexed t, and
// whether it matched anything (operators and punctuation are read without a
// match).
func (l *Lexer) tokenMatched(t *Token) (string, bool) {
	start, end := int(t.Start), int(t.Stop)+1
	if start >= end || end > len(l.src) {
		return "", false
	}
	text := l.src[start:end]
	switch tt := int(t.Type); {
	case tt == gen.PuppetLexerNAME || tt == gen.PuppetLexerWORD || tt == gen.PuppetLexerCLASSREF || tt == gen.PuppetLexerNUMBER || isKeyword(tt):
		return text, true
	case tt == gen.PuppetLexerVARIABLE:
		if text[0] == '$' && t.Value == "" {
			return "", true // "$" alone: the match of a name failed
		}
		return text, true
	case tt == gen.PuppetLexerSTRING && text[0] == '\'':
		return quotedTail(l.src, start+1, end-1, false), true
	case tt == gen.PuppetLexerSTRING && text[0] == '"':
		return quotedTail(l.src, start+1, end-1, true), true
	case tt == gen.PuppetLexerDQPOST:
		return quotedTail(l.src, start, end-1, true), true
	case tt == gen.PuppetLexerREGEX:
		if strings.IndexByte(text[1:len(text)-1], '/') >= 0 {
			// an escaped '/': the last match looked for the next '/'
			return "/", true
		}
		return text, true
	case tt == gen.PuppetLexerOTHER:
		return "", true
	}
	return "", false
}

// quotedTail is what Puppet's slurp pattern matched of the last slurp of a
// quoted string ending with the quote at q, the slurp starting at or after
// from: the character before the quote and an even run of backslashes, and
// the quote.
func quotedTail(src string, from, q int, dq bool) string {
	k := q
	for k > from && src[k-1] == '\\' {
		k--
	}
	if k > from {
		_, n := utf8.DecodeLastRuneInString(src[from:k])
		c := k - n
		if !(dq && src[c] == '$' && evenBackslashesBefore(src, from, c)) {
			return src[c : q+1]
		}
		// an unescaped '$' that starts no variable ended a slurp: the
		// last one started after it
	}
	return src[k : q+1]
}

func evenBackslashesBefore(src string, from, i int) bool {
	n := 0
	for i > from && src[i-1] == '\\' {
		i--
		n++
	}
	return n%2 == 0
}

// formatQuote is Puppet's format_quote of what the scanner matched.
func formatQuote(q string) string {
	if q == "'" {
		return `"'"`
	}
	return "'" + q + "'"
}
