package core

import (
	"slices"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// Puppet 7's iteration functions other than each, map, filter, reduce and
// with (which the evaluator registers): any, all, slice, reverse_each,
// step, then, lest, partition, group_by, tree_each.

func iterationFunctions(l *functions.Lib) {
	registerAnyAll(l, "any", true)
	registerAnyAll(l, "all", false)

	l.Register("slice", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return slice(args[0], args[1].(int64), []values.Value{}, b)
		}).Req("hash", "Hash[Any, Any]").Req("slice_size", "Integer[1, default]").Block(functions.OptionalBlock, "block", ""),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return slice(args[0], args[1].(int64), nil, b)
		}).Req("enumerable", "Iterable").Req("slice_size", "Integer[1, default]").Block(functions.OptionalBlock, "block", ""))

	reverseIter, reverseBlock := walkForms("reverse_each", func(args []values.Value, yield func(values.Value) bool) bool {
		return functions.EachReverse(args[0], yield)
	})
	l.Register("reverse_each", "",
		functions.Sig(reverseIter).Req("iterable", "Iterable"),
		functions.Sig(reverseBlock).Req("iterable", "Iterable").Block(functions.RequiredBlock, "block", "Callable[1,1]"))

	stepIter, stepBlock := walkForms("step", func(args []values.Value, yield func(values.Value) bool) bool {
		n := args[1].(int64)
		i := int64(0)
		_, ok := functions.Each(args[0], func(e values.Value) bool {
			i++
			if (i-1)%n != 0 {
				return true
			}
			return yield(e)
		})
		return ok
	})
	l.Register("step", "",
		functions.Sig(stepIter).Req("iterable", "Iterable").Req("step", "Integer[1]"),
		functions.Sig(stepBlock).Req("iterable", "Iterable").Req("step", "Integer[1]").Block(functions.RequiredBlock, "block", "Callable[1,1]"))

	l.Register("then", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			if args[0] == nil {
				return nil, nil
			}
			return b.Call(args[0])
		}).Req("arg", "Any").Block(functions.RequiredBlock, "block", "Callable[1,1]"))
	l.Register("lest", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			if args[0] == nil {
				return b.Call()
			}
			return args[0], nil
		}).Req("arg", "Any").Block(functions.RequiredBlock, "block", "Callable[0,0]"))

	registerByElement(l, "partition", partition)
	registerByElement(l, "group_by", groupBy)

	registerTreeEach(l)
}

// registerAnyAll registers any (wantAny) or all.
func registerAnyAll(l *functions.Lib, name string, wantAny bool) {
	// run calls the lambda for each element until one decides the result;
	// break() is not caught (Puppet's any?/all? do not rescue it): it ends
	// an enclosing iteration.
	run := func(v values.Value, call func(i int64, e values.Value, hashStyle bool) (values.Value, error)) (values.Value, error) {
		result := !wantAny
		var ferr error
		i := int64(0)
		var hs bool
		hs, ok := functions.Each(v, func(e values.Value) bool {
			r, err := call(i, e, hs)
			i++
			if err != nil {
				ferr = err
				return false
			}
			if values.Truthy(r) == wantAny {
				result = wantAny
				return false
			}
			return true
		})
		if !ok {
			return nil, functions.Errorf("%s(): wrong argument type (%s; is not Iterable.", name, functions.RubyClass(v))
		}
		if ferr != nil {
			return nil, ferr
		}
		return result, nil
	}
	l.Register(name, "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return run(args[0], func(_ int64, e values.Value, _ bool) (values.Value, error) {
				k, v := functions.PairOf(e)
				return b.Call(k, v)
			})
		}).Req("hash", "Hash[Any, Any]").Block(functions.RequiredBlock, "block", "Callable[2,2]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return run(args[0], func(_ int64, e values.Value, _ bool) (values.Value, error) { return b.Call(e) })
		}).Req("hash", "Hash[Any, Any]").Block(functions.RequiredBlock, "block", "Callable[1,1]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			_, hs := args[0].(*values.Hash)
			return run(args[0], func(i int64, e values.Value, _ bool) (values.Value, error) {
				return callPair(b, i, e, hs)
			})
		}).Req("enumerable", "Iterable").Block(functions.RequiredBlock, "block", "Callable[2,2]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return run(args[0], func(_ int64, e values.Value, _ bool) (values.Value, error) { return b.Call(e) })
		}).Req("enumerable", "Iterable").Block(functions.RequiredBlock, "block", "Callable[1,1]"))
}

// slice is each_slice with Puppet's serving size rules.
func slice(orig values.Value, size int64, filler values.Value, b functions.Block) (values.Value, error) {
	serving := int64(1)
	if b != nil {
		arity := int64(functions.BlockArity(b))
		serving = arity
		if arity < 0 {
			serving = size
		}
	}
	if serving == 0 {
		return nil, functions.Errorf("slice(): block must define at least one parameter. Block has 0.")
	}
	if serving != 1 && serving != size {
		return nil, functions.Errorf("slice(): block must define one parameter, or the same number of parameters as the given size of the slice (%d). Block has %d; %s", size, serving, blockParamNames(b))
	}
	result := []values.Value{}
	var chunk []values.Value
	var ferr error
	stopped := false
	flush := func() bool {
		c := chunk
		chunk = nil
		if b == nil {
			result = append(result, c)
			return true
		}
		if serving == 1 {
			_, stop, err := functions.CallBlock(b, c)
			ferr = err
			stopped = stop
			return !stop
		}
		for int64(len(c)) < serving {
			c = append(c, filler)
		}
		_, stop, err := functions.CallBlock(b, c...)
		ferr = err
		stopped = stop
		return !stop
	}
	_, ok := functions.Each(orig, func(e values.Value) bool {
		chunk = append(chunk, e)
		if int64(len(chunk)) == size {
			return flush()
		}
		return true
	})
	if !ok {
		return nil, functions.Errorf("slice(): wrong argument type (%s; is not Iterable.", functions.RubyClass(orig))
	}
	if len(chunk) > 0 && !stopped {
		flush()
	}
	if ferr != nil {
		return nil, ferr
	}
	if b != nil {
		return orig, nil
	}
	return result, nil
}

// blockParamNames lists a lambda's parameter names when the block can
// tell them (Puppet's PuppetProc#parameter_names).
func blockParamNames(b functions.Block) string {
	if n, ok := b.(interface{ ParamNames() []string }); ok {
		s := ""
		for i, p := range n.ParamNames() {
			if i > 0 {
				s += ", "
			}
			s += p
		}
		return s
	}
	return ""
}

// iterElementType is the element type Puppet's Iterable.on infers for an
// iterator over v (used in Iterator[T]).
func iterElementType(v values.Value) values.Type {
	switch x := v.(type) {
	case string:
		return values.StringType(1, 1)
	case int64:
		if x > 0 {
			return values.IntegerType(0, x-1)
		}
		return nil
	case *values.IntegerT, *values.EnumT:
		return x.(values.Type)
	case *values.Iterator:
		return x.ElementType
	case *values.Hash:
		if x.Len() == 0 {
			return nil
		}
		ks := make([]values.Type, 0, x.Len())
		vs := make([]values.Type, 0, x.Len())
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			ks = append(ks, values.TypeOf(k))
			vs = append(vs, values.TypeOf(e))
		}
		return values.TupleType([]values.Type{values.VariantType(ks...), values.VariantType(vs...)}, values.IntegerType(2, 2))
	case []values.Value:
		if len(x) == 0 {
			return nil
		}
		ts := make([]values.Type, len(x))
		for i, e := range x {
			ts[i] = values.TypeOf(e)
		}
		return values.VariantType(ts...)
	}
	return nil
}

// partition is Enumerable#partition: [[accepted], [rejected]].
// walkForms is the two forms of reverse_each and step, which walk their
// iterable (args[0]) as walk does (false when it is not Iterable): without
// a block an Iterator over the walk, with one a call of the block for each
// element (break stops).
func walkForms(name string, walk func(args []values.Value, yield func(values.Value) bool) bool) (iter, block functions.CallFn) {
	notIterable := func(v values.Value) error {
		return functions.Errorf("%s(): wrong argument type (%s; is not Iterable.", name, functions.RubyClass(v))
	}
	iter = func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		src := args[0]
		if _, ok := functions.Each(src, func(values.Value) bool { return false }); !ok {
			return nil, notIterable(src)
		}
		held := slices.Clone(args) // the Iterator outlives the call's arguments
		return values.NewIterator(iterElementType(src), func(yield func(values.Value) bool) {
			walk(held, yield)
		}), nil
	}
	block = func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
		var ferr error
		ok := walk(args, func(e values.Value) bool {
			_, stop, err := functions.CallBlock(b, e)
			ferr = err
			return !stop
		})
		if !ok {
			return nil, notIterable(args[0])
		}
		return nil, ferr
	}
	return iter, block
}

// registerByElement registers name with the three block forms partition
// and group_by have: |element|, an array's |index, element| and a
// collection's |key, value|. run works on the elements, calling the block
// for element i with call.
func registerByElement(l *functions.Lib, name string, run func(es []values.Value, call func(i int, e values.Value) (values.Value, error)) (values.Value, error)) {
	l.Register(name, "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			es, _ := values.Iterate(args[0])
			return run(es, func(i int, e values.Value) (values.Value, error) { return b.Call(e) })
		}).Req("collection", "Collection").Block(functions.RequiredBlock, "block", "Callable[1,1]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			es := args[0].([]values.Value)
			return run(es, func(i int, e values.Value) (values.Value, error) { return b.Call(int64(i), e) })
		}).Req("array", "Array").Block(functions.RequiredBlock, "block", "Callable[2,2]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			es, _ := values.Iterate(args[0])
			return run(es, func(i int, e values.Value) (values.Value, error) {
				k, v := functions.PairOf(e)
				return b.Call(k, v)
			})
		}).Req("collection", "Collection").Block(functions.RequiredBlock, "block", "Callable[2,2]"))
}

func partition(es []values.Value, call func(i int, e values.Value) (values.Value, error)) (values.Value, error) {
	yes, no := []values.Value{}, []values.Value{}
	for i, e := range es {
		r, err := call(i, e)
		if err != nil {
			return nil, err
		}
		if values.Truthy(r) {
			yes = append(yes, e)
		} else {
			no = append(no, e)
		}
	}
	return []values.Value{yes, no}, nil
}

// groupBy is Enumerable#group_by: {block result => [elements]}.
func groupBy(es []values.Value, call func(i int, e values.Value) (values.Value, error)) (values.Value, error) {
	var keys []values.Value
	groups := map[any][]values.Value{}
	for i, e := range es {
		r, err := call(i, e)
		if err != nil {
			return nil, err
		}
		hk := values.HashKey(r)
		if _, ok := groups[hk]; !ok {
			keys = append(keys, r)
		}
		groups[hk] = append(groups[hk], e)
	}
	out := values.NewHash(len(keys))
	for _, k := range keys {
		out.Put(k, groups[values.HashKey(k)])
	}
	return out, nil
}

// ---------------------------------------------------------------------------
// tree_each

var defaultContainers = functions.MustType("Variant[Array, Hash]")

type treeOptions struct {
	containers                         values.Type
	withRoot, withContainers, withVals bool
	breadthFirst                       bool
}

func registerTreeEach(l *functions.Lib) {
	opts := func(args []values.Value) (*treeOptions, error) {
		o := &treeOptions{containers: defaultContainers, withRoot: true, withContainers: true, withVals: true}
		if len(args) < 2 || args[1] == nil {
			return o, nil
		}
		h := args[1].(*values.Hash)
		get := func(k string, d bool) bool {
			v, ok := h.GetString(k)
			if !ok || v == nil {
				return d
			}
			return values.Truthy(v)
		}
		if t, ok := h.GetString("container_type"); ok && t != nil {
			ct := t.(values.Type)
			if !values.IsAssignable(functions.MustType("Variant[Array, Hash, Object]"), ct) {
				return nil, functions.Errorf("Only Array, Hash, and Object types can be used as container types. Got %s", ct)
			}
			o.containers = ct
		}
		o.withContainers = get("include_containers", true)
		o.withVals = get("include_values", true)
		o.withRoot = o.withContainers && get("include_root", true)
		if !o.withContainers && !o.withVals {
			return nil, functions.Errorf("Options 'include_containers' and 'include_values' cannot both be false")
		}
		if ord, ok := h.GetString("order"); ok && ord == "breadth_first" {
			o.breadthFirst = true
		}
		return o, nil
	}
	walk := func(args []values.Value, each func(path, v values.Value) error) error {
		o, err := opts(args)
		if err != nil {
			return err
		}
		if o.breadthFirst {
			return treeBreadthFirst(args[0], o, each)
		}
		return treeDepthFirst(args[0], o, each)
	}
	// eachBlock calls the block for each node (break ends the walk) and
	// answers the tree.
	eachBlock := func(args []values.Value, call func(path, v values.Value) (values.Value, error)) (values.Value, error) {
		err := walk(args, func(path, v values.Value) error {
			_, err := call(path, v)
			return err
		})
		if err != nil && !functions.IsBreak(err) {
			return nil, err
		}
		return args[0], nil
	}
	l.Register("tree_each", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return eachBlock(args, func(path, v values.Value) (values.Value, error) { return b.Call(path, v) })
		}).Req("tree", "Variant[Iterator, Array, Hash, Object]").Opt("options", "OptionsType").
			Block(functions.RequiredBlock, "block", "Callable[2,2]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return eachBlock(args, func(_, v values.Value) (values.Value, error) { return b.Call(v) })
		}).Req("tree", "Variant[Iterator, Array, Hash, Object]").Opt("options", "OptionsType").
			Block(functions.RequiredBlock, "block", "Callable[1,1]"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			var out []values.Value
			err := walk(args, func(path, v values.Value) error {
				out = append(out, []values.Value{path, v})
				return nil
			})
			if err != nil {
				return nil, err
			}
			return values.NewIterator(nil, func(yield func(values.Value) bool) {
				for _, e := range out {
					if !yield(e) {
						return
					}
				}
			}), nil
		}).Req("tree", "Variant[Iterator, Array, Hash, Object]").Opt("options", "OptionsType"))
}

// indexer lists the indexes of a container value (array positions, hash
// keys), or nil when the value is not a container.
func treeIndexer(v values.Value, o *treeOptions) []values.Value {
	if !values.IsInstance(o.containers, v) {
		return nil
	}
	switch x := v.(type) {
	case []values.Value:
		out := make([]values.Value, len(x))
		for i := range x {
			out[i] = int64(i)
		}
		return out
	case *values.Hash:
		return x.Keys()
	}
	return nil
}

func treeChild(v, idx values.Value) values.Value {
	switch x := v.(type) {
	case []values.Value:
		return x[idx.(int64)]
	case *values.Hash:
		r, _ := x.Get(idx)
		return r
	}
	return nil
}

func pathValue(p []values.Value) values.Value { return CopyValues(p) }

// treeDepthFirst is DepthFirstTreeIterator.
func treeDepthFirst(root values.Value, o *treeOptions, each func(path, v values.Value) error) error {
	if o.withRoot {
		if err := each([]values.Value{}, root); err != nil {
			return err
		}
	}
	var rec func(v values.Value, path []values.Value) error
	rec = func(v values.Value, path []values.Value) error {
		for _, idx := range treeIndexer(v, o) {
			child := treeChild(v, idx)
			p := append(path, idx)
			if treeIndexer(child, o) != nil || isContainer(child, o) {
				if o.withContainers {
					if err := each(pathValue(p), child); err != nil {
						return err
					}
				}
				if err := rec(child, p); err != nil {
					return err
				}
				continue
			}
			if o.withVals {
				if err := each(pathValue(p), child); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return rec(root, nil)
}

// isContainer reports whether v is a container (even an empty one).
func isContainer(v values.Value, o *treeOptions) bool {
	if !values.IsInstance(o.containers, v) {
		return false
	}
	switch v.(type) {
	case []values.Value, *values.Hash:
		return true
	}
	return false
}

// treeBreadthFirst is BreadthFirstTreeIterator (which, as Puppet's, does
// not honour include_values).
func treeBreadthFirst(root values.Value, o *treeOptions, each func(path, v values.Value) error) error {
	if o.withRoot {
		if err := each([]values.Value{}, root); err != nil {
			return err
		}
	}
	type level struct {
		v    values.Value
		path []values.Value
	}
	queue := []level{{root, nil}}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, idx := range treeIndexer(cur.v, o) {
			child := treeChild(cur.v, idx)
			p := append(CopyValues(cur.path), idx)
			if isContainer(child, o) {
				queue = append(queue, level{child, p})
				if !o.withContainers {
					continue
				}
			}
			if err := each(pathValue(p), child); err != nil {
				return err
			}
		}
	}
	return nil
}

// callPair calls a block of two parameters as Puppet's iterating functions
// do: with a hash entry's key and value when hash, else with the index and
// the element.
func callPair(b functions.Block, i int64, e values.Value, hash bool) (values.Value, error) {
	if hash {
		k, v := functions.PairOf(e)
		return b.Call(k, v)
	}
	return b.Call(i, e)
}
