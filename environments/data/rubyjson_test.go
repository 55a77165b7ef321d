package data

import (
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestRubyJSONError compares RubyJSONError with what Ruby's json gem
// itself said of each document (testdata/ruby_json_errors.json, made by
// testdata/ruby_json_errors.rb from testdata/ruby_json_inputs.txt).
func TestRubyJSONError(t *testing.T) {
	var cases []struct {
		In    string `json:"in"`
		OK    bool   `json:"ok"`
		Error string `json:"error"`
	}
	testtree.ReadJSON(t, "testdata/ruby_json_errors.json", &cases)
	if len(cases) < 50 {
		t.Fatalf("only %d recorded cases", len(cases))
	}
	for _, c := range cases {
		msg, failed := RubyJSONError([]byte(c.In))
		switch {
		case c.OK && failed:
			t.Errorf("%q: the gem accepts it; Punch says %q", c.In, msg)
		case !c.OK && msg != c.Error:
			t.Errorf("%q:\n  gem   %q\n  Punch %q", c.In, c.Error, msg)
		}
	}
}
