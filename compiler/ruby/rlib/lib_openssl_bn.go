package rlib

import (
	"math/big"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// OpenSSL::BN, OpenSSL's big numbers as Ruby 3.1's openssl 3.0 gem gives
// them (QA-FORGE-15 O1): made from an Integer, a BN or a String in base
// 10, 16, 2 (big-endian bytes) or 0 (MPI), written back in those bases,
// with the gem's arithmetic (/ answers [quotient, remainder], truncated
// as BN_div), comparisons, bit and modular operations and Integer#to_bn.
// Checked against Ruby by testdata/scripts/openssl_bn.rb.

func defineOpenSSLBN(in *ruby.Interp, m *ruby.Module) error {
	if err := defineErrors(in, m, "BNError", "OpenSSL::OpenSSLError"); err != nil {
		return err
	}
	bn := in.DefineClass(m, "BN", nil)
	bn.Include(mustModule(in, "Comparable"))
	val := func(v ruby.Value) (*big.Int, bool) {
		if o, ok := v.(*ruby.Object); ok {
			if b, ok := o.Data.(*big.Int); ok {
				return b, true
			}
		}
		if b := rv.BigInt(v); b != nil {
			return b, true
		}
		return nil, false
	}
	wrap := func(b *big.Int) ruby.Value {
		o := in.NewObject(bn)
		o.Data = b
		return o
	}
	self := func(c *ruby.Call) *big.Int {
		if b, ok := val(c.Self); ok {
			return b
		}
		return new(big.Int)
	}
	// operand is a BN or an Integer argument (the gem's GetBNPtr)
	operand := func(c *ruby.Call, v ruby.Value) (*big.Int, error) {
		if b, ok := val(v); ok {
			return b, nil
		}
		return nil, c.In.Raise("TypeError", "Cannot convert into OpenSSL::BN")
	}
	bn.DefineMethod("initialize", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		o := c.Self.(*ruby.Object)
		base := int64(10)
		if len(c.Args) > 1 {
			var err error
			if base, err = c.In.ExpectInt(c.Args[1]); err != nil {
				return nil, err
			}
		}
		if b, ok := val(c.Args[0]); ok && len(c.Args) == 1 {
			o.Data = new(big.Int).Set(b)
			return nil, nil
		}
		if c.Args[0] == nil {
			return nil, c.In.Raise("ArgumentError", "invalid argument")
		}
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		b, err := bnParse(s, base)
		if err != nil {
			return nil, raise(c.In, err)
		}
		o.Data = b
		return nil, nil
	})
	bn.DefineMethod("to_s", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		base := int64(10)
		if len(c.Args) > 0 {
			var err error
			if base, err = c.In.ExpectInt(c.Args[0]); err != nil {
				return nil, err
			}
		}
		s, err := bnFormat(self(c), base)
		if err != nil {
			return nil, raise(c.In, err)
		}
		return newStr(s, rv.Binary), nil
	})
	for _, name := range []string{"to_i", "to_int"} {
		bn.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return rv.Int(new(big.Int).Set(self(c))), nil })
	}
	bn.DefineMethod("to_bn", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return c.Self, nil })
	bn.DefineMethod("copy", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		b, err := operand(c, c.Args[0])
		if err != nil {
			return nil, err
		}
		c.Self.(*ruby.Object).Data = new(big.Int).Set(b)
		return c.Self, nil
	})
	binary := func(name string, op func(c *ruby.Call, a, b *big.Int) (ruby.Value, error)) {
		bn.DefineMethod(name, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			b, err := operand(c, c.Args[0])
			if err != nil {
				return nil, err
			}
			return op(c, self(c), b)
		})
	}
	arith := func(name string, f func(z, a, b *big.Int) *big.Int) {
		binary(name, func(c *ruby.Call, a, b *big.Int) (ruby.Value, error) { return wrap(f(new(big.Int), a, b)), nil })
	}
	arith("+", (*big.Int).Add)
	arith("-", (*big.Int).Sub)
	arith("*", (*big.Int).Mul)
	arith("gcd", func(z, a, b *big.Int) *big.Int {
		return z.GCD(nil, nil, new(big.Int).Abs(a), new(big.Int).Abs(b))
	})
	zeroDiv := func(c *ruby.Call) error { return c.In.Raise("OpenSSL::BNError", "div by zero") }
	binary("/", func(c *ruby.Call, a, b *big.Int) (ruby.Value, error) {
		if b.Sign() == 0 {
			return nil, zeroDiv(c)
		}
		q, r := new(big.Int).QuoRem(a, b, new(big.Int))
		return ruby.NewArray([]ruby.Value{wrap(q), wrap(r)}), nil
	})
	binary("%", func(c *ruby.Call, a, b *big.Int) (ruby.Value, error) {
		if b.Sign() == 0 {
			return nil, zeroDiv(c)
		}
		return wrap(new(big.Int).Rem(a, b)), nil
	})
	binary("**", func(c *ruby.Call, a, b *big.Int) (ruby.Value, error) {
		if b.Sign() < 0 {
			return nil, c.In.Raise("OpenSSL::BNError", "")
		}
		if b.BitLen() > 32 || a.BitLen()*int(b.Int64()) > 1<<24 {
			return nil, c.In.Unsupported("OpenSSL::BN#** with a result of more than 16M bits")
		}
		return wrap(new(big.Int).Exp(a, b, nil)), nil
	})
	binary("<=>", func(c *ruby.Call, a, b *big.Int) (ruby.Value, error) { return int64(a.Cmp(b)), nil })
	binary("cmp", func(c *ruby.Call, a, b *big.Int) (ruby.Value, error) { return int64(a.Cmp(b)), nil })
	binary("ucmp", func(c *ruby.Call, a, b *big.Int) (ruby.Value, error) { return int64(a.CmpAbs(b)), nil })
	for _, name := range []string{"==", "==="} {
		bn.DefineMethod(name, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			b, ok := val(c.Args[0])
			return ok && self(c).Cmp(b) == 0, nil
		})
	}
	bn.DefineMethod("eql?", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		// only another BN (an object holding a big number), not an Integer
		o, ok := c.Args[0].(*ruby.Object)
		if !ok {
			return false, nil
		}
		b, ok := o.Data.(*big.Int)
		return ok && self(c).Cmp(b) == 0, nil
	})
	bn.DefineMethod("hash", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return c.In.CallMethod(newStr(self(c).String(), rv.USASCII), "hash")
	})
	bn.DefineMethod("coerce", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		switch x := c.Args[0].(type) {
		case *ruby.String:
			s, _ := bnFormat(self(c), 10)
			return ruby.NewArray([]ruby.Value{x, newStr(s, rv.USASCII)}), nil
		case int64, *big.Int:
			return ruby.NewArray([]ruby.Value{x, rv.Int(new(big.Int).Set(self(c)))}), nil
		}
		return nil, c.In.Raise("TypeError", "Don't know how to coerce")
	})
	unary := func(name string, f func(a *big.Int) ruby.Value) {
		bn.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return f(self(c)), nil })
	}
	unary("-@", func(a *big.Int) ruby.Value { return wrap(new(big.Int).Neg(a)) })
	unary("+@", func(a *big.Int) ruby.Value { return wrap(new(big.Int).Set(a)) })
	unary("abs", func(a *big.Int) ruby.Value { return wrap(new(big.Int).Abs(a)) })
	unary("sqr", func(a *big.Int) ruby.Value { return wrap(new(big.Int).Mul(a, a)) })
	unary("zero?", func(a *big.Int) ruby.Value { return a.Sign() == 0 })
	unary("one?", func(a *big.Int) ruby.Value { return a.IsInt64() && a.Int64() == 1 })
	unary("odd?", func(a *big.Int) ruby.Value { return a.Bit(0) == 1 })
	unary("negative?", func(a *big.Int) ruby.Value { return a.Sign() < 0 })
	unary("num_bits", func(a *big.Int) ruby.Value { return int64(a.BitLen()) })
	unary("num_bytes", func(a *big.Int) ruby.Value { return int64((a.BitLen() + 7) / 8) })
	bn.DefineMethod("prime?", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		a := self(c)
		return a.Sign() > 0 && a.ProbablyPrime(20), nil
	})
	shift := func(name string, left bool) {
		bn.DefineMethod(name, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			n, err := c.In.ExpectInt(c.Args[0])
			if err != nil {
				return nil, err
			}
			if n < 0 || n > 1<<24 {
				return nil, c.In.Raise("OpenSSL::BNError", "")
			}
			a := self(c)
			if left {
				return wrap(new(big.Int).Lsh(a, uint(n))), nil
			}
			// BN_rshift works on the magnitude: -17 >> 2 is -4
			r := new(big.Int).Rsh(new(big.Int).Abs(a), uint(n))
			if a.Sign() < 0 {
				r.Neg(r)
			}
			return wrap(r), nil
		})
	}
	shift("<<", true)
	shift(">>", false)
	bn.DefineMethod("bit_set?", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		n, err := c.In.ExpectInt(c.Args[0])
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return false, nil
		}
		return new(big.Int).Abs(self(c)).Bit(int(n)) == 1, nil
	})
	modular := func(name string, nargs int, f func(a *big.Int, args []*big.Int) (*big.Int, bool)) {
		bn.DefineMethod(name, nargs, nargs, func(c *ruby.Call) (ruby.Value, error) {
			args := make([]*big.Int, nargs)
			for i, v := range c.Args {
				b, err := operand(c, v)
				if err != nil {
					return nil, err
				}
				args[i] = b
			}
			if m := args[nargs-1]; m.Sign() == 0 {
				return nil, zeroDiv(c)
			}
			r, ok := f(self(c), args)
			if !ok {
				return nil, c.In.Raise("OpenSSL::BNError", "no inverse")
			}
			return wrap(r), nil
		})
	}
	// BN_nnmod: the result is in [0, |m|)
	nnmod := func(x, m *big.Int) *big.Int { return x.Mod(x, new(big.Int).Abs(m)) }
	modular("mod_add", 2, func(a *big.Int, v []*big.Int) (*big.Int, bool) {
		return nnmod(new(big.Int).Add(a, v[0]), v[1]), true
	})
	modular("mod_sub", 2, func(a *big.Int, v []*big.Int) (*big.Int, bool) {
		return nnmod(new(big.Int).Sub(a, v[0]), v[1]), true
	})
	modular("mod_mul", 2, func(a *big.Int, v []*big.Int) (*big.Int, bool) {
		return nnmod(new(big.Int).Mul(a, v[0]), v[1]), true
	})
	modular("mod_sqr", 1, func(a *big.Int, v []*big.Int) (*big.Int, bool) {
		return nnmod(new(big.Int).Mul(a, a), v[0]), true
	})
	modular("mod_exp", 2, func(a *big.Int, v []*big.Int) (*big.Int, bool) {
		if v[0].Sign() < 0 {
			return nil, false
		}
		return new(big.Int).Exp(a, v[0], new(big.Int).Abs(v[1])), true
	})
	modular("mod_inverse", 1, func(a *big.Int, v []*big.Int) (*big.Int, bool) {
		r := new(big.Int).ModInverse(nnmod(new(big.Int).Set(a), v[0]), new(big.Int).Abs(v[0]))
		return r, r != nil
	})
	integer, err := module(in, "Integer")
	if err != nil {
		return err
	}
	integer.DefineMethod("to_bn", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return wrap(new(big.Int).Set(rv.BigInt(c.Self))), nil
	})
	return nil
}

func mustModule(in *ruby.Interp, name string) *ruby.Module {
	m, _ := module(in, name)
	return m
}

// bnParse reads a BN's String: base 10 or 16 text (BN_dec2bn/BN_hex2bn:
// an optional '-', then the leading digits; none is a BNError), 2
// big-endian bytes, 0 MPI (four length bytes, then the magnitude whose
// top bit is the sign).
func bnParse(s string, base int64) (*big.Int, error) {
	switch base {
	case 10, 16:
		neg := strings.HasPrefix(s, "-")
		t := strings.TrimPrefix(s, "-")
		n := 0
		for n < len(t) && (t[n] >= '0' && t[n] <= '9' || base == 16 && strings.IndexByte("abcdefABCDEF", t[n]) >= 0) {
			n++
		}
		if n == 0 {
			return nil, rv.Errorf("OpenSSL::BNError", "")
		}
		b, _ := new(big.Int).SetString(t[:n], int(base))
		if neg {
			b.Neg(b)
		}
		return b, nil
	case 2:
		return new(big.Int).SetBytes([]byte(s)), nil
	case 0:
		if len(s) < 4 {
			return nil, rv.Errorf("OpenSSL::BNError", "")
		}
		n := int(s[0])<<24 | int(s[1])<<16 | int(s[2])<<8 | int(s[3])
		body := []byte(s[4:])
		if n != len(body) {
			return nil, rv.Errorf("OpenSSL::BNError", "")
		}
		neg := n > 0 && body[0]&0x80 != 0
		if neg {
			body = append([]byte{body[0] &^ 0x80}, body[1:]...)
		}
		b := new(big.Int).SetBytes(body)
		if neg {
			b.Neg(b)
		}
		return b, nil
	}
	return nil, rv.Errorf("ArgumentError", "invalid radix "+big.NewInt(base).String())
}

// bnFormat writes a BN in base 10 or 16 (BN_bn2hex: upper case, an even
// number of digits), 2 (the magnitude's big-endian bytes) or 0 (MPI).
func bnFormat(b *big.Int, base int64) (string, error) {
	switch base {
	case 10:
		return b.String(), nil
	case 16:
		h := strings.ToUpper(new(big.Int).Abs(b).Text(16))
		if len(h)%2 == 1 {
			h = "0" + h
		}
		if b.Sign() < 0 {
			h = "-" + h
		}
		if b.Sign() == 0 {
			h = "0"
		}
		return h, nil
	case 2:
		return string(new(big.Int).Abs(b).Bytes()), nil
	case 0:
		body := new(big.Int).Abs(b).Bytes()
		if len(body) > 0 && body[0]&0x80 != 0 {
			body = append([]byte{0}, body...)
		}
		if b.Sign() < 0 {
			body[0] |= 0x80
		}
		n := len(body)
		return string([]byte{byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)}) + string(body), nil
	}
	return "", rv.Errorf("ArgumentError", "invalid radix "+big.NewInt(base).String())
}
