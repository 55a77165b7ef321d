package crmath

import (
	"math"
	"math/big"
)

// ln2Text is log(2) to 120 decimal places.
const ln2Text = "0.693147180559945309417232121458176568075500134360255254120680009493393621969694715605863326996418687542001481020570685733685520"

var ln2 = func() *big.Float {
	l, _, err := big.ParseFloat(ln2Text, 10, 400, big.ToNearestEven)
	if err != nil {
		panic(err)
	}
	return l
}()

// Pow is x ** y correctly rounded for a positive finite x and a finite y
// whose result is a normal float64; other arguments are math.Pow's (glibc's
// pow, which Ruby's Float#** calls, is correctly rounded in practice; Go's
// math.Pow(8, 1.5) is a unit in the last place off).
func Pow(x, y float64) float64 {
	if !(x > 0) || math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsNaN(y) || y == 0 || x == 1 {
		return math.Pow(x, y)
	}
	approx := math.Pow(x, y)
	if approx == 0 || math.IsInf(approx, 0) || math.Abs(approx) < 0x1p-1000 || math.Abs(approx) > 0x1p1000 {
		return approx
	}
	t := log(new(big.Float).SetPrec(prec).SetFloat64(x))
	t.Mul(t, new(big.Float).SetPrec(prec).SetFloat64(y))
	r, _ := exp(t).Float64()
	return r
}

// log is the natural logarithm of a positive x: m * 2**e with m in
// [0.5, 1), log m as 2 atanh((m - 1) / (m + 1)).
func log(x *big.Float) *big.Float {
	m := new(big.Float).SetPrec(prec)
	e := x.MantExp(m)
	one := new(big.Float).SetPrec(prec).SetInt64(1)
	z := new(big.Float).SetPrec(prec).Sub(m, one)
	z.Quo(z, new(big.Float).SetPrec(prec).Add(m, one))
	z2 := new(big.Float).SetPrec(prec).Mul(z, z)
	sum := new(big.Float).SetPrec(prec)
	pow := new(big.Float).SetPrec(prec).Set(z)
	eps := new(big.Float).SetMantExp(big.NewFloat(1), -prec-8)
	for k := int64(0); k < 2000; k++ {
		term := new(big.Float).SetPrec(prec).Quo(pow, new(big.Float).SetInt64(2*k+1))
		sum.Add(sum, term)
		if term.Abs(term).Cmp(eps) < 0 {
			break
		}
		pow.Mul(pow, z2)
	}
	sum.Mul(sum, big.NewFloat(2))
	l := new(big.Float).SetPrec(prec).Mul(ln2, new(big.Float).SetInt64(int64(e)))
	return sum.Add(sum, l)
}

// exp is e ** t for |t| below about 710: t = k log 2 + r, e ** (r / 1024)
// by its series, squared ten times, times 2 ** k.
func exp(t *big.Float) *big.Float {
	q := new(big.Float).SetPrec(prec).Quo(t, ln2)
	qf, _ := q.Float64()
	k := math.Round(qf)
	r := new(big.Float).SetPrec(prec).Mul(ln2, new(big.Float).SetFloat64(k))
	r.Sub(t, r)
	r.SetMantExp(r, -10)
	sum := new(big.Float).SetPrec(prec).SetInt64(1)
	term := new(big.Float).SetPrec(prec).SetInt64(1)
	eps := new(big.Float).SetMantExp(big.NewFloat(1), -prec-8)
	for n := int64(1); n < 200; n++ {
		term.Mul(term, r)
		term.Quo(term, new(big.Float).SetInt64(n))
		sum.Add(sum, term)
		if new(big.Float).Abs(term).Cmp(eps) < 0 {
			break
		}
	}
	for i := 0; i < 10; i++ {
		sum.Mul(sum, sum)
	}
	return sum.SetMantExp(sum, int(k))
}
