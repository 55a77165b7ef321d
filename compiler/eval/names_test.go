package eval

import (
	"math/rand"
	"strings"
	"testing"
)

// randomName is a name of letters (some upper case), digits, '_' and ':',
// now and then with a byte of a multibyte character.
func randomName(rng *rand.Rand) string {
	const chars = "abcdefghijklmnopqrstuvwxyz_0123456789::ABCZ@[`{"
	b := make([]byte, rng.Intn(40))
	for i := range b {
		b[i] = chars[rng.Intn(len(chars))]
		if rng.Intn(200) == 0 {
			b[i] = 0xc3
		}
	}
	if rng.Intn(3) == 0 {
		return strings.ToLower(string(b))
	}
	return string(b)
}

// lowerName is strings.ToLower, and returns a lower case ASCII name itself.
func TestLowerName(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	for i := 0; i < 20000; i++ {
		s := randomName(rng)
		if got, want := lowerName(s), strings.ToLower(s); got != want {
			t.Fatalf("lowerName(%q) = %q, want %q", s, got, want)
		}
	}
	for _, s := range []string{"", "a", "apache::mod::ssl", "ÄBC", "Apache::Vhost", "abcdefgZ", "abcdefghZ", "@[`{",
		"File", "Apache::Vhost::Custom_fragment", "abcdefghijklmnoPqrstuvwxyzÄ", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"} {
		if got, want := lowerName(s), strings.ToLower(s); got != want {
			t.Errorf("lowerName(%q) = %q, want %q", s, got, want)
		}
	}
	// every byte around the letters' bounds and of a multibyte character,
	// at every pair of positions of every length to 20 (the word steps and
	// the tail of lowerName and lowerASCII)
	eachSpecialPair([]byte{'@', 'A', 'M', 'Z', '[', '`', 'a', 'z', '{', 0x7f, 0x80, 0xc3, 0xff, 0}, func(s string) {
		if got, want := lowerName(s), strings.ToLower(s); got != want {
			t.Fatalf("lowerName(%q) = %q, want %q", s, got, want)
		}
	})
}

// eachSpecialPair calls f with every name of 'm's of length 0 to 20 that
// has two of specials (the same one twice too) at positions i <= j.
func eachSpecialPair(specials []byte, f func(string)) {
	for n := 0; n <= 20; n++ {
		for i := 0; i < n; i++ {
			for _, x := range specials {
				for j := i; j < n; j++ {
					for _, y := range specials {
						b := []byte(strings.Repeat("m", n))
						b[i], b[j] = x, y
						f(string(b))
					}
				}
			}
		}
	}
}

// hasUpperASCII is a byte at a time test for 'A'..'Z': every byte around
// the letters' bounds ('@' 'A' 'Z' '[', and 0xc3 for a multibyte character)
// at every position of every length to 20, alone and paired with another.
func TestHasUpperASCII(t *testing.T) {
	byByte := func(s string) bool {
		for i := 0; i < len(s); i++ {
			if 'A' <= s[i] && s[i] <= 'Z' {
				return true
			}
		}
		return false
	}
	eachSpecialPair([]byte{'@', 'A', 'Z', '[', '`', 'a', 'z', '{', 0x7f, 0x80, 0xc1, 0xc3, 0xda, 0xff, 0}, func(s string) {
		if got, want := hasUpperASCII(s), byByte(s); got != want {
			t.Fatalf("hasUpperASCII(%q) = %v, want %v", s, got, want)
		}
	})
	rng := rand.New(rand.NewSource(8))
	for i := 0; i < 20000; i++ {
		s := randomName(rng)
		if got, want := hasUpperASCII(s), byByte(s); got != want {
			t.Fatalf("hasUpperASCII(%q) = %v, want %v", s, got, want)
		}
	}
}

// lastQual is strings.LastIndex(name, "::").
func TestLastQual(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for i := 0; i < 20000; i++ {
		s := randomName(rng)
		if got, want := lastQual(s), strings.LastIndex(s, "::"); got != want {
			t.Fatalf("lastQual(%q) = %d, want %d", s, got, want)
		}
	}
	for _, s := range []string{"", ":", "::", ":::", "a::b::c", "::x", "x::"} {
		if got, want := lastQual(s), strings.LastIndex(s, "::"); got != want {
			t.Errorf("lastQual(%q) = %d, want %d", s, got, want)
		}
	}
}

func BenchmarkLowerName(b *testing.B) {
	names := []string{"apache::mod::ssl", "postgresql::server::config", "stdlib", "mysql::server::root_password"}
	for i := 0; i < b.N; i++ {
		for _, n := range names {
			_ = lowerName(n)
		}
	}
}

func BenchmarkLastQual(b *testing.B) {
	names := []string{"apache::mod::ssl::ssl_compression", "postgresql::server::config_entry", "stdlib::x", "mysql::params"}
	for i := 0; i < b.N; i++ {
		for _, n := range names {
			_ = lastQual(n)
		}
	}
}
