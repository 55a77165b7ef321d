package uri

import (
	"math/big"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/hexval"
	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// RFC 2396's patterns, as URI::DEFAULT_PARSER (URI::RFC2396_Parser)
// builds them; Generic.build checks components with them.
const (
	p2396Unreserved = `\-_.!~*'()a-zA-Z\d`
	p2396Reserved   = `;/?:@&=+$,\[\]`
	p2396Escaped    = `%[a-fA-F\d]{2}`
	p2396Pchar      = `(?:[` + p2396Unreserved + `:@&=+$,]|` + p2396Escaped + `)`
	p2396Segment    = p2396Pchar + `*(?:;` + p2396Pchar + `*)*`
	p2396AbsPath    = `/` + p2396Segment + `(?:/` + p2396Segment + `)*`
	p2396Hex4       = `[a-fA-F\d]{1,4}`
	p2396IPv4       = `\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}`
	p2396HexSeq1    = `(?:` + p2396Hex4 + `:)*` + p2396Hex4
	p2396HexSeq2    = `(?:` + p2396Hex4 + `:)*(?:` + p2396Hex4 + `|` + p2396IPv4 + `)`
	p2396IPv6       = `(?:` + p2396HexSeq2 + `|(?:` + p2396HexSeq1 + `)?::(?:` + p2396HexSeq2 + `)?)`
	p2396Uric       = `(?:[` + p2396Unreserved + p2396Reserved + `]|` + p2396Escaped + `)`
)

var (
	re2396Scheme   = lazyre.New(`^[a-zA-Z][\-+.a-zA-Z\d]*$`)
	re2396Userinfo = lazyre.New(`^(?:[` + p2396Unreserved + `;:&=+$,]|` + p2396Escaped + `)*$`)
	re2396Host     = lazyre.New(`^(?:(?:[a-zA-Z0-9\-.]|%[a-fA-F\d]{2})+|` + p2396IPv4 + `|\[` + p2396IPv6 + `\])$`)
	re2396Port     = lazyre.New(`^\d*$`)
	re2396AbsPath  = lazyre.New(`^` + p2396AbsPath + `$`)
	re2396RelPath  = lazyre.New(`^(?:[` + p2396Unreserved + `;@&=+$,]|` + p2396Escaped + `)+(?:` + p2396AbsPath + `)?$`)
	re2396Opaque   = lazyre.New(`^(?:[` + p2396Unreserved + `;?:@&=+$,]|` + p2396Escaped + `)` + p2396Uric + `*$`)
	re2396Unsafe   = lazyre.New(`[^` + p2396Unreserved + p2396Reserved + `]`)
	re2396Escaped  = lazyre.New(p2396Escaped)
)

// Components are the order of URI::Generic::COMPONENT (build's Array).
var Components = []string{"scheme", "userinfo", "host", "port", "registry", "path", "opaque", "query", "fragment"}

// Build is URI::Generic.build (and URI::HTTP.build... for class): the
// components in Components' order, each nil or a String (the port may
// be an Integer), checked as the setters check them.
func Build(class string, comps []rv.Value) (*URI, error) {
	u := &URI{Class: class}
	get := func(i int) *string {
		if s, ok := comps[i].(*rv.String); ok {
			return sp(s.S)
		}
		return nil
	}
	if comps[0] != nil {
		s := get(0)
		if s == nil || !re2396Scheme.MatchString(*s) {
			return nil, invalidComponent("bad component(expected scheme component): " + rv.ToS(comps[0]))
		}
		u.Scheme = sp(strings.ToLower(*s))
	}
	if ui := get(1); ui != nil && *ui != "" {
		user, pass, has := strings.Cut(*ui, ":")
		if !re2396Userinfo.MatchString(user) {
			return nil, invalidComponent("bad component(expected userinfo component or user component): " + user)
		}
		u.User = sp(user)
		if has {
			if !re2396Userinfo.MatchString(pass) {
				return nil, invalidComponent("bad password component")
			}
			u.Password = sp(pass)
		}
	}
	if h := get(2); h != nil {
		host := *h
		if !(strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]")) && strings.Contains(host, ":") {
			host = "[" + host + "]"
		}
		if !re2396Host.MatchString(host) {
			return nil, invalidComponent("bad component(expected host component): " + host)
		}
		u.Host = &host
	}
	switch p := comps[3].(type) {
	case nil:
	case int64:
		u.Port = big.NewInt(p)
	case *big.Int:
		u.Port = p
	case *rv.String:
		if !re2396Port.MatchString(p.S) {
			return nil, invalidComponent("bad component(expected port component): " + p.Inspect())
		}
		if p.S != "" {
			u.Port, _ = new(big.Int).SetString(p.S, 10)
		}
	default:
		return nil, rv.Errorf("TypeError", "no implicit conversion into String")
	}
	path := get(5)
	if class == "URI::FTP" && path != nil {
		// FTP's initialize strips the leading slash before the check.
		p := strings.TrimPrefix(*path, "/")
		if strings.HasPrefix(p, "%2F") {
			p = "/" + p[3:]
		}
		path = &p
	}
	if path != nil && *path != "" {
		if u.Scheme != nil && *u.Scheme != "ftp" {
			if !re2396AbsPath.MatchString(*path) {
				return nil, invalidComponent("bad component(expected absolute path component): " + *path)
			}
		} else if !re2396AbsPath.MatchString(*path) && !re2396RelPath.MatchString(*path) {
			return nil, invalidComponent("bad component(expected relative path component): " + *path)
		}
	}
	u.Path = path
	if class == "URI::FTP" {
		if err := u.ftpPath(true); err != nil {
			return nil, err
		}
	}
	if err := u.SetQuery(get(7)); err != nil {
		return nil, err
	}
	if o := get(6); o != nil {
		if u.Host != nil || u.Port != nil || u.User != nil || u.Path != nil {
			return nil, invalidURI("can not set opaque with host, port, userinfo or path")
		}
		if !re2396Opaque.MatchString(*o) {
			return nil, invalidComponent("bad component(expected opaque component): " + *o)
		}
		u.Opaque = o
	}
	return u.completed(get(8), get(4))
}

// Make is URI::Generic.new without the argument checks (what URI.parse
// does with the parts it split): the components as given, the query
// and fragment escaped by their setters.
func Make(class string, comps []rv.Value) (*URI, error) {
	u := &URI{Class: class}
	get := func(i int) *string {
		if comps[i] == nil {
			return nil
		}
		s := rv.ToS(comps[i])
		return &s
	}
	if s := get(0); s != nil {
		u.Scheme = sp(strings.ToLower(*s))
	}
	if ui := get(1); ui != nil && *ui != "" {
		user, pass, has := strings.Cut(*ui, ":")
		u.User = sp(user)
		if has {
			u.Password = sp(pass)
		}
	}
	u.Host = get(2)
	switch p := comps[3].(type) {
	case int64:
		u.Port = big.NewInt(p)
	case *big.Int:
		u.Port = p
	case *rv.String:
		if p.S != "" {
			u.Port, _ = new(big.Int).SetString(strings.TrimSpace(p.S), 10)
		}
	}
	if class == "URI::File" {
		u.User, u.Password, u.Port = nil, nil, nil
	}
	u.Path = get(5)
	if class == "URI::FTP" {
		if err := u.ftpPath(false); err != nil {
			return nil, err
		}
	}
	u.Opaque = get(6)
	if err := u.SetQuery(get(7)); err != nil {
		return nil, err
	}
	return u.completed(get(8), get(4))
}

// Escape is URI::DEFAULT_PARSER.escape: every character outside RFC 2396's
// unreserved and reserved sets as %XX of its bytes (a US-ASCII String in
// Ruby).
func Escape(s string) string {
	return re2396Unsafe.ReplaceAllStringFunc(s, func(m string) string {
		var b strings.Builder
		for i := 0; i < len(m); i++ {
			b.WriteString("%" + strings.ToUpper(hexByte(m[i])))
		}
		return b.String()
	})
}

func hexByte(c byte) string {
	const hex = "0123456789abcdef"
	return string([]byte{hex[c>>4], hex[c&15]})
}

// Unescape is URI::DEFAULT_PARSER.unescape: each %XX its byte.
func Unescape(s string) string {
	return re2396Escaped.ReplaceAllStringFunc(s, func(m string) string {
		d, _ := hexval.Byte(m[1], m[2]) // (the pattern matched two digits)
		return string([]byte{d})
	})
}

// EncodeWWWFormComponent is URI.encode_www_form_component: bytes other
// than [*\-.0-9A-Z_a-z] as %XX, a space as '+' (US-ASCII in Ruby).
func EncodeWWWFormComponent(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '*' || c == '-' || c == '.' || c == '_' || inRange(c, '0', '9') || inRange(c, 'A', 'Z') || inRange(c, 'a', 'z'):
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			b.WriteString("%" + strings.ToUpper(hexByte(c)))
		}
	}
	return b.String()
}

// DecodeWWWFormComponent is URI.decode_www_form_component: '+' is a
// space, %XX its byte; a '%' not followed by two hex digits is
// ArgumentError.
func DecodeWWWFormComponent(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '+':
			b.WriteByte(' ')
		case c == '%':
			d, ok := byte(0), false
			if i+2 < len(s) {
				d, ok = hexval.Byte(s[i+1], s[i+2])
			}
			if !ok {
				return "", rv.Errorf("ArgumentError", "invalid %-encoding ("+s+")")
			}
			b.WriteByte(d)
			i += 2
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

// EncodeWWWForm is URI.encode_www_form over pairs of to_s texts: k=v
// joined by '&', a key alone for a nil value, one pair per element of an
// Array value (values holds nil for nil, a []*string for an Array).
func EncodeWWWForm(keys []string, values []any) string {
	parts := make([]string, 0, len(keys))
	for i, k := range keys {
		switch v := values[i].(type) {
		case nil:
			parts = append(parts, EncodeWWWFormComponent(k))
		case []*string:
			sub := make([]string, 0, len(v))
			for _, w := range v {
				s := EncodeWWWFormComponent(k)
				if w != nil {
					s += "=" + EncodeWWWFormComponent(*w)
				}
				sub = append(sub, s)
			}
			parts = append(parts, strings.Join(sub, "&"))
		case string:
			parts = append(parts, EncodeWWWFormComponent(k)+"="+EncodeWWWFormComponent(v))
		}
	}
	return strings.Join(parts, "&")
}

// completed ends both builders: the fragment is set, a registry part is
// refused (Generic#set_registry), the URI is finished.
func (u *URI) completed(fragment, registry *string) (*URI, error) {
	u.SetFragment(fragment)
	if registry != nil {
		scheme := ""
		if u.Scheme != nil {
			scheme = *u.Scheme
		}
		return nil, invalidURI("the scheme " + scheme + " does not accept registry part: " + *registry + " (or bad hostname?)")
	}
	u.finish()
	return u, nil
}

// DecodeWWWForm is URI.decode_www_form(str) with its default options: the
// pairs of an application/x-www-form-urlencoded text, split at '&' (an
// empty piece is an empty pair, a trailing '&' ends the last), each at its
// first '=' (no '=': the value is ""), '+' a space and %XX its byte
// (other '%' left as written), invalid UTF-8 replaced by U+FFFD (scrub).
func DecodeWWWForm(s string) ([][2]string, error) {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return nil, rv.Errorf("ArgumentError", "the input of URI.decode_www_form must be ASCII only string")
		}
	}
	var out [][2]string
	if s == "" {
		return out, nil
	}
	pieces := strings.Split(s, "&")
	if pieces[len(pieces)-1] == "" {
		pieces = pieces[:len(pieces)-1]
	}
	decode := func(t string) string {
		var b strings.Builder
		for i := 0; i < len(t); i++ {
			switch {
			case t[i] == '+':
				b.WriteByte(' ')
			case t[i] == '%' && i+2 < len(t) && hexval.Is(t[i+1]) && hexval.Is(t[i+2]):
				d, _ := hexval.Byte(t[i+1], t[i+2])
				b.WriteByte(d)
				i += 2
			default:
				b.WriteByte(t[i])
			}
		}
		return strings.ToValidUTF8(b.String(), "\uFFFD")
	}
	for _, p := range pieces {
		k, v, _ := strings.Cut(p, "=")
		out = append(out, [2]string{decode(k), decode(v)})
	}
	return out, nil
}
