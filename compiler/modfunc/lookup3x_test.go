package modfunc

import (
	"path/filepath"
	"sync"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestLookup3xKept: Lookup3x answers a name from what the index keeps after
// the first lookup, the same answer as the walk over the modules gave (a
// module's 3.x file in modulepath order, nil for a name no module has), for
// concurrent compiles alike (run with -race).
func TestLookup3xKept(t *testing.T) {
	env := t.TempDir()
	mods := filepath.Join(env, "modules")
	testtree.Write(t, env, map[string]string{
		"modules/alpha/lib/puppet/parser/functions/legacy.rb":  "",
		"modules/beta/lib/puppet/parser/functions/legacy.rb":   "",
		"modules/beta/lib/puppet/parser/functions/betaonly.rb": "",
		"modules/beta/lib/puppet/functions/fourx.rb":           "",
	})
	ix := NewIndex(env, []Module{
		{Name: "alpha", Path: filepath.Join(mods, "alpha")},
		{Name: "beta", Path: filepath.Join(mods, "beta")},
	})
	want := map[string]string{"legacy": "alpha", "Legacy": "alpha", "betaonly": "beta", "fourx": "", "nosuch": ""}
	check := func(name string) string {
		f := ix.Lookup3x(name)
		if f == nil {
			return ""
		}
		return f.Module
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 3 {
				for name, mod := range want {
					if got := check(name); got != mod {
						errs <- name + ": " + got + ", want " + mod
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	for _, name := range []string{"legacy", "betaonly", "fourx", "nosuch"} {
		f, ok := ix.found3x.Load(name)
		if !ok {
			t.Errorf("%s: not kept after a lookup", name)
			continue
		}
		if (f == nil) != (want[name] == "") {
			t.Errorf("%s: kept %+v", name, f)
		}
	}
	if f := ix.Lookup3x("legacy"); f != ix.Lookup3x("LEGACY") || f.Path != filepath.Join(mods, "alpha/lib/puppet/parser/functions/legacy.rb") {
		t.Errorf("Lookup3x(legacy) = %+v", f)
	}
}
