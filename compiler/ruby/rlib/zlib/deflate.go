package zlib

// The compressor of zlib 1.2.13 (the library Ruby 3.1's zlib extension
// links on Debian 12), written in Go from its algorithm so that
// Zlib::Deflate, Zlib.deflate, Zlib.gzip and GzipWriter give the bytes
// Ruby gives: module code Base64s or digests compressed data, and Go's
// compress/flate makes other (valid) bytes at the same level. The
// parts that decide the bytes follow zlib: the hash chains and the window
// slide (fill_window, longest_match), the lazy and fast matchers and
// their configuration table, the RLE and Huffman-only strategies, the
// block flush (a stored, fixed or dynamic block, whichever is smallest by
// zlib's estimate, every lit_bufsize-1 symbols) and zlib's Huffman code
// construction (its heap order and its length-limiting), the stored
// blocks of level 0 and of the sync/full flushes, and the zlib and gzip
// wrappers. Checked against Ruby in zlib_oracle_test.go.

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math/bits"
)

// Flush modes (Zlib::NO_FLUSH, ...).
const (
	NoFlush      = 0
	PartialFlush = 1
	SyncFlush    = 2
	FullFlush    = 3
	Finish       = 4
	Block        = 5
)

// Strategies (Zlib::DEFAULT_STRATEGY, ...).
const (
	DefaultStrategy = 0
	Filtered        = 1
	HuffmanOnly     = 2
	RLE             = 3
	Fixed           = 4
)

const (
	minMatch     = 3
	maxMatch     = 258
	minLookahead = maxMatch + minMatch + 1
	tooFar       = 4096
	lengthCodes  = 29
	literals     = 256
	lCodes       = literals + 1 + lengthCodes
	dCodes       = 30
	blCodes      = 19
	heapSize     = 2*lCodes + 1
	maxBits      = 15
	maxBLBits    = 7
	endBlock     = 256
	rep3to6      = 16
	repz3to10    = 17
	repz11to138  = 18
	maxStored    = 65535
)

var (
	extraLBits  = [lengthCodes]int{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	extraDBits  = [dCodes]int{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
	extraBLBits = [blCodes]int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7}
	blOrder     = [blCodes]int{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

	lengthCode [256]uint8
	distCode   [512]uint8
	baseLength [lengthCodes]int
	baseDist   [dCodes]int
	staticL    [lCodes + 2]ctData
	staticD    [dCodes]ctData
)

// config is a row of zlib's configuration_table.
type config struct {
	good, lazy, nice, chain int
	fn                      int // 0 stored, 1 fast, 2 slow
}

var configs = [10]config{
	{0, 0, 0, 0, 0},
	{4, 4, 8, 4, 1},
	{4, 5, 16, 8, 1},
	{4, 6, 32, 32, 1},
	{4, 4, 16, 16, 2},
	{8, 16, 32, 32, 2},
	{8, 16, 128, 128, 2},
	{8, 32, 128, 256, 2},
	{32, 128, 258, 1024, 2},
	{32, 258, 258, 4096, 2},
}

type ctData struct {
	freq, code uint16 // one union in zlib; kept apart here
	dad, len   uint16
}

func init() {
	length := 0
	code := 0
	for code = 0; code < lengthCodes-1; code++ {
		baseLength[code] = length
		for n := 0; n < 1<<extraLBits[code]; n++ {
			lengthCode[length] = uint8(code)
			length++
		}
	}
	lengthCode[length-1] = uint8(code)
	dist := 0
	for code = 0; code < 16; code++ {
		baseDist[code] = dist
		for n := 0; n < 1<<extraDBits[code]; n++ {
			distCode[dist] = uint8(code)
			dist++
		}
	}
	dist >>= 7
	for ; code < dCodes; code++ {
		baseDist[code] = dist << 7
		for n := 0; n < 1<<(extraDBits[code]-7); n++ {
			distCode[256+dist] = uint8(code)
			dist++
		}
	}
	var blCount [maxBits + 1]uint16
	n := 0
	for ; n <= 143; n++ {
		staticL[n].len = 8
		blCount[8]++
	}
	for ; n <= 255; n++ {
		staticL[n].len = 9
		blCount[9]++
	}
	for ; n <= 279; n++ {
		staticL[n].len = 7
		blCount[7]++
	}
	for ; n <= 287; n++ {
		staticL[n].len = 8
		blCount[8]++
	}
	genCodes(staticL[:], lCodes+1, &blCount)
	for n := 0; n < dCodes; n++ {
		staticD[n].len = 5
		staticD[n].code = uint16(biReverse(uint(n), 5))
	}
}

func dCode(dist int) int {
	if dist < 256 {
		return int(distCode[dist])
	}
	return int(distCode[256+(dist>>7)])
}

func biReverse(code uint, n int) uint {
	var res uint
	for ; n > 0; n-- {
		res |= code & 1
		code >>= 1
		res <<= 1
	}
	return res >> 1
}

func genCodes(tree []ctData, maxCode int, blCount *[maxBits + 1]uint16) {
	var next [maxBits + 1]uint
	code := uint(0)
	for bits := 1; bits <= maxBits; bits++ {
		code = (code + uint(blCount[bits-1])) << 1
		next[bits] = code
	}
	for n := 0; n <= maxCode; n++ {
		l := int(tree[n].len)
		if l == 0 {
			continue
		}
		tree[n].code = uint16(biReverse(next[l], l))
		next[l]++
	}
}

type treeDesc struct {
	dyn     []ctData
	maxCode int
	stat    []ctData // nil for the bit-length tree
	extra   []int
	base    int
	elems   int
	maxLen  int
}

// ErrStream is deflateInit2's and inflateInit2's Z_STREAM_ERROR.
var ErrStream = errors.New("stream error")

// Deflater is a z_stream set up by deflateInit2.
type Deflater struct {
	level, strategy int
	wrap            int // 0 raw, 1 zlib, 2 gzip; negative once the trailer is written
	status          int // 0 init, 1 busy, 2 finish
	lastFlush       int

	wBits, wSize, wMask int
	window              []byte
	windowSize          int
	prev, head          []uint16
	insH                int
	hashSize, hashMask  int
	hashShift           int
	blockStart          int
	matchLength         int
	prevMatch           int
	matchAvailable      bool
	strstart            int
	matchStart          int
	lookahead           int
	prevLength          int
	maxChain            int
	maxLazy             int
	goodMatch           int
	niceMatch           int
	highWater           int
	insert              int

	dynL  [heapSize]ctData
	dynD  [2*dCodes + 1]ctData
	blT   [2*blCodes + 1]ctData
	lDesc treeDesc
	dDesc treeDesc
	bDesc treeDesc

	blCount          [maxBits + 1]uint16
	heap             [heapSize]int
	heapLen, heapMax int
	depth            [heapSize]uint8

	sym             []byte
	symNext, symEnd int
	litBufsize      int
	optLen          int
	staticLen       int

	pending  []byte // made, not yet in the output
	next     []byte // the output (Ruby's buffer)
	avail    int    // the output's room (avail_out)
	hasBuf   bool   // Ruby's buffer exists
	filled   int    // bytes in Ruby's buffer
	capa     int    // its capacity
	detached int64  // bytes taken by Detach
	bitBuf   uint64
	bitN     uint
	in       []byte
	adler    uint32
	totalIn  int64
}

// NewDeflater is deflateInit2(level, Z_DEFLATED, windowBits, memLevel,
// strategy): ErrStream where zlib refuses the parameters.
func NewDeflater(level, windowBits, memLevel, strategy int) (*Deflater, error) {
	wrap := 1
	if level == -1 {
		level = 6
	}
	if windowBits < 0 {
		wrap = 0
		if windowBits < -15 {
			return nil, ErrStream
		}
		windowBits = -windowBits
	} else if windowBits > 15 {
		wrap = 2
		windowBits -= 16
	}
	if memLevel < 1 || memLevel > 9 || windowBits < 8 || windowBits > 15 || level < 0 || level > 9 ||
		strategy < 0 || strategy > Fixed || (windowBits == 8 && wrap != 1) {
		return nil, ErrStream
	}
	if windowBits == 8 {
		windowBits = 9
	}
	d := &Deflater{level: level, strategy: strategy, wrap: wrap, wBits: windowBits}
	d.wSize = 1 << windowBits
	d.wMask = d.wSize - 1
	hashBits := memLevel + 7
	d.hashSize = 1 << hashBits
	d.hashMask = d.hashSize - 1
	d.hashShift = (hashBits + minMatch - 1) / minMatch
	d.window = make([]byte, 2*d.wSize)
	d.prev = make([]uint16, d.wSize)
	d.head = make([]uint16, d.hashSize)
	d.litBufsize = 1 << (memLevel + 6)
	d.sym = make([]byte, d.litBufsize*4)
	d.symEnd = (d.litBufsize - 1) * 3
	d.lDesc = treeDesc{dyn: d.dynL[:], stat: staticL[:], extra: extraLBits[:], base: literals + 1, elems: lCodes, maxLen: maxBits}
	d.dDesc = treeDesc{dyn: d.dynD[:], stat: staticD[:], extra: extraDBits[:], base: 0, elems: dCodes, maxLen: maxBits}
	d.bDesc = treeDesc{dyn: d.blT[:], extra: extraBLBits[:], base: 0, elems: blCodes, maxLen: maxBLBits}
	d.lastFlush = -2
	if wrap == 2 {
		d.adler = 0
	} else {
		d.adler = 1
	}
	d.initBlock()
	d.lmInit()
	return d, nil
}

func (d *Deflater) lmInit() {
	d.windowSize = 2 * d.wSize
	clear(d.head)
	c := configs[d.level]
	d.maxLazy, d.goodMatch, d.niceMatch, d.maxChain = c.lazy, c.good, c.nice, c.chain
	d.strstart, d.blockStart, d.lookahead, d.insert = 0, 0, 0, 0
	d.matchLength, d.prevLength = minMatch-1, minMatch-1
	d.matchAvailable = false
	d.insH = 0
}

func (d *Deflater) initBlock() {
	for n := 0; n < lCodes; n++ {
		d.dynL[n].freq = 0
	}
	for n := 0; n < dCodes; n++ {
		d.dynD[n].freq = 0
	}
	for n := 0; n < blCodes; n++ {
		d.blT[n].freq = 0
	}
	d.dynL[endBlock].freq = 1
	d.optLen, d.staticLen = 0, 0
	d.symNext = 0
}

// TotalIn is the number of bytes consumed so far.
func (d *Deflater) TotalIn() int64 { return d.totalIn }

// Finished tells whether the stream's trailer is written.
func (d *Deflater) Finished() bool { return d.status == 2 && d.wrap <= 0 }

// Deflate is one zstream_run of Ruby's zlib: in added to the input
// left from before, deflate(strm, flush) called as Ruby calls it, with
// Ruby's output buffer (1024 bytes, then growing by half up to 16384 at a
// time), which decides level 0's blocks: the output made, to take with
// Detach (Ruby's buffer stays between runs until detached). zlib's
// Z_BUF_ERROR (nothing to do) Ruby ignores: no output then.
func (d *Deflater) Deflate(in []byte, flush int) []byte {
	d.Run(in, flush)
	return d.Detach()
}

// Run is Deflate without taking the output (Ruby's Deflate#<<).
func (d *Deflater) Run(in []byte, flush int) {
	if len(in) > 0 {
		d.in = append(d.in, in...)
	}
	if !d.hasBuf {
		d.hasBuf = true
		d.capa, d.avail = 1024, 1024
	} else if d.avail == 0 {
		d.expand()
	}
	for {
		before := d.avail
		r := d.deflate(flush)
		d.filled += before - d.avail
		if r == zStreamEnd || (r != zOK && r != zBufError) || d.avail > 0 {
			break
		}
		d.expand()
	}
}

// expand is zstream_expand_buffer_non_stream.
func (d *Deflater) expand() {
	const stepMax, stepMin = 16384, 2048
	if d.capa-d.filled >= stepMax {
		d.avail = stepMax
		return
	}
	inc := d.filled / 2
	if inc < stepMin {
		inc = stepMin
	}
	d.capa = d.filled + inc
	d.avail = min(inc, stepMax)
}

// TotalOut is the number of bytes output so far.
func (d *Deflater) TotalOut() int64 { return d.detached + int64(len(d.next)) }

// Detach takes the output made since the last Detach.
func (d *Deflater) Detach() []byte {
	out := d.next
	d.detached += int64(len(out))
	d.next = nil
	d.hasBuf = false
	d.filled, d.capa, d.avail = 0, 0, 0
	return out
}

// deflate() results.
const (
	zOK        = 0
	zStreamEnd = 1
	zBufError  = -5
)

// flushPending is flush_pending: the bits' whole bytes to the pending
// bytes, and as many of those as the output has room for.
func (d *Deflater) flushPending() {
	d.flushBits(false)
	n := min(len(d.pending), d.avail)
	d.next = append(d.next, d.pending[:n]...)
	d.pending = d.pending[n:]
	if len(d.pending) == 0 {
		d.pending = nil
	}
	d.avail -= n
}

// deflate is zlib's deflate(strm, flush) with the output room d.avail.
func (d *Deflater) deflate(flush int) int {
	if d.status == 2 && len(d.in) != 0 {
		return zBufError
	}
	if d.status == 0 {
		d.writeHeader()
		d.status = 1
	}
	old := d.lastFlush
	d.lastFlush = flush
	if len(d.pending) != 0 {
		d.flushPending()
		if d.avail == 0 {
			d.lastFlush = -1
			return zOK
		}
	} else if len(d.in) == 0 && rank(flush) <= rank(old) && flush != Finish {
		return zBufError
	}
	if len(d.in) != 0 || d.lookahead != 0 || (flush != NoFlush && d.status != 2) {
		st := d.run(flush)
		if st == finishStarted || st == finishDone {
			d.status = 2
		}
		if st == needMore || st == finishStarted {
			if d.avail == 0 {
				d.lastFlush = -1
			}
			return zOK
		}
		if st == blockDone {
			if flush == PartialFlush {
				d.sendBits(1<<1, 3)
				d.sendCode(endBlock, staticL[:])
			} else if flush != Block {
				d.storedBlock(nil, 0, false)
				if flush == FullFlush {
					clear(d.head)
					if d.lookahead == 0 {
						d.strstart, d.blockStart, d.insert = 0, 0, 0
					}
				}
			}
			d.flushPending()
			if d.avail == 0 {
				d.lastFlush = -1
				return zOK
			}
		}
	}
	if flush != Finish {
		return zOK
	}
	if d.wrap <= 0 {
		return zStreamEnd
	}
	d.flushBits(true)
	c := d.adler
	if d.wrap == 2 {
		t := uint32(d.totalIn)
		d.pending = append(d.pending, byte(c), byte(c>>8), byte(c>>16), byte(c>>24), byte(t), byte(t>>8), byte(t>>16), byte(t>>24))
	} else {
		d.pending = append(d.pending, byte(c>>24), byte(c>>16), byte(c>>8), byte(c))
	}
	d.flushPending()
	d.wrap = -d.wrap
	if len(d.pending) != 0 {
		return zOK
	}
	return zStreamEnd
}

// run is one call of the level's block function.
func (d *Deflater) run(flush int) int {
	switch {
	case d.level == 0:
		return d.deflateStored(flush)
	case d.strategy == HuffmanOnly:
		return d.deflateHuff(flush)
	case d.strategy == RLE:
		return d.deflateRLE(flush)
	case configs[d.level].fn == 1:
		return d.deflateFast(flush)
	}
	return d.deflateSlow(flush)
}

func rank(f int) int {
	r := f * 2
	if f > 4 {
		r -= 9
	}
	return r
}

func (d *Deflater) writeHeader() {
	switch d.wrap {
	case 1:
		header := (8 + ((d.wBits - 8) << 4)) << 8
		flags := 3
		switch {
		case d.strategy >= HuffmanOnly || d.level < 2:
			flags = 0
		case d.level < 6:
			flags = 1
		case d.level == 6:
			flags = 2
		}
		header |= flags << 6
		header += 31 - header%31
		d.pending = append(d.pending, byte(header>>8), byte(header))
	case 2:
		xfl := byte(0)
		if d.level == 9 {
			xfl = 2
		} else if d.strategy >= HuffmanOnly || d.level < 2 {
			xfl = 4
		}
		d.pending = append(d.pending, 31, 139, 8, 0, 0, 0, 0, 0, xfl, 3)
	}
}

// Block states.
const (
	needMore = iota
	blockDone
	finishStarted
	finishDone
)

// bits

func (d *Deflater) sendBits(value, length int) {
	d.bitBuf |= uint64(value) << d.bitN
	d.bitN += uint(length)
	// whole 16 bits stay in the buffer, as in zlib's bi_buf
	for d.bitN > 16 {
		d.pending = append(d.pending, byte(d.bitBuf), byte(d.bitBuf>>8))
		d.bitBuf >>= 16
		d.bitN -= 16
	}
}

func (d *Deflater) sendCode(c int, tree []ctData) {
	d.sendBits(int(tree[c].code), int(tree[c].len))
}

// flushBits writes the whole bytes of the bit buffer; with align, the
// last partial byte too (bi_windup).
func (d *Deflater) flushBits(align bool) {
	for d.bitN >= 8 {
		d.pending = append(d.pending, byte(d.bitBuf))
		d.bitBuf >>= 8
		d.bitN -= 8
	}
	if align && d.bitN > 0 {
		d.pending = append(d.pending, byte(d.bitBuf))
		d.bitBuf, d.bitN = 0, 0
	}
}

// input

func (d *Deflater) readBuf(dst []byte) int {
	n := len(d.in)
	if n > len(dst) {
		n = len(dst)
	}
	if n == 0 {
		return 0
	}
	copy(dst, d.in[:n])
	switch d.wrap {
	case 1:
		d.adler = Adler32(string(d.in[:n]), d.adler)
	case 2:
		d.adler = crc32.Update(d.adler, crc32.IEEETable, d.in[:n])
	}
	d.in = d.in[n:]
	d.totalIn += int64(n)
	return n
}

func (d *Deflater) updateHash(h int, c byte) int {
	return ((h << d.hashShift) ^ int(c)) & d.hashMask
}

func (d *Deflater) insertString(str int) int {
	d.insH = d.updateHash(d.insH, d.window[str+minMatch-1])
	m := int(d.head[d.insH])
	d.prev[str&d.wMask] = uint16(m)
	d.head[d.insH] = uint16(str)
	return m
}

func (d *Deflater) maxDist() int { return d.wSize - minLookahead }

func (d *Deflater) slideHash() {
	w := d.wSize
	for i, m := range d.head {
		if int(m) >= w {
			d.head[i] = uint16(int(m) - w)
		} else {
			d.head[i] = 0
		}
	}
	for i, m := range d.prev {
		if int(m) >= w {
			d.prev[i] = uint16(int(m) - w)
		} else {
			d.prev[i] = 0
		}
	}
}

func (d *Deflater) fillWindow() {
	wsize := d.wSize
	for {
		more := d.windowSize - d.lookahead - d.strstart
		if d.strstart >= wsize+d.maxDist() {
			copy(d.window, d.window[wsize:wsize+wsize-more])
			d.matchStart -= wsize
			d.strstart -= wsize
			d.blockStart -= wsize
			if d.insert > d.strstart {
				d.insert = d.strstart
			}
			d.slideHash()
			more += wsize
		}
		if len(d.in) == 0 {
			break
		}
		n := d.readBuf(d.window[d.strstart+d.lookahead : d.strstart+d.lookahead+more])
		d.lookahead += n
		if d.lookahead+d.insert >= minMatch {
			str := d.strstart - d.insert
			d.insH = int(d.window[str])
			d.insH = d.updateHash(d.insH, d.window[str+1])
			for d.insert != 0 {
				d.insH = d.updateHash(d.insH, d.window[str+minMatch-1])
				d.prev[str&d.wMask] = d.head[d.insH]
				d.head[d.insH] = uint16(str)
				str++
				d.insert--
				if d.lookahead+d.insert < minMatch {
					break
				}
			}
		}
		if !(d.lookahead < minLookahead && len(d.in) != 0) {
			break
		}
	}
	const winInit = maxMatch
	if d.highWater < d.windowSize {
		curr := d.strstart + d.lookahead
		if d.highWater < curr {
			init := d.windowSize - curr
			if init > winInit {
				init = winInit
			}
			clear(d.window[curr : curr+init])
			d.highWater = curr + init
		} else if d.highWater < curr+winInit {
			init := curr + winInit - d.highWater
			if init > d.windowSize-d.highWater {
				init = d.windowSize - d.highWater
			}
			clear(d.window[d.highWater : d.highWater+init])
			d.highWater += init
		}
	}
}

func (d *Deflater) longestMatch(cur int) int {
	chain := d.maxChain
	scan := d.strstart
	w := d.window
	bestLen := d.prevLength
	nice := d.niceMatch
	limit := 0
	if d.strstart > d.maxDist() {
		limit = d.strstart - d.maxDist()
	}
	strend := d.strstart + maxMatch
	scanEnd1 := w[scan+bestLen-1]
	scanEnd := w[scan+bestLen]
	if d.prevLength >= d.goodMatch {
		chain >>= 2
	}
	if nice > d.lookahead {
		nice = d.lookahead
	}
	for {
		m := cur
		if w[m+bestLen] == scanEnd && w[m+bestLen-1] == scanEnd1 && w[m] == w[scan] && w[m+1] == w[scan+1] {
			// bytes 3 to strend are compared (zlib skips byte 2: equal
			// hashes make it equal), eight at a time
			s, mm := scan+3, m+3
			for s+8 <= strend+1 {
				if x := binary.LittleEndian.Uint64(w[s:]) ^ binary.LittleEndian.Uint64(w[mm:]); x != 0 {
					s += bits.TrailingZeros64(x) / 8
					mm = -1
					break
				}
				s += 8
				mm += 8
			}
			for mm >= 0 && s <= strend && w[s] == w[mm] {
				s++
				mm++
			}
			if s > strend {
				s = strend
			}
			l := maxMatch - (strend - s)
			if l > bestLen {
				d.matchStart = cur
				bestLen = l
				if l >= nice {
					break
				}
				scanEnd1 = w[scan+bestLen-1]
				scanEnd = w[scan+bestLen]
			}
		}
		cur = int(d.prev[cur&d.wMask])
		if cur <= limit {
			break
		}
		chain--
		if chain == 0 {
			break
		}
	}
	if bestLen <= d.lookahead {
		return bestLen
	}
	return d.lookahead
}

// tallies

func (d *Deflater) tallyLit(c byte) bool {
	d.sym[d.symNext] = 0
	d.sym[d.symNext+1] = 0
	d.sym[d.symNext+2] = c
	d.symNext += 3
	d.dynL[c].freq++
	return d.symNext == d.symEnd
}

// literal tallies the byte at strstart as a literal and moves on.
func (d *Deflater) literal() bool {
	full := d.tallyLit(d.window[d.strstart])
	d.lookahead--
	d.strstart++
	return full
}

func (d *Deflater) tallyDist(dist, length int) bool {
	d.sym[d.symNext] = byte(dist)
	d.sym[d.symNext+1] = byte(dist >> 8)
	d.sym[d.symNext+2] = byte(length)
	d.symNext += 3
	dist--
	d.dynL[int(lengthCode[length])+literals+1].freq++
	d.dynD[dCode(dist)].freq++
	return d.symNext == d.symEnd
}

func (d *Deflater) flushBlockOnly(last bool) {
	var buf []byte
	if d.blockStart >= 0 {
		buf = d.window[d.blockStart:]
	}
	d.flushBlock(buf, d.strstart-d.blockStart, last)
	d.blockStart = d.strstart
	d.flushPending()
}

// What fill answers.
const (
	fillGo   = iota // match at strstart
	fillMore        // return need_more
	fillEnd         // no input left: the last block
)

// fill is the start of the fast and slow loops: the window refilled when
// its lookahead is short.
func (d *Deflater) fill(flush int) int {
	if d.lookahead < minLookahead {
		d.fillWindow()
		if d.lookahead < minLookahead && flush == NoFlush {
			return fillMore
		}
		if d.lookahead == 0 {
			return fillEnd
		}
	}
	return fillGo
}

// insertHead inserts the string at strstart when three bytes are left:
// the previous position of its hash (0 for none).
func (d *Deflater) insertHead() int {
	if d.lookahead >= minMatch {
		return d.insertString(d.strstart)
	}
	return 0
}

// flushBlockFull is FLUSH_BLOCK: false when the output is full and the
// block function must return.
func (d *Deflater) flushBlockFull(last bool) bool {
	d.flushBlockOnly(last)
	return d.avail == 0
}

func (d *Deflater) deflateFast(flush int) int {
	for {
		if st := d.fill(flush); st == fillMore {
			return needMore
		} else if st == fillEnd {
			break
		}
		hashHead := d.insertHead()
		if hashHead != 0 && d.strstart-hashHead <= d.maxDist() {
			d.matchLength = d.longestMatch(hashHead)
		}
		var bflush bool
		if d.matchLength >= minMatch {
			bflush = d.tallyDist(d.strstart-d.matchStart, d.matchLength-minMatch)
			d.lookahead -= d.matchLength
			if d.matchLength <= d.maxLazy && d.lookahead >= minMatch {
				d.matchLength--
				for {
					d.strstart++
					d.insertString(d.strstart)
					d.matchLength--
					if d.matchLength == 0 {
						break
					}
				}
				d.strstart++
			} else {
				d.strstart += d.matchLength
				d.matchLength = 0
				d.insH = int(d.window[d.strstart])
				d.insH = d.updateHash(d.insH, d.window[d.strstart+1])
			}
		} else {
			bflush = d.literal()
		}
		if bflush && d.flushBlockFull(false) {
			return needMore
		}
	}
	return d.endBlocks(flush, true)
}

// endBlocks is the end of the block functions: the last block, or the
// current one on a flush.
func (d *Deflater) endBlocks(flush int, keepInsert bool) int {
	if keepInsert {
		d.insert = d.strstart
		if d.insert > minMatch-1 {
			d.insert = minMatch - 1
		}
	} else {
		d.insert = 0
	}
	if flush == Finish {
		if d.flushBlockFull(true) {
			return finishStarted
		}
		return finishDone
	}
	if d.symNext != 0 && d.flushBlockFull(false) {
		return needMore
	}
	return blockDone
}

func (d *Deflater) deflateSlow(flush int) int {
	for {
		if st := d.fill(flush); st == fillMore {
			return needMore
		} else if st == fillEnd {
			break
		}
		hashHead := d.insertHead()
		d.prevLength, d.prevMatch = d.matchLength, d.matchStart
		d.matchLength = minMatch - 1
		if hashHead != 0 && d.prevLength < d.maxLazy && d.strstart-hashHead <= d.maxDist() {
			d.matchLength = d.longestMatch(hashHead)
			if d.matchLength <= 5 && (d.strategy == Filtered || (d.matchLength == minMatch && d.strstart-d.matchStart > tooFar)) {
				d.matchLength = minMatch - 1
			}
		}
		if d.prevLength >= minMatch && d.matchLength <= d.prevLength {
			maxInsert := d.strstart + d.lookahead - minMatch
			bflush := d.tallyDist(d.strstart-1-d.prevMatch, d.prevLength-minMatch)
			d.lookahead -= d.prevLength - 1
			d.prevLength -= 2
			for {
				d.strstart++
				if d.strstart <= maxInsert {
					d.insertString(d.strstart)
				}
				d.prevLength--
				if d.prevLength == 0 {
					break
				}
			}
			d.matchAvailable = false
			d.matchLength = minMatch - 1
			d.strstart++
			if bflush && d.flushBlockFull(false) {
				return needMore
			}
		} else if d.matchAvailable {
			if d.tallyLit(d.window[d.strstart-1]) {
				d.flushBlockOnly(false)
			}
			d.strstart++
			d.lookahead--
			if d.avail == 0 {
				return needMore
			}
		} else {
			d.matchAvailable = true
			d.strstart++
			d.lookahead--
		}
	}
	if d.matchAvailable {
		d.tallyLit(d.window[d.strstart-1])
		d.matchAvailable = false
	}
	return d.endBlocks(flush, true)
}

func (d *Deflater) deflateRLE(flush int) int {
	w := d.window
	for {
		if d.lookahead <= maxMatch {
			d.fillWindow()
			if d.lookahead <= maxMatch && flush == NoFlush {
				return needMore
			}
			if d.lookahead == 0 {
				break
			}
		}
		d.matchLength = 0
		if d.lookahead >= minMatch && d.strstart > 0 {
			scan := d.strstart - 1
			prev := w[scan]
			if prev == w[scan+1] && prev == w[scan+2] && prev == w[scan+3] {
				strend := d.strstart + maxMatch
				s := scan + 3
				for {
					s++
					if s >= strend || w[s] != prev {
						break
					}
				}
				if s > strend {
					s = strend
				}
				d.matchLength = maxMatch - (strend - s)
				if d.matchLength > d.lookahead {
					d.matchLength = d.lookahead
				}
			}
		}
		var bflush bool
		if d.matchLength >= minMatch {
			bflush = d.tallyDist(1, d.matchLength-minMatch)
			d.lookahead -= d.matchLength
			d.strstart += d.matchLength
			d.matchLength = 0
		} else {
			bflush = d.literal()
		}
		if bflush && d.flushBlockFull(false) {
			return needMore
		}
	}
	return d.endBlocks(flush, false)
}

func (d *Deflater) deflateHuff(flush int) int {
	for {
		if d.lookahead == 0 {
			d.fillWindow()
			if d.lookahead == 0 {
				if flush == NoFlush {
					return needMore
				}
				break
			}
		}
		d.matchLength = 0
		bflush := d.literal()
		if bflush && d.flushBlockFull(false) {
			return needMore
		}
	}
	return d.endBlocks(flush, false)
}

// deflateStored is level 0 (zlib 1.2.13's deflate_stored): stored
// blocks copied straight from the input to the output while the output
// has room for a whole block (so their sizes follow Ruby's buffer),
// else from the window through the pending bytes.
func (d *Deflater) deflateStored(flush int) int {
	pendingSize := d.litBufsize * 4
	minBlock := min(pendingSize-5, d.wSize)
	last := false
	orig := d.in
	used := len(d.in)
	for !last {
		length := maxStored
		have := int((d.bitN + 42) >> 3)
		if d.avail < have {
			break
		}
		have = d.avail - have
		left := d.strstart - d.blockStart
		if length > left+len(d.in) {
			length = left + len(d.in)
		}
		if length > have {
			length = have
		}
		if length < minBlock && ((length == 0 && flush != Finish) || flush == NoFlush || length != left+len(d.in)) {
			break
		}
		last = flush == Finish && length == left+len(d.in)
		d.storedBlock(nil, 0, last)
		n := len(d.pending)
		d.pending[n-4] = byte(length)
		d.pending[n-3] = byte(length >> 8)
		d.pending[n-2] = ^byte(length)
		d.pending[n-1] = ^byte(length >> 8)
		d.flushPending()
		if left != 0 {
			if left > length {
				left = length
			}
			d.next = append(d.next, d.window[d.blockStart:d.blockStart+left]...)
			d.avail -= left
			d.blockStart += left
			length -= left
		}
		if length != 0 {
			tmp := make([]byte, length)
			d.readBuf(tmp)
			d.next = append(d.next, tmp...)
			d.avail -= length
		}
	}
	used -= len(d.in)
	if used != 0 {
		consumed := orig[len(orig)-len(d.in)-used : len(orig)-len(d.in)]
		if used >= d.wSize {
			copy(d.window, consumed[len(consumed)-d.wSize:])
			d.strstart = d.wSize
			d.insert = d.strstart
		} else {
			if d.windowSize-d.strstart <= used {
				d.strstart -= d.wSize
				copy(d.window, d.window[d.wSize:d.wSize+d.strstart])
				if d.insert > d.strstart {
					d.insert = d.strstart
				}
			}
			copy(d.window[d.strstart:], consumed)
			d.strstart += used
			d.insert += min(used, d.wSize-d.insert)
		}
		d.blockStart = d.strstart
	}
	if d.highWater < d.strstart {
		d.highWater = d.strstart
	}
	if last {
		return finishDone
	}
	if flush != NoFlush && flush != Finish && len(d.in) == 0 && d.strstart == d.blockStart {
		return blockDone
	}
	have := d.windowSize - d.strstart
	if len(d.in) > have && d.blockStart >= d.wSize {
		d.blockStart -= d.wSize
		d.strstart -= d.wSize
		copy(d.window, d.window[d.wSize:d.wSize+d.strstart])
		have += d.wSize
		if d.insert > d.strstart {
			d.insert = d.strstart
		}
	}
	if have > len(d.in) {
		have = len(d.in)
	}
	if have != 0 {
		d.readBuf(d.window[d.strstart : d.strstart+have])
		d.strstart += have
		d.insert += min(have, d.wSize-d.insert)
	}
	if d.highWater < d.strstart {
		d.highWater = d.strstart
	}
	have = int((d.bitN + 42) >> 3)
	have = min(pendingSize-have, maxStored)
	minBlock = min(have, d.wSize)
	left := d.strstart - d.blockStart
	if left >= minBlock || ((left != 0 || flush == Finish) && flush != NoFlush && len(d.in) == 0 && left <= have) {
		length := min(left, have)
		last = flush == Finish && len(d.in) == 0 && length == left
		d.storedBlock(d.window[d.blockStart:d.blockStart+length], length, last)
		d.blockStart += length
		d.flushPending()
	}
	if last {
		return finishStarted
	}
	return needMore
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// alignBits pads the bit buffer to a byte (bi_windup).
func (d *Deflater) alignBits() { d.flushBits(true) }

// storedBlock is _tr_stored_block.
func (d *Deflater) storedBlock(buf []byte, n int, last bool) {
	d.sendBits(boolInt(last), 3)
	d.alignBits()
	d.pending = append(d.pending, byte(n), byte(n>>8), ^byte(n), ^byte(n>>8))
	d.pending = append(d.pending, buf[:n]...)
}

// Adler is the running checksum of the input (Adler-32, or CRC-32 for
// the gzip wrapper).
func (d *Deflater) Adler() uint32 { return d.adler }
