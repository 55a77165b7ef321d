package ruby

import "math"

// Ruby core semantics of RUBY-20's session (QA-FORGE-16's findings): each
// checked against Ruby 3.1 by TestOracle core_semantics_ruby20.

// arrayAset is Array#[]= (rb_ary_aset): an index, a start and length, or a
// Range, the last two replacing that part of the array with the value's
// elements (to_ary, else the value itself) as rb_ary_splice does.
func (in *Interp) arrayAset(a *Array, args []Value, pos int) (Value, error) {
	if len(args) == 3 {
		beg, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, err
		}
		n, err := in.intArg(args[1], pos)
		if err != nil {
			return nil, err
		}
		return args[2], in.arraySplice(a, beg, n, args[2], pos)
	}
	if r, ok := args[0].(*Range); ok {
		beg, n, err := in.rangeBegLenStrict(r, int64(len(a.a)), pos)
		if err != nil {
			return nil, err
		}
		return args[1], in.arraySplice(a, beg, n, args[1], pos)
	}
	i, err := in.intArg(args[0], pos)
	if err != nil {
		return nil, err
	}
	if i < 0 {
		i += int64(len(a.a))
		if i < 0 {
			return nil, in.raise(cIndexError, pos, "index %d too small for array; minimum: -%d", i-int64(len(a.a)), len(a.a))
		}
	}
	if i >= aryMaxSize {
		return nil, in.raise(cIndexError, pos, "index %d too big", i)
	}
	if i >= int64(maxArrayLen) {
		return nil, in.limitErr(pos)
	}
	for int64(len(a.a)) <= i {
		a.a = append(a.a, nil)
	}
	a.a[i] = args[1]
	return args[1], nil
}

// arraySplice is rb_ary_splice: the n elements from beg replaced with
// the elements of v (rb_ary_to_ary: an Array, to_ary's, or [v]).
func (in *Interp) arraySplice(a *Array, beg, n int64, v Value, pos int) error {
	if n < 0 {
		return in.raise(cIndexError, pos, "negative length (%d)", n)
	}
	olen := int64(len(a.a))
	if beg < 0 {
		if beg += olen; beg < 0 {
			return in.raise(cIndexError, pos, "index %d too small for array; minimum: -%d", beg-olen, olen)
		}
	}
	rpl, err := in.tryAry(v, pos)
	if err != nil {
		return err
	}
	var items []Value
	if rpl != nil {
		items = append([]Value(nil), rpl.a...) // a[0, 1] = a reads a before it changes
	} else {
		items = []Value{v}
	}
	if olen < n || olen < beg+n {
		n = olen - beg
	}
	if beg >= olen {
		if beg > aryMaxSize-int64(len(items)) {
			return in.raise(cIndexError, pos, "index %d too big", beg)
		}
		if beg+int64(len(items)) > maxArrayLen {
			return in.limitErr(pos)
		}
		for int64(len(a.a)) < beg {
			a.a = append(a.a, nil)
		}
		a.a = append(a.a, items...)
		return nil
	}
	if olen-n+int64(len(items)) > maxArrayLen {
		return in.limitErr(pos)
	}
	out := make([]Value, 0, olen-n+int64(len(items)))
	out = append(out, a.a[:beg]...)
	out = append(out, items...)
	out = append(out, a.a[beg+n:]...)
	a.a = out
	return nil
}

// digInto is the step of dig into an inner value (rb_obj_dig): its own
// dig with the remaining keys; a value without dig is a TypeError.
func (in *Interp) digInto(v Value, rest []Value, pos int) (Value, error) {
	if !in.respondTo(v, "dig", true) {
		return nil, in.raise(cTypeError, pos, "%s does not have #dig method", in.className(v))
	}
	return in.callMethod(v, "dig", rest, nil, nil, true)
}

// nanKey is the Hash key of a NaN. Ruby's NaNs are objects: a key is
// found by the same object (h = { Float::NAN => 1 }; h[Float::NAN] is 1)
// and not by another NaN, which is never eql?. A Float here has no
// identity, so its bits stand for it: Float::NAN is always the same NaN,
// and 0.0 / 0.0 another one.
func nanKey(f float64) any { return nanBits(math.Float64bits(f)) }

type nanBits uint64

// staleKey tells whether the key k of an entry, stored under the map key
// hk (the text of its content when it was stored), has changed since: an
// Array, Hash or Range key mutated after insertion is found again only
// after Hash#rehash, as in Ruby.
func staleKey(hk any, k Value) bool {
	ck, ok := hk.(compositeKey)
	if !ok || ck.kind != 'c' {
		return false
	}
	return hashKey(k) != hk
}

// matchValuesAt is MatchData#values_at (match_values_at): group numbers
// (negative from the end), group names (Symbol or String) and Ranges of
// numbers, a Range's part past the last group reading as nils.
func (in *Interp) matchValuesAt(m *MatchData, args []Value, pos int) (Value, error) {
	n := int64(len(m.starts))
	entry := func(i int64) (Value, error) {
		if i < 0 {
			i += n
		}
		return m.group(int(i)), nil
	}
	out := make([]Value, 0, len(args))
	for _, a := range args {
		switch x := a.(type) {
		case Symbol, *String:
			name := in.symStr(x)
			g := m.nameIndex(name)
			if g < 0 {
				return nil, in.raise(cIndexError, pos, "undefined group name reference: %s", name)
			}
			out = append(out, m.group(g))
			continue
		}
		v, err := in.valuesAt(n, []Value{a}, entry, pos)
		if err != nil {
			return nil, err
		}
		out = append(out, v.(*Array).a...)
	}
	return newArray(out), nil
}

// singletonMethodNames is Kernel#singleton_methods (rb_obj_singleton_methods)
// of the object whose singleton class is meta: its public and protected
// methods and, with all, those of the modules it was extended with and,
// for a class, of its superclasses' singleton classes (and their modules),
// up to the first ancestor that is neither a singleton class nor a module;
// the singleton class's own first, each module's sorted by name (Ruby's
// order within a method table is its own).
func (in *Interp) singletonMethodNames(meta *Module, all bool) []string {
	public := func(me *method) bool { return me.vis != private }
	if !all {
		return meta.instanceMethodNames(false, public)
	}
	seen := map[string]bool{}
	var out []string
	for _, a := range meta.ancestors() {
		if a != meta && (a.isClass && !a.isSingleton || a == in.cKernel) {
			break
		}
		for _, n := range a.instanceMethodNames(false, public) {
			if !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}

// Constants of Ruby 3.1 that old module code still names: Fixnum and
// Bignum (deprecated aliases of Integer, removed only in Ruby 3.2: a
// 3.x function's value.is_a?(Fixnum) works in Puppet), Float's
// floating-point parameters, RUBY_COPYRIGHT and RUBY_DESCRIPTION.
func init() {
	bFloat.constant("MANT_DIG", int64(53)).constant("RADIX", int64(2)).
		constant("MAX_EXP", int64(1024)).constant("MIN_EXP", int64(-1021)).
		constant("MAX_10_EXP", int64(308)).constant("MIN_10_EXP", int64(-307))
	bObject.constant("RUBY_COPYRIGHT", &String{s: "ruby - Copyright (C) 1993-2022 Yukihiro Matsumoto", frozen: true}).
		constant("RUBY_DESCRIPTION", &String{s: "ruby 3.1.2p20 (2022-04-12 revision 4491bb740a) [x86_64-linux-gnu]", frozen: true})
	setup := bObject.setup
	bObject.setup = func(in *Interp, m *Module) {
		if setup != nil {
			setup(in, m)
		}
		m.SetConst("Fixnum", in.cInteger)
		m.SetConst("Bignum", in.cInteger)
	}
}
