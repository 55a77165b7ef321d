// Package base64 is Ruby's base64 library (Array#pack("m") and
// String#unpack1("m") underneath): encode64 with its line breaks,
// decode64's leniency, the strict and URL-safe forms and their errors.
package base64

import (
	"encoding/base64"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/rubybase64"
)

// Encode64 is Base64.encode64: lines of 60 characters, each ending in a
// newline (nothing for empty input). The result is US-ASCII in Ruby.
func Encode64(bin string) string { return rubybase64.Encode64(bin) }

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

// Decode64 is Base64.decode64 (unpack1("m")), whose one owner is
// compiler/util/rubybase64 (environments/hiera's eyaml uses it too). The
// result is ASCII-8BIT in Ruby.
func Decode64(s string) string { return rubybase64.Decode64(s) }

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
			if v[k] = rubybase64.Value(g[k]); v[k] < 0 {
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
