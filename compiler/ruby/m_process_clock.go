package ruby

import (
	"math/big"
	"syscall"
	"unsafe"
)

// Process.clock_gettime and Process.clock_getres with Linux's clock ids
// (Process::CLOCK_*, as Ruby 3.1 on Linux defines them) and Ruby's
// emulated clocks named by Symbols; module code times calls to outside
// services with the monotonic clock. The kernel's clocks are read by
// clockGet (Linux's clock_gettime(2)).
// TestOracle process_clock.

// clockIDs are Process::CLOCK_* on Linux (Ruby 3.1's values).
var clockIDs = []struct {
	name string
	id   int64
}{
	{"CLOCK_REALTIME", 0}, {"CLOCK_MONOTONIC", 1}, {"CLOCK_PROCESS_CPUTIME_ID", 2},
	{"CLOCK_THREAD_CPUTIME_ID", 3}, {"CLOCK_MONOTONIC_RAW", 4}, {"CLOCK_REALTIME_COARSE", 5},
	{"CLOCK_MONOTONIC_COARSE", 6}, {"CLOCK_BOOTTIME", 7}, {"CLOCK_REALTIME_ALARM", 8},
	{"CLOCK_BOOTTIME_ALARM", 9}, {"CLOCK_TAI", 11},
}

// emulatedClocks are the Symbols Ruby's clock_gettime takes on Linux, with
// the kernel clock each reads and the resolution Ruby gives it (in ns).
var emulatedClocks = map[string]struct {
	id  int64
	res int64
}{
	"GETTIMEOFDAY_BASED_CLOCK_REALTIME":        {0, 1000},
	"TIME_BASED_CLOCK_REALTIME":                {0, 1e9},
	"GETRUSAGE_BASED_CLOCK_PROCESS_CPUTIME_ID": {2, 1000},
	"TIMES_BASED_CLOCK_PROCESS_CPUTIME_ID":     {2, 1e7},
	"CLOCK_BASED_CLOCK_PROCESS_CPUTIME_ID":     {2, 1000},
}

func init() {
	p := defBuiltin("Process", "", true)
	for _, c := range clockIDs {
		p.constant(c.name, c.id)
	}
	p.sdef("clock_gettime", 1, 2, func(c *Call) (Value, error) { return clockCall(c, false) })
	p.sdef("clock_getres", 1, 2, func(c *Call) (Value, error) { return clockCall(c, true) })
}

// clockCall is clock_gettime (res false) or clock_getres: the clock's
// reading in the unit asked (:float_second by default).
func clockCall(c *Call, res bool) (Value, error) {
	what := "clock_gettime"
	if res {
		what = "clock_getres"
	}
	var sec, nsec int64
	if s, ok := c.Args[0].(Symbol); ok {
		e, ok := emulatedClocks[string(s)]
		if !ok {
			return nil, c.In.raise("Errno::EINVAL", 0, "Invalid argument")
		}
		if res {
			sec, nsec = e.res/1e9, e.res%1e9
		} else {
			t, _ := clockGet(e.id, false)
			sec, nsec = t.sec, t.nsec/e.res*e.res
		}
	} else {
		id, err := c.In.intArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		if id < -1<<31 || id >= 1<<31 {
			return nil, c.In.raise(cRangeError, 0, "integer %d too big to convert to `int'", id)
		}
		t, ok := clockGet(id, res)
		if !ok {
			return nil, c.In.raise("Errno::EINVAL", 0, "Invalid argument - %s", what)
		}
		sec, nsec = t.sec, t.nsec
	}
	unit := "float_second"
	if len(c.Args) > 1 && c.Args[1] != nil {
		switch u := c.Args[1].(type) {
		case Symbol:
			unit = string(u)
		case *String:
			return nil, c.In.raise(cArgumentError, 0, "unexpected unit: %s", u.s)
		default:
			return nil, c.In.raise(cArgumentError, 0, "unexpected unit: %s", c.In.inspect(u))
		}
	}
	switch unit {
	case "float_second":
		return float64(sec) + float64(nsec)/1e9, nil
	case "float_millisecond":
		return float64(sec)*1e3 + float64(nsec)/1e6, nil
	case "float_microsecond":
		return float64(sec)*1e6 + float64(nsec)/1e3, nil
	case "second":
		return sec, nil
	case "millisecond":
		return sec*1e3 + nsec/1e6, nil
	case "microsecond":
		return sec*1e6 + nsec/1e3, nil
	case "nanosecond":
		if sec > (1<<63-1)/int64(1e9)-1 {
			n := new(big.Int).Mul(big.NewInt(sec), big.NewInt(1e9))
			return normInt(n.Add(n, big.NewInt(nsec))), nil
		}
		return sec*1e9 + nsec, nil
	}
	return nil, c.In.raise(cArgumentError, 0, "unexpected unit: %s", unit)
}

// clockTime is a clock's reading (or resolution) as a timespec.
type clockTime struct{ sec, nsec int64 }

// clockGet reads the kernel clock id (clock_gettime(2), or clock_getres(2)
// when res): false when the kernel does not know the id (EINVAL).
func clockGet(id int64, res bool) (clockTime, bool) {
	var ts syscall.Timespec
	call := uintptr(syscall.SYS_CLOCK_GETTIME)
	if res {
		call = syscall.SYS_CLOCK_GETRES
	}
	if _, _, e := syscall.Syscall(call, uintptr(int32(id)), uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return clockTime{}, false
	}
	return clockTime{int64(ts.Sec), int64(ts.Nsec)}, true
}
