package hiera

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// Options configure an Engine: one environment's data layers.
type Options struct {
	// Environment is the environment's name.
	Environment string
	// EnvironmentDir is the environment's directory; its hiera.yaml (when
	// there is one) is the environment layer. "" for none.
	EnvironmentDir string
	// EnvironmentDataProvider is the deprecated environment_data_provider
	// setting ("" unset, "none", "hiera", "function"): a version 5
	// hiera.yaml at the environment's root overrides it.
	EnvironmentDataProvider string
	// HieraConfig is the global hiera.yaml (Puppet's hiera_config
	// setting). "" means no global layer at all. A path to a file that
	// does not exist gives Puppet's default configuration there (it reads
	// data/common.yaml next to that path, when it exists).
	HieraConfig string
	// Codedir is Puppet's codedir, used by the default datadir of a
	// version 3 global hiera.yaml.
	Codedir string
	// ModuleDir finds a module on the environment's module path; nil
	// means the environment has no modules.
	ModuleDir func(name string) (dir string, ok bool)
	// Strict is Puppet's strict setting: "off", "warning" (the default,
	// also for "") or "error".
	Strict string
	// DisableWarnings are Puppet's disable_warnings categories
	// ("deprecations").
	DisableWarnings []string
	// ClassExists tells whether a class is defined (for the wording of
	// the warning about an undefined qualified variable when the scope
	// does not give it itself); nil means no class exists.
	ClassExists func(name string) bool
}

// ModuleClassExists is a ClassExists for lookups outside a compile: a class
// exists when the file it autoloads from does ("mod" in
// mod/manifests/init.pp, "mod::a::b" in mod/manifests/a/b.pp).
func ModuleClassExists(moduleDir func(name string) (string, bool)) func(string) bool {
	return func(class string) bool {
		parts := strings.Split(class, "::")
		dir, ok := moduleDir(parts[0])
		if !ok {
			return false
		}
		if len(parts) == 1 {
			return exists(filepath.Join(dir, "manifests", "init.pp"))
		}
		return exists(filepath.Join(dir, "manifests", filepath.Join(parts[1:]...)+".pp"))
	}
}

// Engine is the Hiera 5 data lookup of one environment. Parsed hiera.yaml
// and data files are cached in the engine and reused while the files keep
// their inode, modification time and size (as Puppet's
// EnvironmentContext does), so a changed data file is seen by the next
// compile. An Engine is safe for concurrent use by any number of
// sessions.
type Engine struct {
	opts    Options
	configs *fileCache
	files   *fileCache
	// metadata holds each module's data_provider from its metadata.json
	// (module directory -> string).
	metadata sync.Map

	onceMu sync.Mutex
	once   map[string]bool

	// keys caches split interpolation keys (key -> splitResult).
	keys sync.Map
	// defaults holds the default configurations of missing hiera.yaml
	// files (cache key of Session.config -> *config).
	defaults sync.Map
	// parsed caches parsed lookup keys (text -> parsedKey), nParsed of
	// them.
	parsed  sync.Map
	nParsed atomic.Int64

	// eyamlPlain remembers what eyaml_lookup_key decrypted.
	eyamlPlain eyamlPlainCache
}

type splitResult struct {
	segs []values.Value
	ok   bool
}

// splitKeyCached is splitKey, remembered: interpolations name the same
// variables over and over. The segments are shared and never changed.
func (e *Engine) splitKeyCached(key string) ([]values.Value, bool) {
	if r, ok := e.keys.Load(key); ok {
		sr := r.(splitResult)
		return sr.segs, sr.ok
	}
	segs, ok := splitKey(key)
	if len(key) <= 256 {
		e.keys.Store(key, splitResult{segs, ok})
	}
	return segs, ok
}

// parsedKey is a remembered ParseKey result.
type parsedKey struct {
	key *Key
	err error
}

// maxParsedKeys bounds the keys an engine remembers: the parameters of
// the environment's classes and the names its lookup() calls give, but a
// name built from facts could be new on every compile.
const maxParsedKeys = 1 << 16

// parseKey is ParseKey, remembered for the engine's life: every compile
// looks up the same class parameters (finding a key in the cache took
// less CPU than making it, even for a key of one segment). The Key is
// shared and never changed.
func (e *Engine) parseKey(text string) (*Key, error) {
	if r, ok := e.parsed.Load(text); ok {
		pk := r.(parsedKey)
		return pk.key, pk.err
	}
	k, err := ParseKey(text)
	if len(text) <= 256 && e.nParsed.Load() < maxParsedKeys {
		if _, loaded := e.parsed.LoadOrStore(text, parsedKey{k, err}); !loaded {
			e.nParsed.Add(1)
		}
	}
	return k, err
}

// New returns the engine of one environment.
func New(opts Options) *Engine {
	if opts.Strict == "" {
		opts.Strict = "warning"
	}
	return &Engine{opts: opts, configs: newFileCache(), files: newFileCache(), once: map[string]bool{}}
}

// Options returns the engine's options.
func (e *Engine) Options() Options { return e.opts }

// SessionOptions configure a Session.
type SessionOptions struct {
	// Log receives the warnings of lookups (level "warning"), with their
	// text as Puppet logs it (a second line names the file when Puppet
	// names one).
	Log func(level, text string)
	// ResolveType resolves type names that are not built in (type
	// aliases) for convert_to in lookup_options; nil knows only the
	// built-in types.
	ResolveType func(name string) (values.Type, bool)
	// CallFunction runs the data provider functions Puppet code and Ruby
	// define (a level's lookup_key, data_hash or data_dig naming one):
	// the compile's function table. nil when the lookup has no compile:
	// only the built-in functions can be used then.
	CallFunction FunctionCaller
}

// Session is the lookup state of one compile (Puppet's LookupAdapter): the
// layers' configurations and resolved hierarchies, the data files read and
// the lookup_options found, so that one compile sees each file once. A
// Session is not safe for concurrent use.
type Session struct {
	e    *Engine
	opts SessionOptions

	global  *layerState
	env     *layerState
	envDone bool
	modules map[string]*layerState

	lookupOptions  map[string]*compiledOptions // by module name ("" for none)
	globalOptions  *values.Hash
	globalOptsDone bool
	envOptions     *values.Hash
	envOptsDone    bool
	moduleDefOpts  map[string]*compiledOptions
	loadedConfigs  map[*config]bool
	failedConfigs  map[*configError]bool
	// spare is LookupKey's invocation between lookups.
	spare *rootInvocation
	// fileData are cached_file_data's results by path (context.go).
	fileData map[string]any
}

// NewSession starts the lookups of one compile.
func (e *Engine) NewSession(opts SessionOptions) *Session {
	return &Session{e: e, opts: opts, modules: map[string]*layerState{}, lookupOptions: map[string]*compiledOptions{},
		moduleDefOpts: map[string]*compiledOptions{}, loadedConfigs: map[*config]bool{}}
}

func (s *Session) warn(text string) {
	if s.opts.Log != nil {
		s.opts.Log("warning", text)
	}
}

// warnOnce is Puppet.warn_once: a warning given once per key for the
// life of the engine (Puppet: of the process), at most 100 of them.
func (s *Session) warnOnce(kind, key, text string) {
	for _, d := range s.e.opts.DisableWarnings {
		if d == kind {
			return
		}
	}
	s.e.onceMu.Lock()
	if s.e.once[key] || len(s.e.once) >= 100 {
		s.e.onceMu.Unlock()
		return
	}
	s.e.once[key] = true
	s.e.onceMu.Unlock()
	s.warn(text)
}

// config loads a hiera.yaml through the engine's cache, giving its
// warnings the first time this session uses it.
func (s *Session) config(path string, layer Layer) (*config, error) {
	cacheKey := path + "\x00" + strconv.Itoa(int(layer))
	var c *config
	v, err := s.e.configs.get(cacheKey, path, func(src []byte) (any, error) {
		return parseConfig(path, src, layer, s.e.opts.Strict)
	})
	switch {
	case errors.Is(err, os.ErrNotExist):
		c, err = s.e.defaultConfig(cacheKey, path, layer)
		if err != nil {
			return nil, err
		}
	case err != nil:
		var ce *configError
		if errors.As(err, &ce) {
			if !s.failedConfigs[ce] {
				if s.failedConfigs == nil {
					s.failedConfigs = map[*configError]bool{}
				}
				s.failedConfigs[ce] = true
				for _, w := range ce.warnings {
					s.warn(w)
				}
				for _, w := range ce.onceWarnings {
					s.warnOnce("deprecations", w.key, w.text)
				}
			}
			err = ce.err
		}
		var he *Error
		if errors.As(err, &he) {
			return nil, err
		}
		return nil, puppetErrorf("%s", err.Error())
	default:
		c = v.(*config)
	}
	if !s.loadedConfigs[c] {
		s.loadedConfigs[c] = true
		for _, w := range c.warnings {
			s.warn(w)
		}
		for _, w := range c.onceWarnings {
			s.warnOnce("deprecations", w.key, w.text)
		}
	}
	return c, nil
}

// defaultConfig is the configuration Puppet uses where a hiera.yaml does
// not exist (the global layer's, when hiera_config names no file), made
// once: it depends only on the path, the layer and the strict setting,
// and every compile asked for it.
func (e *Engine) defaultConfig(cacheKey, path string, layer Layer) (*config, error) {
	if c, ok := e.defaults.Load(cacheKey); ok {
		return c.(*config), nil
	}
	c, err := parseConfig(path, nil, layer, e.opts.Strict)
	if err != nil {
		return nil, err
	}
	got, _ := e.defaults.LoadOrStore(cacheKey, c)
	return got.(*config), nil
}

// layerState is one data provider of a compile (Puppet's
// GlobalDataProvider, EnvironmentDataProvider, ModuleDataProvider).
type layerState struct {
	s      *Session
	layer  Layer
	module string
	path   string // the hiera.yaml
	cfg    *config

	built            bool
	providers        []*provider
	defaultProviders []*provider
	scopeLookups     []scopeRecord
}

// name is the provider's name in explanations.
func (ls *layerState) name() string {
	n := ls.layer.place() + " "
	if ls.module != "" {
		n += `"` + ls.module + `" `
	}
	n += "Data Provider"
	if ls.cfg != nil {
		n += " (" + ls.cfg.name() + ")"
	}
	return n
}

// globalLayer is the global data provider, nil when there is no global
// layer. Its configuration is loaded when it is first used.
func (s *Session) globalLayer() *layerState {
	if s.e.opts.HieraConfig == "" {
		return nil
	}
	if s.global == nil {
		s.global = &layerState{s: s, layer: LayerGlobal, path: s.e.opts.HieraConfig}
	}
	return s.global
}

// loadGlobalConfig is GlobalDataProvider#config with its version check.
func (ls *layerState) loadConfig() error {
	if ls.cfg != nil {
		return nil
	}
	c, err := ls.s.config(ls.path, ls.layer)
	if err != nil {
		return err
	}
	if ls.layer == LayerGlobal && c.version == 4 {
		return c.fail("HIERA_UNSUPPORTED_VERSION_IN_GLOBAL", 0, "hiera.yaml version 4 cannot be used in the global layer")
	}
	ls.cfg = c
	return nil
}

// envLayer is EnvironmentDataProvider (initialize_env_provider): nil when
// the environment has no hiera.yaml, or a version 3 one (ignored with a
// warning).
func (s *Session) envLayer() (*layerState, error) {
	if s.envDone {
		return s.env, nil
	}
	dir := s.e.opts.EnvironmentDir
	if dir == "" {
		s.envDone = true
		return nil, nil
	}
	p := filepath.Join(dir, "hiera.yaml")
	provider := s.e.opts.EnvironmentDataProvider
	var ls *layerState
	if exists(p) {
		c, err := s.rootConfig(p, LayerEnvironment)
		if err != nil {
			return nil, err
		}
		if c != nil {
			ls = &layerState{s: s, layer: LayerEnvironment, path: p, cfg: c}
			if c.version >= 5 && provider != "" {
				// A version 5 hiera.yaml overrides the setting.
				if s.e.opts.Strict != "off" {
					s.warnOnce("deprecations", "environment.conf#data_provider",
						fmt.Sprintf("Defining environment_data_provider='%s' in environment.conf is deprecated", provider)+fileLocation(s.envConfFile()))
					if provider != "hiera" {
						s.warnOnce("deprecations", "environment.conf#data_provider_overridden",
							fmt.Sprintf("The environment_data_provider='%s' setting is ignored since '%s' version >= 5", provider, p)+fileLocation(s.envConfFile()))
					}
				}
				provider = ""
			}
		}
	}
	if provider != "" {
		var err error
		if ls, err = s.legacyEnvProvider(provider, ls, p); err != nil {
			return nil, err
		}
	}
	s.env = ls
	s.envDone = true
	return ls, nil
}

// rootConfig is the hiera.yaml p of an environment's or a module's root,
// nil when it is of version 3, which only the global layer may use:
// Puppet ignores it with a warning (an error with strict=error).
func (s *Session) rootConfig(p string, layer Layer) (*config, error) {
	c, err := s.config(p, layer)
	if err != nil || c.version > 3 {
		return c, err
	}
	where, kind, key, root := "an environment", "hiera_v3_at_env_root", "env-v3:", "the environment root"
	if layer == LayerModule {
		where, kind, key, root = "a module", "hiera_v3_at_module_root", "module-v3:", "module root"
	}
	if s.e.opts.Strict == "error" {
		return nil, c.fail("HIERA_VERSION_3_NOT_GLOBAL", 0, "hiera.yaml version 3 cannot be used in %s", where)
	}
	s.warnOnce(kind, key+p, "hiera.yaml version 3 found at "+root+" was ignored"+fileLocation(p))
	return nil, nil
}

// envConfFile is the environment.conf Puppet names in the deprecation
// warnings of environment_data_provider (whether or not it exists: the
// setting may come from puppet.conf).
func (s *Session) envConfFile() string {
	return filepath.Join(s.e.opts.EnvironmentDir, "environment.conf")
}

// legacyEnvProvider is the end of Puppet's initialize_env_provider for
// an environment_data_provider that no version 5 hiera.yaml overrides:
// ls is the environment's hiera.yaml layer, nil when it has none.
func (s *Session) legacyEnvProvider(provider string, ls *layerState, hieraYAML string) (*layerState, error) {
	if s.e.opts.Strict != "off" {
		msg := fmt.Sprintf("Defining environment_data_provider='%s' in environment.conf is deprecated.", provider)
		if ls == nil {
			msg += " A 'hiera.yaml' file should be used instead"
		}
		s.warnOnce("deprecations", "environment.conf#data_provider", msg+fileLocation(s.envConfFile()))
	}
	switch provider {
	case "none":
		return nil, nil
	case "hiera":
		if ls != nil {
			return ls, nil
		}
		// Puppet's default configuration at the environment's root.
		c, err := s.config(hieraYAML, LayerEnvironment)
		if err != nil {
			return nil, err
		}
		return &layerState{s: s, layer: LayerEnvironment, path: hieraYAML, cfg: c}, nil
	case "function":
		c, err := s.legacyFunctionConfig(s.e.opts.EnvironmentDir, "environment::data", LayerEnvironment)
		if err != nil {
			return nil, err
		}
		return &layerState{s: s, layer: LayerEnvironment, path: hieraYAML, cfg: c}, nil
	}
	return nil, puppetErrorf("Environment '%s', cannot find environment_data_provider '%s'", s.e.opts.Environment, provider)
}

// legacyFunctionConfig is Puppet's HieraConfig.v4_function_config: the
// configuration of a Puppet 4.x "function" data provider, one level whose
// data is what the function (MODULE::data or environment::data, called
// without arguments) returns. It is the same for every compile of the
// engine, so it is made once.
func (s *Session) legacyFunctionConfig(root, function string, layer Layer) (*config, error) {
	if s.e.opts.Strict != "off" {
		// One key for every function, as Puppet's: warned once.
		s.warnOnce("deprecations", "legacy_provider_function",
			fmt.Sprintf("Using of legacy data provider function '%s'. Please convert to a 'data_hash' function", function)+fileLocation(""))
	}
	cacheKey := "legacy\x00" + root + "\x00" + function
	if c, ok := s.e.defaults.Load(cacheKey); ok {
		return c.(*config), nil
	}
	c := &config{root: root, version: 5}
	raw := values.HashFrom(keyVersion, int64(5), keyHierarchy, []values.Value{
		values.HashFrom(keyName, "Legacy function '"+function+"'", keyV4DataHash, function),
	})
	if err := c.validateV5(raw, layer); err != nil {
		return nil, err
	}
	got, _ := s.e.defaults.LoadOrStore(cacheKey, c)
	return got.(*config), nil
}

// moduleDir finds a module of the environment.
func (s *Session) moduleDir(name string) (string, bool) {
	if s.e.opts.ModuleDir == nil || name == "" {
		return "", false
	}
	return s.e.opts.ModuleDir(name)
}

// moduleLayer is ModuleDataProvider (initialize_module_provider): nil
// when the module does not exist or has no data.
func (s *Session) moduleLayer(name string) (*layerState, error) {
	if ls, ok := s.modules[name]; ok {
		return ls, nil
	}
	dir, ok := s.moduleDir(name)
	if !ok {
		s.modules[name] = nil
		return nil, nil
	}
	p := filepath.Join(dir, "hiera.yaml")
	providerName, metaFile := s.e.moduleDataProvider(dir)
	var ls *layerState
	if exists(p) {
		c, err := s.rootConfig(p, LayerModule)
		if err != nil {
			return nil, err
		}
		if c != nil {
			ls = &layerState{s: s, layer: LayerModule, module: name, path: p, cfg: c}
			if providerName != "" && s.e.opts.Strict != "off" {
				s.warnOnce("deprecations", "metadata.json#data_provider-"+name,
					fmt.Sprintf("Defining \"data_provider\": \"%s\" in metadata.json is deprecated. It is ignored since a 'hiera.yaml' with version >= 5 is present", providerName)+fileLocation(metaFile))
			}
			providerName = ""
		}
	}
	if providerName != "" {
		if s.e.opts.Strict != "off" {
			msg := fmt.Sprintf("Defining \"data_provider\": \"%s\" in metadata.json is deprecated.", providerName)
			if ls == nil {
				msg += " A 'hiera.yaml' file should be used instead"
			}
			s.warnOnce("deprecations", "metadata.json#data_provider-"+name, msg+fileLocation(metaFile))
		}
		switch providerName {
		case "none":
			ls = nil
		case "hiera":
			if ls == nil {
				c, err := s.config(p, LayerModule)
				if err != nil {
					return nil, err
				}
				ls = &layerState{s: s, layer: LayerModule, module: name, path: p, cfg: c}
			}
		case "function":
			c, err := s.legacyFunctionConfig(dir, name+"::data", LayerModule)
			if err != nil {
				return nil, err
			}
			ls = &layerState{s: s, layer: LayerModule, module: name, path: p, cfg: c}
		default:
			return nil, puppetErrorf("Environment '%s', cannot find module_data_provider '%s'", s.e.opts.Environment, providerName)
		}
	}
	s.modules[name] = ls
	return ls, nil
}

// moduleDataProvider reads "data_provider" from a module's metadata.json
// ("" when it has none), once per engine: every compile asks it of every
// module it looks a key up in. Puppet reads a module's metadata.json when
// its environment makes the module, once per environment; an engine
// belongs to one environment snapshot, which is replaced when a
// metadata.json changes.
func (e *Engine) moduleDataProvider(dir string) (string, string) {
	p := filepath.Join(dir, "metadata.json")
	if v, ok := e.metadata.Load(dir); ok {
		return v.(string), p
	}
	dp := ""
	if src, err := os.ReadFile(p); err == nil {
		dp = dataProviderOf(src, p)
	}
	v, _ := e.metadata.LoadOrStore(dir, dp)
	return v.(string), p
}

// dataProviderOf is metadata.json's "data_provider" ("" when the file
// is not a JSON object or has none).
func dataProviderOf(src []byte, file string) string {
	v, err := data.DecodeJSON(src, data.JSONOptions{File: file})
	if err != nil {
		return ""
	}
	m, ok := v.(*data.Map)
	if !ok {
		return ""
	}
	dp, _ := m.Get("data_provider")
	s, _ := dp.(string)
	return s
}

// provider is one hierarchy entry resolved for a scope (a FunctionProvider
// with its locations).
type provider struct {
	ls        *layerState
	name      string
	fnKind    string
	fnName    string
	locations []*location // nil entry: no location
	options   *values.Hash
	data      map[*location]*values.Hash
	// keyValues holds what a lookup_key function returned, per location
	// and key (eyaml_lookup_key's context cache).
	keyValues map[*location]map[string]values.Value
	// keyring is eyaml_lookup_key's key pair for the session.
	keyring *eyamlKeyring
	// fctx are the function contexts of a function the compile calls, by
	// location (funcprovider.go).
	fctx map[*location]*functionContext
	// v3config is a Hiera 3 backend's Hiera::Config (v3backend.go).
	v3config *values.Hash
	// rtChecked, rtErr and validated are the function's return type check
	// (returntype.go): made once, its error, and whether every value is
	// trusted without a check of its own.
	rtChecked, validated bool
	rtErr                error
}

// location is a resolved path or URI (Puppet's ResolvedLocation).
type location struct {
	original string
	resolved string
	exists   bool
	uri      bool
}

// scopeRecord remembers a variable an interpolation in hiera.yaml used,
// so the hierarchy is resolved again when it changes.
type scopeRecord struct {
	key   string
	root  string
	segs  []values.Value
	value values.Value
}

// dataProviders is HieraConfig#configured_data_providers: the resolved
// hierarchy, rebuilt when a variable it was interpolated from changed.
func (ls *layerState) dataProviders(inv *invocation, useDefault bool) ([]*provider, error) {
	if ls.built && !ls.stable(inv) {
		inv.text("Hiera configuration recreated due to change of scope variables used in interpolation expressions")
		ls.built = false
	}
	if !ls.built {
		slc := &invocation{s: ls.s, scope: inv.scope, names: &[]string{}, collect: &[]scopeRecord{}}
		provs, err := ls.build(slc, false)
		if err != nil {
			return nil, ls.undefinedVariable(err)
		}
		var defs []*provider
		if ls.cfg.hasDefaultHier {
			if defs, err = ls.build(slc, true); err != nil {
				return nil, ls.undefinedVariable(err)
			}
		}
		ls.providers, ls.defaultProviders = provs, defs
		ls.scopeLookups = uniqRecords(*slc.collect)
		ls.built = true
	}
	if useDefault {
		return ls.defaultProviders, nil
	}
	return ls.providers, nil
}

var reUndefinedVariable = lazyre.New(`^Undefined variable '([^']+)'`)

// undefinedVariable turns an undefined variable error (strict variables)
// into Puppet's HIERA_UNDEFINED_VARIABLE located in hiera.yaml.
func (ls *layerState) undefinedVariable(err error) error {
	var he *Error
	if errors.As(err, &he) {
		if m := reUndefinedVariable.FindStringSubmatch(he.Message); m != nil {
			re, rerr := regexp.Compile(`%\{['"]?` + regexp.QuoteMeta(m[1]) + `['"]?}`)
			line := 0
			if rerr == nil {
				line = ls.cfg.findLine(re, 1)
			}
			return ls.cfg.fail("HIERA_UNDEFINED_VARIABLE", line, "Undefined variable '%s'", m[1])
		}
	}
	return err
}

func uniqRecords(rs []scopeRecord) []scopeRecord {
	seen := map[string]bool{}
	var out []scopeRecord
	for _, r := range rs {
		if !seen[r.key] {
			seen[r.key] = true
			out = append(out, r)
		}
	}
	return out
}

// stable is scope_interpolations_stable?: every variable the hierarchy
// was interpolated from still has the same value.
func (ls *layerState) stable(inv *invocation) bool {
	for _, r := range ls.scopeLookups {
		v, _, _ := inv.scopeVariable(r.root, true)
		if v != nil && len(r.segs) > 0 {
			quiet := &invocation{s: inv.s, scope: inv.scope, names: &[]string{}}
			found, ok, err := dig(r.key, r.segs, v, quiet)
			if err != nil || !ok {
				found = nil
			}
			v = found
		}
		if !values.RubyEql(v, r.value) {
			return false
		}
	}
	return true
}

// build is create_configured_data_providers for the layer's version.
func (ls *layerState) build(inv *invocation, useDefault bool) ([]*provider, error) {
	c := ls.cfg
	switch c.version {
	case 3:
		if useDefault {
			return nil, nil
		}
		return ls.buildV3(inv)
	}
	levels := c.hierarchy
	if useDefault {
		if !c.hasDefaultHier {
			return nil, nil
		}
		levels = c.defaultHierarchy
	}
	var out []*provider
	names := map[string]bool{}
	for _, l := range levels {
		if names[l.name] {
			return nil, c.duplicateName(l.name)
		}
		fnKind, fnName := l.fnKind, l.fnName
		if fnKind == "" {
			fnKind, fnName = c.defaults.fnKind, c.defaults.fnName
		}
		dd := l.datadir
		if dd == "" {
			dd = c.defaults.datadir
		}
		datadir := pathPlus(c.root, dd)
		if c.version == 5 {
			dv, err := inv.interpolate(datadir, false)
			if err != nil {
				return nil, c.locate(err)
			}
			datadir = rubyToS(dv)
		}
		locs, hasLocs, err := ls.locations(inv, l, datadir)
		if err != nil {
			return nil, c.locate(err)
		}
		if c.path == "" && hasLocs && len(locs) == 0 {
			continue
		}
		names[l.name] = true
		p := &provider{ls: ls, name: l.name, fnKind: fnKind, fnName: fnName, locations: locs, data: map[*location]*values.Hash{}}
		if !hasLocs {
			p.locations = []*location{nil}
		}
		opts := l.options
		if opts == nil {
			opts = c.defaults.options
		}
		if opts != nil {
			ov, err := inv.interpolate(opts, false)
			if err != nil {
				return nil, c.locate(err)
			}
			p.options, _ = ov.(*values.Hash)
		}
		if l.v4Backend != "" {
			re := compileRubyish(`[^\w]` + l.v4Backend + `(?:[^\w]|$)`)
			return nil, c.fail("HIERA_NO_PROVIDER_FOR_BACKEND", c.findLine(re, 1), "No data provider is registered for backend '%s'", l.v4Backend)
		}
		if fnKind == keyV3Backend {
			p.v3config = v5Hiera3Config(fnName, datadir, locs, p.options)
		}
		out = append(out, p)
	}
	return out, nil
}

// locate names the hiera.yaml in an interpolation error raised while
// resolving it (Puppet's HieraConfig#fail overrides Interpolation's).
func (c *config) locate(err error) error {
	if he, ok := err.(*Error); ok && he.issue != "" && he.File == "" {
		return &Error{Message: he.Message, File: c.path, class: he.class, issue: he.issue}
	}
	return err
}

// compileRubyish compiles a pattern Puppet builds by interpolating a name
// into a Ruby regexp; names that are not valid patterns match literally.
func compileRubyish(p string) *regexp.Regexp {
	re, err := regexp.Compile(p)
	if err != nil {
		return regexp.MustCompile(regexp.QuoteMeta(p))
	}
	return re
}

// duplicateName is HIERA_HIERARCHY_NAME_MULTIPLY_DEFINED with the lines of
// both definitions.
func (c *config) duplicateName(name string) error {
	re := compileRubyish(`\s+name:\s+['"]?` + name + `(?:[^\w]|$)`)
	return c.multiplyDefined(re, "HIERA_HIERARCHY_NAME_MULTIPLY_DEFINED", fmt.Sprintf("Hierarchy name '%s' defined more than once.", name))
}

// multiplyDefined is the error issue for something defined twice, as Hiera
// words it: at the line of re's second match in the file, with " First
// defined at (line: N)" for the first; at the only match's line, without
// it, when re matches once.
func (c *config) multiplyDefined(re *regexp.Regexp, issue, msg string) error {
	first := c.findLine(re, 1)
	line := 0
	if first > 0 {
		line = c.findLine(re, first+1)
	}
	if line == 0 {
		line, first = first, 0
	}
	if first > 0 {
		msg += fmt.Sprintf(" First defined at (line: %d)", first)
	}
	return c.fail(issue, line, "%s", msg)
}

// locations resolves a level's location (resolve_paths, expand_globs,
// expand_uris, expand_mapped_paths). has is false when the level has none.
func (ls *layerState) locations(inv *invocation, l *level, datadir string) ([]*location, bool, error) {
	isDefault := ls.cfg.path == ""
	switch l.locKind {
	case keyPath, keyPaths:
		out, err := resolvePaths(inv, datadir, l.locs, isDefault, l.extension)
		return out, true, err
	case keyGlob, keyGlobs:
		var out []*location
		for _, g := range l.locs {
			gv, err := inv.interpolate(g, false)
			if err != nil {
				return nil, true, err
			}
			glob := pathPlus(datadir, rubyToS(gv))
			matches, err := rubyGlob(glob)
			if err != nil {
				return nil, true, err
			}
			for _, m := range matches {
				if isDir(m) {
					continue
				}
				out = append(out, &location{original: glob, resolved: m, exists: true})
			}
		}
		return out, true, nil
	case keyURI, keyURIs:
		var out []*location
		for _, u := range l.locs {
			uv, err := inv.interpolate(u, false)
			if err != nil {
				return nil, true, err
			}
			out = append(out, &location{original: u, resolved: rubyToS(uv), exists: true, uri: true})
		}
		return out, true, nil
	case keyMappedPaths:
		out, err := ls.mappedPaths(inv, l, datadir)
		return out, true, err
	}
	return nil, false, nil
}

func resolvePaths(inv *invocation, datadir string, declared []string, isDefault bool, ext string) ([]*location, error) {
	out := []*location{}
	for _, d := range declared {
		pv, err := inv.interpolate(d, false)
		if err != nil {
			return nil, err
		}
		p := rubyToS(pv)
		if ext != "" && !strings.HasSuffix(p, ext) {
			p += ext
		}
		p = pathPlus(datadir, p)
		ex := exists(p)
		if isDefault && !ex {
			continue
		}
		out = append(out, &location{original: d, resolved: p, exists: ex})
	}
	return out, nil
}

// mappedPaths is expand_mapped_paths: one path per element of the mapped
// variable, the template interpolated with the element bound to the key.
func (ls *layerState) mappedPaths(inv *invocation, l *level, datadir string) ([]*location, error) {
	varName, key, template := l.locs[0], l.locs[1], l.locs[2]
	mapped, err := inv.scopeLookup(varName, "mapped_path[0]")
	if err != nil {
		return nil, err
	}
	var elems []values.Value
	switch x := mapped.(type) {
	case nil:
		return []*location{}, nil
	case string:
		if x == "" {
			return []*location{}, nil
		}
		elems = []values.Value{x}
	case []values.Value:
		elems = x
	case *values.Hash:
		for i := 0; i < x.Len(); i++ {
			k, v := x.At(i)
			elems = append(elems, []values.Value{k, v})
		}
	default:
		return nil, argumentErrorf("undefined method `empty?' for %s:%s", rubyInspect(mapped), values.RubyClass(mapped))
	}
	out := []*location{}
	saved := *inv.collect
	*inv.collect = nil
	for _, e := range elems {
		local := &invocation{s: inv.s, scope: overlayScope{inner: inv.scope, name: key, value: e}, names: inv.names, collect: inv.collect}
		pv, err := local.interpolate(template, false)
		if err != nil {
			return nil, err
		}
		p := pathPlus(datadir, rubyToS(pv))
		out = append(out, &location{original: template, resolved: p, exists: exists(p)})
	}
	for _, r := range *inv.collect {
		if r.root != key {
			saved = append(saved, r)
		}
	}
	*inv.collect = saved
	return out, nil
}

// overlayScope binds one local variable over a scope (Puppet's
// with_local_scope for mapped_paths).
type overlayScope struct {
	inner Scope
	name  string
	value values.Value
}

func (o overlayScope) Variable(name string) (values.Value, bool) {
	if name == o.name {
		return o.value, true
	}
	return o.inner.Variable(name)
}

// ClassState is the scope's: the local variable changes no class.
func (o overlayScope) ClassState(name string) (exists, evaluated, known bool) {
	return o.inner.ClassState(name)
}

// buildV3 is HieraConfigV3#create_configured_data_providers (global layer).
func (ls *layerState) buildV3(inv *invocation) ([]*provider, error) {
	c := ls.cfg
	var out []*provider
	seen := map[string]bool{}
	for _, backend := range c.v3.backends {
		if seen[backend] {
			re := compileRubyish(`[^\w]` + backend + `(?:[^\w]|$)`)
			return nil, c.multiplyDefined(re, "HIERA_BACKEND_MULTIPLY_DEFINED", fmt.Sprintf("Backend '%s' is defined more than once.", backend))
		}
		seen[backend] = true
		bc := values.NewHash(0)
		if v, ok := c.v3.raw.GetString(backend); ok {
			iv, err := inv.interpolate(v, false)
			if err != nil {
				return nil, err
			}
			if h, ok := iv.(*values.Hash); ok {
				bc = h
			}
		}
		var datadir string
		if d, ok := bc.GetString(keyDatadir); ok && values.Truthy(d) {
			datadir = rubyToS(d)
		} else {
			dv, err := inv.interpolate(filepath.Join(ls.s.e.opts.Codedir, "environments", "%{::environment}", "hieradata"), false)
			if err != nil {
				return nil, err
			}
			datadir = rubyToS(dv)
		}
		ext := "." + backend
		if backend == "hocon" {
			ext = ".conf"
		}
		if e, ok := bc.GetString(keyExtension); ok && e != nil {
			ext = "." + rubyToS(e)
		}
		locs, err := resolvePaths(inv, datadir, c.v3.hierarchy, c.path == "", ext)
		if err != nil {
			return nil, err
		}
		p := &provider{ls: ls, name: backend, fnKind: keyDataHash, locations: locs, data: map[*location]*values.Hash{}}
		switch backend {
		case "yaml", "json":
			p.fnName = backend + "_data"
		case "hocon":
			p.fnName = "hocon_data"
		case "eyaml":
			// Puppet 7 runs hiera-eyaml's backend as its
			// eyaml_lookup_key function, with the backend's options
			// (the keys) but its datadir (V3LookupKeyFunctionProvider).
			p.fnKind, p.fnName = keyLookupKey, "eyaml_lookup_key"
			p.options = bc.Without(keyDatadir)
		default:
			// a custom backend, run by the compile (v3backend.go) with
			// the hiera.yaml as Hiera::Config
			p.fnKind, p.fnName, p.v3config = keyV3Backend, backend, c.v3.raw
			if len(p.locations) == 0 {
				p.locations = []*location{nil}
			}
		}
		out = append(out, p)
	}
	return out, nil
}
