package values

import (
	"math/big"
	"testing"
)

// A Ruby Integer past 64 bits as Puppet keeps it (golden rubyapi10_bignum_ops
// has Puppet's answers for these).
func TestBigIntValue(t *testing.T) {
	b := new(big.Int).Lsh(big.NewInt(1), 64)  // 2**64
	n := new(big.Int).Lsh(big.NewInt(-1), 70) // -(2**70)
	is := func(typ string, v Value) bool {
		tt, err := ParseType(typ, nil)
		if err != nil {
			t.Fatal(err)
		}
		return IsInstance(tt, v)
	}
	for _, c := range []struct {
		typ  string
		v    Value
		want bool
	}{
		{"Integer", b, true}, {"Numeric", b, true}, {"Scalar", b, true}, {"Data", b, true},
		{"Integer[0, 10]", b, false}, {"Integer[1]", b, true}, {"Integer[1]", n, false},
		{"Integer[default, 0]", n, true}, {"Float", b, false}, {"String", b, false},
	} {
		if got := is(c.typ, c.v); got != c.want {
			t.Errorf("%v =~ %s: %v, want %v", c.v, c.typ, got, c.want)
		}
	}
	for _, c := range []struct {
		a, b Value
		want int
	}{
		{b, int64(10), 1}, {int64(10), b, -1}, {n, int64(-10), -1}, {b, n, 1}, {b, b, 0},
		{b, 18446744073709551616.0, 0}, {b, 1.5e19, 1}, {1.9e19, b, 1},
	} {
		got, err := Compare(c.a, c.b)
		if err != nil || got != c.want {
			t.Errorf("Compare(%v, %v) = %d, %v; want %d", c.a, c.b, got, err, c.want)
		}
	}
	if !Equals(b, 18446744073709551616.0) || Equals(b, int64(5)) || !Equals(b, new(big.Int).Set(b)) {
		t.Error("Equals of a big integer")
	}
	if HashKey(b) != HashKey(new(big.Int).Set(b)) || HashKey(b) == HashKey(n) {
		t.Error("HashKey of a big integer")
	}
	if s := ToString([]Value{b, n}); s != "[18446744073709551616, -1180591620717411303424]" {
		t.Errorf("ToString: %s", s)
	}
	for f, want := range map[string]string{"%d": "18446744073709551616", "%x": "10000000000000000", "%#o": "02000000000000000000000", "%.3e": "1.845e+19"} {
		if s, err := StringFormat(b, f); err != nil || s != want {
			t.Errorf("String(2**64, %q) = %q, %v; want %q", f, s, err, want)
		}
	}
	if got := Generalize(TypeOf(b)).String(); got != "Integer" {
		t.Errorf("generalized type: %s", got)
	}
	if msg := BigIntRangeError(n); msg != "Use of a Ruby Integer outside of Puppet Integer min range, got '0x..fc00000000000000000'" {
		t.Errorf("min range error: %s", msg)
	}
	if BigIntIn(HashFrom("k", []Value{int64(1), b})) != b || BigIntIn([]Value{int64(1)}) != nil {
		t.Error("BigIntIn")
	}
}
