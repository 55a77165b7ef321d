package rtime

import (
	"strconv"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/lazyre"
)

var reXMLSchema = lazyre.New(`(?i)^\s*(-?\d+)-(\d\d)-(\d\d)(?:T(\d\d):(\d\d):(\d\d)(\.\d+)?)?(Z|[+-]\d\d(?::?\d\d)?)?\s*$`)

// ParseXMLSchema is Time.xmlschema / Time.iso8601: a date, or date and
// time, with an optional fraction and zone ("Z", "+09:00", "+0900",
// "+09"); no zone means local time.
func ParseXMLSchema(s string) (*rv.Time, error) {
	m := reXMLSchema.FindStringSubmatch(s)
	if m == nil {
		return nil, rv.Errorf("ArgumentError", "invalid xmlschema format: "+rv.InspectString(s))
	}
	n := func(x string) int { v, _ := strconv.Atoi(x); return v }
	y, mo, d := n(m[1]), n(m[2]), n(m[3])
	h, mi, sec := n(m[4]), n(m[5]), n(m[6])
	ns := 0
	if m[7] != "" {
		ns = fraction(m[7][1:])
	}
	if mo < 1 || mo > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || sec > 60 {
		return nil, rv.Errorf("ArgumentError", "argument out of range")
	}
	return civilIn(y, mo, d, h, mi, sec, ns, m[8]), nil
}

// fraction reads the digits after a decimal point as nanoseconds
// (truncated, as Ruby keeps the exact value).
func fraction(digits string) int {
	digits = (digits + "000000000")[:9]
	v, _ := strconv.Atoi(digits)
	return v
}

// civilIn makes a time from civil fields in a zone, as time.rb's
// force_zone! does: a UTC Time for "Z", "UTC", "UT", "-00:00", "-0000"
// and "-00"; for another zone the local time when the local zone has its
// offset at that instant, else a fixed offset; local time for none.
func civilIn(y, mo, d, h, mi, sec, ns int, zone string) *rv.Time {
	switch strings.ToUpper(zone) {
	case "":
		return &rv.Time{T: time.Date(y, time.Month(mo), d, h, mi, sec, ns, time.Local)}
	case "Z", "UTC", "UT", "-00:00", "-0000", "-00":
		return &rv.Time{T: time.Date(y, time.Month(mo), d, h, mi, sec, ns, time.UTC), UTC: true}
	}
	off, ok := zoneOffset(zone)
	if !ok {
		return &rv.Time{T: time.Date(y, time.Month(mo), d, h, mi, sec, ns, time.Local)}
	}
	t := time.Date(y, time.Month(mo), d, h, mi, sec, ns, time.FixedZone("", off))
	if _, local := t.In(time.Local).Zone(); local == off {
		return &rv.Time{T: t.In(time.Local)}
	}
	return &rv.Time{T: t}
}

// zoneAbbr are the zone names Ruby's Time.zone_offset knows.
var zoneAbbr = map[string]int{
	"UTC": 0, "Z": 0, "UT": 0, "GMT": 0, "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6,
	"PST": -8, "PDT": -7, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "I": 9, "K": 10,
	"L": 11, "M": 12, "N": -1, "O": -2, "P": -3, "Q": -4, "R": -5, "S": -6, "T": -7, "U": -8, "V": -9,
	"W": -10, "X": -11, "Y": -12,
}

// zoneOffset is Time.zone_offset: "+09:00", "+0900", "+09:00:30",
// "+090030", "+09", or a name.
func zoneOffset(z string) (int, bool) {
	if h, ok := zoneAbbr[strings.ToUpper(z)]; ok {
		return h * 3600, true
	}
	if len(z) < 3 || z[0] != '+' && z[0] != '-' {
		return 0, false
	}
	body := z[1:]
	colon := len(body) > 2 && body[2] == ':'
	var parts []string
	for len(body) > 0 {
		if len(body) < 2 || !isDigit(body[0]) || !isDigit(body[1]) {
			return 0, false
		}
		parts = append(parts, body[:2])
		body = body[2:]
		if len(parts) < 3 && colon && len(body) > 0 {
			if body[0] != ':' || len(body) == 1 {
				return 0, false
			}
			body = body[1:]
		}
	}
	if len(parts) > 3 {
		return 0, false
	}
	off := 0
	for i, unit := range []int{3600, 60, 1} {
		if i < len(parts) {
			v, _ := strconv.Atoi(parts[i])
			off += v * unit
		}
	}
	if z[0] == '-' {
		off = -off
	}
	return off, true
}

var (
	// The shapes Time.parse is trusted with here: ISO 8601 ("2020-09-13
	// 12:26:40 +02:00", "2020-09-13T12:26:40Z"), RFC 2822 ("Sun, 13 Sep
	// 2020 12:26:40 +0000"), C's and OpenSSL's ("Sep 13 12:26:40 2020
	// GMT", "Sun Sep 13 12:26:40 2020"), a bare date or a bare time.
	reParseISO   = lazyre.New(`(?i)^\s*(-?\d{4})-(\d\d)-(\d\d)(?:(?:T|\s+)(\d\d?):(\d\d)(?::(\d\d)(?:[.,](\d+))?)?)?\s*(Z|UTC|GMT|[+-]\d\d(?::?\d\d)?|[A-Z]{3})?\s*$`)
	reParseRFC   = lazyre.New(`(?i)^\s*(?:(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*,?\s+)?(\d\d?)\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s+(\d{4})(?:\s+(\d\d?):(\d\d)(?::(\d\d))?)?\s*(Z|UTC|GMT|[+-]\d\d(?::?\d\d)?|[A-Z]{3})?\s*$`)
	reParseCtime = lazyre.New(`(?i)^\s*(?:(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*,?\s+)?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s+(\d\d?)\s+(\d\d?):(\d\d)(?::(\d\d))?\s+(\d{4})\s*(Z|UTC|GMT|[+-]\d\d(?::?\d\d)?|[A-Z]{3})?\s*$`)
	reParseTime  = lazyre.New(`(?i)^\s*(\d\d?):(\d\d)(?::(\d\d))?\s*(Z|UTC|GMT|[+-]\d\d(?::?\d\d)?)?\s*$`)
)

var monthNum = map[string]int{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}

// Parse is Time.parse(s, now) for the shapes listed above; fields the
// text lacks come from now, as Ruby's make_time takes them. Other texts
// Ruby's Date._parse would read with its heuristics are refused as not
// supported rather than read differently.
func Parse(s string, now time.Time) (*rv.Time, error) {
	t, _, err := ParseCivil(s, now)
	return t, err
}

// ParseCivil is Parse, also giving the year, month and day as the text
// wrote them (before Time's normalization of a day past the month's
// end: Date.parse refuses 2023-02-29 where Time.parse gives March 1st).
func ParseCivil(s string, now time.Time) (*rv.Time, [3]int, error) {
	n := func(x string) int { v, _ := strconv.Atoi(x); return v }
	var y, mo, d, h, mi, sec, ns int
	var zone string
	switch {
	case reParseISO.MatchString(s):
		m := reParseISO.FindStringSubmatch(s)
		y, mo, d, h, mi, sec, zone = n(m[1]), n(m[2]), n(m[3]), n(m[4]), n(m[5]), n(m[6]), m[8]
		if m[7] != "" {
			ns = fraction(m[7])
		}
	case reParseRFC.MatchString(s):
		m := reParseRFC.FindStringSubmatch(s)
		d, mo, y, h, mi, sec, zone = n(m[1]), monthNum[strings.ToLower(m[2])], n(m[3]), n(m[4]), n(m[5]), n(m[6]), m[7]
	case reParseCtime.MatchString(s):
		m := reParseCtime.FindStringSubmatch(s)
		mo, d, h, mi, sec, y, zone = monthNum[strings.ToLower(m[1])], n(m[2]), n(m[3]), n(m[4]), n(m[5]), n(m[6]), m[7]
	case reParseTime.MatchString(s):
		m := reParseTime.FindStringSubmatch(s)
		h, mi, sec, zone = n(m[1]), n(m[2]), n(m[3]), m[4]
		ref := now
		if off, ok := zoneOffset(zone); ok && zone != "" {
			ref = now.In(time.FixedZone("", off))
		}
		y, mo, d = ref.Year(), int(ref.Month()), ref.Day()
	default:
		if strings.TrimSpace(s) == "" {
			return nil, [3]int{}, rv.Errorf("ArgumentError", "no time information in "+rv.InspectString(s))
		}
		return nil, [3]int{}, rv.Errorf("NotImplementedError", "not supported by Punch's Ruby runtime: Time.parse of "+rv.InspectString(s)+" (Punch reads ISO 8601, RFC 2822 and ctime/OpenSSL dates)")
	}
	if mo < 1 || mo > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || sec > 60 {
		return nil, [3]int{}, rv.Errorf("ArgumentError", "argument out of range")
	}
	if zone != "" {
		if _, ok := zoneOffset(zone); !ok {
			zone = ""
		}
	}
	return civilIn(y, mo, d, h, mi, sec, ns, zone), [3]int{y, mo, d}, nil
}
