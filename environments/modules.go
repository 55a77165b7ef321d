package environments

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// Module is one module of an environment.
type Module struct {
	// Name is the module's name (its directory's name).
	Name string
	// Path is the module's directory: the modulepath entry joined with the
	// name (symbolic links not resolved, as Puppet reports it).
	Path string
	// Dependencies are the names of the modules metadata.json declares as
	// dependencies ("puppetlabs/stdlib"), in order. Puppet 7 does not
	// enforce them.
	Dependencies []string
	// Version is metadata.json's version ("" without metadata).
	Version string
}

// checkMetadata applies Puppet::Module's metadata rules to a module's
// metadata.json (src nil when there is none). A module whose metadata is
// present but lacks a required key is left out of the environment, with
// Puppet's error; metadata that is not JSON is a warning (strict=warning,
// the default), a debug message (strict=off) or leaves the module out
// (strict=error). keep is false when the module must be left out.
func checkMetadata(m *Module, src []byte, strict string) (keep bool, msg *Message) {
	if src == nil {
		return true, nil
	}
	if keep, msg, ok := checkMetadataFast(m, src); ok {
		return keep, msg
	}
	return checkMetadataDecoded(m, src, strict)
}

// checkMetadataDecoded is checkMetadata with the full JSON decoder.
func checkMetadataDecoded(m *Module, src []byte, strict string) (keep bool, msg *Message) {
	v, err := data.DecodeJSON(src, data.JSONOptions{})
	if err != nil {
		detail := err.Error()
		if msg, failed := data.RubyJSONError(src); failed {
			// The json gem's message, as Puppet shows it.
			detail = msg
		}
		text := fmt.Sprintf("%s has an invalid and unparsable metadata.json file. The parse error: %s", m.Name, detail)
		switch strict {
		case "off":
			return true, &Message{Level: "debug", Text: text, Module: m.Name}
		case "error":
			return false, &Message{Level: "err", Text: text, Module: m.Name}
		}
		return true, &Message{Level: "warning", Text: text, Module: m.Name}
	}
	h, isMap := v.(*data.Map)
	switch {
	case v == nil:
		return true, nil
	case isMap && h.Len() == 0:
		return true, nil
	case !isMap:
		if l, ok := v.([]any); ok && len(l) == 0 {
			return true, nil
		}
		if s, ok := v.(string); ok && s == "" {
			return true, nil
		}
		return false, &Message{Level: "err", Text: fmt.Sprintf("No source module metadata provided for %s", m.Name), Module: m.Name}
	}
	get := func(k string) (any, bool) {
		for i := 0; i < h.Len(); i++ {
			kk, vv := h.At(i)
			if ks, ok := kk.(string); ok && ks == k {
				return vv, vv != nil
			}
		}
		return nil, false
	}
	for _, k := range []string{"source", "author", "version", "license", "dependencies"} {
		val, ok := get(k)
		if !ok {
			return false, &Message{Level: "err", Text: fmt.Sprintf("No %s module metadata provided for %s", k, m.Name), Module: m.Name}
		}
		switch k {
		case "version":
			if s, ok := val.(string); ok {
				m.Version = s
			}
		case "dependencies":
			deps, ok := val.([]any)
			if !ok {
				return false, &Message{Level: "err", Text: fmt.Sprintf("The value for the key dependencies in the file metadata.json of the module %s must be an array, not: '%s'", m.Name, values.RubyToS(values.FromData(val))), Module: m.Name}
			}
			for _, d := range deps {
				if dm, ok := d.(*data.Map); ok {
					for i := 0; i < dm.Len(); i++ {
						kk, vv := dm.At(i)
						if kk == "name" {
							if s, ok := vv.(string); ok {
								m.Dependencies = append(m.Dependencies, strings.ReplaceAll(s, "-", "/"))
							}
						}
					}
				}
			}
		}
	}
	return true, nil
}

// metadataFast reads the fields of a metadata.json that checkMetadata needs
// in one pass without building the document, for the common case: strict
// JSON (RFC 8259) whose strings hold no escapes, control characters or
// invalid UTF-8, nested at most metaMaxDepth deep, with numbers of at most
// 15 characters. Every environment load reads the metadata.json of every
// module on the modulepath (as Puppet does), so this is most of the cost
// of a large modulepath. ok is false for anything else: the caller then
// decodes with data.DecodeJSON, which gives the same answer for what this
// accepts (checked by TestMetadataFastMatchesDecode and FuzzMetadataFast)
// and Ruby's messages for the rest.
func metadataFast(src []byte) (r metaFields, ok bool) {
	if len(src) > data.DefaultMaxBytes {
		return r, false
	}
	p := metaScanner{src: src}
	p.space()
	if p.pos >= len(src) {
		return r, false
	}
	switch src[p.pos] {
	case '{':
	case '[':
		if !p.value(0) {
			return r, false
		}
		p.space()
		r.kind = metaOther
		r.emptyList = p.pos == len(src) && metaEmpty(src, '[', ']')
		return r, p.pos == len(src)
	default:
		if !p.value(0) {
			return r, false
		}
		p.space()
		if p.pos != len(src) {
			return r, false
		}
		t := strings.TrimSpace(string(src))
		switch {
		case t == "null":
			r.kind = metaNull
		case t == `""`:
			r.kind = metaEmptyString
		default:
			r.kind = metaOther
		}
		return r, true
	}
	r.kind = metaObject
	r.vals = map[string][2]int{}
	p.pos++
	p.space()
	if p.pos < len(src) && src[p.pos] == '}' {
		p.pos++
	} else {
		for {
			p.space()
			ks, ke, good := p.str()
			if !good {
				return r, false
			}
			p.space()
			if p.pos >= len(src) || src[p.pos] != ':' {
				return r, false
			}
			p.pos++
			p.space()
			vs := p.pos
			if !p.value(1) {
				return r, false
			}
			r.vals[string(src[ks:ke])] = [2]int{vs, p.pos} // the last of duplicate keys wins, as in Ruby
			r.n++
			p.space()
			if p.pos >= len(src) {
				return r, false
			}
			if src[p.pos] == ',' {
				p.pos++
				continue
			}
			if src[p.pos] != '}' {
				return r, false
			}
			p.pos++
			break
		}
	}
	p.space()
	if p.pos != len(src) {
		return r, false
	}
	r.src = src
	return r, true
}

// metaEmpty reports whether src is an empty list or object with only
// white space inside.
func metaEmpty(src []byte, open, close byte) bool {
	t := strings.TrimSpace(string(src))
	return len(t) >= 2 && t[0] == open && t[len(t)-1] == close && strings.TrimSpace(t[1:len(t)-1]) == ""
}

// metaKind is what the top of a metadata.json is.
type metaKind uint8

const (
	metaObject metaKind = iota + 1
	metaNull
	metaEmptyString
	metaOther
)

// metaFields are the top-level values of a metadata.json (by key, the
// span of the value in src).
type metaFields struct {
	kind      metaKind
	emptyList bool
	src       []byte
	vals      map[string][2]int
	n         int
}

// get returns the text of a top-level value; ok is false when the key is
// absent.
func (r metaFields) get(k string) ([]byte, bool) {
	sp, ok := r.vals[k]
	if !ok {
		return nil, false
	}
	return r.src[sp[0]:sp[1]], true
}

// metaMaxDepth bounds the nesting metadataFast accepts.
const metaMaxDepth = 64

// metaScanner is metadataFast's cursor.
type metaScanner struct {
	src []byte
	pos int
}

func (p *metaScanner) space() { p.pos = data.SkipJSONSpace(p.src, p.pos) }

// str reads a string without escapes; the span of its content.
func (p *metaScanner) str() (start, end int, ok bool) {
	if p.pos >= len(p.src) || p.src[p.pos] != '"' {
		return 0, 0, false
	}
	start = p.pos + 1
	ascii := true
	for i := start; i < len(p.src); i++ {
		c := p.src[i]
		if c >= 0x80 {
			ascii = false
			continue
		}
		if metaStop[c] {
			if c != '"' || (!ascii && !utf8.Valid(p.src[start:i])) {
				return 0, 0, false
			}
			p.pos = i + 1
			return start, i, true
		}
	}
	return 0, 0, false
}

// metaStop are the bytes that end a string or make metadataFast give up
// on it (an escape, a control character).
var metaStop = func() (t [128]bool) {
	for c := 0; c < 0x20; c++ {
		t[c] = true
	}
	t['"'], t['\\'] = true, true
	return t
}()

// value skips one value, checking its syntax.
func (p *metaScanner) value(depth int) bool {
	if depth > metaMaxDepth || p.pos >= len(p.src) {
		return false
	}
	switch c := p.src[p.pos]; {
	case c == '{' || c == '[':
		close := byte('}')
		if c == '[' {
			close = ']'
		}
		p.pos++
		p.space()
		if p.pos < len(p.src) && p.src[p.pos] == close {
			p.pos++
			return true
		}
		for {
			p.space()
			if c == '{' {
				if _, _, ok := p.str(); !ok {
					return false
				}
				p.space()
				if p.pos >= len(p.src) || p.src[p.pos] != ':' {
					return false
				}
				p.pos++
				p.space()
			}
			if !p.value(depth + 1) {
				return false
			}
			p.space()
			if p.pos >= len(p.src) {
				return false
			}
			if p.src[p.pos] == ',' {
				p.pos++
				continue
			}
			if p.src[p.pos] != close {
				return false
			}
			p.pos++
			return true
		}
	case c == '"':
		_, _, ok := p.str()
		return ok
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	}
	for _, lit := range metaLiterals {
		if bytes.HasPrefix(p.src[p.pos:], lit) {
			p.pos += len(lit)
			return true
		}
	}
	return false
}

var metaLiterals = [][]byte{[]byte("true"), []byte("false"), []byte("null")}

// number reads a strict JSON number of at most 15 characters.
func (p *metaScanner) number() bool {
	i, _, syn := data.ScanJSONNumber(p.src, p.pos)
	if syn != data.NumberOK || i-p.pos > 15 {
		return false
	}
	p.pos = i
	return true
}

// checkMetadataFast is checkMetadata on what metadataFast read; ok is
// false when the answer needs the full decoder (a value to show in a
// message, a string with escapes).
func checkMetadataFast(m *Module, src []byte) (keep bool, msg *Message, ok bool) {
	r, ok := metadataFast(src)
	if !ok {
		return false, nil, false
	}
	switch r.kind {
	case metaNull, metaEmptyString:
		return true, nil, true
	case metaOther:
		if r.emptyList {
			return true, nil, true
		}
		return false, &Message{Level: "err", Text: fmt.Sprintf("No source module metadata provided for %s", m.Name), Module: m.Name}, true
	}
	if r.n == 0 {
		return true, nil, true
	}
	var version string
	var deps []string
	for _, k := range []string{"source", "author", "version", "license", "dependencies"} {
		val, present := r.get(k)
		if !present || string(val) == "null" {
			return false, &Message{Level: "err", Text: fmt.Sprintf("No %s module metadata provided for %s", k, m.Name), Module: m.Name}, true
		}
		switch k {
		case "version":
			if val[0] == '"' {
				version = string(val[1 : len(val)-1])
			}
		case "dependencies":
			if val[0] != '[' {
				return false, nil, false
			}
			d, good := metaDependencies(val)
			if !good {
				return false, nil, false
			}
			deps = d
		}
	}
	m.Version = version
	m.Dependencies = append(m.Dependencies, deps...)
	return true, nil, true
}

// metaDependencies reads the names of a dependencies list that
// metadataFast accepted: the "name" string of each object (the last one
// when repeated), with "-" as "/".
func metaDependencies(list []byte) ([]string, bool) {
	p := metaScanner{src: list, pos: 1}
	var out []string
	p.space()
	if p.src[p.pos] == ']' {
		return nil, true
	}
	for {
		p.space()
		if p.src[p.pos] == '{' {
			name, has := "", false
			p.pos++
			p.space()
			if p.src[p.pos] != '}' {
				for {
					p.space()
					ks, ke, _ := p.str()
					p.space()
					p.pos++ // ':'
					p.space()
					vs := p.pos
					if !p.value(2) {
						return nil, false
					}
					if string(list[ks:ke]) == "name" {
						has = false
						if list[vs] == '"' {
							name, has = string(list[vs+1:p.pos-1]), true
						}
					}
					p.space()
					if p.src[p.pos] == ',' {
						p.pos++
						continue
					}
					p.pos++ // '}'
					break
				}
			} else {
				p.pos++
			}
			if has {
				out = append(out, strings.ReplaceAll(name, "-", "/"))
			}
		} else if !p.value(1) {
			return nil, false
		}
		p.space()
		if p.src[p.pos] == ',' {
			p.pos++
			continue
		}
		return out, true
	}
}
