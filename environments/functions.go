package environments

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/eval"
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
		s.funcs.t = modfunc.NewTableWith(s.dir, mods, modfunc.TableOptions{ReadFile: s.readRuby, ReadDir: s.readRubyDir, Functions: eval.GoFunctions()})
	})
	return s.funcs.t
}

// readRuby reads a Ruby file for the function table: the files of the
// environment's and the modules' lib/ are part of the snapshot (read
// once, seen to change by checks), others are read from disk.
func (s *Snapshot) readRuby(path string) ([]byte, error) {
	if s.inLib(path) {
		if c := s.readLoose(path, cFile); c.f != nil && c.f.readErr == nil {
			return c.f.src, nil
		}
	}
	return os.ReadFile(path)
}

// readRubyDir lists a directory for the function table's index.
func (s *Snapshot) readRubyDir(dir string) ([]os.DirEntry, error) {
	if !s.inLib(dir) {
		return os.ReadDir(dir)
	}
	c := s.readLoose(dir, cDir)
	if !fs.FileMode(c.key.mode).IsDir() {
		return nil, &fs.PathError{Op: "open", Path: dir, Err: fs.ErrNotExist}
	}
	return c.ents, nil
}

// inLib reports whether path is in the lib/ directory of the environment
// or of one of its modules.
func (s *Snapshot) inLib(path string) bool {
	const sep = string(filepath.Separator)
	for _, mp := range s.conf.ModulePath {
		if rest, ok := under(path, mp); ok {
			name, tail, _ := strings.Cut(rest, sep)
			m := s.modByName[name]
			return m != nil && m.Path == filepath.Join(mp, name) && (tail == "lib" || strings.HasPrefix(tail, "lib"+sep))
		}
	}
	rest, ok := under(path, s.dir)
	return ok && (rest == "lib" || strings.HasPrefix(rest, "lib"+sep))
}
