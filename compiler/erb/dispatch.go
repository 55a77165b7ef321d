package erb

import (
	"math"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// rEnum is an Enumerator: an iterator method called without a block.
type rEnum struct {
	recv value
	meth string
	args []value
}

func (in *interp) argc(args []value, min, max int, pos int) error {
	if len(args) < min || (max >= 0 && len(args) > max) {
		exp := strconv.Itoa(min)
		if max < 0 {
			exp += "+"
		} else if max != min {
			exp += ".." + strconv.Itoa(max)
		}
		return in.raise(cArgumentError, pos, "wrong number of arguments (given %d, expected %s)", len(args), exp)
	}
	return nil
}

func typeName(v value) string {
	switch v.(type) {
	case nil:
		return "nil"
	case bool:
		if v.(bool) {
			return "true"
		}
		return "false"
	}
	return classOf(v).name
}

func (in *interp) strArg(v value, pos int) (string, error) {
	switch x := v.(type) {
	case *rStr:
		return x.s, nil
	}
	return "", in.raise(cTypeError, pos, "no implicit conversion of %s into String", typeName(v))
}

func (in *interp) intArg(v value, pos int) (int64, error) {
	switch x := v.(type) {
	case int64:
		return x, nil
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return 0, in.raise(cFloatDomainError, pos, "%s", values.FormatFloat(x))
		}
		return int64(x), nil
	case nil:
		return 0, in.raise(cTypeError, pos, "no implicit conversion from nil to integer")
	}
	return 0, in.raise(cTypeError, pos, "no implicit conversion of %s into Integer", typeName(v))
}

func (in *interp) arrArg(v value, pos int) (*rArray, error) {
	if a, ok := v.(*rArray); ok {
		return a, nil
	}
	return nil, in.raise(cTypeError, pos, "no implicit conversion of %s into Array", typeName(v))
}

func (in *interp) checkFrozen(v value, frozen bool, pos int) error {
	if in.share != nil {
		in.share.dirty = true
	}
	if frozen {
		return in.raise(cFrozenError, pos, "can't modify frozen %s: %s", classOf(v).name, inspect(v))
	}
	return nil
}

// callMethod sends name to recv.
func (in *interp) callMethod(recv value, name string, args []value, blk *rProc, pos int) (value, error) {
	var v value
	var ok bool
	var err error
	switch r := recv.(type) {
	case *rStr:
		v, ok, err = in.strMethod(r, name, args, blk, pos)
	case *rArray:
		v, ok, err = in.arrayMethod(r, name, args, blk, pos)
	case *rHash:
		v, ok, err = in.hashMethod(r, name, args, blk, pos)
	case int64:
		v, ok, err = in.intMethod(r, name, args, blk, pos)
	case float64:
		v, ok, err = in.floatMethod(r, name, args, blk, pos)
	case nil:
		v, ok, err = in.nilMethod(name, args, pos)
	case bool:
		v, ok, err = in.boolMethod(r, name, args, pos)
	case rSym:
		v, ok, err = in.symMethod(r, name, args, blk, pos)
	case *rRange:
		v, ok, err = in.rangeMethod(r, name, args, blk, pos)
	case *rRegexp:
		v, ok, err = in.regexpMethod(r, name, args, blk, pos)
	case *rMatch:
		v, ok, err = in.matchMethod(r, name, args, pos)
	case *rEnum:
		v, ok, err = in.enumMethod(r, name, args, blk, pos)
	case *rProc:
		switch name {
		case "call", "()", "yield", "[]", "===":
			return in.callProc(r, args)
		case "to_proc":
			return r, nil
		case "arity":
			return int64(r.blk.params.count()), nil
		case "lambda?":
			return false, nil
		}
	case *rClass:
		v, ok, err = in.classMethod(r, name, args, blk, pos)
	case *rObject:
		switch r.class {
		case cTemplate:
			return in.callSelf(name, args, blk, pos, false)
		case cScope:
			v, ok, err = in.scopeMethod(name, args, blk, pos)
		case cIPAddr:
			v, ok, err = in.ipaddrMethod(r, name, args, pos)
		default:
			if r.class.includes(cException) {
				switch name {
				case "message", "to_s":
					return str(toS(r.fields["message"])), nil
				case "full_message":
					return str(toS(r.fields["message"]) + " (" + r.class.name + ")"), nil
				case "backtrace":
					return nil, nil
				}
			}
		}
	}
	if ok || err != nil {
		return v, err
	}
	v, ok, err = in.objMethod(recv, name, args, blk, pos)
	if ok || err != nil {
		return v, err
	}
	return nil, in.noMethod(recv, name, pos)
}

// objMethod implements Object's and Kernel's public methods.
func (in *interp) objMethod(recv value, name string, args []value, blk *rProc, pos int) (value, bool, error) {
	switch name {
	case "nil?":
		return recv == nil, true, nil
	case "is_a?", "kind_of?", "instance_of?":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		c, ok := args[0].(*rClass)
		if !ok {
			return nil, true, in.raise(cTypeError, pos, "class or module required")
		}
		if name == "instance_of?" {
			return classOf(recv) == c, true, nil
		}
		return isA(recv, c), true, nil
	case "class":
		return classOf(recv), true, nil
	case "==", "equal?":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		if name == "equal?" {
			return identical(recv, args[0]), true, nil
		}
		return rEqual(recv, args[0]), true, nil
	case "!=":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		eq, err := in.callMethod(recv, "==", args, nil, pos)
		return !truthy(eq), true, err
	case "!":
		return !truthy(recv), true, nil
	case "eql?":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		return rEql(recv, args[0]), true, nil
	case "===":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		r, err := in.caseEq(recv, args[0], pos)
		return r, true, err
	case "=~":
		return nil, true, nil
	case "!~":
		r, err := in.callMethod(recv, "=~", args, nil, pos)
		return !truthy(r), true, err
	case "inspect":
		return str(inspect(recv)), true, nil
	case "to_s":
		return str(toS(recv)), true, nil
	case "respond_to?":
		if err := in.argc(args, 1, 2, pos); err != nil {
			return nil, true, err
		}
		n := symOrStr(args[0])
		return respondTo(recv, n), true, nil
	case "dup", "clone":
		return dupValue(recv, name == "clone"), true, nil
	case "freeze":
		freeze(recv)
		return recv, true, nil
	case "frozen?":
		return isFrozen(recv), true, nil
	case "tap":
		if blk != nil {
			if _, err := in.yield1(blk, recv); err != nil {
				return nil, true, err
			}
		}
		return recv, true, nil
	case "then", "yield_self":
		if blk == nil {
			return &rEnum{recv: recv, meth: name}, true, nil
		}
		v, err := in.yield1(blk, recv)
		return v, true, err
	case "itself":
		return recv, true, nil
	case "send", "public_send", "__send__":
		if len(args) == 0 {
			return nil, true, in.raise(cArgumentError, pos, "no method name given")
		}
		v, err := in.callMethod(recv, symOrStr(args[0]), args[1:], blk, pos)
		return v, true, err
	case "hash":
		return int64(len(inspect(recv))), true, nil
	case "object_id", "__id__":
		return int64(8), true, nil
	case "instance_variable_get":
		return nil, true, nil
	case "instance_variables":
		return newArray(nil), true, nil
	case "methods", "public_methods":
		return newArray(nil), true, nil
	case "to_enum", "each_entry":
		return &rEnum{recv: recv, meth: "each"}, true, nil
	case "display":
		return nil, true, nil
	case "extend", "instance_eval", "instance_exec", "define_singleton_method", "method", "singleton_class", "instance_variable_set":
		return nil, true, in.raise(cNotImplError, pos, "unsupported Ruby: %s", name)
	}
	return nil, false, nil
}

func identical(a, b value) bool {
	switch a.(type) {
	case nil, bool, int64, rSym:
		return a == b
	case float64:
		return a == b
	}
	return a == b
}

func symOrStr(v value) string {
	switch x := v.(type) {
	case rSym:
		return string(x)
	case *rStr:
		return x.s
	}
	return toS(v)
}

func dupValue(v value, keepFrozen bool) value {
	switch x := v.(type) {
	case *rStr:
		return &rStr{s: x.s, frozen: keepFrozen && x.frozen}
	case *rArray:
		return &rArray{a: append([]value(nil), x.a...), frozen: keepFrozen && x.frozen}
	case *rHash:
		h := x.dup()
		h.frozen = keepFrozen && x.frozen
		return h
	}
	return v
}

func freeze(v value) {
	switch x := v.(type) {
	case *rStr:
		x.frozen = true
	case *rArray:
		x.frozen = true
	case *rHash:
		x.frozen = true
	}
}

func isFrozen(v value) bool {
	switch x := v.(type) {
	case *rStr:
		return x.frozen
	case *rArray:
		return x.frozen
	case *rHash:
		return x.frozen
	}
	return true
}

// selfMethods are the methods of the template object (TemplateWrapper
// and Kernel) that callSelf implements.
var selfMethods = map[string]bool{
	"scope": true, "file": true, "has_variable?": true, "classes": true, "all_tags": true, "tags": true,
	"Array": true, "String": true, "Integer": true, "Float": true, "Hash": true, "format": true, "sprintf": true,
	"raise": true, "fail": true, "require": true, "require_relative": true, "lambda": true, "proc": true, "loop": true,
	"puts": true, "print": true, "p": true, "pp": true, "warn": true, "block_given?": true, "instance_variable_get": true,
	"instance_variable_set": true, "instance_variables": true, "instance_variable_defined?": true, "to_s": true,
	"inspect": true, "__FILE__": true, "__LINE__": true, "__method__": true, "binding": true, "rand": true,
	"srand": true, "sleep": true, "catch": true, "throw": true, "freeze": true, "frozen?": true, "nil?": true,
	"is_a?": true, "kind_of?": true, "respond_to?": true, "class": true, "send": true, "public_send": true,
	"method_missing": true, "Rational": true, "Complex": true, "exit": true, "abort": true, "gets": true,
	"open": true, "system": true, "exec": true, "fork": true, "`": true, "eval": true,
}

// callSelf calls a method on the template object: a method defined in the
// template, one of TemplateWrapper's, or a Kernel function.
func (in *interp) callSelf(name string, args []value, blk *rProc, pos int, vcall bool) (value, error) {
	if d, ok := in.defs[name]; ok {
		return in.callDef(d, args, blk, pos)
	}
	switch name {
	case "scope":
		return in.scopeObj, nil
	case "file":
		if f, ok := in.self.fields["file"].(*rStr); ok && f.s != "" {
			return str(f.s), nil
		}
		return nil, nil
	case "has_variable?":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, err
		}
		v := in.lookupVarQuiet(toS(args[0]))
		return v != nil, nil
	case "classes":
		if c, ok := in.scope.(interface{ Classes() []string }); ok {
			return strArray(c.Classes()), nil
		}
		return nil, in.raise(cNotImplError, pos, "unsupported: classes is not available in this scope")
	case "all_tags":
		if c, ok := in.scope.(interface{ Tags() []string }); ok {
			return strArray(c.Tags()), nil
		}
		return nil, in.raise(cNotImplError, pos, "unsupported: all_tags is not available in this scope")
	case "tags":
		return nil, in.raise(cNotImplError, pos, "Call 'all_tags' instead.")
	case "__FILE__":
		if f, ok := in.self.fields["file"].(*rStr); ok && f.s != "" {
			return str(f.s), nil
		}
		return str("(erb)"), nil
	case "__LINE__":
		e := in.t.errorAt(&Error{Offset: pos})
		return int64(e.Line), nil
	case "__method__":
		return nil, nil
	case "Array":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, err
		}
		return in.kernelArray(args[0], pos)
	case "String":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, err
		}
		if s, ok := args[0].(*rStr); ok {
			return s, nil
		}
		return str(toS(args[0])), nil
	case "Integer":
		if err := in.argc(args, 1, 3, pos); err != nil {
			return nil, err
		}
		return in.kernelInteger(args, pos)
	case "Float":
		if err := in.argc(args, 1, 2, pos); err != nil {
			return nil, err
		}
		return in.kernelFloat(args[0], pos)
	case "Hash":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, err
		}
		switch x := args[0].(type) {
		case *rHash:
			return x, nil
		case nil:
			return newHash(), nil
		case *rArray:
			if len(x.a) == 0 {
				return newHash(), nil
			}
		}
		return nil, in.raise(cTypeError, pos, "can't convert %s into Hash", classOf(args[0]).name)
	case "format", "sprintf":
		if len(args) == 0 {
			return nil, in.raise(cArgumentError, pos, "too few arguments")
		}
		f, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, err
		}
		return in.format(f, args[1:], pos)
	case "raise", "fail":
		return nil, in.kernelRaise(args, pos)
	case "require", "require_relative":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, err
		}
		lib := toS(args[0])
		switch lib {
		case "ipaddr", "json", "erb", "set", "puppet", "uri", "rubygems", "time", "date", "digest", "shellwords":
			return false, nil
		}
		return nil, in.raise(cLoadError, pos, "cannot load such file -- %s", lib)
	case "lambda", "proc":
		if blk == nil {
			return nil, in.raise(cArgumentError, pos, "tried to create Proc object without a block")
		}
		return blk, nil
	case "loop":
		if blk == nil {
			return &rEnum{recv: in.self, meth: "loop"}, nil
		}
		for {
			_, err := in.callProc(blk, nil)
			if err != nil {
				if re, ok := err.(*rubyErr); ok && re.exc.class.includes(cStopIteration) {
					return re.exc.fields["result"], nil
				}
				return nil, err
			}
		}
	case "puts", "print", "pp", "warn":
		// Puppet's templates write these to the server's stdout/stderr,
		// not to the template output; Punch drops them.
		return nil, nil
	case "p":
		switch len(args) {
		case 0:
			return nil, nil
		case 1:
			return args[0], nil
		}
		return newArray(args), nil
	case "block_given?":
		return false, nil
	case "instance_variable_get":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, err
		}
		n := strings.TrimPrefix(symOrStr(args[0]), "@")
		return in.ivar(n), nil
	case "instance_variable_set":
		if err := in.argc(args, 2, 2, pos); err != nil {
			return nil, err
		}
		n := strings.TrimPrefix(symOrStr(args[0]), "@")
		in.ivars[n] = args[1]
		return args[1], nil
	case "instance_variable_defined?":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, err
		}
		return in.ivarDefined(strings.TrimPrefix(symOrStr(args[0]), "@")), nil
	case "instance_variables":
		return nil, in.raise(cNotImplError, pos, "unsupported Ruby: instance_variables")
	case "to_s", "inspect":
		return str(toS(in.self)), nil
	case "binding", "rand", "srand", "sleep", "catch", "throw", "Rational", "Complex", "exit", "abort", "gets", "open", "system", "exec", "fork", "`", "eval", "method_missing":
		return nil, in.raise(cNotImplError, pos, "unsupported Ruby: %s", name)
	}
	v, ok, err := in.objMethod(in.self, name, args, blk, pos)
	if ok || err != nil {
		return v, err
	}
	if vcall {
		return nil, in.raise(cNameError, pos, "undefined local variable or method `%s' for %s", name, describeRecv(in.self))
	}
	return nil, in.raise(cNoMethodError, pos, "undefined method `%s' for %s", name, describeRecv(in.self))
}

func strArray(list []string) *rArray {
	a := make([]value, len(list))
	for i, s := range list {
		a[i] = str(s)
	}
	return newArray(a)
}

func (in *interp) lookupVarQuiet(name string) value {
	if in.scope == nil {
		return nil
	}
	if !strings.Contains(name, "::") {
		v, ok := in.scope.Var(name)
		if !ok {
			return nil
		}
		return in.fromScope(name, v)
	}
	return in.lookupVar(name)
}

func (in *interp) kernelRaise(args []value, pos int) error {
	switch len(args) {
	case 0:
		return &rubyErr{exc: newExc(cRuntimeError, "unhandled exception"), pos: pos}
	case 1:
		switch x := args[0].(type) {
		case *rStr:
			return &rubyErr{exc: newExc(cRuntimeError, x.s), pos: pos}
		case *rClass:
			return &rubyErr{exc: newExc(x, x.name), pos: pos}
		case *rObject:
			if x.class.includes(cException) {
				return &rubyErr{exc: x, pos: pos}
			}
		}
	default:
		if c, ok := args[0].(*rClass); ok {
			return &rubyErr{exc: newExc(c, toS(args[1])), pos: pos}
		}
	}
	return in.raise(cTypeError, pos, "exception class/object expected")
}

func (in *interp) kernelArray(v value, pos int) (value, error) {
	switch x := v.(type) {
	case nil:
		return newArray(nil), nil
	case *rArray:
		return x, nil
	case *rHash:
		a, _ := in.splatValue(x, pos)
		return newArray(a), nil
	case *rRange:
		a, err := in.rangeToA(x, pos)
		if err != nil {
			return nil, err
		}
		return newArray(a), nil
	case *rEnum:
		return in.enumToA(x, pos)
	}
	return newArray([]value{v}), nil
}

func (in *interp) kernelInteger(args []value, pos int) (value, error) {
	v := args[0]
	base := int64(0)
	exc := true
	for _, a := range args[1:] {
		switch x := a.(type) {
		case int64:
			base = x
		case *rHash:
			if e, ok := x.get(rSym("exception")); ok {
				exc = truthy(e)
			}
		}
	}
	fail := func(err error) (value, error) {
		if !exc {
			return nil, nil
		}
		return nil, err
	}
	switch x := v.(type) {
	case int64:
		return x, nil
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fail(in.raise(cFloatDomainError, pos, "%s", values.FormatFloat(x)))
		}
		return int64(x), nil
	case nil:
		return fail(in.raise(cTypeError, pos, "can't convert nil into Integer"))
	case *rStr:
		n, ok := strictInt(x.s, int(base))
		if !ok {
			return fail(in.raise(cArgumentError, pos, "invalid value for Integer(): %s", strInspect(x.s)))
		}
		return n, nil
	}
	return fail(in.raise(cTypeError, pos, "can't convert %s into Integer", classOf(v).name))
}

// strictInt parses s as Kernel#Integer does: optional blanks and sign,
// prefixes 0x 0b 0o 0, underscores between digits.
func strictInt(s string, base int) (int64, bool) {
	s = strings.TrimSpace(s)
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	low := strings.ToLower(s)
	switch {
	case strings.HasPrefix(low, "0x") && (base == 0 || base == 16):
		base, s = 16, s[2:]
	case strings.HasPrefix(low, "0b") && (base == 0 || base == 2):
		base, s = 2, s[2:]
	case strings.HasPrefix(low, "0o") && (base == 0 || base == 8):
		base, s = 8, s[2:]
	case strings.HasPrefix(low, "0d") && (base == 0 || base == 10):
		base, s = 10, s[2:]
	case len(s) > 1 && s[0] == '0' && base == 0:
		base, s = 8, s[1:]
	}
	if base == 0 {
		base = 10
	}
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return 0, false
	}
	n, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), base, 64)
	if err != nil {
		return 0, false
	}
	if neg {
		n = -n
	}
	return n, true
}

func (in *interp) kernelFloat(v value, pos int) (value, error) {
	switch x := v.(type) {
	case int64:
		return float64(x), nil
	case float64:
		return x, nil
	case nil:
		return nil, in.raise(cTypeError, pos, "can't convert nil into Float")
	case *rStr:
		s := strings.TrimSpace(x.s)
		if n, ok := strictInt(s, 0); ok && !strings.ContainsAny(s, ".eE") {
			return float64(n), nil
		}
		if s != "" && !strings.Contains(s, "__") && s[len(s)-1] != '_' && s[0] != '_' && !strings.HasSuffix(s, ".") && !strings.HasPrefix(s, ".") {
			if f, err := strconv.ParseFloat(strings.ReplaceAll(s, "_", ""), 64); err == nil && !strings.ContainsAny(s, "xXpPiInN") {
				return f, nil
			}
		}
		return nil, in.raise(cArgumentError, pos, "invalid value for Float(): %s", strInspect(x.s))
	}
	return nil, in.raise(cTypeError, pos, "can't convert %s into Float", classOf(v).name)
}

// scopeMethod implements the Puppet::Parser::Scope methods templates use.
func (in *interp) scopeMethod(name string, args []value, blk *rProc, pos int) (value, bool, error) {
	switch name {
	case "[]", "lookupvar":
		if err := in.argc(args, 1, 2, pos); err != nil {
			return nil, true, err
		}
		n, ok := args[0].(*rStr)
		if !ok {
			if s, ok2 := args[0].(rSym); ok2 {
				n = str(string(s))
			} else {
				return nil, true, in.raise(cTypeError, pos, "Scope variable name %s is a %s, not a string", inspect(args[0]), classOf(args[0]).name)
			}
		}
		return in.lookupVar(n.s), true, nil
	case "include?", "exist?":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		v := in.lookupVarQuiet(toS(args[0]))
		if name == "exist?" {
			if in.scope == nil {
				return false, true, nil
			}
			_, ok := in.scope.Lookup(toS(args[0]))
			return ok, true, nil
		}
		return v != nil, true, nil
	case "call_function":
		if err := in.argc(args, 1, 2, pos); err != nil {
			return nil, true, err
		}
		var fargs []value
		if len(args) == 2 {
			a, err := in.arrArg(args[1], pos)
			if err != nil {
				return nil, true, err
			}
			fargs = a.a
		}
		if blk != nil {
			return nil, true, in.raise(cNotImplError, pos, "unsupported: a block passed to call_function")
		}
		v, err := in.callFunction(symOrStr(args[0]), fargs, pos)
		return v, true, err
	case "setvar":
		if err := in.argc(args, 2, 3, pos); err != nil {
			return nil, true, err
		}
		if in.scope == nil {
			return nil, true, in.raise(cNotImplError, pos, "unsupported: setvar without a scope")
		}
		var pv values.Value
		switch args[1].(type) {
		case *rHash, *rArray, *rStr:
			pv = &RubyObject{v: args[1]}
		default:
			pv = toPuppet(args[1])
		}
		if err := in.scope.SetVar(toS(args[0]), pv); err != nil {
			return nil, true, &rubyErr{exc: newExc(cPuppetError, err.Error()), pos: pos, cause: err}
		}
		return args[1], true, nil
	case "to_hash":
		if in.scope == nil {
			return newHash(), true, nil
		}
		return in.fromScope("", in.scope.Vars()), true, nil
	case "inspect", "to_s":
		return str("Scope()"), true, nil
	}
	if strings.HasPrefix(name, "function_") {
		fn := strings.TrimPrefix(name, "function_")
		if len(args) != 1 {
			return nil, true, in.raise(cArgumentError, pos, "%s(): Wrong number of arguments given (%d for 1)", name, len(args))
		}
		a, ok := args[0].(*rArray)
		if !ok {
			return nil, true, in.raise(cArgumentError, pos, "custom functions must be called with a single array that contains the arguments. For example, function_example([1]) instead of function_example(1)")
		}
		v, err := in.callFunction(fn, a.a, pos)
		return v, true, err
	}
	return nil, false, nil
}

// classMethod implements the class methods templates use (Hash.new,
// Regexp.escape, File.join, JSON.parse, IPAddr.new, ...).
func (in *interp) classMethod(c *rClass, name string, args []value, blk *rProc, pos int) (value, bool, error) {
	switch name {
	case "name", "to_s", "inspect":
		return str(c.name), true, nil
	case "===":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		return isA(args[0], c), true, nil
	case "==":
		return len(args) == 1 && args[0] == value(c), true, nil
	case "<=", "<":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		if k, ok := args[0].(*rClass); ok {
			if name == "<" && k == c {
				return false, true, nil
			}
			if c.includes(k) {
				return true, true, nil
			}
			if k.includes(c) {
				return false, true, nil
			}
			return nil, true, nil
		}
	case "ancestors":
		var a []value
		for x := c; x != nil; x = x.super {
			a = append(a, x)
		}
		return newArray(a), true, nil
	case "superclass":
		if c.super == nil {
			return nil, true, nil
		}
		return c.super, true, nil
	}
	switch c {
	case cHash:
		switch name {
		case "new":
			h := newHash()
			if len(args) > 0 {
				h.dflt = args[0]
			}
			h.dfltFn = blk
			return h, true, nil
		case "[]":
			if len(args) == 1 {
				switch x := args[0].(type) {
				case *rHash:
					return x.dup(), true, nil
				case *rArray:
					h := newHash()
					for _, p := range x.a {
						pa, ok := p.(*rArray)
						if !ok || len(pa.a) < 1 || len(pa.a) > 2 {
							return nil, true, in.raise(cArgumentError, pos, "wrong element type %s (expected array)", classOf(p).name)
						}
						var v value
						if len(pa.a) == 2 {
							v = pa.a[1]
						}
						h.put(pa.a[0], v)
					}
					return h, true, nil
				}
			}
			if len(args)%2 != 0 {
				return nil, true, in.raise(cArgumentError, pos, "odd number of arguments for Hash")
			}
			h := newHash()
			for i := 0; i < len(args); i += 2 {
				h.put(args[i], args[i+1])
			}
			return h, true, nil
		}
	case cArray:
		switch name {
		case "new":
			if len(args) == 0 {
				return newArray(nil), true, nil
			}
			if a, ok := args[0].(*rArray); ok {
				return newArray(append([]value(nil), a.a...)), true, nil
			}
			n, err := in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			if n < 0 {
				return nil, true, in.raise(cArgumentError, pos, "negative array size")
			}
			if n > int64(maxArrayLen) {
				return nil, true, in.limitErr(pos)
			}
			a := make([]value, n)
			for i := range a {
				switch {
				case blk != nil:
					v, err := in.yield1(blk, int64(i))
					if err != nil {
						return nil, true, err
					}
					a[i] = v
				case len(args) > 1:
					a[i] = args[1]
				}
			}
			return newArray(a), true, nil
		case "[]":
			return newArray(append([]value(nil), args...)), true, nil
		}
	case cString:
		if name == "new" {
			if len(args) == 0 {
				return str(""), true, nil
			}
			s, err := in.strArg(args[0], pos)
			return str(s), true, err
		}
	case cRegexp:
		switch name {
		case "escape", "quote":
			if err := in.argc(args, 1, 1, pos); err != nil {
				return nil, true, err
			}
			var s string
			switch x := args[0].(type) {
			case *rStr:
				s = x.s
			case rSym:
				s = string(x)
			default:
				return nil, true, in.raise(cTypeError, pos, "no implicit conversion of %s into String", typeName(args[0]))
			}
			return str(regexpEscape(s)), true, nil
		case "new", "compile":
			if err := in.argc(args, 1, 2, pos); err != nil {
				return nil, true, err
			}
			if re, ok := args[0].(*rRegexp); ok {
				return re, true, nil
			}
			s, err := in.strArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			flags := ""
			if len(args) == 2 {
				switch o := args[1].(type) {
				case int64:
					if o&1 != 0 {
						flags += "i"
					}
					if o&2 != 0 {
						flags += "x"
					}
					if o&4 != 0 {
						flags += "m"
					}
				case *rStr:
					flags = o.s
				default:
					if truthy(o) {
						flags = "i"
					}
				}
			}
			re, rerr := newRRegexp(s, flags)
			if rerr != nil {
				return nil, true, in.raise(cRegexpError, pos, "%s", rerr.Error())
			}
			return re, true, nil
		case "union":
			list := args
			if len(args) == 1 {
				if a, ok := args[0].(*rArray); ok {
					list = a.a
				}
			}
			parts := make([]string, len(list))
			for i, x := range list {
				switch y := x.(type) {
				case *rRegexp:
					parts[i] = y.toS()
				default:
					parts[i] = regexpEscape(toS(x))
				}
			}
			re, rerr := newRRegexp(strings.Join(parts, "|"), "")
			if rerr != nil {
				return nil, true, in.raise(cRegexpError, pos, "%s", rerr.Error())
			}
			return re, true, nil
		}
	case cFile:
		return in.fileMethod(name, args, pos)
	case cJSON:
		switch name {
		case "parse":
			if err := in.argc(args, 1, 2, pos); err != nil {
				return nil, true, err
			}
			s, err := in.strArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			v, jerr := parseJSON(s)
			if jerr != nil {
				return nil, true, in.raise(cJSONParserError, pos, "%s", jerr.Error())
			}
			return v, true, nil
		case "generate", "dump":
			if err := in.argc(args, 1, 2, pos); err != nil {
				return nil, true, err
			}
			s, err := in.toJSON(args[0], pos)
			return str(s), true, err
		}
	case cIPAddr:
		if name == "new" {
			if err := in.argc(args, 0, 2, pos); err != nil {
				return nil, true, err
			}
			s := "::"
			if len(args) > 0 {
				v, err := in.strArg(args[0], pos)
				if err != nil {
					return nil, true, err
				}
				s = v
			}
			o, err := newIPAddr(s)
			if err != nil {
				return nil, true, in.raise(cIPAddrInvalid, pos, "%s", err.Error())
			}
			return o, true, nil
		}
	case cInteger, cFloat:
		if name == "sqrt" && c == cInteger && len(args) == 1 {
			n, err := in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			if n < 0 {
				return nil, true, in.raise(cMathDomainError(), pos, "Numerical argument is out of domain - \"isqrt\"")
			}
			return int64(math.Sqrt(float64(n))), true, nil
		}
	case cMath:
		if len(args) >= 1 {
			f, ok := toFloat(args[0])
			if !ok {
				return nil, true, in.raise(cTypeError, pos, "can't convert %s into Float", typeName(args[0]))
			}
			switch name {
			case "sqrt":
				return math.Sqrt(f), true, nil
			case "log":
				if len(args) == 2 {
					b, _ := toFloat(args[1])
					return math.Log(f) / math.Log(b), true, nil
				}
				return math.Log(f), true, nil
			case "log2":
				return math.Log2(f), true, nil
			case "log10":
				return math.Log10(f), true, nil
			}
		}
	case cException, cStandardError, cRuntimeError, cArgumentError, cTypeError, cNameError, cKeyError, cIndexError, cPuppetError:
		if name == "new" || name == "exception" {
			msg := c.name
			if len(args) > 0 {
				msg = toS(args[0])
			}
			return newExc(c, msg), true, nil
		}
	}
	if name == "new" {
		return nil, true, in.raise(cNotImplError, pos, "unsupported Ruby: %s.new", c.name)
	}
	return nil, false, nil
}

func cMathDomainError() *rClass { return &rClass{name: "Math::DomainError", super: cArgumentError} }

func toFloat(v value) (float64, bool) {
	switch x := v.(type) {
	case int64:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}

func (in *interp) fileMethod(name string, args []value, pos int) (value, bool, error) {
	switch name {
	case "join":
		var parts []string
		var add func(v value) error
		add = func(v value) error {
			switch x := v.(type) {
			case *rStr:
				parts = append(parts, x.s)
			case *rArray:
				for _, e := range x.a {
					if err := add(e); err != nil {
						return err
					}
				}
			default:
				return in.raise(cTypeError, pos, "no implicit conversion of %s into String", typeName(v))
			}
			return nil
		}
		for _, a := range args {
			if err := add(a); err != nil {
				return nil, true, err
			}
		}
		var b strings.Builder
		for i, p := range parts {
			if i > 0 {
				prevSlash := strings.HasSuffix(b.String(), "/")
				curSlash := strings.HasPrefix(p, "/")
				switch {
				case prevSlash && curSlash:
					p = strings.TrimLeft(p, "/")
				case !prevSlash && !curSlash:
					b.WriteByte('/')
				}
			}
			b.WriteString(p)
		}
		return str(b.String()), true, nil
	case "basename":
		if err := in.argc(args, 1, 2, pos); err != nil {
			return nil, true, err
		}
		s, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		t := strings.TrimRight(s, "/")
		if t == "" && s != "" {
			return str("/"), true, nil
		}
		if i := strings.LastIndexByte(t, '/'); i >= 0 {
			t = t[i+1:]
		}
		if len(args) == 2 {
			suf, err := in.strArg(args[1], pos)
			if err != nil {
				return nil, true, err
			}
			if suf == ".*" {
				if i := strings.LastIndexByte(t, '.'); i > 0 {
					t = t[:i]
				}
			} else if strings.HasSuffix(t, suf) && t != suf {
				t = strings.TrimSuffix(t, suf)
			}
		}
		return str(t), true, nil
	case "dirname":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		s, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		t := strings.TrimRight(s, "/")
		i := strings.LastIndexByte(t, '/')
		switch {
		case s != "" && t == "":
			return str("/"), true, nil
		case i < 0:
			return str("."), true, nil
		}
		d := strings.TrimRight(t[:i], "/")
		if d == "" {
			d = "/"
		}
		return str(d), true, nil
	case "extname":
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		s, err := in.strArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		b := s
		if i := strings.LastIndexByte(b, '/'); i >= 0 {
			b = b[i+1:]
		}
		i := strings.LastIndexByte(b, '.')
		if i <= 0 || i == len(b)-1 {
			return str(""), true, nil
		}
		return str(b[i:]), true, nil
	}
	return nil, true, in.raise(cNotImplError, pos, "unsupported Ruby: File.%s (templates in Punch cannot read the server's files)", name)
}

//go:generate python3 gen_names.py

// respondTo reports whether v has a public method name.
func respondTo(v value, name string) bool {
	var set map[string]bool
	switch x := v.(type) {
	case *rStr:
		set = strMethodNames
	case *rArray:
		set = arrayMethodNames
	case *rHash:
		set = hashMethodNames
	case int64:
		set = intMethodNames
	case float64:
		set = floatMethodNames
	case nil:
		set = nilMethodNames
	case rSym:
		set = symMethodNames
	case *rRange:
		set = rangeMethodNames
	case *rObject:
		if x.class == cTemplate {
			return selfMethods[name]
		}
		if x.class == cScope {
			return name == "lookupvar" || name == "[]" || name == "call_function" || name == "setvar" || name == "to_hash" || strings.HasPrefix(name, "function_")
		}
	}
	if set != nil && set[name] {
		return true
	}
	return objMethodNames[name]
}

func nameSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(s) {
		m[n] = true
	}
	return m
}

var objMethodNames = nameSet(`nil? is_a? kind_of? instance_of? class == != ! equal? eql? === =~ !~ inspect to_s respond_to? dup clone freeze frozen? tap then yield_self itself send public_send __send__ hash object_id instance_variable_get instance_variables methods to_enum display`)
