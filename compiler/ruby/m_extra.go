package ruby

import (
	"strings"
	"unicode/utf8"
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
			if cur != nil && in.rEqual(k, key) {
				cur = append(cur, e)
				continue
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
			return nil, in.unsupportedErr("cycle without a block (an endless enumerator)")
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
	rng := func() *mt {
		if in.rng == nil {
			in.rng = newMT(uint32(in.steps*2654435761 + 12345))
		}
		return in.rng
	}
	switch name {
	case "sample":
		if len(a.a) == 0 {
			if len(args) > 0 {
				return &Array{}, nil
			}
			return nil, nil
		}
		if len(args) == 0 {
			return a.a[rng().intn(uint64(len(a.a)))], nil
		}
		n, err := in.intArg(args[0], 0)
		if err != nil {
			return nil, err
		}
		cp := append([]Value(nil), a.a...)
		for i := len(cp) - 1; i > 0; i-- {
			j := int(rng().intn(uint64(i + 1)))
			cp[i], cp[j] = cp[j], cp[i]
		}
		if int(n) < len(cp) {
			cp = cp[:n]
		}
		return newArray(cp), nil
	case "shuffle":
		cp := append([]Value(nil), a.a...)
		for i := len(cp) - 1; i > 0; i-- {
			j := int(rng().intn(uint64(i + 1)))
			cp[i], cp[j] = cp[j], cp[i]
		}
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
		if blk != nil {
			for i := range a.a {
				v, err := in.yield1(blk, int64(i))
				if err != nil {
					return nil, err
				}
				a.a[i] = v
			}
			return a, nil
		}
		if len(args) == 1 {
			for i := range a.a {
				a.a[i] = args[0]
			}
			return a, nil
		}
		return nil, in.unsupportedErr("Array#fill with a range")
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

// strEncoding implements b, force_encoding, encode, scrub and
// unicode_normalize for the encodings Puppet cares about.
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
		target := UTF8
		var opts *Hash
		for _, a := range args {
			if h, ok := a.(*Hash); ok {
				opts = h
				continue
			}
		}
		if len(args) > 0 {
			if _, ok := args[0].(*Hash); !ok {
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
	case "unicode_normalize":
		if isASCII(s.s) {
			return &String{s: s.s}, nil
		}
		return nil, in.unsupportedErr("String#unicode_normalize of non-ASCII text")
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
	var out []Value
	cur := s.s
	for i := 0; ; i++ {
		if len(cur) > len(end) {
			break
		}
		if cur == end {
			if !excl {
				out = append(out, NewString(cur))
			}
			break
		}
		out = append(out, NewString(cur))
		if len(out) > maxArrayLen {
			return nil, in.limitErr(0)
		}
		cur = strSucc(cur)
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
