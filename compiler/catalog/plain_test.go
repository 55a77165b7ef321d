package catalog

import (
	"strings"
	"testing"
)

// checkPlainPrefix checks plainPrefix against a byte at a time: it answers
// len(s) exactly when every byte is one jsonSafe copies as it is, and never
// a position past the first byte that is not; and appendString, which
// trusts it, writes what appendEscaped writes scanning from the start.
func checkPlainPrefix(t *testing.T, s string) {
	t.Helper()
	first := len(s)
	for i := 0; i < len(s); i++ {
		if !jsonSafe[s[i]] {
			first = i
			break
		}
	}
	got := plainPrefix(s)
	if first == len(s) && got != len(s) || first < len(s) && got > first {
		t.Fatalf("plainPrefix(%q) = %d, first byte to escape at %d", s, got, first)
	}
	if a, b := string(appendString(nil, s)), string(appendEscaped(nil, s, 0)); a != b {
		t.Fatalf("appendString(%q) = %s, appendEscaped from 0 = %s", s, a, b)
	}
}

// TestPlainPrefixPairs puts two bytes to escape (or one and a byte next to
// a boundary of the word tests: 0x1f/0x20, 0x21-0x23, 0x5b-0x5d, 0x7f/0x80)
// at every pair of positions of strings up to 40 bytes: the word tests
// borrow from byte to byte, which a single bad byte does not exercise.
func TestPlainPrefixPairs(t *testing.T) {
	special := []byte{0x00, 0x01, 0x1f, 0x20, 0x21, '"', 0x23, 0x5b, '\\', 0x5d, 0x7f, 0x80, 0xff, '\n'}
	for n := 1; n <= 40; n++ {
		base := []byte(strings.Repeat("a", n))
		for i := 0; i < n; i++ {
			for j := i; j < n; j++ {
				for _, a := range special {
					for _, b := range special {
						s := append([]byte(nil), base...)
						s[i], s[j] = a, b
						checkPlainPrefix(t, string(s))
					}
				}
			}
		}
	}
}

func FuzzPlainPrefix(f *testing.F) {
	for _, s := range []string{"", "a", "plain text of a template", "a\"b", "line\nline\n", "é", "\x7f\x80", strings.Repeat("x", 33) + "\\"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkPlainPrefix(t, s) })
}
