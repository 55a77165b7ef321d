package ruby

import (
	"encoding/base64"
	"encoding/binary"
	"math"
	"math/big"
	"strings"
	"unicode/utf8"
)

// Array#pack and String#unpack / unpack1 as Ruby 3.1's pack.c: integers
// (C c S s L l Q q J j I i n N v V, with _ ! < > modifiers), BER integers
// (w), floats (D d F f E e G g), U (UTF-8 characters), strings (a A Z),
// hex and bit strings (H h B b), base64 (m), uuencode (u), quoted-
// printable (M), null bytes and positioning (x X @); unpack's offset:.
// A directive Ruby does not know is skipped, as Ruby 3.1 does (it warns
// only under -W); the pointers (p P) are reported as unsupported.

type packDirective struct {
	op     byte // 0: a directive Ruby does not know (skipped)
	count  int  // -1: '*'
	hasCnt bool
	size   int // integer or float width in bytes
	signed bool
	big    bool // big-endian
}

// packModifiable are the directives that take the _ ! < > modifiers
// (pack.c's natstr and endstr).
const packModifiable = "sSiIlLqQjJ"

// parsePackTemplate splits a pack template into directives.
func (in *Interp) parsePackTemplate(tmpl string, what string) ([]packDirective, error) {
	var out []packDirective
	for i := 0; i < len(tmpl); {
		c := tmpl[i]
		i++
		switch c {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			continue
		case '#':
			for i < len(tmpl) && tmpl[i] != '\n' {
				i++
			}
			continue
		}
		d := packDirective{op: c, count: 1}
		native := false
		switch c {
		case 'C', 'c':
			d.size, d.signed = 1, c == 'c'
		case 'S', 's':
			d.size, d.signed = 2, c == 's'
		case 'L', 'l', 'I', 'i':
			d.size, d.signed = 4, c == 'l' || c == 'i'
		case 'Q', 'q', 'J', 'j':
			d.size, d.signed = 8, c == 'q' || c == 'j'
		case 'n':
			d.size, d.big = 2, true
		case 'N':
			d.size, d.big = 4, true
		case 'v':
			d.size = 2
		case 'V':
			d.size = 4
		case 'D', 'd', 'E':
			d.size = 8
		case 'G':
			d.size, d.big = 8, true
		case 'F', 'f', 'e':
			d.size = 4
		case 'g':
			d.size, d.big = 4, true
		case 'U', 'a', 'A', 'Z', 'H', 'h', 'B', 'b', 'm', 'M', 'u', 'w', 'x', 'X', '@':
		case '%':
			return nil, in.raise(cArgumentError, 0, "%s", "% is not supported")
		case 'p', 'P':
			return nil, in.unsupportedErr(what + " directive '" + string(c) + "' (a pointer)")
		default:
			d.op = 0
		}
		endian := byte(0)
		for i < len(tmpl) && strings.IndexByte("_!<>", tmpl[i]) >= 0 {
			m := tmpl[i]
			if strings.IndexByte(packModifiable, c) < 0 {
				return nil, in.raise(cArgumentError, 0, "'%c' allowed only after types %s", m, packModifiable)
			}
			switch m {
			case '_', '!':
				native = true
			default:
				if endian != 0 {
					return nil, in.raise(cRangeError, 0, "Can't use both '<' and '>'")
				}
				endian = m
				d.big = m == '>'
			}
			i++
		}
		if native && (c == 'L' || c == 'l') {
			d.size = 8 // long is 64-bit on Debian amd64
		}
		if i < len(tmpl) && tmpl[i] == '*' {
			d.count, d.hasCnt = -1, true
			i++
		} else if i < len(tmpl) && isDigit(tmpl[i]) {
			n := 0
			for i < len(tmpl) && isDigit(tmpl[i]) {
				n = n*10 + int(tmpl[i]-'0')
				if n > maxArrayLen {
					return nil, in.raise(cRangeError, 0, "pack length too big")
				}
				i++
			}
			d.count, d.hasCnt = n, true
		}
		out = append(out, d)
	}
	return out, nil
}

// pack is Array#pack(template).
func (in *Interp) pack(items []Value, tmpl string) (Value, error) {
	dirs, err := in.parsePackTemplate(tmpl, "Array#pack")
	if err != nil {
		return nil, err
	}
	var b []byte
	next := 0
	item := func() (Value, error) {
		if next >= len(items) {
			return nil, in.raise(cArgumentError, 0, "too few arguments")
		}
		v := items[next]
		next++
		return v, nil
	}
	// each directive past a count of items: '*' is the items left
	count := func(d packDirective) int {
		if d.count < 0 {
			return len(items) - next
		}
		return d.count
	}
	// pack.c's enc_info: US-ASCII while only m M u have run, UTF-8 once a
	// U comes first among the others, ASCII-8BIT after any other
	enc := USASCII
	for _, d := range dirs {
		switch d.op {
		case 'U':
			if enc == USASCII {
				enc = UTF8
			}
		case 'm', 'M', 'u':
		default:
			enc = Binary
		}
		switch d.op {
		case 'C', 'c', 'S', 's', 'L', 'l', 'I', 'i', 'Q', 'q', 'J', 'j', 'n', 'N', 'v', 'V', 'U':
			for k := count(d); k > 0; k-- {
				v, err := item()
				if err != nil {
					return nil, err
				}
				u, err := in.packInt(v)
				if err != nil {
					return nil, err
				}
				if d.op == 'U' {
					if int64(u) < 0 || u > 0x7fffffff {
						return nil, in.raise(cRangeError, 0, "pack(U): value out of range")
					}
					b = utf8.AppendRune(b, rune(u))
					continue
				}
				b = appendPacked(b, u, d)
			}
		case 'D', 'd', 'E', 'G', 'F', 'f', 'e', 'g':
			for k := count(d); k > 0; k-- {
				v, err := item()
				if err != nil {
					return nil, err
				}
				f, err := in.floatArg(v)
				if err != nil {
					return nil, err
				}
				u := math.Float64bits(f)
				if d.size == 4 {
					u = uint64(math.Float32bits(float32(f)))
				}
				b = appendPacked(b, u, d)
			}
		case 'w':
			for k := count(d); k > 0; k-- {
				v, err := item()
				if err != nil {
					return nil, err
				}
				if b, err = in.packBER(b, v); err != nil {
					return nil, err
				}
			}
		case 'M':
			v, err := item()
			if err != nil {
				return nil, err
			}
			// rb_obj_as_string: any value, by its to_s
			line := d.count
			if line <= 1 {
				line = 72
			}
			b = appendQuotedPrintable(b, in.toS(v), line)
		case 'a', 'A', 'Z', 'H', 'h', 'B', 'b', 'm', 'u':
			v, err := item()
			if err != nil {
				return nil, err
			}
			s, err := in.strArg(v, 0)
			if err != nil {
				return nil, err
			}
			b, err = in.packString(b, d, s)
			if err != nil {
				return nil, err
			}
		case 'x':
			n := d.count
			if n < 0 {
				n = 0
			}
			b = append(b, make([]byte, n)...)
		case 'X':
			n := d.count
			if n < 0 {
				n = 0
			}
			if n > len(b) {
				return nil, in.raise(cArgumentError, 0, "X outside of string")
			}
			b = b[:len(b)-n]
		case '@':
			n := d.count
			if n < 0 {
				n = 0
			}
			if n > len(b) {
				b = append(b, make([]byte, n-len(b))...)
			} else {
				b = b[:n]
			}
		}
		if len(b) > maxStrLen {
			return nil, in.limitErr(0)
		}
	}
	return &String{s: string(b), enc: enc}, nil
}

// appendPacked writes the low d.size bytes of u in d's byte order.
func appendPacked(b []byte, u uint64, d packDirective) []byte {
	var buf [8]byte
	if d.big {
		binary.BigEndian.PutUint64(buf[:], u)
		return append(b, buf[8-d.size:]...)
	}
	binary.LittleEndian.PutUint64(buf[:], u)
	return append(b, buf[:d.size]...)
}

// packBER is pack's 'w': a non-negative Integer (rb_to_int) in base 128,
// most significant group first, every byte but the last with its high
// bit set.
func (in *Interp) packBER(b []byte, v Value) ([]byte, error) {
	n, err := in.toIntValue(v)
	if err != nil {
		return nil, err
	}
	x, ok := n.(*big.Int)
	if !ok {
		x = big.NewInt(n.(int64))
	}
	if x.Sign() < 0 {
		return nil, in.raise(cArgumentError, 0, "can't compress negative numbers")
	}
	var groups []byte
	x = new(big.Int).Set(x)
	low := new(big.Int)
	for {
		low.And(x, big.NewInt(0x7f))
		groups = append(groups, byte(low.Int64()))
		x.Rsh(x, 7)
		if x.Sign() == 0 {
			break
		}
	}
	for i := len(groups) - 1; i >= 0; i-- {
		c := groups[i]
		if i > 0 {
			c |= 0x80
		}
		b = append(b, c)
	}
	return b, nil
}

// appendQuotedPrintable is pack's 'M' (pack.c's qpencode): bytes outside
// printable ASCII but tab and newline, and '=', as =XX; a space or tab
// before a newline kept by a soft break; a soft break ("=\n") once a line
// passes line characters, and at the end of text not ending in a newline.
func appendQuotedPrintable(b []byte, s string, line int) []byte {
	const hex = "0123456789ABCDEF"
	n := 0
	prev := -1
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c > 126 || c < 32 && c != '\n' && c != '\t' || c == '=':
			b = append(b, '=', hex[c>>4], hex[c&15])
			n += 3
			prev = -1
		case c == '\n':
			if prev == ' ' || prev == '\t' {
				b = append(b, '=', c)
			}
			b = append(b, c)
			n = 0
			prev = int(c)
			continue
		default:
			b = append(b, c)
			n++
			prev = int(c)
		}
		if n > line {
			b = append(b, '=', '\n')
			n = 0
			prev = '\n'
		}
	}
	if n > 0 {
		b = append(b, '=', '\n')
	}
	return b
}

func (in *Interp) packInt(v Value) (uint64, error) {
	switch x := v.(type) {
	case int64:
		return uint64(x), nil
	case float64:
		return uint64(int64(x)), nil
	case *big.Int:
		m := new(big.Int).And(x, new(big.Int).SetUint64(^uint64(0)))
		return m.Uint64(), nil
	case nil:
		return 0, in.raise(cTypeError, 0, "no implicit conversion of nil into Integer")
	}
	n, err := in.intArg(v, 0)
	return uint64(n), err
}

func (in *Interp) packString(b []byte, d packDirective, s string) ([]byte, error) {
	switch d.op {
	case 'a', 'A', 'Z':
		n := d.count
		if n < 0 {
			b = append(b, s...)
			if d.op == 'Z' {
				b = append(b, 0)
			}
			return b, nil
		}
		pad := byte(0)
		if d.op == 'A' {
			pad = ' '
		}
		for k := 0; k < n; k++ {
			if k < len(s) {
				b = append(b, s[k])
			} else {
				b = append(b, pad)
			}
		}
		return b, nil
	case 'H', 'h':
		n := d.count
		if n < 0 {
			n = len(s)
		}
		for k := 0; k < n; k += 2 {
			var hi, lo byte
			hi = hexNibble(s, k)
			if k+1 < n {
				lo = hexNibble(s, k+1)
			}
			if d.op == 'h' {
				hi, lo = lo, hi
			}
			b = append(b, hi<<4|lo)
		}
		return b, nil
	case 'B', 'b':
		n := d.count
		if d.count < 0 {
			n = len(s)
		}
		var cur byte
		bits := 0
		for k := 0; k < n; k++ {
			bit := byte(0)
			if k < len(s) {
				bit = s[k] & 1
			}
			if d.op == 'B' {
				cur |= bit << (7 - bits)
			} else {
				cur |= bit << bits
			}
			bits++
			if bits == 8 {
				b = append(b, cur)
				cur, bits = 0, 0
			}
		}
		if bits > 0 {
			b = append(b, cur)
		}
		return b, nil
	case 'm', 'u':
		if d.op == 'm' && d.hasCnt && d.count == 0 {
			return append(b, base64.StdEncoding.EncodeToString([]byte(s))...), nil
		}
		// the input bytes per line: the count ('*' is 1 for m, 0 for u),
		// 45 for up to 2, at most 63 for u, else a multiple of 3
		line := d.count
		switch {
		case line < 0 && d.op == 'm':
			line = 1
		case line < 0:
			line = 0
		}
		switch {
		case line <= 2:
			line = 45
		case line > 63 && d.op == 'u':
			line = 63
		default:
			line = line / 3 * 3
		}
		for k := 0; k < len(s); k += line {
			e := min(k+line, len(s))
			if d.op == 'u' {
				b = appendUU(b, s[k:e])
				continue
			}
			b = append(b, base64.StdEncoding.EncodeToString([]byte(s[k:e]))...)
			b = append(b, '\n')
		}
		return b, nil
	}
	return b, nil
}

// uuAlphabet is uuencode's: the 6-bit value plus 32, 0 as a backquote.
const uuAlphabet = "`!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_"

// appendUU writes one uuencoded line: its byte count as a character, each
// 3 bytes as 4 characters (a last short group padded with backquotes),
// then a newline.
func appendUU(b []byte, s string) []byte {
	b = append(b, byte(len(s))+' ')
	for i := 0; i < len(s); i += 3 {
		var g [3]byte
		n := copy(g[:], s[i:])
		b = append(b, uuAlphabet[g[0]>>2], uuAlphabet[(g[0]<<4|g[1]>>4)&63])
		if n > 1 {
			b = append(b, uuAlphabet[(g[1]<<2|g[2]>>6)&63])
		} else {
			b = append(b, '`')
		}
		if n > 2 {
			b = append(b, uuAlphabet[g[2]&63])
		} else {
			b = append(b, '`')
		}
	}
	return append(b, '\n')
}

// hexNibble is the value of the hex digit s[k] as pack reads it (Ruby
// takes the low bits of other characters).
func hexNibble(s string, k int) byte {
	if k >= len(s) {
		return 0
	}
	c := s[k]
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f', c >= 'A' && c <= 'F':
		return (c & 7) + 9
	}
	return c & 15
}

// unpack is String#unpack(template, offset: 0) (one: unpack1, the first
// value); offset is where reading starts, while '@' still counts from the
// string's start and 'X' may go back before offset.
func (in *Interp) unpack(s *String, tmpl string, offset int64, one bool) (Value, error) {
	what := "String#unpack"
	if one {
		what = "String#unpack1"
	}
	dirs, err := in.parsePackTemplate(tmpl, what)
	if err != nil {
		return nil, err
	}
	src := s.s
	if offset < 0 {
		return nil, in.raise(cArgumentError, 0, "offset can't be negative")
	}
	if offset > int64(len(src)) {
		return nil, in.raise(cArgumentError, 0, "offset outside of string")
	}
	pos := int(offset)
	var out []Value
	for _, d := range dirs {
		if one && len(out) > 0 {
			break
		}
		switch d.op {
		case 'C', 'c', 'S', 's', 'L', 'l', 'I', 'i', 'Q', 'q', 'J', 'j', 'n', 'N', 'v', 'V', 'D', 'd', 'E', 'G', 'F', 'f', 'e', 'g':
			n := d.count
			if n < 0 {
				n = (len(src) - pos) / d.size
			}
			for k := 0; k < n; k++ {
				if pos+d.size > len(src) {
					out = append(out, nil)
					continue
				}
				var buf [8]byte
				var u uint64
				if d.big {
					copy(buf[8-d.size:], src[pos:pos+d.size])
					u = binary.BigEndian.Uint64(buf[:])
				} else {
					copy(buf[:d.size], src[pos:pos+d.size])
					u = binary.LittleEndian.Uint64(buf[:])
				}
				pos += d.size
				switch {
				case strings.IndexByte("DdEG", d.op) >= 0:
					out = append(out, math.Float64frombits(u))
				case strings.IndexByte("Ffeg", d.op) >= 0:
					out = append(out, float64(math.Float32frombits(uint32(u))))
				case d.signed:
					shift := uint(64 - 8*d.size)
					out = append(out, int64(u<<shift)>>shift)
				case u > 1<<63-1:
					out = append(out, new(big.Int).SetUint64(u))
				default:
					out = append(out, int64(u))
				}
			}
		case 'w':
			// BER: groups of 7 bits until a byte without the high bit; a
			// number the string ends inside is dropped
			n := d.count
			if n < 0 {
				n = len(src) - pos
			}
			start := pos
			for n > 0 && pos < len(src) {
				c := src[pos]
				pos++
				if c&0x80 != 0 {
					continue
				}
				out = append(out, berValue(src[start:pos]))
				start = pos
				n--
			}
		case 'u':
			var dec []byte
			dec, pos = uudecode(src, pos)
			out = append(out, &String{s: string(dec), enc: Binary})
		case 'M':
			var dec string
			dec, pos = qpdecode(src, pos)
			out = append(out, &String{s: dec, enc: Binary})
		case 'U':
			n := d.count
			for k := 0; (n < 0 || k < n) && pos < len(src); k++ {
				r, size := utf8.DecodeRuneInString(src[pos:])
				if r == utf8.RuneError && size <= 1 {
					return nil, in.raise(cArgumentError, 0, "malformed UTF-8 character")
				}
				out = append(out, int64(r))
				pos += size
			}
		case 'a', 'A', 'Z':
			n := d.count
			if n < 0 || pos+n > len(src) {
				n = len(src) - pos
			}
			v := src[pos : pos+n]
			switch d.op {
			case 'A':
				v = strings.TrimRight(v, " \x00")
			case 'Z':
				if i := strings.IndexByte(v, 0); i >= 0 {
					if d.count < 0 {
						n = i + 1
					}
					v = v[:i]
				}
			}
			pos += n
			out = append(out, &String{s: v, enc: Binary})
		case 'H', 'h':
			n := d.count
			if n < 0 || pos+(n+1)/2 > len(src) {
				n = (len(src) - pos) * 2
			}
			var sb strings.Builder
			for k := 0; k < n; k++ {
				c := src[pos+k/2]
				nib := c >> 4
				if (k%2 == 1) != (d.op == 'h') {
					nib = c & 15
				}
				sb.WriteByte("0123456789abcdef"[nib])
			}
			pos += (n + 1) / 2
			out = append(out, &String{s: sb.String(), enc: USASCII})
		case 'B', 'b':
			n := d.count
			if n < 0 || pos+(n+7)/8 > len(src) {
				n = (len(src) - pos) * 8
			}
			var sb strings.Builder
			for k := 0; k < n; k++ {
				c := src[pos+k/8]
				var bit byte
				if d.op == 'B' {
					bit = c >> (7 - uint(k%8)) & 1
				} else {
					bit = c >> uint(k%8) & 1
				}
				sb.WriteByte('0' + bit)
			}
			pos += (n + 7) / 8
			out = append(out, &String{s: sb.String(), enc: USASCII})
		case 'm':
			rest := src[pos:]
			pos = len(src)
			var dec []byte
			if d.hasCnt && d.count == 0 {
				dec, err = base64.StdEncoding.DecodeString(rest)
				if err != nil {
					return nil, in.raise(cArgumentError, 0, "invalid base64")
				}
			} else {
				dec = lenientBase64(rest)
			}
			out = append(out, &String{s: string(dec), enc: Binary})
		case 'x':
			n := d.count
			if n < 0 {
				n = len(src) - pos
			}
			if pos+n > len(src) {
				return nil, in.raise(cArgumentError, 0, "x outside of string")
			}
			pos += n
		case 'X':
			n := d.count
			if n < 0 {
				n = 0
			}
			if n > pos {
				return nil, in.raise(cArgumentError, 0, "X outside of string")
			}
			pos -= n
		case '@':
			n := d.count
			if n < 0 {
				n = 0
			}
			if n > len(src) {
				return nil, in.raise(cArgumentError, 0, "@ outside of string")
			}
			pos = n
		}
	}
	if one {
		if len(out) == 0 {
			return nil, nil
		}
		return out[0], nil
	}
	return &Array{a: out}, nil
}

// lenientBase64 decodes as Ruby's unpack('m'): characters outside the
// alphabet are skipped, decoding stops at padding.
func lenientBase64(s string) []byte {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	var out []byte
	var acc uint32
	bits := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '=' {
			break
		}
		v := strings.IndexByte(alphabet, c)
		if v < 0 {
			continue
		}
		acc = acc<<6 | uint32(v)
		bits += 6
		if bits >= 8 {
			bits -= 8
			out = append(out, byte(acc>>uint(bits)))
		}
	}
	return out
}

// berValue is the Integer of one BER-compressed number (7 bits a byte,
// most significant first).
func berValue(b string) Value {
	if len(b) <= 9 {
		var u uint64
		for i := 0; i < len(b); i++ {
			u = u<<7 | uint64(b[i]&0x7f)
		}
		return int64(u)
	}
	x := new(big.Int)
	for i := 0; i < len(b); i++ {
		x.Lsh(x, 7)
		x.Or(x, big.NewInt(int64(b[i]&0x7f)))
	}
	return normInt(x)
}

// uuChar is the 6-bit value of a uuencoded character and whether the
// character is one (space to '`').
func uuChar(c byte) (byte, bool) {
	if c >= ' ' && c < 'a' {
		return (c - ' ') & 63, true
	}
	return 0, false
}

// uudecode is unpack's 'u' from pos: lines of a length character and
// groups of 4 characters, as many as the text holds (the declared length
// cut to the 3/4 of the text's bytes, as pack.c sizes its buffer), a
// character outside the alphabet read as 0; a checksum character and the
// line end skipped. It returns the bytes and the position after them.
func uudecode(src string, pos int) ([]byte, int) {
	room := (len(src) - pos) * 3 / 4
	var out []byte
	for pos < len(src) && src[pos] > ' ' && src[pos] < 'a' {
		n := int(src[pos]-' ') & 63
		pos++
		if len(out)+n > room {
			n = room - len(out)
		}
		for n > 0 {
			var q [4]byte
			for k := range q {
				if pos < len(src) {
					if v, ok := uuChar(src[pos]); ok {
						q[k] = v
						pos++
					}
				}
			}
			hunk := [3]byte{q[0]<<2 | q[1]>>4, q[1]<<4 | q[2]>>2, q[2]<<6 | q[3]}
			m := min(n, 3)
			out = append(out, hunk[:m]...)
			n -= m
		}
		if pos < len(src) && src[pos] != '\r' && src[pos] != '\n' {
			pos++
		}
		if pos < len(src) && src[pos] == '\r' {
			pos++
		}
		if pos < len(src) && src[pos] == '\n' {
			pos++
		}
	}
	return out, pos
}

// qpdecode is unpack's 'M' from pos: =XX as its byte, a soft break ("="
// before a newline or CRLF) dropped; at a malformed escape decoding stops
// and the rest is kept as it is. It returns the text and where the next
// directive reads (the malformed escape, as pack.c leaves it).
func qpdecode(src string, pos int) (string, int) {
	var out []byte
	kept := pos
	for pos < len(src) {
		if src[pos] == '=' {
			if pos++; pos == len(src) {
				break
			}
			if pos+1 < len(src) && src[pos] == '\r' && src[pos+1] == '\n' {
				pos++
			}
			if src[pos] != '\n' {
				hi, ok1 := hexDigit(src[pos])
				if !ok1 {
					break
				}
				if pos++; pos == len(src) {
					break
				}
				lo, ok2 := hexDigit(src[pos])
				if !ok2 {
					break
				}
				out = append(out, hi<<4|lo)
			}
		} else {
			out = append(out, src[pos])
		}
		pos++
		kept = pos
	}
	return string(out) + src[kept:], pos
}

// hexDigit is the value of a hexadecimal digit of either case.
func hexDigit(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}
