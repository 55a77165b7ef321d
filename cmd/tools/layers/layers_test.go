package layers

import (
	"errors"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/punch-dev/punch"

// A layer is a set of packages that may import each other (Go refuses a
// cycle) and any package of a lower layer, never one of a higher layer.
// Patterns are module-relative paths; "x/..." is x and everything below it.
// The most specific pattern names a package's layer.
type layer struct {
	name     string
	packages []string
}

// layers lists the project's layers, lowest first. docs/engineering.md draws
// the same list: change both together.
var layers = []layer{
	// General helpers that know nothing of Puppet's model.
	{"utilities", []string{
		"compiler/util/...",
		"environments/readlimit",
		"environments/configversion",
		"environments/data/internal/...",
	}},
	// Source and data formats: Puppet's language, JSON/YAML, HOCON.
	{"formats", []string{
		"parser/...",
		"environments/data/...",
	}},
	// Puppet's values and type system.
	{"values", []string{
		"compiler/values",
	}},
	// What a compile is given: settings, environment.conf, the ENC, facts,
	// Hiera data, $trusted's external data.
	{"configuration", []string{
		"environments/settings",
		"environments/settings/settingstest",
		"environments/envconf",
		"environments/enc",
		"environments/facts",
		"environments/hiera",
		"environments/trusted",
	}},
	// The Ruby interpreter and its standard library.
	{"ruby", []string{
		"compiler/ruby/...",
	}},
	// What the evaluator uses: catalog, resource types, templates, the
	// function library, module functions; catalog comparison; the golden
	// harnesses (used by tests only).
	{"compiler parts", []string{
		"compiler/catalog",
		"compiler/resourcetypes/...",
		"compiler/erb",
		"compiler/functions",
		"compiler/modfunc",
		"compiler/catdiff/...",
		"compiler/golden/...",
	}},
	// Functions written in Go, by origin, over compiler/functions (their
	// API): Puppet's own, then the ports of stdlib's functions (which use
	// Puppet's), then the ports of the other modules' functions (which use
	// both).
	{"puppet functions", []string{
		"compiler/functions/core",
	}},
	{"stdlib ports", []string{
		"compiler/functions/stdlib",
	}},
	{"module ports", []string{
		"compiler/functions/ports",
	}},
	// The evaluator: scopes, expressions, the compile's stages.
	{"evaluator", []string{
		"compiler/eval",
	}},
	// A compile request run end to end; the generator of the port keys.
	{"pipeline", []string{
		"compiler",
		"compiler/functions/internal/...",
	}},
	// Directory environments: snapshots, loading on demand, the registry.
	{"environments", []string{
		"environments",
		"environments/envtest",
	}},
	// The server's services: CA, file serving, auth.conf, metrics, the
	// store, PuppetDB, module information.
	{"server parts", []string{
		"api/...",
	}},
	// The HTTP server that puts them together.
	{"server", []string{
		"api/server/...",
	}},
	// Commands, their libraries (punch diff's file source) and tools.
	{"commands", []string{
		"cmd/...",
	}},
	// This test.
	{"checks", []string{
		"cmd/tools/layers",
	}},
}

// exceptions are imports that go up today. Each is a move still to make;
// the test fails when one is no longer there, so that the list only shrinks.
var exceptions = map[[2]string]string{}

func layerOf(pkg string) (int, bool) {
	best, bestLen := -1, -1
	for i, l := range layers {
		for _, p := range l.packages {
			n := -1
			if base, ok := strings.CutSuffix(p, "/..."); ok {
				if pkg == base || strings.HasPrefix(pkg, base+"/") {
					n = len(base)
				}
			} else if pkg == p {
				n = len(p) + 1 // an exact name beats a pattern of the same folder
			}
			if n > bestLen {
				best, bestLen = i, n
			}
		}
	}
	return best, best >= 0
}

// packages reads the non-test imports of every package of the module,
// keyed by module-relative path. Test files may import upwards (a test of
// the evaluator may build the registry that serves agents), so they are not
// read.
func packages(t *testing.T) map[string][]string {
	t.Helper()
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("module root not found above cmd/tools/layers: %v", err)
	}
	ctx := build.Default
	out := map[string][]string{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != root && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
			return filepath.SkipDir
		}
		if path != root {
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // another module
			}
		}
		p, err := ctx.ImportDir(path, 0)
		var noGo *build.NoGoError
		if errors.As(err, &noGo) {
			return nil
		}
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		var own []string
		for _, imp := range p.Imports {
			if r, ok := strings.CutPrefix(imp, module+"/"); ok {
				own = append(own, r)
			}
		}
		out[rel] = own
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 20 {
		t.Fatalf("only %d packages found under %s: the walk is broken", len(out), root)
	}
	return out
}

func TestImportDirections(t *testing.T) {
	pkgs := packages(t)
	names := make([]string, 0, len(pkgs))
	for p := range pkgs {
		names = append(names, p)
	}
	sort.Strings(names)
	used := map[[2]string]bool{}
	for _, p := range names {
		from, ok := layerOf(p)
		if !ok {
			t.Errorf("package %s is in no layer: add it to a layer in cmd/tools/layers/layers_test.go and docs/engineering.md", p)
			continue
		}
		for _, imp := range pkgs[p] {
			to, ok := layerOf(imp)
			if !ok || to <= from {
				continue // an unplaced import is reported as its own package
			}
			edge := [2]string{p, imp}
			if _, ok := exceptions[edge]; ok {
				used[edge] = true
				continue
			}
			t.Errorf("%s (layer %q) imports %s (layer %q, above it): move the shared code down, or pass it in through an interface owned by the lower package", p, layers[from].name, imp, layers[to].name)
		}
	}
	for edge, why := range exceptions {
		if !used[edge] {
			t.Errorf("exception %s -> %s (%s) is no longer needed: delete it from exceptions", edge[0], edge[1], why)
		}
	}
}

// TestLayerOf checks the pattern rules the main test relies on.
func TestLayerOf(t *testing.T) {
	for pkg, want := range map[string]string{
		"parser":                   "formats",
		"compiler/util/lazyre":     "utilities",
		"parser/internal/gen":      "formats",
		"environments":             "environments",
		"environments/hiera":       "configuration",
		"environments/data/hocon":  "formats",
		"api/server":               "server",
		"api/ca":                   "server parts",
		"compiler":                 "pipeline",
		"compiler/functions":       "compiler parts",
		"compiler/ruby/rlib/psych": "ruby",
		"cmd/punch/filesource":     "commands",
	} {
		i, ok := layerOf(pkg)
		if !ok || layers[i].name != want {
			got := "none"
			if ok {
				got = layers[i].name
			}
			t.Errorf("layerOf(%s) = %s, want %s", pkg, got, want)
		}
	}
	if _, ok := layerOf("nowhere/pkg"); ok {
		t.Errorf("an unlisted package has a layer")
	}
}
