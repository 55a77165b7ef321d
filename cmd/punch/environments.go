package main

import (
	"errors"
	"fmt"

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
	return &server.Environment{Name: s.Name(), Config: s.Config(), Loader: ld, LoadedAt: s.LoadedAt()}, nil
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
