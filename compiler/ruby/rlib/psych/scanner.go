package psych

import (
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/psychnum"
)

// This file is Psych's ScalarScanner#tokenize: what an untagged plain
// scalar means (nil, true, an Integer, a Float, a Symbol, a Time, a Date or
// a String). Dump asks it whether a String would read back as a String;
// Load uses its values. Ruby's regexps here have multi-line ^ and $ (Ruby's
// default), \s includes \v, \d is ASCII and [[:alpha:]] is Unicode's
// Alphabetic property; the patterns below spell that out for Go.

var (
	reTokTime  = lazyre.New(`(?m)^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|[\t\n\v\f\r ]+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:[\t\n\v\f\r ]*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$`)
	reTokDate  = lazyre.New(`(?m)^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$`)
	reTokSymQ  = lazyre.New(`(?m)^:(["'])`)
	reTokSexI  = lazyre.New(`(?m)^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}$`)
	reTokSexF  = lazyre.New(`(?m)^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}\.[0-9_]*$`)
	reTokFloat = lazyre.New(`(?m)^(?:[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?)$`)
	reTokInt   = lazyre.New(`(?m)^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$`)
	reTokNull  = lazyre.New(`(?mi)^null$`)
	reTokTrue  = lazyre.New(`(?mi)^(yes|true|on)$`)
	reTokFalse = lazyre.New(`(?mi)^(no|false|off)$`)
	reTokNotB  = lazyre.New(`(?mi)^[^ytonf~]`)
	reTimeTZ   = lazyre.New(`^([+\-]?\d{1,2}):?(\d{1,2})?$`)
	reTimeHMS  = lazyre.New(`(\d+:\d+:\d+)(?:\.(\d*))?[\t\n\v\f\r ]*(Z|[-+]\d+(:\d\d)?)?`)
	reTimeYMD  = lazyre.New(`^(-?\d{4})-(\d{1,2})-(\d{1,2})`)
	reTimeSep  = lazyre.New(`[ tT]`)
)

// tokKind is what tokenize found.
type tokKind uint8

const (
	tokString tokKind = iota
	tokNil
	tokBool
	tokInt
	tokFloat
	tokSymbol
	tokTime
	tokDate
)

// token is tokenize's answer. v holds the value for the kinds that have
// one (a *rv.Time for tokTime, the date for tokDate).
type token struct {
	kind tokKind
	v    rv.Value
	date civilDate
}

// civilDate is a Date: Psych makes one for "2020-01-31".
type civilDate struct{ y, m, d int }

// tokenize is ScalarScanner#tokenize. err is the ArgumentError Ruby's
// Integer() or Float() raises for a few odd inputs ("0b_", ".e+5") that
// the patterns let through.
func tokenize(s string) (token, error) {
	if s == "" {
		return token{kind: tokNil}, nil
	}
	if wordish(s) || strings.Contains(s, "\n") {
		if utf8.RuneCountInString(s) > 5 {
			return token{}, nil
		}
		switch {
		case reTokNotB.MatchString(s):
			return token{}, nil
		case s == "~" || reTokNull.MatchString(s):
			return token{kind: tokNil}, nil
		case reTokTrue.MatchString(s):
			return token{kind: tokBool, v: true}, nil
		case reTokFalse.MatchString(s):
			return token{kind: tokBool, v: false}, nil
		}
		return token{}, nil
	}
	// Here s has no newline, so the patterns' ^ is the start of s: what
	// can match starts with a digit, a sign, '.' or ':'.
	switch c := s[0]; {
	case c >= '0' && c <= '9', c == '-', c == '+', c == '.', c == ':':
	default:
		return token{}, nil
	}
	colon := strings.IndexByte(s, ':') >= 0
	dated := len(s) >= 8 && (isDigits(s[:4]) && s[4] == '-' || s[0] == '-' && len(s) > 5 && isDigits(s[1:5]) && s[5] == '-')
	switch {
	case dated && reTokTime.MatchString(s):
		t, ok := parseTime(s)
		if !ok {
			return token{}, nil
		}
		return token{kind: tokTime, v: t}, nil
	case dated && reTokDate.MatchString(s):
		d, ok := parseDate(s)
		if !ok {
			return token{}, nil
		}
		return token{kind: tokDate, date: d}, nil
	case strings.EqualFold(s, ".inf") || strings.EqualFold(s, "+.inf"):
		return token{kind: tokFloat, v: math.Inf(1)}, nil
	case strings.EqualFold(s, "-.inf"):
		return token{kind: tokFloat, v: math.Inf(-1)}, nil
	case strings.EqualFold(s, ".nan"):
		return token{kind: tokFloat, v: math.NaN()}, nil
	case len(s) > 1 && s[0] == ':':
		name := s[1:]
		if m := reTokSymQ.FindStringSubmatchIndex(s); m != nil {
			// :"name" or :'name': the text between the first quote and the
			// last same quote (Ruby's greedy (.*)\1), then one leading ':'
			// dropped.
			q := s[m[2]]
			rest := s[m[3]:]
			if j := strings.LastIndexByte(rest, q); j >= 0 {
				name = strings.TrimPrefix(rest[:j], ":")
			}
		}
		return token{kind: tokSymbol, v: rv.Symbol(name)}, nil
	case colon && reTokSexI.MatchString(s):
		return token{kind: tokInt, v: rv.Int(psychnum.Base60Int(s))}, nil
	case colon && reTokSexF.MatchString(s):
		return token{kind: tokFloat, v: psychnum.Base60Float(s)}, nil
	case strings.IndexByte(s, '.') >= 0 && reTokFloat.MatchString(s):
		if isBareDot(s) {
			return token{}, nil
		}
		f, err := rubyFloat(floatCleanup(s))
		if err != nil {
			return token{}, err
		}
		return token{kind: tokFloat, v: f}, nil
	case reTokInt.MatchString(s):
		i, err := rubyInteger(strings.NewReplacer(",", "", "_", "").Replace(s))
		if err != nil {
			return token{}, err
		}
		return token{kind: tokInt, v: i}, nil
	}
	return token{}, nil
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// wordish is ScalarScanner's first test,
// %r{^[^\d.:-]?[[:alpha:]_\s!@#$%\^&*(){}<>|/\\~;=]+}, at the start of any
// line.
func wordish(s string) bool { return anyLineStart(s, wordishAt) }

// anyLineStart tells whether at holds at the start of some line of s (a
// Ruby ^ in an unanchored match); at gets the text from there to the end
// of s.
func anyLineStart(s string, at func(rest string) bool) bool {
	for start := 0; start < len(s); {
		if at(s[start:]) {
			return true
		}
		i := strings.IndexByte(s[start:], '\n')
		if i < 0 {
			break
		}
		start += i + 1
	}
	return false
}

func wordishAt(s string) bool {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return false
	}
	if wordishSet(r) {
		return true
	}
	if r >= '0' && r <= '9' || r == '.' || r == ':' || r == '-' {
		return false
	}
	r2, n2 := utf8.DecodeRuneInString(s[n:])
	return n2 > 0 && wordishSet(r2)
}

func wordishSet(r rune) bool {
	switch r {
	case '_', ' ', '\t', '\n', '\v', '\f', '\r', '!', '@', '#', '$', '%', '^', '&', '*', '(', ')', '{', '}', '<', '>', '|', '/', '\\', '~', ';', '=':
		return true
	}
	return isAlpha(r)
}

// isAlpha is Onigmo's [[:alpha:]] for UTF-8: Unicode's Alphabetic
// property (letters, letter numbers and Other_Alphabetic marks).
func isAlpha(r rune) bool {
	if r < 0x80 {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	}
	return unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_Alphabetic, r)
}

// isWord is Onigmo's [[:word:]] for UTF-8 (Unicode's \w): Alphabetic,
// marks, decimal digits, connector punctuation and the join controls.
func isWord(r rune) bool {
	if r < 0x80 {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_'
	}
	return isAlpha(r) || unicode.IsMark(r) || unicode.Is(unicode.Nd, r) || unicode.Is(unicode.Pc, r) || r == 0x200C || r == 0x200D
}

// isBareDot is /\A[-+]?\.\Z/.
func isBareDot(s string) bool {
	s = strings.TrimSuffix(s, "\n")
	s = strings.TrimLeft(s, "+-")
	return s == "." && len(s) >= 1
}

// floatCleanup is s.gsub(/[,_]|\.([Ee]|$)/, '\1'): separators go, and so
// does a dot before an exponent or at the end of a line.
func floatCleanup(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ',' || c == '_':
		case c == '.' && (i+1 == len(s) || s[i+1] == 'e' || s[i+1] == 'E' || s[i+1] == '\n'):
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// rubyFloat is Kernel#Float for the strings floatCleanup leaves: decimal
// digits, an optional sign, dot and exponent. Out of range is Infinity, as
// Ruby gives (with a warning).
func rubyFloat(s string) (float64, error) {
	t := strings.TrimSpace(s)
	ok := t != ""
	digits := false
	for i := 0; i < len(t) && ok; i++ {
		c := t[i]
		switch {
		case c >= '0' && c <= '9':
			digits = true
		case c == '.' || c == '+' || c == '-' || c == 'e' || c == 'E':
		default:
			ok = false
		}
	}
	if ok && digits {
		if f, err := strconv.ParseFloat(t, 64); err == nil || isRangeErr(err) {
			return f, nil
		}
	}
	return 0, &rv.Error{Class: "ArgumentError", Msg: "invalid value for Float(): " + rv.InspectString(s)}
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// rubyInteger is Kernel#Integer for the strings reTokInt lets through
// (separators removed); Ruby's ArgumentError where it refuses one.
func rubyInteger(s string) (rv.Value, error) {
	n, ok := psychnum.Integer(s)
	if !ok {
		return nil, &rv.Error{Class: "ArgumentError", Msg: "invalid value for Integer(): " + rv.InspectString(s)}
	}
	return rv.Int(n), nil
}

// parseTime is ScalarScanner#parse_time; false where Ruby's Time.utc or
// Time.new raise ArgumentError (the scalar is then a String).
func parseTime(s string) (*rv.Time, bool) {
	parts := reTimeSep.Split(s, 2)
	if len(parts) < 2 {
		return nil, false
	}
	ymd := reTimeYMD.FindStringSubmatch(parts[0])
	md := reTimeHMS.FindStringSubmatch(parts[1])
	if ymd == nil || md == nil {
		return nil, false
	}
	yy, _ := strconv.Atoi(ymd[1])
	mo, _ := strconv.Atoi(ymd[2])
	dd, _ := strconv.Atoi(ymd[3])
	hms := strings.Split(md[1], ":")
	hh, _ := strconv.Atoi(hms[0])
	mi, _ := strconv.Atoi(hms[1])
	ss, _ := strconv.Atoi(hms[2])
	// Fraction: Rational("0.digits") * 1000000 microseconds, kept to the
	// nanosecond here.
	ns := 0
	if md[2] != "" {
		frac := (md[2] + "000000000")[:9]
		ns, _ = strconv.Atoi(frac)
	}
	if !validTimeArgs(mo, dd, hh, mi, ss, ns) {
		return nil, false
	}
	base := time.Date(yy, time.Month(mo), dd, hh, mi, ss, ns, time.UTC)
	switch {
	case md[3] == "Z":
		return &rv.Time{T: base, UTC: true}, true
	case md[3] == "":
		// klass.at(time.to_i, us): local time of the same instant.
		return &rv.Time{T: base.Local()}, true
	}
	tz := reTimeTZ.FindStringSubmatch(md[3])
	if tz == nil {
		return nil, false
	}
	h, _ := strconv.Atoi(tz[1])
	m := 0
	if tz[2] != "" {
		m, _ = strconv.Atoi(tz[2])
	}
	off := h * 3600
	if off < 0 || strings.HasPrefix(tz[1], "-") {
		off -= m * 60
	} else {
		off += m * 60
	}
	if off <= -86400 || off >= 86400 {
		return nil, false
	}
	loc := time.FixedZone("", off)
	return &rv.Time{T: time.Date(yy, time.Month(mo), dd, hh, mi, ss, ns, loc)}, true
}

// validTimeArgs is the range check of Ruby's Time.utc/Time.new: month
// 1-12, day 1-31 (a day past the month's end rolls over), hour 0-24 (24
// only at 24:00:00), minute 0-59, second 0-60.
func validTimeArgs(mo, dd, hh, mi, ss, ns int) bool {
	if mo < 1 || mo > 12 || dd < 1 || dd > 31 || hh < 0 || hh > 24 || mi < 0 || mi > 59 || ss < 0 || ss > 60 {
		return false
	}
	if hh == 24 && (mi != 0 || ss != 0 || ns != 0) {
		return false
	}
	return true
}

// parseDate is Date.strptime(s, '%Y-%m-%d') for the strings reTokDate
// matches: false for a day that does not exist in Ruby's calendar (Julian
// before 15 October 1582, which follows 4 October).
func parseDate(s string) (civilDate, bool) {
	p := strings.SplitN(strings.TrimSpace(s), "-", 3)
	if len(p) != 3 {
		return civilDate{}, false
	}
	y, _ := strconv.Atoi(p[0])
	m, _ := strconv.Atoi(p[1])
	d, _ := strconv.Atoi(p[2])
	if m < 1 || m > 12 || d < 1 || d > daysIn(y, m) {
		return civilDate{}, false
	}
	if y == 1582 && m == 10 && d > 4 && d < 15 {
		return civilDate{}, false
	}
	return civilDate{y, m, d}, true
}

func daysIn(y, m int) int {
	switch m {
	case 4, 6, 9, 11:
		return 30
	case 2:
		leap := y%4 == 0
		if y > 1582 {
			leap = leap && (y%100 != 0 || y%400 == 0)
		}
		if leap {
			return 29
		}
		return 28
	}
	return 31
}
