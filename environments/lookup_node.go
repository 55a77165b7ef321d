package environments

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/envconf"
	"github.com/punch-dev/punch/environments/hiera"
	"github.com/punch-dev/punch/environments/settings"
)

// nodeEnv is what the data lookup of `puppet lookup` without --compile
// knows of its environment beyond Hiera: its modules, found by name on
// first use, and its type aliases.
type nodeEnv struct {
	name, dir string
	conf      *envconf.Config
	st        *settings.Settings
	modules   *moduleFinder
	// ld is the loader of loader(), made on first use (ldErr its failure).
	ld    *Loader
	ldErr error
}

// NodeDataLookup returns the data lookup service of `puppet lookup`
// without --compile (QueryNode) for the environment name in dir: the same
// service a compile's lookups use, over a Hiera engine made as a
// snapshot's is, but without loading a snapshot. Such a lookup reads
// neither the initial manifests nor any module but the ones its data
// names, and a snapshot reads every module's metadata.json and parses the
// manifests: with Debian's 93 modules on the modulepath that made a cold
// `punch lookup` take 55% more CPU time (docs/performance.md, "punch
// lookup through DataLookup"). log receives Hiera's warnings.
func NodeDataLookup(name, dir string, st *settings.Settings, log func(level, text string)) (*DataLookup, error) {
	conf, err := envconf.Load(dir, st)
	if err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	mods := &moduleFinder{path: conf.ExistingModulePath(), strict: st.Strict, found: map[string]string{}}
	return &DataLookup{
		engine: newHieraEngine(name, abs, conf.DataProvider, st, mods.dir),
		log:    log,
		node:   &nodeEnv{name: name, dir: abs, conf: conf, st: st, modules: mods},
		// (mu is not held)
		lockedAt: -1,
	}, nil
}

// newHieraEngine is the Hiera engine of environment name in dir, a
// snapshot's and a node lookup's.
func newHieraEngine(name, dir, dataProvider string, st *settings.Settings, moduleDir func(string) (string, bool)) *hiera.Engine {
	return hiera.New(hiera.Options{
		Environment:             name,
		EnvironmentDir:          dir,
		EnvironmentDataProvider: dataProvider,
		HieraConfig:             st.HieraConfig,
		Codedir:                 st.Codedir,
		ModuleDir:               moduleDir,
		Strict:                  st.Strict,
		DisableWarnings:         st.DisableWarnings,
	})
}

// moduleFinder finds a module by name as a snapshot lists them (the first
// directory of that name on the modulepath, a valid module name, kept by
// Puppet's metadata.json rules), reading only the modules asked for.
type moduleFinder struct {
	path   []string
	strict string
	mu     sync.Mutex
	// found caches the answers: the module's directory, "" for none.
	found map[string]string
}

func (f *moduleFinder) dir(name string) (string, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if d, ok := f.found[name]; ok {
		return d, d != ""
	}
	d := f.find(name)
	f.found[name] = d
	return d, d != ""
}

func (f *moduleFinder) find(name string) string {
	if !validName(name) {
		return ""
	}
	for _, mp := range f.path {
		d := filepath.Join(mp, name)
		if fi, err := os.Stat(d); err != nil || !fi.IsDir() {
			continue
		}
		// The first directory of the name is the module, or none when
		// Puppet refuses its metadata (as scanFixed and loadOnce).
		src, err := os.ReadFile(filepath.Join(d, "metadata.json"))
		if err != nil {
			src = nil
		} else if src == nil {
			src = []byte{}
		}
		if keep, _ := checkMetadata(&Module{Name: name, Path: d}, src, f.strict); !keep {
			return ""
		}
		return d
	}
	return ""
}

// QueryNode answers q as `puppet lookup` does without --compile: q.Scope
// (a node's facts, hiera.NodeScope) gives the variables; a class exists
// when the module file it would be autoloaded from does, and none is
// evaluated, except Puppet's settings class; a convert_to may name the
// type aliases of the environment's and its modules' types/ (not those of
// the initial manifests: nothing is compiled), read on the first such
// name. node and facts are the node's, for the type resolver and the data
// provider functions of Puppet code and Ruby (run in the top scope of a
// compile that evaluates no manifest, as Puppet's lookup loads them with
// the node's compiler). The service must come from NodeDataLookup.
func (d *DataLookup) QueryNode(q *hiera.Query, node string, facts *values.Hash) (values.Value, error) {
	if d.node == nil {
		return nil, fmt.Errorf("QueryNode: not a node lookup (NodeDataLookup)")
	}
	exists := hiera.ModuleClassExists(d.node.modules.dir)
	// Data provider functions see the $trusted that interpolation sees
	// (the local node's, or --trusted_extensions').
	var trusted *values.Hash
	if v, ok := q.Scope.Variable("trusted"); ok {
		trusted, _ = v.(*values.Hash)
	}
	// $settings::<name>, as Puppet's lookup has class settings in its
	// topscope (its variables are every setting, as in a compile).
	settingsVar := eval.SettingsVariables(nodeSettings{d.node}, d.node.name)
	nodeVar := q.Scope.Variable
	variable := func(name string) (values.Value, bool) {
		if rest, ok := strings.CutPrefix(strings.TrimPrefix(name, "::"), "settings::"); ok && rest != "environment" {
			return settingsVar(rest)
		}
		return nodeVar(name)
	}
	q.Scope = compileScope{variable: variable, classState: func(class string) (bool, bool) {
		if class == "settings" {
			// Puppet's topscope always has the settings class evaluated.
			return true, true
		}
		return exists(class), false
	}}
	return d.Query(q, d.nodeTypeResolver(node), d.nodeFunctions(node, facts, trusted))
}

// nodeFunctions is the data provider function caller of a node lookup:
// the environment (without its initial manifests) is loaded on the first
// call, as for nodeTypeResolver; most hierarchies name only built-in
// functions and never load it.
func (d *DataLookup) nodeFunctions(node string, facts, trusted *values.Hash) func(string, []values.Value) (values.Value, error) {
	var call func(string, []values.Value) (values.Value, error)
	var loadErr error
	n := d.node
	return func(name string, args []values.Value) (values.Value, error) {
		if call == nil && loadErr == nil {
			ld, err := n.loader(d.log)
			if err == nil {
				call, err = eval.DataFunctions(context.Background(), &eval.Request{Node: node, Environment: n.name, Loader: ld, Facts: facts, Trusted: trusted})
			}
			if err != nil {
				loadErr = fmt.Errorf("Could not load the functions of environment %s: %w", n.name, err)
			}
		}
		if loadErr != nil {
			return nil, loadErr
		}
		return call(name, args)
	}
}

// loader is the environment's loader without its initial manifests (what
// a lookup without --compile knows), loaded on the first call and shared
// by the type resolver and the data provider functions.
func (n *nodeEnv) loader(log func(level, text string)) (*Loader, error) {
	if n.ld == nil && n.ldErr == nil {
		snap, err := Open(n.name, n.dir, Options{Settings: n.st})
		if err != nil {
			n.ldErr = err
		} else {
			n.ld = snap.NewLoader(LoaderOptions{Log: log, WithoutManifests: true})
		}
	}
	return n.ld, n.ldErr
}

// nodeTypeResolver resolves convert_to's type names through the
// environment's loaders without the initial manifests, loaded on first use
// (most lookups name no alias). A failure to load them is logged, and the
// name stays unresolved (convert_to then fails as Puppet's does for a name
// it cannot resolve).
func (d *DataLookup) nodeTypeResolver(node string) func(string) (values.Type, bool) {
	var resolve func(string) (values.Type, bool)
	loaded := false
	n := d.node
	return func(name string) (values.Type, bool) {
		if !loaded {
			loaded = true
			ld, err := n.loader(d.log)
			if err == nil {
				resolve, err = eval.TypeResolver(context.Background(), &eval.Request{Node: node, Environment: n.name, Loader: ld})
			}
			if err != nil && d.log != nil {
				d.log("warning", fmt.Sprintf("Could not load the type aliases of environment %s: %v", n.name, err))
			}
		}
		if resolve == nil {
			return nil, false
		}
		return resolve(name)
	}
}

// nodeSettings is the settings source of a lookup without a compile: the
// environment's environment.conf and the command's settings, as a
// compile's loader answers (Loader.PuppetSetting).
type nodeSettings struct{ n *nodeEnv }

func (s nodeSettings) PuppetSetting(name string) (string, bool) {
	return puppetSetting(s.n.conf, s.n.st, name)
}
