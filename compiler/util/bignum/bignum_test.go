package bignum

import (
	"math/big"
	"math/rand"
	"strings"
	"testing"
)

// Parse gives what SetString gives, for every base Puppet and Ruby read,
// short and long digit strings, and refuses what SetString refuses.
func TestParseMatchesSetString(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	const alphabet = "0123456789abcdef"
	for _, base := range []int{2, 8, 10, 16} {
		for _, n := range []int{1, 19, 511, 512, 513, 1000, 4097, 20011} {
			b := make([]byte, n)
			for i := range b {
				b[i] = alphabet[r.Intn(base)]
			}
			want, _ := new(big.Int).SetString(string(b), base)
			got, ok := Parse(string(b), base)
			if !ok || got.Cmp(want) != 0 {
				t.Errorf("base %d, %d digits: got %v", base, n, ok)
			}
		}
	}
	bad := strings.Repeat("7", 3000) + "9" + strings.Repeat("7", 3000)
	if _, ok := Parse(bad, 8); ok {
		t.Error("an octal 9 was accepted")
	}
	for _, signed := range []string{"-1", strings.Repeat("1", 3000) + "-" + strings.Repeat("1", 2999)} {
		if _, ok := Parse(signed, 10); ok {
			t.Errorf("a sign was accepted in %d characters", len(signed))
		}
	}
}

// Three million digits (an agent's fact): SetString's loop would take
// tens of seconds; the value is checked by its last digits and length.
func TestParseLong(t *testing.T) {
	got, ok := Parse("1"+strings.Repeat("0", 3_000_000), 10)
	if !ok || got.BitLen() != 9_965_785 || new(big.Int).Mod(got, big.NewInt(1_000_007)).Int64() != new(big.Int).Exp(big.NewInt(10), big.NewInt(3_000_000), big.NewInt(1_000_007)).Int64() {
		t.Fatalf("got %v, bit length %d", ok, got.BitLen())
	}
}
