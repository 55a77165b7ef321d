package values

import (
	"math"
	"strings"
	"testing"
)

// TestShiftBound checks maxShownShift: up to it a shift that leaves
// Puppet's range prints the value as Puppet does (the golden cases
// err_fix13_arith_shl_large and err_fix13_arith_shr_min_range_large record
// 70,000 bits); past it the message names the range, and the operator
// written, without the value.
func TestShiftBound(t *testing.T) {
	for _, c := range []struct {
		op   string
		a, n int64
		want string
	}{
		{"<<", 1, maxShownShift, "A '<<' expression resulted in a value outside of Puppet Integer max range, got '+0x1" + strings.Repeat("0", maxShownShift/4) + "'"},
		{"<<", 1, maxShownShift + 1, "A '<<' expression resulted in a value outside of Puppet Integer max range"},
		{">>", -1, -(maxShownShift + 1), "A '>>' expression resulted in a value outside of Puppet Integer min range"},
		{">>", 3, math.MinInt64, "A '>>' expression resulted in a value outside of Puppet Integer max range"},
		{"<<", 5, math.MaxInt64, "A '<<' expression resulted in a value outside of Puppet Integer max range"},
	} {
		_, err := Arithmetic(c.op, c.a, c.n)
		if err == nil || err.Error() != c.want || IssueCode(err) != "NUMERIC_OVERFLOW" {
			got := "no error"
			if err != nil {
				got = err.Error()
				if len(got) > 120 {
					got = got[:120] + "..."
				}
			}
			t.Errorf("%d %s %d: got %s (code %q)", c.a, c.op, c.n, got, IssueCode(err))
		}
	}
	// Counts that shift everything out are no error, however large.
	for _, c := range []struct {
		op   string
		a, n int64
		want int64
	}{
		{"<<", 7, math.MinInt64, 0}, {"<<", -7, math.MinInt64, -1}, {">>", -7, math.MaxInt64, -1}, {"<<", 0, math.MaxInt64, 0},
	} {
		if got, err := Arithmetic(c.op, c.a, c.n); err != nil || got != c.want {
			t.Errorf("%d %s %d: got %v, %v; want %d", c.a, c.op, c.n, got, err, c.want)
		}
	}
}
