package ruby

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/rubystr"
)

// Enumerable and Array methods the template subset did not need.

func (in *Interp) enumExtra(recv Value, items []Value, name string, args []Value, blk *Proc) (Value, error) {
	switch name {
	case "chunk_while", "slice_when":
		if blk == nil {
			return nil, in.raise(cArgumentError, 0, "tried to create Proc object without a block")
		}
		var out []Value
		var cur []Value
		for i, e := range items {
			if i == 0 {
				cur = []Value{e}
				continue
			}
			r, err := in.yield(blk, items[i-1], e)
			if err != nil {
				return nil, err
			}
			split := !Truthy(r)
			if name == "slice_when" {
				split = !split
			}
			if split {
				out = append(out, newArray(cur))
				cur = []Value{e}
			} else {
				cur = append(cur, e)
			}
		}
		if cur != nil {
			out = append(out, newArray(cur))
		}
		return in.newEnum(&rEnum{recv: newArray(out), meth: "each"}), nil
	case "chunk":
		if blk == nil {
			return in.newEnum(&rEnum{recv: recv, meth: "chunk"}), nil
		}
		var out []Value
		var key Value
		var cur []Value
		for _, e := range items {
			k, err := in.yield1(blk, e)
			if err != nil {
				return nil, err
			}
			if k == nil || k == Symbol("_separator") {
				if cur != nil {
					out = append(out, newArray([]Value{key, newArray(cur)}))
					cur = nil
				}
				continue
			}
			if k == Symbol("_alone") {
				if cur != nil {
					out = append(out, newArray([]Value{key, newArray(cur)}))
				}
				out = append(out, newArray([]Value{k, newArray([]Value{e})}))
				cur = nil
				continue
			}
			if cur != nil {
				same, err := in.equal(k, key)
				if err != nil {
					return nil, err
				}
				if same {
					cur = append(cur, e)
					continue
				}
			}
			if cur != nil {
				out = append(out, newArray([]Value{key, newArray(cur)}))
			}
			key, cur = k, []Value{e}
		}
		if cur != nil {
			out = append(out, newArray([]Value{key, newArray(cur)}))
		}
		return in.newEnum(&rEnum{recv: newArray(out), meth: "each"}), nil
	case "cycle":
		if blk == nil {
			// cycle or cycle(n) without a block: an enumerator that runs
			// cycle with the block it is given; without a count it is
			// endless (enumEndless): first(n) and take(n) stop it
			// (enumTake), what needs all its values is refused.
			return in.newEnum(&rEnum{recv: recv, meth: "cycle", args: args}), nil
		}
		if len(args) == 0 || args[0] == nil {
			if len(items) == 0 {
				return nil, nil
			}
			for {
				for _, e := range items {
					if _, err := in.yield1(blk, e); err != nil {
						return nil, err
					}
				}
			}
		}
		n, err := in.intArg(args[0], 0)
		if err != nil {
			return nil, err
		}
		for i := int64(0); i < n; i++ {
			for _, e := range items {
				if _, err := in.yield1(blk, e); err != nil {
					return nil, err
				}
			}
		}
		return nil, nil
	}
	return nil, in.unsupportedf("%s", name)
}

func (in *Interp) arrayExtra(a *Array, name string, args []Value, blk *Proc) (Value, error) {
	switch name {
	case "sample":
		args, gen, err := in.randomKw(args)
		if err != nil {
			return nil, err
		}
		if len(args) == 0 {
			if len(a.a) == 0 {
				return nil, nil
			}
			return a.a[gen.Limited(uint64(len(a.a)-1))], nil
		}
		n, err := in.intArg(args[0], 0)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, in.raise(cArgumentError, 0, "negative sample number")
		}
		if n > int64(len(a.a)) {
			n = int64(len(a.a))
		}
		return newArray(sampleWith(a.a, int(n), gen)), nil
	case "shuffle":
		args, gen, err := in.randomKw(args)
		if err != nil {
			return nil, err
		}
		if err := in.argc(args, 0, 0, 0); err != nil {
			return nil, err
		}
		cp := append([]Value(nil), a.a...)
		shuffleWith(cp, gen)
		return newArray(cp), nil
	case "combination", "permutation":
		n := int64(len(a.a))
		if len(args) > 0 {
			var err error
			n, err = in.intArg(args[0], 0)
			if err != nil {
				return nil, err
			}
		}
		var out []Value
		var rec func(start int, used []bool, cur []Value) error
		rec = func(start int, used []bool, cur []Value) error {
			if len(cur) == int(n) {
				out = append(out, newArray(append([]Value(nil), cur...)))
				if len(out) > maxArrayLen {
					return in.limitErr(0)
				}
				return nil
			}
			for i := 0; i < len(a.a); i++ {
				if name == "combination" && i < start || used[i] {
					continue
				}
				used[i] = true
				if err := rec(i+1, used, append(cur, a.a[i])); err != nil {
					return err
				}
				used[i] = false
			}
			return nil
		}
		if n >= 0 && n <= int64(len(a.a)) {
			if err := rec(0, make([]bool, len(a.a)), nil); err != nil {
				return nil, err
			}
		}
		if blk != nil {
			for _, c := range out {
				if _, err := in.yield1(blk, c); err != nil {
					return nil, err
				}
			}
			return a, nil
		}
		return in.newEnum(&rEnum{recv: newArray(out), meth: "each"}), nil
	case "fill":
		if err := in.checkFrozen(a, a.frozen, 0); err != nil {
			return nil, err
		}
		return in.arrayFill(a, args, blk)
	case "bsearch":
		lo, hi := 0, len(a.a)
		for lo < hi {
			mid := (lo + hi) / 2
			r, err := in.yield1(blk, a.a[mid])
			if err != nil {
				return nil, err
			}
			switch x := r.(type) {
			case bool:
				if x {
					hi = mid
				} else {
					lo = mid + 1
				}
			case int64:
				if x == 0 {
					return a.a[mid], nil
				}
				if x < 0 {
					hi = mid
				} else {
					lo = mid + 1
				}
			case nil:
				lo = mid + 1
			default:
				return nil, in.raise(cTypeError, 0, "wrong argument type %s (must be numeric, true, false or nil)", in.className(r))
			}
		}
		if lo < len(a.a) {
			r, err := in.yield1(blk, a.a[lo])
			if err != nil {
				return nil, err
			}
			if r == true {
				return a.a[lo], nil
			}
		}
		return nil, nil
	}
	return nil, in.unsupportedf("Array#%s", name)
}

// strEncoding implements b, force_encoding, encode and scrub for the
// encodings Puppet cares about.
func (in *Interp) strEncoding(s *String, name string, args []Value, blk *Proc) (Value, error) {
	switch name {
	case "b":
		return &String{s: s.s, enc: Binary}, nil
	case "force_encoding":
		if len(args) != 1 {
			return nil, in.argcError(len(args), 1, 1)
		}
		e, err := in.encodingArg(args[0])
		if err != nil {
			return nil, err
		}
		if err := in.checkFrozen(s, s.frozen, 0); err != nil {
			return nil, err
		}
		s.enc = e
		return s, nil
	case "encode", "encode!":
		if v, done, err := in.encodeCharset(s, name, args); done {
			return v, err
		}
		target := UTF8
		var opts *Hash
		for _, a := range args {
			if h, ok := a.(*Hash); ok {
				opts = h
				continue
			}
		}
		if opts != nil {
			if x, ok := opts.get(Symbol("xml")); ok {
				// xml: :text escapes & < >; :attr also " and ' and quotes
				// the result
				r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")
				switch x {
				case Symbol("text"):
					return &String{s: r.Replace(s.s), enc: s.enc}, nil
				case Symbol("attr"):
					r = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\"", "&quot;", "'", "&apos;")
					return &String{s: "\"" + r.Replace(s.s) + "\"", enc: s.enc}, nil
				}
				return nil, in.raise(cArgumentError, 0, "unexpected value for xml option: %s", in.inspect(x))
			}
		}
		if len(args) > 0 {
			if _, ok := args[0].(*Hash); !ok {
				from, to := s.enc.String(), ""
				if len(args) > 1 {
					if n, ok := symOrStr(args[1]); ok {
						from = n
					}
				}
				if n, unknown := unknownEncoding(args[0]); unknown {
					to = n
				} else if len(args) > 1 {
					if _, unknown := unknownEncoding(args[1]); unknown {
						to, _ = symOrStr(args[0])
					}
				}
				if to != "" {
					return nil, in.raise("Encoding::ConverterNotFoundError", 0, "code converter not found (%s to %s)", from, to)
				}
				e, err := in.encodingArg(args[0])
				if err != nil {
					return nil, err
				}
				target = e
			}
		}
		out := s.s
		replace := ""
		lenient := false
		if opts != nil {
			if v, ok := opts.get(Symbol("invalid")); ok && v == Symbol("replace") {
				lenient = true
			}
			if v, ok := opts.get(Symbol("undef")); ok && v == Symbol("replace") {
				lenient = true
			}
			if v, ok := opts.get(Symbol("replace")); ok {
				replace = in.toS(v)
			} else if lenient {
				replace = "\uFFFD"
				if target != UTF8 {
					replace = "?"
				}
			}
		}
		switch {
		case target == UTF8 && (s.enc == UTF8 || s.enc == USASCII):
			if !utf8.ValidString(out) && lenient {
				out = strings.ToValidUTF8(out, replace)
			}
		case target == UTF8 && s.enc == Binary:
			if !isASCII(out) {
				if !lenient {
					for i := 0; i < len(out); i++ {
						if out[i] >= 0x80 {
							return nil, in.raise(cUndefinedConvError, 0, "\"\\x%02X\" from ASCII-8BIT to UTF-8", out[i])
						}
					}
				}
				var b strings.Builder
				for i := 0; i < len(out); i++ {
					if out[i] >= 0x80 {
						b.WriteString(replace)
					} else {
						b.WriteByte(out[i])
					}
				}
				out = b.String()
			}
		case target == Binary || target == USASCII:
			if target == USASCII && !isASCII(out) {
				if !lenient {
					r, _ := utf8.DecodeRuneInString(out[strings.IndexFunc(out, func(r rune) bool { return r >= 0x80 }):])
					return nil, in.raise(cUndefinedConvError, 0, "U+%04X from UTF-8 to US-ASCII", r)
				}
				var b strings.Builder
				for _, r := range out {
					if r >= 0x80 {
						b.WriteString(replace)
					} else {
						b.WriteRune(r)
					}
				}
				out = b.String()
			}
		}
		if name == "encode!" {
			if err := in.checkFrozen(s, s.frozen, 0); err != nil {
				return nil, err
			}
			s.s, s.enc = out, target
			return s, nil
		}
		return &String{s: out, enc: target}, nil
	case "scrub", "scrub!":
		out := s.s
		if s.enc != Binary && !utf8.ValidString(out) {
			repl := "\uFFFD"
			if len(args) == 1 {
				repl = in.toS(args[0])
			}
			if blk != nil {
				var b strings.Builder
				for i := 0; i < len(out); {
					r, n := utf8.DecodeRuneInString(out[i:])
					if r == utf8.RuneError && n == 1 {
						v, err := in.yield1(blk, &String{s: out[i : i+1], enc: Binary})
						if err != nil {
							return nil, err
						}
						b.WriteString(in.toS(v))
					} else {
						b.WriteString(out[i : i+n])
					}
					i += n
				}
				out = b.String()
			} else {
				var b strings.Builder
				prevBad := false
				for i := 0; i < len(out); {
					r, n := utf8.DecodeRuneInString(out[i:])
					if r == utf8.RuneError && n == 1 {
						if !prevBad {
							b.WriteString(repl)
						}
						prevBad = true
					} else {
						b.WriteString(out[i : i+n])
						prevBad = false
					}
					i += n
				}
				out = b.String()
			}
		}
		if name == "scrub!" {
			s.s = out
			return s, nil
		}
		return &String{s: out, enc: s.enc}, nil
	}
	return nil, in.unsupportedf("String#%s", name)
}

// strUpto is String#upto: successive succ values up to the end.
func (in *Interp) strUpto(s *String, args []Value, blk *Proc) (Value, error) {
	if len(args) < 1 {
		return nil, in.argcError(len(args), 1, 2)
	}
	end, err := in.strArg(args[0], 0)
	if err != nil {
		return nil, err
	}
	excl := len(args) > 1 && Truthy(args[1])
	out, err := in.strUptoList(s.s, end, excl, 0)
	if err != nil {
		return nil, err
	}
	if blk == nil {
		return in.newEnum(&rEnum{recv: newArray(out), meth: "each"}), nil
	}
	for _, v := range out {
		if _, err := in.yield1(blk, v); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func init() {
	part := func(last bool) GoFunc {
		return func(c *Call) (Value, error) {
			in := c.In
			s := c.Self.(*String)
			switch sep := c.Args[0].(type) {
			case *Regexp:
				var m *MatchData
				if last {
					ms, err := in.allMatches(sep, s.s, 0)
					if err != nil {
						return nil, err
					}
					if len(ms) > 0 {
						m = ms[len(ms)-1]
					}
				} else {
					var err error
					m, err = in.regexMatch(sep, s.s, 0, 0)
					if err != nil {
						return nil, err
					}
				}
				if m == nil {
					if last {
						return newArray([]Value{NewStringEnc("", s.enc), NewStringEnc("", s.enc), NewStringEnc(s.s, s.enc)}), nil
					}
					return newArray([]Value{NewStringEnc(s.s, s.enc), NewStringEnc("", s.enc), NewStringEnc("", s.enc)}), nil
				}
				in.setLastMatch(m)
				return newArray([]Value{NewStringEnc(s.s[:m.starts[0]], s.enc), NewStringEnc(s.s[m.starts[0]:m.ends[0]], s.enc), NewStringEnc(s.s[m.ends[0]:], s.enc)}), nil
			default:
				t, err := in.ExpectString(sep)
				if err != nil {
					return nil, err
				}
				var i int
				if last {
					i = strings.LastIndex(s.s, t.s)
				} else {
					i = strings.Index(s.s, t.s)
				}
				if i < 0 {
					if last {
						return newArray([]Value{NewStringEnc("", s.enc), NewStringEnc("", s.enc), NewStringEnc(s.s, s.enc)}), nil
					}
					return newArray([]Value{NewStringEnc(s.s, s.enc), NewStringEnc("", s.enc), NewStringEnc("", s.enc)}), nil
				}
				return newArray([]Value{NewStringEnc(s.s[:i], s.enc), NewStringEnc(t.s, t.enc), NewStringEnc(s.s[i+len(t.s):], s.enc)}), nil
			}
		}
	}
	bString.def("partition", 1, 1, part(false))
	bString.def("rpartition", 1, 1, part(true))
	bString.def("slice!", 1, 2, func(c *Call) (Value, error) {
		in := c.In
		s := c.Self.(*String)
		if err := in.checkFrozen(s, s.frozen, 0); err != nil {
			return nil, err
		}
		// the byte range [lo, hi) that [] would return
		lo, hi := -1, -1
		switch x := c.Args[0].(type) {
		case *Regexp:
			m, err := in.regexMatch(x, s.s, 0, 0)
			if err != nil || m == nil {
				return nil, err
			}
			g := 0
			if len(c.Args) == 2 {
				n, err := in.intArg(c.Args[1], 0)
				if err != nil {
					return nil, err
				}
				g = int(n)
			}
			if g < 0 || g >= len(m.starts) || m.starts[g] < 0 {
				return nil, nil
			}
			lo, hi = m.starts[g], m.ends[g]
		case *String:
			i := strings.Index(s.s, x.s)
			if i < 0 {
				return nil, nil
			}
			lo, hi = i, i+len(x.s)
		default:
			r, err := in.callMethod(s, "[]", c.Args, nil, nil, true)
			if err != nil || r == nil {
				return r, err
			}
			// an index or range: [] counted characters; find the same
			// characters by position
			chars := runeOffsets(s.s)
			n := int64(len(chars) - 1)
			var start, count int64
			if rg, ok := x.(*Range); ok {
				st, cnt, ok := in.rangeBounds(rg, n)
				if !ok {
					return nil, nil
				}
				start, count = st, cnt
			} else {
				i, err := in.intArg(x, 0)
				if err != nil {
					return nil, err
				}
				if i < 0 {
					i += n
				}
				start, count = i, 1
				if len(c.Args) == 2 {
					count, _ = in.intArg(c.Args[1], 0)
				}
			}
			if start+count > n {
				count = n - start
			}
			lo, hi = chars[start], chars[start+count]
		}
		out := &String{s: s.s[lo:hi], enc: s.enc}
		s.s = s.s[:lo] + s.s[hi:]
		return out, nil
	})
	bArray.def("slice!", 0, -1, func(c *Call) (Value, error) {
		// Ruby checks a frozen Array before the argument count
		a := c.Self.(*Array)
		if err := c.In.checkFrozen(a, a.frozen, 0); err != nil {
			return nil, err
		}
		if err := c.In.argc(c.Args, 1, 2, 0); err != nil {
			return nil, err
		}
		n := int64(len(a.a))
		start, count := int64(0), int64(-1)
		single := false
		switch x := c.Args[0].(type) {
		case *Range:
			lo, cnt, ok := c.In.rangeBounds(x, n)
			if !ok {
				return nil, nil
			}
			start, count = lo, cnt
		default:
			i, err := c.In.intArg(x, 0)
			if err != nil {
				return nil, err
			}
			if i < 0 {
				i += n
			}
			start = i
			if len(c.Args) == 2 {
				count, err = c.In.intArg(c.Args[1], 0)
				if err != nil {
					return nil, err
				}
				if count < 0 {
					return nil, nil
				}
			} else {
				single = true
				count = 1
			}
		}
		if start < 0 || start > n || single && start >= n {
			return nil, nil
		}
		if start+count > n {
			count = n - start
		}
		removed := append([]Value(nil), a.a[start:start+count]...)
		a.a = append(a.a[:start:start], a.a[start+count:]...)
		if single {
			return removed[0], nil
		}
		return newArray(removed), nil
	})
}

// strUptoList is Ruby's str_upto_each (string.c), what String#upto and a
// Range of Strings walk: two one-character ASCII strings step through the
// characters; two strings of ASCII digits count, zero-padded to the
// first's width; others step by succ from the first (yielded even when
// longer than the last: '1.5'.upto('3') gives '1.5') until the last, a
// string longer than the last, or an empty one.
func (in *Interp) strUptoList(beg, end string, excl bool, pos int) ([]Value, error) {
	var out []Value
	err := in.strUptoEach(beg, end, excl, func(s string) error {
		if len(out) >= maxArrayLen {
			return in.limitErr(pos)
		}
		out = append(out, NewString(s))
		return in.tick()
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// strUptoEach calls add with each string of String#upto(end) in order; an
// error from add ends the walk (Range#first(n) of a string range stops
// without building it).
func (in *Interp) strUptoEach(beg, end string, excl bool, add func(string) error) error {
	if len(beg) == 1 && len(end) == 1 && beg[0] < 0x80 && end[0] < 0x80 {
		c, e := beg[0], end[0]
		if c > e || (excl && c == e) {
			return nil
		}
		for {
			if err := add(string([]byte{c})); err != nil {
				return err
			}
			if !excl && c == e {
				break
			}
			c++
			if excl && c == e {
				break
			}
		}
		return nil
	}
	if rubystr.AllDigits(beg) && rubystr.AllDigits(end) && beg != "" && end != "" {
		b, errB := strconv.ParseInt(beg, 10, 64)
		e, errE := strconv.ParseInt(end, 10, 64)
		if errB == nil && errE == nil {
			if excl {
				e--
			}
			for i := b; i <= e; i++ {
				if err := add(fmt.Sprintf("%0*d", len(beg), i)); err != nil {
					return err
				}
			}
			return nil
		}
	}
	if n := strings.Compare(beg, end); n > 0 || (excl && n == 0) {
		return nil
	}
	afterEnd := rubystr.Succ(end)
	cur := beg
	for cur != afterEnd {
		next, hasNext := "", false
		if excl || cur != end {
			next, hasNext = rubystr.Succ(cur), true
		}
		if err := add(cur); err != nil {
			return err
		}
		if !hasNext {
			break
		}
		cur = next
		if excl && cur == end {
			break
		}
		if len(cur) > len(end) || cur == "" {
			break
		}
	}
	return nil
}

// arrayFill is Array#fill: fill(obj), fill(obj, start [, length]),
// fill(obj, range) and the same with a block given each index instead of
// obj. start counts from the end when negative; past the end the array
// grows (nil in between); a Range starting before the array is a
// RangeError.
func (in *Interp) arrayFill(a *Array, args []Value, blk *Proc) (Value, error) {
	var obj Value
	rest := args
	if blk == nil {
		if len(args) < 1 || len(args) > 3 {
			return nil, in.raise(cArgumentError, 0, "wrong number of arguments (given %d, expected 1..3)", len(args))
		}
		obj, rest = args[0], args[1:]
	} else if len(args) > 2 {
		return nil, in.raise(cArgumentError, 0, "wrong number of arguments (given %d, expected 0..2)", len(args))
	}
	n := int64(len(a.a))
	beg, length := int64(0), n
	if r, ok := firstRange(rest); ok && len(rest) == 1 {
		b, l, err := in.rangeBegLenStrict(r, n, 0)
		if err != nil {
			return nil, err
		}
		beg, length = b, l
	} else if len(rest) >= 1 {
		if rest[0] != nil {
			b, err := in.intArg(rest[0], 0)
			if err != nil {
				return nil, err
			}
			if b < 0 {
				if b += n; b < 0 {
					b = 0
				}
			}
			beg = b
		}
		length = n - beg
		if len(rest) == 2 && rest[1] != nil {
			l, err := in.intArg(rest[1], 0)
			if err != nil {
				return nil, err
			}
			length = l
		}
		if length < 0 {
			return a, nil
		}
	}
	if beg >= aryMaxSize || length > aryMaxSize-beg {
		return nil, in.raise(cArgumentError, 0, "argument too big")
	}
	end := beg + length
	if err := in.arrayLen(end, 0); err != nil {
		return nil, err
	}
	for int64(len(a.a)) < end {
		a.a = append(a.a, nil)
	}
	for i := beg; i < end; i++ {
		v := obj
		if blk != nil {
			var err error
			if v, err = in.yield1(blk, i); err != nil {
				return nil, err
			}
		}
		a.a[i] = v
	}
	return a, nil
}

// firstRange is args[0] as a Range.
func firstRange(args []Value) (*Range, bool) {
	if len(args) == 0 {
		return nil, false
	}
	r, ok := args[0].(*Range)
	return r, ok
}
