package environments

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
)

// fileNamespace is what Puppet's validator expects the definitions of a
// module file to be named (Checker4_0#namespace_for_file): the file's path
// below its module path directory, as a name ("apache/manifests/mod/ssl.pp"
// is "apache::mod::ssl", "apache/manifests/init.pp" is "apache").
type fileNamespace struct {
	kind nsKind
	name string
}

type nsKind uint8

const (
	// nsNone: not a module file (initial manifests, the environment's own
	// functions/ and types/, templates): no check.
	nsNone nsKind = iota
	// nsModule: definitions must be named with the namespace as prefix.
	nsModule
	// nsBad: a .pp file of a module outside manifests/, functions/,
	// types/ and plans/: every definition is misplaced.
	nsBad
)

// namespaceFor computes a file's namespace as Puppet does: none for files
// that are not .pp, for the initial manifest (a string prefix test on the
// manifest setting) and for files outside every module path directory
// (including directories that do not exist).
func namespaceFor(path, manifest string, modulePath []string) fileNamespace {
	if filepath.Ext(path) != ".pp" {
		return fileNamespace{}
	}
	if manifest != "" && strings.HasPrefix(path, manifest) {
		return fileNamespace{}
	}
	clean := filepath.Clean(path)
	var rel string
	found := false
	for _, mp := range modulePath {
		prefix := filepath.Clean(mp) + string(filepath.Separator)
		if strings.HasPrefix(clean, prefix) {
			rel = clean[len(prefix):]
			found = true
			break
		}
	}
	if !found {
		return fileNamespace{}
	}
	comps := strings.Split(strings.ToLower(filepath.ToSlash(rel)), "/")
	if len(comps) < 3 {
		return fileNamespace{kind: nsBad}
	}
	switch comps[1] {
	case "manifests", "functions", "types", "plans":
	default:
		return fileNamespace{kind: nsBad}
	}
	names := append([]string{comps[0]}, comps[2:len(comps)-1]...)
	file := comps[len(comps)-1]
	if !(len(comps) == 3 && file == "init.pp") {
		names = append(names, strings.TrimSuffix(file, ".pp"))
	}
	return fileNamespace{kind: nsModule, name: strings.Join(names, "::")}
}

// checkLocation applies the checks Puppet's validator makes on module files
// only: classes, defined types and functions named within the file's
// namespace (ILLEGAL_DEFINITION_LOCATION), and nothing but definitions at
// the top level (ILLEGAL_TOP_CONSTRUCT_LOCATION). One problem is returned
// as a located error; several as Puppet's "Language validation logged N
// errors. Giving up", with each problem returned in diags to be logged
// first, as Puppet logs them.
func checkLocation(p *ast.Program, ns fileNamespace) (*ast.Program, error, []string) {
	if ns.kind == nsNone {
		return p, nil, nil
	}
	var errs []*eval.Error
	if p.Body != nil {
		for _, st := range p.Body.Statements {
			switch st.(type) {
			case *ast.ClassDef, *ast.DefineDef, *ast.FunctionDef, *ast.TypeAlias:
				continue
			}
			sp := statementPos(p, st)
			errs = append(errs, &eval.Error{Code: "ILLEGAL_TOP_CONSTRUCT_LOCATION", Message: fmt.Sprintf("This %s is unacceptable as a top level construct in this location", parser.Label(st)),
				File: sp.File, Line: sp.Start.Line, Column: sp.Start.Col})
		}
	}
	for _, d := range p.Definitions {
		var name string
		switch x := d.(type) {
		case *ast.ClassDef:
			name = x.Name
		case *ast.DefineDef:
			name = x.Name
		case *ast.FunctionDef:
			name = x.Name
		default:
			continue
		}
		if ns.kind == nsBad || !strings.HasPrefix(strings.ToLower(name), ns.name) {
			sp := d.Loc()
			errs = append(errs, &eval.Error{Code: "ILLEGAL_DEFINITION_LOCATION", Message: fmt.Sprintf("Unacceptable location. The name '%s' is unacceptable in file '%s'", name, sp.File),
				File: sp.File, Line: sp.Start.Line, Column: sp.Start.Col})
		}
	}
	switch len(errs) {
	case 0:
		return p, nil, nil
	case 1:
		return nil, errs[0], nil
	}
	diags := make([]string, 0, len(errs)+1)
	for _, e := range errs {
		diags = append(diags, e.Error())
	}
	giveUp := fmt.Sprintf("Language validation logged %d errors. Giving up", len(errs))
	diags = append(diags, giveUp)
	return nil, &eval.Error{Message: giveUp, File: p.Loc().File, Logged: true}, diags
}

// statementPos is where Puppet locates a statement: binary expressions at
// their operator, everything else at its start.
func statementPos(p *ast.Program, e ast.Expr) ast.Span {
	var left ast.Expr
	var op string
	switch x := e.(type) {
	case *ast.Assignment:
		left, op = x.Left, x.Op
	case *ast.Relationship:
		left, op = x.Left, x.Op
	case *ast.Arithmetic:
		left, op = x.Left, x.Op
	case *ast.Comparison:
		left, op = x.Left, x.Op
	case *ast.Match:
		left, op = x.Left, x.Op
	default:
		return e.Loc()
	}
	src := p.Source
	end := left.Loc().End
	off, line, col := end.Offset, end.Line, end.Col
	for off < len(src) && !strings.HasPrefix(string(src[off:]), op) {
		r, n := utf8.DecodeRune(src[off:])
		if r == '\n' {
			line++
			col = 1
		} else {
			col++
		}
		off += n
	}
	if off >= len(src) {
		return e.Loc()
	}
	pos := ast.Pos{Offset: off, Line: line, Col: col}
	return ast.Span{File: left.Loc().File, Start: pos, End: pos}
}

// namePos is where Puppet locates a type alias in a redefinition message:
// at its name, after the `type` keyword.
func namePos(src []byte, sp ast.Span) (line, col int) {
	off, line, col := sp.Start.Offset, sp.Start.Line, sp.Start.Col
	if off < 0 || off+4 > len(src) || string(src[off:off+4]) != "type" {
		return line, col
	}
	off += 4
	col += 4
	for off < len(src) {
		switch src[off] {
		case ' ', '\t', '\r':
			col++
		case '\n':
			line++
			col = 1
		default:
			return line, col
		}
		off++
	}
	return sp.Start.Line, sp.Start.Col
}
