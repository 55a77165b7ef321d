package rv

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/values"
)

// ToS is Ruby's to_s of a value: what string interpolation writes. An
// Object has no to_s of its own here ("#<Class>"): the runtime knows it.
func ToS(v Value) string {
	switch x := v.(type) {
	case nil:
		return ""
	case *String:
		return x.S
	case Symbol:
		return string(x)
	case *Array, *Hash:
		return Inspect(v)
	case *Range:
		return ToS(x.Begin) + rangeOp(x) + ToS(x.End)
	case *Regexp:
		return RegexpToS(x)
	case *Time:
		return TimeToS(x)
	}
	return Inspect(v)
}

func rangeOp(r *Range) string {
	if r.Excl {
		return "..."
	}
	return ".."
}

// Inspect is Ruby's inspect of a value. An Object shows as "#<Class>"
// (Ruby adds its address, which no output should depend on).
func Inspect(v Value) string {
	var b strings.Builder
	writeInspect(&b, v, 0)
	return b.String()
}

func writeInspect(b *strings.Builder, v Value, depth int) {
	if depth > 256 {
		b.WriteString("...")
		return
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("nil")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case int64:
		b.WriteString(strconv.FormatInt(x, 10))
	case *big.Int:
		b.WriteString(x.String())
	case float64:
		b.WriteString(FloatToS(x))
	case *String:
		b.WriteString(x.Inspect())
	case Symbol:
		b.WriteString(SymbolInspect(x))
	case *Array:
		b.WriteByte('[')
		for i, e := range x.Elems {
			if i > 0 {
				b.WriteString(", ")
			}
			writeInspect(b, e, depth+1)
		}
		b.WriteByte(']')
	case *Hash:
		b.WriteByte('{')
		for i := 0; i < x.Len(); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			k, val := x.At(i)
			writeInspect(b, k, depth+1)
			b.WriteString("=>")
			writeInspect(b, val, depth+1)
		}
		b.WriteByte('}')
	case *Range:
		if x.Begin != nil {
			writeInspect(b, x.Begin, depth+1)
		}
		b.WriteString(rangeOp(x))
		if x.End != nil {
			writeInspect(b, x.End, depth+1)
		}
	case *Regexp:
		b.WriteString(RegexpInspect(x))
	case *Time:
		b.WriteString(TimeInspect(x))
	case *Object:
		b.WriteString("#<" + x.Class + ">")
	default:
		b.WriteString("#<?>")
	}
}

// FloatToS is Float#to_s ("1.0e+20", "NaN", "-Infinity").
func FloatToS(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	return values.FormatFloat(f)
}

// SymbolInspect is Symbol#inspect: :name, or :"name" quoted when the name
// is not an identifier, operator or variable name.
func SymbolInspect(s Symbol) string {
	if simpleSymbol(string(s)) {
		return ":" + string(s)
	}
	return ":" + InspectString(string(s))
}

var symbolOperators = map[string]bool{
	"+": true, "-": true, "*": true, "/": true, "%": true, "**": true, "==": true, "===": true, "!=": true, "=~": true,
	"!~": true, "<=>": true, "<": true, "<=": true, ">": true, ">=": true, "<<": true, ">>": true, "&": true, "|": true,
	"^": true, "~": true, "!": true, "+@": true, "-@": true, "[]": true, "[]=": true, "`": true,
}

func simpleSymbol(s string) bool {
	if s == "" || !utf8.ValidString(s) {
		return false
	}
	if symbolOperators[s] {
		return true
	}
	name := s
	switch {
	case strings.HasPrefix(name, "@@"):
		name = name[2:]
	case strings.HasPrefix(name, "@"), strings.HasPrefix(name, "$"):
		name = name[1:]
	default:
		if n := len(name); n > 1 && strings.IndexByte("?!=", name[n-1]) >= 0 {
			name = name[:n-1]
		}
	}
	if name == "" {
		return false
	}
	for i, r := range name {
		switch {
		case r == '_' || unicode.IsLetter(r) || r >= 0x80:
		case r >= '0' && r <= '9':
			if i == 0 {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// RegexpInspect is Regexp#inspect: /source/ with unescaped slashes
// escaped, then the option letters (m, i, x).
func RegexpInspect(r *Regexp) string {
	var b strings.Builder
	b.WriteByte('/')
	writeRegexpSource(&b, r.Source)
	b.WriteByte('/')
	on, _ := values.RegexpOptionLetters(r.Options)
	b.WriteString(on)
	return b.String()
}

func writeRegexpSource(b *strings.Builder, src string) {
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\\' && i+1 < len(src):
			b.WriteByte(c)
			i++
			b.WriteByte(src[i])
		case c == '/':
			b.WriteString(`\/`)
		default:
			b.WriteByte(c)
		}
	}
}

// RegexpToS is Regexp#to_s: (?on-off:source).
func RegexpToS(r *Regexp) string {
	var b strings.Builder
	on, off := values.RegexpOptionLetters(r.Options)
	b.WriteString("(?" + on)
	if off != "" {
		b.WriteString("-" + off)
	}
	b.WriteByte(':')
	writeRegexpSource(&b, r.Source)
	b.WriteByte(')')
	return b.String()
}

// TimeToS is Time#to_s: "2020-09-13 12:26:40 UTC" or "... +0200".
func TimeToS(t *Time) string {
	s := t.T.Format("2006-01-02 15:04:05")
	if t.UTC {
		return s + " UTC"
	}
	return s + " " + t.T.Format("-0700")
}

// TimeInspect is Time#inspect: to_s with the fraction of the second
// when there is one.
func TimeInspect(t *Time) string {
	s := t.T.Format("2006-01-02 15:04:05")
	if ns := t.T.Nanosecond(); ns != 0 {
		s += "." + strings.TrimRight(strconv.Itoa(ns + 1e9)[1:], "0")
	}
	if t.UTC {
		return s + " UTC"
	}
	return s + " " + t.T.Format("-0700")
}
