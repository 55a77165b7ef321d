// Package digest is Ruby's digest library (Digest::MD5, SHA1, SHA256,
// SHA384, SHA512, SHA2) and the digest part of openssl (OpenSSL::Digest,
// OpenSSL::HMAC, OpenSSL::PKCS5.pbkdf2_hmac): the same bytes, hex and
// base64 forms and the same names.
package digest

import (
	"crypto/hmac"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"hash"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// Algorithm is a digest algorithm by its Digest class name ("MD5",
// "SHA1", "SHA256", "SHA384", "SHA512").
type Algorithm struct {
	Name      string
	New       func() hash.Hash
	BlockSize int
}

var algorithms = []Algorithm{
	{"MD5", md5.New, md5.BlockSize},
	{"SHA1", sha1.New, sha1.BlockSize},
	{"SHA224", sha256.New224, sha256.BlockSize},
	{"SHA256", sha256.New, sha256.BlockSize},
	{"SHA384", sha512.New384, sha512.BlockSize},
	{"SHA512", sha512.New, sha512.BlockSize},
	{"RMD160", NewRMD160, rmdBlock},
	// OpenSSL::Digest's only
	{"RIPEMD160", NewRMD160, rmdBlock},
	{"SHA512-224", sha512.New512_224, sha512.BlockSize},
	{"SHA512-256", sha512.New512_256, sha512.BlockSize},
	{"SHA3-224", func() hash.Hash { return sha3.New224() }, 144},
	{"SHA3-256", func() hash.Hash { return sha3.New256() }, 136},
	{"SHA3-384", func() hash.Hash { return sha3.New384() }, 104},
	{"SHA3-512", func() hash.Hash { return sha3.New512() }, 72},
}

// Lookup returns the algorithm of a Digest class (Digest::SHA256 is
// "SHA256"); Digest itself has no SHA224 (OpenSSL::Digest has), nor the
// OpenSSL::Digest names after RMD160.
func Lookup(name string) (Algorithm, bool) {
	for _, a := range algorithms {
		if a.Name == name {
			return a, true
		}
	}
	return Algorithm{}, false
}

// SHA2 is Digest::SHA2.new(bitlen): SHA256, SHA384 or SHA512.
func SHA2(bitlen int64) (Algorithm, error) {
	switch bitlen {
	case 256, 384, 512:
		a, _ := Lookup("SHA" + strconv.FormatInt(bitlen, 10))
		return a, nil
	}
	return Algorithm{}, rv.Errorf("ArgumentError", "unsupported bit length: "+strconv.FormatInt(bitlen, 10))
}

// OpenSSL returns the algorithm OpenSSL::Digest.new(name) means: the
// names OpenSSL knows, in any case ("SHA256", "sha256", "SHA-256",
// "sha2-256"...).
func OpenSSL(name string) (Algorithm, error) {
	n := strings.ToUpper(name)
	aliases := map[string]string{
		"MD5": "MD5", "SHA1": "SHA1", "SHA-1": "SHA1", "SHA224": "SHA224", "SHA-224": "SHA224", "SHA2-224": "SHA224",
		"SHA256": "SHA256", "SHA-256": "SHA256", "SHA2-256": "SHA256", "SHA384": "SHA384", "SHA-384": "SHA384",
		"SHA2-384": "SHA384", "SHA512": "SHA512", "SHA-512": "SHA512", "SHA2-512": "SHA512",
		"RIPEMD160": "RIPEMD160", "RIPEMD-160": "RIPEMD160", "RMD160": "RIPEMD160", "SHA512-224": "SHA512-224",
		"SHA2-512/224": "SHA512-224", "SHA512-256": "SHA512-256", "SHA2-512/256": "SHA512-256", "SHA3-224": "SHA3-224",
		"SHA3-256": "SHA3-256", "SHA3-384": "SHA3-384", "SHA3-512": "SHA3-512",
	}
	if canon, ok := aliases[n]; ok {
		a, _ := Lookup(canon)
		return a, nil
	}
	return Algorithm{}, rv.Errorf("RuntimeError", "Unsupported digest algorithm ("+name+").: unknown object name")
}

// Sum is the digest of data (Digest::X.digest).
func (a Algorithm) Sum(data string) string {
	h := a.New()
	h.Write([]byte(data))
	return string(h.Sum(nil))
}

// HexDigest is Digest::X.hexdigest: lower-case hex.
func (a Algorithm) HexDigest(data string) string { return hex.EncodeToString([]byte(a.Sum(data))) }

// Base64Digest is Digest::X.base64digest: strict base64.
func (a Algorithm) Base64Digest(data string) string { return Base64(a.Sum(data)) }

// Instance is a digest object (Digest::X.new, OpenSSL::Digest.new): data
// added with update/<< and read with digest/hexdigest, which do not reset
// it (digest!/hexdigest! do).
type Instance struct {
	Algorithm
	h hash.Hash
}

// NewInstance returns an empty digest object.
func (a Algorithm) NewInstance() *Instance { return &Instance{Algorithm: a, h: a.New()} }

// Update is update / <<.
func (d *Instance) Update(data string) { d.h.Write([]byte(data)) }

// Digest is the digest of what was added so far.
func (d *Instance) Digest() string { return string(d.h.Sum(nil)) }

// HexDigest is hexdigest (and to_s).
func (d *Instance) HexDigest() string { return hex.EncodeToString(d.h.Sum(nil)) }

// Reset is reset.
func (d *Instance) Reset() { d.h.Reset() }

// Size is digest_length (and length, size).
func (d *Instance) Size() int { return d.h.Size() }

// Copy is dup/clone: an independent object with the same data so far.
func (d *Instance) Copy() (*Instance, error) {
	m, ok := d.h.(interface{ MarshalBinary() ([]byte, error) })
	if !ok {
		return nil, rv.Errorf("NotImplementedError", "cannot copy this digest")
	}
	state, err := m.MarshalBinary()
	if err != nil {
		return nil, err
	}
	n := d.Algorithm.NewInstance()
	if u, ok := n.h.(interface{ UnmarshalBinary([]byte) error }); ok {
		if err := u.UnmarshalBinary(state); err != nil {
			return nil, err
		}
	}
	return n, nil
}

// HexEncode is Digest.hexencode.
func HexEncode(s string) string { return hex.EncodeToString([]byte(s)) }

// HMAC is OpenSSL::HMAC.digest(digest, key, data).
func HMAC(a Algorithm, key, data string) string {
	m := hmac.New(a.New, []byte(key))
	m.Write([]byte(data))
	return string(m.Sum(nil))
}

// PBKDF2HMAC is OpenSSL::PKCS5.pbkdf2_hmac(pass, salt, iter, keylen,
// digest) (RFC 8018).
func PBKDF2HMAC(pass, salt string, iter, keyLen int, a Algorithm) (string, error) {
	if iter < 1 {
		return "", rv.Errorf("OpenSSL::KDF::KDFError", "PKCS5_PBKDF2_HMAC: invalid iteration count")
	}
	if keyLen < 0 {
		return "", rv.Errorf("ArgumentError", "negative string size (or size too big)")
	}
	prf := hmac.New(a.New, []byte(pass))
	n := prf.Size()
	out := make([]byte, 0, keyLen+n)
	var buf [4]byte
	for block := uint32(1); len(out) < keyLen; block++ {
		prf.Reset()
		prf.Write([]byte(salt))
		buf[0], buf[1], buf[2], buf[3] = byte(block>>24), byte(block>>16), byte(block>>8), byte(block)
		prf.Write(buf[:])
		u := prf.Sum(nil)
		t := append([]byte(nil), u...)
		for i := 1; i < iter; i++ {
			prf.Reset()
			prf.Write(u)
			u = prf.Sum(u[:0])
			for j := range t {
				t[j] ^= u[j]
			}
		}
		out = append(out, t...)
	}
	return string(out[:keyLen]), nil
}

// Base64 is strict base64, as base64digest writes a digest.
func Base64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
