package values

import (
	"math"
	"math/big"
	"time"
)

// BigTimestamp is a Timestamp that 64-bit nanoseconds since the epoch do
// not hold: before 1677-09-21T00:12:43.145224192 UTC or after
// 2262-04-11T23:47:16.854775807 UTC (a licence's or certificate's expiry
// in 9999, a date of 1600). Puppet keeps a Timestamp as a Ruby Integer of
// nanoseconds, of any size (Puppet::Pops::Time::Timestamp); Punch keeps the
// common range in the Timestamp int64, its fast path, and only the rest as
// a *BigTimestamp, which nothing makes for a time in that range
// (timestampOf). Golden forge17_timestamp_years_beyond_int64_nanos.
type BigTimestamp struct{ ns *big.Int }

var bigNsPerSec = big.NewInt(NsecsPerSec)

// timestampOf is the Timestamp of ns nanoseconds since the epoch: a
// Timestamp when they fit 64 bits, else a *BigTimestamp.
func timestampOf(ns *big.Int) Value {
	if ns.IsInt64() {
		return Timestamp(ns.Int64())
	}
	return &BigTimestamp{ns: new(big.Int).Set(ns)}
}

// TimestampNanos is the nanoseconds since the epoch of a Timestamp or a
// *BigTimestamp; false for any other value.
func TimestampNanos(v Value) (*big.Int, bool) {
	switch x := v.(type) {
	case Timestamp:
		return big.NewInt(int64(x)), true
	case *BigTimestamp:
		return x.ns, true
	}
	return nil, false
}

// IsTimestamp tells whether v is a Timestamp value of either form.
func IsTimestamp(v Value) bool {
	switch v.(type) {
	case Timestamp, *BigTimestamp:
		return true
	}
	return false
}

// TimeOf is a Timestamp value of either form as a time.Time in UTC
// (seconds past int64 are clamped, some 292 billion years away).
func TimeOf(v Value) (time.Time, bool) {
	switch x := v.(type) {
	case Timestamp:
		return x.Time(), true
	case *BigTimestamp:
		return x.Time(), true
	}
	return time.Time{}, false
}

// Time is the timestamp as a time.Time in UTC.
func (t *BigTimestamp) Time() time.Time {
	sec, nsec := new(big.Int).DivMod(t.ns, bigNsPerSec, new(big.Int))
	s := int64(math.MaxInt64)
	switch {
	case sec.IsInt64():
		s = sec.Int64()
	case sec.Sign() < 0:
		s = math.MinInt64
	}
	return time.Unix(s, nsec.Int64()).UTC()
}

// String is Timestamp.String's "%FT%T.%N %Z".
func (t *BigTimestamp) String() string {
	return t.Time().Format("2006-01-02T15:04:05.000000000") + " UTC"
}

// Seconds is the timestamp in seconds since the epoch, as a Float.
func (t *BigTimestamp) Seconds() float64 {
	f, _ := new(big.Rat).SetFrac(t.ns, bigNsPerSec).Float64()
	return f
}

// compareTimestamps is <=> of two Timestamp values, one of them a
// *BigTimestamp.
func compareTimestamps(a, b Value) int {
	x, _ := TimestampNanos(a)
	y, _ := TimestampNanos(b)
	return x.Cmp(y)
}

// timestampPlus is a Timestamp value moved by ns nanoseconds, exactly:
// past the 64-bit range it is a *BigTimestamp, as Puppet's Integer
// nanoseconds go on.
func timestampPlus(t Value, ns int64) Value {
	if x, ok := t.(Timestamp); ok {
		if s := int64(x) + ns; (s > int64(x)) == (ns > 0) || ns == 0 {
			return Timestamp(s)
		}
	}
	n, _ := TimestampNanos(t)
	return timestampOf(new(big.Int).Add(n, big.NewInt(ns)))
}

// timestampDiff is a - b of two Timestamp values as a Timespan; false
// when it is past what a Timespan holds.
func timestampDiff(a, b Value) (Timespan, bool) {
	x, _ := TimestampNanos(a)
	y, _ := TimestampNanos(b)
	d := new(big.Int).Sub(x, y)
	if !d.IsInt64() {
		return 0, false
	}
	return Timespan(d.Int64()), true
}

// bigTimestampType is Timestamp[v, v] of a *BigTimestamp (Puppet's
// inference): its ends, in Unix nanoseconds, are kept saturated in Min/Max
// and exact in big (bignum.go's bigBounds).
func bigTimestampType(x *BigTimestamp) *TimestampT {
	n := saturate(x.ns)
	return &TimestampT{Min: n, Max: n, big: &bigBounds{lo: x.ns, hi: x.ns}}
}

// bigContains is t's test of a timestamp's nanoseconds, exactly.
func (t *TimestampT) bigContains(ns *big.Int) bool {
	return exactEnds(t.big, t.Min, t.Max).contains(ns)
}

// bigCovers reports whether every timestamp of o is in t, exactly.
func (t *TimestampT) bigCovers(o *TimestampT) bool {
	return exactEnds(t.big, t.Min, t.Max).covers(exactEnds(o.big, o.Min, o.Max))
}

// bigString is Timestamp[...] of a range with an end past 64 bits.
func (t *TimestampT) bigString() string {
	text := func(ns *big.Int) string {
		return PuppetQuote(rubyToS(timestampOf(ns)))
	}
	s := "Timestamp["
	if t.big.lo == nil {
		s += "default"
	} else {
		s += text(t.big.lo)
	}
	if t.big.hi != nil && (t.big.lo == nil || t.big.hi.Cmp(t.big.lo) != 0) {
		s += ", " + text(t.big.hi)
	}
	return s + "]"
}
