package data

// RubyJSONError returns the message of the JSON::ParserError that Ruby's
// json gem raises for src (JSON.parse without options), and false when the
// gem accepts src. Puppet shows these messages as they are: "NAME has an
// invalid and unparsable metadata.json file. The parse error: unexpected
// token at '{"name": '".
//
// The gem is Debian 12's ruby-json 2.6.3, which Puppet 7.23 loads (puppet
// depends on hiera, which depends on ruby-json; RubyGems takes it over
// Ruby 3.1's default json 2.6.1, whose messages began with the line of its
// parser.c that raised: "859: unexpected token ..."). Its Ragel parser
// reports "unexpected token at 'REST'", REST being the input from where it
// stopped. An array raises as soon as an element or a separator is wrong
// (at that element or separator); an object never raises itself: its
// failure becomes its container's (the array's, at the object, or, at the
// top, at the start of the document's value). NaN, Infinity and -Infinity
// raise at once (Infinity one byte before the word). Input left after the
// value raises at what is left. Comments (/* */ and // to the end of a
// line) are white space.
//
// Checked against the gem for the cases in rubyjson_test.go.
func RubyJSONError(src []byte) (string, bool) {
	p := &rjParser{s: src}
	i := p.ws(0)
	if i < 0 {
		return p.raise(len(src)), true
	}
	end, r := p.value(i)
	if r != nil {
		return r.msg, true
	}
	if end < 0 {
		return p.raise(i), true
	}
	j := p.ws(end)
	if j < 0 {
		return p.raise(len(src)), true
	}
	if j < len(src) {
		return p.raise(j), true
	}
	return "", false
}

type rjParser struct {
	s []byte
}

// rjRaised is an error the gem raises at once (not a failure a container
// reports).
type rjRaised struct{ msg string }

func (p *rjParser) raise(at int) string {
	rest := ""
	if at >= 0 && at <= len(p.s) {
		rest = string(p.s[at:])
	}
	return "unexpected token at '" + rest + "'"
}

// ws skips white space and comments; -1 for a comment left open.
func (p *rjParser) ws(i int) int {
	s := p.s
	for i < len(s) {
		switch s[i] {
		case ' ', '\t', '\r', '\n':
			i++
		case '/':
			if i+1 >= len(s) {
				return -1
			}
			switch s[i+1] {
			case '*':
				j := i + 2
				for ; j+1 < len(s) && !(s[j] == '*' && s[j+1] == '/'); j++ {
				}
				if j+1 >= len(s) {
					return -1
				}
				i = j + 2
			case '/':
				j := i + 2
				for ; j < len(s) && s[j] != '\n'; j++ {
				}
				if j >= len(s) {
					return -1
				}
				i = j + 1
			default:
				return i
			}
		default:
			return i
		}
	}
	return i
}

func (p *rjParser) hasPrefix(i int, w string) bool {
	return len(p.s)-i >= len(w) && string(p.s[i:i+len(w)]) == w
}

// value parses one value at i: its end, or -1 when it fails (the caller
// reports), or a raised error.
func (p *rjParser) value(i int) (int, *rjRaised) {
	s := p.s
	if i >= len(s) {
		return -1, nil
	}
	switch c := s[i]; {
	case c == '{':
		return p.object(i)
	case c == '[':
		return p.array(i)
	case c == '"':
		return p.str(i), nil
	case c == '-' && p.hasPrefix(i, "-Infinity"):
		return -1, &rjRaised{p.raise(i)}
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number(i), nil
	case p.hasPrefix(i, "NaN"):
		return -1, &rjRaised{p.raise(i)}
	case p.hasPrefix(i, "Infinity"):
		return -1, &rjRaised{p.raise(i - 1)}
	case p.hasPrefix(i, "true"):
		return i + 4, nil
	case p.hasPrefix(i, "false"):
		return i + 5, nil
	case p.hasPrefix(i, "null"):
		return i + 4, nil
	}
	return -1, nil
}

func (p *rjParser) str(i int) int {
	s := p.s
	for j := i + 1; j < len(s); j++ {
		switch c := s[j]; {
		case c == '"':
			return j + 1
		case c < 0x20:
			return -1
		case c == '\\':
			if j+1 >= len(s) {
				return -1
			}
			if s[j+1] == 'u' {
				if j+5 >= len(s) {
					return -1
				}
				for k := j + 2; k < j+6; k++ {
					if !isHex(s[k]) {
						return -1
					}
				}
				j += 5
				continue
			}
			if s[j+1] < 0x20 {
				return -1
			}
			j++
		}
	}
	return -1
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func (p *rjParser) number(i int) int {
	s := p.s
	j := i
	if s[j] == '-' {
		j++
	}
	switch {
	case j < len(s) && s[j] == '0':
		j++
	case j < len(s) && s[j] >= '1' && s[j] <= '9':
		for j < len(s) && isDigit(s[j]) {
			j++
		}
	default:
		return -1
	}
	if j < len(s) && s[j] == '.' {
		j++
		if j >= len(s) || !isDigit(s[j]) {
			return -1
		}
		for j < len(s) && isDigit(s[j]) {
			j++
		}
	}
	if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
		j++
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j >= len(s) || !isDigit(s[j]) {
			return -1
		}
		for j < len(s) && isDigit(s[j]) {
			j++
		}
	}
	return j
}

// array raises (451) where an element or a separator is wrong.
func (p *rjParser) array(i int) (int, *rjRaised) {
	j := p.ws(i + 1)
	if j < 0 {
		return -1, &rjRaised{p.raise(len(p.s))}
	}
	if j < len(p.s) && p.s[j] == ']' {
		return j + 1, nil
	}
	for {
		end, r := p.value(j)
		if r != nil {
			return -1, r
		}
		if end < 0 {
			return -1, &rjRaised{p.raise(j)}
		}
		k := p.ws(end)
		if k < 0 {
			return -1, &rjRaised{p.raise(len(p.s))}
		}
		if k < len(p.s) && p.s[k] == ']' {
			return k + 1, nil
		}
		if k >= len(p.s) || p.s[k] != ',' {
			return -1, &rjRaised{p.raise(k)}
		}
		if j = p.ws(k + 1); j < 0 {
			return -1, &rjRaised{p.raise(len(p.s))}
		}
	}
}

// object fails (without raising) when anything in it is wrong; errors
// raised inside its values pass through.
func (p *rjParser) object(i int) (int, *rjRaised) {
	j := p.ws(i + 1)
	if j < 0 || j >= len(p.s) {
		return -1, nil
	}
	if p.s[j] == '}' {
		return j + 1, nil
	}
	for {
		if j >= len(p.s) || p.s[j] != '"' {
			return -1, nil
		}
		k := p.str(j)
		if k < 0 {
			return -1, nil
		}
		if k = p.ws(k); k < 0 || k >= len(p.s) || p.s[k] != ':' {
			return -1, nil
		}
		if k = p.ws(k + 1); k < 0 {
			return -1, nil
		}
		end, r := p.value(k)
		if r != nil {
			return -1, r
		}
		if end < 0 {
			return -1, nil
		}
		if k = p.ws(end); k < 0 || k >= len(p.s) {
			return -1, nil
		}
		switch p.s[k] {
		case '}':
			return k + 1, nil
		case ',':
			if j = p.ws(k + 1); j < 0 {
				return -1, nil
			}
		default:
			return -1, nil
		}
	}
}
