package bigdecimal

import "math/big"

// Ruby's quotient (bigdecimal 3.1's BigDecimal#/ and div(value, digits)).
//
// Ruby keeps a value as base-10^9 words aligned on the decimal point
// (0.w0 w1 ... times 10^(9*exponent)) and divides word by word: the
// quotient gets a fixed number of words, set by the operands' precisions,
// and is the exact quotient cut there (its long division reduces every
// word it writes). BigDecimal#/ then rounds the last word from a guess of
// the next one (the remainder's first word over the divisor's, times the
// base); div(value, digits) rounds the cut quotient to digits significant
// digits. What follows computes the same cut with math/big: the words'
// layout gives the unit the quotient is cut at, the rest is exact
// arithmetic. TestQuoRuby compares a table of quotients with Ruby 3.1's.

const (
	wordBase   = 1000000000
	wordDigits = 9
	// doubleFigures is BIGDECIMAL_DOUBLE_FIGURES (Float::DIG + 1).
	doubleFigures = 16
)

var bigBase = big.NewInt(wordBase)

// words is a finite nonzero value's base-10^9 layout: value =
// 0.w[0] w[1] ... * BASE^exp, w[0] and the last word not zero.
type words struct {
	w   []uint32
	exp int
}

// layout is d's words (d finite and not zero).
func layout(d Dec) words {
	// N * 10^-R with R a multiple of 9: the words of N are d's
	places := -d.Exp
	r := places / wordDigits * wordDigits
	if r < places {
		r += wordDigits
	}
	n := new(big.Int).Mul(d.Coef, pow10(r-places))
	var rev []uint32
	m := new(big.Int)
	for n.Sign() > 0 {
		n.QuoRem(n, bigBase, m)
		rev = append(rev, uint32(m.Int64()))
	}
	w := make([]uint32, len(rev))
	for i, x := range rev {
		w[len(rev)-1-i] = x
	}
	exp := len(w) - r/wordDigits
	for len(w) > 1 && w[len(w)-1] == 0 {
		w = w[:len(w)-1]
	}
	return words{w: w, exp: exp}
}

// ceilWords is the words a value of n decimal digits is given (roomof).
func ceilWords(n int) int { return (n + wordDigits - 1) / wordDigits }

// cut is |a| / |b| cut at the unit BASE^(a.exp - b.exp + 2 - nWords), as
// VpDivd gives it to a quotient of nWords words: the cut quotient and the
// remainder |a| - q*|b|.
func cut(a, b Dec, nWords int) (q, rem Dec) {
	aw, bw := layout(a), layout(b)
	unit := aw.exp - bw.exp + 2 - nWords // in words
	// |a|/|b| / BASE^unit
	ra := new(big.Rat).SetFrac(new(big.Int).Abs(a.Coef), new(big.Int).Abs(b.Coef))
	shift := a.Exp - b.Exp - unit*wordDigits
	if shift >= 0 {
		ra.Mul(ra, new(big.Rat).SetInt(pow10(shift)))
	} else {
		ra.Quo(ra, new(big.Rat).SetInt(pow10(-shift)))
	}
	qi := new(big.Int).Quo(ra.Num(), ra.Denom())
	q = New(qi, unit*wordDigits)
	absA, absB := a, b
	absA.Neg, absB.Neg = false, false
	rem = Sub(absA, Mul(q, absB))
	return q, rem
}

// QuoRuby is a / b as Ruby's BigDecimal#/ computes it, for finite values
// with b not zero (Quo's other cases stand).
func QuoRuby(a, b Dec) Dec {
	// bigdecimal 3.1.1 (Ruby 3.1's): the larger precision, at least
	// 2*BIGDECIMAL_DOUBLE_FIGURES (later versions double it)
	mx := max(a.Precision(), b.Precision())
	if mx < 2*doubleFigures {
		mx = 2 * doubleFigures
	}
	nWords := ceilWords(mx + 2*wordDigits)
	q, rem := cut(a, b, nWords)
	if q.IsZero() || rem.IsZero() {
		return signed(q, a.Neg != b.Neg)
	}
	// VpInternalRound: the next word guessed as BASE * r0 / b0 (kept in
	// 32 bits, as Ruby's DECDIG), its first digit rounding half up
	// (BigDecimal.mode's other rounding modes are not supported)
	r0 := uint64(layout(rem).w[0])
	b0 := uint64(layout(b).w[0])
	v := uint32(wordBase * r0 / b0)
	if v/(wordBase/10) >= 5 {
		q = roundUpLastWord(q)
	}
	return signed(q, a.Neg != b.Neg)
}

// DivDigits is a.div(b, digits) (and quo(b, digits)) with digits > 0, for
// finite values with b not zero: the quotient cut at its words, rounded to
// digits significant digits.
func DivDigits(a, b Dec, digits int, mode Mode) Dec {
	nWords := ceilWords(digits + 3*wordDigits)
	q, _ := cut(a, b, nWords)
	return signed(q, a.Neg != b.Neg).RoundDigits(digits, mode)
}

// roundUpLastWord adds one to the last word of q's layout that is not
// zero (VpRdup after VpNmlz): where q's last words are zeros, Ruby's
// rounding lands on the last nonzero one.
func roundUpLastWord(q Dec) Dec {
	w := layout(q)
	unit := (w.exp - len(w.w)) * wordDigits
	return Add(q, New(big.NewInt(1), unit))
}

func signed(d Dec, neg bool) Dec {
	d.Neg = neg
	return d
}
