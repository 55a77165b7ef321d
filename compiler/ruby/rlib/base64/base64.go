// Package base64 is Ruby's base64 library (Array#pack("m") and
// String#unpack1("m") underneath): encode64 with its line breaks,
// decode64's leniency, the strict and URL-safe forms and their errors.
package base64

import (
	"encoding/base64"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// Encode64 is Base64.encode64: lines of 60 characters, each ending in a
// newline (nothing for empty input). The result is US-ASCII in Ruby.
func Encode64(bin string) string {
	enc := base64.StdEncoding.EncodeToString([]byte(bin))
	var b strings.Builder
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

// StrictEncode64 is Base64.strict_encode64: no line breaks.
func StrictEncode64(bin string) string { return base64.StdEncoding.EncodeToString([]byte(bin)) }

// URLSafeEncode64 is Base64.urlsafe_encode64(bin, padding:).
func URLSafeEncode64(bin string, padding bool) string {
	s := StrictEncode64(bin)
	if !padding {
		s = strings.TrimSuffix(s, "=")
		s = strings.TrimSuffix(s, "=")
	}
	return strings.NewReplacer("+", "-", "/", "_").Replace(s)
}

func b64val(c byte) int {
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

// Decode64 is Base64.decode64 (unpack1("m")): characters outside the
// alphabet are skipped; an '=' ends the text where the third or fourth
// character of a group is due (elsewhere it is skipped too); a final
// group of two or three characters gives its whole bytes. The result is
// ASCII-8BIT in Ruby.
func Decode64(s string) string {
	var out []byte
	var quad [4]int
	n := 0
scan:
	for i := 0; i < len(s); i++ {
		c := s[i]
		v := b64val(c)
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

// StrictDecode64 is Base64.strict_decode64: only the alphabet, whole
// groups, padding only at the end; else ArgumentError "invalid base64".
func StrictDecode64(s string) (string, error) {
	errInvalid := rv.Errorf("ArgumentError", "invalid base64")
	if len(s)%4 != 0 {
		return "", errInvalid
	}
	out := make([]byte, 0, len(s)/4*3)
	for i := 0; i < len(s); i += 4 {
		g := s[i : i+4]
		last := i+4 == len(s)
		var v [4]int
		pad := 0
		for k := 0; k < 4; k++ {
			if g[k] == '=' {
				if !last || k < 2 {
					return "", errInvalid
				}
				pad++
				continue
			}
			if pad > 0 {
				return "", errInvalid
			}
			if v[k] = b64val(g[k]); v[k] < 0 {
				return "", errInvalid
			}
		}
		switch pad {
		case 0:
			out = append(out, byte(v[0]<<2|v[1]>>4), byte(v[1]<<4|v[2]>>2), byte(v[2]<<6|v[3]))
		case 1:
			if v[2]&3 != 0 {
				return "", errInvalid
			}
			out = append(out, byte(v[0]<<2|v[1]>>4), byte(v[1]<<4|v[2]>>2))
		case 2:
			if v[1]&15 != 0 {
				return "", errInvalid
			}
			out = append(out, byte(v[0]<<2|v[1]>>4))
		}
	}
	return string(out), nil
}

// URLSafeDecode64 is Base64.urlsafe_decode64: padding added when missing,
// then strict decoding of the standard alphabet.
func URLSafeDecode64(s string) (string, error) {
	if !strings.HasSuffix(s, "=") && len(s)%4 != 0 {
		s += strings.Repeat("=", (4-len(s)%4)%4)
	}
	return StrictDecode64(strings.NewReplacer("-", "+", "_", "/").Replace(s))
}
