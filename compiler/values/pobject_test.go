package values

import (
	"strings"
	"testing"
)

func mustObject(t *testing.T, name string, h *Hash) *ObjectT {
	t.Helper()
	o := NewNamedObjectType(name, func() (*Hash, error) { return h, nil })
	if err := o.Resolve(); err != nil {
		t.Fatal(err)
	}
	return o
}

func TestObjectNewEqualityAndKeys(t *testing.T) {
	point := mustObject(t, "Point", HashFrom("attributes", HashFrom(
		"x", theInteger,
		"y", HashFrom("type", theInteger, "value", int64(0)))))
	p1, err := New(point, []Value{int64(3)})
	if err != nil {
		t.Fatal(err)
	}
	p2, err := New(point, []Value{HashFrom("x", int64(3), "y", int64(0))})
	if err != nil {
		t.Fatal(err)
	}
	if got := ToString(p1); got != "Point({'x' => 3})" {
		t.Errorf("String = %q", got)
	}
	if !equals(p1, p2) || HashKey(p1) != HashKey(p2) {
		t.Errorf("Point(3) and Point({x => 3, y => 0}) differ")
	}
	p3, _ := New(point, []Value{int64(3), int64(1)})
	if equals(p1, p3) || HashKey(p1) == HashKey(p3) {
		t.Errorf("Point(3) equals Point(3, 1)")
	}
	if !TypesEqual(TypeOf(p1), point) || !IsInstance(point, p1) || !IsInstance(ObjectBaseType(), p1) {
		t.Errorf("type of a Point is %s", TypeOf(p1))
	}
	if _, err := New(point, nil); err == nil || !strings.Contains(err.Error(), "'new_Point' expects between 1 and 2 arguments, got none") {
		t.Errorf("new without arguments: %v", err)
	}
	// Without equality (none declared, type excluded) an object equals
	// itself only, and so do its hash keys.
	bare := mustObject(t, "Bare", HashFrom("attributes", HashFrom("v", theInteger), "equality", []Value{}, "equality_include_type", false))
	b1, _ := New(bare, []Value{int64(1)})
	b2, _ := New(bare, []Value{int64(1)})
	if equals(b1, b2) || HashKey(b1) == HashKey(b2) || !equals(b1, b1) {
		t.Errorf("objects without equality compare by identity")
	}
}

func TestObjectParentAndErrors(t *testing.T) {
	point := mustObject(t, "Point", HashFrom("attributes", HashFrom("x", theInteger)))
	p3 := mustObject(t, "Point3", HashFrom("parent", point, "attributes", HashFrom("z", theInteger)))
	if !IsAssignable(point, p3) || IsAssignable(p3, point) {
		t.Errorf("Point3 < Point")
	}
	for _, c := range []struct {
		h    *Hash
		want string
	}{
		{HashFrom("bogus", int64(1)), "object initializer has wrong type, unrecognized key 'bogus'"},
		{HashFrom("parent", point, "attributes", HashFrom("x", theInteger)), "attribute Q[x] attempts to override attribute Point[x] without having override => true"},
		{HashFrom("attributes", HashFrom("y", HashFrom("type", theInteger, "kind", "constant"))), "attribute Q[y] of kind 'constant' requires a value"},
		{HashFrom("attributes", HashFrom("y", theInteger), "equality", "z"), "Q equality is referencing non existent attribute 'z'"},
	} {
		o := NewNamedObjectType("Q", func() (*Hash, error) { return c.h, nil })
		err := o.Resolve()
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: got %v, want %s", formatP(c.h), err, c.want)
		}
		if err2 := o.Resolve(); err2 != err {
			t.Errorf("a failed type fails every use the same way")
		}
	}
}

// FuzzObjectTypeFromHash interprets initialization hashes built from the
// input: errors are fine, panics and hangs are not; a type that resolves
// prints and creates instances.
func FuzzObjectTypeFromHash(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5})
	f.Add([]byte{1, 9, 9, 2, 0, 7, 3, 3})
	keys := []string{"name", "parent", "attributes", "constants", "functions", "equality", "equality_include_type", "checks", "bogus"}
	attrKeys := []string{"type", "value", "kind", "final", "override", "x"}
	pool := []Value{theInteger, theString, OptionalType(theInteger), "constant", "derived", "given_or_derived", "x", "Point",
		int64(0), true, false, nil, []Value{"x"}, ArrayType(theInteger), CallableType(TupleType(nil, IntegerType(0, 0)), nil, theInteger)}
	f.Fuzz(func(t *testing.T, in []byte) {
		next := func() int {
			if len(in) == 0 {
				return 0
			}
			b := in[0]
			in = in[1:]
			return int(b)
		}
		var value func(depth int) Value
		value = func(depth int) Value {
			c := next()
			if depth < 3 && c%5 == 0 {
				h := NewHash(0)
				for i, n := 0, next()%4; i < n; i++ {
					k := attrKeys[next()%len(attrKeys)]
					if next()%2 == 0 {
						k = []string{"x", "y", "z", "_w", "Bad"}[next()%5]
					}
					h.Put(k, value(depth+1))
				}
				return h
			}
			return pool[c%len(pool)]
		}
		h := NewHash(0)
		for i, n := 0, next()%6; i < n; i++ {
			h.Put(keys[next()%len(keys)], value(1))
		}
		o, err := ObjectTypeFromHash(h)
		if err != nil {
			return
		}
		_ = o.String()
		named := NewNamedObjectType("T", func() (*Hash, error) { return h, nil })
		if named.Resolve() != nil {
			return
		}
		v, err := New(named, []Value{int64(1)})
		if err == nil {
			_ = ToString(v)
			_ = HashKey(v)
		}
	})
}

// TestObjectParentCycle: A's parent is B and B's is A. Resolving A resolves
// B first (while A is being resolved, as Puppet's loader does), then A
// finds the cycle; B, resolved, must not send walks up its chain round.
func TestObjectParentCycle(t *testing.T) {
	var a, b *ObjectT
	a = NewNamedObjectType("A", func() (*Hash, error) {
		if err := b.Resolve(); err != nil {
			return nil, err
		}
		return HashFrom("parent", b, "attributes", HashFrom("x", theInteger)), nil
	})
	b = NewNamedObjectType("B", func() (*Hash, error) {
		if err := a.Resolve(); err != nil {
			return nil, err
		}
		return HashFrom("parent", a, "attributes", HashFrom("y", theInteger)), nil
	})
	if err := a.Resolve(); err == nil || err.Error() != "The Object type 'A' inherits from itself" {
		t.Fatalf("A: %v", err)
	}
	if err := b.Resolve(); err != nil {
		t.Fatalf("B: %v", err)
	}
	v, err := New(b, []Value{int64(1)})
	if err != nil {
		t.Fatal(err)
	}
	_ = ToString(v)
	_ = HashKey(v)
	if IsAssignable(a, b) || !IsInstance(b, v) {
		t.Errorf("B is no A")
	}
}
