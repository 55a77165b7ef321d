package ruby

//go:generate python3 gen_methods.py

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// The class hierarchy every Interp starts with. Parents are declared
// before their children.
var (
	bBasicObject = defBuiltin("BasicObject", "", false)
	bKernel      = defBuiltin("Kernel", "", true)
	bObject      = defBuiltin("Object", "BasicObject", false).include("Kernel")
	bModule      = defBuiltin("Module", "Object", false)
	bClass       = defBuiltin("Class", "Module", false)
	bComparable  = defBuiltin("Comparable", "", true)
	bEnumerable  = defBuiltin("Enumerable", "", true)
	bNilClass    = defBuiltin("NilClass", "Object", false)
	bTrueClass   = defBuiltin("TrueClass", "Object", false)
	bFalseClass  = defBuiltin("FalseClass", "Object", false)
	bNumeric     = defBuiltin("Numeric", "Object", false).include("Comparable")
	bInteger     = defBuiltin("Integer", "Numeric", false)
	bFloat       = defBuiltin("Float", "Numeric", false)
	bString      = defBuiltin("String", "Object", false).include("Comparable")
	bSymbol      = defBuiltin("Symbol", "Object", false).include("Comparable")
	bArray       = defBuiltin("Array", "Object", false).include("Enumerable")
	bHash        = defBuiltin("Hash", "Object", false).include("Enumerable")
	bRange       = defBuiltin("Range", "Object", false).include("Enumerable")
	bRegexp      = defBuiltin("Regexp", "Object", false)
	bMatchData   = defBuiltin("MatchData", "Object", false)
	bProc        = defBuiltin("Proc", "Object", false)
	bMethod      = defBuiltin("Method", "Object", false)
	bUnbound     = defBuiltin("UnboundMethod", "Object", false)
	bEnumerator  = defBuiltin("Enumerator", "Object", false).include("Enumerable")
	bStruct      = defBuiltin("Struct", "Object", false).include("Enumerable")
	bEncoding    = defBuiltin("Encoding", "Object", false)
	bMath        = defBuiltin("Math", "", true)
	bException   = defBuiltin("Exception", "Object", false)
)

// exceptionTree is Ruby 3.1's exception hierarchy (child, parent), plus
// Puppet's own error classes.
var exceptionTree = [][2]string{
	{"NoMemoryError", "Exception"},
	{"ScriptError", "Exception"},
	{"LoadError", "ScriptError"},
	{"NotImplementedError", "ScriptError"},
	{"SyntaxError", "ScriptError"},
	{"SecurityError", "Exception"},
	{"SignalException", "Exception"},
	{"Interrupt", "SignalException"},
	{"SystemExit", "Exception"},
	{"SystemStackError", "Exception"},
	{"StandardError", "Exception"},
	{"ArgumentError", "StandardError"},
	{"UncaughtThrowError", "ArgumentError"},
	{"EncodingError", "StandardError"},
	{"Encoding::CompatibilityError", "EncodingError"},
	{"Encoding::UndefinedConversionError", "EncodingError"},
	{"Encoding::InvalidByteSequenceError", "EncodingError"},
	{"Encoding::ConverterNotFoundError", "EncodingError"},
	{"FiberError", "StandardError"},
	{"IOError", "StandardError"},
	{"EOFError", "IOError"},
	{"IndexError", "StandardError"},
	{"KeyError", "IndexError"},
	{"StopIteration", "IndexError"},
	{"ClosedQueueError", "StopIteration"},
	{"LocalJumpError", "StandardError"},
	{"NoMatchingPatternError", "StandardError"},
	{"NoMatchingPatternKeyError", "NoMatchingPatternError"},
	{"NameError", "StandardError"},
	{"NoMethodError", "NameError"},
	{"RangeError", "StandardError"},
	{"FloatDomainError", "RangeError"},
	{"RegexpError", "StandardError"},
	{"RuntimeError", "StandardError"},
	{"FrozenError", "RuntimeError"},
	{"SystemCallError", "StandardError"},
	{"ThreadError", "StandardError"},
	{"TypeError", "StandardError"},
	{"ZeroDivisionError", "StandardError"},
	{"Math::DomainError", "ArgumentError"},
}

func init() {
	for _, e := range exceptionTree {
		defBuiltin(e[0], e[1], false)
	}
	defBuiltin("Errno", "", true)
	for _, e := range []string{"ENOENT", "EACCES", "EEXIST", "ENOTDIR", "EISDIR", "EINVAL", "EPERM"} {
		defBuiltin("Errno::"+e, "SystemCallError", false)
	}
	bException.alloc = func(in *Interp, cls *Module) Value { return &Object{class: cls, Data: &excData{}} }
	defineKernel()
	defineModule()
	defineComparable()
	defineException()
	defineProc()
	defineSwitches()
	defineLiteralOps()
	defineClassMethods()
	defineNumericConsts()
}

// wrapSwitch turns a method switch moved from compiler/erb into a GoFunc.
func wrapSwitch(f switchFunc) GoFunc {
	return func(c *Call) (Value, error) {
		v, ok, err := f(c.In, c.Self, c.Name, c.Args, c.Block)
		if !ok && err == nil {
			return nil, c.In.noMethodError(c.Self, c.Name, false, false, nil)
		}
		return v, err
	}
}

// switchMutators are the switch methods that change their receiver
// whatever their arguments: invoke raises FrozenError for a frozen
// receiver after the argument count and before the switch runs, as these
// methods of Ruby's check the receiver first. The methods that change it
// only in some cases (flatten!, sub!, upcase!, Hash#select!, ...) check
// in their switch.
var switchMutators = map[string][]string{
	"String": {"<<", "concat", "prepend", "replace", "[]=", "insert"},
	"Array": {"[]=", "<<", "push", "append", "unshift", "prepend", "insert", "concat", "pop", "shift",
		"reverse!", "delete_at", "delete_if", "reject!", "select!", "keep_if", "filter!", "map!",
		"collect!", "uniq!", "sort!", "sort_by!", "shuffle!", "clear", "replace"},
	"Hash": {"[]=", "store", "update", "merge!", "delete", "default_proc=", "default=", "clear", "replace", "shift"},
}

// switchFrozenFirst are the switch methods whose Ruby version (a C function
// taking any number of arguments) checks a frozen receiver before the
// argument count: [1].freeze.pop(1, 2) is a FrozenError, [1].pop(1, 2) an
// ArgumentError. Array#delete is not a mutator above: Ruby's changes, and
// checks, a frozen Array only when it finds the value ([].freeze.delete(9)
// is nil).
var switchFrozenFirst = map[string][]string{
	"String": {"chomp!"},
	"Array":  {"pop", "shift"},
}

func defineSwitches() {
	reg := func(d *builtinDef, names []string, f switchFunc) {
		g := wrapSwitch(f)
		key := d.name
		if d == bTrueClass || d == bFalseClass {
			key = "Bool"
		}
		mutates, first := map[string]bool{}, map[string]bool{}
		for _, n := range switchMutators[key] {
			mutates[n] = true
		}
		for _, n := range switchFrozenFirst[key] {
			first[n] = true
		}
		for _, n := range names {
			// sw: invoke calls the switch without making a Call (fn
			// stays for every other use of the method); the argument
			// count is Ruby's (arity_gen.go), checked before it runs,
			// and so is a frozen receiver of a mutator
			me := &method{name: n, fn: g, sw: f, min: 0, max: -1, mutates: mutates[n], frozenFirst: first[n]}
			if sw, ok := withArgConversions(key, n, f); ok {
				me.fn, me.sw = wrapSwitch(sw), sw
			}
			if a, ok := switchArity[key][n]; ok {
				me.min, me.max, me.shownMin = int(a[0]), int(a[1]), int(a[2])
			}
			d.methods[n] = me
		}
	}
	reg(bString, switchNames["String"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		return in.strMethod(self.(*String), name, args, blk, 0)
	})
	reg(bArray, switchNames["Array"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		return in.arrayMethod(self.(*Array), name, args, blk, 0)
	})
	reg(bHash, switchNames["Hash"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		return in.hashMethod(self.(*Hash), name, args, blk, 0)
	})
	reg(bInteger, switchNames["Integer"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		if b, ok := self.(*big.Int); ok {
			return in.bigMethod(b, name, args, blk)
		}
		return in.intMethod(self.(int64), name, args, blk, 0)
	})
	reg(bFloat, switchNames["Float"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		return in.floatMethod(self.(float64), name, args, blk, 0)
	})
	reg(bNilClass, switchNames["NilClass"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		return in.nilMethod(name, args, 0)
	})
	boolSw := func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		return in.boolMethod(self.(bool), name, args, 0)
	}
	reg(bTrueClass, switchNames["Bool"], boolSw)
	reg(bFalseClass, switchNames["Bool"], boolSw)
	reg(bSymbol, switchNames["Symbol"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		return in.symMethod(self.(Symbol), name, args, blk, 0)
	})
	reg(bRange, switchNames["Range"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		return in.rangeMethod(self.(*Range), name, args, blk, 0)
	})
	reg(bRegexp, switchNames["Regexp"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		return in.regexpMethod(self.(*Regexp), name, args, blk, 0)
	})
	reg(bMatchData, switchNames["MatchData"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		return in.matchMethod(self.(*MatchData), name, args, 0)
	})
	reg(bEnumerator, switchNames["Enumerator"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		o := self.(*Object)
		e, ok := o.Data.(*rEnum)
		if !ok {
			return nil, true, in.raise(cTypeError, 0, "uninitialized enumerator")
		}
		return in.enumMethod(o, e, name, args, blk, 0)
	})
	// Enumerable for user classes: collect what each yields, then run
	// the Array-based implementation.
	reg(bEnumerable, switchNames["Enumerable"], func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		if name == "first" || name == "take" {
			if v, ok, err := in.firstOrTake(self, name, args, 0); ok {
				return v, true, err
			}
		}
		if name == "lazy" {
			// before collecting: the source may be endless
			return in.lazyFrom(self), true, nil
		}
		if blk == nil && blocklessEnumerator[name] {
			// Ruby answers the Enumerator without running each: each
			// may have effects (a File's lines are read once).
			return in.newEnum(&rEnum{recv: self, meth: name, args: args}), true, nil
		}
		items, err := in.eachToA(self)
		if err != nil {
			return nil, true, err
		}
		return in.enumerable(self, items, name, args, blk, 0)
	})
	bEnumerable.def("to_a", 0, -1, func(c *Call) (Value, error) {
		items, err := c.In.eachToA(c.Self)
		return newArray(items), err
	}).alias("entries", "to_a")
	bEnumerable.def("each_entry", 0, -1, func(c *Call) (Value, error) {
		return c.In.callMethod(c.Self, "each", c.Args, nil, c.Block, true)
	})
}

// eachToA collects the values each yields (several yielded values make
// an Array, as Enumerable does).
func (in *Interp) eachToA(self Value) ([]Value, error) {
	var out []Value
	collect := &Proc{min: 0, max: -1, fn: func(c *Call) (Value, error) {
		out = append(out, pack(c.Args))
		if len(out) > maxArrayLen {
			return nil, in.limitErr(0)
		}
		return nil, nil
	}}
	if _, err := in.callMethod(self, "each", nil, nil, collect, true); err != nil {
		return nil, err
	}
	return out, nil
}

func symOrStr(v Value) (string, bool) {
	switch x := v.(type) {
	case Symbol:
		return string(x), true
	case *String:
		return x.s, true
	}
	return "", false
}

// nameArg is a method or variable name argument (Symbol or String).
func (in *Interp) nameArg(v Value) (string, error) {
	if s, ok := symOrStr(v); ok {
		return s, nil
	}
	if s, err := in.objStr(v); err != nil {
		return "", err
	} else if s != nil {
		return s.s, nil
	}
	return "", in.raise(cTypeError, 0, "%s is not a symbol nor a string", in.inspect(v))
}

func defineKernel() {
	k := bKernel
	k.def("class", 0, 0, func(c *Call) (Value, error) { return c.In.realClass(c.Self), nil })
	k.def("singleton_class", 0, 0, func(c *Call) (Value, error) { return c.In.singletonFor(c.Self) })
	k.def("inspect", 0, 0, func(c *Call) (Value, error) {
		var b strings.Builder
		if o, ok := c.Self.(*Object); ok {
			c.In.writeObjInspect(&b, o, 0)
			return NewString(b.String()), nil
		}
		return NewString(c.In.inspect(c.Self)), nil
	})
	k.def("to_s", 0, 0, func(c *Call) (Value, error) { return NewString(c.In.anyToS(c.Self)), nil })
	k.def("==", 1, 1, func(c *Call) (Value, error) { return identical(c.Self, c.Args[0]), nil })
	k.alias("equal?", "==")
	k.def("eql?", 1, 1, func(c *Call) (Value, error) { return identical(c.Self, c.Args[0]), nil })
	k.def("!=", 1, 1, func(c *Call) (Value, error) {
		r, err := c.In.callMethod(c.Self, "==", c.Args, nil, nil, true)
		return !Truthy(r), err
	})
	k.def("!", 0, 0, func(c *Call) (Value, error) { return !Truthy(c.Self), nil })
	k.def("===", 1, 1, func(c *Call) (Value, error) {
		if identical(c.Self, c.Args[0]) {
			return true, nil
		}
		r, err := c.In.callMethod(c.Self, "==", c.Args, nil, nil, true)
		return Truthy(r), err
	})
	k.def("=~", 1, 1, func(c *Call) (Value, error) { return nil, nil })
	k.def("!~", 1, 1, func(c *Call) (Value, error) {
		r, err := c.In.callMethod(c.Self, "=~", c.Args, nil, nil, true)
		return !Truthy(r), err
	})
	k.def("hash", 0, 0, func(c *Call) (Value, error) {
		switch x := c.Self.(type) {
		case Symbol:
			// a Symbol is a Go string, not an object with an address
			return textHash(":" + string(x)), nil
		case nil, bool:
			return textHash(c.In.inspect(x)), nil
		}
		return int64(addrOf(c.Self) >> 3), nil
	})
	k.def("object_id", 0, 0, func(c *Call) (Value, error) { return objectID(c.Self), nil })
	k.alias("__id__", "object_id")
	k.def("nil?", 0, 0, func(c *Call) (Value, error) { return c.Self == nil, nil })
	k.def("is_a?", 1, 1, func(c *Call) (Value, error) {
		m, ok := c.Args[0].(*Module)
		if !ok {
			return nil, c.In.raise(cTypeError, 0, "class or module required")
		}
		return c.In.isA(c.Self, m), nil
	})
	k.alias("kind_of?", "is_a?")
	k.def("instance_of?", 1, 1, func(c *Call) (Value, error) {
		m, ok := c.Args[0].(*Module)
		if !ok {
			return nil, c.In.raise(cTypeError, 0, "class or module required")
		}
		return c.In.realClass(c.Self) == m, nil
	})
	k.def("respond_to?", 1, 2, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		priv := len(c.Args) > 1 && Truthy(c.Args[1])
		return c.In.respondTo(c.Self, n, priv), nil
	})
	k.def("respond_to_missing?", 2, 2, func(c *Call) (Value, error) { return false, nil })
	send := func(public bool) GoFunc {
		return func(c *Call) (Value, error) {
			if len(c.Args) == 0 {
				return nil, c.In.raise(cArgumentError, 0, "no method name given")
			}
			n, err := c.In.nameArg(c.Args[0])
			if err != nil {
				return nil, err
			}
			return c.In.callMethod(c.Self, n, c.Args[1:], c.Kw, c.Block, !public)
		}
	}
	k.defKw("send", 0, -1, send(false))
	k.defKw("__send__", 0, -1, send(false))
	k.defKw("public_send", 0, -1, send(true))
	k.def("method", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.In.methodObject(c.Self, n)
	})
	k.alias("public_method", "method")
	k.def("methods", 0, 1, func(c *Call) (Value, error) {
		if len(c.Args) == 1 && !Truthy(c.Args[0]) {
			// methods(false): the singleton methods
			return c.In.callMethod(c.Self, "singleton_methods", []Value{false}, nil, nil, true)
		}
		return c.In.symList(c.In.classOf(c.Self).instanceMethodNames(true, func(me *method) bool { return me.vis != private })), nil
	})
	k.alias("public_methods", "methods")
	k.def("singleton_methods", 0, 1, func(c *Call) (Value, error) {
		var meta *Module
		switch x := c.Self.(type) {
		case *Object:
			meta = x.meta
		case *Module:
			meta = x.meta
		}
		if meta == nil {
			return &Array{}, nil
		}
		return c.In.symList(c.In.singletonMethodNames(meta, len(c.Args) == 0 || Truthy(c.Args[0]))), nil
	})
	k.def("instance_variable_get", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.ivarName(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.In.ivarGet(c.Self, n), nil
	})
	k.def("instance_variable_set", 2, 2, func(c *Call) (Value, error) {
		n, err := c.In.ivarName(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.Args[1], c.In.ivarSet(c.Self, n, c.Args[1])
	})
	k.def("instance_variable_defined?", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.ivarName(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.In.ivarDefined(c.Self, n), nil
	})
	k.def("instance_variables", 0, 0, func(c *Call) (Value, error) {
		var names []string
		switch x := c.Self.(type) {
		case *Object:
			names = x.ivars.names
			if g, ok := x.Data.(IvarNamer); ok {
				names = mergeNames(g.RubyIvarNames(c.In, x), names)
			}
		case *Module:
			names = x.ivars.names
		default:
			if t := c.In.valueIvars(x, false); t != nil {
				names = t.names
			}
		}
		return c.In.symList(names), nil
	})
	k.def("remove_instance_variable", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.ivarName(c.Args[0])
		if err != nil {
			return nil, err
		}
		if isFrozen(c.Self) {
			return nil, c.In.frozenError(c.Self)
		}
		switch x := c.Self.(type) {
		case *Object:
			if v, ok := x.ivars.del(n); ok {
				return v, nil
			}
		case *Module:
			if v, ok := x.ivars.del(n); ok {
				return v, nil
			}
		default:
			if t := c.In.valueIvars(x, false); t != nil {
				if v, ok := t.del(n); ok {
					return v, nil
				}
			}
		}
		return nil, c.In.raiseNameError(fmt.Sprintf("instance variable %s not defined", n), n)
	})
	k.def("instance_eval", 0, -1, func(c *Call) (Value, error) {
		if c.Block != nil && len(c.Args) > 0 {
			return nil, c.In.argcError(len(c.Args), 0, 0)
		}
		if c.Block == nil && (len(c.Args) == 0 || len(c.Args) > 3) {
			return nil, c.In.argcError(len(c.Args), 1, 3)
		}
		target, err := c.In.evalTarget(c.Self)
		if err != nil {
			return nil, err
		}
		if c.Block == nil {
			return c.In.instanceEvalString(c, target)
		}
		return c.In.callWithSelf(c.Block, c.Self, target, []Value{c.Self})
	})
	k.def("instance_exec", 0, -1, func(c *Call) (Value, error) {
		if c.Block == nil {
			return nil, c.In.raise(cLocalJumpError, 0, "no block given (yield)")
		}
		target, err := c.In.evalTarget(c.Self)
		if err != nil {
			return nil, err
		}
		return c.In.callWithSelf(c.Block, c.Self, target, c.Args)
	})
	k.def("extend", 1, -1, func(c *Call) (Value, error) {
		meta, err := c.In.singletonFor(c.Self)
		if err != nil {
			return nil, err
		}
		for _, a := range c.Args {
			m, ok := a.(*Module)
			if !ok || m.isClass {
				return nil, c.In.raise(cTypeError, 0, "wrong argument type %s (expected Module)", c.In.className(a))
			}
			meta.Include(m)
			if hook := c.In.userMethod(m, "extended"); hook != nil {
				if _, err := c.In.invoke(hook, m, []Value{c.Self}, nil, nil, "extended"); err != nil {
					return nil, err
				}
			}
		}
		return c.Self, nil
	})
	k.def("define_singleton_method", 1, 2, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		if isFrozen(c.Self) {
			// the singleton class of a frozen object is frozen too
			if _, ok := c.Self.(*Object); ok {
				return nil, c.In.raise(cFrozenError, 0, "can't modify frozen object: %s", c.In.inspect(c.Self))
			}
		}
		meta, err := c.In.singletonFor(c.Self)
		if err != nil {
			return nil, err
		}
		return c.In.defineMethodFrom(meta, n, c.Args[1:], c.Block)
	})
	k.def("tap", 0, 0, func(c *Call) (Value, error) {
		if c.Block == nil {
			return nil, c.In.raise(cLocalJumpError, 0, "no block given (yield)")
		}
		_, err := c.In.yield1(c.Block, c.Self)
		return c.Self, err
	})
	k.def("then", 0, 0, func(c *Call) (Value, error) {
		if c.Block == nil {
			return c.In.newEnum(&rEnum{recv: c.Self, meth: "then"}), nil
		}
		return c.In.yield1(c.Block, c.Self)
	})
	k.alias("yield_self", "then")
	k.def("itself", 0, 0, func(c *Call) (Value, error) { return c.Self, nil })
	k.def("dup", 0, 0, func(c *Call) (Value, error) { return c.In.dupValue(c.Self, false) })
	k.defKw("clone", 0, 0, func(c *Call) (Value, error) {
		return c.In.cloneKw(c.Self, c.Kw)
	})
	// the copy protocol: dup calls initialize_dup, clone initialize_clone,
	// both initialize_copy, which user classes override (calling super)
	k.defPrivate("initialize_copy", 1, 1, func(c *Call) (Value, error) {
		if c.Args[0] == c.Self {
			return c.Self, nil
		}
		if c.In.realClass(c.Args[0]) != c.In.realClass(c.Self) {
			return nil, c.In.raise(cTypeError, 0, "initialize_copy should take same class object")
		}
		return c.Self, nil
	})
	k.defPrivate("initialize_dup", 1, 1, func(c *Call) (Value, error) {
		_, err := c.In.callMethod(c.Self, "initialize_copy", c.Args, nil, nil, true)
		return c.Self, err
	})
	k.methods["initialize_clone"] = &method{name: "initialize_clone", min: 1, max: 1, kw: true, vis: private, fn: func(c *Call) (Value, error) {
		_, err := c.In.callMethod(c.Self, "initialize_copy", c.Args, nil, nil, true)
		return c.Self, err
	}}
	k.def("freeze", 0, 0, func(c *Call) (Value, error) { freeze(c.Self); return c.Self, nil })
	k.def("frozen?", 0, 0, func(c *Call) (Value, error) { return isFrozen(c.Self), nil })
	k.def("display", 0, 1, func(c *Call) (Value, error) { return nil, nil })
	k.def("enum_for", 0, -1, func(c *Call) (Value, error) {
		meth := "each"
		args := c.Args
		if len(args) > 0 {
			n, err := c.In.nameArg(args[0])
			if err != nil {
				return nil, err
			}
			meth, args = n, args[1:]
		}
		return c.In.newEnum(&rEnum{recv: c.Self, meth: meth, args: args}), nil
	})
	k.alias("to_enum", "enum_for")
	k.def("instance_variables_hash", 0, 0, nil)
	delete(k.methods, "instance_variables_hash")

	// private Kernel functions
	// What puts, print and p write goes to the server's standard output
	// in Puppet, not to the catalog: Interp.writeStdout (kernel_exec.go).
	k.defPrivate("puts", 0, -1, func(c *Call) (Value, error) {
		var b strings.Builder
		if err := c.In.putsTo(&b, c.Args, 0); err != nil {
			return nil, err
		}
		c.In.writeStdout(b.String())
		return nil, nil
	})
	k.defPrivate("print", 0, -1, func(c *Call) (Value, error) {
		for _, a := range c.Args {
			c.In.writeStdout(c.In.toS(a))
		}
		return nil, nil
	})
	k.defPrivate("warn", 0, -1, func(c *Call) (Value, error) {
		var b strings.Builder
		if err := c.In.putsTo(&b, c.Args, 0); err != nil {
			return nil, err
		}
		c.In.writeStderr(b.String())
		return nil, nil
	})
	pfn := func(c *Call) (Value, error) {
		for _, a := range c.Args {
			c.In.writeStdout(c.In.inspect(a) + "\n")
		}
		return pArgs(c.Args), nil
	}
	k.defPrivate("pp", 0, -1, pfn)
	k.defPrivate("p", 0, -1, pfn)
	k.defPrivate("raise", 0, 3, kernelRaise)
	k.defPrivate("fail", 0, 3, kernelRaise)
	k.defPrivate("require", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.pathArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.In.requireFeature(n)
	})
	k.defPrivate("require_relative", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.pathArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.In.requireRelative(n)
	})
	k.defPrivate("load", 1, 2, func(c *Call) (Value, error) {
		return nil, c.In.unsupportedErr("Kernel#load")
	})
	k.defPrivate("lambda", 0, 0, func(c *Call) (Value, error) {
		if c.Block == nil {
			return nil, c.In.raise(cArgumentError, 0, "tried to create Proc object without a block")
		}
		return c.Block, nil
	})
	k.defPrivate("proc", 0, 0, func(c *Call) (Value, error) {
		if c.Block == nil {
			return nil, c.In.raise(cArgumentError, 0, "tried to create Proc object without a block")
		}
		return c.Block, nil
	})
	k.defPrivate("loop", 0, 0, func(c *Call) (Value, error) {
		in := c.In
		if c.Block == nil {
			return in.newEnum(&rEnum{recv: c.Self, meth: "loop"}), nil
		}
		for {
			_, err := in.callBlock(c.Block, nil, nil, nil)
			if err != nil {
				if ee, ok := err.(*ExceptionError); ok && in.isA(ee.Exc, in.classByName(cStopIteration)) {
					return ee.Exc.Ivar("@result"), nil
				}
				return nil, err
			}
		}
	})
	k.defPrivate("catch", 0, 1, func(c *Call) (Value, error) {
		in := c.In
		var tag Value
		if len(c.Args) == 1 {
			tag = c.Args[0]
		} else {
			tag = &Object{class: in.cObject}
		}
		if c.Block == nil {
			return nil, in.raise(cLocalJumpError, 0, "no block given (yield)")
		}
		in.catchTags = append(in.catchTags, tag)
		v, err := in.yield1(c.Block, tag)
		in.catchTags = in.catchTags[:len(in.catchTags)-1]
		if te, ok := err.(*throwErr); ok && identicalTag(te.tag, tag) {
			return te.val, nil
		}
		return v, err
	})
	k.defPrivate("throw", 1, 2, func(c *Call) (Value, error) {
		in := c.In
		var v Value
		if len(c.Args) == 2 {
			v = c.Args[1]
		}
		tag := c.Args[0]
		// Hiera's function provider catches :no_such_key around a
		// backend function (Puppet's catch is outside the Ruby here)
		caught := tag == Symbol("no_such_key") || in.catching(tag)
		if !caught {
			exc := in.newException(in.classByName(cUncaughtThrowError), NewString("uncaught throw "+in.inspect(tag)))
			exc.SetIvar("@tag", tag)
			exc.SetIvar("@value", v)
			return nil, in.raiseObj(exc)
		}
		return nil, &throwErr{tag: tag, val: v}
	})
	k.defPrivate("format", 1, -1, func(c *Call) (Value, error) {
		f, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		return c.In.format(f, c.Args[1:], 0)
	})
	k.alias("sprintf", "format")
	k.methods["sprintf"].vis = private
	k.defPrivate("Integer", 1, 3, func(c *Call) (Value, error) { return c.In.kernelInteger(c.Args, 0) })
	k.defPrivate("Rational", 1, 3, func(c *Call) (Value, error) { return c.In.kernelRational(c.Args, 0) })
	k.defPrivate("Float", 1, 2, func(c *Call) (Value, error) {
		v, err := c.In.kernelFloat(c.Args[0], 0)
		if err != nil && len(c.Args) == 2 {
			if h, ok := c.Args[1].(*Hash); ok {
				if e, ok := h.get(Symbol("exception")); ok && !Truthy(e) {
					if _, isExc := err.(*ExceptionError); isExc {
						return nil, nil
					}
				}
			}
		}
		return v, err
	})
	k.defPrivate("String", 1, 1, func(c *Call) (Value, error) {
		return c.In.kernelString(c.Args[0])
	})
	k.defPrivate("Array", 1, 1, func(c *Call) (Value, error) { return c.In.kernelArray(c.Args[0], 0) })
	k.defPrivate("Hash", 1, 1, func(c *Call) (Value, error) {
		switch x := c.Args[0].(type) {
		case *Hash:
			return x, nil
		case nil:
			return NewHash(), nil
		case *Array:
			if len(x.a) == 0 {
				return NewHash(), nil
			}
		}
		if h, err := c.In.toHash(c.Args[0]); err == nil && h != nil {
			return h, nil
		}
		return nil, c.In.raise(cTypeError, 0, "can't convert %s into Hash", c.In.className(c.Args[0]))
	})
	k.defPrivate("rand", 0, 1, func(c *Call) (Value, error) { return c.In.kernelRand(c.Args) })
	k.defPrivate("srand", 0, 1, func(c *Call) (Value, error) { return c.In.srand(c.Args) })
	k.defPrivate("caller", 0, 2, func(c *Call) (Value, error) {
		bt := c.In.backtrace()
		a := &Array{}
		for i, l := range bt {
			if i >= 1 {
				a.a = append(a.a, NewString(l))
			}
		}
		return a, nil
	})
	k.defPrivate("__dir__", 0, 0, func(c *Call) (Value, error) {
		if c.In.file == nil {
			return nil, nil
		}
		name := c.In.file.name
		if i := strings.LastIndexByte(name, '/'); i > 0 {
			return NewString(name[:i]), nil
		}
		return NewString("."), nil
	})
	k.defPrivate("at_exit", 0, 0, func(c *Call) (Value, error) { return c.Block, nil })
	for _, n := range []string{"exit", "exit!", "abort", "gets", "readline", "readlines", "open", "exec", "spawn", "fork", "trap", "select", "syscall", "test", "set_trace_func", "trace_var"} {
		n := n
		k.defPrivate(n, 0, -1, func(c *Call) (Value, error) {
			return nil, c.In.unsupportedErr("Kernel#" + n)
		})
	}
	k.defPrivate("block_given?", 0, 0, func(c *Call) (Value, error) { return false, nil })
	k.defPrivate("autoload", 2, 2, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		p, err := c.In.strArg(c.Args[1], 0)
		if err != nil {
			return nil, err
		}
		if _, ok := c.In.cObject.consts[n]; !ok {
			c.In.cObject.SetConst(n, &autoloadMarker{path: p})
		}
		return nil, nil
	})

	// the private Kernel functions are also Kernel's module functions
	// (Kernel.sprintf, Kernel.Integer, ...)
	for name, me := range k.methods {
		if me.vis == private {
			cp := *me
			cp.vis = public
			k.smethods[name] = &cp
		}
	}

	b := bBasicObject
	b.def("initialize", 0, -1, func(c *Call) (Value, error) { return nil, nil })
	b.methods["initialize"].vis = private
	b.def("==", 1, 1, func(c *Call) (Value, error) { return identical(c.Self, c.Args[0]), nil })
	b.def("equal?", 1, 1, func(c *Call) (Value, error) { return identical(c.Self, c.Args[0]), nil })
	b.def("!", 0, 0, func(c *Call) (Value, error) { return !Truthy(c.Self), nil })
	b.def("!=", 1, 1, func(c *Call) (Value, error) {
		r, err := c.In.callMethod(c.Self, "==", c.Args, nil, nil, true)
		return !Truthy(r), err
	})
	b.def("__send__", 1, -1, send(false))
	b.def("__id__", 0, 0, func(c *Call) (Value, error) { return objectID(c.Self), nil })
	b.def("instance_eval", 0, 3, k.methods["instance_eval"].fn)
	b.def("instance_exec", 0, -1, k.methods["instance_exec"].fn)
	b.defKw("method_missing", 1, -1, func(c *Call) (Value, error) {
		n, _ := symOrStr(c.Args[0])
		// super from a method_missing: the reason of the call that
		// reached it (a bare identifier is a NameError)
		return nil, c.In.noMethodError(c.Self, n, true, c.In.mmReason.vcall, nil)
	})
	b.methods["method_missing"].vis = private
	b.defPrivate("singleton_method_added", 1, 1, func(c *Call) (Value, error) { return nil, nil })
}

// catching reports whether a running catch block takes tag.
func (in *Interp) catching(tag Value) bool {
	for _, t := range in.catchTags {
		if identicalTag(t, tag) {
			return true
		}
	}
	return false
}

func identicalTag(a, b Value) bool {
	if identical(a, b) {
		return true
	}
	if x, ok := a.(*String); ok {
		if y, ok := b.(*String); ok {
			return x == y
		}
	}
	return false
}

// putsTo writes what puts writes: each argument's to_s on its own line,
// arrays flattened, nil as an empty line.
func (in *Interp) putsTo(b *strings.Builder, args []Value, depth int) error {
	if len(args) == 0 && depth == 0 {
		b.WriteByte('\n')
		return nil
	}
	for _, a := range args {
		if arr, ok := a.(*Array); ok {
			if depth > 100 {
				b.WriteString("[...]\n")
				continue
			}
			if err := in.putsTo(b, arr.a, depth+1); err != nil {
				return err
			}
			continue
		}
		s := in.toS(a)
		b.WriteString(s)
		if !strings.HasSuffix(s, "\n") {
			b.WriteByte('\n')
		}
	}
	return nil
}

func pArgs(args []Value) Value {
	switch len(args) {
	case 0:
		return nil
	case 1:
		return args[0]
	}
	return newArray(args)
}

// objectID is a stable small id for immediates and the address for
// objects (Ruby's object_id is an opaque integer).
func objectID(v Value) int64 {
	switch x := v.(type) {
	case nil:
		return 8
	case bool:
		if x {
			return 20
		}
		return 0
	case int64:
		return 2*x + 1
	case Symbol:
		// the same Symbol is the same object
		return symbolID(x)
	}
	return int64(addrOf(v) >> 3)
}

func (in *Interp) ivarName(v Value) (string, error) {
	n, err := in.nameArg(v)
	if err != nil {
		return "", err
	}
	if !strings.HasPrefix(n, "@") || strings.HasPrefix(n, "@@") || len(n) < 2 || !isIdentStart(n[1]) {
		return "", in.raiseNameError(fmt.Sprintf("`%s' is not allowed as an instance variable name", n), n)
	}
	return n, nil
}

func (in *Interp) symList(names []string) *Array {
	a := &Array{a: make([]Value, len(names))}
	for i, n := range names {
		a.a[i] = Symbol(n)
	}
	return a
}

// evalTarget is where def defines methods inside instance_eval: the
// singleton class of the receiver (for a module, its singleton class too).
func (in *Interp) evalTarget(self Value) (*Module, error) {
	switch x := self.(type) {
	case *Module:
		return x.singletonClass(), nil
	case *Object:
		return in.objSingleton(x), nil
	}
	return nil, nil
}

func kernelRaise(c *Call) (Value, error) {
	in := c.In
	args := c.Args
	var cause Value
	causeSet := false
	if len(args) > 0 {
		if h, ok := args[len(args)-1].(*Hash); ok && h.Len() == 1 {
			if v, ok := h.get(Symbol("cause")); ok {
				cause, causeSet = v, true
				args = args[:len(args)-1]
			}
		}
	}
	var exc *Object
	switch len(args) {
	case 0:
		if e, ok := in.errInfo.(*Object); ok {
			return nil, &ExceptionError{Exc: e}
		}
		exc = in.newException(in.classByName(cRuntimeError), NewString("unhandled exception"))
	default:
		switch x := args[0].(type) {
		case *String:
			if len(args) > 1 {
				return nil, in.raise(cTypeError, 0, "exception class/object expected")
			}
			exc = in.newException(in.classByName(cRuntimeError), NewString(x.s))
		default:
			var msgArgs []Value
			if len(args) > 1 {
				msgArgs = args[1:2]
			}
			r, err := in.callMethod(args[0], "exception", msgArgs, nil, nil, true)
			if err != nil {
				if ee, ok := err.(*ExceptionError); ok && in.isA(ee.Exc, in.classByName(cNoMethodError)) {
					return nil, in.raise(cTypeError, 0, "exception class/object expected")
				}
				return nil, err
			}
			o, ok := r.(*Object)
			if !ok || !in.isA(o, in.cException) {
				return nil, in.raise(cTypeError, 0, "exception object expected")
			}
			exc = o
			if len(args) > 2 {
				if d, ok := o.Data.(*excData); ok {
					d.bt = nil
					if a, ok := args[2].(*Array); ok {
						for _, l := range a.a {
							d.bt = append(d.bt, in.toS(l))
						}
					} else if s, ok := args[2].(*String); ok {
						d.bt = []string{s.s}
					}
					d.btSet = true
				}
			}
		}
	}
	if causeSet {
		if d, ok := exc.Data.(*excData); ok {
			d.cause = cause
		}
	}
	return nil, in.raiseObj(exc)
}

// dupValue is dup (keepFrozen false) and clone.
func (in *Interp) dupValue(v Value, keepFrozen bool) (Value, error) {
	return in.copyValue(v, keepFrozen, false)
}

// copyValue is dup (isClone false, keepFrozen false) and clone
// (isClone true; keepFrozen unless freeze: false).
func (in *Interp) copyValue(v Value, keepFrozen, isClone bool) (Value, error) {
	switch x := v.(type) {
	case *String:
		cp := &String{s: x.s, enc: x.enc, frozen: keepFrozen && x.frozen}
		// dup and clone keep the subclass and its instance variables
		cp.sub = x.sub.copy()
		return cp, nil
	case *Array:
		return &Array{a: append([]Value(nil), x.a...), frozen: keepFrozen && x.frozen, sub: x.sub.copy()}, nil
	case *Hash:
		h := x.dup()
		h.frozen = keepFrozen && x.frozen
		h.sub = x.sub.copy()
		return h, nil
	case *Range:
		cp := *x
		return &cp, nil
	case *Regexp:
		cp := *x
		cp.thawed = !keepFrozen || x.thawed
		in.copyValueIvars(x, &cp)
		return &cp, nil
	case *Object:
		if x == in.mainObj {
			return nil, in.raise(cTypeError, 0, "can't dup main")
		}
		n := &Object{class: x.class, Data: x.Data}
		if d, ok := x.Data.(interface{ dupData() any }); ok {
			n.Data = d.dupData()
		}
		if e, ok := x.Data.(*excData); ok {
			cp := *e
			n.Data = &cp
		}
		n.ivars.names = append([]string(nil), x.ivars.names...)
		n.ivars.vals = append([]Value(nil), x.ivars.vals...)
		// clone keeps the singleton class (and the frozen state, set after
		// initialize_clone as Ruby does); dup keeps neither
		clone := keepFrozen || isClone
		if clone && x.meta != nil {
			meta := in.objSingleton(n)
			for k, m := range x.meta.methods {
				meta.methods[k] = m
			}
			meta.includes = append(meta.includes, x.meta.includes...)
		}
		hook := "initialize_dup"
		if clone {
			hook = "initialize_clone"
		}
		if _, err := in.callMethod(n, hook, []Value{x}, nil, nil, true); err != nil {
			return nil, err
		}
		n.frozen = keepFrozen && x.frozen
		return n, nil
	case *Module:
		if x.isSingleton {
			return nil, in.raise(cTypeError, 0, "can't copy singleton class")
		}
		n := *x
		n.name = ""
		n.methods = map[string]*method{}
		for k, m := range x.methods {
			cp := *m
			cp.owner = &n
			n.methods[k] = &cp
		}
		n.consts = map[string]Value{}
		for k, c := range x.consts {
			n.consts[k] = c
		}
		n.meta = nil
		n.includes = append([]*Module(nil), x.includes...)
		return &n, nil
	}
	return v, nil
}

func freeze(v Value) {
	switch x := v.(type) {
	case *String:
		x.frozen = true
	case *Array:
		x.frozen = true
	case *Hash:
		x.frozen = true
	case *Object:
		x.frozen = true
	case *Module:
		x.frozen = true
	case *Regexp:
		if x.thawed { // a frozen literal is shared between compiles: no write
			x.thawed = false
		}
	}
}

func isFrozen(v Value) bool {
	switch x := v.(type) {
	case *String:
		return x.frozen
	case *Array:
		return x.frozen
	case *Hash:
		return x.frozen
	case *Object:
		return x.frozen
	case *Module:
		return x.frozen
	case *Regexp:
		return !x.thawed
	case *Proc, *MatchData:
		return false
	}
	return true
}

// methodObject is obj.method(:name): a Method object.
func (in *Interp) methodObject(recv Value, name string) (Value, error) {
	me := in.findMethod(in.classOf(recv), name)
	if me == nil {
		if in.respondTo(recv, name, true) {
			// respond_to_missing?: a method that goes to method_missing
			mm := &method{name: name, fn: func(c *Call) (Value, error) {
				return c.In.callMethod(c.Self, name, c.Args, c.Kw, c.Block, true)
			}, min: 0, max: -1, kw: true, owner: in.classOf(recv)}
			return &Object{class: in.cMethod, Data: &methodData{recv: recv, me: mm, name: name}}, nil
		}
		return nil, in.raiseNameError(fmt.Sprintf("undefined method `%s' for %s", name, in.describeRecv(recv)), name)
	}
	return &Object{class: in.cMethod, Data: &methodData{recv: recv, me: me, name: name}}, nil
}

// methodData is the state of a Method or UnboundMethod object.
type methodData struct {
	recv  Value
	me    *method
	name  string
	bound bool
	// from is the module instance_method looked the method up in
	from *Module
}

// owner is Method#owner: the module defining the method. Built-in
// methods are shared by every Interp and record no owner: it is the first
// of the lookup's ancestors that has the method itself.
func (in *Interp) methodOwner(md *methodData) Value {
	if md.me.owner != nil {
		return in.own(md.me.owner)
	}
	start := md.from
	if start == nil {
		start = in.classOf(md.recv)
	}
	for _, a := range start.ancestors() {
		if a.ownMethod(md.name) == md.me {
			return a
		}
	}
	return nil
}

func (in *Interp) methodArity(me *method) int {
	switch {
	case me.def != nil:
		return me.def.params.arity(true)
	case me.proc != nil:
		if me.proc.blk != nil {
			return me.proc.blk.params.arity(true)
		}
		return -1
	case me.ivar != "":
		if me.writer {
			return 1
		}
		return 0
	}
	if me.max == me.min {
		return me.min
	}
	if me.owner == nil {
		// a builtin: Ruby's C methods taking a varying count have arity
		// -1 ([].method(:first), format), whatever they require
		return -1
	}
	return -me.min - 1
}

// defineMethodFrom is define_method(name, body or block) on m.
func (in *Interp) defineMethodFrom(m *Module, name string, args []Value, blk *Proc) (Value, error) {
	var p *Proc
	if len(args) > 0 {
		switch b := args[0].(type) {
		case *Proc:
			p = b
		case *Object:
			if md, ok := b.Data.(*methodData); ok {
				cp := *md.me
				cp.name = name
				m.addMethod(&cp)
				return Symbol(name), nil
			}
		}
		if p == nil {
			return nil, in.raise(cTypeError, 0, "wrong argument type %s (expected Proc/Method/UnboundMethod)", in.className(args[0]))
		}
	} else {
		p = blk
	}
	if p == nil {
		return nil, in.raise(cArgumentError, 0, "tried to create Proc object without a block")
	}
	cp := *p
	cp.lambda = true
	m.addMethod(&method{name: name, proc: &cp})
	return Symbol(name), nil
}

func defineModule() {
	m := bModule
	m.def("name", 0, 0, func(c *Call) (Value, error) {
		mod := c.Self.(*Module)
		if mod.name == "" {
			return nil, nil
		}
		return &String{s: mod.name, frozen: true}, nil
	})
	m.def("to_s", 0, 0, func(c *Call) (Value, error) { return NewString(c.In.modName(c.Self.(*Module))), nil })
	m.alias("inspect", "to_s")
	m.def("===", 1, 1, func(c *Call) (Value, error) { return c.In.isA(c.Args[0], c.Self.(*Module)), nil })
	m.def("==", 1, 1, func(c *Call) (Value, error) { return c.Self == c.Args[0], nil })
	m.def("hash", 0, 0, func(c *Call) (Value, error) { return int64(addrOf(c.Self) >> 3), nil })
	cmp := func(op string) GoFunc {
		return func(c *Call) (Value, error) {
			a := c.Self.(*Module)
			b, ok := c.Args[0].(*Module)
			if !ok {
				if op == "<=>" {
					return nil, nil
				}
				return nil, c.In.raise(cTypeError, 0, "compared with non class/module")
			}
			sub := a != b && c.In.moduleIncludes(a, b)
			sup := a != b && c.In.moduleIncludes(b, a)
			switch op {
			case "<":
				if a == b {
					return false, nil
				}
			case "<=":
				if a == b {
					return true, nil
				}
			case ">":
				if a == b {
					return false, nil
				}
				sub, sup = sup, sub
			case ">=":
				if a == b {
					return true, nil
				}
				sub, sup = sup, sub
			case "<=>":
				switch {
				case a == b:
					return int64(0), nil
				case sub:
					return int64(-1), nil
				case sup:
					return int64(1), nil
				}
				return nil, nil
			}
			if sub {
				return true, nil
			}
			if sup {
				return false, nil
			}
			return nil, nil
		}
	}
	for _, op := range []string{"<", "<=", ">", ">=", "<=>"} {
		m.def(op, 1, 1, cmp(op))
	}
	m.def("ancestors", 0, 0, func(c *Call) (Value, error) {
		a := &Array{}
		for _, x := range c.Self.(*Module).ancestors() {
			a.a = append(a.a, x)
		}
		return a, nil
	})
	m.def("include", 1, -1, func(c *Call) (Value, error) {
		mod := c.Self.(*Module)
		for i := len(c.Args) - 1; i >= 0; i-- {
			inc, ok := c.Args[i].(*Module)
			if !ok || inc.isClass {
				return nil, c.In.raise(cTypeError, 0, "wrong argument type %s (expected Module)", c.In.className(c.Args[i]))
			}
			mod.Include(inc)
			if hook := c.In.userMethod(inc, "included"); hook != nil {
				if _, err := c.In.invoke(hook, inc, []Value{mod}, nil, nil, "included"); err != nil {
					return nil, err
				}
			}
		}
		return mod, nil
	})
	m.def("prepend", 1, -1, func(c *Call) (Value, error) {
		mod := c.Self.(*Module)
		for _, a := range c.Args {
			inc, ok := a.(*Module)
			if !ok || inc.isClass {
				return nil, c.In.raise(cTypeError, 0, "wrong argument type %s (expected Module)", c.In.className(a))
			}
			mod.Prepend(inc)
			if hook := c.In.userMethod(inc, "prepended"); hook != nil {
				if _, err := c.In.invoke(hook, inc, []Value{mod}, nil, nil, "prepended"); err != nil {
					return nil, err
				}
			}
		}
		return mod, nil
	})
	m.def("include?", 1, 1, func(c *Call) (Value, error) {
		mod := c.Self.(*Module)
		inc, ok := c.Args[0].(*Module)
		if !ok || inc.isClass {
			return nil, c.In.raise(cTypeError, 0, "wrong argument type %s (expected Module)", c.In.className(c.Args[0]))
		}
		return mod != inc && c.In.moduleIncludes(mod, inc), nil
	})
	m.def("included_modules", 0, 0, func(c *Call) (Value, error) {
		a := &Array{}
		for _, x := range c.Self.(*Module).ancestors() {
			if !x.isClass {
				a.a = append(a.a, x)
			}
		}
		return a, nil
	})
	for _, n := range []string{"included", "extended", "prepended", "method_added", "method_removed", "method_undefined", "inherited", "const_missing_hook"} {
		m.defPrivate(n, 0, -1, func(c *Call) (Value, error) { return nil, nil })
	}
	delete(m.methods, "const_missing_hook")
	im := func(filter func(*method) bool) GoFunc {
		return func(c *Call) (Value, error) {
			inherit := len(c.Args) == 0 || Truthy(c.Args[0])
			return c.In.symList(c.Self.(*Module).instanceMethodNames(inherit, filter)), nil
		}
	}
	m.def("instance_methods", 0, 1, im(func(me *method) bool { return me.vis != private }))
	m.def("public_instance_methods", 0, 1, im(func(me *method) bool { return me.vis == public }))
	m.def("private_instance_methods", 0, 1, im(func(me *method) bool { return me.vis == private }))
	m.def("protected_instance_methods", 0, 1, im(func(me *method) bool { return me.vis == protected }))
	md := func(filter func(*method) bool) GoFunc {
		return func(c *Call) (Value, error) {
			n, err := c.In.nameArg(c.Args[0])
			if err != nil {
				return nil, err
			}
			me := c.In.findMethod(c.Self.(*Module), n)
			return me != nil && filter(me), nil
		}
	}
	m.def("method_defined?", 1, 2, md(func(me *method) bool { return me.vis != private }))
	m.def("public_method_defined?", 1, 2, md(func(me *method) bool { return me.vis == public }))
	m.def("private_method_defined?", 1, 2, md(func(me *method) bool { return me.vis == private }))
	m.def("protected_method_defined?", 1, 2, md(func(me *method) bool { return me.vis == protected }))
	m.def("instance_method", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		mod := c.Self.(*Module)
		me := c.In.findMethod(mod, n)
		if me == nil {
			return nil, c.In.raiseNameError(fmt.Sprintf("undefined method `%s' for %s `%s'", n, moduleKind(mod), c.In.modName(mod)), n)
		}
		return &Object{class: c.In.cUnboundMethod, Data: &methodData{me: me, name: n, from: mod}}, nil
	})
	m.alias("public_instance_method", "instance_method")
	m.def("define_method", 1, 2, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.In.defineMethodFrom(c.Self.(*Module), n, c.Args[1:], c.Block)
	})
	m.def("alias_method", 2, 2, func(c *Call) (Value, error) {
		nn, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		on, err := c.In.nameArg(c.Args[1])
		if err != nil {
			return nil, err
		}
		mod := c.Self.(*Module)
		if !mod.Alias(nn, on) {
			return nil, c.In.raiseNameError(fmt.Sprintf("undefined method `%s' for %s `%s'", on, moduleKind(mod), c.In.modName(mod)), on)
		}
		return Symbol(nn), nil
	})
	m.def("remove_method", 0, -1, func(c *Call) (Value, error) {
		mod := c.Self.(*Module)
		for _, a := range c.Args {
			n, err := c.In.nameArg(a)
			if err != nil {
				return nil, err
			}
			if _, ok := mod.methods[n]; !ok {
				if _, ok := mod.base[n]; ok {
					return nil, c.In.unsupportedErr("remove_method of a builtin method")
				}
				return nil, c.In.raiseNameError(fmt.Sprintf("method `%s' not defined in %s", n, c.In.modName(mod)), n)
			}
			mod.ownMethods()
			delete(mod.methods, n)
			mod.bump()
		}
		return mod, nil
	})
	m.def("undef_method", 0, -1, func(c *Call) (Value, error) {
		mod := c.Self.(*Module)
		for _, a := range c.Args {
			n, err := c.In.nameArg(a)
			if err != nil {
				return nil, err
			}
			mod.addMethod(&method{name: n, undef: true})
		}
		return mod, nil
	})
	attr := func(reader, writer bool) GoFunc {
		return func(c *Call) (Value, error) {
			mod := c.Self.(*Module)
			out := &Array{}
			vis := c.In.defaultVisibility(mod)
			for _, a := range c.Args {
				n, err := c.In.nameArg(a)
				if err != nil {
					return nil, err
				}
				if reader {
					mod.addMethod(&method{name: n, ivar: "@" + n, vis: vis})
					out.a = append(out.a, Symbol(n))
				}
				if writer {
					mod.addMethod(&method{name: n + "=", ivar: "@" + n, writer: true, vis: vis})
					out.a = append(out.a, Symbol(n+"="))
				}
			}
			return out, nil
		}
	}
	m.def("attr_reader", 0, -1, attr(true, false))
	m.def("attr", 0, -1, attr(true, false))
	m.def("attr_writer", 0, -1, attr(false, true))
	m.def("attr_accessor", 0, -1, attr(true, true))
	visFn := func(v visibility) GoFunc {
		return func(c *Call) (Value, error) {
			mod := c.Self.(*Module)
			if len(c.Args) == 0 {
				c.In.setDefaultVisibility(mod, v, false)
				return nil, nil
			}
			if err := c.In.setVisibilities(mod, false, c.Args, v); err != nil {
				return nil, err
			}
			if len(c.Args) == 1 {
				return c.Args[0], nil
			}
			return &Array{a: c.Args}, nil
		}
	}
	m.defPrivate("private", 0, -1, visFn(private))
	m.defPrivate("public", 0, -1, visFn(public))
	m.defPrivate("protected", 0, -1, visFn(protected))
	m.defPrivate("module_function", 0, -1, func(c *Call) (Value, error) {
		mod := c.Self.(*Module)
		if len(c.Args) == 0 {
			c.In.setDefaultVisibility(mod, private, true)
			return nil, nil
		}
		for _, a := range c.Args {
			n, err := c.In.nameArg(a)
			if err != nil {
				return nil, err
			}
			me := c.In.findMethod(mod, n)
			if me == nil {
				return nil, c.In.raiseNameError(fmt.Sprintf("undefined method `%s' for module `%s'", n, c.In.modName(mod)), n)
			}
			cp := *me
			cp.vis = public
			mod.singletonClass().addMethod(&cp)
			if err := c.In.setVisibility(mod, n, private); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})
	clsVis := func(v visibility) GoFunc {
		return func(c *Call) (Value, error) {
			return nil, c.In.setVisibilities(c.Self.(*Module), true, c.Args, v)
		}
	}
	m.def("private_class_method", 0, -1, clsVis(private))
	m.def("public_class_method", 0, -1, clsVis(public))
	m.def("private_constant", 0, -1, func(c *Call) (Value, error) { return nil, nil })
	m.def("public_constant", 0, -1, func(c *Call) (Value, error) { return nil, nil })
	m.def("deprecate_constant", 0, -1, func(c *Call) (Value, error) { return c.Self, nil })
	m.def("module_eval", 0, -1, func(c *Call) (Value, error) {
		if c.Block != nil && len(c.Args) > 0 {
			return nil, c.In.argcError(len(c.Args), 0, 0)
		}
		if c.Block == nil && (len(c.Args) == 0 || len(c.Args) > 3) {
			return nil, c.In.argcError(len(c.Args), 1, 3)
		}
		mod := c.Self.(*Module)
		if c.Block == nil {
			return c.In.moduleEvalString(c, mod)
		}
		return c.In.callWithSelf(c.Block, mod, mod, []Value{mod})
	})
	m.alias("class_eval", "module_eval")
	m.def("module_exec", 0, -1, func(c *Call) (Value, error) {
		if c.Block == nil {
			return nil, c.In.raise(cLocalJumpError, 0, "no block given (yield)")
		}
		mod := c.Self.(*Module)
		return c.In.callWithSelf(c.Block, mod, mod, c.Args)
	})
	m.alias("class_exec", "module_exec")
	m.def("const_get", 1, 2, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		cur := c.Self.(*Module)
		if strings.HasPrefix(n, "::") {
			cur = c.In.cObject
			n = n[2:]
		}
		var v Value = cur
		for _, part := range strings.Split(n, "::") {
			mod, ok := v.(*Module)
			if !ok {
				return nil, c.In.raise(cTypeError, 0, "%s does not refer to class/module", c.In.inspect(v))
			}
			if part == "" || !(part[0] >= 'A' && part[0] <= 'Z') {
				return nil, c.In.raiseNameError(fmt.Sprintf("wrong constant name %s", n), n)
			}
			v, err = c.In.constGetFrom(mod, part, mod == c.In.cObject || true)
			if err != nil {
				return nil, err
			}
		}
		return v, nil
	})
	m.def("const_set", 2, 2, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		if n == "" || !(n[0] >= 'A' && n[0] <= 'Z') {
			return nil, c.In.raiseNameError(fmt.Sprintf("wrong constant name %s", n), n)
		}
		c.Self.(*Module).SetConst(n, c.Args[1])
		return c.Args[1], nil
	})
	m.def("const_defined?", 1, 2, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		cur := c.Self.(*Module)
		for _, part := range strings.Split(strings.TrimPrefix(n, "::"), "::") {
			found := false
			for _, a := range cur.ancestors() {
				if v, ok := a.consts[part]; ok {
					if mod, ok := v.(*Module); ok {
						cur = mod
					}
					found = true
					break
				}
			}
			if !found && cur != c.In.cObject {
				if v, ok := c.In.cObject.consts[part]; ok {
					if mod, ok := v.(*Module); ok {
						cur = mod
					}
					found = true
				}
			}
			if !found {
				return false, nil
			}
		}
		return true, nil
	})
	m.def("constants", 0, 1, func(c *Call) (Value, error) {
		mod := c.Self.(*Module)
		return c.In.symList(mod.constOrder), nil
	})
	m.def("remove_const", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		mod := c.Self.(*Module)
		v, ok := mod.consts[n]
		if !ok {
			return nil, c.In.raiseNameError(fmt.Sprintf("constant %s::%s not defined", c.In.modName(mod), n), n)
		}
		delete(mod.consts, n)
		for i, x := range mod.constOrder {
			if x == n {
				mod.constOrder = append(mod.constOrder[:i:i], mod.constOrder[i+1:]...)
				break
			}
		}
		return v, nil
	})
	m.def("class_variable_get", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		mod := c.Self.(*Module)
		for _, a := range mod.ancestors() {
			if v, ok := a.cvars[n]; ok {
				return v, nil
			}
		}
		return nil, c.In.raiseNameError(fmt.Sprintf("uninitialized class variable %s in %s", n, c.In.modName(mod)), n)
	})
	m.def("class_variable_set", 2, 2, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		mod := c.Self.(*Module)
		for _, a := range mod.ancestors() {
			if _, ok := a.cvars[n]; ok {
				a.cvars[n] = c.Args[1]
				return c.Args[1], nil
			}
		}
		if mod.cvars == nil {
			mod.cvars = map[string]Value{}
		}
		mod.cvars[n] = c.Args[1]
		return c.Args[1], nil
	})
	m.def("class_variable_defined?", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		for _, a := range c.Self.(*Module).ancestors() {
			if _, ok := a.cvars[n]; ok {
				return true, nil
			}
		}
		return false, nil
	})
	m.def("class_variables", 0, 1, func(c *Call) (Value, error) {
		var names []string
		for _, a := range c.Self.(*Module).ancestors() {
			var ks []string
			for k := range a.cvars {
				ks = append(ks, k)
			}
			sort.Strings(ks)
			names = append(names, ks...)
		}
		return c.In.symList(names), nil
	})
	m.def("freeze", 0, 0, func(c *Call) (Value, error) { c.Self.(*Module).frozen = true; return c.Self, nil })
	m.def("module_function?", 0, 0, nil)
	delete(m.methods, "module_function?")
	m.def("autoload", 2, 2, func(c *Call) (Value, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		p, err := c.In.strArg(c.Args[1], 0)
		if err != nil {
			return nil, err
		}
		mod := c.Self.(*Module)
		if _, ok := mod.consts[n]; !ok {
			mod.SetConst(n, &autoloadMarker{path: p})
		}
		return nil, nil
	})
	defineRefine(m)
	bModule.sdef("new", 0, 0, func(c *Call) (Value, error) {
		mod := &Module{in: c.In}
		if c.Block != nil {
			if _, err := c.In.callWithSelf(c.Block, mod, mod, []Value{mod}); err != nil {
				return nil, err
			}
		}
		return mod, nil
	})

	cl := bClass
	cl.defKw("new", 0, -1, func(c *Call) (Value, error) { return c.In.newInstance(c.Self.(*Module), c) })
	cl.def("allocate", 0, 0, func(c *Call) (Value, error) { return c.In.allocate(c.Self.(*Module)) })
	cl.def("superclass", 0, 0, func(c *Call) (Value, error) {
		s := c.Self.(*Module).Superclass()
		if s == nil {
			return nil, nil
		}
		return s, nil
	})
	cl.def("class", 0, 0, func(c *Call) (Value, error) { return c.In.cClass, nil })
	cl.def("instance_methods", 0, 1, m.methods["instance_methods"].fn)
	bClass.sdef("new", 0, 1, func(c *Call) (Value, error) {
		super := c.In.cObject
		if len(c.Args) == 1 {
			s, ok := c.Args[0].(*Module)
			if !ok || !s.isClass {
				return nil, c.In.raise(cTypeError, 0, "superclass must be an instance of Class (given an instance of %s)", c.In.className(c.Args[0]))
			}
			super = s
		}
		cls := &Module{in: c.In, isClass: true, super: super, alloc: super.alloc}
		if err := c.In.inherited(super, cls); err != nil {
			return nil, err
		}
		if c.Block != nil {
			if _, err := c.In.callWithSelf(c.Block, cls, cls, []Value{cls}); err != nil {
				return nil, err
			}
		}
		return cls, nil
	})
}

// moduleIncludes reports whether b is among a's ancestors.
func (in *Interp) moduleIncludes(a, b *Module) bool {
	for _, x := range a.ancestors() {
		if x == b {
			return true
		}
	}
	return false
}

// allocate makes an uninitialised instance of cls.
func (in *Interp) allocate(cls *Module) (Value, error) {
	if cls.isSingleton {
		return nil, in.raise(cTypeError, 0, "can't create instance of singleton class")
	}
	if cls.alloc != nil {
		return cls.alloc(in, cls), nil
	}
	for s := cls; s != nil; s = s.super {
		if s == in.cString && cls != s {
			// an empty binary String of the subclass (Ruby's allocate)
			return &String{enc: Binary, sub: &stringSub{class: cls}}, nil
		}
		if v := allocCollection(in, s, cls); v != nil {
			return v, nil
		}
		switch s {
		case in.cString, in.cArray, in.cHash, in.cInteger, in.cFloat, in.cSymbol, in.cNilClass, in.cTrueClass, in.cFalseClass, in.cRange, in.cRegexp, in.cProc, in.cModule:
			if cls != s {
				return nil, in.unsupportedErr(fmt.Sprintf("subclasses of %s (%s)", s.name, in.modName(cls)))
			}
		}
	}
	return &Object{class: cls}, nil
}

// newInstance is Class#new: allocate, then initialize with the call's
// arguments.
func (in *Interp) newInstance(cls *Module, c *Call) (Value, error) {
	obj, err := in.allocate(cls)
	if err != nil {
		return nil, err
	}
	if _, err := in.callMethod(obj, "initialize", c.Args, c.Kw, c.Block, true); err != nil {
		return nil, err
	}
	return obj, nil
}

// defaultVisibility / setDefaultVisibility track `private` with no
// arguments inside a class body: the running body's context is the one
// whose self is mod.
func (in *Interp) defaultVisibility(mod *Module) visibility {
	if ctx := in.bodyCtx(mod); ctx != nil {
		return ctx.vis
	}
	return public
}

func (in *Interp) setDefaultVisibility(mod *Module, v visibility, modFunc bool) {
	if ctx := in.bodyCtx(mod); ctx != nil {
		ctx.vis = v
		ctx.modFunc = modFunc
	}
}

// setVisibilities gives the methods named by args visibility v in mod, or
// in its singleton class (private_class_method, public_class_method), as
// private/public/protected with names do: the names come one by one or as
// one Array (Ruby 3.0), each a Symbol or a String, and are set in turn
// until one fails.
func (in *Interp) setVisibilities(mod *Module, singleton bool, args []Value, v visibility) error {
	names := args
	if len(names) == 1 {
		if a, ok := names[0].(*Array); ok {
			names = a.a
		}
	}
	for _, a := range names {
		n, err := in.nameArg(a)
		if err != nil {
			return err
		}
		target := mod
		if singleton {
			target = mod.singletonClass()
		}
		if err := in.setVisibility(target, n, v); err != nil {
			return err
		}
	}
	return nil
}

func (in *Interp) setVisibility(mod *Module, name string, v visibility) error {
	me := in.findMethod(mod, name)
	if me == nil {
		return in.raiseNameError(fmt.Sprintf("undefined method `%s' for %s `%s'", name, moduleKind(mod), in.modName(mod)), name)
	}
	if in.own(me.owner) == mod && me.vis == v {
		return nil
	}
	cp := *me
	cp.vis = v
	mod.addMethod(&cp)
	return nil
}

// bodyCtx finds the context of the class body (or block evaluated with
// class_eval) currently running for mod: calls to private/public record
// the visibility there.
func (in *Interp) bodyCtx(mod *Module) *callCtx {
	if in.curCtx != nil && in.curCtx.self == Value(mod) && in.curCtx.meth == nil {
		return in.curCtx
	}
	return nil
}

func defineComparable() {
	c := bComparable
	cmpTo := func(in *Interp, a, b Value) (int, error) {
		r, err := in.callMethod(a, "<=>", []Value{b}, nil, nil, true)
		if err != nil {
			return 0, err
		}
		switch n := r.(type) {
		case int64:
			return cmp3(n < 0, n > 0), nil
		case float64:
			return cmp3(n < 0, n > 0), nil
		}
		return 0, in.raise(cArgumentError, 0, "comparison of %s with %s failed", in.className(a), cmpName(in, b))
	}
	for _, op := range []string{"<", "<=", ">", ">="} {
		op := op
		c.def(op, 1, 1, func(cl *Call) (Value, error) {
			r, err := cmpTo(cl.In, cl.Self, cl.Args[0])
			if err != nil {
				return nil, err
			}
			return cmpOp(op, r), nil
		})
	}
	c.def("==", 1, 1, func(cl *Call) (Value, error) {
		if identical(cl.Self, cl.Args[0]) {
			return true, nil
		}
		r, err := cl.In.callMethod(cl.Self, "<=>", cl.Args, nil, nil, true)
		if err != nil {
			return nil, err
		}
		n, ok := r.(int64)
		return ok && n == 0, nil
	})
	c.def("between?", 2, 2, func(cl *Call) (Value, error) {
		a, err := cmpTo(cl.In, cl.Self, cl.Args[0])
		if err != nil {
			return nil, err
		}
		b, err := cmpTo(cl.In, cl.Self, cl.Args[1])
		if err != nil {
			return nil, err
		}
		return a >= 0 && b <= 0, nil
	})
	c.def("clamp", 1, 2, func(cl *Call) (Value, error) {
		lo, hi := cl.Args[0], Value(nil)
		if len(cl.Args) == 2 {
			hi = cl.Args[1]
			if o, err := cmpTo(cl.In, lo, hi); err != nil || o > 0 {
				if err == nil {
					err = cl.In.raise(cArgumentError, 0, "min argument must be smaller than max argument")
				}
				return nil, err
			}
		} else if r, ok := lo.(*Range); ok {
			lo, hi = r.Begin, r.End
		}
		if lo != nil {
			a, err := cmpTo(cl.In, cl.Self, lo)
			if err != nil {
				return nil, err
			}
			if a < 0 {
				return lo, nil
			}
		}
		if hi != nil {
			b, err := cmpTo(cl.In, cl.Self, hi)
			if err != nil {
				return nil, err
			}
			if b > 0 {
				return hi, nil
			}
		}
		return cl.Self, nil
	})
}

func cmpName(in *Interp, v Value) string {
	switch v.(type) {
	case nil, bool, int64, float64, Symbol:
		// Ruby names special constants by their inspect ("nil", "9",
		// ":s")
		return in.inspect(v)
	}
	return in.className(v)
}

// excToS is Exception#to_s: the message given, else the class name.
func (in *Interp) excToS(o *Object) string {
	d, _ := o.Data.(*excData)
	if d == nil || d.msg == nil {
		return in.modName(o.class)
	}
	if s, ok := d.msg.(*String); ok {
		return s.s
	}
	return in.toS(d.msg)
}

func defineException() {
	e := bException
	e.def("initialize", 0, 1, func(c *Call) (Value, error) {
		o := c.Self.(*Object)
		d, ok := o.Data.(*excData)
		if !ok {
			d = &excData{}
			o.Data = d
		}
		if len(c.Args) == 1 {
			d.msg = c.Args[0]
		}
		return nil, nil
	})
	e.methods["initialize"].vis = private
	e.def("message", 0, 0, func(c *Call) (Value, error) {
		r, err := c.In.callMethod(c.Self, "to_s", nil, nil, nil, true)
		return r, err
	})
	e.def("to_s", 0, 0, func(c *Call) (Value, error) {
		o := c.Self.(*Object)
		d, _ := o.Data.(*excData)
		if d != nil {
			if s, ok := d.msg.(*String); ok {
				return s, nil
			}
		}
		return NewString(c.In.excToS(o)), nil
	})
	e.def("inspect", 0, 0, func(c *Call) (Value, error) {
		var b strings.Builder
		c.In.writeObjInspect(&b, c.Self.(*Object), 0)
		return NewString(b.String()), nil
	})
	e.def("full_message", 0, 1, func(c *Call) (Value, error) {
		o := c.Self.(*Object)
		msg := c.In.excMessage(o)
		where := ""
		if d, ok := o.Data.(*excData); ok && len(d.bt) > 0 {
			where = d.bt[0] + ": "
		}
		return NewString(where + msg + " (" + c.In.modName(o.class) + ")"), nil
	})
	e.def("detailed_message", 0, 1, func(c *Call) (Value, error) {
		o := c.Self.(*Object)
		return NewString(c.In.excMessage(o) + " (" + c.In.modName(o.class) + ")"), nil
	})
	e.def("backtrace", 0, 0, func(c *Call) (Value, error) {
		d, _ := c.Self.(*Object).Data.(*excData)
		if d == nil || !d.btSet {
			return nil, nil
		}
		a := &Array{}
		for _, l := range d.bt {
			a.a = append(a.a, NewString(l))
		}
		return a, nil
	})
	e.def("backtrace_locations", 0, 0, func(c *Call) (Value, error) { return nil, nil })
	e.def("set_backtrace", 1, 1, func(c *Call) (Value, error) {
		d, _ := c.Self.(*Object).Data.(*excData)
		if d == nil {
			return nil, nil
		}
		d.bt = nil
		switch x := c.Args[0].(type) {
		case *Array:
			for _, l := range x.a {
				d.bt = append(d.bt, c.In.toS(l))
			}
		case *String:
			d.bt = []string{x.s}
		}
		d.btSet = c.Args[0] != nil
		return c.Args[0], nil
	})
	e.def("cause", 0, 0, func(c *Call) (Value, error) {
		d, _ := c.Self.(*Object).Data.(*excData)
		if d == nil {
			return nil, nil
		}
		return d.cause, nil
	})
	e.def("exception", 0, 1, func(c *Call) (Value, error) {
		if len(c.Args) == 0 || c.Args[0] == c.Self {
			return c.Self, nil
		}
		o := c.Self.(*Object)
		cp := &Object{class: o.class}
		d, _ := o.Data.(*excData)
		nd := &excData{}
		if d != nil {
			*nd = *d
		}
		nd.msg = c.Args[0]
		cp.Data = nd
		cp.ivars.names = append([]string(nil), o.ivars.names...)
		cp.ivars.vals = append([]Value(nil), o.ivars.vals...)
		return cp, nil
	})
	e.def("==", 1, 1, func(c *Call) (Value, error) {
		o, ok := c.Args[0].(*Object)
		if !ok || o.class != c.Self.(*Object).class {
			return false, nil
		}
		if o == c.Self {
			return true, nil
		}
		return c.In.excMessage(o) == c.In.excMessage(c.Self.(*Object)), nil
	})
	e.sdefKw("exception", 0, -1, func(c *Call) (Value, error) {
		return c.In.callMethod(c.Self, "new", c.Args, c.Kw, c.Block, true)
	})
	e.sdef("to_tty?", 0, 0, func(c *Call) (Value, error) { return false, nil })
	ivarReader := func(cls, name string) {
		defBuiltin(cls, "", false).def(strings.TrimPrefix(name, "@"), 0, 0, func(c *Call) (Value, error) {
			return c.Self.(*Object).Ivar(name), nil
		})
	}
	ivarReader("NameError", "@name")
	ivarReader("NameError", "@receiver")
	ivarReader("KeyError", "@key")
	ivarReader("KeyError", "@receiver")
	ivarReader("NoMatchingPatternKeyError", "@key")
	ivarReader("NoMatchingPatternKeyError", "@matchee")
	ivarReader("StopIteration", "@result")
	ivarReader("FrozenError", "@receiver")
	ivarReader("UncaughtThrowError", "@tag")
	ivarReader("UncaughtThrowError", "@value")
	ivarReader("LoadError", "@path")
	defBuiltin("NameError", "", false).defKw("initialize", 0, 2, func(c *Call) (Value, error) {
		o := c.Self.(*Object)
		d, _ := o.Data.(*excData)
		if d == nil {
			d = &excData{}
			o.Data = d
		}
		if len(c.Args) > 0 {
			d.msg = c.Args[0]
		}
		if len(c.Args) > 1 {
			o.SetIvar("@name", c.Args[1])
		}
		if c.Kw != nil {
			if r, ok := c.Kw.get(Symbol("receiver")); ok {
				o.SetIvar("@receiver", r)
			}
		}
		return nil, nil
	})
	// Ruby 3.1's NameError#to_s goes on with error_highlight's snippet
	// (error_highlight.go)
	defBuiltin("NameError", "", false).def("to_s", 0, 0, func(c *Call) (Value, error) {
		o := c.Self.(*Object)
		msg := c.In.excToS(o)
		if h := c.In.errorHighlight(o); h != "" && !strings.Contains(msg, h) {
			msg += h
		}
		if s := c.In.didYouMean(o); s != "" && !strings.Contains(msg, s) {
			msg += s
		}
		return NewString(msg), nil
	})
	defBuiltin("KeyError", "", false).defKw("initialize", 0, 1, func(c *Call) (Value, error) {
		o := c.Self.(*Object)
		d, _ := o.Data.(*excData)
		if d == nil {
			d = &excData{}
			o.Data = d
		}
		if len(c.Args) > 0 {
			d.msg = c.Args[0]
		}
		if c.Kw != nil {
			if r, ok := c.Kw.get(Symbol("receiver")); ok {
				o.SetIvar("@receiver", r)
			}
			if r, ok := c.Kw.get(Symbol("key")); ok {
				o.SetIvar("@key", r)
			}
		}
		return nil, nil
	})
	defBuiltin("SystemExit", "", false).def("status", 0, 0, func(c *Call) (Value, error) { return int64(0), nil })
}

func defineProc() {
	p := bProc
	call := func(c *Call) (Value, error) {
		return c.In.callBlock(c.Self.(*Proc), c.Args, c.Kw, c.Block)
	}
	p.defKw("call", 0, -1, call)
	p.defKw("()", 0, -1, call)
	p.defKw("yield", 0, -1, call)
	p.defKw("[]", 0, -1, call)
	p.defKw("===", 0, -1, call)
	p.def("to_proc", 0, 0, func(c *Call) (Value, error) { return c.Self, nil })
	p.def("lambda?", 0, 0, func(c *Call) (Value, error) { return c.Self.(*Proc).lambda, nil })
	p.def("arity", 0, 0, func(c *Call) (Value, error) { return int64(c.In.procArity(c.Self.(*Proc))), nil })
	p.def("parameters", 0, 0, func(c *Call) (Value, error) {
		pr := c.Self.(*Proc)
		if pl, ok := pr.hostBlk.(BlockParamLister); ok {
			// PuppetProc#parameters: the lambda's own
			ps := pl.RubyParams()
			out := make([]Value, len(ps))
			for i, p := range ps {
				out[i] = &Array{a: []Value{Symbol(p[0]), Symbol(p[1])}}
			}
			return &Array{a: out}, nil
		}
		if pr.blk == nil {
			return &Array{a: []Value{&Array{a: []Value{Symbol("rest")}}}}, nil
		}
		return paramsArray(pr.blk.params, pr.lambda), nil
	})
	p.def("source_location", 0, 0, func(c *Call) (Value, error) { return nil, nil })
	p.def("curry", 0, 1, func(c *Call) (Value, error) { return c.In.procCurry(c.Self.(*Proc), c.Args) })
	p.def("binding", 0, 0, func(c *Call) (Value, error) { return c.In.procBinding(c.Self.(*Proc)) })
	bProc.sdef("new", 0, 0, func(c *Call) (Value, error) {
		if c.Block == nil {
			return nil, c.In.raise(cArgumentError, 0, "tried to create Proc object without a block")
		}
		return c.Block, nil
	})

	m := bMethod
	mcall := func(c *Call) (Value, error) {
		md := c.Self.(*Object).Data.(*methodData)
		return c.In.invoke(md.me, md.recv, c.Args, c.Kw, c.Block, md.name)
	}
	m.defKw("call", 0, -1, mcall)
	m.defKw("()", 0, -1, mcall)
	m.defKw("[]", 0, -1, mcall)
	m.defKw("===", 0, -1, mcall)
	m.def("to_proc", 0, 0, func(c *Call) (Value, error) {
		md := c.Self.(*Object).Data.(*methodData)
		return &Proc{lambda: true, method: md.me, self: md.recv}, nil
	})
	m.def("arity", 0, 0, func(c *Call) (Value, error) {
		return int64(c.In.methodArity(c.Self.(*Object).Data.(*methodData).me)), nil
	})
	m.def("name", 0, 0, func(c *Call) (Value, error) { return Symbol(c.Self.(*Object).Data.(*methodData).name), nil })
	m.def("owner", 0, 0, func(c *Call) (Value, error) { return c.In.methodOwner(c.Self.(*Object).Data.(*methodData)), nil })
	m.def("receiver", 0, 0, func(c *Call) (Value, error) { return c.Self.(*Object).Data.(*methodData).recv, nil })
	m.def("unbind", 0, 0, func(c *Call) (Value, error) {
		md := *c.Self.(*Object).Data.(*methodData)
		md.recv = nil
		return &Object{class: c.In.cUnboundMethod, Data: &md}, nil
	})
	m.def("parameters", 0, 0, func(c *Call) (Value, error) {
		me := c.Self.(*Object).Data.(*methodData).me
		if me.def != nil {
			return paramsArray(me.def.params, true), nil
		}
		if me.ivar != "" {
			// attr_writer's method takes one unnamed argument, the reader none
			if me.writer {
				return &Array{a: []Value{&Array{a: []Value{Symbol("req")}}}}, nil
			}
			return &Array{}, nil
		}
		return &Array{a: []Value{&Array{a: []Value{Symbol("rest")}}}}, nil
	})
	m.def("source_location", 0, 0, func(c *Call) (Value, error) { return nil, nil })
	m.def("original_name", 0, 0, func(c *Call) (Value, error) {
		me := c.Self.(*Object).Data.(*methodData).me
		if me.origName != "" {
			return Symbol(me.origName), nil
		}
		return Symbol(me.name), nil
	})
	u := bUnbound
	u.def("bind", 1, 1, func(c *Call) (Value, error) {
		md := *c.Self.(*Object).Data.(*methodData)
		md.recv = c.Args[0]
		return &Object{class: c.In.cMethod, Data: &md}, nil
	})
	u.defKw("bind_call", 1, -1, func(c *Call) (Value, error) {
		md := c.Self.(*Object).Data.(*methodData)
		return c.In.invoke(md.me, c.Args[0], c.Args[1:], c.Kw, c.Block, md.name)
	})
	u.def("name", 0, 0, m.methods["name"].fn)
	u.def("owner", 0, 0, m.methods["owner"].fn)
	u.def("arity", 0, 0, m.methods["arity"].fn)
	u.def("parameters", 0, 0, m.methods["parameters"].fn)
}

func (in *Interp) procArity(p *Proc) int {
	switch {
	case p.blk != nil:
		return p.blk.params.arity(p.lambda)
	case p.method != nil:
		return in.methodArity(p.method)
	case p.symName != "":
		return -2
	}
	if p.max == p.min {
		return p.min
	}
	return -p.min - 1
}

// paramsArray is Proc#parameters / Method#parameters.
func paramsArray(pl *paramList, lambda bool) *Array {
	out := &Array{}
	if pl == nil {
		return out
	}
	for _, p := range pl.list {
		var kind string
		switch p.kind {
		case pReq, pPost:
			kind = "req"
			if !lambda {
				kind = "opt"
			}
		case pOpt:
			kind = "opt"
		case pRest:
			kind = "rest"
		case pKey:
			kind = "key"
		case pKeyReq:
			kind = "keyreq"
		case pKeyRest:
			kind = "keyrest"
		case pNoKey:
			kind = "nokey"
		case pBlock:
			kind = "block"
		}
		e := &Array{a: []Value{Symbol(kind)}}
		if p.name != "" {
			e.a = append(e.a, Symbol(p.name))
		} else if kind == "opt" && !lambda {
			// a proc's destructuring parameter: [:opt, nil]
			e.a = append(e.a, nil)
		}
		out.a = append(out.a, e)
	}
	return out
}

func defineNumericConsts() {
	bFloat.constant("INFINITY", math.Inf(1)).constant("NAN", math.NaN()).
		constant("EPSILON", 2.220446049250313e-16).constant("MAX", math.MaxFloat64).
		constant("MIN", 2.2250738585072014e-308).constant("DIG", int64(15))
	bMath.constant("PI", math.Pi).constant("E", math.E)
	math1 := func(name string, f func(float64) float64, domain func(float64) bool) {
		bMath.modfn(name, 1, 1, func(c *Call) (Value, error) {
			x, err := c.In.floatArg(c.Args[0])
			if err != nil {
				return nil, err
			}
			if domain != nil && !domain(x) {
				return nil, c.In.raise(cMathDomainError, 0, "Numerical argument is out of domain - \"%s\"", name)
			}
			return f(x), nil
		})
	}
	math1("sqrt", math.Sqrt, func(x float64) bool { return x >= 0 || math.IsNaN(x) })
	math1("cbrt", math.Cbrt, nil)
	math1("exp", math.Exp, nil)
	math1("log2", math.Log2, func(x float64) bool { return x >= 0 || math.IsNaN(x) })
	math1("log10", math.Log10, func(x float64) bool { return x >= 0 || math.IsNaN(x) })
	math1("sin", math.Sin, nil)
	math1("cos", math.Cos, nil)
	math1("tan", math.Tan, nil)
	math1("atan", math.Atan, nil)
	math1("floor", math.Floor, nil)
	delete(bMath.methods, "floor")
	delete(bMath.smethods, "floor")
	bMath.modfn("log", 1, 2, func(c *Call) (Value, error) {
		x, err := c.In.floatArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		if x < 0 {
			return nil, c.In.raise(cMathDomainError, 0, "Numerical argument is out of domain - \"log\"")
		}
		if len(c.Args) == 2 {
			b, err := c.In.floatArg(c.Args[1])
			if err != nil {
				return nil, err
			}
			return math.Log(x) / math.Log(b), nil
		}
		return math.Log(x), nil
	})
	// Math's functions of two floats (Ruby's Math has no pow)
	for name, f := range map[string]func(x, y float64) float64{"atan2": math.Atan2, "hypot": math.Hypot} {
		bMath.modfn(name, 2, 2, func(c *Call) (Value, error) {
			x, err := c.In.floatArg(c.Args[0])
			if err != nil {
				return nil, err
			}
			y, err := c.In.floatArg(c.Args[1])
			if err != nil {
				return nil, err
			}
			return f(x, y), nil
		})
	}
	bInteger.sdef("sqrt", 1, 1, func(c *Call) (Value, error) {
		// rb_int_s_isqrt: rb_to_int, then the floor of the square root
		// of any size (10**20's is 10**10)
		v, err := c.In.toIntValue(c.Args[0])
		if err != nil {
			return nil, err
		}
		var x *big.Int
		switch n := v.(type) {
		case int64:
			x = big.NewInt(n)
		case *big.Int:
			x = n
		}
		if x.Sign() < 0 {
			return nil, c.In.raise(cMathDomainError, 0, "Numerical argument is out of domain - \"isqrt\"")
		}
		return normInt(new(big.Int).Sqrt(x)), nil
	})
	bInteger.constant("MAX", int64(math.MaxInt64))
	// Values Ruby makes only from literals and operations: their classes
	// have no new (was an internal error: an Object where an Integer
	// belongs).
	for _, d := range []*builtinDef{bInteger, bFloat, bSymbol, bNilClass, bTrueClass, bFalseClass} {
		d.sundef("new")
	}
	_ = values.FormatFloat
	_ = strconv.Itoa
}

// floatArg converts a Math argument (Integer, Float) or raises TypeError.
func (in *Interp) floatArg(v Value) (float64, error) {
	switch x := v.(type) {
	case int64:
		return float64(x), nil
	case float64:
		return x, nil
	case *big.Int:
		f, _ := new(big.Float).SetInt(x).Float64()
		return f, nil
	case nil:
		return 0, in.raise(cTypeError, 0, "can't convert nil into Float")
	case *String:
		return 0, in.raise(cTypeError, 0, "can't convert String into Float")
	}
	if r, ok := ratOf(v); ok {
		return ratFloat(r), nil
	}
	return 0, in.raise(cTypeError, 0, "can't convert %s into Float", in.typeName(v))
}

// mergeNames is first, then the names of more that first lacks, each
// once, in order.
func mergeNames(first, more []string) []string {
	seen := make(map[string]bool, len(first)+len(more))
	out := make([]string, 0, len(first)+len(more))
	for _, list := range [][]string{first, more} {
		for _, n := range list {
			if !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}
