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
	writeString(&b, v, 0)
	return b.String()
}

func writeString(b *strings.Builder, v Value, depth int) {
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
		writeCollection(b, v, false, depth)
	case *Regexp:
		b.WriteString(x.String())
	case *Sensitive:
		b.WriteString(x.String())
	case *Binary:
		b.WriteString(base64.StdEncoding.EncodeToString(x.Bytes))
	case Type:
		b.WriteString(x.String())
	case *Object:
		b.WriteString(x.ToS())
	case interface{ String() string }:
		b.WriteString(x.String())
	default:
		b.WriteString("?")
	}
}

// writeCollection writes an array as "[e, e]" and a hash as "{k => v}":
// the frame that Puppet's to_s (elements as to_s writes them inside a
// collection) and Ruby's inspect (elements inspected, "=>" without
// spaces) share. The elements are written by direct calls, not through a
// function value, so that the caller's builder stays on its stack.
func writeCollection(b *strings.Builder, v Value, inspect bool, depth int) {
	if depth++; depth > MaxValueDepth {
		panic(sizePanic{&DepthError{What: "the text of a value", Limit: MaxValueDepth}})
	}
	arrow := " => "
	if inspect {
		arrow = "=>"
	}
	switch x := v.(type) {
	case []Value:
		b.WriteByte('[')
		for i, e := range x {
			// Bounded as it is written: an Array or Hash holding the same
			// value many times, at any depth, writes far more than it holds.
			checkBuilt(b.Len())
			if i > 0 {
				b.WriteString(", ")
			}
			writeElement(b, e, inspect, depth)
		}
		b.WriteByte(']')
	case *Hash:
		b.WriteByte('{')
		for i := 0; i < x.Len(); i++ {
			checkBuilt(b.Len())
			if i > 0 {
				b.WriteString(", ")
			}
			k, val := x.At(i)
			writeElement(b, k, inspect, depth)
			b.WriteString(arrow)
			writeElement(b, val, inspect, depth)
		}
		b.WriteByte('}')
	}
}

func writeElement(b *strings.Builder, v Value, inspect bool, depth int) {
	if inspect {
		writeInspect(b, v, depth)
	} else {
		writeString(b, v, depth)
	}
}

// FormatFloat renders a float as Ruby's Float#to_s does, which is what
// Puppet prints: "100.0", "0.30000000000000004", "1.0e+20", "1.0e-05".
func FormatFloat(f float64) string { return rubyfmt.FloatToS(f) }
