package values

import (
	"math"
	"testing"
	"time"
)

// Timestamp() with no arguments is the current time (Puppet's new_timestamp
// dispatch :now), which apt::update reads with
// Integer(Timestamp().strftime('%s')). The oracle files cannot hold a value
// that changes, so this checks it lies between two readings of the clock.
func TestNewTimestampNow(t *testing.T) {
	before := time.Now().UnixNano()
	v, err := New(TimestampType(math.MinInt64, math.MaxInt64), nil)
	after := time.Now().UnixNano()
	if err != nil {
		t.Fatal(err)
	}
	ts, ok := v.(Timestamp)
	if !ok {
		t.Fatalf("Timestamp() = %#v, want a Timestamp", v)
	}
	if int64(ts) < before || int64(ts) > after {
		t.Errorf("Timestamp() = %d, not between %d and %d", int64(ts), before, after)
	}
}
