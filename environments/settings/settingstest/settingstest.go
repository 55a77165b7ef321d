// Package settingstest builds, for tests, loaded settings that read nothing
// of the machine's. It is the one owner of that recipe: environments/envtest
// builds its registry with it, and package environments' own tests (which
// cannot import envtest, which imports them) use it directly.
package settingstest

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/environments/settings"
)

// New returns loaded settings over the environmentpath envPath with no base
// module path, no global hiera.yaml and a codedir of the test's own. extra
// sets other settings by name (e.g. "basemodulepath" for a test over
// Debian's modules).
func New(tb testing.TB, envPath []string, extra map[string]string) *settings.Settings {
	tb.Helper()
	st := settings.New()
	set := map[string]string{
		"environmentpath": strings.Join(envPath, ":"),
		"basemodulepath":  filepath.Join(tb.TempDir(), "nobase"),
		"hiera_config":    filepath.Join(tb.TempDir(), "no-hiera.yaml"),
		"codedir":         tb.TempDir(),
	}
	for k, v := range extra {
		set[k] = v
	}
	for k, v := range set {
		if err := st.Set(k, v); err != nil {
			tb.Fatalf("setting %s: %v", k, err)
		}
	}
	if err := st.Load(); err != nil {
		tb.Fatal(err)
	}
	return st
}
