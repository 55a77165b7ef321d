package ruby

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"

	"github.com/punch-dev/punch/compiler/values"
)

// Env is one environment's Ruby world as files: the load path and the
// files parsed from it (cached; immutable). Safe for concurrent use.
type Env struct {
	opts   EnvOptions
	mu     sync.Mutex
	parsed map[string]*parsedFile
	funcs  map[string]*Function
}

// NewEnv returns an Env for the options.
func NewEnv(opts EnvOptions) *Env {
	return &Env{opts: opts, parsed: map[string]*parsedFile{}, funcs: map[string]*Function{}}
}

// LoadPath returns the directories require searches.
func (e *Env) LoadPath() []string { return e.opts.LoadPath }

// errNotReady is returned by the parts of the API whose implementation is
// still being written (this commit fixes the API first, see doc.go).
var errNotReady = errors.New("compiler/ruby: not implemented yet")

// parsedFile is a parsed Ruby file (immutable).
type parsedFile struct {
	path string
	file *File
	err  error
}

// LoadFunction parses and evaluates a function file
// (lib/puppet/functions/**.rb or lib/puppet/parser/functions/*.rb) and
// returns what Puppet::Functions.create_function or
// Puppet::Parser::Functions.newfunction defined in it. The result is
// cached per path in the Env.
func (e *Env) LoadFunction(path string) (*Function, error) {
	return nil, &Error{File: path, Class: "Punch::InternalError", Message: errNotReady.Error()}
}

// funcDecl is what evaluating a function file recorded (for Call).
type funcDecl struct{}

// Call runs dispatch d of f (4.x: the dispatch's method on a function
// instance; 3.x: the newfunction block, d nil, args as one Array) with
// Puppet values and returns a Puppet value. See the package documentation.
func (f *Function) Call(ctx context.Context, host Host, d *Dispatch, args []values.Value, blk Block) (values.Value, error) {
	return nil, &Error{File: f.File, Class: "Punch::InternalError", Message: errNotReady.Error()}
}

// Object returns the class Object (the top-level namespace).
func (in *Interp) Object() *Module { return in.cObject }

// DefineModule returns the module name in under (nil: top level),
// creating it if needed (reopening as Ruby's `module` does).
func (in *Interp) DefineModule(under *Module, name string) *Module {
	if under == nil {
		under = in.cObject
	}
	if v, ok := under.consts[name]; ok {
		if m, ok := v.(*Module); ok {
			return m
		}
	}
	m := &Module{in: in}
	under.SetConst(name, m)
	return m
}

// DefineClass returns the class name in under (nil: top level) with
// superclass super (nil: Object), creating it if needed.
func (in *Interp) DefineClass(under *Module, name string, super *Module) *Module {
	if under == nil {
		under = in.cObject
	}
	if v, ok := under.consts[name]; ok {
		if m, ok := v.(*Module); ok && m.isClass {
			return m
		}
	}
	if super == nil {
		super = in.cObject
	}
	m := &Module{in: in, isClass: true, super: super}
	under.SetConst(name, m)
	return m
}

// NewObject allocates an instance of cls without calling initialize.
func (in *Interp) NewObject(cls *Module) *Object { return &Object{class: cls} }

// Context returns the context of the current Call.
func (in *Interp) Context() context.Context { return in.ctx }

// Host returns the host of the current Call (nil outside one).
func (in *Interp) Host() Host { return in.host }

// Truthy reports Ruby truth: everything but nil and false.
func Truthy(v Value) bool {
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	}
	return true
}

// ExceptionError is a Ruby exception travelling through Go code: Go
// methods return it (from Interp.Raise) and may inspect it.
type ExceptionError struct {
	Exc *Object
}

func (e *ExceptionError) Error() string {
	msg, _ := e.Exc.Ivar("@message").(*String)
	cls := ""
	if e.Exc.class != nil {
		cls = e.Exc.class.name
	}
	if msg == nil {
		return cls
	}
	return fmt.Sprintf("%s (%s)", msg.s, cls)
}

var (
	libMu     sync.RWMutex
	libraries = map[string]Library{}
)

// RegisterLibrary makes lib available to `require lib.Name` in every
// Interp. It is meant to be called from init functions; registering a
// name twice panics (a programming error).
func RegisterLibrary(lib Library) {
	libMu.Lock()
	defer libMu.Unlock()
	if lib.Name == "" || lib.Setup == nil {
		panic("ruby.RegisterLibrary: a library needs a Name and a Setup")
	}
	if _, dup := libraries[lib.Name]; dup {
		panic("ruby.RegisterLibrary: library registered twice: " + lib.Name)
	}
	libraries[lib.Name] = lib
}

// Libraries lists the names of the registered libraries, sorted.
func Libraries() []string {
	libMu.RLock()
	defer libMu.RUnlock()
	out := make([]string, 0, len(libraries))
	for n := range libraries {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func lookupLibrary(name string) (Library, bool) {
	libMu.RLock()
	defer libMu.RUnlock()
	l, ok := libraries[name]
	return l, ok
}
