package rubyrand

import (
	"math/big"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestRubyRandom compares Random with sequences of Ruby's
// Random.new(seed).rand(max) recorded by testdata/mt.rb.
func TestRubyRandom(t *testing.T) {
	var cases []struct {
		Seed  string
		Max   int64
		Draws []int64
	}
	testtree.ReadJSON(t, "testdata/mt.json", &cases)
	if len(cases) == 0 {
		t.Fatal("no sequences")
	}
	for _, c := range cases {
		seed, ok := new(big.Int).SetString(c.Seed, 10)
		if !ok {
			t.Fatalf("bad seed %q", c.Seed)
		}
		r := New(seed)
		for i, want := range c.Draws {
			if got := r.Rand(c.Max); got != want {
				t.Errorf("Random.new(%s).rand(%d) draw %d: got %d, want %d", c.Seed, c.Max, i, got, want)
				break
			}
		}
	}
}
