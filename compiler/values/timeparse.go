package values

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// A Go port of Ruby's Date._strptime (the date gem 3.2.2 of Ruby 3.1),
// which Puppet's Timestamp.parse calls for every format it tries, and of
// Date's zone-name rules (date_zone_to_diff), which Puppet uses for the
// timezone argument of Timestamp() and strftime(). Ruby's rules are kept
// to the letter, odd ones included, because a format that parses in
// Puppet must parse the same way here:
//   - a conversion reads as many digits as its field may have (%d two,
//     %Y four when a number follows in the format, else any number);
//   - whitespace in the format matches any run of whitespace (or none);
//   - an unknown conversion "%q" matches the text "%q";
//   - there are no widths or flags: "%-d" matches the text "%-" then "d";
//   - text after the last conversion is reported as :leftover, which
//     Puppet treats as a failure.
// testdata/strptime/record.rb records Ruby's answers; TestStrptimeOracle
// compares.

// strptimeVal is one value of the hash Date._strptime returns: an
// Integer, a Rational (num/den), a String or nil.
type strptimeVal struct {
	kind byte // 'i', 'r', 's', 'n' (nil)
	num  int64
	den  int64
	str  string
	// big: the number did not fit in an int64 (Ruby makes a Bignum).
	big bool
}

type strptimeEntry struct {
	key string
	val strptimeVal
}

// strptimeHash is Date._strptime's result, in Ruby's insertion order.
type strptimeHash struct {
	entries []strptimeEntry
	fail    bool
}

func (h *strptimeHash) set(k string, v strptimeVal) {
	for i := range h.entries {
		if h.entries[i].key == k {
			h.entries[i].val = v
			return
		}
	}
	h.entries = append(h.entries, strptimeEntry{k, v})
}

func (h *strptimeHash) get(k string) (strptimeVal, bool) {
	for _, e := range h.entries {
		if e.key == k {
			return e.val, true
		}
	}
	return strptimeVal{}, false
}

func (h *strptimeHash) del(k string) {
	for i, e := range h.entries {
		if e.key == k {
			h.entries = append(h.entries[:i], h.entries[i+1:]...)
			return
		}
	}
}

// has is Hash#include?.
func (h *strptimeHash) has(k string) bool {
	_, ok := h.get(k)
	return ok
}

func intVal(n int64) strptimeVal { return strptimeVal{kind: 'i', num: n} }

// Strptime is Date._strptime(str, format): the fields read, in Ruby's
// order, or ok false where Ruby answers nil.
func strptime(str, format string) (*strptimeHash, bool) {
	// room for the fields of a full date and time, zone and fraction.
	h := &strptimeHash{entries: make([]strptimeEntry, 0, 10)}
	si := strptimeInternal(str, format, h)
	if len(str) > si {
		h.set("leftover", strptimeVal{kind: 's', str: str[si:]})
	}
	if h.fail {
		return nil, false
	}
	if cent, ok := h.get("_cent"); ok {
		for _, k := range []string{"cwyear", "year"} {
			if y, ok := h.get(k); ok {
				h.set(k, addInts(y, mulInt(cent, 100)))
			}
		}
		h.del("_cent")
	}
	if merid, ok := h.get("_merid"); ok {
		if hr, ok := h.get("hour"); ok {
			h.set("hour", intVal(hr.num%12+merid.num))
		}
		h.del("_merid")
	}
	return h, true
}

func mulInt(v strptimeVal, m int64) strptimeVal {
	r := v
	r.num = v.num * m
	if v.num != 0 && (r.num/m != v.num) {
		r.big = true
	}
	return r
}

func addInts(a, b strptimeVal) strptimeVal {
	r := intVal(a.num + b.num)
	r.big = a.big || b.big || (b.num > 0 && r.num < a.num) || (b.num < 0 && r.num > a.num)
	return r
}

// at is C's str[i] on a NUL-terminated string.
func at(s string, i int) byte {
	if i < len(s) {
		return s[i]
	}
	return 0
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// isCSpace is C's isspace in the "C" locale.
func isCSpace(c byte) bool {
	return c == ' ' || c >= '\t' && c <= '\r'
}

// numPatternP tells whether the format at s begins with something that
// reads digits, so a number before it must stop at its field's width.
func numPatternP(s string) bool {
	c := at(s, 0)
	if isDigitByte(c) {
		return true
	}
	if c == '%' {
		i := 1
		if at(s, i) == 'E' || at(s, i) == 'O' {
			i++
		}
		c = at(s, i)
		if c != 0 && (strings.IndexByte("CDdeFGgHIjkLlMmNQRrSsTUuVvWwXxYy", c) >= 0 || isDigitByte(c)) {
			return true
		}
	}
	return false
}

// readDigits reads at most width digits at s[0:]; n is their value and
// l how many were read (0: none).
func readDigits(s string, width int) (n strptimeVal, l int) {
	for l < len(s) && isDigitByte(s[l]) {
		l++
	}
	if l == 0 {
		return n, 0
	}
	if width < l {
		l = width
	}
	n.kind = 'i'
	for i := 0; i < l; i++ {
		d := int64(s[i] - '0')
		if n.num > (1<<63-1-d)/10 {
			n.big = true
			continue
		}
		n.num = n.num*10 + d
	}
	return n, l
}

const maxWidth = 1 << 30

var (
	dayNames   = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"}
	monthNames = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
		"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	meridNames = []string{"am", "pm", "a.m.", "p.m."}
	// strptimeZoneRx is what %z and %Z read: a numeric offset, a
	// Windows-style "... Standard Time", or a word (with " dst").
	strptimeZoneRx = lazyre.New(`(?i)\A((?:gmt|utc?)?[-+]\d+(?:[,.:]\d+(?::\d+)?)?|[[:alpha:].\s]+(?:standard|daylight)\s+time\b|[[:alpha:]]+(?:\s+dst)?\b)`)
)

// strptimeField is a conversion that reads a number of at most width
// digits in lo..hi into key; space: a leading space allows one digit;
// century: a two-digit year that also sets the century (1969-2068).
type strptimeField struct {
	key            string
	width          int
	lo, hi         int64
	space, century bool
}

var (
	strptimeNumbers = map[byte]strptimeField{
		'd': {"mday", 2, 1, 31, true, false}, 'e': {"mday", 2, 1, 31, true, false},
		'H': {"hour", 2, 0, 24, true, false}, 'k': {"hour", 2, 0, 24, true, false},
		'I': {"hour", 2, 1, 12, true, false}, 'l': {"hour", 2, 1, 12, true, false},
		'j': {"yday", 3, 1, 366, false, false}, 'M': {"min", 2, 0, 59, false, false},
		'm': {"mon", 2, 1, 12, false, false}, 'S': {"sec", 2, 0, 60, false, false},
		'U': {"wnum0", 2, 0, 53, false, false}, 'W': {"wnum1", 2, 0, 53, false, false},
		'u': {"cwday", 1, 1, 7, false, false}, 'V': {"cweek", 2, 1, 53, false, false},
		'w': {"wday", 1, 0, 6, false, false},
		'g': {"cwyear", 2, 0, 99, false, true}, 'y': {"year", 2, 0, 99, false, true},
	}
	// strptimeComposites are the conversions that stand for a format.
	strptimeComposites = map[byte]string{
		'c': "%a %b %e %H:%M:%S %Y", 'D': "%m/%d/%y", 'x': "%m/%d/%y", 'F': "%Y-%m-%d",
		'n': " ", 't': " ", 'R': "%H:%M", 'r': "%I:%M:%S %p", 'T': "%H:%M:%S", 'X': "%H:%M:%S",
		'v': "%e-%b-%Y", '+': "%a %b %e %H:%M:%S %Z %Y",
	}
)

// matchName reads the first of names that str has at *si, in any case.
func matchName(str string, si *int, names []string) (int, bool) {
	for i, name := range names {
		if hasPrefixFold(str[min(*si, len(str)):], name) {
			*si += len(name)
			return i, true
		}
	}
	return 0, false
}

// hasPrefixFold is strncasecmp(name, s, len(name)) == 0: ASCII letters
// only fold (strings.EqualFold would also take "ſ" for "s").
func hasPrefixFold(s, name string) bool {
	if len(s) < len(name) {
		return false
	}
	for i := 0; i < len(name); i++ {
		a, b := s[i], name[i]
		if a|0x20 >= 'a' && a|0x20 <= 'z' {
			a |= 0x20
		}
		if b|0x20 >= 'a' && b|0x20 <= 'z' {
			b |= 0x20
		}
		if a != b {
			return false
		}
	}
	return true
}

// strptimeInternal reads str with fmt into h and returns how much of str
// it read; a failure sets h.fail.
func strptimeInternal(str, fmt string, h *strptimeHash) int {
	si, fi := 0, 0
	fail := func() int {
		h.fail = true
		return 0
	}
	// recur reads a composite conversion's own format.
	recur := func(sub string) bool {
		var tail string
		if si <= len(str) {
			tail = str[si:]
		}
		l := strptimeInternal(tail, sub, h)
		if h.fail {
			return false
		}
		si += l
		return true
	}
	// digits reads a number of at most w digits; false when none.
	digits := func(w int) (strptimeVal, bool) {
		var tail string
		if si <= len(str) {
			tail = str[si:]
		}
		n, l := readDigits(tail, w)
		if l == 0 {
			return n, false
		}
		si += l
		return n, true
	}
	inRange := func(n strptimeVal, a, b int64) bool {
		return !n.big && n.num >= a && n.num <= b
	}
	for fi < len(fmt) {
		c := fmt[fi]
		if isCSpace(c) {
			for isCSpace(at(str, si)) {
				si++
			}
			fi++
			continue
		}
		if c != '%' {
			if at(str, si) != c {
				return fail()
			}
			si++
			fi++
			continue
		}
		// a conversion: fi moves to its letter (past E, O and colons).
		fi++
		c = at(fmt, fi)
		if (c == 'E' && at(fmt, fi+1) != 0 && strings.IndexByte("cCxXyY", at(fmt, fi+1)) >= 0) ||
			(c == 'O' && at(fmt, fi+1) != 0 && strings.IndexByte("deHImMSuUVwWy", at(fmt, fi+1)) >= 0) {
			fi++
			c = at(fmt, fi)
		} else if c == 'E' || c == 'O' {
			// not a modifier: the '%' is an ordinary character.
			fi--
			if at(str, si) != '%' {
				return fail()
			}
			si++
			fi++
			continue
		} else if c == ':' {
			matched := false
			for i, p := range []string{":z", "::z", ":::z"} {
				if strings.HasPrefix(fmt[fi:], p) {
					fi += i + 1
					c = at(fmt, fi)
					matched = true
					break
				}
			}
			if !matched {
				return fail()
			}
		}
		next := ""
		if fi+1 <= len(fmt) {
			next = fmt[fi+1:]
		}
		numNext := numPatternP(next)
		if f, ok := strptimeNumbers[c]; ok {
			w := f.width
			if f.space && at(str, si) == ' ' {
				// " 5" for %e, %k, %l (and %d, %H, %I): one digit.
				si++
				w = 1
			}
			n, ok := digits(w)
			if !ok || !inRange(n, f.lo, f.hi) {
				return fail()
			}
			h.set(f.key, n)
			if f.century && !h.has("_cent") {
				h.set("_cent", intVal(centuryOf(n.num)))
			}
			fi++
			continue
		}
		if sub, ok := strptimeComposites[c]; ok {
			if !recur(sub) {
				return 0
			}
			fi++
			continue
		}
		switch c {
		case 'A', 'a':
			i, ok := matchName(str, &si, dayNames)
			if !ok {
				return fail()
			}
			h.set("wday", intVal(int64(i%7)))
		case 'B', 'b', 'h':
			i, ok := matchName(str, &si, monthNames)
			if !ok {
				return fail()
			}
			h.set("mon", intVal(int64(i%12+1)))
		case 'P', 'p':
			i, ok := matchName(str, &si, meridNames)
			if !ok {
				return fail()
			}
			h.set("_merid", intVal(int64(i%2*12)))
		case 'C', 'G', 'Y', 'L', 'N', 'Q', 's':
			// numbers that may be long (and signed, but for %C and %G):
			// with a number next in the format, at most their width.
			neg := false
			if s := at(str, si); (s == '-' && c != 'C' && c != 'G') || (s == '+' && strings.IndexByte("YLN", c) >= 0) {
				neg = s == '-'
				si++
			}
			w := maxWidth
			if numNext {
				switch c {
				case 'C':
					w = 2
				case 'G', 'Y':
					w = 4
				case 'L':
					w = 3
				case 'N':
					w = 9
				}
			}
			osi := si
			n, ok := digits(w)
			if !ok {
				return fail()
			}
			if neg {
				n.num = -n.num
			}
			switch c {
			case 'C':
				h.set("_cent", n)
			case 'G':
				h.set("cwyear", n)
			case 'Y':
				h.set("year", n)
			case 'L', 'N':
				h.set("sec_fraction", fraction(n, si-osi))
			case 'Q':
				h.set("seconds", reduced(n, 1000))
			case 's':
				h.set("seconds", n)
			}
		case 'Z', 'z':
			var tail string
			if si < len(str) {
				tail = str[si:]
			}
			// Ruby matches a US-ASCII copy (up to a NUL) in which no other
			// byte is a letter or a space: the zone ends before the first
			// one (Go's (?i) would also take "ſ" for "s").
			for i := 0; i < len(tail); i++ {
				if tail[i] == 0 || tail[i] >= 0x80 {
					tail = tail[:i]
					break
				}
			}
			m := strptimeZoneRx.FindStringSubmatchIndex(tail)
			if m == nil {
				return fail()
			}
			zone := tail[m[2]:m[3]]
			si += m[1]
			h.set("zone", strptimeVal{kind: 's', str: zone})
			h.set("offset", zoneToDiff(zone))
		case '%':
			if at(str, si) != '%' {
				return fail()
			}
			si++
		default:
			// "%q" matches the text "%q" (and a lone '%' at the end of the
			// format a '%' and whatever follows it).
			if at(str, si) != '%' {
				return fail()
			}
			si++
			if fi < len(fmt) && at(str, si) != fmt[fi] {
				return fail()
			}
			si++
		}
		fi++
	}
	return min(si, len(str)+1)
}

// centuryOf is the century %y and %g assume: 1969-2068.
func centuryOf(y int64) int64 {
	if y >= 69 {
		return 19
	}
	return 20
}

// fraction is Rational(n, 10**digits), reduced as Ruby reduces it.
func fraction(n strptimeVal, digits int) strptimeVal {
	if n.big || digits > 18 {
		// Beyond int64: keep the first 18 digits (nanoseconds need 9).
		r := strptimeVal{kind: 'r', num: n.num, den: 1, big: true}
		for i := 0; i < digits && i < 18; i++ {
			r.den *= 10
		}
		return r
	}
	den := int64(1)
	for i := 0; i < digits; i++ {
		den *= 10
	}
	return reduced(n, den)
}

func reduced(n strptimeVal, den int64) strptimeVal {
	g := gcd(abs(n.num), den)
	if g == 0 {
		g = 1
	}
	return strptimeVal{kind: 'r', num: n.num / g, den: den / g, big: n.big}
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// endsWithWord is date_parse.c's str_end_with_word: how many characters
// (w with the whitespace before it) end s, or 0.
func endsWithWord(s, w string) int {
	n := len(w)
	l := len(s)
	if l <= n || !isCSpace(s[l-n-1]) || !hasPrefixFold(s[l-n:], w) {
		return 0
	}
	n++
	for l > n && isCSpace(s[l-n-1]) {
		n++
	}
	return n
}

// shrinkSpace is date_parse.c's shrink_space: trailing whitespace is
// dropped and every other run of whitespace becomes one space.
func shrinkSpace(s string) string {
	var b strings.Builder
	sp := false
	for i := 0; i < len(s); i++ {
		if isCSpace(s[i]) {
			sp = true
			continue
		}
		if sp {
			b.WriteByte(' ')
		}
		sp = false
		b.WriteByte(s[i])
	}
	return b.String()
}

// zoneToDiff is Date's date_zone_to_diff: the offset from UTC in seconds
// of a zone name ("CET", "Eastern Standard Time", "cest dst") or offset
// ("+09:00", "-0500", "GMT+9", "+9.5"); nil when it is neither.
func zoneToDiff(zone string) strptimeVal {
	s := zone
	// the C code reads the string up to a NUL.
	if i := strings.IndexByte(s, 0); i >= 0 {
		s = s[:i]
	}
	dst := false
	if w := endsWithWord(s, "time"); w > 0 {
		t := s[:len(s)-w]
		if w2 := endsWithWord(t, "standard"); w2 > 0 {
			s = t[:len(t)-w2]
		} else if w2 := endsWithWord(t, "daylight"); w2 > 0 {
			s = t[:len(t)-w2]
			dst = true
		}
	} else if w := endsWithWord(s, "dst"); w > 0 {
		s = s[:len(s)-w]
		dst = true
	}
	if sh := shrinkSpace(s); len(sh) < len(s) && len(sh) > 0 && len(sh) <= maxZoneWordLength {
		s = sh
	}
	if len(s) > 0 && len(s) <= maxZoneWordLength {
		if off, ok := zoneTable[strings.ToLower(s)]; ok {
			if dst {
				off += 3600
			}
			return intVal(int64(off))
		}
	}
	if len(s) > 3 && (hasPrefixFold(s, "gmt") || hasPrefixFold(s, "utc")) {
		s = s[3:]
	}
	if len(s) == 0 || (s[0] != '+' && s[0] != '-') {
		return strptimeVal{kind: 'n'}
	}
	neg := s[0] == '-'
	s = s[1:]
	l := len(s)
	hour, p := strtoul(s)
	var mi, sec int64
	switch {
	case at(s, p) == ':':
		s = s[p+1:]
		mi, p = strtoul(s)
		if at(s, p) == ':' {
			s = s[p+1:]
			sec, _ = strtoul(s)
		}
	case at(s, p) == ',' || at(s, p) == '.':
		frac := s[p+1:]
		f, e := strtoul(frac)
		num := f * 3600
		if neg {
			hour, num = -hour, -num
		}
		den := int64(1)
		for i := 0; i < e; i++ {
			den *= 10
		}
		r := reduced(intVal(hour*3600*den+num), den)
		return r
	case l > 2:
		odd := l % 2
		hour = scanDigits(s, 0, 2-odd)
		if l >= 3 {
			mi = scanDigits(s, 2-odd, 2)
		}
		if l >= 5 {
			sec = scanDigits(s, 4-odd, 2)
		}
	}
	sec += mi*60 + hour*3600
	if neg {
		sec = -sec
	}
	return intVal(sec)
}

// strtoul reads leading decimal digits (C's strtoul after a sign was
// taken off): the value and how many bytes it read.
func strtoul(s string) (int64, int) {
	var n int64
	i := 0
	for i < len(s) && isDigitByte(s[i]) {
		if n < 1e15 {
			n = n*10 + int64(s[i]-'0')
		}
		i++
	}
	return n, i
}

// scanDigits is ruby_scan_digits(&s[from], n, 10): up to n digits.
func scanDigits(s string, from, n int) int64 {
	var v int64
	for i := from; i < from+n && i < len(s) && isDigitByte(s[i]); i++ {
		v = v*10 + int64(s[i]-'0')
	}
	return v
}

// zoneOffsetNanos is the offset of a zone value in nanoseconds (floor).
func (v strptimeVal) ratio() *big.Rat {
	switch v.kind {
	case 'i':
		return new(big.Rat).SetInt64(v.num)
	case 'r':
		return big.NewRat(v.num, v.den)
	}
	return nil
}

// inspect is how the oracle recording writes a value: "42", "r:1/2",
// "s:text" or "nil".
func (v strptimeVal) inspect() string {
	switch v.kind {
	case 'i':
		return strconv.FormatInt(v.num, 10)
	case 'r':
		return "r:" + strconv.FormatInt(v.num, 10) + "/" + strconv.FormatInt(v.den, 10)
	case 's':
		return "s:" + v.str
	}
	return "nil"
}
