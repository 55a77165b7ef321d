package hiera

import (
	"cmp"
	"context"
	"math"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Merge strategies, as Puppet's MergeStrategy classes and the deep_merge
// gem (1.2) they use: first, unique, hash, deep, and the two Hiera 3 deep
// variants. Values are never changed in place: where Ruby changes an
// object in place, the merge builds a new one and records it as the
// object's new state (deepMerger.mutated), so that the explanation, which
// holds the same objects in Puppet, shows it. A merge shares the objects
// Ruby's shares (a hash merge's values, a deep merge's source parts) and
// makes new the ones Ruby makes new: Psych anchors what a lookup answer
// holds twice (`puppet lookup --render-as yaml`, stdlib's to_yaml).

type mergeKind int

const (
	mergeDefault mergeKind = iota // first found, no strategy given
	mergeFirst
	mergeUnique
	mergeHash
	mergeDeep
	mergeUnconstrainedDeep // Hiera 3 'deeper'
	mergeReverseDeep       // Hiera 3 'deep'
)

var mergeNames = map[string]mergeKind{
	"default": mergeDefault, "first": mergeFirst, "unique": mergeUnique, "hash": mergeHash,
	"deep": mergeDeep, "unconstrained_deep": mergeUnconstrainedDeep, "reverse_deep": mergeReverseDeep,
}

func (k mergeKind) String() string {
	for n, v := range mergeNames {
		if v == k {
			return n
		}
	}
	return "?"
}

// MergeStrategy is a resolved merge strategy with its options.
type MergeStrategy struct {
	kind mergeKind
	// options is the hash the strategy was created from (with "strategy"),
	// nil when it has none.
	options *values.Hash
	// deep merge options
	knockout        string
	hasKnockout     bool
	sortArrays      bool
	mergeHashArrays bool
}

var defaultStrategy = &MergeStrategy{kind: mergeDefault}

// strategyOf is MergeStrategy.strategy: nil is the default (first found), a
// string names a strategy, a hash gives "strategy" and options.
func strategyOf(merge values.Value) (*MergeStrategy, error) {
	switch m := merge.(type) {
	case nil:
		return defaultStrategy, nil
	case *MergeStrategy:
		return m, nil
	case *values.Hash:
		name, ok := m.GetString("strategy")
		if !ok || name == nil {
			return nil, argumentErrorf("The hash given as 'merge' must contain the name of a strategy in string form for the key 'strategy'")
		}
		kind, known := strategyName(name)
		if !known {
			return nil, argumentErrorf("Unknown merge strategy: '%s'", rubyToS(name))
		}
		if m.Len() == 1 {
			return &MergeStrategy{kind: kind}, nil
		}
		return newStrategy(kind, m)
	default:
		kind, known := strategyName(merge)
		if !known {
			return nil, argumentErrorf("Unknown merge strategy: '%s'", rubyToS(merge))
		}
		return &MergeStrategy{kind: kind}, nil
	}
}

func strategyName(v values.Value) (mergeKind, bool) {
	s, ok := v.(string)
	if !ok {
		return 0, false
	}
	k, ok := mergeNames[s]
	return k, ok
}

var optionTypes = map[mergeKind]string{
	mergeDefault: `Struct[{strategy=>Optional[Pattern[/default/]]}]`,
	mergeFirst:   `Struct[{strategy=>Optional[Pattern[/first/]]}]`,
	mergeUnique:  `Struct[{strategy=>Optional[Pattern[/unique/]]}]`,
	mergeHash:    `Struct[{strategy=>Optional[Pattern[/hash/]]}]`,
	mergeDeep: `Struct[{strategy=>Optional[Pattern[/deep/]],knockout_prefix=>Optional[String],` +
		`merge_debug=>Optional[Boolean],merge_hash_arrays=>Optional[Boolean],sort_merged_arrays=>Optional[Boolean]}]`,
	mergeUnconstrainedDeep: `Hash[String[1],Any]`,
	mergeReverseDeep:       `Hash[String[1],Any]`,
}

func newStrategy(kind mergeKind, opts *values.Hash) (*MergeStrategy, error) {
	t, err := values.ParseType(optionTypes[kind], nil)
	if err != nil {
		return nil, err
	}
	if !values.IsInstance(t, opts) {
		return nil, puppetErrorf("%s", values.DescribeTypeMismatch("The merge options has wrong type,", t, values.TypeOf(opts)))
	}
	s := &MergeStrategy{kind: kind, options: opts}
	if kind >= mergeDeep {
		if v, ok := opts.GetString("knockout_prefix"); ok && v != nil {
			p, isString := v.(string)
			if !isString {
				p = rubyToS(v)
			}
			s.knockout, s.hasKnockout = p, true
		}
		if v, ok := opts.GetString("sort_merged_arrays"); ok {
			s.sortArrays = values.Truthy(v)
		}
		if v, ok := opts.GetString("merge_hash_arrays"); ok {
			s.mergeHashArrays = values.Truthy(v)
		}
	}
	return s, nil
}

// Name is the strategy's key ("first", "deep", ...).
func (s *MergeStrategy) Name() string { return s.kind.String() }

// optionsWithoutStrategy is the options hash without "strategy", nil when
// empty (what the explanation prints).
func (s *MergeStrategy) optionsWithoutStrategy() *values.Hash {
	if s.options == nil {
		return nil
	}
	o := s.options.Without("strategy")
	if o.Len() == 0 {
		return nil
	}
	return o
}

// isFirst reports whether the strategy stops at the first value found.
func (s *MergeStrategy) isFirst() bool { return s.kind == mergeDefault || s.kind == mergeFirst }

// convertValue prepares the first value found for merging.
func (s *MergeStrategy) convertValue(v values.Value) values.Value {
	if s.kind == mergeUnique {
		if a, ok := v.([]values.Value); ok {
			return flatten(a, nil)
		}
		return []values.Value{v}
	}
	return v
}

// mergeSingle is what a strategy does with the only value found.
func (s *MergeStrategy) mergeSingle(v values.Value) values.Value {
	if s.kind == mergeUnique {
		if a, ok := v.([]values.Value); ok {
			return rubyUniq(a)
		}
	}
	return v
}

var (
	hashValueType   values.Type
	uniqueValueType values.Type
)

func init() {
	var err error
	if hashValueType, err = values.ParseType("Hash[String,Data]", nil); err != nil {
		panic(err)
	}
	if uniqueValueType, err = values.ParseType("Variant[Scalar,Array[Data]]", nil); err != nil {
		panic(err)
	}
}

// identity is the key of an array or hash in a map of objects
// (values.Identity); ok is false for other values and for an empty array.
func identity(v values.Value) (any, bool) {
	switch v.(type) {
	case []values.Value, *values.Hash:
		return values.Identity(v)
	}
	return nil, false
}

// mutations maps an array or hash (its identity) to what a deep merge
// changed it to in place in Ruby.
type mutations map[any]values.Value

// deepMerger is a deep merge in progress. Ruby's deep_merge changes
// objects of its source in place: arrays when it knocks values out, and
// the hashes of a part that the destination lacks (each of their entries
// is merged with itself, `x[k] = deep_merge!(x[k], x[k])`). mutated
// records those changes.
type deepMerger struct {
	*MergeStrategy
	mutated mutations
}

func (d *deepMerger) set(old any, now values.Value) {
	if d.mutated == nil {
		d.mutated = mutations{}
	}
	d.mutated[old] = now
}

func (d *deepMerger) record(src, final []values.Value) {
	if id, ok := identity(src); ok && len(final) != len(src) {
		d.set(id, final)
	}
}

// merge merges e1 (the higher priority) with e2, checking both values.
func (s *MergeStrategy) merge(e1, e2 values.Value) (values.Value, error) {
	v, _, err := s.mergeTracked(e1, e2)
	return v, err
}

// mergeTracked is merge, also returning how the arrays of e1 were changed
// in place by a deep merge in Ruby.
func (s *MergeStrategy) mergeTracked(e1, e2 values.Value) (values.Value, mutations, error) {
	d := &deepMerger{MergeStrategy: s}
	v, err := d.mergeValues(e1, e2)
	return v, d.mutated, err
}

func (d *deepMerger) mergeValues(e1, e2 values.Value) (values.Value, error) {
	s := d.MergeStrategy
	var t values.Type
	switch s.kind {
	case mergeHash:
		t = hashValueType
	case mergeUnique:
		t = uniqueValueType
	}
	if t != nil {
		if !values.IsInstance(t, e1) {
			return nil, puppetErrorf("%s", values.DescribeTypeMismatch("The first element of the merge has wrong type,", t, values.TypeOf(e1)))
		}
		if !values.IsInstance(t, e2) {
			return nil, puppetErrorf("%s", values.DescribeTypeMismatch("The second element of the merge has wrong type,", t, values.TypeOf(e2)))
		}
	}
	switch s.kind {
	case mergeDefault, mergeFirst:
		return e1, nil
	case mergeUnique:
		return rubyUnion(s.convertValue(e1).([]values.Value), s.convertValue(e2).([]values.Value)), nil
	case mergeHash:
		h1, h2 := e1.(*values.Hash), e2.(*values.Hash)
		out := h2.Clone()
		for i := 0; i < h1.Len(); i++ {
			k, v := h1.At(i)
			out.Put(k, v)
		}
		return out, nil
	case mergeReverseDeep:
		return d.deepMerge(e2, e1)
	default:
		return d.deepMerge(e1, e2)
	}
}

// deepMerge is DeepMerge.deep_merge!(source, deep_clone(dest)) with
// preserve_unmergeables false: nothing of the result is an object of
// dest, and the source's parts that dest lacks are the source's own.
func (d *deepMerger) deepMerge(source, dest values.Value) (values.Value, error) {
	if d.hasKnockout && d.knockout == "" {
		return nil, argumentErrorf("knockout_prefix cannot be an empty string in deep_merge!")
	}
	return d.dm(source, deepClone(dest), 0)
}

// deepClone is DeepMergeStrategy#deep_clone: every array and hash anew.
func deepClone(v values.Value) values.Value {
	out, _ := rebuilt(v, keep, func(e values.Value) (values.Value, error) { return deepClone(e), nil })
	return out
}

// keep is the key rule of a walk that keeps hash keys as they are.
func keep(k values.Value) (values.Value, error) { return k, nil }

const maxMergeDepth = 1000

func (s *deepMerger) dm(source, dest values.Value, depth int) (values.Value, error) {
	if depth > maxMergeDepth {
		return nil, argumentErrorf("stack level too deep")
	}
	if source == nil {
		return dest, nil
	}
	if !values.Truthy(dest) {
		return source, nil
	}
	switch src := source.(type) {
	case *values.Hash:
		dh, isHash := dest.(*values.Hash)
		if !isHash {
			// The first entry overwrites dest with source itself; every
			// later entry of it is then merged with itself, in place.
			if src.Len() == 0 {
				return dest, nil
			}
			return s.selfMergeEntries(src, 1, depth)
		}
		out := dh.Clone()
		for i := 0; i < src.Len(); i++ {
			k, sv := src.At(i)
			if dv, ok := out.Get(k); ok && values.Truthy(dv) {
				mv, err := s.dm(sv, dv, depth+1)
				if err != nil {
					return nil, err
				}
				out.Put(k, mv)
			} else {
				mv, err := s.dupMerge(sv, depth+1)
				if err != nil {
					return nil, err
				}
				out.Put(k, mv)
			}
		}
		return out, nil
	case []values.Value:
		// srcList is src until a knock-out changes it (deleteAll makes a
		// new array): with nothing knocked out, dest becomes the source
		// array itself when it is not an array.
		srcList := src
		if s.hasKnockout && indexOf(srcList, s.knockout) >= 0 {
			dest = clearOrNil(dest)
			srcList = deleteAll(srcList, s.knockout)
		}
		dl, isArray := dest.([]values.Value)
		if !isArray {
			out, err := s.overwriteUnmergeables(srcList, dest)
			if final, ok := out.([]values.Value); ok {
				s.record(src, final)
			} else {
				s.record(src, srcList)
			}
			return out, err
		}
		dl = append([]values.Value(nil), dl...)
		if s.hasKnockout {
			var kept []values.Value
			for _, ko := range srcList {
				str, isString := ko.(string)
				if isString {
					item, err := s.stripKnockout(str)
					if err != nil {
						return nil, err
					}
					if item != str {
						dl = deleteAll(dl, item)
						dl = deleteAll(dl, str)
						continue
					}
				}
				kept = append(kept, ko)
			}
			srcList = kept
		}
		s.record(src, srcList)
		var out []values.Value
		if s.mergeHashArrays && allHashes(srcList) && allHashes(dl) {
			out = make([]values.Value, 0, max(len(dl), len(srcList)))
			for i, d := range dl {
				var sv values.Value = values.NewHash(0)
				if i < len(srcList) && values.Truthy(srcList[i]) {
					sv = srcList[i]
				}
				mv, err := s.dm(sv, d, depth+1)
				if err != nil {
					return nil, err
				}
				out = append(out, mv)
			}
			if len(srcList) > len(dl) {
				out = append(out, srcList[len(dl):]...)
			}
		} else {
			out = rubyUnion(dl, srcList)
		}
		if s.sortArrays {
			if err := rubySort(out); err != nil {
				return nil, err
			}
		}
		if out == nil {
			out = []values.Value{}
		}
		return out, nil
	default:
		return s.overwriteUnmergeables(source, dest)
	}
}

// patcher replaces, inside the values of an explanation, the objects a
// deep merge changed in place. An object met again gets the same
// replacement, so what Puppet holds twice stays one object.
type patcher struct {
	m    mutations
	done map[any]values.Value
}

func (p *patcher) patch(v values.Value) (values.Value, bool) {
	id, ok := identity(v)
	if !ok {
		return v, false
	}
	if nv, seen := p.done[id]; seen {
		return nv, true
	}
	base := v
	changed := false
	for {
		// A replacement may itself have been changed by a later merge.
		bid, ok := identity(base)
		if !ok {
			break
		}
		nv, found := p.m[bid]
		if !found {
			break
		}
		base, changed = nv, true
	}
	switch x := base.(type) {
	case []values.Value:
		var out []values.Value
		for i, e := range x {
			if ne, ch := p.patch(e); ch {
				if out == nil {
					out = append([]values.Value(nil), x...)
				}
				out[i] = ne
			}
		}
		if out != nil {
			base, changed = out, true
		}
	case *values.Hash:
		var out *values.Hash
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if ne, ch := p.patch(e); ch {
				if out == nil {
					out = x.Clone()
				}
				out.Put(k, ne)
			}
		}
		if out != nil {
			base, changed = out, true
		}
	}
	if changed {
		if p.done == nil {
			p.done = map[any]values.Value{}
		}
		p.done[id] = base
	}
	return base, changed
}

// dupMerge is deep_merge!(v, v.dup): what a value of source becomes when
// dest has no (or a false) value for its key. A hash is a new one whose
// entries are merged with themselves in place.
func (s *deepMerger) dupMerge(v values.Value, depth int) (values.Value, error) {
	h, ok := v.(*values.Hash)
	if !ok {
		return s.dm(v, v, depth)
	}
	out := values.NewHash(h.Len())
	for i := 0; i < h.Len(); i++ {
		k, e := h.At(i)
		if values.Truthy(e) {
			me, err := s.inPlace(e, depth+1)
			if err != nil {
				return nil, err
			}
			e = me
		}
		out.Put(k, e)
	}
	return out, nil
}

// inPlace is deep_merge!(x, x), source and dest the same object: a hash
// stays that object, its entries merged with themselves (the new state is
// recorded); an array becomes x | x, a new one.
func (s *deepMerger) inPlace(v values.Value, depth int) (values.Value, error) {
	h, ok := v.(*values.Hash)
	if !ok {
		return s.dm(v, v, depth)
	}
	if now, done := s.mutated[h]; done {
		return now, nil
	}
	return s.selfMergeEntries(h, 0, depth)
}

// selfMergeEntries merges each truthy entry of h from index from on with
// itself, in place: h, or its new state (recorded) when an entry changed.
func (s *deepMerger) selfMergeEntries(h *values.Hash, from, depth int) (values.Value, error) {
	var out *values.Hash
	for i := from; i < h.Len(); i++ {
		k, e := h.At(i)
		if !values.Truthy(e) {
			continue
		}
		me, err := s.inPlace(e, depth+1)
		if err != nil {
			return nil, err
		}
		if sameObject(me, e) {
			continue
		}
		if out == nil {
			out = h.Clone()
		}
		out.Put(k, me)
	}
	if out == nil {
		return h, nil
	}
	s.set(h, out)
	return out, nil
}

// sameObject reports whether a and b are the same Ruby object: the same
// array or hash, or equal scalars (whose identity no answer shows).
func sameObject(a, b values.Value) bool {
	ia, okA := identity(a)
	ib, okB := identity(b)
	if okA || okB {
		return okA && okB && ia == ib
	}
	return values.RubyEql(a, b)
}

// overwriteUnmergeables: source replaces dest, except that a knocked-out
// string makes dest "" and knocked-out strings leave a source array.
func (s *MergeStrategy) overwriteUnmergeables(source, dest values.Value) (values.Value, error) {
	if !s.hasKnockout {
		return source, nil
	}
	switch x := source.(type) {
	case string:
		stripped, err := s.stripKnockout(x)
		if err != nil {
			return nil, err
		}
		if stripped != x {
			return "", nil
		}
		return x, nil
	case []values.Value:
		out := make([]values.Value, 0, len(x))
		for _, e := range x {
			if str, ok := e.(string); ok {
				m, err := s.knockoutMatches(str)
				if err != nil {
					return nil, err
				}
				if m {
					continue
				}
			}
			out = append(out, e)
		}
		if len(out) == len(x) {
			// Nothing knocked out: Ruby's delete_if kept the object.
			return x, nil
		}
		return out, nil
	}
	return source, nil
}

// stripKnockout is str.gsub(/^PREFIX/, "") (the prefix is a Ruby regexp
// source, and ^ matches at every line start).
func (s *MergeStrategy) stripKnockout(str string) (string, error) {
	if isLiteralPattern(s.knockout) {
		lines := strings.SplitAfter(str, "\n")
		for i, l := range lines {
			lines[i] = strings.TrimPrefix(l, s.knockout)
		}
		return strings.Join(lines, ""), nil
	}
	re, err := values.NewRegexp("^" + s.knockout)
	if err != nil {
		return "", argumentErrorf("%s", err.Error())
	}
	out, rerr := re.Engine().Replace(str, "", -1, -1)
	if rerr != nil {
		return "", argumentErrorf("%s", rerr.Error())
	}
	return out, nil
}

func (s *MergeStrategy) knockoutMatches(str string) (bool, error) {
	if isLiteralPattern(s.knockout) {
		if strings.HasPrefix(str, s.knockout) {
			return true, nil
		}
		for i := 0; i < len(str); i++ {
			if str[i] == '\n' && strings.HasPrefix(str[i+1:], s.knockout) {
				return true, nil
			}
		}
		return false, nil
	}
	re, err := values.NewRegexp("^" + s.knockout)
	if err != nil {
		return false, argumentErrorf("%s", err.Error())
	}
	// a match past its bound is an error (values.MatchError)
	return re.Matches(context.Background(), str)
}

func isLiteralPattern(p string) bool {
	return !strings.ContainsAny(p, `\^$.|?*+()[]{}`)
}

func clearOrNil(v values.Value) values.Value {
	switch v.(type) {
	case []values.Value:
		return []values.Value{}
	case *values.Hash:
		return values.NewHash(0)
	case string:
		return ""
	}
	return nil
}

func allHashes(a []values.Value) bool {
	for _, e := range a {
		if _, ok := e.(*values.Hash); !ok {
			return false
		}
	}
	return true
}

func indexOf(a []values.Value, v values.Value) int {
	for i, e := range a {
		if values.RubyEqual(e, v) {
			return i
		}
	}
	return -1
}

// deleteAll is Array#delete: removes every element == v.
func deleteAll(a []values.Value, v values.Value) []values.Value {
	out := a[:0:0]
	for _, e := range a {
		if !values.RubyEqual(e, v) {
			out = append(out, e)
		}
	}
	return out
}

// flatten is Array#flatten (recursive).
func flatten(a []values.Value, out []values.Value) []values.Value {
	if out == nil {
		out = make([]values.Value, 0, len(a))
	}
	for _, e := range a {
		if inner, ok := e.([]values.Value); ok {
			out = flatten(inner, out)
		} else {
			out = append(out, e)
		}
	}
	return out
}

// rubyUniq is Array#uniq (eql? equality, first occurrence kept).
func rubyUniq(a []values.Value) []values.Value {
	return rubyUnion(a, nil)
}

// rubyUnion is Array#| : the elements of a then b, without duplicates
// (eql? equality), in order of first occurrence.
func rubyUnion(a, b []values.Value) []values.Value {
	out := make([]values.Value, 0, len(a)+len(b))
	seen := map[any]bool{}
	add := func(e values.Value) {
		if k, ok := scalarKey(e); ok {
			if seen[k] {
				return
			}
			seen[k] = true
			out = append(out, e)
			return
		}
		for _, o := range out {
			if values.RubyEql(o, e) {
				return
			}
		}
		out = append(out, e)
	}
	for _, e := range a {
		add(e)
	}
	for _, e := range b {
		add(e)
	}
	return out
}

type floatKey struct{ f float64 }

// scalarKey is a map key with eql? semantics for scalar values.
func scalarKey(v values.Value) (any, bool) {
	switch x := v.(type) {
	case nil, string, int64, bool:
		return x, true
	case float64:
		if x == 0 {
			x = 0 // 0.0.eql?(-0.0)
		}
		if math.IsNaN(x) {
			return nil, false
		}
		return floatKey{x}, true
	}
	return nil, false
}

// rubySort is Array#sort! with <=>. Ruby sorts with glibc's qsort_r, a
// top-down merge sort, so elements are compared in its order; the first
// incomparable pair is Ruby's ArgumentError "comparison of X with Y
// failed".
func rubySort(a []values.Value) error {
	tmp := make([]values.Value, len(a))
	return msort(a, tmp)
}

func msort(b, tmp []values.Value) error {
	n := len(b)
	if n <= 1 {
		return nil
	}
	n1 := n / 2
	if err := msort(b[:n1], tmp); err != nil {
		return err
	}
	if err := msort(b[n1:], tmp); err != nil {
		return err
	}
	i, j, k := 0, n1, 0
	for i < n1 && j < n {
		c, ok := rubyCompare(b[i], b[j])
		if !ok {
			return argumentErrorf("comparison of %s with %s failed", values.RubyClass(b[i]), cmpArgLabel(b[j]))
		}
		if c <= 0 {
			tmp[k] = b[i]
			i++
		} else {
			tmp[k] = b[j]
			j++
		}
		k++
	}
	k += copy(tmp[k:], b[i:n1])
	copy(b, tmp[:k])
	return nil
}

// cmpArgLabel is how Ruby's comparison error names its argument: special
// constants and floats by inspect, other objects by class.
func cmpArgLabel(v values.Value) string {
	switch v.(type) {
	case nil, bool, int64, float64:
		return rubyInspect(v)
	}
	return values.RubyClass(v)
}

// rubyCompare is <=>; ok is false when Ruby returns nil (NaN with a
// number, so cmp.Compare, which orders NaN, never sees one).
func rubyCompare(a, b values.Value) (int, bool) {
	switch x := a.(type) {
	case string:
		if y, ok := b.(string); ok {
			return strings.Compare(x, y), true
		}
	case int64:
		switch y := b.(type) {
		case int64:
			return cmp.Compare(x, y), true
		case float64:
			if math.IsNaN(y) {
				return 0, false
			}
			return cmp.Compare(float64(x), y), true
		}
	case float64:
		switch y := b.(type) {
		case int64:
			if math.IsNaN(x) {
				return 0, false
			}
			return cmp.Compare(x, float64(y)), true
		case float64:
			if math.IsNaN(x) || math.IsNaN(y) {
				return 0, false
			}
			return cmp.Compare(x, y), true
		}
	case []values.Value:
		y, ok := b.([]values.Value)
		if !ok {
			return 0, false
		}
		for i := 0; i < len(x) && i < len(y); i++ {
			c, ok := rubyCompare(x[i], y[i])
			if !ok {
				return 0, false
			}
			if c != 0 {
				return c, true
			}
		}
		return cmp.Compare(int64(len(x)), int64(len(y))), true
	case nil:
		if b == nil {
			return 0, true
		}
	case bool:
		if y, ok := b.(bool); ok && x == y {
			return 0, true
		}
	case *values.Hash:
		if y, ok := b.(*values.Hash); ok && values.RubyEql(x, y) {
			return 0, true
		}
	}
	return 0, false
}
