package ruby

import (
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
)

// evalArgs evaluates call arguments: positional values (splats
// expanded), keywords (a bare `k: v` hash, nil if none) and a block pass.
func (in *Interp) evalArgs(list []node, fr *frame) (args []Value, kw *Hash, blk *Proc, err error) {
	if len(list) == 0 {
		return nil, nil, nil, nil
	}
	args = in.vals.make(0, len(list))
	for _, n := range list {
		switch x := n.(type) {
		case *splatNode:
			v, err := in.eval(x.val, fr)
			if err != nil {
				return nil, nil, nil, err
			}
			a, err := in.splatValue(v)
			if err != nil {
				return nil, nil, nil, err
			}
			args = append(args, a...)
		case *blockPassNode:
			if x.val == nil {
				blk = fr.ctx.block
				continue
			}
			v, err := in.eval(x.val, fr)
			if err != nil {
				return nil, nil, nil, err
			}
			blk, err = in.toProc(v)
			if err != nil {
				return nil, nil, nil, err
			}
		case *hashNode:
			v, err := in.evalHash(x, fr)
			if err != nil {
				return nil, nil, nil, err
			}
			if x.kw {
				kw = v.(*Hash)
				if kw.Len() == 0 {
					// f(**{}) passes nothing
					kw = nil
				}
			} else {
				args = append(args, v)
			}
		default:
			v, err := in.eval(n, fr)
			if err != nil {
				return nil, nil, nil, err
			}
			args = append(args, v)
		}
	}
	return args, kw, blk, nil
}

// toProc converts a &arg: a Proc, nil, a Symbol (to_proc), a Method, or
// any object with to_proc.
func (in *Interp) toProc(v Value) (*Proc, error) {
	switch x := v.(type) {
	case nil:
		return nil, nil
	case *Proc:
		return x, nil
	case Symbol:
		return in.symbolProc(string(x)), nil
	}
	if in.respondTo(v, "to_proc", true) {
		r, err := in.callMethod(v, "to_proc", nil, nil, nil, true)
		if err != nil {
			return nil, err
		}
		if p, ok := r.(*Proc); ok {
			return p, nil
		}
	}
	return nil, in.raise(cTypeError, 0, "wrong argument type %s (expected Proc)", in.className(v))
}

// symbolProc is Symbol#to_proc: a lambda calling the method on its first
// argument.
func (in *Interp) symbolProc(name string) *Proc {
	return &Proc{lambda: true, min: 1, max: -1, symName: name, fn: func(c *Call) (Value, error) {
		if len(c.Args) == 0 {
			return nil, c.In.raise(cArgumentError, 0, "no receiver given")
		}
		return c.In.callMethod(c.Args[0], name, c.Args[1:], c.Kw, c.Block, false)
	}}
}

// newArrayLiteral reports whether Ruby builds the array literal a at run
// time (newarray): an element is not a constant literal (a number, nil,
// true, false, a Symbol, a frozen string) and none is a splat.
func newArrayLiteral(a *arrayNode) bool {
	dynamic := false
	for _, e := range a.elems {
		switch x := e.(type) {
		case *splatNode:
			return false
		case *intNode, *bigIntNode, *floatNode, *nilNode, *trueNode, *falseNode, *symNode:
		case *strNode:
			dynamic = dynamic || !x.frozen
		default:
			dynamic = true
		}
	}
	return dynamic
}

func (in *Interp) evalCall(x *callNode, fr *frame) (Value, error) {
	var recv Value
	fcall := x.recv == nil
	if x.recv != nil {
		var err error
		recv, err = in.eval(x.recv, fr)
		if err != nil {
			return nil, err
		}
		if x.safeNav && recv == nil {
			return nil, nil
		}
		if _, ok := x.recv.(*selfNode); ok {
			fcall = true // self.foo may call private setters and (3.1) any private method
		}
	} else {
		recv = fr.ctx.self
	}
	if len(x.args) == 0 && x.block == nil && (x.name == "min" || x.name == "max") {
		if lit, ok := x.recv.(*arrayNode); ok && newArrayLiteral(lit) {
			if me := in.findMethod(in.cArray, x.name); me != nil && me.sw != nil {
				// Ruby compiles [a, b].max of a literal that is not all
				// constants to opt_newarray_max, which compares the next
				// element with the best (Array#max the other way round):
				// it shows in "comparison of X with Y failed"
				return extreme(recv.(*Array).a, x.name == "max", func(a, b Value) (int, error) { return in.cmpValues(a, b, 0) }, false)
			}
		}
	}
	if len(x.args) == 1 && x.block == nil {
		if lit, ok := x.args[0].(*strNode); ok && !lit.frozen {
			switch recv.(type) {
			case *String, *Hash:
				return in.literalCall(x, recv, lit, fcall, fr)
			}
		}
	}
	// fast paths for operators on numbers
	if len(x.args) == 1 && x.block == nil && x.recv != nil {
		if a, ok := recv.(int64); ok {
			if in, ok := x.args[0].(*intNode); ok {
				if v, ok := intFast(a, x.name, in.v); ok {
					return v, nil
				}
			}
		}
	}
	args, kw, blk, err := in.evalArgs(x.args, fr)
	if err != nil {
		return nil, err
	}
	if x.recv != nil && len(args) == 1 && kw == nil && blk == nil && x.block == nil {
		if a, ok := recv.(int64); ok {
			if b, ok := args[0].(int64); ok {
				if v, ok := intFast(a, x.name, b); ok {
					return v, nil
				}
			}
		}
	}
	var made *Proc
	if x.block != nil {
		made = &Proc{blk: x.block, frame: fr, self: fr.ctx.self, ctx: fr.ctx, lambda: x.block.lambda}
		blk = made
	}
	in.pos = x.p
	in.curCtx = fr.ctx
	if fcall {
		switch x.name {
		case "block_given?", "iterator?":
			if len(args) == 0 {
				return fr.ctx.block != nil, nil
			}
		case "__method__":
			if fr.ctx.meth == nil {
				return nil, nil
			}
			n := fr.ctx.meth.name
			if fr.ctx.meth.origName != "" {
				n = fr.ctx.meth.origName
			}
			return Symbol(n), nil
		case "lambda":
			if made != nil && len(args) == 0 {
				if in.findMethod(in.classOf(recv), "lambda") == in.kernelLambda {
					made.lambda = true
					return made, nil
				}
			}
		case "proc":
			if made != nil && len(args) == 0 && in.findMethod(in.classOf(recv), "proc") == in.kernelProc {
				return made, nil
			}
		}
	}
	var v Value
	if x.evalSite {
		v, err = in.callEvalSite(x, in.findMethodAt(x, in.classOf(recv)), recv, args, kw, blk, fcall, fr)
	} else {
		v, err = in.callFound(in.findMethodAt(x, in.classOf(recv)), recv, x.name, args, kw, blk, fcall, x.vcall, fr)
	}
	if err != nil && made != nil {
		if be, ok := err.(*breakErr); ok && be.tag == made {
			return be.val, nil
		}
	}
	return v, err
}

// literalOps are builtin methods of String and Hash that, given a String
// argument, only read or copy its text (s << "text", h["key"],
// s == "text"): called with a string literal's text, they need not make
// the String the literal evaluates to, which nothing else could see. Each
// says whether it handled the call; when not (a frozen receiver, a key
// that is missing and may go to a default proc), the call is made the
// ordinary way.
var literalOps map[*method]func(in *Interp, recv Value, text string) (v Value, ok bool, err error)

func defineLiteralOps() {
	appendOp := func(in *Interp, recv Value, t string) (Value, bool, error) {
		s := recv.(*String)
		if s.frozen || s.enc != UTF8 && !isASCII(t) || !s.enc.ASCIICompatible() {
			// non-ASCII text into a binary string: String#<< applies
			// the encoding rule (concatEncoding)
			return nil, false, nil
		}
		s.appendString(t)
		if len(s.s) > maxStrLen {
			return nil, true, in.limitErr(0)
		}
		return s, true, nil
	}
	eqOp := func(in *Interp, recv Value, t string) (Value, bool, error) {
		return recv.(*String).s == t, true, nil
	}
	getOp := func(in *Interp, recv Value, t string) (Value, bool, error) {
		h := recv.(*Hash)
		if h.ident {
			return nil, false, nil
		}
		if i, ok := h.idx[t]; ok {
			return h.vals[i], true, nil
		}
		if h.dfltFn == nil {
			// a missing key gives the default value, as the builtin
			// Hash#[] does (it calls no `default` method); only a
			// default proc sees the key
			return h.dflt, true, nil
		}
		return nil, false, nil
	}
	hasOp := func(in *Interp, recv Value, t string) (Value, bool, error) {
		h := recv.(*Hash)
		if h.ident {
			return nil, false, nil
		}
		_, ok := h.idx[t]
		return ok, true, nil
	}
	literalOps = map[*method]func(*Interp, Value, string) (Value, bool, error){}
	for _, n := range []string{"<<", "concat"} {
		literalOps[bString.methods[n]] = appendOp
	}
	for _, n := range []string{"==", "===", "eql?"} {
		literalOps[bString.methods[n]] = eqOp
	}
	// s != "text" is the builtin BasicObject#!= calling ==: the text is
	// compared when the == it calls is the builtin String#== (a
	// redefined or prepended == still wins); two calls are counted
	stringEq := bString.methods["=="]
	neOp := func(in *Interp, recv Value, t string) (Value, bool, error) {
		if _, ok := recv.(*String); !ok || in.findMethod(in.cString, "==") != stringEq {
			return nil, false, nil
		}
		if err := in.tick(); err != nil {
			return nil, true, err
		}
		return recv.(*String).s != t, true, nil
	}
	literalOps[bKernel.methods["!="]] = neOp
	literalOps[bBasicObject.methods["!="]] = neOp
	hashAref = bHash.methods["[]"]
	literalOps[hashAref] = getOp
	for _, n := range []string{"key?", "has_key?", "include?", "member?"} {
		literalOps[bHash.methods[n]] = hasOp
	}
	delete(literalOps, nil)
}

// literalCall is recv.name("literal") for a String or Hash receiver: a
// literal op when the method found is the builtin one (a redefined or
// prepended method still wins), else the ordinary call. Steps, position
// and depth are counted as the ordinary call counts them.
func (in *Interp) literalCall(x *callNode, recv Value, lit *strNode, fcall bool, fr *frame) (Value, error) {
	// the literal's evaluation, as eval counts it
	in.steps++
	if in.steps&0x3ff == 0 {
		if err := in.checkLimits(); err != nil {
			return nil, err
		}
	}
	t, err := in.interpolate(lit, fr)
	if err != nil {
		return nil, err
	}
	in.pos = x.p
	in.curCtx = fr.ctx
	me := in.findMethodAt(x, in.classOf(recv))
	if op := literalOps[me]; op != nil && me.vis == public {
		if err := in.tick(); err != nil {
			return nil, err
		}
		if err := in.enter(); err != nil {
			return nil, err
		}
		v, ok, err := op(in, recv, t)
		in.leave()
		if ok {
			return v, err
		}
		in.steps-- // the call below counts it
	}
	args := in.vals.make(1, 1)
	// Ruby passes the builtin Hash#[] a plain literal frozen
	// (opt_aref_with): a default proc sees it frozen
	frozen := me != nil && me == hashAref && len(lit.parts) <= 1 && (len(lit.parts) == 0 || lit.parts[0].code == nil)
	args[0] = &String{s: t, frozen: frozen}
	if x.evalSite {
		return in.callEvalSite(x, me, recv, args, nil, nil, fcall, fr)
	}
	return in.callFound(me, recv, x.name, args, nil, nil, fcall, x.vcall, fr)
}

// hashAref is the builtin Hash#[].
var hashAref *method

// callMethod sends name to recv: fcall says the receiver was implicit
// (private methods allowed).
func (in *Interp) callMethod(recv Value, name string, args []Value, kw *Hash, blk *Proc, fcall bool) (Value, error) {
	return in.callMethodCtx(recv, name, args, kw, blk, fcall, false, nil)
}

func (in *Interp) callMethodCtx(recv Value, name string, args []Value, kw *Hash, blk *Proc, fcall, vcall bool, fr *frame) (Value, error) {
	return in.callFound(in.findMethod(in.classOf(recv), name), recv, name, args, kw, blk, fcall, vcall, fr)
}

// callFound is callMethodCtx with the method found for recv's class (nil
// for none).
func (in *Interp) callFound(me *method, recv Value, name string, args []Value, kw *Hash, blk *Proc, fcall, vcall bool, fr *frame) (Value, error) {
	if me == nil || (!fcall && me.vis == private && !strings.HasSuffix(name, "=")) || (!fcall && me.vis == protected && !in.protectedOK(me, fr)) {
		return in.methodMissing(recv, name, args, kw, blk, fcall, vcall, me)
	}
	return in.invoke(me, recv, args, kw, blk, name)
}

func (in *Interp) protectedOK(me *method, fr *frame) bool {
	if fr == nil {
		return false
	}
	return in.isA(fr.ctx.self, in.own(me.owner))
}

// methodMissing calls a user-defined method_missing, or raises
// NoMethodError / NameError as Ruby words them.
// mmReason is how a call that reached method_missing was made: without
// a receiver (fcall), and a bare identifier (vcall).
type mmReason struct{ fcall, vcall bool }

func (in *Interp) methodMissing(recv Value, name string, args []Value, kw *Hash, blk *Proc, fcall, vcall bool, found *method) (Value, error) {
	cls := in.classOf(recv)
	if mm := in.findMethod(cls, "method_missing"); mm != nil && mm != in.baseMethodMissing {
		// from the slab, as evalArgs makes argument lists
		nargs := append(append(in.vals.make(0, len(args)+1), Symbol(name)), args...)
		// why the method is missing, for a Go method_missing that words
		// Ruby's NameError of a vcall (method_missing_reason): valid
		// until that method_missing calls anything
		saved := in.mmReason
		in.mmReason = mmReason{fcall: fcall, vcall: vcall}
		v, err := in.invoke(mm, recv, nargs, kw, blk, "method_missing")
		in.mmReason = saved
		return v, err
	}
	if found == nil {
		// Puppet's method would refuse the argument count first
		if err := in.puppetAPIArgCount(recv, name, args, kw); err != nil {
			return nil, err
		}
	}
	return nil, in.noMethodError(recv, name, fcall, vcall, found)
}

func (in *Interp) noMethodError(recv Value, name string, fcall, vcall bool, found *method) error {
	desc := in.describeRecv(recv)
	if found != nil && found.vis == private {
		return in.raiseNoMethod(fmt.Sprintf("private method `%s' called for %s", name, desc), name, recv)
	}
	if found != nil && found.vis == protected {
		return in.raiseNoMethod(fmt.Sprintf("protected method `%s' called for %s", name, desc), name, recv)
	}
	if vcall {
		return in.raiseNameError(fmt.Sprintf("undefined local variable or method `%s' for %s", name, desc), name)
	}
	if what := in.puppetAPIGap(recv, name); what != "" {
		return in.unsupportedErr(what + " (Puppet 7.23 has it; Punch's Ruby runtime does not)")
	}
	if m, ok := recv.(*Module); ok && m.partialLib != "" && in.inDefined == 0 {
		return in.unsupportedErr(in.modName(m) + "." + name + " (library " + m.partialLib + ": Punch's Ruby runtime has only part of it)")
	}
	err := in.raiseNoMethod(fmt.Sprintf("undefined method `%s' for %s", name, desc), name, recv)
	if e, ok := err.(*ExceptionError); ok && fcall {
		if d, ok := e.Exc.Data.(*excData); ok {
			d.private = true
		}
	}
	return err
}

// describeRecv names a receiver in a NameError as Ruby 3.1 does: its
// inspect, followed by ":ClassName" unless that starts with '#'.
func (in *Interp) describeRecv(v Value) string {
	switch x := v.(type) {
	case nil:
		return "nil:NilClass"
	case bool:
		if x {
			return "true:TrueClass"
		}
		return "false:FalseClass"
	}
	if o, ok := v.(*Object); ok && o.class.wrapperDesc != "" {
		return o.class.wrapperDesc
	}
	d := in.inspectForError(v)
	if m, ok := v.(*Module); ok && !m.isSingleton && m.name != "" {
		// Ruby 3.1 names a class or module by its name method: one
		// answering no String (a Puppet type's or provider's name is a
		// Symbol) gives Kernel#to_s's #<Class:0x...>
		if n, err := in.callMethod(m, "name", nil, nil, nil, true); err != nil || !isString(n) {
			kind := "Module"
			if m.isClass {
				kind = "Class"
			}
			d = fmt.Sprintf("#<%s:0x%016x>", kind, addrOf(m))
		}
	}
	if strings.HasPrefix(d, "#") {
		return d
	}
	return d + ":" + in.modName(in.classOf(v).nonSingleton())
}

func isString(v Value) bool {
	_, ok := v.(*String)
	return ok
}

// inspectForError is inspect, swallowing errors as Ruby does there.
func (in *Interp) inspectForError(v Value) string {
	var b strings.Builder
	in.writeInspect(&b, v, 0)
	return b.String()
}

// findMethod finds name in cls's ancestors, with a per-Interp cache.
func (in *Interp) findMethod(cls *Module, name string) *method {
	if in.cacheEpoch != in.methodEpoch {
		clear(in.mcache)
		in.cacheEpoch = in.methodEpoch
	}
	k := mcKey{cls, name}
	if me, ok := in.mcache[k]; ok {
		return me
	}
	me := cls.lookupFrom(name)
	in.mcache[k] = me
	return me
}

type mcKey struct {
	cls  *Module
	name string
}

// The inline caches. Each call site (callNode) takes a number at its first
// call, from one counter for the process. Two direct-mapped tables indexed
// by that number remember the class the site called on and the method
// found, where findMethod hashes the class and the name (and, in a new
// compile's Interp, walks the ancestors at each first use):
//
//   - the Interp's own table (ic), valid while no method of the Interp
//     changed (methodEpoch, as mcache);
//   - for a copy of an Env's prepared Interp (fork.go) that has changed no
//     method since it was made, a table kept by the prepared Interp and
//     shared by all its copies, so that a compile finds what earlier
//     compiles found: a class is named by its number in the prepared
//     Interp (baseIdx), and only a method that is no copy's own (a
//     builtin or a shared Go method: the same *method in every copy) is
//     kept there.
//
// So what one compile's Ruby redefines is seen by no other compile, and
// any def, include, prepend or remove_method in a compile stops its use of
// the shared table and invalidates its own. Two sites that share a slot
// only miss more often.
const (
	icSize       = 256
	sharedICSize = 4096
)

type icEntry struct {
	site  uint32
	epoch uint64
	cls   *Module
	me    *method
}

type sharedIC struct {
	site uint32
	cls  int32 // baseIdx of the class
	me   *method
}

var icSites atomic.Uint32

// siteOf returns x's call-site number, giving it one at its first call.
func siteOf(x *callNode) uint32 {
	if s := x.site.Load(); s != 0 {
		return s
	}
	s := icSites.Add(1)
	if s == 0 { // the counter wrapped: 0 means "no number"
		s = icSites.Add(1)
	}
	if !x.site.CompareAndSwap(0, s) {
		s = x.site.Load()
	}
	return s
}

// findMethodAt is findMethod for the call site x.
func (in *Interp) findMethodAt(x *callNode, cls *Module) *method {
	site := siteOf(x)
	if in.ic == nil {
		in.ic = new([icSize]icEntry)
	}
	e := &in.ic[site%icSize]
	if e.site == site && e.cls == cls && e.epoch == in.methodEpoch {
		return e.me
	}
	var slot *atomic.Pointer[sharedIC]
	if b := in.forkBase; b != nil && b.sharedIC != nil && in.methodEpoch == in.forkEpoch && cls.baseIdx > 0 && cls.in == in {
		slot = &b.sharedIC[site%sharedICSize]
		if se := slot.Load(); se != nil && se.site == site && se.cls == cls.baseIdx {
			*e = icEntry{site: site, epoch: in.methodEpoch, cls: cls, me: se.me}
			return se.me
		}
	}
	me := in.findMethod(cls, x.name)
	*e = icEntry{site: site, epoch: in.methodEpoch, cls: cls, me: me}
	if slot != nil && (me == nil || me.owner == nil || me.owner.in != in) {
		slot.Store(&sharedIC{site: site, cls: cls.baseIdx, me: me})
	}
	return me
}

// singletonOf returns the class whose methods a module's class methods
// are found in: its singleton class if it has one, else Module/Class.
func (in *Interp) singletonOf(m *Module) *Module {
	if m.meta != nil {
		return m.meta
	}
	return m.singletonClass()
}

// classOf returns the class used for method lookup: the singleton class
// when there is one.
func (in *Interp) classOf(v Value) *Module {
	switch x := v.(type) {
	case nil:
		return in.cNilClass
	case bool:
		if x {
			return in.cTrueClass
		}
		return in.cFalseClass
	case int64:
		return in.cInteger
	case float64:
		return in.cFloat
	case *String:
		if x.sub != nil {
			return x.sub.class
		}
		return in.cString
	case Symbol:
		return in.cSymbol
	case *Array:
		if x.sub != nil {
			return x.sub.class
		}
		return in.cArray
	case *Hash:
		if x.sub != nil {
			return x.sub.class
		}
		return in.cHash
	case *Range:
		return in.cRange
	case *Regexp:
		return in.cRegexp
	case *MatchData:
		return in.cMatchData
	case *Proc:
		if x.hostBlk != nil {
			if c := in.puppetProcClass(); c != nil {
				return c
			}
		}
		return in.cProc
	case *Module:
		return x.singletonClass()
	case *Object:
		if x.meta != nil {
			return x.meta
		}
		return x.class
	}
	if isBig(v) {
		return in.cInteger
	}
	return in.cObject
}

// realClass is v.class: the class, skipping singleton classes.
func (in *Interp) realClass(v Value) *Module {
	c := in.classOf(v)
	for c != nil && c.isSingleton {
		c = c.super
	}
	return c
}

// className is the name of v's class.
func (in *Interp) className(v Value) string { return in.modName(in.realClass(v)) }

// typeName is how Ruby names a value's type in conversion errors: nil,
// true, false, or the class name.
func (in *Interp) typeName(v Value) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case bool:
		if x {
			return "true"
		}
		return "false"
	}
	return in.className(v)
}

// modName is a module's name as Ruby prints it (#<Class:0x...> for
// anonymous ones).
func (in *Interp) modName(m *Module) string {
	if m == nil {
		return ""
	}
	if m.name != "" {
		return m.name
	}
	if m.isSingleton {
		return "#<Class:" + in.inspect(m.attached) + ">"
	}
	if m.isClass {
		return fmt.Sprintf("#<Class:0x%016x>", addrOf(m))
	}
	return fmt.Sprintf("#<Module:0x%016x>", addrOf(m))
}

// invoke runs method me with self recv.
func (in *Interp) invoke(me *method, recv Value, args []Value, kw *Hash, blk *Proc, name string) (Value, error) {
	if err := in.tick(); err != nil {
		return nil, err
	}
	switch {
	case me.fn != nil:
		n := len(args)
		if !me.kw && kw != nil {
			args = append(args[:len(args):len(args)], kw)
			kw = nil
			if me.sw == nil {
				// a builtin switch method is not given keywords it
				// counts (gen_arity.rb)
				n++
			}
		}
		if me.frozenFirst && isFrozen(recv) {
			return nil, in.checkFrozen(recv, true, 0)
		}
		if n < me.min || me.max >= 0 && n > me.max {
			if me.sw != nil && n > me.max {
				return nil, in.argcError(n, me.shownMin, me.max)
			}
			return nil, in.argcError(n, me.min, me.max)
		}
		if err := in.enter(); err != nil {
			return nil, err
		}
		if me.sw != nil {
			// what fn (wrapSwitch) does with a Call, without the Call;
			// the switch is on the builtin's own name (an alias's
			// origName: alias_method :shout, :upcase)
			own := me.name
			if me.origName != "" {
				own = me.origName
			}
			if me.mutates {
				if err := in.checkFrozen(recv, isFrozen(recv), 0); err != nil {
					in.leave()
					return nil, err
				}
			}
			v, ok, err := in.callSwitch(me, recv, own, args, blk)
			if !ok && err == nil {
				err = in.noMethodError(recv, name, false, false, nil)
			}
			in.leave()
			return v, err
		}
		c := in.calls.next()
		*c = Call{In: in, Self: recv, Args: args, Kw: kw, Block: blk, Name: name, Owner: in.own(me.owner)}
		v, err := in.callGo(me, c)
		in.leave()
		return v, err
	case me.def != nil:
		return in.invokeDef(me, recv, args, kw, blk)
	case me.proc != nil:
		return in.invokeProcMethod(me, recv, args, kw, blk)
	case me.ivar != "":
		if me.writer {
			if len(args) != 1 {
				return nil, in.argcError(len(args), 1, 1)
			}
			return args[0], in.ivarSet(recv, me.ivar, args[0])
		}
		if len(args) != 0 {
			return nil, in.argcError(len(args), 0, 0)
		}
		return in.ivarGet(recv, me.ivar), nil
	}
	return nil, in.noMethodError(recv, name, false, false, nil)
}

func (in *Interp) argcError(given, min, max int) error {
	exp := strconv.Itoa(min)
	if max < 0 {
		exp += "+"
	} else if max != min {
		exp += ".." + strconv.Itoa(max)
	}
	return in.raise(cArgumentError, 0, "wrong number of arguments (given %d, expected %s)", given, exp)
}

func (in *Interp) invokeDef(me *method, recv Value, args []Value, kw *Hash, blk *Proc) (Value, error) {
	d := me.def
	ctx := in.ctxs.next()
	*ctx = callCtx{self: recv, meth: me, owner: me.owner, args: args, kw: kw, block: blk, file: d.file}
	ctx.cref = me.cref
	if ctx.cref == nil {
		ctx.cref = &cref{mod: in.cObject}
	}
	switch {
	case me.definee != nil:
		ctx.defTarget = me.definee
	case me.owner.isSingleton:
		ctx.defTarget = me.owner
	default:
		ctx.defTarget = ctx.cref.mod
	}
	fr := in.frames.next()
	*fr = frame{vars: in.vals.make(len(d.scope.names), len(d.scope.names)), ctx: ctx}
	if err := in.enter(); err != nil {
		return nil, err
	}
	savedFile, savedPos, savedLabel := in.file, in.pos, in.label
	in.pushBT()
	in.file, in.pos, in.label = d.file, d.p, me.name
	defer func() {
		in.popBT()
		in.file, in.pos, in.label = savedFile, savedPos, savedLabel
		in.leave()
	}()
	if err := in.bindParams(d.params, fr, args, kw, blk, true); err != nil {
		return nil, err
	}
	v, err := in.eval(d.body, fr)
	if err != nil {
		if re, ok := err.(*returnErr); ok && re.target == ctx {
			return re.val, nil
		}
		return nil, err
	}
	return v, nil
}

// invokeProcMethod runs a method defined with define_method: the block
// with self set to recv, lambda argument rules, return returning from it.
func (in *Interp) invokeProcMethod(me *method, recv Value, args []Value, kw *Hash, blk *Proc) (Value, error) {
	p := me.proc
	if p.fn != nil {
		c := &Call{In: in, Self: recv, Args: args, Kw: kw, Block: blk, Name: me.name, Owner: in.own(me.owner)}
		return p.fn(c)
	}
	ctx := *p.ctx
	ctx.self = recv
	ctx.meth = me
	ctx.owner = me.owner
	ctx.args = args
	ctx.kw = kw
	if blk != nil {
		ctx.block = blk
	}
	ctx.defTarget = me.owner
	ctx.retTarget = nil
	return in.runBlock(p, &ctx, args, kw, blk, true)
}

// runBlock runs a Ruby block's body in a new frame whose ctx is ctx.
// strict applies lambda/method argument rules.
func (in *Interp) runBlock(p *Proc, ctx *callCtx, args []Value, kw *Hash, blkArg *Proc, strict bool) (Value, error) {
	b := p.blk
	fr := in.frames.next()
	*fr = frame{vars: in.vals.make(len(b.scope.names), len(b.scope.names)), parent: p.frame, ctx: ctx, proc: p}
	if err := in.enter(); err != nil {
		return nil, err
	}
	savedFile := in.file
	in.file = ctx.file
	// the builtin that yields keeps its caller: what sets $~ after the
	// block (gsub's next match) sets it in the caller's context, not in
	// that of the block's last call (a String eval's own context)
	savedCtx := in.curCtx
	defer func() {
		in.file = savedFile
		in.curCtx = savedCtx
		in.leave()
	}()
	if err := in.bindParams(b.params, fr, args, kw, blkArg, strict); err != nil {
		return nil, err
	}
	v, err := in.eval(b.body, fr)
	if err != nil {
		switch e := err.(type) {
		case *nextErr:
			return e.val, nil
		case *returnErr:
			if e.target == ctx && (strict || p.lambda) {
				return e.val, nil
			}
		case *breakErr:
			if e.tag == p && p.lambda {
				return e.val, nil
			}
		}
		return nil, err
	}
	return v, nil
}

// callBlock calls a Proc with args (yield, Proc#call).
func (in *Interp) callBlock(p *Proc, args []Value, kw *Hash, blkArg *Proc) (Value, error) {
	if p == nil {
		// A builtin that yields without checking for a block (its
		// blockless form not written yet) gets Ruby's own error for a
		// yield without a block, never a nil dereference.
		return nil, in.raise(cLocalJumpError, 0, "no block given (yield)")
	}
	if err := in.tick(); err != nil {
		return nil, err
	}
	if p.fn != nil {
		if !p.lambda && kw != nil {
			args = append(args, kw)
			kw = nil
		}
		if p.lambda && p.symName == "" && (len(args) < p.min || p.max >= 0 && len(args) > p.max) {
			return nil, in.argcError(len(args), p.min, p.max)
		}
		// A Puppet lambda (hostBlk) is wrapped by Puppet as
		// `proc { |*args| closure.call(*args) }` (PuppetProc): it gets
		// exactly what is yielded, unpadded and unsplatted, and the
		// closure itself reports a missing argument.
		if p.symName == "" && !p.lambda && p.hostBlk == nil && len(args) < p.min {
			args = append(args, make([]Value, p.min-len(args))...)
		}
		c := &Call{In: in, Self: p.self, Args: args, Kw: kw, Block: blkArg}
		return p.fn(c)
	}
	if p.method != nil {
		return in.invoke(p.method, p.self, args, kw, blkArg, p.method.name)
	}
	ctx := p.ctx
	if p.lambda {
		c := *p.ctx
		c.retTarget = nil
		ctx = &c
	}
	if p.selfOverride {
		c := *ctx
		c.self = p.self
		ctx = &c
	}
	return in.runBlock(p, ctx, args, kw, blkArg, p.lambda)
}

// yield calls a block with one or more arguments.
func (in *Interp) yield(p *Proc, args ...Value) (Value, error) {
	return in.callBlock(p, args, nil, nil)
}

// yield1 is yield with one argument.
func (in *Interp) yield1(p *Proc, v Value) (Value, error) {
	return in.callBlock(p, []Value{v}, nil, nil)
}

// callWithSelf runs a block with a different self and def target
// (instance_eval, class_eval, instance_exec).
func (in *Interp) callWithSelf(p *Proc, self Value, defTarget *Module, args []Value) (Value, error) {
	if p.fn != nil {
		c := &Call{In: in, Self: self, Args: args}
		return p.fn(c)
	}
	ctx := *p.ctx
	ctx.self = self
	if defTarget != nil {
		ctx.defTarget = defTarget
	}
	ctx.vis = public
	ctx.modFunc = false
	ctx.retTarget = p.ctx.ret()
	return in.runBlock(p, &ctx, args, nil, nil, p.lambda)
}

func (in *Interp) evalYield(x *yieldNode, fr *frame) (Value, error) {
	blk := fr.ctx.block
	args, kw, _, err := in.evalArgs(x.args, fr)
	if err != nil {
		return nil, err
	}
	if blk == nil {
		in.pos = x.p
		return nil, in.raise(cLocalJumpError, x.p, "no block given (yield)")
	}
	in.pos = x.p
	return in.callBlock(blk, args, kw, nil)
}

// superMethod finds the method super calls from ctx.
func (in *Interp) superMethod(ctx *callCtx) *method {
	name := ctx.meth.name
	cls := in.classOf(ctx.self)
	anc := cls.ancestors()
	owner := ctx.owner
	if ctx.meth.origName != "" {
		name, owner = ctx.meth.origName, aliasedOwner(anc, ctx.meth, owner)
	}
	for i, a := range anc {
		if a == owner {
			for _, b := range anc[i+1:] {
				if me := b.ownMethod(name); me != nil {
					if me.undef {
						return nil
					}
					return me
				}
			}
			return nil
		}
	}
	return nil
}

func (in *Interp) evalSuper(x *superNode, fr *frame) (Value, error) {
	ctx := fr.ctx
	if ctx.meth == nil {
		in.pos = x.p
		return nil, in.raise(cRuntimeError, x.p, "super called outside of method")
	}
	var args []Value
	var kw *Hash
	var blk *Proc
	if x.hasArgs {
		var err error
		args, kw, blk, err = in.evalArgs(x.args, fr)
		if err != nil {
			return nil, err
		}
	} else {
		if ctx.meth.proc != nil {
			in.pos = x.p
			return nil, in.raise(cRuntimeError, x.p, "implicit argument passing of super from method defined by define_method() is not supported. Specify all arguments explicitly.")
		}
		args, kw = in.zsuperArgs(ctx, fr)
		blk = ctx.block
	}
	var made *Proc
	if x.block != nil {
		made = &Proc{blk: x.block, frame: fr, self: ctx.self, ctx: ctx}
		blk = made
	} else if !x.hasArgs || blk == nil {
		if blk == nil {
			blk = ctx.block
		}
	}
	in.pos = x.p
	me := in.superMethod(ctx)
	if me == nil {
		if mm := in.findMethod(in.classOf(ctx.self), "method_missing"); mm != nil && mm != in.baseMethodMissing {
			return in.invoke(mm, ctx.self, append([]Value{Symbol(ctx.meth.name)}, args...), kw, blk, "method_missing")
		}
		return nil, in.raiseNoMethod(fmt.Sprintf("super: no superclass method `%s' for %s", ctx.meth.name, in.describeRecv(ctx.self)), ctx.meth.name, ctx.self)
	}
	v, err := in.invoke(me, ctx.self, args, kw, blk, ctx.meth.name)
	if err != nil && made != nil {
		if be, ok := err.(*breakErr); ok && be.tag == made {
			return be.val, nil
		}
	}
	return v, err
}

// zsuperArgs rebuilds the current method's arguments from its parameter
// variables (Ruby passes their current values).
func (in *Interp) zsuperArgs(ctx *callCtx, fr *frame) ([]Value, *Hash) {
	d := ctx.meth.def
	if d == nil || d.params == nil {
		return append([]Value(nil), ctx.args...), ctx.kw
	}
	mf := fr
	for mf.parent != nil {
		mf = mf.parent
	}
	var args []Value
	var kw *Hash
	get := func(idx int) Value {
		if idx >= 0 && idx < len(mf.vars) {
			return mf.vars[idx]
		}
		return nil
	}
	for _, p := range d.params.list {
		switch p.kind {
		case pReq, pOpt, pPost:
			if p.sub != nil {
				return append([]Value(nil), ctx.args...), ctx.kw
			}
			args = append(args, get(p.idx))
		case pRest:
			if p.idx < 0 {
				return append([]Value(nil), ctx.args...), ctx.kw
			}
			if a, ok := get(p.idx).(*Array); ok {
				args = append(args, a.a...)
			}
		case pKey, pKeyReq:
			if kw == nil {
				kw = NewHash()
			}
			kw.put(Symbol(p.name), get(p.idx))
		case pKeyRest:
			if h, ok := get(p.idx).(*Hash); ok {
				if kw == nil {
					kw = NewHash()
				}
				for i, k := range h.keys {
					kw.put(k, h.vals[i])
				}
			}
		}
	}
	return args, kw
}

// bindParams binds arguments to a parameter list in a new frame. strict
// is method/lambda semantics (arity errors); otherwise proc semantics
// (auto-splat of one Array, missing arguments nil, extra ones dropped).
func (in *Interp) bindParams(pl *paramList, fr *frame, args []Value, kw *Hash, blk *Proc, strict bool) error {
	if pl == nil || len(pl.list) == 0 {
		if strict && (len(args) > 0 || kw != nil && kw.Len() > 0) {
			n := len(args)
			if kw != nil && kw.Len() > 0 {
				n++
			}
			return in.argcError(n, 0, 0)
		}
		return nil
	}
	var req, opt, post int
	rest, hasKw, keyRest, blockP := -1, false, false, -1
	for i, p := range pl.list {
		switch p.kind {
		case pReq:
			req++
		case pOpt:
			opt++
		case pRest:
			rest = i
		case pPost:
			post++
		case pKey, pKeyReq:
			hasKw = true
		case pKeyRest:
			hasKw, keyRest = true, true
		case pNoKey:
		case pBlock:
			blockP = i
		}
	}
	_ = keyRest
	if !hasKw && kw != nil && kw.Len() > 0 {
		args = append(args[:len(args):len(args)], kw)
		kw = nil
	}
	if hasKw && kw == nil && !strict && len(args) > 0 {
		// procs still take a trailing hash as keywords
		if h, ok := args[len(args)-1].(*Hash); ok && allSymbolKeys(h) {
			kw = h
			args = args[:len(args)-1]
		}
	}
	if !strict {
		positional := req + opt + post
		if len(args) == 1 && (positional > 1 || positional == 1 && (rest >= 0 || pl.trailingComma) || positional == 0 && rest >= 0 && post > 0) {
			if a, ok := args[0].(*Array); ok {
				args = a.a
			} else if args[0] != nil && in.respondTo(args[0], "to_ary", true) {
				r, err := in.callMethod(args[0], "to_ary", nil, nil, nil, true)
				if err != nil {
					return err
				}
				if a, ok := r.(*Array); ok {
					args = a.a
				}
			}
		}
	} else {
		max := req + opt + post
		if rest >= 0 {
			max = -1
		}
		if len(args) < req+post || max >= 0 && len(args) > max {
			n := len(args)
			if hasKw && kw != nil && kw.Len() > 0 && len(args) < req+post {
				n++
			}
			err := in.argcError(n, req+post, max)
			// Ruby names the method's required keywords too
			// (vm_args.c's argument_arity_error)
			var reqKw []string
			for _, p := range pl.list {
				if p.kind == pKeyReq {
					reqKw = append(reqKw, p.name)
				}
			}
			if len(reqKw) > 0 {
				if ee, ok := err.(*ExceptionError); ok {
					if d, ok := ee.Exc.Data.(*excData); ok {
						if m, ok := d.msg.(*String); ok {
							label := "; required keyword: "
							if len(reqKw) > 1 {
								label = "; required keywords: "
							}
							d.msg = NewString(strings.TrimSuffix(m.s, ")") + label + strings.Join(reqKw, ", ") + ")")
						}
					}
				}
			}
			return err
		}
	}
	set := func(idx int, v Value) {
		if idx < 0 {
			return
		}
		for idx >= len(fr.vars) {
			fr.vars = append(fr.vars, nil)
		}
		fr.vars[idx] = v
	}
	bindOne := func(p param, v Value) error {
		if p.sub != nil {
			var vals []Value
			if a, ok := v.(*Array); ok {
				vals = a.a
			} else {
				vals = []Value{v}
			}
			return in.bindParams(p.sub, fr, vals, nil, nil, false)
		}
		set(p.idx, v)
		return nil
	}
	// how many optional parameters get values
	avail := len(args) - req - post
	if avail < 0 {
		avail = 0
	}
	optFill := avail
	if optFill > opt {
		optFill = opt
	}
	restCount := avail - optFill
	ai := 0
	next := func() Value {
		if ai < len(args) {
			v := args[ai]
			ai++
			return v
		}
		ai++
		return nil
	}
	reqSeen := 0
	for _, p := range pl.list {
		switch p.kind {
		case pReq:
			reqSeen++
			if err := bindOne(p, next()); err != nil {
				return err
			}
		case pOpt:
			if optFill > 0 {
				optFill--
				set(p.idx, next())
			} else {
				v, err := in.eval(p.dflt, fr)
				if err != nil {
					return err
				}
				set(p.idx, v)
			}
		case pRest:
			var rv []Value
			if restCount > 0 && ai < len(args) {
				end := ai + restCount
				if end > len(args) {
					end = len(args)
				}
				rv = append(rv, args[ai:end]...)
				ai = end
			}
			set(p.idx, &Array{a: rv})
		case pPost:
			if err := bindOne(p, next()); err != nil {
				return err
			}
		}
	}
	// keywords
	if hasKw {
		used := map[any]bool{}
		var missing []string
		for _, p := range pl.list {
			switch p.kind {
			case pKey, pKeyReq:
				var v Value
				found := false
				if kw != nil {
					v, found = kw.get(Symbol(p.name))
				}
				if found {
					used[Symbol(p.name)] = true
					set(p.idx, v)
				} else if p.kind == pKeyReq {
					missing = append(missing, ":"+p.name)
				} else {
					dv, err := in.eval(p.dflt, fr)
					if err != nil {
						return err
					}
					set(p.idx, dv)
				}
			}
		}
		if len(missing) > 0 {
			if len(missing) == 1 {
				return in.raise(cArgumentError, 0, "missing keyword: %s", missing[0])
			}
			return in.raise(cArgumentError, 0, "missing keywords: %s", strings.Join(missing, ", "))
		}
		var extra []string
		restH := NewHash()
		if kw != nil {
			for i, k := range kw.keys {
				if used[k] {
					continue
				}
				restH.put(k, kw.vals[i])
				extra = append(extra, in.inspect(k))
			}
		}
		for _, p := range pl.list {
			if p.kind == pKeyRest {
				set(p.idx, restH)
				extra = nil
			}
		}
		if len(extra) > 0 && strict {
			if len(extra) == 1 {
				return in.raise(cArgumentError, 0, "unknown keyword: %s", extra[0])
			}
			return in.raise(cArgumentError, 0, "unknown keywords: %s", strings.Join(extra, ", "))
		}
	}
	if blockP >= 0 {
		if blk == nil {
			set(pl.list[blockP].idx, nil)
		} else {
			set(pl.list[blockP].idx, blk)
		}
	}
	for _, l := range pl.locals {
		set(l, nil)
	}
	return nil
}

func allSymbolKeys(h *Hash) bool {
	for _, k := range h.keys {
		if _, ok := k.(Symbol); !ok {
			return false
		}
	}
	return true
}

// respondTo reports whether v has a method name (public only unless
// priv), honouring respond_to_missing?.
func (in *Interp) respondTo(v Value, name string, priv bool) bool {
	me := in.findMethod(in.classOf(v), name)
	if me != nil && (priv || me.vis == public) {
		return true
	}
	if rm := in.findMethod(in.classOf(v), "respond_to_missing?"); rm != nil && rm.fn == nil {
		r, err := in.invoke(rm, v, []Value{Symbol(name), priv}, nil, nil, "respond_to_missing?")
		return err == nil && Truthy(r)
	}
	return in.puppetAPIResponds(v, name)
}

// Arity of a parameter list as Proc#arity / Method#arity report it.
// It is rb_proc_arity's rule over rb_iseq_min_max_arity: the minimum
// counts the required parameters (and one for required keywords), the
// maximum adds the optional ones and one for any keyword, and is unlimited
// with a rest parameter; a lambda's (or method's) arity is the minimum when
// the two agree, a proc's when the maximum is limited, else -minimum-1.
func (pl *paramList) arity(lambda bool) int {
	if pl == nil {
		return 0
	}
	req, opt, rest, kw, kwreq := 0, 0, false, false, false
	for _, p := range pl.list {
		switch p.kind {
		case pReq, pPost:
			req++
		case pOpt:
			opt++
		case pRest:
			rest = true
		case pKey, pKeyRest:
			kw = true
		case pKeyReq:
			kw, kwreq = true, true
		}
	}
	min, max := req, req+opt
	if kwreq {
		min++
	}
	if kw {
		max++
	}
	if lambda && min == max && !rest || !lambda && !rest {
		return min
	}
	return -min - 1
}
