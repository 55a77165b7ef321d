package values

import (
	"encoding/json"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// Onigmo's multi-character case folding (regexp_fold.go) against Ruby 3.1:
// testdata/casefold/expected.json, recorded by record.sh from cases.rb.
func TestMultiCharFold(t *testing.T) {
	var cases [][3]any
	testtree.ReadJSON(t, "testdata/casefold/expected.json", &cases)
	for _, c := range cases {
		s, p := c[0].(string), c[1].(string)
		want := "nil"
		if m, ok := c[2].([]any); ok {
			want = jsonText(m[0]) + "@" + jsonText(m[1])
		}
		got := "nil"
		r, err := NewRegexp(p)
		if err != nil {
			got = "error: " + err.Error()
		} else if m, err := r.Engine().FindStringMatch(s); err != nil {
			got = "error: " + err.Error()
		} else if m != nil {
			got = jsonText(m.String()) + "@" + jsonText(m.Index)
		}
		if got != want {
			t.Errorf("%q =~ /%s/: %s, Ruby %s", s, p, got, want)
		}
	}
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// Constructs regexp2 cannot run as Onigmo does are refused as not
// supported (never a RegexpError Ruby would not raise, never a different
// match).
func TestOnigmoUnsupported(t *testing.T) {
	for _, p := range []string{`x(?~a|b)y`, `x(?~a+)`, `(?i)x(?~ß)`, `(?i)\As{40}\z`} {
		_, err := NewRegexp(p)
		if !IsUnsupported(err) {
			t.Errorf("/%s/: %v, want not supported", p, err)
		}
	}
	for _, p := range []string{`[\X\K]`, `x(?~a\|b)y`, `(?i)x(?~abc)`, `\p{IN_GREEK_AND_COPTIC}x`, `[\p{age=6.0}]`, `\p{Hira}`} {
		if _, err := NewRegexp(p); err != nil {
			t.Errorf("/%s/: %v", p, err)
		}
	}
}
