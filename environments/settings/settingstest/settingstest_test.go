package settingstest

import (
	"path/filepath"
	"testing"
)

// The settings point at the test's paths and at nothing of the machine's.
func TestNew(t *testing.T) {
	get := func(st interface{ Value(string) (string, bool) }, name string) string {
		v, _ := st.Value(name)
		return v
	}
	envs := t.TempDir()
	st := New(t, []string{envs, "/other"}, map[string]string{"certname": "node.example.com"})
	for name, want := range map[string]string{"environmentpath": envs + ":/other", "certname": "node.example.com"} {
		if got := get(st, name); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	if got := get(st, "basemodulepath"); filepath.Base(got) != "nobase" {
		t.Errorf("basemodulepath = %q, want a test directory's nobase", got)
	}
	if got := get(st, "hiera_config"); filepath.Base(got) != "no-hiera.yaml" {
		t.Errorf("hiera_config = %q, want a test directory's no-hiera.yaml", got)
	}
}
