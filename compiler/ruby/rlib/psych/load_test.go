package psych

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/oracle"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// TestLoadOracle compares Load with Psych 4.0.3 on every recorded case
// (testdata/cases/psych_load.rb).
func TestLoadOracle(t *testing.T) {
	fails := 0
	for _, c := range oracle.Load(t, "psych_load") {
		var opts LoadOptions
		switch c.Op {
		case "YAML.load":
			opts = DefaultLoadOptions()
		case "YAML.safe_load":
			opts = SafeLoadOptions()
		case "YAML.unsafe_load":
			opts = UnsafeLoadOptions()
		default:
			continue
		}
		if len(c.Args) > 1 {
			opts.Merge(c.Args[1].(*rv.Hash))
		}
		// The classes that exist in Ruby (the runtime knows them).
		opts.Resolve = func(class string) error {
			switch class {
			case "Object", "Hash", "Exception", "Symbol", "Date", "Time", "Range", "Regexp", "Psych::Set", "Psych::Omap", "Struct":
				return nil
			}
			return rv.Errorf("ArgumentError", "undefined class/module "+class)
		}
		got, err := Load(c.Args[0].(*rv.String).S, opts)
		if !oracle.Check(t, c, got, err) {
			if fails++; fails > 40 {
				t.Fatal("too many failures")
			}
		}
	}
}
