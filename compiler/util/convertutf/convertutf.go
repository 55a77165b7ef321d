// Package convertutf is the UTF-8 checks of Unicode's ConvertUTF.c, as the
// json gem uses them (convert_UTF8_to_JSON): Puppet's catalog JSON and
// Ruby's JSON.generate report invalid text by these rules, not by Go's
// utf8.ValidString alone.
package convertutf

// Trailing is trailingBytesForUTF8: how many continuation bytes a lead
// byte >= 0x80 announces (up to 5 for 0xFC-0xFF, as the table has it).
func Trailing(b byte) int {
	switch {
	case b < 0xC0:
		return 0
	case b < 0xE0:
		return 1
	case b < 0xF0:
		return 2
	case b < 0xF8:
		return 3
	case b < 0xFC:
		return 4
	}
	return 5
}

// Legal is isLegalUTF8 for the sequence seq (a lead byte and its trailing
// bytes): false for more than four bytes, overlong forms, surrogates and
// code points above U+10FFFF.
func Legal(seq string) bool {
	lead := seq[0]
	switch len(seq) {
	case 4, 3, 2:
		for j := len(seq) - 1; j >= 2; j-- {
			if a := seq[j]; a < 0x80 || a > 0xBF {
				return false
			}
		}
		a := seq[1]
		if a > 0xBF {
			return false
		}
		switch lead {
		case 0xE0:
			if a < 0xA0 {
				return false
			}
		case 0xED:
			if a > 0x9F {
				return false
			}
		case 0xF0:
			if a < 0x90 {
				return false
			}
		case 0xF4:
			if a > 0x8F {
				return false
			}
		default:
			if a < 0x80 {
				return false
			}
		}
		fallthrough
	case 1:
		if lead >= 0x80 && lead < 0xC2 {
			return false
		}
	default:
		return false
	}
	return lead <= 0xF4
}
