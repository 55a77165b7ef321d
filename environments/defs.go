package environments

import (
	"fmt"
	"strings"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/parser/ast"
)

// Kinds of named definitions.
const (
	kClass = iota
	kDefine
	kFunction
	kAlias
	nKinds
)

// defTable holds named definitions by kind and lower-case name.
type defTable struct {
	m [nKinds]map[string]*eval.Definition
	// aliasPos is where each type alias's name is (line, column), for
	// Puppet's redefinition message.
	aliasPos map[string][2]int
}

func newDefTable() *defTable {
	t := &defTable{aliasPos: map[string][2]int{}}
	for i := range t.m {
		t.m[i] = map[string]*eval.Definition{}
	}
	return t
}

// get returns the definition of a kind and name, nil when none.
func (t *defTable) get(kind int, name string) *eval.Definition { return t.m[kind][name] }

// RuntimeError is an error Puppet raises without a source location while
// it loads code during evaluation (a redefinition found by autoloading, a
// function file that defines the wrong name). The compiler reports it at
// the expression that caused the load: "Error while evaluating a Function
// Call, MESSAGE (file: ..., line: ..., column: ...)".
type RuntimeError struct {
	Msg string
}

func (e *RuntimeError) Error() string { return e.Msg }

// registrar adds the definitions of parsed files to a table, checking
// every name against the tables already known.
type registrar struct {
	dst *defTable
	// layers are looked up, after dst, for redefinitions.
	layers []*defTable
	// initial is set for the initial manifests: their errors carry no
	// evaluation context.
	initial bool
	// warn receives Puppet's warnings about the definitions (nil: none
	// are given).
	warn func(msg string)
}

// filePlan is what registering one file's definitions needs that does not
// depend on the compile: the definitions (shared by every compile that
// loads the file: eval reads them only), their lower-case names, where a
// type alias's name is, the same-file conflicts and the parameters named
// after metaparameters. A snapshot's file makes its plan once
// (sourceFile.planFor); each compile that loads the file only checks the
// names against what it knows and enters them in its table.
type filePlan struct {
	module  string
	entries []planEntry
	// later are the indexes of the classes and defined types, which enter
	// the type collection after the loaders took the file's functions,
	// aliases and defined types.
	later []int
}

type planEntry struct {
	kind int
	name string
	def  *eval.Definition
	// pos is where a type alias's name is (line, column).
	pos [2]int
	// dup is the file's first defined type of the same name before this
	// type alias or defined type (nil when none): the loaders refuse it.
	dup *eval.Definition
	// meta are the parameters of a class or define named after a
	// metaparameter, in order.
	meta []*ast.Parameter
}

// makePlan works out the registration of a parsed file (module is "" for
// the environment's own files).
func makePlan(p *ast.Program, module string, src []byte) *filePlan {
	pl := &filePlan{module: module, entries: make([]planEntry, 0, len(p.Definitions))}
	defs := make([]eval.Definition, len(p.Definitions))
	// types are the file's defined types, by name (the first of each).
	var types map[string]*eval.Definition
	for i, d := range p.Definitions {
		defs[i] = eval.Definition{Def: d, Module: module}
		e := planEntry{def: &defs[i]}
		var params []*ast.Parameter
		switch x := d.(type) {
		case *ast.FunctionDef:
			e.kind, e.name = kFunction, strings.ToLower(x.Name)
		case *ast.TypeAlias:
			e.kind, e.name = kAlias, strings.ToLower(x.Name)
			line, col := namePos(src, x.Span)
			e.pos = [2]int{line, col}
			e.dup = types[e.name]
		case *ast.DefineDef:
			e.kind, e.name = kDefine, strings.ToLower(x.Name)
			e.dup = types[e.name]
			if e.dup == nil {
				if types == nil {
					types = map[string]*eval.Definition{}
				}
				types[e.name] = e.def
			}
			params = x.Params
			pl.later = append(pl.later, len(pl.entries))
		case *ast.ClassDef:
			e.kind, e.name = kClass, strings.ToLower(x.Name)
			params = x.Params
			pl.later = append(pl.later, len(pl.entries))
		default:
			continue
		}
		for _, p := range params {
			if resourcetypes.IsMetaparam(p.Name) {
				e.meta = append(e.meta, p)
			}
		}
		pl.entries = append(pl.entries, e)
	}
	return pl
}

// checkMetaparams is Puppet::Resource::Type#warn_if_metaparam, run when a
// class or defined type is instantiated: a parameter named after a
// metaparameter is a warning when it has a default value ("tag is a
// metaparam; this value will inherit to all contained resources in the
// ceph::pool definition") and an error when it has none.
func (r *registrar) checkMetaparams(e *planEntry) error {
	for _, p := range e.meta {
		if p.Default == nil {
			msg := fmt.Sprintf("%s is a metaparameter; please choose another parameter name in the %s definition", p.Name, e.name)
			if r.initial {
				return &eval.Error{Message: msg}
			}
			return &RuntimeError{Msg: msg}
		}
		if r.warn != nil {
			r.warn(fmt.Sprintf("%s is a metaparam; this value will inherit to all contained resources in the %s definition", p.Name, e.name))
		}
	}
	return nil
}

func (r *registrar) find(kind int, name string) *eval.Definition {
	if d := r.dst.m[kind][name]; d != nil {
		return d
	}
	for _, l := range r.layers {
		if d := l.m[kind][name]; d != nil {
			return d
		}
	}
	return nil
}

// aliasPos finds where a registered type alias's name is.
func (r *registrar) aliasPos(name string) ([2]int, bool) {
	if p, ok := r.dst.aliasPos[name]; ok {
		return p, true
	}
	for _, l := range r.layers {
		if p, ok := l.aliasPos[name]; ok {
			return p, true
		}
	}
	return [2]int{}, false
}

// entityError is the loaders' "Attempt to redefine entity" error, with the
// position of the first definition.
func (r *registrar) entityError(kind, name string, prev *eval.Definition) error {
	sp := prev.Def.Loc()
	line, col := sp.Start.Line, sp.Start.Col
	if _, ok := prev.Def.(*ast.TypeAlias); ok {
		if p, ok := r.aliasPos(name); ok {
			line, col = p[0], p[1]
		}
	}
	msg := fmt.Sprintf("Attempt to redefine entity 'http://puppet.com/2016.1/runtime/%s/%s'. Originally set at file://%s?line=%d&pos=%d.",
		kind, name, sp.File, line, col)
	if r.initial {
		return &eval.Error{Message: msg}
	}
	return &RuntimeError{Msg: msg}
}

// dupeError is the type collection's error for a class or defined type
// defined twice: "MSG (file: F, line: L); cannot redefine (file: F2, line:
// L2)".
func dupeError(format string, name string, prev, cur ast.Definition) error {
	psp, sp := prev.Loc(), cur.Loc()
	return &eval.Error{Message: fmt.Sprintf(format, name, eval.Location(psp.File, psp.Start.Line, 0)), File: sp.File, Line: sp.Start.Line}
}

// add registers the definitions of one file (module is "" for the
// environment's own files).
func (r *registrar) add(p *ast.Program, module string, src []byte) error {
	return r.addPlan(makePlan(p, module, src))
}

// addPlan registers the definitions of one file as Puppet instantiates a
// file: functions, type aliases and defined types first enter the loaders
// (which refuse a second entity of a name), then classes and defined
// types enter the type collection (which refuses a class and a defined
// type of one name).
func (r *registrar) addPlan(pl *filePlan) error {
	for i := range pl.entries {
		e := &pl.entries[i]
		switch e.kind {
		case kFunction:
			if prev := r.find(kFunction, e.name); prev != nil {
				return r.entityError("function", e.name, prev)
			}
			r.dst.m[kFunction][e.name] = e.def
		case kAlias:
			if prev := r.find(kAlias, e.name); prev != nil {
				return r.entityError("type", e.name, prev)
			}
			if prev := r.find(kDefine, e.name); prev != nil {
				return r.entityError("type", e.name, prev)
			}
			if e.dup != nil {
				return r.entityError("type", e.name, e.dup)
			}
			r.dst.m[kAlias][e.name] = e.def
			r.dst.aliasPos[e.name] = e.pos
		case kDefine:
			if prev := r.find(kDefine, e.name); prev != nil {
				return r.entityError("type", e.name, prev)
			}
			if prev := r.find(kAlias, e.name); prev != nil {
				return r.entityError("type", e.name, prev)
			}
			if e.dup != nil {
				return r.entityError("type", e.name, e.dup)
			}
		}
	}
	for _, i := range pl.later {
		if err := r.checkMetaparams(&pl.entries[i]); err != nil {
			return err
		}
	}
	for _, i := range pl.later {
		e := &pl.entries[i]
		switch e.kind {
		case kClass:
			if prev := r.find(kClass, e.name); prev != nil {
				return dupeError("Class '%s' is already defined %s; cannot redefine", e.name, prev.Def, e.def.Def)
			}
			if prev := r.find(kDefine, e.name); prev != nil {
				return dupeError("Definition '%s' is already defined %s; cannot be redefined as a class", e.name, prev.Def, e.def.Def)
			}
		case kDefine:
			if prev := r.find(kClass, e.name); prev != nil {
				return dupeError("'%s' is already defined %s as a class; cannot redefine as a definition", e.name, prev.Def, e.def.Def)
			}
		}
		r.dst.m[e.kind][e.name] = e.def
	}
	return nil
}
