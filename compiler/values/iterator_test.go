package values

import "testing"

// Expected results from Puppet 7.23 for $i = [1, 2].reverse_each:
// "${i}" is "Iterator[Integer]-Value", String($i) is "[2, 1]",
// type($i) is Iterator[Variant[Integer[1, 1], Integer[2, 2]]], $i =~ Iterator[Integer]
// is true and $i =~ Iterator[String] false.
func TestIterator(t *testing.T) {
	vals := []Value{int64(2), int64(1)}
	it := NewIterator(VariantType(TypeOf(int64(1)), TypeOf(int64(2))), func(yield func(Value) bool) {
		for _, v := range vals {
			if !yield(v) {
				return
			}
		}
	})
	if got := ToString(it); got != "Iterator[Integer]-Value" {
		t.Errorf("interpolation: %q", got)
	}
	if got, err := StringFormat(it, nil); err != nil || got != "[2, 1]" {
		t.Errorf("String(): %q %v", got, err)
	}
	if got := TypeOf(it).String(); got != "Iterator[Variant[Integer[1, 1], Integer[2, 2]]]" {
		t.Errorf("type(): %q", got)
	}
	if got := TypeOfGeneralized(it).String(); got != "Iterator[Integer]" {
		t.Errorf("type(, 'generalized'): %q", got)
	}
	if !IsInstance(IteratorType(theInteger), it) || IsInstance(IteratorType(theString), it) || !IsInstance(theIterable, it) {
		t.Error("instance checks")
	}
	if a, err := New(theArray, []Value{it}); err != nil || ToString(a) != "[2, 1]" {
		t.Errorf("Array(): %v %v", a, err)
	}
}
