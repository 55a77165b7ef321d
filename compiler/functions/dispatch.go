package functions

import (
	"errors"
	"math"
	"sync"

	"github.com/punch-dev/punch/compiler/values"
)

// Dispatch calls f with args and an optional block: the first signature
// whose arity, parameter types and block rule (presence, and the block's
// parameters against the signature's block type, see SetBlockType) accept
// the call is invoked. When none does, the error has Puppet's wording:
// "'join' expects between 1 and 2 arguments, got 3", "'upcase' parameter
// 'arg' expects a value of type ..., got ...", "'each' expects a block", or
// the list of signatures when they reject the call for different reasons.
func Dispatch(c Context, f *Function, args []values.Value, block Block) (values.Value, error) {
	i, err := Select(f, args, block)
	if err != nil {
		return nil, err
	}
	s := f.Signatures[i]
	if s.Block == NoBlock {
		return s.Call(c, args, nil)
	}
	return s.Call(c, args, block)
}

// Select is Dispatch's choice without the call: the index of the first
// signature of f that accepts the arguments and block, or the
// *DispatchError Dispatch would return.
func Select(f *Function, args []values.Value, block Block) (int, error) {
	var blockT *values.CallableT
	if block != nil {
		blockT = BlockCallableType(block)
	}
	for i, s := range f.Signatures {
		if matches(s, args, block, blockT) {
			return i, nil
		}
	}
	var bt values.Type
	if blockT != nil {
		bt = blockT
	}
	msg := values.DescribeSignatures(f.Name, describedSignatures(f), args, bt)
	if msg == "" {
		msg = "'" + f.Name + "' was called with arguments it does not accept"
	}
	return -1, &DispatchError{Function: f.Name, Msg: msg}
}

// DispatchError is the error of a call that no signature accepts.
type DispatchError struct {
	Function string
	Msg      string
}

func (e *DispatchError) Error() string { return e.Msg }

// IsDispatchError reports whether err is a *DispatchError.
func IsDispatchError(err error) bool {
	var d *DispatchError
	return errors.As(err, &d)
}

func matches(s *Signature, args []values.Value, block Block, blockT *values.CallableT) bool {
	n := len(args)
	req := len(s.Required) + s.RestMin
	if n < req {
		return false
	}
	if s.Rest == nil && n > len(s.Required)+len(s.Optional) {
		return false
	}
	for i, a := range args {
		p := paramAt(s, i)
		if p.Type != nil && !values.IsInstance(p.Type, a) {
			return false
		}
	}
	switch s.Block {
	case NoBlock:
		if block != nil {
			return false
		}
	case RequiredBlock:
		if block == nil {
			return false
		}
	}
	if block != nil {
		if bt := blockTypeOf(s); bt != nil && !values.IsAssignable(bt, blockT) {
			return false
		}
	}
	return true
}

func paramAt(s *Signature, i int) Param {
	if i < len(s.Required) {
		return s.Required[i]
	}
	i -= len(s.Required)
	if i < len(s.Optional) {
		return s.Optional[i]
	}
	if s.Rest != nil {
		return *s.Rest
	}
	return Param{}
}

// BlockCallableType is the Callable type of a lambda, as Puppet infers it
// from its parameters: Callable[T1, T2, ..., min, max].
func BlockCallableType(b Block) *values.CallableT {
	min, max := b.Arity()
	pts := b.ParamTypes()
	n := len(pts)
	if max >= 0 && max > n {
		n = max
	}
	if n < min {
		n = min
	}
	ts := make([]values.Type, 0, n)
	for i := 0; i < n; i++ {
		var t values.Type
		if i < len(pts) {
			t = pts[i]
		}
		if t == nil {
			t = values.AnyType()
		}
		ts = append(ts, t)
	}
	hi := int64(max)
	if max < 0 {
		hi = math.MaxInt64
	}
	if len(ts) == 0 {
		return values.CallableType(values.TupleType(nil, values.IntegerType(0, 0)), nil, nil)
	}
	return values.CallableType(values.TupleType(ts, values.IntegerType(int64(min), hi)), nil, nil)
}

var blockTypes sync.Map // *Signature -> values.Type

// SetBlockType declares the type of a signature's block (Puppet's
// block_param 'Callable[1, 2]'): a call only matches the signature when its
// lambda's parameters are assignable to it, which lets functions such as
// each dispatch on the lambda's arity. It returns s for chaining. Without
// it a signature accepts any block (Callable).
func SetBlockType(s *Signature, t values.Type) *Signature {
	blockTypes.Store(s, t)
	return s
}

func blockTypeOf(s *Signature) values.Type {
	if t, ok := blockTypes.Load(s); ok {
		return t.(values.Type)
	}
	return nil
}

// describedSignatures converts the signatures for values.DescribeSignatures.
func describedSignatures(f *Function) []values.Signature {
	out := make([]values.Signature, 0, len(f.Signatures))
	for _, s := range f.Signatures {
		if s.ArgumentMismatch {
			continue
		}
		var types []values.Type
		var names []string
		add := func(p Param) {
			t := p.Type
			if t == nil {
				t = values.AnyType()
			}
			types = append(types, t)
			names = append(names, p.Name)
		}
		for _, p := range s.Required {
			add(p)
		}
		for _, p := range s.Optional {
			add(p)
		}
		min := int64(len(s.Required))
		max := int64(len(s.Required) + len(s.Optional))
		if s.Rest != nil {
			add(*s.Rest)
			min += int64(s.RestMin)
			max = math.MaxInt64
		}
		var size *values.IntegerT
		if len(types) == 0 {
			size = values.IntegerType(0, 0)
		} else {
			size = values.IntegerType(min, max)
		}
		sig := values.Signature{Params: values.TupleType(types, size), Names: names, BlockName: s.BlockName}
		if sig.BlockName == "" {
			sig.BlockName = "block"
		}
		bt := blockTypeOf(s)
		if bt == nil {
			bt = values.CallableType(nil, nil, nil)
		}
		switch s.Block {
		case RequiredBlock:
			sig.Block = bt
		case OptionalBlock:
			sig.Block = values.OptionalType(bt)
		}
		out = append(out, sig)
	}
	return out
}

// Check3xArity is newfunction's check of the number of arguments of a 3.x
// function: arity n >= 0 takes exactly n, -n at least n-1 ("sha1(): Wrong
// number of arguments given (2 for 1)").
func Check3xArity(name string, arity, n int) error { return check3xArity(name, arity, n) }
