package rubycrypt

import (
	"os"
	"strings"
	"testing"
)

// TestCryptMatchesRuby compares Crypt with what Ruby 3.1's String#crypt
// gave (testdata/record.rb writes testdata/crypt.txt).
func TestCryptMatchesRuby(t *testing.T) {
	src, err := os.ReadFile("testdata/crypt.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSuffix(string(src), "\n"), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			t.Fatalf("bad line %q", line)
		}
		pw, setting, want := f[0], f[1], f[2]
		got, err := Crypt(pw, setting)
		switch {
		case err == ErrShortSalt:
			got = "ERROR: ArgumentError: " + err.Error()
		case err != nil:
			t.Errorf("%q.crypt(%q): %v; Ruby gives %q", pw, setting, err, want)
			continue
		}
		if got != want {
			t.Errorf("%q.crypt(%q) = %q; Ruby gives %q", pw, setting, got, want)
		}
		n++
	}
	if n < 100 {
		t.Errorf("only %d cases compared", n)
	}
}

// TestCryptUnsupported: the algorithms Punch does not implement are
// refused, never answered wrongly.
func TestCryptUnsupported(t *testing.T) {
	for _, s := range []string{"ab", "$2b$10$abcdefghijklmnopqrstuu", "$y$j9T$abc"} {
		if _, err := Crypt("pw", s); err != ErrUnsupported {
			t.Errorf("Crypt(%q): %v, want ErrUnsupported", s, err)
		}
	}
}
