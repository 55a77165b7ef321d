package convertutf

import (
	"testing"
	"unicode/utf8"
)

// Legal agrees with Go's decoder on every sequence of one to four bytes
// that Trailing announces for its lead byte (both refuse overlong forms,
// surrogates and code points above U+10FFFF), but for ConvertUTF.c's own
// gap, which the json gem keeps: after 0xED or 0xF4 it checks only the
// upper bound of the second byte, so an ASCII byte there passes.
func TestLegalAgreesWithGo(t *testing.T) {
	conts := []byte{0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0}
	for lead := 0x80; lead < 0x100; lead++ {
		n := Trailing(byte(lead))
		if n > 3 {
			if Legal(string(append([]byte{byte(lead)}, make([]byte, n)...))) {
				t.Errorf("Legal of a %d-byte sequence", n+1)
			}
			continue
		}
		var walk func(seq []byte)
		walk = func(seq []byte) {
			if len(seq) == n+1 {
				r, size := utf8.DecodeRune(seq)
				want := r != utf8.RuneError && size == len(seq)
				if (lead == 0xED || lead == 0xF4) && seq[1] < 0x80 && validTail(seq[2:]) {
					want = true
				}
				if got := Legal(string(seq)); got != want {
					t.Errorf("Legal(% x) = %v, Go decodes %v", seq, got, want)
				}
				return
			}
			for _, c := range conts {
				walk(append(append([]byte(nil), seq...), c))
			}
		}
		walk([]byte{byte(lead)})
	}
	if Trailing(0xC2) != 1 || Trailing(0xE0) != 2 || Trailing(0xF0) != 3 || Trailing(0xFC) != 5 {
		t.Error("Trailing")
	}
}

func validTail(b []byte) bool {
	for _, c := range b {
		if c < 0x80 || c > 0xBF {
			return false
		}
	}
	return true
}
