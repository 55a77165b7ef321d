// Package rubyfmt writes the text forms of Ruby 3.1 that Puppet's output
// shows through: String#inspect and Float#to_s. It is the one owner of
// these rules for every layer (the parser, Puppet's values, resource types,
// the Ruby interpreter), so it imports nothing of the project.
//
// testdata/record.rb records Ruby's own answers: the print table
// (print_table.go) and the samples the tests compare against.
package rubyfmt

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// FloatToS is Ruby's Float#to_s: "100.0", "0.30000000000000004",
// "1.0e+20", "1.0e-05", "-0.0", "Infinity", "NaN". Ruby writes the
// shortest digits that read back as f, in fixed notation when the decimal
// exponent is from -4 to 16 (to 15 when the value has no fraction), else in
// scientific notation with at least two exponent digits.
func FloatToS(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case math.IsNaN(f):
		return "NaN"
	case f == 0:
		if math.Signbit(f) {
			return "-0.0"
		}
		return "0.0"
	}
	e := strconv.FormatFloat(f, 'e', -1, 64) // [-]d.ddde±XX
	mant, exp, _ := strings.Cut(e, "e")
	x, _ := strconv.Atoi(exp)
	digits := len(mant) // the mantissa's digits, without sign and point
	if strings.HasPrefix(mant, "-") {
		digits--
	}
	if strings.Contains(mant, ".") {
		digits--
	}
	decpt := x + 1 // where the point falls after the first digit
	if decpt > -4 && (decpt < digits && decpt <= 16 || decpt <= 15) {
		s := strconv.FormatFloat(f, 'f', -1, 64)
		if !strings.Contains(s, ".") {
			s += ".0"
		}
		return s
	}
	if !strings.Contains(mant, ".") {
		mant += ".0"
	}
	sign := "+"
	if x < 0 {
		sign, x = "-", -x
	}
	if x < 10 {
		return mant + "e" + sign + "0" + strconv.Itoa(x)
	}
	return mant + "e" + sign + strconv.Itoa(x)
}

// InspectString is Ruby's String#inspect of a UTF-8 string: quoted, with
// Ruby's escapes; bytes that are not UTF-8 show as \xHH.
func InspectString(s string) string {
	var b strings.Builder
	WriteInspect(&b, s, false)
	return b.String()
}

// InspectBinary is Ruby's String#inspect of a binary (ASCII-8BIT) string:
// every byte from 0x80 shows as \xHH.
func InspectBinary(s string) string {
	var b strings.Builder
	WriteInspect(&b, s, true)
	return b.String()
}

const hexDigits = "0123456789ABCDEF"

// WriteInspect writes String#inspect of s to b; binary is true for an
// ASCII-8BIT string.
func WriteInspect(b *strings.Builder, s string, binary bool) {
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x80 && binary {
			writeHexByte(b, c)
			i++
			continue
		}
		r, n := rune(c), 1
		if c >= 0x80 {
			r, n = utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				writeHexByte(b, c)
				i++
				continue
			}
		}
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
		case '\f':
			b.WriteString(`\f`)
		case '\v':
			b.WriteString(`\v`)
		case '\a':
			b.WriteString(`\a`)
		case '\b':
			b.WriteString(`\b`)
		case 0x1b:
			b.WriteString(`\e`)
		case '#':
			// escaped where it would start an interpolation: #{ #$ #@
			if i+1 < len(s) && (s[i+1] == '{' || s[i+1] == '$' || s[i+1] == '@') {
				b.WriteString(`\#`)
			} else {
				b.WriteByte('#')
			}
		default:
			switch {
			case IsPrint(r):
				b.WriteString(s[i : i+n])
			case binary:
				writeHexByte(b, c)
			case r > 0xFFFF:
				b.WriteString(`\u{`)
				b.WriteString(strings.ToUpper(strconv.FormatInt(int64(r), 16)))
				b.WriteByte('}')
			default:
				b.WriteString(`\u`)
				for shift := 12; shift >= 0; shift -= 4 {
					b.WriteByte(hexDigits[(r>>shift)&0xF])
				}
			}
		}
		i += n
	}
	b.WriteByte('"')
}

func writeHexByte(b *strings.Builder, c byte) {
	b.WriteString(`\x`)
	b.WriteByte(hexDigits[c>>4])
	b.WriteByte(hexDigits[c&0xF])
}

// IsPrint reports whether String#inspect shows r as it is in a UTF-8
// string (Ruby 3.1's print class: not U+2028, U+10FFFF or an unassigned
// code point, but U+0085, U+200B and private-use characters).
func IsPrint(r rune) bool {
	if r < 0x80 {
		return r >= 0x20 && r < 0x7F
	}
	i := sort.Search(len(printRanges), func(i int) bool { return printRanges[i][1] >= r })
	return i < len(printRanges) && printRanges[i][0] <= r
}

// LiteralName is how Ruby's conversion errors ("no implicit conversion of
// nil into String") name nil, true and false: by their value, where any
// other value is named by its class; ok is false for those others, whose
// class the caller's value model knows.
func LiteralName(v any) (name string, ok bool) {
	switch x := v.(type) {
	case nil:
		return "nil", true
	case bool:
		if x {
			return "true", true
		}
		return "false", true
	}
	return "", false
}
