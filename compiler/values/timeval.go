package values

import (
	"strconv"
	"strings"
	"time"
)

// Timespan is a duration in nanoseconds (Puppet's Timespan values).
type Timespan int64

// String renders the timespan as Puppet's default format "%D-%H:%M:%S.%-N".
func (t Timespan) String() string {
	n := int64(t)
	neg := n < 0
	if neg {
		n = -n
	}
	secs := n / 1e9
	frac := n % 1e9
	days := secs / 86400
	secs %= 86400
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	b.WriteString(strconv.FormatInt(days, 10))
	b.WriteByte('-')
	two := func(v int64) {
		if v < 10 {
			b.WriteByte('0')
		}
		b.WriteString(strconv.FormatInt(v, 10))
	}
	two(secs / 3600)
	b.WriteByte(':')
	two(secs / 60 % 60)
	b.WriteByte(':')
	two(secs % 60)
	b.WriteByte('.')
	f := strconv.FormatInt(frac+1e9, 10)[1:]
	f = strings.TrimRight(f, "0")
	if f == "" {
		f = "0"
	}
	b.WriteString(f)
	return b.String()
}

// Timestamp is a point in time, in nanoseconds since the Unix epoch (UTC).
type Timestamp int64

// Time returns the timestamp as a time.Time in UTC.
func (t Timestamp) Time() time.Time { return time.Unix(0, int64(t)).UTC() }

// String renders the timestamp as Puppet's default "%FT%T.%N %Z".
func (t Timestamp) String() string {
	return t.Time().Format("2006-01-02T15:04:05.000000000") + " UTC"
}
