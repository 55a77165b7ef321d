package modfunc

import (
	"crypto/sha256"
	"fmt"
	"os"
	"regexp"
	"sync"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/ruby"
	// Ruby's standard libraries (json, yaml, ipaddr, ...): the functions
	// of a table require them.
	_ "github.com/punch-dev/punch/compiler/ruby/rlib"
)

// Table is one environment's function table: Puppet's own functions (Go),
// then the functions its modules ship in Ruby, each run by a Go port when
// one was checked against exactly that file (same SHA-256), else by the
// Ruby runtime. Functions written in Puppet are not in the table: the
// environment's loader finds them, and Rank orders them against the
// table's.
//
// A Table is built once per environment snapshot and shared by every
// compile of it; it is safe for concurrent use. Files are read, hashed and
// loaded on first use, once.
type Table struct {
	ix       *Index
	readFile func(string) ([]byte, error)
	// gofns are the Go functions: Puppet's own, and the ports of module
	// functions (see Func.Port).
	gofns *functions.Table

	rbOnce sync.Once
	rb     *ruby.Env

	mu    sync.Mutex
	funcs map[*File]*Func
	// side are the 3.x functions loaded files defined besides their own
	// (ruby.Function.Also), by name: known from then on, as Puppet's
	// environment-wide 3.x function table knows them once a file is
	// loaded.
	side map[string]*Func
}

// NewTable builds the function table of an environment: its directory
// ("" for none), its modules in modulepath order, and the Go functions
// (Puppet's own and the ports of module functions).
func NewTable(envDir string, modules []Module, gofns *functions.Table) *Table {
	return NewTableWith(envDir, modules, TableOptions{Functions: gofns})
}

// TableOptions are the Go functions of a table and how the environment's
// loader reads the files of a table (so that it keeps them with the rest
// of the environment's code and sees them change).
type TableOptions struct {
	// Functions are the Go functions: Puppet's own (Core) and the ports
	// of module functions (Func.Port); nil means none. The evaluator's
	// eval.GoFunctions is the set a compile needs.
	Functions *functions.Table
	// ReadFile reads a Ruby file: a function file, or one it requires;
	// nil means os.ReadFile.
	ReadFile func(path string) ([]byte, error)
	// ReadDir lists a directory of the index; nil means os.ReadDir.
	ReadDir func(dir string) ([]os.DirEntry, error)
}

// NewTableWith is NewTable reading files through opts.
func NewTableWith(envDir string, modules []Module, opts TableOptions) *Table {
	if opts.ReadFile == nil {
		opts.ReadFile = os.ReadFile
	}
	if opts.Functions == nil {
		opts.Functions = functions.NewTable()
	}
	return &Table{ix: newIndex(envDir, modules, opts.ReadDir), readFile: opts.ReadFile, gofns: opts.Functions, funcs: map[*File]*Func{}}
}

// Index is the table's index of Ruby function files.
func (t *Table) Index() *Index { return t.ix }

// Core returns Puppet's own function name: found before anything a module
// or the environment defines (except a function of the initial
// manifests, see RankInitial).
func (t *Table) Core(name string) (*functions.Function, bool) {
	return t.gofns.Core(name)
}

// Ruby is the environment's Ruby world (its load path: every module's lib,
// then the environment's), made on first use.
func (t *Table) Ruby() *ruby.Env {
	t.rbOnce.Do(func() {
		t.rb = ruby.NewEnv(ruby.EnvOptions{LoadPath: t.ix.LibDirs(), ReadFile: t.readFile})
	})
	return t.rb
}

// Func returns the function of a file of the table's index.
func (t *Table) Func(f *File) *Func {
	t.mu.Lock()
	defer t.mu.Unlock()
	fn := t.funcs[f]
	if fn == nil {
		fn = &Func{File: f, t: t}
		t.funcs[f] = fn
	}
	return fn
}

// Lookup finds the module function name resolves to from caller (see
// Index.Lookup), then a 3.x function a loaded file defined besides its own
// (found last, as Puppet's Runtime3 fallback is).
func (t *Table) Lookup(name, caller string) (*Func, Rank) {
	f, r := t.ix.Lookup(name, caller)
	if f == nil {
		if fn := t.sideFunc(name); fn != nil {
			return fn, sideRank
		}
		return nil, r
	}
	return t.Func(f), r
}

// Lookup3x is Index.Lookup3x, then the 3.x functions loaded files defined
// besides their own (Puppet::Parser::Functions.function).
func (t *Table) Lookup3x(name string) *Func {
	if f := t.ix.Lookup3x(name); f != nil {
		return t.Func(f)
	}
	return t.sideFunc(name)
}

// sideRank places a side-defined 3.x function after every loader.
var sideRank = Rank{Loader: None.Loader - 1, Kind: RankRuby3x}

func (t *Table) sideFunc(name string) *Func {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.side[normalize(name)]
}

// addSide records the other functions a loaded 3.x file defines; a name
// already recorded keeps its first definition.
func (t *Table) addSide(fn *Func, rf *ruby.Function) {
	if len(rf.Also) == 0 {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.side == nil {
		t.side = map[string]*Func{}
	}
	for _, a := range rf.Also {
		name := normalize(a.Name)
		if _, ok := t.side[name]; ok {
			continue
		}
		f := *fn.File
		f.Name = name
		s := &Func{File: &f, t: t, rb: a}
		s.rbOnce.Do(func() {})
		t.side[name] = s
	}
}

// Func is one module function: its file, the Go port for the file's exact
// content if there is one, and what the Ruby runtime makes of the file.
type Func struct {
	File *File
	t    *Table

	srcOnce sync.Once
	src     []byte
	sum     [32]byte
	readErr error
	port    *functions.Function

	rbOnce sync.Once
	rb     *ruby.Function
	rbErr  error
}

func (fn *Func) read() {
	fn.srcOnce.Do(func() {
		fn.src, fn.readErr = fn.t.readFile(fn.File.Path)
		if fn.readErr != nil {
			return
		}
		fn.sum = sha256.Sum256(fn.src)
		if fn.File.Module != "" {
			fn.port, _ = fn.t.gofns.Port(fn.File.Module, fn.File.Name, fn.sum)
		}
	})
}

// SHA256 is the SHA-256 of the file's content (zero when it cannot be
// read).
func (fn *Func) SHA256() [32]byte {
	fn.read()
	return fn.sum
}

// Port is the Go port checked against exactly this file, nil when there is
// none (or the file cannot be read).
func (fn *Func) Port() *functions.Function {
	fn.read()
	return fn.port
}

// Ruby is what the Ruby runtime makes of the file, with the checks of
// Puppet's instantiators (RubyFunctionInstantiator,
// RubyLegacyFunctionInstantiator): the file must call create_function (or
// newfunction) for the name it is found under. Loaded once.
func (fn *Func) Ruby() (*ruby.Function, error) {
	fn.rbOnce.Do(func() {
		fn.rb, fn.rbErr = fn.load()
		if fn.rbErr == nil {
			fn.t.addSide(fn, fn.rb)
		}
	})
	return fn.rb, fn.rbErr
}

// createFunctionRE is what RubyFunctionInstantiator looks for before it
// evaluates a 4.x file.
var createFunctionRE = regexp.MustCompile(`Puppet::Functions\.create_function`)

func (fn *Func) load() (*ruby.Function, error) {
	fn.read()
	f := fn.File
	if fn.readErr != nil {
		return nil, &LoadError{File: f.Path, Msg: fmt.Sprintf("Could not read %s: %v", f.Path, fn.readErr)}
	}
	if f.Kind == Ruby4x && !createFunctionRE.Match(fn.src) {
		return nil, &LoadError{File: f.Path, Msg: fmt.Sprintf("The code loaded from %s does not seem to be a Puppet 4x API function - no create_function call.", f.Path)}
	}
	rf, err := fn.t.Ruby().LoadFunction(f.Path)
	if err != nil {
		return nil, err
	}
	switch f.Kind {
	case Ruby4x:
		if rf.API != 4 {
			return nil, &LoadError{File: f.Path, Msg: fmt.Sprintf("The code loaded from %s did not produce a Function class when evaluated. Got '%s'", f.Path, "Hash")}
		}
		if rf.Name != f.Name {
			return nil, &LoadError{File: f.Path, Msg: fmt.Sprintf("The code loaded from %s produced mis-matched name, expected '%s', got %s", f.Path, f.Name, rf.Name)}
		}
	case Ruby3x:
		if rf.API != 3 {
			return nil, &LoadError{File: f.Path, Msg: fmt.Sprintf("The code loaded from %s does not seem to be a Puppet 3x API function - no 'newfunction' call.", f.Path)}
		}
		if rf.Name != f.Name {
			return nil, &LoadError{File: f.Path, Msg: fmt.Sprintf("The code loaded from %s produced mis-matched name, expected 'function_%s', got 'function_%s'", f.Path, f.Name, rf.Name)}
		}
	}
	return rf, nil
}

// LoadError is a function file that Puppet's instantiator rejects; Msg is
// Puppet's message (an ArgumentError: reported at the call as "Error while
// evaluating a Function Call, MSG").
type LoadError struct {
	File string
	Msg  string
}

func (e *LoadError) Error() string { return e.Msg }
