package rlib

import (
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/ruby/rlib/uri"
)

func init() {
	register(ruby.Library{Name: "uri", Autoload: []string{"URI"}, Setup: setupURI}, true)
	for _, sub := range []string{"uri/generic", "uri/http", "uri/https", "uri/ftp", "uri/file", "uri/ldap", "uri/ldaps", "uri/mailto", "uri/ws"} {
		register(ruby.Library{Name: sub, Requires: []string{"uri"}, Setup: func(*ruby.Interp) error { return nil }}, false)
	}
}

// The instance variables of a URI object, in the order Ruby's
// Generic#initialize sets them.
var uriIvars = []string{"@scheme", "@user", "@password", "@host", "@port", "@path", "@query", "@opaque", "@fragment", "@parser"}

func ivarText(o *ruby.Object, name string) *string {
	if s, ok := o.Ivar(name).(*ruby.String); ok {
		t := s.String()
		return &t
	}
	return nil
}

// uriState reads a URI object's instance variables.
func uriState(in *ruby.Interp, v ruby.Value) (*ruby.Object, *uri.URI, error) {
	o, ok := v.(*ruby.Object)
	if !ok {
		return nil, nil, in.Raise("TypeError", "not a URI")
	}
	u := &uri.URI{Class: baseURIClassOf(in, in.ClassOf(o)), Scheme: ivarText(o, "@scheme"), User: ivarText(o, "@user"),
		Password: ivarText(o, "@password"), Host: ivarText(o, "@host"), Path: ivarText(o, "@path"), Query: ivarText(o, "@query"),
		Opaque: ivarText(o, "@opaque"), Fragment: ivarText(o, "@fragment"), Typecode: ivarText(o, "@typecode")}
	u.Port = rv.BigInt(o.Ivar("@port"))
	return o, u, nil
}

func storeURI(o *ruby.Object, u *uri.URI) {
	text := func(s *string, enc ruby.Encoding) ruby.Value {
		if s == nil {
			return nil
		}
		return ruby.NewStringEnc(*s, enc)
	}
	o.SetIvar("@scheme", text(u.Scheme, ruby.UTF8))
	o.SetIvar("@user", text(u.User, ruby.UTF8))
	o.SetIvar("@password", text(u.Password, ruby.UTF8))
	o.SetIvar("@host", text(u.Host, ruby.UTF8))
	if u.Port != nil {
		o.SetIvar("@port", rv.Int(u.Port))
	} else {
		o.SetIvar("@port", nil)
	}
	o.SetIvar("@path", text(u.Path, ruby.UTF8))
	o.SetIvar("@query", text(u.Query, ruby.USASCII))
	o.SetIvar("@opaque", text(u.Opaque, ruby.UTF8))
	o.SetIvar("@fragment", text(u.Fragment, ruby.USASCII))
	o.SetIvar("@parser", nil)
	if u.Class == "URI::FTP" {
		o.SetIvar("@typecode", text(u.Typecode, ruby.UTF8))
	}
}

// newURI makes an object of u's class.
func newURI(in *ruby.Interp, u *uri.URI) (ruby.Value, error) {
	cls, err := module(in, u.Class)
	if err != nil {
		return nil, err
	}
	o := in.NewObject(cls)
	storeURI(o, u)
	return o, nil
}

// uriComponents reads build's argument: a Hash of components (Symbol
// keys) or an Array of them in Generic::COMPONENT's order.
func uriComponents(in *ruby.Interp, v ruby.Value, class string) ([]rv.Value, error) {
	x, err := newToRV(in).value(v, 0)
	if err != nil {
		return nil, err
	}
	comps := make([]rv.Value, len(uri.Components))
	switch a := x.(type) {
	case *rv.Array:
		if len(a.Elems) != len(uri.Components) {
			return nil, in.Raise("ArgumentError", "expected Array of or Hash of components of "+class)
		}
		copy(comps, a.Elems)
	case *rv.Hash:
		for i, name := range uri.Components {
			comps[i], _ = a.Get(rv.Symbol(name))
		}
	default:
		return nil, in.Raise("ArgumentError", "expected Array of or Hash of components of "+class)
	}
	return comps, nil
}

func setupURI(in *ruby.Interp) error {
	m := in.DefineModule(nil, "URI")
	if err := defineErrors(in, m, "Error", "StandardError"); err != nil {
		return err
	}
	if err := defineErrors(in, m, "InvalidURIError", "URI::Error", "InvalidComponentError", "URI::Error", "BadURIError", "URI::Error"); err != nil {
		return err
	}
	generic := in.DefineClass(m, "Generic", nil)
	// URI::Generic includes URI (uri/generic.rb): a parsed URI is_a?(URI)
	// and its class finds URI's constants
	generic.Include(m)
	generic.SetConst("COMPONENT", symbols(uri.Components...))
	http := in.DefineClass(m, "HTTP", generic)
	in.DefineClass(m, "HTTPS", http)
	in.DefineClass(m, "FTP", generic)
	in.DefineClass(m, "File", generic)
	ldap := in.DefineClass(m, "LDAP", generic)
	in.DefineClass(m, "LDAPS", ldap)
	in.DefineClass(m, "MailTo", generic)
	in.DefineClass(m, "WS", generic)

	parse := func(c *ruby.Call, v ruby.Value) (ruby.Value, error) {
		if o, ok := v.(*ruby.Object); ok && c.In.IsA(o, "URI::Generic") {
			return o, nil
		}
		s, ok := v.(*ruby.String)
		if !ok {
			return nil, c.In.Raise("URI::InvalidURIError", "bad URI(is not URI?): "+inspect(c.In, v))
		}
		u, err := uri.Parse(s.String())
		if err != nil {
			return nil, raise(c.In, err)
		}
		return newURI(c.In, u)
	}
	m.DefineSingletonMethod("parse", 1, 1, func(c *ruby.Call) (ruby.Value, error) { return parse(c, c.Args[0]) })
	in.Object().DefinePrivateMethod("URI", 1, 1, func(c *ruby.Call) (ruby.Value, error) { return parse(c, c.Args[0]) })
	m.DefineSingletonMethod("encode_www_form_component", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		s, err := c.In.ToS(c.Args[0])
		if err != nil {
			return nil, err
		}
		return ruby.NewStringEnc(uri.EncodeWWWFormComponent(s), ruby.USASCII), nil
	})
	m.DefineSingletonMethod("decode_www_form_component", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		out, err := uri.DecodeWWWFormComponent(s)
		if err != nil {
			return nil, raise(c.In, err)
		}
		return ruby.NewString(out), nil
	})
	m.DefineSingletonMethod("encode_www_form", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		var keys []string
		var vals []any
		add := func(k, v ruby.Value) error {
			ks, err := c.In.ToS(k)
			if err != nil {
				return err
			}
			keys = append(keys, ks)
			switch x := v.(type) {
			case nil:
				vals = append(vals, nil)
			case *ruby.Array:
				var list []*string
				for _, e := range x.Elems() {
					if e == nil {
						list = append(list, nil)
						continue
					}
					s, err := c.In.ToS(e)
					if err != nil {
						return err
					}
					list = append(list, &s)
				}
				vals = append(vals, list)
			default:
				s, err := c.In.ToS(v)
				if err != nil {
					return err
				}
				vals = append(vals, s)
			}
			return nil
		}
		var err error
		switch x := c.Args[0].(type) {
		case *ruby.Hash:
			x.Each(func(k, v ruby.Value) bool { err = add(k, v); return err == nil })
		case *ruby.Array:
			for _, p := range x.Elems() {
				pair, ok := p.(*ruby.Array)
				if !ok || pair.Len() == 0 {
					return nil, c.In.Raise("TypeError", "no implicit conversion into Array")
				}
				var v ruby.Value
				if pair.Len() > 1 {
					v = pair.At(1)
				}
				if err = add(pair.At(0), v); err != nil {
					break
				}
			}
		default:
			return nil, c.In.Raise("NoMethodError", "undefined method `map' for "+c.In.ClassOf(x).Name())
		}
		if err != nil {
			return nil, err
		}
		return ruby.NewStringEnc(uri.EncodeWWWForm(keys, vals), ruby.USASCII), nil
	})
	// convert_to_uri: a URI object as it is, a String parsed.
	toURI := func(c *ruby.Call, v ruby.Value) (ruby.Value, *uri.URI, error) {
		o, ok := v.(*ruby.Object)
		if !ok || !c.In.IsA(o, "URI::Generic") {
			if _, ok := v.(*ruby.String); !ok {
				return nil, nil, c.In.Raise("ArgumentError", "bad argument (expected URI object or URI string)")
			}
			pv, err := parse(c, v)
			if err != nil {
				return nil, nil, err
			}
			o = pv.(*ruby.Object)
		}
		_, u, err := uriState(c.In, o)
		return o, u, err
	}
	// merge is Generic#merge: the result is a new object of the base's
	// class, or the reference itself when it is absolute.
	merge := func(c *ruby.Call, base ruby.Value, ref ruby.Value) (ruby.Value, error) {
		_, b, err := toURI(c, base)
		if err != nil {
			return nil, err
		}
		ro, r, err := toURI(c, ref)
		if err != nil {
			return nil, err
		}
		res, same, err := b.Merge(r)
		if err != nil {
			return nil, raise(c.In, err)
		}
		if same {
			return ro, nil
		}
		if b.Class == "URI::FTP" && !sameFTPComponents(b, res) {
			// FTP#merge: when the result differs from the base in FTP's
			// COMPONENT (the fragment is not one), tmp.set_typecode(oth.typecode)
			// on the argument as given, which only an FTP URI answers.
			if rc, ok := ref.(*ruby.Object); !ok || baseURIClassOf(c.In, c.In.ClassOf(rc)) != "URI::FTP" {
				return nil, c.In.Raise("NoMethodError", "undefined method `typecode' for "+inspect(c.In, ref)+":"+c.In.ClassOf(ref).Name())
			}
			res.Typecode = r.Typecode
		}
		o := c.In.NewObject(c.In.ClassOf(base))
		storeURI(o, res)
		return o, nil
	}
	m.DefineSingletonMethod("join", 0, -1, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) == 0 {
			return nil, c.In.Raise("ArgumentError", "bad argument (expected URI object or URI string)")
		}
		acc, _, err := toURI(c, c.Args[0])
		if err != nil {
			return nil, err
		}
		for _, ref := range c.Args[1:] {
			if acc, err = merge(c, acc, ref); err != nil {
				return nil, err
			}
		}
		return acc, nil
	})
	// URI.regexp(schemes) is DEFAULT_PARSER.make_regexp (its obsolete
	// warning only under $VERBOSE)
	m.DefineSingletonMethod("regexp", 0, 1, makeRegexp)
	m.DefineSingletonMethod("split", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		parts, err := uri.Split(s)
		if err != nil {
			return nil, raise(c.In, err)
		}
		out := make([]ruby.Value, len(parts))
		for i, p := range parts {
			if p != nil {
				out[i] = ruby.NewString(*p)
			}
		}
		return ruby.NewArray(out), nil
	})
	m.DefineSingletonMethodKw("decode_www_form", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) > 1 || (c.Kw != nil && c.Kw.Len() > 0) {
			return nil, c.In.Unsupported("URI.decode_www_form with an encoding or options")
		}
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		pairs, err := uri.DecodeWWWForm(s)
		if err != nil {
			return nil, raise(c.In, err)
		}
		out := make([]ruby.Value, len(pairs))
		for i, p := range pairs {
			out[i] = ruby.NewArray([]ruby.Value{ruby.NewString(p[0]), ruby.NewString(p[1])})
		}
		return ruby.NewArray(out), nil
	})

	// URI::DEFAULT_PARSER (RFC 2396's escape/unescape) and the parsers.
	parserCls := in.DefineClass(m, "RFC2396_Parser", nil)
	m.SetConst("Parser", parserCls)
	parserCls.DefineMethod("escape", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) > 1 {
			return nil, c.In.Unsupported("URI::DEFAULT_PARSER.escape with an unsafe pattern")
		}
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		return ruby.NewStringEnc(uri.Escape(s), ruby.USASCII), nil
	})
	parserCls.DefineMethod("unescape", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		s, err := c.In.ExpectString(c.Args[0])
		if err != nil {
			return nil, err
		}
		enc := s.Encoding()
		if enc == ruby.USASCII {
			enc = ruby.UTF8
		}
		return ruby.NewStringEnc(uri.Unescape(s.String()), enc), nil
	})
	parserCls.DefineMethod("parse", 1, 1, func(c *ruby.Call) (ruby.Value, error) { return parse(c, c.Args[0]) })
	parserCls.DefineMethod("make_regexp", 0, 1, makeRegexp)
	m.SetConst("DEFAULT_PARSER", in.NewObject(parserCls))
	m.SetConst("RFC3986_PARSER", in.NewObject(parserCls))

	// build, new and the accessors.
	generic.DefineSingletonMethod("build", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		class := baseURIClassOf(c.In, c.Self.(*ruby.Module))
		comps, err := uriComponents(c.In, c.Args[0], c.Self.(*ruby.Module).Name())
		if err != nil {
			return nil, err
		}
		if class != "URI::Generic" {
			comps[0] = rv.Str(lowerClassName(class))
		}
		u, err := uri.Build(class, comps)
		if err != nil {
			return nil, raise(c.In, err)
		}
		o := c.In.NewObject(c.Self.(*ruby.Module))
		storeURI(o, u)
		return o, nil
	})
	generic.DefineMethod("initialize", 9, 11, func(c *ruby.Call) (ruby.Value, error) {
		comps, err := newToRV(c.In).value(ruby.NewArray(c.Args[:9]), 0)
		if err != nil {
			return nil, err
		}
		class := baseURIClassOf(c.In, c.In.ClassOf(c.Self))
		var u *uri.URI
		if len(c.Args) > 10 && ruby.Truthy(c.Args[10]) {
			u, err = uri.Build(class, comps.(*rv.Array).Elems)
		} else {
			u, err = uri.Make(class, comps.(*rv.Array).Elems)
		}
		if err != nil {
			return nil, raise(c.In, err)
		}
		storeURI(c.Self.(*ruby.Object), u)
		return nil, nil
	})
	state := func(c *ruby.Call) (*uri.URI, error) {
		_, u, err := uriState(c.In, c.Self)
		return u, err
	}
	textGetter := func(name string, f func(u *uri.URI) *string, enc ruby.Encoding) {
		generic.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			u, err := state(c)
			if err != nil {
				return nil, err
			}
			if s := f(u); s != nil {
				return ruby.NewStringEnc(*s, enc), nil
			}
			return nil, nil
		})
	}
	textGetter("userinfo", (*uri.URI).Userinfo, ruby.UTF8)
	textGetter("hostname", (*uri.URI).Hostname, ruby.UTF8)
	textGetter("path", (*uri.URI).PathValue, ruby.UTF8)
	for _, iv := range []string{"scheme", "user", "password", "host", "port", "query", "opaque", "fragment", "typecode"} {
		name := "@" + iv
		generic.DefineMethod(iv, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return c.Self.(*ruby.Object).Ivar(name), nil })
	}
	for _, setter := range []string{"scheme", "userinfo", "user", "password", "host", "hostname", "port", "path", "query", "opaque", "fragment"} {
		generic.DefineMethod(setter+"=", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			o, u, err := uriState(c.In, c.Self)
			if err != nil {
				return nil, err
			}
			v, err := newToRV(c.In).value(c.Args[0], 0)
			if err != nil {
				return nil, err
			}
			if err := u.Set(setter, v); err != nil {
				return nil, raise(c.In, err)
			}
			storeURI(o, u)
			return c.Args[0], nil
		})
	}
	generic.DefineMethod("to_s", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		u, err := state(c)
		if err != nil {
			return nil, err
		}
		return ruby.NewString(u.String()), nil
	})
	generic.Alias("to_str", "to_s")
	generic.DefineMethod("merge", 1, 1, func(c *ruby.Call) (ruby.Value, error) { return merge(c, c.Self, c.Args[0]) })
	// normalize!: an empty path is "/", the scheme and the host lower case;
	// its value is its last if's (the new host, or nil)
	normalize := func(o *ruby.Object) ruby.Value {
		if p, ok := o.Ivar("@path").(*ruby.String); ok && p.String() == "" {
			o.SetIvar("@path", ruby.NewString("/"))
		}
		var last ruby.Value
		for _, iv := range []string{"@scheme", "@host"} {
			last = nil
			if s, ok := o.Ivar(iv).(*ruby.String); ok {
				if low := asciiLower(s.String()); low != s.String() {
					last = ruby.NewStringEnc(low, s.Encoding())
					o.SetIvar(iv, last)
				}
			}
		}
		return last
	}
	generic.DefineMethod("normalize!", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		o, ok := c.Self.(*ruby.Object)
		if !ok {
			return nil, c.In.Raise("TypeError", "not a URI")
		}
		return normalize(o), nil
	})
	generic.DefineMethod("normalize", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d, err := c.In.CallMethod(c.Self, "dup")
		if err != nil {
			return nil, err
		}
		if o, ok := d.(*ruby.Object); ok {
			normalize(o)
		}
		return d, nil
	})
	generic.Alias("+", "merge")
	generic.DefineMethod("inspect", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		u, err := state(c)
		if err != nil {
			return nil, err
		}
		return ruby.NewString("#<" + c.In.ClassOf(c.Self).Name() + " " + u.String() + ">"), nil
	})
	generic.DefineMethod("default_port", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		if p := uri.DefaultPort(baseURIClassOf(c.In, c.In.ClassOf(c.Self))); p != 0 {
			return p, nil
		}
		return nil, nil
	})
	generic.DefineMethod("absolute?", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return c.Self.(*ruby.Object).Ivar("@scheme") != nil, nil
	})
	generic.Alias("absolute", "absolute?")
	generic.DefineMethod("relative?", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return c.Self.(*ruby.Object).Ivar("@scheme") == nil, nil
	})
	generic.DefineMethod("hierarchical?", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return c.Self.(*ruby.Object).Ivar("@path") != nil, nil
	})
	generic.DefineMethod("==", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		a, err := state(c)
		if err != nil {
			return nil, err
		}
		o, ok := c.Args[0].(*ruby.Object)
		if !ok || !c.In.IsA(o, "URI::Generic") {
			return false, nil
		}
		_, b, err := uriState(c.In, o)
		if err != nil {
			return nil, err
		}
		return c.In.ClassOf(c.Self) == c.In.ClassOf(o) && a.String() == b.String(), nil
	})
	http.DefineMethod("request_uri", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		u, err := state(c)
		if err != nil {
			return nil, err
		}
		if u.Path == nil {
			return nil, nil
		}
		r := *u.Path
		if r == "" {
			r = "/"
		}
		if u.Query != nil {
			r += "?" + *u.Query
		}
		return ruby.NewString(r), nil
	})
	return nil
}

func baseURIClassOf(in *ruby.Interp, cls *ruby.Module) string {
	for c := cls; c != nil; c = c.Superclass() {
		switch c.Name() {
		case "URI::Generic", "URI::HTTP", "URI::HTTPS", "URI::FTP", "URI::File", "URI::LDAP", "URI::LDAPS", "URI::MailTo", "URI::WS":
			return c.Name()
		}
	}
	return "URI::Generic"
}

func lowerClassName(class string) string {
	s := class[len("URI::"):]
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

func symbols(names ...string) *ruby.Array {
	a := ruby.NewArray(nil)
	for _, n := range names {
		a.Append(ruby.Symbol(n))
	}
	return a
}

func inspect(in *ruby.Interp, v ruby.Value) string {
	s, err := in.Inspect(v)
	if err != nil {
		return "?"
	}
	return s
}

// sameFTPComponents is FTP's ==: its COMPONENT (scheme, userinfo, host,
// port, path, typecode) compared; query and fragment are not among them.
func sameFTPComponents(a, b *uri.URI) bool {
	eq := func(x, y *string) bool { return x == nil && y == nil || x != nil && y != nil && *x == *y }
	portEq := a.Port == nil && b.Port == nil || a.Port != nil && b.Port != nil && a.Port.Cmp(b.Port) == 0
	return eq(a.Scheme, b.Scheme) && eq(a.Userinfo(), b.Userinfo()) && eq(a.Host, b.Host) && portEq &&
		eq(a.Path, b.Path) && eq(a.Typecode, b.Typecode)
}

// asciiLower is String#downcase of ASCII letters (a scheme or host).
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
