// Package shellwords is Ruby's shellwords library: shellescape, shelljoin
// and shellsplit, character for character as its regular expressions do.
package shellwords

import (
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// Escape is Shellwords.shellescape: ” for the empty string, a backslash
// before every character but [A-Za-z0-9_\-.,:+/@\n], and a newline
// quoted as '\n'.
func Escape(s string) string {
	if s == "" {
		return "''"
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		c := s[i]
		switch {
		case c == '\n':
			b.WriteString("'\n'")
		case n == 1 && (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || strings.IndexByte("_-.,:+/@", c) >= 0):
			b.WriteByte(c)
		default:
			_ = r
			b.WriteByte('\\')
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// Join is Shellwords.shelljoin of the words' to_s (Ruby's result is
// US-ASCII for no words: [].join).
func Join(words []string) string {
	parts := make([]string, len(words))
	for i, w := range words {
		parts[i] = Escape(w)
	}
	return strings.Join(parts, " ")
}

// isSpace is Ruby's \s.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// Split is Shellwords.shellsplit: words as a Bourne shell splits them.
// Each word is built in a binary String (String.new), which becomes the
// line's encoding once a non-ASCII piece is added: so a word is
// ASCII-8BIT unless it holds non-ASCII text of a UTF-8 line.
func Split(line *rv.String) ([]*rv.String, error) {
	words, err := split(line.S, line.Inspect)
	if err != nil {
		return nil, err
	}
	out := make([]*rv.String, len(words))
	for i, w := range words {
		s := &rv.String{S: w, Enc: rv.Binary}
		if !s.ASCIIOnly() {
			s.Enc = line.Enc
		}
		out[i] = s
	}
	return out, nil
}

func split(line string, inspect func() string) ([]string, error) {
	var words []string
	var field strings.Builder
	i := 0
	for {
		j := i
		for j < len(line) && isSpace(line[j]) {
			j++
		}
		if j >= len(line) {
			break
		}
		var piece string
		c := line[j]
		switch {
		case !isSpace(c) && c != '\\' && c != '\'' && c != '"':
			k := j
			for k < len(line) && !isSpace(line[k]) && line[k] != '\\' && line[k] != '\'' && line[k] != '"' {
				k++
			}
			piece, j = line[j:k], k
		case c == '\'' && strings.IndexByte(line[j+1:], '\'') >= 0:
			k := j + 1 + strings.IndexByte(line[j+1:], '\'')
			piece, j = line[j+1:k], k+1
		case c == '"' && closingQuote(line, j+1) >= 0:
			k := closingQuote(line, j+1)
			piece, j = unescapeDouble(line[j+1:k]), k+1
		case c == '\\':
			// \\.? : the backslash and the character after it, if any
			// (a newline too); then \\(.) without the m flag keeps a
			// backslash before a newline.
			k := j + 1
			if k < len(line) {
				_, n := utf8.DecodeRuneInString(line[k:])
				k += n
			}
			esc := line[j:k]
			if len(esc) > 1 && esc[1] != '\n' {
				esc = esc[1:]
			}
			piece, j = esc, k
		default:
			return nil, rv.Errorf("ArgumentError", "Unmatched quote: "+inspect())
		}
		field.WriteString(piece)
		// (\s|\z)?: a separator ends the word.
		if j >= len(line) || isSpace(line[j]) {
			words = append(words, field.String())
			field.Reset()
			if j < len(line) {
				j++
			}
		}
		i = j
		if i >= len(line) {
			break
		}
	}
	return words, nil
}

// closingQuote finds the '"' that ends "((?:[^"\\]|\\.)*)" from i.
func closingQuote(s string, i int) int {
	for i < len(s) {
		switch s[i] {
		case '"':
			return i
		case '\\':
			if i+1 >= len(s) {
				return -1
			}
			_, n := utf8.DecodeRuneInString(s[i+1:])
			i += 1 + n
		default:
			i++
		}
	}
	return -1
}

// unescapeDouble is dq.gsub(/\\([$`"\\\n])/, '\1').
func unescapeDouble(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("$`\"\\\n", s[i+1]) >= 0 {
			i++
		} else if s[i] == '\\' && i+1 < len(s) {
			b.WriteByte(s[i])
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
