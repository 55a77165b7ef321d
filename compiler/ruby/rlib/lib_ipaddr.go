package rlib

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/ipaddr"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// IPAddr keeps its state where Ruby's ipaddr.rb does, in @family, @addr,
// @mask_addr and @zone_id, so that Ruby subclasses (Puppet modules have
// them) read and write it as they expect.
func init() {
	register(ruby.Library{Name: "ipaddr", Autoload: []string{"IPAddr"}, Requires: []string{"socket"}, Setup: setupIPAddr}, true)
	register(ruby.Library{Name: "socket", Autoload: []string{"Socket"}, Setup: setupSocket}, true)
}

// setupSocket defines the Socket constants ipaddr uses (the rest of
// socket, networking, is not available to module code at compile time).
func setupSocket(in *ruby.Interp) error {
	if _, ok := in.Object().Const("Socket"); ok {
		return nil
	}
	s := in.DefineClass(nil, "Socket", nil)
	s.SetConst("AF_UNSPEC", int64(ipaddr.AFUnspec))
	s.SetConst("AF_INET", int64(ipaddr.AFInet))
	s.SetConst("AF_INET6", int64(ipaddr.AFInet6))
	s.DefineSingletonMethod("gethostname", 0, 0, gethostname)
	return nil
}

// ipState reads an IPAddr object's instance variables.
func ipState(in *ruby.Interp, v ruby.Value) (*ruby.Object, *ipaddr.IPAddr, error) {
	o, ok := v.(*ruby.Object)
	if !ok {
		return nil, nil, in.Raise("TypeError", "not an IPAddr")
	}
	a := &ipaddr.IPAddr{Addr: rv.BigInt(o.Ivar("@addr")), Mask: rv.BigInt(o.Ivar("@mask_addr"))}
	if f, ok := o.Ivar("@family").(int64); ok {
		a.Family = int(f)
	}
	if z, ok := o.Ivar("@zone_id").(*ruby.String); ok {
		a.Zone = z.String()
	}
	if a.Addr == nil {
		return nil, nil, in.Raise("NoMethodError", "undefined method for nil:NilClass (an IPAddr without an address)")
	}
	if a.Mask == nil {
		a.Mask = new(big.Int)
	}
	return o, a, nil
}

// storeIP writes the state back; zone says whether @zone_id is written
// (initialize writes it; objects made by set do not have it).
func storeIP(o *ruby.Object, a *ipaddr.IPAddr, zone bool) {
	o.SetIvar("@addr", rv.Int(a.Addr))
	o.SetIvar("@family", int64(a.Family))
	if zone || o.Ivar("@zone_id") != nil || a.Zone != "" {
		if a.Zone == "" {
			o.SetIvar("@zone_id", nil)
		} else {
			o.SetIvar("@zone_id", ruby.NewString(a.Zone))
		}
	}
	o.SetIvar("@mask_addr", rv.Int(a.Mask))
}

func setupIPAddr(in *ruby.Interp) error {
	cls := in.DefineClass(nil, "IPAddr", nil)
	if cmp, err := module(in, "Comparable"); err == nil {
		cls.Include(cmp)
	}
	cls.SetConst("VERSION", ruby.NewString("1.2.4"))
	cls.SetConst("IN4MASK", int64(0xffffffff))
	cls.SetConst("IN6MASK", rv.Int(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))))
	cls.SetConst("IN6FORMAT", ruby.NewString("%.4x:%.4x:%.4x:%.4x:%.4x:%.4x:%.4x:%.4x"))
	if err := defineErrors(in, cls, "Error", "ArgumentError"); err != nil {
		return err
	}
	if err := defineErrors(in, cls, "InvalidAddressError", "IPAddr::Error", "AddressFamilyError", "IPAddr::Error"); err != nil {
		return err
	}
	if err := defineErrors(in, cls, "InvalidPrefixError", "IPAddr::InvalidAddressError"); err != nil {
		return err
	}

	cls.DefineMethod("initialize", 0, 2, func(c *ruby.Call) (ruby.Value, error) {
		self := c.Self.(*ruby.Object)
		// Ruby's objects have @mask_addr, then @family, then @addr (and
		// @zone_id when made from a String).
		self.SetIvar("@mask_addr", nil)
		self.SetIvar("@family", nil)
		_, isString := argOr(c.Args, 0, ruby.NewString("::")).(*ruby.String)
		family := int64(ipaddr.AFUnspec)
		if len(c.Args) > 1 {
			f, err := c.In.ExpectInt(c.Args[1])
			if err != nil {
				return nil, err
			}
			family = f
		}
		var a *ipaddr.IPAddr
		var err error
		switch x := argOr(c.Args, 0, ruby.NewString("::")).(type) {
		case *ruby.String:
			a, err = ipaddr.New(x.String(), int(family))
		default:
			// Ruby checks the family before it converts the address
			// (IPAddr.new(false) is an AddressFamilyError, not a
			// NoMethodError for to_i)
			switch family {
			case ipaddr.AFInet, ipaddr.AFInet6:
			case ipaddr.AFUnspec:
				return nil, c.In.Raise("IPAddr::AddressFamilyError", "address family must be specified")
			default:
				return nil, c.In.Raise("IPAddr::AddressFamilyError", "unsupported address family: "+strconv.FormatInt(family, 10))
			}
			n := rv.BigInt(x)
			if n == nil {
				if x == nil {
					n = new(big.Int)
				} else if i, ierr := c.In.CallMethod(x, "to_i"); ierr != nil {
					return nil, ierr
				} else if n = rv.BigInt(i); n == nil {
					return nil, c.In.Raise("TypeError", "no implicit conversion into Integer")
				}
			}
			a, err = ipaddr.NewInt(n, int(family))
		}
		if err != nil {
			return nil, raise(c.In, err)
		}
		storeIP(self, a, isString)
		return nil, nil
	})
	// ntop is ipaddr.rb's IPAddr.ntop: 4 bytes as a dotted quad, 16 as eight
	// uncompressed groups of four hex digits (US-ASCII and UTF-8, as Ruby's
	// gives them); another size is AddressFamilyError.
	cls.DefineSingletonMethod("ntop", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		s, ok := c.Args[0].(*ruby.String)
		var b string
		if ok {
			b = s.String()
		}
		var out strings.Builder
		enc := ruby.UTF8
		switch {
		case ok && len(b) == 4:
			for i := 0; i < 4; i++ {
				if i > 0 {
					out.WriteByte('.')
				}
				out.WriteString(strconv.Itoa(int(b[i])))
			}
			enc = ruby.USASCII
		case ok && len(b) == 16:
			for i := 0; i < 16; i += 2 {
				if i > 0 {
					out.WriteByte(':')
				}
				out.WriteString(fmt.Sprintf("%02x%02x", b[i], b[i+1]))
			}
		default:
			return nil, c.In.Raise("IPAddr::AddressFamilyError", "unsupported address family")
		}
		return ruby.NewStringEnc(out.String(), enc), nil
	})
	cls.DefineSingletonMethod("new_ntoh", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		s, err := str(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		a, err := ipaddr.NewNtoh(s)
		if err != nil {
			return nil, raise(c.In, err)
		}
		return c.In.CallMethod(c.Self, "new", rv.Int(a.Addr), int64(a.Family))
	})

	state := func(c *ruby.Call) (*ipaddr.IPAddr, error) {
		_, a, err := ipState(c.In, c.Self)
		return a, err
	}
	// coerce is coerce_other: an IPAddr as it is, a String parsed as an
	// object of self's class, an Integer an address of self's family.
	coerce := func(c *ruby.Call, v ruby.Value) (*ipaddr.IPAddr, error) {
		if o, ok := v.(*ruby.Object); ok && c.In.IsA(o, "IPAddr") {
			_, a, err := ipState(c.In, o)
			return a, err
		}
		self, err := state(c)
		if err != nil {
			return nil, err
		}
		if s, ok := v.(*ruby.String); ok {
			made, err := c.In.CallMethod(c.In.ClassOf(c.Self), "new", s)
			if err != nil {
				return nil, err
			}
			_, a, err := ipState(c.In, made)
			return a, err
		}
		x, err := newToRV(c.In).value(v, 0)
		if err != nil {
			return nil, err
		}
		a, err := self.Coerce(x)
		if err != nil {
			return nil, raise(c.In, err)
		}
		return a, nil
	}
	// clone returns a copy of self (same class, instance variables) set to a.
	clone := func(c *ruby.Call, a *ipaddr.IPAddr) (ruby.Value, error) {
		dup, err := c.In.CallMethod(c.Self, "clone")
		if err != nil {
			return nil, err
		}
		o, ok := dup.(*ruby.Object)
		if !ok {
			return nil, c.In.Raise("TypeError", "clone of an IPAddr is not an object")
		}
		storeIP(o, a, false)
		return o, nil
	}
	ipResult := func(c *ruby.Call, a *ipaddr.IPAddr, err error) (ruby.Value, error) {
		if err != nil {
			return nil, raise(c.In, err)
		}
		return clone(c, a)
	}
	textResult := func(c *ruby.Call, f func(a *ipaddr.IPAddr) (string, error)) (ruby.Value, error) {
		a, err := state(c)
		if err != nil {
			return nil, err
		}
		s, err := f(a)
		if err != nil {
			return nil, raise(c.In, err)
		}
		return newStr(s, a.TextEncoding()), nil
	}
	text := func(name string, f func(a *ipaddr.IPAddr) (string, error)) {
		cls.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return textResult(c, f) })
	}
	text("to_s", (*ipaddr.IPAddr).ToS)
	text("to_string", (*ipaddr.IPAddr).ToString)
	text("netmask", (*ipaddr.IPAddr).Netmask)
	text("reverse", (*ipaddr.IPAddr).Reverse)
	text("ip6_arpa", (*ipaddr.IPAddr).IP6Arpa)
	text("ip6_int", (*ipaddr.IPAddr).IP6Int)
	cls.DefineMethod("inspect", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return textResult(c, func(a *ipaddr.IPAddr) (string, error) { return a.Inspect(c.In.ClassOf(c.Self).Name()) })
	})
	cls.DefineMethod("hton", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		a, err := state(c)
		if err != nil {
			return nil, err
		}
		s, err := a.Hton()
		if err != nil {
			return nil, raise(c.In, err)
		}
		return ruby.NewBinaryString([]byte(s)), nil
	})
	// _to_string is private in Ruby; subclasses call it.
	cls.DefinePrivateMethod("_to_string", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		return textResult(c, func(a *ipaddr.IPAddr) (string, error) {
			b := a.Clone()
			b.Addr = rv.BigInt(c.Args[0])
			if b.Addr == nil {
				return "", rv.Errorf("TypeError", "no implicit conversion into Integer")
			}
			b.Zone = ""
			return b.ToString()
		})
	})
	cls.DefineMethod("family", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return c.Self.(*ruby.Object).Ivar("@family"), nil
	})
	cls.DefineMethod("to_i", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return c.Self.(*ruby.Object).Ivar("@addr"), nil
	})
	boolMethod := func(name string, f func(a *ipaddr.IPAddr) (bool, error)) {
		cls.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			a, err := state(c)
			if err != nil {
				return nil, err
			}
			b, err := f(a)
			if err != nil {
				return nil, raise(c.In, err)
			}
			return b, nil
		})
	}
	boolMethod("ipv4?", func(a *ipaddr.IPAddr) (bool, error) { return a.IPv4(), nil })
	boolMethod("ipv6?", func(a *ipaddr.IPAddr) (bool, error) { return a.IPv6(), nil })
	boolMethod("loopback?", (*ipaddr.IPAddr).Loopback)
	boolMethod("private?", (*ipaddr.IPAddr).Private)
	boolMethod("link_local?", (*ipaddr.IPAddr).LinkLocal)
	boolMethod("ipv4_mapped?", func(a *ipaddr.IPAddr) (bool, error) { return a.IPv4Mapped(), nil })
	boolMethod("ipv4_compat?", func(a *ipaddr.IPAddr) (bool, error) { return a.IPv4Compat(), nil })
	cls.DefineMethod("prefix", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		a, err := state(c)
		if err != nil {
			return nil, err
		}
		n, err := a.Prefix()
		if err != nil {
			return nil, raise(c.In, err)
		}
		return int64(n), nil
	})
	derived := func(name string, f func(a *ipaddr.IPAddr) (*ipaddr.IPAddr, error)) {
		cls.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			a, err := state(c)
			if err != nil {
				return nil, err
			}
			r, err := f(a)
			if r == a && err == nil {
				return c.Self, nil
			}
			return ipResult(c, r, err)
		})
	}
	derived("succ", (*ipaddr.IPAddr).Succ)
	derived("native", (*ipaddr.IPAddr).Native)
	derived("ipv4_mapped", (*ipaddr.IPAddr).ToIPv4Mapped)
	derived("ipv4_compat", (*ipaddr.IPAddr).ToIPv4Compat)
	derived("~", func(a *ipaddr.IPAddr) (*ipaddr.IPAddr, error) { return a.Op("~", nil) })
	cls.DefineMethod("mask", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		a, err := state(c)
		if err != nil {
			return nil, err
		}
		x, err := newToRV(c.In).value(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		r, err := a.WithMask(x)
		return ipResult(c, r, err)
	})
	for _, op := range []string{"&", "|"} {
		cls.DefineMethod(op, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			a, err := state(c)
			if err != nil {
				return nil, err
			}
			o, err := coerce(c, c.Args[0])
			if err != nil {
				return nil, err
			}
			r, err := a.Op(op, o.Addr)
			return ipResult(c, r, err)
		})
	}
	for _, op := range []string{">>", "<<"} {
		cls.DefineMethod(op, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			a, err := state(c)
			if err != nil {
				return nil, err
			}
			n, err := c.In.ExpectInt(c.Args[0])
			if err != nil {
				return nil, err
			}
			r, err := a.Op(op, big.NewInt(n))
			return ipResult(c, r, err)
		})
	}
	cls.DefineMethod("to_range", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		a, err := state(c)
		if err != nil {
			return nil, err
		}
		lo, hi, err := a.ToRange()
		if err != nil {
			return nil, raise(c.In, err)
		}
		k := c.In.ClassOf(c.Self)
		b, err := c.In.CallMethod(k, "new", rv.Int(lo.Addr), int64(a.Family))
		if err != nil {
			return nil, err
		}
		e, err := c.In.CallMethod(k, "new", rv.Int(hi.Addr), int64(a.Family))
		if err != nil {
			return nil, err
		}
		return &ruby.Range{Begin: b, End: e}, nil
	})
	// operands are self and the argument coerced; coerceErr is the
	// coercion's failure, which each method answers its own way
	// (include? raises it, == is false, <=> nil).
	operands := func(c *ruby.Call) (a, o *ipaddr.IPAddr, err, coerceErr error) {
		if a, err = state(c); err == nil {
			o, coerceErr = coerce(c, c.Args[0])
		}
		return a, o, err, coerceErr
	}
	include := func(c *ruby.Call) (ruby.Value, error) {
		a, o, err, cerr := operands(c)
		if err == nil {
			err = cerr
		}
		if err != nil {
			return nil, err
		}
		ok, err := a.Include(o)
		if err != nil {
			return nil, raise(c.In, err)
		}
		return ok, nil
	}
	cls.DefineMethod("include?", 1, 1, include)
	cls.DefineMethod("===", 1, 1, include)
	cls.DefineMethod("==", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		a, o, err, cerr := operands(c)
		switch {
		case err != nil:
			return nil, err
		case cerr != nil:
			return false, nil // Ruby rescues the coercion
		}
		return a.Equal(o), nil
	})
	cls.DefineMethod("<=>", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		a, o, err, cerr := operands(c)
		if err != nil || cerr != nil {
			return nil, err // (Ruby rescues the coercion: nil)
		}
		n, ok := a.Compare(o)
		if !ok {
			return nil, nil
		}
		return int64(n), nil
	})
	cls.DefineMethod("eql?", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		o, ok := c.Args[0].(*ruby.Object)
		if !ok || c.In.ClassOf(o) != c.In.ClassOf(c.Self) {
			return false, nil
		}
		_, a, err := ipState(c.In, c.Self)
		if err != nil {
			return nil, err
		}
		_, b, err := ipState(c.In, o)
		if err != nil {
			return nil, err
		}
		return a.Equal(b) && a.Mask.Cmp(b.Mask) == 0 && a.Zone == b.Zone, nil
	})
	cls.DefineMethod("hash", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		a, err := state(c)
		if err != nil {
			return nil, err
		}
		h := new(big.Int).Xor(a.Addr, new(big.Int).Lsh(a.Mask, 1))
		return rv.Int(h.Lsh(h, 1).Or(h, big.NewInt(int64(a.Family&1)))), nil
	})
	cls.DefineMethod("zone_id", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		a, err := state(c)
		if err != nil {
			return nil, err
		}
		if !a.IPv6() {
			return nil, c.In.Raise("IPAddr::InvalidAddressError", "not an IPv6 address")
		}
		return c.Self.(*ruby.Object).Ivar("@zone_id"), nil
	})
	cls.DefineMethod("zone_id=", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		o, a, err := ipState(c.In, c.Self)
		if err != nil {
			return nil, err
		}
		x, err := newToRV(c.In).value(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		if err := a.SetZone(x); err != nil {
			return nil, raise(c.In, err)
		}
		o.SetIvar("@zone_id", c.Args[0])
		return c.Args[0], nil
	})
	cls.DefineMethod("prefix=", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		o, a, err := ipState(c.In, c.Self)
		if err != nil {
			return nil, err
		}
		n, ok := c.Args[0].(int64)
		if !ok {
			return nil, c.In.Raise("IPAddr::InvalidPrefixError", "prefix must be an integer: "+a.Addr.String())
		}
		r, err := a.WithMask(n)
		if err != nil {
			return nil, raise(c.In, err)
		}
		storeIP(o, r, false)
		return c.Args[0], nil
	})
	return nil
}

func argOr(args []ruby.Value, i int, def ruby.Value) ruby.Value {
	if i < len(args) {
		return args[i]
	}
	return def
}
