package ruby

import (
	"math/big"
	"strconv"
)

// Rational and imaginary literals (3r, 0.1r, 2i, 1.5i, 3ri): the lexer
// reads the suffix after a number (tNumLit), the parser makes a
// numLitNode holding the literal's value, evaluated to a new Rational or
// Complex each time.

// numLitNode is a Rational or imaginary literal: rat is the Rational (a
// decimal fraction read exactly: 0.1r is 1/10) when the literal has the
// r suffix; else part is the Integer or Float; imag is the i suffix.
type numLitNode struct {
	nodeBase
	rat  *big.Rat
	part Value
	imag bool
}

// numSuffix reads the suffix of a number literal at src[j]: "r", "i" or
// "ri" (r not after an exponent), when no identifier character follows
// it; n is its length, 0 for none.
func numSuffix(src string, j int, exponent bool) (n int, rat, imag bool) {
	k := j
	if k < len(src) && src[k] == 'r' && !exponent {
		rat = true
		k++
	}
	if k < len(src) && src[k] == 'i' {
		imag = true
		k++
	}
	if k == j || k < len(src) && isIdentChar(src[k]) {
		return 0, false, false
	}
	return k - j, rat, imag
}

// numLit makes the node of a tNumLit token: words are the digits (no
// underscores), the suffix, and "f" for a float; ival the base.
func (p *parser) numLit(t token) node {
	n := &numLitNode{nodeBase: nodeBase{p: t.pos}}
	digits, suffix, float := t.words[0], t.words[1], t.words[2] == "f"
	n.imag = suffix == "i" || suffix == "ri"
	switch {
	case suffix == "r" || suffix == "ri":
		if float {
			r, _ := ratParse(digits, true)
			n.rat = r
		} else {
			b, _ := new(big.Int).SetString(digits, int(t.ival))
			n.rat = new(big.Rat).SetInt(b)
		}
	case float:
		f, err := strconv.ParseFloat(digits, 64)
		if err != nil {
			if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
				p.failAt(t.pos, "invalid float literal %s", t.text)
			}
		}
		n.part = f
	default:
		b, _ := new(big.Int).SetString(digits, int(t.ival))
		n.part = normInt(b)
	}
	if n.rat == nil && n.part == nil {
		p.failAt(t.pos, "invalid numeric literal %s", t.text)
	}
	return n
}

// numLitValue is a literal's value.
func (in *Interp) numLitValue(n *numLitNode) Value {
	var v Value
	if n.rat != nil {
		v = in.newRational(n.rat)
	} else {
		v = n.part
		if b, ok := v.(*big.Int); ok {
			v = new(big.Int).Set(b)
		}
	}
	if n.imag {
		return in.newComplex(int64(0), v)
	}
	return v
}
