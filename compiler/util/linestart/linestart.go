// Package linestart maps the byte offsets of a text to its lines: the
// line table of a source (Ruby files, ERB templates) from which errors and
// backtraces say "line L, column C".
package linestart

import "sort"

// Of returns the offsets at which the lines of s start: 0, then the
// offset after each "\n".
func Of(s string) []int {
	starts := []int{0}
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// Index returns the 0-based index of the line (in starts, from Of) that
// holds byte offset off; 0 for an offset before the text.
func Index(starts []int, off int) int {
	i := sort.Search(len(starts), func(i int) bool { return starts[i] > off }) - 1
	if i < 0 {
		return 0
	}
	return i
}
