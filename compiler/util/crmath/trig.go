// Package crmath computes sine, cosine and powers correctly rounded (the float64
// nearest the exact value), as glibc's sin and cos give them and so Ruby's
// Math and Complex: Go's math.Sin and math.Cos may be a unit in the last
// place off (math.Cos(math.Pi / 3) is 0.5, glibc 0.5000000000000001).
// The value is computed with 320-bit floats: the argument reduced by a
// 400-bit pi, then the Taylor series.
package crmath

import (
	"math"
	"math/big"
)

const prec = 320

// piText is pi to 120 decimal places.
const piText = "3.141592653589793238462643383279502884197169399375105820974944592307816406286208998628034825342117067982148086513282306647093844"

var halfPi = func() *big.Float {
	p, _, err := big.ParseFloat(piText, 10, 400, big.ToNearestEven)
	if err != nil {
		panic(err)
	}
	return p.Quo(p, big.NewFloat(2).SetPrec(400))
}()

// maxArg bounds the arguments reduced here (the reduction keeps enough
// bits of pi for them); larger ones are math's.
const maxArg = 1 << 40

// Sin is sin(x) correctly rounded.
func Sin(x float64) float64 {
	s, _ := SinCos(x)
	return s
}

// Cos is cos(x) correctly rounded.
func Cos(x float64) float64 {
	_, c := SinCos(x)
	return c
}

// SinCos is sin(x) and cos(x), each correctly rounded.
func SinCos(x float64) (sin, cos float64) {
	if math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) > maxArg {
		return math.Sin(x), math.Cos(x)
	}
	if x == 0 {
		return x, 1 // sin(-0) is -0
	}
	X := new(big.Float).SetPrec(prec).SetFloat64(x)
	q := new(big.Float).SetPrec(prec).Quo(X, halfPi)
	// k, the nearest multiple of pi/2
	k, _ := q.Int(nil)
	qf := new(big.Float).SetPrec(prec).Sub(q, new(big.Float).SetInt(k))
	half := big.NewFloat(0.5)
	if qf.Cmp(half) > 0 {
		k.Add(k, big.NewInt(1))
	} else if qf.Cmp(new(big.Float).Neg(half)) < 0 {
		k.Sub(k, big.NewInt(1))
	}
	r := new(big.Float).SetPrec(prec).Mul(new(big.Float).SetPrec(prec).SetInt(k), halfPi)
	r.Sub(X, r)
	s, c := series(r)
	switch new(big.Int).And(k, big.NewInt(3)).Int64() {
	case 1:
		s, c = c, s.Neg(s)
	case 2:
		s, c = s.Neg(s), c.Neg(c)
	case 3:
		s, c = c.Neg(c), s
	}
	sin, _ = s.Float64()
	cos, _ = c.Float64()
	return sin, cos
}

// series is the Taylor series of sin and cos at r (|r| <= pi/4).
func series(r *big.Float) (sin, cos *big.Float) {
	sin = new(big.Float).SetPrec(prec)
	cos = new(big.Float).SetPrec(prec)
	r2 := new(big.Float).SetPrec(prec).Mul(r, r)
	term := new(big.Float).SetPrec(prec).SetInt64(1) // r^n / n!, n even then odd
	eps := new(big.Float).SetMantExp(big.NewFloat(1), -prec)
	for n := int64(0); n < 400; n += 2 {
		// cos term: (-1)^(n/2) r^n / n!
		if n/2%2 == 0 {
			cos.Add(cos, term)
		} else {
			cos.Sub(cos, term)
		}
		odd := new(big.Float).SetPrec(prec).Mul(term, r)
		odd.Quo(odd, new(big.Float).SetInt64(n+1))
		if n/2%2 == 0 {
			sin.Add(sin, odd)
		} else {
			sin.Sub(sin, odd)
		}
		term.Mul(term, r2)
		term.Quo(term, new(big.Float).SetInt64((n+1)*(n+2)))
		if new(big.Float).Abs(term).Cmp(eps) < 0 {
			break
		}
	}
	return sin, cos
}
