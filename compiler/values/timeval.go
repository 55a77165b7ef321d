package values

import "time"

// Timespan is a duration in nanoseconds (Puppet's Timespan values).
type Timespan int64

// String renders the timespan as Puppet's default format "%D-%H:%M:%S.%-N"
// (Timespan#to_s; the unpadded %-N writes 1.002 seconds as "1.2": Puppet's
// own rendering, kept).
func (t Timespan) String() string {
	s, _ := t.Format(DefaultTimespanFormats[0])
	return s
}

// Timestamp is a point in time, in nanoseconds since the Unix epoch (UTC).
type Timestamp int64

// Time returns the timestamp as a time.Time in UTC.
func (t Timestamp) Time() time.Time { return time.Unix(0, int64(t)).UTC() }

// String renders the timestamp as Puppet's default "%FT%T.%N %Z".
func (t Timestamp) String() string {
	return t.Time().Format("2006-01-02T15:04:05.000000000") + " UTC"
}
