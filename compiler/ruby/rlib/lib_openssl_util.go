package rlib

import (
	"crypto/sha256"
	"crypto/subtle"

	"github.com/punch-dev/punch/compiler/ruby"
)

// OpenSSL's comparisons of secrets: OpenSSL.fixed_length_secure_compare
// (ArgumentError for inputs of different lengths) and
// OpenSSL.secure_compare (which compares their SHA-256 digests first, so
// any lengths compare).
func defineOpenSSLUtil(m *ruby.Module) {
	two := func(c *ruby.Call) (string, string, error) {
		a, err := str(c.In, c.Args[0])
		if err != nil {
			return "", "", err
		}
		b, err := str(c.In, c.Args[1])
		return a, b, err
	}
	m.DefineSingletonMethod("fixed_length_secure_compare", 2, 2, func(c *ruby.Call) (ruby.Value, error) {
		a, b, err := two(c)
		if err != nil {
			return nil, err
		}
		if len(a) != len(b) {
			return nil, c.In.Raise("ArgumentError", "inputs must be of equal length")
		}
		return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1, nil
	})
	m.DefineSingletonMethod("secure_compare", 2, 2, func(c *ruby.Call) (ruby.Value, error) {
		a, b, err := two(c)
		if err != nil {
			return nil, err
		}
		ha, hb := sha256.Sum256([]byte(a)), sha256.Sum256([]byte(b))
		return subtle.ConstantTimeCompare(ha[:], hb[:]) == 1 && a == b, nil
	})
}
