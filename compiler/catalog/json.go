package catalog

import (
	"encoding/binary"
	"io"
	"runtime"
	"strconv"
	"sync/atomic"
	"unicode/utf8"
	"unsafe"

	"github.com/punch-dev/punch/compiler/values"
)

// MarshalJSON encodes the catalog as Puppet's catalog JSON (catalog_format
// 2), indented as Ruby's JSON.pretty_generate does (what `puppet catalog`
// and Puppet's compiler print).
func (c *Catalog) MarshalJSON() ([]byte, error) {
	return c.AppendJSON(make([]byte, 0, c.sizeHint(false)), false), nil
}

// MarshalCompactJSON encodes the catalog without white space, as Puppet
// Server sends catalogs to agents (Puppet::Util::Json.dump, Ruby's
// JSON.generate): the same document as MarshalJSON, about 40% smaller.
func (c *Catalog) MarshalCompactJSON() []byte {
	return c.appendCompact(make([]byte, 0, c.sizeHint(true)))
}

// AppendJSON appends the catalog's JSON to buf (compact, or indented as
// Ruby's JSON.pretty_generate) and returns the extended buffer.
func (c *Catalog) AppendJSON(buf []byte, compact bool) []byte {
	if compact {
		return c.appendCompact(buf)
	}
	e := enc{buf: buf}
	c.encode(&e)
	return e.buf
}

// WriteJSON writes the catalog's pretty JSON followed by a newline. A large
// catalog is encoded in pieces by several goroutines (one per CPU) and
// written in order as the pieces are ready; a small one is streamed
// through a 48 KiB buffer. Either way only a few buffers of about 64 KiB
// are held, never the whole document.
func (c *Catalog) WriteJSON(w io.Writer) error {
	workers := runtime.GOMAXPROCS(0)
	if workers > 1 && len(c.Resources)+len(c.Edges) >= parallelMin {
		return c.writeParallel(w, workers)
	}
	e := enc{buf: make([]byte, 0, flushAt+16<<10), w: w}
	c.encode(&e)
	e.buf = append(e.buf, '\n')
	e.flush()
	return e.err
}

// parallelMin is the number of resources and edges from which WriteJSON
// encodes in parallel; chunkSize is the number of resources per piece
// (about 64 KiB of JSON for usual resources), and a piece of edges holds
// four times as many edges.
var (
	parallelMin = 4000
	chunkSize   = 128
)

// writeParallel encodes the catalog in pieces (the start, runs of
// resources, runs of edges, the end) on workers goroutines and writes
// them in order: the same bytes as encode. A worker takes a buffer from a
// small pool before it takes the next piece, and a buffer goes back to the
// pool once its piece is written, so at most 2*workers pieces are held at
// once and their buffers (grown to the largest piece) are reused: fresh
// memory costs page faults and zeroing. After a write error the remaining
// pieces are not encoded.
func (c *Catalog) writeParallel(w io.Writer, workers int) error {
	var pieces []func(e *enc)
	pieces = append(pieces, c.encodeHead)
	for lo := 0; lo < len(c.Resources); lo += chunkSize {
		lo, hi := lo, min(lo+chunkSize, len(c.Resources))
		pieces = append(pieces, func(e *enc) { c.encodeResources(e, lo, hi) })
	}
	pieces = append(pieces, c.encodeMiddle)
	for lo, n := 0, 4*chunkSize; lo < len(c.Edges); lo += n {
		lo, hi := lo, min(lo+n, len(c.Edges))
		pieces = append(pieces, func(e *enc) { c.encodeEdges(e, lo, hi) })
	}
	pieces = append(pieces, func(e *enc) {
		c.encodeTail(e)
		e.buf = append(e.buf, '\n')
	})
	out := make([][]byte, len(pieces))
	done := make([]chan struct{}, len(pieces))
	for i := range done {
		done[i] = make(chan struct{})
	}
	// The pool: taking a buffer before a piece means that every piece
	// taken has a buffer, so the piece the writer waits for is always
	// being encoded.
	free := make(chan []byte, 2*workers)
	for range cap(free) {
		free <- nil
	}
	var next atomic.Int64
	var failed atomic.Bool
	for range min(workers, len(pieces)) {
		go func() {
			for {
				buf := <-free
				i := int(next.Add(1)) - 1
				if i >= len(pieces) {
					return
				}
				if buf == nil {
					buf = make([]byte, 0, flushAt+16<<10)
				}
				e := enc{buf: buf[:0]}
				if !failed.Load() {
					pieces[i](&e)
				}
				out[i] = e.buf
				close(done[i])
			}
		}()
	}
	var err error
	for i := range pieces {
		<-done[i]
		if err == nil {
			if _, err = w.Write(out[i]); err != nil {
				failed.Store(true)
			}
		}
		free <- out[i]
		out[i] = nil
	}
	return err
}

// sizeHint estimates the size of the JSON, to allocate the buffer once.
func (c *Catalog) sizeHint(compact bool) int {
	n := 1024
	for _, r := range c.Resources {
		n += 200 + 2*len(r.Title) + len(r.File)
		for _, t := range r.Tags {
			n += len(t) + 12
		}
		n += 60 * len(r.Params)
	}
	n += 80 * len(c.Edges)
	if compact {
		// Two thirds of the pretty size, and an eighth more: the real-module
		// catalogs of the load test came within 9% of the two thirds on
		// either side, and falling short copies the whole buffer once.
		n = n * 3 / 4
	}
	return n
}

// flushAt is the buffered size at which a streaming encoder writes out.
const flushAt = 48 << 10

// enc appends JSON to buf; with a writer, the buffer is written out
// whenever it passes flushAt (between values).
type enc struct {
	buf     []byte
	w       io.Writer
	err     error
	compact bool
	// reference makes the pretty form go through the general code (the
	// tests' reference for appendPretty).
	reference bool
}

func (e *enc) flush() {
	if e.w == nil || len(e.buf) == 0 {
		return
	}
	if e.err == nil {
		_, e.err = e.w.Write(e.buf)
	}
	e.buf = e.buf[:0]
}

// maybeFlush writes the buffer out when it is large enough.
func (e *enc) maybeFlush() {
	if e.w != nil && len(e.buf) >= flushAt {
		e.flush()
	}
}

// indents holds a newline followed by indentation for each depth.
const indents = "\n                                        "

// nl starts a new line at depth (nothing in compact mode).
func (e *enc) nl(depth int) {
	if e.compact {
		return
	}
	if n := 1 + 2*depth; n <= len(indents) {
		e.buf = append(e.buf, indents[:n]...)
		return
	}
	e.buf = append(e.buf, '\n')
	for i := 0; i < depth; i++ {
		e.buf = append(e.buf, "  "...)
	}
}

// key writes an object key (preceded by a comma unless first).
func (e *enc) key(depth int, k string, first bool) {
	if !first {
		e.buf = append(e.buf, ',')
	}
	e.nl(depth)
	e.buf = appendString(e.buf, k)
	if e.compact {
		e.buf = append(e.buf, ':')
	} else {
		e.buf = append(e.buf, ": "...)
	}
}

// plainKey writes a key that needs no escaping.
func (e *enc) plainKey(depth int, quoted string, first bool) {
	if !first {
		e.buf = append(e.buf, ',')
	}
	e.nl(depth)
	e.buf = append(e.buf, quoted...)
	if e.compact {
		e.buf = append(e.buf, ':')
	} else {
		e.buf = append(e.buf, ": "...)
	}
}

func (e *enc) str(s string) { e.buf = appendString(e.buf, s) }

func (e *enc) strings(depth int, list []string) {
	e.array(depth, len(list), func(i int) { e.str(list[i]) })
}

// array writes a JSON array of n elements at depth, element i written by
// elem (at depth+1).
func (e *enc) array(depth, n int, elem func(i int)) {
	if n == 0 {
		e.buf = append(e.buf, "[]"...)
		return
	}
	e.buf = append(e.buf, '[')
	for i := 0; i < n; i++ {
		if i > 0 {
			e.buf = append(e.buf, ',')
		}
		e.nl(depth + 1)
		elem(i)
	}
	e.nl(depth)
	e.buf = append(e.buf, ']')
}

func (c *Catalog) encode(e *enc) {
	c.encodeHead(e)
	c.encodeResources(e, 0, len(c.Resources))
	c.encodeMiddle(e)
	c.encodeEdges(e, 0, len(c.Edges))
	c.encodeTail(e)
}

// encodeHead writes the catalog's fields up to the resources' opening
// bracket.
func (c *Catalog) encodeHead(e *enc) {
	e.buf = append(e.buf, '{')
	e.plainKey(1, `"tags"`, true)
	e.strings(1, c.Tags)
	e.plainKey(1, `"name"`, false)
	e.str(c.Name)
	e.plainKey(1, `"version"`, false)
	switch {
	case c.NoVersion:
		e.buf = append(e.buf, "null"...)
	case c.VersionText != nil:
		e.str(*c.VersionText)
	default:
		e.buf = strconv.AppendInt(e.buf, c.Version, 10)
	}
	e.plainKey(1, `"code_id"`, false)
	if c.CodeID == nil {
		e.buf = append(e.buf, "null"...)
	} else {
		e.str(*c.CodeID)
	}
	e.plainKey(1, `"catalog_uuid"`, false)
	e.str(c.UUID)
	e.plainKey(1, `"catalog_format"`, false)
	e.buf = append(e.buf, '2')
	e.plainKey(1, `"environment"`, false)
	e.str(c.Environment)
	e.plainKey(1, `"resources"`, false)
	e.buf = append(e.buf, '[')
}

// encodeResources writes the resources lo..hi-1 (each preceded by a comma
// unless it is the first one).
func (c *Catalog) encodeResources(e *enc, lo, hi int) {
	e.items(lo, hi, func(i int) {
		if e.compact || e.reference {
			e.nl(2)
			c.Resources[i].encode(e, 2)
		} else {
			e.buf = c.Resources[i].appendPretty(e.buf)
		}
	})
}

// items writes the items lo..hi-1 of a list with item, each preceded by a
// comma unless it is the first one, flushing the buffer as it fills.
func (e *enc) items(lo, hi int, item func(i int)) {
	for i := lo; i < hi; i++ {
		if i > 0 {
			e.buf = append(e.buf, ',')
		}
		item(i)
		e.maybeFlush()
	}
}

// encodeMiddle closes the resources and opens the edges.
func (c *Catalog) encodeMiddle(e *enc) {
	if len(c.Resources) > 0 {
		e.nl(1)
	}
	e.buf = append(e.buf, ']')
	e.plainKey(1, `"edges"`, false)
	e.buf = append(e.buf, '[')
}

// encodeEdges writes the edges lo..hi-1.
func (c *Catalog) encodeEdges(e *enc, lo, hi int) {
	e.items(lo, hi, func(i int) {
		ed := c.Edges[i]
		if !e.compact && !e.reference {
			e.buf = ed.appendPretty(e.buf)
			return
		}
		e.nl(2)
		e.buf = append(e.buf, '{')
		e.plainKey(3, `"source"`, true)
		e.str(ed.Source)
		e.plainKey(3, `"target"`, false)
		e.str(ed.Target)
		e.nl(2)
		e.buf = append(e.buf, '}')
	})
}

// encodeTail closes the edges and writes the classes.
func (c *Catalog) encodeTail(e *enc) {
	if len(c.Edges) > 0 {
		e.nl(1)
	}
	e.buf = append(e.buf, ']')
	e.plainKey(1, `"classes"`, false)
	e.strings(1, c.Classes)
	e.buf = c.appendInlined(e.buf, e.compact)
	e.nl(0)
	e.buf = append(e.buf, '}')
}

func (r *Resource) encode(e *enc, depth int) {
	e.buf = append(e.buf, '{')
	d := depth + 1
	e.plainKey(d, `"type"`, true)
	e.str(r.Type)
	e.plainKey(d, `"title"`, false)
	e.str(r.Title)
	e.plainKey(d, `"tags"`, false)
	e.strings(d, r.Tags)
	if r.hasFile() {
		e.plainKey(d, `"file"`, false)
		e.str(r.File)
	}
	if r.Line > 0 {
		e.plainKey(d, `"line"`, false)
		e.buf = strconv.AppendInt(e.buf, int64(r.Line), 10)
	}
	e.plainKey(d, `"exported"`, false)
	if r.Exported {
		e.buf = append(e.buf, "true"...)
	} else {
		e.buf = append(e.buf, "false"...)
	}
	if r.Kind != "" {
		e.plainKey(d, `"kind"`, false)
		e.str(r.Kind)
	}
	if len(r.Params) > 0 {
		e.plainKey(d, `"parameters"`, false)
		e.buf = append(e.buf, '{')
		for i, p := range r.Params {
			e.key(d+1, p.Name, i == 0)
			e.value(d+1, p.Value)
		}
		e.nl(d)
		e.buf = append(e.buf, '}')
	}
	if len(r.Sensitive) > 0 {
		e.plainKey(d, `"sensitive_parameters"`, false)
		e.strings(d, r.Sensitive)
	}
	e.nl(depth)
	e.buf = append(e.buf, '}')
}

// value writes a data value. Values that are not JSON data (which the
// compiler converts before they reach the catalog) are written as strings.
func (e *enc) value(depth int, v values.Value) {
	switch x := v.(type) {
	case nil:
		e.buf = append(e.buf, "null"...)
	case bool:
		if x {
			e.buf = append(e.buf, "true"...)
		} else {
			e.buf = append(e.buf, "false"...)
		}
	case int64:
		e.buf = strconv.AppendInt(e.buf, x, 10)
	case int:
		e.buf = strconv.AppendInt(e.buf, int64(x), 10)
	case float64:
		e.buf = append(e.buf, values.FormatFloat(x)...)
	case string:
		e.buf = appendString(e.buf, x)
	case []values.Value:
		e.array(depth, len(x), func(i int) { e.value(depth+1, x[i]) })
	case *values.Hash:
		if x.Len() == 0 {
			e.buf = append(e.buf, "{}"...)
			return
		}
		e.buf = append(e.buf, '{')
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
		e.buf = append(e.buf, '}')
	case SensitiveData:
		e.buf = append(e.buf, '{')
		e.plainKey(depth+1, `"__ptype"`, true)
		e.buf = append(e.buf, `"Sensitive"`...)
		e.plainKey(depth+1, `"__pvalue"`, false)
		e.value(depth+1, x.Value)
		e.nl(depth)
		e.buf = append(e.buf, '}')
	default:
		e.buf = appendString(e.buf, values.ToString(v))
	}
}

const hexDigits = "0123456789abcdef"

// jsonSafe marks the bytes that are copied as they are without further
// checks: printable ASCII but `"` and `\`.
var jsonSafe = func() (t [256]bool) {
	for i := 0x20; i < utf8.RuneSelf; i++ {
		t[i] = i != '"' && i != '\\'
	}
	return
}()

// appendString appends s as a JSON string the way Ruby's JSON generator
// does: `"` and `\` escaped, control characters as \b \f \n \r \t or
// \u00XX, everything else (including non-ASCII and `/`) verbatim. Invalid
// UTF-8 is replaced by U+FFFD. Runs of plain bytes are copied at once.
//
// Most strings of a catalog (tags, names, titles, paths) are short and
// plain: they are checked a word at a time and copied in one append.
func appendString(b []byte, s string) []byte {
	if i := plainPrefix(s); i < len(s) {
		// appendEscaped goes on from where the scan stopped: the bytes
		// before i are not scanned twice.
		return appendEscaped(b, s, i)
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// plainPrefix returns len(s) when s needs no escaping (no byte >= 0x80,
// none below 0x20, no '"' or '\\'), else the length of a prefix of s known
// to need none (at most the position of the first byte that does). It
// checks sixteen, eight or four bytes at a time (the last word overlapping
// the one before).
func plainPrefix(s string) int {
	n := len(s)
	if n < 4 {
		for i := 0; i < n; i++ {
			if !jsonSafe[s[i]] {
				return i
			}
		}
		return n
	}
	p := unsafe.Slice(unsafe.StringData(s), n)
	if n < 8 {
		if plain4(binary.LittleEndian.Uint32(p)) && plain4(binary.LittleEndian.Uint32(p[n-4:])) {
			return n
		}
		return 0
	}
	i := 0
	// Two words per test: a file's text is most of a catalog's bytes.
	for ; i+16 <= n; i += 16 {
		if (escapeBits(binary.LittleEndian.Uint64(p[i:]))|escapeBits(binary.LittleEndian.Uint64(p[i+8:])))&highs != 0 {
			break
		}
	}
	for ; i+8 <= n; i += 8 {
		if !plain8(binary.LittleEndian.Uint64(p[i:])) {
			return i
		}
	}
	if n%8 == 0 || plain8(binary.LittleEndian.Uint64(p[n-8:])) {
		return n
	}
	return i
}

// plain8 reports whether none of x's eight bytes needs escaping. While no
// byte of x is 0x80 or above (none of q's or bs's then either), the high
// bit of a byte of x-0x2020..., q-0x0101... or bs-0x0101... is set only
// where that byte is below 0x20, '"' or '\\', or where a borrow came from
// the byte below, which happens only when that byte is one of those: so x
// ORed with the three differences has a high bit set exactly when some
// byte needs escaping or is not ASCII.
func plain8(x uint64) bool { return escapeBits(x)&highs == 0 }

// escapeBits is x ORed with the three differences (see plain8): only its
// high bits mean something.
func escapeBits(x uint64) uint64 {
	q := x ^ (ones * '"')
	bs := x ^ (ones * '\\')
	return x | (x - ones*0x20) | (q - ones) | (bs - ones)
}

func plain4(x uint32) bool {
	const ones4, highs4 = 0x01010101, 0x80808080
	q := x ^ (ones4 * '"')
	bs := x ^ (ones4 * '\\')
	return (x|(x-ones4*0x20)|(q-ones4)|(bs-ones4))&highs4 == 0
}

// appendEscaped is appendString for a string that needs escapes (its
// bytes before i are plain).
func appendEscaped(b []byte, s string, i int) []byte {
	b = append(b, '"')
	start := 0
	p := unsafe.Slice(unsafe.StringData(s), len(s))
	for i < len(s) {
		// Eight plain bytes at a time.
		for ; i+8 <= len(s); i += 8 {
			if !plain8(binary.LittleEndian.Uint64(p[i:])) {
				break
			}
		}
		if i >= len(s) {
			break
		}
		c := s[i]
		if jsonSafe[c] {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			b = append(b, s[start:i]...)
			switch c {
			case '"':
				b = append(b, `\"`...)
			case '\\':
				b = append(b, `\\`...)
			case '\n':
				b = append(b, `\n`...)
			case '\r':
				b = append(b, `\r`...)
			case '\t':
				b = append(b, `\t`...)
			case '\b':
				b = append(b, `\b`...)
			case '\f':
				b = append(b, `\f`...)
			default:
				b = append(b, `\u00`...)
				b = append(b, hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, "\ufffd"...)
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
)
