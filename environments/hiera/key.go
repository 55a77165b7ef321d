package hiera

import (
	"fmt"
	"math"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// A lookup key is a root key with optional segments that dig into the
// found value: "ntp::servers", "users.alice.uid", 'nested."dotted.key"',
// "list.0". Puppet's LookupKey and SubLookup (split_key, sub_lookup) are
// followed exactly, quirks included.

// Key is a parsed lookup key.
type Key struct {
	// Text is the key as given.
	Text string
	// Root is the first segment: the key bound in the data.
	Root string
	// Module is the part of Root before its first "::" ("" when Root is
	// not qualified).
	Module string
	// Segments dig into the value found for Root: strings index hashes,
	// int64s index arrays (or hashes with integer keys).
	Segments []values.Value
}

// ParseKey splits a lookup key. A malformed key ("a..b", ".a") is an error
// "Syntax error in key: 'a..b'".
func ParseKey(text string) (*Key, error) {
	if simpleKey(text) {
		// One segment: splitKey's answer without its slice.
		k := &Key{Text: text, Root: text}
		if i := strings.Index(text, "::"); i >= 0 {
			k.Module = text[:i]
		}
		return k, nil
	}
	segs, ok := splitKey(text)
	if !ok {
		return nil, lookupErrorf("Syntax error in key: '%s'", text)
	}
	root, _ := segs[0].(string)
	if _, isString := segs[0].(string); !isString {
		// A first segment that is a number ("0.a") is still the root key
		// as a string in Puppet (root_key is the segment itself, an
		// Integer, which no data hash binds).
		root = fmt.Sprint(segs[0])
	}
	k := &Key{Text: text, Root: root}
	if i := strings.Index(root, "::"); i >= 0 {
		k.Module = root[:i]
	}
	if len(segs) > 1 {
		k.Segments = segs[1:]
	}
	return k, nil
}

// String returns the key as given.
func (k *Key) String() string { return k.Text }

// simpleKey reports whether a key is one segment (no dot, no quote), as
// class parameters' keys are.
func simpleKey(key string) bool { return !strings.ContainsAny(key, `'".`) }

// splitKey is Puppet's SubLookup#split_key: segments separated by '.',
// each may be quoted with ' or "; unquoted all-digit segments are
// integers. ok is false for a syntax error.
func splitKey(key string) ([]values.Value, bool) {
	if simpleKey(key) {
		return []values.Value{key}, true
	}
	// Ruby's key.split(/(\s*"[^"]+"\s*|\s*'[^']+'\s*|[^'".]+)/): the
	// text between matches, interleaved with the captured matches,
	// trailing empty strings dropped.
	var parts []string
	last := 0
	for i := 0; i < len(key); {
		j := keySegmentAt(key, i)
		if j < 0 {
			i++
			continue
		}
		parts = append(parts, key[last:i], key[i:j])
		last, i = j, j
	}
	parts = append(parts, key[last:])
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) == 0 || parts[0] != "" {
		return nil, false
	}
	parts = parts[1:]
	count := len(parts)
	if count == 0 {
		return nil, false
	}
	var segs []string
	for _, p := range parts {
		if p != "." {
			segs = append(segs, p)
		}
	}
	if len(segs)*2 != count+1 {
		return nil, false
	}
	out := make([]values.Value, len(segs))
	for i, s := range segs {
		s = rubyStrip(s)
		switch {
		case strings.HasPrefix(s, `"`) || strings.HasPrefix(s, `'`):
			out[i] = s[1 : len(s)-1]
		case isIntSegment(s):
			out[i] = rubyToI(s)
		default:
			out[i] = s
		}
	}
	return out, true
}

// rubyRegexpSpace is \s in a Ruby regexp.
func rubyRegexpSpace(c byte) bool {
	return c == ' ' || (c >= '\t' && c <= '\r')
}

// keySegmentAt is where a match of split_key's pattern starting at i
// ends (-1 for none): \s*"[^"]+"\s* | \s*'[^']+'\s* | [^'".]+, tried in
// that order.
func keySegmentAt(s string, i int) int {
	j := i
	for j < len(s) && rubyRegexpSpace(s[j]) {
		j++
	}
	if j < len(s) && (s[j] == '"' || s[j] == '\'') {
		q := s[j]
		if k := strings.IndexByte(s[j+1:], q); k > 0 {
			end := j + 1 + k + 1
			for end < len(s) && rubyRegexpSpace(s[end]) {
				end++
			}
			return end
		}
	}
	j = i
	for j < len(s) && s[j] != '\'' && s[j] != '"' && s[j] != '.' {
		j++
	}
	if j > i {
		return j
	}
	return -1
}

// isIntSegment is Ruby's segment =~ /^(:?[+-]?[0-9]+)$/ (a line of the
// segment is an optional ':', an optional sign and digits).
func isIntSegment(s string) bool {
	for _, line := range strings.Split(s, "\n") {
		l := strings.TrimPrefix(line, ":")
		if l != "" && (l[0] == '+' || l[0] == '-') {
			l = l[1:]
		}
		if l == "" {
			continue
		}
		digits := true
		for k := 0; k < len(l); k++ {
			if l[k] < '0' || l[k] > '9' {
				digits = false
				break
			}
		}
		if digits {
			return true
		}
	}
	return false
}

// rubySpace is what Ruby's String#strip removes: NUL and ASCII white space.
func rubySpace(c byte) bool {
	return c == 0 || c == ' ' || (c >= '\t' && c <= '\r')
}

// rubyStrip is Ruby's String#strip.
func rubyStrip(s string) string {
	i, j := 0, len(s)
	for i < j && rubySpace(s[i]) {
		i++
	}
	for j > i && rubySpace(s[j-1]) {
		j--
	}
	return s[i:j]
}

// rubyToI is Ruby's String#to_i: leading white space, a sign, digits
// (underscores between them); anything else ends the number. Values beyond
// 64 bits saturate (no array is that long, and no hash key that large is
// found either way).
func rubyToI(s string) int64 {
	i := 0
	for i < len(s) && (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r')) {
		i++
	}
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	var n uint64
	over := false
	prevDigit := false
	for ; i < len(s); i++ {
		c := s[i]
		if c == '_' && prevDigit && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
			prevDigit = false
			continue
		}
		if c < '0' || c > '9' {
			break
		}
		prevDigit = true
		if n > (math.MaxUint64-9)/10 {
			over = true
			continue
		}
		n = n*10 + uint64(c-'0')
	}
	if over || n > math.MaxInt64 {
		if neg {
			return math.MinInt64
		}
		return math.MaxInt64
	}
	if neg {
		return -int64(n)
	}
	return int64(n)
}

// errNoSuchKey signals that a segment did not find a value (Puppet's
// throw :no_such_key).
type digResult int

const (
	digFound digResult = iota
	digNotFound
)

// dig is Puppet's SubLookup#sub_lookup: it follows segs into v. key is
// the key being looked up (for the error message).
func dig(key string, segs []values.Value, v values.Value, inv *invocation) (values.Value, bool, error) {
	if len(segs) == 0 {
		return v, true, nil
	}
	if inv.ex != nil {
		inv.ex.push(&explainNode{kind: exSubLookup, segments: segs})
	}
	defer inv.pop()
	for _, seg := range segs {
		if inv.ex != nil {
			inv.ex.push(&explainNode{kind: exSegment})
		}
		if v == nil {
			inv.notFound(segText(seg))
			inv.pop()
			return nil, false, nil
		}
		if i, isInt := seg.(int64); isInt {
			if a, isArray := v.([]values.Value); isArray {
				if i < 0 || i >= int64(len(a)) {
					inv.notFound(segText(seg))
					inv.pop()
					return nil, false, nil
				}
				v = a[i]
				inv.found(segText(seg), v)
				inv.pop()
				continue
			}
		}
		h, isHash := v.(*values.Hash)
		if !isHash {
			inv.pop()
			return nil, false, digTypeError(key, seg, v)
		}
		nv, ok := h.Get(seg)
		if !ok {
			inv.notFound(segText(seg))
			inv.pop()
			return nil, false, nil
		}
		v = nv
		inv.found(segText(seg), v)
		inv.pop()
	}
	return v, true, nil
}

// digTypeError is the error of digging into a value that is not a hash
// (an array only takes integer segments).
func digTypeError(key string, seg, v values.Value) error {
	if _, isInt := v.(int64); isInt {
		// Ruby Integers respond to [] (bit reference), pass Puppet's check
		// and then fail on include?.
		return &Error{Message: fmt.Sprintf("undefined method `include?' for %s:Integer", values.ToString(v))}
	}
	return lookupErrorf("Data Provider type mismatch: Got %s when a hash-like object was expected to access value using '%s' from key '%s'",
		values.RubyClass(v), segText(seg), key)
}

// segText is a segment as Ruby's to_s prints it.
func segText(seg values.Value) string {
	if s, ok := seg.(string); ok {
		return s
	}
	return fmt.Sprint(seg)
}
