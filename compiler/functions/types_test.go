package functions_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
)

// The tests resolve the type aliases of stdlib (Stdlib::Compat::String,
// Stdlib::Absolutepath, ...) from a copy of its types directory, as the
// evaluator's loader does from the modulepath.

var (
	aliasOnce sync.Once
	aliases   map[string]values.Type
	aliasErr  error
)

func stdlibAliases(t testing.TB) map[string]values.Type {
	aliasOnce.Do(func() {
		aliases = map[string]values.Type{}
		aliasErr = filepath.WalkDir("testdata/stdlib_types", func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".pp") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			prog, err := parser.Parse(path, src)
			if err != nil {
				return err
			}
			for _, def := range prog.Definitions {
				ta, ok := def.(*ast.TypeAlias)
				if !ok {
					continue
				}
				sp := ta.Type.Loc()
				rhs := string(src[sp.Start.Offset:sp.End.Offset])
				name := ta.Name
				aliases[strings.ToLower(name)] = values.NewTypeAlias(name, func() (values.Type, error) {
					return values.ParseType(rhs, resolveAlias)
				})
			}
			return nil
		})
	})
	if aliasErr != nil {
		t.Fatalf("stdlib types: %v", aliasErr)
	}
	return aliases
}

func resolveAlias(name string) (values.Type, bool) {
	t, ok := aliases[strings.ToLower(strings.TrimPrefix(name, "::"))]
	return t, ok
}

// ResolveType is the test context's: stdlib's type aliases.
func (c *fakeCtx) ResolveType(name string) (values.Type, bool) { return resolveAlias(name) }
