package eval

import (
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/parser/ast"
)

var _ ruby.LoadedTypeHost = (*rubyHost)(nil)

// LoadedType tells whether Puppet's environment would have the class
// ("hostclass") or defined type ("definition") name in its
// known_resource_types at this point of the compile, where
// TypeCollection#hostclass and #definition look without loading: the
// environment's own manifests are all imported when the compile starts,
// a module's manifest file once a definition of it was looked up (the
// autoloader imports the whole file). A name no file defines is not
// there either (golden forge15_ruby_puppet_api_module_calls).
func (h *rubyHost) LoadedType(kind, name string) bool {
	c := h.cc.c
	name = normalizeClassName(name)
	k := kindClass
	if kind == "definition" {
		k = kindDefine
	} else if name == "" {
		return true // main
	}
	if d, ok := c.defs[defKey{k, name}]; ok {
		return d != nil
	}
	var def *Definition
	var err error
	if k == kindClass {
		def, err = c.loader.FindClass(name)
	} else {
		def, err = c.loader.FindDefine(name)
	}
	if err != nil || def == nil {
		return false
	}
	switch def.Def.(type) {
	case *ast.ClassDef:
		if k != kindClass {
			return false
		}
	case *ast.DefineDef:
		if k != kindDefine {
			return false
		}
	default:
		return false
	}
	if def.Module == "" {
		return true
	}
	file := def.Def.Loc().File
	for _, d := range c.defs {
		if d != nil && d.file == file {
			return true
		}
	}
	return false
}
