package loader

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/punch-dev/punch/compiler/modfunc"
)

// Functions implements eval.Loader: the environment's function table over
// the modules of the module path (the first module of each name), with the
// dependencies their metadata.json declares.
func (l *Loader) Functions() *modfunc.Table {
	l.fnOnce.Do(func() {
		var mods []modfunc.Module
		seen := map[string]bool{}
		for _, mp := range l.modPath {
			ents, err := os.ReadDir(mp)
			if err != nil {
				continue
			}
			names := make([]string, 0, len(ents))
			for _, e := range ents {
				names = append(names, e.Name())
			}
			sort.Strings(names)
			for _, n := range names {
				d := filepath.Join(mp, n)
				if seen[n] || !validSegment(n) {
					continue
				}
				if st, err := os.Stat(d); err != nil || !st.IsDir() {
					continue
				}
				seen[n] = true
				mods = append(mods, modfunc.Module{Name: n, Path: d, Dependencies: metadataDependencies(d)})
			}
		}
		l.fnTable = modfunc.NewTable(l.envDir, mods)
	})
	return l.fnTable
}

// metadataDependencies are the names of the dependencies a module's
// metadata.json declares (nil when it has none or cannot be read).
func metadataDependencies(dir string) []string {
	src, err := os.ReadFile(filepath.Join(dir, "metadata.json"))
	if err != nil {
		return nil
	}
	var md struct {
		Dependencies []struct {
			Name string `json:"name"`
		} `json:"dependencies"`
	}
	if json.Unmarshal(src, &md) != nil {
		return nil
	}
	var out []string
	for _, d := range md.Dependencies {
		out = append(out, strings.ReplaceAll(d.Name, "-", "/"))
	}
	return out
}
