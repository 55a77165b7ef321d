package psychnum

import (
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestAsRuby compares every rule with what Ruby 3.1 and Psych gave for the
// same strings (testdata/expected.json, made by testdata/record.rb).
func TestAsRuby(t *testing.T) {
	var want struct {
		ToI     map[string]string  `json:"to_i"`
		ToF     map[string]float64 `json:"to_f"`
		Integer map[string]*string `json:"Integer"`
		Base60  map[string]string  `json:"base60"`
		Base60F map[string]any     `json:"base60f"`
	}
	testtree.ReadJSON(t, "testdata/expected.json", &want)
	for s, w := range want.ToI {
		if got := ToI(s).String(); got != w {
			t.Errorf("ToI(%q) = %s, Ruby %s", s, got, w)
		}
	}
	for s, w := range want.ToF {
		if got := ToF(s); got != w {
			t.Errorf("ToF(%q) = %v, Ruby %v", s, got, w)
		}
	}
	for s, w := range want.Integer {
		n, ok := Integer(s)
		switch {
		case w == nil && ok:
			t.Errorf("Integer(%q) = %s, Ruby raises ArgumentError", s, n)
		case w != nil && !ok:
			t.Errorf("Integer(%q) refused, Ruby %s", s, *w)
		case w != nil && n.String() != *w:
			t.Errorf("Integer(%q) = %s, Ruby %s", s, n, *w)
		}
	}
	// Where Psych's regexps leave the scalar a String (the value is the
	// scalar itself), the rule does not apply.
	for s, w := range want.Base60 {
		if w == s {
			continue
		}
		if got := Base60Int(s).String(); got != w {
			t.Errorf("Base60Int(%q) = %s, Psych %s", s, got, w)
		}
	}
	for s, w := range want.Base60F {
		f, ok := w.(float64)
		if !ok {
			continue
		}
		if got := Base60Float(s); got != f {
			t.Errorf("Base60Float(%q) = %v, Psych %v", s, got, f)
		}
	}
}
