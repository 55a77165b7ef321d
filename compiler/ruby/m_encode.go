package ruby

import (
	"fmt"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// Strings in encodings beyond UTF-8, ASCII-8BIT and US-ASCII: UTF-16/32
// and the single-byte sets (ISO-8859-*, Windows-*, ...) of rv's
// charsets, as module Ruby makes them (a PowerShell command Base64'd as
// UTF-16LE, a Latin-1 file's text): String#encode between any two of
// them with Ruby's converter path through UTF-8, its errors and its
// :invalid, :undef, :replace and :fallback options; Encoding objects and
// constants; and String's methods on such a string, character methods
// running on its UTF-8 form.

// charsetEnc tells whether e is one of rv's charsets.
func charsetEnc(e Encoding) bool { return e > USASCII }

// charsetObject is a charset's Encoding object, made at its first use
// with its constants (an Interp pays nothing for the charsets it does
// not use).
func (in *Interp) charsetObject(e Encoding) Value {
	if o, ok := in.encodings[e]; ok {
		return o
	}
	utf8, ok := in.encodings[UTF8]
	if !ok {
		return nil
	}
	o := &Object{class: utf8.class, Data: e}
	in.encodings[e] = o
	for _, c := range e.Consts() {
		utf8.class.SetConst(c, o)
	}
	return o
}

// charsetConst is an Encoding:: constant of a charset not used yet.
func (in *Interp) charsetConst(m *Module, name string) (Value, bool) {
	utf8, ok := in.encodings[UTF8]
	if !ok || m != utf8.class {
		return nil, false
	}
	e, ok := rv.EncodingConst(name)
	if !ok {
		return nil, false
	}
	return in.charsetObject(e), true
}

// charsetArg is the charset a name gives (encodingArg's).
func charsetArg(name string) (Encoding, bool) { return rv.LookupEncoding(name) }

// encodeOpts are String#encode's options.
type encodeOpts struct {
	invalid, undef bool    // :replace
	replace        *String // nil: "\uFFFD" for a Unicode target, else "?"
	fallback       Value
	xml            string // "text", "attr" or ""
}

func (in *Interp) encodeOptions(h *Hash) (encodeOpts, error) {
	var o encodeOpts
	if h == nil {
		return o, nil
	}
	if v, ok := h.get(Symbol("invalid")); ok && v == Symbol("replace") {
		o.invalid = true
	}
	if v, ok := h.get(Symbol("undef")); ok && v == Symbol("replace") {
		o.undef = true
	}
	if v, ok := h.get(Symbol("replace")); ok && v != nil {
		r, err := in.ExpectString(v)
		if err != nil {
			return o, err
		}
		o.replace = r
	}
	if v, ok := h.get(Symbol("fallback")); ok && v != nil {
		o.fallback = v
	}
	if v, ok := h.get(Symbol("xml")); ok && v != nil {
		switch v {
		case Symbol("text"):
			o.xml = "text"
		case Symbol("attr"):
			o.xml = "attr"
		default:
			return o, in.raise(cArgumentError, 0, "unexpected value for xml option: %s", in.inspect(v))
		}
	}
	for _, k := range []string{"universal_newline", "crlf_newline", "cr_newline", "newline"} {
		if v, ok := h.get(Symbol(k)); ok && Truthy(v) {
			return o, in.unsupportedErr("String#encode with " + k + ":")
		}
	}
	return o, nil
}

// encodeCharset is String#encode and #encode! when the source or the
// target is a charset (done false: the caller's UTF-8/binary code runs).
func (in *Interp) encodeCharset(s *String, name string, args []Value) (Value, bool, error) {
	var opts *Hash
	var pos []Value
	for _, a := range args {
		if h, ok := a.(*Hash); ok {
			opts = h
		} else {
			pos = append(pos, a)
		}
	}
	src, dst := s.enc, s.enc
	if len(pos) > 0 {
		if _, unknown := unknownEncoding(pos[0]); unknown {
			return nil, false, nil
		}
		e, err := in.encodingArg(pos[0])
		if err != nil {
			return nil, true, err
		}
		dst = e
	}
	if len(pos) > 1 {
		if _, unknown := unknownEncoding(pos[1]); unknown {
			return nil, false, nil
		}
		e, err := in.encodingArg(pos[1])
		if err != nil {
			return nil, true, err
		}
		src = e
	}
	o, err := in.encodeOptions(opts)
	if err != nil {
		return nil, true, err
	}
	// every conversion is made here; the caller's code copies a UTF-8,
	// binary or US-ASCII string to its own encoding (scrubbed with
	// invalid: :replace)
	if !charsetEnc(src) && src == dst && o.xml == "" {
		return nil, false, nil
	}
	var out string
	switch {
	case src == dst && !o.invalid && o.xml == "":
		// the same encoding: a copy (Ruby converts nothing)
		out = s.s
	case src.Dummy():
		return nil, true, in.unsupportedErr("String#encode from " + src.Name() + " (a byte order mark's encoding)")
	default:
		if out, err = in.transcode(s.s, src, dst, o); err != nil {
			return nil, true, err
		}
	}
	if name == "encode!" {
		if err := in.checkFrozen(s, s.frozen, 0); err != nil {
			return nil, true, err
		}
		s.s, s.enc = out, dst
		return s, true, nil
	}
	return &String{s: out, enc: dst}, true, nil
}

// transcode converts s from src to dst as Ruby's converters do: through
// UTF-8 when neither end is UTF-8; an ASCII-only string between
// ASCII-compatible encodings is only relabelled.
func (in *Interp) transcode(s string, src, dst Encoding, o encodeOpts) (string, error) {
	if o.xml == "" && src != dst && src.ASCIICompatible() && dst.ASCIICompatible() && isASCII(s) {
		return s, nil
	}
	path := []Encoding{src, dst}
	if src != UTF8 && dst != UTF8 {
		path = []Encoding{src, UTF8, dst}
	}
	var repl []byte
	replacement := func() ([]byte, error) {
		if repl != nil {
			return repl, nil
		}
		if o.replace == nil {
			r := "?"
			if dst.Unicode() {
				r = "\uFFFD"
			}
			repl, _ = dst.EncodeChar(nil, []rune(r)[0])
			return repl, nil
		}
		t, err := in.transcode(o.replace.s, o.replace.enc, dst, encodeOpts{})
		repl = []byte(t)
		return repl, err
	}
	out := []byte(dst.BOM())
	if o.xml == "attr" {
		out, _ = dst.EncodeChar(out, '"')
	}
	for i := 0; i < len(s); {
		d := src.DecodeChar(s[i:])
		switch {
		case d.Bad:
			if !o.invalid {
				return "", in.raise("Encoding::InvalidByteSequenceError", 0, "%s", invalidMessage(s[i:], d, src))
			}
			r, err := replacement()
			if err != nil {
				return "", err
			}
			out = append(out, r...)
		case d.Undef && src == dst:
			// no conversion: the byte stays (a same-encoding encode, scrub)
			out = append(out, s[i:i+d.N]...)
		case d.Undef:
			if !o.undef {
				return "", in.raise(cUndefinedConvError, 0, "%s", undefMessage(rubyDump(s[i:i+d.N]), src.Transcoder(), UTF8.Name(), path))
			}
			r, err := replacement()
			if err != nil {
				return "", err
			}
			out = append(out, r...)
		default:
			var ok bool
			if e := xmlEscape(d.R, o.xml); e != "" {
				for _, c := range e {
					out, _ = dst.EncodeChar(out, c)
				}
				ok = true
			} else {
				out, ok = dst.EncodeChar(out, d.R)
			}
			if ok {
				break
			}
			switch {
			case o.xml != "":
				for _, c := range fmt.Sprintf("&#x%X;", d.R) {
					out, _ = dst.EncodeChar(out, c)
				}
			case o.fallback != nil:
				t, err := in.encodeFallback(o.fallback, d.R, dst)
				if t == nil && err == nil {
					err = in.raise(cUndefinedConvError, 0, "%s", undefMessage(fmt.Sprintf("U+%04X", d.R), UTF8.Name(), dst.Transcoder(), path))
				}
				if err != nil {
					return "", err
				}
				out = append(out, t...)
			case o.undef:
				r, err := replacement()
				if err != nil {
					return "", err
				}
				out = append(out, r...)
			default:
				return "", in.raise(cUndefinedConvError, 0, "%s", undefMessage(fmt.Sprintf("U+%04X", d.R), UTF8.Name(), dst.Transcoder(), path))
			}
		}
		i += d.N
		if len(out) > maxStrLen {
			return "", in.limitErr(0)
		}
	}
	if o.xml == "attr" {
		out, _ = dst.EncodeChar(out, '"')
	}
	return string(out), nil
}

// xmlEscape is what :xml writes for r ("" for r itself).
func xmlEscape(r rune, mode string) string {
	switch {
	case mode == "":
		return ""
	case r == '&':
		return "&amp;"
	case r == '<':
		return "&lt;"
	case r == '>':
		return "&gt;"
	case r == '"' && mode == "attr":
		return "&quot;"
	case r == '\'' && mode == "attr":
		return "&apos;"
	}
	return ""
}

// encodeFallback is :fallback's answer for an undefined character (a
// Hash's value, a Proc's or Method's result), in dst; nil when it has
// none.
func (in *Interp) encodeFallback(fb Value, r rune, dst Encoding) ([]byte, error) {
	char := &String{s: string(r), enc: UTF8}
	meth := "[]"
	if _, ok := fb.(*Hash); !ok {
		meth = "call"
	}
	v, err := in.callMethod(fb, meth, []Value{char}, nil, nil, true)
	if err != nil || v == nil {
		return nil, err
	}
	t, err := in.ExpectString(v)
	if err != nil {
		return nil, err
	}
	out, err := in.transcode(t.s, t.enc, dst, encodeOpts{})
	return []byte(out), err
}

// invalidMessage is Encoding::InvalidByteSequenceError's text.
func invalidMessage(s string, d rv.Decoded, src Encoding) string {
	name := src.Transcoder()
	switch {
	case d.Incomplete:
		return fmt.Sprintf("incomplete %s on %s", rubyDump(s[:d.N]), name)
	case d.Again > 0 && d.N+d.Again <= len(s):
		return fmt.Sprintf("%s followed by %s on %s", rubyDump(s[:d.N]), rubyDump(s[d.N:d.N+d.Again]), name)
	}
	return fmt.Sprintf("%s on %s", rubyDump(s[:d.N]), name)
}

// undefMessage is Encoding::UndefinedConversionError's text for what
// failed between the converter step's from and to (transcoder names):
// "X from A to B" when that step is the whole conversion as asked, else
// "X to B in conversion from A to ... to Z".
func undefMessage(what, from, to string, path []Encoding) string {
	if from == path[0].Name() && to == path[len(path)-1].Name() {
		return fmt.Sprintf("%s from %s to %s", what, from, to)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s to %s in conversion from %s", what, to, path[0].Name())
	for _, e := range path[1:] {
		b.WriteString(" to " + e.Transcoder())
	}
	return b.String()
}

// rubyDump is the bytes as String#dump writes them: "\xE9".
func rubyDump(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c >= 0x20 && c < 0x7F:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "\\x%02X", c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// wideInspect is String#inspect of a UTF-16/32 string: ASCII as Ruby
// writes it, other characters \uXXXX or \u{XXXXX}, invalid bytes \xHH.
func wideInspect(s string, enc Encoding) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); {
		d := enc.DecodeChar(s[i:])
		if d.Bad || d.Undef {
			for _, c := range []byte(s[i : i+d.N]) {
				fmt.Fprintf(&b, "\\x%02X", c)
			}
			i += d.N
			continue
		}
		r := d.R
		i += d.N
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '#':
			next := enc.DecodeChar(s[min(i, len(s)):])
			if i < len(s) && !next.Bad && (next.R == '{' || next.R == '$' || next.R == '@') {
				b.WriteString("\\#")
			} else {
				b.WriteByte('#')
			}
		case r == '\n':
			b.WriteString("\\n")
		case r == '\t':
			b.WriteString("\\t")
		case r == '\r':
			b.WriteString("\\r")
		case r == '\f':
			b.WriteString("\\f")
		case r == '\v':
			b.WriteString("\\v")
		case r == '\b':
			b.WriteString("\\b")
		case r == '\a':
			b.WriteString("\\a")
		case r == 0x1b:
			b.WriteString("\\e")
		case r >= 0x20 && r < 0x7F:
			b.WriteRune(r)
		case r > 0xFFFF:
			fmt.Fprintf(&b, "\\u{%X}", r)
		default:
			fmt.Fprintf(&b, "\\u%04X", r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// charsetByteMethods are String methods that work on a charset string's
// bytes as on any string's (the caller's code runs them).
var charsetByteMethods = map[string]bool{
	"b": true, "bytes": true, "bytesize": true, "byteslice": true, "each_byte": true, "unpack": true,
	"unpack1": true, "hash": true, "freeze": true, "frozen?": true, "dup": true, "clone": true, "to_s": true,
	"to_str": true, "empty?": true, "force_encoding": true, "encoding": true, "inspect": true, "dump": true,
	"+@": true, "-@": true, "replace": true, "*": true, "+": true, "<<": true, "concat": true, "sum": true,
	"encode": true, "encode!": true, "crypt": true, "<=>": true, "casecmp": true,
}

// charsetStrMethod is String's methods on a charset string (done false:
// the caller's code runs them on the bytes).
func (in *Interp) charsetStrMethod(s *String, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	enc := s.enc
	switch name {
	case "length", "size":
		n := 0
		for i := 0; i < len(s.s); i += enc.CharLen(s.s[i:]) {
			n++
		}
		return int64(n), true, nil
	case "chars", "each_char":
		var out []Value
		for i := 0; i < len(s.s); {
			n := enc.CharLen(s.s[i:])
			out = append(out, &String{s: s.s[i : i+n], enc: enc})
			i += n
		}
		if name == "chars" {
			return newArray(out), true, nil
		}
		if blk == nil {
			return in.newEnum(&rEnum{recv: newArray(out), meth: "each"}), true, nil
		}
		for _, c := range out {
			if _, err := in.yield1(blk, c); err != nil {
				return nil, true, err
			}
		}
		return s, true, nil
	case "valid_encoding?":
		return (&rv.String{S: s.s, Enc: enc}).ValidEncoding(), true, nil
	case "ascii_only?":
		return enc.ASCIICompatible() && isASCII(s.s), true, nil
	case "==", "===", "eql?":
		o, ok := args[0].(*String)
		if !ok || o.s != s.s {
			return false, true, nil
		}
		return o.enc == enc || (s.s == "" && enc.ASCIICompatible() && o.enc.ASCIICompatible()) ||
			(isASCII(s.s) && enc.ASCIICompatible() && o.enc.ASCIICompatible()), true, nil
	case "scrub", "scrub!":
		if blk != nil || len(args) > 0 {
			return nil, true, in.unsupportedErr("String#" + name + " with a replacement on a " + enc.Name() + " string")
		}
		// every byte of a single-byte set is a character; UTF-16/32's
		// broken units become U+FFFD
		out, err := in.transcode(s.s, enc, enc, encodeOpts{invalid: true})
		if err != nil {
			return nil, true, err
		}
		if name == "scrub" {
			return &String{s: out, enc: enc}, true, nil
		}
		if out == s.s {
			return nil, true, nil
		}
		if err := in.checkFrozen(s, s.frozen, pos); err != nil {
			return nil, true, err
		}
		s.s = out
		return s, true, nil
	}
	if charsetByteMethods[name] {
		return nil, false, nil
	}
	return in.charsetViaUTF8(s, name, args, blk, pos)
}

// charsetViaUTF8 runs a character method of a charset string on its UTF-8
// form (its String arguments converted too) and converts the Strings of
// the result back, as the characters are the same.
func (in *Interp) charsetViaUTF8(s *String, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	enc := s.enc
	what := "String#" + name + " on a " + enc.Name() + " string"
	if blk != nil || enc.Dummy() {
		return nil, true, in.unsupportedErr(what)
	}
	toUTF8 := func(t *String) (*String, error) {
		u, err := in.transcode(t.s, t.enc, UTF8, encodeOpts{})
		if err != nil {
			return nil, in.unsupportedErr(what + " (a character without UTF-8 form)")
		}
		return &String{s: u, enc: UTF8}, nil
	}
	u, err := toUTF8(s)
	if err != nil {
		return nil, true, err
	}
	conv := make([]Value, len(args))
	for i, a := range args {
		t, ok := a.(*String)
		switch {
		case !ok:
			conv[i] = a
		case t.enc == enc:
			if conv[i], err = toUTF8(t); err != nil {
				return nil, true, err
			}
		case enc.ASCIICompatible() && isASCII(t.s):
			conv[i] = t
		default:
			return nil, true, in.raise(cCompatError, pos, "incompatible character encodings: %s and %s", enc, t.enc)
		}
	}
	v, ok, err := in.strMethodUTF8(u, name, conv, nil, pos)
	if !ok || err != nil {
		return v, ok, err
	}
	back := func(x *String) (*String, error) {
		if x.enc != UTF8 {
			return x, nil
		}
		t, err := in.transcode(x.s, UTF8, enc, encodeOpts{})
		if err != nil {
			return nil, in.unsupportedErr(what + " (a result character " + enc.Name() + " does not have)")
		}
		return &String{s: t, enc: enc}, nil
	}
	switch x := v.(type) {
	case *String:
		if x == u {
			// a bang method changed the UTF-8 form in place
			t, err := back(x)
			if err != nil {
				return nil, true, err
			}
			if err := in.checkFrozen(s, s.frozen, pos); err != nil {
				return nil, true, err
			}
			s.s = t.s
			return s, true, nil
		}
		t, err := back(x)
		return t, true, err
	case *Array:
		out := make([]Value, len(x.a))
		for i, e := range x.a {
			out[i] = e
			if t, ok := e.(*String); ok {
				if out[i], err = back(t); err != nil {
					return nil, true, err
				}
			}
		}
		return newArray(out), true, nil
	}
	return v, true, nil
}
