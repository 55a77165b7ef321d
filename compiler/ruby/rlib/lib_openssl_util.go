package rlib

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"

	"github.com/punch-dev/punch/compiler/ruby"
)

// OpenSSL's comparisons of secrets: OpenSSL.fixed_length_secure_compare
// (ArgumentError for inputs of different lengths) and
// OpenSSL.secure_compare (which compares their SHA-256 digests first, so
// any lengths compare); OpenSSL::Random.random_bytes; the version
// constants of Puppet's Ruby (Debian 12's openssl gem 3.0.1 over OpenSSL 3,
// recorded from it).
func defineOpenSSLUtil(in *ruby.Interp, m *ruby.Module) {
	m.SetConst("VERSION", ruby.NewString("3.0.1"))
	m.SetConst("OPENSSL_VERSION", ruby.NewString("OpenSSL 3.0.22 25 Aug 2026"))
	m.SetConst("OPENSSL_LIBRARY_VERSION", ruby.NewString("OpenSSL 3.0.19 27 Jan 2026"))
	random := in.DefineModule(m, "Random")
	random.DefineSingletonMethod("random_bytes", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		n, err := c.In.ExpectInt(c.Args[0])
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, c.In.Raise("ArgumentError", "negative string size (or size too big)")
		}
		if n > 64<<20 {
			return nil, c.In.LimitError("OpenSSL::Random.random_bytes: more than 64 MiB")
		}
		b := make([]byte, n)
		if _, err := rand.Read(b); err != nil {
			return nil, err
		}
		return ruby.NewBinaryString(b), nil
	})
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

// defineDigestFile adds Digest::Class.file(path) and #file(path): the
// digest of a file's bytes (read as File.binread reads, within Punch's
// bounds).
func defineDigestFile(base *ruby.Module) {
	base.DefineMethod("file", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		file, err := c.In.Const("File")
		if err != nil {
			return nil, err
		}
		data, err := c.In.CallMethod(file, "binread", c.Args[0])
		if err != nil {
			return nil, err
		}
		if _, err := c.In.CallMethod(c.Self, "update", data); err != nil {
			return nil, err
		}
		return c.Self, nil
	})
	base.DefineSingletonMethod("file", 1, -1, func(c *ruby.Call) (ruby.Value, error) {
		d, err := c.In.CallMethod(c.Self, "new", c.Args[1:]...)
		if err != nil {
			return nil, err
		}
		return c.In.CallMethod(d, "file", c.Args[0])
	})
}
