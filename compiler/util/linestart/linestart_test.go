package linestart

import (
	"slices"
	"testing"
)

func TestOfAndIndex(t *testing.T) {
	s := "ab\n\ncd\n"
	starts := Of(s)
	if want := []int{0, 3, 4, 7}; !slices.Equal(starts, want) {
		t.Fatalf("Of(%q) = %v, want %v", s, starts, want)
	}
	// offset -> line index: the "\n" belongs to its line; past the end is the last line
	for off, want := range map[int]int{-1: 0, 0: 0, 2: 0, 3: 1, 4: 2, 6: 2, 7: 3, 99: 3} {
		if got := Index(starts, off); got != want {
			t.Errorf("Index(%d) = %d, want %d", off, got, want)
		}
	}
	if got := Of(""); !slices.Equal(got, []int{0}) {
		t.Errorf(`Of("") = %v`, got)
	}
}
