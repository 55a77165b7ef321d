package rubybase64

import (
	"encoding/hex"
	"os"
	"strings"
	"testing"
)

func TestDecode64AsRuby(t *testing.T) {
	data, err := os.ReadFile("testdata/decode64.txt")
	if err != nil {
		t.Fatalf("%v (record with: ruby compiler/util/rubybase64/testdata/record.rb)", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) < 300 {
		t.Fatalf("only %d inputs", len(lines))
	}
	for _, line := range lines {
		in, want, ok := strings.Cut(line, " ")
		s, err := hex.DecodeString(in)
		if !ok || err != nil {
			t.Fatalf("bad line %q", line)
		}
		if got := hex.EncodeToString([]byte(Decode64(string(s)))); got != want {
			t.Errorf("Base64.decode64(%q): Ruby %s, got %s", s, want, got)
		}
	}
}

// Decode64 takes any bytes: it never panics and never makes more than
// three bytes of four input bytes.
func FuzzDecode64(f *testing.F) {
	f.Add("QUJD=RA")
	f.Add("Q\x00U\xffJD")
	f.Fuzz(func(t *testing.T, s string) {
		if got := Decode64(s); len(got) > (len(s)+3)/4*3 {
			t.Fatalf("Decode64(%q) made %d bytes", s, len(got))
		}
	})
}
