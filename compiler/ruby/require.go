package ruby

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// parseFile returns the parsed file at path, reading and parsing it once
// per Env, as a file Ruby loads (require, load, Puppet's autoloader).
func (e *Env) parseFile(path string) (*File, error) { return e.parseFileAs(path, false) }

// parseFunctionFile is parseFile for a function or data type file, which
// Puppet's loaders eval (the first parse of a path decides).
func (e *Env) parseFunctionFile(path string) (*File, error) { return e.parseFileAs(path, true) }

func (e *Env) parseFileAs(path string, evaled bool) (*File, error) {
	e.mu.Lock()
	pf, ok := e.parsed[path]
	e.mu.Unlock()
	if ok {
		return pf.file, pf.err
	}
	read := e.opts.ReadFile
	if read == nil {
		read = os.ReadFile
	}
	src, err := read(path)
	var f *File
	if err == nil {
		f, err = Parse(path, src)
		if f != nil {
			f.evaled = evaled
		}
	}
	e.mu.Lock()
	e.parsed[path] = &parsedFile{path: path, file: f, err: err}
	e.mu.Unlock()
	return f, err
}

// fileExists reports whether path can be read (through ReadFile when
// one is set: a missing file is an fs.ErrNotExist error).
func (e *Env) fileExists(path string) bool {
	e.mu.Lock()
	pf, ok := e.parsed[path]
	e.mu.Unlock()
	if ok {
		return pf.file != nil || !errors.Is(pf.err, fs.ErrNotExist)
	}
	if e.opts.ReadFile != nil {
		_, err := e.parseFile(path)
		return err == nil || !errors.Is(err, fs.ErrNotExist)
	}
	st, err := os.Stat(path)
	return err == nil && !st.IsDir()
}

// require loads a library or file once per Interp. Libraries registered
// by RegisterLibrary come first (Ruby's own libraries are found before
// gems), then the load path; names under puppet/ that no module provides
// are Puppet's own files, already loaded in Puppet.
func (in *Interp) require(name string, fromAutoload bool) error {
	_, err := in.requireFeature(name)
	return err
}

// requireFeature returns true when the feature was loaded by this call.
func (in *Interp) requireFeature(name string) (bool, error) {
	name = strings.TrimSuffix(name, ".rb")
	if in.loadedLibs[name] {
		return false, nil
	}
	if lib, ok := lookupLibrary(name); ok {
		in.loadedLibs[name] = true
		// false for one Puppet has loaded (require 'concurrent')
		return !puppetLoaded(name), in.loadLibrary(lib)
	}
	if filepath.IsAbs(name) {
		return in.loadFile(name + ".rb")
	}
	if in.env != nil {
		for _, dir := range in.env.opts.LoadPath {
			p := filepath.Join(dir, name+".rb")
			if in.env.fileExists(p) {
				return in.loadFile(p)
			}
		}
	}
	if f, ok := puppetRequireFile(name); ok {
		return in.requirePuppetFile(name, f)
	}
	if puppetProvides(name) {
		in.loadedLibs[name] = true
		return true, nil
	}
	if rubyStdlib[strings.SplitN(name, "/", 2)[0]] {
		return false, in.unsupportedErr("require '" + name + "' (this Ruby standard library is not available in Punch's Ruby runtime)")
	}
	exc := in.newException(in.classByName(cLoadError), NewString("cannot load such file -- "+name))
	exc.SetIvar("@path", NewString(name))
	return false, in.raiseObj(exc)
}

// puppetProvides reports names of Ruby's libraries Puppet has loaded:
// requiring them in Puppet is a no-op.
func puppetProvides(name string) bool {
	switch name {
	case "rubygems", "English", "thread", "enumerator", "rational", "complex", "fiber", "pp", "prettyprint", "monitor", "forwardable", "singleton", "tempfile", "tmpdir", "fileutils", "timeout", "securerandom", "logger", "stringio", "etc", "open3", "optparse", "benchmark", "weakref", "resolv":
		// loaded by Puppet; what a module uses of them is either
		// implemented here or reported as unsupported when called
		return true
	}
	return false
}

// rubyStdlib are Ruby 3.1's standard libraries (a require of one that no
// registered library implements is reported as unsupported, not as a
// LoadError Ruby code might rescue).
var rubyStdlib = map[string]bool{
	"abbrev": true, "base64": true, "benchmark": true, "bigdecimal": true, "cgi": true, "csv": true,
	"date": true, "delegate": true, "digest": true, "drb": true, "erb": true, "expect": true,
	"find": true, "getoptlong": true, "io": true, "ipaddr": true, "json": true, "matrix": true,
	"net": true, "nkf": true, "objspace": true, "observer": true, "open-uri": true, "openssl": true,
	"pathname": true, "pstore": true, "psych": true, "racc": true, "rdoc": true, "readline": true,
	"resolv-replace": true, "rinda": true, "ripper": true, "set": true, "shellwords": true,
	"socket": true, "strscan": true, "syslog": true, "time": true, "tsort": true, "un": true,
	"uri": true, "yaml": true, "zlib": true, "win32ole": true, "coverage": true, "mkmf": true,
	"io/console": true, "digest/md5": true, "digest/sha1": true, "digest/sha2": true, "net/http": true,
}

func (in *Interp) loadLibrary(lib Library) error {
	for _, r := range lib.Requires {
		if _, err := in.requireFeature(r); err != nil {
			return err
		}
	}
	saved := in.methodEpoch
	_ = saved
	if err := lib.Setup(in); err != nil {
		if _, ok := err.(*ExceptionError); ok {
			return err
		}
		if _, ok := err.(*fatalErr); ok {
			return err
		}
		return &fatalErr{class: "Punch::InternalError", msg: "library " + lib.Name + ": " + err.Error(), file: in.file, pos: in.pos}
	}
	in.features = append(in.features, lib.Name+".rb")
	in.methodEpoch++
	return nil
}

// loadFile evaluates a Ruby file once per Interp (require semantics).
// An absolute path is expanded first, as Ruby's require expands it: a
// file required as DIR/x/../y.rb and as DIR/y.rb is loaded once, and its
// __FILE__ is DIR/y.rb (openstack providers require their module's base
// provider by File.join(File.dirname(__FILE__), '..', '..', '..', ...)).
func (in *Interp) loadFile(path string) (bool, error) {
	if filepath.IsAbs(path) {
		path = filepath.Clean(path)
	}
	if in.loaded[path] {
		return false, nil
	}
	in.loaded[path] = true
	f, err := in.env.parseFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			exc := in.newException(in.classByName(cLoadError), NewString("cannot load such file -- "+path))
			return false, in.raiseObj(exc)
		}
		var re *Error
		if errors.As(err, &re) && re.Class == cSyntaxError && !re.Unsupported {
			// Ruby's SyntaxError, raised by the require (a ScriptError
			// code may rescue; a type file's helper failing so fails the
			// type's autoload in Puppet): "FILE:LINE: message"
			return false, in.raiseClass(cSyntaxError, path+":"+itoaInt(re.Line)+": "+re.Message)
		}
		if errors.As(err, &re) {
			return false, &fatalErr{class: re.Class, msg: re.Message, unsupported: re.Unsupported, file: &File{name: path, src: ""}, pos: 0, bt: []string{re.Error()}}
		}
		return false, err
	}
	in.features = append(in.features, path)
	_, err = in.runFile(f)
	return true, err
}

// runFile evaluates a parsed file at top level (self is main).
func (in *Interp) runFile(f *File) (Value, error) {
	fr := &frame{vars: make([]Value, len(f.scope.names)), ctx: in.fileCtx(f)}
	savedFile, savedPos, savedLabel := in.file, in.pos, in.label
	in.pushBT()
	in.file, in.pos, in.label = f, 0, "<top (required)>"
	defer func() {
		in.popBT()
		in.file, in.pos, in.label = savedFile, savedPos, savedLabel
	}()
	return in.eval(f.prog, fr)
}

// runFunctionFile evaluates a 4.x function file as Puppet's
// RubyFunctionInstantiator does: eval of the source in a binding of that
// class's own method, so the file's top-level self and lexical scope are
// Puppet::Pops::Loader::RubyFunctionInstantiator. Classes and constants a
// function file defines (`Point = Struct.new(...)`, `class Helper`) are
// named under it (Puppet::Pops::Loader::RubyFunctionInstantiator::Point),
// as Puppet shows them in inspect, class names and Runtime types (golden
// rb9_ruby_objects); constants of other files are still found (Object is
// among its ancestors). A 3.x file is evaluated the same way in
// RubyLegacyFunctionInstantiator's binding (instantiator is its class's
// name): its top-level constants are that class's, not Object's (golden
// forge16_ruby_function_file_toplevel_defs).
func (in *Interp) runFunctionFile(f *File, instantiator string) (Value, error) {
	if err := in.loadPuppetAPI(); err != nil {
		return nil, err
	}
	loader := in.DefineModule(in.puppetModule("Puppet::Pops"), "Loader")
	inst := in.DefineClass(loader, instantiator, nil)
	fr := &frame{vars: make([]Value, len(f.scope.names)), ctx: &callCtx{self: inst, cref: &cref{mod: inst, parent: &cref{mod: in.cObject}}, defTarget: inst, vis: public, file: f}}
	savedFile, savedPos, savedLabel := in.file, in.pos, in.label
	in.pushBT()
	in.file, in.pos, in.label = f, 0, "get_binding" // Ruby names the eval'd code's frame after the binding's method
	defer func() {
		in.popBT()
		in.file, in.pos, in.label = savedFile, savedPos, savedLabel
	}()
	return in.eval(f.prog, fr)
}

func (in *Interp) fileCtx(f *File) *callCtx {
	return &callCtx{self: in.mainObj, cref: &cref{mod: in.cObject}, defTarget: in.cObject, vis: private, file: f}
}

// requireRelative resolves name against the directory of the running
// file.
func (in *Interp) requireRelative(name string) (bool, error) {
	if in.file == nil {
		return false, in.raise(cLoadError, 0, "cannot infer basepath")
	}
	p := filepath.Join(filepath.Dir(in.file.name), name)
	if !strings.HasSuffix(p, ".rb") {
		p += ".rb"
	}
	return in.loadFile(p)
}

// autoloadConst loads a registered library that provides the top-level
// constant name (libraries Puppet has loaded before module code runs),
// and Puppet's API.
func (in *Interp) autoloadConst(name string) (Value, bool, error) {
	switch name {
	case "STDOUT", "STDERR", "STDIN":
		// the process's streams: the objects of $stdout, $stderr, $stdin
		return in.stdStream("$std" + strings.ToLower(name[3:])), true, nil
	}
	if name == "Puppet" || name == "Punch" || name == "Gem" || name == "Facter" || name == "SemanticPuppet" {
		if ps := in.puppetAPI(); !ps.loaded {
			if err := in.loadPuppetAPI(); err != nil {
				return nil, true, err
			}
			if v, ok := in.cObject.consts[name]; ok {
				return v, true, nil
			}
		}
	}
	libMu.RLock()
	var found *Library
	for _, l := range libraries {
		for _, c := range l.Autoload {
			if c == name {
				l := l
				found = &l
			}
		}
	}
	libMu.RUnlock()
	if found == nil || in.loadedLibs[found.Name] {
		return nil, false, nil
	}
	in.loadedLibs[found.Name] = true
	if err := in.loadLibrary(*found); err != nil {
		return nil, true, err
	}
	v, ok := in.cObject.consts[name]
	if !ok {
		return nil, false, nil
	}
	return v, true, nil
}

// autoloadConstIn handles Module#autoload registrations (the marker is
// resolved by resolveConst); nothing else is autoloaded below the top
// level.
func (in *Interp) autoloadConstIn(m *Module, name string) (Value, bool, error) {
	if v, ok := in.charsetConst(m, name); ok {
		// Encoding::UTF_16LE and the other charsets' (m_encode.go)
		return v, true, nil
	}
	// Puppet::Provider (puppet_provider.go)
	return in.puppetProviderConst(m, name)
}

func (in *Interp) loadPathArray() Value {
	a := &Array{}
	if in.env != nil {
		for _, d := range in.env.opts.LoadPath {
			a.a = append(a.a, NewString(d))
		}
	}
	return a
}

func (in *Interp) loadedFeaturesArray() Value {
	a := &Array{}
	for _, f := range in.features {
		a.a = append(a.a, NewString(f))
	}
	return a
}
