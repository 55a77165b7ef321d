package rubybase64

import (
	"encoding/hex"
	"os"
	"strings"
	"testing"
)

func TestDecode64AsRuby(t *testing.T) {
	for _, c := range recorded(t, "testdata/decode64.txt", 300) {
		if got := Decode64(c.in); got != c.want {
			t.Errorf("Base64.decode64(%q): Ruby %x, got %x", c.in, c.want, got)
		}
	}
}

func TestEncode64AsRuby(t *testing.T) {
	for _, c := range recorded(t, "testdata/encode64.txt", 200) {
		if got := Encode64(c.in); got != c.want {
			t.Errorf("Base64.encode64(%x): Ruby %q, got %q", c.in, c.want, got)
		}
	}
}

type recordedCase struct{ in, want string }

// recorded reads a file of testdata/record.rb: an input and Ruby's answer,
// both in hex, a line each (at least min lines).
func recorded(t *testing.T, file string, min int) []recordedCase {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (record with: ruby compiler/util/rubybase64/testdata/record.rb)", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) < min {
		t.Fatalf("%s: only %d inputs", file, len(lines))
	}
	var cases []recordedCase
	for _, line := range lines {
		in, want, ok := strings.Cut(line, " ")
		s, err := hex.DecodeString(in)
		w, err2 := hex.DecodeString(want)
		if !ok || err != nil || err2 != nil {
			t.Fatalf("%s: bad line %q", file, line)
		}
		cases = append(cases, recordedCase{string(s), string(w)})
	}
	return cases
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
