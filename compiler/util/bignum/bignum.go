// Package bignum parses the digits of a big integer in less than quadratic
// time. math/big's SetString multiplies the whole number by the base for
// every word of digits: quadratic, so a string of three million digits (a
// fact an agent sends, then used in arithmetic) held a CPU for over a
// minute. Splitting the digits in halves, hi*base^len(lo) + lo, uses
// math/big's Karatsuba multiplication instead.
package bignum

import (
	"math/big"
	"strings"
)

// small is the length below which SetString's own loop is the faster.
const small = 512

// Parse is (*big.Int).SetString(digits, base) for digits without a sign,
// prefix or underscores (ok false when one is not a digit of base). A sign
// is refused: inside the digits SetString would take it for a half's.
func Parse(digits string, base int) (*big.Int, bool) {
	if strings.ContainsAny(digits, "+-") {
		return nil, false
	}
	if len(digits) <= small {
		return new(big.Int).SetString(digits, base)
	}
	return parse(digits, big.NewInt(int64(base)), map[int]*big.Int{})
}

// parse splits digits in two; pows keeps base^n for each length n of a
// lower half (at most two per level).
func parse(digits string, base *big.Int, pows map[int]*big.Int) (*big.Int, bool) {
	if len(digits) <= small {
		return new(big.Int).SetString(digits, int(base.Int64()))
	}
	n := len(digits) / 2
	hi, ok := parse(digits[:len(digits)-n], base, pows)
	if !ok {
		return nil, false
	}
	lo, ok := parse(digits[len(digits)-n:], base, pows)
	if !ok {
		return nil, false
	}
	p := pows[n]
	if p == nil {
		p = new(big.Int).Exp(base, big.NewInt(int64(n)), nil)
		pows[n] = p
	}
	return hi.Add(hi.Mul(hi, p), lo), true
}
