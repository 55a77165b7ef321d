package fileserve

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
)

// Module is one module of an environment: its name and its directory.
type Module struct {
	Name string
	Path string
}

// Modules resolves an environment's modules. The environments package
// implements it for `punch serve`; DirModules is a plain directory scan.
type Modules interface {
	// ModuleDirs returns the environment's modules in modulepath order, with
	// one entry per name (the first module of a name on the modulepath
	// shadows the others). It returns an error wrapping
	// ErrUnknownEnvironment when there is no such environment. It is called
	// once per request, concurrently.
	ModuleDirs(env string) ([]Module, error)
	// ModulePath returns the environment's modulepath directories that
	// exist. Puppet answers a plugins, pluginfacts or locales search in an
	// environment where no module has that directory with the first
	// directory of the modulepath (not recursed into), so that the agent
	// sees an empty directory. Empty (or an error) when not known: the
	// server then uses the directory of the first module, or
	// Config.CodeDir.
	ModulePath(env string) ([]string, error)
}

// ErrUnknownEnvironment is wrapped by Modules implementations when the
// environment does not exist; the request is then a 404 "Could not find
// environment".
var ErrUnknownEnvironment = errors.New("unknown environment")

// moduleNameRE is Puppet::Module.is_module_directory_name?.
var moduleNameRE = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// DirModules finds modules by scanning directories, the way Puppet builds an
// environment's module list when no environment.conf changes the modulepath:
// the environment is the directory EnvironmentPath/<env>, and its modulepath
// is <env>/modules followed by BaseModulePath. Directories with valid module
// names are modules; the first of a name wins. Within one modulepath
// directory modules are taken in name order (Puppet takes them in directory
// order, which the file system decides).
type DirModules struct {
	// EnvironmentPath is the directory holding one directory per environment.
	EnvironmentPath string
	// BaseModulePath lists directories searched after each environment's own
	// modules directory.
	BaseModulePath []string
}

// ModuleDirs implements Modules.
func (d DirModules) ModuleDirs(env string) ([]Module, error) {
	if !envNameRE.MatchString(env) || env[len(env)-1] == '\n' {
		return nil, fmt.Errorf("environment %q: %w", env, ErrUnknownEnvironment)
	}
	envDir := filepath.Join(d.EnvironmentPath, env)
	st, err := os.Stat(envDir)
	if err != nil || !st.IsDir() {
		return nil, fmt.Errorf("environment %q (no directory %s): %w", env, envDir, ErrUnknownEnvironment)
	}
	return ScanModulePath(d.modulepath(envDir))
}

func (d DirModules) modulepath(envDir string) []string {
	return append([]string{filepath.Join(envDir, "modules")}, d.BaseModulePath...)
}

// ModulePath implements Modules: the modulepath directories that exist.
func (d DirModules) ModulePath(env string) ([]string, error) {
	if _, err := d.ModuleDirs(env); err != nil {
		return nil, err
	}
	var dirs []string
	for _, dir := range d.modulepath(filepath.Join(d.EnvironmentPath, env)) {
		if st, err := os.Stat(dir); err == nil && st.IsDir() {
			dirs = append(dirs, dir)
		}
	}
	return dirs, nil
}

// ScanModulePath lists the modules found in the directories of a modulepath,
// in order, the first module of a name winning. Missing directories are
// skipped, as Puppet does.
func ScanModulePath(modulepath []string) ([]Module, error) {
	var mods []Module
	seen := map[string]bool{}
	for _, dir := range modulepath {
		entries, err := os.ReadDir(dir)
		if err != nil {
			if errors.Is(err, os.ErrNotExist) || errors.Is(err, os.ErrPermission) {
				continue
			}
			return nil, fmt.Errorf("reading modulepath directory %s: %w", dir, err)
		}
		names := make([]string, 0, len(entries))
		for _, e := range entries {
			names = append(names, e.Name())
		}
		sort.Strings(names)
		for _, name := range names {
			if seen[name] || !moduleNameRE.MatchString(name) {
				continue
			}
			p := filepath.Join(dir, name)
			if st, err := os.Stat(p); err != nil || !st.IsDir() {
				continue
			}
			seen[name] = true
			mods = append(mods, Module{Name: name, Path: p})
		}
	}
	return mods, nil
}

// StaticModules is a fixed environment → modules map (tests, tools).
type StaticModules map[string][]Module

// ModuleDirs implements Modules.
func (s StaticModules) ModuleDirs(env string) ([]Module, error) {
	mods, ok := s[env]
	if !ok {
		return nil, fmt.Errorf("environment %q: %w", env, ErrUnknownEnvironment)
	}
	return mods, nil
}

// ModulePath implements Modules: a fixed map knows no modulepath.
func (s StaticModules) ModulePath(env string) ([]string, error) { return nil, nil }
