package ruby

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// frame holds the local variables of one activation of a scope (a file,
// a method body, a class body, a block call).
type frame struct {
	vars   []Value
	parent *frame
	ctx    *callCtx
	proc   *Proc // the block this frame runs, nil for methods and bodies
	loops  int   // while/until loops running in this frame
}

// callCtx is what a method activation (or a class body, or the top
// level) shares with the blocks created in it.
type callCtx struct {
	self      Value
	cref      *cref   // lexical module nesting (constants, def)
	defTarget *Module // where def defines methods
	meth      *method // the method running (nil in bodies)
	owner     *Module // the module meth was found in (super starts after it)
	args      []Value // the method's arguments (zsuper)
	kw        *Hash
	block     *Proc // the block given to the method (yield)
	vis       visibility
	modFunc   bool
	file      *File
	retTarget *callCtx // where return goes (nil: here)
	lastMatch Value    // $~
}

func (c *callCtx) ret() *callCtx {
	if c.retTarget != nil {
		return c.retTarget
	}
	return c
}

// cref is the lexical module nesting: class A; module B; ... end; end.
type cref struct {
	mod    *Module
	parent *cref
}

// Control flow travels as errors.
type (
	breakErr struct {
		val Value
		tag *Proc // the block broken out of; nil inside a while loop
	}
	nextErr   struct{ val Value }
	returnErr struct {
		val    Value
		target *callCtx
	}
	retryErr struct{}
	throwErr struct {
		tag, val Value
	}
	// fatalErr is a resource limit or an unsupported construct: Ruby
	// code cannot rescue it.
	fatalErr struct {
		class, msg  string
		unsupported bool
		file        *File
		pos         int
		bt          []string
	}
)

func (e *breakErr) Error() string  { return "break from proc-closure (LocalJumpError)" }
func (e *nextErr) Error() string   { return "next used outside of a block" }
func (e *returnErr) Error() string { return "unexpected return (LocalJumpError)" }
func (e *retryErr) Error() string  { return "Invalid retry" }
func (e *throwErr) Error() string  { return "uncaught throw" }
func (e *fatalErr) Error() string  { return e.msg }

func (in *Interp) evalSeq(list []node, fr *frame) (Value, error) {
	var v Value
	var err error
	for _, n := range list {
		v, err = in.eval(n, fr)
		if err != nil {
			return nil, err
		}
	}
	return v, nil
}

func (in *Interp) eval(n node, fr *frame) (Value, error) {
	if n == nil {
		return nil, nil
	}
	in.steps++
	if in.steps&0x3ff == 0 {
		if err := in.checkLimits(); err != nil {
			return nil, err
		}
	}
	switch x := n.(type) {
	case *seqNode:
		return in.evalSeq(x.list, fr)
	case *nilNode:
		return nil, nil
	case *trueNode:
		return true, nil
	case *falseNode:
		return false, nil
	case *selfNode:
		return fr.ctx.self, nil
	case *intNode:
		return x.v, nil
	case *bigIntNode:
		return new(big.Int).Set(x.v), nil
	case *floatNode:
		return x.v, nil
	case *strNode:
		if x.frozen {
			if len(x.parts) == 0 {
				return &String{s: "", frozen: true}, nil
			}
			return &String{s: x.parts[0].lit, frozen: true}, nil
		}
		s, err := in.interpolate(x, fr)
		if err != nil {
			return nil, err
		}
		return &String{s: s}, nil
	case *xstrNode:
		// `cmd` and %x(cmd) call Kernel#` with the text (kernel_exec.go)
		s, err := in.interpolate(x.str, fr)
		if err != nil {
			return nil, err
		}
		in.pos = x.p
		return in.callMethodCtx(fr.ctx.self, "`", []Value{&String{s: s}}, nil, nil, true, false, fr)
	case *symNode:
		return Symbol(x.name), nil
	case *dsymNode:
		s, err := in.interpolate(x.str, fr)
		if err != nil {
			return nil, err
		}
		return Symbol(s), nil
	case *regexNode:
		if x.static != nil {
			return x.static, nil
		}
		s, err := in.interpolateRegex(x.str, fr)
		if err != nil {
			return nil, err
		}
		re, rerr := newRegexp(s, x.opts)
		if rerr != nil {
			in.pos = x.p
			return nil, in.regexpErr(rerr, x.p)
		}
		return re, nil
	case *arrayNode:
		a, err := in.evalList(x.elems, fr)
		if err != nil {
			return nil, err
		}
		return &Array{a: a}, nil
	case *hashNode:
		return in.evalHash(x, fr)
	case *rangeNode:
		return in.evalRange(x, fr)
	case *lvarNode:
		f := fr
		for i := 0; i < x.up; i++ {
			f = f.parent
		}
		if x.idx < len(f.vars) {
			return f.vars[x.idx], nil
		}
		return nil, nil
	case *ivarNode:
		return in.ivarGet(fr.ctx.self, x.name), nil
	case *cvarNode:
		in.pos = x.p
		return in.cvarGet(fr, x.name)
	case *gvarNode:
		in.pos = x.p
		return in.gvarGet(fr, x.name)
	case *constNode:
		in.pos = x.p
		return in.evalConst(x, fr)
	case *assignNode:
		v, err := in.eval(x.value, fr)
		if err != nil {
			return nil, err
		}
		return v, in.assign(x.target, v, fr)
	case *opAssignNode:
		return in.evalOpAssign(x, fr)
	case *multiAssignNode:
		return in.evalMultiAssign(x, fr)
	case *callNode:
		return in.evalCall(x, fr)
	case *superNode:
		return in.evalSuper(x, fr)
	case *yieldNode:
		return in.evalYield(x, fr)
	case *andNode:
		l, err := in.eval(x.l, fr)
		if err != nil || !Truthy(l) {
			return l, err
		}
		return in.eval(x.r, fr)
	case *orNode:
		l, err := in.eval(x.l, fr)
		if err != nil || Truthy(l) {
			return l, err
		}
		return in.eval(x.r, fr)
	case *notNode:
		v, err := in.eval(x.val, fr)
		if err != nil {
			return nil, err
		}
		if o, ok := v.(*Object); ok && o.class.in != nil {
			// a user-defined ! is honoured
			if me := in.findMethod(in.classOf(v), "!"); me != nil && me.fn == nil {
				return in.invoke(me, v, nil, nil, nil, "!")
			}
		}
		return !Truthy(v), nil
	case *definedNode:
		return in.evalDefined(x.val, fr)
	case *ifNode:
		c, err := in.eval(x.cond, fr)
		if err != nil {
			return nil, err
		}
		if Truthy(c) {
			return in.eval(x.then, fr)
		}
		return in.eval(x.els, fr)
	case *whileNode:
		return in.evalWhile(x, fr)
	case *forNode:
		return in.evalFor(x, fr)
	case *caseNode:
		return in.evalCase(x, fr)
	case *caseInNode:
		return in.evalCaseIn(x, fr)
	case *patMatchNode:
		return in.evalPatMatch(x, fr)
	case *breakNode:
		v, err := in.eval(x.val, fr)
		if err != nil {
			return nil, err
		}
		if fr.loops > 0 {
			return nil, &breakErr{val: v}
		}
		if fr.proc != nil {
			return nil, &breakErr{val: v, tag: fr.proc}
		}
		in.pos = x.p
		return nil, in.raise(cSyntaxError, x.p, "Invalid break")
	case *nextNode:
		v, err := in.eval(x.val, fr)
		if err != nil {
			return nil, err
		}
		if fr.loops == 0 && fr.proc == nil {
			in.pos = x.p
			return nil, in.raise(cSyntaxError, x.p, "Invalid next")
		}
		return nil, &nextErr{val: v}
	case *redoNode:
		in.pos = x.p
		return nil, in.unsupportedErr("redo")
	case *returnNode:
		v, err := in.eval(x.val, fr)
		if err != nil {
			return nil, err
		}
		return nil, &returnErr{val: v, target: fr.ctx.ret()}
	case *retryNode:
		return nil, &retryErr{}
	case *beginNode:
		return in.evalBegin(x, fr)
	case *defNode:
		in.pos = x.p
		return in.evalDef(x, fr)
	case *classNode:
		in.pos = x.p
		return in.evalClass(x, fr)
	case *sclassNode:
		in.pos = x.p
		return in.evalSClass(x, fr)
	case *aliasNode:
		in.pos = x.p
		return in.evalAlias(x, fr)
	case *undefNode:
		in.pos = x.p
		target := fr.ctx.defTarget
		for _, name := range x.names {
			if target.lookupFrom(name) == nil {
				return nil, in.raiseNameError(fmt.Sprintf("undefined method `%s' for %s `%s'", name, moduleKind(target), in.modName(target)), name)
			}
			target.addMethod(&method{name: name, undef: true})
		}
		return nil, nil
	case *fileNode:
		return NewString(in.fileName(fr.ctx.file)), nil
	case *encodingNode:
		return in.encodingObject(UTF8), nil
	case *preExeNode:
		return in.eval(x.body, fr)
	case *splatNode:
		return in.eval(x.val, fr)
	case *blockPassNode:
		in.pos = x.p
		return nil, in.raise(cSyntaxError, x.p, "block argument should not be given")
	case *mlhsNode:
		in.pos = x.p
		return nil, in.raise(cSyntaxError, x.p, "unexpected nested assignment")
	}
	if lit, ok := n.(*numLitNode); ok {
		return in.numLitValue(lit), nil
	}
	return nil, &fatalErr{class: "Punch::InternalError", msg: fmt.Sprintf("cannot evaluate %T", n), file: fr.ctx.file, pos: n.pos()}
}

func moduleKind(m *Module) string {
	if m.isClass {
		return "class"
	}
	return "module"
}

func (in *Interp) fileName(f *File) string {
	if f == nil {
		return "(eval)"
	}
	return f.name
}

func (in *Interp) interpolate(s *strNode, fr *frame) (string, error) {
	if len(s.parts) == 1 && s.parts[0].code == nil {
		return s.parts[0].lit, nil
	}
	var b strings.Builder
	for _, p := range s.parts {
		if p.code == nil {
			b.WriteString(p.lit)
			continue
		}
		v, err := in.eval(p.code, fr)
		if err != nil {
			return "", err
		}
		sv, err := in.interpToS(v)
		if err != nil {
			return "", err
		}
		b.WriteString(sv)
		if err := in.checkStrLen(b.Len()); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// interpToS is the string an interpolated value contributes: to_s, or
// the default to_s when to_s does not return a String (as Ruby does).
func (in *Interp) interpToS(v Value) (string, error) {
	if s, ok := v.(*String); ok {
		return s.s, nil
	}
	if s, ok := in.fastToS(v); ok {
		return s, nil
	}
	r, err := in.callMethod(v, "to_s", nil, nil, nil, true)
	if err != nil {
		return "", err
	}
	if s, ok := r.(*String); ok {
		return s.s, nil
	}
	return in.anyToS(v), nil
}

// interpolateRegex builds a regexp source: interpolated Regexps insert
// their to_s form, strings their text.
func (in *Interp) interpolateRegex(s *strNode, fr *frame) (string, error) {
	var b strings.Builder
	for _, p := range s.parts {
		if p.code == nil {
			b.WriteString(p.lit)
			continue
		}
		v, err := in.eval(p.code, fr)
		if err != nil {
			return "", err
		}
		if re, ok := v.(*Regexp); ok {
			b.WriteString(re.toS())
			continue
		}
		sv, err := in.interpToS(v)
		if err != nil {
			return "", err
		}
		b.WriteString(sv)
	}
	return b.String(), nil
}

func (in *Interp) evalList(list []node, fr *frame) ([]Value, error) {
	out := make([]Value, 0, len(list))
	for _, n := range list {
		switch x := n.(type) {
		case *splatNode:
			v, err := in.eval(x.val, fr)
			if err != nil {
				return nil, err
			}
			a, err := in.splatValue(v)
			if err != nil {
				return nil, err
			}
			out = append(out, a...)
			continue
		case *hashNode:
			if x.kw {
				// [a: 1] and f(*x, a: 1) elements: a trailing hash
				h, err := in.evalHash(x, fr)
				if err != nil {
					return nil, err
				}
				if h.(*Hash).Len() > 0 || len(x.keys) > 0 && x.keys[0] != nil {
					out = append(out, h)
				}
				continue
			}
		}
		v, err := in.eval(n, fr)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// splatValue is *v: to_a of arrays, nil, hashes, ranges, enumerators and
// objects with to_a; any other value alone.
func (in *Interp) splatValue(v Value) ([]Value, error) {
	switch x := v.(type) {
	case *Array:
		return append([]Value(nil), x.a...), nil
	case nil:
		return nil, nil
	case *Hash:
		out := make([]Value, len(x.keys))
		for i, k := range x.keys {
			out[i] = &Array{a: []Value{k, x.vals[i]}}
		}
		return out, nil
	case *Range:
		return in.rangeToA(x, 0)
	case int64, float64, *String, Symbol, bool:
		return []Value{v}, nil
	}
	if in.respondTo(v, "to_a", true) {
		r, err := in.callMethod(v, "to_a", nil, nil, nil, true)
		if err != nil {
			return nil, err
		}
		if a, ok := r.(*Array); ok {
			return append([]Value(nil), a.a...), nil
		}
		if r != nil {
			return nil, in.raise(cTypeError, 0, "can't convert %s to Array (%s#to_a gives %s)", in.className(v), in.className(v), in.className(r))
		}
	}
	return []Value{v}, nil
}

func (in *Interp) evalHash(x *hashNode, fr *frame) (Value, error) {
	h := NewHash()
	for i, kn := range x.keys {
		if kn == nil {
			v, err := in.eval(x.vals[i].(*splatNode).val, fr)
			if err != nil {
				return nil, err
			}
			o, err := in.toHash(v)
			if err != nil {
				return nil, err
			}
			if o == nil {
				continue
			}
			for j, k := range o.keys {
				h.put(k, o.vals[j])
			}
			continue
		}
		k, err := in.eval(kn, fr)
		if err != nil {
			return nil, err
		}
		v, err := in.eval(x.vals[i], fr)
		if err != nil {
			return nil, err
		}
		if err := in.putLiteral(h, k, v); err != nil {
			return nil, err
		}
	}
	return h, nil
}

// toHash is the implicit conversion of **v: a Hash, nil (nothing), or an
// object with to_hash.
func (in *Interp) toHash(v Value) (*Hash, error) {
	switch o := v.(type) {
	case *Hash:
		return o, nil
	case nil:
		return nil, nil
	}
	r, err := in.convert(v, toHsh, 0)
	h, _ := r.(*Hash)
	return h, err
}

func (in *Interp) evalRange(x *rangeNode, fr *frame) (Value, error) {
	lo, err := in.eval(x.lo, fr)
	if err != nil {
		return nil, err
	}
	hi, err := in.eval(x.hi, fr)
	if err != nil {
		return nil, err
	}
	if lo != nil && hi != nil {
		if _, ok, err := in.compare(lo, hi); err != nil {
			return nil, err
		} else if !ok {
			in.pos = x.p
			return nil, in.raise(cArgumentError, x.p, "bad value for range")
		}
	}
	return &Range{Begin: lo, End: hi, Exclusive: x.excl}, nil
}

func (in *Interp) evalConst(x *constNode, fr *frame) (Value, error) {
	if x.top {
		return in.constGetFrom(in.cObject, x.name, true)
	}
	if x.scope != nil {
		sv, err := in.eval(x.scope, fr)
		if err != nil {
			return nil, err
		}
		in.pos = x.p // the scope's evaluation moved it
		m, ok := sv.(*Module)
		if !ok {
			return nil, in.raise(cTypeError, x.p, "%s is not a class/module", in.inspect(sv))
		}
		return in.constGetFrom(m, x.name, false)
	}
	return in.constLexical(fr.ctx.cref, x.name)
}

// constLexical looks a constant up as Ruby does for a bare name: the
// lexical scopes, then the ancestors of the innermost one, then Object.
func (in *Interp) constLexical(cr *cref, name string) (Value, error) {
	for c := cr; c != nil; c = c.parent {
		if c.parent == nil {
			break // the top level is Object: searched below
		}
		if v, ok := c.mod.consts[name]; ok {
			return in.resolveConst(c.mod, name, v)
		}
	}
	start := in.cObject
	if cr != nil {
		start = cr.mod
	}
	for _, a := range start.ancestors() {
		if v, ok := a.consts[name]; ok {
			return in.resolveConst(a, name, v)
		}
	}
	if !start.isClass || start.isSingleton {
		if v, ok := in.cObject.consts[name]; ok {
			return in.resolveConst(in.cObject, name, v)
		}
	}
	if start.isSingleton {
		if m, ok := start.attached.(*Module); ok {
			for _, a := range m.ancestors() {
				if v, ok := a.consts[name]; ok {
					return in.resolveConst(a, name, v)
				}
			}
		}
	}
	if v, ok, err := in.autoloadConst(name); ok || err != nil {
		return v, err
	}
	return constMissing(in.uninitializedConst(start, name))
}

// constMissing turns const_missing's value back into a result.
func constMissing(err error) (Value, error) {
	if cf, ok := err.(*constFound); ok {
		return cf.v, nil
	}
	return nil, err
}

// constGetFrom is Mod::Name: m and its ancestors (and Object's constants
// for a class, as Ruby 3.1 warns but still allows only for Object itself).
func (in *Interp) constGetFrom(m *Module, name string, top bool) (Value, error) {
	for _, a := range m.ancestors() {
		if v, ok := a.consts[name]; ok {
			if a == in.cObject && m != in.cObject && !top {
				break
			}
			return in.resolveConst(a, name, v)
		}
	}
	if m == in.cObject {
		if v, ok, err := in.autoloadConst(name); ok || err != nil {
			return v, err
		}
	}
	if v, ok, err := in.autoloadConstIn(m, name); ok || err != nil {
		return v, err
	}
	return constMissing(in.uninitializedConst(m, name))
}

func (in *Interp) uninitializedConst(m *Module, name string) error {
	// const_missing defined by module code?
	if me := in.findMethod(in.singletonOf(m), "const_missing"); me != nil {
		v, err := in.invoke(me, m, []Value{Symbol(name)}, nil, nil, "const_missing")
		if err != nil {
			return err
		}
		return &constFound{v}
	}
	full := name
	if m != nil && m != in.cObject && m.name != "" {
		full = m.name + "::" + name
	}
	if m != nil && m.puppetAPI && in.inDefined == 0 && puppetHasConst(full) {
		// a gap of Punch's Puppet API, not the module's mistake
		return in.unsupportedErr("Puppet API: " + full + " (not in Punch's Ruby runtime)")
	}
	if m != nil && m.partialLib != "" && in.inDefined == 0 {
		return in.unsupportedErr(full + " (library " + m.partialLib + ": Punch's Ruby runtime has only part of it)")
	}
	return in.raiseNameError("uninitialized constant "+full, name)
}

// constFound carries a value const_missing returned through the error
// path (rare).
type constFound struct{ v Value }

func (e *constFound) Error() string { return "constant found" }

func (in *Interp) resolveConst(m *Module, name string, v Value) (Value, error) {
	if al, ok := v.(*autoloadMarker); ok {
		if err := in.require(al.path, true); err != nil {
			return nil, err
		}
		nv, ok := m.consts[name]
		if !ok || nv == v {
			return nil, in.uninitializedConst(m, name)
		}
		return nv, nil
	}
	return v, nil
}

// autoloadMarker is the value of a constant registered with autoload.
type autoloadMarker struct{ path string }

func (in *Interp) assign(t node, v Value, fr *frame) error {
	switch x := t.(type) {
	case *lvarNode:
		f := fr
		for i := 0; i < x.up; i++ {
			f = f.parent
		}
		for x.idx >= len(f.vars) {
			f.vars = append(f.vars, nil)
		}
		f.vars[x.idx] = v
		return nil
	case *ivarNode:
		return in.ivarSet(fr.ctx.self, x.name, v)
	case *cvarNode:
		return in.cvarSet(fr, x.name, v)
	case *gvarNode:
		if in.gvarName(x.name) == "$~" {
			// $~ = nil or a MatchData: the frame's last match
			return in.assignLastMatch(fr, v)
		}
		return in.gvarSet(x.name, v)
	case *constNode:
		var m *Module
		if x.top {
			m = in.cObject
		} else if x.scope != nil {
			sv, err := in.eval(x.scope, fr)
			if err != nil {
				return err
			}
			mm, ok := sv.(*Module)
			if !ok {
				return in.raise(cTypeError, x.p, "%s is not a class/module", in.inspect(sv))
			}
			m = mm
		} else {
			m = fr.ctx.cref.mod
		}
		m.SetConst(x.name, v)
		return nil
	case *callNode:
		recv, err := in.eval(x.recv, fr)
		if err != nil {
			return err
		}
		if x.safeNav && recv == nil {
			return nil
		}
		selfCall := isSelfNode(x.recv)
		if x.name == "[]" {
			args, kw, blk, err := in.evalArgs(x.args, fr)
			if err != nil {
				return err
			}
			if kw != nil {
				args = append(args, kw)
			}
			in.pos = x.p
			_, err = in.callMethod(recv, "[]=", append(args, v), nil, blk, selfCall)
			return err
		}
		in.pos = x.p
		_, err = in.callMethod(recv, x.name+"=", []Value{v}, nil, nil, selfCall)
		return err
	case *mlhsNode:
		return in.destructure(x.targets, v, fr)
	case *splatNode:
		if x.val == nil {
			return nil
		}
		a, err := in.splatValue(v)
		if err != nil {
			return err
		}
		return in.assign(x.val, &Array{a: a}, fr)
	}
	return &fatalErr{class: "Punch::InternalError", msg: fmt.Sprintf("cannot assign to %T", t), file: fr.ctx.file, pos: t.pos()}
}

func isSelfNode(n node) bool {
	_, ok := n.(*selfNode)
	return ok
}

// destructure assigns an array value over targets with an optional splat
// (a, *b, c = ...).
func (in *Interp) destructure(targets []node, v Value, fr *frame) error {
	var vals []Value
	switch x := v.(type) {
	case *Array:
		vals = x.a
	case nil:
		vals = []Value{nil}
	default:
		if in.respondTo(v, "to_ary", true) {
			r, err := in.callMethod(v, "to_ary", nil, nil, nil, true)
			if err != nil {
				return err
			}
			if a, ok := r.(*Array); ok {
				vals = a.a
				break
			}
		}
		vals = []Value{v}
	}
	vals = append([]Value(nil), vals...)
	splat := -1
	for i, t := range targets {
		if _, ok := t.(*splatNode); ok {
			splat = i
			break
		}
	}
	if splat < 0 {
		for i, t := range targets {
			var e Value
			if i < len(vals) {
				e = vals[i]
			}
			if err := in.assign(t, e, fr); err != nil {
				return err
			}
		}
		return nil
	}
	after := len(targets) - splat - 1
	for i := 0; i < splat; i++ {
		var e Value
		if i < len(vals) {
			e = vals[i]
		}
		if err := in.assign(targets[i], e, fr); err != nil {
			return err
		}
	}
	restEnd := len(vals) - after
	if restEnd < splat {
		restEnd = splat
	}
	var rest []Value
	if splat < restEnd && splat < len(vals) {
		rest = append(rest, vals[splat:restEnd]...)
	}
	if sp := targets[splat].(*splatNode); sp.val != nil {
		if err := in.assign(sp.val, &Array{a: rest}, fr); err != nil {
			return err
		}
	}
	for i := 0; i < after; i++ {
		var e Value
		if j := restEnd + i; j < len(vals) {
			e = vals[j]
		}
		if err := in.assign(targets[splat+1+i], e, fr); err != nil {
			return err
		}
	}
	return nil
}

func (in *Interp) evalMultiAssign(x *multiAssignNode, fr *frame) (Value, error) {
	v, err := in.eval(x.value, fr)
	if err != nil {
		return nil, err
	}
	return v, in.destructure(x.targets, v, fr)
}

func (in *Interp) evalOpAssign(x *opAssignNode, fr *frame) (Value, error) {
	// Evaluate the receiver and index once.
	var get func() (Value, error)
	var set func(Value) error
	switch t := x.target.(type) {
	case *callNode:
		recv, err := in.eval(t.recv, fr)
		if err != nil {
			return nil, err
		}
		if t.safeNav && recv == nil {
			return nil, nil
		}
		selfCall := isSelfNode(t.recv)
		if t.name == "[]" {
			args, kw, _, err := in.evalArgs(t.args, fr)
			if err != nil {
				return nil, err
			}
			if kw != nil {
				args = append(args, kw)
			}
			get = func() (Value, error) {
				in.pos = t.p
				return in.callMethod(recv, "[]", args, nil, nil, selfCall)
			}
			set = func(v Value) error {
				in.pos = t.p
				_, err := in.callMethod(recv, "[]=", append(append([]Value(nil), args...), v), nil, nil, selfCall)
				return err
			}
		} else {
			get = func() (Value, error) {
				in.pos = t.p
				return in.callMethod(recv, t.name, nil, nil, nil, selfCall)
			}
			set = func(v Value) error {
				in.pos = t.p
				_, err := in.callMethod(recv, t.name+"=", []Value{v}, nil, nil, selfCall)
				return err
			}
		}
	case *constNode:
		get = func() (Value, error) {
			if x.op == "||" {
				// X ||= v does not raise for an undefined X
				d, err := in.evalDefined(t, fr)
				if err != nil || d == nil {
					return nil, err
				}
			}
			return in.eval(t, fr)
		}
		set = func(v Value) error { return in.assign(t, v, fr) }
	case *ivarNode, *lvarNode, *gvarNode:
		get = func() (Value, error) { return in.eval(t, fr) }
		set = func(v Value) error { return in.assign(t, v, fr) }
	case *cvarNode:
		get = func() (Value, error) {
			if x.op == "||" {
				if _, ok := in.cvarLookup(fr, t.name); !ok {
					return nil, nil
				}
			}
			return in.eval(t, fr)
		}
		set = func(v Value) error { return in.assign(t, v, fr) }
	default:
		return nil, &fatalErr{class: "Punch::InternalError", msg: fmt.Sprintf("cannot op-assign %T", x.target), file: fr.ctx.file, pos: x.p}
	}
	cur, err := get()
	if err != nil {
		return nil, err
	}
	switch x.op {
	case "||":
		if Truthy(cur) {
			return cur, nil
		}
		v, err := in.eval(x.value, fr)
		if err != nil {
			return nil, err
		}
		return v, set(v)
	case "&&":
		if !Truthy(cur) {
			return cur, nil
		}
		v, err := in.eval(x.value, fr)
		if err != nil {
			return nil, err
		}
		return v, set(v)
	}
	rhs, err := in.eval(x.value, fr)
	if err != nil {
		return nil, err
	}
	in.pos = x.p
	v, err := in.binop(cur, x.op, rhs)
	if err != nil {
		return nil, err
	}
	return v, set(v)
}

// binop is a binary operator call, with fast paths for numbers.
func (in *Interp) binop(l Value, op string, r Value) (Value, error) {
	if a, ok := l.(int64); ok {
		if b, ok := r.(int64); ok {
			if v, ok := intFast(a, op, b); ok {
				return v, nil
			}
		}
	}
	return in.callMethod(l, op, []Value{r}, nil, nil, false)
}

// intFast computes common Integer operators without dispatch (when the
// result fits and Integer's method has not been redefined... Integer
// reopening for operators is not supported: see docs/ruby.md).
func intFast(a int64, op string, b int64) (Value, bool) {
	switch op {
	case "+":
		s := a + b
		if (s > a) == (b > 0) {
			return s, true
		}
	case "-":
		s := a - b
		if (s < a) == (b > 0) {
			return s, true
		}
	case "<":
		return a < b, true
	case ">":
		return a > b, true
	case "<=":
		return a <= b, true
	case ">=":
		return a >= b, true
	case "==":
		return a == b, true
	}
	return nil, false
}

func (in *Interp) evalWhile(x *whileNode, fr *frame) (Value, error) {
	fr.loops++
	defer func() { fr.loops-- }()
	first := x.doWhile
	for {
		if !first {
			c, err := in.eval(x.cond, fr)
			if err != nil {
				return nil, err
			}
			if Truthy(c) == x.until {
				return nil, nil
			}
		}
		first = false
		if err := in.tick(); err != nil {
			return nil, err
		}
		_, err := in.eval(x.body, fr)
		if err != nil {
			switch e := err.(type) {
			case *breakErr:
				if e.tag == nil {
					return e.val, nil
				}
			case *nextErr:
				continue
			}
			return nil, err
		}
	}
}

func (in *Interp) evalFor(x *forNode, fr *frame) (Value, error) {
	iter, err := in.eval(x.iter, fr)
	if err != nil {
		return nil, err
	}
	// for x in obj calls obj.each with a block assigning the loop
	// variables in the enclosing scope
	body := func(c *Call) (Value, error) {
		var v Value
		if len(c.Args) == 1 {
			v = c.Args[0]
		} else {
			v = &Array{a: c.Args}
		}
		if len(x.vars) == 1 {
			if err := in.assign(x.vars[0], v, fr); err != nil {
				return nil, err
			}
		} else if err := in.destructure(x.vars, v, fr); err != nil {
			return nil, err
		}
		fr.loops++
		_, err := in.eval(x.body, fr)
		fr.loops--
		if err != nil {
			if ne, ok := err.(*nextErr); ok {
				return ne.val, nil
			}
			if be, ok := err.(*breakErr); ok && be.tag == nil {
				return nil, &forBreak{be.val}
			}
		}
		return nil, err
	}
	p := &Proc{fn: body, min: 0, max: -1}
	in.pos = x.p
	_, err = in.callMethod(iter, "each", nil, nil, p, false)
	if fb, ok := err.(*forBreak); ok {
		return fb.val, nil
	}
	if err != nil {
		return nil, err
	}
	return iter, nil
}

type forBreak struct{ val Value }

func (e *forBreak) Error() string { return "break" }

// evalCondItem is the values one item of a when or rescue list stands
// for: its value, or the elements of a *splat.
func (in *Interp) evalCondItem(c node, fr *frame) ([]Value, error) {
	if sp, ok := c.(*splatNode); ok {
		v, err := in.eval(sp.val, fr)
		if err != nil {
			return nil, err
		}
		return in.splatValue(v)
	}
	v, err := in.eval(c, fr)
	if err != nil {
		return nil, err
	}
	return []Value{v}, nil
}

func (in *Interp) evalCase(x *caseNode, fr *frame) (Value, error) {
	var subj Value
	if x.subject != nil {
		var err error
		subj, err = in.eval(x.subject, fr)
		if err != nil {
			return nil, err
		}
	}
	for _, w := range x.whens {
		for _, c := range w.conds {
			cands, err := in.evalCondItem(c, fr)
			if err != nil {
				return nil, err
			}
			for _, cv := range cands {
				var hit bool
				if x.subject == nil {
					hit = Truthy(cv)
				} else {
					in.pos = c.pos()
					r, err := in.caseEq(cv, subj, fr)
					if err != nil {
						return nil, err
					}
					hit = r
				}
				if hit {
					return in.eval(w.body, fr)
				}
			}
		}
	}
	return in.eval(x.els, fr)
}

// caseEq is pattern === v, with the Regexp case setting $~.
func (in *Interp) caseEq(pattern, v Value, fr *frame) (bool, error) {
	switch p := pattern.(type) {
	case *Module:
		if me := in.findMethod(in.classOf(p), "==="); me != nil && me.fn == nil {
			break
		}
		return in.isA(v, p), nil
	case *Regexp:
		var s string
		switch x := v.(type) {
		case *String:
			s = x.s
		case Symbol:
			s = string(x)
		default:
			return false, nil
		}
		m, err := in.regexMatch(p, s, 0, 0)
		if err != nil {
			return false, err
		}
		if fr != nil {
			if m == nil {
				fr.ctx.lastMatch = nil
			} else {
				fr.ctx.lastMatch = m
			}
		}
		return m != nil, nil
	case int64, *String, Symbol, nil, bool:
		if _, isObj := v.(*Object); !isObj {
			return in.equal(pattern, v)
		}
	}
	r, err := in.callMethod(pattern, "===", []Value{v}, nil, nil, false)
	if err != nil {
		return false, err
	}
	return Truthy(r), nil
}

func (in *Interp) evalBegin(x *beginNode, fr *frame) (Value, error) {
	for {
		v, err := in.evalBeginOnce(x, fr)
		if _, ok := err.(*retryErr); ok && len(x.rescues) > 0 {
			if err := in.tick(); err != nil {
				return nil, err
			}
			continue
		}
		return v, err
	}
}

func (in *Interp) evalBeginOnce(x *beginNode, fr *frame) (v Value, err error) {
	if x.ensure != nil {
		defer func() {
			savedErrInfo := in.errInfo
			_, eerr := in.eval(x.ensure, fr)
			in.errInfo = savedErrInfo
			if eerr != nil {
				v, err = nil, eerr
			}
		}()
	}
	v, err = in.eval(x.body, fr)
	if err == nil {
		if x.els != nil {
			return in.eval(x.els, fr)
		}
		return v, nil
	}
	exc, ok := err.(*ExceptionError)
	if !ok {
		if he := in.hostAsException(err); he != nil {
			exc, ok = he, true
			err = he
		}
	}
	if !ok || len(x.rescues) == 0 {
		return nil, err
	}
	for _, rc := range x.rescues {
		match := false
		if len(rc.classes) == 0 {
			match = in.isA(exc.Exc, in.cStandardError)
		}
		for _, cn := range rc.classes {
			cands, cerr := in.evalCondItem(cn, fr)
			if cerr != nil {
				return nil, cerr
			}
			for _, cv := range cands {
				m, isMod := cv.(*Module)
				if !isMod {
					in.pos = rc.pos
					return nil, in.raise(cTypeError, rc.pos, "class or module required for rescue clause")
				}
				if in.isA(exc.Exc, m) {
					match = true
				}
			}
			if match {
				break
			}
		}
		if !match {
			continue
		}
		savedErrInfo := in.errInfo
		in.errInfo = exc.Exc
		if rc.target != nil {
			if aerr := in.assign(rc.target, exc.Exc, fr); aerr != nil {
				return nil, aerr
			}
		}
		v, err = in.eval(rc.body, fr)
		in.errInfo = savedErrInfo
		return v, err
	}
	return nil, err
}

func (in *Interp) evalDefined(n node, fr *frame) (Value, error) {
	// a missing Puppet API constant is "not defined" here, not unsupported
	in.inDefined++
	defer func() { in.inDefined-- }()
	str := func(s string) (Value, error) { return &String{s: s, frozen: true}, nil }
	switch x := n.(type) {
	case *lvarNode:
		return str("local-variable")
	case *ivarNode:
		if _, ok := fr.ctx.self.(*Object); ok {
			if in.ivarDefined(fr.ctx.self, x.name) {
				return str("instance-variable")
			}
			return nil, nil
		}
		if m, ok := fr.ctx.self.(*Module); ok {
			if _, ok := m.ivars.get(x.name); ok {
				return str("instance-variable")
			}
			return nil, nil
		}
		if in.ivarDefined(fr.ctx.self, x.name) {
			return str("instance-variable")
		}
		return nil, nil
	case *cvarNode:
		if _, ok := in.cvarLookup(fr, x.name); ok {
			return str("class variable")
		}
		return nil, nil
	case *gvarNode:
		if _, ok := in.globals[in.gvarName(x.name)]; ok || isSpecialGvar(in.gvarName(x.name)) {
			return str("global-variable")
		}
		return nil, nil
	case *constNode:
		_, err := in.evalConst(x, fr)
		if err != nil {
			if _, ok := err.(*ExceptionError); ok {
				return nil, nil
			}
			return nil, err
		}
		return str("constant")
	case *callNode:
		if x.recv == nil {
			if x.vcall || true {
				if in.findMethod(in.classOf(fr.ctx.self), x.name) != nil {
					return str("method")
				}
				return nil, nil
			}
		}
		rv, err := in.evalDefined(x.recv, fr)
		if err != nil || rv == nil {
			return nil, err
		}
		recv, err := in.eval(x.recv, fr)
		if err != nil {
			if _, ok := err.(*ExceptionError); ok {
				return nil, nil
			}
			return nil, err
		}
		if in.respondTo(recv, x.name, false) {
			return str("method")
		}
		return nil, nil
	case *selfNode:
		return str("self")
	case *nilNode:
		return str("expression")
	case *trueNode, *falseNode:
		return str("expression")
	case *assignNode, *opAssignNode, *multiAssignNode:
		return str("assignment")
	case *yieldNode:
		if fr.ctx.block != nil {
			return str("yield")
		}
		return nil, nil
	case *superNode:
		if fr.ctx.meth != nil && fr.ctx.owner != nil {
			if in.superMethod(fr.ctx) != nil {
				return str("super")
			}
		}
		return nil, nil
	case *seqNode:
		if len(x.list) == 1 {
			return in.evalDefined(x.list[0], fr)
		}
	}
	return str("expression")
}

func isSpecialGvar(name string) bool {
	switch name {
	case "$~", "$&", "$`", "$'", "$+", "$!", "$@", "$0", "$:", "$LOAD_PATH", "$\"", "$LOADED_FEATURES", "$stdout", "$stderr", "$stdin", "$,", "$/", "$;", "$\\", "$DEBUG", "$VERBOSE", "$PROGRAM_NAME", "$$":
		return true
	}
	if len(name) > 1 && isDigit(name[1]) {
		return true
	}
	return false
}

// gvarGet reads a global variable; the match variables are frame-local
// as in Ruby.
func (in *Interp) gvarGet(fr *frame, name string) (Value, error) {
	name = in.gvarName(name)
	m, _ := fr.ctx.lastMatch.(*MatchData)
	switch name {
	case "$~":
		return fr.ctx.lastMatch, nil
	case "$&":
		if m == nil {
			return nil, nil
		}
		return m.group(0), nil
	case "$`":
		if m == nil {
			return nil, nil
		}
		return NewString(m.str[:m.starts[0]]), nil
	case "$'":
		if m == nil {
			return nil, nil
		}
		return NewString(m.str[m.ends[0]:]), nil
	case "$+":
		if m == nil {
			return nil, nil
		}
		for i := len(m.starts) - 1; i > 0; i-- {
			if m.starts[i] >= 0 {
				return m.group(i), nil
			}
		}
		return nil, nil
	case "$!":
		return in.errInfo, nil
	case "$@":
		// $!.backtrace
		if in.errInfo == nil {
			return nil, nil
		}
		return in.callMethod(in.errInfo, "backtrace", nil, nil, nil, true)
	case "$0", "$PROGRAM_NAME":
		return NewString("/usr/bin/puppet"), nil
	case "$:", "$LOAD_PATH":
		return in.loadPathArray(), nil
	case "$\"", "$LOADED_FEATURES":
		return in.loadedFeaturesArray(), nil
	case "$/":
		return NewString("\n"), nil
	case "$$":
		return int64(1), nil
	case "$stdout", "$stderr", "$stdin":
		return in.stdStream(name), nil
	}
	if len(name) > 1 && isDigit(name[1]) {
		n, _ := strconv.Atoi(name[1:])
		if m == nil {
			return nil, nil
		}
		return m.group(n), nil
	}
	return in.globals[name], nil
}

func (in *Interp) gvarSet(name string, v Value) error {
	name = in.gvarName(name)
	switch name {
	case "$~", "$&", "$`", "$'", "$+", "$:", "$LOAD_PATH", "$\"", "$LOADED_FEATURES":
		return in.raiseNameError(fmt.Sprintf("%s is a read-only variable", name), name)
	case "$stdout", "$stderr", "$stdin", "$0", "$PROGRAM_NAME", "$/", "$,", "$;":
		return in.unsupportedErr("assignment to " + name)
	}
	if len(name) > 1 && isDigit(name[1]) {
		return in.raise(cSyntaxError, 0, "Can't set variable %s", name)
	}
	in.globals[name] = v
	return nil
}

// evalDef defines a method.
func (in *Interp) evalDef(x *defNode, fr *frame) (Value, error) {
	// definee: where a def inside this method's body defines (Ruby's
	// default definee where this def is read: the class body's class,
	// the class a class_eval'd or create_function block runs in, Object
	// at the top; also for def self.x and def obj.x)
	me := &method{name: x.name, def: x, cref: fr.ctx.cref, definee: fr.ctx.defTarget}
	if x.singleton != nil {
		recv, err := in.eval(x.singleton, fr)
		if err != nil {
			return nil, err
		}
		target, err := in.singletonFor(recv)
		if err != nil {
			return nil, err
		}
		target.addMethod(me)
		return Symbol(x.name), nil
	}
	target := fr.ctx.defTarget
	if target == nil {
		target = in.cObject
	}
	me.vis = fr.ctx.vis
	if fr.ctx.self == in.mainObj && target == in.cObject && fr.ctx.meth == nil {
		me.vis = private
	}
	if x.name == "initialize" || x.name == "initialize_copy" || x.name == "respond_to_missing?" {
		me.vis = private
	}
	target.addMethod(me)
	if fr.ctx.modFunc {
		cp := *me
		cp.vis = public
		in.singletonOf(target).addMethod(&cp)
	}
	if target.isSingleton {
		// singleton_method_added hooks are not run
	} else if hook := in.findMethod(in.singletonOf(target), "method_added"); hook != nil && hook.fn == nil {
		if _, err := in.invoke(hook, target, []Value{Symbol(x.name)}, nil, nil, "method_added"); err != nil {
			return nil, err
		}
	}
	return Symbol(x.name), nil
}

// singletonFor returns the singleton class of recv for def recv.x and
// class << recv.
func (in *Interp) singletonFor(recv Value) (*Module, error) {
	switch x := recv.(type) {
	case *Module:
		return x.singletonClass(), nil
	case *Object:
		return in.objSingleton(x), nil
	}
	return nil, in.unsupportedErr(fmt.Sprintf("singleton methods on %s values", in.className(recv)))
}

func (in *Interp) objSingleton(o *Object) *Module {
	if o.meta == nil {
		o.meta = &Module{isClass: true, isSingleton: true, attached: o, super: o.class, in: in}
	}
	return o.meta
}

func (in *Interp) evalClass(x *classNode, fr *frame) (Value, error) {
	// where the name is defined
	var under *Module
	switch {
	case x.cpath.top:
		under = in.cObject
	case x.cpath.scope != nil:
		sv, err := in.eval(x.cpath.scope, fr)
		if err != nil {
			return nil, err
		}
		m, ok := sv.(*Module)
		if !ok {
			return nil, in.raise(cTypeError, x.p, "%s is not a class/module", in.inspect(sv))
		}
		under = m
	default:
		under = fr.ctx.cref.mod
	}
	name := x.cpath.name
	var super *Module
	if x.super != nil {
		sv, err := in.eval(x.super, fr)
		if err != nil {
			return nil, err
		}
		s, ok := sv.(*Module)
		if !ok || !s.isClass {
			return nil, in.raise(cTypeError, x.p, "superclass must be an instance of Class (given an instance of %s)", in.className(sv))
		}
		super = s
	}
	var mod *Module
	existing, found := under.consts[name]
	if !found && x.cpath.scope == nil && !x.cpath.top {
		// a bare name reopens a module found lexically (class Foo inside
		// module Bar finds ::Foo only if not defined in Bar: Ruby looks
		// only in the cref for class definitions)
	}
	if al, ok := existing.(*autoloadMarker); ok && found {
		if err := in.require(al.path, true); err != nil {
			return nil, err
		}
		// the autoload's file is the one being loaded (module C in the
		// file autoload :C names, reached through the autoload or
		// required directly): Ruby defines the constant here
		if existing, found = under.consts[name]; existing == Value(al) {
			found = false
		}
	}
	if found {
		m, ok := existing.(*Module)
		if !ok {
			return nil, in.raise(cTypeError, x.p, "%s is not a %s", name, map[bool]string{true: "module", false: "class"}[x.module])
		}
		if x.module && m.isClass {
			return nil, in.raise(cTypeError, x.p, "%s is not a module", name)
		}
		if !x.module && !m.isClass {
			return nil, in.raise(cTypeError, x.p, "%s is not a class", name)
		}
		if super != nil && m.Superclass() != super {
			return nil, in.raise(cTypeError, x.p, "superclass mismatch for class %s", name)
		}
		mod = m
	} else if x.module {
		mod = &Module{in: in}
		under.SetConst(name, mod)
	} else {
		if super == nil {
			super = in.cObject
		}
		if super.isSingleton {
			return nil, in.raise(cTypeError, x.p, "can't make subclass of singleton class")
		}
		if super == in.cClass {
			return nil, in.raise(cTypeError, x.p, "can't make subclass of Class")
		}
		mod = &Module{in: in, isClass: true, super: super, alloc: super.alloc}
		under.SetConst(name, mod)
		if err := in.inherited(super, mod); err != nil {
			return nil, err
		}
	}
	return in.evalBody(mod, x.body, x.scope, fr)
}

// inherited runs a user-defined Class#inherited hook.
func (in *Interp) inherited(super, sub *Module) error {
	if hook := in.findMethod(in.singletonOf(super), "inherited"); hook != nil && hook.fn == nil {
		_, err := in.invoke(hook, super, []Value{sub}, nil, nil, "inherited")
		return err
	}
	return nil
}

// evalBody runs a class or module body with self and cref set to mod.
func (in *Interp) evalBody(mod *Module, body node, sc *scopeInfo, fr *frame) (Value, error) {
	ctx := &callCtx{self: mod, cref: &cref{mod: mod, parent: fr.ctx.cref}, defTarget: mod, file: fr.ctx.file}
	nf := &frame{vars: make([]Value, len(sc.names)), ctx: ctx}
	if err := in.enter(); err != nil {
		return nil, err
	}
	defer in.leave()
	return in.eval(body, nf)
}

func (in *Interp) evalSClass(x *sclassNode, fr *frame) (Value, error) {
	recv, err := in.eval(x.target, fr)
	if err != nil {
		return nil, err
	}
	meta, err := in.singletonFor(recv)
	if err != nil {
		return nil, err
	}
	return in.evalBody(meta, x.body, x.scope, fr)
}

func (in *Interp) evalAlias(x *aliasNode, fr *frame) (Value, error) {
	if x.gvar {
		in.aliasGvar(x.newName, x.oldName)
		return nil, nil
	}
	target := fr.ctx.defTarget
	if !target.Alias(x.newName, x.oldName) {
		return nil, in.raiseNameError(fmt.Sprintf("undefined method `%s' for %s `%s'", x.oldName, moduleKind(target), in.modName(target)), x.oldName)
	}
	return nil, nil
}

// evalDef records the def's lexical scope.
func init() { _ = 0 }
