package hexval

import (
	"strconv"
	"testing"
)

// Every byte against strconv's reading of it as a base-16 digit.
func TestDigitAgreesWithStrconv(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := -1
		if n, err := strconv.ParseUint(string([]byte{byte(c)}), 16, 8); err == nil {
			want = int(n)
		}
		if got := Digit(byte(c)); got != want {
			t.Errorf("Digit(%q) = %d, want %d", byte(c), got, want)
		}
		if Is(byte(c)) != (want >= 0) {
			t.Errorf("Is(%q) = %v", byte(c), Is(byte(c)))
		}
	}
	if b, ok := Byte('f', 'F'); !ok || b != 0xff {
		t.Errorf("Byte(f, F) = %x, %v", b, ok)
	}
	if _, ok := Byte('0', 'g'); ok {
		t.Error("Byte(0, g) is ok")
	}
}
