package ruby

import (
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/linestart"
)

// Evaluating a String as Ruby code: Kernel#eval, BasicObject#instance_eval,
// Module#module_eval/class_eval and Binding#eval with a String (SIMP's
// compliance_markup instance_evals a whole file into its function; class
// bodies class_eval generated methods). Ruby parses the string when the
// call runs, with the local variables of the caller (or of the binding)
// visible, and names the code by the file and line it is given
// ("(eval)" and 1 by default): __FILE__, __LINE__, backtraces and syntax
// errors say them. Punch does the same with its own parser: the string is
// parsed at the call, its top scope placed inside the caller's scope, its
// frame inside the caller's frame.
//
// The caller's scope is known from the parse: a call named as an eval is
// marked (callNode.evalSite) and its scope kept in its File's evalScopes;
// evalCall hands the frame of such a call to the builtin it reaches
// (Interp.evalFrom). A String evaluated through send/public_send runs
// without the caller's local variables.

// evalSiteNames are the methods that may need the caller's local scope.
var evalSiteNames = map[string]bool{
	"eval": true, "instance_eval": true, "class_eval": true, "module_eval": true,
	"binding": true, "local_variables": true,
}

// markEvalSite marks a call of one of evalSiteNames and keeps the scope it
// is made in (names declared later in the same scope are seen too, as
// Ruby's binding holds the whole local table).
func (p *parser) markEvalSite(c *callNode) *callNode {
	if !evalSiteNames[c.name] {
		return c
	}
	c.evalSite = true
	if p.file.evalScopes == nil {
		p.file.evalScopes = map[*callNode]*scopeInfo{}
	}
	p.file.evalScopes[c] = p.scope
	return c
}

// evalFrom is the frame of an eval site making the current call, for the
// builtin it reaches (cleared when the call returns).
type evalFrom struct {
	fr    *frame
	scope *scopeInfo
}

// takeEvalFrom returns (and forgets) the caller's frame handed over by an
// eval site; fr is nil when the method was reached another way.
func (in *Interp) takeEvalFrom() evalFrom {
	e := in.evalFrom
	in.evalFrom = evalFrom{}
	return e
}

// callEvalSite is evalCall's call of a method at an eval site: a builtin
// gets the caller's frame.
func (in *Interp) callEvalSite(x *callNode, me *method, recv Value, args []Value, kw *Hash, blk *Proc, fcall bool, fr *frame) (Value, error) {
	if me != nil && me.def == nil && me.proc == nil && fr.ctx.file != nil {
		in.evalFrom = evalFrom{fr: fr, scope: fr.ctx.file.evalScopes[x]}
	}
	v, err := in.callFound(me, recv, x.name, args, kw, blk, fcall, x.vcall, fr)
	in.evalFrom = evalFrom{}
	return v, err
}

// bindingData is a Binding's state: the caller's frame and scope, its
// context (self, constants, the method for super and yield), where it
// was made, and the local variables its evals added (Ruby keeps them in
// the binding: b.eval("y = 1"); b.eval("y") is 1).
type bindingData struct {
	outer *scopeInfo // the caller's scope (nil: no local variables)
	fr    *frame     // the frame of the added variables; parent: the caller's
	names []string   // the added variables (fr's slots)
	ctx   *callCtx
	label string // the caller's frame label, for backtraces
	file  *File
	pos   int
}

// newBinding captures the caller of the current call (from, or the
// calling context without local variables).
func (in *Interp) newBinding(from evalFrom) *bindingData {
	ctx := in.curCtx
	if from.fr != nil {
		ctx = from.fr.ctx
	}
	if ctx == nil {
		ctx = in.topCtx
	}
	b := &bindingData{outer: from.scope, ctx: ctx, label: in.label, file: in.file, pos: in.pos}
	if from.scope == nil {
		from.fr = nil
	}
	b.fr = &frame{parent: from.fr, ctx: ctx}
	return b
}

// procBinding is Proc#binding: the frame and scope the block was made in.
func (in *Interp) procBinding(p *Proc) (Value, error) {
	if p.blk == nil || p.ctx == nil {
		return nil, in.raise(cArgumentError, 0, "Can't create Binding from C level Proc")
	}
	b := &bindingData{outer: p.blk.scope.parent, ctx: p.ctx, label: in.label, file: p.ctx.file, pos: p.blk.p}
	if b.outer == nil {
		b.fr = &frame{ctx: p.ctx}
	} else {
		b.fr = &frame{parent: p.frame, ctx: p.ctx}
	}
	return in.bindingObject(b), nil
}

func (in *Interp) bindingObject(b *bindingData) *Object {
	return &Object{class: in.classByName("Binding"), Data: b}
}

// evalCode says how a String is evaluated: self, where def defines
// methods, the constants' lexical scope (nil: the binding's).
type evalCode struct {
	self      Value
	defTarget *Module
	cref      *cref
}

// evalString parses src (named file, starting at line) and runs it in b
// as the builtin method name (which backtraces show between the code and
// its caller).
func (in *Interp) evalString(name string, b *bindingData, src, file string, line int, how evalCode) (Value, error) {
	// parsing costs a step per byte and stops with the compile
	in.steps += int64(len(src))
	if err := in.checkLimits(); err != nil {
		return nil, err
	}
	savedFile, savedPos, savedLabel, savedCtx := in.file, in.pos, in.label, in.curCtx
	in.pushBT()
	in.label = name
	in.pushBT()
	defer func() {
		in.popBT()
		in.popBT()
		// the caller's context again: the String's code ran in a copy
		in.file, in.pos, in.label, in.curCtx = savedFile, savedPos, savedLabel, savedCtx
	}()
	f, serr := parseEval(file, src, line, b.names, b.outer, in.checkLimits)
	if serr != nil {
		in.label = name
		return nil, in.evalSyntaxError(f, serr)
	}
	b.names = f.scope.names
	for len(b.fr.vars) < len(b.names) {
		b.fr.vars = append(b.fr.vars, nil)
	}
	ctx := *b.ctx
	ctx.file = f
	ctx.retTarget = b.ctx.ret()
	if how.self != nil || how.defTarget != nil {
		ctx.self = how.self
	}
	if how.defTarget != nil {
		// a new definition target starts public (as a class body does)
		ctx.defTarget = how.defTarget
		ctx.vis = public
		ctx.modFunc = false
	}
	if how.cref != nil {
		ctx.cref = how.cref
	}
	b.fr.ctx = &ctx
	if err := in.enter(); err != nil {
		return nil, err
	}
	in.file, in.pos, in.label = f, 0, b.label
	v, err := in.eval(f.prog, b.fr)
	in.leave()
	// $~ is the caller's frame's
	b.ctx.lastMatch = ctx.lastMatch
	return v, err
}

// parseEval parses an eval's string: its top scope sees outer's local
// variables and the names an earlier eval of the same binding added
// (predeclared); stop is asked now and then (the compile's limits).
func parseEval(name, src string, line int, predeclared []string, outer *scopeInfo, stop func() error) (*File, *syntaxError) {
	f := &File{name: name, src: src, line0: line - 1, evaled: true}
	f.lines = linestart.Of(src)
	p := &parser{src: src, file: f, stop: stop, noCtlChecks: true}
	p.scope = &scopeInfo{isolated: outer == nil, parent: outer, names: append([]string(nil), predeclared...)}
	prog, sc, err := p.program(0, len(src))
	if err != nil {
		return f, err
	}
	f.prog, f.scope = prog, sc
	return f, nil
}

// evalSyntaxError is Ruby 3.1's SyntaxError for an eval's string:
// "FILE:LINE: message", then the line and a caret under the mistake
// (parse.y's ruby_show_error_line) unless the line is 4 characters or
// shorter; raised at the eval method's frame.
func (in *Interp) evalSyntaxError(f *File, e *syntaxError) error {
	if e.stop != nil {
		return e.stop
	}
	pos := e.pos
	if pos == len(f.src) && pos > 0 && f.src[pos-1] == '\n' {
		pos--
	}
	line, _ := f.Position(pos)
	if e.unsupported {
		return in.unsupportedErr(e.msg)
	}
	msg := f.name + ":" + itoaInt(line) + ": " + f.syntaxMessage(e)
	return in.raiseClass(cSyntaxError, msg)
}

// errorLine is the source line around the error at [beg, end) with a
// caret (and a ~ under each further byte of the token), as Ruby
// 3.1's parser appends it to a syntax error (parse.y's
// ruby_show_error_line): 30 bytes each side of the token's end, cut back
// to a character's start and marked "..." where the line was cut; nothing
// for a line of 4 bytes or fewer.
func errorLine(src string, beg, end int) string {
	if end < beg {
		end = beg
	}
	ls := strings.LastIndexByte(src[:beg], '\n') + 1
	le := strings.IndexByte(src[ls:], '\n')
	if le < 0 {
		le = len(src)
	} else {
		le += ls
	}
	if le > ls && src[le-1] == '\r' {
		le--
	}
	pt := end
	if pt > le {
		pt = le
	}
	const margin = 30
	start, stop := ls, le
	if pt-ls > margin {
		start = pt - margin
	}
	if le-pt > margin {
		stop = pt + margin
	}
	if stop-start <= 4 {
		return ""
	}
	// the start of the character holding the byte before p
	prevChar := func(p int) int {
		p--
		for p > ls && !utf8.RuneStart(src[p]) {
			p--
		}
		return p
	}
	pre, post := "", ""
	if start > ls {
		if start = prevChar(start); start > ls {
			pre = "..."
		}
	}
	if stop < le {
		if stop = prevChar(stop); stop < le {
			post = "..."
		}
	}
	b := beg
	if b > pt {
		b = pt
	}
	if b < start {
		b = start
	}
	var sb strings.Builder
	sb.WriteString("\n" + pre + src[start:stop] + post + "\n" + pre)
	// a space for each byte (Ruby counts bytes here), a tab for a tab
	for _, r := range []byte(src[start:b]) {
		if r == '\t' {
			sb.WriteByte('\t')
		} else {
			sb.WriteByte(' ')
		}
	}
	sb.WriteString("^")
	// a ~ for each further byte of the token: Ruby counts bytes here too,
	// so 'ééé' gets five (TestSyntaxErrorsFull's recorded multibyte cases)
	if n := pt - b; n > 1 {
		sb.WriteString(strings.Repeat("~", n-1))
	}
	sb.WriteString("\n")
	return sb.String()
}

// evalFileLine reads an eval method's (file, line) arguments.
func (in *Interp) evalFileLine(args []Value) (string, int, error) {
	file, line := "(eval)", 1
	if len(args) > 0 && args[0] != nil {
		s, err := in.strArg(args[0], 0)
		if err != nil {
			return "", 0, err
		}
		file = s
	}
	if len(args) > 1 {
		n, err := in.intArg(args[1], 0)
		if err != nil {
			return "", 0, err
		}
		line = int(n)
	}
	return file, line, nil
}

// evalStringArgs reads the (string, file, line) arguments of instance_eval
// and module_eval with a string, and makes the binding the string runs in
// (the caller's frame, handed over).
func (in *Interp) evalStringArgs(c *Call) (b *bindingData, src, file string, line int, err error) {
	from := in.takeEvalFrom()
	if src, err = in.strArg(c.Args[0], 0); err != nil {
		return nil, "", "", 0, err
	}
	if file, line, err = in.evalFileLine(c.Args[1:]); err != nil {
		return nil, "", "", 0, err
	}
	return in.newBinding(from), src, file, line, nil
}

// instanceEvalString is BasicObject#instance_eval(string, file, line):
// self is the receiver, def defines singleton methods, constants are
// looked up in its singleton class first.
func (in *Interp) instanceEvalString(c *Call, target *Module) (Value, error) {
	b, src, file, line, err := in.evalStringArgs(c)
	if err != nil {
		return nil, err
	}
	how := evalCode{self: c.Self, defTarget: target}
	if target != nil {
		how.cref = &cref{mod: target, parent: b.ctx.cref}
	}
	if how.self == nil {
		// nil.instance_eval: self stays nil
		how.defTarget = in.cNilClass
	}
	return in.evalString(c.Name, b, src, file, line, how)
}

// moduleEvalString is Module#module_eval/class_eval(string, file, line):
// self and the target of def are the module, which is also the innermost
// lexical scope of constants.
func (in *Interp) moduleEvalString(c *Call, mod *Module) (Value, error) {
	b, src, file, line, err := in.evalStringArgs(c)
	if err != nil {
		return nil, err
	}
	return in.evalString(c.Name, b, src, file, line, evalCode{self: mod, defTarget: mod, cref: &cref{mod: mod, parent: b.ctx.cref}})
}

// localVariables is Kernel#local_variables: the caller's scopes from the
// innermost out (a block's before its method's), each name once, and the
// names its evals added.
func localVariables(from evalFrom, added []string) []string {
	var out []string
	seen := map[string]bool{}
	add := func(names []string) {
		for _, n := range names {
			if !seen[n] && n != "" && !(len(n) == 2 && n[0] == '_' && n[1] >= '1' && n[1] <= '9') && isIdentStart(n[0]) && (n[0] < 'A' || n[0] > 'Z') {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	// a binding's own variables: the last added first, as each of Ruby's
	// evals adds a scope inside the ones before
	for i := len(added) - 1; i >= 0; i-- {
		add(added[i : i+1])
	}
	for s := from.scope; s != nil; s = s.parent {
		add(s.names)
		if s.isolated {
			break
		}
	}
	return out
}

func bindingOf(c *Call) *bindingData {
	if o, ok := c.Self.(*Object); ok {
		if b, ok := o.Data.(*bindingData); ok {
			return b
		}
	}
	return nil
}

// lookupLocal finds a local variable of a binding: its slot in the frame
// chain, or false.
func (b *bindingData) lookupLocal(name string) (*frame, int, bool) {
	for i, n := range b.names {
		if n == name {
			return b.fr, i, true
		}
	}
	f := b.fr.parent
	for s := b.outer; s != nil && f != nil; s = s.parent {
		for i, n := range s.names {
			if n == name {
				return f, i, true
			}
		}
		if s.isolated {
			break
		}
		f = f.parent
	}
	return nil, 0, false
}

var bBinding = defBuiltin("Binding", "Object", false)

func init() {
	k := bKernel
	k.defPrivate("eval", 1, 4, func(c *Call) (Value, error) {
		from := c.In.takeEvalFrom()
		src, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		var b *bindingData
		if len(c.Args) > 1 && c.Args[1] != nil {
			o, ok := c.Args[1].(*Object)
			if ok {
				b, _ = o.Data.(*bindingData)
			}
			if b == nil {
				return nil, c.In.raise(cTypeError, 0, "wrong argument type %s (expected binding)", c.In.className(c.Args[1]))
			}
		} else {
			b = c.In.newBinding(from)
		}
		var rest []Value
		if len(c.Args) > 2 {
			rest = c.Args[2:]
		}
		file, line, err := c.In.evalFileLine(rest)
		if err != nil {
			return nil, err
		}
		return c.In.evalString("eval", b, src, file, line, evalCode{})
	})
	k.defPrivate("binding", 0, 0, func(c *Call) (Value, error) {
		return c.In.bindingObject(c.In.newBinding(c.In.takeEvalFrom())), nil
	})
	k.defPrivate("local_variables", 0, 0, func(c *Call) (Value, error) {
		return c.In.symList(localVariables(c.In.takeEvalFrom(), nil)), nil
	})
	bBinding.sundef("new")
	bBinding.sundef("allocate")
	bBinding.def("eval", 1, 3, func(c *Call) (Value, error) {
		b := bindingOf(c)
		src, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		file, line, err := c.In.evalFileLine(c.Args[1:])
		if err != nil {
			return nil, err
		}
		return c.In.evalString("eval", b, src, file, line, evalCode{})
	})
	bBinding.def("receiver", 0, 0, func(c *Call) (Value, error) { return bindingOf(c).ctx.self, nil })
	bBinding.def("local_variables", 0, 0, func(c *Call) (Value, error) {
		b := bindingOf(c)
		return c.In.symList(localVariables(evalFrom{scope: b.outer}, b.names)), nil
	})
	localName := func(c *Call) (string, error) {
		n, err := c.In.nameArg(c.Args[0])
		if err != nil {
			return "", err
		}
		if n == "" || !isIdentStart(n[0]) || n[0] >= 'A' && n[0] <= 'Z' || keywords[n] {
			return "", c.In.raiseNameError("wrong local variable name `"+n+"' for "+c.In.inspect(c.Self), n)
		}
		return n, nil
	}
	bBinding.def("local_variable_get", 1, 1, func(c *Call) (Value, error) {
		n, err := localName(c)
		if err != nil {
			return nil, err
		}
		f, i, ok := bindingOf(c).lookupLocal(n)
		if !ok {
			return nil, c.In.raiseNameError("local variable `"+n+"' is not defined for "+c.In.inspect(c.Self), n)
		}
		if i < len(f.vars) {
			return f.vars[i], nil
		}
		return nil, nil
	})
	bBinding.def("local_variable_set", 2, 2, func(c *Call) (Value, error) {
		n, err := localName(c)
		if err != nil {
			return nil, err
		}
		b := bindingOf(c)
		f, i, ok := b.lookupLocal(n)
		if !ok {
			b.names = append(append([]string(nil), b.names...), n)
			f, i = b.fr, len(b.names)-1
		}
		for len(f.vars) <= i {
			f.vars = append(f.vars, nil)
		}
		f.vars[i] = c.Args[1]
		return c.Args[1], nil
	})
	bBinding.def("local_variable_defined?", 1, 1, func(c *Call) (Value, error) {
		n, err := localName(c)
		if err != nil {
			return nil, err
		}
		_, _, ok := bindingOf(c).lookupLocal(n)
		return ok, nil
	})
	bBinding.def("source_location", 0, 0, func(c *Call) (Value, error) {
		b := bindingOf(c)
		line := 0
		if b.file != nil {
			line, _ = b.file.Position(b.pos)
		}
		return &Array{a: []Value{NewString(c.In.fileName(b.file)), int64(line)}}, nil
	})
	bBinding.def("irb", 0, 0, func(c *Call) (Value, error) { return nil, c.In.unsupportedErr("Binding#irb") })
}
