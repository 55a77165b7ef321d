package values

// Iterator is the lazy result of functions such as reverse_each and step
// called without a block (Puppet's Iterator values). Iterating functions
// consume it with Each; converting it to an Array materializes it.
type Iterator struct {
	// ElementType is the type of the produced values (nil: Any).
	ElementType Type
	each        func(yield func(Value) bool)
}

// NewIterator returns an iterator producing the values each yields, in
// order, until yield returns false.
func NewIterator(elem Type, each func(yield func(Value) bool)) *Iterator {
	return &Iterator{ElementType: elem, each: each}
}

// Each calls yield for each value until it returns false.
func (it *Iterator) Each(yield func(Value) bool) { it.each(yield) }

// ToArray materializes the iterator.
func (it *Iterator) ToArray() []Value {
	out := []Value{}
	it.each(func(v Value) bool { out = append(out, v); return true })
	return out
}

// String is how Puppet prints an iterator in a string:
// "Iterator[Integer]-Value".
func (it *Iterator) String() string {
	return Generalize(IteratorType(it.ElementType)).String() + "-Value"
}
