package json

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/oracle"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// FuzzParse checks that Parse never panics or hangs, and that what it
// returns generates JSON that parses back to the same value.
//
//	go test -fuzz FuzzParse ./compiler/ruby/rlib/json
func FuzzParse(f *testing.F) {
	for _, c := range oracle.Load(f, "json") {
		if c.Op == "JSON.parse" || c.Op == "JSON.load" {
			if s, ok := c.Args[0].(*rv.String); ok {
				f.Add(s.S, false)
			}
		}
	}
	f.Add("[NaN, -Infinity, {\"a\": [1e400]}]", true)
	f.Fuzz(func(t *testing.T, src string, nan bool) {
		opts := ParseOptions{MaxNesting: 100, AllowNaN: nan}
		v, err := Parse(src, opts)
		if err != nil {
			if _, ok := err.(*rv.Error); !ok {
				t.Fatalf("%q: error of type %T: %v", src, err, err)
			}
			return
		}
		st := NewState()
		st.AllowNaN = true
		st.MaxNesting = 0
		out, err := st.Generate(v)
		if err != nil {
			return // strings that are not UTF-8 do not generate
		}
		opts.AllowNaN = true
		opts.MaxNesting = 0
		back, err := Parse(out, opts)
		if err != nil {
			t.Fatalf("%q: generated %q does not parse: %v", src, out, err)
		}
		if !oracle.EqualText(v, back) {
			t.Fatalf("%q: %s came back as %s", src, oracle.Show(v), oracle.Show(back))
		}
	})
}
