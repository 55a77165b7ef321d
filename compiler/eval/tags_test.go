package eval

import (
	"regexp"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// values.ValidTag and addIfValid agree with Puppet's tag syntax
// /\A[[:alnum:]_][[:alnum:]_:.-]*\z/ for every string of up to two ASCII
// bytes and a few longer ones; with non-ASCII letters (which Ruby's
// [[:alnum:]] takes, Go's does not) addIfValid agrees with values.ValidTag.
func TestValidTagASCII(t *testing.T) {
	re := regexp.MustCompile(`\A[[:alnum:]_][[:alnum:]_:.-]*\z`)
	check := func(s string) {
		if got, want := values.ValidTag(s), re.MatchString(s); got != want {
			t.Fatalf("ValidTag(%q) = %v, want %v", s, got, want)
		}
		var ts tagSet
		ts.addIfValid(s)
		if re.MatchString(s) {
			if len(ts.list) == 0 || ts.list[0] != strings.ToLower(s) {
				t.Fatalf("addIfValid(%q) tagged %q", s, ts.list)
			}
		} else if len(ts.list) != 0 {
			t.Fatalf("addIfValid(%q) tagged %q", s, ts.list)
		}
	}
	check("")
	for a := 0; a < 128; a++ {
		check(string(rune(a)))
		for b := 0; b < 128; b++ {
			check(string([]byte{byte(a), byte(b)}))
		}
	}
	for _, s := range []string{"Load::Item", "item12", "a.b-c:d", "/var/lib/x", "_x", "x y"} {
		check(s)
	}
	for _, s := range []string{"Ébène", "été::X", "x\u00a0", "Ä-1"} {
		var ts tagSet
		ts.addIfValid(s)
		if values.ValidTag(s) != (len(ts.list) > 0) || len(ts.list) > 0 && ts.list[0] != strings.ToLower(s) {
			t.Errorf("addIfValid(%q) tagged %q; ValidTag = %v", s, ts.list, values.ValidTag(s))
		}
	}
}
