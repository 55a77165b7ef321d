package eval

import (
	"math/rand"
	"strings"
	"testing"
)

// capitalizeName gives what capitalizing each strings.Split segment gives,
// for names made of the characters that matter (letters, ':' and '_').
func TestCapitalizeNameAsSplit(t *testing.T) {
	ref := func(s string) string {
		parts := strings.Split(s, "::")
		for i, p := range parts {
			if p != "" && p[0] >= 'a' && p[0] <= 'z' {
				parts[i] = string(p[0]-'a'+'A') + p[1:]
			}
		}
		return strings.Join(parts, "::")
	}
	cases := []string{"", "a", "A", "apache", "apache::vhost", "Apache::Vhost", "apache::Vhost", "::a", "a::",
		"a:::b", "a::::b", ":a", "a:b::c", "_x::y", "é::a"}
	r := rand.New(rand.NewSource(1))
	const alphabet = "aZ:_b:"
	for i := 0; i < 5000; i++ {
		b := make([]byte, r.Intn(9))
		for j := range b {
			b[j] = alphabet[r.Intn(len(alphabet))]
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		if got, want := capitalizeName(s), ref(s); got != want {
			t.Fatalf("capitalizeName(%q) = %q, want %q", s, got, want)
		}
	}
}

func BenchmarkCapitalizeName(b *testing.B) {
	for i := 0; i < b.N; i++ {
		capitalizeName("apache::mod::ssl")
	}
}
