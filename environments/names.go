package environments

import (
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/punch-dev/punch/compiler/eval"
)

// nameFiles are the files the 3.x type loader imports for a class or
// defined type name, in the order find3x imports them (see there): the
// same for every compile of a snapshot, which used to split the name and
// join the paths again at every first lookup of each name.
type nameFiles struct {
	// module is the module the name belongs to; batches is nil when the
	// name maps to no file (an invalid segment, no such module).
	module  string
	batches [][]string
}

// nameCache holds the nameFiles of a snapshot by lower-case name.
type nameCache struct {
	m sync.Map // string -> *nameFiles
	n atomic.Int32
}

// maxCachedNames bounds the names a snapshot keeps the files of: names can
// come from facts (include "role::${facts['x']}"), and a long-lived
// snapshot must not grow with every new one. Past it, the files are worked
// out at each lookup as before.
const maxCachedNames = 8192

// classFiles returns the files of a class or defined type name (lower case,
// without a leading "::").
func (s *Snapshot) classFiles(name string) *nameFiles {
	if v, ok := s.names.m.Load(name); ok {
		return v.(*nameFiles)
	}
	nf := s.classFilesUncached(name)
	if s.names.n.Load() < maxCachedNames {
		if v, loaded := s.names.m.LoadOrStore(name, nf); loaded {
			return v.(*nameFiles)
		}
		s.names.n.Add(1)
	}
	return nf
}

func (s *Snapshot) classFilesUncached(name string) *nameFiles {
	segs := strings.Split(name, "::")
	for _, seg := range segs {
		if !validName(seg) {
			return &nameFiles{}
		}
	}
	m := s.modByName[segs[0]]
	if m == nil {
		return &nameFiles{}
	}
	dir := filepath.Join(m.Path, "manifests")
	initPP := filepath.Join(dir, "init.pp")
	nf := &nameFiles{module: m.Name}
	for n := len(segs); n >= 1; n-- {
		batch := []string{initPP}
		if n > 1 {
			batch = append(batch, filepath.Join(dir, filepath.Join(segs[1:n]...)+".pp"))
		}
		nf.batches = append(nf.batches, batch)
	}
	return nf
}

// SharedAliases implements eval.SharedAliases: the snapshot's parse is
// shared by all its compiles, and lives as long as the snapshot.
func (l *Loader) SharedAliases() *sync.Map { return &l.s.aliases }

var _ eval.SharedAliases = (*Loader)(nil)

// SharedCallers implements eval.SharedCallers: the snapshot's function
// table, and so where its files belong, is shared by all its compiles.
func (l *Loader) SharedCallers() *sync.Map { return &l.s.callers }

var _ eval.SharedCallers = (*Loader)(nil)
