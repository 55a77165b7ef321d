package environments

import (
	"sync"

	"github.com/punch-dev/punch/compiler/modfunc"
)

// funcTable is a snapshot's function table, made on first use.
type funcTable struct {
	once sync.Once
	t    *modfunc.Table
}

// Functions implements eval.Loader: the snapshot's function table (Puppet's
// own functions, then its modules' Ruby functions by Puppet's loader rules,
// see compiler/modfunc), shared by every compile of the snapshot.
func (l *Loader) Functions() *modfunc.Table { return l.s.Functions() }

// Functions is the snapshot's function table.
func (s *Snapshot) Functions() *modfunc.Table {
	s.funcs.once.Do(func() {
		mods := make([]modfunc.Module, len(s.modules))
		for i, m := range s.modules {
			mods[i] = modfunc.Module{Name: m.Name, Path: m.Path, Dependencies: m.Dependencies}
		}
		s.funcs.t = modfunc.NewTable(s.dir, mods)
	})
	return s.funcs.t
}
