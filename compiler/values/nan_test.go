package values

import (
	"math"
	"testing"
)

// TestCompareNaN: a NaN (only module Ruby makes one: 0.0 / 0.0) compared
// with <, <=, > or >= fails as in Puppet 7.23, whose CompareOperator gives
// Ruby's nil for NaN <=> x and then calls the operator on nil (the text
// Puppet printed for err_forge16_ruby_special_float_nan_compare); == and !=
// answer as Ruby's Float#== does.
func TestCompareNaN(t *testing.T) {
	nan := math.NaN()
	for _, op := range []string{"<", "<=", ">", ">="} {
		for _, pair := range [][2]Value{{nan, int64(0)}, {int64(0), nan}, {nan, 1.5}, {nan, nan}} {
			_, err := CompareOp(op, pair[0], pair[1])
			want := "Error while evaluating a '" + op + "' expression, undefined method `" + op + "' for nil:NilClass"
			if err == nil || err.Error() != want {
				t.Errorf("%v %s %v: %v, want %q", pair[0], op, pair[1], err, want)
			}
		}
	}
	if eq, err := CompareOp("==", nan, nan); eq || err != nil {
		t.Errorf("NaN == NaN: %v %v, want false", eq, err)
	}
	if ne, err := CompareOp("!=", nan, 1.0); !ne || err != nil {
		t.Errorf("NaN != 1.0: %v %v, want true", ne, err)
	}
	if lt, err := CompareOp("<", 1.0, math.Inf(1)); !lt || err != nil {
		t.Errorf("1.0 < Infinity: %v %v, want true", lt, err)
	}
}
