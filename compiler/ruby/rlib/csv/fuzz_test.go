package csv

import (
	"testing"
)

// FuzzParse reads any text with each separator and option set: no panic,
// no hang, and a failure is always an *Error naming a row that exists.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"a,b\n1,2\n", "a,\"b\nc\",d\r\n", "\"x\"\"y\",", "a\"b", "\"a\"b", "a,\"", " \"a\" ,b ", "a||b\r\r", ""} {
		f.Add(s, uint8(0))
		f.Add(s, uint8(7))
	}
	f.Fuzz(func(t *testing.T, src string, flags uint8) {
		o := Options{ColSep: ",", Quote: "\""}
		if flags&1 != 0 {
			o.ColSep = "||"
		}
		if flags&2 != 0 {
			o.Liberal = true
		}
		if flags&4 != 0 {
			o.Strip = RubySpace
		}
		if flags&8 != 0 {
			o.RowSep = "\r\n"
		}
		rows, err := Parse(src, o, 0)
		if err != nil {
			e, ok := err.(*Error)
			if !ok || e.Line != len(rows)+1 {
				t.Fatalf("error %v after %d rows", err, len(rows))
			}
		}
		if len(rows) > len(src)+1 {
			t.Fatalf("%d rows from %d bytes", len(rows), len(src))
		}
	})
}
