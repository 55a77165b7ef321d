package erb

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Limits that keep a bad template from hanging or exhausting memory.
var (
	maxSteps     = 50_000_000 // evaluated nodes, loop iterations and block calls
	maxCallDepth = 200        // nested calls of methods defined in the template
	maxStrLen    = 64 << 20   // bytes in one string
	maxArrayLen  = 8 << 20    // elements in one array
)

type env struct {
	vars   map[string]value
	parent *env
}

func newEnv(parent *env) *env { return &env{vars: map[string]value{}, parent: parent} }

func (e *env) lookup(name string) (value, bool) {
	for x := e; x != nil; x = x.parent {
		if v, ok := x.vars[name]; ok {
			return v, true
		}
	}
	return nil, false
}

func (e *env) set(name string, v value) {
	for x := e; x != nil; x = x.parent {
		if _, ok := x.vars[name]; ok {
			x.vars[name] = v
			return
		}
	}
	e.vars[name] = v
}

// Control flow travels as errors.
type (
	breakErr struct {
		val value
		tag *rProc // the block broken out of; nil inside a loop
	}
	nextErr   struct{ val value }
	returnErr struct{ val value }
	retryErr  struct{}
	// rubyErr is a Ruby exception; rescue catches it.
	rubyErr struct {
		exc   *rObject
		pos   int
		cause error
	}
	// fatalErr is a resource limit: never rescued.
	fatalErr struct {
		class, msg string
		pos        int
	}
)

func (e *breakErr) Error() string  { return "break from proc-closure (LocalJumpError)" }
func (e *nextErr) Error() string   { return "next used outside of a block" }
func (e *returnErr) Error() string { return "unexpected return (LocalJumpError)" }
func (e *retryErr) Error() string  { return "Invalid retry" }
func (e *rubyErr) Error() string   { return toS(e.exc.fields["message"]) }
func (e *fatalErr) Error() string  { return e.msg }

func newExc(c *rClass, msg string) *rObject {
	return &rObject{class: c, fields: map[string]value{"message": str(msg)}}
}

type interp struct {
	t         *Template
	scope     Scope
	self      *rObject
	scopeObj  *rObject
	ivars     map[string]value
	defs      map[string]*defNode
	steps     int
	callDepth int
	lastPos   int
	lastMatch value // $~
	top       *env
	// The output: appends of the generated _erbout.<<(...) calls go to out;
	// once the template touches _erbout any other way, out is copied into
	// outStr and everything goes through the String object (outSlow).
	out     []byte
	outStr  *rStr
	outSlow bool
	// share is the record of values shared with the Puppet scope (nil
	// when the scope takes no in-place changes; see mutation.go).
	share *sharing
}

func newInterp(t *Template, s Scope) *interp {
	in := &interp{t: t, scope: s, ivars: map[string]value{}, defs: map[string]*defNode{}}
	in.self = &rObject{class: cTemplate, fields: map[string]value{"file": str(t.file)}}
	in.scopeObj = &rObject{class: cScope, fields: map[string]value{}}
	if s != nil {
		in.share = newSharing(s)
	}
	return in
}

func (in *interp) run() (string, error) {
	in.top = newEnv(nil)
	in.outStr = str("")
	in.top.vars["_erbout"] = in.outStr
	_, err := in.eval(in.t.prog, in.top)
	if err != nil {
		return "", in.finalErr(err)
	}
	in.flushMutations()
	if !in.outSlow {
		return string(in.out), nil
	}
	res, _ := in.top.vars["_erbout"].(*rStr)
	if res == nil {
		return "", nil
	}
	return res.s, nil
}

// slowOutput stops the fast output path: the buffer becomes the String.
func (in *interp) slowOutput() {
	if !in.outSlow {
		in.outSlow = true
		in.outStr.s = string(in.out)
		in.out = nil
	}
}

func (in *interp) finalErr(err error) error {
	switch e := err.(type) {
	case *rubyErr:
		return &Error{Class: e.exc.class.name, Message: toS(e.exc.fields["message"]), Offset: e.pos, Cause: e.cause}
	case *fatalErr:
		return &Error{Class: e.class, Message: e.msg, Offset: e.pos}
	case *breakErr:
		return &Error{Class: "LocalJumpError", Message: "break from proc-closure", Offset: in.lastPos}
	case *nextErr, *returnErr:
		return &Error{Class: "LocalJumpError", Message: err.Error(), Offset: in.lastPos}
	case *retryErr:
		return &Error{Class: "SyntaxError", Message: "Invalid retry", Offset: in.lastPos}
	case *Error:
		return e
	}
	return &Error{Class: "RuntimeError", Message: err.Error(), Offset: in.lastPos, Cause: err}
}

func (in *interp) raise(c *rClass, pos int, format string, args ...any) error {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return &rubyErr{exc: newExc(c, msg), pos: pos}
}

func (in *interp) tick(pos int) error {
	in.steps++
	if in.steps > maxSteps {
		return &fatalErr{class: "Punch::LimitError", msg: fmt.Sprintf("template evaluation exceeded %d steps (endless loop?)", maxSteps), pos: pos}
	}
	return nil
}

// describeRecv names a receiver in a NoMethodError as Ruby 3.1 does.
func describeRecv(v value) string {
	switch x := v.(type) {
	case nil:
		return "nil:NilClass"
	case bool:
		if x {
			return "true:TrueClass"
		}
		return "false:FalseClass"
	case *rObject:
		if x.class == cTemplate {
			return "#<Puppet::Parser::TemplateWrapper>"
		}
		if x.class == cScope {
			return "#<Puppet::Parser::Scope>"
		}
	case *rClass:
		return x.name + ":" + classOf(v).name
	}
	return inspect(v) + ":" + classOf(v).name
}

func (in *interp) noMethod(recv value, name string, pos int) error {
	return in.raise(cNoMethodError, pos, "undefined method `%s' for %s", name, describeRecv(recv))
}

func (in *interp) evalSeq(list []node, e *env) (value, error) {
	var v value
	var err error
	for _, n := range list {
		v, err = in.eval(n, e)
		if err != nil {
			return nil, err
		}
	}
	return v, nil
}

func (in *interp) eval(n node, e *env) (value, error) {
	if n == nil {
		return nil, nil
	}
	in.steps++
	if in.steps > maxSteps {
		return nil, in.tick(n.pos())
	}
	switch x := n.(type) {
	case *seqNode:
		return in.evalSeq(x.list, e)
	case *nilNode:
		return nil, nil
	case *trueNode:
		return true, nil
	case *falseNode:
		return false, nil
	case *selfNode:
		return in.self, nil
	case *intNode:
		return x.v, nil
	case *floatNode:
		return x.v, nil
	case *strNode:
		s, err := in.interpolate(x, e)
		if err != nil {
			return nil, err
		}
		return str(s), nil
	case *symNode:
		return rSym(x.name), nil
	case *dsymNode:
		s, err := in.interpolate(x.str, e)
		if err != nil {
			return nil, err
		}
		return rSym(s), nil
	case *regexNode:
		if x.static != nil {
			return x.static, nil
		}
		s, err := in.interpolateRegex(x.str, e)
		if err != nil {
			return nil, err
		}
		re, rerr := newRRegexp(s, x.flags)
		if rerr != nil {
			return nil, in.raise(cRegexpError, x.p, "%s", rerr.Error())
		}
		return re, nil
	case *arrayNode:
		a, err := in.evalList(x.elems, e)
		if err != nil {
			return nil, err
		}
		return newArray(a), nil
	case *hashNode:
		return in.evalHash(x, e)
	case *rangeNode:
		lo, err := in.eval(x.lo, e)
		if err != nil {
			return nil, err
		}
		hi, err := in.eval(x.hi, e)
		if err != nil {
			return nil, err
		}
		if !rangeOK(lo, hi) {
			return nil, in.raise(cArgumentError, x.p, "bad value for range")
		}
		return &rRange{lo: lo, hi: hi, excl: x.excl}, nil
	case *lvarNode:
		if x.name == "_erbout" {
			in.slowOutput()
		}
		v, _ := e.lookup(x.name)
		return v, nil
	case *ivarNode:
		return in.ivar(x.name), nil
	case *gvarNode:
		return in.gvar(x)
	case *constNode:
		return in.evalConst(x, e)
	case *assignNode:
		v, err := in.eval(x.value, e)
		if err != nil {
			return nil, err
		}
		if sp, ok := x.value.(*splatNode); ok {
			_ = sp
		}
		return v, in.assign(x.target, v, e)
	case *opAssignNode:
		return in.evalOpAssign(x, e)
	case *multiAssignNode:
		return in.evalMultiAssign(x, e)
	case *callNode:
		in.lastPos = x.p
		return in.evalCall(x, e)
	case *andNode:
		l, err := in.eval(x.l, e)
		if err != nil || !truthy(l) {
			return l, err
		}
		return in.eval(x.r, e)
	case *orNode:
		l, err := in.eval(x.l, e)
		if err != nil || truthy(l) {
			return l, err
		}
		return in.eval(x.r, e)
	case *notNode:
		v, err := in.eval(x.val, e)
		if err != nil {
			return nil, err
		}
		if o, ok := v.(*rObject); ok && o.hasForeign {
			return !truthy(v), nil
		}
		return !truthy(v), nil
	case *definedNode:
		return in.evalDefined(x.val, e)
	case *ifNode:
		c, err := in.eval(x.cond, e)
		if err != nil {
			return nil, err
		}
		if truthy(c) {
			return in.eval(x.then, e)
		}
		return in.eval(x.els, e)
	case *whileNode:
		return in.evalWhile(x, e)
	case *forNode:
		return in.evalFor(x, e)
	case *caseNode:
		return in.evalCase(x, e)
	case *breakNode:
		v, err := in.eval(x.val, e)
		if err != nil {
			return nil, err
		}
		return nil, &breakErr{val: v}
	case *nextNode:
		v, err := in.eval(x.val, e)
		if err != nil {
			return nil, err
		}
		return nil, &nextErr{val: v}
	case *returnNode:
		v, err := in.eval(x.val, e)
		if err != nil {
			return nil, err
		}
		return nil, &returnErr{val: v}
	case *retryNode:
		return nil, &retryErr{}
	case *beginNode:
		return in.evalBegin(x, e)
	case *defNode:
		in.defs[x.name] = x
		return rSym(x.name), nil
	case *splatNode:
		return in.eval(x.val, e)
	case *blockPassNode:
		return nil, in.raise(cSyntaxErrorClass(), x.p, "block argument should not be given")
	}
	return nil, &fatalErr{class: "InternalError", msg: fmt.Sprintf("cannot evaluate %T", n), pos: n.pos()}
}

func cSyntaxErrorClass() *rClass { return &rClass{name: "SyntaxError", super: cScriptError} }

func rangeOK(lo, hi value) bool {
	if lo == nil || hi == nil {
		return true
	}
	_, ok := compare(lo, hi)
	return ok
}

func (in *interp) interpolate(s *strNode, e *env) (string, error) {
	if len(s.parts) == 1 && s.parts[0].code == nil {
		return s.parts[0].lit, nil
	}
	var b strings.Builder
	for _, p := range s.parts {
		if p.code == nil {
			b.WriteString(p.lit)
			continue
		}
		v, err := in.eval(p.code, e)
		if err != nil {
			return "", err
		}
		sv, err := in.callToS(v, p.code.pos())
		if err != nil {
			return "", err
		}
		b.WriteString(sv)
		if b.Len() > maxStrLen {
			return "", in.limitErr(s.p)
		}
	}
	return b.String(), nil
}

// interpolateRegex builds a regexp source: interpolated Regexps insert
// their to_s form, strings their text.
func (in *interp) interpolateRegex(s *strNode, e *env) (string, error) {
	var b strings.Builder
	for _, p := range s.parts {
		if p.code == nil {
			b.WriteString(p.lit)
			continue
		}
		v, err := in.eval(p.code, e)
		if err != nil {
			return "", err
		}
		if re, ok := v.(*rRegexp); ok {
			b.WriteString(re.toS())
			continue
		}
		sv, err := in.callToS(v, p.code.pos())
		if err != nil {
			return "", err
		}
		b.WriteString(sv)
	}
	return b.String(), nil
}

// callToS is to_s as interpolation calls it (user objects have none).
func (in *interp) callToS(v value, pos int) (string, error) {
	return toS(v), nil
}

func (in *interp) limitErr(pos int) error {
	return &fatalErr{class: "Punch::LimitError", msg: fmt.Sprintf("template value exceeds %d bytes or %d elements", maxStrLen, maxArrayLen), pos: pos}
}

func (in *interp) evalList(list []node, e *env) ([]value, error) {
	out := make([]value, 0, len(list))
	for _, n := range list {
		if sp, ok := n.(*splatNode); ok {
			v, err := in.eval(sp.val, e)
			if err != nil {
				return nil, err
			}
			a, err := in.splatValue(v, sp.p)
			if err != nil {
				return nil, err
			}
			out = append(out, a...)
			continue
		}
		v, err := in.eval(n, e)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

func (in *interp) splatValue(v value, pos int) ([]value, error) {
	switch x := v.(type) {
	case *rArray:
		return append([]value(nil), x.a...), nil
	case nil:
		return nil, nil
	case *rHash:
		out := make([]value, len(x.keys))
		for i, k := range x.keys {
			out[i] = newArray([]value{k, x.vals[i]})
		}
		return out, nil
	case *rRange:
		a, err := in.rangeToA(x, pos)
		if err != nil {
			return nil, err
		}
		return a, nil
	case *rEnum:
		a, err := in.enumToA(x, pos)
		if err != nil {
			return nil, err
		}
		return a.a, nil
	}
	return []value{v}, nil
}

func (in *interp) evalHash(x *hashNode, e *env) (value, error) {
	h := newHash()
	for i, kn := range x.keys {
		if kn == nil {
			v, err := in.eval(x.vals[i].(*splatNode).val, e)
			if err != nil {
				return nil, err
			}
			o, ok := v.(*rHash)
			if !ok {
				if v == nil {
					continue
				}
				return nil, in.raise(cTypeError, x.vals[i].pos(), "no implicit conversion of %s into Hash", classOf(v).name)
			}
			for j, k := range o.keys {
				h.put(k, o.vals[j])
			}
			continue
		}
		k, err := in.eval(kn, e)
		if err != nil {
			return nil, err
		}
		v, err := in.eval(x.vals[i], e)
		if err != nil {
			return nil, err
		}
		h.put(k, v)
	}
	return h, nil
}

// ivar reads @name: an assigned instance variable, or the Puppet variable
// of that name (converted once per render, so changes made by the template
// are seen later in the same render).
func (in *interp) ivar(name string) value {
	if v, ok := in.ivars[name]; ok {
		return v
	}
	if in.scope == nil {
		return nil
	}
	pv, ok := in.scope.Var(name)
	if !ok {
		return nil
	}
	v := in.fromScope(name, pv)
	in.ivars[name] = v
	return v
}

func (in *interp) ivarDefined(name string) bool {
	if _, ok := in.ivars[name]; ok {
		return true
	}
	if in.scope == nil {
		return false
	}
	_, ok := in.scope.Var(name)
	return ok
}

func (in *interp) gvar(x *gvarNode) (value, error) {
	m, _ := in.lastMatch.(*rMatch)
	switch x.name {
	case "$~":
		return in.lastMatch, nil
	case "$&":
		if m == nil {
			return nil, nil
		}
		return m.group(0), nil
	case "$`":
		if m == nil {
			return nil, nil
		}
		return str(m.str[:m.starts[0]]), nil
	case "$'":
		if m == nil {
			return nil, nil
		}
		return str(m.str[m.ends[0]:]), nil
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
	case "$,", "$/", "$;", "$\\":
		if x.name == "$/" {
			return str("\n"), nil
		}
		return nil, nil
	case "$0", "$PROGRAM_NAME":
		return str("puppet"), nil
	}
	if len(x.name) > 1 && isDigit(x.name[1]) {
		n, _ := strconv.Atoi(x.name[1:])
		if m == nil {
			return nil, nil
		}
		return m.group(n), nil
	}
	return nil, in.raise(cNotImplError, x.p, "unsupported Ruby: global variable %s", x.name)
}

func (in *interp) evalConst(x *constNode, e *env) (value, error) {
	if x.scope != nil {
		sv, err := in.eval(x.scope, e)
		if err != nil {
			return nil, err
		}
		c, ok := sv.(*rClass)
		if !ok {
			return nil, in.raise(cTypeError, x.p, "%s is not a class/module", inspect(sv))
		}
		full := c.name + "::" + x.name
		switch full {
		case "JSON::ParserError":
			return cJSONParserError, nil
		case "IPAddr::InvalidAddressError", "IPAddr::AddressFamilyError", "IPAddr::InvalidPrefixError":
			return cIPAddrInvalid, nil
		case "Puppet::ParseError", "Puppet::Error":
			return cPuppetError, nil
		case "Float::INFINITY":
			return posInf, nil
		case "Float::NAN":
			return nan, nil
		case "Float::EPSILON":
			return 2.220446049250313e-16, nil
		case "Math::PI":
			return 3.141592653589793, nil
		case "Math::E":
			return 2.718281828459045, nil
		case "File::SEPARATOR":
			return str("/"), nil
		}
		if k, ok := constants[x.name]; ok && c == cObject {
			return k, nil
		}
		return nil, in.raise(cNameError, x.p, "uninitialized constant %s", full)
	}
	if c, ok := constants[x.name]; ok {
		return c, nil
	}
	switch x.name {
	case "ARGV":
		return newArray(nil), nil
	case "ENV":
		return nil, in.raise(cNotImplError, x.p, "unsupported Ruby: ENV (the server's environment is not visible to templates in Punch)")
	case "RUBY_VERSION":
		return str("3.1.2"), nil
	case "YAML", "Psych":
		return nil, in.raise(cNotImplError, x.p, "unsupported Ruby: %s", x.name)
	}
	return nil, in.raise(cNameError, x.p, "uninitialized constant %s", x.name)
}

var (
	posInf = func() float64 { var z float64; return 1 / z }()
	nan    = func() float64 { var z float64; return z / z }()
)

func (in *interp) assign(t node, v value, e *env) error {
	switch x := t.(type) {
	case *lvarNode:
		if x.name == "_erbout" {
			in.slowOutput()
		}
		e.set(x.name, v)
		return nil
	case *ivarNode:
		in.ivars[x.name] = v
		return nil
	case *callNode:
		recv, err := in.eval(x.recv, e)
		if err != nil {
			return err
		}
		if x.safeNav && recv == nil {
			return nil
		}
		if x.name == "[]" {
			args, err := in.evalList(x.args, e)
			if err != nil {
				return err
			}
			_, err = in.callMethod(recv, "[]=", append(args, v), nil, x.p)
			return err
		}
		_, err = in.callMethod(recv, x.name+"=", []value{v}, nil, x.p)
		return err
	case *splatNode:
		a, err := in.splatValue(v, x.p)
		if err != nil {
			return err
		}
		return in.assign(x.val, newArray(a), e)
	case *mlhsNode:
		vals := []value{v}
		if a, ok := v.(*rArray); ok {
			vals = a.a
		}
		return in.destructure(x.targets, vals, e)
	case *constNode:
		return in.raise(cNotImplError, x.p, "unsupported Ruby: constant assignment")
	case *gvarNode:
		return in.raise(cNotImplError, x.p, "unsupported Ruby: global variable assignment")
	}
	return &fatalErr{class: "InternalError", msg: fmt.Sprintf("cannot assign to %T", t), pos: t.pos()}
}

func (in *interp) evalOpAssign(x *opAssignNode, e *env) (value, error) {
	var get func() (value, error)
	var set func(value) error
	switch t := x.target.(type) {
	case *lvarNode:
		get = func() (value, error) { v, _ := e.lookup(t.name); return v, nil }
		set = func(v value) error { e.set(t.name, v); return nil }
	case *ivarNode:
		get = func() (value, error) { return in.ivar(t.name), nil }
		set = func(v value) error { in.ivars[t.name] = v; return nil }
	case *callNode:
		recv, err := in.eval(t.recv, e)
		if err != nil {
			return nil, err
		}
		if t.safeNav && recv == nil {
			return nil, nil
		}
		if t.name == "[]" {
			args, err := in.evalList(t.args, e)
			if err != nil {
				return nil, err
			}
			get = func() (value, error) { return in.callMethod(recv, "[]", args, nil, t.p) }
			set = func(v value) error {
				_, err := in.callMethod(recv, "[]=", append(append([]value(nil), args...), v), nil, t.p)
				return err
			}
		} else {
			get = func() (value, error) { return in.callMethod(recv, t.name, nil, nil, t.p) }
			set = func(v value) error { _, err := in.callMethod(recv, t.name+"=", []value{v}, nil, t.p); return err }
		}
	default:
		return nil, in.raise(cNotImplError, x.p, "unsupported Ruby: operator assignment to this target")
	}
	cur, err := get()
	if err != nil {
		return nil, err
	}
	switch x.op {
	case "||":
		if truthy(cur) {
			return cur, nil
		}
		v, err := in.eval(x.value, e)
		if err != nil {
			return nil, err
		}
		return v, set(v)
	case "&&":
		if !truthy(cur) {
			return cur, nil
		}
		v, err := in.eval(x.value, e)
		if err != nil {
			return nil, err
		}
		return v, set(v)
	}
	rhs, err := in.eval(x.value, e)
	if err != nil {
		return nil, err
	}
	v, err := in.callMethod(cur, x.op, []value{rhs}, nil, x.p)
	if err != nil {
		return nil, err
	}
	return v, set(v)
}

func (in *interp) evalMultiAssign(x *multiAssignNode, e *env) (value, error) {
	v, err := in.eval(x.value, e)
	if err != nil {
		return nil, err
	}
	var vals []value
	switch a := v.(type) {
	case *rArray:
		vals = a.a
	case nil:
		vals = []value{nil}
	default:
		vals = []value{v}
	}
	if err := in.destructure(x.targets, vals, e); err != nil {
		return nil, err
	}
	return v, nil
}

func (in *interp) destructure(targets []node, vals []value, e *env) error {
	splatAt := -1
	for i, t := range targets {
		if _, ok := t.(*splatNode); ok {
			splatAt = i
		}
	}
	for i, t := range targets {
		var v value
		if splatAt >= 0 && i == splatAt {
			after := len(targets) - i - 1
			end := len(vals) - after
			var rest []value
			if end > i {
				rest = append(rest, vals[i:end]...)
			}
			if err := in.assign(t.(*splatNode).val, newArray(rest), e); err != nil {
				return err
			}
			continue
		}
		idx := i
		if splatAt >= 0 && i > splatAt {
			idx = len(vals) - (len(targets) - i)
		}
		if idx >= 0 && idx < len(vals) {
			v = vals[idx]
		}
		if err := in.assign(t, v, e); err != nil {
			return err
		}
	}
	return nil
}

func (in *interp) evalDefined(n node, e *env) (value, error) {
	switch x := n.(type) {
	case *ivarNode:
		if in.ivarDefined(x.name) {
			return str("instance-variable"), nil
		}
		return nil, nil
	case *lvarNode:
		return str("local-variable"), nil
	case *gvarNode:
		if x.name == "$~" || len(x.name) > 1 && isDigit(x.name[1]) {
			v, _ := in.gvar(x)
			if v == nil {
				return nil, nil
			}
		}
		return str("global-variable"), nil
	case *constNode:
		if _, err := in.evalConst(x, e); err != nil {
			return nil, nil
		}
		return str("constant"), nil
	case *callNode:
		if x.recv == nil {
			if _, ok := in.defs[x.name]; ok || selfMethods[x.name] {
				return str("method"), nil
			}
			return nil, nil
		}
		recv, err := in.eval(x.recv, e)
		if err != nil {
			return nil, nil
		}
		if respondTo(recv, x.name) {
			return str("method"), nil
		}
		return nil, nil
	case *nilNode:
		return str("expression"), nil
	case *selfNode:
		return str("self"), nil
	case *trueNode, *falseNode:
		return str("expression"), nil
	case *assignNode, *opAssignNode, *multiAssignNode:
		return str("assignment"), nil
	}
	return str("expression"), nil
}

func (in *interp) evalWhile(x *whileNode, e *env) (value, error) {
	first := x.doWhile
	for {
		if err := in.tick(x.p); err != nil {
			return nil, err
		}
		if !first {
			c, err := in.eval(x.cond, e)
			if err != nil {
				return nil, err
			}
			if truthy(c) == x.until {
				return nil, nil
			}
		}
		first = false
		_, err := in.eval(x.body, e)
		if err != nil {
			switch b := err.(type) {
			case *breakErr:
				if b.tag == nil {
					return b.val, nil
				}
			case *nextErr:
				continue
			}
			return nil, err
		}
	}
}

func (in *interp) evalFor(x *forNode, e *env) (value, error) {
	iter, err := in.eval(x.iter, e)
	if err != nil {
		return nil, err
	}
	fn := func(in *interp, args []value) (value, error) {
		if len(x.vars) == 1 {
			var v value
			if len(args) == 1 {
				v = args[0]
			} else if len(args) > 1 {
				v = newArray(args)
			}
			e.set(x.vars[0].(*lvarNode).name, v)
		} else {
			vals := args
			if len(args) == 1 {
				if a, ok := args[0].(*rArray); ok {
					vals = a.a
				}
			}
			if err := in.destructure(x.vars, vals, e); err != nil {
				return nil, err
			}
		}
		_, err := in.eval(x.body, e)
		if err != nil {
			if b, ok := err.(*breakErr); ok && b.tag == nil {
				return nil, &breakErr{val: b.val, tag: forTag}
			}
			if _, ok := err.(*nextErr); ok {
				return nil, nil
			}
		}
		return nil, err
	}
	_, err = in.callMethod(iter, "each", nil, &rProc{fn: fn}, x.p)
	if b, ok := err.(*breakErr); ok && b.tag == forTag {
		return b.val, nil
	}
	if err != nil {
		return nil, err
	}
	return iter, nil
}

var forTag = &rProc{}

func (in *interp) evalCase(x *caseNode, e *env) (value, error) {
	var subj value
	var err error
	if x.subject != nil {
		subj, err = in.eval(x.subject, e)
		if err != nil {
			return nil, err
		}
	}
	for _, w := range x.whens {
		for _, cn := range w.conds {
			var cands []value
			if sp, ok := cn.(*splatNode); ok {
				v, err := in.eval(sp.val, e)
				if err != nil {
					return nil, err
				}
				cands, err = in.splatValue(v, sp.p)
				if err != nil {
					return nil, err
				}
			} else {
				v, err := in.eval(cn, e)
				if err != nil {
					return nil, err
				}
				cands = []value{v}
			}
			for _, c := range cands {
				var hit bool
				if x.subject == nil {
					hit = truthy(c)
				} else {
					r, err := in.caseEq(c, subj, cn.pos())
					if err != nil {
						return nil, err
					}
					hit = r
				}
				if hit {
					return in.eval(w.body, e)
				}
			}
		}
	}
	return in.eval(x.els, e)
}

// caseEq is pattern === v.
func (in *interp) caseEq(pattern, v value, pos int) (bool, error) {
	switch p := pattern.(type) {
	case *rClass:
		return isA(v, p), nil
	case *rRegexp:
		var s string
		switch x := v.(type) {
		case *rStr:
			s = x.s
		case rSym:
			s = string(x)
		default:
			in.lastMatch = nil
			return false, nil
		}
		m, err := in.regexMatch(p, s, 0, pos)
		if err != nil {
			return false, err
		}
		in.lastMatch = valueOrNil(m)
		return m != nil, nil
	case *rRange:
		return in.rangeCover(p, v), nil
	case *rProc:
		r, err := in.callProc(p, []value{v})
		return truthy(r), err
	}
	return rEqual(pattern, v), nil
}

func valueOrNil(m *rMatch) value {
	if m == nil {
		return nil
	}
	return m
}

func isA(v value, c *rClass) bool {
	if c == cPuppetValue {
		return false
	}
	return classOf(v).includes(c)
}

func (in *interp) evalBegin(x *beginNode, e *env) (value, error) {
	for {
		v, err := in.eval(x.body, e)
		if err == nil && x.els != nil {
			v, err = in.eval(x.els, e)
		}
		if re, ok := err.(*rubyErr); ok && len(x.rescues) > 0 {
			handled := false
			for _, rc := range x.rescues {
				match := false
				if len(rc.classes) == 0 {
					match = re.exc.class.includes(cStandardError)
				}
				for _, cn := range rc.classes {
					cv, cerr := in.eval(cn, e)
					if cerr != nil {
						return nil, cerr
					}
					list := []value{cv}
					if a, ok := cv.(*rArray); ok {
						list = a.a
					}
					for _, c := range list {
						k, ok := c.(*rClass)
						if !ok {
							return nil, in.raise(cTypeError, cn.pos(), "class or module required for rescue clause")
						}
						if re.exc.class.includes(k) {
							match = true
						}
					}
				}
				if !match {
					continue
				}
				handled = true
				if rc.varName != "" {
					e.set(rc.varName, re.exc)
				}
				v, err = in.eval(rc.body, e)
				break
			}
			if handled {
				if _, ok := err.(*retryErr); ok {
					if err := in.tick(x.p); err != nil {
						return nil, err
					}
					continue
				}
			}
		}
		if x.ensure != nil {
			if _, eerr := in.eval(x.ensure, e); eerr != nil {
				return nil, eerr
			}
		}
		return v, err
	}
}

// evalCall evaluates a method call.
func (in *interp) evalCall(c *callNode, e *env) (value, error) {
	if !in.outSlow && c.name == "<<" && len(c.args) == 1 && c.block == nil {
		if l, ok := c.recv.(*lvarNode); ok && l.name == "_erbout" {
			if v, done, err := in.fastAppend(c, e); done {
				return v, err
			}
		}
	}
	var recv value
	selfCall := c.recv == nil
	if !selfCall {
		var err error
		recv, err = in.eval(c.recv, e)
		if err != nil {
			return nil, err
		}
		if c.safeNav && recv == nil {
			return nil, nil
		}
	}
	var args []value
	var blk *rProc
	if len(c.args) > 0 {
		args = make([]value, 0, len(c.args))
		for _, an := range c.args {
			switch a := an.(type) {
			case *splatNode:
				v, err := in.eval(a.val, e)
				if err != nil {
					return nil, err
				}
				sv, err := in.splatValue(v, a.p)
				if err != nil {
					return nil, err
				}
				args = append(args, sv...)
			case *blockPassNode:
				v, err := in.eval(a.val, e)
				if err != nil {
					return nil, err
				}
				p, err := in.toProc(v, a.p)
				if err != nil {
					return nil, err
				}
				blk = p
			case *hashNode:
				v, err := in.evalHash(a, e)
				if err != nil {
					return nil, err
				}
				args = append(args, v)
			default:
				v, err := in.eval(an, e)
				if err != nil {
					return nil, err
				}
				args = append(args, v)
			}
		}
	}
	if c.block != nil {
		blk = &rProc{blk: c.block, env: e, self: in.self}
	}
	in.lastPos = c.p
	var v value
	var err error
	if selfCall {
		v, err = in.callSelf(c.name, args, blk, c.p, c.vcall)
	} else {
		v, err = in.callMethod(recv, c.name, args, blk, c.p)
	}
	if err != nil {
		if b, ok := err.(*breakErr); ok && blk != nil && b.tag == blk {
			return b.val, nil
		}
		if re, ok := err.(*rubyErr); ok && re.pos < 0 {
			re.pos = c.p
		}
		return nil, err
	}
	return v, nil
}

// fastAppend appends a String to the output buffer; done is false when the
// argument is not a String (the normal path then raises as Ruby does).
func (in *interp) fastAppend(c *callNode, e *env) (value, bool, error) {
	if _, ok := c.args[0].(*splatNode); ok {
		return nil, false, nil
	}
	if _, ok := c.args[0].(*blockPassNode); ok {
		return nil, false, nil
	}
	if in.outSlow {
		return nil, false, nil
	}
	v, err := in.eval(c.args[0], e)
	if err != nil {
		return nil, true, err
	}
	if in.outSlow {
		// the argument touched _erbout
		_, err := in.callMethod(in.outStr, "<<", []value{v}, nil, c.p)
		return in.outStr, true, err
	}
	s, ok := v.(*rStr)
	if !ok {
		in.slowOutput()
		_, err := in.callMethod(in.outStr, "<<", []value{v}, nil, c.p)
		return in.outStr, true, err
	}
	in.out = append(in.out, s.s...)
	if len(in.out) > maxStrLen {
		return nil, true, in.limitErr(c.p)
	}
	return in.outStr, true, nil
}

func (in *interp) toProc(v value, pos int) (*rProc, error) {
	switch x := v.(type) {
	case nil:
		return nil, nil
	case *rProc:
		return x, nil
	case rSym:
		name := string(x)
		return &rProc{fn: func(in *interp, args []value) (value, error) {
			if len(args) == 0 {
				return nil, in.raise(cArgumentError, pos, "no receiver given")
			}
			return in.callMethod(args[0], name, args[1:], nil, pos)
		}}, nil
	case *rHash:
		return &rProc{fn: func(in *interp, args []value) (value, error) {
			if len(args) == 0 {
				return nil, nil
			}
			return in.hashGet(x, args[0], pos)
		}}, nil
	}
	return nil, in.raise(cTypeError, pos, "wrong argument type %s (expected Proc)", classOf(v).name)
}

// callProc calls a block with Ruby's proc argument rules.
func (in *interp) callProc(p *rProc, args []value) (value, error) {
	if err := in.tick(in.lastPos); err != nil {
		return nil, err
	}
	in.callDepth++
	defer func() { in.callDepth-- }()
	if in.callDepth > maxCallDepth {
		return nil, &fatalErr{class: "SystemStackError", msg: "stack level too deep", pos: in.lastPos}
	}
	if p.fn != nil {
		return p.fn(in, args)
	}
	b := p.blk
	e := newEnv(p.env)
	if b.params != nil && len(b.params.list) > 0 {
		in.bindBlockParams(b.params, args, e)
	}
	v, err := in.eval(b.body, e)
	if err != nil {
		switch x := err.(type) {
		case *nextErr:
			return x.val, nil
		case *breakErr:
			if x.tag == nil {
				return nil, &breakErr{val: x.val, tag: p}
			}
		}
		return nil, err
	}
	return v, nil
}

// yield1 calls a block with one value.
func (in *interp) yield1(p *rProc, v value) (value, error) {
	return in.callProc(p, []value{v})
}

func (in *interp) bindBlockParams(pl *paramList, args []value, e *env) {
	n := len(pl.list)
	multi := n > 1 || pl.trailingComma || (n == 1 && pl.list[0].sub != nil)
	if n == 1 && pl.list[0].splat {
		multi = false
	}
	if multi && len(args) == 1 {
		if a, ok := args[0].(*rArray); ok {
			args = a.a
		}
	}
	in.bindParams(pl, args, e)
}

func (in *interp) bindParams(pl *paramList, args []value, e *env) {
	splatAt := -1
	required := 0
	for i, p := range pl.list {
		if p.splat {
			splatAt = i
		} else if !p.block && p.dflt == nil {
			required++
		}
	}
	optAvail := len(args) - required
	ai := 0
	for i, p := range pl.list {
		switch {
		case p.block:
			e.vars[p.name] = nil
		case p.splat:
			after := 0
			for _, q := range pl.list[i+1:] {
				if !q.block {
					after++
				}
			}
			end := len(args) - after
			var rest []value
			if end > ai {
				rest = append(rest, args[ai:end]...)
				ai = end
			}
			if p.name != "" {
				e.vars[p.name] = newArray(rest)
			}
		case p.sub != nil:
			var v value
			if ai < len(args) {
				v = args[ai]
			}
			ai++
			vals := []value{v}
			if a, ok := v.(*rArray); ok {
				vals = a.a
			}
			in.bindParams(p.sub, vals, e)
		case p.dflt != nil:
			if optAvail > 0 && ai < len(args) {
				e.vars[p.name] = args[ai]
				ai++
				optAvail--
			} else {
				v, _ := in.eval(p.dflt, e)
				e.vars[p.name] = v
			}
		default:
			var v value
			if ai < len(args) {
				v = args[ai]
			}
			ai++
			e.vars[p.name] = v
		}
		_ = splatAt
	}
}

// callDef calls a method defined in the template.
func (in *interp) callDef(d *defNode, args []value, blk *rProc, pos int) (value, error) {
	required, optional, splat := 0, 0, false
	if d.params != nil {
		for _, p := range d.params.list {
			switch {
			case p.splat:
				splat = true
			case p.block:
			case p.dflt != nil:
				optional++
			default:
				required++
			}
		}
	}
	if len(args) < required || (!splat && len(args) > required+optional) {
		exp := strconv.Itoa(required)
		if splat {
			exp += "+"
		} else if optional > 0 {
			exp += ".." + strconv.Itoa(required+optional)
		}
		return nil, in.raise(cArgumentError, pos, "wrong number of arguments (given %d, expected %s)", len(args), exp)
	}
	in.callDepth++
	defer func() { in.callDepth-- }()
	if in.callDepth > maxCallDepth {
		return nil, &fatalErr{class: "SystemStackError", msg: "stack level too deep", pos: pos}
	}
	e := newEnv(nil)
	if d.params != nil {
		in.bindParams(d.params, args, e)
		for _, p := range d.params.list {
			if p.block {
				e.vars[p.name] = valueOrNilProc(blk)
			}
		}
	}
	savedMatch := in.lastMatch
	defer func() { in.lastMatch = savedMatch }()
	v, err := in.eval(d.body, e)
	if err != nil {
		if r, ok := err.(*returnErr); ok {
			return r.val, nil
		}
		return nil, err
	}
	return v, nil
}

func valueOrNilProc(p *rProc) value {
	if p == nil {
		return nil
	}
	return p
}

// Scope-facing helpers.

func (in *interp) lookupVar(name string) value {
	if in.scope == nil {
		return nil
	}
	v, ok := in.scope.Lookup(name)
	if !ok {
		return nil
	}
	return in.fromScope(name, v)
}

func (in *interp) callFunction(name string, args []value, pos int) (value, error) {
	if in.scope == nil {
		return nil, in.raise(cNoMethodError, pos, "undefined method `function_%s' for #<Puppet::Parser::Scope>", name)
	}
	// The function sees the variables as the template changed them.
	in.flushMutations()
	pargs := make([]values.Value, len(args))
	for i, a := range args {
		pargs[i] = in.toScope(a)
	}
	r, err := in.scope.Call(name, pargs)
	if err != nil {
		return nil, &rubyErr{exc: newExc(cPuppetError, err.Error()), pos: pos, cause: err}
	}
	return in.fromScope("", r), nil
}
