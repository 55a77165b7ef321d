package data

import (
	"encoding/json"
	"os"
	"testing"
)

// TestRubyJSONError compares RubyJSONError with what Ruby's json gem
// itself said of each document (testdata/ruby_json_errors.json, made by
// testdata/ruby_json_errors.rb from testdata/ruby_json_inputs.txt).
func TestRubyJSONError(t *testing.T) {
	raw, err := os.ReadFile("testdata/ruby_json_errors.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		In    string `json:"in"`
		OK    bool   `json:"ok"`
		Error string `json:"error"`
	}
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
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
