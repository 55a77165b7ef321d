// Package rtime is Ruby's time formatting: Time#strftime with all of
// Ruby's conversions and flags, Time#to_s, inspect, and the 'time'
// library's iso8601/xmlschema, httpdate and rfc2822. It formats rv.Time
// values; it never reads the clock (the runtime gives Time.now).
package rtime

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

var (
	dayNames   = [...]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	monthNames = [...]string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
)

// Zone is the zone name Ruby shows for t (%Z, to_s of a local Time): "UTC"
// for a UTC Time, the location's abbreviation for a local one, "" for a
// Time at a fixed offset without a name.
func Zone(t *rv.Time) string {
	if t.UTC {
		return "UTC"
	}
	name, _ := t.T.Zone()
	return name
}

// spec is one conversion's flags and width.
type spec struct {
	padding byte // 0 (default), '-', '_' or '0'
	upper   bool // ^
	swap    bool // #
	width   int  // -1 when not given
	colons  int
}

// Strftime is Time#strftime. A format that ends inside a conversion
// ("%", "%-", "%10") is Ruby's ArgumentError "invalid format: FORMAT";
// an unknown conversion is copied as it is.
func Strftime(t *rv.Time, format string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		start := i
		sp := spec{width: -1}
		j := i + 1
	flags:
		for ; j < len(format); j++ {
			switch format[j] {
			case '-', '_', '0':
				sp.padding = format[j]
			case '^':
				sp.upper = true
			case '#':
				sp.swap = true
			default:
				break flags
			}
		}
		for ; j < len(format) && format[j] >= '0' && format[j] <= '9'; j++ {
			if sp.width < 0 {
				sp.width = 0
			}
			if sp.width < 1<<20 {
				sp.width = sp.width*10 + int(format[j]-'0')
			}
		}
		for ; j < len(format) && format[j] == ':'; j++ {
			sp.colons++
		}
		// E and O are locale modifiers, ignored before the conversions
		// that accept them.
		if j < len(format) && (format[j] == 'E' || format[j] == 'O') && j+1 < len(format) && strings.IndexByte("cCxXyYdeHkIlmMSuUVwWy", format[j+1]) >= 0 {
			j++
		}
		if j >= len(format) {
			if sp.colons == 0 {
				return "", rv.Errorf("ArgumentError", "invalid format: "+format)
			}
			b.WriteString(format[start:])
			break
		}
		if sp.colons > 0 && format[j] != 'z' || !conversion(&b, t, format[j], sp) {
			b.WriteString(format[start : j+1])
		}
		i = j
	}
	return b.String(), nil
}

// format is Strftime of a format known to be complete.
func format(t *rv.Time, f string) string {
	s, _ := Strftime(t, f)
	return s
}

// number writes n padded to width (default def) with zeros, or with
// spaces when the default padding is a space (defSpace) or '_' is given.
func number(b *strings.Builder, n int64, def int, defSpace bool, sp spec) {
	w := def
	if sp.width >= 0 {
		w = sp.width
	}
	pad := byte('0')
	if defSpace {
		pad = ' '
	}
	switch sp.padding {
	case '-':
		w = 0
	case '_':
		pad = ' '
	case '0':
		pad = '0'
	}
	s := strconv.FormatInt(n, 10)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	digits := len(s)
	if neg {
		digits++
	}
	if pad == '0' && neg {
		b.WriteByte('-')
	}
	for ; digits < w; digits++ {
		b.WriteByte(pad)
	}
	if pad != '0' && neg {
		b.WriteByte('-')
	}
	b.WriteString(s)
}

// text writes a name with the case flags and padded to the width (spaces,
// or zeros with the 0 flag).
func text(b *strings.Builder, s string, sp spec, swapLower bool) {
	switch {
	case sp.upper:
		s = strings.ToUpper(s)
	case sp.swap:
		if swapLower {
			s = strings.ToLower(s)
		} else {
			s = strings.ToUpper(s)
		}
	}
	pad := byte(' ')
	if sp.padding == '0' {
		pad = '0'
	}
	if sp.padding != '-' {
		for n := len(s); n < sp.width; n++ {
			b.WriteByte(pad)
		}
	}
	b.WriteString(s)
}

// composite writes a combination conversion (%c, %D...) with the width
// and case flags applied to the whole.
func composite(b *strings.Builder, t *rv.Time, f string, sp spec) {
	text(b, format(t, f), spec{upper: sp.upper, width: sp.width, padding: sp.padding}, false)
}

func conversion(b *strings.Builder, t *rv.Time, c byte, sp spec) bool {
	tt := t.T
	switch c {
	case 'Y':
		y := int64(tt.Year())
		w := 4
		if y < 0 {
			w = 5
		}
		number(b, y, w, false, sp)
	case 'C':
		number(b, floorDiv(int64(tt.Year()), 100), 2, false, sp)
	case 'y':
		number(b, mod(int64(tt.Year()), 100), 2, false, sp)
	case 'm':
		number(b, int64(tt.Month()), 2, false, sp)
	case 'B':
		text(b, monthNames[tt.Month()-1], sp, false)
	case 'b', 'h':
		text(b, monthNames[tt.Month()-1][:3], sp, false)
	case 'd':
		number(b, int64(tt.Day()), 2, false, sp)
	case 'e':
		number(b, int64(tt.Day()), 2, true, sp)
	case 'j':
		number(b, int64(tt.YearDay()), 3, false, sp)
	case 'H':
		number(b, int64(tt.Hour()), 2, false, sp)
	case 'k':
		number(b, int64(tt.Hour()), 2, true, sp)
	case 'I':
		number(b, int64(hour12(tt.Hour())), 2, false, sp)
	case 'l':
		number(b, int64(hour12(tt.Hour())), 2, true, sp)
	case 'P':
		text(b, ampm(tt.Hour(), true), sp, false)
	case 'p':
		text(b, ampm(tt.Hour(), false), sp, true)
	case 'M':
		number(b, int64(tt.Minute()), 2, false, sp)
	case 'S':
		number(b, int64(tt.Second()), 2, false, sp)
	case 'L', 'N':
		digits := 3
		if c == 'N' {
			digits = 9
		}
		if sp.width > 0 {
			digits = sp.width
		}
		frac := strconv.Itoa(tt.Nanosecond() + 1e9)[1:]
		if digits <= 9 {
			b.WriteString(frac[:digits])
		} else {
			b.WriteString(frac)
			b.WriteString(strings.Repeat("0", digits-9))
		}
	case 'z':
		return zone(b, tt, t.UTC, sp)
	case 'Z':
		// An empty name is not padded.
		if name := Zone(t); name != "" {
			text(b, name, sp, true)
		}
	case 'A':
		text(b, dayNames[tt.Weekday()], sp, false)
	case 'a':
		text(b, dayNames[tt.Weekday()][:3], sp, false)
	case 'u':
		wd := int64(tt.Weekday())
		if wd == 0 {
			wd = 7
		}
		number(b, wd, 1, false, sp)
	case 'w':
		number(b, int64(tt.Weekday()), 1, false, sp)
	case 'G':
		y, _ := tt.ISOWeek()
		w := 4
		if y < 0 {
			w = 5
		}
		number(b, int64(y), w, false, sp)
	case 'g':
		y, _ := tt.ISOWeek()
		number(b, mod(int64(y), 100), 2, false, sp)
	case 'V':
		_, w := tt.ISOWeek()
		number(b, int64(w), 2, false, sp)
	case 'U':
		number(b, int64((tt.YearDay()+6-int(tt.Weekday()))/7), 2, false, sp)
	case 'W':
		number(b, int64((tt.YearDay()+6-(int(tt.Weekday())+6)%7)/7), 2, false, sp)
	case 's':
		number(b, tt.Unix(), 1, false, sp)
	case 'n':
		text(b, "\n", sp, false)
	case 't':
		text(b, "\t", sp, false)
	case '%':
		text(b, "%", sp, false)
	case 'c':
		composite(b, t, "%a %b %e %H:%M:%S %Y", sp)
	case 'D', 'x':
		composite(b, t, "%m/%d/%y", sp)
	case 'F':
		composite(b, t, "%Y-%m-%d", sp)
	case 'T', 'X':
		composite(b, t, "%H:%M:%S", sp)
	case 'R':
		composite(b, t, "%H:%M", sp)
	case 'r':
		composite(b, t, "%I:%M:%S %p", sp)
	case 'v':
		composite(b, t, "%e-%^b-%4Y", sp)
	default:
		return false
	}
	return true
}

func hour12(h int) int {
	h %= 12
	if h == 0 {
		return 12
	}
	return h
}

func ampm(h int, lower bool) string {
	s := "AM"
	if h >= 12 {
		s = "PM"
	}
	if lower {
		return strings.ToLower(s)
	}
	return s
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func mod(a, b int64) int64 {
	m := a % b
	if m < 0 {
		m += b
	}
	return m
}

// zone writes %z (+hhmm), %:z (+hh:mm), %::z (+hh:mm:ss) or %:::z (as
// few fields as the offset needs): the hours take the width the rest
// leaves, zero-padded after the sign, or space-padded before it with '_'.
// A UTC Time with the '-' flag is "-0000" (RFC 2822's unknown zone).
func zone(b *strings.Builder, tt time.Time, utc bool, sp spec) bool {
	_, off := tt.Zone()
	sign := 1
	if off < 0 || utc && sp.padding == '-' {
		off, sign = -off, -1
	}
	prec := sp.width
	if sp.padding == '-' {
		prec = 0
	}
	fit := func(limit, rest int) int {
		if prec <= limit {
			return 2
		}
		return prec - rest
	}
	switch sp.colons {
	case 0:
		prec = fit(5, 3)
	case 1:
		prec = fit(6, 4)
	case 2:
		prec = fit(9, 7)
	case 3:
		switch {
		case off%3600 == 0:
			prec = fit(3, 1)
		case off%60 == 0:
			prec = fit(6, 4)
		default:
			prec = fit(9, 7)
		}
	default:
		return false
	}
	h := sign * (off / 3600)
	var hs []byte
	if sp.padding == '_' {
		hs = []byte(fmt.Sprintf("%+*d", prec+1, h))
		if sign < 0 && off < 3600 {
			hs[len(hs)-2] = '-'
		}
	} else {
		hs = []byte(fmt.Sprintf("%+.*d", prec, h))
		if sign < 0 && off < 3600 {
			hs[0] = '-'
		}
	}
	b.Write(hs)
	off %= 3600
	if sp.colons == 3 && off == 0 {
		return true
	}
	if sp.colons >= 1 {
		b.WriteByte(':')
	}
	b.WriteString(pad2(off / 60))
	off %= 60
	if sp.colons == 3 && off == 0 || sp.colons < 2 {
		return true
	}
	b.WriteByte(':')
	b.WriteString(pad2(off))
	return true
}

func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// ToS is Time#to_s.
func ToS(t *rv.Time) string { return rv.TimeToS(t) }

// The 'time' library's forms are UTF-8 Strings in Ruby; to_s and
// inspect are US-ASCII; strftime's result has the format's encoding.

// XMLSchema is Time#iso8601(n) and xmlschema(n): with n digits of
// fraction, "Z" for UTC, else the offset.
func XMLSchema(t *rv.Time, digits int) string {
	s := format(t, "%Y-%m-%dT%H:%M:%S")
	if digits > 0 {
		s += "." + format(t, "%"+strconv.Itoa(digits)+"N")
	}
	if t.UTC {
		return s + "Z"
	}
	return s + format(t, "%:z")
}

// HTTPDate is Time#httpdate: RFC 2616's date, always in GMT.
func HTTPDate(t *rv.Time) string {
	u := &rv.Time{T: t.T.UTC(), UTC: true}
	return format(u, "%a, %d %b %Y %T GMT")
}

// RFC2822 is Time#rfc2822 (and rfc822): "-0000" for UTC.
func RFC2822(t *rv.Time) string {
	s := format(t, "%a, %d %b %Y %T ")
	if t.UTC {
		return s + "-0000"
	}
	return s + format(t, "%z")
}
