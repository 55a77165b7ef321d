package uri

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/oracle"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// FuzzParse checks that Parse and to_s never panic, and that the
// components of what Parse returns make sense of the input (Ruby's to_s
// is not always parseable: "//:00" gives ":0", recorded).
//
//	go test -fuzz FuzzParse ./compiler/ruby/rlib/uri
func FuzzParse(f *testing.F) {
	for _, c := range oracle.Load(f, "uri") {
		if c.Op == "URI.parse" {
			f.Add(c.Args[0].(*rv.String).S)
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		if err != nil {
			if _, ok := err.(*rv.Error); !ok {
				t.Fatalf("%q: error of type %T", s, err)
			}
			return
		}
		_ = u.String()
		if u.Path == nil && u.Opaque == nil {
			t.Fatalf("%q: neither path nor opaque part", s)
		}
	})
}

// FuzzJoin checks that Join (URI.join, Generic#merge) never panics and
// that a successful merge of an absolute base keeps it absolute with a
// path that merge_path could produce (never nil where the base had one).
//
//	go test -fuzz FuzzJoin ./compiler/ruby/rlib/uri
func FuzzJoin(f *testing.F) {
	for _, c := range oracle.Load(f, "uri") {
		if c.Op == "URI.join" && len(c.Args) >= 2 {
			f.Add(c.Args[0].(*rv.String).S, c.Args[1].(*rv.String).S)
		}
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		u, err := Join(base, ref)
		if err != nil {
			if _, ok := err.(*rv.Error); !ok {
				t.Fatalf("%q + %q: error of type %T", base, ref, err)
			}
			return
		}
		_ = u.String()
		if u.Scheme == nil {
			t.Fatalf("%q + %q: merged URI is relative", base, ref)
		}
	})
}
