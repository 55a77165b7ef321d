package rlib

import (
	_ "embed"
	"math/big"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/base64"
	"github.com/punch-dev/punch/compiler/ruby/rlib/cgi"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/ruby/rlib/securerandom"
	"github.com/punch-dev/punch/compiler/ruby/rlib/shellwords"
	"github.com/punch-dev/punch/compiler/ruby/rlib/stringio"
	"github.com/punch-dev/punch/compiler/util/erbscan"
)

func init() {
	register(ruby.Library{Name: "base64", Autoload: []string{"Base64"}, Setup: setupBase64}, true)
	// Puppet has not loaded shellwords: module code requires it.
	register(ruby.Library{Name: "shellwords", Setup: setupShellwords}, false)
	register(ruby.Library{Name: "cgi", Autoload: []string{"CGI"}, Setup: setupCGI}, true)
	register(ruby.Library{Name: "cgi/util", Requires: []string{"cgi"}, Setup: func(*ruby.Interp) error { return nil }}, false)
	register(ruby.Library{Name: "erb", Autoload: []string{"ERB"}, Requires: []string{"cgi"}, Setup: setupERBUtil}, true)
	register(ruby.Library{Name: "securerandom", Autoload: []string{"SecureRandom"}, Setup: setupSecureRandom}, true)
	register(ruby.Library{Name: "stringio", Autoload: []string{"StringIO"}, Setup: stringio.Setup}, true)
}

// stringFunction defines a module function taking one String and
// returning one String of encoding enc (the input's when keep).
func stringFunction(m *ruby.Module, name string, f func(s string) (string, error), enc rv.Encoding, keep bool) {
	m.DefineSingletonMethod(name, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		s, err := c.In.ExpectString(c.Args[0])
		if err != nil {
			return nil, err
		}
		out, err := f(s.String())
		if err != nil {
			return nil, raise(c.In, err)
		}
		if keep {
			return ruby.NewStringEnc(out, s.Encoding()), nil
		}
		return newStr(out, enc), nil
	})
}

func plain(f func(string) string) func(string) (string, error) {
	return func(s string) (string, error) { return f(s), nil }
}

func setupBase64(in *ruby.Interp) error {
	m := in.DefineModule(nil, "Base64")
	stringFunction(m, "encode64", plain(base64.Encode64), rv.USASCII, false)
	stringFunction(m, "strict_encode64", plain(base64.StrictEncode64), rv.USASCII, false)
	stringFunction(m, "decode64", plain(base64.Decode64), rv.Binary, false)
	stringFunction(m, "strict_decode64", base64.StrictDecode64, rv.Binary, false)
	stringFunction(m, "urlsafe_decode64", base64.URLSafeDecode64, rv.Binary, false)
	m.DefineSingletonMethodKw("urlsafe_encode64", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		padding := true
		if c.Kw != nil {
			if v, ok := c.Kw.Get(ruby.Symbol("padding")); ok {
				padding = ruby.Truthy(v)
			}
		}
		return newStr(base64.URLSafeEncode64(s, padding), rv.USASCII), nil
	})
	return nil
}

func setupShellwords(in *ruby.Interp) error {
	m := in.DefineModule(nil, "Shellwords")
	escape := func(c *ruby.Call, v ruby.Value) (ruby.Value, error) {
		s, err := c.In.ToS(v)
		if err != nil {
			return nil, err
		}
		return ruby.NewString(shellwords.Escape(s)), nil
	}
	split := func(c *ruby.Call, v ruby.Value) (ruby.Value, error) {
		s, err := rstr(c.In, v)
		if err != nil {
			return nil, err
		}
		words, err := shellwords.Split(s)
		if err != nil {
			return nil, raise(c.In, err)
		}
		out := ruby.NewArray(make([]ruby.Value, 0, len(words)))
		for _, w := range words {
			out.Append(newStr(w.S, w.Enc))
		}
		return out, nil
	}
	join := func(c *ruby.Call, v ruby.Value) (ruby.Value, error) {
		a, ok := v.(*ruby.Array)
		if !ok {
			return nil, c.In.Raise("NoMethodError", "undefined method `map' for "+c.In.ClassOf(v).Name())
		}
		words := make([]string, a.Len())
		for i, e := range a.Elems() {
			s, err := c.In.ToS(e)
			if err != nil {
				return nil, err
			}
			words[i] = s
		}
		if len(words) == 0 {
			return ruby.NewStringEnc("", ruby.USASCII), nil
		}
		return ruby.NewString(shellwords.Join(words)), nil
	}
	for _, n := range []string{"shellescape", "escape"} {
		m.DefineSingletonMethod(n, 1, 1, func(c *ruby.Call) (ruby.Value, error) { return escape(c, c.Args[0]) })
	}
	for _, n := range []string{"shellsplit", "shellwords", "split"} {
		m.DefineSingletonMethod(n, 1, 1, func(c *ruby.Call) (ruby.Value, error) { return split(c, c.Args[0]) })
	}
	for _, n := range []string{"shelljoin", "join"} {
		m.DefineSingletonMethod(n, 1, 1, func(c *ruby.Call) (ruby.Value, error) { return join(c, c.Args[0]) })
	}
	strCls, err := module(in, "String")
	if err != nil {
		return err
	}
	strCls.DefineMethod("shellescape", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return escape(c, c.Self) })
	strCls.DefineMethod("shellsplit", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return split(c, c.Self) })
	arrCls, err := module(in, "Array")
	if err != nil {
		return err
	}
	arrCls.DefineMethod("shelljoin", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return join(c, c.Self) })
	return nil
}

func setupCGI(in *ruby.Interp) error {
	m := in.DefineClass(nil, "CGI", nil)
	stringFunction(m, "escape", plain(cgi.Escape), rv.UTF8, true)
	stringFunction(m, "escapeHTML", plain(cgi.EscapeHTML), rv.UTF8, true)
	stringFunction(m, "escape_html", plain(cgi.EscapeHTML), rv.UTF8, true)
	stringFunction(m, "h", plain(cgi.EscapeHTML), rv.UTF8, true)
	stringFunction(m, "unescapeHTML", plain(cgi.UnescapeHTML), rv.UTF8, true)
	stringFunction(m, "unescape_html", plain(cgi.UnescapeHTML), rv.UTF8, true)
	// unescape answers in CGI's accept charset, UTF-8.
	stringFunction(m, "unescape", plain(cgi.Unescape), rv.UTF8, false)
	// cgi 0.3 (Ruby 3.1): a space is %20 and a '+' stays '+'
	stringFunction(m, "escapeURIComponent", plain(cgi.URLEncode), rv.UTF8, true)
	stringFunction(m, "unescapeURIComponent", plain(cgi.UnescapeURIComponent), rv.UTF8, false)
	return nil
}

// setupERBUtil defines ERB::Util (templates' and functions' url_encode
// and html_escape). ERB itself, the template engine, is compiler/ruby's.
// erbSource is ERB itself (erb.rb, written for rlib): loaded at the first
// ERB.new of an Interp, so that the Interps that never make one (most)
// do not pay for it; ERB::Util is Go and preloaded.
//
//go:embed erb.rb
var erbSource string

var erbSetup = rubySource("erb.rb", erbSource)

type erbLoaded struct{}

func setupERBUtil(in *ruby.Interp) error {
	erb := in.DefineClass(nil, "ERB", nil)
	erb.DefineSingletonMethodKw("new", 0, -1, func(c *ruby.Call) (ruby.Value, error) {
		if c.In.HostData(erbLoaded{}) == nil {
			c.In.SetHostData(erbLoaded{}, true)
			if err := erbSetup(c.In); err != nil {
				return nil, err
			}
		}
		obj, err := c.In.CallMethod(c.Self, "allocate")
		if err != nil {
			return nil, err
		}
		if _, err := c.In.CallMethodKw(obj, "initialize", c.Args, c.Kw, c.Block); err != nil {
			return nil, err
		}
		return obj, nil
	})
	// ERB#initialize's program: compiler/util/erbscan, which compiles
	// Puppet's templates too (args: the template, the trim mode String,
	// the output variable)
	erb.DefinePrivateMethod("__punch_compile", 3, 3, func(c *ruby.Call) (ruby.Value, error) {
		var arg [3]*ruby.String
		for i := range arg {
			s, err := c.In.ExpectString(c.Args[i])
			if err != nil {
				return nil, err
			}
			arg[i] = s
		}
		prog := erbscan.Compile(arg[0].String(), erbscan.ParseTrim(arg[1].String()), arg[2].String())
		return ruby.NewStringEnc(prog.Ruby, arg[0].Encoding()), nil
	})
	u := in.DefineModule(erb, "Util")
	// url_encode works on s.to_s.b: a binary String.
	urlEncode := func(c *ruby.Call) (ruby.Value, error) {
		s, err := c.In.ToS(c.Args[0])
		if err != nil {
			return nil, err
		}
		return ruby.NewBinaryString([]byte(cgi.URLEncode(s))), nil
	}
	htmlEscape := func(c *ruby.Call) (ruby.Value, error) {
		s, err := c.In.ToS(c.Args[0])
		if err != nil {
			return nil, err
		}
		return ruby.NewString(cgi.EscapeHTML(s)), nil
	}
	for _, n := range []string{"url_encode", "u"} {
		u.DefineModuleFunction(n, 1, 1, urlEncode)
	}
	for _, n := range []string{"html_escape", "h"} {
		u.DefineModuleFunction(n, 1, 1, htmlEscape)
	}
	return nil
}

func setupSecureRandom(in *ruby.Interp) error {
	m := in.DefineModule(nil, "SecureRandom")
	size := func(c *ruby.Call) (int, error) {
		if len(c.Args) == 0 || c.Args[0] == nil {
			return 16, nil
		}
		n, err := c.In.ExpectInt(c.Args[0])
		return int(n), err
	}
	text := func(name string, f func(int) (string, error), enc rv.Encoding) {
		m.DefineSingletonMethod(name, 0, 1, func(c *ruby.Call) (ruby.Value, error) {
			n, err := size(c)
			if err != nil {
				return nil, err
			}
			s, err := f(n)
			if err != nil {
				return nil, raise(c.In, err)
			}
			return newStr(s, enc), nil
		})
	}
	text("hex", securerandom.Hex, rv.USASCII)
	text("base64", securerandom.Base64, rv.USASCII)
	text("random_bytes", securerandom.RandomBytes, rv.Binary)
	text("bytes", securerandom.RandomBytes, rv.Binary)
	m.DefineSingletonMethod("alphanumeric", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		n, err := size(c)
		if err != nil {
			return nil, err
		}
		s, err := securerandom.Alphanumeric(n)
		if err != nil {
			return nil, raise(c.In, err)
		}
		return ruby.NewStringEnc(s, ruby.USASCII), nil
	})
	m.DefineSingletonMethod("urlsafe_base64", 0, 2, func(c *ruby.Call) (ruby.Value, error) {
		n, err := size(c)
		if err != nil {
			return nil, err
		}
		s, err := securerandom.URLSafeBase64(n, len(c.Args) > 1 && ruby.Truthy(c.Args[1]))
		if err != nil {
			return nil, raise(c.In, err)
		}
		return ruby.NewStringEnc(s, ruby.USASCII), nil
	})
	m.DefineSingletonMethod("uuid", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		s, err := securerandom.UUID()
		if err != nil {
			return nil, raise(c.In, err)
		}
		return ruby.NewStringEnc(s, ruby.USASCII), nil
	})
	m.DefineSingletonMethod("random_number", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) == 0 || c.Args[0] == nil {
			f, err := securerandom.RandomFloat()
			if err != nil {
				return nil, raise(c.In, err)
			}
			return f, nil
		}
		switch x := c.Args[0].(type) {
		case int64:
			if x <= 0 {
				f, err := securerandom.RandomFloat()
				if err != nil {
					return nil, raise(c.In, err)
				}
				return f, nil
			}
			n, err := securerandom.RandomInt(big.NewInt(x))
			if err != nil {
				return nil, raise(c.In, err)
			}
			return rv.Int(n), nil
		case *big.Int:
			n, err := securerandom.RandomInt(x)
			if err != nil {
				return nil, raise(c.In, err)
			}
			return rv.Int(n), nil
		case float64:
			f, err := securerandom.RandomFloat()
			if err != nil {
				return nil, raise(c.In, err)
			}
			return f * x, nil
		}
		return nil, c.In.Raise("ArgumentError", "invalid argument - "+c.In.ClassOf(c.Args[0]).Name())
	})
	return nil
}
