package environments

import (
	"fmt"
	"strings"
	"sync"

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
	// metaparams, when set, keeps the parameters of each class or define
	// named after a metaparameter (by definition): the snapshot's files
	// are registered again by every compile that autoloads them.
	metaparams *sync.Map
}

// checkMetaparams is Puppet::Resource::Type#warn_if_metaparam, run when a
// class or defined type is instantiated: a parameter named after a
// metaparameter is a warning when it has a default value ("tag is a
// metaparam; this value will inherit to all contained resources in the
// ceph::pool definition") and an error when it has none.
func (r *registrar) checkMetaparams(name string, def ast.Definition, params []*ast.Parameter) error {
	for _, p := range r.metaparamsOf(def, params) {
		if p.Default == nil {
			msg := fmt.Sprintf("%s is a metaparameter; please choose another parameter name in the %s definition", p.Name, name)
			if r.initial {
				return &eval.Error{Message: msg}
			}
			return &RuntimeError{Msg: msg}
		}
		if r.warn != nil {
			r.warn(fmt.Sprintf("%s is a metaparam; this value will inherit to all contained resources in the %s definition", p.Name, name))
		}
	}
	return nil
}

// metaparamsOf returns the parameters of a class or define named after a
// metaparameter, in order.
func (r *registrar) metaparamsOf(def ast.Definition, params []*ast.Parameter) []*ast.Parameter {
	if r.metaparams != nil {
		if v, ok := r.metaparams.Load(def); ok {
			return v.([]*ast.Parameter)
		}
	}
	var out []*ast.Parameter
	for _, p := range params {
		if resourcetypes.IsMetaparam(p.Name) {
			out = append(out, p)
		}
	}
	if r.metaparams != nil {
		r.metaparams.Store(def, out)
	}
	return out
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
// environment's own files). As Puppet instantiates a file: functions, type
// aliases and defined types first enter the loaders (which refuse a second
// entity of a name), then classes and defined types enter the type
// collection (which refuses a class and a defined type of one name).
func (r *registrar) add(p *ast.Program, module string, src []byte) error {
	defs := make([]*eval.Definition, len(p.Definitions))
	for i, d := range p.Definitions {
		defs[i] = &eval.Definition{Def: d, Module: module}
	}
	type pending struct {
		kind int
		name string
		def  *eval.Definition
	}
	var later []pending
	// types are the defined types of this file already in the loaders.
	types := map[string]*eval.Definition{}
	for _, def := range defs {
		switch x := def.Def.(type) {
		case *ast.FunctionDef:
			n := strings.ToLower(x.Name)
			if prev := r.find(kFunction, n); prev != nil {
				return r.entityError("function", n, prev)
			}
			r.dst.m[kFunction][n] = def
		case *ast.TypeAlias:
			n := strings.ToLower(x.Name)
			if prev := r.find(kAlias, n); prev != nil {
				return r.entityError("type", n, prev)
			}
			if prev := r.find(kDefine, n); prev != nil {
				return r.entityError("type", n, prev)
			}
			if prev := types[n]; prev != nil {
				return r.entityError("type", n, prev)
			}
			r.dst.m[kAlias][n] = def
			line, col := namePos(src, x.Span)
			r.dst.aliasPos[n] = [2]int{line, col}
		case *ast.DefineDef:
			n := strings.ToLower(x.Name)
			if prev := r.find(kDefine, n); prev != nil {
				return r.entityError("type", n, prev)
			}
			if prev := r.find(kAlias, n); prev != nil {
				return r.entityError("type", n, prev)
			}
			if prev := types[n]; prev != nil {
				return r.entityError("type", n, prev)
			}
			types[n] = def
			later = append(later, pending{kDefine, n, def})
		case *ast.ClassDef:
			later = append(later, pending{kClass, strings.ToLower(x.Name), def})
		}
	}
	for _, pd := range later {
		var params []*ast.Parameter
		switch x := pd.def.Def.(type) {
		case *ast.ClassDef:
			params = x.Params
		case *ast.DefineDef:
			params = x.Params
		}
		if err := r.checkMetaparams(pd.name, pd.def.Def, params); err != nil {
			return err
		}
	}
	for _, pd := range later {
		switch pd.kind {
		case kClass:
			if prev := r.find(kClass, pd.name); prev != nil {
				return dupeError("Class '%s' is already defined %s; cannot redefine", pd.name, prev.Def, pd.def.Def)
			}
			if prev := r.find(kDefine, pd.name); prev != nil {
				return dupeError("Definition '%s' is already defined %s; cannot be redefined as a class", pd.name, prev.Def, pd.def.Def)
			}
		case kDefine:
			if prev := r.find(kClass, pd.name); prev != nil {
				return dupeError("'%s' is already defined %s as a class; cannot redefine as a definition", pd.name, prev.Def, pd.def.Def)
			}
		}
		r.dst.m[pd.kind][pd.name] = pd.def
	}
	return nil
}
