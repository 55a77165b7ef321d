package parser

import (
	"fmt"
	"net/url"
	"sort"
	"strings"
	"unicode"

	"github.com/punch-dev/punch/parser/ast"
)

// What `puppet parser validate` finds after parsing and validating a
// manifest: it makes the classes, defined types and nodes of the manifest
// (Puppet::Resource::Type) and registers its functions and type aliases
// with its loaders, which checks their parameters and names.

// metaparams are Puppet's metaparameters (Puppet::Type.metaparams). Their
// owner is compiler/resourcetypes (generated from Puppet's own list), which
// sits above the parser; TestParserMetaparams there checks this copy.
var metaparams = map[string]bool{
	"noop": true, "schedule": true, "audit": true, "loglevel": true, "alias": true, "tag": true,
	"require": true, "subscribe": true, "before": true, "notify": true, "stage": true,
}

// IsMetaparam reports whether name is one of Puppet's metaparameters.
func IsMetaparam(name string) bool { return metaparams[name] }

type definitionProblem struct {
	msg string
	err bool
}

// definitionProblems is what Puppet finds when it instantiates the
// definitions of a manifest (Puppet::Parser::AST::PopsBridge::Program
// #instantiate, then ResourceTypeCollection#add), in its order, up to the
// first error:
//   - a class or defined type parameter named after a metaparameter is a
//     warning when it has a default value and an error when it has none;
//   - a defined type, function or type alias defined twice cannot be
//     registered ("Attempt to redefine entity");
//   - then each class, defined type and node is added, and one defined
//     twice (or a class and a defined type, or a class and a node, of the
//     same name) cannot be.
//
// Puppet gets the definitions in the order its parser reduces them (a
// nested definition before the one containing it): by where they end.
func definitionProblems(prog *ast.Program, file string) []definitionProblem {
	defs := append([]ast.Definition(nil), prog.Definitions...)
	sort.SliceStable(defs, func(i, j int) bool { return defs[i].Loc().End.Offset < defs[j].Loc().End.Offset })
	var out []definitionProblem
	fail := func(msg string) []definitionProblem {
		return append(out, definitionProblem{msg: msg, err: true})
	}
	uri := "file://" + (&url.URL{Path: file}).EscapedPath()
	entities := map[string]ast.Span{} // loader entities: "type/a", "function/f"
	entity := func(kind, name string, sp ast.Span) string {
		key := kind + "/" + strings.ToLower(name)
		if prev, ok := entities[key]; ok {
			return fmt.Sprintf("Attempt to redefine entity 'http://puppet.com/2016.1/runtime/%s'. Originally set at %s?line=%d&pos=%d.",
				key, uri, prev.Start.Line, prev.Start.Col)
		}
		entities[key] = sp
		return ""
	}
	type instance struct {
		kind, name string
		line       int
	}
	var instances []instance
	for _, d := range defs {
		var name string
		var params []*ast.Parameter
		switch x := d.(type) {
		case *ast.ClassDef:
			name, params = x.Name, x.Params
		case *ast.DefineDef:
			name, params = x.Name, x.Params
		case *ast.NodeDef:
			for _, m := range x.Matches {
				instances = append(instances, instance{"node", nodeName(m), x.Span.Start.Line})
			}
			continue
		case *ast.FunctionDef:
			if msg := entity("function", x.Name, x.Span); msg != "" {
				return fail(msg)
			}
			continue
		case *ast.TypeAlias:
			if msg := entity("type", x.Name, x.Span); msg != "" {
				return fail(msg)
			}
			continue
		default:
			continue
		}
		name = strings.ToLower(name)
		for _, p := range params {
			if !metaparams[p.Name] {
				continue
			}
			if p.Default == nil {
				return fail(fmt.Sprintf("%s is a metaparameter; please choose another parameter name in the %s definition", p.Name, name))
			}
			out = append(out, definitionProblem{msg: fmt.Sprintf("%s is a metaparam; this value will inherit to all contained resources in the %s definition", p.Name, name)})
		}
		kind := "class"
		if x, ok := d.(*ast.DefineDef); ok {
			kind = "definition"
			if msg := entity("type", name, x.Span); msg != "" {
				return fail(msg)
			}
		}
		instances = append(instances, instance{kind, name, d.Loc().Start.Line})
	}
	seen := map[string]map[string]int{"class": {}, "definition": {}, "node": {}}
	for _, in := range instances {
		at := func(line int) string { return fmt.Sprintf(" (file: %s, line: %d)", file, line) }
		dupe := func(kind, format string) bool {
			line, ok := seen[kind][in.name]
			if ok {
				out = fail(fmt.Sprintf(format, in.name, at(line)) + at(in.line))
			}
			return ok
		}
		switch in.kind {
		case "class":
			if dupe("class", "Class '%s' is already defined%s; cannot redefine") ||
				dupe("node", "Node '%s' is already defined%s; cannot be redefined as a class") ||
				dupe("definition", "Definition '%s' is already defined%s; cannot be redefined as a class") {
				return out
			}
		case "definition":
			if dupe("class", "'%s' is already defined%s as a class; cannot redefine as a definition") ||
				dupe("definition", "Definition '%s' is already defined%s; cannot be redefined") {
				return out
			}
		case "node":
			if dupe("node", "Node '%s' is already defined%s; cannot redefine") ||
				dupe("class", "Class '%s' is already defined%s; cannot be redefined as a node") {
				return out
			}
		}
		seen[in.kind][in.name] = in.line
	}
	return out
}

// nodeName is the name Puppet gives a node of a node definition
// (Puppet::Resource::Type#name): the host name in lower case, or a name
// made of a regular expression.
func nodeName(m ast.Expr) string {
	switch x := m.(type) {
	case *ast.LiteralString:
		return strings.ToLower(x.Value)
	case *ast.LiteralDefault:
		return "default"
	case *ast.LiteralRegex:
		var b strings.Builder
		for _, r := range strings.ToLower(x.Pattern) {
			if r == '-' || r == '_' || r == ':' || r == '.' || unicode.IsLetter(r) || unicode.IsDigit(r) {
				b.WriteRune(r)
			}
		}
		return "__node_regexp__" + strings.TrimLeft(b.String(), ".")
	}
	return ""
}
