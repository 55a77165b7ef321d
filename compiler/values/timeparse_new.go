package values

import (
	"math"
	"sync"
	"time"
)

// The dispatches of Puppet's new_timespan and new_timestamp functions
// (puppet/pops/types/p_timespan_type.rb, p_timestamp_type.rb), with their
// parameter types and names as Puppet declares them, so a call that
// matches none is reported in Puppet's words.

// The tables are built on first use, in init so that their building
// (which parses types) is not part of package initialization order.
var timespanDispatches, timestampDispatches func() []timeDispatch

func init() {
	timespanDispatches = sync.OnceValue(buildTimespanDispatches)
	timestampDispatches = sync.OnceValue(buildTimestampDispatches)
}

type timeDispatch struct {
	sig  Signature
	call func(args []Value) (Value, error)
}

// timeSignature parses one dispatch's parameter types; Formats is the
// functions' local type alias.
func timeSignature(formats *TypeAliasT, names []string, types []string, required int) Signature {
	ts := make([]Type, len(types))
	for i, src := range types {
		t, err := ParseType(src, func(name string) (Type, bool) {
			if name == "Formats" {
				return formats, true
			}
			return nil, false
		})
		if err != nil {
			panic("values: bad built-in signature type " + src + ": " + err.Error())
		}
		ts[i] = t
	}
	return Signature{Params: TupleType(ts, IntegerType(int64(required), int64(len(ts)))), Names: names}
}

func timeFormatsAlias() *TypeAliasT {
	t, err := ParseType("Variant[String[2],Array[String[2], 1]]", nil)
	if err != nil {
		panic(err)
	}
	return NewResolvedTypeAlias("Formats", t)
}

func buildTimespanDispatches() []timeDispatch {
	f := timeFormatsAlias()
	return []timeDispatch{
		{timeSignature(f, []string{"seconds"}, []string{"Variant[Integer,Float]"}, 1), func(a []Value) (Value, error) {
			ns, err := secondsToNanos(a[0], "Timespan")
			return Timespan(ns), err
		}},
		{timeSignature(f, []string{"string", "format"}, []string{"String[1]", "Formats"}, 1), func(a []Value) (Value, error) {
			formats, single := formatsArg(a, 1)
			if formats == nil {
				formats = DefaultTimespanFormats
			}
			return ParseTimespan(a[0].(string), formats, single)
		}},
		{timeSignature(f, []string{"days", "hours", "minutes", "seconds", "milliseconds", "microseconds", "nanoseconds"},
			[]string{"Integer", "Integer", "Integer", "Integer", "Integer", "Integer", "Integer"}, 4), func(a []Value) (Value, error) {
			fields := make([]int64, 7)
			for i, v := range a {
				fields[i] = v.(int64)
			}
			return timespanFromFields(false, fields)
		}},
		{timeSignature(f, []string{"hash_arg"}, []string{"Struct[{string => String[1], Optional[format] => Formats}]"}, 1), func(a []Value) (Value, error) {
			h := a[0].(*Hash)
			s, _ := h.GetString("string")
			fv, _ := h.GetString("format")
			formats, single := formatsArg([]Value{fv}, 0)
			if formats == nil {
				formats = DefaultTimespanFormats
			}
			return ParseTimespan(s.(string), formats, single)
		}},
		{timeSignature(f, []string{"hash_arg"}, []string{"Struct[{Optional[negative] => Boolean, Optional[days] => Integer, Optional[hours] => Integer, Optional[minutes] => Integer, Optional[seconds] => Integer, Optional[milliseconds] => Integer, Optional[microseconds] => Integer, Optional[nanoseconds] => Integer}]"}, 1), func(a []Value) (Value, error) {
			h := a[0].(*Hash)
			neg := false
			if v, ok := h.GetString("negative"); ok {
				neg, _ = v.(bool)
			}
			fields := make([]int64, 7)
			for i, k := range []string{"days", "hours", "minutes", "seconds", "milliseconds", "microseconds", "nanoseconds"} {
				if v, ok := h.GetString(k); ok {
					fields[i], _ = v.(int64)
				}
			}
			return timespanFromFields(neg, fields)
		}},
	}
}

func buildTimestampDispatches() []timeDispatch {
	f := timeFormatsAlias()
	return []timeDispatch{
		{timeSignature(f, nil, nil, 0), func(a []Value) (Value, error) {
			// Timestamp() is now, as apt::update uses it.
			return Timestamp(time.Now().UnixNano()), nil
		}},
		{timeSignature(f, []string{"seconds"}, []string{"Variant[Integer,Float]"}, 1), func(a []Value) (Value, error) {
			ns, err := secondsToNanos(a[0], "Timestamp")
			return Timestamp(ns), err
		}},
		{timeSignature(f, []string{"string", "format", "timezone"}, []string{"String[1]", "Formats", "String[1]"}, 1), func(a []Value) (Value, error) {
			formats, single := formatsArg(a, 1)
			tz := ""
			if len(a) > 2 {
				tz = a[2].(string)
			}
			return ParseTimestamp(a[0].(string), formats, single, tz)
		}},
		{timeSignature(f, []string{"hash_arg"}, []string{"Struct[{string => String[1], Optional[format] => Formats, Optional[timezone] => String[1]}]"}, 1), func(a []Value) (Value, error) {
			h := a[0].(*Hash)
			s, _ := h.GetString("string")
			fv, _ := h.GetString("format")
			formats, single := formatsArg([]Value{fv}, 0)
			tz := ""
			if v, ok := h.GetString("timezone"); ok {
				tz, _ = v.(string)
			}
			return ParseTimestamp(s.(string), formats, single, tz)
		}},
	}
}

// callTimeDispatch calls the first dispatch whose signature accepts args,
// or reports, as Puppet does, why none does.
func callTimeDispatch(name string, ds []timeDispatch, args []Value) (Value, error) {
	for _, d := range ds {
		from, to := d.sig.Params.sizeRange()
		if n := int64(len(args)); n < from || n > to {
			continue
		}
		ok := true
		for i, a := range args {
			if !d.sig.Params.typeAt(i).isInstance(a, nil) {
				ok = false
				break
			}
		}
		if ok {
			return d.call(args)
		}
	}
	sigs := make([]Signature, len(ds))
	for i, d := range ds {
		sigs[i] = d.sig
	}
	return nil, errorf("%s", DescribeSignatures(name, sigs, args, nil))
}

// formatsArg reads a Formats argument at args[i]: nil when absent (or
// undef), and whether it is a single String rather than an Array.
func formatsArg(args []Value, i int) ([]string, bool) {
	if i >= len(args) {
		return nil, false
	}
	switch x := args[i].(type) {
	case string:
		return []string{x}, true
	case []Value:
		fs := make([]string, len(x))
		for j, v := range x {
			fs[j], _ = v.(string)
		}
		return fs, false
	}
	return nil, false
}

// secondsToNanos is (seconds * NSECS_PER_SEC).to_i: a Float is multiplied
// as a Float, then truncated.
func secondsToNanos(v Value, what string) (int64, error) {
	switch x := v.(type) {
	case int64:
		if x > math.MaxInt64/NsecsPerSec || x < math.MinInt64/NsecsPerSec {
			return 0, errorf("%s of %d seconds is out of range: Punch holds %ss of at most %d seconds", what, x, what, math.MaxInt64/NsecsPerSec)
		}
		return x * NsecsPerSec, nil
	case float64:
		f := x * 1e9
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return 0, errorf("%s cannot be made from %v", what, x)
		}
		if f >= 9.223372036854775807e18 || f < -9.223372036854775808e18 {
			return 0, errorf("%s of %v seconds is out of range: Punch holds %ss of at most %d seconds", what, x, what, math.MaxInt64/NsecsPerSec)
		}
		return int64(f), nil
	}
	return 0, errorf("%s cannot be made from %s", what, genTypeName(v))
}

// timespanFromFields is Timespan.from_fields.
func timespanFromFields(neg bool, f []int64) (Value, error) {
	// days, hours, minutes, seconds, milli-, micro-, nanoseconds
	mult := []int64{24, 60, 60, 1000, 1000, 1000}
	ns := f[0]
	for i, m := range mult {
		n := ns * m
		if ns != 0 && n/m != ns {
			return nil, errorf("Timespan is out of range: Punch holds Timespans of at most %d nanoseconds", int64(math.MaxInt64))
		}
		s := n + f[i+1]
		if (f[i+1] > 0 && s < n) || (f[i+1] < 0 && s > n) {
			return nil, errorf("Timespan is out of range: Punch holds Timespans of at most %d nanoseconds", int64(math.MaxInt64))
		}
		ns = s
	}
	if neg {
		ns = -ns
	}
	return Timespan(ns), nil
}
