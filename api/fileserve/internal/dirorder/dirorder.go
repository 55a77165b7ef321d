// Package dirorder lists modules in directory order, as Puppet does, for
// the tools that compare Punch with Puppet Server on the same tree.
package dirorder

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/punch-dev/punch/api/fileserve"
)

// Modules lists an environment's modules (<Envs>/<env>/modules) in
// directory order, as Puppet does, so that Punch and Puppet Server agree on
// which module wins in merged mounts.
type Modules struct{ Envs string }

// ModuleDirs implements fileserve.Modules.
func (d Modules) ModuleDirs(env string) ([]fileserve.Module, error) {
	dir := filepath.Join(d.Envs, env)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return nil, fmt.Errorf("%s: %w", env, fileserve.ErrUnknownEnvironment)
	}
	names, err := RawNames(filepath.Join(dir, "modules"))
	if err != nil {
		return nil, err
	}
	all, err := fileserve.ScanModulePath([]string{filepath.Join(dir, "modules")})
	if err != nil {
		return nil, err
	}
	var mods []fileserve.Module
	for _, n := range names {
		for _, m := range all {
			if m.Name == n {
				mods = append(mods, m)
			}
		}
	}
	return mods, nil
}

// ModulePath implements fileserve.Modules.
func (d Modules) ModulePath(env string) ([]string, error) {
	return []string{filepath.Join(d.Envs, env, "modules")}, nil
}

// RawNames lists a directory's entries in the order the file system gives.
func RawNames(dir string) ([]string, error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return f.Readdirnames(-1)
}
