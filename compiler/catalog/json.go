package catalog

import (
	"bufio"
	"bytes"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/values"
)

// MarshalJSON encodes the catalog as Puppet's catalog JSON (catalog_format
// 2), indented as Ruby's JSON.pretty_generate does.
func (c *Catalog) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.Grow(c.sizeHint())
	c.encode(&b)
	return b.Bytes(), nil
}

// WriteJSON writes the catalog's JSON followed by a newline.
func (c *Catalog) WriteJSON(w io.Writer) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	c.encode(bw)
	bw.WriteByte('\n')
	return bw.Flush()
}

// writer is what the encoder writes to (a bytes.Buffer or a bufio.Writer).
type writer interface {
	io.Writer
	io.ByteWriter
	io.StringWriter
}

// sizeHint estimates the size of the JSON, to allocate the buffer once.
func (c *Catalog) sizeHint() int {
	n := 1024
	for _, r := range c.Resources {
		n += 200 + 2*len(r.Title) + len(r.File)
		for _, t := range r.Tags {
			n += len(t) + 12
		}
		n += 60 * len(r.Params)
	}
	return n + 80*len(c.Edges)
}

type enc struct {
	b writer
}

// indents holds a newline followed by indentation for each depth.
const indents = "\n                                        "

func (e enc) nl(depth int) {
	if n := 1 + 2*depth; n <= len(indents) {
		e.b.WriteString(indents[:n])
		return
	}
	e.b.WriteByte('\n')
	for i := 0; i < depth; i++ {
		e.b.WriteString("  ")
	}
}

func (e enc) key(depth int, k string, first bool) {
	if !first {
		e.b.WriteByte(',')
	}
	e.nl(depth)
	writeString(e.b, k)
	e.b.WriteString(": ")
}

func (e enc) strings(depth int, list []string) {
	if len(list) == 0 {
		e.b.WriteString("[]")
		return
	}
	e.b.WriteByte('[')
	for i, s := range list {
		if i > 0 {
			e.b.WriteByte(',')
		}
		e.nl(depth + 1)
		writeString(e.b, s)
	}
	e.nl(depth)
	e.b.WriteByte(']')
}

func (c *Catalog) encode(b writer) {
	e := enc{b}
	b.WriteByte('{')
	e.key(1, "tags", true)
	e.strings(1, c.Tags)
	e.key(1, "name", false)
	writeString(b, c.Name)
	e.key(1, "version", false)
	b.WriteString(strconv.FormatInt(c.Version, 10))
	e.key(1, "code_id", false)
	if c.CodeID == "" {
		b.WriteString("null")
	} else {
		writeString(b, c.CodeID)
	}
	e.key(1, "catalog_uuid", false)
	writeString(b, c.UUID)
	e.key(1, "catalog_format", false)
	b.WriteString("2")
	e.key(1, "environment", false)
	writeString(b, c.Environment)
	e.key(1, "resources", false)
	if len(c.Resources) == 0 {
		b.WriteString("[]")
	} else {
		b.WriteByte('[')
		for i, r := range c.Resources {
			if i > 0 {
				b.WriteByte(',')
			}
			e.nl(2)
			r.encode(e, 2)
		}
		e.nl(1)
		b.WriteByte(']')
	}
	e.key(1, "edges", false)
	if len(c.Edges) == 0 {
		b.WriteString("[]")
	} else {
		b.WriteByte('[')
		for i, ed := range c.Edges {
			if i > 0 {
				b.WriteByte(',')
			}
			e.nl(2)
			b.WriteByte('{')
			e.key(3, "source", true)
			writeString(b, ed.Source)
			e.key(3, "target", false)
			writeString(b, ed.Target)
			e.nl(2)
			b.WriteByte('}')
		}
		e.nl(1)
		b.WriteByte(']')
	}
	e.key(1, "classes", false)
	e.strings(1, c.Classes)
	e.nl(0)
	b.WriteByte('}')
}

func (r *Resource) encode(e enc, depth int) {
	b := e.b
	b.WriteByte('{')
	d := depth + 1
	e.key(d, "type", true)
	writeString(b, r.Type)
	e.key(d, "title", false)
	writeString(b, r.Title)
	e.key(d, "tags", false)
	e.strings(d, r.Tags)
	if r.File != "" {
		e.key(d, "file", false)
		writeString(b, r.File)
	}
	if r.Line > 0 {
		e.key(d, "line", false)
		b.WriteString(strconv.Itoa(r.Line))
	}
	e.key(d, "exported", false)
	if r.Exported {
		b.WriteString("true")
	} else {
		b.WriteString("false")
	}
	if r.Kind != "" {
		e.key(d, "kind", false)
		writeString(b, r.Kind)
	}
	if len(r.Params) > 0 {
		e.key(d, "parameters", false)
		b.WriteByte('{')
		for i, p := range r.Params {
			e.key(d+1, p.Name, i == 0)
			e.value(d+1, p.Value)
		}
		e.nl(d)
		b.WriteByte('}')
	}
	if len(r.Sensitive) > 0 {
		e.key(d, "sensitive_parameters", false)
		e.strings(d, r.Sensitive)
	}
	e.nl(depth)
	b.WriteByte('}')
}

// value writes a data value. Values that are not JSON data (which the
// compiler converts before they reach the catalog) are written as strings.
func (e enc) value(depth int, v values.Value) {
	b := e.b
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		if x {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case int64:
		b.WriteString(strconv.FormatInt(x, 10))
	case int:
		b.WriteString(strconv.Itoa(x))
	case float64:
		b.WriteString(values.FormatFloat(x))
	case string:
		writeString(b, x)
	case []values.Value:
		if len(x) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteByte('[')
		for i, el := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			e.nl(depth + 1)
			e.value(depth+1, el)
		}
		e.nl(depth)
		b.WriteByte(']')
	case *values.Hash:
		if x.Len() == 0 {
			b.WriteString("{}")
			return
		}
		b.WriteByte('{')
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			ks, ok := k.(string)
			if !ok {
				ks = values.ToString(k)
			}
			e.key(depth+1, ks, i == 0)
			e.value(depth+1, val)
		}
		e.nl(depth)
		b.WriteByte('}')
	case SensitiveData:
		b.WriteByte('{')
		e.key(depth+1, "__ptype", true)
		writeString(b, "Sensitive")
		e.key(depth+1, "__pvalue", false)
		e.value(depth+1, x.Value)
		e.nl(depth)
		b.WriteByte('}')
	default:
		writeString(b, values.ToString(v))
	}
}

const hexDigits = "0123456789abcdef"

// jsonSafe marks the ASCII bytes that need no escaping.
var jsonSafe = func() (t [128]bool) {
	for i := 0x20; i < 128; i++ {
		t[i] = i != '"' && i != '\\'
	}
	return
}()

// writeString writes s as a JSON string the way Ruby's JSON generator does:
// `"` and `\` escaped, control characters as \b \f \n \r \t or \u00XX,
// everything else (including non-ASCII and `/`) verbatim. Invalid UTF-8 is
// replaced by U+FFFD.
func writeString(b writer, s string) {
	b.WriteByte('"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if jsonSafe[c] {
				i++
				continue
			}
			b.WriteString(s[start:i])
			switch c {
			case '"':
				b.WriteString(`\"`)
			case '\\':
				b.WriteString(`\\`)
			case '\n':
				b.WriteString(`\n`)
			case '\r':
				b.WriteString(`\r`)
			case '\t':
				b.WriteString(`\t`)
			case '\b':
				b.WriteString(`\b`)
			case '\f':
				b.WriteString(`\f`)
			default:
				b.WriteString(`\u00`)
				b.WriteByte(hexDigits[c>>4])
				b.WriteByte(hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteString(s[start:i])
			b.WriteString("\ufffd")
			i += size
			start = i
			continue
		}
		i += size
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
}
