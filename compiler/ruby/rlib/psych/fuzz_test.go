package psych

import (
	"testing"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/oracle"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// FuzzLoad checks that Load never panics or hangs, and that what it
// loads dumps to YAML that loads back to the same value.
//
//	go test -fuzz FuzzLoad ./compiler/ruby/rlib/psych
func FuzzLoad(f *testing.F) {
	for _, c := range oracle.Load(f, "psych_load") {
		f.Add(c.Args[0].(*rv.String).S)
	}
	f.Fuzz(func(t *testing.T, src string) {
		opts := DefaultLoadOptions()
		opts.Aliases = true
		v, err := Load(src, opts)
		if err != nil {
			if _, ok := err.(*rv.Error); !ok {
				t.Fatalf("%q: error of type %T: %v", src, err, err)
			}
			return
		}
		out, err := Dump(v, DumpOptions{})
		if err != nil {
			return // strings that are not UTF-8 do not dump
		}
		back, err := Load(out, opts)
		if err != nil {
			t.Fatalf("%q: dumped as %q, which does not load: %v", src, out, err)
		}
		if quotedSymbol(v, 0) {
			// A Symbol whose name starts with a quote dumps as :"..."
			// which Psych reads as another Symbol (recorded: :'""').
			return
		}
		if !oracle.EqualText(v, back) {
			t.Fatalf("%q: %s dumped as %q came back as %s", src, oracle.Show(v), out, oracle.Show(back))
		}
	})
}

// FuzzDumpString checks that any UTF-8 string, as a value and as a key,
// dumps to YAML that loads back to the same string: Dump's quoting and
// folding never change the text.
func FuzzDumpString(f *testing.F) {
	for _, c := range oracle.Load(f, "psych_dump") {
		if s, ok := c.Args[0].(*rv.String); ok {
			f.Add(s.S, 0)
		}
	}
	f.Fuzz(func(t *testing.T, s string, width int) {
		if !utf8.ValidString(s) {
			return
		}
		h := rv.NewHash(1)
		h.Set(rv.Str(s), rv.NewArray(rv.Str(s)))
		opts := DumpOptions{}
		if width%7 == 1 {
			opts.LineWidth, opts.HasLineWidth = width%200, true
		}
		out, err := Dump(h, opts)
		if err != nil {
			if e, ok := err.(*rv.Error); ok && e.Class == "ArgumentError" {
				return // Ruby raises too ("0b_": Integer() of "0b")
			}
			t.Fatalf("%q: %v", s, err)
		}
		back, err := Load(out, DefaultLoadOptions())
		if err != nil {
			t.Fatalf("%q dumped as %q does not load: %v", s, out, err)
		}
		if opts.HasLineWidth && moreIndented(s) {
			// libyaml folds a folded scalar's more-indented lines, which
			// then read back with a newline: Ruby writes the same text
			// (recorded: a line starting with a space, line_width 8).
			return
		}
		if !oracle.Equal(h, back) {
			t.Fatalf("%q dumped as %q came back as %s", s, out, oracle.Show(back))
		}
	})
}

// moreIndented reports a line starting with a space or tab.
func moreIndented(s string) bool {
	for i := 0; i < len(s); i++ {
		if (i == 0 || s[i-1] == '\n') && (s[i] == ' ' || s[i] == '\t') {
			return true
		}
	}
	return false
}

// quotedSymbol reports a Symbol named with a leading quote in v.
func quotedSymbol(v rv.Value, depth int) bool {
	if depth > 100 {
		return true
	}
	switch x := v.(type) {
	case rv.Symbol:
		return len(x) > 0 && (x[0] == '"' || x[0] == '\'')
	case *rv.Array:
		for _, e := range x.Elems {
			if quotedSymbol(e, depth+1) {
				return true
			}
		}
	case *rv.Hash:
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if quotedSymbol(k, depth+1) || quotedSymbol(e, depth+1) {
				return true
			}
		}
	}
	return false
}
