package functions_test

import (
	"fmt"
	"sort"
	"testing"

	. "github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// TestNoPanics calls every function with many combinations of arguments
// (and with and without a lambda): whatever the input, a function returns
// a value or an error, never panics.
func TestNoPanics(t *testing.T) {
	re, _ := values.NewRegexp("a+")
	pool := []values.Value{
		nil, "", "x", "1", "a b", "0x1F", "-", "10.0.0.1", "::1", "/tmp/x", "%s %d", "a,b", "1-3",
		int64(0), int64(1), int64(-1), int64(300), 1.5, -0.5, true, false, values.Default{},
		[]values.Value{}, []values.Value{int64(1), "a", nil}, []values.Value{"a", "b"}, []values.Value{[]values.Value{int64(1)}},
		values.NewHash(0), values.HashFrom("a", int64(1), "b", nil), values.HashFrom(int64(1), []values.Value{"x"}),
		re, values.IntegerType(1, 3), values.StringType(0, 5), &values.Sensitive{Value: "s"},
		&values.Binary{Bytes: []byte("hi")}, values.Timespan(1e9), values.Timestamp(1e18),
	}
	blocks := []Block{nil, pure(1, func(a []values.Value) values.Value { return a[0] }),
		pure(2, func(a []values.Value) values.Value { return int64(0) }),
		pure(3, func(a []values.Value) values.Value { return values.NewHash(0) })}
	names := lib.Names()
	sort.Strings(names)
	ctx := newFakeCtx(t, true, "")
	calls := 0
	for _, name := range names {
		// functions whose cost legitimately grows with their arguments
		// (range over strings builds up to 1,000,000 elements, as
		// stdlib's) get one argument only
		slow := map[string]bool{"range": true, "fqdn_rand_string": true, "seeded_rand_string": true, "shuffle": true, "time": true}
		f, _ := lib.Lookup(name)
		var try func(args []values.Value, depth int)
		try = func(args []values.Value, depth int) {
			for _, b := range blocks {
				calls++
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("%s(%s) block=%v panicked: %v", name, encodeJSON(args), b != nil, r)
						}
					}()
					cp := *ctx
					cp.resources = nil
					cp.logs = nil
					_, _ = Dispatch(&cp, f, args, b)
				}()
			}
			if depth == 0 {
				return
			}
			for _, v := range pool {
				try(append(append([]values.Value{}, args...), v), depth-1)
			}
		}
		depth := 2
		if slow[name] || testing.Short() {
			depth = 1
		}
		try(nil, depth)
	}
	t.Logf("%s", fmt.Sprintf("%d calls", calls))
}
