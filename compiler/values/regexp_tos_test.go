package values

import (
	"encoding/json"
	"os"
	"testing"
)

// RegexpToS against Ruby 3.1's Regexp#to_s (testdata/regexptos,
// recorded by record.sh from cases.rb).
func TestRegexpToS(t *testing.T) {
	data, err := os.ReadFile("testdata/regexptos/expected.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases [][3]any
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		src, opts, want := c[0].(string), int(c[1].(float64)), c[2].(string)
		if got := RegexpToS(src, opts); got != want {
			t.Errorf("Regexp.new(%q, %d).to_s: %q, Ruby %q", src, opts, got, want)
		}
	}
}
