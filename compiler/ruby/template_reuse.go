package ruby

import (
	"maps"
	"slices"
	"sync/atomic"
	"weak"
)

// Reusing a template's render (issue 13).
//
// Most of a compile's templates (apache's mod/load.erb, _docroot.erb, ...)
// only read @variables and compute on them with Ruby's core methods, so
// that two renders whose @variables hold equal values give the same text.
// compiler/erb keeps such texts and hands them out again instead of
// running the template; this file decides which templates qualify and
// when an Interp runs them as every other does.
//
// A template qualifies by its Ruby alone (ReusableTemplate, a walk of its
// parse tree when the template is parsed): literals, local variables,
// @variables, control flow, blocks, the listed core classes as constants,
// and calls of the methods listed in pureMethods (with a receiver) and
// pureFunctions (without). Each listed method is, in every core class that
// has it, a reader: it changes neither its receiver nor its arguments,
// reads nothing outside them (no global, no constant, no file, clock or
// random generator, no Puppet scope), and calls no other method than the
// receiver's and arguments' own core methods and the block's. Anything
// else (scope, a Puppet function, a global, a def, a class, `<<` on
// anything but the template's own output, a `!` method, send, eval,
// instance_variable_get, binding, Time, ENV, File, require, ...) leaves the
// template rendered as before.
//
// A name is not enough at run time: code may redefine a core method
// (class String; def strip ...), or a library may define one in Ruby. So a
// kept text is handed out only by Interps copied from the same prepared
// base whose core classes are as the base has them (TemplateUnchanged),
// and only when every listed method the template names (and every method
// the interpreter calls on its own: to_s, ==, each, ...) is a Go method of
// the core classes in that base (checked once per template and base).

// ReusableTemplate is the verdict on a template program that qualifies:
// the @variables it may read, and what it calls.
type ReusableTemplate struct {
	ivars []string // without '@', sorted, each once
	// recv are the methods called with a receiver (with the interpreter's
	// own calls), self those called without one, consts the constants read
	recv, self, consts []string
	// verdict is whether the names resolve to Go methods in a base
	verdict atomic.Pointer[reuseVerdict]
}

// (base is weak: see ReuseBase)
type reuseVerdict struct {
	base weak.Pointer[Interp]
	ok   bool
}

// Ivars are the names of the @variables the template may read, without
// the '@', sorted: its text is a function of their values.
func (r *ReusableTemplate) Ivars() []string { return r.ivars }

// pureMethods are the methods a reusable template may call with a
// receiver, reviewed one by one: in every core class that defines the
// name (Object, Kernel, Comparable, Enumerable, NilClass, TrueClass,
// FalseClass, Numeric, Integer, Float, String, Symbol, Array, Hash, Range,
// Regexp, MatchData, Enumerator) the method returns a value computed from
// its receiver, arguments and block only, and changes neither. Left out on
// purpose, though some classes' versions are readers: `<<` (String#<< and
// Array#<< append; allowed only on the template's own output), delete,
// insert, replace, concat, prepend, push, pop, shift, unshift, clear,
// fill, store, update, freeze, every name ending in '!' or '=' (but the
// comparisons), next, peek, rewind (an Enumerator's position), hash,
// object_id, __id__, equal? (identity), frozen? (whether a value arrived
// frozen depends on where Puppet made it), class, method, methods,
// respond_to?, send, public_send, __send__, instance_variable_get,
// instance_variables, instance_eval, tap, then, sample, shuffle, rand,
// to_json, to_yaml (libraries with settings of their own), encode,
// force_encoding, encoding, unpack, pack, clone.
var pureMethods = setOf(
	// comparison and operators (Object, Comparable, numbers, String, Array, Hash)
	"==", "!=", "!", "===", "=~", "!~", "eql?", "<=>", "<", "<=", ">", ">=", "between?", "clamp",
	"+", "-", "*", "/", "%", "**", "-@", "+@", "~", "&", "|", "^", ">>",
	// conversions and tests (every class)
	"nil?", "is_a?", "kind_of?", "instance_of?", "to_s", "to_str", "inspect", "to_a", "to_ary", "to_h",
	"to_hash", "to_i", "to_int", "to_f", "to_sym", "to_proc", "intern", "dup", "itself",
	// numbers
	"abs", "ceil", "floor", "round", "truncate", "zero?", "positive?", "negative?", "even?", "odd?",
	"succ", "pred", "chr", "ord", "times", "upto", "downto", "step", "div", "divmod", "modulo", "fdiv",
	"integer?", "finite?", "infinite?", "nan?", "digits", "gcd", "lcm", "bit_length", "coerce",
	// strings
	"length", "size", "bytesize", "empty?", "upcase", "downcase", "capitalize", "swapcase", "strip",
	"lstrip", "rstrip", "chomp", "chop", "chars", "bytes", "lines", "split", "start_with?", "end_with?",
	"include?", "index", "rindex", "sub", "gsub", "tr", "tr_s", "squeeze", "count", "center", "ljust",
	"rjust", "reverse", "match", "match?", "scan", "[]", "slice", "each_char", "each_line", "each_byte",
	"hex", "oct", "partition", "rpartition", "casecmp", "casecmp?", "delete_prefix", "delete_suffix",
	"ascii_only?", "valid_encoding?", "sum",
	// arrays, hashes, ranges and Enumerable
	"any?", "all?", "none?", "one?", "first", "last", "at", "dig", "fetch", "take", "drop", "take_while",
	"drop_while", "find_index", "join", "rotate", "sort", "sort_by", "min", "max", "minmax", "min_by",
	"max_by", "uniq", "compact", "flatten", "zip", "product", "transpose", "each", "each_with_index",
	"each_with_object", "each_index", "reverse_each", "each_slice", "each_cons", "map", "collect",
	"flat_map", "collect_concat", "select", "filter", "reject", "filter_map", "group_by", "chunk_while",
	"slice_when", "inject", "reduce", "tally", "entries", "find", "detect", "grep", "grep_v",
	"values_at", "assoc", "rassoc", "difference", "union", "intersection", "intersect?", "with_index",
	"each_with_index", "with_object", "each_entry", "key?", "has_key?", "member?", "value?",
	"has_value?", "key", "keys", "values", "fetch_values", "each_pair", "each_key", "each_value",
	"merge", "invert", "transform_values", "transform_keys", "except", "cover?",
	// MatchData and Regexp
	"captures", "named_captures", "pre_match", "post_match", "source",
)

// pureFunctions are the Kernel functions a reusable template may call
// without a receiver: conversions and formatting of their arguments, and
// loop (a block called until it breaks).
var pureFunctions = setOf("Array", "String", "Integer", "Float", "Hash", "format", "sprintf", "loop")

// implicitMethods are the methods the interpreter calls on values of its
// own (interpolation, splats, case/when, sort, hash keys, loops, missing
// methods): they must be Go methods too.
var implicitMethods = []string{"to_s", "to_str", "to_ary", "to_a", "to_proc", "to_hash", "to_h", "to_int",
	"to_i", "inspect", "===", "==", "<=>", "eql?", "hash", "coerce", "each", "succ", "respond_to?",
	"respond_to_missing?", "method_missing", "initialize_copy", "!"}

// reuseConsts are the constants a reusable template may read (as an
// argument or a when clause, never as a receiver): core classes and
// modules.
var reuseConsts = setOf("Array", "Hash", "String", "Integer", "Float", "Numeric", "Symbol", "NilClass",
	"TrueClass", "FalseClass", "Regexp", "Range", "Comparable", "Enumerable")

func setOf(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// ReusableTemplate walks the program of a template whose output is the
// local variable out (compiler/erb's _erbout): the verdict when its text
// can depend only on the @variables it reads, else nil and the first
// construct that prevents it (for tests and debugging).
func (f *File) ReusableTemplate(out string) (*ReusableTemplate, string) {
	w := &reuseWalk{out: out, recv: map[string]bool{}, self: map[string]bool{}, consts: map[string]bool{},
		ivars: map[string]bool{}}
	w.node(f.prog)
	if w.why != "" {
		return nil, w.why
	}
	r := &ReusableTemplate{ivars: reuseSorted(w.ivars), self: reuseSorted(w.self), consts: reuseSorted(w.consts)}
	for _, n := range implicitMethods {
		w.recv[n] = true
	}
	r.recv = reuseSorted(w.recv)
	return r, ""
}

func reuseSorted(m map[string]bool) []string { return slices.Sorted(maps.Keys(m)) }

type reuseWalk struct {
	out                       string
	why                       string
	recv, self, consts, ivars map[string]bool
}

func (w *reuseWalk) no(why string) {
	if w.why == "" {
		w.why = why
	}
}

func (w *reuseWalk) nodes(list []node) {
	for _, n := range list {
		w.node(n)
	}
}

// node checks n as a value (anything allowed but a constant as a
// receiver, which call checks).
func (w *reuseWalk) node(n node) {
	if n == nil || w.why != "" {
		return
	}
	switch x := n.(type) {
	case *seqNode:
		w.nodes(x.list)
	case *nilNode, *trueNode, *falseNode, *intNode, *bigIntNode, *floatNode, *symNode, *fileNode:
	case *strNode:
		w.str(x)
	case *dsymNode:
		w.str(x.str)
	case *regexNode:
		if x.once {
			w.no("a regexp literal evaluated once (/o)")
			return
		}
		w.str(x.str)
	case *arrayNode:
		w.nodes(x.elems)
	case *hashNode:
		w.nodes(x.keys)
		w.nodes(x.vals)
	case *rangeNode:
		w.node(x.lo)
		w.node(x.hi)
	case *lvarNode:
	case *ivarNode:
		w.ivar(x.name)
	case *constNode:
		if x.scope != nil || !reuseConsts[x.name] {
			w.no("the constant " + x.name)
			return
		}
		w.consts[x.name] = true
	case *assignNode:
		w.target(x.target)
		w.node(x.value)
	case *opAssignNode:
		w.target(x.target)
		if x.op != "||" && x.op != "&&" {
			w.method(x.op)
		}
		w.node(x.value)
	case *multiAssignNode:
		w.targets(x.targets)
		w.node(x.value)
	case *callNode:
		w.call(x)
	case *andNode:
		w.node(x.l)
		w.node(x.r)
	case *orNode:
		w.node(x.l)
		w.node(x.r)
	case *notNode:
		w.node(x.val)
	case *definedNode:
		switch v := x.val.(type) {
		case *ivarNode:
			w.ivar(v.name)
		case *lvarNode:
		default:
			w.no("defined? of anything but a variable")
		}
	case *ifNode:
		w.node(x.cond)
		w.node(x.then)
		w.node(x.els)
	case *whileNode:
		w.node(x.cond)
		w.node(x.body)
	case *forNode:
		w.targets(x.vars)
		w.node(x.iter)
		w.node(x.body)
	case *caseNode:
		w.node(x.subject)
		for _, c := range x.whens {
			w.nodes(c.conds)
			w.node(c.body)
		}
		w.node(x.els)
	case *breakNode:
		w.node(x.val)
	case *nextNode:
		w.node(x.val)
	case *splatNode:
		w.node(x.val)
	default:
		w.no(nodeKind(n))
	}
}

// nodeKind names a construct a reusable template may not use.
func nodeKind(n node) string {
	switch n.(type) {
	case *selfNode:
		return "self"
	case *xstrNode:
		return "a command (`...`)"
	case *cvarNode:
		return "a class variable"
	case *gvarNode:
		return "a global variable"
	case *superNode, *yieldNode:
		return "super or yield"
	case *defNode, *classNode, *sclassNode, *aliasNode, *undefNode:
		return "a definition (def, class, module, alias, undef)"
	case *beginNode:
		return "begin/rescue/ensure"
	case *returnNode, *redoNode, *retryNode:
		return "return, redo or retry"
	case *blockNode:
		return "a lambda"
	case *caseInNode, *patMatchNode:
		return "pattern matching"
	case *blockPassNode:
		return "a block argument"
	}
	return "an unlisted construct"
}

func (w *reuseWalk) str(s *strNode) {
	for _, p := range s.parts {
		w.node(p.code)
	}
}

func (w *reuseWalk) ivar(name string) {
	if len(name) > 3 && name[1] == '_' && name[2] == '_' {
		// @__scope__, @__file__: the wrapper's own
		w.no("the instance variable " + name)
		return
	}
	w.ivars[name[1:]] = true
}

// target checks an assignment's target: a local variable other than the
// output, or an @variable (the template object's own).
func (w *reuseWalk) target(n node) {
	switch x := n.(type) {
	case *lvarNode:
		if x.name == w.out {
			w.no("an assignment to " + w.out)
		}
	case *ivarNode:
		w.ivar(x.name)
	case *splatNode:
		w.target(x.val)
	case *mlhsNode:
		w.targets(x.targets)
	case nil:
	default:
		w.no("an assignment to anything but a variable")
	}
}

func (w *reuseWalk) targets(list []node) {
	for _, n := range list {
		w.target(n)
	}
}

func (w *reuseWalk) method(name string) {
	if !pureMethods[name] {
		w.no("the method " + name)
		return
	}
	w.recv[name] = true
}

func (w *reuseWalk) call(x *callNode) {
	if x.evalSite {
		w.no("eval or binding")
		return
	}
	switch {
	case x.recv == nil:
		if x.vcall || !pureFunctions[x.name] {
			w.no("the function " + x.name)
			return
		}
		w.self[x.name] = true
	case x.name == "<<":
		// the template's output, as ERB writes it
		if lv, ok := x.recv.(*lvarNode); !ok || lv.name != w.out {
			w.no("the method <<")
			return
		}
		w.recv["<<"] = true
	default:
		if _, ok := x.recv.(*constNode); ok {
			w.no("a method of a constant")
			return
		}
		w.node(x.recv)
		w.method(x.name)
	}
	for _, a := range x.args {
		if bp, ok := a.(*blockPassNode); ok {
			// &:name calls name on each element
			sym, ok := bp.val.(*symNode)
			if !ok {
				w.no("a block argument other than &:name")
				return
			}
			w.method(sym.name)
			continue
		}
		w.node(a)
	}
	if b := x.block; b != nil {
		w.params(b.params)
		w.node(b.body)
	}
}

func (w *reuseWalk) params(pl *paramList) {
	if pl == nil {
		return
	}
	for _, p := range pl.list {
		switch {
		case p.kind == pBlock:
			w.no("a block parameter (&b)")
		case p.name == w.out:
			w.no("a parameter named " + w.out)
		}
		w.params(p.sub)
		w.node(p.dflt)
	}
}

// templateReuseClasses are the core classes whose methods a reusable
// template reaches (their ancestors' with them).
func (in *Interp) templateReuseClasses() []*Module {
	return []*Module{in.cNilClass, in.cTrueClass, in.cFalseClass, in.cInteger, in.cFloat, in.cString,
		in.cSymbol, in.cArray, in.cHash, in.cRange, in.cRegexp, in.cMatchData, in.cEnumerator}
}

// A ReuseBase identifies the prepared Interp an Env's Interps are copies
// of (the zero ReuseBase: they are not copies, and a template's text is
// never reused). It is comparable; what keeps it beyond a render is its
// Weak form, which does not keep the Env alive: a template outlives the
// Env it was rendered in when the next snapshot takes the unchanged file
// over.
type ReuseBase struct{ b *Interp }

// WeakReuseBase is a ReuseBase that does not keep its Interp alive.
type WeakReuseBase struct{ w weak.Pointer[Interp] }

// TemplateBase is the Env's ReuseBase.
func (e *Env) TemplateBase() ReuseBase {
	if e.opts.Single {
		return ReuseBase{}
	}
	return ReuseBase{e.prepared()}
}

// Valid reports whether b identifies a prepared Interp.
func (b ReuseBase) Valid() bool { return b.b != nil }

// Weak is b as a WeakReuseBase.
func (b ReuseBase) Weak() WeakReuseBase { return WeakReuseBase{weak.Make(b.b)} }

// Is reports whether w was made of b.
func (w WeakReuseBase) Is(b ReuseBase) bool { return b.b != nil && w.w.Value() == b.b }

// TemplateUnchanged reports whether in runs r as the Env's prepared Interp
// (TemplateBase) would: in is a copy of it, its core classes (and their
// ancestors, and self's class, which wrapperOf gives) are as copied, the constants
// r reads are the core classes, and every method r names is a Go method of
// the core classes there (known is false when that last part is not known
// yet for this base: a later call with an unchanged Interp finds it).
func (in *Interp) TemplateUnchanged(r *ReusableTemplate, wrapperOf func() *Module) (ok, known bool) {
	b := in.env.base
	if b == nil || in.forkEpoch == 0 || in.forkBase != nil && in.forkBase != b {
		return false, false
	}
	if in.methodEpoch != in.forkEpoch || in.hierEpoch != b.hierEpoch {
		// something was defined since the copy: the classes r reaches
		// must be as they were
		if in.forkBase == nil || !in.classesAsBase(wrapperOf()) {
			return false, false
		}
	}
	for _, n := range r.consts {
		if m := in.coreModule(n); m == nil || in.cObject.consts[n] != Value(m) {
			return false, false
		}
	}
	v := r.verdict.Load()
	if v == nil || v.base.Value() != b {
		var wrapper *Module
		if len(r.self) > 0 {
			wrapper = wrapperOf()
		}
		v = &reuseVerdict{base: weak.Make(b), ok: in.resolvesToGo(r, wrapper)}
		r.verdict.Store(v)
	}
	return v.ok, true
}

// coreModule is the core class or module a reusable template may name
// (reuseConsts).
func (in *Interp) coreModule(name string) *Module {
	switch name {
	case "Array":
		return in.cArray
	case "Hash":
		return in.cHash
	case "String":
		return in.cString
	case "Integer":
		return in.cInteger
	case "Float":
		return in.cFloat
	case "Numeric":
		return in.cNumeric
	case "Symbol":
		return in.cSymbol
	case "NilClass":
		return in.cNilClass
	case "TrueClass":
		return in.cTrueClass
	case "FalseClass":
		return in.cFalseClass
	case "Regexp":
		return in.cRegexp
	case "Range":
		return in.cRange
	case "Comparable":
		return in.cComparable
	case "Enumerable":
		return in.cEnumerable
	}
	return nil
}

// TemplateKnown reports whether r's names are known to resolve to Go
// methods in the Interps copied from base (an Interp not yet made by a
// compile is such a copy, unchanged).
func (r *ReusableTemplate) TemplateKnown(base ReuseBase) bool {
	v := r.verdict.Load()
	return v != nil && v.ok && base.b != nil && v.base.Value() == base.b
}

// classesAsBase reports whether the modules a template reaches (the core
// classes, self's class, and their ancestors) are the copies of the base's
// with the same serial (no method defined, no module included since).
func (in *Interp) classesAsBase(wrapper *Module) bool {
	check := func(cls *Module) bool {
		for _, m := range cls.ancestors() {
			if m.baseIdx == 0 || m.in != in {
				return false
			}
			if bm := in.env.baseMods[m.baseIdx-1]; bm.serial != m.serial {
				return false
			}
		}
		return true
	}
	for _, c := range in.templateReuseClasses() {
		if !check(c) {
			return false
		}
	}
	return wrapper == nil || check(wrapper)
}

// resolvesToGo reports whether every method r calls resolves, in each
// class it may be called on, to a Go method or to none (NoMethodError).
func (in *Interp) resolvesToGo(r *ReusableTemplate, wrapper *Module) bool {
	goOrNone := func(cls *Module, name string) bool {
		me := in.findMethod(cls, name)
		return me == nil || me.undef || isGoMethod(me)
	}
	for _, cls := range in.templateReuseClasses() {
		for _, n := range r.recv {
			if !goOrNone(cls, n) {
				return false
			}
		}
	}
	if len(r.self) > 0 {
		if wrapper == nil {
			return false
		}
		for _, n := range r.self {
			if !goOrNone(wrapper, n) {
				return false
			}
		}
	}
	return true
}

// Env is the Env the Interp belongs to.
func (in *Interp) Env() *Env { return in.env }
