// Package uri is Ruby's uri library (uri 0.11, Ruby 3.1.2): URI.parse with
// its RFC 3986 parser and the class each scheme makes, URI::Generic.build
// with its RFC 2396 component checks and messages, to_s, and the escaping
// functions (URI::DEFAULT_PARSER.escape/unescape,
// URI.encode_www_form_component, decode_www_form_component,
// encode_www_form).
package uri

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/hexval"
	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// URI is a URI's components, as Ruby keeps them in a URI::Generic's
// instance variables; nil (not set) is a nil pointer.
type URI struct {
	// Class is the Ruby class: "URI::Generic", "URI::HTTP", "URI::HTTPS",
	// "URI::FTP", "URI::File", "URI::LDAP", "URI::LDAPS", "URI::MailTo",
	// "URI::WS" (uri 0.11 registers no class for wss).
	Class    string
	Scheme   *string
	User     *string
	Password *string
	Host     *string
	Port     *big.Int
	Path     *string
	Query    *string
	Opaque   *string
	Fragment *string
	// Typecode is an FTP URI's ";type=" (a, i or d).
	Typecode *string
}

func sp(s string) *string { return &s }

func invalidURI(msg string) error { return rv.Errorf("URI::InvalidURIError", msg) }

func invalidComponent(msg string) error { return rv.Errorf("URI::InvalidComponentError", msg) }

// classes are the scheme classes of URI.scheme_list, by upper-case scheme.
var classes = map[string]string{
	"HTTP": "URI::HTTP", "HTTPS": "URI::HTTPS", "FTP": "URI::FTP", "FILE": "URI::File", "LDAP": "URI::LDAP",
	"LDAPS": "URI::LDAPS", "MAILTO": "URI::MailTo", "WS": "URI::WS",
}

// DefaultPort is the scheme class's default_port (0 for none).
func DefaultPort(class string) int64 {
	switch class {
	case "URI::HTTP", "URI::WS":
		return 80
	case "URI::HTTPS", "URI::WSS":
		return 443
	case "URI::FTP":
		return 21
	case "URI::LDAP":
		return 389
	case "URI::LDAPS":
		return 636
	}
	return 0
}

// ClassFor is the class URI.for makes for a scheme.
func ClassFor(scheme *string) string {
	if scheme != nil {
		if c, ok := classes[strings.ToUpper(*scheme)]; ok {
			return c
		}
	}
	return "URI::Generic"
}

// Parse is URI.parse (URI::RFC3986_Parser): the components of an absolute
// URI or a relative reference, made into the scheme's class without
// component checks (the query and fragment are escaped as their setters
// escape them).
func Parse(s string) (*URI, error) {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return nil, invalidURI("URI must be ascii only " + dump(s))
		}
	}
	c, ok := splitAbsolute(s)
	if !ok {
		if c, ok = splitRelative(s); !ok {
			return nil, invalidURI("bad URI(is not URI?): " + rv.InspectString(s))
		}
	}
	u := &URI{Class: ClassFor(c.scheme)}
	if c.scheme != nil {
		u.Scheme = sp(strings.ToLower(*c.scheme))
	}
	if c.userinfo != nil && *c.userinfo != "" {
		// split_userinfo: "".split(':', 2) is [], no user.
		user, pass, has := strings.Cut(*c.userinfo, ":")
		u.User = sp(user)
		if has {
			u.Password = sp(pass)
		}
	}
	u.Host = c.host
	if c.port != nil && *c.port != "" {
		u.Port, _ = new(big.Int).SetString(*c.port, 10)
	}
	if u.Class == "URI::File" {
		// File ignores a user, password and port.
		u.User, u.Password, u.Port = nil, nil, nil
	}
	u.Path = c.path
	if u.Class == "URI::FTP" {
		if err := u.ftpPath(false); err != nil {
			return nil, err
		}
	}
	if err := u.SetQuery(c.query); err != nil {
		return nil, err
	}
	u.Opaque = c.opaque
	u.SetFragment(c.fragment)
	u.finish()
	return u, nil
}

// dump is String#dump of an ASCII-incompatible string, as the error shows.
func dump(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r >= 0x20 && r < 0x7f:
			b.WriteRune(r)
		case r < 0x80:
			b.WriteString(`\x` + strings.ToUpper(strconv.FormatInt(int64(r)+0x100, 16)[1:]))
		case r <= 0xffff:
			b.WriteString(`\u` + strings.ToUpper(strconv.FormatInt(int64(r)+0x10000, 16)[1:]))
		default:
			b.WriteString(`\u{` + strings.ToUpper(strconv.FormatInt(int64(r), 16)) + `}`)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// ftpPath is URI::FTP's initialize: the path without its leading slash
// (a leading %2F is one), kept as "/" + path; a ";type=X" ending is the
// typecode (checked when check).
func (u *URI) ftpPath(check bool) error {
	if u.Path == nil {
		return invalidURI("URI::InvalidURIError")
	}
	p := strings.TrimPrefix(*u.Path, "/")
	if strings.HasPrefix(p, "%2F") {
		p = "/" + p[3:]
	}
	if strings.HasPrefix(p, "/") {
		p = "%2F" + p[1:]
	}
	p = "/" + p
	if i := strings.Index(p, ";type="); i >= 0 {
		tc := p[i+6:]
		if check && tc != "a" && tc != "i" && tc != "d" {
			return invalidComponent("bad typecode(expected a, i, d): " + tc)
		}
		u.Typecode = &tc
		p = p[:i]
	}
	u.Path = &p
	return nil
}

// PathValue is path: an FTP URI's path without its leading slash (and a
// leading %2F as "/").
func (u *URI) PathValue() *string {
	if u.Class != "URI::FTP" || u.Path == nil {
		return u.Path
	}
	p := strings.TrimPrefix(*u.Path, "/")
	if strings.HasPrefix(p, "%2F") {
		p = "/" + p[3:]
	}
	return &p
}

// finish is the end of Generic#initialize: an empty path where there is
// neither path nor opaque part, the default port where none is given, a
// file URI's host.
func (u *URI) finish() {
	if u.Class == "URI::File" && (u.Host == nil || *u.Host == "localhost") {
		u.Host = sp("")
	}
	if u.Path == nil && u.Opaque == nil {
		u.Path = sp("")
	}
	if d := DefaultPort(u.Class); d != 0 && u.Port == nil {
		u.Port = big.NewInt(d)
	}
}

// Userinfo is userinfo: user, or user:password.
func (u *URI) Userinfo() *string {
	if u.User == nil {
		return nil
	}
	if u.Password == nil {
		return u.User
	}
	return sp(*u.User + ":" + *u.Password)
}

// String is to_s.
func (u *URI) String() string {
	var b strings.Builder
	if u.Scheme != nil {
		b.WriteString(*u.Scheme)
		b.WriteByte(':')
	}
	if u.Opaque != nil {
		b.WriteString(*u.Opaque)
	} else {
		if u.Host != nil || u.Scheme != nil && (*u.Scheme == "file" || *u.Scheme == "postgres") {
			b.WriteString("//")
		}
		if ui := u.Userinfo(); ui != nil {
			b.WriteString(*ui)
			b.WriteByte('@')
		}
		if u.Host != nil {
			b.WriteString(*u.Host)
		}
		if u.Port != nil && (DefaultPort(u.Class) == 0 || u.Port.Cmp(big.NewInt(DefaultPort(u.Class))) != 0) {
			b.WriteByte(':')
			b.WriteString(u.Port.String())
		}
		if u.Path != nil {
			b.WriteString(*u.Path)
		}
		if u.Typecode != nil {
			b.WriteString(";type=" + *u.Typecode)
		}
		if u.Query != nil {
			b.WriteByte('?')
			b.WriteString(*u.Query)
		}
	}
	if u.Fragment != nil {
		b.WriteByte('#')
		b.WriteString(*u.Fragment)
	}
	return b.String()
}

// Hostname is hostname: the host without an IPv6 address's brackets.
func (u *URI) Hostname() *string {
	if u.Host == nil {
		return nil
	}
	h := *u.Host
	if strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]") {
		h = h[1 : len(h)-1]
	}
	return &h
}

var reBadPercent = lazyre.New(`(%[^0-9A-Fa-f][^0-9A-Fa-f])`)

// SetQuery is query=: tabs and line breaks dropped, characters outside
// the query's set %-escaped; a bad escape is InvalidURIError.
func (u *URI) SetQuery(v *string) error {
	if v == nil {
		u.Query = nil
		return nil
	}
	if u.Opaque != nil {
		return invalidURI("query conflicts with opaque")
	}
	s := strings.NewReplacer("\t", "", "\r", "", "\n", "").Replace(*v)
	if m := reBadPercent.FindStringSubmatch(s); m != nil {
		return invalidURI("invalid percent escape: " + m[1])
	}
	q := escapeExcept(s, func(c byte) bool {
		return c == '!' || c >= '$' && c <= '&' || c >= '(' && c <= ';' || c == '=' || c >= '?' && c <= '_' || c >= 'a' && c <= '~'
	})
	u.Query = &q
	return nil
}

// SetFragment is fragment=: as query=, printable ASCII kept.
func (u *URI) SetFragment(v *string) {
	if v == nil {
		u.Fragment = nil
		return
	}
	s := strings.NewReplacer("\t", "", "\r", "", "\n", "").Replace(*v)
	f := escapeExcept(s, func(c byte) bool { return c >= '!' && c <= '~' })
	u.Fragment = &f
}

// escapeExcept %-escapes every byte not kept, and not part of a %XX
// escape already.
func escapeExcept(s string, keep func(byte) bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && hexval.Is(s[i+1]) && hexval.Is(s[i+2]) || keep(c) {
			b.WriteByte(c)
			continue
		}
		b.WriteString("%" + strings.ToUpper(strconv.FormatInt(int64(c)+0x100, 16)[1:]))
	}
	return b.String()
}

// Set is a component setter (scheme=, userinfo=, user=, password=, host=,
// hostname=, port=, path=, query=, opaque=, fragment=) with its checks:
// the URI is rebuilt with the one component changed, as the setter checks
// it against the others.
func (u *URI) Set(name string, v rv.Value) error {
	switch name {
	case "query":
		return u.SetQuery(textOf(v))
	case "fragment":
		u.SetFragment(textOf(v))
		return nil
	}
	comps := u.components()
	idx := map[string]int{"scheme": 0, "userinfo": 1, "host": 2, "hostname": 2, "port": 3, "path": 5, "opaque": 6}
	switch name {
	case "user":
		if v == nil {
			comps[1] = nil
		} else if u.Password != nil {
			comps[1] = rv.Str(rv.ToS(v) + ":" + *u.Password)
		} else {
			comps[1] = rv.Str(rv.ToS(v))
		}
	case "password":
		if u.User == nil {
			return invalidURI("password component depends user component")
		}
		if v == nil {
			comps[1] = rv.Str(*u.User)
		} else {
			comps[1] = rv.Str(*u.User + ":" + rv.ToS(v))
		}
	default:
		i, ok := idx[name]
		if !ok {
			return rv.Errorf("NoMethodError", "undefined method `"+name+"='")
		}
		comps[i] = v
		if name == "opaque" && v != nil {
			comps[1], comps[2], comps[3], comps[5] = nil, nil, nil, nil
		}
		if name == "path" && v != nil && u.Opaque != nil {
			return invalidURI("path conflicts with opaque")
		}
	}
	n, err := Build(u.Class, comps)
	if err != nil {
		return err
	}
	if name != "port" && name != "scheme" {
		n.Port = u.Port
	}
	*u = *n
	return nil
}

func textOf(v rv.Value) *string {
	if v == nil {
		return nil
	}
	s := rv.ToS(v)
	return &s
}

// components lists the URI's components in Components' order.
func (u *URI) components() []rv.Value {
	str := func(s *string) rv.Value {
		if s == nil {
			return nil
		}
		return rv.Str(*s)
	}
	var port rv.Value
	if u.Port != nil {
		port = rv.Int(u.Port)
	}
	path := u.PathValue()
	if u.Typecode != nil && path != nil {
		p := *path + ";type=" + *u.Typecode
		path = &p
	}
	return []rv.Value{str(u.Scheme), str(u.Userinfo()), str(u.Host), port, nil, str(path), str(u.Opaque), str(u.Query), str(u.Fragment)}
}
