// Package ipaddr is Ruby's ipaddr library (IPAddr 1.2.4, Ruby 3.1.2):
// parsing with its rules and error messages (which show the address as
// nil, i.e. nothing, while parsing), masks, ranges and the text forms.
//
// An IPAddr's state is what Ruby keeps in its instance variables (@family,
// @addr, @mask_addr, @zone_id), so that the runtime can store it there
// and Ruby subclasses of IPAddr (Puppet modules have them) see it.
package ipaddr

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// Address families, as Socket numbers them on Linux.
const (
	AFUnspec = 0
	AFInet   = 2
	AFInet6  = 10
)

var (
	in4Mask = new(big.Int).SetUint64(0xffffffff)
	in6Mask = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))
)

// IPAddr is an address with its mask.
type IPAddr struct {
	Family int
	Addr   *big.Int
	Mask   *big.Int
	// Zone is the IPv6 zone id with its '%' ("%eth0"); "" for none.
	Zone string
}

func invalidAddress(addr *big.Int) error {
	return rv.Errorf("IPAddr::InvalidAddressError", "invalid address: "+nilText(addr))
}

// nilText is "#{@addr}": the decimal address, or nothing for nil.
func nilText(addr *big.Int) string {
	if addr == nil {
		return ""
	}
	return addr.String()
}

func errFamily() error {
	return rv.Errorf("IPAddr::AddressFamilyError", "unsupported address family")
}

var (
	reIPv4      = lazyre.New(`^(\d+)\.(\d+)\.(\d+)\.(\d+)$`)
	reIPv6Full  = lazyre.New(`(?i)^(?:(?:[\da-f]{1,4}:){7}[\da-f]{1,4}|((?:[\da-f]{1,4}:){6})(\d+)\.(\d+)\.(\d+)\.(\d+))$`)
	reIPv6Comp  = lazyre.New(`(?i)^((?:(?:[\da-f]{1,4}:)*[\da-f]{1,4})?)::(((?:[\da-f]{1,4}:)*)(?:[\da-f]{1,4}|(\d+)\.(\d+)\.(\d+)\.(\d+)))?$`)
	reBracketed = lazyre.New(`^\[(.*)\]$`)
	reZone      = lazyre.New(`^(.*)(%[0-9A-Za-z_]+)$`)
	rePrefixLen = lazyre.New(`^(0|[1-9]+\d*)$`)
	reDigits    = lazyre.New(`^\d+$`)
	reZeros     = lazyre.New(`(?i)\b0{1,3}([\da-f]+)\b`)
	reColons    = lazyre.New(`:{3,}`)
	reV4Tail    = lazyre.New(`(?i)^::(ffff:)?([\da-f]{1,4}):([\da-f]{1,4})$`)
	reZoneID    = lazyre.New(`^%[0-9A-Za-z_]+$`)
	// reZeroRuns are the runs of zero groups to_s replaces by ':', longest
	// first.
	reZeroRuns = []*lazyre.Regexp{
		lazyre.New(`\b0:0:0:0:0:0:0\b`), lazyre.New(`\b0:0:0:0:0:0\b`), lazyre.New(`\b0:0:0:0:0\b`),
		lazyre.New(`\b0:0:0:0\b`), lazyre.New(`\b0:0:0\b`), lazyre.New(`\b0:0\b`),
	}
)

// New is IPAddr.new(addr, family) for a String addr: "a.b.c.d", IPv6 in
// any of its forms, "[v6]", "v6%zone", each optionally "/prefixlen" or
// "/mask". family is AFUnspec (either), AFInet or AFInet6.
func New(addr string, family int) (*IPAddr, error) {
	prefix, prefixLen, hasLen := strings.Cut(addr, "/")
	if addr == "" {
		// "".split('/', 2) is []: the prefix is nil and matches nothing.
		return nil, invalidAddress(nil)
	}
	if m := reBracketed.FindStringSubmatch(prefix); m != nil {
		prefix = m[1]
		family = AFInet6
	}
	zone := ""
	if m := reZone.FindStringSubmatch(prefix); m != nil {
		prefix, zone = m[1], m[2]
		family = AFInet6
	}
	a := &IPAddr{Zone: zone}
	if family == AFUnspec || family == AFInet {
		n, err := inAddr(prefix)
		if err != nil {
			return nil, err
		}
		if n != nil {
			a.Addr, a.Family = n, AFInet
		}
	}
	if a.Addr == nil && (family == AFUnspec || family == AFInet6) {
		n, err := in6Addr(prefix)
		if err != nil {
			return nil, err
		}
		a.Addr, a.Family = n, AFInet6
	}
	if family != AFUnspec && a.Family != family {
		return nil, rv.Errorf("IPAddr::AddressFamilyError", "address family mismatch")
	}
	if a.Addr == nil {
		// in6_addr found too many groups: Ruby goes on with a nil
		// address and fails on it.
		return nil, rv.Errorf("NoMethodError", "undefined method `>>' for nil:NilClass")
	}
	if hasLen {
		if err := a.maskString(prefixLen); err != nil {
			return nil, err
		}
	} else {
		a.Mask = fullMask(a.Family)
	}
	return a, nil
}

// familyMask is a family's all-ones mask and its width in bits; an
// unknown family is Ruby's "unsupported address family".
func familyMask(family int) (all *big.Int, bits int, err error) {
	switch family {
	case AFInet:
		return in4Mask, 32, nil
	case AFInet6:
		return in6Mask, 128, nil
	}
	return nil, 0, errFamily()
}

func fullMask(family int) *big.Int {
	if family == AFInet {
		return new(big.Int).Set(in4Mask)
	}
	return new(big.Int).Set(in6Mask)
}

// NewInt is IPAddr.new(n, family) for an Integer.
func NewInt(n *big.Int, family int) (*IPAddr, error) {
	switch family {
	case AFInet, AFInet6:
	case AFUnspec:
		return nil, rv.Errorf("IPAddr::AddressFamilyError", "address family must be specified")
	default:
		return nil, rv.Errorf("IPAddr::AddressFamilyError", "unsupported address family: "+strconv.Itoa(family))
	}
	a := &IPAddr{}
	if err := a.set(n, family); err != nil {
		return nil, err
	}
	a.Mask = fullMask(family)
	return a, nil
}

// inAddr is in_addr: the address of "a.b.c.d", nil when s is not shaped
// so.
func inAddr(s string) (*big.Int, error) {
	m := reIPv4.FindStringSubmatch(s)
	if m == nil {
		return nil, nil
	}
	return octets(m[1:5])
}

func octets(parts []string) (*big.Int, error) {
	var v uint64
	for _, p := range parts {
		n := rubyToI(p)
		if n.Cmp(big.NewInt(256)) >= 0 {
			return nil, invalidAddress(nil)
		}
		if len(p) > 1 && p[0] == '0' {
			return nil, rv.Errorf("IPAddr::InvalidAddressError", "zero-filled number in IPv4 address is ambiguous: ")
		}
		v = v<<8 | n.Uint64()
	}
	return new(big.Int).SetUint64(v), nil
}

// rubyToI is String#to_i of a string of digits.
func rubyToI(s string) *big.Int {
	n, _ := new(big.Int).SetString(s, 10)
	if n == nil {
		return new(big.Int)
	}
	return n
}

// in6Addr is in6_addr.
func in6Addr(s string) (*big.Int, error) {
	var left, right string
	addr := new(big.Int)
	if m := reIPv6Full.FindStringSubmatch(s); m != nil {
		if m[2] != "" {
			v4, err := octets(m[2:6])
			if err != nil {
				return nil, err
			}
			addr = v4
			left = m[1] + ":"
		} else {
			left = s
		}
	} else if m := reIPv6Comp.FindStringSubmatch(s); m != nil {
		if m[4] != "" {
			if strings.Count(s, ":") > 6 {
				return nil, invalidAddress(nil)
			}
			v4, err := octets(m[4:8])
			if err != nil {
				return nil, err
			}
			addr = v4
			left = m[1]
			right = m[3] + "0:0"
		} else {
			limit := 7
			if m[1] == "" || m[2] == "" {
				limit = 8
			}
			if strings.Count(s, ":") > limit {
				return nil, invalidAddress(nil)
			}
			left, right = m[1], m[2]
		}
	} else {
		return nil, invalidAddress(nil)
	}
	l := rubySplit(left)
	r := rubySplit(right)
	rest := 8 - len(l) - len(r)
	if rest < 0 {
		return nil, nil
	}
	groups := append(append(l, make([]string, rest)...), r...)
	n := new(big.Int)
	for _, g := range groups {
		v, _ := strconv.ParseUint("0"+g, 16, 32)
		n.Lsh(n, 16)
		n.Or(n, new(big.Int).SetUint64(v))
	}
	return n.Or(n, addr), nil
}

// rubySplit is String#split(':'): trailing empty fields dropped.
func rubySplit(s string) []string {
	parts := strings.Split(s, ":")
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	return parts
}

// set is IPAddr#set: the address (and family), range-checked.
func (a *IPAddr) set(n *big.Int, family int) error {
	f := a.Family
	if family != 0 {
		f = family
	}
	max, _, err := familyMask(f)
	if err != nil {
		return err
	}
	if n.Sign() < 0 || n.Cmp(max) > 0 {
		return invalidAddress(a.Addr)
	}
	a.Addr = new(big.Int).Set(n)
	if family != 0 {
		a.Family = family
		if family == AFInet && a.Mask != nil {
			a.Mask = new(big.Int).And(a.Mask, in4Mask)
		}
	}
	return nil
}

// Clone is a copy.
func (a *IPAddr) Clone() *IPAddr {
	c := *a
	c.Addr = new(big.Int).Set(a.Addr)
	if a.Mask != nil {
		c.Mask = new(big.Int).Set(a.Mask)
	}
	return &c
}

// maskString is mask! with a String: a prefix length or a netmask.
func (a *IPAddr) maskString(mask string) error {
	switch {
	case rePrefixLen.MatchString(mask):
		n, err := strconv.Atoi(mask)
		if err != nil {
			return a.maskLen(1 << 20)
		}
		return a.maskLen(n)
	case reDigits.MatchString(mask):
		return rv.Errorf("IPAddr::InvalidPrefixError", "leading zeros in prefix")
	}
	m, err := New(mask, AFUnspec)
	if err != nil {
		return err
	}
	if m.Family != a.Family {
		return rv.Errorf("IPAddr::InvalidPrefixError", "address family is not same: "+nilText(a.Addr))
	}
	a.Mask = new(big.Int).Set(m.Addr)
	n := new(big.Int).Xor(a.Mask, m.Mask)
	if new(big.Int).And(new(big.Int).Add(n, big.NewInt(1)), n).Sign() != 0 {
		return rv.Errorf("IPAddr::InvalidPrefixError", "invalid mask "+mask+": "+nilText(a.Addr))
	}
	a.Addr = new(big.Int).And(a.Addr, a.Mask)
	return nil
}

// maskLen is mask! with a prefix length.
func (a *IPAddr) maskLen(prefixLen int) error {
	all, bits, err := familyMask(a.Family)
	if err != nil {
		return err
	}
	if prefixLen < 0 || prefixLen > bits {
		return rv.Errorf("IPAddr::InvalidPrefixError", "invalid length: "+nilText(a.Addr))
	}
	shift := uint(bits - prefixLen)
	a.Mask = new(big.Int).Lsh(new(big.Int).Rsh(all, shift), shift)
	a.Addr = new(big.Int).Lsh(new(big.Int).Rsh(a.Addr, shift), shift)
	return nil
}

// WithMask is IPAddr#mask(prefixlen): a copy masked to a prefix length (an
// Integer) or to a prefix length or netmask given as a String.
func (a *IPAddr) WithMask(v rv.Value) (*IPAddr, error) {
	c := a.Clone()
	switch x := v.(type) {
	case *rv.String:
		return c, c.maskString(x.S)
	case int64:
		if x < -1<<31 || x > 1<<31 {
			x = 1 << 31
		}
		return c, c.maskLen(int(x))
	}
	return nil, rv.Errorf("NoMethodError", "undefined method `<' for "+rv.Inspect(v))
}

// TextEncoding is the encoding of the Strings to_s, to_string, netmask
// and reverse return: US-ASCII for IPv4 (Ruby joins Integers), UTF-8
// for IPv6 (Ruby formats with sprintf).
func (a *IPAddr) TextEncoding() rv.Encoding {
	if a.Family == AFInet {
		return rv.USASCII
	}
	return rv.UTF8
}

// IPv4 is ipv4?.
func (a *IPAddr) IPv4() bool { return a.Family == AFInet }

// IPv6 is ipv6?.
func (a *IPAddr) IPv6() bool { return a.Family == AFInet6 }

// toString formats an address of this family in full ("%.32x" in groups
// of four for IPv6).
func (a *IPAddr) toString(n *big.Int) (string, error) {
	switch a.Family {
	case AFInet:
		v := n.Uint64()
		return fmt.Sprintf("%d.%d.%d.%d", v>>24&0xff, v>>16&0xff, v>>8&0xff, v&0xff), nil
	case AFInet6:
		h := fmt.Sprintf("%032x", n)
		groups := make([]string, 0, 8)
		for i := 0; i < 32; i += 4 {
			groups = append(groups, h[i:i+4])
		}
		return strings.Join(groups, ":"), nil
	}
	return "", errFamily()
}

// ToString is to_string: the full form (IPv6 with every zero, and its
// zone).
func (a *IPAddr) ToString() (string, error) {
	s, err := a.toString(a.Addr)
	if err != nil {
		return "", err
	}
	if a.Family == AFInet6 {
		s += a.Zone
	}
	return s, nil
}

// ToS is to_s: IPv6 compressed as Ruby compresses it (the longest run of
// zero groups it finds first, "::ffff:1.2.3.4" for mapped addresses).
func (a *IPAddr) ToS() (string, error) {
	s, err := a.ToString()
	if err != nil || a.Family == AFInet {
		return s, err
	}
	s = reZeros.ReplaceAllString(s, "$1")
	if s == "0:0:0:0:0:0:0:0" {
		s = "::"
	} else {
		for _, re := range reZeroRuns {
			if loc := re.Re().FindStringIndex(s); loc != nil {
				s = s[:loc[0]] + ":" + s[loc[1]:]
				break
			}
		}
	}
	if loc := reColons.Re().FindStringIndex(s); loc != nil {
		s = s[:loc[0]] + "::" + s[loc[1]:]
	}
	if m := reV4Tail.FindStringSubmatch(s); m != nil {
		x, _ := strconv.ParseUint(m[2], 16, 32)
		y, _ := strconv.ParseUint(m[3], 16, 32)
		s = fmt.Sprintf("::%s%d.%d.%d.%d", m[1], x/256, x%256, y/256, y%256)
	}
	return s, nil
}

// Netmask is netmask: the mask in full form.
func (a *IPAddr) Netmask() (string, error) { return a.toString(a.Mask) }

// Inspect is inspect for an object of class class ("IPAddr" or a
// subclass): #<IPAddr: IPv4:1.2.3.0/255.255.255.0>.
func (a *IPAddr) Inspect(class string) (string, error) {
	af, zone := "IPv4", ""
	switch a.Family {
	case AFInet:
	case AFInet6:
		af, zone = "IPv6", a.Zone
	default:
		return "", errFamily()
	}
	addr, _ := a.toString(a.Addr)
	mask, _ := a.toString(a.Mask)
	return "#<" + class + ": " + af + ":" + addr + zone + "/" + mask + ">", nil
}

// Prefix is prefix: the length of the mask.
func (a *IPAddr) Prefix() (int, error) {
	all, i, err := familyMask(a.Family)
	if err != nil {
		return 0, err
	}
	n := new(big.Int).Xor(all, a.Mask)
	for n.Sign() > 0 {
		n.Rsh(n, 1)
		i--
	}
	return i, nil
}

// ToRange is to_range: the first and last address of the network, each
// with a full mask.
func (a *IPAddr) ToRange() (first, last *IPAddr, err error) {
	all, _, err := familyMask(a.Family)
	if err != nil {
		return nil, nil, err
	}
	lo := new(big.Int).And(a.Addr, a.Mask)
	hi := new(big.Int).Or(a.Addr, new(big.Int).Xor(all, a.Mask))
	if first, err = NewInt(lo, a.Family); err != nil {
		return nil, nil, err
	}
	last, err = NewInt(hi, a.Family)
	return first, last, err
}

// Include is include? (and ===) with other already coerced: the same
// family and other's range within a's.
func (a *IPAddr) Include(other *IPAddr) (bool, error) {
	if other.Family != a.Family {
		return false, nil
	}
	lo, hi, err := a.ToRange()
	if err != nil {
		return false, err
	}
	olo, ohi, err := other.ToRange()
	if err != nil {
		return false, err
	}
	return lo.Addr.Cmp(olo.Addr) <= 0 && hi.Addr.Cmp(ohi.Addr) >= 0, nil
}

// Coerce is coerce_other for what is not an IPAddr: a String parses (as
// an object of a's class: the caller makes it), anything else is
// IPAddr.new(other, family), i.e. other.to_i as an address of a's family.
func (a *IPAddr) Coerce(v rv.Value) (*IPAddr, error) {
	switch x := v.(type) {
	case *rv.String:
		return New(x.S, AFUnspec)
	case int64:
		return NewInt(big.NewInt(x), a.Family)
	case *big.Int:
		return NewInt(x, a.Family)
	case nil:
		return NewInt(new(big.Int), a.Family)
	case float64:
		f, _ := big.NewFloat(x).Int(nil)
		if f == nil {
			return nil, rv.Errorf("FloatDomainError", rv.FloatToS(x))
		}
		return NewInt(f, a.Family)
	}
	return nil, rv.Errorf("NoMethodError", "undefined method `to_i' for "+rv.Inspect(v))
}

// Equal is ==: same family and address (masks are not compared).
func (a *IPAddr) Equal(o *IPAddr) bool {
	return a.Family == o.Family && a.Addr.Cmp(o.Addr) == 0
}

// Compare is <=>: false when the families differ (nil in Ruby).
func (a *IPAddr) Compare(o *IPAddr) (int, bool) {
	if a.Family != o.Family {
		return 0, false
	}
	return a.Addr.Cmp(o.Addr), true
}

// Hton is hton: the address in network byte order.
func (a *IPAddr) Hton() (string, error) {
	var b []byte
	switch a.Family {
	case AFInet:
		b = make([]byte, 4)
	case AFInet6:
		b = make([]byte, 16)
	default:
		return "", errFamily()
	}
	return string(a.Addr.FillBytes(b)), nil
}

// NewNtoh is IPAddr.new_ntoh: from 4 or 16 bytes in network order.
func NewNtoh(b string) (*IPAddr, error) {
	n := new(big.Int).SetBytes([]byte(b))
	switch len(b) {
	case 4:
		return NewInt(n, AFInet)
	case 16:
		return NewInt(n, AFInet6)
	}
	return nil, errFamily()
}

func (a *IPAddr) masked(and, want uint64, shift uint) bool {
	x := new(big.Int).Rsh(a.Addr, shift)
	return x.Uint64()&and == want
}

// Loopback is loopback?.
func (a *IPAddr) Loopback() (bool, error) {
	switch a.Family {
	case AFInet:
		return a.masked(0xff000000, 0x7f000000, 0), nil
	case AFInet6:
		return a.Addr.Cmp(big.NewInt(1)) == 0, nil
	}
	return false, errFamily()
}

// Private is private?.
func (a *IPAddr) Private() (bool, error) {
	switch a.Family {
	case AFInet:
		return a.masked(0xff000000, 0x0a000000, 0) || a.masked(0xfff00000, 0xac100000, 0) || a.masked(0xffff0000, 0xc0a80000, 0), nil
	case AFInet6:
		return a.masked(0xfe00, 0xfc00, 112), nil
	}
	return false, errFamily()
}

// LinkLocal is link_local?.
func (a *IPAddr) LinkLocal() (bool, error) {
	switch a.Family {
	case AFInet:
		return a.masked(0xffff0000, 0xa9fe0000, 0), nil
	case AFInet6:
		return a.masked(0xffc0, 0xfe80, 112), nil
	}
	return false, errFamily()
}

// IPv4Mapped is ipv4_mapped?.
func (a *IPAddr) IPv4Mapped() bool {
	return a.IPv6() && new(big.Int).Rsh(a.Addr, 32).Cmp(big.NewInt(0xffff)) == 0
}

// IPv4Compat is ipv4_compat?.
func (a *IPAddr) IPv4Compat() bool {
	if !a.IPv6() || new(big.Int).Rsh(a.Addr, 32).Sign() != 0 {
		return false
	}
	low := new(big.Int).And(a.Addr, in4Mask).Uint64()
	return low != 0 && low != 1
}

func notV4(a *IPAddr) error {
	return rv.Errorf("IPAddr::InvalidAddressError", "not an IPv4 address: "+nilText(a.Addr))
}

// ToIPv4Mapped is ipv4_mapped: ::ffff:a.b.c.d.
func (a *IPAddr) ToIPv4Mapped() (*IPAddr, error) {
	if !a.IPv4() {
		return nil, notV4(a)
	}
	c := a.Clone()
	if err := c.set(new(big.Int).Or(a.Addr, new(big.Int).SetUint64(0xffff00000000)), AFInet6); err != nil {
		return nil, err
	}
	hi := new(big.Int).Lsh(new(big.Int).SetUint64(0xffffffffffffffff), 64)
	hi.Or(hi, new(big.Int).SetUint64(0xffffffff00000000))
	c.Mask = new(big.Int).Or(a.Mask, hi)
	return c, nil
}

// ToIPv4Compat is ipv4_compat: ::a.b.c.d.
func (a *IPAddr) ToIPv4Compat() (*IPAddr, error) {
	if !a.IPv4() {
		return nil, notV4(a)
	}
	c := a.Clone()
	return c, c.set(a.Addr, AFInet6)
}

// Native is native: the IPv4 address of a mapped or compatible one.
func (a *IPAddr) Native() (*IPAddr, error) {
	if !a.IPv4Mapped() && !a.IPv4Compat() {
		return a, nil
	}
	c := a.Clone()
	return c, c.set(new(big.Int).And(a.Addr, in4Mask), AFInet)
}

func (a *IPAddr) reversed() (string, error) {
	switch a.Family {
	case AFInet:
		v := a.Addr.Uint64()
		return fmt.Sprintf("%d.%d.%d.%d", v&0xff, v>>8&0xff, v>>16&0xff, v>>24&0xff), nil
	case AFInet6:
		h := fmt.Sprintf("%032x", a.Addr)
		var b strings.Builder
		for i := len(h) - 1; i >= 0; i-- {
			b.WriteByte(h[i])
			if i > 0 {
				b.WriteByte('.')
			}
		}
		return b.String(), nil
	}
	return "", errFamily()
}

// Reverse is reverse: the in-addr.arpa or ip6.arpa name.
func (a *IPAddr) Reverse() (string, error) {
	switch a.Family {
	case AFInet:
		s, err := a.reversed()
		return s + ".in-addr.arpa", err
	case AFInet6:
		return a.IP6Arpa()
	}
	return "", errFamily()
}

// IP6Arpa is ip6_arpa.
func (a *IPAddr) IP6Arpa() (string, error) {
	if !a.IPv6() {
		return "", rv.Errorf("IPAddr::InvalidAddressError", "not an IPv6 address: "+nilText(a.Addr))
	}
	s, err := a.reversed()
	return s + ".ip6.arpa", err
}

// IP6Int is ip6_int.
func (a *IPAddr) IP6Int() (string, error) {
	if !a.IPv6() {
		return "", rv.Errorf("IPAddr::InvalidAddressError", "not an IPv6 address: "+nilText(a.Addr))
	}
	s, err := a.reversed()
	return s + ".ip6.int", err
}

// Succ is succ: the next address.
func (a *IPAddr) Succ() (*IPAddr, error) {
	c := a.Clone()
	return c, c.set(new(big.Int).Add(a.Addr, big.NewInt(1)), a.Family)
}

// SetZone is zone_id=: nil ("") or "%name".
func (a *IPAddr) SetZone(z rv.Value) error {
	if a.Family != AFInet6 {
		return rv.Errorf("IPAddr::InvalidAddressError", "not an IPv6 address")
	}
	switch x := z.(type) {
	case nil:
		a.Zone = ""
		return nil
	case *rv.String:
		if reZoneID.MatchString(x.S) {
			a.Zone = x.S
			return nil
		}
	}
	return rv.Errorf("IPAddr::InvalidAddressError", "invalid zone identifier for address")
}

// Op applies &, |, >>, << or ~ (other is the coerced operand's address
// for & and |, the shift count for the shifts).
func (a *IPAddr) Op(op string, other *big.Int) (*IPAddr, error) {
	all, _, err := familyMask(a.Family)
	if err != nil {
		return nil, err
	}
	n := new(big.Int)
	switch op {
	case "&":
		n.And(a.Addr, other)
	case "|":
		n.Or(a.Addr, other)
	case ">>":
		n.Rsh(a.Addr, uint(other.Int64()))
	case "<<":
		n.Lsh(a.Addr, uint(other.Int64()))
		n.And(n, all)
	case "~":
		n.Xor(a.Addr, all)
	default:
		return nil, rv.Errorf("NoMethodError", "undefined method `"+op+"' for IPAddr")
	}
	c := a.Clone()
	return c, c.set(n, 0)
}
