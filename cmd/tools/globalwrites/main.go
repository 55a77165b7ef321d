// Command globalwrites lists the writes to package-level variables made
// outside package initialization: assignments, ++/--, delete and clear,
// taking a variable's address, and calls of the package's own
// pointer-receiver methods on it, in functions other than init and those
// called only from init (and from each other). punch serve runs many
// compiles at once in one process, and the tests run in parallel: each
// such write must be guarded (a lock, sync.Once, an atomic) or moved into
// the request. The list is for review (docs/engineering.md,
// "Concurrency"): it reads syntax with local scopes resolved, so it sees
// neither writes through a pointer a variable handed out nor whether a
// write holds a lock.
//
//	go run ./cmd/tools/globalwrites [-tests] [DIR]
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	tests := flag.Bool("tests", false, "read _test.go files too")
	flag.Parse()
	root := "."
	if flag.NArg() > 0 {
		root = flag.Arg(0)
	}
	dirs := map[string][]string{}
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			n := d.Name()
			if p != root && (n == "testdata" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_") || n == "gen" && strings.Contains(p, "internal")) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, ".go") && (*tests || !strings.HasSuffix(p, "_test.go")) {
			dirs[filepath.Dir(p)] = append(dirs[filepath.Dir(p)], p)
		}
		return nil
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var names []string
	for d := range dirs {
		names = append(names, d)
	}
	sort.Strings(names)
	for _, d := range names {
		for _, l := range checkDir(dirs[d]) {
			fmt.Println(l)
		}
	}
}

// noImports gives every import as an empty package: the checker still
// resolves the package's own names, which is all this needs.
type noImports struct{}

func (noImports) Import(path string) (*types.Package, error) {
	p := types.NewPackage(path, filepath.Base(path))
	p.MarkComplete()
	return p, nil
}

// checkDir lists the writes of the packages (a package and its _test
// package) of one directory's files.
func checkDir(files []string) []string {
	fset := token.NewFileSet()
	byPkg := map[string][]*ast.File{}
	for _, f := range files {
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			continue
		}
		byPkg[af.Name.Name] = append(byPkg[af.Name.Name], af)
	}
	var out []string
	for name, afs := range byPkg {
		info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
		conf := types.Config{Importer: noImports{}, Error: func(error) {}}
		pkg, _ := conf.Check(name, fset, afs, info)
		if pkg == nil {
			continue
		}
		out = append(out, (&checker{fset: fset, info: info, pkg: pkg, files: afs}).run()...)
	}
	sort.Strings(out)
	return out
}

type checker struct {
	fset  *token.FileSet
	info  *types.Info
	pkg   *types.Package
	files []*ast.File
}

// global is the package-level variable an expression writes into (x,
// x[k], x.f, *x, ...), if any.
func (c *checker) global(e ast.Expr) (*types.Var, bool) {
	for {
		switch x := e.(type) {
		case *ast.IndexExpr:
			e = x.X
		case *ast.SelectorExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		case *ast.Ident:
			v, ok := c.info.Uses[x].(*types.Var)
			return v, ok && v.Parent() == c.pkg.Scope()
		default:
			return nil, false
		}
	}
}

// initOnly are the package's functions called only from init and from
// each other (a fixed point over the references to each function).
func (c *checker) initOnly() map[types.Object]bool {
	refs := map[types.Object][]types.Object{} // function -> the functions referring to it (nil: elsewhere)
	funcs := map[types.Object]bool{}
	for _, f := range c.files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if ok && fd.Recv == nil && fd.Name.Name != "init" {
				funcs[c.info.Defs[fd.Name]] = true
			}
		}
	}
	for _, f := range c.files {
		for _, d := range f.Decls {
			var from types.Object
			isInit := false
			if fd, ok := d.(*ast.FuncDecl); ok {
				from = c.info.Defs[fd.Name]
				isInit = fd.Recv == nil && fd.Name.Name == "init"
				if fd.Recv != nil {
					from = nil // a method: called from anywhere
				}
			}
			ast.Inspect(d, func(n ast.Node) bool {
				id, ok := n.(*ast.Ident)
				if !ok {
					return true
				}
				o := c.info.Uses[id]
				if !funcs[o] {
					return true
				}
				switch {
				case isInit:
					refs[o] = append(refs[o], nil)
					refs[o] = refs[o][:len(refs[o])-1]
					if refs[o] == nil {
						refs[o] = []types.Object{}
					}
				case from != nil:
					refs[o] = append(refs[o], from)
				default:
					refs[o] = append(refs[o], elsewhere)
				}
				return true
			})
		}
	}
	only := map[types.Object]bool{}
	for o, by := range refs {
		if len(by) == 0 {
			only[o] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for o, by := range refs {
			if only[o] {
				continue
			}
			all := true
			for _, b := range by {
				if b != o && !only[b] {
					all = false
					break
				}
			}
			if all {
				only[o], changed = true, true
			}
		}
	}
	return only
}

// elsewhere stands for a reference from a method or a variable's value.
var elsewhere = types.NewLabel(token.NoPos, nil, "elsewhere")

func (c *checker) run() []string {
	only := c.initOnly()
	var out []string
	report := func(n ast.Node, what string, v *types.Var, fn string) {
		p := c.fset.Position(n.Pos())
		out = append(out, fmt.Sprintf("%s:%d: %s %s in %s", p.Filename, p.Line, what, v.Name(), fn))
	}
	walk := func(body ast.Node, fn string) {
		ast.Inspect(body, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.AssignStmt:
				for _, l := range x.Lhs {
					if v, ok := c.global(l); ok {
						report(x, "assigns", v, fn)
					}
				}
			case *ast.IncDecStmt:
				if v, ok := c.global(x.X); ok {
					report(x, "increments", v, fn)
				}
			case *ast.UnaryExpr:
				if v, ok := c.global(x.X); ok && x.Op == token.AND {
					report(x, "takes the address of", v, fn)
				}
			case *ast.CallExpr:
				if id, ok := x.Fun.(*ast.Ident); ok && (id.Name == "delete" || id.Name == "clear") && len(x.Args) > 0 {
					if v, ok := c.global(x.Args[0]); ok {
						report(x, id.Name+"s from", v, fn)
					}
				}
				if se, ok := x.Fun.(*ast.SelectorExpr); ok {
					sel := c.info.Selections[se]
					if v, ok := c.global(se.X); ok && sel != nil && sel.Kind() == types.MethodVal && sel.Obj().Pkg() == c.pkg {
						if sig, ok := sel.Obj().Type().(*types.Signature); ok && sig.Recv() != nil {
							if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
								report(x, "calls "+se.Sel.Name+" on", v, fn)
							}
						}
					}
				}
			}
			return true
		})
	}
	for _, f := range c.files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Body == nil || d.Recv == nil && (d.Name.Name == "init" || only[c.info.Defs[d.Name]]) {
					continue
				}
				walk(d.Body, d.Name.Name)
			case *ast.GenDecl:
				// A function literal in a variable's value runs later.
				ast.Inspect(d, func(n ast.Node) bool {
					if fl, ok := n.(*ast.FuncLit); ok {
						walk(fl.Body, "a function literal")
						return false
					}
					return true
				})
			}
		}
	}
	return out
}
