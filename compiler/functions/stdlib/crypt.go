package stdlib

import (
	"crypto/md5"
	"crypto/sha256"
	"crypto/sha512"
	"hash"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/values"
)

// stdlib's pw_hash: crypt(3) of the password with a salt, as Ruby's
// String#crypt does on the Puppet server (glibc/libxcrypt): MD5-crypt
// ($1$), SHA-256-crypt ($5$) and SHA-512-crypt ($6$) with the default
// number of rounds, written after the algorithms' public specifications
// (Poul-Henning Kamp's md5crypt, Ulrich Drepper's SHA-crypt). bcrypt
// ($2b$ and its variants) is not implemented: Punch fails where Puppet
// would return a hash, with a message saying so.
func stdlibCryptFunctions(l *functions.Lib) {
	l.Register3x("pw_hash", stdlib, 3, func(c functions.Context, args []values.Value) (values.Value, error) {
		for i, a := range args {
			if s, ok := a.(*values.Sensitive); ok {
				args[i] = s.Value
			}
		}
		pw, isStr := args[0].(string)
		if !isStr && args[0] != nil {
			return nil, functions.Errorf("pw_hash(): first argument must be a string")
		}
		kind, ok := args[1].(string)
		if !ok {
			return nil, functions.Errorf("pw_hash(): second argument must be a string")
		}
		prefix, known := map[string]string{
			"md5": "1", "sha-256": "5", "sha-512": "6",
			"bcrypt": "2b", "bcrypt-a": "2a", "bcrypt-x": "2x", "bcrypt-y": "2y",
		}[strings.ToLower(kind)]
		if !known {
			return nil, functions.Errorf("pw_hash(): %s is not a valid hash type", kind)
		}
		salt, ok := args[2].(string)
		if !ok {
			return nil, functions.Errorf("pw_hash(): third argument must be a string")
		}
		if salt == "" {
			return nil, functions.Errorf("pw_hash(): third argument must not be empty")
		}
		bcrypt := strings.HasPrefix(prefix, "2")
		if bcrypt {
			if !bcryptSalt.MatchString(salt) {
				return nil, functions.Errorf("pw_hash(): characters in salt must match (?-mix:^[0-9]{2}\\$[.\\/A-Za-z0-9]{22})")
			}
		} else if !cryptSalt.MatchString(salt) {
			return nil, functions.Errorf("pw_hash(): characters in salt must be in the set [a-zA-Z0-9./]")
		}
		if pw == "" {
			return nil, nil
		}
		switch prefix {
		case "1":
			return md5Crypt(pw, salt), nil
		case "5":
			return shaCrypt(pw, salt, "5", sha256.New, sha256Order), nil
		case "6":
			return shaCrypt(pw, salt, "6", sha512.New, sha512Order), nil
		}
		return nil, functions.Errorf("pw_hash(): bcrypt hashes are not supported by Punch")
	})
}

var (
	cryptSalt  = lazyre.New(`\A[a-zA-Z0-9./]+\z`)
	bcryptSalt = lazyre.New(`^[0-9]{2}\$[./A-Za-z0-9]{22}`)
)

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

// shaCrypt is "$5$"/"$6$" crypt with the default 5000 rounds: the salt is
// at most 16 characters.
func shaCrypt(pw, salt, id string, newHash func() hash.Hash, order [][3]int) string {
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
	for i := 0; i < 5000; i++ {
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
	sb.WriteString("$" + id + "$" + salt + "$")
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
