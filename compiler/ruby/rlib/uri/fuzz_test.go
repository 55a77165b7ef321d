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
