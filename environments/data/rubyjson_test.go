package data

import (
	"encoding/hex"
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

// TestPuppetServerJSONError compares PuppetServerJSONError with what
// JRuby 9.3's JSON.parse, Puppet Server 7's, said of each document
// (testdata/puppetserver_json_errors.json, made by
// testdata/puppetserver_json_errors.rb with jruby).
func TestPuppetServerJSONError(t *testing.T) {
	var cases []struct {
		In       string `json:"in"`
		InHex    string `json:"in_hex"`
		OK       bool   `json:"ok"`
		Error    string `json:"error"`
		ErrorHex string `json:"error_hex"`
	}
	testtree.ReadJSON(t, "testdata/puppetserver_json_errors.json", &cases)
	if len(cases) < 100 {
		t.Fatalf("only %d recorded cases", len(cases))
	}
	unhex := func(h, s string) string {
		if h == "" {
			return s
		}
		b, err := hex.DecodeString(h)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	for _, c := range cases {
		in, want := unhex(c.InHex, c.In), unhex(c.ErrorHex, c.Error)
		msg, failed := PuppetServerJSONError([]byte(in))
		switch {
		case c.OK && failed:
			t.Errorf("%q: JRuby accepts it; Punch says %q", in, msg)
		case !c.OK && msg != want:
			t.Errorf("%q:\n  JRuby %q\n  Punch %q", in, want, msg)
		}
	}
}
