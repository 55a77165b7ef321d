// Package textdiff walks the lines where two texts differ: tests that
// compare Punch's output with a recording of Puppet's or Ruby's show the
// lines that part, each test in its own words.
package textdiff

import (
	"iter"
	"strings"
)

// Lines yields the lines where want and got differ, in order: the 1-based
// line number and the two lines there. Past the end of the shorter text its
// line reads "", so a text that only lacks a trailing empty line does not
// differ from the other.
func Lines(want, got string) iter.Seq2[int, [2]string] {
	return func(yield func(int, [2]string) bool) {
		w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
		for i := 0; i < len(w) || i < len(g); i++ {
			var wl, gl string
			if i < len(w) {
				wl = w[i]
			}
			if i < len(g) {
				gl = g[i]
			}
			if wl != gl && !yield(i+1, [2]string{wl, gl}) {
				return
			}
		}
	}
}
