package rlib

import (
	"math/big"
	"time"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rtime"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// setupTimeRound defines Time#round, #floor and #ceil (to ndigits
// decimal digits of the second, as time.c's time_round & co.: round
// takes half up) and the 'time' library's Time.strptime.
func setupTimeRound(cls *ruby.Module) {
	for _, name := range []string{"round", "floor", "ceil"} {
		name := name
		cls.DefineMethod(name, 0, 1, func(c *ruby.Call) (ruby.Value, error) {
			nd := int64(0)
			if len(c.Args) == 1 {
				var err error
				if nd, err = c.In.ExpectInt(c.Args[0]); err != nil {
					return nil, err
				}
				if nd < 0 {
					return nil, c.In.Raise("ArgumentError", "negative ndigits given")
				}
			}
			t := c.Self.(*ruby.Object).Data.(*rv.Time)
			out := *t
			if nd < 9 {
				den := int64(1)
				for i := nd; i < 9; i++ {
					den *= 10
				}
				v := int64(t.T.Nanosecond()) % den
				var d int64
				switch {
				case name == "floor" || name == "round" && v < den/2:
					d = -v
				case v != 0:
					d = den - v
				}
				out.T = t.T.Add(time.Duration(d))
			}
			return newTime(c.In, &out)
		})
	}
	cls.DefineSingletonMethod("strptime", 2, 3, func(c *ruby.Call) (ruby.Value, error) {
		in := c.In
		s, err := str(in, c.Args[0])
		if err != nil {
			return nil, err
		}
		format, err := str(in, c.Args[1])
		if err != nil {
			return nil, err
		}
		now := &rv.Time{T: Now()}
		if len(c.Args) == 3 {
			if now, err = timeOf(in, c.Args[2]); err != nil {
				return nil, err
			}
		}
		d := rtime.Strptime(s, format)
		if d == nil {
			return nil, in.Raise("ArgumentError", "invalid date or strptime format - `"+s+"' `"+format+"'")
		}
		if d.Seconds != nil {
			return strptimeSeconds(in, d)
		}
		year, hasYear := d.Get("year")
		if hasYear && c.Block != nil {
			y, err := in.CallProc(c.Block, year)
			if err != nil {
				return nil, err
			}
			if year, err = in.ExpectInt(y); err != nil {
				return nil, err
			}
		}
		_, mon := d.Get("mon")
		_, mday := d.Get("mday")
		_, cwyear := d.Get("cwyear")
		_, cwday := d.Get("cwday")
		_, cweek := d.Get("cweek")
		_, wnum0 := d.Get("wnum0")
		_, wnum1 := d.Get("wnum1")
		_, yday := d.Get("yday")
		if cwyear && !hasYear || (cwday || cweek) && !(mon && mday) || (wnum0 || wnum1) && !yday && !(mon && mday) {
			// time.rb hands these to Date.strptime(...).to_time; Punch
			// reads an ISO week date (%G %V [%u]) alone
			if cwyear && cweek && !hasYear && !mon && !mday && !yday && !wnum0 && !wnum1 {
				return isoWeekDate(in, d)
			}
			n, ok := d.WeekYday()
			if !ok || cwyear || cweek || cwday {
				return nil, in.Unsupported("Time.strptime of a date given by week fields (" + format + ")")
			}
			d.SetYday(n)
		}
		t, err := makeTime(in, s, d, year, hasYear, now)
		if err != nil {
			return nil, err
		}
		return newTime(in, t)
	})
}

// isoWeekDate is Date.strptime(...).to_time of an ISO week date: local
// midnight of day cwday (1 when not read) of week cweek of cwyear.
func isoWeekDate(in *ruby.Interp, d *rtime.Fields) (ruby.Value, error) {
	y, _ := d.Get("cwyear")
	w, _ := d.Get("cweek")
	wd, ok := d.Get("cwday")
	if !ok {
		wd = 1
	}
	jan4 := time.Date(int(y), 1, 4, 0, 0, 0, 0, time.Local)
	monday := jan4.AddDate(0, 0, -((int(jan4.Weekday()) + 6) % 7))
	t := monday.AddDate(0, 0, int(w-1)*7+int(wd-1))
	if iy, iw := t.ISOWeek(); int64(iy) != y || int64(iw) != w {
		return nil, in.Raise("Date::Error", "invalid date")
	}
	return newTime(in, &rv.Time{T: t})
}

// strptimeSeconds is Time.strptime of %s or %Q: Time.at of the seconds
// (and fraction), in the zone read, if any.
func strptimeSeconds(in *ruby.Interp, d *rtime.Fields) (ruby.Value, error) {
	ns := new(big.Int).Mul(d.Seconds, big.NewInt(1e9))
	if d.MilliSec {
		ns.Quo(ns, big.NewInt(1000))
	}
	if d.HasFrac {
		frac := fracNanos(d)
		if d.Seconds.Sign() < 0 {
			frac.Neg(frac)
		}
		ns.Add(ns, frac)
	}
	sec, rem := new(big.Int).DivMod(ns, big.NewInt(1e9), new(big.Int))
	if !sec.IsInt64() {
		return nil, in.Raise("RangeError", "bignum too big to convert into `long'")
	}
	zone := ""
	if d.HasZone {
		zone = d.Zone
	}
	return newTime(in, rtime.At(sec.Int64(), rem.Int64(), zone))
}

// fracNanos is the fraction of a second read, in nanoseconds (floored).
func fracNanos(d *rtime.Fields) *big.Int {
	n := new(big.Int).Mul(d.Frac, big.NewInt(1e9))
	den := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d.FracExp)), nil)
	q, _ := new(big.Int).DivMod(n, den, new(big.Int))
	return q
}

// makeTime is time.rb's make_time: fields the text lacks are taken from
// now (in the zone read) down to the first field it has, the rest are
// their least values; a zone makes the fields that zone's time.
func makeTime(in *ruby.Interp, date string, d *rtime.Fields, year int64, hasYear bool, now *rv.Time) (*rv.Time, error) {
	get := func(k string) (int, bool) { v, ok := d.Get(k); return int(v), ok }
	mon, hasMon := get("mon")
	day, hasDay := get("mday")
	hour, hasHour := get("hour")
	mi, hasMin := get("min")
	sec, hasSec := get("sec")
	yday, hasYday := get("yday")
	if !hasYear && !hasYday && !hasMon && !hasDay && !hasHour && !hasMin && !hasSec && !d.HasFrac {
		return nil, in.Raise("ArgumentError", "no time information in "+rv.InspectString(date))
	}
	zone := ""
	off, hasOff := 0, false
	if d.HasZone {
		zone = d.Zone
		off, hasOff = rtime.ZoneOffset(zone)
	}
	ref := now.T.In(time.Local)
	if hasOff {
		if _, o := now.T.Zone(); o != off {
			ref = now.T.In(time.FixedZone("", off))
		} else {
			ref = now.T
		}
	}
	if hasYday {
		y := int(year)
		if !hasYear {
			y = now.T.Year()
		}
		t := time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, yday-1)
		if t.Year() != y {
			return nil, in.Raise("ArgumentError", "yday "+itoa(yday)+" out of range")
		}
		mon, day, hasMon, hasDay = int(t.Month()), t.Day(), true, true
	}
	ns := 0
	if d.HasFrac {
		ns = int(fracNanos(d).Int64())
	}
	y := int(year)
	// fields from now down to the first one the text has
	stop := false
	take := func(has bool, from func()) {
		if stop || has {
			stop = true
			return
		}
		from()
	}
	take(hasYear, func() { y = ref.Year() })
	take(hasMon, func() { mon, hasMon = int(ref.Month()), true })
	take(hasDay, func() { day, hasDay = ref.Day(), true })
	take(hasHour, func() { hour = ref.Hour() })
	take(hasMin, func() { mi = ref.Minute() })
	take(hasSec, func() { sec = ref.Second() })
	take(d.HasFrac, func() { ns = ref.Nanosecond() / 1000 * 1000 })
	if !hasMon {
		mon = 1
	}
	if !hasDay {
		day = 1
	}
	if hasOff {
		return rtime.Civil(y, mon, day, hour, mi, sec, ns, zone), nil
	}
	return &rv.Time{T: time.Date(y, time.Month(mon), day, hour, mi, sec, ns, time.Local)}, nil
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }
