package values

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// Puppet's own format language for Timespans (Puppet::Pops::Time::
// Timespan::Format): %D days, %H hours, %M minutes, %S seconds, %L
// milliseconds, %N nanoseconds, each with an optional flag ('-' no
// padding, '_' space padding, '0' zero padding) and width; "%%" is a
// percent sign. The segment of highest magnitude counts the whole span
// (%H in "%H:%M" may be 36), the others their part. A format both prints
// (strftime) and parses (Timespan(string, format)).

// Nanoseconds in a unit of time, Puppet::Pops::Time's NSECS_PER_USEC ...
// NSECS_PER_DAY (a Timespan and a Timestamp count nanoseconds).
const (
	NsecsPerUsec = int64(1000)
	NsecsPerMsec = 1000 * NsecsPerUsec
	NsecsPerSec  = 1000 * NsecsPerMsec
	NsecsPerMin  = 60 * NsecsPerSec
	NsecsPerHour = 60 * NsecsPerMin
	NsecsPerDay  = 24 * NsecsPerHour
)

// spanSegment is one segment of a parsed Timespan format.
type spanSegment struct {
	kind     byte // 0 literal, or one of D H M S L N
	literal  string
	padchar  byte // 0 means none ('-' flag)
	width    int  // -1 when not given
	useTotal bool
}

// spanFormat is a compiled Timespan format.
type spanFormat struct {
	src  string
	segs []*spanSegment
	once sync.Once
	rx   *regexp.Regexp
}

// spanFormats caches compiled formats by their text, as Puppet's
// FormatParser does (a format is immutable once compiled). It keeps at
// most maxSpanFormats, so formats made from data cannot grow it without
// bound; others are compiled on each use.
var (
	spanFormats     sync.Map
	spanFormatCount atomic.Int32
)

const maxSpanFormats = 256

// DefaultTimespanFormats are the formats Timespan(string) tries in order.
var DefaultTimespanFormats = []string{"%D-%H:%M:%S.%-N", "%H:%M:%S.%-N", "%M:%S.%-N", "%S.%-N", "%D-%H:%M:%S", "%H:%M:%S", "%D-%H:%M", "%S"}

// parseSpanFormat is Puppet's Timespan FormatParser#parse_format.
func parseSpanFormat(f string) (*spanFormat, error) {
	if c, ok := spanFormats.Load(f); ok {
		return c.(*spanFormat), nil
	}
	var segs []*spanSegment
	const (
		stLiteral = iota
		stPad
		stWidth
	)
	highest := -1
	state := stLiteral
	var padchar byte = '0'
	width := -1
	fstart := 0
	runes := []rune(f)
	bad := func(pos int) error {
		return errorf("Bad format specifier '%s' in '%s', at position %d", string(runes[fstart:max(pos, fstart)]), f, pos)
	}
	appendLiteral := func(r rune) {
		if len(segs) > 0 && segs[len(segs)-1].kind == 0 {
			segs[len(segs)-1].literal += string(r)
			return
		}
		segs = append(segs, &spanSegment{literal: string(r)})
	}
	pos := -1
	for _, r := range runes {
		pos++
		if state == stLiteral {
			if r == '%' {
				state = stPad
				fstart = pos
				padchar = '0'
				width = -1
			} else {
				appendLiteral(r)
			}
			continue
		}
		switch r {
		case '%':
			appendLiteral(r)
			state = stLiteral
		case '-':
			if state != stPad {
				return nil, bad(pos)
			}
			padchar = 0
			state = stWidth
		case '_':
			if state != stPad {
				return nil, bad(pos)
			}
			padchar = ' '
			state = stWidth
		case 'D', 'H', 'M', 'S', 'L', 'N':
			k := byte(r)
			if o := strings.IndexByte("NLSMHD", k); o > highest {
				highest = o
			}
			segs = append(segs, &spanSegment{kind: k, padchar: padchar, width: width})
			state = stLiteral
		default:
			if r < '0' || r > '9' {
				return nil, bad(pos)
			}
			if state == stPad && r == '0' {
				padchar = '0'
			} else {
				n := int(r - '0')
				if width < 0 {
					width = n
				} else if width < 1<<20 {
					width = width*10 + n
				}
			}
			state = stWidth
		}
	}
	if state != stLiteral {
		return nil, bad(pos)
	}
	if highest >= 0 {
		kind := "NLSMHD"[highest]
		for _, s := range segs {
			if s.kind == kind {
				s.useTotal = true
				break
			}
		}
	}
	sf := &spanFormat{src: f, segs: segs}
	if spanFormatCount.Load() >= maxSpanFormats {
		return sf, nil
	}
	c, loaded := spanFormats.LoadOrStore(f, sf)
	if !loaded {
		spanFormatCount.Add(1)
	}
	return c.(*spanFormat), nil
}

func (s *spanSegment) defaultWidth() int {
	switch s.kind {
	case 'D':
		return 1
	case 'L':
		return 3
	case 'N':
		return 9
	}
	return 2
}

// Format is Timespan#format(format) (strftime on a Timespan).
func (t Timespan) Format(format string) (string, error) {
	sf, err := parseSpanFormat(format)
	if err != nil {
		return "", err
	}
	ns := int64(t)
	neg := ns < 0
	// total is |ns| (as an unsigned value, so the most negative span works).
	total := uint64(ns)
	if neg {
		total = -total
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for _, s := range sf.segs {
		var v uint64
		switch s.kind {
		case 0:
			b.WriteString(s.literal)
			continue
		case 'D':
			v = total / uint64(NsecsPerDay)
		case 'H':
			v = total / uint64(NsecsPerHour)
			if !s.useTotal {
				v %= 24
			}
		case 'M':
			v = total / uint64(NsecsPerMin)
			if !s.useTotal {
				v %= 60
			}
		case 'S':
			v = total / uint64(NsecsPerSec)
			if !s.useTotal {
				v %= 60
			}
		case 'L':
			v = total / 1e6
			if !s.useTotal {
				v %= 1000
			}
		case 'N':
			w := s.width
			if w < 0 {
				w = 9
			}
			v = total
			if w < 9 {
				v /= uint64(pow10(9 - w))
				if !s.useTotal {
					v %= uint64(pow10(w))
				}
			} else if !s.useTotal {
				v %= uint64(NsecsPerSec)
			}
		}
		w := s.width
		if w < 0 {
			w = s.defaultWidth()
		}
		str := strconv.FormatUint(v, 10)
		if s.kind == 'L' || s.kind == 'N' {
			// a fraction: trailing zeros dropped (unless zero padded),
			// and spaces after it rather than before.
			if !s.useTotal && s.padchar != '0' && v != 0 {
				str = strings.TrimRight(str, "0")
			}
			if s.padchar != 0 && len(str) < w {
				str += strings.Repeat(" ", w-len(str))
			}
			b.WriteString(str)
			continue
		}
		if s.padchar != 0 && len(str) < w {
			str = strings.Repeat(string(s.padchar), w-len(str)) + str
		}
		b.WriteString(str)
	}
	return b.String(), nil
}

func pow10(n int) int64 {
	r := int64(1)
	for ; n > 0; n-- {
		r *= 10
	}
	return r
}

// regexp is the expression Format#parse matches a string with.
func (sf *spanFormat) regexp() *regexp.Regexp {
	sf.once.Do(func() {
		var b strings.Builder
		b.WriteString(`\A-?`)
		for _, s := range sf.segs {
			if s.kind == 0 {
				b.WriteString("(" + regexp.QuoteMeta(s.literal) + ")")
				continue
			}
			dw := strconv.Itoa(s.defaultWidth())
			const space = `\t\n\v\f\r `
			if s.width < 0 {
				switch {
				case s.useTotal && s.padchar == ' ':
					b.WriteString(`[` + space + `]*([0-9]+)`)
				case s.useTotal:
					b.WriteString(`([0-9]+)`)
				case s.padchar == ' ':
					b.WriteString(`([0-9` + space + `]{1,` + dw + `})`)
				default:
					b.WriteString(`([0-9]{1,` + dw + `})`)
				}
				continue
			}
			w := strconv.Itoa(min(s.width, 1000))
			switch s.padchar {
			case 0:
				b.WriteString(`([0-9]{1,` + w + `})`)
			case '0':
				b.WriteString(`([0-9]{` + w + `})`)
			default:
				b.WriteString(`([0-9` + space + `]{` + w + `})`)
			}
		}
		b.WriteString(`\z`)
		// a format too big for Go's regexp engine (widths of thousands)
		// matches nothing.
		sf.rx, _ = regexp.Compile(b.String())
	})
	return sf.rx
}

// parse is Format#parse: the span str denotes, read with this format.
func (sf *spanFormat) parse(str string) (Timespan, error) {
	unable := func() error {
		return errorf("Unable to parse '%s' using format '%s'", str, sf.src)
	}
	rx := sf.regexp()
	if rx == nil {
		return 0, unable()
	}
	m := rx.FindStringSubmatch(str)
	if m == nil {
		return 0, unable()
	}
	total := new(big.Int)
	for i, g := range m[1:] {
		s := sf.segs[i]
		if s.kind == 0 {
			continue
		}
		g = strings.TrimLeft(g, "\x00\t\n\v\f\r ")
		if g == "" || strings.Trim(g, "0123456789") != "" {
			return 0, unable()
		}
		n, _ := new(big.Int).SetString(g, 10)
		switch s.kind {
		case 'L', 'N':
			// %L and %N read the digits after a decimal point.
			if s.useTotal {
				return 0, errorf("%s", "Format specifiers %L and %N denotes fractions and must be used together with a specifier of higher magnitude")
			}
			if p := 9 - len(g); p > 0 {
				n.Mul(n, big.NewInt(pow10(p)))
			}
		default:
			n.Mul(n, big.NewInt(map[byte]int64{'D': NsecsPerDay, 'H': NsecsPerHour, 'M': NsecsPerMin, 'S': NsecsPerSec}[s.kind]))
		}
		total.Add(total, n)
	}
	if strings.HasPrefix(str, "-") {
		total.Neg(total)
	}
	if !total.IsInt64() {
		return 0, errorf("Timespan '%s' is out of range: Punch holds Timespans of at most %d nanoseconds", str, int64(1<<63-1))
	}
	return Timespan(total.Int64()), nil
}

// ParseTimespan is Timespan.parse(str, formats): the first of the
// formats that reads str. One format reports its own failure; with
// several (single false), a format that does not read str is skipped,
// but an invalid one met before a match is an error, as in Puppet (which
// compiles each format outside its rescue).
func ParseTimespan(str string, formats []string, single bool) (Timespan, error) {
	if single && len(formats) == 1 {
		sf, err := parseSpanFormat(formats[0])
		if err != nil {
			return 0, err
		}
		return sf.parse(str)
	}
	for _, f := range formats {
		sf, err := parseSpanFormat(f)
		if err != nil {
			return 0, err
		}
		if t, err := sf.parse(str); err == nil {
			return t, nil
		}
	}
	return 0, errorf("Unable to parse '%s' using any of the formats %s", str, strings.Join(formats, ", "))
}
