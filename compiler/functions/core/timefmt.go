package core

import (
	"time"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rtime"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/values"
)

// strftime: Ruby's Time#strftime for Timestamps (rtime, the Ruby
// library's), Puppet's own format language for Timespans
// (values.Timespan.Format).

func timefmtFunctions(l *functions.Lib) {
	l.Register("strftime", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return args[0].(values.Timespan).Format(args[1].(string))
		}).Req("time_object", "Timespan").Req("format", "String"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			tz := ""
			if len(args) > 2 {
				tz = args[2].(string)
			}
			t, _ := values.TimeOf(args[0]) // a Timestamp, or a *BigTimestamp past 1677-2262
			return formatTimestamp(t, args[1].(string), tz)
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
// or at the offset of timezone (values.TimezoneSeconds: what Ruby's
// Date._strptime(tz, '%z') reads: "+01:00", "-0500", "UTC", "CEST", ...).
func formatTimestamp(t time.Time, format, tz string) (string, error) {
	utc := true
	if tz != "" {
		off, err := values.TimezoneSeconds(tz)
		if err != nil {
			return "", err
		}
		t = t.In(time.FixedZone("", off))
		utc = false
	}
	s, err := rtime.Strftime(&rv.Time{T: t, UTC: utc}, format)
	if e, ok := err.(*rv.Error); ok {
		// Puppet shows the Ruby error's message alone.
		return "", functions.Errorf("%s", e.Msg)
	}
	return s, err
}
