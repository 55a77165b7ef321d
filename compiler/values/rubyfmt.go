package values

import (
	"encoding/base64"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/rubyfmt"
)

// This file emulates the pieces of Ruby that Puppet's string formatting
// shows through: Kernel#format (used by sprintf and String()), and the to_s
// and inspect of the Ruby objects Puppet values are made of.

// rubyObj is a Ruby object with its own to_s and inspect (a
// Puppet::Resource handed to a 3.x function, for instance).
type rubyObj struct {
	toS, inspect string
}

// rubyToS is Ruby's to_s of the Ruby object Puppet uses for v.
func rubyToS(v Value) string {
	switch x := v.(type) {
	case nil:
		return ""
	case Default:
		return "default"
	case string:
		return x
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return FormatFloat(x)
	case bool:
		return strconv.FormatBool(x)
	case []Value, *Hash:
		return rubyInspect(v)
	case *Regexp:
		return RegexpToS(x.Source, 0)
	case *Sensitive:
		return "Sensitive [value redacted]"
	case *Binary:
		return base64.StdEncoding.EncodeToString(x.Bytes)
	case rubyObj:
		return x.toS
	case *Object:
		return x.ToS()
	case Type:
		return x.String()
	case interface{ String() string }:
		return x.String()
	}
	return ""
}

// rubyInspect is Ruby's inspect of the Ruby object Puppet uses for v.
func rubyInspect(v Value) string {
	var b strings.Builder
	writeInspect(&b, v, 0)
	return b.String()
}

func writeInspect(b *strings.Builder, v Value, depth int) {
	switch x := v.(type) {
	case nil:
		b.WriteString("nil")
	case Default:
		b.WriteString(":default")
	case string:
		b.WriteString(rubyStringInspect(x))
	case []Value, *Hash:
		writeCollection(b, v, true, depth)
	case *Regexp:
		b.WriteString("/" + rubyRegexpExpr(x.Source) + "/")
	case *Sensitive:
		b.WriteString("#<Sensitive [value redacted]>")
	case *SemVerRange:
		// VersionRange#inspect: the range written from its bounds
		b.WriteString(x.Canonical())
	case rubyObj:
		b.WriteString(x.inspect)
	case RubyObject:
		b.WriteString(rubyObjectInspect(x))
	case *Object:
		b.WriteString(x.String())
	default:
		b.WriteString(rubyToS(v))
	}
}

// rubyObjectInspect is the inspect of a Ruby object Puppet keeps as it is:
// the Ruby runtime's own when the object can say it (Symbol#inspect quotes
// :"a b"), else a Symbol as :name and another object as its to_s.
func rubyObjectInspect(o RubyObject) string {
	if r, ok := o.Ref.(interface{ Inspect() string }); ok {
		return r.Inspect()
	}
	if o.IsSymbol() {
		return ":" + o.Text
	}
	return o.Text
}

// rubyStringInspect is Ruby's String#inspect for a UTF-8 string.
func rubyStringInspect(s string) string { return rubyfmt.InspectString(s) }

// fmtSpec is one parsed %-directive of Kernel#format.
type fmtSpec struct {
	minus, plus, space, zero, sharp bool
	width, prec                     int // -1: none
	verb                            byte
}

// rubyFormat is Kernel#format: fmt with directives %[flags][width][.prec]verb,
// flags among "-+ 0#", width and precision numbers or "*", "%<name>" and
// "%{name}" references to a hash argument, "n$" positional arguments.
func rubyFormat(format string, args []Value) (string, error) {
	var b strings.Builder
	next := 0
	// posarg is sprintf.c's: > 0 after an unnumbered argument (its
	// number), -1 after a numbered one (n$), -2 after a named one; the
	// kinds do not mix
	posarg := 0
	var hashArg *Hash
	if len(args) == 1 {
		hashArg, _ = args[0].(*Hash)
	}
	nextArg := func() (Value, error) {
		switch posarg {
		case -1:
			return nil, errorf("unnumbered(%d) mixed with numbered", next+1)
		case -2:
			return nil, errorf("unnumbered(%d) mixed with named", next+1)
		}
		posarg = next + 1
		if next >= len(args) {
			return nil, errorf("too few arguments")
		}
		v := args[next]
		next++
		return v, nil
	}
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		i++
		if i >= len(format) {
			return "", errorf("%s", "incomplete format specifier; use %% (double %) instead")
		}
		if format[i] == '%' {
			b.WriteByte('%')
			continue
		}
		sp := fmtSpec{width: -1, prec: -1}
		var arg Value
		haveArg := false
		braceName := false
	flags:
		for ; i < len(format); i++ {
			if sp.setFlag(format[i]) {
				continue
			}
			switch format[i] {
			case '<', '{':
				closer := byte('>')
				if format[i] == '{' {
					closer = '}'
					braceName = true
				}
				v, j, err := namedArg(format, i, closer, hashArg, &posarg)
				if err != nil {
					return "", err
				}
				arg, haveArg = v, true
				i += j
				if braceName {
					i++
					break flags
				}
			default:
				break flags
			}
		}
		if braceName {
			s := rubyToS(arg)
			sp.verb = 's'
			b.WriteString(pad(s, sp))
			i--
			continue
		}
		// width (or n$)
		if i < len(format) && format[i] == '*' {
			v, err := nextArg()
			if err != nil {
				return "", err
			}
			w, ok := v.(int64)
			if !ok {
				return "", errorf("can't convert %s into Integer", RubyClass(v))
			}
			if w < 0 {
				sp.minus = true
				w = -w
			}
			sp.width = int(w)
			i++
		} else {
			j := digitsEnd(format, i)
			if j > i {
				n := atoiSat(format[i:j])
				if j < len(format) && format[j] == '$' {
					switch {
					case posarg > 0:
						return "", errorf("numbered(%d) after unnumbered(%d)", n, posarg)
					case posarg == -2:
						return "", errorf("numbered(%d) after named", n)
					}
					posarg = -1
					if n < 1 || n > len(args) {
						return "", errorf("invalid index - %d$", n)
					}
					arg, haveArg = args[n-1], true
					i = j + 1
					// flags and width may follow
					for i < len(format) && sp.setFlag(format[i]) {
						i++
					}
					j = digitsEnd(format, i)
					if j > i {
						sp.width = atoiSat(format[i:j])
					}
				} else {
					sp.width = n
				}
				i = j
			}
		}
		if i < len(format) && format[i] == '.' {
			i++
			if i < len(format) && format[i] == '*' {
				v, err := nextArg()
				if err != nil {
					return "", err
				}
				p, _ := v.(int64)
				sp.prec = int(p)
				i++
			} else {
				j := digitsEnd(format, i)
				sp.prec = atoiSat(format[i:j])
				i = j
			}
		}
		if i < len(format) && format[i] == '<' && !haveArg {
			v, j, err := namedArg(format, i, '>', hashArg, &posarg)
			if err != nil {
				return "", err
			}
			arg, haveArg = v, true
			i += j + 1
		}
		if i >= len(format) {
			return "", errorf("%s", "incomplete format specifier; use %% (double %) instead")
		}
		// Ruby refuses widths and precisions beyond a C int; Punch also
		// refuses to build strings of more than maxFormatWidth characters.
		if sp.width > maxFormatWidth {
			return "", errorf("width too big")
		}
		if sp.prec > maxFormatWidth {
			return "", errorf("precision too big")
		}
		sp.verb = format[i]
		if sp.verb == '%' {
			b.WriteString(pad("%", sp))
			continue
		}
		if !haveArg {
			v, err := nextArg()
			if err != nil {
				return "", err
			}
			arg = v
		}
		s, err := formatOne(sp, arg)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	return b.String(), nil
}

// maxFormatWidth bounds a format's width and precision (Ruby's limit is a C
// int; a width anywhere near it would exhaust memory).
const maxFormatWidth = 1 << 20

// keyError is Ruby's KeyError for a missing %<name> key.
type keyError struct{ name string }

func (e *keyError) Error() string { return "key<" + e.name + "> not found" }

// atoiSat parses digits, saturating at a value above maxFormatWidth.
func atoiSat(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
		if n > maxFormatWidth {
			return maxFormatWidth + 1
		}
	}
	return n
}

// pad applies width and the '-' flag to s (counting characters).
func pad(s string, sp fmtSpec) string {
	n := utf8.RuneCountInString(s)
	if sp.width <= n {
		return s
	}
	fill := strings.Repeat(" ", sp.width-n)
	if sp.minus {
		return s + fill
	}
	return fill + s
}

func formatOne(sp fmtSpec, arg Value) (string, error) {
	switch sp.verb {
	case 's':
		s := rubyToS(arg)
		if sp.prec >= 0 && utf8.RuneCountInString(s) > sp.prec {
			s = string([]rune(s)[:sp.prec])
		}
		return pad(s, sp), nil
	case 'p':
		s := rubyInspect(arg)
		if sp.prec >= 0 && utf8.RuneCountInString(s) > sp.prec {
			s = string([]rune(s)[:sp.prec])
		}
		return pad(s, sp), nil
	case 'c':
		var s string
		switch x := arg.(type) {
		case int64:
			s = string(rune(x))
		case string:
			if utf8.RuneCountInString(x) != 1 {
				return "", errorf("%s", "%c requires a character")
			}
			r, _ := utf8.DecodeRuneInString(x)
			s = string(r)
		default:
			return "", errorf("%s", "%c requires a character")
		}
		return pad(s, sp), nil
	case 'd', 'i', 'u', 'x', 'X', 'o', 'b', 'B':
		n, err := rubyToInteger(arg)
		if err != nil {
			return "", err
		}
		return formatInt(sp, n), nil
	case 'f', 'e', 'E', 'g', 'G', 'a', 'A':
		f, err := rubyToFloat(arg)
		if err != nil {
			return "", err
		}
		return formatFloatSpec(sp, f), nil
	}
	return "", errorf("malformed format string - %%%c", sp.verb)
}

// rubyToInteger converts a format argument as Kernel#format does for %d.
func rubyToInteger(v Value) (*big.Int, error) {
	switch x := v.(type) {
	case int64:
		return big.NewInt(x), nil
	case *big.Int: // a Bignum from Ruby
		return new(big.Int).Set(x), nil
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, errorf("%s", FormatFloat(x))
		}
		bf := new(big.Float).SetFloat64(math.Trunc(x))
		i, _ := bf.Int(nil)
		return i, nil
	case string:
		n, err := rubyStrictInteger(x)
		if err != nil {
			return nil, err
		}
		return n, nil
	case nil:
		return nil, errorf("can't convert nil into Integer")
	case bool:
		return nil, errorf("can't convert %s into Integer", rubyConversionName(x))
	}
	return nil, errorf("can't convert %s into Integer", RubyClass(v))
}

// rubyStrictInteger is Ruby's Integer(str).
func rubyStrictInteger(s string) (*big.Int, error) {
	t := strings.TrimSpace(s)
	if n, err := rubyInteger(t, 0); err == nil {
		return big.NewInt(n), nil
	} else if oor, ok := err.(*outOfRange); ok {
		return oor.Int(), nil
	}
	return nil, errorf("invalid value for Integer(): %s", rubyStringInspect(s))
}

// RubyIntegerBase is the base that Ruby's Integer(str) reads from the
// prefix of unsigned digits s (0x 16, 0b 2, 0o or 0 8, else 10) and the
// digits after the prefix.
func RubyIntegerBase(s string) (base int, digits string) {
	switch {
	case strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X"):
		return 16, s[2:]
	case strings.HasPrefix(s, "0b") || strings.HasPrefix(s, "0B"):
		return 2, s[2:]
	case strings.HasPrefix(s, "0o") || strings.HasPrefix(s, "0O"):
		return 8, s[2:]
	case len(s) > 1 && s[0] == '0':
		return 8, s[1:]
	}
	return 10, s
}

// rubyToFloat converts a format argument as Kernel#format does for %f.
func rubyToFloat(v Value) (float64, error) {
	switch x := v.(type) {
	case int64:
		return float64(x), nil
	case *big.Int: // a Bignum from Ruby
		f, _ := new(big.Float).SetInt(x).Float64()
		return f, nil
	case float64:
		return x, nil
	case string:
		f, ok := rubyStrictFloat(x)
		if !ok {
			return 0, errorf("invalid value for Float(): %s", rubyStringInspect(x))
		}
		return f, nil
	case nil:
		return 0, errorf("can't convert nil into Float")
	case bool:
		return 0, errorf("can't convert %s into Float", rubyConversionName(x))
	}
	return 0, errorf("can't convert %s into Float", RubyClass(v))
}

// rubyStrictFloat is Ruby's Float(str): decimal with optional fraction and
// exponent, underscores between digits, 0x hex; surrounding whitespace.
func rubyStrictFloat(s string) (float64, bool) {
	t := strings.TrimSpace(s)
	if t == "" {
		return 0, false
	}
	body := strings.TrimLeft(t, "+-")
	if len(t)-len(body) > 1 {
		return 0, false
	}
	if strings.HasPrefix(body, "0x") || strings.HasPrefix(body, "0X") {
		n, err := rubyInteger(t, 16)
		if err != nil {
			return 0, false
		}
		return float64(n), true
	}
	// digits [. digits] [e [+-] digits], underscores only between digits
	i := 0
	digits := func() bool {
		start := i
		for i < len(body) && (body[i] >= '0' && body[i] <= '9' || body[i] == '_' && i > start && i+1 < len(body) && body[i+1] >= '0' && body[i+1] <= '9') {
			i++
		}
		return i > start
	}
	if !digits() {
		return 0, false
	}
	if i < len(body) && body[i] == '.' {
		i++
		if !digits() {
			return 0, false
		}
	}
	if i < len(body) && (body[i] == 'e' || body[i] == 'E') {
		i++
		if i < len(body) && (body[i] == '+' || body[i] == '-') {
			i++
		}
		if !digits() {
			return 0, false
		}
	}
	if i != len(body) {
		return 0, false
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(t, "_", ""), 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return f, true
		}
		return 0, false
	}
	return f, true
}

func formatInt(sp fmtSpec, n *big.Int) string {
	base := 10
	switch sp.verb {
	case 'x', 'X':
		base = 16
	case 'o':
		base = 8
	case 'b', 'B':
		base = 2
	}
	neg := n.Sign() < 0
	var digits string
	sign := ""
	twos := false
	if neg && base != 10 && !sp.plus && !sp.space {
		// Ruby shows negative numbers in two's complement: "..f01".
		twos = true
		digits = twosComplement(n, base)
	} else {
		digits = new(big.Int).Abs(n).Text(base)
		if neg {
			sign = "-"
		} else if sp.plus {
			sign = "+"
		} else if sp.space {
			sign = " "
		}
	}
	if sp.verb == 'X' {
		digits = strings.ToUpper(digits)
	}
	return layoutInt(sp, sign, digits, twos)
}

// layoutInt places an integer's sign, radix prefix, ".." of a two's
// complement, precision fill and width padding as Ruby's sprintf does
// (sprintf.c): the ".." counts in the width and the precision; octal's "0"
// prefix goes with a two's complement, or with a precision that already
// gives a leading zero; zero has no prefix but octal's.
func layoutInt(sp fmtSpec, sign, s string, twos bool) string {
	width, prec := sp.width, sp.prec
	hasPrec := sp.prec >= 0
	if sign != "" {
		width--
	}
	if twos {
		prec -= 2
		width -= 2
	}
	prefix := ""
	if sp.sharp {
		prefix = map[byte]string{'x': "0x", 'X': "0X", 'o': "0", 'b': "0b", 'B': "0B"}[sp.verb]
	}
	switch {
	case prefix == "0":
		switch {
		case twos:
			prefix = ""
		case s == "0":
			s = ""
			if hasPrec {
				prec--
			}
		case hasPrec && prec > len(s):
			prefix = ""
		}
	case s == "0":
		prefix = ""
	}
	width -= len(prefix)
	if sp.zero && !sp.minus && !hasPrec {
		prec, width = width, 0
	} else {
		if prec < len(s) {
			if prefix == "" && prec == 0 && s == "0" {
				s = ""
			}
			prec = len(s)
		}
		width -= prec
	}
	var b strings.Builder
	if !sp.minus && width > 0 {
		b.WriteString(strings.Repeat(" ", width))
	}
	b.WriteString(sign)
	b.WriteString(prefix)
	if twos {
		b.WriteString("..")
	}
	if prec > len(s) {
		switch {
		case twos:
			b.WriteString(strings.Repeat(s[:1], prec-len(s)))
		case !sp.minus || hasPrec:
			b.WriteString(strings.Repeat("0", prec-len(s)))
		}
	}
	b.WriteString(s)
	if sp.minus && width > 0 {
		b.WriteString(strings.Repeat(" ", width))
	}
	return b.String()
}

// twosComplement renders a negative n in base 16, 8 or 2 as Ruby does
// without a sign: the digits of the two's complement with one leading
// all-ones digit.
func twosComplement(n *big.Int, base int) string {
	bitsPer := map[int]uint{16: 4, 8: 3, 2: 1}[base]
	// Enough digits to hold n, plus one.
	nbits := uint(n.BitLen()) + bitsPer
	nd := (nbits + bitsPer - 1) / bitsPer
	mod := new(big.Int).Lsh(big.NewInt(1), nd*bitsPer)
	v := new(big.Int).Add(mod, n)
	s := v.Text(base)
	for len(s) < int(nd) {
		s = "0" + s
	}
	top := strconv.FormatInt(int64(base-1), base)
	s = strings.TrimLeft(s, top)
	return top + s
}

func formatFloatSpec(sp fmtSpec, f float64) string {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		s := "Inf"
		if math.IsNaN(f) {
			s = "NaN"
		}
		if f < 0 {
			s = "-" + s
		} else if sp.plus {
			s = "+" + s
		} else if sp.space {
			s = " " + s
		}
		sp.zero = false
		return pad(s, sp)
	}
	prec := sp.prec
	if prec < 0 {
		prec = 6
	}
	var s string
	switch sp.verb {
	case 'f':
		s = rubyFixed(f, prec)
		if sp.sharp && prec == 0 {
			s += "."
		}
	case 'e', 'E':
		s = rubyExp(f, prec)
		if sp.sharp && prec == 0 {
			s = strings.Replace(s, "e", ".e", 1)
		}
		if sp.verb == 'E' {
			s = strings.ToUpper(s)
		}
	case 'g', 'G':
		s = formatG(math.Abs(f), prec, sp.sharp)
		if sp.verb == 'G' {
			s = strings.ToUpper(s)
		}
	case 'a', 'A':
		s = formatHexFloat(math.Abs(f), sp.prec)
		if sp.verb == 'A' {
			s = strings.ToUpper(s)
		}
	}
	sign := ""
	if math.Signbit(f) {
		sign = "-"
	} else if sp.plus {
		sign = "+"
	} else if sp.space {
		sign = " "
	}
	body := sign + s
	if sp.width > len(body) {
		if sp.minus {
			return body + strings.Repeat(" ", sp.width-len(body))
		}
		if sp.zero {
			return sign + strings.Repeat("0", sp.width-len(body)) + s
		}
		return strings.Repeat(" ", sp.width-len(body)) + body
	}
	return body
}

// formatG is C's %g, from the digits Ruby's dtoa makes (mode 2, prec
// significant digits).
func formatG(f float64, prec int, sharp bool) string {
	if prec == 0 {
		prec = 1
	}
	if f == 0 {
		if sharp {
			return "0." + strings.Repeat("0", prec-1)
		}
		return "0"
	}
	digits, decpt, keep := rubyDigitsZ(f, 2, prec)
	trim := !sharp && !keep
	exp := decpt - 1
	var s string
	if exp < -4 || exp >= prec {
		mant := digits[:1]
		if len(digits) > 1 || sharp {
			mant += "." + digits[1:]
		}
		if trim {
			mant = trimZeros(mant)
		}
		expS := "+"
		if exp < 0 {
			expS, exp = "-", -exp
		}
		s = mant + "e" + expS + twoDigits(strconv.Itoa(exp))
	} else {
		switch {
		case decpt <= 0:
			s = "0." + strings.Repeat("0", -decpt) + digits
		case decpt >= len(digits):
			s = digits + strings.Repeat("0", decpt-len(digits))
		default:
			s = digits[:decpt] + "." + digits[decpt:]
		}
		if trim {
			s = trimZeros(s)
		} else if sharp && !strings.Contains(s, ".") {
			s += "."
		}
	}
	return s
}

func twoDigits(s string) string {
	if len(s) < 2 {
		return "0" + s
	}
	return s
}

func trimZeros(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// formatHexFloat is C's %a.
func formatHexFloat(f float64, prec int) string {
	if f == 0 {
		return "0x0p+0"
	}
	s := strconv.FormatFloat(f, 'x', prec, 64) // 0x1.8p+00
	mant, exp, _ := strings.Cut(s, "p")
	sign := exp[:1]
	digits := strings.TrimLeft(exp[1:], "0")
	if digits == "" {
		digits = "0"
	}
	if prec < 0 {
		mant = strings.TrimRight(mant, "0")
		mant = strings.TrimSuffix(mant, ".")
	}
	return mant + "p" + sign + digits
}

// RubyToS is Ruby's to_s of the Ruby object Puppet uses for v (a hash is
// {"k"=>"v"}, undef inside a collection nil): what Puppet shows where its Ruby
// code interpolates a value without formatting it the Puppet way.
func RubyToS(v Value) string { return rubyToS(v) }

// RubyInspect is Ruby's inspect of the Ruby object Puppet uses for v (a
// string in double quotes with Ruby's escapes).
func RubyInspect(v Value) string { return rubyInspect(v) }

// namedArg is the hash argument's value for the %<name> or %{name}
// reference whose opening bracket is format[i] and closing one closer,
// with the closer's offset from i.
func namedArg(format string, i int, closer byte, hashArg *Hash, posarg *int) (Value, int, error) {
	j := strings.IndexByte(format[i:], closer)
	if j < 0 {
		return nil, 0, errorf("malformed name - unmatched parenthesis")
	}
	name := format[i+1 : i+j]
	switch {
	case *posarg > 0:
		return nil, 0, errorf("named%s after unnumbered(%d)", format[i:i+j+1], *posarg)
	case *posarg == -1:
		return nil, 0, errorf("named%s after numbered", format[i:i+j+1])
	}
	*posarg = -2
	if hashArg == nil {
		return nil, 0, errorf("one hash required")
	}
	v, ok := hashArg.Get(name)
	if !ok {
		return nil, 0, &keyError{name: name}
	}
	return v, j, nil
}

// setFlag records c when it is one of a format's flags (- + space 0 #).
func (sp *fmtSpec) setFlag(c byte) bool {
	switch c {
	case '-':
		sp.minus = true
	case '+':
		sp.plus = true
	case ' ':
		sp.space = true
	case '0':
		sp.zero = true
	case '#':
		sp.sharp = true
	default:
		return false
	}
	return true
}

// digitsEnd is the end of the run of decimal digits at format[i:].
func digitsEnd(format string, i int) int {
	for i < len(format) && format[i] >= '0' && format[i] <= '9' {
		i++
	}
	return i
}
