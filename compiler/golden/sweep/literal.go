package sweep

import (
	"encoding/base64"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Literal writes a value as Puppet source that evaluates to it, for replaying a recorded call
// through a manifest: literals for undef, booleans, numbers, strings, arrays, hashes (keys of any
// kind, in order), default, regexps and types; the type's new function for Sensitive, Binary,
// SemVer, SemVerRange, Timestamp and Timespan. An error names what has no source form.
func Literal(v values.Value) (string, error) {
	var b strings.Builder
	if err := writeLiteral(&b, v); err != nil {
		return "", err
	}
	return b.String(), nil
}

func writeLiteral(b *strings.Builder, v values.Value) error {
	switch x := v.(type) {
	case nil:
		b.WriteString("undef")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case int64:
		if x == math.MinInt64 {
			// -9223372036854775808 is unary minus on a literal that does not fit.
			b.WriteString("(-9223372036854775807 - 1)")
			return nil
		}
		b.WriteString(strconv.FormatInt(x, 10))
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("the float %v has no literal", x)
		}
		// Puppet's float literals: digits, a fraction and/or an exponent without '+'.
		s := strconv.FormatFloat(x, 'g', -1, 64)
		if !strings.ContainsAny(s, ".e") {
			s += ".0"
		}
		b.WriteString(strings.Replace(s, "e+", "e", 1))
	case string:
		quote(b, x)
	case []values.Value:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteString(", ")
			}
			if err := writeLiteral(b, e); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case *values.Hash:
		b.WriteByte('{')
		var err error
		i := 0
		x.Each(func(k, e values.Value) bool {
			if i > 0 {
				b.WriteString(", ")
			}
			i++
			if err = writeLiteral(b, k); err != nil {
				return false
			}
			b.WriteString(" => ")
			err = writeLiteral(b, e)
			return err == nil
		})
		if err != nil {
			return err
		}
		b.WriteByte('}')
	case values.Default:
		b.WriteString("default")
	case *values.Regexp:
		b.WriteByte('/')
		writeRegexpSource(b, x.Source)
		b.WriteByte('/')
	case *values.Sensitive:
		b.WriteString("Sensitive(")
		if err := writeLiteral(b, x.Value); err != nil {
			return err
		}
		b.WriteByte(')')
	case *values.Binary:
		b.WriteString("Binary(")
		quote(b, base64.StdEncoding.EncodeToString(x.Bytes))
		b.WriteByte(')')
	case values.SemVer:
		newOf(b, "SemVer", x.String())
	case *values.SemVerRange:
		newOf(b, "SemVerRange", x.String())
	case values.Timestamp:
		newOf(b, "Timestamp", x.String())
	case values.Timespan:
		newOf(b, "Timespan", x.String())
	case values.Type:
		b.WriteString(typeSource(x))
	default:
		return fmt.Errorf("a %T has no literal", v)
	}
	return nil
}

func newOf(b *strings.Builder, typ, arg string) {
	b.WriteString(typ)
	b.WriteByte('(')
	quote(b, arg)
	b.WriteByte(')')
}

// quote writes a single-quoted Puppet string: only \\ and \' are escapes there.
func quote(b *strings.Builder, s string) {
	b.WriteByte('\'')
	for _, r := range s {
		if r == '\\' || r == '\'' {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	b.WriteByte('\'')
}

// writeRegexpSource writes a regexp's source between slashes: a slash not already escaped gets
// a backslash, as Puppet's lexer ends the literal at the first unescaped one.
func writeRegexpSource(b *strings.Builder, src string) {
	escaped := false
	for _, r := range src {
		switch {
		case escaped:
			escaped = false
		case r == '\\':
			escaped = true
		case r == '/':
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
}
