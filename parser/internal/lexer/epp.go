package lexer

import (
	"strings"

	"github.com/punch-dev/punch/parser/internal/gen"
)

// scanEPPText scans template text from the current position up to and
// including the next "<%" tag (or the end), emitting RENDER_STRING and
// RENDER_EXPR, and leaves the position after the tag.
func (l *Lexer) scanEPPText(skipLeading bool) {
	pos := l.pos
	r := l.src
	if pos >= len(r) {
		l.eppOpen = false
		return
	}
	before := pos
	var s []byte
	mode := eppText
	trimBlanks := func() {
		for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
			s = s[:len(s)-1]
		}
	}
	for pos < len(r) {
		var part string
		if j := strings.Index(r[pos:], "<%"); j >= 0 {
			part = r[pos : pos+j+2]
			pos += j + 2
		} else {
			part = r[pos:]
			pos = len(r)
		}
		if skipLeading {
			k := 0
			for k < len(part) && (part[k] == ' ' || part[k] == '\t') {
				k++
			}
			if k < len(part) && part[k] == '\r' {
				k++
			}
			if k < len(part) && part[k] == '\n' {
				k++
			}
			part = part[k:]
			skipLeading = false
		}
		if strings.Contains(part, "%%>") {
			part = strings.ReplaceAll(part, "%%>", "%>")
		}
		s = append(s, part...)
		if pos >= len(r) {
			if len(s) >= 2 && s[len(s)-2] == '<' && s[len(s)-1] == '%' {
				l.fail(len(r), "EPP_UNBALANCED_EXPRESSION", "%s", "Unbalanced embedded expression - opening <% and reaching end of input")
			}
			break
		}
		switch r[pos] {
		case '-':
			pos++
			s = s[:len(s)-2]
			trimBlanks()
			mode = eppCode
		case '%':
			pos++
			continue
		case '=':
			pos++
			s = s[:len(s)-2]
			mode = eppExpr
		case '#':
			s = s[:len(s)-2]
			// find [^%]%>
			k := pos + 1
			for k+1 < len(r) && !(r[k] == '%' && r[k+1] == '>' && r[k-1] != '%') {
				k++
			}
			if k+1 >= len(r) {
				// Puppet's scanner stays after "<%"
				l.fail(pos, "EPP_UNBALANCED_COMMENT", "%s", "Reaching end after opening <%# without seeing %>")
			}
			if pos+1 < len(r) && r[pos+1] == '-' {
				trimBlanks()
			}
			skipLeading = r[k-1] == '-'
			pos = k + 2
			continue
		default:
			s = s[:len(s)-2]
			mode = eppCode
		}
		break
	}
	l.pos = pos
	switch mode {
	case eppText:
		l.emit(l.newToken(gen.PuppetLexerRENDER_STRING, before, pos-1, string(s)))
		l.eppOpen = false
	case eppCode:
		if len(s) > 0 {
			l.emit(l.newToken(gen.PuppetLexerRENDER_STRING, before, pos-1, string(s)))
		}
		l.epp = eppCode
		l.eppOpen = true
	case eppExpr:
		if len(s) > 0 {
			l.emit(l.newToken(gen.PuppetLexerRENDER_STRING, before, pos-1, string(s)))
		}
		l.emit(l.newToken(gen.PuppetLexerRENDER_EXPR, pos-3, pos-1, ""))
		l.epp = eppExpr
		l.eppOpen = true
	}
}
