package stdlib

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/rubyfile"
	"github.com/punch-dev/punch/compiler/util/rubyrand"
	"github.com/punch-dev/punch/compiler/values"
)

// Ports of stdlib's functions on facts, files names, networks and random
// values: fact, os_version_gte, fqdn_rotate, seeded_rand,
// fqdn_rand_string, fqdn_uuid, seeded_rand_string, shuffle, dirname,
// basename, stdlib::extname, stdlib::start_with, stdlib::end_with,
// stdlib::ip_in_range, enclose_ipv6, has_interface_with, has_ip_address,
// has_ip_network, dos2unix, unix2dos, type_of, is_a, time.

func stdlibMiscFunctions(l *functions.Lib) {
	l.Register("fact", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return fact(c, args[0].(string)), nil
	}).Req("fact_name", "String"))

	l.Register("os_version_gte", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		facts, _ := c.Variable("facts")
		fh, _ := facts.(*values.Hash)
		osName, _ := fh.GetString("operatingsystem")
		if !values.RubyEqual(osName, args[0]) {
			return false, nil
		}
		rel, _ := fh.GetString("operatingsystemmajrelease")
		rs, ok := rel.(string)
		if !ok {
			return nil, core.NoMethodError("scan", rel)
		}
		return core.Versioncmp(rs, args[1].(string), false) >= 0, nil
	}).Req("os", "String[1]").Req("version", "String[1]"))

	l.Register3x("fqdn_rotate", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.ParseErr("fqdn_rotate(): Wrong number of arguments given (%d for 1)", len(args))
		}
		elems, str, err := arrayOrChars("fqdn_rotate", args[0])
		if err != nil {
			return nil, err
		}
		if len(elems) <= 1 {
			return args[0], nil
		}
		fqdn, _ := c.Variable("::fqdn")
		sum := md5.Sum([]byte(core.RubyJoin([]values.Value{fqdn, args[1:]}, ":")))
		off, err := core.DeterministicRandInt(core.HexSeed(sum[:]), int64(len(elems)))
		if err != nil {
			return nil, err
		}
		rot := append(core.CopyValues(elems[off:]), elems[:off]...)
		if str {
			return core.RubyJoin(rot, ""), nil
		}
		return rot, nil
	})

	l.Register3x("seeded_rand", stdlib, 2, func(c functions.Context, args []values.Value) (values.Value, error) {
		n, _ := core.RubyToIValue(args[0])
		if !isInteger(args[0]) || n <= 0 {
			return nil, functions.Errorf("seeded_rand(): first argument must be a positive integer")
		}
		s, ok := args[1].(string)
		if !ok {
			return nil, functions.Errorf("seeded_rand(): second argument must be a string")
		}
		sum := md5.Sum([]byte(s))
		return core.DeterministicRandInt(core.HexSeed(sum[:]), n)
	})

	l.Register3x("fqdn_rand_string", stdlib, -2, func(c functions.Context, args []values.Value) (values.Value, error) {
		n, _ := core.RubyToIValue(args[0])
		if !isInteger(args[0]) || n <= 0 {
			return nil, functions.Errorf("fqdn_rand_string(): first argument must be a positive integer")
		}
		if len(args) > 1 {
			if _, ok := args[1].(string); !ok && args[1] != nil {
				return nil, functions.Errorf("fqdn_rand_string(): second argument must be undef or a string")
			}
		}
		var charset []string
		if len(args) > 1 {
			for _, r := range functions.RubyToS(args[1]) {
				charset = append(charset, string(r))
			}
		}
		if len(charset) == 0 {
			for _, r := range "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" {
				charset = append(charset, string(r))
			}
		}
		var rest []values.Value
		if len(args) > 2 {
			rest = args[2:]
		}
		var b strings.Builder
		for i := int64(1); i <= n; i++ {
			seed := core.RubyJoin(append(core.CopyValues(rest), fmt.Sprint(i)), ":")
			r, err := core.FqdnRand(c, []values.Value{int64(len(charset)), seed})
			if err != nil {
				return nil, err
			}
			b.WriteString(charset[r.(int64)])
		}
		return b.String(), nil
	})

	l.Register3x("fqdn_uuid", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.Errorf("fqdn_uuid: No arguments given")
		}
		if len(args) != 1 {
			return nil, functions.Errorf("fqdn_uuid: Too many arguments given (%d)", len(args))
		}
		s, ok := args[0].(string)
		if !ok {
			return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(args[0]))
		}
		h := sha1.New()
		h.Write([]byte{0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8})
		h.Write([]byte(s))
		b := h.Sum(nil)[:16]
		b[6] = b[6]&0x0f | 0x50
		b[8] = b[8]&0x3f | 0x80
		x := hex.EncodeToString(b)
		return x[0:8] + "-" + x[8:12] + "-" + x[12:16] + "-" + x[16:20] + "-" + x[20:], nil
	})

	l.Register("seeded_rand_string", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		charset := "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		if len(args) > 2 {
			charset = args[2].(string)
		}
		cs := []rune(charset)
		sum := sha256.Sum256([]byte(args[1].(string)))
		rng := rubyrand.New(new(big.Int).SetBytes(sum[:]))
		var b strings.Builder
		for i := int64(0); i < args[0].(int64); i++ {
			b.WriteRune(cs[rng.Rand(int64(len(cs)))])
		}
		return b.String(), nil
	}).Req("length", "Integer[1]").Req("seed", "String").Opt("charset", "String[2]"))

	l.Register3x("shuffle", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.ParseErr("shuffle(): Wrong number of arguments given (%d for 1)", len(args))
		}
		elems, str, err := arrayOrChars("shuffle", args[0])
		if err != nil {
			return nil, err
		}
		// Kernel#rand: not reproducible in Puppet either
		for i := range elems {
			j := rand.IntN(len(elems)-i) + i
			elems[i], elems[j] = elems[j], elems[i]
		}
		if str {
			return core.RubyJoin(elems, ""), nil
		}
		return elems, nil
	})

	l.Register3x("dirname", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if err := fileArgCount("dirname", args, 1); err != nil {
			return nil, err
		}
		s, ok := args[0].(string)
		if !ok {
			return nil, functions.ParseErr("dirname(): Requires string as argument")
		}
		if s == "" {
			return nil, functions.ParseErr("dirname(): Requires a non-empty string as argument")
		}
		return rubyfile.Dirname(s), nil
	})
	l.Register3x("basename", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if err := fileArgCount("basename", args, 2); err != nil {
			return nil, err
		}
		s, ok := args[0].(string)
		if !ok {
			return nil, functions.ParseErr("basename(): Requires string as first argument")
		}
		suffix := ""
		if len(args) == 2 {
			suf, ok := args[1].(string)
			if !ok {
				return nil, functions.ParseErr("basename(): Requires string as second argument")
			}
			suffix = suf
		}
		return rubyfile.Basename(s, suffix), nil
	})
	l.Register("stdlib::extname", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return rubyfile.Extname(args[0].(string)), nil
	}).Req("filename", "String"))
	l.Register("stdlib::start_with", stdlib, affixSig("prefixes", strings.HasPrefix))
	l.Register("stdlib::end_with", stdlib, affixSig("suffixes", strings.HasSuffix))
	l.Register("stdlib::ip_in_range", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		ip, err := RubyIPAddr(args[0].(string))
		if err != nil {
			return nil, functions.Errorf("%s", err.Error())
		}
		for _, r := range functions.FlattenValues([]values.Value{args[1]}) {
			rs, ok := r.(string)
			if !ok {
				return nil, functions.Errorf("address family must be specified")
			}
			rng, err := RubyIPAddr(rs)
			if err != nil {
				return nil, functions.Errorf("%s", err.Error())
			}
			if rng.contains(ip) {
				return true, nil
			}
		}
		return false, nil
	}).Req("ipaddress", "String").Req("range", "Variant[String, Array]"))
	l.Register("stdlib::xml_encode", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		s := args[0].(string)
		if len(args) > 1 && args[1] == "attr" {
			r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;")
			return `"` + r.Replace(s) + `"`, nil
		}
		return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s), nil
	}).Req("str", "String").Opt("type", "Enum['text','attr']"))

	l.Register3x("enclose_ipv6", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("enclose_ipv6(): Wrong number of arguments given %d for 1", len(args))
		}
		switch args[0].(type) {
		case string, []values.Value:
		default:
			return nil, functions.ParseErr("enclose_ipv6(): Wrong argument type given %s expected String or Array", functions.RubyClass(args[0]))
		}
		var out []values.Value
		seen := map[any]bool{}
		for _, v := range functions.FlattenValues([]values.Value{args[0]}) {
			if v == nil {
				continue
			}
			if v != "*" {
				s, ok := v.(string)
				if !ok {
					return nil, functions.ParseErr("enclose_ipv6(): Wrong argument given %s is not an ip address.", functions.RubyToS(v))
				}
				ip, err := RubyIPAddr(s)
				if err != nil {
					return nil, functions.ParseErr("enclose_ipv6(): Wrong argument given %s is not an ip address.", s)
				}
				if !ip.Addr.Is4() {
					v = "[" + ipToS(ip) + "]"
				}
			}
			if k := values.HashKey(v); !seen[k] {
				seen[k] = true
				out = append(out, v)
			}
		}
		return out, nil
	})

	hasInterfaceWith := func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 || len(args) > 2 {
			return nil, functions.ParseErr("has_interface_with(): Wrong number of arguments given (%d for 1 or 2)", len(args))
		}
		ifs, ok := c.Variable("interfaces")
		is, isStr := ifs.(string)
		if !ok || !isStr {
			return false, nil
		}
		names := functions.RubySplitString(is, ",")
		if len(args) == 1 {
			for _, n := range names {
				if values.RubyEqual(n, args[0]) {
					return true, nil
				}
			}
			return false, nil
		}
		kind := functions.RubyToS(args[0])
		if v, ok := c.Variable(kind); ok && values.RubyEqual(v, args[1]) {
			return true, nil
		}
		for _, n := range names {
			if v, ok := c.Variable(kind + "_" + strings.ToLower(n.(string))); ok && values.RubyEqual(args[1], v) {
				return true, nil
			}
		}
		return false, nil
	}
	l.Register3x("has_interface_with", stdlib, -1, hasInterfaceWith)
	l.Register3x("has_ip_address", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("has_ip_address(): Wrong number of arguments given (%d for 1)", len(args))
		}
		return hasInterfaceWith(c, []values.Value{"ipaddress", args[0]})
	})
	l.Register3x("has_ip_network", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("has_ip_network(): Wrong number of arguments given (%d for 1)", len(args))
		}
		return hasInterfaceWith(c, []values.Value{"network", args[0]})
	})

	l.Register3x("dos2unix", stdlib, 1, func(c functions.Context, args []values.Value) (values.Value, error) {
		s, ok := args[0].(string)
		if !ok {
			return nil, functions.ParseErr("dos2unix(): Requires string as argument")
		}
		return strings.ReplaceAll(s, "\r\n", "\n"), nil
	})
	l.Register3x("unix2dos", stdlib, 1, func(c functions.Context, args []values.Value) (values.Value, error) {
		s, ok := args[0].(string)
		if !ok {
			return nil, functions.ParseErr("unix2dos(): Requires string as argument")
		}
		return crlfRx.ReplaceAllString(s, "\r\n"), nil
	})

	l.Register("type_of", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return values.TypeOf(args[0]), nil
	}).Req("value", "Any"))
	l.Register("is_a", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return values.IsInstance(args[1].(values.Type), args[0]), nil
	}).Req("value", "Any").Req("type", "Type"))

	l.Register3x("time", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) > 1 {
			return nil, functions.ParseErr("time(): Wrong number of arguments given %d for 0 or 1", len(args))
		}
		return time.Now().Unix(), nil
	})
}

var crlfRx = lazyre.New(`\r*\n`)

// ipToS is IPAddr#to_s.
func ipToS(ip rubyIP) string { return ip.Addr.String() }

// fact is stdlib's fact(): a dotted path into $facts ("os.family",
// "processors.models.0", quoted segments for names with dots).
func fact(c functions.Context, name string) values.Value {
	facts, _ := c.Variable("facts")
	var path []string
	for _, m := range factPathRx.Re().FindAllStringSubmatch(name, -1) {
		if m[1] != "" {
			path = append(path, m[1])
		} else {
			path = append(path, m[2])
		}
	}
	toDot := func(p []string) string {
		parts := make([]string, len(p))
		for i, s := range p {
			if strings.Contains(s, ".") {
				parts[i] = `"` + s + `"`
			} else {
				parts[i] = s
			}
		}
		return strings.Join(parts, ".")
	}
	d := facts
	var walked []string
	for _, k := range path {
		if d == nil {
			return nil
		}
		switch x := d.(type) {
		case []values.Value:
			i, ok := RubyStrictInteger(k)
			if !ok {
				c.LogPlain("warning", fmt.Sprintf("fact request for %s returning nil: '%s' is an array; cannot index to '%s'", name, toDot(walked), k))
				d = nil
			} else if i < 0 {
				if i+int64(len(x)) >= 0 {
					d = x[i+int64(len(x))]
				} else {
					d = nil
				}
			} else if i < int64(len(x)) {
				d = x[i]
			} else {
				d = nil
			}
		case *values.Hash:
			d, _ = x.Get(k)
		default:
			c.LogPlain("warning", fmt.Sprintf("fact request for %s returning nil: '%s' is not a collection; cannot walk to '%s'", name, toDot(walked), k))
			d = nil
		}
		walked = append(walked, k)
	}
	return d
}

var factPathRx = lazyre.New(`([^."]+)|(?:")([^"]+)(?:")`)

// arrayOrChars is the value fqdn_rotate and shuffle work on: a copy of an
// array's elements, or a string's characters (str true).
func arrayOrChars(fn string, v values.Value) (elems []values.Value, str bool, err error) {
	switch x := v.(type) {
	case []values.Value:
		return core.CopyValues(x), false, nil
	case string:
		for _, r := range x {
			elems = append(elems, string(r))
		}
		return elems, true, nil
	}
	return nil, false, functions.ParseErr("%s(): Requires either array or string to work with", fn)
}

// fileArgCount is dirname's and basename's check of their number of
// arguments: at least one, at most max.
func fileArgCount(fn string, args []values.Value, max int) error {
	if len(args) == 0 {
		return functions.ParseErr("%s(): No arguments given", fn)
	}
	if len(args) > max {
		return functions.ParseErr("%s(): Too many arguments given (%d)", fn, len(args))
	}
	return nil
}

// affixSig is stdlib::start_with and stdlib::end_with: whether test_string
// has one of the affixes (a String or an Array of them), as has tells.
func affixSig(param string, has func(s, affix string) bool) *functions.SigBuilder {
	return functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		s := args[0].(string)
		for _, p := range functions.FlattenValues([]values.Value{args[1]}) {
			if has(s, p.(string)) {
				return true, nil
			}
		}
		return false, nil
	}).Req("test_string", "String").Req(param, "Variant[String[1],Array[String[1], 1]]")
}
