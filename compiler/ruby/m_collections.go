package ruby

import (
	"errors"
	"math"
	"math/big"
	"strings"
)

// pack turns the values a block is yielded into one Value (as an
// enumerator collects them).
func pack(args []Value) Value {
	switch len(args) {
	case 0:
		return nil
	case 1:
		return args[0]
	}
	return newArray(append([]Value(nil), args...))
}

// cmpValues is <=> for sorting, failing like Ruby.
func (in *Interp) cmpValues(a, b Value, pos int) (int, error) {
	c, ok, err := in.compare(a, b)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, in.raise(cArgumentError, pos, "comparison of %s with %s failed", in.className(a), cmpName(in, b))
	}
	return c, nil
}

// extreme is the min (max false) or max of items by cmp, comparing the
// best so far with the next (bestFirst) or the next with the best.
func extreme(items []Value, wantMax bool, cmp func(a, b Value) (int, error), bestFirst bool) (Value, error) {
	if len(items) == 0 {
		return nil, nil
	}
	best := items[0]
	for _, e := range items[1:] {
		var c int
		var err error
		if bestFirst {
			c, err = cmp(best, e)
			c = -c
		} else {
			c, err = cmp(e, best)
		}
		if err != nil {
			return nil, err
		}
		if !wantMax && c < 0 || wantMax && c > 0 {
			best = e
		}
	}
	return best, nil
}

func (in *Interp) blockCmp(blk *Proc, pos int) func(a, b Value) (int, error) {
	return func(a, b Value) (int, error) {
		r, err := in.callProc(blk, []Value{a, b})
		if err != nil {
			return 0, err
		}
		switch x := r.(type) {
		case int64:
			return cmp3(x < 0, x > 0), nil
		case float64:
			return cmp3(x < 0, x > 0), nil
		}
		return 0, in.raise(cArgumentError, pos, "comparison of %s with %s failed", in.className(a), cmpName(in, b))
	}
}

func (in *Interp) flatten(a []Value, depth int, out []Value, level int, pos int) ([]Value, error) {
	if level > 100 {
		return nil, in.raise(cArgumentError, pos, "tried to flatten recursive array")
	}
	for _, e := range a {
		sub, ok := e.(*Array)
		if !ok && (depth < 0 || level < depth) {
			var err error
			if sub, err = in.objAry(e, pos); err != nil {
				return nil, err
			}
			ok = sub != nil
		}
		if ok && (depth < 0 || level < depth) {
			var err error
			out, err = in.flatten(sub.a, depth, out, level+1, pos)
			if err != nil {
				return nil, err
			}
			continue
		}
		out = append(out, e)
		if len(out) > maxArrayLen {
			return nil, in.limitErr(pos)
		}
	}
	return out, nil
}

func (in *Interp) join(a []Value, sep string, b *strings.Builder, depth int, pos int) error {
	if depth > 100 {
		return in.raise(cArgumentError, pos, "recursive array join")
	}
	for i, e := range a {
		if i > 0 {
			b.WriteString(sep)
		}
		sub, ok := e.(*Array)
		if _, isObj := e.(*Object); isObj {
			s, err := in.tryStr(e, pos)
			if err != nil {
				return err
			}
			if s != nil {
				b.WriteString(s.s)
				continue
			}
			if sub, err = in.tryAry(e, pos); err != nil {
				return err
			}
			ok = sub != nil
		}
		if ok {
			if err := in.join(sub.a, sep, b, depth+1, pos); err != nil {
				return err
			}
			continue
		}
		b.WriteString(in.toS(e))
		if b.Len() > maxStrLen {
			return in.limitErr(pos)
		}
	}
	return nil
}

// binaryParts tells whether a join's parts (nested arrays too) hold a
// binary string with a byte above 127.
func binaryParts(a []Value, depth int) bool {
	if depth > 100 {
		return false
	}
	for _, e := range a {
		switch x := e.(type) {
		case *String:
			if x.enc == Binary && !isASCII(x.s) {
				return true
			}
		case *Array:
			if binaryParts(x.a, depth+1) {
				return true
			}
		}
	}
	return false
}

// blocklessEnumerator names the Enumerable methods of enumerable (below)
// whose form without a block is an Enumerator over the receiver, whatever
// the arguments (TestBlocklessEnumerator checks each against enumerable).
var blocklessEnumerator = map[string]bool{
	"each_with_index": true, "each_with_object": true, "map": true, "collect": true,
	"flat_map": true, "collect_concat": true, "filter_map": true, "select": true,
	"filter": true, "reject": true, "find_all": true, "partition": true, "find": true,
	"detect": true, "reverse_each": true, "take_while": true, "drop_while": true,
}

// enumerable implements the Enumerable methods over a list of yielded
// values (an Array's elements, a Hash's [k, v] pairs, a Range's members).
// ok is false when name is not one of them.
func (in *Interp) enumerable(recv Value, items []Value, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	needBlock := func() bool { return blk == nil }
	enum := func() (Value, bool, error) {
		return in.newEnum(&rEnum{recv: recv, meth: name, args: args}), true, nil
	}
	switch name {
	case "each_with_index":
		if needBlock() {
			return enum()
		}
		for i, e := range items {
			if _, err := in.callProc(blk, []Value{e, int64(i)}); err != nil {
				return nil, true, err
			}
		}
		return recv, true, nil
	case "each_with_object":
		if needBlock() {
			return enum()
		}
		memo := args[0]
		for _, e := range items {
			if _, err := in.callProc(blk, []Value{e, memo}); err != nil {
				return nil, true, err
			}
		}
		return memo, true, nil
	case "map", "collect", "flat_map", "collect_concat", "filter_map":
		if needBlock() {
			return enum()
		}
		out := make([]Value, 0, len(items))
		for _, e := range items {
			v, err := in.yield1(blk, e)
			if err != nil {
				return nil, true, err
			}
			if name == "filter_map" && !Truthy(v) {
				continue
			}
			if a, ok := v.(*Array); ok && (name == "flat_map" || name == "collect_concat") {
				out = append(out, a.a...)
				continue
			}
			out = append(out, v)
		}
		return newArray(out), true, nil
	case "compact":
		// Enumerable#compact (Ruby 3.1): the elements without nils
		var out []Value
		for _, e := range items {
			if e != nil {
				out = append(out, e)
			}
		}
		return newArray(out), true, nil
	case "select", "filter", "reject", "find_all":
		if needBlock() {
			return enum()
		}
		var out []Value
		for _, e := range items {
			v, err := in.yield1(blk, e)
			if err != nil {
				return nil, true, err
			}
			if Truthy(v) == (name != "reject") {
				out = append(out, e)
			}
		}
		return newArray(out), true, nil
	case "partition":
		if needBlock() {
			return enum()
		}
		var yes, no []Value
		for _, e := range items {
			v, err := in.yield1(blk, e)
			if err != nil {
				return nil, true, err
			}
			if Truthy(v) {
				yes = append(yes, e)
			} else {
				no = append(no, e)
			}
		}
		return newArray([]Value{newArray(yes), newArray(no)}), true, nil
	case "find", "detect":
		if needBlock() {
			return enum()
		}
		for _, e := range items {
			v, err := in.yield1(blk, e)
			if err != nil {
				return nil, true, err
			}
			if Truthy(v) {
				return e, true, nil
			}
		}
		if len(args) == 1 && args[0] != nil {
			// find(ifnone): what ifnone.call answers when nothing is found.
			v, err := in.callMethod(args[0], "call", nil, nil, nil, false)
			return v, true, err
		}
		return nil, true, nil
	case "find_index":
		for i, e := range items {
			var hit bool
			if len(args) == 1 {
				var err error
				if hit, err = in.equal(e, args[0]); err != nil {
					return nil, true, err
				}
			} else if blk != nil {
				v, err := in.yield1(blk, e)
				if err != nil {
					return nil, true, err
				}
				hit = Truthy(v)
			} else {
				return enum()
			}
			if hit {
				return int64(i), true, nil
			}
		}
		return nil, true, nil
	case "any?", "all?", "none?", "one?":
		n := 0
		for _, e := range items {
			var t bool
			switch {
			case len(args) == 1:
				r, err := in.caseEq(args[0], e, nil)
				if err != nil {
					return nil, true, err
				}
				t = r
			case blk != nil:
				v, err := in.yield1(blk, e)
				if err != nil {
					return nil, true, err
				}
				t = Truthy(v)
			default:
				t = Truthy(e)
			}
			if t {
				n++
			}
			switch {
			case name == "any?" && t:
				return true, true, nil
			case name == "all?" && !t:
				return false, true, nil
			case name == "none?" && t:
				return false, true, nil
			case name == "one?" && n > 1:
				return false, true, nil
			}
		}
		switch name {
		case "any?":
			return false, true, nil
		case "one?":
			return n == 1, true, nil
		}
		return true, true, nil
	case "count":
		if len(args) == 0 && blk == nil {
			return int64(len(items)), true, nil
		}
		n := 0
		for _, e := range items {
			if len(args) == 1 {
				hit, err := in.equal(e, args[0])
				if err != nil {
					return nil, true, err
				}
				if hit {
					n++
				}
				continue
			}
			v, err := in.yield1(blk, e)
			if err != nil {
				return nil, true, err
			}
			if Truthy(v) {
				n++
			}
		}
		return int64(n), true, nil
	case "sort":
		out := append([]Value(nil), items...)
		cmpf := func(a, b Value) (int, error) { return in.cmpValues(a, b, pos) }
		if blk != nil {
			cmpf = in.blockCmp(blk, pos)
		}
		if err := sortValues(out, cmpf); err != nil {
			return nil, true, err
		}
		return newArray(out), true, nil
	case "sort_by", "min_by", "max_by", "minmax_by", "group_by", "uniq", "sum", "tally", "to_set":
		if name != "uniq" && name != "sum" && name != "tally" && name != "to_set" && needBlock() {
			return enum()
		}
		keys := make([]Value, len(items))
		if blk != nil {
			for i, e := range items {
				k, err := in.yield1(blk, e)
				if err != nil {
					return nil, true, err
				}
				keys[i] = k
			}
		} else {
			copy(keys, items)
		}
		switch name {
		case "sort_by":
			idx := make([]Value, len(items))
			for i := range idx {
				idx[i] = int64(i)
			}
			err := sortValues(idx, func(a, b Value) (int, error) {
				return in.cmpValues(keys[a.(int64)], keys[b.(int64)], pos)
			})
			if err != nil {
				return nil, true, err
			}
			out := make([]Value, len(items))
			for i, j := range idx {
				out[i] = items[j.(int64)]
			}
			return newArray(out), true, nil
		case "minmax_by":
			// Ruby's minmax_by: the first minimum and the last maximum
			if len(items) == 0 {
				return newArray([]Value{nil, nil}), true, nil
			}
			lo, hi := 0, 0
			for i := 1; i < len(items); i++ {
				c, err := in.cmpValues(keys[i], keys[lo], pos)
				if err != nil {
					return nil, true, err
				}
				if c < 0 {
					lo = i
				}
				if c, err = in.cmpValues(keys[i], keys[hi], pos); err != nil {
					return nil, true, err
				}
				if c > 0 {
					hi = i
				}
			}
			return newArray([]Value{items[lo], items[hi]}), true, nil
		case "min_by", "max_by":
			if len(args) == 1 && args[0] != nil {
				n, err := in.intArg(args[0], pos)
				if err != nil {
					return nil, true, err
				}
				v, err := in.nminRun(items, keys, n, func(a, b Value) (int, error) { return in.cmpValues(a, b, pos) }, name == "max_by", pos)
				return v, true, err
			}
			if len(items) == 0 {
				return nil, true, nil
			}
			best := 0
			for i := 1; i < len(items); i++ {
				c, err := in.cmpValues(keys[i], keys[best], pos)
				if err != nil {
					return nil, true, err
				}
				if (name == "min_by" && c < 0) || (name == "max_by" && c > 0) {
					best = i
				}
			}
			return items[best], true, nil
		case "group_by":
			h := NewHash()
			for i, e := range items {
				g, ok := h.get(keys[i])
				if !ok {
					g = newArray(nil)
					h.put(keys[i], g)
				}
				ga := g.(*Array)
				ga.a = append(ga.a, e)
			}
			return h, true, nil
		case "tally":
			h := NewHash()
			for _, e := range items {
				c, _ := h.get(e)
				n, _ := c.(int64)
				h.put(e, n+1)
			}
			return h, true, nil
		case "uniq", "to_set":
			seen := NewHash()
			var out []Value
			for i, e := range items {
				if seen.has(keys[i]) {
					continue
				}
				seen.put(keys[i], true)
				out = append(out, e)
			}
			return newArray(out), true, nil
		case "sum":
			var acc Value = int64(0)
			if len(args) == 1 {
				acc = args[0]
			}
			v, err := in.sumValues(acc, keys, len(args) == 1, pos)
			return v, true, err
		}
	case "min", "max":
		cmpf := func(a, b Value) (int, error) { return in.cmpValues(a, b, pos) }
		if blk != nil {
			cmpf = in.blockCmp(blk, pos)
		}
		if len(args) == 1 && args[0] != nil {
			n, err := in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			v, err := in.nminRun(items, nil, n, cmpf, name == "max", pos)
			return v, true, err
		}
		if len(items) == 0 {
			return nil, true, nil
		}
		// Array#min/max compare the best so far with the next element
		// (array.c's optimized_cmp(vmax, v)), Enumerable's and a block
		// the next with the best: which one <=> fails on names the
		// classes in "comparison of X with Y failed"
		_, isArray := recv.(*Array)
		v, err := extreme(items, name == "max", cmpf, blk == nil && isArray)
		return v, true, err
	case "minmax":
		if len(items) == 0 {
			return newArray([]Value{nil, nil}), true, nil
		}
		cmpf := func(a, b Value) (int, error) { return in.cmpValues(a, b, pos) }
		if blk != nil {
			cmpf = in.blockCmp(blk, pos)
		}
		// Enumerable#minmax and Array#minmax both name the best first
		mn, err := extreme(items, false, cmpf, blk == nil)
		if err != nil {
			return nil, true, err
		}
		mx, err := extreme(items, true, cmpf, blk == nil)
		if err != nil {
			return nil, true, err
		}
		return newArray([]Value{mn, mx}), true, nil
	case "inject", "reduce":
		var acc Value
		var op string
		start := 0
		switch len(args) {
		case 0:
			if blk == nil {
				return nil, true, in.raise(cArgumentError, pos, "no block given")
			}
		case 1:
			if s, ok := args[0].(Symbol); ok && blk == nil {
				op = string(s)
			} else {
				acc = args[0]
				start = -1
			}
		case 2:
			acc = args[0]
			start = -1
			op = in.symStr(args[1])
		}
		list := items
		if start == 0 {
			if len(items) == 0 {
				return nil, true, nil
			}
			acc = items[0]
			list = items[1:]
		}
		for _, e := range list {
			var err error
			if op != "" {
				acc, err = in.send5(acc, op, []Value{e}, nil, pos)
			} else {
				acc, err = in.callProc(blk, []Value{acc, e})
			}
			if err != nil {
				return nil, true, err
			}
		}
		return acc, true, nil
	case "each_slice", "each_cons":
		n, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if n <= 0 {
			return nil, true, in.raise(cArgumentError, pos, "invalid slice size")
		}
		var groups []Value
		if name == "each_slice" {
			for i := 0; i < len(items); i += int(n) {
				j := i + int(n)
				if j > len(items) {
					j = len(items)
				}
				groups = append(groups, newArray(append([]Value(nil), items[i:j]...)))
			}
		} else {
			for i := 0; i+int(n) <= len(items); i++ {
				groups = append(groups, newArray(append([]Value(nil), items[i:i+int(n)]...)))
			}
		}
		if blk == nil {
			return in.newEnum(&rEnum{recv: newArray(groups), meth: "each"}), true, nil
		}
		for _, g := range groups {
			if _, err := in.yield1(blk, g); err != nil {
				return nil, true, err
			}
		}
		// both answer the receiver since Ruby 3.1
		return recv, true, nil
	case "to_a", "entries":
		return newArray(append([]Value(nil), items...)), true, nil
	case "to_h":
		h := NewHash()
		// Array#to_h names the element's index, Enumerable's does not
		_, isArray := recv.(*Array)
		for i, e := range items {
			if blk != nil {
				v, err := in.yield1(blk, e)
				if err != nil {
					return nil, true, err
				}
				e = v
			}
			p, ok := e.(*Array)
			if !ok {
				var err error
				if p, err = in.objAry(e, pos); err != nil {
					return nil, true, err
				}
				ok = p != nil
			}
			if !ok || len(p.a) != 2 {
				switch {
				case !ok && isArray:
					return nil, true, in.raise(cTypeError, pos, "wrong element type %s at %d (expected array)", in.className(e), i)
				case !ok:
					return nil, true, in.raise(cTypeError, pos, "wrong element type %s (expected array)", in.className(e))
				case isArray:
					return nil, true, in.raise(cArgumentError, pos, "wrong array length at %d (expected 2, was %d)", i, len(p.a))
				}
				return nil, true, in.raise(cArgumentError, pos, "element has wrong array length (expected 2, was %d)", len(p.a))
			}
			h.put(p.a[0], p.a[1])
		}
		return h, true, nil
	case "include?", "member?":
		for _, e := range items {
			if hit, err := in.equal(e, args[0]); hit || err != nil {
				return hit, true, err
			}
		}
		return false, true, nil
	case "first":
		if len(args) == 0 {
			if len(items) == 0 {
				return nil, true, nil
			}
			return items[0], true, nil
		}
		n, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if n < 0 {
			return nil, true, in.raise(cArgumentError, pos, "attempt to take negative size")
		}
		if int(n) > len(items) {
			n = int64(len(items))
		}
		return newArray(append([]Value(nil), items[:n]...)), true, nil
	case "zip":
		others, err := in.zipTake(args, len(items), pos)
		if err != nil {
			return nil, true, err
		}
		out := make([]Value, len(items))
		for i, e := range items {
			row := []Value{e}
			for _, o := range others {
				if i < len(o) {
					row = append(row, o[i])
				} else {
					row = append(row, nil)
				}
			}
			out[i] = newArray(row)
		}
		if blk != nil {
			for _, r := range out {
				if _, err := in.yield1(blk, r); err != nil {
					return nil, true, err
				}
			}
			return nil, true, nil
		}
		return newArray(out), true, nil
	case "grep", "grep_v":
		var out []Value
		// with a block, a Regexp's match of each element is the block's
		// $~ (the frame it was written in), failed ones nil, as Ruby's
		// grep sets it; without one $~ is left alone
		var matchFrame *frame
		if blk != nil && blk.ctx != nil {
			matchFrame = &frame{ctx: blk.ctx}
		}
		for _, e := range items {
			t, err := in.caseEq(args[0], e, matchFrame)
			if err != nil {
				return nil, true, err
			}
			if t != (name == "grep_v") {
				if blk != nil {
					v, err := in.yield1(blk, e)
					if err != nil {
						return nil, true, err
					}
					e = v
				}
				out = append(out, e)
			}
		}
		return newArray(out), true, nil
	case "reverse_each":
		if needBlock() {
			return enum()
		}
		for i := len(items) - 1; i >= 0; i-- {
			if _, err := in.yield1(blk, items[i]); err != nil {
				return nil, true, err
			}
		}
		return recv, true, nil
	case "take", "drop":
		n, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if n < 0 {
			return nil, true, in.raise(cArgumentError, pos, "attempt to %s negative size", name)
		}
		if int(n) > len(items) {
			n = int64(len(items))
		}
		if name == "take" {
			return newArray(append([]Value(nil), items[:n]...)), true, nil
		}
		return newArray(append([]Value(nil), items[n:]...)), true, nil
	case "take_while", "drop_while":
		if needBlock() {
			return enum()
		}
		i := 0
		for ; i < len(items); i++ {
			v, err := in.yield1(blk, items[i])
			if err != nil {
				return nil, true, err
			}
			if !Truthy(v) {
				break
			}
		}
		if name == "take_while" {
			return newArray(append([]Value(nil), items[:i]...)), true, nil
		}
		return newArray(append([]Value(nil), items[i:]...)), true, nil
	case "chunk_while", "slice_when", "cycle", "chunk":
		v, err := in.enumExtra(recv, items, name, args, blk)
		return v, true, err
	case "lazy":
		return in.lazyFrom(recv), true, nil
	}
	return nil, false, nil
}

// arrayMethod implements Array's methods.
func (in *Interp) arrayMethod(a *Array, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	mut := func() error { return in.checkFrozen(a, a.frozen, pos) }
	switch name {
	case "each":
		if blk == nil {
			return in.newEnum(&rEnum{recv: a, meth: "each"}), true, nil
		}
		for i := 0; i < len(a.a); i++ {
			if _, err := in.yield1(blk, a.a[i]); err != nil {
				return nil, true, err
			}
		}
		return a, true, nil
	case "each_index":
		if blk == nil {
			return in.newEnum(&rEnum{recv: a, meth: name}), true, nil
		}
		for i := 0; i < len(a.a); i++ {
			if _, err := in.yield1(blk, int64(i)); err != nil {
				return nil, true, err
			}
		}
		return a, true, nil
	case "length", "size":
		return int64(len(a.a)), true, nil
	case "empty?":
		return len(a.a) == 0, true, nil
	case "to_s", "inspect":
		return str(in.inspect(a)), true, nil
	case "to_a", "entries", "to_ary":
		if c := in.plainCopy(a); c != nil && name != "to_ary" {
			return c, true, nil
		}
		return a, true, nil
	case "join":
		sep := ""
		if len(args) == 1 && args[0] != nil {
			s, err := in.strArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			sep = s
		}
		var b strings.Builder
		if err := in.join(a.a, sep, &b, 0, pos); err != nil {
			return nil, true, err
		}
		if binaryParts(a.a, 0) {
			// a binary part with bytes above 127 makes the result binary
			// (Ruby's encoding of a join)
			return NewStringEnc(b.String(), Binary), true, nil
		}
		return str(b.String()), true, nil
	case "first", "last":
		if len(args) == 0 {
			if len(a.a) == 0 {
				return nil, true, nil
			}
			if name == "first" {
				return a.a[0], true, nil
			}
			return a.a[len(a.a)-1], true, nil
		}
		n, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if n < 0 {
			return nil, true, in.raise(cArgumentError, pos, "negative array size")
		}
		if int(n) > len(a.a) {
			n = int64(len(a.a))
		}
		if name == "first" {
			return newArray(append([]Value(nil), a.a[:n]...)), true, nil
		}
		return newArray(append([]Value(nil), a.a[len(a.a)-int(n):]...)), true, nil
	case "[]", "slice", "at":
		v, err := in.arrayIndex(a, args, pos)
		return v, true, err
	case "dig":
		v, err := in.arrayIndex(a, args[:1], pos)
		if err != nil || v == nil || len(args) == 1 {
			return v, true, err
		}
		r, err := in.digInto(v, args[1:], pos)
		return r, true, err
	case "fetch":
		i, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		j := i
		if j < 0 {
			j += int64(len(a.a))
		}
		if j >= 0 && j < int64(len(a.a)) {
			return a.a[j], true, nil
		}
		if blk != nil {
			v, err := in.yield1(blk, args[0])
			return v, true, err
		}
		if len(args) == 2 {
			return args[1], true, nil
		}
		return nil, true, in.raise(cIndexError, pos, "index %d outside of array bounds: %d...%d", i, -len(a.a), len(a.a))
	case "values_at":
		// rb_ary_entry: an index out of range reads as nil
		v, err := in.valuesAt(int64(len(a.a)), args, func(i int64) (Value, error) {
			if i < 0 {
				i += int64(len(a.a))
			}
			if i < 0 || i >= int64(len(a.a)) {
				return nil, nil
			}
			return a.a[i], nil
		}, pos)
		return v, true, err
	case "[]=":
		v, err := in.arrayAset(a, args, pos)
		return v, true, err
	case "<<", "push", "append":
		a.a = append(a.a, args...)
		if len(a.a) > maxArrayLen {
			return nil, true, in.limitErr(pos)
		}
		return a, true, nil
	case "unshift", "prepend":
		a.a = append(append([]Value(nil), args...), a.a...)
		return a, true, nil
	case "insert":
		i, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if i < 0 {
			i += int64(len(a.a)) + 1
		}
		if i < 0 {
			return nil, true, in.raise(cIndexError, pos, "index %d too small for array", i)
		}
		if len(args) == 1 {
			return a, true, nil
		}
		if rlen := int64(len(args) - 1); i > int64(len(a.a)) && i > aryMaxSize-rlen {
			return nil, true, in.raise(cIndexError, pos, "index %d too big", i)
		} else if err := in.arrayLen(max(i, int64(len(a.a)))+rlen, pos); err != nil {
			return nil, true, err
		}
		for int64(len(a.a)) < i {
			a.a = append(a.a, nil)
		}
		a.a = append(a.a[:i:i], append(append([]Value(nil), args[1:]...), a.a[i:]...)...)
		return a, true, nil
	case "concat":
		for _, x := range args {
			o, err := in.arrArg(x, pos)
			if err != nil {
				return nil, true, err
			}
			a.a = append(a.a, o.a...)
		}
		if len(a.a) > maxArrayLen {
			return nil, true, in.limitErr(pos)
		}
		return a, true, nil
	case "pop", "shift":
		if len(args) == 1 {
			n, err := in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			if int(n) > len(a.a) {
				n = int64(len(a.a))
			}
			var out []Value
			if name == "pop" {
				out = append(out, a.a[len(a.a)-int(n):]...)
				a.a = a.a[:len(a.a)-int(n)]
			} else {
				out = append(out, a.a[:n]...)
				a.a = append([]Value(nil), a.a[n:]...)
			}
			return newArray(out), true, nil
		}
		if len(a.a) == 0 {
			return nil, true, nil
		}
		if name == "pop" {
			v := a.a[len(a.a)-1]
			a.a = a.a[:len(a.a)-1]
			return v, true, nil
		}
		v := a.a[0]
		a.a = append([]Value(nil), a.a[1:]...)
		return v, true, nil
	case "+":
		o, err := in.arrArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if len(a.a)+len(o.a) > maxArrayLen {
			return nil, true, in.limitErr(pos)
		}
		return newArray(append(append([]Value(nil), a.a...), o.a...)), true, nil
	case "-", "difference":
		var out []Value
		rm := NewHash()
		for _, x := range args {
			o, err := in.arrArg(x, pos)
			if err != nil {
				return nil, true, err
			}
			for _, e := range o.a {
				rm.put(e, true)
			}
		}
		for _, e := range a.a {
			if !rm.has(e) {
				out = append(out, e)
			}
		}
		return newArray(out), true, nil
	case "intersect?":
		// Ruby 3.1: whether the two share an element (eql?/hash)
		o, err := in.arrArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		keep := NewHash()
		for _, e := range o.a {
			keep.put(e, true)
		}
		for _, e := range a.a {
			if keep.has(e) {
				return true, true, nil
			}
		}
		return false, true, nil
	case "&", "intersection":
		// intersection(*arrays) is self & a & b ... (the receiver's copy
		// with none: its duplicates kept); & takes one (invoke counted)
		out := append([]Value(nil), a.a...)
		for _, x := range args {
			o, err := in.arrArg(x, pos)
			if err != nil {
				return nil, true, err
			}
			keep := NewHash()
			for _, e := range o.a {
				keep.put(e, true)
			}
			seen := NewHash()
			var next []Value
			for _, e := range out {
				if keep.has(e) && !seen.has(e) {
					seen.put(e, true)
					next = append(next, e)
				}
			}
			out = next
		}
		return newArray(out), true, nil
	case "|", "union":
		seen := NewHash()
		var out []Value
		lists := [][]Value{a.a}
		for _, x := range args {
			o, err := in.arrArg(x, pos)
			if err != nil {
				return nil, true, err
			}
			lists = append(lists, o.a)
		}
		for _, l := range lists {
			for _, e := range l {
				if !seen.has(e) {
					seen.put(e, true)
					out = append(out, e)
				}
			}
		}
		return newArray(out), true, nil
	case "*":
		if s, ok := args[0].(*String); ok {
			var b strings.Builder
			if err := in.join(a.a, s.s, &b, 0, pos); err != nil {
				return nil, true, err
			}
			return str(b.String()), true, nil
		}
		n, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		total, err := in.timesLen(int64(len(a.a)), n, aryMaxSize, int64(maxArrayLen), pos)
		if err != nil {
			return nil, true, err
		}
		out := make([]Value, 0, total)
		for len(out) < int(total) {
			out = append(out, a.a...)
		}
		return newArray(out), true, nil
	case "==", "eql?":
		if name == "eql?" {
			v, err := in.containerEql(a, args[0])
			return v, true, err
		}
		eq, err := in.equal(a, args[0]) // a walk past its bounds raises
		return eq, true, err
	case "<=>":
		o, err := in.objAry(args[0], pos)
		if err != nil {
			return nil, true, err
		} else if o == nil {
			o, _ = args[0].(*Array)
		}
		c, ok, err := in.compare(a, o)
		if err != nil || !ok || o == nil {
			return nil, true, err
		}
		return int64(c), true, nil
	case "flatten", "flatten!":
		depth := -1
		if len(args) == 1 && args[0] != nil {
			n, err := in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			depth = int(n)
		}
		out, err := in.flatten(a.a, depth, nil, 0, pos)
		if err != nil {
			return nil, true, err
		}
		if name == "flatten!" {
			if err := mut(); err != nil {
				return nil, true, err
			}
			changed := len(out) != len(a.a)
			for _, e := range a.a {
				if _, ok := e.(*Array); ok {
					changed = true
				}
			}
			a.a = out
			if !changed {
				return nil, true, nil
			}
			return a, true, nil
		}
		return newArray(out), true, nil
	case "compact", "compact!":
		var out []Value
		for _, e := range a.a {
			if e != nil {
				out = append(out, e)
			}
		}
		if name == "compact!" {
			if err := mut(); err != nil {
				return nil, true, err
			}
			changed := len(out) != len(a.a)
			a.a = out
			if !changed {
				return nil, true, nil
			}
			return a, true, nil
		}
		return newArray(out), true, nil
	case "reverse":
		out := make([]Value, len(a.a))
		for i, e := range a.a {
			out[len(a.a)-1-i] = e
		}
		return newArray(out), true, nil
	case "reverse!":
		for i, j := 0, len(a.a)-1; i < j; i, j = i+1, j-1 {
			a.a[i], a.a[j] = a.a[j], a.a[i]
		}
		return a, true, nil
	case "rotate":
		n := int64(1)
		if len(args) == 1 {
			var err error
			n, err = in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
		}
		if len(a.a) == 0 {
			return newArray(nil), true, nil
		}
		k := int(((n % int64(len(a.a))) + int64(len(a.a))) % int64(len(a.a)))
		return newArray(append(append([]Value(nil), a.a[k:]...), a.a[:k]...)), true, nil
	case "index", "find_index", "rindex":
		if len(args) == 0 && blk == nil {
			return in.newEnum(&rEnum{recv: a, meth: name}), true, nil
		}
		n := len(a.a)
		for k := 0; k < n; k++ {
			i := k
			if name == "rindex" {
				i = n - 1 - k
			}
			var hit bool
			if len(args) == 1 {
				var err error
				if hit, err = in.equal(a.a[i], args[0]); err != nil {
					return nil, true, err
				}
			} else {
				v, err := in.yield1(blk, a.a[i])
				if err != nil {
					return nil, true, err
				}
				hit = Truthy(v)
			}
			if hit {
				return int64(i), true, nil
			}
		}
		return nil, true, nil
	case "delete":
		var out []Value
		var found Value
		hit := false
		for _, e := range a.a {
			eq, err := in.equal(e, args[0])
			if err != nil {
				return nil, true, err
			}
			if eq {
				found, hit = e, true
				continue
			}
			out = append(out, e)
		}
		if hit {
			if err := mut(); err != nil {
				return nil, true, err
			}
		}
		a.a = out
		if !hit {
			if blk != nil {
				v, err := in.yield1(blk, args[0])
				return v, true, err
			}
			return nil, true, nil
		}
		return found, true, nil
	case "delete_at":
		i, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if i < 0 {
			i += int64(len(a.a))
		}
		if i < 0 || i >= int64(len(a.a)) {
			return nil, true, nil
		}
		v := a.a[i]
		a.a = append(a.a[:i:i], a.a[i+1:]...)
		return v, true, nil
	case "delete_if", "reject!", "select!", "keep_if", "filter!", "map!", "collect!", "uniq!", "sort!", "sort_by!", "shuffle!":
		base := strings.TrimSuffix(name, "!")
		switch name {
		case "delete_if":
			base = "reject"
		case "keep_if":
			base = "select"
		}
		if blk == nil && base != "uniq" && base != "sort" && base != "shuffle" {
			return in.newEnum(&rEnum{recv: a, meth: name}), true, nil
		}
		v, ok, err := in.arrayMethod(a, base, args, blk, pos)
		if err != nil || !ok {
			return v, ok, err
		}
		na, isArr := v.(*Array)
		if !isArr {
			return v, true, nil
		}
		changed := len(na.a) != len(a.a)
		a.a = na.a
		if (name == "reject!" || name == "select!" || name == "filter!" || name == "uniq!") && !changed {
			return nil, true, nil
		}
		return a, true, nil
	case "clear":
		a.a = nil
		return a, true, nil
	case "replace":
		o, err := in.arrArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		a.a = append([]Value(nil), o.a...)
		return a, true, nil
	case "transpose":
		if len(a.a) == 0 {
			return newArray(nil), true, nil
		}
		var rows [][]Value
		w := -1
		for _, r := range a.a {
			ra, err := in.arrArg(r, pos)
			if err != nil {
				return nil, true, err
			}
			if w >= 0 && len(ra.a) != w {
				return nil, true, in.raise(cIndexError, pos, "element size differs (%d should be %d)", len(ra.a), w)
			}
			w = len(ra.a)
			rows = append(rows, ra.a)
		}
		out := make([]Value, w)
		for j := 0; j < w; j++ {
			col := make([]Value, len(rows))
			for i := range rows {
				col[i] = rows[i][j]
			}
			out[j] = newArray(col)
		}
		return newArray(out), true, nil
	case "assoc":
		for _, e := range a.a {
			if p, ok := e.(*Array); ok && len(p.a) > 0 {
				if hit, err := in.equal(p.a[0], args[0]); hit || err != nil {
					return p, true, err
				}
			}
		}
		return nil, true, nil
	case "product":
		out := []Value{}
		for _, e := range a.a {
			out = append(out, newArray([]Value{e}))
		}
		for _, x := range args {
			o, err := in.arrArg(x, pos)
			if err != nil {
				return nil, true, err
			}
			var next []Value
			for _, p := range out {
				for _, e := range o.a {
					next = append(next, newArray(append(append([]Value(nil), p.(*Array).a...), e)))
					if len(next) > maxArrayLen {
						return nil, true, in.limitErr(pos)
					}
				}
			}
			out = next
		}
		if blk != nil {
			// With a block each combination is yielded and the receiver
			// returned.
			for _, p := range out {
				if _, err := in.yield1(blk, p); err != nil {
					return nil, true, err
				}
			}
			return a, true, nil
		}
		return newArray(out), true, nil
	case "hash":
		return containerHash(a), true, nil
	case "sample", "shuffle", "permutation", "combination", "bsearch", "fill":
		v, err := in.arrayExtra(a, name, args, blk)
		return v, true, err
	case "pack":
		if len(args) != 1 {
			return nil, true, in.argcError(len(args), 1, 1)
		}
		t, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		v, err := in.pack(a.a, t)
		return v, true, err
	}
	return in.enumerable(a, a.a, name, args, blk, pos)
}

func (in *Interp) arrayIndex(a *Array, args []Value, pos int) (Value, error) {
	if err := in.argc(args, 1, 2, pos); err != nil {
		return nil, err
	}
	l := int64(len(a.a))
	if len(args) == 2 {
		st, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, err
		}
		n, err := in.intArg(args[1], pos)
		if err != nil {
			return nil, err
		}
		if st < 0 {
			st += l
		}
		if st < 0 || st > l || n < 0 {
			return nil, nil
		}
		if st+n > l {
			n = l - st
		}
		return newArray(append([]Value(nil), a.a[st:st+n]...)), nil
	}
	switch x := args[0].(type) {
	case *Range:
		st, n, ok := in.rangeBounds(x, l)
		if !ok {
			return nil, nil
		}
		if st+n > l {
			n = l - st
		}
		return newArray(append([]Value(nil), a.a[st:st+n]...)), nil
	}
	i, err := in.intArg(args[0], pos)
	if err != nil {
		return nil, err
	}
	if i < 0 {
		i += l
	}
	if i < 0 || i >= l {
		return nil, nil
	}
	return a.a[i], nil
}

// hashGet is Hash#[] with default values.
func (in *Interp) hashGet(h *Hash, k Value, pos int) (Value, error) {
	if v, ok := h.get(k); ok {
		return v, nil
	}
	if h.dfltFn != nil {
		return in.callProc(h.dfltFn, []Value{h, k})
	}
	return h.dflt, nil
}

func (h *Hash) pairs() []Value {
	out := make([]Value, len(h.keys))
	for i, k := range h.keys {
		out[i] = newArray([]Value{k, h.vals[i]})
	}
	return out
}

// hashMethod implements Hash's methods.
func (in *Interp) hashMethod(h *Hash, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	switch name {
	case "[]":
		v, err := in.hashGet(h, args[0], pos)
		return v, true, err
	case "[]=", "store":
		if err := in.checkHashInsert(h, args[0]); err != nil {
			return nil, true, err
		}
		h.put(args[0], args[1])
		return args[1], true, nil
	case "fetch":
		if v, ok := h.get(args[0]); ok {
			return v, true, nil
		}
		if blk != nil {
			v, err := in.yield1(blk, args[0])
			return v, true, err
		}
		if len(args) == 2 {
			return args[1], true, nil
		}
		return nil, true, in.keyError(h, args[0])
	case "key?", "has_key?", "include?", "member?":
		_, ok := h.get(args[0])
		return ok, true, nil
	case "value?", "has_value?":
		for _, v := range h.vals {
			if hit, err := in.equal(v, args[0]); hit || err != nil {
				return hit, true, err
			}
		}
		return false, true, nil
	case "key":
		for i, v := range h.vals {
			if hit, err := in.equal(v, args[0]); hit || err != nil {
				return h.keys[i], true, err
			}
		}
		return nil, true, nil
	case "keys":
		return newArray(append([]Value(nil), h.keys...)), true, nil
	case "values":
		return newArray(append([]Value(nil), h.vals...)), true, nil
	case "values_at", "fetch_values":
		out := make([]Value, len(args))
		for i, k := range args {
			if name == "fetch_values" {
				v, ok := h.get(k)
				if !ok {
					return nil, true, in.keyError(h, k)
				}
				out[i] = v
				continue
			}
			v, err := in.hashGet(h, k, pos)
			if err != nil {
				return nil, true, err
			}
			out[i] = v
		}
		return newArray(out), true, nil
	case "dig":
		v, err := in.hashGet(h, args[0], pos)
		if err != nil || v == nil || len(args) == 1 {
			return v, true, err
		}
		r, err := in.digInto(v, args[1:], pos)
		return r, true, err
	case "length", "size":
		return int64(len(h.keys)), true, nil
	case "empty?":
		return len(h.keys) == 0, true, nil
	case "to_s", "inspect":
		return str(in.inspect(h)), true, nil
	case "to_h", "to_hash":
		if blk == nil {
			if c := in.plainCopy(h); c != nil && name == "to_h" {
				return c, true, nil
			}
			return h, true, nil
		}
	case "each", "each_pair":
		if blk == nil {
			return in.newEnum(&rEnum{recv: h, meth: name}), true, nil
		}
		h.iterating++
		for _, p := range h.pairs() {
			if _, err := in.yield1(blk, p); err != nil {
				h.iterating--
				return nil, true, err
			}
		}
		h.iterating--
		return h, true, nil
	case "each_key", "each_value":
		if blk == nil {
			return in.newEnum(&rEnum{recv: h, meth: name}), true, nil
		}
		list := append([]Value(nil), h.keys...)
		if name == "each_value" {
			list = append([]Value(nil), h.vals...)
		}
		h.iterating++
		for _, k := range list {
			if _, err := in.yield1(blk, k); err != nil {
				h.iterating--
				return nil, true, err
			}
		}
		h.iterating--
		return h, true, nil
	case "select", "filter", "reject", "select!", "filter!", "reject!", "delete_if", "keep_if", "filter_map_hash":
		if blk == nil {
			return in.newEnum(&rEnum{recv: h, meth: name}), true, nil
		}
		keep := name == "select" || name == "filter" || name == "select!" || name == "filter!" || name == "keep_if"
		out := NewHash()
		keys, vals := append([]Value(nil), h.keys...), append([]Value(nil), h.vals...)
		for i, k := range keys {
			v, err := in.callProc(blk, []Value{k, vals[i]})
			if err != nil {
				return nil, true, err
			}
			if Truthy(v) == keep {
				out.put(k, vals[i])
			}
		}
		if strings.HasSuffix(name, "!") || name == "delete_if" || name == "keep_if" {
			if err := in.checkFrozen(h, h.frozen, pos); err != nil {
				return nil, true, err
			}
			changed := len(out.keys) != len(h.keys)
			h.keys, h.vals, h.idx = out.keys, out.vals, out.idx
			if !changed && strings.HasSuffix(name, "!") {
				return nil, true, nil
			}
			return h, true, nil
		}
		return out, true, nil
	case "merge", "update", "merge!":
		target := h
		if name == "merge" {
			target = h.dup()
			target.sub = h.sub.copy()
		}
		for _, x := range args {
			o, ok := x.(*Hash)
			if !ok {
				return nil, true, in.raise(cTypeError, pos, "no implicit conversion of %s into Hash", in.typeName(x))
			}
			for i, k := range o.keys {
				v := o.vals[i]
				if blk != nil {
					if old, ok := target.get(k); ok {
						nv, err := in.callProc(blk, []Value{k, old, v})
						if err != nil {
							return nil, true, err
						}
						v = nv
					}
				}
				target.put(k, v)
			}
		}
		return target, true, nil
	case "delete":
		v, ok := h.delete(args[0])
		if !ok && blk != nil {
			r, err := in.yield1(blk, args[0])
			return r, true, err
		}
		return v, true, nil
	case "invert":
		out := NewHash()
		for i, k := range h.keys {
			out.put(h.vals[i], k)
		}
		return out, true, nil
	case "default":
		if len(args) == 1 && h.dfltFn != nil {
			v, err := in.callProc(h.dfltFn, []Value{h, args[0]})
			return v, true, err
		}
		return h.dflt, true, nil
	case "default_proc":
		if h.dfltFn == nil {
			return nil, true, nil
		}
		return h.dfltFn, true, nil
	case "default_proc=":
		switch p := args[0].(type) {
		case nil:
			h.dfltFn = nil
		case *Proc:
			h.dfltFn, h.dflt = p, nil
		default:
			return nil, true, in.raise(cTypeError, pos, "wrong default_proc type %s (expected Proc)", in.className(p))
		}
		return args[0], true, nil
	case "default=":
		h.dflt, h.dfltFn = args[0], nil // a default value replaces a default proc
		return args[0], true, nil
	case "compact":
		out := NewHash()
		for i, k := range h.keys {
			if h.vals[i] != nil {
				out.put(k, h.vals[i])
			}
		}
		return out, true, nil
	case "transform_values", "transform_keys":
		if name == "transform_keys" && len(args) == 1 {
			v, err := in.transformKeysBy(h, args[0], blk)
			return v, true, err
		}
		if blk == nil {
			return in.newEnum(&rEnum{recv: h, meth: name}), true, nil
		}
		out := NewHash()
		for i, k := range h.keys {
			if name == "transform_values" {
				v, err := in.yield1(blk, h.vals[i])
				if err != nil {
					return nil, true, err
				}
				out.put(k, v)
			} else {
				nk, err := in.yield1(blk, k)
				if err != nil {
					return nil, true, err
				}
				out.put(nk, h.vals[i])
			}
		}
		return out, true, nil
	case "slice", "except":
		out := NewHash()
		if name == "slice" {
			for _, k := range args {
				if v, ok := h.get(k); ok {
					out.put(k, v)
				}
			}
			return out, true, nil
		}
		out = h.dup()
		for _, k := range args {
			out.delete(k)
		}
		return out, true, nil
	case "sort":
		if blk == nil {
			out := h.pairs()
			if err := sortValues(out, func(a, b Value) (int, error) { return in.cmpValues(a, b, pos) }); err != nil {
				return nil, true, err
			}
			return newArray(out), true, nil
		}
	case "==", "eql?":
		if name == "eql?" {
			v, err := in.containerEql(h, args[0])
			return v, true, err
		}
		eq, err := in.equal(h, args[0]) // a walk past its bounds raises
		return eq, true, err
	case "clear":
		h.keys, h.vals, h.idx = nil, nil, map[any]int{}
		return h, true, nil
	case "replace":
		o, ok := args[0].(*Hash)
		if !ok {
			return nil, true, in.raise(cTypeError, pos, "no implicit conversion of %s into Hash", in.typeName(args[0]))
		}
		d := o.dup()
		h.keys, h.vals, h.idx = d.keys, d.vals, d.idx
		return h, true, nil
	case "shift":
		if len(h.keys) == 0 {
			return nil, true, nil
		}
		k, v := h.keys[0], h.vals[0]
		h.delete(k)
		return newArray([]Value{k, v}), true, nil
	case "count":
		if blk == nil && len(args) == 0 {
			return int64(len(h.keys)), true, nil
		}
	case "any?":
		if blk != nil {
			for i, k := range h.keys {
				v, err := in.callProc(blk, []Value{newArray([]Value{k, h.vals[i]})})
				if err != nil {
					return nil, true, err
				}
				if Truthy(v) {
					return true, true, nil
				}
			}
			return false, true, nil
		}
	case "hash":
		return containerHash(h), true, nil
	case "compare_by_identity":
		if err := in.checkFrozen(h, h.frozen, pos); err != nil {
			return nil, true, err
		}
		h.ident = true
		h.reindex()
		return h, true, nil
	case "rehash":
		h.reindex()
		return h, true, nil
	case "compare_by_identity?":
		return h.ident, true, nil
	}
	return in.enumerable(h, h.pairs(), name, args, blk, pos)
}

// Enumerators.

func (in *Interp) enumToA(e *rEnum, pos int) (*Array, error) {
	out, _, err := in.enumCollect(e, pos)
	if err != nil {
		return nil, err
	}
	return newArray(out), nil
}

// enumCollect runs an enumerator's iteration and returns what it yielded
// and what the iteration method returned (StopIteration#result).
func (in *Interp) enumCollect(e *rEnum, pos int) ([]Value, Value, error) {
	if err := in.enter(); err != nil {
		return nil, nil, err
	}
	defer in.leave()
	var out []Value
	collect := &Proc{fn: func(c *Call) (Value, error) {
		in, args := c.In, c.Args
		out = append(out, pack(args))
		if len(out) > maxArrayLen {
			return nil, in.limitErr(pos)
		}
		return nil, nil
	}}
	if what := in.enumEndless(e); what != "" {
		// collecting it whole cannot end (Ruby runs out of memory)
		return nil, nil, in.unsupportedf("all the values of an endless enumerator (%s)", what)
	}
	res, err := in.send5(e.recv, e.meth, e.args, collect, pos)
	if err != nil {
		return nil, nil, err
	}
	return out, res, nil
}

// enumExternal is Enumerator#next, #peek and #rewind over the values the
// whole iteration yields, collected on the first next or peek: the same
// values in the same order as Ruby's Fiber gives them one by one, and
// StopIteration ("iteration reached an end") after the last. What differs
// is when the iteration's own side effects happen (all at the first next).
// An endless iteration (loop, an endless Range, an enumerator over one)
// cannot be collected: it is reported as unsupported, naming the call.
func (in *Interp) enumExternal(self *Object, e *rEnum, name string, pos int) (Value, error) {
	if name == "rewind" {
		e.ext, e.extRes, e.extOn, e.extNext = nil, nil, false, 0
		return self, nil
	}
	if !e.extOn {
		if what := in.enumEndless(e); what != "" {
			return nil, in.unsupportedf("Enumerator#%s on an endless enumerator (%s): Punch collects an enumerator's values to serve next and peek", name, what)
		}
		out, res, err := in.enumCollect(e, pos)
		if err != nil {
			return nil, err
		}
		e.ext, e.extRes, e.extOn, e.extNext = out, res, true, 0
	}
	if e.extNext >= len(e.ext) {
		err := in.raise(cStopIteration, pos, "iteration reached an end")
		if ee, ok := err.(*ExceptionError); ok {
			ee.Exc.SetIvar("@result", e.extRes)
		}
		return nil, err
	}
	v := e.ext[e.extNext]
	if name == "next" {
		e.extNext++
	}
	return v, nil
}

// enumStop ends an iteration from inside its block once eachTake has its
// values. It is not a Ruby exception: no rescue in the iterated code takes
// it, and ensure clauses run, as for Ruby's break.
type enumStop struct{}

func (enumStop) Error() string { return "enumerator: enough values taken" }

// firstOrTake is Enumerable#first and #take over what recv's each
// yields. Ruby's stop the iteration once they have their values (a break
// out of it): what the iteration would do after them does not happen, and
// an endless one (cycle without a count, loop, an endless Range, a
// module's each that never returns) ends. ok is false when the arguments
// are not first's or take's (the generic path reports them).
func (in *Interp) firstOrTake(recv Value, name string, args []Value, pos int) (v Value, ok bool, err error) {
	if len(args) > 1 || (name == "take" && len(args) != 1) {
		return nil, false, nil
	}
	n := int64(1)
	if len(args) == 1 {
		if n, err = in.intArg(args[0], pos); err != nil {
			return nil, true, err
		}
		if n < 0 {
			return nil, true, in.raise(cArgumentError, pos, "attempt to take negative size")
		}
	}
	out, err := in.eachTake(recv, n, pos)
	if err != nil {
		return nil, true, err
	}
	if len(args) == 0 {
		if len(out) == 0 {
			return nil, true, nil
		}
		return out[0], true, nil
	}
	return newArray(out), true, nil
}

// eachTake runs recv's each until it has yielded n values (fewer when it
// ends first) and returns them.
func (in *Interp) eachTake(recv Value, n int64, pos int) ([]Value, error) {
	if n == 0 {
		return nil, nil
	}
	// Ruby makes the result's room at once (its errors), Punch as it goes
	if err := in.newArraySize(n, pos); err != nil {
		return nil, err
	}
	if err := in.enter(); err != nil {
		return nil, err
	}
	defer in.leave()
	var out []Value
	take := &Proc{fn: func(c *Call) (Value, error) {
		if err := in.arrayLen(int64(len(out))+1, pos); err != nil {
			return nil, err
		}
		out = append(out, pack(c.Args))
		if int64(len(out)) >= n {
			return nil, enumStop{}
		}
		return nil, nil
	}}
	_, err := in.send5(recv, "each", nil, take, pos)
	var stop enumStop
	if err != nil && !errors.As(err, &stop) {
		return nil, err
	}
	return out, nil
}

// enumEndless names what makes an enumerator endless ("" when it is
// finite, as far as the runtime can tell without running it).
func (in *Interp) enumEndless(e *rEnum) string {
	switch r := e.recv.(type) {
	case *Range:
		if r.End == nil {
			return "an endless Range"
		}
	case *Object:
		if inner, ok := r.Data.(*rEnum); ok && r.class == in.cEnumerator {
			return in.enumEndless(inner)
		}
	}
	if e.meth == "loop" {
		return "loop"
	}
	if e.meth == "cycle" && (len(e.args) == 0 || e.args[0] == nil) {
		return "cycle without a count"
	}
	return ""
}

func (in *Interp) enumMethod(self *Object, e *rEnum, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	switch name {
	case "with_index", "each_with_index", "with_object", "each_with_object":
		off := int64(0)
		var memo Value
		if name == "with_object" || name == "each_with_object" {
			memo = args[0]
		} else if len(args) == 1 && args[0] != nil {
			n, err := in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			off = n
		}
		if blk == nil {
			return in.newEnum(&rEnum{recv: self, meth: name, args: args}), true, nil
		}
		if err := in.enter(); err != nil {
			return nil, true, err
		}
		defer in.leave()
		i := off
		wrapped := &Proc{fn: func(c *Call) (Value, error) {
			in, yargs := c.In, c.Args
			var extra Value = i
			if memo != nil {
				extra = memo
			}
			i++
			return in.callProc(blk, []Value{pack(yargs), extra})
		}}
		v, err := in.send5(e.recv, e.meth, e.args, wrapped, pos)
		if err != nil {
			return nil, true, err
		}
		if memo != nil {
			return memo, true, nil
		}
		return v, true, nil
	case "each":
		if blk == nil {
			return self, true, nil
		}
		v, err := in.send5(e.recv, e.meth, e.args, blk, pos)
		return v, true, err
	case "size":
		if e.sized {
			if p, ok := e.size.(*Proc); ok {
				v, err := in.callProc(p, nil)
				return v, true, err
			}
			return e.size, true, nil
		}
		if e.meth == "loop" {
			return posInf, true, nil
		}
		if g, ok := e.recv.(*Object); ok && g.class == in.named["Enumerator::Generator"] {
			// Enumerator.new without a size: Ruby does not know it
			return nil, true, nil
		}
		if e.lazy != nil {
			v, err := in.lazySize(e.lazy, pos)
			return v, true, err
		}
		a, err := in.enumToA(e, pos)
		if err != nil {
			return nil, true, err
		}
		return int64(len(a.a)), true, nil
	case "next", "peek", "rewind":
		v, err := in.enumExternal(self, e, name, pos)
		return v, true, err
	case "inspect", "to_s":
		// Ruby 3.1 shows the method's arguments: #<Enumerator: 1:upto(2)>
		s := "#<Enumerator: " + in.inspect(e.recv) + ":" + e.meth
		if len(e.args) > 0 {
			parts := make([]string, len(e.args))
			for i, a := range e.args {
				parts[i] = in.inspect(a)
			}
			s += "(" + strings.Join(parts, ", ") + ")"
		}
		return str(s + ">"), true, nil
	}
	a, err := in.enumToA(e, pos)
	if err != nil {
		return nil, true, err
	}
	v, ok, err := in.arrayMethod(a, name, args, blk, pos)
	return v, ok, err
}

// Ranges.

func (in *Interp) rangeToA(r *Range, pos int) ([]Value, error) {
	switch lo := r.Begin.(type) {
	case int64:
		hi, ok := r.End.(int64)
		if f, isF := r.End.(float64); isF {
			hi, ok = int64(f), true
			if float64(hi) != f && r.Exclusive {
				hi++
			}
		}
		if !ok {
			if r.End == nil {
				return nil, in.raise(cRangeError, pos, "cannot convert endless range to an array")
			}
			return nil, in.raise(cTypeError, pos, "can't iterate from Integer")
		}
		if r.Exclusive {
			hi--
		}
		if hi-lo+1 > int64(maxArrayLen) {
			return nil, in.limitErr(pos)
		}
		var out []Value
		for i := lo; i <= hi; i++ {
			out = append(out, i)
		}
		return out, nil
	case *String:
		hi, ok := r.End.(*String)
		if !ok {
			return nil, in.raise(cTypeError, pos, "can't iterate from String")
		}
		return in.strUptoList(lo.s, hi.s, r.Exclusive, pos)
	}
	if r.Begin != nil && in.respondTo(r.Begin, "succ", false) {
		return in.rangeSuccToA(r, pos)
	}
	return nil, in.raise(cTypeError, pos, "can't iterate from %s", in.className(r.Begin))
}

// rangeSuccToA walks a range of any objects with succ and <=> as Ruby's
// range_each_func does (IPAddr#to_range, ranges of a module's own
// classes): from begin by succ while begin <=> end says not past the end
// (a nil <=> ends the walk).
func (in *Interp) rangeSuccToA(r *Range, pos int) ([]Value, error) {
	var out []Value
	err := in.rangeWalk(r, pos, func(v Value) error {
		if len(out) >= maxArrayLen {
			return in.limitErr(pos)
		}
		out = append(out, v)
		return nil
	})
	return out, err
}

func (in *Interp) rangeCover(r *Range, v Value) (bool, error) {
	if r.Begin != nil {
		c, ok, err := in.compare(r.Begin, v)
		if err != nil || !ok || c > 0 {
			return false, err
		}
	}
	if r.End != nil {
		c, ok, err := in.compare(v, r.End)
		if err != nil || !ok || c > 0 || (r.Exclusive && c == 0) {
			return false, err
		}
	}
	return true, nil
}

// errFound ends strUptoEach's walk once strRangeInclude found its string.
var errFound = errors.New("found")

// strRangeInclude is Range#include? of a String range (Ruby 3.1's
// rb_str_include_range_p): a non-String is not in it; between one-character
// ASCII bounds only a one-character string compared by its byte; else the
// strings String#upto walks from the first bound ('a'..'z' has no "bb",
// which cover? counts).
func (in *Interp) strRangeInclude(beg, end string, excl bool, v Value) (bool, error) {
	s, ok := v.(*String)
	if !ok {
		return false, nil
	}
	if len(beg) == 1 && len(end) == 1 {
		if len(s.s) != 1 {
			return false, nil
		}
		b, e, c := beg[0], end[0], s.s[0]
		if b < 0x80 && e < 0x80 && c < 0x80 {
			return b <= c && c < e || !excl && c == e, nil
		}
	}
	err := in.strUptoEach(beg, end, excl, func(x string) error {
		if x == s.s {
			return errFound
		}
		return in.tick()
	})
	if err == errFound {
		return true, nil
	}
	return false, err
}

func (in *Interp) rangeMethod(r *Range, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	if v, handled, err := in.rangeLazy(r, name, args, blk, pos); handled {
		return v, true, err
	}
	switch name {
	case "lazy":
		// before collecting: the range may be endless
		return in.lazyFrom(r), true, nil
	case "include?", "member?":
		if b, ok := r.Begin.(*String); ok {
			if e, ok := r.End.(*String); ok {
				v, err := in.strRangeInclude(b.s, e.s, r.Exclusive, args[0])
				return v, true, err
			}
		}
		v, err := in.rangeCover(r, args[0])
		return v, true, err
	case "===", "cover?":
		v, err := in.rangeCover(r, args[0])
		return v, true, err
	case "begin", "first":
		if name == "first" && len(args) == 1 {
			break
		}
		return r.Begin, true, nil
	case "end", "last":
		if name == "last" && len(args) == 1 {
			v, err := in.rangeLastN(r, args[0])
			return v, true, err
		}
		return r.End, true, nil
	case "exclude_end?":
		return r.Exclusive, true, nil
	case "to_s":
		return str(in.toS(r)), true, nil
	case "inspect":
		return str(in.inspect(r)), true, nil
	case "==", "eql?":
		v, err := in.equal(r, args[0])
		return v, true, err
	case "size", "count", "length":
		if len(args) == 0 && blk == nil {
			lo, ok1 := r.Begin.(int64)
			hi, ok2 := r.End.(int64)
			if ok1 && ok2 {
				n := hi - lo + 1
				if r.Exclusive {
					n--
				}
				if n < 0 {
					n = 0
				}
				return n, true, nil
			}
			if name == "size" {
				// an endless or infinite numeric range is Infinity long; a
				// range of non-numbers has no size
				_, numLo := r.Begin.(int64)
				if f, ok := r.Begin.(float64); ok && !math.IsInf(f, 0) {
					numLo = true
				}
				if f, ok := r.End.(float64); (r.End == nil || ok && math.IsInf(f, 1)) && (numLo || r.Begin == nil && r.End != nil) {
					return posInf, true, nil
				}
				if !isNumeric(r.Begin) && r.Begin != nil {
					return nil, true, nil
				}
			}
		}
	case "each":
		// each with a block is rangeLazy's.
		return in.newEnum(&rEnum{recv: r, meth: "each"}), true, nil
	case "step", "%":
		// Ruby's step may leave the step out (1); Punch's takes it
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		_, fb := r.Begin.(float64)
		_, fs := args[0].(float64)
		if isNumeric(r.Begin) && (fb || fs) {
			// a Float start or step: every value a Float (Ruby's float
			// step; a negative one gives none, no error)
			v, err := in.numStep(r, r.Begin, r.End, args[0], r.Exclusive, blk, pos)
			return v, true, err
		}
		n, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if n == 0 {
			return nil, true, in.raise(cArgumentError, pos, "step can't be 0")
		}
		if n < 0 {
			if lo, ok := r.Begin.(int64); ok && blk == nil {
				// an ArithmeticSequence in Ruby: from the start down to
				// the end
				if hi, ok := r.End.(int64); ok {
					var out []Value
					for v := lo; v > hi || v == hi && !r.Exclusive; v += n {
						if len(out) >= maxArrayLen {
							return nil, true, in.limitErr(pos)
						}
						out = append(out, v)
					}
					return in.newEnum(&rEnum{recv: newArray(out), meth: "each"}), true, nil
				}
			}
			return nil, true, in.raise(cArgumentError, pos, "step can't be negative")
		}
		items, err := in.rangeToA(r, pos)
		if err != nil {
			return nil, true, err
		}
		var out []Value
		for i := 0; i < len(items); i += int(n) {
			out = append(out, items[i])
		}
		if blk == nil {
			return in.newEnum(&rEnum{recv: newArray(out), meth: "each"}), true, nil
		}
		for _, e := range out {
			if _, err := in.yield1(blk, e); err != nil {
				return nil, true, err
			}
		}
		return r, true, nil
	case "sum":
		lo, ok1 := r.Begin.(int64)
		hi, ok2 := r.End.(int64)
		if ok1 && ok2 && blk == nil && len(args) == 0 {
			if r.Exclusive {
				hi--
			}
			if hi < lo {
				return int64(0), true, nil
			}
			return (lo + hi) * (hi - lo + 1) / 2, true, nil
		}
	case "min", "max":
		if blk == nil && len(args) == 0 {
			return in.rangeBound(r, name == "max", pos)
		}
	case "hash":
		return containerHash(r), true, nil
	}
	items, err := in.rangeToA(r, pos)
	if err != nil {
		return nil, true, err
	}
	if name == "to_a" || name == "entries" || name == "to_ary" {
		return newArray(items), true, nil
	}
	return in.enumerable(r, items, name, args, blk, pos)
}

// sumValues is Array#sum / Enumerable#sum: + from init, except that once
// the running sum is a number and a Float comes, the rest is added with
// Kahan-Babuska compensated summation as long as the elements are numbers
// ([0.1, 0.2, 0.3].sum is 0.6, not 0.6000000000000001), with Ruby's NaN
// and Infinity rules; a non-number after that goes on with +.
// sumValues is array.c's ary_sum: the Integers first, added to the
// initial value as n + init (so an init that is no number fails as
// Integer#+ does), then Floats by Kahan-Babuska summation, then + for
// the rest. initGiven: sum was given the initial value.
func (in *Interp) sumValues(acc Value, items []Value, initGiven bool, pos int) (Value, error) {
	if len(items) == 0 {
		return acc, nil
	}
	n := new(big.Int)
	i := 0
	for ; i < len(items); i++ {
		switch e := items[i].(type) {
		case int64:
			n.Add(n, big.NewInt(e))
			continue
		case *big.Int:
			n.Add(n, e)
			continue
		}
		break
	}
	// finish_exact_sum
	if n.Sign() != 0 || (i == len(items) && initGiven || i < len(items) && i != 0) {
		v, err := in.send5(normInt(n), "+", []Value{acc}, nil, pos)
		if err != nil {
			return nil, err
		}
		acc = v
	}
	if i == len(items) {
		return acc, nil
	}
	if _, isF := items[i].(float64); !isF {
		for ; i < len(items); i++ {
			v, err := in.send5(acc, "+", []Value{items[i]}, nil, pos)
			if err != nil {
				return nil, err
			}
			acc = v
		}
		return acc, nil
	}
	if !isNumeric(acc) {
		// NUM2DBL of the sum so far
		switch x := acc.(type) {
		case *String:
			return nil, in.raise(cTypeError, pos, "no implicit conversion to float from string")
		case nil, bool:
			return nil, in.raise(cTypeError, pos, "no implicit conversion to float from %s", in.inspect(x))
		}
		return nil, in.raise(cTypeError, pos, "can't convert %s into Float", in.className(acc))
	}
	f, c := toFloat(acc), 0.0
	for ; i < len(items); i++ {
		var x float64
		switch e := items[i].(type) {
		case float64:
			x = e
		case int64:
			x = float64(e)
		case *big.Int:
			x, _ = new(big.Float).SetInt(e).Float64()
		default:
			// a non-number: the compensated sum so far, then +
			acc = f
			for ; i < len(items); i++ {
				v, err := in.send5(acc, "+", []Value{items[i]}, nil, pos)
				if err != nil {
					return nil, err
				}
				acc = v
			}
			return acc, nil
		}
		switch {
		case math.IsNaN(f):
			continue
		case math.IsNaN(x):
			f = x
			continue
		case math.IsInf(x, 0):
			if math.IsInf(f, 0) && math.Signbit(x) != math.Signbit(f) {
				f = math.NaN()
			} else {
				f = x
			}
			continue
		case math.IsInf(f, 0):
			continue
		}
		t := f + x
		if math.Abs(f) >= math.Abs(x) {
			c += (f - t) + x
		} else {
			c += (x - t) + f
		}
		f = t
	}
	return f + c, nil
}

// isNumeric reports whether v is an Integer or a Float.
func isNumeric(v Value) bool {
	switch v.(type) {
	case int64, float64, *big.Int:
		return true
	}
	return false
}

// toFloat is a number's Float value (Ruby's NUM2DBL).
func toFloat(v Value) float64 {
	switch x := v.(type) {
	case int64:
		return float64(x)
	case float64:
		return x
	case *big.Int:
		f, _ := new(big.Float).SetInt(x).Float64()
		return f
	}
	return 0
}

// rangeBound is Range#min / Range#max without a block or a count, as
// range.c answers them: from the bounds, without iterating ((1.5..3).min
// is 1.5), nil for an empty range; an exclusive end is stepped back only
// for Integers, and a maximum that would have to iterate (an exclusive
// non-number end) walks the elements.
func (in *Interp) rangeBound(r *Range, wantMax bool, pos int) (Value, bool, error) {
	if !wantMax {
		if r.Begin == nil {
			return nil, true, in.raise(cRangeError, pos, "cannot get the minimum of beginless range")
		}
		if r.End == nil {
			return r.Begin, true, nil
		}
		c, err := in.cmpValues(r.Begin, r.End, pos)
		if err != nil {
			return nil, true, err
		}
		if c > 0 || c == 0 && r.Exclusive {
			return nil, true, nil
		}
		return r.Begin, true, nil
	}
	if r.End == nil {
		return nil, true, in.raise(cRangeError, pos, "cannot get the maximum of endless range")
	}
	if r.Exclusive && !isNumeric(r.End) {
		if r.Begin == nil {
			return nil, true, in.raise(cRangeError, pos, "cannot get the maximum of beginless range with custom comparison method")
		}
		items, err := in.rangeToA(r, pos)
		if err != nil {
			return nil, true, err
		}
		v, err := extreme(items, true, func(a, b Value) (int, error) { return in.cmpValues(a, b, pos) }, false)
		return v, true, err
	}
	c := -1
	if r.Begin != nil {
		var err error
		if c, err = in.cmpValues(r.Begin, r.End, pos); err != nil {
			return nil, true, err
		}
	}
	if c > 0 {
		return nil, true, nil
	}
	if !r.Exclusive {
		return r.End, true, nil
	}
	isInteger := func(v Value) bool {
		switch v.(type) {
		case int64, *big.Int:
			return true
		}
		return false
	}
	if !isInteger(r.End) {
		return nil, true, in.raise(cTypeError, pos, "cannot exclude non Integer end value")
	}
	if c == 0 {
		return nil, true, nil
	}
	if !isInteger(r.Begin) {
		return nil, true, in.raise(cTypeError, pos, "cannot exclude end value with non Integer begin value")
	}
	switch e := r.End.(type) {
	case int64:
		if e > math.MinInt64 {
			return e - 1, true, nil
		}
		return normInt(new(big.Int).Sub(big.NewInt(e), big.NewInt(1))), true, nil
	default:
		return normInt(new(big.Int).Sub(e.(*big.Int), big.NewInt(1))), true, nil
	}
}
