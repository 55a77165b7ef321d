package rlib

import (
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// Date._parse: the fields Ruby's date_parse.c (date__parse) reads from
// free text by its sequence of patterns, each match blanked before the
// next pattern looks: a day name, a time with its zone, then the first
// date shape that matches (European "10 March 2024", American "Mar 10,
// 2024", ISO "2024-03-10", Japanese eras "H31.04.30", VMS "10-Mar-2024",
// "2024/03/10", "10.03.2024", ISO weeks and ordinals, "'99", a month name,
// "4th", digit runs "20240310"), then BC and a lone number. Date.parse
// completes them from today as rt_complete_frags does (dateFromFrags).

// dateFrags are the fields in the order Ruby's hash gets them.
type dateFrags struct {
	keys []string
	vals map[string]any // int64 / *big.Int, string (zone), *big.Rat (sec_fraction, offset), bool, nil
}

func newDateFrags() *dateFrags { return &dateFrags{vals: map[string]any{}} }

func (f *dateFrags) set(k string, v any) {
	if _, ok := f.vals[k]; !ok {
		f.keys = append(f.keys, k)
	}
	f.vals[k] = v
}

func (f *dateFrags) has(k string) bool { _, ok := f.vals[k]; return ok }

func (f *dateFrags) del(k string) any {
	v, ok := f.vals[k]
	if !ok {
		return nil
	}
	delete(f.vals, k)
	for i, x := range f.keys {
		if x == k {
			f.keys = append(f.keys[:i], f.keys[i+1:]...)
			break
		}
	}
	return v
}

// int is a field as an int64 (false when absent or too big).
func (f *dateFrags) int(k string) (int64, bool) {
	v, ok := f.vals[k].(int64)
	return v, ok
}

// toHash is Date._parse's Hash (Symbol keys).
func (f *dateFrags) toHash(in *ruby.Interp) *ruby.Hash {
	h := ruby.NewHash()
	for _, k := range f.keys {
		var v ruby.Value
		switch x := f.vals[k].(type) {
		case int64:
			v = x
		case *big.Int:
			v = x
		case string:
			v = ruby.NewString(x)
		case *big.Rat:
			v = in.NewRational(x)
		case bool:
			v = x
		}
		h.Set(ruby.Symbol(k), v)
	}
	return h
}

// strNum is str2num: a decimal Integer, with its sign.
func strNum(s string) any {
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n
	}
	b, ok := new(big.Int).SetString(strings.TrimPrefix(s, "+"), 10)
	if !ok {
		return int64(0)
	}
	return b
}

const abbrMonths = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"

func monNum(s string) int64 {
	return int64(strings.Index(abbrMonths, strings.ToLower(s[:3]))/4 + 1)
}

func dayNum(s string) int64 {
	return int64(strings.Index("sunmontuewedthufrisat", strings.ToLower(s[:3])) / 3)
}

var (
	reDPBlank  = lazyre.New(`[^-+',./:@[:alnum:]\[\]]+`)
	reDPDay    = lazyre.New(`(?i)\b(sun|mon|tue|wed|thu|fri|sat)[^-/\d\s]*`)
	reDPTime   = lazyre.New(`(?i)((?:\d+\s*:\s*\d+(?:\s*:\s*\d+(?:[,.]\d*)?)?|\d+\s*h(?:\s*\d+m?(?:\s*\d+s?)?)?)(?:\s*[ap](?:m\b|\.m\.))?|\d+\s*[ap](?:m\b|\.m\.))(?:\s*((?:gmt|utc?)?[-+]\d+(?:[,.:]\d+(?::\d+)?)?|(?-i:[[:alpha:].\s]+)(?:standard|daylight)\stime\b|(?-i:[[:alpha:]]+)(?:\sdst)?\b))?`)
	reDPTime2  = lazyre.New(`(?i)\A(\d+)h?(?:\s*:?\s*(\d+)m?(?:\s*:?\s*(\d+)(?:[,.](\d+))?s?)?)?(?:\s*([ap])(?:m\b|\.m\.))?`)
	reDPEU     = lazyre.New(`(?i)('?\d+)[^-\d\s]*\s*(` + abbrMonths + `)[^-\d\s']*(?:\s*(c(?:e|\.e\.)|b(?:ce|\.c\.e\.)|a(?:d|\.d\.)|b(?:c|\.c\.))?\s*('?-?\d+(?:(?:st|nd|rd|th)\b)?))?`)
	reDPUS     = lazyre.New(`(?i)\b(` + abbrMonths + `)[^-\d\s']*\s*('?\d+)[^-\d\s']*(?:\s*,?\s*(c(?:e|\.e\.)|b(?:ce|\.c\.e\.)|a(?:d|\.d\.)|b(?:c|\.c\.))?\s*('?-?\d+))?`)
	reDPISO    = lazyre.New(`('?[-+]?\d+)-(\d+)-('?-?\d+)`)
	reDPJIS    = lazyre.New(`(?i)\b([mtshr])(\d+)\.(\d+)\.(\d+)`)
	reDPVMS1   = lazyre.New(`(?i)('?-?\d+)-(` + abbrMonths + `)[^-/.]*-('?-?\d+)`)
	reDPVMS2   = lazyre.New(`(?i)\b(` + abbrMonths + `)[^-/.]*-('?-?\d+)(?:-('?-?\d+))?`)
	reDPSla    = lazyre.New(`('?-?\d+)/\s*('?\d+)(?:\D\s*('?-?\d+))?`)
	reDPDot    = lazyre.New(`('?-?\d+)\.\s*('?\d+)\.\s*('?-?\d+)`)
	reDPISO21  = lazyre.New(`(?i)\b(\d{2}|\d{4})?-?w(\d{2})(?:-?(\d))?\b`)
	reDPISO22  = lazyre.New(`(?i)-w-(\d)\b`)
	reDPISO23  = lazyre.New(`--(\d{2})?-(\d{2})\b`)
	reDPISO24  = lazyre.New(`--(\d{2})(\d{2})?\b`)
	reDPISO25g = lazyre.New(`[,.](\d{2}|\d{4})-\d{3}\b`)
	reDPISO25  = lazyre.New(`\b(\d{2}|\d{4})-(\d{3})\b`)
	reDPISO26g = lazyre.New(`\d-\d{3}\b`)
	reDPISO26  = lazyre.New(`\b-(\d{3})\b`)
	reDPYear   = lazyre.New(`'(\d+)\b`)
	reDPMon    = lazyre.New(`(?i)\b(` + abbrMonths + `)\S*`)
	reDPMday   = lazyre.New(`(?i)(\d+)(st|nd|rd|th)\b`)
	reDPDDD    = lazyre.New(`(?i)([-+]?)(\d{2,14})(?:\s*t?\s*(\d{2,6})?(?:[,.](\d*))?)?(?:\s*(z\b|[-+]\d{1,4}\b|\[[-+]?\d[^\]]*\]))?`)
	reDPBC     = lazyre.New(`(?i)\b(bc\b|bce\b|b\.c\.|b\.c\.e\.)`)
	reDPFrag   = lazyre.New(`\A\s*(\d{1,2})\s*\z`)
)

// dateParser is one run of date__parse over its working text.
type dateParser struct {
	s string
	f *dateFrags
}

// sub is subx: the first match of re, blanked to one space, its groups
// given to cb ("" for a group that did not take part; ok false then).
func (p *dateParser) sub(re *lazyre.Regexp, cb func(g []string, ok []bool)) bool {
	loc := re.Re().FindStringSubmatchIndex(p.s)
	if loc == nil {
		return false
	}
	n := len(loc) / 2
	g, ok := make([]string, n), make([]bool, n)
	for i := 0; i < n; i++ {
		if loc[2*i] >= 0 {
			g[i], ok[i] = p.s[loc[2*i]:loc[2*i+1]], true
		}
	}
	p.s = p.s[:loc[0]] + " " + p.s[loc[1]:]
	cb(g, ok)
	return true
}

// have is HAVE_ELEM_P: the working text has every kind asked for.
func (p *dateParser) have(alpha, digit bool, extra string) bool {
	hasAlpha, hasDigit := false, false
	for i := 0; i < len(p.s); i++ {
		c := p.s[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			hasAlpha = true
		case c >= '0' && c <= '9':
			hasDigit = true
		}
	}
	return (!alpha || hasAlpha) && (!digit || hasDigit) && (extra == "" || strings.Contains(p.s, extra))
}

// dateParse is Date._parse(s, comp).
func dateParse(s string, comp bool) *dateFrags {
	p := &dateParser{s: reDPBlank.Re().ReplaceAllString(s, " "), f: newDateFrags()}
	f := p.f
	f.set("_comp", comp)
	if p.have(true, false, "") {
		p.sub(reDPDay, func(g []string, _ []bool) { f.set("wday", dayNum(g[1])) })
	}
	if p.have(false, true, "") {
		p.sub(reDPTime, func(g []string, ok []bool) { p.timeFields(g, ok) })
	}
	p.dates()
	if p.have(true, false, "") {
		p.sub(reDPBC, func([]string, []bool) { f.set("_bc", true) })
	}
	if p.have(false, true, "") {
		p.sub(reDPFrag, func(g []string, _ []bool) {
			n, _ := strconv.ParseInt(g[1], 10, 64)
			if f.has("hour") && !f.has("mday") && n >= 1 && n <= 31 {
				f.set("mday", n)
			}
			if f.has("mday") && !f.has("hour") && n >= 0 && n <= 24 {
				f.set("hour", n)
			}
		})
	}
	if bc, _ := f.del("_bc").(bool); bc {
		for _, k := range []string{"cwyear", "year"} {
			if y, ok := f.int(k); ok {
				f.set(k, 1-y)
			}
		}
	}
	if c, _ := f.del("_comp").(bool); c {
		for _, k := range []string{"cwyear", "year"} {
			if y, ok := f.int(k); ok && y >= 0 && y <= 99 {
				if y >= 69 {
					f.set(k, y+1900)
				} else {
					f.set(k, y+2000)
				}
			}
		}
	}
	if z, ok := f.vals["zone"].(string); ok && !f.has("offset") {
		if off, ok := zoneToDiff(z); ok {
			f.set("offset", off)
		} else {
			f.set("offset", nil)
		}
	}
	return f
}

// dates tries the date shapes in date__parse's order, up to the first
// that matches.
func (p *dateParser) dates() {
	f := p.f
	s3 := func(y, m, d string, hasY, hasM, hasD, bc bool) { s3e(f, y, m, d, hasY, hasM, hasD, bc) }
	isBC := func(g string) bool { return g != "" && (g[0] == 'b' || g[0] == 'B') }
	if p.have(true, true, "") {
		if p.sub(reDPEU, func(g []string, ok []bool) {
			s3(g[4], strconv.FormatInt(monNum(g[2]), 10), g[1], ok[4], true, true, isBC(g[3]))
		}) {
			return
		}
		if p.sub(reDPUS, func(g []string, ok []bool) {
			s3(g[4], strconv.FormatInt(monNum(g[1]), 10), g[2], ok[4], true, true, isBC(g[3]))
		}) {
			return
		}
	}
	if p.have(false, true, "-") && p.sub(reDPISO, func(g []string, _ []bool) { s3(g[1], g[2], g[3], true, true, true, false) }) {
		return
	}
	if p.have(false, true, ".") && p.sub(reDPJIS, func(g []string, _ []bool) {
		era := map[byte]int64{'m': 1867, 't': 1911, 's': 1925, 'h': 1988, 'r': 2018}[strings.ToLower(g[1])[0]]
		y, _ := strconv.ParseInt(g[2], 10, 64)
		f.set("year", era+y)
		f.set("mon", strNum(g[3]))
		f.set("mday", strNum(g[4]))
	}) {
		return
	}
	if p.have(true, true, "-") {
		if p.sub(reDPVMS1, func(g []string, _ []bool) {
			s3(g[3], strconv.FormatInt(monNum(g[2]), 10), g[1], true, true, true, false)
		}) {
			return
		}
		if p.sub(reDPVMS2, func(g []string, ok []bool) {
			s3(g[3], strconv.FormatInt(monNum(g[1]), 10), g[2], ok[3], true, true, false)
		}) {
			return
		}
	}
	if p.have(false, true, "/") && p.sub(reDPSla, func(g []string, ok []bool) { s3(g[1], g[2], g[3], true, true, ok[3], false) }) {
		return
	}
	if p.have(false, true, ".") && p.sub(reDPDot, func(g []string, _ []bool) { s3(g[1], g[2], g[3], true, true, true, false) }) {
		return
	}
	if p.have(false, true, "") {
		if p.iso2() {
			return
		}
		if p.sub(reDPYear, func(g []string, _ []bool) { f.set("year", strNum(g[1])) }) {
			return
		}
	}
	if p.have(true, false, "") && p.sub(reDPMon, func(g []string, _ []bool) { f.set("mon", monNum(g[1])) }) {
		return
	}
	if p.have(false, true, "") {
		if p.sub(reDPMday, func(g []string, _ []bool) { f.set("mday", strNum(g[1])) }) {
			return
		}
		p.sub(reDPDDD, func(g []string, ok []bool) { p.ddd(g, ok) })
	}
}

// iso2 is parse_iso2: ISO week dates, --MM-DD, ordinal dates.
func (p *dateParser) iso2() bool {
	f := p.f
	if p.sub(reDPISO21, func(g []string, ok []bool) {
		if ok[1] {
			f.set("cwyear", strNum(g[1]))
		}
		f.set("cweek", strNum(g[2]))
		if ok[3] {
			f.set("cwday", strNum(g[3]))
		}
	}) {
		return true
	}
	if p.sub(reDPISO22, func(g []string, _ []bool) { f.set("cwday", strNum(g[1])) }) {
		return true
	}
	if p.sub(reDPISO23, func(g []string, ok []bool) {
		if ok[1] {
			f.set("mon", strNum(g[1]))
		}
		f.set("mday", strNum(g[2]))
	}) {
		return true
	}
	if p.sub(reDPISO24, func(g []string, ok []bool) {
		f.set("mon", strNum(g[1]))
		if ok[2] {
			f.set("mday", strNum(g[2]))
		}
	}) {
		return true
	}
	if !reDPISO25g.Re().MatchString(p.s) && p.sub(reDPISO25, func(g []string, _ []bool) {
		f.set("year", strNum(g[1]))
		f.set("yday", strNum(g[2]))
	}) {
		return true
	}
	return !reDPISO26g.Re().MatchString(p.s) && p.sub(reDPISO26, func(g []string, _ []bool) { f.set("yday", strNum(g[1])) })
}

// timeFields is parse_time_cb: the zone, then hour (12-hour with a
// meridian), minute, second and its fraction.
func (p *dateParser) timeFields(g []string, ok []bool) {
	f := p.f
	if ok[2] {
		f.set("zone", g[2])
	}
	m := reDPTime2.Re().FindStringSubmatch(g[1])
	if m == nil {
		return
	}
	h, _ := strconv.ParseInt(m[1], 10, 64)
	if m[5] != "" {
		h %= 12
		if m[5] == "p" || m[5] == "P" {
			h += 12
		}
	}
	f.set("hour", h)
	if m[2] != "" {
		f.set("min", strNum(m[2]))
	}
	if m[3] != "" {
		f.set("sec", strNum(m[3]))
	}
	if m[4] != "" {
		f.set("sec_fraction", fraction(m[4]))
	}
}

// fraction is the Rational of a run of decimal digits after the point.
func fraction(digits string) *big.Rat {
	n, _ := new(big.Int).SetString(digits, 10)
	if n == nil {
		n = new(big.Int)
	}
	return new(big.Rat).SetFrac(n, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(len(digits))), nil))
}

// ddd is parse_ddd_cb: a run of digits read by its length (MMDD,
// YYMMDD, YYYYMMDD[hh[mm[ss]]], YYDDD, YYYYDDD...), then a time run, a
// fraction and a zone.
func (p *dateParser) ddd(g []string, ok []bool) {
	f := p.f
	sign, s2 := g[1], g[2]
	timeRun, hasFrac := ok[3] && g[3] != "", ok[4]
	two := func(i int) any { return strNum(s2[i : i+2]) }
	tail := func(k int) any { return strNum(s2[len(s2)-k : len(s2)-k+2]) }
	onlyTime := !timeRun && hasFrac
	switch l := len(s2); l {
	case 2:
		if onlyTime {
			f.set("sec", strNum(s2))
		} else {
			f.set("mday", strNum(s2))
		}
	case 4:
		if onlyTime {
			f.set("sec", tail(2))
			f.set("min", tail(4))
		} else {
			f.set("mon", two(0))
			f.set("mday", two(2))
		}
	case 6:
		if onlyTime {
			f.set("sec", tail(2))
			f.set("min", tail(4))
			f.set("hour", tail(6))
		} else {
			f.set("year", strNum(sign+s2[:2]))
			f.set("mon", two(2))
			f.set("mday", two(4))
		}
	case 8, 10, 12, 14:
		if onlyTime {
			f.set("sec", tail(2))
			f.set("min", tail(4))
			f.set("hour", tail(6))
			f.set("mday", tail(8))
			if l >= 10 {
				f.set("mon", tail(10))
			}
			if l == 12 {
				f.set("year", strNum(sign+s2[:2]))
			}
			if l == 14 {
				f.set("year", strNum(sign+s2[:4]))
				f.set("_comp", false)
			}
		} else {
			f.set("year", strNum(sign+s2[:4]))
			f.set("mon", two(4))
			f.set("mday", two(6))
			if l >= 10 {
				f.set("hour", two(8))
			}
			if l >= 12 {
				f.set("min", two(10))
			}
			if l >= 14 {
				f.set("sec", two(12))
			}
			f.set("_comp", false)
		}
	case 3:
		if onlyTime {
			f.set("sec", tail(2))
			f.set("min", strNum(s2[:1]))
		} else {
			f.set("yday", strNum(s2))
		}
	case 5:
		if onlyTime {
			f.set("sec", tail(2))
			f.set("min", tail(4))
			f.set("hour", strNum(s2[:1]))
		} else {
			f.set("year", strNum(sign+s2[:2]))
			f.set("yday", strNum(s2[2:]))
		}
	case 7:
		if onlyTime {
			f.set("sec", tail(2))
			f.set("min", tail(4))
			f.set("hour", tail(6))
			f.set("mday", strNum(s2[:1]))
		} else {
			f.set("year", strNum(sign+s2[:4]))
			f.set("yday", strNum(s2[4:]))
			f.set("_comp", false)
		}
	}
	if timeRun {
		s3 := g[3]
		if l3 := len(s3); l3 == 2 || l3 == 4 || l3 == 6 {
			if hasFrac {
				f.set("sec", strNum(s3[l3-2:]))
				if l3 >= 4 {
					f.set("min", strNum(s3[l3-4:l3-2]))
				}
				if l3 >= 6 {
					f.set("hour", strNum(s3[:2]))
				}
			} else {
				f.set("hour", strNum(s3[:2]))
				if l3 >= 4 {
					f.set("min", strNum(s3[2:4]))
				}
				if l3 >= 6 {
					f.set("sec", strNum(s3[4:6]))
				}
			}
		}
	}
	if hasFrac && g[4] != "" {
		f.set("sec_fraction", fraction(g[4]))
	}
	if ok[5] && g[5] != "" {
		z := g[5]
		if z[0] == '[' {
			// [-5:EST]: the name is the zone, the number the offset
			body := strings.TrimSuffix(z[1:], "]")
			zone, name := body, ""
			if i := strings.IndexByte(body, ':'); i >= 0 {
				zone, name = body[:i], body[i+1:]
			}
			if name != "" {
				f.set("zone", name)
			} else if zone[0] == '+' || zone[0] == '-' {
				f.set("zone", zone)
			} else {
				f.set("zone", "+"+zone)
			}
			if !(zone[0] == '+' || zone[0] == '-') {
				zone = "+" + zone
			}
			if off, ok := zoneToDiff(zone); ok {
				f.set("offset", off)
			}
		} else {
			f.set("zone", z)
		}
	}
}

// s3e is date_parse.c's s3e: year, month and day from three texts whose
// roles the texts' shapes decide (a quote or more than two digits make a
// year), with _comp false for a year with a sign or more than 2 digits.
func s3e(f *dateFrags, y, m, d string, hasY, hasM, hasD, bc bool) {
	type opt struct {
		s  string
		ok bool
	}
	Y, M, D := opt{y, hasY}, opt{m, hasM}, opt{d, hasD}
	if Y.ok && M.ok && !D.ok {
		Y, M, D = D, Y, M
	}
	if !Y.ok {
		if D.ok && len(D.s) > 2 || D.ok && strings.HasPrefix(D.s, "'") {
			Y, D = D, opt{}
		}
	}
	if Y.ok {
		s := strings.TrimLeftFunc(Y.s, func(r rune) bool { return r != '+' && r != '-' && (r < '0' || r > '9') })
		if s != "" {
			rest := s
			if rest[0] == '+' || rest[0] == '-' {
				rest = rest[1:]
			}
			if n := digitSpan(rest); n < len(rest) {
				Y, D = D, opt{s, true}
			}
		}
	}
	if M.ok && (strings.HasPrefix(M.s, "'") || len(M.s) > 2) {
		Y, M, D = M, D, Y
	}
	if D.ok && (strings.HasPrefix(D.s, "'") || len(D.s) > 2) {
		Y, D = D, Y
	}
	comp := true
	compSet := false
	if Y.ok {
		s := strings.TrimLeftFunc(Y.s, func(r rune) bool { return r != '+' && r != '-' && (r < '0' || r > '9') })
		if s != "" {
			sign := ""
			if s[0] == '+' || s[0] == '-' {
				sign, s = s[:1], s[1:]
				comp, compSet = false, true
			}
			n := digitSpan(s)
			if n > 2 {
				comp, compSet = false, true
			}
			f.set("year", strNum(sign+s[:n]))
		}
	}
	if bc {
		f.set("_bc", true)
	}
	num := func(key string, o opt) {
		if !o.ok {
			return
		}
		s := strings.TrimLeftFunc(o.s, func(r rune) bool { return r < '0' || r > '9' })
		if s == "" {
			return
		}
		f.set(key, strNum(s[:digitSpan(s)]))
	}
	num("mon", M)
	num("mday", D)
	if compSet {
		f.set("_comp", comp)
	}
}

func digitSpan(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}

// dateZones are the zone names date's zone table gives an offset (hours
// times 3600), as Date._parse answered them (Ruby 3.1.2).
var dateZones = map[string]int64{
	"utc": 0, "ut": 0, "gmt": 0, "z": 0, "est": -18000, "edt": -14400, "cst": -21600, "cdt": -18000,
	"mst": -25200, "mdt": -21600, "pst": -28800, "pdt": -25200, "akst": -32400, "akdt": -28800,
	"hst": -36000, "ast": -14400, "adt": -10800, "nst": -9000, "ndt": -5400, "cet": 3600, "cest": 7200,
	"eet": 7200, "eest": 10800, "wet": 0, "west": 3600, "bst": 3600, "ist": 19800, "jst": 32400,
	"kst": 32400, "hkt": 28800, "sgt": 28800, "msk": 10800, "aest": 36000, "aedt": 39600,
	"acst": 34200, "acdt": 37800, "awst": 28800, "nzst": 43200, "nzdt": 46800, "met": 3600,
	"mest": 7200, "mez": 3600, "mesz": 7200, "sast": 7200, "wat": 3600, "cat": 7200, "eat": 10800,
	"pkt": 18000, "ict": 25200, "wib": 25200, "idt": 10800, "brt": -10800, "art": -10800,
	"clt": -14400, "pht": 28800,
	"eastern": -18000, "central": -21600, "mountain": -25200, "pacific": -28800,
}

// the military zones: a-i and k-m east (+1 to +12 hours), n-y west (-1
// to -12), z UTC; j has none
func init() {
	for i, l := range "abcdefghiklm" {
		dateZones[string(l)] = int64(i+1) * 3600
	}
	for i, l := range "nopqrstuvwxy" {
		dateZones[string(l)] = -int64(i+1) * 3600
	}
}

// zoneToDiff is date_zone_to_diff for the zones Punch knows: a name of
// dateZones (" standard time", " daylight time" and " dst" add an hour
// for daylight), or [gmt|utc]+-h[h][[:]mm[[:]ss]] (seconds, an int64) or
// +-h.fraction (a *big.Rat, a Rational as Ruby's).
func zoneToDiff(z string) (any, bool) {
	s := strings.ToLower(strings.TrimSpace(z))
	dst := false
	switch {
	case strings.HasSuffix(s, " standard time"):
		s = strings.TrimSuffix(s, " standard time")
	case strings.HasSuffix(s, " daylight time"):
		s, dst = strings.TrimSuffix(s, " daylight time"), true
	case strings.HasSuffix(s, " dst"):
		s, dst = strings.TrimSuffix(s, " dst"), true
	}
	if off, ok := dateZones[s]; ok {
		if dst {
			off += 3600
		}
		return off, true
	}
	s = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(s, "gmt"), "utc"), "ut")
	if s == "" || s[0] != '+' && s[0] != '-' {
		return nil, false
	}
	neg := s[0] == '-'
	s = s[1:]
	var off *big.Rat
	frac := false
	if i := strings.IndexAny(s, ",."); i >= 0 {
		frac = true
		h, err1 := strconv.ParseInt(s[:i], 10, 64)
		if err1 != nil || digitSpan(s[i+1:]) != len(s)-i-1 {
			return nil, false
		}
		off = new(big.Rat).Add(new(big.Rat).SetInt64(h), fraction(s[i+1:]))
		off.Mul(off, big.NewRat(3600, 1))
	} else {
		var h, m, sec int64
		parts := strings.Split(s, ":")
		switch {
		case len(parts) > 1:
			for i, p := range parts {
				if i > 2 || p == "" || digitSpan(p) != len(p) {
					return nil, false
				}
				v, _ := strconv.ParseInt(p, 10, 64)
				switch i {
				case 0:
					h = v
				case 1:
					m = v
				case 2:
					sec = v
				}
			}
		default:
			if s == "" || digitSpan(s) != len(s) {
				return nil, false
			}
			switch l := len(s); {
			case l <= 2:
				h, _ = strconv.ParseInt(s, 10, 64)
			case l <= 4:
				h, _ = strconv.ParseInt(s[:l-2], 10, 64)
				m, _ = strconv.ParseInt(s[l-2:], 10, 64)
			default:
				h, _ = strconv.ParseInt(s[:l-4], 10, 64)
				m, _ = strconv.ParseInt(s[l-4:l-2], 10, 64)
				sec, _ = strconv.ParseInt(s[l-2:], 10, 64)
			}
		}
		off = new(big.Rat).SetInt64(h*3600 + m*60 + sec)
	}
	if neg {
		off.Neg(off)
	}
	if off.IsInt() && off.Num().IsInt64() && !frac {
		return off.Num().Int64(), true
	}
	return off, true
}

// dateFromFrags is Date.parse's d_new_by_frags for the fields of
// Date._parse: rt_complete_frags picks the pattern the fields fill most
// (civil, ordinal, commercial, a week day alone, a time alone) and
// completes it from today; ok false for no date or a date that does not
// exist. The time of day and offset are a DateTime's.
func dateFromFrags(f *dateFrags, now time.Time, dt bool) (time.Time, bool) {
	count := func(keys ...string) int {
		n := 0
		for _, k := range keys {
			if f.has(k) {
				n++
			}
		}
		return n
	}
	clock := []string{"hour", "min", "sec"}
	patterns := []struct {
		name string
		keys []string
	}{
		{"time", nil},
		{"ordinal", []string{"year", "yday"}},
		{"civil", []string{"year", "mon", "mday"}},
		{"commercial", []string{"cwyear", "cweek", "cwday"}},
		{"wday", []string{"wday"}},
	}
	best, bestN := "", 0
	for _, p := range patterns {
		if n := count(append(append([]string(nil), p.keys...), clock...)...); n > bestN {
			best, bestN = p.name, n
		}
	}
	get := func(k string, def int64) int64 {
		if v, ok := f.int(k); ok {
			return v
		}
		return def
	}
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	var day time.Time
	switch best {
	case "civil":
		// the fields before the first one given are today's; then the
		// month and the day are 1 when not given
		vals := [3]int64{get("year", 0), get("mon", 0), get("mday", 0)}
		todays := [3]int64{int64(today.Year()), int64(today.Month()), int64(today.Day())}
		for i, k := range []string{"year", "mon", "mday"} {
			if f.has(k) {
				break
			}
			vals[i] = todays[i]
		}
		if !f.has("mon") && vals[1] == 0 {
			vals[1] = 1
		}
		if !f.has("mday") && vals[2] == 0 {
			vals[2] = 1
		}
		y, m := vals[0], vals[1]
		yy, mm, dd, ok := civilDate(int(y), int(m), int(vals[2]))
		if !ok {
			return time.Time{}, false
		}
		day = time.Date(yy, time.Month(mm), dd, 0, 0, 0, 0, time.UTC)
	case "ordinal":
		y := int(get("year", int64(today.Year())))
		yd := int(get("yday", 1))
		day = time.Date(y, 1, yd, 0, 0, 0, 0, time.UTC)
		if yd < 1 || day.Year() != y {
			return time.Time{}, false
		}
	case "commercial":
		cy, cw := int(get("cwyear", 0)), int(get("cweek", 1))
		if !f.has("cwyear") {
			cy, _ = today.ISOWeek()
			if !f.has("cweek") {
				_, cw = today.ISOWeek()
			}
		}
		cd := int(get("cwday", 1))
		if cd < 1 || cd > 7 || cw < 1 || cw > 53 {
			return time.Time{}, false
		}
		jan4 := time.Date(cy, 1, 4, 0, 0, 0, 0, time.UTC)
		monday := jan4.AddDate(0, 0, -((int(jan4.Weekday()) + 6) % 7))
		day = monday.AddDate(0, 0, (cw-1)*7+cd-1)
		if y, w := day.ISOWeek(); y != cy || w != cw {
			return time.Time{}, false
		}
	case "wday":
		wd := int(get("wday", 0))
		day = today.AddDate(0, 0, wd-int(today.Weekday()))
	case "time":
		if !dt {
			return time.Time{}, false
		}
		day = today
	default:
		return time.Time{}, false
	}
	if !dt {
		return day, true
	}
	h, mi, s := int(get("hour", 0)), int(get("min", 0)), int(get("sec", 0))
	if s > 59 {
		s = 59 // a leap second, or more, is the last second of the minute
	}
	if h < 0 || h > 24 || mi < 0 || mi > 59 || s < 0 || h == 24 && (mi > 0 || s > 0) {
		return time.Time{}, false
	}
	ns := 0
	if fr, ok := f.vals["sec_fraction"].(*big.Rat); ok {
		v, _ := new(big.Rat).Mul(fr, big.NewRat(1e9, 1)).Float64()
		ns = int(v)
	}
	loc := time.UTC
	switch off := f.vals["offset"].(type) {
	case int64:
		loc = time.FixedZone("", int(off))
	case *big.Rat:
		v, _ := off.Float64()
		loc = time.FixedZone("", int(v))
	}
	return time.Date(day.Year(), day.Month(), day.Day(), h, mi, s, ns, loc), true
}

// dateUnderParse is Date._parse(string, comp = true, limit: 128).
func dateUnderParse(c *ruby.Call) (ruby.Value, error) {
	s, err := dateLimitArg(c)
	if err != nil {
		return nil, err
	}
	comp := true
	if len(c.Args) > 1 {
		comp = ruby.Truthy(c.Args[1])
	}
	return dateParse(s, comp).toHash(c.In), nil
}
