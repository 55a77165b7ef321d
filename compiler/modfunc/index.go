// Package modfunc finds and runs the functions an environment's modules
// ship in Ruby, as Puppet 7's loaders do.
//
// An Index maps a function name to the Ruby file that defines it, with
// Puppet's loader rules (Puppet::Pops::Loaders and Loader::ModuleLoaders):
//
//   - 4.x functions, lib/puppet/functions/<mod>/<name>.rb for mod::name
//     (deeper namespaces in subdirectories, mod::a::b in mod/a/b.rb) and
//     lib/puppet/functions/<name>.rb for a global name;
//   - 3.x functions, lib/puppet/parser/functions/<name>.rb (global);
//   - the environment's own lib/, a module named "environment": its
//     qualified functions are environment::name (lib/puppet/functions/
//     environment/name.rb), its global ones plain names.
//
// A Table (table.go) is the environment's function table built on an
// Index: Puppet's own functions (Go), then the modules' functions, each
// either a Go port checked against the exact file (by its SHA-256) or the
// file run by the Ruby runtime.
//
// Both are built once per environment snapshot, are immutable once built
// (files are parsed on first use, once, whichever compile asks first) and
// are shared by any number of concurrent compiles.
package modfunc

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/values"
)

// Module is one module as the function loaders see it.
type Module struct {
	// Name is the module's name (its directory's name).
	Name string
	// Path is the module's directory.
	Path string
	// Dependencies are the module names (the part after the "/" or "-")
	// its metadata.json declares as dependencies, in order.
	Dependencies []string
}

// Environment is the name of the environment's own "module" (Puppet's
// Loader::ENVIRONMENT): its qualified functions are environment::name.
const Environment = "environment"

// Kind is the API a function file is written against.
type Kind uint8

const (
	// Ruby4x is Puppet::Functions.create_function in
	// lib/puppet/functions.
	Ruby4x Kind = 4
	// Ruby3x is Puppet::Parser::Functions.newfunction in
	// lib/puppet/parser/functions.
	Ruby3x Kind = 3
)

// File is one Ruby function file of the index.
type File struct {
	// Name is the function's name as Puppet names it ("stdlib::to_yaml",
	// "pick", "environment::site_fn"), lower case.
	Name string
	// Path is the file's path (module directory joined with Rel).
	Path string
	// Rel is the path relative to the module's (or environment's)
	// directory: "lib/puppet/functions/stdlib/to_yaml.rb".
	Rel string
	// Kind is the API the file is found under (its directory).
	Kind Kind
	// Module is the module the file belongs to, "" for the environment's
	// own lib/.
	Module string
}

// loaderFiles are the function files of one loader (the environment or a
// module), by function name.
type loaderFiles struct {
	module string // "" for the environment
	dir    string
	// The directories are listed on first use (see scanned): a compile
	// that calls only Puppet's own functions lists none.
	once  sync.Once
	f4    map[string]*File
	f3    map[string]*File
	files []*File // in the order found
	ix    *Index
}

// Index is the Ruby function files of one environment. It never changes
// once made; its methods are safe for concurrent use.
type Index struct {
	envDir  string
	env     *loaderFiles
	modules []*loaderFiles
	byName  map[string]int // module name -> position in modules
	deps    [][]int        // per module, the positions of its dependencies present
	readDir func(string) ([]os.DirEntry, error)
	// dataTypes are the data type files (datatypes.go), listed on first use.
	dataTypes dataTypeFiles
	// found3x keeps Lookup3x's answers. An answer depends on the index only
	// (each loader's directories are listed once), and a template's
	// scope.function_<name> asks for the same few names in every compile:
	// each a walk over every module's 3.x files when the name is not a
	// module's (Puppet's own functions, 4.x ones), about 2% of a warm
	// compile of the apache role. Bounded, as code can make names.
	found3x *values.BoundedCache[string, *File]
}

// found3xLimit bounds the names Lookup3x keeps per index.
const found3xLimit = 1024

// Directories of the two function APIs, relative to a module's root.
var (
	dir4x = filepath.Join("lib", "puppet", "functions")
	dir3x = filepath.Join("lib", "puppet", "parser", "functions")
)

// maxDepth bounds the directory recursion of a scan (and with it loops of
// symbolic links).
const maxDepth = 40

// NewIndex is the index of the function files of an environment: envDir's
// lib/ ("" for none) and each module's, modules in modulepath order. A
// loader's directories are listed the first time a name is looked up in
// it; files are read when a function is first used.
func NewIndex(envDir string, modules []Module) *Index {
	return newIndex(envDir, modules, nil)
}

// newIndex is NewIndex listing directories with readDir (nil: os.ReadDir).
func newIndex(envDir string, modules []Module, readDir func(string) ([]os.DirEntry, error)) *Index {
	if readDir == nil {
		readDir = os.ReadDir
	}
	ix := &Index{envDir: envDir, byName: make(map[string]int, len(modules)), readDir: readDir,
		found3x: values.NewBoundedCache[string, *File](found3xLimit)}
	if envDir != "" {
		ix.env = &loaderFiles{module: "", dir: envDir, ix: ix}
	} else {
		ix.env = &loaderFiles{ix: ix}
		ix.env.once.Do(func() {})
	}
	for _, m := range modules {
		if _, dup := ix.byName[m.Name]; dup {
			continue
		}
		ix.byName[m.Name] = len(ix.modules)
		ix.modules = append(ix.modules, &loaderFiles{module: m.Name, dir: m.Path, ix: ix})
	}
	ix.deps = make([][]int, len(ix.modules))
	for _, m := range modules {
		i, ok := ix.byName[m.Name]
		if !ok || ix.modules[i].dir != m.Path {
			continue
		}
		seen := map[int]bool{}
		for _, d := range m.Dependencies {
			// Puppet::Module#dependencies_as_modules: the dependencies that
			// are present in the environment, in the order declared.
			if j, ok := ix.byName[depName(d)]; ok && !seen[j] {
				seen[j] = true
				ix.deps[i] = append(ix.deps[i], j)
			}
		}
	}
	return ix
}

// depName is the module name of a metadata.json dependency
// ("puppetlabs/stdlib", "puppetlabs-stdlib" -> "stdlib").
func depName(d string) string {
	if i := strings.LastIndexAny(d, "/-"); i >= 0 {
		return d[i+1:]
	}
	return d
}

// scanned returns the loader's files, listing its directories the first
// time.
func (lf *loaderFiles) scanned() *loaderFiles {
	lf.once.Do(lf.scan)
	return lf
}

// scan lists one loader's function files.
func (lf *loaderFiles) scan() {
	ix, module, dir := lf.ix, lf.module, lf.dir
	lf.f4, lf.f3 = map[string]*File{}, map[string]*File{}
	ns := module
	if module == "" {
		ns = Environment
	}
	for _, k := range []struct {
		kind Kind
		sub  string
		dst  map[string]*File
	}{{Ruby4x, dir4x, lf.f4}, {Ruby3x, dir3x, lf.f3}} {
		root := filepath.Join(dir, k.sub)
		walkRuby(root, ix.readDir, func(rel string) {
			name := strings.ReplaceAll(strings.TrimSuffix(rel, ".rb"), string(filepath.Separator), "::")
			// Puppet asks for the path of a lower-cased name: a file whose
			// name has capitals is never found.
			if name != strings.ToLower(name) {
				return
			}
			// A module's loader only answers for its own namespace and
			// for global names (AbstractPathBasedModuleLoader#find).
			if i := strings.Index(name, "::"); i >= 0 && name[:i] != ns {
				return
			}
			f := &File{Name: name, Path: filepath.Join(root, rel), Rel: filepath.Join(k.sub, rel), Kind: k.kind, Module: module}
			k.dst[name] = f
			lf.files = append(lf.files, f)
		})
	}
}

// walkRuby calls fn with the path, relative to root, of every .rb file
// under root (symbolic links followed, as Ruby's Dir.glob "**" does for the
// files they name), in sorted order.
func walkRuby(root string, readDir func(string) ([]os.DirEntry, error), fn func(rel string)) {
	var walk func(dir, rel string, depth int)
	walk = func(dir, rel string, depth int) {
		if depth > maxDepth {
			return
		}
		ents, err := readDir(dir)
		if err != nil {
			return
		}
		ents = append([]os.DirEntry(nil), ents...)
		sort.Slice(ents, func(i, j int) bool { return ents[i].Name() < ents[j].Name() })
		for _, e := range ents {
			n := e.Name()
			p := filepath.Join(dir, n)
			r := filepath.Join(rel, n)
			isDir := e.IsDir()
			if e.Type()&os.ModeSymlink != 0 {
				fi, err := os.Stat(p)
				if err != nil {
					continue
				}
				isDir = fi.IsDir()
			}
			if isDir {
				walk(p, r, depth+1)
			} else if strings.HasSuffix(n, ".rb") {
				fn(r)
			}
		}
	}
	walk(root, "", 0)
}

// Files are every function file of the index: the environment's, then each
// module's in modulepath order, 4.x before 3.x.
func (ix *Index) Files() []*File {
	out := append([]*File(nil), ix.env.scanned().files...)
	for _, m := range ix.modules {
		out = append(out, m.scanned().files...)
	}
	return out
}

// HasModule reports whether a module is in the environment.
func (ix *Index) HasModule(name string) bool {
	_, ok := ix.byName[name]
	return ok
}

// Rank orders the definitions of one name as Puppet's loaders find them: by
// loader (the environment first, then the calling module, then the other
// modules), then within a loader by kind (a 4.x Ruby function, then a
// Puppet-language one, then a 3.x one). The lower rank wins.
type Rank struct {
	Loader int
	Kind   int
}

// Less reports whether r is found before o.
func (r Rank) Less(o Rank) bool {
	if r.Loader != o.Loader {
		return r.Loader < o.Loader
	}
	return r.Kind < o.Kind
}

// Kind ranks within one loader (LoaderPaths.relative_paths_for_type).
const (
	// RankInitial is a function the environment's initial manifests
	// define: set in the environment loader before anything is loaded,
	// it is found even before Puppet's own functions.
	RankInitial = -1
	// RankRuby4x, RankPuppet and RankRuby3x are the order of the smart
	// paths of a loader.
	RankRuby4x = 0
	RankPuppet = 1
	RankRuby3x = 2
)

// Loader ranks: the environment's loader is consulted first (after
// Puppet's own functions, which callers check before the index), then the
// caller's module, then the modules it can see.
const (
	loaderEnvironment = 0
	loaderCaller      = 1
)

// None is the rank of a definition that does not exist.
var None = Rank{Loader: 1 << 30}

// Lookup finds the Ruby function file name resolves to from code in caller
// (a module name, "" for the environment's own code: its manifests, its
// functions, the initial manifests), and its rank. nil when no Ruby file
// defines name.
//
// Qualified names are found in the one loader of their first segment (any
// module's functions are visible to everyone: Puppet 7 orders a module's
// view by its dependencies but does not restrict it). Global names are
// searched in the environment's lib/, then the caller's module, then the
// caller's dependencies in the order declared, then every other module in
// modulepath order (Loaders::ModuleResolver, DependencyLoader#find).
func (ix *Index) Lookup(name, caller string) (*File, Rank) {
	name = normalize(name)
	if i := strings.Index(name, "::"); i >= 0 {
		first := name[:i]
		if first == Environment {
			return ix.env.find(name, loaderEnvironment)
		}
		m, ok := ix.byName[first]
		if !ok {
			return nil, None
		}
		return ix.modules[m].find(name, ix.loaderRank(caller, m))
	}
	if f, r := ix.env.find(name, loaderEnvironment); f != nil {
		return f, r
	}
	var found *File
	rank := None
	ix.eachVisible(caller, func(m, pos int) bool {
		if f, r := ix.modules[m].find(name, pos); f != nil {
			found, rank = f, r
			return false
		}
		return true
	})
	return found, rank
}

// RankOf is the rank of a definition in module (a module name, "" for the
// environment) of the given kind rank, as seen from caller: to compare a
// function written in Puppet with what Lookup found.
func (ix *Index) RankOf(caller, module string, kind int) Rank {
	if module == "" || module == Environment {
		return Rank{Loader: loaderEnvironment, Kind: kind}
	}
	m, ok := ix.byName[module]
	if !ok {
		return None
	}
	return Rank{Loader: ix.loaderRank(caller, m), Kind: kind}
}

// loaderRank is the position of module m in caller's search order.
func (ix *Index) loaderRank(caller string, m int) int {
	rank := -1
	ix.eachVisible(caller, func(i, pos int) bool {
		if i == m {
			rank = pos
			return false
		}
		return true
	})
	if rank < 0 {
		return None.Loader
	}
	return rank
}

// eachVisible calls fn with each module in caller's search order and its
// loader rank, until fn returns false.
func (ix *Index) eachVisible(caller string, fn func(m, rank int) bool) {
	pos := loaderCaller
	c, isModule := ix.byName[caller]
	var seen []bool
	if isModule {
		if !fn(c, pos) {
			return
		}
		pos++
		seen = make([]bool, len(ix.modules))
		seen[c] = true
		for _, d := range ix.deps[c] {
			if seen[d] {
				continue
			}
			seen[d] = true
			if !fn(d, pos) {
				return
			}
			pos++
		}
	}
	for i := range ix.modules {
		if seen != nil && seen[i] {
			continue
		}
		if !fn(i, pos) {
			return
		}
		pos++
	}
}

// find looks name up in one loader: 4.x first, then 3.x.
func (lf *loaderFiles) find(name string, loader int) (*File, Rank) {
	lf.scanned()
	if f := lf.f4[name]; f != nil {
		return f, Rank{Loader: loader, Kind: RankRuby4x}
	}
	if f := lf.f3[name]; f != nil {
		return f, Rank{Loader: loader, Kind: RankRuby3x}
	}
	return nil, None
}

// Lookup3x finds a 3.x function for a `function_<name>` call of a 3.x
// function (Puppet::Parser::Functions.function): only 3.x files, searched
// through every module's lib in modulepath order (Puppet::Util::Autoload's
// module directories); the environment's own lib/ is not on that path.
func (ix *Index) Lookup3x(name string) *File {
	name = normalize(name)
	if f, ok := ix.found3x.Load(name); ok {
		return f
	}
	var found *File
	for _, m := range ix.modules {
		if f := m.scanned().f3[name]; f != nil {
			found = f
			break
		}
	}
	return ix.found3x.Add(name, found)
}

// ModuleOf is the module whose directory holds path, "" when none does (the
// environment's own code): Puppet gives code in a module the module's
// loader (LoaderAdapter.loader_name_by_source).
func (ix *Index) ModuleOf(path string) string {
	if path == "" {
		return ""
	}
	for _, m := range ix.modules {
		if m.dir != "" && strings.HasPrefix(path, m.dir) && len(path) > len(m.dir) && path[len(m.dir)] == filepath.Separator {
			return m.module
		}
	}
	return ""
}

// ModuleDir is a module's directory.
func (ix *Index) ModuleDir(name string) (string, bool) {
	if m, ok := ix.byName[name]; ok {
		return ix.modules[m].dir, true
	}
	return "", false
}

// LibDirs are the lib directories of the environment's modules in
// modulepath order, then the environment's own: Ruby's load path for what
// function files require.
func (ix *Index) LibDirs() []string {
	out := make([]string, 0, len(ix.modules)+1)
	for _, m := range ix.modules {
		out = append(out, filepath.Join(m.dir, "lib"))
	}
	if ix.envDir != "" {
		out = append(out, filepath.Join(ix.envDir, "lib"))
	}
	return out
}

func normalize(name string) string {
	return strings.ToLower(strings.TrimPrefix(name, "::"))
}
