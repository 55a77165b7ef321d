package values

import (
	"encoding/base64"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/util/rubyfmt"
)

// ToString converts v to a string the way Puppet interpolates it into a
// double-quoted string and the logging functions print it: undef is "",
// strings inside arrays and hashes are not quoted, floats use Ruby's forms.
func ToString(v Value) string {
	switch x := v.(type) {
	case string:
		return x
	case nil:
		return ""
	case int64:
		return strconv.FormatInt(x, 10)
	case bool:
		return strconv.FormatBool(x)
	case float64:
		return FormatFloat(x)
	}
	var b strings.Builder
	writeString(&b, v, true)
	return b.String()
}

func writeString(b *strings.Builder, v Value, top bool) {
	switch x := v.(type) {
	case nil:
		// undef: empty at top level and inside collections
	case string:
		b.WriteString(x)
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case int64:
		b.WriteString(strconv.FormatInt(x, 10))
	case float64:
		b.WriteString(FormatFloat(x))
	case Default:
		b.WriteString("default")
	case []Value, *Hash:
		WriteCollection(b, v, " => ", writeElement)
	case *Regexp:
		b.WriteString(x.String())
	case *Sensitive:
		b.WriteString(x.String())
	case *Binary:
		b.WriteString(base64.StdEncoding.EncodeToString(x.Bytes))
	case Type:
		b.WriteString(x.String())
	case interface{ String() string }:
		b.WriteString(x.String())
	default:
		b.WriteString("?")
	}
}

func writeElement(b *strings.Builder, v Value) { writeString(b, v, false) }

// WriteCollection writes an array as "[e, e]" and a hash as "{k<arrow>v,
// k<arrow>v}", each element written by elem: the frame that Puppet's
// to_s and Ruby's inspect share. It writes nothing for any other value.
func WriteCollection(b *strings.Builder, v Value, arrow string, elem func(*strings.Builder, Value)) {
	switch x := v.(type) {
	case []Value:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteString(", ")
			}
			elem(b, e)
		}
		b.WriteByte(']')
	case *Hash:
		b.WriteByte('{')
		for i := 0; i < x.Len(); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			k, val := x.At(i)
			elem(b, k)
			b.WriteString(arrow)
			elem(b, val)
		}
		b.WriteByte('}')
	}
}

// FormatFloat renders a float as Ruby's Float#to_s does, which is what
// Puppet prints: "100.0", "0.30000000000000004", "1.0e+20", "1.0e-05".
func FormatFloat(f float64) string { return rubyfmt.FloatToS(f) }
