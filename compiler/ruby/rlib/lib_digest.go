package rlib

import (
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/digest"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

func init() {
	register(ruby.Library{Name: "digest", Autoload: []string{"Digest"}, Setup: setupDigest}, true)
	for _, sub := range []string{"digest/md5", "digest/sha1", "digest/sha2", "digest/sha256", "digest/sha512", "digest/rmd160"} {
		register(ruby.Library{Name: sub, Requires: []string{"digest"}, Setup: func(*ruby.Interp) error { return nil }}, false)
	}
	register(ruby.Library{Name: "openssl", Autoload: []string{"OpenSSL"}, Requires: []string{"digest"}, Setup: setupOpenSSL}, true)
}

// digestOf returns the digest object of self.
func digestOf(in *ruby.Interp, v ruby.Value) (*digest.Instance, error) {
	if o, ok := v.(*ruby.Object); ok {
		if d, ok := o.Data.(*digest.Instance); ok {
			return d, nil
		}
	}
	return nil, in.Raise("TypeError", "not a digest object")
}

// defineDigestMethods gives a digest class its instance methods (the data
// added with update/<<, read with digest/hexdigest/base64digest/to_s) and
// the class methods digest, hexdigest, base64digest of a string.
func defineDigestMethods(cls *ruby.Module, hexEnc rv.Encoding) {
	self := func(c *ruby.Call) (*digest.Instance, error) { return digestOf(c.In, c.Self) }
	cls.DefineMethod("update", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		d.Update(s)
		return c.Self, nil
	})
	cls.Alias("<<", "update")
	// With an argument, digest/hexdigest/base64digest give the digest of
	// that string alone, resetting the object before and after (Ruby's
	// Digest::Instance#digest(str)).
	form := func(name string, f func(d *digest.Instance) (string, rv.Encoding), reset bool) {
		cls.DefineMethod(name, 0, 1, func(c *ruby.Call) (ruby.Value, error) {
			d, err := self(c)
			if err != nil {
				return nil, err
			}
			if len(c.Args) == 1 {
				s, err := str(c.In, c.Args[0])
				if err != nil {
					return nil, err
				}
				d.Reset()
				d.Update(s)
				reset = true
			}
			out, enc := f(d)
			if reset {
				d.Reset()
			}
			return newStr(out, enc), nil
		})
	}
	hex := func(d *digest.Instance) (string, rv.Encoding) { return d.HexDigest(), hexEnc }
	bin := func(d *digest.Instance) (string, rv.Encoding) { return d.Digest(), rv.Binary }
	b64 := func(d *digest.Instance) (string, rv.Encoding) { return digest.Base64(d.Digest()), rv.USASCII }
	form("digest", bin, false)
	form("hexdigest", hex, false)
	form("base64digest", b64, false)
	form("digest!", bin, true)
	form("hexdigest!", hex, true)
	form("to_s", hex, false)
	cls.DefineMethod("reset", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		d.Reset()
		return c.Self, nil
	})
	for _, name := range []string{"digest_length", "length", "size"} {
		cls.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			d, err := self(c)
			if err != nil {
				return nil, err
			}
			return int64(d.Size()), nil
		})
	}
	cls.DefineMethod("block_length", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		return int64(d.BlockSize), nil
	})
	cls.DefineMethod("==", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		if s, ok := c.Args[0].(*ruby.String); ok {
			return d.HexDigest() == s.String(), nil
		}
		o, err := digestOf(c.In, c.Args[0])
		if err != nil {
			return false, nil
		}
		return d.Digest() == o.Digest(), nil
	})
	cls.DefineMethod("initialize_copy", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		src, err := digestOf(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		cp, err := src.Copy()
		if err != nil {
			return nil, raise(c.In, err)
		}
		c.Self.(*ruby.Object).Data = cp
		return c.Self, nil
	})
	cls.DefineMethod("inspect", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d, err := self(c)
		if err != nil {
			return nil, err
		}
		return ruby.NewString("#<" + c.In.ClassOf(c.Self).Name() + ": " + d.HexDigest() + ">"), nil
	})
}

// classDigest defines the class methods Digest::X.digest(s),
// hexdigest(s), base64digest(s): new object, update, read.
func classDigest(cls *ruby.Module, hexEnc rv.Encoding, argc int) {
	for _, name := range []string{"digest", "hexdigest", "base64digest"} {
		cls.DefineSingletonMethod(name, argc, argc, func(c *ruby.Call) (ruby.Value, error) {
			newArgs := c.Args[:argc-1]
			obj, err := c.In.CallMethod(c.Self, "new", newArgs...)
			if err != nil {
				return nil, err
			}
			d, err := digestOf(c.In, obj)
			if err != nil {
				return nil, err
			}
			s, err := str(c.In, c.Args[argc-1])
			if err != nil {
				return nil, err
			}
			d.Update(s)
			switch name {
			case "digest":
				return ruby.NewBinaryString([]byte(d.Digest())), nil
			case "hexdigest":
				return newStr(d.HexDigest(), hexEnc), nil
			}
			return newStr(digest.Base64(d.Digest()), rv.USASCII), nil
		})
	}
}

func setupDigest(in *ruby.Interp) error {
	m := in.DefineModule(nil, "Digest")
	defineDigestFunction(in, m)
	m.DefineSingletonMethod("hexencode", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		return newStr(digest.HexEncode(s), rv.USASCII), nil
	})
	base := in.DefineClass(m, "Class", nil)
	in.DefineClass(m, "Base", base)
	classDigest(base, rv.USASCII, 1)
	defineDigestMethods(base, rv.USASCII)
	defineDigestFile(base)
	for _, name := range []string{"MD5", "SHA1", "SHA256", "SHA384", "SHA512", "RMD160"} {
		algo, _ := digest.Lookup(name)
		cls := in.DefineClass(m, name, base)
		cls.DefineMethod("initialize", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
			d := algo.NewInstance()
			if len(c.Args) == 1 && c.Args[0] != nil {
				s, err := str(c.In, c.Args[0])
				if err != nil {
					return nil, err
				}
				d.Update(s)
			}
			c.Self.(*ruby.Object).Data = d
			return nil, nil
		})
	}
	sha2 := in.DefineClass(m, "SHA2", base)
	sha2.DefineMethod("initialize", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		bits := int64(256)
		if len(c.Args) == 1 {
			n, err := c.In.ExpectInt(c.Args[0])
			if err != nil {
				return nil, err
			}
			bits = n
		}
		algo, err := digest.SHA2(bits)
		if err != nil {
			return nil, raise(c.In, err)
		}
		c.Self.(*ruby.Object).Data = algo.NewInstance()
		return nil, nil
	})
	return nil
}

// algorithmArg is an OpenSSL digest argument: a name or a digest object.
func algorithmArg(in *ruby.Interp, v ruby.Value) (digest.Algorithm, error) {
	if d, err := digestOf(in, v); err == nil {
		return d.Algorithm, nil
	}
	name, err := str(in, v)
	if err != nil {
		return digest.Algorithm{}, err
	}
	a, err := digest.OpenSSL(name)
	if err != nil {
		return digest.Algorithm{}, raise(in, err)
	}
	return a, nil
}

func setupOpenSSL(in *ruby.Interp) error {
	m := in.DefineModule(nil, "OpenSSL")
	if err := defineErrors(in, m, "OpenSSLError", "StandardError"); err != nil {
		return err
	}
	defineOpenSSLUtil(in, m)
	if err := defineOpenSSLBN(in, m); err != nil {
		return err
	}
	base, err := module(in, "Digest::Class")
	if err != nil {
		return err
	}
	d := in.DefineClass(m, "Digest", base)
	defineDigestMethods(d, rv.USASCII)
	classDigest(d, rv.USASCII, 2)
	if err := defineErrors(in, d, "DigestError", "OpenSSL::OpenSSLError"); err != nil {
		return err
	}
	d.DefineMethod("initialize", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		a, err := algorithmArg(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		inst := a.NewInstance()
		if len(c.Args) == 2 && c.Args[1] != nil {
			s, err := str(c.In, c.Args[1])
			if err != nil {
				return nil, err
			}
			inst.Update(s)
		}
		c.Self.(*ruby.Object).Data = inst
		return nil, nil
	})
	d.DefineMethod("name", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		inst, err := digestOf(c.In, c.Self)
		if err != nil {
			return nil, err
		}
		return ruby.NewBinaryString([]byte(inst.Name)), nil
	})
	for _, name := range []string{"MD5", "SHA1", "SHA224", "SHA256", "SHA384", "SHA512"} {
		algo, _ := digest.OpenSSL(name)
		sub := in.DefineClass(d, name, d)
		sub.DefineMethod("initialize", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
			inst := algo.NewInstance()
			if len(c.Args) == 1 && c.Args[0] != nil {
				s, err := str(c.In, c.Args[0])
				if err != nil {
					return nil, err
				}
				inst.Update(s)
			}
			c.Self.(*ruby.Object).Data = inst
			return nil, nil
		})
		classDigest(sub, rv.USASCII, 1)
	}

	hmac := in.DefineClass(m, "HMAC", nil)
	if err := defineErrors(in, m, "HMACError", "OpenSSL::OpenSSLError"); err != nil {
		return err
	}
	for _, name := range []string{"digest", "hexdigest", "base64digest"} {
		hmac.DefineSingletonMethod(name, 3, 3, func(c *ruby.Call) (ruby.Value, error) {
			a, err := algorithmArg(c.In, c.Args[0])
			if err != nil {
				return nil, err
			}
			key, err := str(c.In, c.Args[1])
			if err != nil {
				return nil, err
			}
			data, err := str(c.In, c.Args[2])
			if err != nil {
				return nil, err
			}
			sum := digest.HMAC(a, key, data)
			switch name {
			case "digest":
				return ruby.NewBinaryString([]byte(sum)), nil
			case "hexdigest":
				return ruby.NewBinaryString([]byte(digest.HexEncode(sum))), nil
			}
			return newStr(digest.Base64(sum), rv.USASCII), nil
		})
	}

	defineHMACObject(hmac)

	pbkdf2 := func(c *ruby.Call, pass, salt, iter, keylen, dig ruby.Value) (ruby.Value, error) {
		p, err := str(c.In, pass)
		if err != nil {
			return nil, err
		}
		s, err := str(c.In, salt)
		if err != nil {
			return nil, err
		}
		n, err := c.In.ExpectInt(iter)
		if err != nil {
			return nil, err
		}
		l, err := c.In.ExpectInt(keylen)
		if err != nil {
			return nil, err
		}
		a, err := algorithmArg(c.In, dig)
		if err != nil {
			return nil, err
		}
		out, err := digest.PBKDF2HMAC(p, s, int(n), int(l), a)
		if err != nil {
			return nil, raise(c.In, err)
		}
		return ruby.NewBinaryString([]byte(out)), nil
	}
	pkcs5 := in.DefineModule(m, "PKCS5")
	pkcs5.DefineSingletonMethod("pbkdf2_hmac", 5, 5, func(c *ruby.Call) (ruby.Value, error) {
		return pbkdf2(c, c.Args[0], c.Args[1], c.Args[2], c.Args[3], c.Args[4])
	})
	pkcs5.DefineSingletonMethod("pbkdf2_hmac_sha1", 4, 4, func(c *ruby.Call) (ruby.Value, error) {
		return pbkdf2(c, c.Args[0], c.Args[1], c.Args[2], c.Args[3], ruby.NewString("SHA1"))
	})
	kdf := in.DefineModule(m, "KDF")
	if err := defineErrors(in, kdf, "KDFError", "OpenSSL::OpenSSLError"); err != nil {
		return err
	}
	kdf.DefineSingletonMethodKw("pbkdf2_hmac", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		get := func(k string) ruby.Value {
			if c.Kw == nil {
				return nil
			}
			v, _ := c.Kw.Get(ruby.Symbol(k))
			return v
		}
		for _, k := range []string{"salt", "iterations", "length", "hash"} {
			if get(k) == nil {
				return nil, c.In.Raise("ArgumentError", "missing keyword: :"+k)
			}
		}
		return pbkdf2(c, c.Args[0], get("salt"), get("iterations"), get("length"), get("hash"))
	})

	// What modules name but Punch cannot do at compile time: the classes
	// exist (rescue clauses name their errors), using them is reported.
	x509 := in.DefineModule(m, "X509")
	pkey := in.DefineModule(m, "PKey")
	ssl := in.DefineModule(m, "SSL")
	ssl.SetConst("VERIFY_NONE", int64(0))
	ssl.SetConst("VERIFY_PEER", int64(1))
	if err := defineErrors(in, x509, "CertificateError", "OpenSSL::OpenSSLError", "RequestError", "OpenSSL::OpenSSLError"); err != nil {
		return err
	}
	if err := defineErrors(in, pkey, "PKeyError", "OpenSSL::OpenSSLError"); err != nil {
		return err
	}
	if err := defineErrors(in, pkey, "RSAError", "OpenSSL::PKey::PKeyError", "DSAError", "OpenSSL::PKey::PKeyError", "ECError", "OpenSSL::PKey::PKeyError"); err != nil {
		return err
	}
	if err := defineErrors(in, ssl, "SSLError", "OpenSSL::OpenSSLError"); err != nil {
		return err
	}
	unsupported := func(under *ruby.Module, name string) {
		cls := in.DefineClass(under, name, nil)
		full := strings.TrimPrefix(under.Name()+"::"+name, "::")
		cls.DefineMethod("initialize", 0, -1, func(c *ruby.Call) (ruby.Value, error) {
			return nil, c.In.Unsupported(full + " (certificates, keys and ciphers are not available in Punch's Ruby runtime)")
		})
	}
	unsupported(x509, "Certificate")
	unsupported(x509, "Request")
	unsupported(x509, "Store")
	unsupported(pkey, "RSA")
	unsupported(pkey, "DSA")
	unsupported(pkey, "EC")
	unsupported(m, "Cipher")
	return nil
}

// hmacState is an OpenSSL::HMAC object: the data fed so far is kept (not
// a running hash) so that dup/clone copy it exactly; module code feeds a
// few short strings (postgresql's scram-sha-256 password).
type hmacState struct {
	algo digest.Algorithm
	key  string
	data []byte
}

func hmacOf(in *ruby.Interp, v ruby.Value) (*hmacState, error) {
	if o, ok := v.(*ruby.Object); ok {
		if st, ok := o.Data.(*hmacState); ok {
			return st, nil
		}
	}
	return nil, in.Raise("TypeError", "wrong argument type "+in.ClassOf(v).Name()+" (expected OpenSSL/HMAC)")
}

// defineHMACObject gives OpenSSL::HMAC its instances: new(key, digest),
// update/<<, digest, hexdigest, base64digest, to_s/inspect, reset, ==.
func defineHMACObject(hmac *ruby.Module) {
	hmac.DefineMethod("initialize", 2, 2, func(c *ruby.Call) (ruby.Value, error) {
		key, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		a, err := algorithmArg(c.In, c.Args[1])
		if err != nil {
			return nil, err
		}
		c.Self.(*ruby.Object).Data = &hmacState{algo: a, key: key}
		return nil, nil
	})
	hmac.DefineMethod("initialize_copy", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		src, err := hmacOf(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		c.Self.(*ruby.Object).Data = &hmacState{algo: src.algo, key: src.key, data: append([]byte(nil), src.data...)}
		return c.Self, nil
	})
	update := func(c *ruby.Call) (ruby.Value, error) {
		st, err := hmacOf(c.In, c.Self)
		if err != nil {
			return nil, err
		}
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		st.data = append(st.data, s...)
		return c.Self, nil
	}
	hmac.DefineMethod("update", 1, 1, update)
	hmac.DefineMethod("<<", 1, 1, update)
	hmac.DefineMethod("reset", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		st, err := hmacOf(c.In, c.Self)
		if err != nil {
			return nil, err
		}
		st.data = st.data[:0]
		return c.Self, nil
	})
	sum := func(c *ruby.Call) (string, error) {
		st, err := hmacOf(c.In, c.Self)
		if err != nil {
			return "", err
		}
		return digest.HMAC(st.algo, st.key, string(st.data)), nil
	}
	hmac.DefineMethod("digest", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		s, err := sum(c)
		if err != nil {
			return nil, err
		}
		return ruby.NewBinaryString([]byte(s)), nil
	})
	for _, name := range []string{"hexdigest", "to_s", "inspect"} {
		hmac.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			s, err := sum(c)
			if err != nil {
				return nil, err
			}
			return ruby.NewBinaryString([]byte(digest.HexEncode(s))), nil
		})
	}
	hmac.DefineMethod("base64digest", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		s, err := sum(c)
		if err != nil {
			return nil, err
		}
		return newStr(digest.Base64(s), rv.USASCII), nil
	})
	hmac.DefineMethod("==", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		o, err := hmacOf(c.In, c.Args[0])
		if err != nil {
			return false, nil
		}
		s, err := sum(c)
		if err != nil {
			return nil, err
		}
		return s == digest.HMAC(o.algo, o.key, string(o.data)), nil
	})
}
