package values

import (
	"math/big"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// Puppet's Timestamp.parse and its timezone rules
// (puppet/pops/time/timestamp.rb), over the strptime port.

var (
	// TimestampDefaultFormats are the formats Timestamp(string) tries.
	TimestampDefaultFormats = []string{"%FT%T.%N %Z", "%FT%T %Z", "%F %T.%N %Z", "%F %T %Z", "%F %Z",
		"%FT%T.%N", "%FT%T", "%F %T.%N", "%F %T", "%F"}
	// timestampFormatsWithoutZone are tried when a timezone is given.
	timestampFormatsWithoutZone = TimestampDefaultFormats[5:]
)

// zoneRat is a zone's offset from UTC in seconds (a Ruby Integer or
// Rational: "+9.5" is 34200/1 and "+9.333" a fraction of a second).
type zoneRat = *big.Rat

// TimezoneOffset is Timestamp.utc_offset(tz): the offset from UTC of a
// timezone as Date._strptime(tz, '%z') reads it ("+01:00", "-0500",
// "UTC", "CET", "Eastern Standard Time", "GMT+9", ...; text after the
// zone is ignored), or the machine's for "current". IANA names such as
// "Europe/Berlin" are illegal in Puppet too.
func TimezoneOffset(tz string) (zoneRat, error) {
	if strings.EqualFold(tz, "current") {
		_, off := time.Now().Zone()
		return new(big.Rat).SetInt64(int64(off)), nil
	}
	if h, ok := strptime(tz, "%z"); ok {
		if off, ok := h.get("offset"); ok && off.kind != 'n' {
			return off.ratio(), nil
		}
	}
	return nil, errorf("Illegal timezone '%s'", tz)
}

var zoneColonRx = lazyre.New(`\A[+-]\d\d:\d\d\z`)

// TimezoneSeconds is the offset Timestamp#format moves a time to for the
// timezone tz (convert_timezone): "+HH:MM" as written, else the zone's
// offset in whole minutes (rounded down).
func TimezoneSeconds(tz string) (int, error) {
	if zoneColonRx.MatchString(tz) {
		h := int(tz[1]-'0')*10 + int(tz[2]-'0')
		m := int(tz[4]-'0')*10 + int(tz[5]-'0')
		off := h*3600 + m*60
		if tz[0] == '-' {
			off = -off
		}
		return off, nil
	}
	r, err := TimezoneOffset(tz)
	if err != nil {
		return 0, err
	}
	// (offset / 60) with Ruby's floor division, back in seconds.
	q := new(big.Int).Div(r.Num(), new(big.Int).Mul(r.Denom(), big.NewInt(60)))
	if !q.IsInt64() || q.Int64() > 1<<20 || q.Int64() < -(1<<20) {
		return 0, errorf("utc_offset out of range")
	}
	return int(q.Int64()) * 60, nil
}

// ParseTimestamp is Timestamp.parse(str, format, timezone): formats nil
// means Puppet's defaults; single is a format given as one String (which
// reports its own failure) rather than an Array; tz "" means none.
func ParseTimestamp(str string, formats []string, single bool, tz string) (Value, error) {
	hasTZ := tz != ""
	if formats == nil {
		single = false
		formats = TimestampDefaultFormats
		if hasTZ {
			formats = timestampFormatsWithoutZone
		}
	}
	var parsed *strptimeHash
	if single {
		h, ok := strptime(str, formats[0])
		if !ok || h.has("leftover") {
			return nil, errorf("Unable to parse '%s' using format '%s'", str, formats[0])
		}
		if hasTZ && h.has("zone") {
			return nil, errorf("Using a Timezone designator in format specification is mutually exclusive to providing an explicit timezone argument")
		}
		parsed = h
	} else {
		for _, f := range formats {
			h, ok := strptime(str, f)
			if !ok || h.has("leftover") || (hasTZ && h.has("zone")) {
				continue
			}
			parsed = h
			break
		}
		if parsed == nil {
			return nil, errorf("Unable to parse '%s' using any of the formats %s", str, strings.Join(formats, ", "))
		}
	}
	if !hasTZ {
		if z, ok := parsed.get("zone"); ok && z.kind == 's' {
			tz, hasTZ = z.str, true
		}
	}
	t, err := rubyTimeUTC(parsed)
	if err != nil {
		return nil, err
	}
	if hasTZ {
		off, err := TimezoneOffset(tz)
		if err != nil {
			return nil, err
		}
		t.Sub(t, off)
	}
	// Timestamp.from_time: whole nanoseconds, rounded down.
	ns := new(big.Rat).Mul(t, new(big.Rat).SetInt64(NsecsPerSec))
	q := new(big.Int).Div(ns.Num(), ns.Denom())
	return timestampOf(q), nil
}

// rubyTimeUTC is Time.utc(year, mon, mday, hour, min, sec, usec) over the
// fields Date._strptime read (the fraction as usec): seconds since the
// epoch, exactly. Ruby's checks and their messages are kept; a day past
// the end of its month rolls over (Feb 31 is Mar 2), as in Ruby.
func rubyTimeUTC(h *strptimeHash) (*big.Rat, error) {
	field := func(k string, def int64) (int64, bool) {
		v, ok := h.get(k)
		if !ok || v.kind != 'i' {
			return def, true
		}
		return v.num, !v.big
	}
	year, ok := field("year", 0)
	if y, present := h.get("year"); !present || y.kind != 'i' {
		return nil, errorf("no implicit conversion of nil into Integer")
	}
	if !ok || year > 1e9 || year < -1e9 {
		return nil, errorf("year out of range")
	}
	mon, _ := field("mon", 1)
	mday, _ := field("mday", 1)
	hour, _ := field("hour", 0)
	mi, _ := field("min", 0)
	sec, _ := field("sec", 0)
	if hour == 24 {
		if mi > 0 {
			return nil, errorf("min out of range")
		}
		if sec > 0 {
			return nil, errorf("sec out of range")
		}
	}
	frac := new(big.Rat)
	if f, ok := h.get("sec_fraction"); ok && f.kind == 'r' {
		frac = f.ratio()
		if frac.Sign() < 0 || frac.Cmp(big.NewRat(1, 1)) >= 0 {
			return nil, errorf("subsecx out of range")
		}
	}
	// time.Date counts the leap second 60 and hour 24 forward, and rolls
	// days past a month's end over, as Ruby does.
	secs := time.Date(int(year), time.Month(mon), int(mday), int(hour), int(mi), int(sec), 0, time.UTC).Unix()
	t := new(big.Rat).SetInt64(secs)
	return t.Add(t, frac), nil
}
