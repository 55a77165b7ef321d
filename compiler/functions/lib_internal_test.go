package functions

import "testing"

// TestErrorLocation: the second line of Puppet's warn_once deprecations.
func TestErrorLocation(t *testing.T) {
	for _, tc := range []struct {
		file string
		line int
		want string
	}{
		{"a.pp", 3, "(file: a.pp, line: 3)"},
		{"", 3, "(line: 3)"},
		{"a.pp", 0, "(file: a.pp)"},
		{"", 0, "(file & line not available)"},
	} {
		if got := errorLocation(tc.file, tc.line); got != tc.want {
			t.Errorf("errorLocation(%q, %d) = %q, want %q", tc.file, tc.line, got, tc.want)
		}
	}
}
