package erb

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/netip"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/lazyre"
)

// parseJSON is JSON.parse: objects become Hashes in document order.
func parseJSON(s string) (value, error) {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	v, err := decodeJSON(dec, 0)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err == nil {
		return nil, errors.New("unexpected token in '" + s + "'")
	}
	return v, nil
}

func decodeJSON(dec *json.Decoder, depth int) (value, error) {
	if depth > 100 {
		return nil, errors.New("nesting of 101 is too deep")
	}
	t, err := dec.Token()
	if err != nil {
		return nil, jsonErr(err)
	}
	switch x := t.(type) {
	case json.Delim:
		switch x {
		case '{':
			h := newHash()
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, jsonErr(err)
				}
				k, ok := kt.(string)
				if !ok {
					return nil, errors.New("expected object key")
				}
				v, err := decodeJSON(dec, depth+1)
				if err != nil {
					return nil, err
				}
				h.put(str(k), v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, jsonErr(err)
			}
			return h, nil
		case '[':
			a := newArray(nil)
			for dec.More() {
				v, err := decodeJSON(dec, depth+1)
				if err != nil {
					return nil, err
				}
				a.a = append(a.a, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, jsonErr(err)
			}
			return a, nil
		}
	case string:
		return str(x), nil
	case json.Number:
		if n, err := strconv.ParseInt(string(x), 10, 64); err == nil {
			return n, nil
		}
		f, err := strconv.ParseFloat(string(x), 64)
		if err != nil {
			return nil, err
		}
		return f, nil
	case bool:
		return x, nil
	case nil:
		return nil, nil
	}
	return nil, errors.New("unexpected token")
}

func jsonErr(err error) error {
	return errors.New("unexpected token: " + err.Error())
}

// toJSON is JSON.generate.
func (in *interp) toJSON(v value, pos int) (string, error) {
	var b strings.Builder
	var w func(v value, depth int) error
	w = func(v value, depth int) error {
		if depth > 100 {
			return in.raise(cArgumentError, pos, "nesting of 101 is too deep")
		}
		switch x := v.(type) {
		case nil:
			b.WriteString("null")
		case bool:
			b.WriteString(strconv.FormatBool(x))
		case int64:
			b.WriteString(strconv.FormatInt(x, 10))
		case float64:
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return in.raise(cArgumentError, pos, "%s not allowed in JSON", values.FormatFloat(x))
			}
			b.WriteString(values.FormatFloat(x))
		case *rStr:
			b.WriteString(jsonQuote(x.s))
		case rSym:
			b.WriteString(jsonQuote(string(x)))
		case *rArray:
			b.WriteByte('[')
			for i, e := range x.a {
				if i > 0 {
					b.WriteByte(',')
				}
				if err := w(e, depth+1); err != nil {
					return err
				}
			}
			b.WriteByte(']')
		case *rHash:
			b.WriteByte('{')
			for i, k := range x.keys {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteString(jsonQuote(toS(k)))
				b.WriteByte(':')
				if err := w(x.vals[i], depth+1); err != nil {
					return err
				}
			}
			b.WriteByte('}')
		default:
			b.WriteString(jsonQuote(toS(v)))
		}
		return nil
	}
	err := w(v, 0)
	return b.String(), err
}

func jsonQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			if r < 0x20 {
				fmt.Fprintf(&b, `\u%04x`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

// IPAddr: enough of Ruby's ipaddr library for templates that validate or
// print addresses.
func newIPAddr(s string) (*rObject, error) {
	addr, prefix := s, -1
	if i := strings.IndexByte(s, '/'); i >= 0 {
		addr = s[:i]
		p, err := strconv.Atoi(s[i+1:])
		if err != nil {
			return nil, fmt.Errorf("invalid address: %s", s)
		}
		prefix = p
	}
	trim := strings.TrimSuffix(strings.TrimPrefix(addr, "["), "]")
	if i := strings.IndexByte(trim, '%'); i >= 0 {
		trim = trim[:i]
	}
	ip, err := netip.ParseAddr(trim)
	if err != nil {
		return nil, fmt.Errorf("invalid address: %s", s)
	}
	if ip.Is4() && strings.Contains(trim, ":") {
		ip = netip.AddrFrom16(ip.As16())
	}
	bitsLen := ip.BitLen()
	if prefix < 0 {
		prefix = bitsLen
	}
	if prefix > bitsLen {
		return nil, fmt.Errorf("invalid length: %s", s)
	}
	pfx, _ := ip.Prefix(prefix)
	masked := pfx.Addr()
	family := "AF_INET"
	if ip.Is6() {
		family = "AF_INET6"
	}
	o := &rObject{class: cIPAddr, fields: map[string]value{
		"addr":   str(ipToS(masked)),
		"family": str(family),
		"prefix": int64(prefix),
		"mask":   str(maskString(ip.Is4(), prefix)),
	}}
	return o, nil
}

func ipToS(a netip.Addr) string {
	if a.Is4() {
		return a.String()
	}
	return a.StringExpanded()
}

func maskString(v4 bool, prefix int) string {
	n := 128
	if v4 {
		n = 32
	}
	var b [16]byte
	for i := 0; i < prefix && i < n; i++ {
		b[i/8] |= 0x80 >> uint(i%8)
	}
	if v4 {
		return netip.AddrFrom4([4]byte{b[0], b[1], b[2], b[3]}).String()
	}
	return netip.AddrFrom16(b).StringExpanded()
}

func (in *interp) ipaddrMethod(o *rObject, name string, args []value, pos int) (value, bool, error) {
	switch name {
	case "to_s":
		a, _ := netip.ParseAddr(toS(o.fields["addr"]))
		return str(a.String()), true, nil
	case "to_string":
		return str(toS(o.fields["addr"])), true, nil
	case "ipv4?":
		return toS(o.fields["family"]) == "AF_INET", true, nil
	case "ipv6?":
		return toS(o.fields["family"]) == "AF_INET6", true, nil
	case "prefix":
		return o.fields["prefix"], true, nil
	case "include?", "===":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		var other *rObject
		switch x := args[0].(type) {
		case *rObject:
			if x.class == cIPAddr {
				other = x
			}
		case *rStr:
			v, err := newIPAddr(x.s)
			if err != nil {
				return false, true, nil
			}
			other = v
		}
		if other == nil {
			return false, true, nil
		}
		a, _ := netip.ParseAddr(toS(o.fields["addr"]))
		p := netip.PrefixFrom(a, int(o.fields["prefix"].(int64)))
		b, _ := netip.ParseAddr(toS(other.fields["addr"]))
		return p.Contains(b), true, nil
	case "inspect":
		return str(inspect(o)), true, nil
	}
	return nil, false, nil
}

// toYAML is Psych's to_yaml for the plain data templates dump (strings,
// numbers, booleans, nil, arrays and hashes).
func (in *interp) toYAML(v value, pos int) (string, error) {
	var b strings.Builder
	b.WriteString("---")
	if err := in.yamlNode(&b, v, 0, true, pos, 0); err != nil {
		return "", err
	}
	b.WriteByte('\n')
	return b.String(), nil
}

func (in *interp) yamlNode(b *strings.Builder, v value, indent int, top bool, pos int, depth int) error {
	if depth > 100 {
		return in.raise(cArgumentError, pos, "nesting too deep for to_yaml")
	}
	pad := strings.Repeat(" ", indent)
	switch x := v.(type) {
	case *rArray:
		if len(x.a) == 0 {
			b.WriteString(" []")
			return nil
		}
		for _, e := range x.a {
			b.WriteString("\n" + pad + "-")
			switch ev := e.(type) {
			case *rHash:
				if len(ev.keys) > 0 {
					// first key on the dash line
					var sub strings.Builder
					if err := in.yamlNode(&sub, ev, indent+2, false, pos, depth+1); err != nil {
						return err
					}
					s := sub.String()
					s = strings.TrimPrefix(s, "\n"+strings.Repeat(" ", indent+2))
					b.WriteString(" " + s)
					continue
				}
			case *rArray:
				if len(ev.a) > 0 {
					var sub strings.Builder
					if err := in.yamlNode(&sub, ev, indent+2, false, pos, depth+1); err != nil {
						return err
					}
					s := strings.TrimPrefix(sub.String(), "\n"+strings.Repeat(" ", indent+2))
					b.WriteString(" " + s)
					continue
				}
			}
			if err := in.yamlNode(b, e, indent+2, false, pos, depth+1); err != nil {
				return err
			}
		}
		return nil
	case *rHash:
		if len(x.keys) == 0 {
			b.WriteString(" {}")
			return nil
		}
		for i, k := range x.keys {
			b.WriteString("\n" + pad)
			b.WriteString(yamlScalar(k, true))
			b.WriteByte(':')
			child := indent + 2
			if a, ok := x.vals[i].(*rArray); ok && len(a.a) > 0 {
				child = indent
			}
			if err := in.yamlNode(b, x.vals[i], child, false, pos, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	s := yamlScalarAt(v, false, indent-2)
	if s == "" {
		return nil
	}
	b.WriteString(" " + s)
	return nil
}

func yamlScalar(v value, key bool) string {
	return yamlScalarAt(v, key, 0)
}

func yamlScalarAt(v value, key bool, indent int) string {
	switch x := v.(type) {
	case nil:
		if key {
			return "''"
		}
		return ""
	case bool:
		return strconv.FormatBool(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		switch {
		case math.IsNaN(x):
			return ".nan"
		case math.IsInf(x, 1):
			return ".inf"
		case math.IsInf(x, -1):
			return "-.inf"
		}
		return values.FormatFloat(x)
	case rSym:
		return ":" + string(x)
	case *rStr:
		return yamlString(x.s, indent)
	}
	return yamlString(toS(v), indent)
}

var (
	yamlIntRx   = lazyre.New(`^[-+]?(0|[1-9][0-9_,]*|0[0-7_,]+|0b[01_,]+|0x[0-9a-fA-F_,]+)$`)
	yamlFloatRx = lazyre.New(`^[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?$|^[-+]?\.(inf|Inf|INF)$|^\.(nan|NaN|NAN)$|^[-+]?[0-9][0-9_,]*[eE][-+]?[0-9]+$`)
	yamlBoolRx  = lazyre.New(`^(?i:yes|true|on|no|false|off)$`)
	yamlTimeRx  = lazyre.New(`^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$|^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$`)
	yamlSexaRx  = lazyre.New(`^[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?$`)
)

// yamlString emits a string as Psych (Ruby's YAML) does: literal blocks
// for multi-line text, double quotes for y/n and text starting with a
// non-word character, single quotes for text that would read as another
// type or that libyaml cannot write plain.
func yamlString(s string, indent int) string {
	if s == "" {
		return "''"
	}
	if i := strings.IndexByte(s, '\n'); i >= 0 && i < len(s)-1 {
		chomp := "-"
		trimmed := strings.TrimRight(s, "\n")
		switch {
		case len(s)-len(trimmed) == 1:
			chomp = ""
		case len(s)-len(trimmed) > 1:
			chomp = "+"
		}
		pad := strings.Repeat(" ", indent+2)
		var b strings.Builder
		b.WriteString("|" + chomp)
		body := s
		if chomp != "-" {
			body = strings.TrimSuffix(s, "\n")
		}
		for _, l := range strings.Split(body, "\n") {
			b.WriteString("\n")
			if l != "" {
				b.WriteString(pad + l)
			}
		}
		return b.String()
	}
	dq := func() string { return yamlDouble(s) }
	sq := func() string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }
	if s == "y" || s == "n" || s == "<<" {
		return dq()
	}
	for _, r := range s {
		if r < 0x20 && r != '\t' || r == 0x7f || r == 0xfeff {
			return dq()
		}
	}
	r0, _ := utf8.DecodeRuneInString(s)
	if !(unicode.IsLetter(r0) || unicode.IsDigit(r0) || r0 == '_') && !strings.Contains(s, `"`) {
		return dq()
	}
	switch {
	case yamlIntRx.MatchString(s), yamlFloatRx.MatchString(s), yamlBoolRx.MatchString(s), yamlTimeRx.MatchString(s), yamlSexaRx.MatchString(s),
		s == "~", strings.EqualFold(s, "null"), strings.HasPrefix(s, ":") && len(s) > 1:
		return sq()
	}
	if len(s) > 1 && s[0] == '0' && strings.IndexAny(s, "89") > 0 && strings.TrimLeft(s[1:], "01234567") != s[1:] && isDigitsUpTo89(s) {
		return sq()
	}
	// libyaml's plain-scalar analysis
	if strings.IndexByte("#,[]{}&*!|>'\"%@`", s[0]) >= 0 || s[0] == '-' && (len(s) == 1 || s[1] == ' ') ||
		(s[0] == '?' || s[0] == ':') ||
		strings.Contains(s, ": ") || strings.HasSuffix(s, ":") || strings.Contains(s, " #") ||
		s[0] == ' ' || s[len(s)-1] == ' ' || strings.ContainsAny(s, "\n") {
		return sq()
	}
	return s
}

func isDigitsUpTo89(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] == '8' || s[i] == '9' {
			return true
		}
		if s[i] < '0' || s[i] > '7' {
			return false
		}
	}
	return false
}

func yamlDouble(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		case 0:
			b.WriteString(`\0`)
		case 0x1b:
			b.WriteString(`\e`)
		default:
			if r < 0x20 || r == 0x7f {
				fmt.Fprintf(&b, `\x%02X`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
