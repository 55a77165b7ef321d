package zlib

// The decompressor: a deflate stream has one decoding, so what matters
// beyond the bytes is zlib 1.2.13's answer to bad input, which Ruby
// raises with zlib's own message (Zlib::DataError "invalid block type",
// "incorrect data check", ...; Zlib::BufError for a stream cut short).
// It decodes a whole input given at once and says how much it used.

import (
	"errors"
	"hash/crc32"
)

// DataError is a Z_DATA_ERROR with zlib's message (Zlib::DataError).
type DataError struct{ Msg string }

func (e *DataError) Error() string { return e.Msg }

// ErrNeedDict is Z_NEED_DICT (Zlib::NeedDict "need dictionary").
var ErrNeedDict = errors.New("need dictionary")

// ErrTooLarge is a stream decoding to more than Inflater.MaxOut bytes.
var ErrTooLarge = errors.New("decoded data too large")

// errShort is the input ending before the stream does.
var errShort = errors.New("short input")

// Inflater is a z_stream set up by inflateInit2: it keeps the input it
// has not decoded yet, so a stream may come in pieces.
type Inflater struct {
	wrap  int // 0 raw, 1 zlib, 2 gzip, 3 zlib or gzip (windowBits+32)
	wbits int
	buf   []byte // input received, not yet decoded as a whole
	out   []byte // everything decoded (the window)
	done  bool
	rest  []byte // input after the end of the stream
	// MaxOut bounds the decoded bytes (0: no bound): past it Inflate
	// fails with ErrTooLarge, where a small input would decode to
	// gigabytes.
	MaxOut int
	// TotalIn is the bytes of the finished stream.
	TotalIn int64
}

// NewInflater is inflateInit2(windowBits).
func NewInflater(windowBits int) (*Inflater, error) {
	f := &Inflater{}
	switch {
	case windowBits < 0:
		if windowBits < -15 {
			return nil, ErrStream
		}
		f.wrap, f.wbits = 0, -windowBits
	case windowBits >= 32:
		f.wrap, f.wbits = 3, windowBits-32
	case windowBits >= 16:
		f.wrap, f.wbits = 2, windowBits-16
	default:
		f.wrap, f.wbits = 1, windowBits
	}
	if f.wbits == 0 {
		f.wbits = 15
	}
	if f.wbits < 8 || f.wbits > 15 {
		return nil, ErrStream
	}
	return f, nil
}

// Finished tells whether the end of the stream was decoded.
func (f *Inflater) Finished() bool { return f.done }

// Rest is the input given after the end of the stream.
func (f *Inflater) Rest() []byte { return f.rest }

// Inflate adds in and decodes: the bytes decoded since the last call
// that returned some. A stream not complete yet keeps what it has and
// returns nothing more (errShort stays inside); a DataError, ErrNeedDict
// are zlib's. The whole stream is decoded again as input comes, which
// keeps this simple; module code inflates whole strings.
func (f *Inflater) Inflate(in []byte) ([]byte, error) {
	if f.done {
		f.rest = append(f.rest, in...)
		return nil, nil
	}
	f.buf = append(f.buf, in...)
	out, used, err := decode(f.buf, f.wrap, f.wbits, f.MaxOut)
	if err == errShort {
		// give what is decoded so far, as zlib would
		if len(out) > len(f.out) {
			n := out[len(f.out):]
			f.out = out
			return n, nil
		}
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	f.done = true
	f.TotalIn = int64(used)
	f.rest = append(f.rest, f.buf[used:]...)
	n := out[len(f.out):]
	f.out = out
	f.buf = nil
	return n, nil
}

// Short tells whether the input so far ends inside the stream.
func (f *Inflater) Short() bool { return !f.done && len(f.buf) > 0 }

// Pending is the input not decoded into a finished stream yet.
func (f *Inflater) Pending() int { return len(f.buf) }

type bitReader struct {
	in   []byte
	pos  int
	hold uint64
	n    uint
}

func (r *bitReader) need(n uint) error {
	for r.n < n {
		if r.pos >= len(r.in) {
			return errShort
		}
		r.hold |= uint64(r.in[r.pos]) << r.n
		r.pos++
		r.n += 8
	}
	return nil
}

func (r *bitReader) bits(n uint) (int, error) {
	if err := r.need(n); err != nil {
		return 0, err
	}
	v := int(r.hold & (1<<n - 1))
	r.hold >>= n
	r.n -= n
	return v, nil
}

func (r *bitReader) align() {
	r.hold >>= r.n % 8
	r.n -= r.n % 8
}

// byte reads an aligned byte.
func (r *bitReader) byte() (byte, error) {
	v, err := r.bits(8)
	return byte(v), err
}

// used is the bytes consumed (whole bytes, the held ones given back).
func (r *bitReader) used() int { return r.pos - int(r.n/8) }

// decode decodes one whole stream of in: the data, the bytes used.
func decode(in []byte, wrap, wbits, max int) ([]byte, int, error) {
	r := &bitReader{in: in}
	if wrap == 3 {
		if len(in) < 2 {
			return nil, 0, errShort
		}
		if in[0] == 31 && in[1] == 139 {
			wrap = 2
		} else {
			wrap = 1
		}
	}
	switch wrap {
	case 1:
		cmf, err := r.bits(8)
		if err != nil {
			return nil, 0, err
		}
		flg, err := r.bits(8)
		if err != nil {
			return nil, 0, err
		}
		if (cmf<<8+flg)%31 != 0 {
			return nil, 0, &DataError{"incorrect header check"}
		}
		if cmf&15 != 8 {
			return nil, 0, &DataError{"unknown compression method"}
		}
		if cmf>>4+8 > wbits {
			return nil, 0, &DataError{"invalid window size"}
		}
		if flg&0x20 != 0 {
			return nil, 0, ErrNeedDict
		}
	case 2:
		if err := gzipHeader(r); err != nil {
			return nil, 0, err
		}
	}
	out, err := inflateBlocks(r, 1<<wbits, max)
	if err != nil {
		return out, 0, err
	}
	r.align()
	switch wrap {
	case 1:
		var sum uint32
		for i := 0; i < 4; i++ {
			b, err := r.byte()
			if err != nil {
				return out, 0, err
			}
			sum = sum<<8 | uint32(b)
		}
		if sum != Adler32(string(out), 1) {
			return nil, 0, &DataError{"incorrect data check"}
		}
	case 2:
		var sum, size uint32
		for i := 0; i < 8; i++ {
			b, err := r.byte()
			if err != nil {
				return out, 0, err
			}
			if i < 4 {
				sum |= uint32(b) << (8 * i)
			} else {
				size |= uint32(b) << (8 * (i - 4))
			}
		}
		if sum != crc32.ChecksumIEEE(out) {
			return nil, 0, &DataError{"incorrect data check"}
		}
		if size != uint32(len(out)) {
			return nil, 0, &DataError{"incorrect length check"}
		}
	}
	return out, r.used(), nil
}

func gzipHeader(r *bitReader) error {
	var h [10]byte
	for i := range h {
		b, err := r.byte()
		if err != nil {
			return err
		}
		h[i] = b
	}
	if h[0] != 31 || h[1] != 139 {
		return &DataError{"incorrect header check"}
	}
	if h[2] != 8 {
		return &DataError{"unknown compression method"}
	}
	flags := h[3]
	if flags&0xe0 != 0 {
		return &DataError{"unknown header flags set"}
	}
	if flags&4 != 0 {
		lo, err := r.byte()
		if err != nil {
			return err
		}
		hi, err := r.byte()
		if err != nil {
			return err
		}
		for n := int(lo) | int(hi)<<8; n > 0; n-- {
			if _, err := r.byte(); err != nil {
				return err
			}
		}
	}
	for _, f := range []byte{8, 16} {
		if flags&f != 0 {
			for {
				b, err := r.byte()
				if err != nil {
					return err
				}
				if b == 0 {
					break
				}
			}
		}
	}
	if flags&2 != 0 {
		if _, err := r.bits(16); err != nil {
			return err
		}
	}
	return nil
}

// huffman is a canonical code: counts per length and symbols in order
// (puff's representation).
type huffman struct {
	count  [maxBits + 1]int
	symbol []int
}

// build makes h from lengths: left > 0 is an incomplete code, < 0 an
// over-subscribed one.
func (h *huffman) build(lengths []int) int {
	for i := range h.count {
		h.count[i] = 0
	}
	for _, l := range lengths {
		h.count[l]++
	}
	if h.count[0] == len(lengths) {
		h.symbol = h.symbol[:0]
		return 0
	}
	left := 1
	for l := 1; l <= maxBits; l++ {
		left <<= 1
		left -= h.count[l]
		if left < 0 {
			return left
		}
	}
	var offs [maxBits + 1]int
	for l := 1; l < maxBits; l++ {
		offs[l+1] = offs[l] + h.count[l]
	}
	h.symbol = make([]int, len(lengths))
	for s, l := range lengths {
		if l != 0 {
			h.symbol[offs[l]] = s
			offs[l]++
		}
	}
	return left
}

// maxLen is the longest code length used.
func (h *huffman) maxLen() int {
	for l := maxBits; l > 0; l-- {
		if h.count[l] != 0 {
			return l
		}
	}
	return 0
}

// decodeSym reads a symbol; -1 for a code not in h.
func (r *bitReader) decodeSym(h *huffman) (int, error) {
	code, first, index := 0, 0, 0
	for l := 1; l <= maxBits; l++ {
		b, err := r.bits(1)
		if err != nil {
			return 0, err
		}
		code |= b
		count := h.count[l]
		if code-count < first {
			return h.symbol[index+(code-first)], nil
		}
		index += count
		first += count
		first <<= 1
		code <<= 1
	}
	return -1, nil
}

// fixed codes
var fixedLit, fixedDist huffman

func init() {
	var l [288]int
	for i := range l {
		l[i] = int(staticL[i].len)
	}
	fixedLit.build(l[:])
	var d [30]int
	for i := range d {
		d[i] = 5
	}
	fixedDist.build(d[:])
}

func inflateBlocks(r *bitReader, wsize, max int) ([]byte, error) {
	var out []byte
	for {
		if max > 0 && len(out) > max {
			return out, ErrTooLarge
		}
		last, err := r.bits(1)
		if err != nil {
			return out, err
		}
		typ, err := r.bits(2)
		if err != nil {
			return out, err
		}
		switch typ {
		case 0:
			r.align()
			n, err := r.bits(16)
			if err != nil {
				return out, err
			}
			nn, err := r.bits(16)
			if err != nil {
				return out, err
			}
			if n != nn^0xffff {
				return out, &DataError{"invalid stored block lengths"}
			}
			if max > 0 && len(out)+n > max {
				return out, ErrTooLarge
			}
			for ; n > 0; n-- {
				b, err := r.byte()
				if err != nil {
					return out, err
				}
				out = append(out, b)
			}
		case 1:
			if out, err = codes(r, out, &fixedLit, &fixedDist, wsize, max); err != nil {
				return out, err
			}
		case 2:
			var lit, dist huffman
			if err := dynamicTables(r, &lit, &dist); err != nil {
				return out, err
			}
			if out, err = codes(r, out, &lit, &dist, wsize, max); err != nil {
				return out, err
			}
		default:
			return out, &DataError{"invalid block type"}
		}
		if last == 1 {
			return out, nil
		}
	}
}

func dynamicTables(r *bitReader, lit, dist *huffman) error {
	nlen, err := r.bits(5)
	if err != nil {
		return err
	}
	ndist, err := r.bits(5)
	if err != nil {
		return err
	}
	ncode, err := r.bits(4)
	if err != nil {
		return err
	}
	nlen += 257
	ndist++
	ncode += 4
	if nlen > 286 || ndist > 30 {
		return &DataError{"too many length or distance symbols"}
	}
	var lengths [320]int
	for i := 0; i < ncode; i++ {
		v, err := r.bits(3)
		if err != nil {
			return err
		}
		lengths[blOrder[i]] = v
	}
	var lencode huffman
	if left := lencode.build(lengths[:19]); left != 0 {
		return &DataError{"invalid code lengths set"}
	}
	for i := range lengths[:19] {
		lengths[i] = 0
	}
	for idx := 0; idx < nlen+ndist; {
		sym, err := r.decodeSym(&lencode)
		if err != nil {
			return err
		}
		if sym < 0 {
			return &DataError{"invalid code lengths set"}
		}
		if sym < 16 {
			lengths[idx] = sym
			idx++
			continue
		}
		l, rep := 0, 0
		switch sym {
		case 16:
			if idx == 0 {
				return &DataError{"invalid bit length repeat"}
			}
			l = lengths[idx-1]
			v, err := r.bits(2)
			if err != nil {
				return err
			}
			rep = 3 + v
		case 17:
			v, err := r.bits(3)
			if err != nil {
				return err
			}
			rep = 3 + v
		default:
			v, err := r.bits(7)
			if err != nil {
				return err
			}
			rep = 11 + v
		}
		if idx+rep > nlen+ndist {
			return &DataError{"invalid bit length repeat"}
		}
		for ; rep > 0; rep-- {
			lengths[idx] = l
			idx++
		}
	}
	if lengths[256] == 0 {
		return &DataError{"invalid code -- missing end-of-block"}
	}
	if left := lit.build(lengths[:nlen]); left < 0 || (left > 0 && lit.maxLen() != 1) {
		return &DataError{"invalid literal/lengths set"}
	}
	if left := dist.build(lengths[nlen : nlen+ndist]); left < 0 || (left > 0 && dist.maxLen() != 1) {
		return &DataError{"invalid distances set"}
	}
	return nil
}

func codes(r *bitReader, out []byte, lit, dist *huffman, wsize, max int) ([]byte, error) {
	for {
		if max > 0 && len(out) > max {
			return out, ErrTooLarge
		}
		sym, err := r.decodeSym(lit)
		if err != nil {
			return out, err
		}
		if sym < 0 || sym > 285 {
			return out, &DataError{"invalid literal/length code"}
		}
		if sym < 256 {
			out = append(out, byte(sym))
			continue
		}
		if sym == 256 {
			return out, nil
		}
		sym -= 257
		n := baseLength[sym] + minMatch
		if sym == 28 {
			n = maxMatch
		}
		if e := extraLBits[sym]; e != 0 {
			v, err := r.bits(uint(e))
			if err != nil {
				return out, err
			}
			n += v
		}
		ds, err := r.decodeSym(dist)
		if err != nil {
			return out, err
		}
		if ds < 0 || ds > 29 {
			return out, &DataError{"invalid distance code"}
		}
		dd := baseDist[ds] + 1
		if e := extraDBits[ds]; e != 0 {
			v, err := r.bits(uint(e))
			if err != nil {
				return out, err
			}
			dd += v
		}
		if dd > len(out) || dd > wsize {
			return out, &DataError{"invalid distance too far back"}
		}
		start := len(out) - dd
		for i := 0; i < n; i++ {
			out = append(out, out[start+i])
		}
	}
}
