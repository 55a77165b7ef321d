package uri

import (
	"net/netip"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/hexval"
)

// components are what URI::RFC3986_Parser#split returns.
type components struct {
	scheme, userinfo, host, port, path, opaque, query, fragment *string
}

func inRange(c, lo, hi byte) bool { return c >= lo && c <= hi }

// The character sets of Ruby's RFC 3986 patterns.
func userinfoChar(c byte) bool {
	return c == '!' || c == '$' || inRange(c, '&', '.') || inRange(c, '0', ';') || c == '=' || inRange(c, 'A', 'Z') || c == '_' || inRange(c, 'a', 'z') || c == '~'
}
func regNameChar(c byte) bool  { return userinfoChar(c) && c != ':' }
func segmentChar(c byte) bool  { return userinfoChar(c) || c == '@' }
func segNCChar(c byte) bool    { return segmentChar(c) && c != ':' }
func fragmentChar(c byte) bool { return segmentChar(c) || c == '/' || c == '?' }

// run is the end of the longest run from i of characters in set or %XX.
func run(s string, i int, set func(byte) bool) int {
	for i < len(s) {
		switch {
		case s[i] == '%' && i+2 < len(s) && hexval.Is(s[i+1]) && hexval.Is(s[i+2]):
			i += 3
		case s[i] != '%' && set(s[i]):
			i++
		default:
			return i
		}
	}
	return i
}

// segments is the end of (/segment)* from i.
func segments(s string, i int) int {
	for i < len(s) && s[i] == '/' {
		i = run(s, i+1, segmentChar)
	}
	return i
}

// tail reads [?query][#fragment] to the end of s, false when something is
// left.
func tail(s string, i int, c *components) bool {
	if i < len(s) && s[i] == '?' {
		j := strings.IndexByte(s[i+1:], '#')
		if j < 0 {
			j = len(s) - i - 1
		}
		q := s[i+1 : i+1+j]
		c.query = &q
		i += 1 + j
	}
	if i < len(s) && s[i] == '#' {
		j := run(s, i+1, fragmentChar)
		if j != len(s) {
			return false
		}
		f := s[i+1:]
		c.fragment = &f
		i = j
	}
	return i == len(s)
}

// authority reads "//" authority path-abempty from i (s[i:] starts with
// "//") and the tail.
func authority(s string, i int, c *components) bool {
	pos := i + 2
	if j := run(s, pos, userinfoChar); j < len(s) && s[j] == '@' {
		u := s[pos:j]
		c.userinfo = &u
		pos = j + 1
	}
	if pos < len(s) && s[pos] == '[' {
		end := strings.IndexByte(s[pos:], ']')
		if end < 0 || !ipLiteral(s[pos+1:pos+end]) {
			return false
		}
		h := s[pos : pos+end+1]
		c.host = &h
		pos += end + 1
	} else if j := run(s, pos, regNameChar); j > pos {
		h := s[pos:j]
		c.host = &h
		pos = j
	}
	if pos < len(s) && s[pos] == ':' {
		j := pos + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		p := s[pos+1 : j]
		c.port = &p
		pos = j
	}
	end := segments(s, pos)
	p := s[pos:end]
	c.path = &p
	return tail(s, end, c)
}

// ipLiteral is an IPv6 address or an IPvFuture inside brackets.
func ipLiteral(s string) bool {
	if len(s) > 1 && (s[0] == 'v' || s[0] == 'V') {
		dot := strings.IndexByte(s, '.')
		if dot < 2 || dot == len(s)-1 {
			return false
		}
		for i := 1; i < dot; i++ {
			if !hexval.Is(s[i]) {
				return false
			}
		}
		for i := dot + 1; i < len(s); i++ {
			if !userinfoChar(s[i]) {
				return false
			}
		}
		return true
	}
	a, err := netip.ParseAddr(s)
	return err == nil && a.Is6() && a.Zone() == ""
}

// splitAbsolute matches RFC3986_URI.
func splitAbsolute(s string) (components, bool) {
	var c components
	if s == "" || !(inRange(s[0], 'A', 'Z') || inRange(s[0], 'a', 'z')) {
		return c, false
	}
	i := 1
	for i < len(s) && (inRange(s[i], 'A', 'Z') || inRange(s[i], 'a', 'z') || inRange(s[i], '0', '9') || s[i] == '+' || s[i] == '-' || s[i] == '.') {
		i++
	}
	if i >= len(s) || s[i] != ':' {
		return c, false
	}
	scheme := s[:i]
	i++
	try := func(f func(*components) bool) (components, bool) {
		c := components{scheme: &scheme}
		return c, f(&c)
	}
	if strings.HasPrefix(s[i:], "//") {
		if c, ok := try(func(c *components) bool { return authority(s, i, c) }); ok {
			return c, true
		}
	}
	if i < len(s) && s[i] == '/' {
		if c, ok := try(func(c *components) bool {
			end := i + 1
			if j := run(s, end, segmentChar); j > end {
				end = segments(s, j)
			}
			p := s[i:end]
			c.path = &p
			return tail(s, end, c)
		}); ok {
			return c, true
		}
	}
	if j := run(s, i, segmentChar); j > i {
		if c, ok := try(func(c *components) bool {
			end := segments(s, j)
			o := s[i:end]
			if !tail(s, end, c) {
				return false
			}
			if c.query != nil {
				o += "?" + *c.query
				c.query = nil
			}
			c.opaque = &o
			return true
		}); ok {
			return c, true
		}
	}
	return try(func(c *components) bool {
		p := ""
		c.path = &p
		return tail(s, i, c)
	})
}

// splitRelative matches RFC3986_relative_ref.
func splitRelative(s string) (components, bool) {
	try := func(f func(*components) bool) (components, bool) {
		var c components
		return c, f(&c)
	}
	if strings.HasPrefix(s, "//") {
		if c, ok := try(func(c *components) bool { return authority(s, 0, c) }); ok {
			return c, true
		}
	}
	if strings.HasPrefix(s, "/") {
		if c, ok := try(func(c *components) bool {
			end := 1
			if j := run(s, 1, segmentChar); j > 1 {
				end = segments(s, j)
			}
			p := s[:end]
			c.path = &p
			return tail(s, end, c)
		}); ok {
			return c, true
		}
	}
	if j := run(s, 0, segNCChar); j > 0 {
		if c, ok := try(func(c *components) bool {
			end := segments(s, j)
			p := s[:end]
			c.path = &p
			return tail(s, end, c)
		}); ok {
			return c, true
		}
	}
	return try(func(c *components) bool {
		p := ""
		c.path = &p
		return tail(s, 0, c)
	})
}

// Split is URI.split (RFC3986_Parser#split): scheme, userinfo, host, port
// (its text), registry (always nil), path, opaque, query and fragment of an
// absolute URI or a relative reference; nil where the part is absent.
func Split(s string) ([9]*string, error) {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return [9]*string{}, invalidURI("URI must be ascii only " + dump(s))
		}
	}
	c, ok := splitAbsolute(s)
	if !ok {
		if c, ok = splitRelative(s); !ok {
			return [9]*string{}, invalidURI("bad URI(is not URI?): " + rv.InspectString(s))
		}
	}
	return [9]*string{c.scheme, c.userinfo, c.host, c.port, nil, c.path, c.opaque, c.query, c.fragment}, nil
}
