package values

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Error is an error with Puppet's wording, returned by the operations of
// this package; the evaluator adds the location.
type Error struct {
	Msg string
	// KeyIndex is, for an error of an access (Type[...]), 1 + the index of
	// the key Puppet locates the error at (in the flattened keys); 0 when
	// Puppet locates it at the whole access.
	KeyIndex int
	// NotNumeric marks an operand of arithmetic that cannot be converted
	// to a number: Puppet locates that error at the operand, not at the
	// whole expression.
	NotNumeric bool
	// Code is Puppet's issue code of the error (pops/issues.rb:
	// DIV_BY_ZERO, OPERATOR_NOT_APPLICABLE, ...), "" when it has none;
	// the evaluator gives it to the diagnostic.
	Code string
}

// IssueCode is the Puppet issue code of an error of this package ("" for
// none).
func IssueCode(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// codedf is errorf with Puppet's issue code.
func codedf(code, format string, args ...any) error {
	e := errorf(format, args...).(*Error)
	e.Code = code
	return e
}

func (e *Error) Error() string { return e.Msg }

// keyErrf is errorf for an access error Puppet locates at key i.
func keyErrf(i int, format string, args ...any) error {
	return &Error{Msg: fmt.Sprintf(format, args...), KeyIndex: i + 1}
}

// keyCodedf is keyErrf with Puppet's issue code.
func keyCodedf(i int, code, format string, args ...any) error {
	e := keyErrf(i, format, args...).(*Error)
	e.Code = code
	return e
}

func errorf(format string, args ...any) error {
	if len(args) == 0 {
		return &Error{Msg: format}
	}
	return &Error{Msg: fmt.Sprintf(format, args...)}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// Label is Puppet's label for a value in error messages ("Integer",
// "String", "Undef Value", "Integer-Type", "File['/x'] Resource-Reference").
func Label(v Value) string {
	switch x := v.(type) {
	case nil:
		return "Undef Value"
	case Default:
		return "Object" // a Ruby Symbol, which Puppet's label provider does not know
	case bool:
		return "Boolean"
	case int64, float64, string, []Value, *Hash, *Regexp:
		// Plain Ruby data: the label provider gives the Ruby class's name.
		return RubyClass(v)
	case *Sensitive:
		return "Sensitive"
	case *Binary:
		return "Binary"
	case SemVer:
		return "Semver"
	case *SemVerRange:
		return "SemverRange"
	case Timespan:
		return "Timespan"
	case Timestamp, *BigTimestamp:
		return "Timestamp"
	case *ResourceT:
		if x.HasTitle {
			return x.String() + " Resource-Reference"
		}
		return x.String() + "-Type"
	case Type:
		return x.String() + "-Type"
	}
	return "Object"
}

// AAn prefixes text with "a" or "an" as Puppet's label provider does (the
// first letter, skipping a quote, decides).
func AAn(text string) string { return article(text) + " " + text }

// AAnUC is AAn with a capitalized article.
func AAnUC(text string) string {
	a := article(text)
	return strings.ToUpper(a[:1]) + a[1:] + " " + text
}

func article(text string) string {
	s := text
	if s != "" && (s[0] == '"' || s[0] == '\'') {
		s = s[1:]
	}
	if s == "" {
		return "a"
	}
	switch unicode.ToLower(rune(s[0])) {
	case 'a', 'e', 'i', 'o', 'u', 'y':
		return "an"
	}
	return "a"
}

// RubyClass is the Ruby class name of the object Puppet uses for v, as
// Puppet's messages and functions written in Ruby print it ("Integer",
// "String", "NilClass", "Symbol", "Puppet::Pops::Types::PIntegerType", ...).
func RubyClass(v Value) string {
	switch x := v.(type) {
	case nil:
		return "NilClass"
	case Default:
		return "Symbol"
	case bool:
		if x {
			return "TrueClass"
		}
		return "FalseClass"
	case int64:
		return "Integer"
	case float64:
		return "Float"
	case string:
		return "String"
	case []Value:
		return "Array"
	case *Hash:
		return "Hash"
	case *Regexp:
		return "Regexp"
	case *Sensitive:
		return "Puppet::Pops::Types::PSensitiveType::Sensitive"
	case *Binary:
		return "Puppet::Pops::Types::PBinaryType::Binary"
	case SemVer:
		return "SemanticPuppet::Version"
	case *SemVerRange:
		return "SemanticPuppet::VersionRange"
	case Timespan:
		return "Puppet::Pops::Time::Timespan"
	case Timestamp, *BigTimestamp:
		return "Puppet::Pops::Time::Timestamp"
	case *Iterator:
		return "Puppet::Pops::Types::Iterator"
	case Type:
		return rubyTypeClass(x)
	case RubyObject:
		return x.Class
	}
	return "Object"
}

// rubyTypeClass is the Ruby class of a type ("Puppet::Pops::Types::PIntegerType").
// An Object type's Name is its own name ("Foo"), but its class is Puppet's
// PObjectType (pops/types/p_object_type.rb), an extension's
// PObjectTypeExtension (p_object_type_extension.rb).
func rubyTypeClass(t Type) string {
	n := t.Name()
	switch t.(type) {
	case *ObjectT:
		n = "Object"
	case *ObjectExtT:
		return "Puppet::Pops::Types::PObjectTypeExtension"
	case *ResourceT:
		n = "Resource"
	case *TypeAliasT:
		n = "TypeAlias"
	case *TypeReferenceT:
		n = "TypeReference"
	}
	return "Puppet::Pops::Types::P" + n + "Type"
}

// rubyDowncase is Ruby's String#downcase (full Unicode case mapping).
func rubyDowncase(s string) string { return strings.ToLower(s) }

// rubyUpcase is Ruby's String#upcase.
func rubyUpcase(s string) string { return strings.ToUpper(s) }

// rubyCapitalize is Ruby's String#capitalize: first character upcased, the
// rest downcased.
func rubyCapitalize(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + strings.ToLower(s[n:])
}

// PuppetQuote quotes s as Puppet prints strings in types and with %p:
// single quotes unless s holds control characters, in which case double
// quotes with escapes.
func PuppetQuote(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 {
			return puppetDoubleQuote(s)
		}
	}
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('\'')
	escaped := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if escaped {
			b.WriteByte('\\')
			b.WriteByte(c)
			escaped = false
			continue
		}
		switch c {
		case '\'':
			b.WriteString(`\'`)
		case '\\':
			escaped = true
		default:
			b.WriteByte(c)
		}
	}
	if escaped {
		b.WriteByte('\\')
	}
	b.WriteByte('\'')
	return b.String()
}

func puppetDoubleQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '"':
			b.WriteString(`\"`)
		case '$':
			b.WriteString(`\$`)
		case '\\':
			b.WriteString(`\\`)
		default:
			if r < 0x20 {
				fmt.Fprintf(&b, `\u{%X}`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
