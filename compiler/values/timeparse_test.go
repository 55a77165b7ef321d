package values

import (
	"encoding/json"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// recordings.json is what Ruby 3.1 and Puppet 7.23 answered
// (testdata/strptime/record.rb); these tests compare the Go ports.
type timeRecordings struct {
	Strptime    []strptimeRecord `json:"strptime"`
	Zones       []strptimeRecord `json:"zones"`
	Timestamp   []timeRecord     `json:"timestamp"`
	Timespan    []timeRecord     `json:"timespan"`
	SpanFormat  []formatRecord   `json:"span_format"`
	StampFormat []formatRecord   `json:"stamp_format"`
}

type strptimeRecord struct {
	S string      `json:"s"`
	F string      `json:"f"`
	H [][2]string `json:"h"`
}

type timeRecord struct {
	S   string          `json:"s"`
	F   json.RawMessage `json:"f"`
	TZ  *string         `json:"tz"`
	NS  string          `json:"ns"`
	Err string          `json:"err"`
}

type formatRecord struct {
	NS  string  `json:"ns"`
	F   string  `json:"f"`
	TZ  *string `json:"tz"`
	OK  *string `json:"ok"`
	Err string  `json:"err"`
}

func loadTimeRecordings(t *testing.T) *timeRecordings {
	t.Helper()
	var r timeRecordings
	testtree.ReadJSON(t, "testdata/strptime/recordings.json", &r)
	return &r
}

// strptimeEntries renders the port's answer as the recording does; big
// is true when a number did not fit in an int64 (not comparable).
func strptimeEntries(s, f string) (entries [][2]string, ok, big bool) {
	h, ok := strptime(s, f)
	if !ok {
		return nil, false, false
	}
	for _, e := range h.entries {
		big = big || e.val.big
		entries = append(entries, [2]string{e.key, e.val.inspect()})
	}
	return entries, true, big
}

func compareStrptime(t *testing.T, recs []strptimeRecord) {
	t.Helper()
	bad := 0
	for _, r := range recs {
		got, ok, big := strptimeEntries(r.S, r.F)
		if big {
			continue
		}
		want := r.H
		if !ok && want == nil {
			continue
		}
		if ok != (want != nil) || !slices.Equal(got, want) {
			bad++
			if bad <= 20 {
				t.Errorf("Date._strptime(%q, %q): Ruby %v, Go %v", r.S, r.F, want, got)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d differ", bad, len(recs))
	}
}

func TestStrptimeOracle(t *testing.T) {
	r := loadTimeRecordings(t)
	if len(r.Strptime) < 300 {
		t.Fatalf("only %d recordings", len(r.Strptime))
	}
	compareStrptime(t, r.Strptime)
}

// TestStrptimeZones checks every name of the zone table (alone, as a
// "... Standard Time", "... daylight time" and "... dst") against Ruby.
func TestStrptimeZones(t *testing.T) {
	r := loadTimeRecordings(t)
	if len(r.Zones) < 4*len(zoneTable) {
		t.Fatalf("%d zone recordings for %d zones: run record.rb again", len(r.Zones), len(zoneTable))
	}
	compareStrptime(t, r.Zones)
}

// formatsOf reads a recorded format argument: null (Puppet's defaults),
// a String or an Array of Strings.
func formatsOf(t *testing.T, raw json.RawMessage) (formats []string, single bool) {
	t.Helper()
	if len(raw) == 0 || string(raw) == "null" {
		return nil, false
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return []string{s}, true
	}
	if err := json.Unmarshal(raw, &formats); err != nil {
		t.Fatal(err)
	}
	return formats, false
}

// checkOutcome compares a Go result with a recorded one: the same
// nanoseconds, or the same error message. A Ruby result beyond an int64
// must be an error in Go (Punch's values are int64 nanoseconds).
func checkOutcome(t *testing.T, what string, got int64, err error, r timeRecord) bool {
	t.Helper()
	return checkNanos(t, what, big.NewInt(got), err, r, false)
}

// checkNanos compares a parse's nanoseconds with Puppet's; wide tells that
// Punch holds any number of them (Timestamps: *BigTimestamp), else one
// past int64 must be an error.
func checkNanos(t *testing.T, what string, got *big.Int, err error, r timeRecord, wide bool) bool {
	t.Helper()
	if r.Err != "" {
		if err == nil || err.Error() != r.Err {
			t.Errorf("%s: Puppet error %q, Go %d, %v", what, r.Err, got, err)
			return false
		}
		return true
	}
	want, ok := new(big.Int).SetString(r.NS, 10)
	if !ok {
		t.Fatalf("%s: recorded nanoseconds %q", what, r.NS)
	}
	// Punch's Time.utc holds years -1e9..1e9 ("year out of range" past
	// them; Ruby any): a wide parse past about 3.2e25 nanoseconds fails
	yearBound := new(big.Int).Mul(big.NewInt(1e9*366*86400), big.NewInt(1e9))
	if !want.IsInt64() && (!wide || new(big.Int).Abs(want).Cmp(yearBound) > 0) {
		if err == nil {
			t.Errorf("%s: Puppet %s is beyond int64, Go %d without an error", what, r.NS, got)
			return false
		}
		return true
	}
	if err != nil || got.Cmp(want) != 0 {
		t.Errorf("%s: Puppet %s, Go %d, %v", what, want, got, err)
		return false
	}
	return true
}

func TestTimestampParseOracle(t *testing.T) {
	r := loadTimeRecordings(t)
	bad := 0
	for _, rec := range r.Timestamp {
		formats, single := formatsOf(t, rec.F)
		tz := ""
		if rec.TZ != nil {
			tz = *rec.TZ
		}
		got, err := ParseTimestamp(rec.S, formats, single, tz)
		what := "Timestamp.parse(" + strconv.Quote(rec.S) + ", " + string(rec.F) + ", " + strconv.Quote(tz) + ")"
		ns, _ := TimestampNanos(got)
		if ns == nil {
			ns = new(big.Int)
		}
		// past 1677-2262 too: a *BigTimestamp
		if !checkNanos(t, what, ns, err, rec, true) {
			bad++
			if bad > 20 {
				t.Fatalf("stopping after 20 differences")
			}
		}
	}
}

func TestTimespanParseOracle(t *testing.T) {
	r := loadTimeRecordings(t)
	for _, rec := range r.Timespan {
		formats, single := formatsOf(t, rec.F)
		if formats == nil {
			formats = DefaultTimespanFormats
		}
		got, err := ParseTimespan(rec.S, formats, single)
		checkOutcome(t, "Timespan.parse("+strconv.Quote(rec.S)+", "+string(rec.F)+")", int64(got), err, timeRecord{NS: rec.NS, Err: rec.Err})
	}
}

func TestTimespanFormatOracle(t *testing.T) {
	r := loadTimeRecordings(t)
	for _, rec := range r.SpanFormat {
		ns, _ := strconv.ParseInt(rec.NS, 10, 64)
		got, err := Timespan(ns).Format(rec.F)
		switch {
		case rec.OK != nil && (err != nil || got != *rec.OK):
			t.Errorf("Timespan(%d).format(%q): Puppet %q, Go %q, %v", ns, rec.F, *rec.OK, got, err)
		case rec.OK == nil && (err == nil || err.Error() != rec.Err):
			t.Errorf("Timespan(%d).format(%q): Puppet error %q, Go %q, %v", ns, rec.F, rec.Err, got, err)
		}
	}
}

// TestTimezoneSeconds checks the offsets Timestamp#format moves to against
// the recorded formatting of "%z" (the formatting itself is rtime's,
// tested in compiler/functions/core).
func TestTimezoneSeconds(t *testing.T) {
	r := loadTimeRecordings(t)
	n := 0
	for _, rec := range r.StampFormat {
		if rec.F != "%Z|%z" || rec.TZ == nil {
			continue
		}
		n++
		off, err := TimezoneSeconds(*rec.TZ)
		if rec.OK == nil {
			if err == nil || err.Error() != rec.Err {
				t.Errorf("timezone %q: Puppet error %q, Go %d, %v", *rec.TZ, rec.Err, off, err)
			}
			continue
		}
		z := (*rec.OK)[strings.IndexByte(*rec.OK, '|')+1:]
		want, perr := time.Parse("-0700", z)
		if perr != nil {
			t.Fatal(perr)
		}
		_, wantOff := want.Zone()
		if err != nil || off != wantOff {
			t.Errorf("timezone %q: Puppet %s, Go %d, %v", *rec.TZ, z, off, err)
		}
	}
	if n == 0 {
		t.Fatal("no recordings of %Z|%z with a timezone")
	}
}

func TestTimeConstructors(t *testing.T) {
	hash := func(kv ...Value) *Hash {
		h := NewHash(len(kv) / 2)
		for i := 0; i < len(kv); i += 2 {
			h.Put(kv[i], kv[i+1])
		}
		return h
	}
	for _, c := range []struct {
		args []Value
		span bool
		want string
	}{
		{[]Value{hash("hours", int64(1), "minutes", int64(30))}, true, "0-01:30:00.0"},
		{[]Value{hash("negative", true, "days", int64(1), "seconds", int64(5))}, true, "-1-00:00:05.0"},
		{[]Value{int64(1), int64(2), int64(3), int64(4)}, true, "1-02:03:04.0"},
		{[]Value{int64(0), int64(0), int64(0), int64(1), int64(2), int64(3), int64(4)}, true, "0-00:00:01.2003004"},
		{[]Value{"3h 4m", "%Hh %Mm"}, true, "0-03:04:00.0"},
		{[]Value{"12:30", []Value{"%D", "%H:%M"}}, true, "0-12:30:00.0"},
		{[]Value{hash("string", "2-03:04", "format", "%D-%H:%M")}, true, "2-03:04:00.0"},
		{[]Value{1.5}, true, "0-00:00:01.5"},
		{[]Value{"2024-03-05 07:08", "%Y-%m-%d %H:%M", "CET"}, false, "2024-03-05T06:08:00.000000000 UTC"},
		{[]Value{hash("string", "2024-12-25T10:00:00", "format", "%FT%T", "timezone", "UTC")}, false, "2024-12-25T10:00:00.000000000 UTC"},
		{[]Value{"2024-03-05T07:08:09+02:00"}, false, "2024-03-05T05:08:09.000000000 UTC"},
		{[]Value{1700000000.25}, false, "2023-11-14T22:13:20.249999872 UTC"},
	} {
		f := newTimestamp
		if c.span {
			f = newTimespan
		}
		v, err := f(c.args)
		if err != nil {
			t.Errorf("%v: %v", c.args, err)
			continue
		}
		if s := v.(interface{ String() string }).String(); s != c.want {
			t.Errorf("%v: got %s, want %s", c.args, s, c.want)
		}
	}
}

// TestTimeConstructorErrors: Puppet's dispatch messages (recorded with
// Puppet 7.23's evaluator).
func TestTimeConstructorErrors(t *testing.T) {
	for _, c := range []struct {
		span bool
		args []Value
		want string
	}{
		{true, nil, "'new_timespan' expects between 1 and 7 arguments, got none"},
		{true, []Value{int64(1), int64(2), int64(3)}, "'new_timespan' expects between 1 and 7 arguments, got 3"},
		{true, []Value{"1", "%Q"}, "Bad format specifier '%' in '%Q', at position 1"},
		{true, []Value{"12", "%L"}, "Format specifiers %L and %N denotes fractions and must be used together with a specifier of higher magnitude"},
		{true, []Value{"1", "x"}, "The function 'new_timespan' was called with arguments it does not accept. It expects one of:\n  (Variant[Integer, Float] seconds)\n    rejected: expects 1 argument, got 2\n  (String[1] string, Formats = Variant[String[2], Array[String[2], 1]] format?)\n    rejected: parameter 'format' expects a Formats = Variant[String[2], Array[String[2], 1]] value, got String\n  (Integer days, Integer hours, Integer minutes, Integer seconds, Integer milliseconds?, Integer microseconds?, Integer nanoseconds?)\n    rejected: expects between 4 and 7 arguments, got 2\n  (Struct[{'string' => String[1], Optional['format'] => Formats}] hash_arg)\n    rejected: expects 1 argument, got 2\n  (Struct[{Optional['negative'] => Boolean, Optional['days'] => Integer, Optional['hours'] => Integer, Optional['minutes'] => Integer, Optional['seconds'] => Integer, Optional['milliseconds'] => Integer, Optional['microseconds'] => Integer, Optional['nanoseconds'] => Integer}] hash_arg)\n    rejected: expects 1 argument, got 2"},
		{false, []Value{int64(1), int64(2)}, "The function 'new_timestamp' was called with arguments it does not accept. It expects one of:\n  ()\n    rejected: expects no arguments, got 2\n  (Variant[Integer, Float] seconds)\n    rejected: expects 1 argument, got 2\n  (String[1] string, Formats = Variant[String[2], Array[String[2], 1]] format?, String[1] timezone?)\n    rejected: parameter 'string' expects a String value, got Integer\n  (Struct[{'string' => String[1], Optional['format'] => Formats, Optional['timezone'] => String[1]}] hash_arg)\n    rejected: expects 1 argument, got 2"},
		{false, []Value{"12:30", "%H:%M"}, "no implicit conversion of nil into Integer"},
		{false, []Value{"2024-01-01 UTC", "%F %Z", "UTC"}, "Using a Timezone designator in format specification is mutually exclusive to providing an explicit timezone argument"},
		{false, []Value{"2024-01-01", "%F", "America/New_York"}, "Illegal timezone 'America/New_York'"},
		{false, []Value{"2024-01-01", []Value{"%Y", "%d"}}, "Unable to parse '2024-01-01' using any of the formats %Y, %d"},
		{false, []Value{"2024-01-01 1.-5", "%F %S.%N"}, "subsecx out of range"},
	} {
		f := newTimestamp
		if c.span {
			f = newTimespan
		}
		_, err := f(c.args)
		if err == nil || err.Error() != c.want {
			t.Errorf("%v:\n got  %v\n want %s", c.args, err, c.want)
		}
	}
}

// FuzzStrptime: any string and format parse without a panic or a hang,
// and a Timespan format either fails or reads its own output back.
func FuzzStrptime(f *testing.F) {
	for _, s := range []string{"2024-03-05T07:08:09.5 +02:00", "Tue Mar  5 07:08:09 2024", "cest dst", "%"} {
		for _, fm := range []string{"%FT%T.%N %z", "%c", "%Z", "%-d%", "%:::z %Ey %Od %+"} {
			f.Add(s, fm)
		}
	}
	f.Fuzz(func(t *testing.T, s, fm string) {
		strptime(s, fm)
		_, _ = ParseTimestamp(s, []string{fm}, true, "")
		_, _ = TimezoneOffset(s)
		if ts, err := ParseTimespan(s, []string{fm}, true); err == nil {
			_, _ = ts.Format(fm)
		}
	})
}

func BenchmarkParseTimestampDefault(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := ParseTimestamp("2024-03-05T07:08:09.123 UTC", nil, false, ""); err != nil {
			b.Fatal(err)
		}
	}
}
