package eval

import (
	"encoding/binary"
	"runtime"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/util/convertutf"
	"github.com/punch-dev/punch/compiler/values"
)

// checkUTF8 fails a compiled catalog holding a string that is not valid
// UTF-8, as Puppet does: Puppet compiles such a catalog, but writing it as
// JSON (catalog_format 2 without rich data: the catalogs agents get and the
// ones `puppet catalog` prints) fails in the json gem (2.6), so the node gets
// no catalog. The strings are visited in the order the JSON is written, so
// the first bad one gives the gem's message for it. It runs once where a
// compile hands its catalog out (compile, serve and diff alike), not in the
// encoder: utf8.ValidString is all a good catalog costs.
func checkUTF8(cat *catalog.Catalog) error {
	var c utf8Checker
	c.strs(cat.Tags)
	c.str(cat.Name)
	if cat.VersionText != nil {
		c.str(*cat.VersionText)
	}
	if cat.CodeID != nil {
		c.str(*cat.CodeID)
	}
	c.str(cat.Environment)
	if c.msg == "" {
		c.msg = checkResourcesUTF8(cat.Resources)
	}
	for _, e := range cat.Edges {
		c.str(e.Source)
		c.str(e.Target)
	}
	c.strs(cat.Classes)
	if c.msg == "" {
		return nil
	}
	return &Error{Message: c.msg}
}

// CheckUTF8 is the "check UTF-8" stage of a compile that left it to its
// caller (Request.DeferUTF8Check): the stage's error, nil when every string
// of cat is UTF-8.
func CheckUTF8(cat *catalog.Catalog) error { return checkUTF8(cat) }

// parallelUTF8Min is the number of resources from which checkUTF8 looks at
// the resources in parallel pieces (a 10,000-resource catalog took 3-4 ms
// on one core).
const parallelUTF8Min = 2048

// checkResourcesUTF8 is checkUTF8 for the resources: the message for the
// first bad string, "" when all are good. A big catalog is checked in one
// piece per CPU (at most 4); the first piece with a bad string gives the
// message, as a check in order would.
func checkResourcesUTF8(rs []*catalog.Resource) string {
	n := min(runtime.GOMAXPROCS(0), 4)
	if len(rs) < parallelUTF8Min || n < 2 {
		return resourcesUTF8(rs)
	}
	msgs := make([]string, n)
	var wg sync.WaitGroup
	for i := range n {
		piece := rs[i*len(rs)/n : (i+1)*len(rs)/n]
		wg.Add(1)
		go func() {
			defer wg.Done()
			msgs[i] = resourcesUTF8(piece)
		}()
	}
	wg.Wait()
	for _, m := range msgs {
		if m != "" {
			return m
		}
	}
	return ""
}

func resourcesUTF8(rs []*catalog.Resource) string {
	var c utf8Checker
	for _, r := range rs {
		if resourceASCII(r) {
			continue
		}
		c.str(r.Type)
		c.str(r.Title)
		c.strs(r.Tags)
		c.str(r.File)
		for i := range r.Params {
			c.str(r.Params[i].Name)
			c.value(r.Params[i].Value)
		}
		c.strs(r.Sensitive)
		if c.msg != "" {
			break
		}
	}
	return c.msg
}

// resourceASCII reports whether every string of r is ASCII (and so valid):
// the bytes of all its strings are or-ed together a word at a time, with
// no test per string. A resource with a byte >= 0x80 somewhere (or a value
// of another kind) is checked string by string.
func resourceASCII(r *catalog.Resource) bool {
	x := orWords(r.Type) | orWords(r.Title) | orWords(r.File)
	for _, t := range r.Tags {
		x |= orWords(t)
	}
	for _, t := range r.Sensitive {
		x |= orWords(t)
	}
	for i := range r.Params {
		x |= orWords(r.Params[i].Name)
		switch v := r.Params[i].Value.(type) {
		case string:
			x |= orWords(v)
		case nil, bool, int64, int, float64:
		case []values.Value:
			for _, e := range v {
				switch e := e.(type) {
				case string:
					x |= orWords(e)
				case nil, bool, int64, int, float64:
				default:
					return false
				}
			}
		default:
			return false
		}
	}
	return x&highs == 0
}

const highs = 0x8080808080808080

// orWords returns the bytes of s or-ed together a word at a time (the last
// word overlapping the one before): s is ASCII when no high bit is set.
func orWords(s string) uint64 {
	n := len(s)
	p := unsafe.Slice(unsafe.StringData(s), n)
	switch {
	case n >= 8:
		x := binary.LittleEndian.Uint64(p[n-8:])
		for i := 0; i < n-8; i += 8 {
			x |= binary.LittleEndian.Uint64(p[i:])
		}
		return x
	case n >= 4:
		return uint64(binary.LittleEndian.Uint32(p) | binary.LittleEndian.Uint32(p[n-4:]))
	case n > 0:
		// Positions 0, n/2 and n-1 cover every byte of 1 to 3.
		return uint64(p[0] | p[n/2] | p[n-1])
	}
	return 0
}

// utf8Checker keeps the json gem's message for the first string that is not
// UTF-8; later strings are not looked at.
type utf8Checker struct{ msg string }

func (c *utf8Checker) str(s string) {
	if c.msg == "" && orWords(s)&highs != 0 && !utf8.ValidString(s) {
		c.msg = jsonGemUTF8Error(s)
	}
}

func (c *utf8Checker) strs(ss []string) {
	for _, s := range ss {
		c.str(s)
	}
}

// value visits the strings of a parameter value as the encoder writes them
// (see catalog.Resource.Params for the kinds of values).
func (c *utf8Checker) value(v values.Value) {
	if c.msg != "" {
		return
	}
	switch x := v.(type) {
	case string:
		c.str(x)
	case []values.Value:
		for _, e := range x {
			c.value(e)
		}
	case *values.Hash:
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if ks, ok := k.(string); ok {
				c.str(ks)
			} else {
				c.str(values.ToString(k))
			}
			c.value(e)
		}
	case catalog.SensitiveData:
		c.value(x.Value)
	case nil, bool, int64, int, float64:
	default:
		c.str(values.ToString(v))
	}
}

// jsonGemUTF8Error is the message of the json gem 2.6's convert_UTF8_to_JSON
// for s, which is not valid UTF-8: at each byte that is not ASCII it takes
// the number of trailing bytes from the lead byte (trailingBytesForUTF8),
// fails when s ends before them, and otherwise checks the sequence with
// isLegalUTF8 (ConvertUTF.c).
func jsonGemUTF8Error(s string) string {
	for i := 0; i < len(s); {
		b := s[i]
		if b < 0x80 {
			i++
			continue
		}
		n := convertutf.Trailing(b)
		if i+n >= len(s) {
			return "partial character in source, but hit end"
		}
		if !convertutf.Legal(s[i : i+n+1]) {
			return "source sequence is illegal/malformed utf-8"
		}
		i += n + 1
	}
	// Not reached for a string utf8.ValidString rejects; kept total.
	return "source sequence is illegal/malformed utf-8"
}

// lowerName is strings.ToLower for names, which are mostly ASCII lower
// case already: that is checked eight bytes at a time (ToLower's own
// check takes a byte at a time, 290 instructions a class name).
func lowerName(s string) string {
	p := unsafe.Slice(unsafe.StringData(s), len(s))
	i := 0
	for ; i+8 <= len(p); i += 8 {
		if x := binary.LittleEndian.Uint64(p[i:]); x&highs != 0 {
			return strings.ToLower(s)
		} else if upperInASCIIWord(x) {
			return lowerASCII(s, i)
		}
	}
	for ; i < len(p); i++ {
		if b := p[i]; b >= 0x80 {
			return strings.ToLower(s)
		} else if 'A' <= b && b <= 'Z' {
			return lowerASCII(s, i)
		}
	}
	return s
}

// lowerASCII is strings.ToLower for a name with a capital at or after i
// and none before: eight bytes at a time when the rest is ASCII (type
// names and class references such as "File" or "Apache::Vhost" came to
// about 170 calls of strings.ToLower in a web compile, 0.1 M
// instructions), else strings.ToLower.
func lowerASCII(s string, i int) string {
	b := make([]byte, len(s))
	copy(b, s[:i]) // lower case ASCII
	for ; i+8 <= len(s); i += 8 {
		x := binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(s[i:]), 8))
		if x&highs != 0 {
			return strings.ToLower(s)
		}
		binary.LittleEndian.PutUint64(b[i:], x|capitalsInASCIIWord(x)>>2)
	}
	for ; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			return strings.ToLower(s)
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// upperInASCIIWord reports whether one of the eight bytes of x, none of
// them at or above 0x80, is an ASCII capital letter. With no byte at or
// above 0x80, adding 0x3f (0x80-'A') or 0x25 (0x80-'Z'-1) to each byte
// carries into no other: the high bit of the first sum is set from 'A'
// up, of the second from 'Z'+1 up.
func upperInASCIIWord(x uint64) bool { return capitalsInASCIIWord(x) != 0 }

// capitalsInASCIIWord has the high bit set of each byte of x, none of them
// at or above 0x80, that is an ASCII capital letter (see upperInASCIIWord);
// shifted right by two, it is the 0x20 that makes each of them lower case.
func capitalsInASCIIWord(x uint64) uint64 {
	const ones = 0x0101010101010101
	return (x + 0x3f*ones) &^ (x + 0x25*ones) & highs
}
