package environments

import (
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
)

// modFileCache holds, per snapshot, where Loader.ModuleFile finds a
// module's file or template ("mod/rest" in its files/ or templates/): the
// path and, for a template (part of the snapshot), the snapshot's record of
// it. Both are the same for every compile of the snapshot, which joined
// and cleaned the path (filepath.Join: about 0.12 M instructions of a web
// compile's 81 templates) and looked it up in the snapshot's table again
// for each. A compile still notes the record it uses (Loader.use), and a
// file outside the snapshot (files/) is still looked at on disk each time.
type modFileCache struct {
	m sync.Map // modFileKey -> *modFileAt (nil: no such module or reference)
	n atomic.Int32
}

type modFileKey struct{ dir, ref string }

type modFileAt struct {
	path string
	c    *consulted // nil when path is not part of the snapshot
}

// maxCachedModFiles bounds the references a snapshot keeps: a reference
// can be built from facts (template("${facts['x']}/y.erb")). Past it, the
// path is worked out at each call as before.
const maxCachedModFiles = 8192

// moduleFile is where ModuleFile finds ref (a relative "mod/rest") in the
// module's dir: nil when ref names no module.
func (s *Snapshot) moduleFile(dir, ref string) *modFileAt {
	k := modFileKey{dir, ref}
	if v, ok := s.modFiles.m.Load(k); ok {
		return v.(*modFileAt)
	}
	at := s.moduleFileUncached(dir, ref)
	if s.modFiles.n.Load() < maxCachedModFiles {
		// the key's own copies: ref may be in a compile's memory
		k = modFileKey{strings.Clone(dir), strings.Clone(ref)}
		if v, loaded := s.modFiles.m.LoadOrStore(k, at); loaded {
			return v.(*modFileAt)
		}
		s.modFiles.n.Add(1)
	}
	return at
}

func (s *Snapshot) moduleFileUncached(dir, ref string) *modFileAt {
	mod, rest, ok := strings.Cut(ref, "/")
	if !ok || rest == "" {
		return nil
	}
	m := s.modByName[mod]
	if m == nil {
		return nil
	}
	at := &modFileAt{path: filepath.Join(m.Path, dir, filepath.FromSlash(rest))}
	if s.inSnapshot(at.path) {
		at.c = s.consult(at.path, cFile)
	}
	return at
}
