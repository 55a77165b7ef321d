package rtime

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/oracle"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// TestOracle compares the formatting with Ruby 3.1.2 on the recorded
// cases (testdata/cases/time.rb).
func TestOracle(t *testing.T) {
	fails := 0
	for _, c := range oracle.Load(t, "time") {
		tm := c.Args[0].(*rv.Time)
		m := c.Args[1].(*rv.String).S
		var s string
		var err error
		enc := rv.UTF8
		switch m {
		case "strftime":
			f := c.Args[2].(*rv.String)
			s, err = Strftime(tm, f.S)
			enc = f.Enc
		case "to_s":
			s, enc = ToS(tm), rv.USASCII
		case "inspect":
			s, enc = rv.TimeInspect(tm), rv.USASCII
		case "iso8601", "xmlschema":
			digits := 0
			if len(c.Args) > 2 {
				digits = int(c.Args[2].(int64))
			}
			s = XMLSchema(tm, digits)
		case "httpdate":
			s = HTTPDate(tm)
		case "rfc2822":
			s = RFC2822(tm)
		default:
			t.Fatalf("unknown method %s", m)
		}
		var got rv.Value
		if err == nil {
			got = &rv.String{S: s, Enc: enc}
		}
		if !oracle.Check(t, c, got, err) {
			if fails++; fails > 50 {
				t.Fatal("too many failures")
			}
		}
	}
}
