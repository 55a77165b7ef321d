package ruby

// zipTake is what zip takes of each argument: an Array (or what to_ary
// made one) as it is, anything else only its first n values through its
// each, as Ruby's take_items and Enumerable#zip's #next do: [1, 2].zip(
// [4].cycle) takes two values of the endless enumerator. An argument
// without each is Ruby's TypeError.
func (in *Interp) zipTake(args []Value, n int, pos int) ([][]Value, error) {
	out := make([][]Value, len(args))
	for i, a := range args {
		if arr, ok := a.(*Array); ok {
			out[i] = arr.a
			continue
		}
		if !in.respondTo(a, "each", true) {
			return nil, in.raise(cTypeError, pos, "wrong argument type %s (must respond to :each)", in.className(a))
		}
		vals, err := in.eachTake(a, int64(n), pos)
		if err != nil {
			return nil, err
		}
		out[i] = vals
	}
	return out, nil
}
