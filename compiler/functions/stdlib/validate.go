package stdlib

import (
	"errors"
	"fmt"
	"net/netip"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// Ports of stdlib's validation and type test functions: validate_*,
// is_*, validate_legacy and deprecation. Several of them are 3.x
// functions wrapped by a 4.x function of the same name that emits a
// deprecation warning first; the wrapper calls the 3.x body with the
// arguments as they are (no 3.x conversion).

const (
	legacyMsg = "This method is deprecated, please use the stdlib validate_legacy function,\n                    with %s. There is further documentation for validate_legacy function in the README."
	matchMsg  = "This method is deprecated, please use match expressions with %s instead. They are described at https://docs.puppet.com/puppet/latest/reference/lang_data_type.html#match-expressions."
)

// registerDeprecatedWrapper registers stdlib's 4.x wrapper of the 3.x
// function name: a deprecation warning (once per key), then the 3.x body.
func registerDeprecatedWrapper(l *functions.Lib, name, key, msg string) {
	l.Register(name, stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		Deprecation(c, key, msg)
		raw, _ := l.Raw3x(name)
		return raw(c, args)
	}).Rest("args", "Any", 0))
}

// deprecatedAlias registers a 4.x function that warns and calls another
// (stdlib's deprecation, then call_function(target, *args)).
func DeprecatedAlias(l *functions.Lib, name, module, key, msg, target string) {
	l.Register(name, module, functions.AnyArgs(func(c functions.Context, args []values.Value) (values.Value, error) {
		Deprecation(c, key, msg)
		return c.Call(target, args, nil)
	}))
}

// validateArgs is the body of stdlib's validate_* functions that check
// each argument: at least one, and each accepted by check.
func validateArgs(fn string, args []values.Value, check func(values.Value) error) error {
	if len(args) == 0 {
		return functions.ParseErr("%s(): wrong number of arguments (%d; must be > 0)", fn, len(args))
	}
	for _, a := range args {
		if err := check(a); err != nil {
			return err
		}
	}
	return nil
}

// validateEach is validate_string, validate_bool, validate_hash and
// validate_array: each argument accepted by ok, else a ParseError saying
// what it is not (what).
func validateEach(fn, what string, args []values.Value, ok func(values.Value) bool) error {
	return validateArgs(fn, args, func(a values.Value) error {
		if !ok(a) {
			return functions.ParseErr("%s is not %s.  It looks to be a %s", functions.RubyInspect(a), what, functions.RubyClass(a))
		}
		return nil
	})
}

// validateStrings is validate_*_address, validate_domain_name and
// validate_email_address: each argument a String that check accepts.
func validateStrings(fn string, args []values.Value, check func(string) error) error {
	return validateArgs(fn, args, func(a values.Value) error {
		s, ok := a.(string)
		if !ok {
			return functions.ParseErr("%s is not a string.", functions.RubyInspect(a))
		}
		return check(s)
	})
}

// deprecation is stdlib's 4.x deprecation function (with Puppet's default
// strict setting, warning): a warning once per key.
func Deprecation(c functions.Context, key, msg string) {
	if c != nil {
		// stdlib: "#{message} at #{stacktrace[0]}:#{stacktrace[1]}", each
		// frame a Ruby Array [file, line] printed with inspect, a missing
		// frame printed as nothing.
		files, lines := c.PuppetStack()
		frame := func(i int) string {
			if i >= len(files) || i >= len(lines) {
				return ""
			}
			return functions.RubyInspect([]values.Value{files[i], int64(lines[i])})
		}
		msg += " at " + frame(0) + ":" + frame(1)
	}
	functions.WarnOnce(c, "deprecation:"+key, msg)
}

func stdlibValidateFunctions(l *functions.Lib) {
	l.Register("deprecation", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		Deprecation(c, args[0].(string), args[1].(string))
		return nil, nil
	}).Req("key", "String").Req("message", "String"))

	// validate_*
	l.Define3x("validate_string", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return nil, validateEach("validate_string", "a string", args, func(a values.Value) bool { _, ok := a.(string); return ok || a == nil })
	})
	l.Define3x("validate_bool", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return nil, validateEach("validate_bool", "a boolean", args, func(a values.Value) bool { _, ok := a.(bool); return ok })
	})
	l.Define3x("validate_hash", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return nil, validateEach("validate_hash", "a Hash", args, func(a values.Value) bool { _, ok := a.(*values.Hash); return ok })
	})
	l.Define3x("validate_array", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return nil, validateEach("validate_array", "an Array", args, func(a values.Value) bool { _, ok := a.([]values.Value); return ok })
	})
	l.Define3x("validate_integer", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return nil, validateNumber("validate_integer", args, true)
	})
	l.Define3x("validate_numeric", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return nil, validateNumber("validate_numeric", args, false)
	})
	l.Define3x("validate_re", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) < 2 || len(args) > 3 {
			return nil, functions.ParseErr("validate_re(): wrong number of arguments (%d; must be 2 or 3)", len(args))
		}
		s, ok := args[0].(string)
		if !ok {
			return nil, functions.ParseErr("validate_re(): input needs to be a String, not a %s", functions.RubyClass(args[0]))
		}
		var msg string
		if len(args) > 2 && values.Truthy(args[2]) {
			msg = functions.RubyToS(args[2])
		} else {
			msg = fmt.Sprintf("validate_re(): %s does not match %s", functions.RubyInspect(args[0]), functions.RubyInspect(args[1]))
		}
		for _, p := range functions.FlattenValues([]values.Value{args[1]}) {
			var re *values.Regexp
			switch x := p.(type) {
			case string:
				r, err := functions.CompileRegexp(x, 0)
				if err != nil {
					return nil, err
				}
				re = r
			case *values.Regexp:
				re = x
			default:
				return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(p))
			}
			if re.MatchString(s) {
				return nil, nil
			}
		}
		return nil, functions.ParseErr("%s", msg)
	})
	l.Define3x("validate_absolute_path", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.ParseErr("validate_absolute_path(): wrong number of arguments (%d; must be > 0)", len(args))
		}
		for _, a := range args {
			cands := []values.Value{a}
			if arr, ok := a.([]values.Value); ok {
				cands = arr
			}
			for _, p := range cands {
				if !isAbsolutePath(p) {
					return nil, functions.ParseErr("%s is not an absolute path.", functions.RubyInspect(p))
				}
			}
		}
		return nil, nil
	})
	l.Define3x("validate_slength", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 2 && len(args) != 3 {
			return nil, functions.ParseErr("validate_slength(): Wrong number of arguments (%d; must be 2 or 3)", len(args))
		}
		input := args[0]
		maxLen, ok := RubyStrictInteger(args[1])
		if !ok || maxLen <= 0 {
			return nil, functions.ParseErr("validate_slength(): Expected second argument to be a positive Numeric, got %s:%s", functions.RubyToS(args[1]), functions.RubyClass(args[1]))
		}
		minLen := int64(0)
		if len(args) > 2 && values.Truthy(args[2]) {
			n, ok := RubyStrictInteger(args[2])
			if !ok || n < 0 {
				return nil, functions.ParseErr("validate_slength(): Expected third argument to be unset or a positive Numeric, got %s:%s", functions.RubyToS(args[2]), functions.RubyClass(args[2]))
			}
			minLen = n
		}
		if maxLen < minLen {
			return nil, functions.ParseErr("validate_slength(): Expected second argument to be equal to or larger than third argument")
		}
		check := func(s string) error {
			n := int64(len([]rune(s)))
			if n > maxLen || n < minLen {
				return functions.ParseErr("validate_slength(): Expected length of %s to be between %d and %d, was %d", functions.RubyInspect(input), minLen, maxLen, core.ValueLength(input))
			}
			return nil
		}
		switch x := input.(type) {
		case string:
			return nil, check(x)
		case []values.Value:
			for i, e := range x {
				s, ok := e.(string)
				if !ok {
					return nil, functions.ParseErr("validate_slength(): Expected element at array position %d to be a String, got %s", i, functions.RubyClass(e))
				}
				if err := check(s); err != nil {
					return nil, err
				}
			}
			return nil, nil
		}
		return nil, functions.ParseErr("validate_slength(): Expected first argument to be a String or Array, got %s", functions.RubyClass(input))
	})
	for _, v := range []struct {
		name, what string
		ok         func(netip.Addr) bool
	}{
		{"validate_ip_address", "IP", func(netip.Addr) bool { return true }},
		{"validate_ipv4_address", "IPv4", func(a netip.Addr) bool { return a.Is4() }},
		{"validate_ipv6_address", "IPv6", func(a netip.Addr) bool { return !a.Is4() }},
	} {
		v := v
		l.Define3x(v.name, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
			return nil, validateStrings(v.name, args, func(s string) error {
				if ip, err := RubyIPAddr(s); err != nil || !v.ok(ip.Addr) {
					return functions.ParseErr("%s is not a valid %s address.", functions.RubyInspect(s), v.what)
				}
				return nil
			})
		})
	}
	for _, w := range []struct{ name, with string }{
		{"validate_absolute_path", "Stdlib::Compat::Absolute_Path"},
		{"validate_array", "Stdlib::Compat::Array"},
		{"validate_bool", "Stdlib::Compat::Bool"},
		{"validate_hash", "Stdlib::Compat::Hash"},
		{"validate_integer", "Stdlib::Compat::Integer"},
		{"validate_ip_address", "Stdlib::Compat::Ip_Address"},
		{"validate_ipv4_address", "Stdlib::Compat::Ipv4_Address"},
		{"validate_ipv6_address", "Stdlib::Compat::Ipv6_address"},
		{"validate_numeric", "Stdlib::Compat::Numeric"},
		{"validate_re", "Pattern[]"},
		{"validate_slength", "String[]"},
		{"validate_string", "Stdlib::Compat::String"},
	} {
		registerDeprecatedWrapper(l, w.name, w.name, fmt.Sprintf(legacyMsg, w.with))
	}

	// is_*
	l.Define3x("is_string", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.ParseErr("is_string(): Wrong number of arguments given (%d for 1)", len(args))
		}
		switch x := args[0].(type) {
		case nil:
			return true, nil
		case string:
			// a string that reads as a number is not a string
			if x == rubyFloatToS(core.RubyStringToF(x)) || x == strconv.FormatInt(core.RubyToI(x), 10) {
				return false, nil
			}
			return true, nil
		}
		return false, nil
	})
	l.Define3x("is_array", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.ParseErr("is_array(): Wrong number of arguments given (%d for 1)", len(args))
		}
		_, ok := args[0].([]values.Value)
		return ok, nil
	})
	l.Register3x("is_hash", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("is_hash(): Wrong number of arguments given (%d for 1)", len(args))
		}
		_, ok := args[0].(*values.Hash)
		return ok, nil
	})
	l.Define3x("is_bool", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("is_bool(): Wrong number of arguments given (%d for 1)", len(args))
		}
		_, ok := args[0].(bool)
		return ok, nil
	})
	l.Register3x("is_integer", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("is_integer(): Wrong number of arguments given %d for 1", len(args))
		}
		return isInteger(args[0]), nil
	})
	l.Define3x("is_float", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("is_float(): Wrong number of arguments given %d for 1", len(args))
		}
		switch x := args[0].(type) {
		case float64:
			return true, nil
		case int64:
			return false, nil
		case string:
			return x == rubyFloatToS(core.RubyStringToF(x)), nil
		}
		return false, nil
	})
	l.Define3x("is_numeric", -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("is_numeric(): Wrong number of arguments given %d for 1", len(args))
		}
		switch x := args[0].(type) {
		case int64, float64:
			return true, nil
		case string:
			return isNumericRx.MatchString(x), nil
		}
		return false, nil
	})
	for _, v := range []struct {
		name string
		ok   func(netip.Addr) bool
	}{
		{"is_ip_address", func(netip.Addr) bool { return true }},
		{"is_ipv4_address", func(a netip.Addr) bool { return a.Is4() }},
		{"is_ipv6_address", func(a netip.Addr) bool { return !a.Is4() }},
	} {
		v := v
		l.Define3x(v.name, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
			if len(args) != 1 {
				return nil, functions.ParseErr("%s(): Wrong number of arguments given %d for 1", v.name, len(args))
			}
			s, ok := args[0].(string)
			if !ok {
				return false, nil
			}
			ip, err := RubyIPAddr(s)
			if err != nil {
				return false, nil
			}
			return v.ok(ip.Addr), nil
		})
	}
	l.Define3x("is_absolute_path", 1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return isAbsolutePath(args[0]), nil
	})
	l.Register3x("is_domain_name", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("is_domain_name(): Wrong number of arguments given %d for 1", len(args))
		}
		s, ok := args[0].(string)
		if !ok {
			return false, nil
		}
		return isDomainName(s), nil
	})
	l.Register3x("is_email_address", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("is_email_address(): Wrong number of arguments given %d for 1", len(args))
		}
		s, ok := args[0].(string)
		return ok && emailRx.MatchString(s), nil
	})
	l.Register3x("is_mac_address", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("is_mac_address(): Wrong number of arguments given %d for 1", len(args))
		}
		s, ok := args[0].(string)
		return ok && (mac6Rx.MatchString(s) || mac20Rx.MatchString(s)), nil
	})
	for _, w := range []struct{ name, key, with string }{
		{"is_absolute_path", "is_absolute_path", "Stdlib::Compat::Absolute_Path"},
		{"is_array", "is_array", "Stdlib::Compat::Array"},
		{"is_bool", "is_bool", "Stdlib::Compat::Bool"},
		{"is_float", "is_float", "Stdlib::Compat::Float"},
		{"is_ip_address", "is_ip_address", "Stdlib::Compat::Ip_address"},
		{"is_ipv4_address", "is_ipv4_address", "Stdlib::Compat::Ipv4"},
		// stdlib's wrapper uses the key of is_ipv4_address
		{"is_ipv6_address", "is_ipv4_address", "Stdlib::Compat::Ipv6"},
		{"is_numeric", "is_numeric", "Stdlib::Compat::Numeric"},
		{"is_string", "is_string", "Stdlib::Compat::String"},
	} {
		registerDeprecatedWrapper(l, w.name, w.key, fmt.Sprintf(matchMsg, w.with))
	}

	for _, v := range []struct {
		name, what string
		ok         func(string) bool
	}{
		{"validate_domain_name", "is not a syntactically correct domain name", isDomainName},
		{"validate_email_address", "is not a valid email address", emailRx.MatchString},
	} {
		v := v
		l.Register3x(v.name, stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
			return nil, validateStrings(v.name, args, func(s string) error {
				if !v.ok(s) {
					return functions.ParseErr("%s %s", functions.RubyInspect(s), v.what)
				}
				return nil
			})
		})
	}

	registerValidateLegacy(l)
}

var (
	isIntegerRx = lazyre.New(`^-?(?:(?:[1-9]\d*)|0)$`)
	isNumericRx = lazyre.New(`^-?(?:(?:[1-9]\d*)|0)(?:\.\d+)?(?:[eE]-?\d+)?$`)
	emailRx     = core.MustRegexp(`\A([\w+\-].?)+@[a-z\d\-]+(\.[a-z]+)*\.[a-z]+\z`)
	mac6Rx      = core.MustRegexp(`(?i)^[a-f0-9]{1,2}(:[a-f0-9]{1,2}){5}$`)
	mac20Rx     = core.MustRegexp(`(?i)^[a-f0-9]{1,2}(:[a-f0-9]{1,2}){19}$`)
	winPathRx   = core.MustRegexp(`(?i)^(([A-Z]:[\\/])|([\\/][\\/][^\\/]+[\\/][^\\/]+)|([\\/][\\/]\?[\\/][^\\/]+))`)
	domainTLDRx = lazyre.New(`\.[A-Za-z]+$`)
	labelRx     = lazyre.New(`(?i)^[a-z\d-]+$`)
)

// rubyFloatToS is Float#to_s.
func rubyFloatToS(f float64) string { return values.FormatFloat(f) }

func isInteger(v values.Value) bool {
	switch x := v.(type) {
	case int64:
		return true
	case string:
		return isIntegerRx.MatchString(x)
	}
	return false
}

// isAbsolutePath is Puppet::Util.absolute_path? for posix or windows.
func isAbsolutePath(v values.Value) bool {
	s, ok := v.(string)
	if !ok {
		return false
	}
	return strings.HasPrefix(s, "/") || winPathRx.MatchString(s)
}

func isDomainName(d string) bool {
	if d == "." {
		return true
	}
	d = strings.TrimSuffix(d, ".")
	if d == "" || len(d) > 255 {
		return false
	}
	if strings.Contains(d, ".") && !domainTLDRx.MatchString(d) {
		return false
	}
	for _, l := range functions.RubySplitString(d, ".") {
		ls := l.(string)
		if len(ls) < 1 || len(ls) > 63 || strings.HasPrefix(ls, "-") || strings.HasSuffix(ls, "-") || !labelRx.MatchString(ls) {
			return false
		}
	}
	return true
}

// validateNumber is validate_integer (integer) and validate_numeric.
func validateNumber(name string, args []values.Value, integer bool) error {
	if len(args) == 0 || len(args) > 3 {
		return functions.ParseErr("%s(): Wrong number of arguments; must be 1, 2 or 3, got %d", name, len(args))
	}
	kind, article := "Integer", "an"
	if !integer {
		kind, article = "Numeric", "a"
	}
	conv := func(v values.Value) (values.Value, bool) {
		s := functions.RubyToS(v)
		if integer {
			n, ok := RubyStrictInteger(s)
			return n, ok
		}
		f, ok := core.RubyStrictFloat(s)
		return f, ok
	}
	input := args[0]
	var max, min values.Value
	if len(args) > 1 {
		ms := functions.RubyToS(args[1])
		if !(len(args) > 2 && ms == "") {
			m, ok := conv(ms)
			if !ok {
				return functions.ParseErr("%s(): Expected second argument to be unset or %s %s, got %s:%s", name, article, kind, ms, "String")
			}
			max = m
		}
	}
	if len(args) > 2 {
		m, ok := conv(args[2])
		if !ok {
			return functions.ParseErr("%s(): Expected third argument to be unset or %s %s, got %s:%s", name, article, kind, functions.RubyToS(args[2]), functions.RubyClass(args[2]))
		}
		min = m
	}
	if min != nil && max != nil {
		if c, _ := core.RubyCmp(min, max); c > 0 {
			return functions.ParseErr("%s(): Expected second argument to be larger than third argument, got %s < %s", name, functions.RubyToS(max), functions.RubyToS(min))
		}
	}
	check := func(n values.Value) error {
		// the input as converted, or the whole array
		shown := functions.RubyInspect(n)
		if _, isArr := input.([]values.Value); isArr {
			shown = functions.RubyInspect(input)
		}
		if max != nil {
			if c, _ := core.RubyCmp(n, max); c > 0 {
				return functions.ParseErr("%s(): Expected %s to be smaller or equal to %s, got %s.", name, shown, functions.RubyToS(max), shown)
			}
		}
		if min != nil {
			if c, _ := core.RubyCmp(n, min); c < 0 {
				return functions.ParseErr("%s(): Expected %s to be greater or equal to %s, got %s.", name, shown, functions.RubyToS(min), shown)
			}
		}
		return nil
	}
	switch x := input.(type) {
	case []values.Value:
		for i, e := range x {
			n, ok := conv(e)
			if _, isHash := e.(*values.Hash); isHash || !ok {
				return functions.ParseErr("%s(): Expected element at array position %d to be %s %s, got %s", name, i, article, kind, functions.RubyClass(e))
			}
			if err := check(n); err != nil {
				return err
			}
		}
		return nil
	case *values.Hash:
		return functions.ParseErr("validate_integer(): Expected first argument to be %s %s or Array, got %s", article, kind, functions.RubyClass(input))
	}
	n, ok := conv(input)
	if !ok {
		return functions.ParseErr("%s(): Expected first argument to be %s %s or Array, got %s", name, article, kind, functions.RubyClass(input))
	}
	return check(n)
}

// rubyIP is what Ruby's IPAddr.new gives for a string.
type rubyIP struct {
	Addr netip.Addr
	bits int
}

// rubyIPAddr is IPAddr.new(s): an address with an optional /prefix or
// /netmask, IPv6 optionally in brackets.
func RubyIPAddr(s string) (rubyIP, error) {
	invalid := errors.New("invalid address: ")
	addrPart, prefix, hasPrefix := strings.Cut(s, "/")
	if strings.HasPrefix(addrPart, "[") && strings.HasSuffix(addrPart, "]") {
		addrPart = addrPart[1 : len(addrPart)-1]
		if !strings.Contains(addrPart, ":") {
			return rubyIP{}, invalid
		}
	}
	a, err := netip.ParseAddr(addrPart)
	if err != nil {
		if strings.Contains(err.Error(), "leading zero") {
			return rubyIP{}, errors.New("zero-filled number in IPv4 address is ambiguous: ")
		}
		return rubyIP{}, invalid
	}
	bits := a.BitLen()
	if hasPrefix {
		if n, err := strconv.Atoi(prefix); err == nil && rubystr.AllDigits(prefix) {
			if n > a.BitLen() {
				return rubyIP{}, fmt.Errorf("invalid length: %s", prefix)
			}
			bits = n
		} else if m, err := netip.ParseAddr(prefix); err == nil && m.BitLen() == a.BitLen() {
			ones, ok := maskOnes(m.AsSlice())
			if !ok {
				return rubyIP{}, invalid
			}
			bits = ones
		} else {
			return rubyIP{}, invalid
		}
	}
	return rubyIP{Addr: a, bits: bits}, nil
}

// maskOnes counts the leading ones of a contiguous netmask.
func maskOnes(b []byte) (int, bool) {
	n := 0
	seenZero := false
	for _, c := range b {
		for i := 7; i >= 0; i-- {
			if c&(1<<uint(i)) != 0 {
				if seenZero {
					return 0, false
				}
				n++
			} else {
				seenZero = true
			}
		}
	}
	return n, true
}

// contains is IPAddr#include? of the network with the address.
func (r rubyIP) contains(o rubyIP) bool {
	if r.Addr.BitLen() != o.Addr.BitLen() {
		return false
	}
	p, err := r.Addr.WithZone("").Prefix(r.bits)
	if err != nil {
		return false
	}
	return p.Contains(o.Addr.WithZone(""))
}

func registerValidateLegacy(l *functions.Lib) {
	legacy := func(c functions.Context, t values.Type, args []values.Value) (values.Value, error) {
		fname := args[0].(string)
		value := args[1]
		prev := args[1:]
		previous := func() (bool, error) {
			f, ok := l.Raw3x(fname)
			if !ok {
				return false, functions.Errorf("undefined method `function_%s' for Scope(Class[main]):Puppet::Parser::Scope", fname)
			}
			_, err := f(c, prev)
			if err == nil {
				return true, nil
			}
			if functions.IsParseError(err) {
				return false, nil
			}
			return false, err
		}
		if values.IsInstance(t, value) {
			ok, err := previous()
			if err != nil {
				return nil, err
			}
			if !ok {
				c.LogPlain("notice", "Accepting previously invalid value for target type '"+t.String()+"'")
			}
			return nil, nil
		}
		msg := values.DescribeTypeMismatch("validate_legacy("+fname+")", t, values.TypeOf(value))
		ok, err := previous()
		if err != nil {
			return nil, err
		}
		if ok {
			Deprecation(c, "validate_legacy", msg)
			return nil, nil
		}
		return nil, functions.Errorf("%s", msg)
	}
	l.Register("validate_legacy", stdlib,
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return legacy(c, args[0].(values.Type), args[1:])
		}).Req("target_type", "Type").Req("function_name", "String").Req("value", "Any").Rest("args", "Any", 0),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			// stdlib 8.5 calls TypeParser#parse with the scope as its
			// loader: Puppet's own types parse ('Boolean', 'Optional[String]',
			// 'Array[String]'), but a name Puppet must load (a type alias
			// such as 'Stdlib::Compat::String', a resource type) calls a
			// private method of the scope and fails.
			ts := args[0].(string)
			if ts == "Array[1]" {
				// TypeParser's table of common types has it
				// (array_of(any, range(1, default))).
				ts = "Array[Any, 1]"
			}
			loads := false
			t, err := values.ParseType(ts, func(string) (values.Type, bool) {
				loads = true
				return nil, false
			})
			if loads {
				return nil, functions.Errorf("private method `load' called for Scope(Class[main]):Puppet::Parser::Scope")
			}
			if err != nil {
				return nil, err
			}
			return legacy(c, t, args[1:])
		}).Req("type_string", "String").Req("function_name", "String").Req("value", "Any").Rest("args", "Any", 0))
}
