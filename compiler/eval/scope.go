package eval

import (
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// scopeKind tells what a Scope belongs to.
type scopeKind uint8

const (
	topScope scopeKind = iota
	nodeScope
	classScope
	defineScope
	functionScope // a Puppet function's body (sees only top scope)
)

// Scope is Puppet's variable scope (Puppet::Parser::Scope): a symbol table,
// a stack of ephemeral tables (regex match data, lambda locals), resource
// defaults, and links to the scopes it falls back to.
//
// Unqualified lookups go: ephemeral stack (top down), the scope's own
// table, then the inherited class's scope (for a class with `inherits`) or
// else the enclosing node or top scope. Qualified lookups ($a::b) go to
// the compiler's table of class variables.
type Scope struct {
	c    *Compiler
	kind scopeKind
	// parent is the dynamic parent: the scope that declared this class or
	// define (or the parent class's scope for `inherits`). Resource
	// defaults are looked up along it.
	parent *Scope
	// inherited is the scope of the parent class when the class inherits.
	inherited *Scope
	// resource is the class/define/node resource being evaluated (main's
	// resource for top scope).
	resource *Resource
	// source is the definition whose body runs in this scope.
	source *typeDef

	vars symtab
	eph  []*ephemeral

	// defaults are the resource defaults set in this scope: type -> attrs.
	defaults map[string][]*param

	// moduleName is $module_name for this scope.
	moduleName string
	// named is set once the scope is in Compiler.classScopes under its
	// class's name: lookupQualified finds its variables there, and set
	// no longer copies them into Compiler.qvars (a string and a map
	// entry for each of a class's parameters and variables, most never
	// read by their qualified name).
	named bool
}

// ephemeral is one entry of a scope's ephemeral stack: either the captures
// of a successful regex match ($0..$n) or a local table (lambda
// parameters and the variables assigned in a lambda body).
type ephemeral struct {
	match []values.Value // non-nil for a match frame
	local bool
	names []string
	vals  []values.Value
	// guard, on the frame of a class's or define's parameters while their
	// defaults are evaluated (Puppet's ParameterScope), holds every
	// parameter name: one not in the frame yet is unevaluated, and reading
	// it is an error (see Compiler.unevaluatedParam).
	guard map[string]int
	// idx indexes names once there are more than ephIndexFrom of them (a
	// define with 200 parameters, as apache::vhost, would otherwise look
	// each of them up through all the others).
	idx map[string]int
	// params, on the frame of the parameters of a class or define with
	// many of them, is the definition's index of their names
	// (typeDef.paramIndex, shared by every instance), and pos[j] is 1 +
	// the position of parameter j in names (0: not in the frame); others
	// holds the positions of the other names (metaparameters, variables
	// a default expression assigns), most recent last. The frame is then
	// never indexed by a map of its own (idx): a map of every parameter
	// for each instance of a define was made, filled and dropped.
	params map[string]int
	pos    []int32
	others []int32
}

// ephIndexFrom is the size from which an ephemeral table is indexed.
const ephIndexFrom = 16

func (e *ephemeral) get(name string) (values.Value, bool) {
	if e.idx != nil || e.pos != nil {
		return e.getIndexed(name)
	}
	for i := len(e.names) - 1; i >= 0; i-- {
		if e.names[i] == name {
			return e.vals[i], true
		}
	}
	return nil, false
}

// put sets name, replacing an existing entry.
func (e *ephemeral) put(name string, v values.Value) {
	if e.pos != nil {
		if i := e.find(name); i >= 0 {
			e.vals[i] = v
			return
		}
		e.set(name, v)
		return
	}
	if e.idx != nil {
		if i, ok := e.idx[name]; ok {
			e.vals[i] = v
			return
		}
	} else {
		for i := len(e.names) - 1; i >= 0; i-- {
			if e.names[i] == name {
				e.vals[i] = v
				return
			}
		}
	}
	e.set(name, v)
}

// set adds an entry (a name set twice: the last one is found).
func (e *ephemeral) set(name string, v values.Value) {
	e.names = append(e.names, name)
	e.vals = append(e.vals, v)
	if e.pos != nil {
		e.placed(name)
		return
	}
	if e.idx != nil {
		e.idx[name] = len(e.names) - 1
	} else if len(e.names) > ephIndexFrom {
		e.idx = make(map[string]int, max(2*len(e.names), cap(e.names)))
		for i, n := range e.names {
			e.idx[n] = i // later entries win, as get's backward scan
		}
	}
}

// shareParams makes the frame find the parameters of a class or define
// through the definition's index; pos must have one zero entry per
// parameter, and the frame must be empty.
func (e *ephemeral) shareParams(params map[string]int, pos []int32) {
	e.params, e.pos = params, pos
}

// getIndexed is get in a frame indexed by a map or by shared parameters
// (apart, so that get of a short frame is inlined).
func (e *ephemeral) getIndexed(name string) (values.Value, bool) {
	i := -1
	if e.pos != nil {
		i = e.find(name)
	} else if j, ok := e.idx[name]; ok {
		i = j
	}
	if i < 0 {
		return nil, false
	}
	return e.vals[i], true
}

// param is get for parameter j of the definition whose frame this is
// (name is its name): in a frame with shared parameters, found by its
// position instead of by name.
func (e *ephemeral) param(j int, name string) (values.Value, bool) {
	if e.pos == nil {
		return e.get(name)
	}
	if at := e.pos[j]; at > 0 {
		return e.vals[at-1], true
	}
	return nil, false
}

// putParam is put for parameter j (see param).
func (e *ephemeral) putParam(j int, name string, v values.Value) {
	if e.pos == nil {
		e.put(name, v)
		return
	}
	if at := e.pos[j]; at > 0 {
		e.vals[at-1] = v
		return
	}
	e.names = append(e.names, name)
	e.vals = append(e.vals, v)
	e.pos[j] = int32(len(e.names))
}

// placed records where the entry just appended for name is, in a frame
// with shared parameters.
func (e *ephemeral) placed(name string) {
	at := int32(len(e.names))
	if j, ok := e.params[name]; ok {
		e.pos[j] = at
	} else {
		e.others = append(e.others, at)
	}
}

// find returns the position of name in a frame with shared parameters
// (the last one set), or -1.
func (e *ephemeral) find(name string) int {
	if j, ok := e.params[name]; ok {
		return int(e.pos[j]) - 1
	}
	for i := len(e.others) - 1; i >= 0; i-- {
		if at := e.others[i] - 1; e.names[at] == name {
			return int(at)
		}
	}
	return -1
}

func newScope(c *Compiler, kind scopeKind, parent *Scope, res *Resource, src *typeDef) *Scope {
	s := c.allocScope()
	s.c, s.kind, s.parent, s.resource, s.source = c, kind, parent, res, src
	return s
}

// symtab is a scope's own variables: a short list, indexed by a map once
// it grows.
type symtab struct {
	names []string
	vals  []values.Value
	idx   map[string]int
	// sp, in the scope of a class or define with many slots (parameters
	// and the other names of its body's variables, ast.Variable.Param),
	// finds them through the definition's index (see sharedParams); idx
	// then holds the other names only. (A pointer: every scope pays for
	// it.)
	sp *sharedParams
	// pbase, in a table without sp, is where the parameters of its class
	// or define start (bindScopeParams sets them in the definition's
	// order, so parameter j is usually at pbase+j).
	pbase int32
}

// sharedParams is how a scope's table finds the slots of its class or
// define: params is the definition's index of their names (parameters
// first, then its body's other variables: typeDef.slotIndex, shared by
// every instance) and at[i] is 1 + the position of slot i in the table's
// names (0: not set). The parameters and the body's own variables, most
// of a class's variables, are then found without a map of the scope's
// own, and a variable of the body by its slot. others counts the other
// names.
type sharedParams struct {
	params map[string]int
	at     []int32
	others int
	// names are the slots' names by position (typeDef.slotNames): a
	// variable's slot is known to be its name's when they are equal.
	names []string
}

// shareParams makes the table find the slots of a class or define
// through the definition's index; at must have one zero entry per slot.
func (t *symtab) shareParams(c *Compiler, params map[string]int, at []int32) {
	sp := &sharedParams{params: params, at: at}
	t.sp, t.idx = sp, nil
	for i, n := range t.names {
		if j, ok := params[n]; ok {
			sp.at[j] = int32(i + 1)
		} else {
			sp.others++
		}
	}
	if sp.others > 12 {
		t.indexOthers(c)
	}
}

// indexOthers indexes the names that are not parameters.
func (t *symtab) indexOthers(c *Compiler) {
	t.idx = c.nameIndex(max(32, 2*t.sp.others))
	for i, n := range t.names {
		if _, ok := t.sp.params[n]; !ok {
			t.idx[n] = i // later entries win, as get's scan
		}
	}
}

func (t *symtab) get(name string) (values.Value, bool) {
	if sp := t.sp; sp != nil {
		if j, ok := sp.params[name]; ok {
			if p := sp.at[j]; p > 0 {
				return t.vals[p-1], true
			}
			return nil, false
		}
	}
	if t.idx != nil {
		if i, ok := t.idx[name]; ok {
			return t.vals[i], true
		}
		return nil, false
	}
	for i, n := range t.names {
		if n == name {
			return t.vals[i], true
		}
	}
	return nil, false
}

// param is get for slot j of the definition the table's scope belongs to
// (a parameter, or a name of its body: ast.Variable.Param), found where
// it was put (through sp, else at pbase+j, where the binding put
// parameter j) if the entry there is name's; ok false says nothing (look
// name up).
func (t *symtab) param(j int, name string) (values.Value, bool) {
	i := j + int(t.pbase)
	if sp := t.sp; sp != nil {
		if j >= len(sp.at) {
			return nil, false
		}
		i = int(sp.at[j]) - 1
	}
	if i >= 0 && i < len(t.names) && t.names[i] == name {
		return t.vals[i], true
	}
	return nil, false
}

func (t *symtab) has(name string) bool {
	_, ok := t.get(name)
	return ok
}

func (t *symtab) put(c *Compiler, name string, v values.Value) {
	if sp := t.sp; sp != nil {
		if j, ok := sp.params[name]; ok {
			if p := sp.at[j]; p > 0 {
				t.vals[p-1] = v
				return
			}
			t.append(name, v)
			sp.at[j] = int32(len(t.names))
			return
		}
	}
	if t.idx != nil {
		if i, ok := t.idx[name]; ok {
			t.vals[i] = v
			return
		}
	} else {
		for i, n := range t.names {
			if n == name {
				t.vals[i] = v
				return
			}
		}
	}
	t.appendOther(c, name, v)
}

// add is put of a name the table does not hold (the caller knows): it
// is appended without looking it up first.
func (t *symtab) add(c *Compiler, name string, v values.Value) {
	if sp := t.sp; sp != nil {
		if j, ok := sp.params[name]; ok {
			t.append(name, v)
			sp.at[j] = int32(len(t.names))
			return
		}
	}
	t.appendOther(c, name, v)
}

// appendOther appends a name that is not one of sp's parameters, and
// indexes it.
func (t *symtab) appendOther(c *Compiler, name string, v values.Value) {
	t.append(name, v)
	if t.sp != nil {
		t.sp.others++
		if t.idx != nil {
			t.idx[name] = len(t.names) - 1
		} else if t.sp.others > 12 {
			t.indexOthers(c)
		}
		return
	}
	if t.idx != nil {
		t.idx[name] = len(t.names) - 1
	} else if len(t.names) > 12 {
		// Sized for the room reserved (a class's parameters): growing
		// the map rehashed it at 32, 64, 128... entries.
		t.idx = c.nameIndex(max(32, cap(t.names)))
		for i, n := range t.names {
			t.idx[n] = i
		}
	}
}

// append adds an entry.
func (t *symtab) append(name string, v values.Value) {
	if t.names == nil {
		t.names = make([]string, 0, 8)
		t.vals = make([]values.Value, 0, 8)
	}
	t.names = append(t.names, name)
	t.vals = append(t.vals, v)
}

// isNumeric reports whether name is a match variable name ("0", "12").
func isNumeric(name string) bool { return rubystr.AllDigits(name) }

func matchIndex(name string) int {
	n := 0
	for i := 0; i < len(name); i++ {
		n = n*10 + int(name[i]-'0')
		if n > 1<<20 {
			return -1
		}
	}
	return n
}

// lookupLocal looks name up in the ephemeral stack and the scope's own table.
func (s *Scope) lookupLocal(name string) (values.Value, bool) {
	numeric := -2
	for i := len(s.eph) - 1; i >= 0; i-- {
		e := s.eph[i]
		if e.match != nil {
			if numeric == -2 {
				numeric = -1
				if isNumeric(name) {
					numeric = matchIndex(name)
				}
			}
			if numeric >= 0 {
				if numeric < len(e.match) {
					return e.match[numeric], true
				}
				return nil, true
			}
			continue
		}
		if e.local {
			if v, ok := e.get(name); ok {
				return v, true
			}
			if e.guard != nil {
				if _, ok := e.guard[name]; ok {
					s.c.unevaluatedParam = name
					return nil, true
				}
			}
		}
	}
	if v, ok := s.vars.get(name); ok {
		return v, true
	}
	if s.kind == topScope {
		if v, ok := s.c.nodeParams.GetString(name); ok {
			return v, true
		}
	}
	return nil, false
}

// lookupParam finds the variable of a class's or define's body that the
// parser gave slot j (ast.Variable.Param: parameter j, or a name of the
// body): as lookupLocal, a local frame's entry comes first, then the
// scope's own table, read where the slot was placed and checked to be
// name's entry (so a scope of another definition, or a name not set
// there, finds nothing here). ok false says only that name is to be looked up
// by name (Lookup); name is never qualified nor numeric.
func (s *Scope) lookupParam(j int, name string) (values.Value, bool) {
	for i := len(s.eph) - 1; i >= 0; i-- {
		if e := s.eph[i]; e.local {
			if v, ok := e.get(name); ok {
				return v, true
			}
			if e.guard != nil {
				return nil, false // (parameters being bound: Lookup's rules)
			}
		}
	}
	return s.vars.param(j, name)
}

// next returns the scope an unqualified lookup continues in.
func (s *Scope) next() *Scope {
	if s.inherited != nil {
		return s.inherited
	}
	// enclosing scope: the first node or top scope up the parent chain.
	for p := s.parent; p != nil; p = p.parent {
		if p.kind == topScope || p.kind == nodeScope {
			return p
		}
	}
	return nil
}

// Lookup finds a variable as Puppet does; name may be qualified ("a::b",
// "::x"). found is false for an unknown variable.
func (s *Scope) Lookup(name string) (v values.Value, found bool) {
	if i := indexQual(name); i >= 0 {
		if i == 0 {
			name = name[2:]
		}
		return s.c.lookupQualified(name)
	}
	for sc := s; sc != nil; sc = sc.next() {
		if v, ok := sc.lookupLocal(name); ok {
			return v, true
		}
	}
	return nil, false
}

func indexQual(name string) int {
	for i := 0; i+1 < len(name); i++ {
		if name[i] == ':' && name[i+1] == ':' {
			return i
		}
	}
	return -1
}

// bound reports whether name is already assigned in the table an
// assignment would write (the innermost local table, else the scope's
// own table).
func (s *Scope) bound(name string) bool {
	for i := len(s.eph) - 1; i >= 0; i-- {
		if e := s.eph[i]; e.local {
			_, ok := e.get(name)
			return ok
		}
	}
	if s.vars.has(name) {
		return true
	}
	if s.kind == topScope {
		_, ok := s.c.nodeParams.GetString(name)
		return ok
	}
	return false
}

// reserveVars gives the scope's own table room for n variables, taken
// from the compile's blocks for variable tables (varTable).
func (s *Scope) reserveVars(n int) {
	if n <= cap(s.vars.names) {
		return
	}
	names, vals := s.c.varTable(n)
	s.vars.names = append(names, s.vars.names...)
	s.vars.vals = append(vals, s.vars.vals...)
}

// set assigns a variable in the innermost local table (or the scope's own
// table) without checks: the caller made sure name is not there (bound(),
// has(), or a new scope's first names), so it is added without being
// looked up.
func (s *Scope) set(name string, v values.Value) {
	for i := len(s.eph) - 1; i >= 0; i-- {
		if e := s.eph[i]; e.local {
			e.set(name, v)
			return
		}
	}
	s.roomForVar()
	s.vars.add(s.c, name, v)
	s.registerQualified(name, v)
}

// setSlot is setVariable's assignment of name, which the parser gave slot
// j of the definition whose body this is (ast.Variable.Param), when the
// scope's table finds its slots through the definition's index and the
// assignment goes to that table (no local frame): placed by the slot,
// without looking the name up. It returns false, having done nothing,
// when it does not apply or the slot is already set (setVariable then
// checks and sets by name, and reports the reassignment).
func (s *Scope) setSlot(j int, name string, v values.Value) bool {
	sp := s.vars.sp
	if sp == nil || j >= len(sp.names) || sp.at[j] != 0 || sp.names[j] != name {
		return false
	}
	for i := len(s.eph) - 1; i >= 0; i-- {
		if s.eph[i].local {
			return false
		}
	}
	s.roomForVar()
	s.vars.append(name, v)
	sp.at[j] = int32(len(s.vars.names))
	s.registerQualified(name, v)
	return true
}

// setParam is set for parameter j of the scope's class or define (name is
// its name), not yet in the scope's table, which finds the parameters
// through the definition's index (symtab.sp): the entry is placed by its
// position, without looking the name up.
func (s *Scope) setParam(j int, name string, v values.Value) {
	if s.vars.sp == nil || len(s.eph) > 0 {
		s.set(name, v)
		return
	}
	s.roomForVar()
	s.vars.append(name, v)
	s.vars.sp.at[j] = int32(len(s.vars.names))
	s.registerQualified(name, v)
}

// roomForVar makes room for one more entry in the scope's table.
func (s *Scope) roomForVar() {
	if len(s.vars.names) == cap(s.vars.names) && s.c != nil {
		s.reserveVars(max(8, 2*cap(s.vars.names)))
	}
}

// registerQualified enters a variable just set in the scope's own table
// under its qualified name where the scope's kind needs it.
func (s *Scope) registerQualified(name string, v values.Value) {
	// Qualified names are registered only for the scope's own table.
	switch s.kind {
	case topScope:
		s.c.qvars[name] = v
	case classScope:
		if s.source != nil && !s.named {
			// (The key in the compile's string arena: no allocation.)
			s.c.qvars[s.c.arenaConcat(s.source.name, "::", name)] = v
		}
	}
}

// pushMatch pushes the captures of a successful match.
func (s *Scope) pushMatch(groups []values.Value) {
	s.eph = append(s.eph, &ephemeral{match: groups})
}

// level returns the ephemeral depth, to restore with popTo.
func (s *Scope) level() int { return len(s.eph) }

func (s *Scope) popTo(n int) {
	for i := n; i < len(s.eph); i++ {
		s.eph[i] = nil
	}
	s.eph = s.eph[:n]
}

// String is Puppet's scope name used in log messages: "Scope(Class[main])".
func (s *Scope) String() string {
	if s.resource != nil {
		return "Scope(" + s.resource.ref() + ")"
	}
	return "Scope()"
}

// lookupDefaults collects the resource defaults for a type visible from
// this scope: the parent chain first, closer scopes overriding.
func (s *Scope) lookupDefaults(typ string) []*param {
	var chain []*Scope
	for sc := s; sc != nil; sc = sc.parent {
		if sc.defaults != nil {
			if _, ok := sc.defaults[typ]; ok {
				chain = append(chain, sc)
			}
		}
	}
	if len(chain) == 0 {
		return nil
	}
	if len(chain) == 1 {
		return chain[0].defaults[typ]
	}
	var out []*param
	for i := len(chain) - 1; i >= 0; i-- {
		for _, p := range chain[i].defaults[typ] {
			replaced := false
			for j, q := range out {
				if q.name == p.name {
					out[j] = p
					replaced = true
					break
				}
			}
			if !replaced {
				out = append(out, p)
			}
		}
	}
	return out
}

// isDefault reports whether value is a resource default for the type's
// attribute in this scope or a parent (Puppet's Scope#is_default?).
func (s *Scope) isDefault(typ, name string, v values.Value) bool {
	for sc := s; sc != nil; sc = sc.parent {
		for _, p := range sc.defaults[typ] {
			if p.name == name && p.value != nil && values.RubyEqual(p.value, v) {
				return true
			}
		}
	}
	return false
}

// Allocation in slabs: a compile creates many resources, parameters and
// scopes that live as long as the compile; allocating them in blocks cuts
// the number of allocations (and the GC's work) by an order of magnitude,
// and the blocks of scopes and parameters go to the next compile when this
// one is done (slabreuse.go).
const slabSize = 128

func (c *Compiler) allocScope() *Scope {
	if len(c.scopeSlab) == 0 {
		b := c.slabBlocks()
		c.scopeSlab = nextBlock(&b.scopes, &b.nScopes, slabSize)
	}
	s := &c.scopeSlab[0]
	c.scopeSlab = c.scopeSlab[1:]
	return s
}

// allocResource returns a resource from the slab with room for nTags tags.
func (c *Compiler) allocResource(nTags int) *Resource {
	if len(c.resSlab) == 0 {
		// not reused by the next compile: the catalog's values box
		// strings of the resource in place (boxedTitle, boxedRef); its
		// tag list is the catalog's (takeTags)
		c.resSlab = make([]Resource, slabSize)
	}
	r := &c.resSlab[0]
	c.resSlab = c.resSlab[1:]
	r.tags.list = c.takeTags(nTags)
	return r
}

func (c *Compiler) allocParam() *param {
	if len(c.paramSlab) == 0 {
		b := c.slabBlocks()
		c.paramSlab = nextBlock(&b.params, &b.nParams, slabSize*4)
	}
	p := &c.paramSlab[0]
	c.paramSlab = c.paramSlab[1:]
	return p
}

// newParam returns a parameter from the slab.
func (c *Compiler) newParam(name string, v values.Value, file string, line int, src *typeDef) *param {
	p := c.allocParam()
	p.name, p.value, p.file, p.line, p.source = name, v, file, int32(line), src
	return p
}

// cloneParam copies a parameter into the slab.
func (c *Compiler) cloneParam(o *param) *param {
	p := c.allocParam()
	*p = *o
	return p
}
