package main

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/fileserve"
	"github.com/punch-dev/punch/api/server"
	"github.com/punch-dev/punch/environments"
)

// serverEnvironments gives punch serve the environments of the
// environments registry (caching, environment_timeout, flush, Hiera): it
// implements server.Environments, fileserve.ModulePather and SearchPaths.
type serverEnvironments struct {
	reg *environments.Registry
	log zerolog.Logger

	// now is the clock (time.Now when nil).
	now func() time.Time
	// mu guards instances.
	mu sync.Mutex
	// instances are the environments as Puppet Server would hold them,
	// for the catalog version (see versionTime).
	instances map[string]*envInstance
}

// envInstance is one environment instance of Puppet Server: a snapshot
// and when it was first compiled in and last used.
type envInstance struct {
	snap       *environments.Snapshot
	first, use time.Time
}

// versionTime is the time that is a catalog's version when the environment
// has no config_version. Puppet takes Time.now of the first compile in an
// environment instance (TypeCollection#version, memoized): with
// environment_timeout 0 every compile has its own instance, so the version
// is the compile's time; otherwise an instance lives until it has not been
// used for environment_timeout (Puppet's MRU cache entry), or until a flush
// or a change of the files (a new snapshot), and its compiles share the
// time of its first one.
func (e *serverEnvironments) versionTime(s *environments.Snapshot) time.Time {
	now := time.Now()
	if e.now != nil {
		now = e.now()
	}
	ttl := s.Config().Timeout
	if !ttl.IsUnlimited() && ttl.Duration() <= 0 {
		return now
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.instances == nil {
		e.instances = map[string]*envInstance{}
	}
	in := e.instances[s.Name()]
	if in == nil || in.snap != s || (!ttl.IsUnlimited() && now.Sub(in.use) > ttl.Duration()) {
		in = &envInstance{snap: s, first: now}
		e.instances[s.Name()] = in
	}
	in.use = now
	return in.first
}

var (
	_ server.Environments    = (*serverEnvironments)(nil)
	_ fileserve.ModulePather = (*serverEnvironments)(nil)
)

// unknown maps the registry's unknown environment to the server's.
func unknown(err error) error {
	if errors.Is(err, environments.ErrUnknownEnvironment) {
		return fmt.Errorf("%w: %v", server.ErrUnknownEnvironment, err)
	}
	return err
}

// Get implements server.Environments: the environment's current snapshot,
// with a Loader of its own for the compile that asked.
func (e *serverEnvironments) Get(name string) (*server.Environment, error) {
	s, err := e.reg.Get(name)
	if err != nil {
		return nil, unknown(err)
	}
	log := e.log.With().Str("environment", s.Name()).Uint64("generation", s.Generation()).Logger()
	ld := s.NewLoader(environments.LoaderOptions{Log: func(level, text string) {
		ev := log.Warn()
		if level == "err" {
			ev = log.Error()
		}
		ev.Msg(text)
	}})
	// LoadedAt is the server's default catalog version: Puppet Server's,
	// the time of the environment instance's first compile.
	return &server.Environment{Name: s.Name(), Config: s.Config(), Loader: ld, LoadedAt: e.versionTime(s)}, nil
}

// List implements server.Environments.
func (e *serverEnvironments) List() ([]string, error) { return e.reg.List() }

// ModuleDirs implements server.Environments and fileserve.Modules: the
// modules of the environment's current snapshot.
func (e *serverEnvironments) ModuleDirs(name string) ([]fileserve.Module, error) {
	s, err := e.reg.Peek(name)
	if err != nil {
		return nil, unknown(err)
	}
	mods := s.Modules()
	out := make([]fileserve.Module, len(mods))
	for i, m := range mods {
		out[i] = fileserve.Module{Name: m.Name, Path: m.Path}
	}
	return out, nil
}

// ModulePath implements fileserve.ModulePather.
func (e *serverEnvironments) ModulePath(name string) ([]string, error) {
	s, err := e.reg.Peek(name)
	if err != nil {
		return nil, unknown(err)
	}
	return s.ModulePath(), nil
}

// Flush implements server.Environments.
func (e *serverEnvironments) Flush(name string) { e.reg.Flush(name) }

// SearchPaths lists the environmentpath (GET /puppet/v3/environments).
func (e *serverEnvironments) SearchPaths() []string { return e.reg.SearchPaths() }
