package psych

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/oracle"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// TestDumpOracle compares Dump with Ruby's to_yaml on every recorded case
// (testdata/cases/psych_dump.rb).
func TestDumpOracle(t *testing.T) {
	fails := 0
	for _, c := range oracle.Load(t, "psych_dump") {
		if c.Op != "to_yaml" {
			continue
		}
		var opts DumpOptions
		var err error
		if len(c.Args) > 1 {
			opts, err = ParseDumpOptions(c.Args[1].(*rv.Hash))
		}
		var got string
		if err == nil {
			got, err = Dump(c.Args[0], opts)
		}
		if !checkResult(t, c, got, err) {
			fails++
			if fails > 30 {
				t.Fatal("too many failures")
			}
		}
	}
}

// checkResult reports a mismatch between a String result or error and
// the recording.
func checkResult(t *testing.T, c oracle.Case, got string, err error) bool {
	t.Helper()
	if c.Err != nil {
		re, ok := err.(*rv.Error)
		if !ok || re.Class != c.Err.Class || re.Msg != c.Err.Msg {
			t.Errorf("%s:\n got %q, %v\nwant error %s: %s", c.Describe(), got, err, c.Err.Class, c.Err.Msg)
			return false
		}
		return true
	}
	if err != nil {
		t.Errorf("%s: error %v, want %q", c.Describe(), err, oracle.Str(t, c, c.Want))
		return false
	}
	if want := oracle.Str(t, c, c.Want); got != want {
		t.Errorf("%s:\n got %q\nwant %q", c.Describe(), got, want)
		return false
	}
	return true
}
