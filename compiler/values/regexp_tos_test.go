package values

import (
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// RegexpToS against Ruby 3.1's Regexp#to_s (testdata/regexptos,
// recorded by record.sh from cases.rb).
func TestRegexpToS(t *testing.T) {
	var cases [][3]any
	testtree.ReadJSON(t, "testdata/regexptos/expected.json", &cases)
	for _, c := range cases {
		src, opts, want := c[0].(string), int(c[1].(float64)), c[2].(string)
		if got := RegexpToS(src, opts); got != want {
			t.Errorf("Regexp.new(%q, %d).to_s: %q, Ruby %q", src, opts, got, want)
		}
	}
}
