package rlib

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rtime"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// date: Ruby's Date and DateTime (Puppet has them loaded; modules use them
// for certificate and expiry dates). A value is a civil date-time at a UTC
// offset (a Date's offset is 0 and its time of day is normally midnight:
// Date + 1/2 keeps the half day, as Ruby's), in the proleptic Gregorian
// calendar (Ruby switches to the Julian one before 1582-10-15: earlier
// dates are reported as not supported rather than given other days).
// Formatting and reading reuse Time's: rtime's strftime, strptime and parse.
func init() {
	register(ruby.Library{Name: "date", Autoload: []string{"Date", "DateTime"}, Setup: setupDate}, true)
}

// dateVal is a Date's or DateTime's state (Object.Data).
type dateVal struct {
	t  time.Time
	dt bool // a DateTime
}

// unixJD is the Julian day number of 1970-01-01.
const unixJD = 2440588

// gregorianStart is Date::ITALY, the first day of the Gregorian calendar.
var gregorianStart = time.Date(1582, 10, 15, 0, 0, 0, 0, time.UTC)

func dateOf(v ruby.Value) (*dateVal, bool) {
	if o, ok := v.(*ruby.Object); ok {
		d, ok := o.Data.(*dateVal)
		return d, ok
	}
	return nil, false
}

// jdOf is the chronological Julian day of d's civil date and the seconds
// and nanoseconds into it, all in UTC (what inspect shows).
func (d *dateVal) utcParts() (jd, secs, ns int64) {
	u := d.t.UTC()
	days := floorDiv64(u.Unix(), 86400)
	return days + unixJD, u.Unix() - days*86400, int64(u.Nanosecond())
}

// offSign is the sign inspect writes before a non-negative offset.
func offSign(off int) string {
	if off >= 0 {
		return "+"
	}
	return ""
}

func floorDiv64(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func offsetText(off int, colon bool) string {
	sign := "+"
	if off < 0 {
		sign, off = "-", -off
	}
	sep := ""
	if colon {
		sep = ":"
	}
	return sign + pad2(off/3600) + sep + pad2(off%3600/60)
}

func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func yearText(y int) string {
	if y < 0 {
		return "-" + strings.Repeat("0", max(0, 4-len(strconv.Itoa(-y)))) + strconv.Itoa(-y)
	}
	s := strconv.Itoa(y)
	return strings.Repeat("0", max(0, 4-len(s))) + s
}

func (d *dateVal) dateText() string {
	y, m, day := d.t.Date()
	return yearText(y) + "-" + pad2(int(m)) + "-" + pad2(day)
}

func (d *dateVal) toS() string {
	if !d.dt {
		return d.dateText()
	}
	_, off := d.t.Zone()
	return d.dateText() + "T" + pad2(d.t.Hour()) + ":" + pad2(d.t.Minute()) + ":" + pad2(d.t.Second()) + offsetText(off, true)
}

// daysInMonth of year y, month m (1..12).
func daysInMonth(y, m int) int {
	return time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// civilDate checks and completes Date.civil's year, month and day
// (negative month and day count from the end, as Ruby's); ok is false
// for a date that does not exist.
func civilDate(y, m, d int) (int, int, int, bool) {
	if m < 0 {
		m += 13
	}
	if m < 1 || m > 12 {
		return 0, 0, 0, false
	}
	n := daysInMonth(y, m)
	if d < 0 {
		d += n + 1
	}
	if d < 1 || d > n {
		return 0, 0, 0, false
	}
	return y, m, d, true
}

func setupDate(in *ruby.Interp) error {
	date := in.DefineClass(nil, "Date", nil)
	if cmp, err := module(in, "Comparable"); err == nil {
		date.Include(cmp)
	}
	dtClass := in.DefineClass(nil, "DateTime", date)
	if err := defineErrors(in, date, "Error", "ArgumentError"); err != nil {
		return err
	}
	date.SetConst("ITALY", int64(2299161))
	date.SetConst("ENGLAND", int64(2361222))
	date.SetConst("GREGORIAN", math.Inf(-1))
	date.SetConst("JULIAN", math.Inf(1))
	monthNames := []ruby.Value{nil}
	abbrMonths := []ruby.Value{nil}
	for m := 1; m <= 12; m++ {
		name := time.Month(m).String()
		monthNames = append(monthNames, frozenString(name))
		abbrMonths = append(abbrMonths, frozenString(name[:3]))
	}
	var dayNames, abbrDays []ruby.Value
	for w := 0; w < 7; w++ {
		name := time.Weekday(w).String()
		dayNames = append(dayNames, frozenString(name))
		abbrDays = append(abbrDays, frozenString(name[:3]))
	}
	date.SetConst("MONTHNAMES", frozenArray(monthNames))
	date.SetConst("ABBR_MONTHNAMES", frozenArray(abbrMonths))
	date.SetConst("DAYNAMES", frozenArray(dayNames))
	date.SetConst("ABBR_DAYNAMES", frozenArray(abbrDays))

	invalid := func(c *ruby.Call) error { return c.In.Raise("Date::Error", "invalid date") }
	// make is a Date or DateTime of the receiver's kind at t, an instance
	// of the calling Interp's class (a compile's Interp is a copy of the
	// one this setup ran in: the classes captured here are not its own,
	// and an object of them was no Date to is_a?, ===, case/when)
	make := func(in *ruby.Interp, dt bool, t time.Time) (ruby.Value, error) {
		if t.Before(gregorianStart) {
			return nil, in.Unsupported("Date and DateTime before 1582-10-15 (Ruby's Julian calendar)")
		}
		name := "Date"
		if dt {
			name = "DateTime"
		}
		c, err := in.Const(name)
		if err != nil {
			return nil, err
		}
		cls, ok := c.(*ruby.Module)
		if !ok {
			return nil, in.Raise("TypeError", name+" is not a class")
		}
		o := in.NewObject(cls)
		o.Data = &dateVal{t: t, dt: dt}
		return o, nil
	}
	isDT := func(c *ruby.Call) bool {
		m, ok := c.Self.(*ruby.Module)
		return ok && m.Name() == "DateTime"
	}
	self := func(c *ruby.Call) (*dateVal, error) {
		if d, ok := dateOf(c.Self); ok {
			return d, nil
		}
		return nil, c.In.Raise("TypeError", "uninitialized Date")
	}
	ints := func(c *ruby.Call, args []ruby.Value, defaults []int) ([]int, error) {
		out := append([]int(nil), defaults...)
		for i := 0; i < len(args) && i < len(out); i++ {
			n, err := c.In.ExpectInt(args[i])
			if err != nil {
				return nil, err
			}
			out[i] = int(n)
		}
		return out, nil
	}
	// offsetArg reads DateTime's offset: a Rational or Integer fraction of
	// a day, or "+HH:MM".
	offsetArg := func(c *ruby.Call, v ruby.Value) (int, error) {
		switch x := v.(type) {
		case *ruby.String:
			off, ok := rtime.ZoneOffset(x.String())
			if !ok {
				return 0, c.In.Raise("Date::Error", "invalid offset")
			}
			return off, nil
		case float64:
			return int(math.Round(x * 86400)), nil
		}
		if r, ok := ruby.RationalOf(v); ok {
			f, _ := new(big.Rat).Mul(r, big.NewRat(86400, 1)).Float64()
			return int(math.Round(f)), nil
		}
		return 0, c.In.Raise("TypeError", "invalid offset")
	}
	civil := func(c *ruby.Call) (ruby.Value, error) {
		dt := isDT(c)
		args := c.Args
		if !dt && len(args) > 3 {
			args = args[:3] // the calendar start
		}
		v, err := ints(c, args[:min(len(args), 6)], []int{-4712, 1, 1, 0, 0, 0})
		if err != nil {
			return nil, err
		}
		y, m, d, ok := civilDate(v[0], v[1], v[2])
		if !ok {
			return nil, invalid(c)
		}
		h, mi, s := v[3], v[4], v[5]
		if h < 0 {
			h += 24
		}
		if mi < 0 {
			mi += 60
		}
		if s < 0 {
			s += 60
		}
		if h > 24 || mi > 59 || s > 59 || h == 24 && (mi != 0 || s != 0) {
			return nil, invalid(c)
		}
		loc := time.UTC
		if dt && len(args) > 6 {
			off, err := offsetArg(c, args[6])
			if err != nil {
				return nil, err
			}
			loc = time.FixedZone("", off)
		}
		return make(c.In, dt, time.Date(y, time.Month(m), d, h, mi, s, 0, loc))
	}
	date.DefineSingletonMethod("new", 0, 8, civil)
	date.DefineSingletonMethod("civil", 0, 8, civil)
	date.DefineSingletonMethod("today", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		y, m, d := Now().Date()
		return make(c.In, false, time.Date(y, m, d, 0, 0, 0, 0, time.UTC))
	})
	dtClass.DefineSingletonMethod("now", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		return make(c.In, true, Now())
	})
	dtClass.DefineMethod("new_offset", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		off := 0
		if len(c.Args) > 0 {
			if off, err = newOffsetArg(c.In, c.Args[0]); err != nil {
				return nil, err
			}
		}
		return make(c.In, true, d.t.In(time.FixedZone("", off)))
	})
	date.DefineSingletonMethod("jd", 0, 2, func(c *ruby.Call) (ruby.Value, error) {
		v, err := ints(c, c.Args[:min(len(c.Args), 1)], []int{0})
		if err != nil {
			return nil, err
		}
		return make(c.In, isDT(c), time.Unix(int64(v[0]-unixJD)*86400, 0).UTC())
	})
	date.DefineSingletonMethod("ordinal", 0, 3, func(c *ruby.Call) (ruby.Value, error) {
		v, err := ints(c, c.Args[:min(len(c.Args), 2)], []int{-4712, 1})
		if err != nil {
			return nil, err
		}
		n := 365
		if daysInMonth(v[0], 2) == 29 {
			n = 366
		}
		yd := v[1]
		if yd < 0 {
			yd += n + 1
		}
		if yd < 1 || yd > n {
			return nil, invalid(c)
		}
		return make(c.In, isDT(c), time.Date(v[0], 1, yd, 0, 0, 0, 0, time.UTC))
	})
	valid := func(c *ruby.Call) (ruby.Value, error) {
		v, err := ints(c, c.Args[:min(len(c.Args), 3)], []int{0, 1, 1})
		if err != nil {
			return nil, err
		}
		_, _, _, ok := civilDate(v[0], v[1], v[2])
		return ok, nil
	}
	date.DefineSingletonMethod("valid_date?", 3, 4, valid)
	date.DefineSingletonMethod("valid_civil?", 3, 4, valid)
	leap := func(c *ruby.Call) (ruby.Value, error) {
		y, err := c.In.ExpectInt(c.Args[0])
		if err != nil {
			return nil, err
		}
		return daysInMonth(int(y), 2) == 29, nil
	}
	date.DefineSingletonMethod("leap?", 1, 1, leap)
	date.DefineSingletonMethod("gregorian_leap?", 1, 1, leap)

	// fromFields is a Date or DateTime of Date._strptime's fields,
	// completed from today as Ruby completes them.
	fromFields := func(c *ruby.Call, f *rtime.Fields) (ruby.Value, error) {
		dt := isDT(c)
		get := func(name string, def int64) int64 {
			if v, ok := f.Get(name); ok {
				return v
			}
			return def
		}
		now := Now()
		loc := time.UTC
		if dt && f.HasZone {
			off, ok := rtime.ZoneOffset(f.Zone)
			if ok {
				loc = time.FixedZone("", off)
			}
		}
		if f.Seconds != nil {
			sec := f.Seconds.Int64()
			if f.MilliSec {
				return make(c.In, dt, time.UnixMilli(sec).In(loc))
			}
			return make(c.In, dt, time.Unix(sec, 0).In(loc))
		}
		_, hasYear := f.Get("year")
		y := int(get("year", int64(now.Year())))
		var day time.Time
		if yd, ok := f.WeekYday(); ok {
			day = time.Date(y, 1, yd, 0, 0, 0, 0, time.UTC)
		} else if yd, ok := f.Get("yday"); ok {
			day = time.Date(y, 1, int(yd), 0, 0, 0, 0, time.UTC)
			if day.Year() != y {
				return nil, invalid(c)
			}
		} else if cw, ok := f.Get("cweek"); ok {
			cy := int(get("cwyear", int64(y)))
			jan4 := time.Date(cy, 1, 4, 0, 0, 0, 0, time.UTC)
			monday := jan4.AddDate(0, 0, -((int(jan4.Weekday()) + 6) % 7))
			day = monday.AddDate(0, 0, int(cw-1)*7+int(get("cwday", 1)-1))
		} else {
			_, hasMon := f.Get("mon")
			_, hasDay := f.Get("mday")
			if !hasYear && !hasMon && !hasDay {
				if _, ok := f.Get("hour"); !ok {
					return nil, invalid(c)
				}
			}
			m := get("mon", 1)
			if !hasYear && !hasMon {
				m = int64(now.Month())
			}
			yy, mm, dd, ok := civilDate(y, int(m), int(get("mday", 1)))
			if !ok {
				return nil, invalid(c)
			}
			day = time.Date(yy, time.Month(mm), dd, 0, 0, 0, 0, time.UTC)
		}
		h, mi, s := int(get("hour", 0)), int(get("min", 0)), int(get("sec", 0))
		if h > 24 || mi > 59 || s > 60 {
			return nil, invalid(c)
		}
		ns := 0
		if f.HasFrac && dt {
			frac := new(big.Rat).SetFrac(f.Frac, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(f.FracExp)), nil))
			v, _ := new(big.Rat).Mul(frac, big.NewRat(1e9, 1)).Float64()
			ns = int(v)
		}
		if !dt {
			h, mi, s, ns = 0, 0, 0, 0
		}
		return make(c.In, dt, time.Date(day.Year(), day.Month(), day.Day(), h, mi, s, ns, loc))
	}
	date.DefineSingletonMethod("strptime", 0, 3, func(c *ruby.Call) (ruby.Value, error) {
		s, format := "-4712-01-01", "%F"
		if isDT(c) {
			s, format = "-4712-01-01T00:00:00+00:00", "%FT%T%z"
		}
		if len(c.Args) > 0 {
			str, err := strArg(c.In, c.Args[0])
			if err != nil {
				return nil, err
			}
			s = str
		}
		if len(c.Args) > 1 {
			str, err := strArg(c.In, c.Args[1])
			if err != nil {
				return nil, err
			}
			format = str
		}
		f := rtime.Strptime(s, format)
		if f == nil || f.Leftover != "" {
			return nil, invalid(c)
		}
		return fromFields(c, f)
	})
	parse := func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) == 0 {
			return make(c.In, isDT(c), time.Date(-4712, 1, 1, 0, 0, 0, 0, time.UTC))
		}
		s, err := strArg(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		t, ymd, perr := rtime.ParseCivil(s, Now())
		if perr == nil {
			if _, _, _, ok := civilDate(ymd[0], ymd[1], ymd[2]); !ok {
				return nil, invalid(c)
			}
		}
		if perr != nil {
			if e, ok := perr.(*rv.Error); ok && e.Class == "ArgumentError" {
				return nil, invalid(c)
			}
			return nil, c.In.Unsupported("Date.iso8601 of " + rv.InspectString(s) + " (Punch reads ISO 8601, RFC 2822 and ctime dates)")
		}
		tt := t.T
		if !isDT(c) {
			y, m, d := tt.Date()
			tt = time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
		} else if t.UTC {
			tt = tt.In(time.FixedZone("", 0))
		}
		return make(c.In, isDT(c), tt)
	}
	// Date.parse and DateTime.parse: Date._parse's fields, completed from
	// today (lib_date_parse.go)
	date.DefineSingletonMethod("parse", 0, 3, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) == 0 {
			return parse(c)
		}
		s, err := strArg(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		if len(s) > 128 {
			return nil, c.In.Raise("ArgumentError", "string length ("+strconv.Itoa(len(s))+") exceeds the limit 128")
		}
		comp := len(c.Args) < 2 || ruby.Truthy(c.Args[1])
		t, ok := dateFromFrags(dateParse(s, comp), Now(), isDT(c))
		if !ok {
			return nil, invalid(c)
		}
		return make(c.In, isDT(c), t)
	})
	date.DefineSingletonMethodKw("_parse", 1, 2, dateUnderParse)
	// Date.iso8601 and DateTime.iso8601: Date._iso8601's fields
	// (lib_date_iso8601.go), completed as Date.parse's
	date.DefineSingletonMethodKw("iso8601", 0, 2, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) == 0 {
			return parse(c)
		}
		s, err := dateLimitArg(c)
		if err != nil {
			return nil, err
		}
		t, ok := dateFromFrags(dateISO8601(s), Now(), isDT(c))
		if !ok {
			return nil, invalid(c)
		}
		return make(c.In, isDT(c), t)
	})
	date.DefineSingletonMethodKw("_iso8601", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		s, err := dateLimitArg(c)
		if err != nil {
			return nil, err
		}
		return dateISO8601(s).toHash(c.In), nil
	})
	date.DefineSingletonMethod("xmlschema", 0, 2, parse)
	date.DefineSingletonMethod("rfc3339", 0, 2, parse)

	// accessors
	field := func(name string, get func(d *dateVal) ruby.Value) {
		date.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			d, err := self(c)
			if err != nil {
				return nil, err
			}
			return get(d), nil
		})
	}
	field("year", func(d *dateVal) ruby.Value { return int64(d.t.Year()) })
	field("month", func(d *dateVal) ruby.Value { return int64(d.t.Month()) })
	field("mon", func(d *dateVal) ruby.Value { return int64(d.t.Month()) })
	field("day", func(d *dateVal) ruby.Value { return int64(d.t.Day()) })
	field("mday", func(d *dateVal) ruby.Value { return int64(d.t.Day()) })
	field("wday", func(d *dateVal) ruby.Value { return int64(d.t.Weekday()) })
	field("yday", func(d *dateVal) ruby.Value { return int64(d.t.YearDay()) })
	field("hour", func(d *dateVal) ruby.Value { return int64(d.t.Hour()) })
	field("min", func(d *dateVal) ruby.Value { return int64(d.t.Minute()) })
	field("minute", func(d *dateVal) ruby.Value { return int64(d.t.Minute()) })
	field("sec", func(d *dateVal) ruby.Value { return int64(d.t.Second()) })
	field("second", func(d *dateVal) ruby.Value { return int64(d.t.Second()) })
	field("cwday", func(d *dateVal) ruby.Value { return int64((int(d.t.Weekday())+6)%7 + 1) })
	field("cweek", func(d *dateVal) ruby.Value { _, w := d.t.ISOWeek(); return int64(w) })
	field("cwyear", func(d *dateVal) ruby.Value { y, _ := d.t.ISOWeek(); return int64(y) })
	field("leap?", func(d *dateVal) ruby.Value { return daysInMonth(d.t.Year(), 2) == 29 })
	field("start", func(d *dateVal) ruby.Value { return float64(2299161) })
	field("jd", func(d *dateVal) ruby.Value {
		// the local civil date's day number
		y, m, day := d.t.Date()
		return time.Date(y, m, day, 0, 0, 0, 0, time.UTC).Unix()/86400 + unixJD
	})
	field("mjd", func(d *dateVal) ruby.Value {
		y, m, day := d.t.Date()
		return time.Date(y, m, day, 0, 0, 0, 0, time.UTC).Unix()/86400 + unixJD - 2400001
	})
	field("zone", func(d *dateVal) ruby.Value {
		_, off := d.t.Zone()
		return ruby.NewString(offsetText(off, true))
	})
	date.DefineMethod("offset", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		_, off := d.t.Zone()
		return c.In.NewRational(big.NewRat(int64(off), 86400)), nil
	})
	for i, name := range []string{"sunday?", "monday?", "tuesday?", "wednesday?", "thursday?", "friday?", "saturday?"} {
		i := i
		field(name, func(d *dateVal) ruby.Value { return int(d.t.Weekday()) == i })
	}

	// printing
	text := func(name string, f func(d *dateVal, args []ruby.Value) string) {
		date.DefineMethod(name, 0, 1, func(c *ruby.Call) (ruby.Value, error) {
			d, err := self(c)
			if err != nil {
				return nil, err
			}
			return ruby.NewString(f(d, c.Args)), nil
		})
	}
	text("to_s", func(d *dateVal, _ []ruby.Value) string { return d.toS() })
	iso := func(d *dateVal, args []ruby.Value) string {
		if !d.dt {
			return d.dateText()
		}
		s := d.toS()
		if len(args) == 1 {
			if n, ok := args[0].(int64); ok && n > 0 {
				frac := strconv.FormatInt(int64(d.t.Nanosecond())+1e9, 10)[1:]
				for int64(len(frac)) < n {
					frac += "0"
				}
				s = s[:19] + "." + frac[:n] + s[19:]
			}
		}
		return s
	}
	text("iso8601", iso)
	text("xmlschema", iso)
	text("rfc3339", func(d *dateVal, args []ruby.Value) string {
		if !d.dt {
			return d.dateText() + "T00:00:00+00:00"
		}
		return iso(d, args)
	})
	text("httpdate", func(d *dateVal, _ []ruby.Value) string {
		return rtime.HTTPDate(&rv.Time{T: d.t.UTC(), UTC: true})
	})
	text("inspect", func(d *dateVal, _ []ruby.Value) string {
		jd, secs, ns := d.utcParts()
		_, off := d.t.Zone()
		cls := "Date"
		if d.dt {
			cls = "DateTime"
		}
		return "#<" + cls + ": " + d.toS() + " ((" + strconv.FormatInt(jd, 10) + "j," + strconv.FormatInt(secs, 10) + "s," +
			strconv.FormatInt(ns, 10) + "n)," + offSign(off) + strconv.Itoa(off) + "s,2299161j)>"
	})
	date.DefineMethod("strftime", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		format := "%F"
		if d.dt {
			format = "%FT%T%:z"
		}
		if len(c.Args) == 1 {
			if format, err = strArg(c.In, c.Args[0]); err != nil {
				return nil, err
			}
		}
		_, off := d.t.Zone()
		// %Z of a Date or DateTime is its offset ("+00:00")
		t := d.t.In(time.FixedZone(offsetText(off, true), off))
		s, ferr := rtime.Strftime(&rv.Time{T: t}, format)
		if ferr != nil {
			return nil, c.In.Raise("ArgumentError", ferr.Error())
		}
		return ruby.NewString(s), nil
	})

	// arithmetic and comparison
	addDays := func(c *ruby.Call, d *dateVal, n ruby.Value, sign int64) (ruby.Value, error) {
		var ns *big.Rat
		switch x := n.(type) {
		case float64:
			r, _ := new(big.Rat).SetString(strconv.FormatFloat(x, 'g', -1, 64))
			if r == nil {
				return nil, c.In.Raise("TypeError", "expected numeric")
			}
			ns = r
		default:
			r, ok := ruby.RationalOf(n)
			if !ok {
				return nil, c.In.Raise("TypeError", "expected numeric")
			}
			ns = new(big.Rat).Set(r)
		}
		ns.Mul(ns, big.NewRat(86400e9*sign, 1))
		f, _ := ns.Float64()
		if math.Abs(f) > 1e18 {
			return nil, c.In.Raise("RangeError", "date out of range")
		}
		q := new(big.Int).Quo(ns.Num(), ns.Denom())
		return make(c.In, d.dt, d.t.Add(time.Duration(q.Int64())))
	}
	// step(limit, by = 1), upto(max), downto(min): date_step's walk, each
	// day by + and compared with <=> (a DateTime limit too); without a
	// block an Enumerator of the same call
	dateStep := func(c *ruby.Call, limit, by ruby.Value, name string) (ruby.Value, error) {
		if c.Block == nil {
			return c.In.CallMethod(c.Self, "enum_for", append([]ruby.Value{ruby.Symbol(name)}, c.Args...)...)
		}
		sign, err := c.In.CallMethod(by, "<=>", int64(0))
		if err != nil {
			return nil, err
		}
		if sign == int64(0) {
			return nil, c.In.Raise("ArgumentError", "step can't be 0")
		}
		for d := c.Self; ; {
			cmp, err := c.In.CallMethod(d, "<=>", limit)
			if err != nil {
				return nil, err
			}
			if n, ok := cmp.(int64); !ok || n == sign {
				return c.Self, nil
			}
			if _, err := c.In.CallProc(c.Block, d); err != nil {
				return nil, err
			}
			if d, err = c.In.CallMethod(d, "+", by); err != nil {
				return nil, err
			}
		}
	}
	date.DefineMethod("step", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		var by ruby.Value = int64(1)
		if len(c.Args) == 2 {
			by = c.Args[1]
		}
		return dateStep(c, c.Args[0], by, "step")
	})
	date.DefineMethod("upto", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		return dateStep(c, c.Args[0], int64(1), "upto")
	})
	date.DefineMethod("downto", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		return dateStep(c, c.Args[0], int64(-1), "downto")
	})
	// ajd: the astronomical Julian day, a Rational from noon UTC
	date.DefineMethod("ajd", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		jd, secs, ns := d.utcParts()
		num := new(big.Int).Mul(big.NewInt(jd*86400+secs-43200), big.NewInt(1e9))
		num.Add(num, big.NewInt(ns))
		var n ruby.Value = num
		if num.IsInt64() {
			n = num.Int64()
		}
		return c.In.CallMethod(n, "quo", int64(86400e9))
	})
	date.DefineMethod("+", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		return addDays(c, d, c.Args[0], 1)
	})
	date.DefineMethod("-", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		if o, ok := dateOf(c.Args[0]); ok {
			diff := new(big.Int).Sub(big.NewInt(d.t.Unix()), big.NewInt(o.t.Unix()))
			diff.Mul(diff, big.NewInt(1e9))
			diff.Add(diff, big.NewInt(int64(d.t.Nanosecond()-o.t.Nanosecond())))
			return c.In.NewRational(new(big.Rat).SetFrac(diff, big.NewInt(86400e9))), nil
		}
		return addDays(c, d, c.Args[0], -1)
	})
	months := func(c *ruby.Call, d *dateVal, n int64) (ruby.Value, error) {
		y, m, day := d.t.Date()
		total := int64(y)*12 + int64(m-1) + n
		ny, nm := int(floorDiv64(total, 12)), int(total-floorDiv64(total, 12)*12)+1
		if dm := daysInMonth(ny, nm); day > dm {
			day = dm
		}
		h, mi, s := d.t.Clock()
		return make(c.In, d.dt, time.Date(ny, time.Month(nm), day, h, mi, s, d.t.Nanosecond(), d.t.Location()))
	}
	step := func(name string, sign, unit int64, days bool) {
		date.DefineMethod(name, 0, 1, func(c *ruby.Call) (ruby.Value, error) {
			d, err := self(c)
			if err != nil {
				return nil, err
			}
			n := int64(1)
			if len(c.Args) == 1 {
				if days {
					return addDays(c, d, c.Args[0], sign)
				}
				if n, err = c.In.ExpectInt(c.Args[0]); err != nil {
					return nil, err
				}
			}
			if days {
				return addDays(c, d, n, sign)
			}
			return months(c, d, sign*n*unit)
		})
	}
	step("next_day", 1, 1, true)
	step("prev_day", -1, 1, true)
	step("next_month", 1, 1, false)
	step("prev_month", -1, 1, false)
	step("next_year", 1, 12, false)
	step("prev_year", -1, 12, false)
	for _, name := range []string{"next", "succ"} {
		date.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			d, err := self(c)
			if err != nil {
				return nil, err
			}
			return addDays(c, d, int64(1), 1)
		})
	}
	for _, op := range []string{">>", "<<"} {
		sign := int64(1)
		if op == "<<" {
			sign = -1
		}
		date.DefineMethod(op, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			d, err := self(c)
			if err != nil {
				return nil, err
			}
			n, err := c.In.ExpectInt(c.Args[0])
			if err != nil {
				return nil, c.In.Raise("TypeError", "expected numeric")
			}
			return months(c, d, sign*n)
		})
	}
	cmp := func(d *dateVal, o ruby.Value) (int, bool) {
		if od, ok := dateOf(o); ok {
			return d.t.Compare(od.t), true
		}
		if r, ok := ruby.RationalOf(o); ok {
			// a Numeric is an astronomical Julian day number
			jd, secs, ns := d.utcParts()
			mine := new(big.Rat).SetFrac(big.NewInt((jd*86400+secs-43200)*1e9+ns), big.NewInt(86400e9))
			return mine.Cmp(r), true
		}
		return 0, false
	}
	date.DefineMethod("<=>", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		if n, ok := cmp(d, c.Args[0]); ok {
			return int64(n), nil
		}
		return nil, nil
	})
	date.DefineMethod("==", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		n, ok := cmp(d, c.Args[0])
		return ok && n == 0, nil
	})
	date.DefineMethod("===", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		o, ok := dateOf(c.Args[0])
		if !ok {
			return false, nil
		}
		a, _, _ := d.utcParts()
		b, _, _ := o.utcParts()
		return a == b, nil
	})
	date.DefineMethod("eql?", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		o, ok := dateOf(c.Args[0])
		return ok && o.dt == d.dt && d.t.Equal(o.t), nil
	})
	date.DefineMethod("hash", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		return d.t.UnixNano(), nil
	})
	convert := func(name string, dt bool) {
		date.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			d, err := self(c)
			if err != nil {
				return nil, err
			}
			t := d.t
			if !dt {
				y, m, day := t.Date()
				t = time.Date(y, m, day, 0, 0, 0, 0, time.UTC)
			}
			return make(c.In, dt, t)
		})
	}
	convert("to_date", false)
	convert("to_datetime", true)
	date.DefineMethod("to_time", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		t := d.t
		if !d.dt {
			// a Date's Time is its midnight in the local zone
			y, m, day := t.Date()
			t = time.Date(y, m, day, 0, 0, 0, 0, time.Local)
		}
		return newTime(c.In, &rv.Time{T: t})
	})
	// Time#to_date and #to_datetime
	if tc, err := module(in, "Time"); err == nil {
		tc.DefineMethod("to_date", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			t, err := timeOf(c.In, c.Self)
			if err != nil {
				return nil, err
			}
			y, m, d := t.T.Date()
			return make(c.In, false, time.Date(y, m, d, 0, 0, 0, 0, time.UTC))
		})
		tc.DefineMethod("to_datetime", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			t, err := timeOf(c.In, c.Self)
			if err != nil {
				return nil, err
			}
			_, off := t.T.Zone()
			return make(c.In, true, t.T.In(time.FixedZone("", off)))
		})
	}
	return nil
}

func frozenString(s string) ruby.Value {
	v := ruby.NewString(s)
	v.Freeze()
	return v
}

func frozenArray(elems []ruby.Value) ruby.Value {
	a := ruby.NewArray(elems)
	a.Freeze()
	return a
}

// strArg is a String argument's text (TypeError otherwise).
func strArg(in *ruby.Interp, v ruby.Value) (string, error) {
	s, err := in.ExpectString(v)
	if err != nil {
		return "", err
	}
	return s.String(), nil
}
