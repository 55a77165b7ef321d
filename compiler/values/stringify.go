package values

// Puppet's ToStringifiedConverter (pops/serialization/
// to_stringified_converter.rb): a value made into Data by writing every
// value that is not Data as its string, without a warning. Puppet's
// PuppetDB terminus converts a catalog with it (munge_catalog:
// Puppet.override(stringify_rich: true) { catalog.to_data_hash }), so
// PuppetDB keeps a Deferred, Binary, Timestamp, type, ... parameter as its
// string and a node collecting the resource gets that string. It is the
// one owner of these rules: the catalog's PuppetDB form (compiler/eval,
// written by api/puppetdb/wire) uses it.

// Stringifier holds one conversion's state: the numbers given to the
// Sensitive values met, which Puppet writes with their Ruby object_id
// ("#<Sensitive [value redacted]:1480>") so that two of them used as hash
// keys stay apart. The number only tells instances apart: Ruby's ids
// depend on the process, so Punch counts from 8 in steps of 8 (as Ruby's
// object ids go) for each Stringifier. The zero value is ready for use;
// use one Stringifier for a whole catalog, so that its Sensitive values
// keep distinct numbers.
type Stringifier struct {
	// Special, when set, converts some values its own way first (the
	// catalog writes its resource references as their strings); it
	// reports false for the rules to apply.
	Special func(v Value) (Value, bool)

	ids   map[*Sensitive]int64
	guard recursionGuard
}

// Convert is ToStringifiedConverter#convert: v as Data, every value that
// is not Data as its string. The error is Puppet's on a value that holds
// itself.
func (s *Stringifier) Convert(v Value) (Value, error) {
	if s.Special != nil {
		if out, ok := s.Special(v); ok {
			return out, nil
		}
	}
	switch x := v.(type) {
	case nil, string, int64, float64, bool:
		// Puppet re-encodes a String to UTF-8 (or writes an ASCII-8BIT
		// one as its Binary's Base64): Punch's strings are UTF-8 already,
		// the catalog's own check (eval) handles the rest.
		return v, nil
	case Default:
		return "default", nil
	case RubyObject:
		if x.IsSymbol() {
			return x.Text, nil
		}
	case []Value:
		return s.guarded(v, func() (Value, error) {
			out := make([]Value, len(x))
			for i, e := range x {
				c, err := s.Convert(e)
				if err != nil {
					return nil, err
				}
				out[i] = c
			}
			return out, nil
		})
	case *Hash:
		return s.guarded(v, func() (Value, error) { return s.hash(x) })
	}
	return s.unknownToString(v), nil
}

// hash converts a hash: its values, and its keys when one is not a String
// or is a key of rich data ("__ptype", "__pvalue"), which becomes
// "reserved key: __ptype" so that the result cannot be read as rich data.
func (s *Stringifier) hash(x *Hash) (Value, error) {
	plain := true
	for i := 0; i < x.Len() && plain; i++ {
		k, _ := x.At(i)
		ks, ok := k.(string)
		plain = ok && ks != PcoreTypeKey && ks != PcoreValueKey
	}
	h := NewHash(x.Len())
	for i := 0; i < x.Len(); i++ {
		k, e := x.At(i)
		if !plain {
			k = s.key(k)
		}
		c, err := s.Convert(e)
		if err != nil {
			return nil, err
		}
		h.Put(k, c)
	}
	return h, nil
}

// key is a key of a hash that has a key other than a plain String.
func (s *Stringifier) key(k Value) string {
	var out string
	switch x := k.(type) {
	case string:
		out = x
	case Default:
		// :default, a Symbol in Ruby
		out = "default"
	case RubyObject:
		if x.IsSymbol() {
			out = x.Text
		} else {
			out = s.unknownKey(k)
		}
	default:
		out = s.unknownKey(k)
	}
	if out == PcoreTypeKey || out == PcoreValueKey {
		return "reserved key: " + out
	}
	return out
}

// unknownToString is unknown_to_string: a Regexp with its slashes, a
// Sensitive with its instance number, an Object type by its name (nil
// when it has none), anything else as Ruby's to_s (an Array or Hash key
// as Ruby inspects it, a Deferred, Timestamp, Binary, type, ... as
// Puppet writes it).
func (s *Stringifier) unknownToString(v Value) Value {
	switch x := v.(type) {
	case *Regexp:
		return x.String()
	case *Sensitive:
		id, ok := s.ids[x]
		if !ok {
			if s.ids == nil {
				s.ids = map[*Sensitive]int64{}
			}
			id = 8 * int64(len(s.ids)+1)
			s.ids[x] = id
		}
		return "#<" + x.String() + ":" + ToString(id) + ">"
	case *ObjectT:
		if x.name == "" {
			return nil
		}
		return x.name
	}
	return RubyToS(v)
}

// unknownKey is unknownToString for a hash key (an anonymous Object
// type's nil name is "" there).
func (s *Stringifier) unknownKey(v Value) string {
	out, _ := s.unknownToString(v).(string)
	return out
}

// guarded converts a collection, failing as Puppet does when it holds
// itself.
func (s *Stringifier) guarded(v Value, conv func() (Value, error)) (Value, error) {
	id, ok := identityKey(v)
	if !ok {
		return conv()
	}
	return s.guard.run(id, v, conv)
}

// SameData reports whether two Data values are the same: same JSON types
// and values, hashes with the same keys in the same order. A value of
// any other kind is never the same. It is neither Equals (Puppet's ==:
// strings without case, 1 == 1.0) nor api/puppetdb/wire.Equal (PuppetDB's
// comparison: 1 equals 1.0, hash keys in any order): a stringified value
// that differs from the catalog's in any of these ways must be kept.
func SameData(a, b Value) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case string:
		y, ok := b.(string)
		return ok && x == y
	case int64:
		y, ok := b.(int64)
		return ok && x == y
	case float64:
		y, ok := b.(float64)
		return ok && x == y
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case []Value:
		y, ok := b.([]Value)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !SameData(x[i], y[i]) {
				return false
			}
		}
		return true
	case *Hash:
		y, ok := b.(*Hash)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for i := 0; i < x.Len(); i++ {
			k1, v1 := x.At(i)
			k2, v2 := y.At(i)
			if !SameData(k1, k2) || !SameData(v1, v2) {
				return false
			}
		}
		return true
	}
	return false
}
