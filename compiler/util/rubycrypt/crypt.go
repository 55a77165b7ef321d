// Package rubycrypt is crypt(3) as Ruby's String#crypt gives it on the
// Puppet server (glibc / libxcrypt on Debian 12): MD5-crypt ($1$),
// SHA-256-crypt ($5$) and SHA-512-crypt ($6$), with rounds=N, written
// after the algorithms' public specifications (Poul-Henning Kamp's
// md5crypt, Ulrich Drepper's SHA-crypt), and traditional and BSDi
// extended DES (des.go). stdlib's pw_hash (the Go port) and the Ruby
// runtime's String#crypt (modules' own pw_hash, h0tbird's mkpasswd) share
// it. bcrypt, yescrypt and the other "$id$" schemes are not implemented
// (ErrUnsupported). testdata/record.rb records Ruby's answers;
// TestCryptMatchesRuby compares.
package rubycrypt

import (
	"crypto/md5"
	"crypto/sha256"
	"crypto/sha512"
	"errors"
	"hash"
	"strconv"
	"strings"
)

// ErrUnsupported is the error of a setting whose algorithm Punch does
// not implement (bcrypt $2*$, yescrypt $y$, ...).
var ErrUnsupported = errors.New("crypt(3) algorithm not supported by Punch (only DES, $1$, $5$ and $6$)")

// ErrShortSalt is Ruby's ArgumentError for a setting under 2 bytes.
var ErrShortSalt = errors.New("salt too short (need >=2 bytes)")

// Invalid is what libxcrypt returns for a setting it refuses (a salt
// character outside [./0-9A-Za-z], rounds out of range): Ruby gives that
// string back, it raises nothing.
const Invalid = "*0"

// Crypt is Ruby's pw.crypt(setting).
func Crypt(pw, setting string) (string, error) {
	if len(setting) < 2 {
		return "", ErrShortSalt
	}
	switch {
	case strings.HasPrefix(setting, "$1$"):
		salt, ok := saltOf(setting[3:], 8)
		if !ok {
			return Invalid, nil
		}
		return MD5(pw, salt), nil
	case strings.HasPrefix(setting, "$5$"), strings.HasPrefix(setting, "$6$"):
		id, rest := setting[1:2], setting[3:]
		rounds, explicit := 5000, false
		if r, ok := strings.CutPrefix(rest, "rounds="); ok {
			num, after, found := strings.Cut(r, "$")
			n, err := strconv.Atoi(num)
			if !found || err != nil || num == "" || num[0] == '0' || n < 1000 || n > 999999999 {
				return Invalid, nil
			}
			rounds, explicit, rest = n, true, after
		}
		salt, ok := saltOf(rest, 16)
		if !ok {
			return Invalid, nil
		}
		return SHA(pw, salt, id, rounds, explicit), nil
	case setting[0] == '_':
		return bsdiCrypt(pw, setting)
	case setting[0] != '$':
		return desCrypt(pw, setting), nil
	}
	return "", ErrUnsupported
}

// saltOf is the salt of a setting's rest: up to the next '$', at most max
// bytes, every byte of crypt's alphabet.
func saltOf(rest string, max int) (string, bool) {
	salt, _, _ := strings.Cut(rest, "$")
	if len(salt) > max {
		salt = salt[:max]
	}
	for i := 0; i < len(salt); i++ {
		if strings.IndexByte(cryptB64, salt[i]) < 0 {
			return "", false
		}
	}
	return salt, true
}

// MD5 is "$1$" crypt of pw with salt (at most 8 characters used).
func MD5(pw, salt string) string { return md5Crypt(pw, salt) }

// SHA is "$5$" (id "5") or "$6$" (id "6") crypt of pw with salt (at most
// 16 characters used) and rounds rounds, written in the result when
// explicit.
func SHA(pw, salt, id string, rounds int, explicit bool) string {
	if id == "5" {
		return shaCrypt(pw, salt, id, rounds, explicit, sha256.New, sha256Order)
	}
	return shaCrypt(pw, salt, id, rounds, explicit, sha512.New, sha512Order)
}

const cryptB64 = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// b64From24 appends n characters of the 24-bit value b2 b1 b0, low bits
// first (crypt's own base64).
func b64From24(sb *strings.Builder, b2, b1, b0 byte, n int) {
	w := uint32(b2)<<16 | uint32(b1)<<8 | uint32(b0)
	for ; n > 0; n-- {
		sb.WriteByte(cryptB64[w&0x3f])
		w >>= 6
	}
}

// md5Crypt is "$1$" crypt: the salt is at most 8 characters.
func md5Crypt(pw, salt string) string {
	if len(salt) > 8 {
		salt = salt[:8]
	}
	const magic = "$1$"
	alt := md5.Sum([]byte(pw + salt + pw))
	ctx := md5.New()
	ctx.Write([]byte(pw + magic + salt))
	for pl := len(pw); pl > 0; pl -= 16 {
		ctx.Write(alt[:min(pl, 16)])
	}
	for i := len(pw); i > 0; i >>= 1 {
		if i&1 != 0 {
			ctx.Write([]byte{0})
		} else {
			ctx.Write([]byte{pw[0]})
		}
	}
	final := ctx.Sum(nil)
	for i := 0; i < 1000; i++ {
		c := md5.New()
		if i&1 != 0 {
			c.Write([]byte(pw))
		} else {
			c.Write(final)
		}
		if i%3 != 0 {
			c.Write([]byte(salt))
		}
		if i%7 != 0 {
			c.Write([]byte(pw))
		}
		if i&1 != 0 {
			c.Write(final)
		} else {
			c.Write([]byte(pw))
		}
		final = c.Sum(nil)
	}
	var sb strings.Builder
	sb.WriteString(magic + salt + "$")
	f := final
	b64From24(&sb, f[0], f[6], f[12], 4)
	b64From24(&sb, f[1], f[7], f[13], 4)
	b64From24(&sb, f[2], f[8], f[14], 4)
	b64From24(&sb, f[3], f[9], f[15], 4)
	b64From24(&sb, f[4], f[10], f[5], 4)
	b64From24(&sb, 0, 0, f[11], 2)
	return sb.String()
}

// The byte order of SHA-crypt's output: groups of three bytes (b2, b1, b0)
// of the final digest, then the rest.
var (
	sha256Order = [][3]int{{0, 10, 20}, {21, 1, 11}, {12, 22, 2}, {3, 13, 23}, {24, 4, 14},
		{15, 25, 5}, {6, 16, 26}, {27, 7, 17}, {18, 28, 8}, {9, 19, 29}}
	sha512Order = [][3]int{{0, 21, 42}, {22, 43, 1}, {44, 2, 23}, {3, 24, 45}, {25, 46, 4},
		{47, 5, 26}, {6, 27, 48}, {28, 49, 7}, {50, 8, 29}, {9, 30, 51}, {31, 52, 10},
		{53, 11, 32}, {12, 33, 54}, {34, 55, 13}, {56, 14, 35}, {15, 36, 57}, {37, 58, 16},
		{59, 17, 38}, {18, 39, 60}, {40, 61, 19}, {62, 20, 41}}
)

// shaCrypt is "$5$"/"$6$" crypt with rounds rounds (named in the result
// when explicit): the salt is at most 16 characters.
func shaCrypt(pw, salt, id string, rounds int, explicit bool, newHash func() hash.Hash, order [][3]int) string {
	if len(salt) > 16 {
		salt = salt[:16]
	}
	p, s := []byte(pw), []byte(salt)
	sum := func(parts ...[]byte) []byte {
		h := newHash()
		for _, x := range parts {
			h.Write(x)
		}
		return h.Sum(nil)
	}
	b := sum(p, s, p)
	size := len(b)
	a := newHash()
	a.Write(p)
	a.Write(s)
	for n := len(p); n > 0; n -= size {
		a.Write(b[:min(n, size)])
	}
	for n := len(p); n > 0; n >>= 1 {
		if n&1 != 0 {
			a.Write(b)
		} else {
			a.Write(p)
		}
	}
	ad := a.Sum(nil)
	dp := newHash()
	for range len(p) {
		dp.Write(p)
	}
	pSeq := repeatTo(dp.Sum(nil), len(p))
	ds := newHash()
	for range 16 + int(ad[0]) {
		ds.Write(s)
	}
	sSeq := repeatTo(ds.Sum(nil), len(s))
	c := ad
	for i := 0; i < rounds; i++ {
		h := newHash()
		if i&1 != 0 {
			h.Write(pSeq)
		} else {
			h.Write(c)
		}
		if i%3 != 0 {
			h.Write(sSeq)
		}
		if i%7 != 0 {
			h.Write(pSeq)
		}
		if i&1 != 0 {
			h.Write(c)
		} else {
			h.Write(pSeq)
		}
		c = h.Sum(nil)
	}
	var sb strings.Builder
	sb.WriteString("$" + id + "$")
	if explicit {
		sb.WriteString("rounds=" + strconv.Itoa(rounds) + "$")
	}
	sb.WriteString(salt + "$")
	for _, g := range order {
		b64From24(&sb, c[g[0]], c[g[1]], c[g[2]], 4)
	}
	if size == 32 {
		b64From24(&sb, 0, c[31], c[30], 3)
	} else {
		b64From24(&sb, 0, 0, c[63], 2)
	}
	return sb.String()
}

// repeatTo is d repeated (and cut) to n bytes.
func repeatTo(d []byte, n int) []byte {
	out := make([]byte, 0, n)
	for len(out) < n {
		out = append(out, d[:min(len(d), n-len(out))]...)
	}
	return out
}
