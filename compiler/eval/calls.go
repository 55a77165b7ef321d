package eval

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// evalCallFunction evaluates f(args) and Type(args) (a conversion: new).
func (c *Compiler) evalCallFunction(n *ast.CallFunction, s *Scope) (values.Value, error) {
	switch f := n.Functor.(type) {
	case *ast.QualifiedReference, *ast.Access:
		// Type(args) and Type[params](args); any other x[y](args) is no
		// function name.
		if a, ok := f.(*ast.Access); ok {
			if _, ok := a.Left.(*ast.QualifiedReference); !ok {
				break
			}
		}
		t, err := c.eval(f, s)
		if err != nil {
			return nil, err
		}
		args, err := c.evalList(n.Args, s)
		if err != nil {
			return nil, err
		}
		return c.callNamed(n, "new", append([]values.Value{t}, args...), n.Lambda, s)
	case *ast.QualifiedName:
		args, err := c.evalList(n.Args, s)
		if err != nil {
			return nil, err
		}
		return c.callNamed(n, f.Name, args, n.Lambda, s)
	}
	return nil, issue(n.Functor, "Illegal expression. %s is unacceptable as function name in a Function Call", aAnUC(label(n.Functor)))
}

// evalCallMethod evaluates receiver.name(args).
func (c *Compiler) evalCallMethod(n *ast.CallMethod, s *Scope) (values.Value, error) {
	recv, err := c.evalList([]ast.Expr{n.Receiver}, s)
	if err != nil {
		return nil, err
	}
	args, err := c.evalList(n.Args, s)
	if err != nil {
		return nil, err
	}
	if v, found, err := c.objectMember(recv[0], n, args); found {
		return v, err // an Object's attribute (pobject.go)
	}
	if v, found, err := c.contextMember(recv[0], n, args, s); found {
		return v, err // Puppet::LookupContext's members (lookupcall.go)
	}
	return c.callNamed(n, n.Name, append(recv, args...), n.Lambda, s)
}

// callNamed calls a function by name, as resolved from the module of the
// calling code (see resolveFunction).
func (c *Compiler) callNamed(at ast.Node, name string, args []values.Value, lambda *ast.Lambda, s *Scope) (_ values.Value, err error) {
	name = strings.TrimPrefix(name, "::")
	// Puppet's stack: each function call is a frame (file and line of the
	// call), which stdlib's deprecation() prints.
	sp := at.Loc()
	c.stack = append(c.stack, stackFrame{sp.File, sp.Start.Line})
	// (a panic of the values package in the call is recovered by
	// callResolved, the one place every function call passes)
	defer func() { c.stack = c.stack[:len(c.stack)-1] }()
	var blk functions.Block
	if lambda != nil {
		blk = &closure{c: c, lambda: lambda, scope: s}
	}
	caller := c.callerOf(at)
	ch, err := c.resolveFunction(name, caller)
	if err != nil {
		return nil, err
	}
	v, found, err := c.callResolved(ch, caller, at, s, args, blk)
	if found {
		if err != nil && ch.pp == nil {
			return nil, c.functionError(err, at)
		}
		if err == nil {
			// What a function returns is bounded (max_value_size) and
			// accounted to the compile's memory (limits.go).
			err = c.built(v)
		}
		if err != nil {
			return nil, err
		}
		return v, nil
	}
	if name == "new" {
		// Type(args) and new(): the conversions of the values package, when
		// the function library does not register `new` itself.
		var cl *closure
		if lambda != nil {
			cl = blk.(*closure)
		}
		return c.callNew(at, args, cl)
	}
	return nil, issue(at, "Unknown function: '%s'.", name).coded("UNKNOWN_FUNCTION")
}

// functionError converts an error returned by a Go function: control
// flow and located errors pass, anything else is raw (located at the
// call by the evaluator).
func (c *Compiler) functionError(err error, at ast.Node) error {
	if functions.IsBreak(err) {
		sp := at.Loc()
		return &controlFlow{kind: cfBreak, file: sp.File, line: sp.Start.Line, col: sp.Start.Col}
	}
	var cf *controlFlow
	if errors.As(err, &cf) {
		return err
	}
	var ce *Error
	if errors.As(err, &ce) {
		return err
	}
	var re *rawError
	if errors.As(err, &re) {
		return err
	}
	return &rawError{msg: err.Error()}
}

// ---------------------------------------------------------------------------
// The context Go functions see

type callContext struct {
	c  *Compiler
	s  *Scope
	at ast.Node
	// caller is the module whose view of functions the called function's
	// own calls get: the calling code's for Puppet's functions, the
	// port's module for a port of a module function.
	caller string
}

var _ functions.Context = (*callContext)(nil)

func (x *callContext) Variable(name string) (values.Value, bool) {
	return x.s.Lookup(name)
}

func (x *callContext) Call(name string, args []values.Value, block functions.Block) (values.Value, error) {
	name = strings.TrimPrefix(name, "::")
	ch, err := x.c.resolveFunction(name, x.caller)
	if err != nil {
		return nil, err
	}
	if v, found, err := x.c.callResolved(ch, x.caller, x.at, x.s, args, block); found {
		return v, err
	}
	if name == "new" {
		return x.c.callNew(x.at, args, nil)
	}
	return nil, &functions.UnknownFunctionError{Name: name}
}

func (x *callContext) Log(level, msg string) {
	x.c.log(level, x.s.String(), msg)
}

func (x *callContext) Warn(msg string) {
	x.c.warnAt(x.at, msg)
}

func (x *callContext) NodeName() string { return x.c.req.Node }

// PuppetStack returns Puppet's stack of the call, innermost frame first:
// the file and line of each function call, and the main manifests with
// line 0 (Puppet::Pops::PuppetStack.stacktrace).
func (x *callContext) PuppetStack() (files []string, lines []int) {
	st := x.c.stack
	for i := len(st) - 1; i >= 0; i-- {
		files = append(files, st[i].file)
		lines = append(lines, st[i].line)
	}
	return files, lines
}

// LookupVar is Ruby's scope.lookupvar (3.x functions, templates): an
// unknown variable gives Puppet's "Undefined variable 'x'; " warning, once
// per variable and compile.
func (x *callContext) LookupVar(name string) (values.Value, bool) {
	v, ok := x.s.Lookup(name)
	if !ok {
		if reported, reason, _ := x.undefinedVar(name); reported != "" {
			x.WarnOnce("Variable: "+reported, "Undefined variable '"+reported+"'; "+reason)
		}
	}
	return v, ok
}

// UndefinedVar is ruby.UndefinedVarHost: whether lookupvar would report
// name as undefined, and the reason Puppet throws with it (nil for a
// simple name, the qualified lookup's reason text otherwise). top: the
// name is looked up in top scope (a 4.x function's closure_scope).
func (x *callContext) UndefinedVar(name string, top bool) (values.Value, bool) {
	lookup := name
	if top && indexQual(name) < 0 {
		lookup = "::" + name
	}
	if _, ok := x.s.Lookup(lookup); ok {
		return nil, false
	}
	reported, reason, qualified := x.undefinedVar(name)
	switch {
	case reported == "":
		return nil, false
	case !qualified:
		return nil, true
	}
	return reason, true
}

// undefinedVar is how Puppet reports a variable lookupvar did not find:
// the name (qualified names as undefinedQualified gives them) and the
// reason; reported is "" for the names that always exist (numeric and
// built-in variables).
func (x *callContext) undefinedVar(name string) (reported, reason string, qualified bool) {
	if isNumeric(name) || builtInVar(name) {
		return "", "", false
	}
	i := indexQual(name)
	if i < 0 {
		return name, "", false
	}
	if i == 0 {
		name = name[2:]
	}
	reported, reason = x.c.undefinedQualified(name)
	return reported, reason, true
}

// undefinedQualified is the name and reason Puppet's
// lookup_qualified_variable reports for the qualified variable name
// (without a leading "::") that was not found: the class could not be
// found or has not been evaluated (the name as given), else the class
// (or the parent it inherits, where the search goes on) has no such
// variable and the name is reported with a leading "::" and no reason
// (puppetlabs-mysql's my.cnf.pass.erb reads mysql::client::safe_updates
// before the class is declared: "class mysql::client has not been
// evaluated").
func (c *Compiler) undefinedQualified(name string) (reported, reason string) {
	for {
		i := strings.LastIndex(name, "::")
		if i < 0 {
			return "::" + name, ""
		}
		class, leaf := name[:i], name[i+2:]
		exists, evaluated := c.classState(class)
		if !exists {
			return name, "class " + class + " could not be found"
		}
		if !evaluated {
			return name, "class " + class + " has not been evaluated"
		}
		sc := c.classScopes[normalizeClassName(class)]
		if sc == nil || sc.inherited == nil || sc.inherited.source == nil {
			return "::" + name, ""
		}
		name = sc.inherited.source.name + "::" + leaf
	}
}

// HasResourceDefault reports whether a resource default for the type's
// attribute is visible from the calling scope (scope.lookupdefaults).
func (x *callContext) HasResourceDefault(typ, attr string) bool {
	for _, p := range x.s.lookupDefaults(typeKey(typ)) {
		if p.name == attr {
			return true
		}
	}
	return false
}

// WarnOnce emits a warning once per key and compile (Puppet's warn_once).
func (x *callContext) WarnOnce(key, msg string) {
	if x.c.warnedOnce[key] {
		return
	}
	x.c.warnedOnce[key] = true
	x.c.log("warning", "", msg)
}

// LogPlain logs a message not attributed to a scope ("Notice: text").
func (x *callContext) LogPlain(level, msg string) {
	x.c.log(level, "", msg)
}

// ResolveType resolves a capitalized type name as the compile sees it.
func (x *callContext) ResolveType(name string) (values.Type, bool) {
	return x.c.resolveType(name)
}

// resolveType is typeByName for callers that only want the type: false
// when the name is no type or resolving it failed.
func (c *Compiler) resolveType(name string) (values.Type, bool) {
	t, err := c.typeByName(name)
	return t, err == nil && t != nil
}

// ---------------------------------------------------------------------------
// Lambdas

// closure is a lambda bound to the scope it was written in.
type closure struct {
	c      *Compiler
	lambda *ast.Lambda
	scope  *Scope
	types  []values.Type
	typed  bool
}

var _ functions.Block = (*closure)(nil)

func (b *closure) Arity() (int, int) {
	min := 0
	max := len(b.lambda.Params)
	for _, p := range b.lambda.Params {
		if p.CapturesRest {
			max = -1
			continue
		}
		if p.Default == nil {
			min++
		}
	}
	return min, max
}

func (b *closure) ParamTypes() []values.Type {
	if !b.typed {
		b.typed = true
		b.types = make([]values.Type, len(b.lambda.Params))
		for i, p := range b.lambda.Params {
			if p.Type != nil {
				if t, err := b.c.evalType(p.Type, b.scope); err == nil {
					b.types[i] = t
				}
			}
		}
	}
	return b.types
}

// Call runs the lambda with args bound to its parameters.
func (b *closure) Call(args ...values.Value) (values.Value, error) {
	c := b.c
	s := b.scope
	if err := c.interrupted(); err != nil {
		return nil, err
	}
	// A compile that does not watch its context (CallFunction's) looks
	// at it every 1024 calls.
	if c.calls++; c.calls&1023 == 0 {
		if err := c.ctx.Err(); err != nil {
			return nil, err
		}
	}
	c.depth++
	lvl := s.level()
	// One defer and one return: the defer is open-coded (cheap).
	defer func() {
		c.depth--
		s.popTo(lvl)
	}()
	return b.call(args)
}

func (b *closure) call(args []values.Value) (values.Value, error) {
	c := b.c
	s := b.scope
	if c.depth > maxDepth {
		return nil, rawf("Stack overflow: calls nested more than %d deep", maxDepth)
	}
	frame := c.newFrame(len(b.lambda.Params))
	if err := c.bindLambdaParams(b, args, frame, s); err != nil {
		return nil, err
	}
	s.eph = append(s.eph, frame)
	v, err := c.evalBlock(b.lambda.Body, s)
	if err != nil {
		var cf *controlFlow
		if errors.As(err, &cf) {
			switch cf.kind {
			case cfNext:
				v = cf.value
				err = nil
			case cfBreak:
				return nil, functions.ErrBreak()
			}
		}
		if err != nil {
			return nil, err
		}
	}
	if b.lambda.ReturnType != nil {
		rt, err := c.evalType(b.lambda.ReturnType, s)
		if err != nil {
			return nil, err
		}
		if !values.IsInstance(rt, v) {
			return nil, rawf("value returned from lambda has wrong type, %s", describeMismatch(rt, v))
		}
	}
	return v, nil
}

// bindLambdaParams binds the arguments a function gives its lambda as
// Puppet's Closure#call does: a required parameter after an optional one
// fails (when the closure's type is made), arguments beyond the parameters
// are ignored, a missing required one fails at that parameter ("Parameter
// $b is required but no value was given"), and a type mismatch is the
// block's ("block parameter 'b' expects ...").
func (c *Compiler) bindLambdaParams(b *closure, args []values.Value, frame *ephemeral, s *Scope) error {
	params := b.lambda.Params
	optional := false
	for _, p := range params {
		switch {
		case p.Default != nil || p.CapturesRest:
			optional = true
		case optional:
			return issue(p, "Parameter $%s is required but appears after optional parameters", p.Name).coded("REQUIRED_PARAMETER_AFTER_OPTIONAL")
		}
	}
	if n := len(params); len(args) > n && (n == 0 || !params[n-1].CapturesRest) {
		args = args[:n]
	}
	for i, p := range params {
		if i >= len(args) && p.Default == nil && !p.CapturesRest {
			return issue(p, "Parameter $%s is required but no value was given", p.Name).coded("MISSING_REQUIRED_PARAMETER")
		}
	}
	return c.bindParams(b.lambda, "block", params, args, frame, s, b.ParamTypes())
}

// bindParams binds call arguments to parameters in frame, evaluating
// defaults and checking types, as Puppet's closures do. label names the
// callable in messages as Puppet's TypeMismatchDescriber does: "'name'"
// for a function, "block" for a lambda.
func (c *Compiler) bindParams(at ast.Node, label string, params []*ast.Parameter, args []values.Value, frame *ephemeral, s *Scope, types []values.Type) error {
	n := len(params)
	hasRest := n > 0 && params[n-1].CapturesRest
	if !hasRest && len(args) > n {
		return rawf("%s expects %s, got %d", label, arityText(params), len(args))
	}
	for i, p := range params {
		var v values.Value
		switch {
		case p.CapturesRest:
			if i < len(args) {
				v = append([]values.Value(nil), args[i:]...)
			} else if p.Default != nil {
				dv, err := c.evalParamDefault(p, s, frame)
				if err != nil {
					return err
				}
				if a, ok := dv.([]values.Value); ok {
					v = a
				} else {
					v = []values.Value{dv}
				}
			} else {
				v = []values.Value{}
			}
		case i < len(args):
			v = args[i]
		case p.Default != nil:
			dv, err := c.evalParamDefault(p, s, frame)
			if err != nil {
				return err
			}
			v = dv
		default:
			if len(args) == 0 {
				// TypeMismatchDescriber's range_to_s(actual, 'none')
				return rawf("%s expects %s, got none", label, arityText(params))
			}
			return rawf("%s expects %s, got %d", label, arityText(params), len(args))
		}
		if types != nil && i < len(types) && types[i] != nil {
			t := types[i]
			if p.CapturesRest {
				if at, ok := t.(*values.ArrayT); ok {
					if !values.IsInstance(at, v) {
						return paramMismatch(label, params, types, p, t, v, args)
					}
				} else {
					for _, e := range v.([]values.Value) {
						if !values.IsInstance(t, e) {
							return paramMismatch(label, params, types, p, t, e, args)
						}
					}
				}
			} else if !values.IsInstance(t, v) {
				return paramMismatch(label, params, types, p, t, v, args)
			}
		}
		frame.set(p.Name, v)
	}
	return nil
}

func (c *Compiler) evalParamDefault(p *ast.Parameter, s *Scope, frame *ephemeral) (values.Value, error) {
	lvl := s.level()
	s.eph = append(s.eph, frame)
	defer s.popTo(lvl)
	return c.eval(p.Default, s)
}

func arityText(params []*ast.Parameter) string {
	min, max := 0, len(params)
	for _, p := range params {
		if p.CapturesRest {
			max = -1
			continue
		}
		if p.Default == nil {
			min++
		}
	}
	// TypeMismatchDescriber's CountMismatch: range_to_s(expected, 'no')
	// and "argument" without an s for 1, at most 1 and at least 1.
	suffix := "s"
	if (min == 1 && (max == 1 || max < 0)) || (min == 0 && max == 1) {
		suffix = ""
	}
	var r string
	switch {
	case min == max:
		r = strconv.Itoa(min)
		if min == 0 {
			r = "no"
		}
	case min == 0 && max < 0:
		r = "unlimited"
	case min == 0:
		r = fmt.Sprintf("at most %d", max)
	case max < 0:
		r = fmt.Sprintf("at least %d", min)
	default:
		r = fmt.Sprintf("between %d and %d", min, max)
	}
	return r + " argument" + suffix
}

// ---------------------------------------------------------------------------
// Functions written in Puppet

type puppetFunction struct {
	def    *ast.FunctionDef
	module string
	types  []values.Type
	ret    values.Type
	ready  bool
}

// puppetFunction finds (and caches) a function written in Puppet.
func (c *Compiler) puppetFunction(name string) (*puppetFunction, error) {
	if f, ok := c.functions[name]; ok {
		return f, nil
	}
	d, err := c.loader.FindFunction(lowerName(name))
	if err != nil {
		// A loading failure is reported at the call, as Puppet does.
		var ce *Error
		if errors.As(err, &ce) {
			return nil, err
		}
		return nil, &rawError{msg: err.Error()}
	}
	if d == nil {
		c.functions[name] = nil
		return nil, nil
	}
	fd, ok := d.Def.(*ast.FunctionDef)
	if !ok {
		c.functions[name] = nil
		return nil, nil
	}
	f := &puppetFunction{def: fd, module: d.Module}
	c.functions[name] = f
	return f, nil
}

func (c *Compiler) callPuppetFunction(at ast.Node, f *puppetFunction, args []values.Value, blk *closure) (values.Value, error) {
	top := c.top
	if !f.ready {
		f.types = make([]values.Type, len(f.def.Params))
		for i, p := range f.def.Params {
			if p.Type != nil {
				t, err := c.evalTypeIn(p.Type, top)
				if err != nil {
					return nil, err
				}
				f.types[i] = t
			}
		}
		if f.def.ReturnType != nil {
			t, err := c.evalTypeIn(f.def.ReturnType, top)
			if err != nil {
				return nil, err
			}
			f.ret = t
		}
		f.ready = true
	}
	c.depth++
	// A Puppet function sees only the global scope, without its ephemerals.
	saved := top.eph
	top.eph = nil
	// One defer and one return: the defer is open-coded (cheap).
	defer func() {
		c.depth--
		top.eph = saved
	}()
	return c.callPuppetFunctionBody(at, f, args)
}

func (c *Compiler) callPuppetFunctionBody(at ast.Node, f *puppetFunction, args []values.Value) (values.Value, error) {
	top := c.top
	if c.depth > maxDepth {
		return nil, rawf("Stack overflow: calls nested more than %d deep", maxDepth)
	}
	frame := c.newFrame(len(f.def.Params))
	if err := c.bindParams(at, "'"+f.def.Name+"'", f.def.Params, args, frame, top, f.types); err != nil {
		return nil, err
	}
	top.eph = append(top.eph, frame)
	v, err := c.evalBlock(f.def.Body, top)
	if err != nil {
		var cf *controlFlow
		if !errors.As(err, &cf) {
			return nil, err
		}
		switch cf.kind {
		case cfReturn, cfNext:
			v = cf.value
		default:
			return nil, err
		}
	}
	if f.ret != nil && !values.IsInstance(f.ret, v) {
		return nil, rawf("value returned from %s has wrong type, %s", f.def.Name, describeMismatch(f.ret, v))
	}
	return v, nil
}

// dispatch calls the first signature of f that accepts the arguments.
func dispatch(ctx functions.Context, f *functions.Function, args []values.Value, b functions.Block) (values.Value, error) {
	v, err := functions.Dispatch(ctx, f, args, b)
	if err != nil {
		var de *functions.DispatchError
		if errors.As(err, &de) {
			return nil, &rawError{msg: de.Msg}
		}
	}
	return v, err
}

// callNew is Puppet's new(Type, args...) with an optional block applied to
// the result.
func (c *Compiler) callNew(at ast.Node, args []values.Value, blk *closure) (values.Value, error) {
	if len(args) == 0 {
		return nil, rawf("'new' expects at least 1 argument, got none")
	}
	t, ok := args[0].(values.Type)
	if !ok {
		return nil, rawf("'new' parameter 'type' expects a Type value, got %s", values.TypeOfGeneralized(args[0]).Name())
	}
	v, err := values.New(t, args[1:])
	if err != nil {
		return nil, rawf("%s", err.Error())
	}
	if blk != nil {
		return blk.Call(v)
	}
	return v, nil
}
