package rlib

import (
	"github.com/punch-dev/punch/compiler/ruby"
)

// date: Puppet has Date and DateTime loaded, and module code names them
// (stdlib's TOML dumper checks `value.is_a?(Date)`); Puppet's own values
// are never Dates. The classes exist; making a Date is reported as not
// supported.
func init() {
	register(ruby.Library{Name: "date", Autoload: []string{"Date", "DateTime"}, Setup: setupDate}, true)
}

func setupDate(in *ruby.Interp) error {
	date := in.DefineClass(nil, "Date", nil)
	if cmp, err := module(in, "Comparable"); err == nil {
		date.Include(cmp)
	}
	in.DefineClass(nil, "DateTime", date)
	if err := defineErrors(in, date, "Error", "ArgumentError"); err != nil {
		return err
	}
	unsupported := func(c *ruby.Call) (ruby.Value, error) {
		return nil, c.In.Unsupported("Date and DateTime values (" + c.Name + ")")
	}
	date.DefineMethod("initialize", 0, -1, unsupported)
	for _, m := range []string{"today", "parse", "strptime", "iso8601", "civil", "jd", "ordinal", "commercial", "now", "_parse"} {
		date.DefineSingletonMethod(m, 0, -1, unsupported)
	}
	return nil
}
