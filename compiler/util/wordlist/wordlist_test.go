package wordlist

import "testing"

func TestJoin(t *testing.T) {
	for _, c := range []struct {
		words []string
		conj  string
		want  string
	}{
		{nil, "or", ""},
		{[]string{"a"}, "or", "a"},
		{[]string{"a", "b"}, "or", "a or b"},
		{[]string{"a", "b", "c"}, "and", "a, b, and c"},
		{[]string{"'a'", "'b'", "'c'", "'d'"}, "and", "'a', 'b', 'c', and 'd'"},
	} {
		if got := Join(c.words, c.conj); got != c.want {
			t.Errorf("Join(%q, %q) = %q, want %q", c.words, c.conj, got, c.want)
		}
	}
}
