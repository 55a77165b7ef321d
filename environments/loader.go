package environments

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/punch-dev/punch/compiler/erb"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/environments/readlimit"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
)

// LoaderOptions configure the Loader of one compile.
type LoaderOptions struct {
	// Log receives what Puppet logs while loading code and data during the
	// compile (Hiera's warnings, a module file's validation errors when
	// there are several), as level ("warning", "err") and text. nil
	// discards them.
	Log func(level, text string)
	// WithoutManifests leaves the initial manifests out, as `puppet
	// lookup` without --compile does: what they define is unknown (a type
	// alias of site.pp among them) and their errors do not matter; the
	// rest is autoloaded as usual. Manifests then returns nothing.
	WithoutManifests bool
}

// Loader gives one compile the code of one snapshot: it implements
// eval.Loader. Names are resolved as Puppet 7 resolves them in a freshly
// loaded environment: the initial manifests first, then Puppet's
// autoloading rules; a file autoloaded by this compile makes its other
// definitions known to this compile only. Parsing is shared with every
// other compile of the snapshot.
//
// Make one Loader per compile (Snapshot.NewLoader is cheap). Its methods
// are safe for concurrent use.
type Loader struct {
	s    *Snapshot
	opts LoaderOptions
	// base are the definitions of the initial manifests (none with
	// WithoutManifests).
	base *defTable

	mu sync.Mutex
	// defs are the definitions of the files this compile autoloaded.
	defs   *defTable
	loaded map[*sourceFile]bool
	// reg registers the definitions of the files this compile autoloads
	// into defs (made on first use, under mu).
	reg *registrar
	// warned are the warnings this compile gave once (under mu).
	warned map[string]bool
	// parseWarned are the files whose parse warnings this compile logged
	// (under mu).
	parseWarned map[*sourceFile]bool
	// manifestErrorsLogged: the validation errors of the initial
	// manifests were logged (under mu).
	manifestErrorsLogged bool
	// disk caches templates outside the snapshot (absolute paths).
	epps map[string]*sourceFile

	// uncertain is set when the compile used a file the snapshot cannot
	// vouch for (read after the snapshot's last check and changed
	// recently, or a path found absent): Recheck then checks the
	// snapshot. uncertainAt is when it last happened (UnixNano).
	uncertain   atomic.Bool
	uncertainAt atomic.Int64
	// created is when the Loader was made (UnixNano): a path read for no
	// compile in particular after it (Snapshot.readLoose) may have been
	// used by this compile.
	created int64
}

var _ eval.Loader = (*Loader)(nil)

// NewLoader returns the Loader of one compile in this snapshot.
func (s *Snapshot) NewLoader(opts LoaderOptions) *Loader {
	l := &Loader{s: s, opts: opts, defs: newDefTable(), loaded: map[*sourceFile]bool{}, base: s.base, created: time.Now().UnixNano()}
	if opts.WithoutManifests {
		l.base = newDefTable()
	}
	return l
}

// manErr is the error of the initial manifests, unless they are left out.
func (l *Loader) manErr() error {
	if l.opts.WithoutManifests {
		return nil
	}
	return l.s.manErr
}

// Snapshot is the snapshot the loader reads.
func (l *Loader) Snapshot() *Snapshot { return l.s }

// EnvironmentDir implements eval.Loader.
func (l *Loader) EnvironmentDir() string { return l.s.dir }

// Manifests implements eval.Loader: the initial manifests, parsed when the
// snapshot was loaded. The first call logs the warnings of their parse, as
// Puppet logs them when it parses the manifests at the start of a compile.
func (l *Loader) Manifests() ([]*ast.Program, error) {
	if l.opts.WithoutManifests {
		return nil, nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	// Puppet names a module's loader after the module: a module called
	// like one of its own loaders fails every compile of the environment,
	// before the manifests are parsed (golden
	// err_load_module_named_environment).
	for _, name := range []string{"environment", "puppet_system"} {
		if l.s.modByName[name] != nil {
			return nil, &eval.Error{Message: fmt.Sprintf("Internal Error: Attempt to redefine loader named '%s'", name)}
		}
	}
	if l.s.code != nil {
		// punch compile -e: Puppet locates the warnings of code given
		// on the command line by line and column only.
		l.logParseWarnings(l.s.code, l.s.code.warns)
	}
	for _, p := range l.s.manifests {
		if c := l.s.lookup(p.Span.File); c != nil && c.f != nil {
			l.logParseWarnings(c.f, c.f.warns)
		}
	}
	var dl diag.List
	if errors.As(l.s.manErr, &dl) && len(dl) > 0 {
		var f *sourceFile
		if c := l.s.lookup(dl[0].Span.File); c != nil {
			f = c.f
		}
		if l.s.code != nil {
			f = l.s.code
		}
		if f == nil {
			return nil, l.s.manErr
		}
		l.logParseWarnings(f, f.warns)
		if len(dl) > 1 {
			// several validation errors: Puppet logs them and that it
			// gives up, then fails with the giving up
			logs, giveUp := validationErrors(f.warns, dl)
			if !l.manifestErrorsLogged {
				l.manifestErrorsLogged = true
				for _, m := range append(logs, giveUp) {
					l.log("err", m)
				}
			}
			return nil, &eval.Error{Message: fmt.Sprintf("Could not parse for environment %s: %s", l.s.name, giveUp), File: dl[0].Span.File, Logged: true}
		}
	}
	return l.s.manifests, l.s.manErr
}

// validationErrors are the errors Puppet logs when the validation of a file
// finds several, and the message it gives up with.
func validationErrors(warns, errs diag.List) (logs []string, giveUp string) {
	r := parser.NewReport(warns, errs, false)
	for _, line := range r.Logged {
		if line.Diag != nil && line.Diag.Severity == diag.Error {
			logs = append(logs, line.Diag.Error())
		}
	}
	return logs, strings.TrimPrefix(r.Final.Text, "Error: ")
}

// logParseWarnings logs the warnings of the parse of f once per compile
// (l.mu held).
func (l *Loader) logParseWarnings(f *sourceFile, warns diag.List) {
	if len(warns) == 0 || l.parseWarned[f] {
		return
	}
	if l.parseWarned == nil {
		l.parseWarned = map[*sourceFile]bool{}
	}
	l.parseWarned[f] = true
	for _, w := range warns {
		l.log("warning", w.Error())
	}
}

// warnOnce logs a warning once per compile (Puppet's warnonce).
func (l *Loader) warnOnce(text string) {
	if l.warned == nil {
		l.warned = map[string]bool{}
	}
	if l.warned[text] {
		return
	}
	l.warned[text] = true
	l.log("warning", text)
}

func (l *Loader) log(level, text string) {
	if l.opts.Log != nil {
		l.opts.Log(level, text)
	}
}

// known returns a definition known to this compile: from the initial
// manifests or a file it autoloaded.
func (l *Loader) known(kind int, name string) *eval.Definition {
	if d := l.base.get(kind, name); d != nil {
		return d
	}
	return l.defs.get(kind, name)
}

// FindClass implements eval.Loader.
func (l *Loader) FindClass(name string) (*eval.Definition, error) {
	return l.find3x(kClass, name)
}

// FindDefine implements eval.Loader.
func (l *Loader) FindDefine(name string) (*eval.Definition, error) {
	return l.find3x(kDefine, name)
}

// find3x finds a class or defined type as Puppet's type loader does: when
// the name is not known, the files its name maps to are imported, most
// specific first, each time with the module's init.pp before the others
// (Puppet::Parser::TypeLoader#try_load_fqname and Module#match_manifests):
// for mod::a::b, mod/manifests/a/b.pp, then mod/manifests/a.pp, then
// mod/manifests/init.pp. Every definition of an imported file becomes known.
func (l *Loader) find3x(kind int, name string) (*eval.Definition, error) {
	if err := l.manErr(); err != nil {
		return nil, err
	}
	name = strings.ToLower(strings.TrimPrefix(name, "::"))
	l.mu.Lock()
	defer l.mu.Unlock()
	if d := l.known(kind, name); d != nil {
		return d, nil
	}
	nf := l.s.classFiles(name)
	for _, batch := range nf.batches {
		if err := l.importFiles(batch, nf.module); err != nil {
			return nil, err
		}
		if d := l.known(kind, name); d != nil {
			return d, nil
		}
	}
	return nil, nil
}

// importFiles parses the files of one import that this compile has not
// imported yet (all of them, then registers their definitions, as Puppet's
// TypeLoader#load_files does). Files that do not exist are skipped.
func (l *Loader) importFiles(paths []string, module string) error {
	var files [2]*sourceFile
	progs := files[:0]
	for _, p := range paths {
		c := l.s.consult(p, cFile)
		l.use(c)
		f := c.f
		if f == nil || l.loaded[f] {
			continue
		}
		l.loaded[f] = true
		_, err := f.program()
		l.logParseWarnings(f, f.warns)
		if err != nil {
			return l.fileError(f, err)
		}
		progs = append(progs, f)
	}
	if len(progs) == 0 {
		return nil
	}
	if l.reg == nil {
		l.reg = &registrar{dst: l.defs, layers: []*defTable{l.base}, warn: l.warnOnce}
	}
	for _, f := range progs {
		if err := l.reg.addPlan(f.planFor(f.prog.v, module)); err != nil {
			return err
		}
	}
	return nil
}

// fileError reports a file that failed to parse or validate, logging the
// problems first when Puppet logs several.
func (l *Loader) fileError(f *sourceFile, err error) error {
	logs, err := autoloadError(l.s.name, f, err)
	for _, m := range logs {
		l.log("err", m)
	}
	return err
}

// autoloadError converts the error of an autoloaded file to Puppet's form:
// a syntax or validation error is located in the file and not prefixed with
// "Could not parse for environment" (that is for the initial manifests);
// several validation errors are logged one by one (logs) and reported as
// "Language validation logged N errors. Giving up".
func autoloadError(env string, f *sourceFile, err error) (logs []string, out error) {
	if f.readErr != nil {
		return nil, &eval.Error{Message: fmt.Sprintf("Could not parse for environment %s: %v", env, f.readErr)}
	}
	if len(f.diags) > 0 {
		return f.diags, err
	}
	var dl diag.List
	if errors.As(err, &dl) && len(dl) == 1 {
		d := dl[0]
		if d.Span.File == "" {
			// Puppet's lexer refused the file before reading it (a byte
			// order mark): the error is the loading expression's
			return nil, eval.UnlocatedError(d.Message)
		}
		return nil, &eval.Error{Message: d.Message, File: d.Span.File, Line: d.Span.Start.Line, Column: d.Span.Start.Col, Code: d.Code}
	}
	if errors.As(err, &dl) && len(dl) > 1 {
		logs, giveUp := validationErrors(f.warns, dl)
		return append(logs, giveUp), &eval.Error{Message: giveUp, File: f.path, Logged: true}
	}
	var ee *eval.Error
	if errors.As(err, &ee) {
		return nil, ee
	}
	return nil, &eval.Error{Message: err.Error()}
}

// FindFunction implements eval.Loader: a function defined by the initial
// manifests or a file this compile autoloaded, else found by the 4.x
// loaders' rule: mod::a::b in mod/functions/a/b.pp, an unqualified name in
// the environment's functions/NAME.pp, environment::a::b in the
// environment's functions/environment/a/b.pp. Functions written in Puppet
// in a module's functions/ are never found by an unqualified name.
func (l *Loader) FindFunction(name string) (*eval.Definition, error) {
	return l.find4x(kFunction, name)
}

// FindTypeAlias implements eval.Loader, with the 4.x rules of functions
// applied to types/ (Mod::A::B in mod/types/a/b.pp; an unqualified name in
// the environment's types/).
func (l *Loader) FindTypeAlias(name string) (*eval.Definition, error) {
	return l.find4x(kAlias, name)
}

func (l *Loader) find4x(kind int, name string) (*eval.Definition, error) {
	if err := l.manErr(); err != nil {
		return nil, err
	}
	name = strings.ToLower(strings.TrimPrefix(name, "::"))
	l.mu.Lock()
	if d := l.known(kind, name); d != nil {
		l.mu.Unlock()
		return d, nil
	}
	l.mu.Unlock()
	r := l.s.strictLoad(kind, name)
	if r.path != "" {
		c := l.s.consult(r.path, cFile)
		l.use(c)
		if f := c.f; f != nil {
			l.mu.Lock()
			l.logParseWarnings(f, f.warns)
			l.mu.Unlock()
		}
	}
	if r.err != nil || r.def == nil {
		for _, m := range r.logs {
			l.log("err", m)
		}
		return nil, r.err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if d := l.known(kind, name); d != nil {
		return d, nil
	}
	l.defs.m[kind][name] = r.def
	if kind == kAlias {
		l.defs.aliasPos[name] = r.pos
	}
	return r.def, nil
}

// strictResult is the outcome of loading one name by the 4.x rules.
type strictResult struct {
	def *eval.Definition
	pos [2]int
	err error
	// logs are logged before err is returned (several validation errors).
	logs []string
	// path is the file the name maps to ("" when none: strictPath).
	path string
}

// strictPath is the file a function or type alias name maps to, and the
// module it belongs to ("" for the environment's own).
func (s *Snapshot) strictPath(kind int, name string) (path, module string, ok bool) {
	sub := "functions"
	if kind == kAlias {
		sub = "types"
	}
	segs := strings.Split(name, "::")
	for _, seg := range segs {
		if !validName(seg) {
			return "", "", false
		}
	}
	if len(segs) == 1 && kind == kAlias && s.modByName[segs[0]] != nil && s.fileAt(filepath.Join(s.dir, sub, segs[0]+".pp")) == nil {
		// A module's TypeSet: the type named after the module, in its
		// types/init_typeset.pp (Puppet's ModuleLoaders), when the
		// environment's types/ does not define that name.
		m := s.modByName[segs[0]]
		return filepath.Join(m.Path, sub, "init_typeset.pp"), m.Name, true
	}
	if len(segs) == 1 || segs[0] == "environment" {
		return filepath.Join(s.dir, sub, filepath.Join(segs...)+".pp"), "", true
	}
	m := s.modByName[segs[0]]
	if m == nil {
		return "", "", false
	}
	return filepath.Join(m.Path, sub, filepath.Join(segs[1:]...)+".pp"), m.Name, true
}

// strictKey is the key of Snapshot.strict.
type strictKey struct {
	kind int
	name string
}

// strictLoad loads a function or type alias from the one file its name
// maps to, with Puppet's checks (PuppetFunctionInstantiator and
// TypeDefinitionInstantiator): the file defines exactly that one thing and
// nothing else. The result only depends on the snapshot, so it is cached
// there.
func (s *Snapshot) strictLoad(kind int, name string) *strictResult {
	key := strictKey{kind, name}
	if v, ok := s.strict.Load(key); ok {
		return v.(*strictResult)
	}
	r := s.strictLoadUncached(kind, name)
	r.path, _, _ = s.strictPath(kind, name)
	v, _ := s.strict.LoadOrStore(key, r)
	return v.(*strictResult)
}

func (s *Snapshot) strictLoadUncached(kind int, name string) *strictResult {
	path, module, ok := s.strictPath(kind, name)
	if !ok {
		return &strictResult{}
	}
	f := s.fileAt(path)
	if f == nil {
		return &strictResult{}
	}
	prog, err := f.program()
	if err != nil {
		logs, err := autoloadError(s.name, f, err)
		return &strictResult{err: err, logs: logs}
	}
	what, thing := "function", "the function '"+name+"'"
	if kind == kAlias {
		what, thing = "type", "the type '"+name+"'"
	}
	fail := func(format string, args ...any) *strictResult {
		return &strictResult{err: &RuntimeError{Msg: fmt.Sprintf("The code loaded from %s ", path) + fmt.Sprintf(format, args...)}}
	}
	switch len(prog.Definitions) {
	case 0:
		return fail("does not define %s - it is empty.", thing)
	case 1:
	default:
		return fail("must contain only %s - it has additional definitions.", thing)
	}
	d := prog.Definitions[0]
	var actual string
	switch x := d.(type) {
	case *ast.FunctionDef:
		if kind != kFunction {
			return fail("does not define %s - no type alias or type definition found.", thing)
		}
		actual = x.Name
		if actual != name {
			return fail("produced %s with the wrong name, expected %s, actual %s", what, name, actual)
		}
	case *ast.TypeAlias:
		if kind != kAlias {
			return fail("does not define %s - no function found.", thing)
		}
		actual = x.Name
		if strings.ToLower(actual) != name {
			return fail("produced %s with the wrong name, expected '%s', actual '%s'", what, name, actual)
		}
	default:
		if kind == kAlias {
			return fail("does not define %s - no type alias or type definition found.", thing)
		}
		return fail("does not define %s - no function found.", thing)
	}
	if prog.Body == nil || len(prog.Body.Statements) != 1 || prog.Body.Statements[0] != d {
		if kind == kAlias {
			return fail("contains additional logic - can only contain the type '%s'", name)
		}
		return fail("contains additional logic - can only contain the function %s", name)
	}
	r := &strictResult{def: &eval.Definition{Def: d, Module: module}}
	if ta, ok := d.(*ast.TypeAlias); ok {
		line, col := namePos(prog.Source, ta.Span)
		r.pos = [2]int{line, col}
	}
	return r
}

// ResourceType implements eval.Loader: the resource types of the modules'
// lib/puppet/type, replaced by the environment's .resource_types (as
// `puppet generate types` writes them), read on first use.
func (l *Loader) ResourceType(name string) *resourcetypes.Type {
	r := l.s.resourceType(strings.ToLower(name))
	v := l.s.lazy.ver.Load()
	if v != nil && r.certainAt.Load() == v {
		return r.t
	}
	all := v != nil
	for _, c := range r.paths {
		if !l.s.certain(c) {
			all = false
			l.use(c)
		}
	}
	if all {
		r.certainAt.Store(v)
	}
	return r.t
}

// ModuleFile implements eval.Loader as Puppet::Parser::Files#find_file and
// find_template: an absolute path as is, else "module/rest" in the
// module's files/ or templates/ (rest may climb out with "..", as in
// Puppet). A reference without a "/" names no file.
func (l *Loader) ModuleFile(dir, ref string) (string, bool) {
	if filepath.IsAbs(ref) {
		if _, err := os.Stat(ref); err == nil {
			return ref, true
		}
		return "", false
	}
	at := l.s.moduleFile(dir, ref)
	if at == nil {
		return "", false
	}
	if at.c != nil {
		// A template: part of the snapshot.
		l.use(at.c)
		return at.path, at.c.present()
	}
	if _, err := os.Stat(at.path); err != nil {
		return "", false
	}
	return at.path, true
}

// HasModule implements eval.Loader.
func (l *Loader) HasModule(name string) bool { return l.s.modByName[name] != nil }

// ReadFile implements eval.Loader: a template of the snapshot from the
// snapshot, anything else (files/, absolute paths) from disk, as Puppet
// reads them during the compile.
func (l *Loader) ReadFile(path string) ([]byte, error) {
	if l.s.inSnapshot(path) {
		c := l.s.consult(path, cFile)
		l.use(c)
		if c.f != nil && c.f.readErr == nil {
			return c.f.src, nil
		}
	}
	// Bounded: only regular files, at most max_compile_read bytes
	// (file('/dev/zero') or a FIFO would hold the compile for ever).
	return readlimit.ReadFile(path)
}

// source returns the snapshot's copy of a file, or reads it from disk
// (once per compile) when the snapshot does not hold it.
func (l *Loader) source(path string) *sourceFile {
	if l.s.inSnapshot(path) {
		c := l.s.consult(path, cFile)
		l.use(c)
		if c.f != nil {
			return c.f
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if f := l.epps[path]; f != nil {
		return f
	}
	if l.epps == nil {
		l.epps = map[string]*sourceFile{}
	}
	f := readSource(path, fileNamespace{})
	l.epps[path] = f
	return f
}

// ParseEPP implements eval.Loader.
func (l *Loader) ParseEPP(path string) (*ast.Program, error) {
	f := l.source(path)
	if f.readErr != nil {
		return nil, f.readErr
	}
	prog, err := f.epp()
	l.mu.Lock()
	l.logParseWarnings(f, f.eppWarns)
	l.mu.Unlock()
	return prog, err
}

// ParseERB implements eval.Loader.
func (l *Loader) ParseERB(path string) (*erb.Template, error) {
	return l.source(path).template()
}

// use notes that the compile used a consulted path.
func (l *Loader) use(c *consulted) {
	if !l.s.certain(c) {
		l.uncertain.Store(true)
		l.uncertainAt.Store(time.Now().UnixNano())
	}
}

// Recheck tells whether the compile may have mixed two states of the
// files (Instance.Recheck): when the compile used a file the snapshot
// could not vouch for, the snapshot's files are checked; if they changed,
// a Loader of the snapshot that replaces it is returned to compile again
// with. nil when the catalog stands.
func (l *Loader) Recheck() *Loader {
	since := int64(0)
	if l.uncertain.Load() {
		since = l.uncertainAt.Load()
	}
	if loose := l.s.lazy.looseAt.Load(); loose >= l.created && loose > since {
		since = loose
	}
	if since == 0 {
		return nil
	}
	if ok, _ := l.s.verify(since); ok || l.s.refresh == nil {
		return nil
	}
	ns := l.s.refresh(l.s)
	if ns == nil || ns == l.s {
		return nil
	}
	return ns.NewLoader(l.opts)
}
