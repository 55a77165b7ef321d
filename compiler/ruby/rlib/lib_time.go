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

// Time is a core class in Ruby; Punch's runtime has it from this library,
// loaded at the first reference to Time. Its objects keep an *rv.Time in
// Data. The 'time' library's methods (iso8601, httpdate, Time.parse...)
// are part of it, since Puppet has loaded 'time' before module code runs.
func init() {
	register(ruby.Library{Name: "time", Autoload: []string{"Time"}, Setup: setupTime}, true)
}

// Now is the clock Time.now reads (a variable so that tests can fix it).
var Now = time.Now

func newTime(in *ruby.Interp, t *rv.Time) (*ruby.Object, error) {
	cls, err := module(in, "Time")
	if err != nil {
		return nil, err
	}
	o := in.NewObject(cls)
	o.Data = t
	return o, nil
}

func timeOf(in *ruby.Interp, v ruby.Value) (*rv.Time, error) {
	if o, ok := v.(*ruby.Object); ok {
		if t, ok := o.Data.(*rv.Time); ok {
			return t, nil
		}
	}
	name := "nil"
	if v != nil {
		name = in.ClassOf(v).Name()
	}
	return nil, in.Raise("TypeError", "can't convert "+name+" into an exact number")
}

// zoneFrom is a zone argument ("+09:00", "-0530", "UTC", "Z", an Integer
// offset in seconds): the location, whether it is UTC.
func zoneFrom(in *ruby.Interp, v ruby.Value) (*time.Location, bool, error) {
	switch x := v.(type) {
	case int64:
		if x <= -86400 || x >= 86400 {
			return nil, false, in.Raise("ArgumentError", "utc_offset out of range")
		}
		return time.FixedZone("", int(x)), false, nil
	case *ruby.String:
		s := x.String()
		switch s {
		case "UTC", "Z", "-00:00":
			return time.UTC, true, nil
		}
		if len(s) == 6 && (s[0] == '+' || s[0] == '-') && s[3] == ':' || len(s) == 5 && (s[0] == '+' || s[0] == '-') {
			digits := strings.ReplaceAll(s[1:], ":", "")
			h, err1 := strconv.Atoi(digits[:2])
			m, err2 := strconv.Atoi(digits[2:])
			if err1 == nil && err2 == nil && h < 24 && m < 60 {
				off := h*3600 + m*60
				if s[0] == '-' {
					off = -off
				}
				return time.FixedZone("", off), false, nil
			}
		}
		return nil, false, in.Raise("ArgumentError", `"+HH:MM", "-HH:MM", "UTC" or "A".."I","K".."Z" expected for utc_offset: `+s)
	}
	return nil, false, in.Raise("TypeError", "can't convert "+in.ClassOf(v).Name()+" into an exact number")
}

// seconds reads a number of seconds (Integer or Float) as whole seconds
// and nanoseconds (a Float's exact value, floored to the nanosecond).
func seconds(in *ruby.Interp, v ruby.Value) (int64, int64, error) {
	switch x := v.(type) {
	case int64:
		return x, 0, nil
	case *big.Int:
		return 0, 0, in.Raise("RangeError", "bignum too big to convert into `long'")
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return 0, 0, in.Raise("FloatDomainError", rv.FloatToS(x))
		}
		f := new(big.Float).SetPrec(2000).SetFloat64(x)
		f.Mul(f, big.NewFloat(1e9))
		ns, _ := f.Int(nil)
		if f.Sign() < 0 && !f.IsInt() {
			ns.Sub(ns, big.NewInt(1))
		}
		q, r := new(big.Int).DivMod(ns, big.NewInt(1e9), new(big.Int))
		return q.Int64(), r.Int64(), nil
	}
	return 0, 0, in.Raise("TypeError", "can't convert "+in.ClassOf(v).Name()+" into an exact number")
}

func intArg(in *ruby.Interp, v ruby.Value) (int, error) {
	if s, ok := v.(*ruby.String); ok {
		n, _ := strconv.Atoi(strings.TrimSpace(s.String()))
		return n, nil
	}
	n, err := in.ExpectInt(v)
	return int(n), err
}

var monthAbbr = map[string]int{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}

// civil reads Time.utc/local/new's (year, month, day, hour, min, sec)
// arguments with Ruby's range checks.
func civil(in *ruby.Interp, args []ruby.Value, loc *time.Location) (time.Time, error) {
	vals := []int{0, 1, 1, 0, 0, 0}
	ns := 0
	for i := 0; i < len(args) && i < 6; i++ {
		if args[i] == nil {
			continue
		}
		if i == 1 {
			if s, ok := args[i].(*ruby.String); ok {
				if m, ok := monthAbbr[strings.ToLower(s.String())]; ok {
					vals[1] = m
					continue
				}
			}
		}
		if i == 5 {
			if f, ok := args[i].(float64); ok {
				s, n, err := seconds(in, f)
				if err != nil {
					return time.Time{}, err
				}
				vals[5], ns = int(s), int(n)
				continue
			}
		}
		n, err := intArg(in, args[i])
		if err != nil {
			return time.Time{}, err
		}
		vals[i] = n
	}
	if len(args) > 6 && args[6] != nil {
		us, err := intArg(in, args[6])
		if err != nil {
			return time.Time{}, err
		}
		ns = us * 1000
	}
	mo, d, h, mi, s := vals[1], vals[2], vals[3], vals[4], vals[5]
	// Ruby first takes each field as unsigned bits (month 4, day and hour
	// 5, minute and second 6), then checks its range.
	for i, bits := range []int{4, 5, 5, 6, 6} {
		if v := vals[i+1]; v < 0 || v >= 1<<bits {
			return time.Time{}, in.Raise("ArgumentError", "argument out of range")
		}
	}
	switch {
	case mo < 1 || mo > 12:
		return time.Time{}, in.Raise("ArgumentError", "mon out of range")
	case d < 1:
		return time.Time{}, in.Raise("ArgumentError", "mday out of range")
	case h > 24:
		return time.Time{}, in.Raise("ArgumentError", "hour out of range")
	case mi > 59 || h == 24 && mi != 0:
		return time.Time{}, in.Raise("ArgumentError", "min out of range")
	case s > 60 || h == 24 && s != 0:
		return time.Time{}, in.Raise("ArgumentError", "sec out of range")
	}
	return time.Date(vals[0], time.Month(mo), d, h, mi, s, ns, loc), nil
}

func setupTime(in *ruby.Interp) error {
	cls := in.DefineClass(nil, "Time", nil)
	if cmp, err := module(in, "Comparable"); err == nil {
		cls.Include(cmp)
	}
	// the calling Interp's Time (a compile's Interp is a copy of a prepared one)
	wrap := func(c *ruby.Call, t *rv.Time) (ruby.Value, error) { return newTime(c.In, t) }

	cls.DefineSingletonMethod("now", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		return wrap(c, &rv.Time{T: Now()})
	})
	cls.DefineMethod("initialize", 0, 7, func(c *ruby.Call) (ruby.Value, error) {
		self := c.Self.(*ruby.Object)
		if len(c.Args) == 0 {
			self.Data = &rv.Time{T: Now()}
			return nil, nil
		}
		loc, utc := time.Local, false
		if len(c.Args) == 7 && c.Args[6] != nil {
			var err error
			if loc, utc, err = zoneFrom(c.In, c.Args[6]); err != nil {
				return nil, err
			}
		}
		n := len(c.Args)
		if n > 6 {
			n = 6
		}
		t, err := civil(c.In, c.Args[:n], loc)
		if err != nil {
			return nil, err
		}
		self.Data = &rv.Time{T: t, UTC: utc}
		return nil, nil
	})
	utcCivil := func(c *ruby.Call) (ruby.Value, error) {
		t, err := civil(c.In, c.Args, time.UTC)
		if err != nil {
			return nil, err
		}
		return wrap(c, &rv.Time{T: t, UTC: true})
	}
	cls.DefineSingletonMethod("utc", 1, 7, utcCivil)
	cls.DefineSingletonMethod("gm", 1, 7, utcCivil)
	localCivil := func(c *ruby.Call) (ruby.Value, error) {
		t, err := civil(c.In, c.Args, time.Local)
		if err != nil {
			return nil, err
		}
		return wrap(c, &rv.Time{T: t})
	}
	cls.DefineSingletonMethod("local", 1, 7, localCivil)
	cls.DefineSingletonMethod("mktime", 1, 7, localCivil)
	cls.DefineSingletonMethodKw("at", 1, 3, func(c *ruby.Call) (ruby.Value, error) {
		var sec, ns int64
		if t, ok := c.Args[0].(*ruby.Object); ok && t.Data != nil {
			src, err := timeOf(c.In, t)
			if err != nil {
				return nil, err
			}
			sec, ns = src.T.Unix(), int64(src.T.Nanosecond())
		} else {
			var err error
			if sec, ns, err = seconds(c.In, c.Args[0]); err != nil {
				return nil, err
			}
		}
		if len(c.Args) > 1 {
			unit := 1000.0 // microseconds by default
			if len(c.Args) > 2 {
				switch c.Args[2] {
				case ruby.Symbol("millisecond"):
					unit = 1e6
				case ruby.Symbol("usec"), ruby.Symbol("microsecond"):
					unit = 1000
				case ruby.Symbol("nsec"), ruby.Symbol("nanosecond"):
					unit = 1
				default:
					return nil, c.In.Raise("ArgumentError", "unexpected unit: "+rv.Inspect(symbolRV(c.Args[2])))
				}
			}
			var sub float64
			switch x := c.Args[1].(type) {
			case int64:
				sub = float64(x)
			case float64:
				sub = x
			default:
				return nil, c.In.Raise("TypeError", "can't convert "+c.In.ClassOf(x).Name()+" into an exact number")
			}
			total := float64(ns) + sub*unit
			sec += int64(math.Floor(total / 1e9))
			ns = int64(total) - int64(math.Floor(total/1e9))*1e9
		}
		t := &rv.Time{T: time.Unix(sec, ns).In(time.Local)}
		if c.Kw != nil {
			if z, ok := c.Kw.Get(ruby.Symbol("in")); ok {
				loc, utc, err := zoneFrom(c.In, z)
				if err != nil {
					return nil, err
				}
				t = &rv.Time{T: t.T.In(loc), UTC: utc}
			}
		}
		return wrap(c, t)
	})
	for _, name := range []string{"iso8601", "xmlschema"} {
		cls.DefineSingletonMethod(name, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			s, err := str(c.In, c.Args[0])
			if err != nil {
				return nil, err
			}
			t, err := rtime.ParseXMLSchema(s)
			if err != nil {
				return nil, raise(c.In, err)
			}
			return wrap(c, t)
		})
	}
	for name, parse := range map[string]func(string) (*rv.Time, error){
		"rfc2822": rtime.ParseRFC2822, "rfc822": rtime.ParseRFC2822, "httpdate": rtime.ParseHTTPDate,
	} {
		parse := parse
		cls.DefineSingletonMethod(name, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			s, err := str(c.In, c.Args[0])
			if err != nil {
				return nil, err
			}
			t, err := parse(s)
			if err != nil {
				return nil, raise(c.In, err)
			}
			return wrap(c, t)
		})
	}
	cls.DefineSingletonMethod("parse", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		t, err := rtime.Parse(s, Now())
		if err != nil {
			return nil, raise(c.In, err)
		}
		return wrap(c, t)
	})

	self := func(c *ruby.Call) *rv.Time { return c.Self.(*ruby.Object).Data.(*rv.Time) }
	text := func(name string, f func(t *rv.Time) string, enc rv.Encoding) {
		cls.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return newStr(f(self(c)), enc), nil })
	}
	text("to_s", rtime.ToS, rv.USASCII)
	text("inspect", rv.TimeInspect, rv.USASCII)
	text("httpdate", rtime.HTTPDate, rv.UTF8)
	text("rfc2822", rtime.RFC2822, rv.UTF8)
	text("rfc822", rtime.RFC2822, rv.UTF8)
	// zone: nil for a fixed offset (getlocal('+05:30'), Time.new(..., '+01:00')),
	// which has no zone name (strftime's %Z is "" for it)
	cls.DefineMethod("zone", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return zoneValue(self(c)), nil })
	for _, name := range []string{"iso8601", "xmlschema"} {
		cls.DefineMethod(name, 0, 1, func(c *ruby.Call) (ruby.Value, error) {
			digits := 0
			if len(c.Args) > 0 {
				n, err := c.In.ExpectInt(c.Args[0])
				if err != nil {
					return nil, err
				}
				digits = int(n)
			}
			return ruby.NewString(rtime.XMLSchema(self(c), digits)), nil
		})
	}
	cls.DefineMethod("strftime", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		f, err := c.In.ExpectString(c.Args[0])
		if err != nil {
			return nil, err
		}
		s, err := rtime.Strftime(self(c), f.String())
		if err != nil {
			return nil, raise(c.In, err)
		}
		return ruby.NewStringEnc(s, f.Encoding()), nil
	})
	num := func(name string, f func(t time.Time) int64) {
		cls.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return f(self(c).T), nil })
	}
	num("to_i", func(t time.Time) int64 { return t.Unix() })
	num("tv_sec", func(t time.Time) int64 { return t.Unix() })
	num("usec", func(t time.Time) int64 { return int64(t.Nanosecond() / 1000) })
	num("tv_usec", func(t time.Time) int64 { return int64(t.Nanosecond() / 1000) })
	num("nsec", func(t time.Time) int64 { return int64(t.Nanosecond()) })
	num("tv_nsec", func(t time.Time) int64 { return int64(t.Nanosecond()) })
	num("year", func(t time.Time) int64 { return int64(t.Year()) })
	num("month", func(t time.Time) int64 { return int64(t.Month()) })
	num("mon", func(t time.Time) int64 { return int64(t.Month()) })
	num("day", func(t time.Time) int64 { return int64(t.Day()) })
	num("mday", func(t time.Time) int64 { return int64(t.Day()) })
	num("hour", func(t time.Time) int64 { return int64(t.Hour()) })
	num("min", func(t time.Time) int64 { return int64(t.Minute()) })
	num("sec", func(t time.Time) int64 { return int64(t.Second()) })
	num("wday", func(t time.Time) int64 { return int64(t.Weekday()) })
	num("yday", func(t time.Time) int64 { return int64(t.YearDay()) })
	for _, name := range []string{"utc_offset", "gmt_offset", "gmtoff"} {
		num(name, func(t time.Time) int64 { _, off := t.Zone(); return int64(off) })
	}
	cls.DefineMethod("to_f", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		t := self(c).T
		return float64(t.Unix()) + float64(t.Nanosecond())/1e9, nil
	})
	for i, name := range []string{"sunday?", "monday?", "tuesday?", "wednesday?", "thursday?", "friday?", "saturday?"} {
		wd := time.Weekday(i)
		cls.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return self(c).T.Weekday() == wd, nil })
	}
	for _, name := range []string{"utc?", "gmt?"} {
		cls.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return self(c).UTC, nil })
	}
	toUTC := func(c *ruby.Call) (ruby.Value, error) {
		o := c.Self.(*ruby.Object)
		o.Data = &rv.Time{T: self(c).T.UTC(), UTC: true}
		return o, nil
	}
	cls.DefineMethod("utc", 0, 0, toUTC)
	cls.DefineMethod("gmtime", 0, 0, toUTC)
	for _, name := range []string{"getutc", "getgm"} {
		cls.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			return wrap(c, &rv.Time{T: self(c).T.UTC(), UTC: true})
		})
	}
	local := func(c *ruby.Call) (*rv.Time, error) {
		if len(c.Args) > 0 && c.Args[0] != nil {
			loc, utc, err := zoneFrom(c.In, c.Args[0])
			if err != nil {
				return nil, err
			}
			return &rv.Time{T: self(c).T.In(loc), UTC: utc}, nil
		}
		return &rv.Time{T: self(c).T.In(time.Local)}, nil
	}
	cls.DefineMethod("localtime", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		t, err := local(c)
		if err != nil {
			return nil, err
		}
		c.Self.(*ruby.Object).Data = t
		return c.Self, nil
	})
	cls.DefineMethod("getlocal", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		t, err := local(c)
		if err != nil {
			return nil, err
		}
		return wrap(c, t)
	})
	cls.DefineMethod("+", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		if _, ok := c.Args[0].(*ruby.Object); ok {
			return nil, c.In.Raise("TypeError", "time + time?")
		}
		s, ns, err := seconds(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		t := self(c)
		return wrap(c, &rv.Time{T: t.T.Add(time.Duration(s)*time.Second + time.Duration(ns)), UTC: t.UTC})
	})
	cls.DefineMethod("-", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		t := self(c)
		if o, ok := c.Args[0].(*ruby.Object); ok {
			u, err := timeOf(c.In, o)
			if err != nil {
				return nil, err
			}
			d := t.T.Sub(u.T)
			return float64(d/time.Second) + float64(d%time.Second)/1e9, nil
		}
		s, ns, err := seconds(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		return wrap(c, &rv.Time{T: t.T.Add(-(time.Duration(s)*time.Second + time.Duration(ns))), UTC: t.UTC})
	})
	cls.DefineMethod("<=>", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		o, ok := c.Args[0].(*ruby.Object)
		if !ok {
			return nil, nil
		}
		u, ok := o.Data.(*rv.Time)
		if !ok {
			return nil, nil
		}
		return int64(self(c).T.Compare(u.T)), nil
	})
	cls.DefineMethod("==", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		o, ok := c.Args[0].(*ruby.Object)
		if !ok {
			return false, nil
		}
		u, ok := o.Data.(*rv.Time)
		return ok && self(c).T.Equal(u.T), nil
	})
	cls.Alias("eql?", "==")
	cls.DefineMethod("hash", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return self(c).T.UnixNano(), nil })
	cls.DefineMethod("to_a", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		t := self(c)
		_, off := t.T.Zone()
		_ = off
		return ruby.NewArray([]ruby.Value{int64(t.T.Second()), int64(t.T.Minute()), int64(t.T.Hour()), int64(t.T.Day()),
			int64(t.T.Month()), int64(t.T.Year()), int64(t.T.Weekday()), int64(t.T.YearDay()), t.T.IsDST(), zoneValue(t)}), nil
	})
	for _, name := range []string{"dst?", "isdst"} {
		cls.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return self(c).T.IsDST(), nil })
	}
	setupTimeRound(cls)
	return nil
}

func zoneValue(t *rv.Time) ruby.Value {
	if z := rtime.Zone(t); z != "" {
		return ruby.NewStringEnc(z, ruby.USASCII)
	}
	return nil
}

func symbolRV(v ruby.Value) rv.Value {
	if s, ok := v.(ruby.Symbol); ok {
		return rv.Symbol(s)
	}
	return nil
}
