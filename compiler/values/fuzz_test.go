package values

import (
	"math"
	"math/big"
	"strings"
	"testing"
)

// Fuzz targets: the parsers and conversions that take user input must
// never panic or hang, and must agree with themselves.
//   go test -run XXX -fuzz FuzzParseType -fuzztime 3m ./compiler/values

// fuzzResolve takes every unknown name for a resource type.
func fuzzResolve(name string) (Type, bool) { return ResourceType(name), true }

func FuzzParseType(f *testing.F) {
	for _, s := range []string{
		"Integer", "Optional[Array[String[1]]]", "Struct[{a => Integer, Optional[b] => String}]",
		"Pattern[/x/]", "Enum['a', \"b\"]", "Hash[String, Array[Integer], 1, 2]", "Callable[[Integer], String]",
		"Resource['file', '/x']", "Tuple[String, 0, default]", "Variant[Integer, Undef]", "Foo[1]",
		"Integer[-1, default]", "Float[1.5e3]", "Type[Class[foo]]", "Sensitive[String]", "NotUndef['x']",
		"SemVer['>=1.0.0 <2.0.0']", "Regexp['^a$']", "Array[0, 0]", "Timespan['1-00:00:00']",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		typ, err := ParseType(s, fuzzResolve)
		if err != nil {
			return
		}
		// A type's rendering parses back to an equal type (when it has no
		// unresolved references, which render as TypeReference['...']).
		r := typ.String()
		// Puppet's quoting of strings that end in a backslash does not read
		// back ('a\\' prints as 'a\'), and Punch prints what Puppet prints.
		if strings.Contains(r, "TypeReference") || strings.Contains(r, "Runtime") || strings.Contains(r, "Unit") || strings.Contains(r, `\`) {
			return
		}
		typ2, err := ParseType(r, fuzzResolve)
		if err != nil {
			t.Fatalf("%q renders as %q, which does not parse: %v", s, r, err)
		}
		if typ2.String() != r {
			t.Fatalf("%q renders as %q, which renders as %q", s, r, typ2.String())
		}
		// Basic sanity of the operations on the parsed type.
		_ = IsAssignable(typ, typ2)
		_ = IsInstance(typ, "x")
		_ = DescribeMismatch(typ, int64(1))
		_ = Generalize(typ).String()
		_ = Normalize(typ).String()
	})
}

func FuzzNewIntegerFloat(f *testing.F) {
	for _, s := range []string{"0x1F", "0b101", "017", "12", "-12", "- 12", " 12", "1_000", "1e3", "1.5", ".5",
		"0", "08", "0o17", "+5", "99999999999999999999", "0x", "", "-", "0e5", "1.", "0X1f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := New(theInteger, []Value{s})
		if err == nil {
			switch x := v.(type) {
			case int64:
			case *big.Int:
				// past 64 bits: Ruby's Integer, which Puppet keeps
				if x.IsInt64() {
					t.Fatalf("Integer(%q) gave a *big.Int that fits 64 bits", s)
				}
			default:
				t.Fatalf("Integer(%q) gave %T", s, v)
			}
		}
		for _, radix := range []int64{2, 8, 10, 16} {
			_, _ = New(theInteger, []Value{s, radix})
		}
		fv, err := New(theFloat, []Value{s})
		if err == nil {
			if _, ok := fv.(float64); !ok {
				t.Fatalf("Float(%q) gave %T", s, fv)
			}
		}
		nv, err := New(theNumeric, []Value{s})
		if err == nil {
			switch x := nv.(type) {
			case int64, *big.Int:
			case float64:
				if math.IsNaN(x) {
					t.Fatalf("Numeric(%q) is NaN", s)
				}
			default:
				t.Fatalf("Numeric(%q) gave %T", s, nv)
			}
		}
		// Arithmetic's coercion accepts a subset of what Numeric accepts.
		if n := ToNumber(s); n != nil && err != nil && !strings.HasPrefix(strings.TrimLeft(s, " \t+-"), "0") && !strings.ContainsAny(s, " \t") && !strings.HasPrefix(s, "::") {
			t.Fatalf("ToNumber(%q) = %v but Numeric(%q) fails: %v", s, n, s, err)
		}
	})
}

func FuzzRegexp(f *testing.F) {
	for _, s := range []string{`^a`, `(a|b)+c`, `[[:alpha:]]\h+`, `a{,2}`, `(?<n>x)(y)`, `a++`, `(?m)a.b`, `\Aa\z`} {
		f.Add(s, "aab\nc")
	}
	f.Fuzz(func(t *testing.T, pattern, input string) {
		// Keep inputs small: patterns with catastrophic backtracking may
		// hit the match timeout on long inputs, at different moments for
		// the two calls.
		if len(input) > 12 || len(pattern) > 24 {
			return
		}
		re, err := NewRegexp(pattern)
		if err != nil {
			return
		}
		m := re.FindStringSubmatch(input)
		if (m != nil) != re.MatchString(input) {
			t.Fatalf("/%s/ on %q: FindStringSubmatch and MatchString disagree", pattern, input)
		}
	})
}

func FuzzSprintfFormat(f *testing.F) {
	for _, s := range []string{"%s", "%05.2f|%-5d|%x", "%<a>s", "%{a}", "%2$s %1$s", "%*d", "%c", "%%", "%#o", "%+.3e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, format string) {
		_, _ = Sprintf(format, []Value{"a", int64(42), 3.5, HashFrom("a", "x")})
		_, _ = StringFormat(int64(42), format)
		_, _ = StringFormat([]Value{"a", int64(1)}, format)
	})
}
