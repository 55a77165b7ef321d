package hocon

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// testdata/cases/*.conf were given to ruby-hocon 1.3.1's Hocon.parse (what
// Puppet 7.23's hocon_data calls) by testdata/record.rb; expected.json
// holds Ruby's inspect of the result or the error.

type recorded struct {
	Value      *string `json:"value"`
	ErrorClass string  `json:"error_class"`
	Error      *string `json:"error"`
}

// knownMessageDifferences are errors Punch gives with the same class and
// line but other words than ruby-hocon.
var knownMessageDifferences = map[string]string{
	"bad_concat":          "ruby-hocon names the two values by their Ruby classes (SimpleConfigList([1]) and Quoted(\"x\"))",
	"cycle":               "ruby-hocon lists the substitutions of the cycle",
	"self_cycle":          "ruby-hocon lists the substitutions of the cycle",
	"reserved_char":       "ruby-hocon reports a '$' without '{' as a problem token after the value",
	"unterminated_string": "ruby-hocon reports the unterminated string as a problem token at the newline",
}

func TestRecorded(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "expected.json"))
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]recorded
	if err := json.Unmarshal(src, &want); err != nil {
		t.Fatal(err)
	}
	names := make([]string, 0, len(want))
	for n := range want {
		names = append(names, n)
	}
	sort.Strings(names)
	t.Chdir("testdata") // include file() is relative to the working directory
	for _, name := range names {
		w := want[name]
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("cases", name+".conf"))
			if err != nil {
				t.Fatal(err)
			}
			got, err := Parse(in, Options{Getenv: func(k string) (string, bool) {
				if k == "HOCON_TEST_VAR" {
					return "from-env", true
				}
				return "", false
			}})
			switch {
			case w.Error != nil && err == nil:
				t.Fatalf("ruby-hocon failed: %s: %s\nPunch: %s", w.ErrorClass, *w.Error, RubyInspect(got))
			case w.Error == nil && err != nil:
				t.Fatalf("ruby-hocon: %s\nPunch failed: %v", *w.Value, err)
			case err != nil:
				var he *Error
				if !errors.As(err, &he) {
					t.Fatalf("error of type %T: %v", err, err)
				}
				if he.Class != w.ErrorClass {
					t.Errorf("error class: ruby-hocon %s, Punch %s (%v)", w.ErrorClass, he.Class, err)
				}
				if reason, ok := knownMessageDifferences[name]; ok {
					if prefix := fmt.Sprintf("String: %d: ", he.Line); !strings.HasPrefix(*w.Error, prefix) {
						t.Errorf("error line differs (beyond the known difference: %s):\n  ruby-hocon: %s\n  Punch:      %v", reason, *w.Error, err)
					}
					return
				}
				if err.Error() != *w.Error {
					t.Errorf("error differs:\n  ruby-hocon: %s\n  Punch:      %v", *w.Error, err)
				}
			default:
				if g := RubyInspect(got); g != *w.Value {
					t.Errorf("value differs:\n  ruby-hocon: %s\n  Punch:      %s", *w.Value, g)
				}
			}
		})
	}
}

// RubyInspect shows a parsed value as Ruby's inspect shows ruby-hocon's.
func RubyInspect(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case bool:
		return strconv.FormatBool(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case *big.Int:
		return x.String()
	case float64:
		s := strconv.FormatFloat(x, 'g', -1, 64)
		if !strings.ContainsAny(s, ".eEn") {
			s += ".0"
		}
		return s
	case string:
		return rubyString(x)
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = RubyInspect(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case *Object:
		parts := make([]string, len(x.Keys))
		for i, k := range x.Keys {
			parts[i] = rubyString(k) + "=>" + RubyInspect(x.Values[k])
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return fmt.Sprintf("%#v", v)
}

func rubyString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		case '#':
			b.WriteRune(r)
		default:
			if r < 0x20 {
				fmt.Fprintf(&b, `\x%02X`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
