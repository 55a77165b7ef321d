// Package cgi is the escaping of Ruby's cgi library (CGI.escape,
// CGI.unescape, CGI.escapeHTML, CGI.unescapeHTML) and of ERB::Util
// (url_encode, html_escape, which is CGI.escapeHTML).
package cgi

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/hexval"
)

const upperHex = "0123456789ABCDEF"

func percent(b *strings.Builder, c byte) {
	b.WriteByte('%')
	b.WriteByte(upperHex[c>>4])
	b.WriteByte(upperHex[c&15])
}

// Escape is CGI.escape: a space becomes '+', bytes other than
// [a-zA-Z0-9_.\-~] become %XX.
func Escape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-' || c == '~':
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			percent(&b, c)
		}
	}
	return b.String()
}

// URLEncode is ERB::Util.url_encode and CGI.escapeURIComponent (cgi 0.3):
// as Escape, but a space is %20.
func URLEncode(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-' || c == '~' {
			b.WriteByte(c)
		} else {
			percent(&b, c)
		}
	}
	return b.String()
}

// Unescape is CGI.unescape: '+' is a space, %XX a byte; a '%' not
// followed by two hex digits stays.
func Unescape(s string) string { return unescape(s, true) }

// UnescapeURIComponent is CGI.unescapeURIComponent (cgi 0.3): as
// Unescape, but a '+' stays.
func UnescapeURIComponent(s string) string { return unescape(s, false) }

func unescape(s string, plus bool) string {
	if !strings.ContainsAny(s, "%+") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '+' && plus:
			b.WriteByte(' ')
		case c == '%' && i+2 < len(s) && hexval.Is(s[i+1]) && hexval.Is(s[i+2]):
			d, _ := hexval.Byte(s[i+1], s[i+2])
			b.WriteByte(d)
			i += 2
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// EscapeHTML is CGI.escapeHTML (and ERB::Util.html_escape): & < > " '.
func EscapeHTML(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;").Replace(s)
}

// UnescapeHTML is CGI.unescapeHTML: &amp; &quot; &gt; &lt; &apos; and
// numeric references (&#NN; &#xHH;) below U+10FFFF (surrogates written as
// their three bytes, as Ruby's extension does); anything else stays as it
// is.
func UnescapeHTML(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] != '&' {
			b.WriteByte(s[i])
			i++
			continue
		}
		semi := strings.IndexByte(s[i:], ';')
		if semi < 0 {
			b.WriteString(s[i:])
			break
		}
		name := s[i+1 : i+semi]
		if rep, ok := entity(name); ok {
			b.WriteString(rep)
			i += semi + 1
			continue
		}
		b.WriteByte('&')
		i++
	}
	return b.String()
}

func entity(name string) (string, bool) {
	switch name {
	case "amp":
		return "&", true
	case "quot":
		return `"`, true
	case "gt":
		return ">", true
	case "lt":
		return "<", true
	case "apos":
		return "'", true
	}
	if len(name) < 2 || name[0] != '#' {
		return "", false
	}
	var n uint64
	var err error
	if name[1] == 'x' || name[1] == 'X' {
		if len(name) < 3 {
			return "", false
		}
		n, err = strconv.ParseUint(name[2:], 16, 32)
	} else {
		n, err = strconv.ParseUint(name[1:], 10, 32)
	}
	if err != nil || n >= 0x10FFFF {
		return "", false
	}
	if n >= 0xD800 && n <= 0xDFFF {
		return string([]byte{byte(0xE0 | n>>12), byte(0x80 | n>>6&0x3F), byte(0x80 | n&0x3F)}), true
	}
	var buf [4]byte
	k := utf8.EncodeRune(buf[:], rune(n))
	return string(buf[:k]), true
}
