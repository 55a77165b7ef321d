package core

import (
	"strconv"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/values"
)

// strftime: Ruby's Time#strftime for Timestamps, Puppet's own format
// language for Timespans.

func timefmtFunctions(l *functions.Lib) {
	l.Register("strftime", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return formatTimespan(int64(args[0].(values.Timespan)), args[1].(string))
		}).Req("time_object", "Timespan").Req("format", "String"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			tz := ""
			if len(args) > 2 {
				tz = args[2].(string)
			}
			return formatTimestamp(args[0].(values.Timestamp).Time(), args[1].(string), tz)
		}).Req("time_object", "Timestamp").Req("format", "String").Opt("timezone", "String"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			functions.DeprecationOnceHere(c, "legacy#strftime", "The argument signature (String format, [String timezone]) is deprecated for #strftime. See #strftime documentation and Timespan type for more info", false)
			tz := ""
			if len(args) > 1 {
				tz = args[1].(string)
			}
			return formatTimestamp(time.Now().UTC(), args[0].(string), tz)
		}).Req("format", "String").Opt("timezone", "String"))
}

// formatTimestamp is Timestamp#format(format, timezone): the time in UTC,
// or at the offset of timezone (which Ruby's Date._strptime(tz, '%z')
// must understand: "+01:00", "-0500", "UTC", "CEST", ...).
func formatTimestamp(t time.Time, format, tz string) (string, error) {
	utc := true
	if tz != "" {
		var off int
		if strings.EqualFold(tz, "current") {
			_, off = time.Now().Zone()
		} else {
			o, ok := parseZoneOffset(tz)
			if !ok {
				return "", functions.Errorf("Illegal timezone '%s'", tz)
			}
			off = o
		}
		t = t.In(time.FixedZone("", off))
		utc = false
	}
	return rubyStrftime(t, utc, format), nil
}

var (
	zoneOffsetRx = lazyre.New(`^(?:gmt|utc)?([-+])(\d+)(?::(\d+)(?::(\d+))?)?$`)
	// zoneAbbrevs are the zone names of Ruby's date library (zonetab)
	// that are most used, in seconds east of UTC.
	zoneAbbrevs = map[string]int{
		"utc": 0, "ut": 0, "gmt": 0, "z": 0,
		"est": -5 * 3600, "edt": -4 * 3600, "cst": -6 * 3600, "cdt": -5 * 3600,
		"mst": -7 * 3600, "mdt": -6 * 3600, "pst": -8 * 3600, "pdt": -7 * 3600,
		"akst": -9 * 3600, "akdt": -8 * 3600, "hst": -10 * 3600, "ast": -4 * 3600, "adt": -3 * 3600,
		"nst": -(3*3600 + 1800), "ndt": -(2*3600 + 1800),
		"wet": 0, "west": 3600, "bst": 3600, "cet": 3600, "cest": 2 * 3600, "met": 3600, "mest": 2 * 3600,
		"mewt": 3600, "mesz": 2 * 3600, "eet": 2 * 3600, "eest": 3 * 3600, "msk": 3 * 3600, "msd": 4 * 3600,
		"ist": 5*3600 + 1800, "sgt": 8 * 3600, "hkt": 8 * 3600, "awst": 8 * 3600, "wast": 8 * 3600,
		"jst": 9 * 3600, "kst": 9 * 3600, "acst": 9*3600 + 1800, "aest": 10 * 3600, "aedt": 11 * 3600,
		"nzst": 12 * 3600, "nzdt": 13 * 3600,
	}
)

// parseZoneOffset understands the zones Date._strptime(tz, '%z') does
// that Puppet users write: numeric offsets with or without colons, GMT+h,
// single-letter military zones and common abbreviations.
func parseZoneOffset(tz string) (int, bool) {
	l := strings.ToLower(strings.TrimSpace(tz))
	if off, ok := zoneAbbrevs[l]; ok {
		return off, true
	}
	if len(l) == 1 && l[0] >= 'a' && l[0] <= 'z' && l[0] != 'j' {
		c := int(l[0])
		switch {
		case c <= 'i':
			return (c - 'a' + 1) * 3600, true
		case c <= 'm':
			return (c - 'a') * 3600, true
		case c <= 'y':
			return -(c - 'n' + 1) * 3600, true
		}
	}
	m := zoneOffsetRx.FindStringSubmatch(l)
	if m == nil {
		return 0, false
	}
	sign := 1
	if m[1] == "-" {
		sign = -1
	}
	var h, mi, s int
	digits := m[2]
	if m[3] != "" {
		h, _ = strconv.Atoi(digits)
		mi, _ = strconv.Atoi(m[3])
		if m[4] != "" {
			s, _ = strconv.Atoi(m[4])
		}
	} else {
		switch len(digits) {
		case 1, 2:
			h, _ = strconv.Atoi(digits)
		case 3:
			h, _ = strconv.Atoi(digits[:1])
			mi, _ = strconv.Atoi(digits[1:])
		case 4:
			h, _ = strconv.Atoi(digits[:2])
			mi, _ = strconv.Atoi(digits[2:])
		case 5:
			h, _ = strconv.Atoi(digits[:1])
			mi, _ = strconv.Atoi(digits[1:3])
			s, _ = strconv.Atoi(digits[3:])
		case 6:
			h, _ = strconv.Atoi(digits[:2])
			mi, _ = strconv.Atoi(digits[2:4])
			s, _ = strconv.Atoi(digits[4:])
		default:
			return 0, false
		}
	}
	return sign * (h*3600 + mi*60 + s), true
}

var (
	weekdays   = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	monthNames = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
)

// rubyStrftime is Ruby's Time#strftime: directives with the flags - _ 0
// ^ #, a width, and colons for %z. utc tells whether the time is a UTC
// time (its %Z is "UTC") or one at a fixed offset (%Z is empty).
func rubyStrftime(t time.Time, utc bool, format string) string {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 >= len(format) {
			b.WriteByte(c)
			continue
		}
		start := i
		i++
		var padding byte // 0: the directive's default
		left, upper, chcase := false, false, false
		colons := 0
		width := -1
	flags:
		for ; i < len(format); i++ {
			switch format[i] {
			case '-':
				left = true
			case '_':
				padding = ' '
			case '0':
				padding = '0'
			case '^':
				upper = true
			case '#':
				chcase = true
			case ':':
				colons++
			default:
				break flags
			}
		}
		if i < len(format) && format[i] >= '1' && format[i] <= '9' {
			w := 0
			for i < len(format) && format[i] >= '0' && format[i] <= '9' {
				w = w*10 + int(format[i]-'0')
				i++
			}
			width = w
		}
		if i < len(format) && (format[i] == 'E' || format[i] == 'O') {
			if i+1 < len(format) && strings.IndexByte(map[byte]string{'E': "cCxXyY", 'O': "deHImMSuUVwWy"}[format[i]], format[i+1]) >= 0 {
				i++
			} else {
				b.WriteString(format[start : i+1])
				continue
			}
		}
		if i >= len(format) {
			b.WriteString(format[start:])
			break
		}
		d := format[i]
		num := func(v int64, defPad byte, defWidth int) {
			if left {
				b.WriteString(strconv.FormatInt(v, 10))
				return
			}
			p := defPad
			if padding != 0 {
				p = padding
			}
			w := defWidth
			if width >= 0 {
				w = width
			}
			s := strconv.FormatInt(abs64(v), 10)
			neg := v < 0
			n := len(s)
			if neg {
				n++
			}
			var pad string
			if w > n {
				pad = strings.Repeat(string(p), w-n)
			}
			if neg {
				if p == '0' {
					b.WriteString("-" + pad + s)
				} else {
					b.WriteString(pad + "-" + s)
				}
				return
			}
			b.WriteString(pad + s)
		}
		str := func(s string, swapToLower bool) {
			if upper {
				s = strings.ToUpper(s)
			}
			if chcase {
				if swapToLower {
					s = strings.ToLower(s)
				} else {
					s = strings.ToUpper(s)
				}
			}
			if !left && width > len(s) {
				p := byte(' ')
				if padding != 0 {
					p = padding
				}
				b.WriteString(strings.Repeat(string(p), width-len(s)))
			}
			b.WriteString(s)
		}
		year := int64(t.Year())
		hour := int64(t.Hour())
		h12 := hour % 12
		if h12 == 0 {
			h12 = 12
		}
		switch d {
		case 'Y':
			num(year, '0', 4)
		case 'C':
			num(floorDiv(year, 100), '0', 2)
		case 'y':
			num(((year%100)+100)%100, '0', 2)
		case 'm':
			num(int64(t.Month()), '0', 2)
		case 'B':
			str(monthNames[t.Month()-1], false)
		case 'b', 'h':
			str(monthNames[t.Month()-1][:3], false)
		case 'd':
			num(int64(t.Day()), '0', 2)
		case 'e':
			num(int64(t.Day()), ' ', 2)
		case 'j':
			num(int64(t.YearDay()), '0', 3)
		case 'H':
			num(hour, '0', 2)
		case 'k':
			num(hour, ' ', 2)
		case 'I':
			num(h12, '0', 2)
		case 'l':
			num(h12, ' ', 2)
		case 'P':
			s := "am"
			if hour >= 12 {
				s = "pm"
			}
			upper = upper || false
			str(s, false)
		case 'p':
			s := "AM"
			if hour >= 12 {
				s = "PM"
			}
			str(s, true)
		case 'M':
			num(int64(t.Minute()), '0', 2)
		case 'S':
			num(int64(t.Second()), '0', 2)
		case 'L', 'N':
			digits := 3
			if d == 'N' {
				digits = 9
			}
			if width > 0 {
				digits = width
			}
			frac := strconv.FormatInt(int64(t.Nanosecond())+1e9, 10)[1:]
			if digits <= 9 {
				b.WriteString(frac[:digits])
			} else {
				b.WriteString(frac + strings.Repeat("0", digits-9))
			}
		case 'z':
			_, off := t.Zone()
			b.WriteString(formatZ(off, colons, width, padding, left))
		case 'Z':
			z := ""
			if utc {
				z = "UTC"
			}
			if chcase {
				z = strings.ToLower(z)
				chcase = false
			}
			str(z, false)
		case 'A':
			str(weekdays[t.Weekday()], false)
		case 'a':
			str(weekdays[t.Weekday()][:3], false)
		case 'u':
			wd := int64(t.Weekday())
			if wd == 0 {
				wd = 7
			}
			num(wd, '0', 1)
		case 'w':
			num(int64(t.Weekday()), '0', 1)
		case 'U':
			num(int64((t.YearDay()+6-int(t.Weekday()))/7), '0', 2)
		case 'W':
			num(int64((t.YearDay()+6-(int(t.Weekday())+6)%7)/7), '0', 2)
		case 'G':
			y, _ := t.ISOWeek()
			num(int64(y), '0', 4)
		case 'g':
			y, _ := t.ISOWeek()
			num(int64(((y%100)+100)%100), '0', 2)
		case 'V':
			_, w := t.ISOWeek()
			num(int64(w), '0', 2)
		case 's':
			num(t.Unix(), '0', 1)
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case '%':
			str("%", false)
		case 'c':
			str(rubyStrftime(t, utc, "%a %b %e %H:%M:%S %Y"), false)
		case 'D', 'x':
			str(rubyStrftime(t, utc, "%m/%d/%y"), false)
		case 'F':
			str(rubyStrftime(t, utc, "%Y-%m-%d"), false)
		case 'T', 'X':
			str(rubyStrftime(t, utc, "%H:%M:%S"), false)
		case 'R':
			str(rubyStrftime(t, utc, "%H:%M"), false)
		case 'r':
			str(rubyStrftime(t, utc, "%I:%M:%S %p"), false)
		case 'v':
			str(rubyStrftime(t, utc, "%e-%^b-%4Y"), false)
		default:
			b.WriteString(format[start : i+1])
		}
	}
	return b.String()
}

// formatZ is %z with its colons and width, as Ruby's strftime.c.
func formatZ(off, colons, width int, padding byte, left bool) string {
	aoff := off
	if aoff < 0 {
		aoff = -aoff
	}
	hl := 2
	if aoff/3600 < 10 {
		hl = 1
	}
	_ = hl
	// Ruby 3.1 ignores the '-' flag here.
	hw := 2
	prec := width
	var extra int
	switch colons {
	case 0:
		extra = 3
	case 1:
		extra = 4
	case 2:
		extra = 7
	case 3:
		switch {
		case aoff%3600 == 0:
			extra = 1
		case aoff%60 == 0:
			extra = 4
		default:
			extra = 7
		}
	default:
		return "%" + strings.Repeat(":", colons) + "z"
	}
	if prec <= extra+hw {
		prec = hw
	} else {
		prec -= extra
	}
	h := aoff / 3600
	sign := "+"
	if off < 0 {
		sign = "-"
	}
	var out string
	hs := strconv.Itoa(h)
	if padding == ' ' {
		// "%+*ld": the sign right before the digits, spaces before
		s := sign + hs
		if len(s) < prec+1 {
			s = strings.Repeat(" ", prec+1-len(s)) + s
		}
		out = s
	} else {
		if len(hs) < prec {
			hs = strings.Repeat("0", prec-len(hs)) + hs
		}
		out = sign + hs
	}
	rest := aoff % 3600
	if colons == 3 && rest == 0 {
		return out
	}
	if colons >= 1 {
		out += ":"
	}
	out += twoDigits(rest / 60)
	rest %= 60
	if colons == 3 && rest == 0 {
		return out
	}
	if colons >= 2 {
		out += ":" + twoDigits(rest)
	}
	return out
}

func twoDigits(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func abs64(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// ---------------------------------------------------------------------------
// Timespan formats

const (
	nsPerSec  = int64(1e9)
	nsPerMin  = 60 * nsPerSec
	nsPerHour = 60 * nsPerMin
	nsPerDay  = 24 * nsPerHour
)

// tsSegment is one segment of a parsed Timespan format.
type tsSegment struct {
	kind     byte // 0 literal, or one of D H M S L N
	literal  string
	padchar  byte // 0 means none ('-' flag)
	width    int  // -1 when not given
	useTotal bool
}

// parseTimespanFormat is Puppet's Timespan FormatParser.
func parseTimespanFormat(f string) ([]*tsSegment, error) {
	var segs []*tsSegment
	const (
		stLiteral = iota
		stPad
		stWidth
	)
	order := map[byte]int{'N': 0, 'L': 1, 'S': 2, 'M': 3, 'H': 4, 'D': 5}
	highest := -1
	state := stLiteral
	var padchar byte = '0'
	width := -1
	fstart := 0
	bad := func(pos int) error {
		runes := []rune(f)
		return functions.Errorf("Bad format specifier '%s' in '%s', at position %d", string(runes[fstart:pos]), f, pos)
	}
	appendLiteral := func(r rune) {
		if len(segs) > 0 && segs[len(segs)-1].kind == 0 {
			segs[len(segs)-1].literal += string(r)
			return
		}
		segs = append(segs, &tsSegment{literal: string(r)})
	}
	pos := -1
	for _, r := range f {
		pos++
		if state == stLiteral {
			if r == '%' {
				state = stPad
				fstart = pos
				padchar = '0'
				width = -1
			} else {
				appendLiteral(r)
			}
			continue
		}
		switch r {
		case '%':
			appendLiteral(r)
			state = stLiteral
		case '-':
			if state != stPad {
				return nil, bad(pos)
			}
			padchar = 0
			state = stWidth
		case '_':
			if state != stPad {
				return nil, bad(pos)
			}
			padchar = ' '
			state = stWidth
		case 'D', 'H', 'M', 'S', 'L', 'N':
			k := byte(r)
			if order[k] > highest {
				highest = order[k]
			}
			segs = append(segs, &tsSegment{kind: k, padchar: padchar, width: width})
			state = stLiteral
		default:
			if r < '0' || r > '9' {
				return nil, bad(pos)
			}
			if state == stPad && r == '0' {
				padchar = '0'
			} else {
				n := int(r - '0')
				if width < 0 {
					width = n
				} else {
					width = width*10 + n
				}
			}
			state = stWidth
		}
	}
	if state != stLiteral {
		return nil, bad(pos)
	}
	if highest >= 0 {
		kind := "NLSMHD"[highest]
		for _, s := range segs {
			if s.kind == kind {
				s.useTotal = true
				break
			}
		}
	}
	return segs, nil
}

// formatTimespan is Timespan#format.
func formatTimespan(ns int64, f string) (string, error) {
	segs, err := parseTimespanFormat(f)
	if err != nil {
		return "", err
	}
	neg := ns < 0
	total := ns
	if neg {
		total = -ns
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for _, s := range segs {
		var v int64
		defWidth := 2
		switch s.kind {
		case 0:
			b.WriteString(s.literal)
			continue
		case 'D':
			v = total / nsPerDay
			defWidth = 1
		case 'H':
			v = total / nsPerHour
			if !s.useTotal {
				v %= 24
			}
		case 'M':
			v = total / nsPerMin
			if !s.useTotal {
				v %= 60
			}
		case 'S':
			v = total / nsPerSec
			if !s.useTotal {
				v %= 60
			}
		case 'L':
			v = total / 1e6
			if !s.useTotal {
				v %= 1000
			}
			defWidth = 3
		case 'N':
			defWidth = 9
			w := s.width
			if w < 0 {
				w = defWidth
			}
			v = total
			if w < 9 {
				v /= pow10(9 - w)
				if !s.useTotal {
					v %= pow10(w)
				}
			} else if !s.useTotal {
				v %= nsPerSec
			}
		}
		w := s.width
		if w < 0 {
			w = defWidth
		}
		if s.kind == 'L' || s.kind == 'N' {
			// fragments: trailing zeros dropped, left aligned
			if !s.useTotal && s.padchar != '0' {
				v = dropTrailingZeros(v)
			}
			if s.padchar == 0 {
				b.WriteString(strconv.FormatInt(v, 10))
			} else {
				str := strconv.FormatInt(v, 10)
				if len(str) < w {
					str += strings.Repeat(" ", w-len(str))
				}
				b.WriteString(str)
			}
			continue
		}
		str := strconv.FormatInt(v, 10)
		switch s.padchar {
		case 0:
		case ' ':
			if len(str) < w {
				str = strings.Repeat(" ", w-len(str)) + str
			}
		default:
			if len(str) < w {
				str = strings.Repeat("0", w-len(str)) + str
			}
		}
		b.WriteString(str)
	}
	return b.String(), nil
}

func pow10(n int) int64 {
	r := int64(1)
	for ; n > 0; n-- {
		r *= 10
	}
	return r
}

// dropTrailingZeros is n.to_s.sub(/\A([0-9]+?)0*\z/, '\1').to_i.
func dropTrailingZeros(n int64) int64 {
	if n == 0 {
		return 0
	}
	for n%10 == 0 {
		n /= 10
	}
	return n
}
