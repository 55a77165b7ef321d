package environments

import (
	"path/filepath"
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

// walkLib records the Ruby files of a module's (or the environment's) lib
// that functions are loaded from or require (lib/puppet/functions,
// lib/puppet/parser/functions, lib/puppet_x): a change to one makes a new
// snapshot, with a new function table.
func (s *scanner) walkLib(root string) {
	lib := filepath.Join(root, "lib")
	s.walkStat(filepath.Join(lib, "puppet", "functions"), ".rb", 0)
	s.walkStat(filepath.Join(lib, "puppet", "parser", "functions"), ".rb", 0)
	s.walkStat(filepath.Join(lib, "puppet_x"), ".rb", 0)
}
