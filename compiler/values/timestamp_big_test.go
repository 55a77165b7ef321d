package values

import (
	"math"
	"testing"
)

// TestBigTimestamp: past the 64-bit nanoseconds a Timestamp is a
// *BigTimestamp, exact in arithmetic and comparison, and back in range it
// is a Timestamp again (golden forge17_timestamp_years_beyond_int64_nanos
// has Puppet's answers for parsing, printing and strftime).
func TestBigTimestamp(t *testing.T) {
	last := Timestamp(math.MaxInt64)
	next, err := Arithmetic("+", last, Timespan(1))
	if err != nil {
		t.Fatal(err)
	}
	b, ok := next.(*BigTimestamp)
	if !ok || b.String() != "2262-04-11T23:47:16.854775808 UTC" {
		t.Fatalf("max + 1ns: %#v", next)
	}
	if c, err := Compare(b, last); err != nil || c != 1 {
		t.Errorf("compare: %d %v", c, err)
	}
	if !IsInstance(theTimestamp, b) || IsInstance(TimestampType(0, math.MaxInt64-1), b) || !IsInstance(TypeOf(b), b) {
		t.Errorf("instance checks of %v", b)
	}
	back, err := Arithmetic("-", b, Timespan(1))
	if err != nil || back != last {
		t.Errorf("back: %#v %v", back, err)
	}
	if d, err := Arithmetic("-", b, last); err != nil || d != Timespan(1) {
		t.Errorf("difference: %#v %v", d, err)
	}
	old, err := ParseTimestamp("1600-02-29T12:00:00 UTC", nil, false, "")
	if err != nil || ToString(old) != "1600-02-29T12:00:00.000000000 UTC" || !Equals(old, old) {
		t.Errorf("1600: %v %v", old, err)
	}
	if c, _ := Compare(old, Timestamp(math.MinInt64)); c != -1 {
		t.Errorf("1600 is not before 1677")
	}
}
