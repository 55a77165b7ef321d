// Package rubybase64 is Ruby's lenient Base64.decode64 (String#unpack1("m"))
// and Base64.encode64 (Array#pack("m")), the one owner of those rules:
// compiler/ruby/rlib/base64 (Ruby's base64 library), environments/hiera's
// eyaml decryption (which sits below the Ruby layer) and Puppet's %B format
// of a Binary (compiler/values) use them. It imports nothing of the project.
//
// testdata/record.rb records Ruby's answers the test compares against.
package rubybase64

import (
	"encoding/base64"
	"strings"
)

// Value is the 6-bit value of a character of the base64 alphabet
// (A-Z a-z 0-9 + /), -1 for any other byte.
func Value(c byte) int {
	switch {
	case c >= 'A' && c <= 'Z':
		return int(c - 'A')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 26
	case c >= '0' && c <= '9':
		return int(c-'0') + 52
	case c == '+':
		return 62
	case c == '/':
		return 63
	}
	return -1
}

// Decode64 is Base64.decode64: characters outside the alphabet are
// skipped; an '=' ends the text where the third or fourth character of a
// group is due (elsewhere it is skipped too); a final group of two or three
// characters gives its whole bytes. The result is ASCII-8BIT in Ruby.
func Decode64(s string) string {
	var out []byte
	var quad [4]int
	n := 0
scan:
	for i := 0; i < len(s); i++ {
		c := s[i]
		v := Value(c)
		switch {
		case v >= 0:
			quad[n] = v
			n++
			if n == 4 {
				out = append(out, byte(quad[0]<<2|quad[1]>>4), byte(quad[1]<<4|quad[2]>>2), byte(quad[2]<<6|quad[3]))
				n = 0
			}
		case c == '=' && n >= 2:
			break scan
		}
	}
	switch n {
	case 2:
		out = append(out, byte(quad[0]<<2|quad[1]>>4))
	case 3:
		out = append(out, byte(quad[0]<<2|quad[1]>>4), byte(quad[1]<<4|quad[2]>>2))
	}
	return string(out)
}

// Encode64 is Base64.encode64: the standard alphabet with padding, in lines
// of 60 characters, each ending in a newline (nothing for empty input).
func Encode64(bin string) string {
	enc := base64.StdEncoding.EncodeToString([]byte(bin))
	var b strings.Builder
	b.Grow(len(enc) + len(enc)/60 + 1)
	for len(enc) > 60 {
		b.WriteString(enc[:60])
		b.WriteByte('\n')
		enc = enc[60:]
	}
	if enc != "" {
		b.WriteString(enc)
		b.WriteByte('\n')
	}
	return b.String()
}
