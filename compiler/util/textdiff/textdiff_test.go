package textdiff

import (
	"reflect"
	"testing"
)

func TestLines(t *testing.T) {
	type row struct {
		n    int
		w, g string
	}
	for _, c := range []struct {
		want, got string
		rows      []row
	}{
		{"a\nb\nc", "a\nB\nc", []row{{2, "b", "B"}}},
		{"a\nb", "a\nb\nc\nd", []row{{3, "", "c"}, {4, "", "d"}}},
		{"a\n", "a", nil},
		{"x", "y", []row{{1, "x", "y"}}},
	} {
		var got []row
		for n, l := range Lines(c.want, c.got) {
			got = append(got, row{n, l[0], l[1]})
		}
		if !reflect.DeepEqual(got, c.rows) {
			t.Errorf("Lines(%q, %q) = %v, want %v", c.want, c.got, got, c.rows)
		}
	}
	// A caller that stops early stops the walk.
	n := 0
	for range Lines("a\nb\nc", "x\ny\nz") {
		n++
		break
	}
	if n != 1 {
		t.Errorf("break: %d lines", n)
	}
}
