package server

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/punch-dev/punch/api/fileserve"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/loader"
	"github.com/punch-dev/punch/environments/envconf"
	"github.com/punch-dev/punch/environments/settings"
)

// ErrUnknownEnvironment is wrapped by Environments.Get for an environment
// that does not exist. It is fileserve's error, so one Environments value
// serves both the compiler and the file server.
var ErrUnknownEnvironment = fileserve.ErrUnknownEnvironment

// Environments is what the server needs from "the set of environments".
// The environments package (issue 4) provides the real registry (caching,
// environment_timeout, Hiera); DirEnvironments is a thin adapter over what
// exists today. Implementations must be safe for concurrent use.
type Environments interface {
	// Get returns the environment, loaded and ready to compile in, or an
	// error wrapping ErrUnknownEnvironment.
	Get(name string) (*Environment, error)
	// List returns the names of the environments that exist, sorted.
	List() ([]string, error)
	// ModuleDirs returns an environment's modules for file serving
	// (fileserve.Modules).
	ModuleDirs(env string) ([]fileserve.Module, error)
	// Flush forgets what is cached about one environment, or about all of
	// them when name is "", so the next Get reads the code again.
	Flush(name string)
}

// Environment is one loaded environment. It is immutable; a flushed
// environment is replaced, never changed, so compiles in flight keep the
// one they started with.
type Environment struct {
	// Name is the environment's name.
	Name string
	// Config is the resolved environment.conf (directory, module path,
	// manifest, config_version, timeout...).
	Config *envconf.Config
	// Loader gives the compiler the environment's code.
	Loader eval.Loader
	// LoadedAt is when this environment was loaded (Puppet uses it as the
	// default catalog version).
	LoadedAt time.Time
}

// DirEnvironments serves the directory environments found in
// environmentpath with the compiler's simple directory loader (no Hiera).
// A loaded environment is kept until its environment_timeout expires
// (0: reloaded for every Get; unlimited: until Flush).
type DirEnvironments struct {
	settings *settings.Settings
	paths    []string
	now      func() time.Time

	mu    sync.Mutex
	cache map[string]*Environment
}

// NewDirEnvironments returns environments read from st's environmentpath.
func NewDirEnvironments(st *settings.Settings) *DirEnvironments {
	return &DirEnvironments{settings: st, paths: st.EnvironmentPath, now: time.Now, cache: map[string]*Environment{}}
}

// dir finds the directory of an environment on the environmentpath.
func (d *DirEnvironments) dir(name string) (string, bool) {
	if !settings.ValidEnvironmentName(name) {
		return "", false
	}
	for _, p := range d.paths {
		dir := filepath.Join(p, name)
		if st, err := os.Stat(dir); err == nil && st.IsDir() {
			return dir, true
		}
	}
	return "", false
}

// Get implements Environments.
func (d *DirEnvironments) Get(name string) (*Environment, error) {
	now := d.now()
	d.mu.Lock()
	env, ok := d.cache[name]
	d.mu.Unlock()
	if ok && !env.Config.Timeout.IsUnlimited() && now.Sub(env.LoadedAt) >= env.Config.Timeout.Duration() {
		ok = false
	}
	if ok {
		return env, nil
	}
	dir, found := d.dir(name)
	if !found {
		return nil, fmt.Errorf("%w: Could not find environment '%s'", ErrUnknownEnvironment, name)
	}
	conf, err := envconf.Load(dir, d.settings)
	if err != nil {
		return nil, err
	}
	ld, err := loader.New(loader.Options{
		EnvironmentDir:  dir,
		EnvironmentName: name,
		Manifest:        conf.Manifest,
		ModulePath:      conf.ModulePath,
	})
	if err != nil {
		return nil, err
	}
	env = &Environment{Name: name, Config: conf, Loader: ld, LoadedAt: now}
	if conf.Timeout.Duration() > 0 {
		d.mu.Lock()
		d.cache[name] = env
		d.mu.Unlock()
	}
	return env, nil
}

// List implements Environments.
func (d *DirEnvironments) List() ([]string, error) {
	seen := map[string]bool{}
	var names []string
	for _, p := range d.paths {
		ents, err := os.ReadDir(p)
		if err != nil {
			if errors.Is(err, os.ErrNotExist) {
				continue
			}
			return nil, err
		}
		for _, e := range ents {
			n := e.Name()
			if seen[n] || !settings.ValidEnvironmentName(n) {
				continue
			}
			if st, err := os.Stat(filepath.Join(p, n)); err != nil || !st.IsDir() {
				continue
			}
			seen[n] = true
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names, nil
}

// ModuleDirs implements Environments and fileserve.Modules.
func (d *DirEnvironments) ModuleDirs(name string) ([]fileserve.Module, error) {
	env, err := d.Get(name)
	if err != nil {
		return nil, err
	}
	return fileserve.ScanModulePath(env.Config.ModulePath)
}

// ModulePath implements fileserve.ModulePather: the environment's
// modulepath directories that exist.
func (d *DirEnvironments) ModulePath(name string) ([]string, error) {
	env, err := d.Get(name)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, p := range env.Config.ModulePath {
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			out = append(out, p)
		}
	}
	return out, nil
}

// Flush implements Environments.
func (d *DirEnvironments) Flush(name string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if name == "" {
		d.cache = map[string]*Environment{}
		return
	}
	delete(d.cache, name)
}
