package rtime

import (
	"math/big"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// Fields is what Date._strptime reads from a text (date_strptime.c):
// each field present only when the format read it.
type Fields struct {
	vals map[string]int64
	// Frac is the fraction of a second (%L, %N) as Num/10^Digits.
	Frac     *big.Int
	FracExp  int
	HasFrac  bool
	Seconds  *big.Int // %s, or %Q as milliseconds (SecondsMs)
	MilliSec bool
	Zone     string
	HasZone  bool
	Leftover string
}

// Get returns a field (year, mon, mday, hour, min, sec, yday, wday,
// cwyear, cweek, cwday, wnum0, wnum1).
func (f *Fields) Get(name string) (int64, bool) {
	v, ok := f.vals[name]
	return v, ok
}

func (f *Fields) set(name string, v int64) { f.vals[name] = v }

// WeekYday is the day of the year Date.strptime gives a date read as a
// year, a week number (%U from Sunday, %W from Monday) and a week day
// (%w; Sunday for %U, Monday for %W when not read); ok false when the
// fields do not give one day of that year.
func (f *Fields) WeekYday() (int, bool) {
	y, hasYear := f.vals["year"]
	w0, sunday := f.vals["wnum0"]
	w1, monday := f.vals["wnum1"]
	wd, hasWday := f.vals["wday"]
	if !hasYear || sunday == monday {
		return 0, false
	}
	jan1 := time.Date(int(y), 1, 1, 0, 0, 0, 0, time.UTC)
	var t time.Time
	if sunday {
		t = jan1.AddDate(0, 0, -int(jan1.Weekday())+int(w0)*7+int(wd))
	} else {
		if !hasWday {
			wd = 1
		}
		t = jan1.AddDate(0, 0, -((int(jan1.Weekday())+6)%7)+int(w1)*7+int((wd+6)%7))
	}
	if t.Year() != int(y) {
		return 0, false
	}
	return t.YearDay(), true
}

// strptimeZone is date_strptime.c's pattern for %z and %Z.
var strptimeZone = lazyre.New(`(?i)^((?:gmt|utc?)?[-+]\d+(?:[,.:]\d+(?::\d+)?)?|[[:alpha:].\s]+(?:standard|daylight)\s+time\b|[[:alpha:]]+(?:\sdst)?\b)`)

var (
	strptimeDays   = append(dayNames[:], "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat")
	strptimeMonths = append(monthNames[:], "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
	strptimeMerid  = [...]string{"am", "pm", "a.m.", "p.m."}
)

// Strptime is Date._strptime(s, format): the fields read, or nil when
// the text does not match the format. Text after what the format reads
// is Leftover (Time.strptime ignores it).
func Strptime(s, format string) *Fields {
	f := &Fields{vals: map[string]int64{}}
	p := &strptimeParser{s: s, f: f}
	if !p.run(format, 0) {
		return nil
	}
	if p.si < len(s) {
		f.Leftover = s[p.si:]
	}
	if cent, ok := f.vals["_cent"]; ok {
		delete(f.vals, "_cent")
		for _, k := range []string{"cwyear", "year"} {
			if y, ok := f.vals[k]; ok {
				f.vals[k] = y + cent*100
			}
		}
	}
	if merid, ok := f.vals["_merid"]; ok {
		delete(f.vals, "_merid")
		if h, ok := f.vals["hour"]; ok {
			f.vals["hour"] = h%12 + merid
		}
	}
	return f
}

type strptimeParser struct {
	s     string
	si    int
	f     *Fields
	depth int
}

// at is the byte at i, or 0 past the end (C's string terminator, which
// no comparison below accepts).
func (p *strptimeParser) at(i int) byte {
	if i < len(p.s) {
		return p.s[i]
	}
	return 0
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isSpace(c byte) bool {
	return c == ' ' || c >= '\t' && c <= '\r'
}

// numPattern is num_pattern_p: whether what follows in the format is a
// digit or a numeric conversion (then a number reads a fixed width).
func numPattern(rest string) bool {
	if rest == "" {
		return false
	}
	if isDigit(rest[0]) {
		return true
	}
	if rest[0] != '%' {
		return false
	}
	rest = rest[1:]
	if rest != "" && (rest[0] == 'E' || rest[0] == 'O') {
		rest = rest[1:]
	}
	return rest != "" && (strings.IndexByte("CDdeFGgHIjkLlMmNQRrSsTUuVvWwXxYy", rest[0]) >= 0 || isDigit(rest[0]))
}

// digits reads 1 to w digits (w < 0: any number).
func (p *strptimeParser) digits(w int) (*big.Int, int, bool) {
	start := p.si
	for p.si < len(p.s) && isDigit(p.s[p.si]) && (w < 0 || p.si-start < w) {
		p.si++
	}
	if p.si == start {
		return nil, 0, false
	}
	n, _ := new(big.Int).SetString(p.s[start:p.si], 10)
	return n, p.si - start, true
}

// small reads 1 to w digits in [lo, hi].
func (p *strptimeParser) small(w int, lo, hi int64) (int64, bool) {
	n, _, ok := p.digits(w)
	if !ok || !n.IsInt64() || n.Int64() < lo || n.Int64() > hi {
		return 0, false
	}
	return n.Int64(), true
}

// spaced reads %d %e %H %k %I %l: one leading space, then one digit, or
// two digits.
func (p *strptimeParser) spaced(lo, hi int64) (int64, bool) {
	if p.at(p.si) == ' ' {
		p.si++
		return p.small(1, lo, hi)
	}
	return p.small(2, lo, hi)
}

func (p *strptimeParser) sign(plus bool) int64 {
	switch c := p.at(p.si); {
	case c == '-':
		p.si++
		return -1
	case c == '+' && plus:
		p.si++
	}
	return 1
}

// signedNumber reads an optional sign and a number of width w when a
// numeric conversion follows, else of any width.
func (p *strptimeParser) signedNumber(plus bool, w int, rest string) (*big.Int, int, bool) {
	sign := p.sign(plus)
	if !numPattern(rest) {
		w = -1
	}
	n, nd, ok := p.digits(w)
	if !ok {
		return nil, 0, false
	}
	if sign < 0 {
		n.Neg(n)
	}
	return n, nd, true
}

func (p *strptimeParser) names(list []string, n int) (int, bool) {
	for i, name := range list {
		if len(p.s)-p.si >= len(name) && strings.EqualFold(p.s[p.si:p.si+len(name)], name) {
			p.si += len(name)
			return i % n, true
		}
	}
	return 0, false
}

func (p *strptimeParser) run(format string, depth int) bool {
	if depth > 8 {
		return false
	}
	f := p.f
	for fi := 0; fi < len(format); fi++ {
		c := format[fi]
		if isSpace(c) {
			for isSpace(p.at(p.si)) {
				p.si++
			}
			continue
		}
		if c != '%' || fi+1 >= len(format) {
			if p.at(p.si) != c {
				return false
			}
			p.si++
			continue
		}
		fi++
		c = format[fi]
		if (c == 'E' && fi+1 < len(format) && strings.IndexByte("cCxXyY", format[fi+1]) >= 0) ||
			(c == 'O' && fi+1 < len(format) && strings.IndexByte("deHImMSuUVwWy", format[fi+1]) >= 0) {
			fi++
			c = format[fi]
		}
		rest := format[fi+1:]
		ok := true
		var n int64
		switch c {
		case 'A', 'a':
			var i int
			if i, ok = p.names(strptimeDays, 7); ok {
				f.set("wday", int64(i))
			}
		case 'B', 'b', 'h':
			var i int
			if i, ok = p.names(strptimeMonths, 12); ok {
				f.set("mon", int64(i+1))
			}
		case 'C':
			var b *big.Int
			if b, _, ok = p.signedNumber(true, 2, rest); ok {
				f.set("_cent", b.Int64())
			}
		case 'c':
			ok = p.run("%a %b %e %H:%M:%S %Y", depth+1)
		case 'D', 'x':
			ok = p.run("%m/%d/%y", depth+1)
		case 'd', 'e':
			if n, ok = p.spaced(1, 31); ok {
				f.set("mday", n)
			}
		case 'F':
			ok = p.run("%Y-%m-%d", depth+1)
		case 'G':
			var b *big.Int
			if b, _, ok = p.signedNumber(true, 4, rest); ok {
				f.set("cwyear", b.Int64())
			}
		case 'g':
			if n, ok = p.small(2, 0, 99); ok {
				f.set("cwyear", n)
				if _, set := f.vals["_cent"]; !set {
					f.set("_cent", centuryOf(n))
				}
			}
		case 'H', 'k':
			if n, ok = p.spaced(0, 24); ok {
				f.set("hour", n)
			}
		case 'I', 'l':
			if n, ok = p.spaced(1, 12); ok {
				f.set("hour", n)
			}
		case 'j':
			if n, ok = p.small(3, 1, 366); ok {
				f.set("yday", n)
			}
		case 'L', 'N':
			w := 9
			if c == 'L' {
				w = 3
			}
			var b *big.Int
			var nd int
			if b, nd, ok = p.signedNumber(true, w, rest); ok {
				f.Frac, f.FracExp, f.HasFrac = b, nd, true
			}
		case 'M':
			if n, ok = p.small(2, 0, 59); ok {
				f.set("min", n)
			}
		case 'm':
			if n, ok = p.small(2, 1, 12); ok {
				f.set("mon", n)
			}
		case 'n', 't':
			ok = p.run(" ", depth+1)
		case 'P', 'p':
			var i int
			if i, ok = p.names(strptimeMerid[:], 4); ok {
				f.set("_merid", int64(i%2)*12)
			}
		case 'Q', 's':
			sign := p.sign(false)
			var b *big.Int
			if b, _, ok = p.digits(-1); ok {
				if sign < 0 {
					b.Neg(b)
				}
				f.Seconds, f.MilliSec = b, c == 'Q'
			}
		case 'R':
			ok = p.run("%H:%M", depth+1)
		case 'r':
			ok = p.run("%I:%M:%S %p", depth+1)
		case 'S':
			if n, ok = p.small(2, 0, 60); ok {
				f.set("sec", n)
			}
		case 'T', 'X':
			ok = p.run("%H:%M:%S", depth+1)
		case 'U', 'W':
			if n, ok = p.small(2, 0, 53); ok {
				if c == 'U' {
					f.set("wnum0", n)
				} else {
					f.set("wnum1", n)
				}
			}
		case 'u':
			if n, ok = p.small(1, 1, 7); ok {
				f.set("cwday", n)
			}
		case 'V':
			if n, ok = p.small(2, 1, 53); ok {
				f.set("cweek", n)
			}
		case 'v':
			ok = p.run("%e-%b-%Y", depth+1)
		case 'w':
			if n, ok = p.small(1, 0, 6); ok {
				f.set("wday", n)
			}
		case 'Y':
			var b *big.Int
			if b, _, ok = p.signedNumber(true, 4, rest); ok {
				if !b.IsInt64() {
					return false
				}
				f.set("year", b.Int64())
			}
		case 'y':
			if n, ok = p.small(2, 0, 99); ok {
				f.set("year", n)
				if _, set := f.vals["_cent"]; !set {
					f.set("_cent", centuryOf(n))
				}
			}
		case 'Z', 'z':
			m := strptimeZone.FindStringSubmatch(p.s[min(p.si, len(p.s)):])
			if ok = m != nil; ok {
				p.si += len(m[0])
				f.Zone, f.HasZone = m[1], true
			}
		case '%':
			if ok = p.at(p.si) == '%'; ok {
				p.si++
			}
		case '+':
			ok = p.run("%a %b %e %H:%M:%S %Z %Y", depth+1)
		default:
			// an unknown conversion matches itself
			ok = p.at(p.si) == '%' && p.at(p.si+1) == c
			p.si += 2
		}
		if !ok {
			return false
		}
	}
	return true
}

func centuryOf(yy int64) int64 {
	if yy >= 69 {
		return 19
	}
	return 20
}

// ZoneOffset is the 'time' library's Time.zone_offset: "+09:00",
// "+0900", "+09:00:30", "+09", UTC and the US and military names; ok
// false for a name it does not know.
func ZoneOffset(z string) (int, bool) { return zoneOffset(z) }

// Civil makes a Time from civil fields in a zone as time.rb's make_time
// does once its fields are complete (Time.strptime, in lib_time.go).
func Civil(y, mo, d, h, mi, sec, ns int, zone string) *rv.Time {
	return civilIn(y, mo, d, h, mi, sec, ns, zone)
}

// ZoneUTC is time.rb's zone_utc?: the zones that make a UTC Time.
func ZoneUTC(zone string) bool {
	switch strings.ToUpper(zone) {
	case "Z", "UTC", "UT", "-00:00", "-0000", "-00":
		return true
	}
	return false
}

// At is Time.at(sec, ns) in a zone as force_zone! leaves it: UTC for a
// UTC zone, local time when the local zone has the offset, else the
// offset; local time without a zone or with one it does not know.
func At(sec, ns int64, zone string) *rv.Time {
	t := time.Unix(sec, ns)
	if zone == "" {
		return &rv.Time{T: t.In(time.Local)}
	}
	if ZoneUTC(zone) {
		return &rv.Time{T: t.UTC(), UTC: true}
	}
	off, ok := zoneOffset(zone)
	if !ok {
		return &rv.Time{T: t.In(time.Local)}
	}
	if _, local := t.In(time.Local).Zone(); local == off {
		return &rv.Time{T: t.In(time.Local)}
	}
	return &rv.Time{T: t.In(time.FixedZone("", off))}
}

// SetYday sets the day of the year (Time.strptime, from WeekYday).
func (f *Fields) SetYday(n int) { f.vals["yday"] = int64(n) }
