package server

import (
	"errors"
	"fmt"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/fileserve"
	"github.com/punch-dev/punch/environments"
)

// ErrUnknownEnvironment is wrapped by the server's environment lookups for
// an environment that does not exist. It is fileserve's error, so one
// lookup serves both the compiler and the file server.
var ErrUnknownEnvironment = fileserve.ErrUnknownEnvironment

// envSet is the server's side of the environments registry, the one that
// serves agents (environments.Registry: snapshots, environment_timeout,
// flushes, Hiera, catalog versions). It only speaks the server's and the
// file server's vocabulary: a missing environment wraps
// ErrUnknownEnvironment, modules are fileserve.Modules (which it
// implements).
type envSet struct {
	reg *environments.Registry
	log zerolog.Logger
}

// ModulesOf gives the file server (fileserve.Config.Modules) the modules
// of a registry's environments, as punch serve serves them.
func ModulesOf(reg *environments.Registry) fileserve.Modules {
	return &envSet{reg: reg, log: zerolog.Nop()}
}

// unknown maps the registry's unknown environment to the server's.
func unknown(err error) error {
	if errors.Is(err, environments.ErrUnknownEnvironment) {
		return fmt.Errorf("%w: %v", ErrUnknownEnvironment, err)
	}
	return err
}

// instance looks an environment up for one request: its current snapshot
// (files checked as environment_timeout says), a Loader of its own whose
// messages are logged with the environment, and the catalog version time
// (environments.Registry.Instance). A request does this once and carries
// the instance to its compile.
func (e *envSet) instance(name string) (*environments.Instance, error) {
	// log is set once the generation is known, before the instance is
	// returned (and so before its compile can log).
	var log zerolog.Logger
	in, err := e.reg.Instance(name, environments.LoaderOptions{Log: func(level, text string) {
		ev := log.Warn()
		if level == "err" {
			ev = log.Error()
		}
		ev.Msg(text)
	}})
	if err != nil {
		return nil, unknown(err)
	}
	log = e.log.With().Str("environment", in.Name()).Uint64("generation", in.Generation()).Logger()
	return in, nil
}

// List lists the environments that exist, sorted.
func (e *envSet) List() ([]string, error) { return e.reg.List() }

// Flush forgets what is cached about one environment, or about all of them
// when name is "".
func (e *envSet) Flush(name string) { e.reg.Flush(name) }

// ModuleDirs implements fileserve.Modules: the modules of the
// environment's current snapshot (not checked against the files: a
// listing a little behind them is fine for file serving).
func (e *envSet) ModuleDirs(name string) ([]fileserve.Module, error) {
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

// ModulePath implements fileserve.Modules: the snapshot's modulepath.
func (e *envSet) ModulePath(name string) ([]string, error) {
	s, err := e.reg.Peek(name)
	if err != nil {
		return nil, unknown(err)
	}
	return s.ModulePath(), nil
}

var _ fileserve.Modules = (*envSet)(nil)
