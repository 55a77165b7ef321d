// Package hexval reads hexadecimal digits: the one rule behind the %XX,
// \xXX and \uXXXX escapes that Punch decodes in URLs, JSON, Ruby source and
// its Ruby libraries.
package hexval

// Digit is c's value as a hexadecimal digit (either case), -1 when c is
// not one.
func Digit(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// Is tells whether c is a hexadecimal digit.
func Is(c byte) bool { return Digit(c) >= 0 }

// Byte is the byte two hexadecimal digits write (hi, lo); ok is false when
// either is not a digit.
func Byte(hi, lo byte) (b byte, ok bool) {
	h, l := Digit(hi), Digit(lo)
	if h < 0 || l < 0 {
		return 0, false
	}
	return byte(h<<4 | l), true
}
