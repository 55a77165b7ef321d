package values

import "sync/atomic"

// Init[T, args...]: the values T's new function accepts, and that new
// function (puppet/pops/types/p_init_type.rb).

// initShape is what PInitType#assert_initialized computes from T's new
// function: single, T or the type of any one-argument dispatch (with
// init arguments: of any dispatch whose other parameters take them);
// other, without init arguments, the parameter tuples of the other
// dispatches, and whether one of them takes a single argument.
type initShape struct {
	single      []Type
	other       []Type
	otherSingle bool
	err         error
}

// shape computes t's initShape once (concurrent first uses may compute it
// twice, with the same result).
func (t *InitT) shape() *initShape {
	if sh := t.computed.Load(); sh != nil {
		return sh
	}
	sh := computeInitShape(t)
	t.computed.Store(sh)
	return sh
}

type initShapePtr = atomic.Pointer[initShape]

func computeInitShape(t *InitT) *initShape {
	switch t.Type.(type) {
	case *InitT, *OptionalT, *NotUndefT:
		// An Init of Init would recurse; Optional is Variant[T, Undef];
		// NotUndef means nothing to create. The type as written: an
		// alias of them is not refused.
		return &initShape{err: notSupported(t.Type)}
	}
	f, err := newFunctionOf(t.Type)
	if err != nil {
		return &initShape{err: err}
	}
	sh := &initShape{single: []Type{t.Type}}
	if len(t.Args) == 0 {
		for _, s := range f.sigs {
			if lo, hi := s.Params.sizeRange(); lo == 1 && hi == 1 {
				sh.single = append(sh.single, s.Params.typeAt(0))
				continue
			}
			sh.other = append(sh.other, s.Params)
			if lo, _ := s.Params.sizeRange(); lo == 1 {
				sh.otherSingle = true
			}
		}
		return sh
	}
	argTypes := make([]Type, 0, 1+len(t.Args))
	argTypes = append(argTypes, nil)
	for _, a := range t.Args {
		argTypes = append(argTypes, TypeOf(a))
	}
	n := int64(len(argTypes))
	kept := 0
	for _, s := range f.sigs {
		lo, hi := s.Params.sizeRange()
		if n < lo || n > hi {
			continue
		}
		argTypes[0] = s.Params.typeAt(0)
		if !assignable(s.Params, TupleType(argTypes, nil), nil) {
			continue
		}
		sh.single = append(sh.single, argTypes[0])
		kept++
	}
	if kept == 0 {
		return &initShape{err: errorf("The type '%s' does not represent a valid set of parameters for %s.new()", t.String(), newSubject(t.Type))}
	}
	return sh
}

// newSubject is T.generalize.name in Puppet's messages.
func newSubject(t Type) string {
	if o, ok := t.(*ObjectT); ok {
		return o.Label()
	}
	return Generalize(t).Name()
}

func anyInstance(ts []Type, v Value, g *guard) bool {
	for _, t := range ts {
		if t.isInstance(v, g) {
			return true
		}
	}
	return false
}

func anyAssignableG(ts []Type, o Type, g *guard) bool {
	for _, t := range ts {
		if assignable(t, o, g) {
			return true
		}
	}
	return false
}

// initInstance is PInitType#really_instance?: an instance of T or of a
// one-argument dispatch's type, or the arguments of another dispatch
// (the value as the argument list, or as its one argument).
func (t *InitT) initInstance(v Value, g *guard) bool {
	sh := t.shape()
	if sh.err != nil {
		return false
	}
	if anyInstance(sh.single, v, g) || anyInstance(sh.other, v, g) {
		return true
	}
	return sh.otherSingle && anyInstance(sh.other, []Value{v}, g)
}

// initAssignable is PInitType#_assignable? for a type that is not an Init.
func (t *InitT) initAssignable(o Type, g *guard) bool {
	sh := t.shape()
	if sh.err != nil {
		return false
	}
	if anyAssignableG(sh.single, o, g) || anyAssignableG(sh.other, o, g) {
		return true
	}
	return sh.otherSingle && anyAssignableG(sh.other, TupleType([]Type{o}, nil), g)
}

// newInit is Init[T, args...].new(value): new_Init's dispatches. Without
// init arguments, one Array that no one-argument type of T's new function
// takes is spread as that function's arguments (from_array); else the
// value, followed by the init arguments, is given to T's new function.
func newInit(t *InitT, args []Value) (Value, error) {
	if t.Type == nil {
		return nil, notSupported(t)
	}
	sh := t.shape()
	if sh.err != nil {
		return nil, sh.err
	}
	if len(args) != 1 {
		sigs := []Signature{{Params: TupleType([]Type{theAny}, nil), Names: []string{"value"}}}
		if len(t.Args) == 0 {
			sigs = append([]Signature{{Params: TupleType([]Type{ArrayType(theAny)}, nil), Names: []string{"value"}}}, sigs...)
		}
		return nil, errorf("%s", DescribeSignatures("new_Init", sigs, args, nil))
	}
	if len(t.Args) > 0 {
		return New(t.Type, append(append(make([]Value, 0, 1+len(t.Args)), args[0]), t.Args...))
	}
	if a, ok := args[0].([]Value); ok && !anyInstance(sh.single, a, nil) {
		return New(t.Type, a)
	}
	return New(t.Type, args)
}
