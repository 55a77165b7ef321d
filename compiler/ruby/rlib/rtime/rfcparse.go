package rtime

import (
	"strconv"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// The texts time.rb's Time.rfc2822 and Time.httpdate accept (RFC 2822
// has comments after the zone, so that pattern has no right anchor).
var (
	reRFC2822  = lazyre.New(`(?i)\A\s*(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s*,\s*)?(\d{1,2})\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+(\d{2,})\s+(\d{2})\s*:\s*(\d{2})(?:\s*:\s*(\d{2}))?\s+([+-]\d{4}|UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|[A-IK-Z])`)
	reHTTP1123 = lazyre.New(`(?i)\A\s*(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT\s*\z`)
	reHTTP850  = lazyre.New(`(?i)\A\s*(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d\d)-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d\d) (\d\d):(\d\d):(\d\d) GMT\s*\z`)
	reAsctime  = lazyre.New(`(?i)\A\s*(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d\d| \d) (\d\d):(\d\d):(\d\d) (\d{4})\s*\z`)
	reZoneUTC  = lazyre.New(`(?i)\A(?:-00:00|-0000|-00|UTC|Z|UT)\z`)
)

func monthOf(name string) time.Month {
	return time.Month(strings.Index("JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC", strings.ToUpper(name))/3 + 1)
}

func atoi(s string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(s))
	return n
}

// ParseRFC2822 is Time.rfc2822 (and rfc822): a two- or three-digit year
// completed as RFC 2822 says, the time in the zone given (UTC for -0000,
// UT, Z and UTC; GMT is +00:00, not UTC, as in time.rb).
func ParseRFC2822(s string) (*rv.Time, error) {
	m := reRFC2822.FindStringSubmatch(s)
	if m == nil {
		return nil, rv.Errorf("ArgumentError", "not RFC 2822 compliant date: "+rv.InspectString(s))
	}
	year := atoi(m[3])
	if len(m[3]) <= 3 {
		if year < 50 {
			year += 2000
		} else {
			year += 1900
		}
	}
	sec := 0
	if m[6] != "" {
		sec = atoi(m[6])
	}
	off, _ := zoneOffset(m[7])
	t := time.Date(year, monthOf(m[2]), atoi(m[1]), atoi(m[4]), atoi(m[5]), sec, 0, time.FixedZone("", off))
	if reZoneUTC.MatchString(m[7]) {
		return &rv.Time{T: t.UTC(), UTC: true}, nil
	}
	return &rv.Time{T: t}, nil
}

// ParseHTTPDate is Time.httpdate: RFC 1123, RFC 850 and asctime dates,
// in UTC.
func ParseHTTPDate(s string) (*rv.Time, error) {
	if reHTTP1123.MatchString(s) {
		t, err := ParseRFC2822(s)
		if err != nil {
			return nil, err
		}
		return &rv.Time{T: t.T.UTC(), UTC: true}, nil
	}
	if m := reHTTP850.FindStringSubmatch(s); m != nil {
		year := atoi(m[3])
		if year < 50 {
			year += 2000
		} else {
			year += 1900
		}
		return &rv.Time{T: time.Date(year, monthOf(m[2]), atoi(m[1]), atoi(m[4]), atoi(m[5]), atoi(m[6]), 0, time.UTC), UTC: true}, nil
	}
	if m := reAsctime.FindStringSubmatch(s); m != nil {
		return &rv.Time{T: time.Date(atoi(m[6]), monthOf(m[1]), atoi(m[2]), atoi(m[3]), atoi(m[4]), atoi(m[5]), 0, time.UTC), UTC: true}, nil
	}
	return nil, rv.Errorf("ArgumentError", "not RFC 2616 compliant date: "+rv.InspectString(s))
}
