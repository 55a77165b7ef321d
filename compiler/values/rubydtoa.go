package values

import (
	"math"
	"math/big"
	"strconv"
)

// Ruby's Kernel#format converts a Float for %f, %e and %g with its own copy
// of David Gay's dtoa (mode 3: digits after the point, mode 2: significant
// digits). For fewer than 15 digits it first tries double arithmetic: it
// scales the value to the digits wanted, takes them one by one, and looks at
// what is left against one half with an error bound eps. Outside the band
// [0.5-eps, 0.5+eps] the result is the correctly rounded one; inside it,
// Ruby's dtoa rounds the last digit to even, whatever the exact value is.
// So format('%.2f', 2.675) is "2.68" and format('%.2f', 2.345) is "2.34"
// where correct rounding of the binary values gives 2.67 and 2.35.
// rubyDigits reproduces that: the band test is made with the same double
// operations as Ruby's, the digits themselves are exact (math/big).

var dtoaTens = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

var dtoaBigTens = [...]float64{1e16, 1e32, 1e64, 1e128, 1e256}

// dtoaHalfBand reports whether Ruby's dtoa, converting d (finite, > 0) in
// mode 2 or 3 with ndigits, ends its floating-point attempt within its error
// bound of a half, where it rounds the last digit to even.
func dtoaHalfBand(d float64, mode, ndigits int) bool {
	bits := math.Float64bits(d)
	be := int(bits >> 52 & 0x7ff)
	if be == 0 {
		return false // subnormal: not reproduced, exact rounding
	}
	// k: Ruby's estimate of floor(log10(d)) from the binary exponent and
	// the mantissa scaled to [1, 2).
	d2 := math.Float64frombits(bits&(1<<52-1) | 0x3ff<<52)
	i := be - 1023
	ds := (d2-1.5)*0.289529654602168 + 0.1760912590558 + float64(i)*0.301029995663981
	k := int(ds)
	if ds < 0 && ds != float64(k) {
		k--
	}
	kCheck := true
	if k >= 0 && k <= 22 {
		if d < dtoaTens[k] {
			k--
		}
		kCheck = false
	}
	var ilim, ilim1 int
	switch mode {
	case 2:
		if ndigits <= 0 {
			ndigits = 1
		}
		ilim, ilim1 = ndigits, ndigits
	default:
		ilim = ndigits + k + 1
		ilim1 = ilim - 1
	}
	if ilim < 0 || ilim > 14 {
		return false
	}
	ieps := 2
	j := 0
	if k > 0 {
		ds := dtoaTens[k&0xf]
		j = k >> 4
		if j&0x10 != 0 {
			j &= 0xf
			d /= dtoaBigTens[len(dtoaBigTens)-1]
			ieps++
		}
		for n := 0; j != 0; j, n = j>>1, n+1 {
			if j&1 != 0 {
				ieps++
				ds *= dtoaBigTens[n]
			}
		}
		d /= ds
	} else if j1 := -k; j1 != 0 {
		d *= dtoaTens[j1&0xf]
		for j, n := j1>>4, 0; j != 0; j, n = j>>1, n+1 {
			if j&1 != 0 {
				ieps++
				d *= dtoaBigTens[n]
			}
		}
	}
	if kCheck && d < 1 && ilim > 0 {
		if ilim1 <= 0 {
			return false
		}
		ilim = ilim1
		d *= 10
		ieps++
	}
	eps := float64(ieps) * d
	eps += 7
	eps = math.Ldexp(eps, -52)
	if ilim == 0 {
		return false // decided exactly when not clear
	}
	eps *= dtoaTens[ilim-1]
	for n := 1; ; n++ {
		l := math.Trunc(d)
		d -= l
		if d == 0 {
			ilim = n
		}
		if n == ilim {
			return !(d > 0.5+eps) && !(d < 0.5-eps)
		}
		d *= 10
	}
}

// rubyDigits returns the digits of |f| (finite) rounded as Ruby's format
// rounds them, and the position of the decimal point (the value is
// 0.DIGITS * 10^decpt). Mode 3: ndigits digits after the point (the digit
// string may be empty for a value that rounds to zero); mode 2: ndigits
// (at least one) significant digits.
func rubyDigits(f float64, mode, ndigits int) (string, int) {
	s, decpt, _ := rubyDigitsZ(f, mode, ndigits)
	return s, decpt
}

// rubyDigitsZ is rubyDigits, also telling whether Ruby's dtoa keeps the
// trailing zeros of the digits (%g shows them then): when it rounded a last
// even digit down in the half band although the exact rest is above a half.
func rubyDigitsZ(f float64, mode, ndigits int) (string, int, bool) {
	f = math.Abs(f)
	if mode == 2 && ndigits < 1 {
		ndigits = 1
	}
	if f == 0 {
		if mode == 2 {
			return zeros(ndigits), 1, false
		}
		return zeros(ndigits), 0, false
	}
	half := dtoaHalfBand(f, mode, ndigits)
	// f = mant * 2^exp exactly.
	mant, exp := math.Frexp(f)
	m := new(big.Int).SetInt64(int64(math.Ldexp(mant, 53)))
	exp -= 53
	num, den := new(big.Int).Set(m), big.NewInt(1)
	if exp >= 0 {
		num.Lsh(num, uint(exp))
	} else {
		den.Lsh(den, uint(-exp))
	}
	ten := big.NewInt(10)
	pow10 := func(n int) *big.Int { return new(big.Int).Exp(ten, big.NewInt(int64(n)), nil) }
	// divide is num/den shifted left by scale decimal digits: quotient,
	// remainder and divisor.
	divide := func(scale int) (q, r, d *big.Int) {
		n, d := new(big.Int).Set(num), new(big.Int).Set(den)
		if scale >= 0 {
			n.Mul(n, pow10(scale))
		} else {
			d.Mul(d, pow10(-scale))
		}
		q, r = new(big.Int).QuoRem(n, d, new(big.Int))
		return q, r, d
	}
	// scale: the number of decimal digits the value is shifted left by.
	var scale int
	var q, r, d *big.Int
	if mode == 3 {
		scale = ndigits
		q, r, d = divide(scale)
	} else {
		// floor(log10 f) exactly, from an estimate.
		k := int(math.Floor(math.Log10(f)))
		for {
			scale = ndigits - 1 - k
			q, r, d = divide(scale)
			if q.Cmp(pow10(ndigits)) >= 0 {
				k++
				continue
			}
			if q.Cmp(pow10(ndigits-1)) < 0 {
				k--
				continue
			}
			break
		}
	}
	odd := q.Bit(0) == 1
	up, keep := false, false
	c := r.Lsh(r, 1).Cmp(d)
	switch {
	case half && f == math.Trunc(f) && f < 1e15:
		// an integer below 10^15 that the floating-point attempt left
		// undecided: dtoa's integer loop rounds exactly (half to even)
		// and keeps the digits it made, zeros included
		up = c > 0 || (c == 0 && odd)
		keep = !up
	case half:
		up = odd
		keep = !odd && c > 0
	default:
		up = c > 0 || (c == 0 && odd)
	}
	if up {
		q.Add(q, big.NewInt(1))
	}
	s := q.String()
	if q.Sign() == 0 {
		s = ""
	}
	if mode == 2 && len(s) > ndigits {
		// 9.99 rounded up to 10.0: one digit more, the last a zero
		s = s[:ndigits]
		scale--
	}
	// value = s * 10^-scale; decpt = len(s) - scale
	if mode == 3 && len(s) < ndigits {
		// leading zeros after the point
		s = zeros(ndigits-len(s)) + s
	}
	return s, len(s) - scale, keep
}

func zeros(n int) string {
	if n <= 0 {
		return ""
	}
	b := make([]byte, n)
	for i := range b {
		b[i] = '0'
	}
	return string(b)
}

// rubyFixed is |f| formatted as %.PRECf by Ruby.
func rubyFixed(f float64, prec int) string {
	s, decpt := rubyDigits(f, 3, prec)
	// s holds the digits of round(|f| * 10^prec); decpt digits before the point.
	intPart := "0"
	if decpt > 0 {
		intPart = s[:decpt]
	}
	frac := s
	if decpt > 0 {
		frac = s[decpt:]
	} else if decpt < 0 {
		frac = zeros(-decpt) + s
	}
	if prec == 0 {
		return intPart
	}
	return intPart + "." + frac
}

// rubyExp is |f| formatted as %.PRECe by Ruby (mantissa and exponent).
func rubyExp(f float64, prec int) string {
	s, decpt := rubyDigits(f, 2, prec+1)
	e := decpt - 1
	if f == 0 {
		e = 0
	}
	out := s[:1]
	if prec > 0 {
		out += "." + s[1:]
	}
	sign := "+"
	if e < 0 {
		sign = "-"
		e = -e
	}
	es := strconv.Itoa(e)
	if len(es) < 2 {
		es = "0" + es
	}
	return out + "e" + sign + es
}
