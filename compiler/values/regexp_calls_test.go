package values

import (
	"strings"
	"testing"
)

// Subexpression calls: written out when not recursive, refused by name
// when recursive (their matches are checked against Ruby 3.1 by
// compiler/ruby's TestOracle regexp_subexp_calls).
func TestExpandSubexpCalls(t *testing.T) {
	for _, c := range []struct{ in, out, err string }{
		{`(?<w>[a-z]+)-\g<w>`, `(?<w>[a-z]+)-(?<w>[a-z]+)`, ""},
		{`(\d),\g<1>`, `(?<1>\d),(?<1>\d)`, ""},
		{`(x)(y)\g<-1>\g<-2>`, `(?<1>x)(?<2>y)(?<2>y)(?<1>x)`, ""},
		{`\g<+1>(x)`, `(?<1>x)(?<1>x)`, ""},
		{`(?<a>x)(?<b>\g<a>y)\g<b>`, `(?<a>x)(?<b>(?<a>x)y)(?<b>(?<a>x)y)`, ""},
		{"(?x: (?<d> \\d ) # a (comment\n \\g<d> )", "(?x: (?<d> \\d ) # a (comment\n (?<d> \\d ) )", ""},
		{`[(]\g<a>(?<a>[)])`, `[(](?<a>[)])(?<a>[)])`, ""},
		{`(?<p>\((?:[^()]|\g<p>)*\))`, "", `recursive subexpression call \g<p>`},
		{`(?<a>\g<b>)(?<b>x\g<a>?)`, "", "recursive subexpression call"},
		{`(x)\g<0>`, "", `recursive subexpression call \g<0>`},
		{`(?<a>x)\g<1>`, "", "numbered backref/call is not allowed. (use name)"},
		{`(?<a>x)\g<b>`, "", "undefined name <b> reference"},
		{`(x)\g<3>`, "", "undefined group <3> reference"},
		{`no calls \g`, `no calls \g`, ""},
		{`(?<a>x)(?<b>\g<a>\g<a>)(?<c>\g<b>\g<b>)(?<d>\g<c>\g<c>)(?<e>\g<d>\g<d>)(?<f>\g<e>\g<e>)(?<g>\g<f>\g<f>)(?<h>\g<g>\g<g>)(?<i>\g<h>\g<h>)(?<j>\g<i>\g<i>)(?<k>\g<j>\g<j>)(?<l>\g<k>\g<k>)(?<m>\g<l>\g<l>)(?<n>\g<m>\g<m>)\g<n>`, "", "nested too deeply"},
	} {
		got, err := expandSubexpCalls(c.in)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil || got != c.out {
			t.Errorf("%q: got %q, %v; want %q", c.in, got, err, c.out)
		}
	}
	if _, err := NewRegexp(`(?<p>\((?:[^()]|\g<p>)*\))`); !IsRecursiveCall(err) {
		t.Errorf("NewRegexp of a recursive call: %v", err)
	}
}

func FuzzExpandSubexpCalls(f *testing.F) {
	for _, s := range []string{`(?<w>[a-z]+)-\g<w>`, `(\d),\g<1>\g<-1>`, `(?<p>\((?:[^()]|\g<p>)*\))`, "(?x)#(\n(?<a>x)\\g'a'", `[[:alpha:]\]](?<a>)\g<a>`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		if len(p) > 200 {
			return
		}
		out, err := expandSubexpCalls(p)
		if err == nil && strings.Count(out, `\g<`) > strings.Count(p, `\g<`) {
			t.Fatalf("%q: expanded to %q", p, out)
		}
		_, _ = NewRegexp(p)
	})
}
