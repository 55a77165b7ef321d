package cgi

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/oracle"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// TestOracle compares CGI's and ERB::Util's escaping with Ruby 3.1.2 on
// the recorded cases (testdata/cases/small.rb).
func TestOracle(t *testing.T) {
	for _, c := range oracle.Cases(t, "small", "CGI", "ERB::Util") {
		path, m, args := oracle.Send(c)
		in := args[0].(*rv.String)
		var out string
		enc := in.Enc
		switch path + "." + m {
		case "CGI.escape":
			out = Escape(in.S)
		case "CGI.unescape":
			// CGI.unescape answers in its accept charset, UTF-8.
			out, enc = Unescape(in.S), rv.UTF8
		case "CGI.escapeHTML", "ERB::Util.html_escape":
			out = EscapeHTML(in.S)
		case "CGI.unescapeHTML":
			out = UnescapeHTML(in.S)
		case "ERB::Util.url_encode":
			// url_encode works on s.b: a binary String.
			out, enc = URLEncode(in.S), rv.Binary
		default:
			t.Fatalf("unknown %s.%s", path, m)
		}
		oracle.Check(t, c, &rv.String{S: out, Enc: enc}, nil)
	}
}
