package ruby

import (
	"errors"
	"hash/fnv"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/rubycrypt"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// pattern converts a String or Regexp argument to a regexp; a string
// matches literally.
func (in *Interp) pattern(v Value, pos int) (*Regexp, error) {
	switch x := v.(type) {
	case *Regexp:
		return x, nil
	case *String:
		re, err := newRegexp(rubystr.RegexpEscape(x.s), 0)
		if err != nil {
			return nil, in.raise(cRegexpError, pos, "%s", err.Error())
		}
		return re, nil
	}
	return nil, in.raise(cTypeError, pos, "wrong argument type %s (expected Regexp)", in.typeName(v))
}

// expandRepl expands \1 \0 \& \k<name> \\ \` \' in a sub/gsub replacement.
func expandRepl(b *strings.Builder, repl string, m *MatchData) {
	for i := 0; i < len(repl); i++ {
		c := repl[i]
		if c != '\\' || i+1 >= len(repl) {
			b.WriteByte(c)
			continue
		}
		d := repl[i+1]
		switch {
		case isDigit(d):
			if g := m.group(int(d - '0')); g != nil {
				b.WriteString(g.(*String).s)
			}
			i++
		case d == '&':
			b.WriteString(m.str[m.starts[0]:m.ends[0]])
			i++
		case d == '`':
			b.WriteString(m.str[:m.starts[0]])
			i++
		case d == '\'':
			b.WriteString(m.str[m.ends[0]:])
			i++
		case d == '\\':
			b.WriteByte('\\')
			i++
		case d == 'k' && i+2 < len(repl) && repl[i+2] == '<':
			end := strings.IndexByte(repl[i+3:], '>')
			if end < 0 {
				b.WriteByte(c)
				continue
			}
			name := repl[i+3 : i+3+end]
			if g, ok := m.named(name); ok && g != nil {
				b.WriteString(g.(*String).s)
			}
			i += 3 + end
		default:
			b.WriteByte(c)
		}
	}
}

// sub implements sub/gsub (all) with a replacement string, hash or block.
func (in *Interp) sub(s string, args []Value, blk *Proc, all bool, pos int) (string, bool, error) {
	if len(args) == 1 && blk == nil {
		// sub (gsub makes an Enumerator instead): Ruby counts 2 then
		return "", false, in.argcError(1, 2, 2)
	}
	if len(args) == 0 || len(args) > 2 {
		return "", false, in.argc(args, 1, 2, pos)
	}
	var matches []*MatchData
	if lit, ok := args[0].(*String); ok && len(args) == 2 {
		// literal string pattern: fast path
		idx := 0
		for {
			j := strings.Index(s[idx:], lit.s)
			if j < 0 {
				break
			}
			st := idx + j
			matches = append(matches, &MatchData{str: s, starts: []int{st}, ends: []int{st + len(lit.s)}, names: []string{""}})
			if !all {
				break
			}
			if lit.s == "" {
				if st >= len(s) {
					break
				}
				_, n := utf8.DecodeRuneInString(s[st:])
				idx = st + n
			} else {
				idx = st + len(lit.s)
			}
			if err := in.tick(); err != nil {
				return "", false, err
			}
		}
	} else {
		re, err := in.pattern(args[0], pos)
		if err != nil {
			return "", false, err
		}
		if all {
			matches, err = in.allMatches(re, s, pos)
		} else {
			var m *MatchData
			m, err = in.regexMatch(re, s, 0, pos)
			if m != nil {
				matches = []*MatchData{m}
			}
		}
		if err != nil {
			return "", false, err
		}
	}
	if len(matches) == 0 {
		if _, ok := args[0].(*Regexp); ok {
			in.setLastMatch(nil)
		}
		return s, false, nil
	}
	var b strings.Builder
	last := 0
	for _, m := range matches {
		b.WriteString(s[last:m.starts[0]])
		whole := s[m.starts[0]:m.ends[0]]
		switch {
		case len(args) == 2:
			switch r := args[1].(type) {
			case *String:
				expandRepl(&b, r.s, m)
			case *Hash:
				v, err := in.hashGet(r, str(whole), pos)
				if err != nil {
					return "", false, err
				}
				b.WriteString(in.toS(v))
			default:
				return "", false, in.raise(cTypeError, pos, "no implicit conversion of %s into String", in.typeName(args[1]))
			}
		default:
			in.setLastMatch(m)
			v, err := in.yield1(blk, str(whole))
			if err != nil {
				return "", false, err
			}
			b.WriteString(in.toS(v))
		}
		if b.Len() > maxStrLen {
			return "", false, in.limitErr(pos)
		}
		last = m.ends[0]
	}
	b.WriteString(s[last:])
	if _, ok := args[0].(*Regexp); ok {
		in.setLastMatch(matches[len(matches)-1])
	}
	return b.String(), true, nil
}

func isRubySpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\v' || r == '\f' || r == '\r'
}

// leadingInt is String#to_i.
func leadingInt(s string, base int) Value {
	i := 0
	for i < len(s) && (isRubySpace(rune(s[i])) || s[i] == 0) {
		i++
	}
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	rest := strings.ToLower(s[i:])
	if base == 0 {
		// to_i(0): the radix from the prefix (0b 0o 0d 0x, a leading 0
		// octal), else decimal
		switch {
		case strings.HasPrefix(rest, "0x"):
			base = 16
		case strings.HasPrefix(rest, "0b"):
			base = 2
		case strings.HasPrefix(rest, "0o"), strings.HasPrefix(rest, "0") && !strings.HasPrefix(rest, "0d"):
			base = 8
		default:
			base = 10
			if strings.HasPrefix(rest, "0d") {
				i += 2
			}
		}
	}
	switch {
	case base == 16 && strings.HasPrefix(rest, "0x"), base == 2 && strings.HasPrefix(rest, "0b"), base == 8 && strings.HasPrefix(rest, "0o"):
		i += 2
	}
	var n int64
	var bn *big.Int // once n would overflow
	prevUnderscore := false
	digits := 0
	for ; i < len(s); i++ {
		c := s[i]
		if c == '_' {
			if prevUnderscore || digits == 0 {
				break
			}
			prevUnderscore = true
			continue
		}
		var d int
		switch {
		case c >= '0' && c <= '9':
			d = int(c - '0')
		case c >= 'a' && c <= 'z':
			d = int(c-'a') + 10
		case c >= 'A' && c <= 'Z':
			d = int(c-'A') + 10
		default:
			d = 99
		}
		if d >= base {
			break
		}
		prevUnderscore = false
		digits++
		if bn == nil && n > (math.MaxInt64-int64(d))/int64(base) {
			bn = big.NewInt(n)
		}
		if bn != nil {
			bn.Mul(bn, big.NewInt(int64(base)))
			bn.Add(bn, big.NewInt(int64(d)))
			continue
		}
		n = n*int64(base) + int64(d)
	}
	if bn != nil {
		if neg {
			bn.Neg(bn)
		}
		return normInt(bn)
	}
	if neg {
		return -n
	}
	return n
}

// leadingFloat is String#to_f.
func leadingFloat(s string) float64 {
	s = strings.TrimLeftFunc(s, isRubySpace)
	j := 0
	if j < len(s) && (s[j] == '+' || s[j] == '-') {
		j++
	}
	digits := func() {
		for j < len(s) && (isDigit(s[j]) || s[j] == '_' && j > 0 && isDigit(s[j-1]) && j+1 < len(s) && isDigit(s[j+1])) {
			j++
		}
	}
	st := j
	digits()
	if j == st && !(j+1 < len(s) && s[j] == '.' && isDigit(s[j+1])) {
		return 0 // no digits, and no ".5" (Ruby reads a fraction without an integer part)
	}
	if j+1 < len(s) && s[j] == '.' && isDigit(s[j+1]) {
		j++
		digits()
	}
	if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
		k := j + 1
		if k < len(s) && (s[k] == '+' || s[k] == '-') {
			k++
		}
		if k < len(s) && isDigit(s[k]) {
			j = k
			digits()
		}
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(s[:j], "_", ""), 64)
	if err != nil && !math.IsInf(f, 0) {
		return 0
	}
	return f
}

// trSet expands a tr character specification (ranges a-z, leading ^).
func trSet(spec string) ([]rune, bool) {
	rs := []rune(spec)
	neg := false
	if len(rs) > 1 && rs[0] == '^' {
		neg = true
		rs = rs[1:]
	}
	var out []rune
	for i := 0; i < len(rs); i++ {
		if rs[i] == '\\' && i+1 < len(rs) {
			out = append(out, rs[i+1])
			i++
			continue
		}
		if i+2 < len(rs) && rs[i+1] == '-' && rs[i] <= rs[i+2] {
			for c := rs[i]; c <= rs[i+2]; c++ {
				out = append(out, c)
				if len(out) > 70000 {
					break
				}
			}
			i += 2
			continue
		}
		out = append(out, rs[i])
	}
	return out, neg
}

// trSetsMatch is tr_setup_table over the character sets of count,
// delete and squeeze: a character is in them when every set has it (a set
// starting with ^ has the characters it does not list); no sets have
// every character.
func (in *Interp) trSetsMatch(args []Value, pos int) (func(rune) bool, error) {
	type charSet struct {
		rs  []rune
		neg bool
	}
	sets := make([]charSet, 0, len(args))
	for _, a := range args {
		spec, err := in.strArg(a, pos)
		if err != nil {
			return nil, err
		}
		rs, neg := trSet(spec)
		sets = append(sets, charSet{rs, neg})
	}
	return func(r rune) bool {
		for _, cs := range sets {
			if slices.Contains(cs.rs, r) == cs.neg {
				return false
			}
		}
		return true
	}, nil
}

func rubyTr(s, from, to string, squeeze bool) string {
	fs, neg := trSet(from)
	ts, _ := trSet(to)
	var b strings.Builder
	var lastOut rune = -1
	for _, r := range s {
		idx := -1
		for i, f := range fs {
			if f == r {
				idx = i
				break
			}
		}
		hit := idx >= 0
		if neg {
			hit = !hit
		}
		if !hit {
			b.WriteRune(r)
			lastOut = -1
			continue
		}
		if len(ts) == 0 {
			continue // delete
		}
		var rep rune
		if neg || idx >= len(ts) {
			rep = ts[len(ts)-1]
		} else {
			rep = ts[idx]
		}
		if squeeze && rep == lastOut {
			continue
		}
		b.WriteRune(rep)
		lastOut = rep
	}
	return b.String()
}

// strIndex resolves a character index (negative from the end).
func charLen(s string) int { return utf8.RuneCountInString(s) }

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// substr returns characters [start, start+n) of s, ok false when out of
// range as Ruby's String#[] is.
func substr(s string, start, n int64) (string, bool) {
	if isASCII(s) {
		return substrBytes(s, start, n)
	}
	rs := []rune(s)
	start, n, ok := clampRange(start, n, int64(len(rs)))
	if !ok {
		return "", false
	}
	return string(rs[start : start+n]), true
}

// substrBytes is substr over the bytes of a binary (or ASCII) string.
func substrBytes(s string, start, n int64) (string, bool) {
	start, n, ok := clampRange(start, n, int64(len(s)))
	if !ok {
		return "", false
	}
	return s[start : start+n], true
}

// clampRange is String#[start, n]'s rule over l elements: a negative start
// counts from the end, a start past the end or a negative n is out of
// range, n is cut at the end.
func clampRange(start, n, l int64) (int64, int64, bool) {
	if start < 0 {
		start += l
	}
	if start < 0 || start > l || n < 0 {
		return 0, 0, false
	}
	return start, min(n, l-start), true
}

func rubySplitWS(s string, limit int) []string {
	var out []string
	i := 0
	for i < len(s) {
		for i < len(s) && isRubySpace(rune(s[i])) {
			i++
		}
		if i >= len(s) {
			break
		}
		if limit > 0 && len(out) == limit-1 {
			out = append(out, s[i:])
			return out
		}
		j := i
		for j < len(s) && !isRubySpace(rune(s[j])) {
			j++
		}
		out = append(out, s[i:j])
		i = j
	}
	return out
}

// split is String#split.
func (in *Interp) split(s string, args []Value, pos int) ([]Value, error) {
	limit := 0
	if len(args) == 2 {
		n, err := in.intArg(args[1], pos)
		if err != nil {
			return nil, err
		}
		limit = int(n)
	}
	var parts []string
	var sep Value
	if len(args) > 0 {
		sep = args[0]
	}
	switch x := sep.(type) {
	case nil:
		parts = rubySplitWS(s, limit)
	case *String:
		if x.s == " " {
			parts = rubySplitWS(s, limit)
			break
		}
		if x.s == "" {
			for _, r := range s {
				if limit > 0 && len(parts) == limit-1 {
					break
				}
				parts = append(parts, string(r))
			}
			if limit > 0 && len(parts) == limit-1 {
				consumed := len(strings.Join(parts, ""))
				if consumed < len(s) {
					parts = append(parts, s[consumed:])
				}
			}
			break
		}
		rest := s
		for {
			if limit > 0 && len(parts) == limit-1 {
				parts = append(parts, rest)
				break
			}
			i := strings.Index(rest, x.s)
			if i < 0 {
				parts = append(parts, rest)
				break
			}
			parts = append(parts, rest[:i])
			rest = rest[i+len(x.s):]
		}
		if s == "" {
			parts = nil
		}
	case *Regexp:
		ms, err := in.splitMatches(x, s, pos)
		if err != nil {
			return nil, err
		}
		last, fields := 0, 0
		for _, m := range ms {
			// the limit counts fields: captured separators come besides
			if limit > 0 && fields == limit-1 {
				break
			}
			if m.ends[0] == m.starts[0] {
				if m.starts[0] == 0 || m.starts[0] >= len(s) {
					continue
				}
				if m.starts[0] == last && last != 0 && false {
					continue
				}
			}
			if m.starts[0] == 0 && m.ends[0] == 0 {
				continue
			}
			parts = append(parts, s[last:m.starts[0]])
			fields++
			for g := 1; g < len(m.starts); g++ {
				if m.starts[g] >= 0 {
					parts = append(parts, s[m.starts[g]:m.ends[g]])
				}
			}
			last = m.ends[0]
		}
		if s != "" {
			parts = append(parts, s[last:])
		}
	default:
		return nil, in.raise(cTypeError, pos, "wrong argument type %s (expected Regexp)", in.typeName(sep))
	}
	if limit == 0 {
		for len(parts) > 0 && parts[len(parts)-1] == "" {
			parts = parts[:len(parts)-1]
		}
	}
	out := make([]Value, len(parts))
	for i, p := range parts {
		out[i] = str(p)
	}
	return out, nil
}

func (in *Interp) justify(s string, args []Value, mode byte, pos int) (Value, error) {
	if err := in.argc(args, 1, 2, pos); err != nil {
		return nil, err
	}
	w, err := in.intArg(args[0], pos)
	if err != nil {
		return nil, err
	}
	pad := " "
	if len(args) == 2 {
		pad, err = in.strArg(args[1], pos)
		if err != nil {
			return nil, err
		}
		if pad == "" {
			return nil, in.raise(cArgumentError, pos, "zero width padding")
		}
	}
	l := int64(charLen(s))
	if w <= l {
		return str(s), nil
	}
	padRunes := []rune(pad)
	// Ruby's checks before it allocates (rb_str_justify)
	llen, total := int64(0), w-l
	switch mode {
	case 'r':
		llen = total
	case 'c':
		llen = total / 2
	}
	fclen := int64(len(padRunes))
	var llen2, rlen2 int64
	if len(pad) > 1 {
		llen2 = int64(len(string(padRunes[:llen%fclen])))
		rlen2 = int64(len(string(padRunes[:(total-llen)%fclen])))
	}
	if err := in.justifyLen(llen, total-llen, int64(len(pad)), fclen, llen2, rlen2, int64(len(s)), pos); err != nil {
		return nil, err
	}
	mk := func(n int64) string {
		var b strings.Builder
		for i := int64(0); i < n; i++ {
			b.WriteRune(padRunes[i%int64(len(padRunes))])
		}
		return b.String()
	}
	return str(mk(llen) + s + mk(total-llen)), nil
}

// strMethod implements String's methods.
func (in *Interp) strMethod(s *String, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	if s.enc != UTF8 {
		return in.strMethodEnc(s, name, args, blk, pos)
	}
	return in.strMethodUTF8(s, name, args, blk, pos)
}

// strMethodUTF8 is String's methods for a UTF-8 string (strMethodEnc
// adapts them to the others).
func (in *Interp) strMethodUTF8(s *String, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	mut := func() error { return in.checkFrozen(s, s.frozen, pos) }
	bang := func(ns string) (Value, bool, error) {
		if err := mut(); err != nil {
			return nil, true, err
		}
		if ns == s.s {
			return nil, true, nil
		}
		s.s = ns
		return s, true, nil
	}
	switch name {
	case "to_s", "to_str":
		if in.subclassPart(s) != nil {
			// an instance of a subclass gives a String
			return &String{s: s.s, enc: s.enc}, true, nil
		}
		return s, true, nil
	case "inspect":
		return str(strInspect(s.s, s.enc)), true, nil
	case "dump":
		if s.enc != UTF8 && s.enc != Binary && s.enc != USASCII {
			return str(strInspect(s.s, UTF8)), true, nil
		}
		return &String{s: strDump(s.s, s.enc == Binary), enc: s.enc}, true, nil
	case "length", "size":
		if s.enc == Binary {
			// a binary string's characters are its bytes
			return int64(len(s.s)), true, nil
		}
		return int64(charLen(s.s)), true, nil
	case "bytesize":
		return int64(len(s.s)), true, nil
	case "empty?":
		return s.s == "", true, nil
	case "==", "===", "eql?":
		o, ok := args[0].(*String)
		return ok && o.s == s.s, true, nil
	case "<=>":
		if o, ok := args[0].(*String); ok {
			return int64(strings.Compare(s.s, o.s)), true, nil
		}
		v, err := in.strCmpObject(s, args[0])
		return v, true, err
	case "<", ">", "<=", ">=":
		o, ok := args[0].(*String)
		if !ok {
			return nil, true, in.raise(cArgumentError, pos, "comparison of String with %s failed", cmpName(in, args[0]))
		}
		c := strings.Compare(s.s, o.s)
		return cmpOp(name, c), true, nil
	case "+":
		o, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if len(s.s)+len(o) > maxStrLen {
			return nil, true, in.limitErr(pos)
		}
		if os, ok := args[0].(*String); ok && (s.enc != UTF8 || os.enc != UTF8) {
			enc, err := in.concatEncoding(s, os, pos)
			if err != nil {
				return nil, true, err
			}
			return &String{s: s.s + o, enc: enc}, true, nil
		}
		return str(s.s + o), true, nil
	case "*":
		n, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if _, err := in.timesLen(int64(len(s.s)), n, math.MaxInt64, int64(maxStrLen), pos); err != nil {
			return nil, true, err
		}
		return &String{s: strings.Repeat(s.s, int(n)), enc: s.enc}, true, nil
	case "%":
		fa := []Value{args[0]}
		if a, ok := args[0].(*Array); ok {
			fa = a.a
		}
		v, err := in.format(s.s, fa, pos)
		// Puppet's process runs fast_gettext's String#%, which rescues a
		// KeyError (a %{key} the hash lacks) and returns the receiver
		// itself: module code relies on it in its error messages
		var ee *ExceptionError
		if errors.As(err, &ee) && in.isA(ee.Exc, in.classByName(cKeyError)) {
			return s, true, nil
		}
		return v, true, err
	case "<<", "concat":
		for _, a := range args {
			switch x := a.(type) {
			case *String:
				if s.enc != x.enc {
					enc, err := in.concatEncoding(s, x, pos)
					if err != nil {
						return nil, true, err
					}
					s.enc = enc
				}
				s.appendString(x.s)
			case int64:
				if s.enc == Binary && x >= 0 && x < 256 {
					s.appendString(string([]byte{byte(x)}))
					break
				}
				if x < 0 || x > 0x10ffff {
					return nil, true, in.raise(cRangeError, pos, "%d out of char range", x)
				}
				s.appendString(string(rune(x)))
			default:
				if _, ok := a.(*Object); ok {
					t, err := in.ExpectString(a)
					if err != nil {
						return nil, true, err
					}
					s.appendString(t.s)
					break
				}
				return nil, true, in.raise(cTypeError, pos, "no implicit conversion of %s into String", in.typeName(a))
			}
			if len(s.s) > maxStrLen {
				return nil, true, in.limitErr(pos)
			}
		}
		return s, true, nil
	case "prepend":
		pre := ""
		for _, a := range args {
			t, err := in.strArg(a, pos)
			if err != nil {
				return nil, true, err
			}
			pre += t
		}
		s.s = pre + s.s
		return s, true, nil
	case "replace":
		t, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		s.s = t
		return s, true, nil
	case "=~":
		switch p := args[0].(type) {
		case *Regexp:
			m, err := in.regexMatch(p, s.s, 0, pos)
			if err != nil {
				return nil, true, err
			}
			in.setLastMatch(valueOrNil(m))
			if m == nil {
				return nil, true, nil
			}
			return int64(byteToRune(s.s, m.foundAt())), true, nil
		case *String:
			return nil, true, in.raise(cTypeError, pos, "wrong argument type String (expected Regexp)")
		}
		return nil, true, nil
	case "match", "match?":
		re, err := in.patternFromMatchArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		from := 0
		if len(args) == 2 {
			var inside bool
			from, inside, err = in.charStart(s.s, args[1], pos)
			if err != nil {
				return nil, true, err
			}
			if !inside {
				if name == "match?" {
					return false, true, nil
				}
				in.setLastMatch(nil)
				return nil, true, nil
			}
		}
		m, err := in.regexMatch(re, s.s, from, pos)
		if err != nil {
			return nil, true, err
		}
		if name == "match?" {
			return m != nil, true, nil
		}
		in.setLastMatch(valueOrNil(m))
		if m != nil && blk != nil {
			v, err := in.yield1(blk, m)
			return v, true, err
		}
		return valueOrNil(m), true, nil
	case "scan":
		re, err := in.pattern(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		ms, err := in.allMatches(re, s.s, pos)
		if err != nil {
			return nil, true, err
		}
		out := make([]Value, 0, len(ms))
		for _, m := range ms {
			var item Value
			if len(m.starts) == 1 {
				item = m.group(0)
			} else {
				gs := make([]Value, len(m.starts)-1)
				for g := 1; g < len(m.starts); g++ {
					gs[g-1] = m.group(g)
				}
				item = newArray(gs)
			}
			if blk != nil {
				in.setLastMatch(m)
				if _, err := in.yield1(blk, item); err != nil {
					return nil, true, err
				}
				continue
			}
			out = append(out, item)
		}
		if len(ms) > 0 {
			in.setLastMatch(ms[len(ms)-1])
		} else {
			in.setLastMatch(nil)
		}
		if blk != nil {
			return s, true, nil
		}
		return newArray(out), true, nil
	case "sub", "gsub", "sub!", "gsub!":
		if len(args) == 1 && blk == nil && strings.HasPrefix(name, "gsub") {
			// an Enumerator of the matches; the block given to it replaces
			return in.newEnum(&rEnum{recv: s, meth: name, args: args}), true, nil
		}
		ns, changed, err := in.sub(s.s, args, blk, strings.HasPrefix(name, "gsub"), pos)
		if err != nil {
			return nil, true, err
		}
		if strings.HasSuffix(name, "!") {
			if err := mut(); err != nil {
				return nil, true, err
			}
			if !changed {
				return nil, true, nil
			}
			s.s = ns
			return s, true, nil
		}
		return str(ns), true, nil
	case "split":
		parts, err := in.split(s.s, args, pos)
		if err != nil {
			return nil, true, err
		}
		if blk != nil {
			for _, p := range parts {
				if _, err := in.yield1(blk, p); err != nil {
					return nil, true, err
				}
			}
			return s, true, nil
		}
		return newArray(parts), true, nil
	case "lines", "each_line":
		sep := "\n"
		chomp := false
		if len(args) > 0 {
			// chomp: true (a keyword argument) drops each line's separator
			if h, ok := args[len(args)-1].(*Hash); ok {
				if v, ok := h.get(Symbol("chomp")); ok && len(h.keys) == 1 {
					chomp = Truthy(v)
					args = args[:len(args)-1]
				}
			}
		}
		if len(args) > 0 {
			t, err := in.strArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			sep = t
		}
		var out []Value
		rest := s.s
		if len(args) > 0 && sep == "" {
			// paragraph mode: lines end at blank lines
			out, rest = paragraphs(s, chomp), ""
		}
		for rest != "" {
			i := strings.Index(rest, sep)
			if i < 0 || sep == "" {
				out = append(out, str(rest))
				break
			}
			line := rest[:i+len(sep)]
			if chomp {
				line = strings.TrimSuffix(line, sep)
				if sep == "\n" {
					line = strings.TrimSuffix(line, "\r")
				}
			}
			out = append(out, str(line))
			rest = rest[i+len(sep):]
		}
		if name == "each_line" || blk != nil {
			if blk == nil {
				return in.newEnum(&rEnum{recv: newArray(out), meth: "each"}), true, nil
			}
			for _, l := range out {
				if _, err := in.yield1(blk, l); err != nil {
					return nil, true, err
				}
			}
			return s, true, nil
		}
		return newArray(out), true, nil
	case "chars", "each_char":
		var out []Value
		for _, r := range s.s {
			out = append(out, str(string(r)))
		}
		if name == "each_char" {
			v, err := in.yieldEach(s, out, blk)
			return v, true, err
		}
		return newArray(out), true, nil
	case "codepoints", "each_codepoint":
		var out []Value
		if s.enc == Binary {
			for i := 0; i < len(s.s); i++ {
				out = append(out, int64(s.s[i]))
			}
		} else {
			for i, r := range s.s {
				if r == utf8.RuneError && !strings.HasPrefix(s.s[i:], "\uFFFD") {
					return nil, true, in.raise(cArgumentError, pos, "invalid byte sequence in %s", s.enc)
				}
				out = append(out, int64(r))
			}
		}
		if name == "each_codepoint" {
			v, err := in.yieldEach(s, out, blk)
			return v, true, err
		}
		return newArray(out), true, nil
	case "bytes":
		out := make([]Value, len(s.s))
		for i := 0; i < len(s.s); i++ {
			out[i] = int64(s.s[i])
		}
		return newArray(out), true, nil
	case "upcase", "downcase", "capitalize", "swapcase", "strip", "lstrip", "rstrip", "chomp", "chop", "reverse", "squeeze", "succ", "next":
		ns, err := in.strTransform(s.s, name, args, pos)
		return maybeStr(ns), true, err
	case "upcase!", "downcase!", "capitalize!", "swapcase!", "strip!", "lstrip!", "rstrip!", "chomp!", "chop!", "reverse!", "squeeze!":
		ns, err := in.strTransform(s.s, strings.TrimSuffix(name, "!"), args, pos)
		if err != nil {
			return nil, true, err
		}
		if name == "reverse!" {
			// reverse! answers the receiver, changed or not
			if err := mut(); err != nil {
				return nil, true, err
			}
			s.s = ns
			return s, true, nil
		}
		return bang(ns)
	case "start_with?":
		for _, a := range args {
			switch p := a.(type) {
			case *String:
				if strings.HasPrefix(s.s, p.s) {
					return true, true, nil
				}
			case *Regexp:
				m, err := in.regexMatch(p, s.s, 0, pos)
				if err != nil {
					return nil, true, err
				}
				if m != nil && m.foundAt() == 0 {
					in.setLastMatch(m)
					return true, true, nil
				}
			default:
				return nil, true, in.raise(cTypeError, pos, "no implicit conversion of %s into String", in.typeName(a))
			}
		}
		return false, true, nil
	case "end_with?":
		for _, a := range args {
			p, err := in.strArg(a, pos)
			if err != nil {
				return nil, true, err
			}
			if strings.HasSuffix(s.s, p) {
				return true, true, nil
			}
		}
		return false, true, nil
	case "include?":
		p, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		return strings.Contains(s.s, p), true, nil
	case "index", "rindex":
		// index's start, in characters (from the end when negative): Ruby
		// converts it before it looks at the pattern.
		from := 0
		if name == "index" && len(args) == 2 {
			var inside bool
			var err error
			from, inside, err = in.charStart(s.s, args[1], pos)
			if err != nil {
				return nil, true, err
			}
			if !inside {
				if _, isRe := args[0].(*Regexp); isRe {
					in.setLastMatch(nil) // Ruby's rb_backref_set(Qnil)
				}
				return nil, true, nil
			}
		}
		if name == "rindex" {
			return in.strRindex(s.s, args, pos)
		}
		switch p := args[0].(type) {
		case *String:
			i := strings.Index(s.s[from:], p.s)
			if i >= 0 {
				i += from
			}
			if i < 0 {
				return nil, true, nil
			}
			return int64(byteToRune(s.s, i)), true, nil
		case *Regexp:
			m, err := in.regexMatch(p, s.s, from, pos)
			if err != nil {
				return nil, true, err
			}
			in.setLastMatch(m) // nil when nothing matched, as Ruby's
			if m == nil {
				return nil, true, nil
			}
			return int64(byteToRune(s.s, m.starts[0])), true, nil
		}
		return nil, true, in.raise(cTypeError, pos, "no implicit conversion of %s into String", in.typeName(args[0]))
	case "[]", "slice":
		v, err := in.strIndex(s.s, s.enc == Binary, args, pos)
		return v, true, err
	case "byteslice":
		// byte offsets; the part keeps the receiver's encoding
		v, err := in.strIndex(s.s, true, args, pos)
		if r, ok := v.(*String); ok {
			r.enc = s.enc
		}
		return v, true, err
	case "[]=":
		if len(args) == 2 {
			if p, ok := args[0].(*String); ok {
				r, err := in.strArg(args[1], pos)
				if err != nil {
					return nil, true, err
				}
				i := strings.Index(s.s, p.s)
				if i < 0 {
					return nil, true, in.raise(cIndexError, pos, "string not matched")
				}
				s.s = s.s[:i] + r + s.s[i+len(p.s):]
				return args[1], true, nil
			}
			if n, ok := args[0].(int64); ok {
				r, err := in.strArg(args[1], pos)
				if err != nil {
					return nil, true, err
				}
				l := int64(charLen(s.s))
				if n < 0 {
					n += l
				}
				if n < 0 || n >= l {
					return nil, true, in.raise(cIndexError, pos, "index %d out of string", args[0])
				}
				rs := []rune(s.s)
				s.s = string(rs[:n]) + r + string(rs[n+1:])
				return args[1], true, nil
			}
		}
		if err := in.strSetSlice(s, args, pos); err != nil {
			return nil, true, err
		}
		return args[len(args)-1], true, nil
	case "tr", "tr_s":
		from, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		to, err := in.strArg(args[1], pos)
		if err != nil {
			return nil, true, err
		}
		return str(rubyTr(s.s, from, to, name == "tr_s")), true, nil
	case "delete", "delete!":
		in1, err := in.trSetsMatch(args, pos)
		if err != nil {
			return nil, true, err
		}
		var b strings.Builder
		for _, r := range s.s {
			if !in1(r) {
				b.WriteRune(r)
			}
		}
		if name == "delete!" {
			return bang(b.String())
		}
		return str(b.String()), true, nil
	case "count":
		in1, err := in.trSetsMatch(args, pos)
		if err != nil {
			return nil, true, err
		}
		n := 0
		for _, r := range s.s {
			if in1(r) {
				n++
			}
		}
		return int64(n), true, nil
	case "ljust":
		v, err := in.justify(s.s, args, 'l', pos)
		return v, true, err
	case "rjust":
		v, err := in.justify(s.s, args, 'r', pos)
		return v, true, err
	case "center":
		v, err := in.justify(s.s, args, 'c', pos)
		return v, true, err
	case "to_i":
		base := int64(10)
		if len(args) == 1 {
			b, err := in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			if b == 1 || b < 0 || b > 36 {
				return nil, true, in.raise(cArgumentError, pos, "invalid radix %d", b)
			}
			base = b
		}
		return leadingInt(s.s, int(base)), true, nil
	case "hex":
		return leadingInt(s.s, 16), true, nil
	case "oct":
		return strOct(s.s), true, nil
	case "to_f":
		return leadingFloat(s.s), true, nil
	case "to_sym", "intern":
		return Symbol(s.s), true, nil
	case "unpack", "unpack1":
		if len(args) < 1 || len(args) > 2 {
			return nil, true, in.argcError(len(args), 1, 2)
		}
		t, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		// pack.rb's unpack(fmt, offset: 0)
		var offset int64
		if len(args) == 2 {
			h, ok := args[1].(*Hash)
			if !ok {
				return nil, true, in.argcError(len(args), 1, 1)
			}
			for i, k := range h.keys {
				if k != Symbol("offset") {
					return nil, true, in.raise(cArgumentError, pos, "unknown keyword: %s", in.inspect(k))
				}
				if offset, err = in.intArg(h.vals[i], pos); err != nil {
					return nil, true, err
				}
			}
		}
		v, err := in.unpack(s, t, offset, name == "unpack1")
		return v, true, err
	case "sum":
		// rb_str_sum: the bytes added, modulo 2**bits (16 by default;
		// bits <= 0 or past the sum's width leaves the whole sum), the
		// older modules' cron-minute spread ("@fqdn.sum % 60")
		bits := int64(16)
		if len(args) > 0 {
			b, err := in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			bits = b
		}
		var total uint64
		for i := 0; i < len(s.s); i++ {
			total += uint64(s.s[i])
		}
		if bits > 0 && bits < 64 {
			total &= 1<<uint(bits) - 1
		}
		return int64(total), true, nil
	case "crypt":
		// crypt(3) as glibc/libxcrypt gives it on the Puppet server
		// (compiler/util/rubycrypt; stdlib's pw_hash in any version)
		if len(args) != 1 {
			return nil, true, in.argcError(len(args), 1, 1)
		}
		setting, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		out, err := rubycrypt.Crypt(s.s, setting)
		switch err {
		case nil:
			return NewString(out), true, nil
		case rubycrypt.ErrShortSalt:
			return nil, true, in.raise(cArgumentError, pos, "%s", err.Error())
		}
		return nil, true, in.unsupportedf("String#crypt with the setting %q (%v)", setting, err)
	case "to_r":
		r, _ := ratParse(s.s, false)
		if r == nil {
			return nil, true, in.raise(cZeroDivError, pos, "divided by 0")
		}
		return in.newRational(r), true, nil
	case "to_c":
		c, _ := complexParse(s.s, false)
		v, err := in.complexValue(c)
		return v, true, err
	case "ord":
		v, err := in.strOrd(s, pos)
		return v, true, err
	case "chr":
		// the first character as a new String in the receiver's encoding
		// ('' for ''): a byte of a binary or US-ASCII string; of a UTF-8
		// one its first character, or its first byte alone where that
		// starts no valid character (Ruby's rb_enc_mbclen)
		n := min(len(s.s), 1)
		if s.enc == UTF8 && n > 0 {
			_, n = utf8.DecodeRuneInString(s.s)
		}
		return &String{s: s.s[:n], enc: s.enc}, true, nil
	case "dup", "+@", "clone":
		if name == "+@" && !s.frozen {
			return s, true, nil
		}
		// (a subclass's instance stays one, with its instance variables)
		if kw, ok := lastHash(args); ok && name == "clone" {
			v, err := in.cloneKw(s, kw) // clone(freeze: ...)
			return v, true, err
		}
		v, err := in.copyValue(s, name == "clone", name == "clone")
		return v, true, err
	case "-@":
		v, err := in.copyValue(s, false, false)
		if err == nil {
			v.(*String).frozen = true
		}
		return v, true, err
	case "freeze":
		s.frozen = true
		return s, true, nil
	case "force_encoding", "encode", "scrub", "b", "encode!", "scrub!":
		v, err := in.strEncoding(s, name, args, blk)
		return v, true, err
	case "unicode_normalize", "unicode_normalize!", "unicode_normalized?":
		v, err := in.strUnicodeNormalize(s, name, args)
		return v, true, err
	case "encoding":
		return in.encodingObject(s.enc), true, nil
	case "valid_encoding?", "ascii_only?":
		if name == "ascii_only?" {
			return isASCII(s.s), true, nil
		}
		return s.ValidEncoding(), true, nil
	case "casecmp":
		o, ok := args[0].(*String)
		if !ok {
			return nil, true, in.raise(cTypeError, pos, "no implicit conversion of %s into String", in.typeName(args[0]))
		}
		return int64(rubystr.Casecmp(s.s, o.s)), true, nil
	case "casecmp?":
		o, ok := args[0].(*String)
		if !ok {
			return nil, true, in.raise(cTypeError, pos, "no implicit conversion of %s into String", in.typeName(args[0]))
		}
		return caseFoldEqual(s.s, o.s), true, nil
	case "insert":
		n, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		t, err := in.strArg(args[1], pos)
		if err != nil {
			return nil, true, err
		}
		rs := []rune(s.s)
		l := int64(len(rs))
		if n < 0 {
			n += l + 1
		}
		if n < 0 || n > l {
			return nil, true, in.raise(cIndexError, pos, "index %d out of string", args[0])
		}
		s.s = string(rs[:n]) + t + string(rs[n:])
		return s, true, nil
	case "each_byte":
		if blk == nil {
			return in.newEnum(&rEnum{recv: s, meth: "each_byte"}), true, nil
		}
		// the string's bytes as they are at each step (the block may
		// change it), as rb_str_each_byte
		for i := 0; i < len(s.s); i++ {
			if _, err := in.callProc(blk, []Value{int64(s.s[i])}); err != nil {
				return nil, true, err
			}
		}
		return s, true, nil
	case "each_with_index", "map", "each":
		return nil, false, nil
	case "between?":
		lo, err1 := in.strArg(args[0], pos)
		hi, err2 := in.strArg(args[1], pos)
		if err1 != nil || err2 != nil {
			return nil, true, in.raise(cArgumentError, pos, "comparison of String with %s failed", cmpName(in, args[0]))
		}
		return s.s >= lo && s.s <= hi, true, nil
	case "delete_prefix", "delete_suffix":
		p, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if name == "delete_prefix" {
			return str(strings.TrimPrefix(s.s, p)), true, nil
		}
		return str(strings.TrimSuffix(s.s, p)), true, nil
	case "hash":
		// equal for eql? Strings: the bytes, and the encoding unless
		// ASCII-only (as Ruby's rb_str_hash)
		if isASCII(s.s) {
			return textHash(s.s), true, nil
		}
		return textHash(s.enc.Name() + ":" + s.s), true, nil
	case "upto":
		v, err := in.strUpto(s, args, blk)
		return v, true, err
	}
	return nil, false, nil
}

func maybeStr(s string) Value { return str(s) }

func charToByte(s string, n int) int {
	if n <= 0 {
		return 0
	}
	i := 0
	for j := range s {
		if i == n {
			return j
		}
		i++
	}
	return len(s)
}

func (in *Interp) patternFromMatchArg(v Value, pos int) (*Regexp, error) {
	switch x := v.(type) {
	case *Regexp:
		return x, nil
	case *String:
		// String#match(str) compiles str as a regexp
		re, err := newRegexp(x.s, 0)
		if err != nil {
			return nil, in.raise(cRegexpError, pos, "%s", err.Error())
		}
		return re, nil
	}
	return nil, in.raise(cTypeError, pos, "wrong argument type %s (expected Regexp)", in.typeName(v))
}

func (in *Interp) strTransform(s, name string, args []Value, pos int) (string, error) {
	switch name {
	// case mapping and stripping: compiler/util/rubystr, the project's one
	// owner (Ruby 3.1's case tables)
	case "upcase", "downcase", "capitalize", "swapcase":
		if _, err := in.caseOptions(args, name == "downcase"); err != nil {
			return "", err
		}
	}
	switch name {
	case "upcase":
		switch caseOption(args) {
		case "turkic": // dotted i: i -> İ
			return rubystr.Upcase(strings.ReplaceAll(s, "i", "İ")), nil
		case "ascii":
			return asciiMap(s, 'a', 'z', 'A'-'a'), nil
		}
		return rubystr.Upcase(s), nil
	case "downcase":
		switch caseOption(args) {
		case "turkic": // I -> ı, İ -> i
			return rubystr.Downcase(strings.NewReplacer("I", "ı", "İ", "i").Replace(s)), nil
		case "ascii":
			return asciiMap(s, 'A', 'Z', 'a'-'A'), nil
		}
		return rubystr.Downcase(s), nil
	case "capitalize":
		return rubystr.Capitalize(s), nil
	case "swapcase":
		return rubystr.Swapcase(s), nil
	case "strip":
		return rubystr.Strip(s), nil
	case "lstrip":
		return rubystr.Lstrip(s), nil
	case "rstrip":
		return rubystr.Rstrip(s), nil
	case "chomp":
		if len(args) == 1 {
			if args[0] == nil {
				return s, nil
			}
			suf, err := in.strArg(args[0], pos)
			if err != nil {
				return "", err
			}
			if suf == "" {
				for strings.HasSuffix(s, "\n") {
					s = strings.TrimSuffix(s, "\n")
					s = strings.TrimSuffix(s, "\r")
				}
				return s, nil
			}
			if suf == "\n" {
				return rubystr.Chomp(s), nil
			}
			return strings.TrimSuffix(s, suf), nil
		}
		return rubystr.Chomp(s), nil
	case "chop":
		return rubystr.Chop(s), nil
	case "reverse":
		rs := []rune(s)
		for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
			rs[i], rs[j] = rs[j], rs[i]
		}
		return string(rs), nil
	case "squeeze":
		var b strings.Builder
		var last rune = -1
		in1, err := in.trSetsMatch(args, pos)
		if err != nil {
			return "", err
		}
		for _, r := range s {
			if r == last && in1(r) {
				continue
			}
			b.WriteRune(r)
			last = r
		}
		return b.String(), nil
	case "succ", "next":
		return rubystr.Succ(s), nil
	}
	return s, nil
}

// strIndex is String#[]; bin: the string is binary (ASCII-8BIT), whose
// indexes count bytes and whose slices are binary too.
func (in *Interp) strIndex(s string, bin bool, args []Value, pos int) (Value, error) {
	if err := in.argc(args, 1, 2, pos); err != nil {
		return nil, err
	}
	cut, length, mk := substr, charLen, str
	if bin {
		cut = substrBytes
		length = func(s string) int { return len(s) }
		mk = func(s string) *String { return NewStringEnc(s, Binary) }
	}
	if len(args) == 2 {
		if re, ok := args[0].(*Regexp); ok {
			m, err := in.regexMatch(re, s, 0, pos)
			if err != nil || m == nil {
				in.setLastMatch(nil)
				return nil, err
			}
			in.setLastMatch(m)
			switch g := args[1].(type) {
			case int64:
				return m.group(int(g)), nil
			case *String:
				v, _ := m.named(g.s)
				return v, nil
			}
			return nil, nil
		}
		st, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, err
		}
		n, err := in.intArg(args[1], pos)
		if err != nil {
			return nil, err
		}
		r, ok := cut(s, st, n)
		if !ok {
			return nil, nil
		}
		return mk(r), nil
	}
	switch x := args[0].(type) {
	case int64:
		r, ok := cut(s, x, 1)
		if !ok || r == "" {
			return nil, nil
		}
		return mk(r), nil
	case *Range:
		l := int64(length(s))
		st, n, ok := in.rangeBounds(x, l)
		if !ok {
			return nil, nil
		}
		r, ok := cut(s, st, n)
		if !ok {
			return nil, nil
		}
		return mk(r), nil
	case *String:
		if strings.Contains(s, x.s) {
			return str(x.s), nil
		}
		return nil, nil
	case *Regexp:
		m, err := in.regexMatch(x, s, 0, pos)
		if err != nil {
			return nil, err
		}
		in.setLastMatch(valueOrNil(m))
		if m == nil {
			return nil, nil
		}
		return m.group(0), nil
	case float64:
		return in.strIndex(s, bin, []Value{int64(x)}, pos)
	}
	return nil, in.raise(cTypeError, pos, "no implicit conversion of %s into Integer", in.typeName(args[0]))
}

// rangeBounds turns a range into (start, length) over a sequence of length
// l, as Array#[] and String#[] do.
func (in *Interp) rangeBounds(r *Range, l int64) (int64, int64, bool) {
	var st, en int64
	switch x := r.Begin.(type) {
	case int64:
		st = x
	case nil:
		st = 0
	default:
		return 0, 0, false
	}
	switch x := r.End.(type) {
	case int64:
		en = x
	case nil:
		en = -1
		if r.Exclusive {
			en = l
		}
	default:
		return 0, 0, false
	}
	if st < 0 {
		st += l
	}
	if st < 0 || st > l {
		return 0, 0, false
	}
	if en < 0 {
		en += l
	}
	if !r.Exclusive || r.End == nil && false {
		en++
	}
	if r.End == nil {
		en = l
	}
	n := en - st
	if n < 0 {
		n = 0
	}
	return st, n, true
}

func cmpOp(op string, c int) bool {
	switch op {
	case "<":
		return c < 0
	case ">":
		return c > 0
	case "<=":
		return c <= 0
	}
	return c >= 0
}

// format is Kernel#format.
func (in *Interp) format(f string, args []Value, pos int) (Value, error) {
	verbs := formatVerbs(f)
	pargs := make([]values.Value, len(args))
	for i, a := range args {
		switch a.(type) {
		case nil, Symbol:
			if i < len(verbs) && verbs[i] == 'p' {
				pargs[i] = inspectAs{in.inspect(a)}
				continue
			}
		}
		if a == nil {
			pargs[i] = nil
			continue
		}
		if i < len(verbs) {
			var err error
			if a, err = in.formatNumArg(a, verbs[i], pos); err != nil {
				return nil, err
			}
		}
		pargs[i] = in.formatArg(a)
	}
	s, err := values.RubyFormat(f, pargs)
	if err != nil {
		msg := err.Error()
		cls := cArgumentError
		if strings.Contains(msg, "key<") {
			cls = cKeyError
		}
		if strings.HasPrefix(msg, "can't convert") || strings.HasPrefix(msg, "no implicit") {
			cls = cTypeError
		}
		return nil, in.raise(cls, pos, "%s", msg)
	}
	return str(s), nil
}

// inspectAs is a format argument whose %p form is fixed (nil, symbols).
type inspectAs struct{ s string }

func (x inspectAs) String() string { return x.s }

// formatVerbs lists the conversion of each sequential argument of a format
// string (nil when the format uses named or positional references).
func formatVerbs(f string) []byte {
	var out []byte
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		i++
		for i < len(f) && strings.IndexByte("-+ 0#", f[i]) >= 0 {
			i++
		}
		for i < len(f) && (isDigit(f[i]) || f[i] == '.' || f[i] == '*') {
			if f[i] == '*' {
				out = append(out, '*')
			}
			i++
		}
		if i >= len(f) {
			break
		}
		switch f[i] {
		case '%':
			continue
		case '<', '{', '$':
			return nil
		}
		out = append(out, f[i])
	}
	return out
}

// strRindex is String#rindex(pattern, pos = length): the last position at
// or before pos (in characters, from the end when negative; past the end
// is the end) where pattern starts. A Regexp is tried at each position
// from pos back to 0 and may match past pos, as Onigmo's backward search
// does: "aaa".rindex(/aa/) is 1, not the 0 of the last non-overlapping
// match (TestOracle string_rindex_regexp).
func (in *Interp) strRindex(s string, args []Value, pos int) (Value, bool, error) {
	n := charLen(s)
	at := n
	if len(args) == 2 {
		p, err := in.intArg(args[1], pos)
		if err != nil {
			return nil, true, err
		}
		if p < 0 {
			p += int64(n)
		}
		if p < 0 {
			if _, isRe := args[0].(*Regexp); isRe {
				in.setLastMatch(nil)
			}
			return nil, true, nil
		}
		if p < int64(n) {
			at = int(p)
		}
	}
	switch p := args[0].(type) {
	case *String:
		// a match starts at or before at and may run past it
		end := charToByte(s, at) + len(p.s)
		if end > len(s) {
			end = len(s)
		}
		i := strings.LastIndex(s[:end], p.s)
		if i < 0 {
			return nil, true, nil
		}
		return int64(byteToRune(s, i)), true, nil
	case *Regexp:
		anchored, err := p.anchoredAtStart(at)
		if err != nil {
			return nil, true, in.raise(cRegexpError, pos, "%s", err.Error())
		}
		for b := charToByte(s, at); b >= 0; b-- {
			if b < len(s) && !utf8.RuneStart(s[b]) {
				continue
			}
			m, err := in.regexMatch(anchored, s, b, pos)
			if err != nil {
				return nil, true, err
			}
			if m != nil {
				m.re = p // $~.regexp is the caller's
				in.setLastMatch(m)
				return int64(byteToRune(s, m.starts[0])), true, nil
			}
		}
		in.setLastMatch(nil)
		return nil, true, nil
	}
	return nil, true, in.raise(cTypeError, pos, "no implicit conversion of %s into String", in.typeName(args[0]))
}

// charStart converts a start position given in characters (from the end
// when negative, as Ruby counts it) to a byte offset into s; inside is
// false when it lies outside s (Ruby then answers nil).
func (in *Interp) charStart(s string, arg Value, pos int) (from int, inside bool, err error) {
	n, err := in.intArg(arg, pos)
	if err != nil {
		return 0, false, err
	}
	if n < 0 {
		n += int64(charLen(s))
	}
	if n < 0 || n > int64(charLen(s)) {
		return 0, false, nil
	}
	return charToByte(s, int(n)), true, nil
}

// strSetSlice is String#[]= with a Regexp (and a group number or name),
// a start and length, or a Range: the part it selects (in characters) is
// replaced, with Ruby's IndexError / RangeError when it selects nothing.
func (in *Interp) strSetSlice(s *String, args []Value, pos int) error {
	if len(args) < 2 || len(args) > 3 {
		return in.raise(cArgumentError, pos, "wrong number of arguments (given %d, expected 2..3)", len(args))
	}
	r, err := in.strArg(args[len(args)-1], pos)
	if err != nil {
		return err
	}
	n := int64(charLen(s.s))
	var beg, length int64
	switch k := args[0].(type) {
	case *Regexp:
		m, err := in.regexMatch(k, s.s, 0, pos)
		if err != nil {
			return err
		}
		in.setLastMatch(m)
		if m == nil {
			return in.raise(cIndexError, pos, "regexp not matched")
		}
		g := int64(0)
		if len(args) == 3 {
			switch x := args[1].(type) {
			case Symbol, *String:
				name := in.symStr(x)
				if g = int64(m.nameIndex(name)); g < 0 {
					return in.raise(cIndexError, pos, "undefined group name reference: %s", name)
				}
			default:
				if g, err = in.intArg(x, pos); err != nil {
					return err
				}
				nregs := int64(len(m.starts))
				if g >= nregs || g < 0 && -g >= nregs {
					return in.raise(cIndexError, pos, "index %d out of regexp", g)
				}
				if g < 0 {
					g += nregs
				}
			}
		}
		if m.starts[g] < 0 {
			return in.raise(cIndexError, pos, "regexp group %d not matched", g)
		}
		s.s = s.s[:m.starts[g]] + r + s.s[m.ends[g]:]
		return nil
	case *Range:
		if len(args) != 2 {
			return in.raise(cTypeError, pos, "no implicit conversion of Range into Integer")
		}
		b, e := int64(0), n
		if k.Begin != nil {
			if b, err = in.intArg(k.Begin, pos); err != nil {
				return err
			}
		}
		if k.End != nil {
			if e, err = in.intArg(k.End, pos); err != nil {
				return err
			}
			if e < 0 {
				e += n
			}
			if !k.Exclusive {
				e++
			}
		}
		if b < 0 {
			b += n
		}
		if b < 0 || b > n {
			return in.raise(cRangeError, pos, "%s out of range", in.inspect(k))
		}
		if e > n {
			e = n
		}
		beg, length = b, e-b
		if length < 0 {
			length = 0
		}
	default:
		if len(args) != 3 {
			return in.raise(cTypeError, pos, "no implicit conversion of %s into Integer", in.className(args[0]))
		}
		if beg, err = in.intArg(args[0], pos); err != nil {
			return err
		}
		if length, err = in.intArg(args[1], pos); err != nil {
			return err
		}
		if length < 0 {
			return in.raise(cIndexError, pos, "negative length %d", length)
		}
		orig := beg
		if beg < 0 {
			beg += n
		}
		if beg < 0 || beg > n {
			return in.raise(cIndexError, pos, "index %d out of string", orig)
		}
		if beg+length > n {
			length = n - beg
		}
	}
	rs := []rune(s.s)
	s.s = string(rs[:beg]) + r + string(rs[beg+length:])
	return nil
}

// caseOptions checks the options of upcase, downcase, capitalize and
// swapcase as string.c's check_case_options: at most two, :turkic and
// :lithuanian together, :fold for downcase alone.
func (in *Interp) caseOptions(args []Value, downcase bool) (string, error) {
	if len(args) == 0 {
		return "", nil
	}
	if len(args) > 2 {
		return "", in.raise(cArgumentError, 0, "too many options")
	}
	first := args[0]
	switch first {
	case Symbol("ascii"):
		if len(args) == 2 {
			return "", in.raise(cArgumentError, 0, "too many options")
		}
		return "ascii", nil
	case Symbol("turkic"), Symbol("lithuanian"):
		if len(args) == 2 {
			other := Symbol("lithuanian")
			if first == Symbol("lithuanian") {
				other = "turkic"
			}
			if args[1] != other {
				return "", in.raise(cArgumentError, 0, "invalid second option")
			}
		}
		return string(first.(Symbol)), nil
	}
	if len(args) > 1 {
		return "", in.raise(cArgumentError, 0, "too many options")
	}
	if first == Symbol("fold") {
		if !downcase {
			return "", in.raise(cArgumentError, 0, "option :fold only allowed for downcasing")
		}
		return "fold", nil
	}
	return "", in.raise(cArgumentError, 0, "invalid option")
}

// caseOption is the :turkic or :ascii option of upcase/downcase ("" for
// none or another one: :lithuanian and :fold map as the default does here).
func caseOption(args []Value) string {
	for _, a := range args {
		if sym, ok := a.(Symbol); ok && (sym == "turkic" || sym == "ascii") {
			return string(sym)
		}
	}
	return ""
}

// asciiMap shifts the ASCII letters from lo to hi by d (upcase(:ascii)).
func asciiMap(s string, lo, hi byte, d int) string {
	b := []byte(s)
	for i, c := range b {
		if c >= lo && c <= hi {
			b[i] = byte(int(c) + d)
		}
	}
	return string(b)
}

// yieldEach is an each_x method of a String over its parts out: each
// yielded to the block, the String returned, or an Enumerator of them
// without a block.
func (in *Interp) yieldEach(s *String, out []Value, blk *Proc) (Value, error) {
	if blk == nil {
		return in.newEnum(&rEnum{recv: newArray(out), meth: "each"}), nil
	}
	for _, c := range out {
		if _, err := in.yield1(blk, c); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// textHash is the hash of a value written as text (its bytes, its
// inspect): FNV-1a, so that values eql? to each other (the same text)
// hash alike and others almost never do. Ruby's own values are seeded per
// process; no catalog depends on them.
func textHash(s string) int64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return int64(h.Sum64() >> 2)
}
