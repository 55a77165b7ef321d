package data

import (
	"encoding/json"
	"strings"
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

// FuzzRubyJSONError checks that the json gem's grammar (ParseGemJSON, as
// RubyJSONError runs it) never panics or hangs, that it fails only with the
// gem's messages, and that what the gem accepts Go's decoder accepts too
// where the gem is no more lenient (no comments, no escapes: the gem takes
// any escaped character).
//
//	go test -fuzz FuzzRubyJSONError ./environments/data
func FuzzRubyJSONError(f *testing.F) {
	for _, s := range []string{`{"a": [1, 2.5e3, "x\u00e9"]}`, `[1.]`, `/x`, `["\ud800"]`, `[[[]]]`, `{"a":01}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		msg, failed := RubyJSONError(src)
		if !failed {
			if !strings.ContainsAny(string(src), `/\`) && !json.Valid(src) {
				t.Fatalf("%q: the gem's grammar accepts what encoding/json refuses", src)
			}
			return
		}
		if !strings.HasPrefix(msg, "unexpected token at '") && !strings.HasPrefix(msg, "nesting of ") && !strings.HasPrefix(msg, "incomplete surrogate pair at '") {
			t.Fatalf("%q: not one of the gem's messages: %q", src, msg)
		}
	})
}
