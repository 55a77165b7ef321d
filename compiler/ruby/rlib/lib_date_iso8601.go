package rlib

import (
	"math"
	"math/big"
	"strconv"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// Date._iso8601 (date_parse.c's date__iso8601): the first of four
// whole-string shapes, case-insensitive, gives the fields: an extended
// date and time (2024-01-02, 2024-032, 2024-W02-3, --01-02, -W-3, each
// with an optional Thh:mm[:ss[.frac]] and zone), a basic one (20240102,
// 2024032, 2024W023, 20240102T030405Z, ...), an extended time (03:04:05)
// or a basic time (030405). A two-digit year is 19xx from 69, else 20xx.
// Date.iso8601 and DateTime.iso8601 complete the fields as Date.parse
// does (dateFromFrags). Checked against Ruby 3.1 by
// testdata/scripts/date_iso8601.rb.

var (
	reISOExtDateTime = lazyre.New(`(?i)\A\s*(?:([-+]?\d{2,}|-)-(\d{2})?(?:-(\d{2}))?|([-+]?\d{2,})?-(\d{3})|(\d{4}|\d{2})?-w(\d{2})-(\d)|-w-(\d))(?:t(\d{2}):(\d{2})(?::(\d{2})(?:[,.](\d+))?)?(z|[-+]\d{2}(?::?\d{2})?)?)?\s*\z`)
	reISOBasDateTime = lazyre.New(`(?i)\A\s*(?:([-+]?(?:\d{4}|\d{2})|--)(\d{2}|-)(\d{2})|([-+]?(?:\d{4}|\d{2}))(\d{3})|-(\d{3})|(\d{4}|\d{2})w(\d{2})(\d)|-w(\d{2})(\d)|-w-(\d))(?:t?(\d{2})(\d{2})(?:(\d{2})(?:[,.](\d+))?)?(z|[-+]\d{2}(?:\d{2})?)?)?\s*\z`)
	reISOExtTime     = lazyre.New(`(?i)\A\s*(\d{2}):(\d{2})(?::(\d{2})(?:[,.](\d+))?(z|[-+]\d{2}(:?\d{2})?)?)?\s*\z`)
	reISOBasTime     = lazyre.New(`(?i)\A\s*(\d{2})(\d{2})(?:(\d{2})(?:[,.](\d+))?(z|[-+]\d{2}(\d{2})?)?)?\s*\z`)
)

// year69 is comp_year69 for a year written with fewer than four digits.
func year69(text string) any {
	y := strNum(text)
	if len(text) >= 4 {
		return y
	}
	if n, ok := y.(int64); ok {
		if n >= 69 {
			return n + 1900
		}
		return n + 2000
	}
	return y
}

// isoMatch is the groups of a whole-string match ("" and false for a
// group that did not take part), nil for none.
func isoMatch(re *lazyre.Regexp, s string) ([]string, []bool) {
	idx := re.FindStringSubmatchIndex(s)
	if idx == nil {
		return nil, nil
	}
	g, ok := make([]string, len(idx)/2), make([]bool, len(idx)/2)
	for i := range g {
		if idx[2*i] >= 0 {
			g[i], ok[i] = s[idx[2*i]:idx[2*i+1]], true
		}
	}
	return g, ok
}

// isoClock sets hour, min, [sec], [sec_fraction], [zone and offset]
// from groups h..h+4.
func isoClock(f *dateFrags, g []string, ok []bool, h int) {
	if ok[h] {
		f.set("hour", strNum(g[h]))
		f.set("min", strNum(g[h+1]))
		if ok[h+2] {
			f.set("sec", strNum(g[h+2]))
		}
	}
	if ok[h+3] {
		f.set("sec_fraction", fraction(g[h+3]))
	}
	if ok[h+4] {
		f.set("zone", g[h+4])
		if off, known := zoneToDiff(g[h+4]); known {
			f.set("offset", off)
		} else {
			f.set("offset", nil)
		}
	}
}

// dateISO8601 is date__iso8601: the fields, empty when no shape matches.
func dateISO8601(s string) *dateFrags {
	f := newDateFrags()
	if g, ok := isoMatch(reISOExtDateTime, s); g != nil {
		switch {
		case ok[1]:
			if ok[3] {
				f.set("mday", strNum(g[3]))
			}
			if g[1] != "-" {
				f.set("year", year69(g[1]))
			}
			if !ok[2] {
				if g[1] != "-" {
					return newDateFrags()
				}
			} else {
				f.set("mon", strNum(g[2]))
			}
		case ok[5]:
			f.set("yday", strNum(g[5]))
			if ok[4] {
				f.set("year", year69(g[4]))
			}
		case ok[8]:
			f.set("cweek", strNum(g[7]))
			f.set("cwday", strNum(g[8]))
			if ok[6] {
				f.set("cwyear", year69(g[6]))
			}
		case ok[9]:
			f.set("cwday", strNum(g[9]))
		}
		isoClock(f, g, ok, 10)
		return f
	}
	if g, ok := isoMatch(reISOBasDateTime, s); g != nil {
		switch {
		case ok[3]:
			f.set("mday", strNum(g[3]))
			if g[1] != "--" {
				f.set("year", year69(g[1]))
			}
			if g[2][0] == '-' {
				if g[1] != "--" {
					return newDateFrags()
				}
			} else {
				f.set("mon", strNum(g[2]))
			}
		case ok[5]:
			f.set("yday", strNum(g[5]))
			f.set("year", year69(g[4]))
		case ok[6]:
			f.set("yday", strNum(g[6]))
		case ok[9]:
			f.set("cweek", strNum(g[8]))
			f.set("cwday", strNum(g[9]))
			f.set("cwyear", year69(g[7]))
		case ok[11]:
			f.set("cweek", strNum(g[10]))
			f.set("cwday", strNum(g[11]))
		case ok[12]:
			f.set("cwday", strNum(g[12]))
		}
		isoClock(f, g, ok, 13)
		return f
	}
	for _, re := range []*lazyre.Regexp{reISOExtTime, reISOBasTime} {
		if g, ok := isoMatch(re, s); g != nil {
			isoClock(f, g, ok, 1)
			return f
		}
	}
	return f
}

// dateLimitArg is the String argument of Date's readers with their
// limit: keyword (128 bytes by default, nil for none).
func dateLimitArg(c *ruby.Call) (string, error) {
	if c.Args[0] == nil && c.Name != "_parse" {
		return "", nil // date__iso8601's Regexp#match(nil): no fields
	}
	s, err := strArg(c.In, c.Args[0])
	if err != nil {
		return "", err
	}
	limit := int64(128)
	if c.Kw != nil {
		if v, ok := c.Kw.Get(ruby.Symbol("limit")); ok {
			if v == nil {
				limit = -1
			} else if limit, err = c.In.ExpectInt(v); err != nil {
				return "", err
			}
		}
	}
	if limit >= 0 && int64(len(s)) > limit {
		return "", c.In.Raise("ArgumentError", "string length ("+strconv.Itoa(len(s))+") exceeds the limit "+strconv.FormatInt(limit, 10))
	}
	return s, nil
}

// newOffsetArg is DateTime#new_offset's offset in seconds (date_core.c's
// offset_to_sec): a zone String (date's zone table; an unknown one or one
// beyond a day is 0, which Ruby warns about), an Integer number of days
// (-1, 0 or 1; others 0), a Float or Rational fraction of a day, rounded
// to the second (a Float beyond a day is 0); anything else is Ruby's
// TypeError.
func newOffsetArg(in *ruby.Interp, v ruby.Value) (int, error) {
	const day = 86400
	switch x := v.(type) {
	case *ruby.String:
		switch off, ok := zoneToDiff(x.String()); o := off.(type) {
		case int64:
			if ok && o >= -day && o <= day {
				return int(o), nil
			}
		case *big.Rat:
			f, _ := o.Float64()
			if ok && f >= -day && f <= day {
				return int(math.Round(f)), nil
			}
		}
		return 0, nil
	case int64:
		if x >= -1 && x <= 1 {
			return int(x) * day, nil
		}
		return 0, nil
	case *big.Int:
		return 0, nil
	case float64:
		n := math.Round(x * day)
		if n < -day || n > day {
			return 0, nil
		}
		return int(n), nil
	}
	if r, ok := ruby.RationalOf(v); ok {
		f, _ := new(big.Rat).Mul(r, big.NewRat(day, 1)).Float64()
		return int(math.Round(f)), nil
	}
	return 0, in.Raise("TypeError", "expected numeric")
}
