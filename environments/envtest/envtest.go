// Package envtest builds, for tests, the environments that serve agents:
// the evaluator's, the compiler's and the server's tests compile with
// environments' own loader (snapshots, autoloading, Hiera, catalog
// versions), not with a loader of their own that production never runs.
package envtest

import (
	"path/filepath"
	"testing"

	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/punch-dev/punch/environments/settings/settingstest"
)

// Settings returns loaded settings over the environmentpath envPath that
// read nothing of the machine's (settingstest.New, its one owner). extra
// sets other settings by name (e.g. "basemodulepath" for a test over
// Debian's modules).
func Settings(tb testing.TB, envPath []string, extra map[string]string) *settings.Settings {
	tb.Helper()
	return settingstest.New(tb, envPath, extra)
}

// Registry returns the registry punch serve uses, over envPath.
func Registry(tb testing.TB, envPath []string, extra map[string]string) *environments.Registry {
	tb.Helper()
	reg, err := environments.New(environments.Options{Settings: Settings(tb, envPath, extra)})
	if err != nil {
		tb.Fatal(err)
	}
	return reg
}

// Loader returns the loader one compile gets for the environment in dir
// (its name is dir's base name), through the registry punch serve uses,
// with the settings of Settings and extra.
func Loader(tb testing.TB, dir string, extra map[string]string) *environments.Loader {
	tb.Helper()
	abs, err := filepath.Abs(dir)
	if err != nil {
		tb.Fatal(err)
	}
	reg := Registry(tb, []string{filepath.Dir(abs)}, extra)
	in, err := reg.Instance(filepath.Base(abs), environments.LoaderOptions{})
	if err != nil {
		tb.Fatal(err)
	}
	return in.Loader
}
