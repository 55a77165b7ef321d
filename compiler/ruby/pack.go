package ruby

import (
	"encoding/base64"
	"encoding/binary"
	"math/big"
	"strings"
	"unicode/utf8"
)

// Array#pack and String#unpack / unpack1 for the directives module code
// uses: integers (C c S s L l Q q J j n N v V, with _ ! < > modifiers),
// U (UTF-8 characters), strings (a A Z), hex and bit strings (H h B b),
// base64 (m), null bytes and positioning (x X @). Other directives are
// reported as unsupported.

type packDirective struct {
	op     byte
	count  int // -1: '*'
	hasCnt bool
	size   int // integer width in bytes
	signed bool
	big    bool // big-endian
}

// parsePackTemplate splits a pack template into directives.
func (in *Interp) parsePackTemplate(tmpl string, what string) ([]packDirective, error) {
	var out []packDirective
	for i := 0; i < len(tmpl); {
		c := tmpl[i]
		i++
		switch c {
		case ' ', '\t', '\n', '\r':
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
		case 'L', 'l':
			d.size, d.signed = 4, c == 'l'
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
		case 'U', 'a', 'A', 'Z', 'H', 'h', 'B', 'b', 'm', 'x', 'X', '@':
		default:
			return nil, in.unsupportedErr(what + " directive '" + string(c) + "'")
		}
		for i < len(tmpl) && strings.IndexByte("_!<>", tmpl[i]) >= 0 {
			switch tmpl[i] {
			case '_', '!':
				native = true
			case '>':
				d.big = true
			case '<':
				d.big = false
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
	binaryOut := false
	for _, d := range dirs {
		switch d.op {
		case 'C', 'c', 'S', 's', 'L', 'l', 'Q', 'q', 'J', 'j', 'n', 'N', 'v', 'V', 'U':
			binaryOut = true
			n := d.count
			if n < 0 {
				n = len(items) - next
			}
			for k := 0; k < n; k++ {
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
				var buf [8]byte
				if d.big {
					binary.BigEndian.PutUint64(buf[:], u)
					b = append(b, buf[8-d.size:]...)
				} else {
					binary.LittleEndian.PutUint64(buf[:], u)
					b = append(b, buf[:d.size]...)
				}
			}
		case 'a', 'A', 'Z', 'H', 'h', 'B', 'b', 'm':
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
			if d.op != 'm' {
				binaryOut = true
			}
		case 'x':
			n := d.count
			if n < 0 {
				n = 0
			}
			b = append(b, make([]byte, n)...)
			binaryOut = true
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
	}
	// Ruby: UTF-8 when the template starts with U, US-ASCII for base64
	// alone, else ASCII-8BIT
	enc := Binary
	switch {
	case len(dirs) > 0 && dirs[0].op == 'U':
		enc = UTF8
	case !binaryOut && len(dirs) > 0:
		enc = USASCII
	}
	return &String{s: string(b), enc: enc}, nil
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
	case 'm':
		if d.hasCnt && d.count == 0 {
			return append(b, base64.StdEncoding.EncodeToString([]byte(s))...), nil
		}
		line := 45
		if d.hasCnt && d.count >= 3 {
			line = d.count / 3 * 3
		}
		for k := 0; k < len(s); k += line {
			e := k + line
			if e > len(s) {
				e = len(s)
			}
			b = append(b, base64.StdEncoding.EncodeToString([]byte(s[k:e]))...)
			b = append(b, '\n')
		}
		return b, nil
	}
	return b, nil
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

// unpack is String#unpack(template) (one: unpack1, the first value).
func (in *Interp) unpack(s *String, tmpl string, one bool) (Value, error) {
	what := "String#unpack"
	if one {
		what = "String#unpack1"
	}
	dirs, err := in.parsePackTemplate(tmpl, what)
	if err != nil {
		return nil, err
	}
	src := s.s
	pos := 0
	var out []Value
	for _, d := range dirs {
		if one && len(out) > 0 {
			break
		}
		switch d.op {
		case 'C', 'c', 'S', 's', 'L', 'l', 'Q', 'q', 'J', 'j', 'n', 'N', 'v', 'V':
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
				if d.signed {
					shift := uint(64 - 8*d.size)
					out = append(out, int64(u<<shift)>>shift)
				} else if u > 1<<63-1 {
					out = append(out, new(big.Int).SetUint64(u))
				} else {
					out = append(out, int64(u))
				}
			}
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
