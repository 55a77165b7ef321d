package functions_test

import (
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// TestDeprecationLocations: Puppet's warn_once prints a deprecation of its
// own functions with a second line, the location of the call where the
// function passes one (empty(), strftime()), else "(file & line not
// available)" (abs(), min(), max(), floor(), ceiling(), hiera()); empty()
// warns once per call site.
func TestDeprecationLocations(t *testing.T) {
	c := newFakeCtx(t, false, "")
	for _, call := range []struct {
		fn   string
		args []values.Value
	}{
		{"empty", []values.Value{int64(1)}},
		{"empty", []values.Value{int64(2)}},
		{"abs", []values.Value{"-3"}},
		{"abs", []values.Value{"-4"}},
		{"max", []values.Value{"1", "2"}},
	} {
		if _, err := c.Call(call.fn, call.args, nil); err != nil {
			t.Fatalf("%s: %v", call.fn, err)
		}
	}
	want := []string{
		"warning: Calling function empty() with Numeric value is deprecated.\n   (file: case.pp, line: 1)",
		"warning: The abs() function's auto conversion of String to Numeric is deprecated - change to convert input before calling\n   (file & line not available)",
		"warning: The max() function's auto conversion of String to Numeric is deprecated - change to convert input before calling, or use lambda\n   (file & line not available)",
	}
	if strings.Join(c.logs, "\n") != strings.Join(want, "\n") {
		t.Errorf("logs:\n%s\nwant:\n%s", strings.Join(c.logs, "\n"), strings.Join(want, "\n"))
	}
}
