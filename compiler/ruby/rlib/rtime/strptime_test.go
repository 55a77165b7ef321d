package rtime

import "testing"

// FuzzStrptime: Date._strptime of any text and format ends with the
// fields read or nil, never a panic or a hang (conversions that expand
// to others are bounded).
// go test -fuzz FuzzStrptime ./compiler/ruby/rlib/rtime/
func FuzzStrptime(f *testing.F) {
	f.Add("2024-03-10 12:34:56 +0530", "%Y-%m-%d %H:%M:%S %z")
	f.Add("Mar 5 2020 1:02:03 PM", "%b %d %Y %I:%M:%S %p")
	f.Add("1700000000.5 EST", "%s.%N %Z")
	f.Add("2020-W10-3", "%G-W%V-%u")
	f.Add(" 3/04/24", "%e/%m/%y%c%+%v%r%D")
	f.Fuzz(func(t *testing.T, s, format string) {
		if d := Strptime(s, format); d != nil {
			d.WeekYday()
		}
	})
}
