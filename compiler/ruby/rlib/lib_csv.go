package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/csv"
)

// CSV is Ruby code (csv.rb, written for rlib) over the Go reader of
// rlib/csv, which splits the text into rows and fields (and is fuzzed).
// Puppet has not loaded csv: module code requires it.
//
//go:embed csv.rb
var csvSource string

func init() {
	src := rubySource("csv.rb", csvSource)
	register(ruby.Library{Name: "csv", Requires: []string{"stringio"}, Setup: func(in *ruby.Interp) error {
		c := in.DefineClass(nil, "CSV", nil)
		c.DefineSingletonMethod("__rows", 7, 7, csvRows)
		c.DefineSingletonMethod("__row_sep", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			s, err := c.In.ExpectString(c.Args[0])
			if err != nil {
				return nil, err
			}
			return ruby.NewString(csv.DetectRowSep(s.String())), nil
		})
		return src(in)
	}}, false)
}

// csvRows is CSV.__rows(text, col_sep, row_sep or nil for :auto,
// quote_char or nil, liberal, strip characters or nil, max rows or 0):
// [rows, failure], the rows as Arrays of Strings (in the text's encoding)
// and nils, and nil or [message, line] of the malformed row after them,
// for csv.rb to raise as MalformedCSVError when it gets there.
func csvRows(c *ruby.Call) (ruby.Value, error) {
	text, err := c.In.ExpectString(c.Args[0])
	if err != nil {
		return nil, err
	}
	opt := func(v ruby.Value) (string, error) {
		if v == nil {
			return "", nil
		}
		s, err := c.In.ExpectString(v)
		if err != nil {
			return "", err
		}
		return s.String(), nil
	}
	var o csv.Options
	if o.ColSep, err = opt(c.Args[1]); err != nil {
		return nil, err
	}
	if o.RowSep, err = opt(c.Args[2]); err != nil {
		return nil, err
	}
	if o.Quote, err = opt(c.Args[3]); err != nil {
		return nil, err
	}
	o.Liberal = ruby.Truthy(c.Args[4])
	if o.Strip, err = opt(c.Args[5]); err != nil {
		return nil, err
	}
	max, err := c.In.ExpectInt(c.Args[6])
	if err != nil {
		return nil, err
	}
	rows, err := csv.Parse(text.String(), o, int(max))
	var failed ruby.Value
	if e, ok := err.(*csv.Error); ok {
		failed = ruby.NewArray([]ruby.Value{ruby.NewString(e.Msg), int64(e.Line)})
	} else if err != nil {
		return nil, raise(c.In, err)
	}
	enc := text.Encoding()
	out := make([]ruby.Value, len(rows))
	for i, row := range rows {
		fields := make([]ruby.Value, len(row))
		for j, f := range row {
			if !f.Nil {
				fields[j] = ruby.NewStringEnc(f.S, enc)
			}
		}
		out[i] = ruby.NewArray(fields)
	}
	return ruby.NewArray([]ruby.Value{ruby.NewArray(out), failed}), nil
}
