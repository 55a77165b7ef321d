package values

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// ParseType parses a type written as a string, as Puppet's TypeParser:
// 'Optional[Array[String[1]]]', "Struct[{a => Integer, Optional[b] =>
// String}]", 'Pattern[/x/]', "Enum['a', \"b\"]". Built-in type names are
// known; resolve is asked for other capitalized names (type aliases,
// resource types) and may be nil; names it does not know become unresolved
// type references, as in Puppet.
func ParseType(src string, resolve func(name string) (Type, bool)) (Type, error) {
	p := &typeParser{src: src, resolve: resolve, strict: true}
	v, err := p.parseAll()
	if err != nil {
		return nil, err
	}
	t, ok := v.(Type)
	if !ok {
		return nil, errorf("The expression <%s> is not a valid type specification.", strings.TrimSpace(src))
	}
	return t, nil
}

// ParseValue parses a literal value in Puppet syntax: numbers, strings,
// booleans, undef, default, regexps, arrays, hashes, types, and (an
// extension used by tests) calls of a type's new function written
// Type(args...), as Sensitive('x') or SemVer('1.2.3').
func ParseValue(src string, resolve func(name string) (Type, bool)) (Value, error) {
	p := &typeParser{src: src, resolve: resolve, calls: true}
	return p.parseAll()
}

type typeParser struct {
	src     string
	pos     int
	resolve func(string) (Type, bool)
	calls   bool
	strict  bool // TypeParser's checks and wording (ParseType)
}

func (p *typeParser) errAt(pos int) error {
	if pos >= len(p.src) {
		return errorf("Syntax error at end of input")
	}
	r, _ := utf8.DecodeRuneInString(p.src[pos:])
	return errorf("Syntax error at '%c'", r)
}

func (p *typeParser) skipWS() {
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			p.pos++
			continue
		}
		if c == '#' {
			for p.pos < len(p.src) && p.src[p.pos] != '\n' {
				p.pos++
			}
			continue
		}
		if c == '/' && p.pos+1 < len(p.src) && p.src[p.pos+1] == '*' {
			end := strings.Index(p.src[p.pos+2:], "*/")
			if end < 0 {
				p.pos = len(p.src)
				return
			}
			p.pos += end + 4
			continue
		}
		break
	}
}

func (p *typeParser) peek() byte {
	p.skipWS()
	if p.pos >= len(p.src) {
		return 0
	}
	return p.src[p.pos]
}

func (p *typeParser) parseAll() (Value, error) {
	v, err := p.parseExpr()
	if err != nil {
		return nil, err
	}
	if p.peek() != 0 {
		return nil, p.errAt(p.pos)
	}
	return v, nil
}

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == ':'
}

func isIdentChar(c byte) bool {
	return isIdentStart(c) || c >= '0' && c <= '9' || c == '-'
}

// parseExpr parses one value, then any [..] accesses on it.
func (p *typeParser) parseExpr() (Value, error) {
	start := p.pos
	v, name, err := p.parsePrimary()
	if err != nil {
		return nil, err
	}
	for p.peek() == '[' {
		p.pos++
		if p.peek() == ']' {
			return nil, p.errAt(p.pos)
		}
		args, err := p.parseList(']')
		if err != nil {
			return nil, err
		}
		t, ok := v.(Type)
		if !ok {
			return nil, errorf("The expression <%s> is not a valid type specification.", strings.TrimSpace(p.src[start:p.pos]))
		}
		if ref, isRef := t.(*TypeReferenceT); isRef {
			_ = ref
			v = TypeReference(strings.TrimSpace(p.src[start:p.pos]))
			continue
		}
		if p.strict && name != "" {
			if err := typeParserCheck(name, t, args, strings.TrimSpace(p.src[start:p.pos])); err != nil {
				return nil, err
			}
		}
		if name != "" {
			if r, ok := t.(*ResourceT); ok && r.TypeName == "" && len(args) > 0 {
				// Resource[Foo] where Foo is an unknown name: Puppet uses
				// the reference's text as the type name.
				if tr, isTR := args[0].(*TypeReferenceT); isTR {
					args[0] = tr.Ref
				}
			}
		}
		res, err := Access(t, args)
		if err != nil {
			return nil, err
		}
		v = res
		name = ""
	}
	if p.calls && p.peek() == '(' {
		t, ok := v.(Type)
		if !ok {
			return nil, p.errAt(p.pos)
		}
		p.pos++
		args, err := p.parseList(')')
		if err != nil {
			return nil, err
		}
		return New(t, args)
	}
	return v, nil
}

// parseList parses comma-separated values up to the closing byte.
func (p *typeParser) parseList(closer byte) ([]Value, error) {
	var out []Value
	if p.peek() == closer {
		p.pos++
		return out, nil
	}
	for {
		v, err := p.parseExpr()
		if err != nil {
			return nil, err
		}
		out = append(out, v)
		switch p.peek() {
		case ',':
			p.pos++
			if p.peek() == closer {
				p.pos++
				return out, nil
			}
		case closer:
			p.pos++
			return out, nil
		default:
			return nil, p.errAt(p.pos)
		}
	}
}

func (p *typeParser) parsePrimary() (Value, string, error) {
	c := p.peek()
	start := p.pos
	switch {
	case c == 0:
		return nil, "", p.errAt(p.pos)
	case c == '\'':
		s, err := p.parseSingle()
		return s, "", err
	case c == '"':
		s, err := p.parseDouble()
		return s, "", err
	case c == '/':
		r, err := p.parseRegexp()
		return r, "", err
	case c == '[':
		p.pos++
		vs, err := p.parseList(']')
		if err != nil {
			return nil, "", err
		}
		if vs == nil {
			vs = []Value{}
		}
		return vs, "", nil
	case c == '{':
		p.pos++
		h := NewHash(4)
		if p.peek() == '}' {
			p.pos++
			return h, "", nil
		}
		for {
			k, err := p.parseExpr()
			if err != nil {
				return nil, "", err
			}
			p.skipWS()
			if !strings.HasPrefix(p.src[p.pos:], "=>") {
				return nil, "", p.errAt(p.pos)
			}
			p.pos += 2
			v, err := p.parseExpr()
			if err != nil {
				return nil, "", err
			}
			h.Put(k, v)
			switch p.peek() {
			case ',':
				p.pos++
				if p.peek() == '}' {
					p.pos++
					return h, "", nil
				}
			case '}':
				p.pos++
				return h, "", nil
			default:
				return nil, "", p.errAt(p.pos)
			}
		}
	case c == '-' || c >= '0' && c <= '9':
		n, err := p.parseNumber()
		return n, "", err
	case isIdentStart(c):
		for p.pos < len(p.src) && isIdentChar(p.src[p.pos]) {
			if p.src[p.pos] == ':' && !(p.pos+1 < len(p.src) && p.src[p.pos+1] == ':') {
				break
			}
			if p.src[p.pos] == ':' {
				p.pos += 2
				continue
			}
			p.pos++
		}
		word := p.src[start:p.pos]
		bare := strings.TrimPrefix(word, "::")
		if bare == "" {
			return nil, "", p.errAt(start)
		}
		switch word {
		case "true":
			return true, "", nil
		case "false":
			return false, "", nil
		case "undef":
			return nil, "", nil
		case "default":
			return Default{}, "", nil
		}
		if bare[0] >= 'A' && bare[0] <= 'Z' {
			if t, ok := TypeByName(bare); ok {
				return t, bare, nil
			}
			if p.resolve != nil {
				if t, ok := p.resolve(bare); ok {
					return t, bare, nil
				}
			}
			return TypeReference(bare), bare, nil
		}
		// A bare lower-case word is a string (Enum[a, b]).
		return word, "", nil
	}
	return nil, "", p.errAt(p.pos)
}

func (p *typeParser) parseNumber() (Value, error) {
	start := p.pos
	neg := false
	if p.src[p.pos] == '-' {
		neg = true
		p.pos++
		p.skipWS()
	}
	numStart := p.pos
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '.' {
			p.pos++
			if (c == 'e' || c == 'E') && p.pos < len(p.src) && (p.src[p.pos] == '-' || p.src[p.pos] == '+') && !strings.HasPrefix(strings.ToLower(p.src[numStart:]), "0x") {
				p.pos++
			}
			continue
		}
		break
	}
	lit := p.src[numStart:p.pos]
	if lit == "" {
		// Unary minus on a non-number.
		p.pos = numStart
		v, err := p.parseExpr()
		if err != nil {
			return nil, err
		}
		return Arithmetic("-", int64(0), v)
	}
	var v Value
	if strings.ContainsAny(lit, ".eE") && !strings.HasPrefix(strings.ToLower(lit), "0x") {
		f, err := strconv.ParseFloat(lit, 64)
		if err != nil {
			return nil, p.errAt(start)
		}
		v = f
	} else {
		n, err := rubyInteger(lit, 0)
		if err != nil {
			return nil, p.errAt(start)
		}
		v = n
	}
	if neg {
		switch x := v.(type) {
		case int64:
			v = -x
		case float64:
			v = -x
		}
	}
	return v, nil
}

func (p *typeParser) parseSingle() (string, error) {
	start := p.pos
	p.pos++
	var b strings.Builder
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch c {
		case '\'':
			p.pos++
			return b.String(), nil
		case '\\':
			if p.pos+1 < len(p.src) && (p.src[p.pos+1] == '\'' || p.src[p.pos+1] == '\\') {
				b.WriteByte(p.src[p.pos+1])
				p.pos += 2
				continue
			}
		}
		b.WriteByte(c)
		p.pos++
	}
	return "", errorf("Unclosed quote after \"'\" followed by '%s'", p.src[start+1:])
}

func (p *typeParser) parseDouble() (string, error) {
	start := p.pos
	p.pos++
	var b strings.Builder
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch c {
		case '"':
			p.pos++
			return b.String(), nil
		case '\\':
			if p.pos+1 < len(p.src) {
				e := p.src[p.pos+1]
				p.pos += 2
				switch e {
				case 'n':
					b.WriteByte('\n')
				case 't':
					b.WriteByte('\t')
				case 'r':
					b.WriteByte('\r')
				case 's':
					b.WriteByte(' ')
				case '"', '\\', '$', '\'':
					b.WriteByte(e)
				case 'u':
					if p.pos < len(p.src) && p.src[p.pos] == '{' {
						end := strings.IndexByte(p.src[p.pos:], '}')
						if end > 0 {
							n, err := strconv.ParseUint(p.src[p.pos+1:p.pos+end], 16, 32)
							if err == nil {
								b.WriteRune(rune(n))
								p.pos += end + 1
								continue
							}
						}
					} else if p.pos+4 <= len(p.src) {
						n, err := strconv.ParseUint(p.src[p.pos:p.pos+4], 16, 32)
						if err == nil {
							b.WriteRune(rune(n))
							p.pos += 4
							continue
						}
					}
					b.WriteString(`\u`)
				default:
					b.WriteByte('\\')
					b.WriteByte(e)
				}
				continue
			}
		case '$':
			return "", errorf("String interpolation is not supported in a type specification: %s", p.src[start:])
		}
		b.WriteByte(c)
		p.pos++
	}
	return "", errorf("Unclosed quote after '\"' followed by '%s'", p.src[start+1:])
}

func (p *typeParser) parseRegexp() (*Regexp, error) {
	p.pos++
	var b strings.Builder
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		if c == '\\' && p.pos+1 < len(p.src) {
			b.WriteByte(c)
			b.WriteByte(p.src[p.pos+1])
			p.pos += 2
			continue
		}
		if c == '/' {
			p.pos++
			return NewRegexp(b.String())
		}
		if c == '\n' {
			break
		}
		b.WriteByte(c)
		p.pos++
	}
	return nil, errorf("Syntax error: unterminated regular expression")
}

// typeParserCheck applies the parameter count and kind checks of Puppet's
// TypeParser (which words its errors differently from the evaluator's
// access operator) before the type is built.
func typeParserCheck(name string, t Type, args []Value, text string) error {
	n := len(args)
	bad := func(typ, required string) error {
		return errorf("Invalid number of type parameters specified: %s requires %s, %d provided", typ, required, n)
	}
	notType := func(i int) bool {
		if i >= n {
			return false
		}
		_, ok := args[i].(Type)
		return !ok
	}
	invalid := func() error {
		return errorf("The expression <%s> is not a valid type specification.", text)
	}
	// rangeArgs reports whether args[from:] are all range parameters
	// (integers, default or 'default'); floats too when floats is set.
	rangeArgs := func(from int, floats bool) bool {
		for _, a := range args[from:] {
			switch x := a.(type) {
			case int64, Default:
			case float64:
				if !floats {
					return false
				}
			case string:
				if x != "default" {
					return false
				}
			case *IntegerT:
				if len(args) != from+1 {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	switch strings.ToLower(name) {
	case "any", "data", "catalogentry", "scalar", "undef", "numeric", "default", "semverrange":
		return errorf("Not a parameterized type <%s>", name)
	case "array":
		if n < 1 || n > 3 {
			return bad("Array", "1 to 3")
		}
		if (n == 1 || n == 3) && notType(0) {
			return invalid()
		}
		if n > 1 && !notType(0) && !rangeArgs(1, false) || n == 2 && notType(0) && !rangeArgs(0, false) {
			return invalid()
		}
	case "hash":
		if n < 2 || n > 4 {
			return bad("Hash", "2 to 4")
		}
		if n > 2 && (notType(0) || notType(1)) {
			return invalid()
		}
	case "collection":
		if n < 1 || n > 2 {
			return bad("Collection", "1 to 2")
		}
		if !rangeArgs(0, false) {
			return invalid()
		}
	case "class":
		if n != 1 {
			return bad("Class", "1")
		}
	case "resource":
		if n < 1 || n > 2 {
			return bad("Resource", "1 or 2")
		}
	case "regexp":
		if n != 1 {
			return bad("Regexp", "1")
		}
	case "enum":
		m := n
		if m > 0 {
			if _, ok := args[m-1].(bool); ok {
				m--
			}
		}
		if m < 1 {
			n = m
			return bad("Enum", "1 or more")
		}
		for _, a := range args[:m] {
			if _, ok := a.(string); !ok {
				return errorf("Enum parameters must be identifiers or strings")
			}
		}
	case "pattern":
		if n < 1 {
			return bad("Pattern", "1 or more")
		}
	case "variant":
		if n < 1 {
			return bad("Variant", "1 or more")
		}
		for i := range args {
			if notType(i) {
				return invalid()
			}
		}
	case "tuple":
		if n < 1 {
			return bad("Tuple", "1 or more")
		}
	case "callable":
		if n > 1 {
			if _, ok := args[0].([]Value); ok && n != 2 {
				return bad("callable", "2 when first parameter is an array")
			}
		}
	case "struct":
		if n != 1 {
			return bad("Struct", "1")
		}
		if _, ok := args[0].(*Hash); !ok {
			return invalid()
		}
	case "boolean":
		if n != 1 {
			return bad("Boolean", "1")
		}
		if _, ok := args[0].(bool); !ok {
			return errorf("Boolean parameter must be true or false")
		}
	case "integer":
		if n < 1 || n > 2 {
			return bad("Integer", "1 or 2")
		}
		if _, it := args[0].(*IntegerT); it || !rangeArgs(0, false) {
			return invalid()
		}
	case "float":
		if n < 1 || n > 2 {
			return bad("Float", "1 or 2")
		}
		if _, it := args[0].(*IntegerT); it || !rangeArgs(0, true) {
			return invalid()
		}
	case "string":
		if n < 1 || n > 2 {
			return bad("String", "1 to 2")
		}
		if !rangeArgs(0, false) {
			return invalid()
		}
	case "sensitive":
		if n > 1 {
			return bad("Sensitive", "0 to 1")
		}
		if notType(0) {
			return invalid()
		}
	case "optional":
		if n != 1 {
			return bad("Optional", "1")
		}
		if _, ok := args[0].(string); !ok && notType(0) {
			return invalid()
		}
	case "notundef":
		if n > 1 {
			return bad("NotUndef", "0 to 1")
		}
		if _, ok := args[0].(string); n == 1 && !ok && notType(0) {
			return invalid()
		}
	case "type":
		if n != 1 {
			return bad("Type", "1")
		}
		if notType(0) {
			return invalid()
		}
	case "runtime":
		if n != 2 {
			return bad("Runtime", "2")
		}
	case "timespan":
		if n > 2 {
			return bad("Timespan", "0 to 2")
		}
	case "timestamp":
		if n > 2 {
			return bad("Timestamp", "0 to 2")
		}
	case "semver":
		if n < 1 {
			return bad("SemVer", "1 or more")
		}
	case "iterable":
		if n != 1 {
			return bad("Iterable", "1")
		}
		if notType(0) {
			return invalid()
		}
	case "iterator":
		if n != 1 {
			return bad("Iterator", "1")
		}
		if notType(0) {
			return invalid()
		}
	case "init":
		if notType(0) {
			return invalid()
		}
	default:
		if r, ok := t.(*ResourceT); ok && r.TypeName != "" && !r.HasTitle && n != 1 {
			return bad(name, "1")
		}
		if _, ok := t.(*TypeAliasT); ok {
			return errorf("Not a parameterized type <%s>", name)
		}
	}
	return nil
}
