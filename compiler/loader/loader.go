// Package loader is a simple directory-environment loader for the
// compiler: the environment's initial manifests and autoloading of
// classes, defined types, functions and type aliases from its modules by
// Puppet's naming rules. It has no Hiera and no reloading: the
// environments package (issue 4) provides the full implementation of
// eval.Loader; this one keeps `punch compile` and the tests working.
//
// A Loader is safe for concurrent use by any number of compiles: parsed
// files are cached and never changed.
package loader

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/erb"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/modfunc"
	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/hiera"
	"github.com/punch-dev/punch/environments/readlimit"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
)

// Options configures a Loader.
type Options struct {
	// EnvironmentDir is the environment's directory.
	EnvironmentDir string
	// EnvironmentName is used in messages ("Could not parse for
	// environment production: ...").
	EnvironmentName string
	// Manifest replaces the environment's manifests/ (a file or a
	// directory).
	Manifest string
	// Code replaces the manifests with this source (punch compile -e).
	Code string
	// ModulePath lists module directories; empty means the environment's
	// environment.conf modulepath, else <env>/modules.
	ModulePath []string
	// HieraConfig is the global hiera.yaml ("" for no global layer).
	HieraConfig string
	// Log receives the warnings of data lookups (level, text).
	Log func(level, text string)
}

// Loader implements eval.Loader over a directory environment.
type Loader struct {
	opts    Options
	envDir  string
	modPath []string

	mu        sync.RWMutex
	manifests []*ast.Program
	manErr    error
	manDone   bool
	files     map[string]*fileEntry // parsed autoload files by path
	classes   map[string]*eval.Definition
	defines   map[string]*eval.Definition
	funcs     map[string]*eval.Definition
	aliases   map[string]*eval.Definition
	epps      map[string]*fileEntry
	erbs      map[string]*erbEntry

	hieraOnce     sync.Once
	hiera         *hiera.Engine
	hieraMu       sync.Mutex
	hieraSessions map[string]*lockedSession

	typesOnce   sync.Once
	moduleTypes map[string]*resourcetypes.Type

	fnOnce  sync.Once
	fnTable *modfunc.Table // see functions.go
}

type fileEntry struct {
	prog *ast.Program
	err  error
}

var _ eval.Loader = (*Loader)(nil)

// New returns a loader for the environment in opts.EnvironmentDir.
func New(opts Options) (*Loader, error) {
	dir, err := filepath.Abs(opts.EnvironmentDir)
	if err != nil {
		return nil, err
	}
	if opts.EnvironmentName == "" {
		opts.EnvironmentName = filepath.Base(dir)
	}
	l := &Loader{opts: opts, envDir: dir, files: map[string]*fileEntry{}, epps: map[string]*fileEntry{}, erbs: map[string]*erbEntry{},
		classes: map[string]*eval.Definition{}, defines: map[string]*eval.Definition{},
		funcs: map[string]*eval.Definition{}, aliases: map[string]*eval.Definition{}}
	conf := readEnvConf(dir)
	l.modPath = opts.ModulePath
	if len(l.modPath) == 0 {
		l.modPath = conf.modulePath
	}
	if l.opts.Manifest == "" && conf.manifest != "" {
		l.opts.Manifest = conf.manifest
	}
	return l, nil
}

type envConf struct {
	modulePath []string
	manifest   string
}

// readEnvConf reads the settings of environment.conf this loader knows:
// modulepath (relative entries are relative to the environment;
// $basemodulepath is dropped; default <env>/modules) and manifest.
func readEnvConf(dir string) envConf {
	conf := envConf{modulePath: []string{filepath.Join(dir, "modules")}}
	b, err := os.ReadFile(filepath.Join(dir, "environment.conf"))
	if err != nil {
		return conf
	}
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		switch k {
		case "modulepath":
			var out []string
			for _, p := range strings.Split(v, ":") {
				p = strings.TrimSpace(p)
				if p == "" || strings.HasPrefix(p, "$") {
					continue
				}
				if !filepath.IsAbs(p) {
					p = filepath.Join(dir, p)
				}
				out = append(out, p)
			}
			conf.modulePath = out
		case "manifest":
			if !filepath.IsAbs(v) {
				v = filepath.Join(dir, v)
			}
			conf.manifest = v
		}
	}
	return conf
}

// EnvironmentDir implements eval.Loader.
func (l *Loader) EnvironmentDir() string { return l.envDir }

// Manifests implements eval.Loader: the initial manifests, parsed once.
func (l *Loader) Manifests() ([]*ast.Program, error) {
	l.mu.RLock()
	if l.manDone {
		defer l.mu.RUnlock()
		return l.manifests, l.manErr
	}
	l.mu.RUnlock()
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.manDone {
		return l.manifests, l.manErr
	}
	l.manDone = true
	l.manifests, l.manErr = l.loadManifests()
	if l.manErr == nil {
		for _, p := range l.manifests {
			if err := l.register(p, ""); err != nil {
				l.manErr = err
				break
			}
		}
	}
	return l.manifests, l.manErr
}

func (l *Loader) loadManifests() ([]*ast.Program, error) {
	if l.opts.Code != "" {
		p, err := parser.Parse("", []byte(l.opts.Code))
		if err != nil {
			return nil, l.parseError(err)
		}
		return []*ast.Program{p}, nil
	}
	root := l.opts.Manifest
	if root == "" {
		root = filepath.Join(l.envDir, "manifests")
	}
	st, err := os.Stat(root)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) && l.opts.Manifest == "" {
			return nil, nil
		}
		return nil, err
	}
	var paths []string
	if st.IsDir() {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(p, ".pp") {
				paths = append(paths, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(paths)
	} else {
		paths = []string{root}
	}
	progs := make([]*ast.Program, 0, len(paths))
	for _, p := range paths {
		prog, err := parser.ParseFile(p)
		if err != nil {
			return nil, l.parseError(err)
		}
		progs = append(progs, prog)
	}
	return progs, nil
}

// parseError is Puppet's "Could not parse for environment E: ..." error.
func (l *Loader) parseError(err error) error {
	return fmt.Errorf("Could not parse for environment %s: %w", l.opts.EnvironmentName, err)
}

// register records the definitions of a parsed file (caller holds mu).
// A name defined twice is an error, as Puppet reports it; so is a node
// definition in a module.
func (l *Loader) register(p *ast.Program, module string) error {
	for _, d := range p.Definitions {
		def := &eval.Definition{Def: d, Module: module}
		switch x := d.(type) {
		case *ast.ClassDef:
			n := strings.ToLower(x.Name)
			if prev, ok := l.classes[n]; ok {
				psp, sp := prev.Def.Loc(), x.Loc()
				return &eval.Error{Message: fmt.Sprintf("Class '%s' is already defined %s; cannot redefine", n, eval.Location(psp.File, psp.Start.Line, 0)),
					File: sp.File, Line: sp.Start.Line}
			}
			l.classes[n] = def
		case *ast.DefineDef:
			n := strings.ToLower(x.Name)
			if prev, ok := l.defines[n]; ok {
				return redefinition("type", n, prev)
			}
			l.defines[n] = def
		case *ast.FunctionDef:
			n := strings.ToLower(x.Name)
			if prev, ok := l.funcs[n]; ok {
				return redefinition("function", n, prev)
			}
			l.funcs[n] = def
		case *ast.TypeAlias:
			n := strings.ToLower(x.Name)
			if prev, ok := l.aliases[n]; ok {
				return redefinition("type", n, prev)
			}
			l.aliases[n] = def
		case *ast.NodeDef:
			if module != "" {
				sp := x.Loc()
				return &eval.Error{Message: "This Node Definition is unacceptable as a top level construct in this location",
					File: sp.File, Line: sp.Start.Line, Column: sp.Start.Col}
			}
		}
	}
	return nil
}

// redefinition is the error of Puppet's loaders when a name is defined
// twice.
func redefinition(kind, name string, prev *eval.Definition) error {
	sp := prev.Def.Loc()
	return &eval.Error{Message: fmt.Sprintf("Attempt to redefine entity 'http://puppet.com/2016.1/runtime/%s/%s'. Originally set at file://%s?line=%d&pos=%d.",
		kind, name, sp.File, sp.Start.Line, sp.Start.Col)}
}

// moduleDir finds a module's directory on the module path.
func (l *Loader) moduleDir(name string) string {
	if !validSegment(name) {
		return ""
	}
	for _, mp := range l.modPath {
		d := filepath.Join(mp, name)
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d
		}
	}
	return ""
}

// validSegment is the autoloader's naming rule for a name segment.
func validSegment(s string) bool {
	if s == "" || !(s[0] >= 'a' && s[0] <= 'z') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// loadFile parses and registers an autoload file once (caller holds mu).
func (l *Loader) loadFile(path, module string) error {
	if e, ok := l.files[path]; ok {
		return e.err
	}
	if _, err := os.Stat(path); err != nil {
		l.files[path] = &fileEntry{}
		return nil
	}
	prog, err := parser.ParseFile(path)
	if err != nil {
		err = l.parseError(err)
		l.files[path] = &fileEntry{err: err}
		return err
	}
	if err := l.register(prog, module); err != nil {
		l.files[path] = &fileEntry{err: err}
		return err
	}
	l.files[path] = &fileEntry{prog: prog}
	return nil
}

// find looks a name up in table, autoloading it from the file(s) its name
// maps to under dir (manifests, functions, types) with ext.
func (l *Loader) find(table map[string]*eval.Definition, name, dir string, dropSegments bool) (*eval.Definition, error) {
	name = strings.ToLower(strings.TrimPrefix(name, "::"))
	if _, err := l.Manifests(); err != nil {
		return nil, err
	}
	l.mu.RLock()
	d, ok := table[name]
	l.mu.RUnlock()
	if ok {
		return d, nil
	}
	segs := strings.Split(name, "::")
	module := segs[0]
	md := l.moduleDir(module)
	if md == "" {
		return nil, nil
	}
	for _, s := range segs {
		if !validSegment(s) {
			return nil, nil
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	// Most specific file first, then (for the 3.x rules of classes and
	// defines) dropping segments down to the module's init.pp. Puppet's 3.x
	// loader always loads the module's init.pp before the specific file.
	for n := len(segs); n >= 1; n-- {
		var paths []string
		if dropSegments {
			paths = append(paths, filepath.Join(md, dir, "init.pp"))
		}
		if n == 1 {
			if !dropSegments {
				paths = append(paths, filepath.Join(md, dir, "init.pp"))
			}
		} else {
			paths = append(paths, filepath.Join(md, dir, filepath.Join(segs[1:n]...)+".pp"))
		}
		for _, path := range paths {
			if err := l.loadFile(path, module); err != nil {
				return nil, err
			}
		}
		if d, ok := table[name]; ok {
			return d, nil
		}
		if !dropSegments {
			break
		}
	}
	return nil, nil
}

// FindClass implements eval.Loader.
func (l *Loader) FindClass(name string) (*eval.Definition, error) {
	return l.find(l.classes, name, "manifests", true)
}

// FindDefine implements eval.Loader.
func (l *Loader) FindDefine(name string) (*eval.Definition, error) {
	return l.find(l.defines, name, "manifests", true)
}

// FindFunction implements eval.Loader. Unqualified names (and
// environment::name) are also looked for in the environment's functions/.
func (l *Loader) FindFunction(name string) (*eval.Definition, error) {
	if !strings.Contains(name, "::") || strings.HasPrefix(strings.ToLower(name), "environment::") {
		return l.findEnvLevel(l.funcs, name, "functions")
	}
	return l.find(l.funcs, name, "functions", false)
}

// FindTypeAlias implements eval.Loader. Unqualified names are also looked
// for in the environment's types/.
func (l *Loader) FindTypeAlias(name string) (*eval.Definition, error) {
	if !strings.Contains(name, "::") {
		return l.findEnvLevel(l.aliases, name, "types")
	}
	return l.find(l.aliases, name, "types", false)
}

// findEnvLevel finds a function or type alias defined by the initial
// manifests or in the environment's own functions/ or types/ directory.
func (l *Loader) findEnvLevel(table map[string]*eval.Definition, name, dir string) (*eval.Definition, error) {
	if _, err := l.Manifests(); err != nil {
		return nil, err
	}
	name = strings.ToLower(strings.TrimPrefix(name, "::"))
	l.mu.RLock()
	d, ok := table[name]
	l.mu.RUnlock()
	if ok {
		return d, nil
	}
	leaf := strings.TrimPrefix(name, "environment::")
	if !validSegment(leaf) {
		return nil, nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if err := l.loadFile(filepath.Join(l.envDir, dir, leaf+".pp"), ""); err != nil {
		return nil, err
	}
	if d, ok := table[name]; ok {
		return d, nil
	}
	return table["environment::"+leaf], nil
}

// ModuleFile implements eval.Loader: "mod/path" in a module's dir, or an
// absolute path.
func (l *Loader) ModuleFile(dir, ref string) (string, bool) {
	if filepath.IsAbs(ref) {
		if _, err := os.Stat(ref); err == nil {
			return ref, true
		}
		return "", false
	}
	mod, rest, ok := strings.Cut(ref, "/")
	if !ok || rest == "" {
		return "", false
	}
	md := l.moduleDir(mod)
	if md == "" {
		return "", false
	}
	p := filepath.Join(md, dir, filepath.FromSlash(rest))
	if !strings.HasPrefix(p, md+string(filepath.Separator)) {
		return "", false
	}
	if _, err := os.Stat(p); err != nil {
		return "", false
	}
	return p, true
}

// ResourceType implements eval.Loader: the types of the modules'
// lib/puppet/type, overridden by the environment's .resource_types (as
// `puppet generate types` writes them), read once.
func (l *Loader) ResourceType(name string) *resourcetypes.Type {
	l.typesOnce.Do(func() {
		dirs, _ := resourcetypes.ModuleDirs(l.modPath)
		rb, _ := resourcetypes.LoadModuleTypes(dirs)
		pc, _ := resourcetypes.LoadPcoreTypes(filepath.Join(l.envDir, ".resource_types"))
		l.moduleTypes = resourcetypes.MergeTypes(rb, pc)
	})
	return l.moduleTypes[strings.ToLower(name)]
}

// HasModule implements eval.Loader.
func (l *Loader) HasModule(name string) bool { return l.moduleDir(name) != "" }

// ReadFile implements eval.Loader.
func (l *Loader) ReadFile(path string) ([]byte, error) { return readlimit.ReadFile(path) }

// ParseEPP implements eval.Loader, caching parsed templates.
func (l *Loader) ParseEPP(path string) (*ast.Program, error) {
	l.mu.RLock()
	e, ok := l.epps[path]
	l.mu.RUnlock()
	if ok {
		return e.prog, e.err
	}
	src, err := readlimit.ReadFile(path)
	var prog *ast.Program
	if err == nil {
		prog, err = parser.ParseEPP(path, src)
	}
	l.mu.Lock()
	l.epps[path] = &fileEntry{prog: prog, err: err}
	l.mu.Unlock()
	return prog, err
}

// ParseERB implements eval.Loader, caching parsed templates.
func (l *Loader) ParseERB(path string) (*erb.Template, error) {
	l.mu.RLock()
	e, ok := l.erbs[path]
	l.mu.RUnlock()
	if ok {
		return e.tmpl, e.err
	}
	src, err := readlimit.ReadFile(path)
	var t *erb.Template
	if err == nil {
		t, err = erb.Parse(path, src)
	}
	l.mu.Lock()
	l.erbs[path] = &erbEntry{tmpl: t, err: err}
	l.mu.Unlock()
	return t, err
}

type erbEntry struct {
	tmpl *erb.Template
	err  error
}

// Lookup implements eval.Loader with the Hiera 5 engine
// (environments/hiera): global, environment and module layers.
func (l *Loader) Lookup(q *eval.LookupQuery) (values.Value, bool, error) {
	s := l.hieraSession(q.Node)
	s.mu.Lock()
	defer s.mu.Unlock()
	var scope hiera.Scope = hiera.ScopeFunc(func(string) (values.Value, bool) { return nil, false })
	if q.Variable != nil {
		scope = hiera.ScopeFunc(q.Variable)
	}
	return s.s.LookupKey(q.Key, q.Merge, scope, nil)
}

// HieraEngine implements hiera.EngineSource: the environment's data, for
// compiles that keep one lookup session each.
func (l *Loader) HieraEngine() *hiera.Engine {
	l.hieraOnce.Do(func() {
		l.hiera = hiera.New(hiera.Options{
			Environment:    l.opts.EnvironmentName,
			EnvironmentDir: l.envDir,
			HieraConfig:    l.opts.HieraConfig,
			ModuleDir: func(name string) (string, bool) {
				d := l.moduleDir(name)
				return d, d != ""
			},
		})
		l.hieraSessions = map[string]*lockedSession{}
	})
	return l.hiera
}

var _ hiera.EngineSource = (*Loader)(nil)

// lockedSession is a hiera session shared by the lookups of one node.
type lockedSession struct {
	mu sync.Mutex
	s  *hiera.Session
}

// hieraSession returns the lookup session of a node's compile. A
// LookupQuery does not identify its compile, so the lookups of one node
// share a session (one compile per node with punch compile).
func (l *Loader) hieraSession(node string) *lockedSession {
	e := l.HieraEngine()
	l.hieraMu.Lock()
	defer l.hieraMu.Unlock()
	s := l.hieraSessions[node]
	if s == nil {
		s = &lockedSession{s: e.NewSession(hiera.SessionOptions{Log: l.opts.Log})}
		l.hieraSessions[node] = s
	}
	return s
}

// ModuleDir implements eval.ModuleDirLoader.
func (l *Loader) ModuleDir(name string) (string, bool) {
	d := l.moduleDir(name)
	return d, d != ""
}
