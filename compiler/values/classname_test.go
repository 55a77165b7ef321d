package values

import (
	"regexp"
	"testing"
)

// classNameRx is Puppet's NAME rule as a regexp: the oracle of isClassName.
var classNameRx = regexp.MustCompile(`^((::)?[a-z]\w*)(::[a-z]\w*)*$`)

// isClassName agrees with the regexp on every string of up to four bytes
// over an alphabet of the bytes that matter, and on longer names.
func TestIsClassName(t *testing.T) {
	alphabet := []byte{'a', 'z', 'A', '0', '_', ':', '-', '.', ' ', '\n', 0xc3}
	var gen func(prefix []byte, n int)
	gen = func(prefix []byte, n int) {
		s := string(prefix)
		if got, want := isClassName(s), classNameRx.MatchString(s); got != want {
			t.Fatalf("isClassName(%q) = %v, the regexp says %v", s, got, want)
		}
		if n == 0 {
			return
		}
		for _, c := range alphabet {
			gen(append(prefix, c), n-1)
		}
	}
	gen(nil, 4)
	for _, s := range []string{"apache::vhost::custom", "::apache", "::::apache", "apache::", "apache::1x", "a::b_c::d9",
		"keystone::resource::service_identity", "apache:::vhost", "apache\n", "\napache", "café", "x::é"} {
		if got, want := isClassName(s), classNameRx.MatchString(s); got != want {
			t.Errorf("isClassName(%q) = %v, the regexp says %v", s, got, want)
		}
	}
}

func FuzzIsClassName(f *testing.F) {
	for _, s := range []string{"apache::vhost", "::a", "a::", "A", "a:b", "a\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := isClassName(s), classNameRx.MatchString(s); got != want {
			t.Fatalf("isClassName(%q) = %v, the regexp says %v", s, got, want)
		}
	})
}
