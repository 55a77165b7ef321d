package environments

import (
	"path/filepath"
	"sync"
	"testing"
)

// The module of each manifest file compiles call functions from is worked
// out once per snapshot and shared (eval.SharedCallers): after compiles
// of the snapshot, running at the same time, it holds the environment's
// own file as "" and the module's file as its module, and each compile
// resolved the module's own function (visible only from its module's
// code) as before.
func TestSnapshotSharesCallers(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp":                 "include m\nnotify { upcase('site'): }\n",
		"production/modules/m/manifests/init.pp":       "class m { notify { m::twice('m'): } }\n",
		"production/modules/m/functions/twice.pp":      "function m::twice(String $s) { \"${s}${s}\" }\n",
		"production/modules/other/manifests/init.pp":   "class other { }\n",
		"production/modules/other/manifests/unused.pp": "class other::unused { }\n",
	}, nil)
	var wg sync.WaitGroup
	errs := make([]error, 4)
	titles := make([][]string, 4)
	for i := range errs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			cat, _, err := compileOnce(te.reg, "n1")
			errs[i] = err
			if cat != nil {
				for _, r := range cat.Resources {
					if r.Type == "Notify" {
						titles[i] = append(titles[i], r.Title)
					}
				}
			}
		}(i)
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("compile %d: %v", i, err)
		}
		if len(titles[i]) != 2 || titles[i][0] != "mm" || titles[i][1] != "SITE" {
			t.Fatalf("compile %d: notify titles %v, want [mm SITE]", i, titles[i])
		}
	}
	s := te.get(t, "production")
	want := map[string]string{
		te.path("production/manifests/site.pp"):           "",
		te.path("production/modules/m/manifests/init.pp"): "m",
	}
	for file, mod := range want {
		v, ok := s.callers.Load(file)
		if !ok || v.(string) != mod {
			t.Errorf("shared caller of %s: %v (%v), want %q", filepath.Base(file), v, ok, mod)
		}
	}
}
