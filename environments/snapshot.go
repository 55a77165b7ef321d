package environments

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/envconf"
	"github.com/punch-dev/punch/environments/hiera"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
)

// Snapshot is one generation of an environment's code. It is made with
// what every compile needs — the environment's configuration, its modules
// (with their metadata) and the parsed initial manifests — and reads every
// other file (classes, defined types, functions, type aliases, templates,
// resource types) when a compile first needs it, by Puppet's autoloading
// rules (see lazy.go). What it has read, it keeps: every compile of the
// snapshot sees the same content, parsed once and shared, and everything a
// compile uses comes from one state of the files (a compile that read a
// file changing under it is run again on a newer snapshot). A Snapshot is
// safe for concurrent use.
type Snapshot struct {
	name string
	// dir is the environment's directory as named (a link not resolved
	// unless versioned_environment_dirs); realDir is its resolution when
	// the snapshot was made: files are read through it.
	dir, realDir string
	conf         *envconf.Config
	gen          uint64
	loadedAt     time.Time
	opts         *loadConfig

	// fixed is the scan of what every compile depends on: environment.conf,
	// the manifest files, the module directories and their metadata.json.
	fixed *tree
	// digest identifies the state of the fixed part and of every consulted
	// path at load.
	digest [32]byte
	lazy   lazyFiles
	// prev and trustStat are used while the snapshot is loaded (files
	// unchanged since prev are taken from it), then cleared.
	prev      *Snapshot
	trustStat bool
	// refresh gives the snapshot that replaces this one when its files
	// changed under a compile (see Loader.Recheck); nil: none.
	refresh func(*Snapshot) *Snapshot

	modules   []*Module
	modByName map[string]*Module
	modState  map[string]*moduleState

	manifests []*ast.Program
	manErr    error
	base      *defTable
	// code is the source of punch compile -e (codeSet), with the warnings
	// of its parse.
	code *sourceFile

	messages []Message

	// types are the resource types of modules, by lower-case name, found
	// on first use (restypes.go).
	types typeCache

	hieraEngine *hiera.Engine

	// strict caches the functions and type aliases found by the 4.x
	// loaders' file rules (strictKey -> *strictResult).
	strict sync.Map
	// names caches the files of class and defined type names (names.go).
	names nameCache
	// modFiles caches where module files and templates are (modfiles.go).
	modFiles modFileCache
	// aliases are the type aliases compiles of the snapshot resolved and
	// share (eval.SharedAliases).
	aliases sync.Map
	// callers are the modules of the manifest files compiles of the
	// snapshot called functions from (eval.SharedCallers): path -> module
	// name, as the function table's index places the file.
	callers sync.Map
	// funcs is the function table (functions.go).
	funcs funcTable

	// version is the current run of the config_version command (see
	// version.go).
	version versionEpoch
}

// Message is something Puppet logs while it loads an environment: a
// module's metadata problem, an environment.conf warning.
type Message struct {
	// Level is Puppet's level: "err", "warning" or "debug".
	Level string
	// Text is Puppet's message.
	Text string
	// Module names the module concerned, "" when none.
	Module string
	// File and Line locate the problem when known.
	File string
	Line int
}

// String formats the message as Puppet's console does ("Error: text").
func (m Message) String() string {
	return eval.Message{Level: m.Level, Text: m.Text}.String()
}

// loadConfig is what loading needs besides the environment's directory.
type loadConfig struct {
	settings *settings.Settings
	// code replaces the initial manifests when codeSet (punch compile -e).
	code    string
	codeSet bool
}

// confView is what a scan needs of an environment's configuration.
type confView struct {
	manifest   string
	modulePath []string
}

func viewOf(c *envconf.Config) confView {
	return confView{manifest: c.Manifest, modulePath: c.ModulePath}
}

// racyWindow is how close to a check a file may have changed and still
// need its content compared: file times are coarse (a clock tick on Linux,
// up to 2 seconds on some file systems), so a file rewritten with the same
// size within the same tick as the check keeps its identity. As git does
// with its index, such "racily clean" files are read again at the next
// checks until they are older than the window. It is also the margin by
// which a file's change time must precede a check for the file to be known
// unchanged since (see Snapshot.certain).
const racyWindow = int64(2 * time.Second)

// isRacy reports whether a file of identity k may have changed without its
// identity changing since time at.
func isRacy(k fileKey, at int64) bool {
	return k.mtime >= at-racyWindow || k.ctime >= at-racyWindow
}

// maxLoadAttempts bounds the retries of a load that keeps seeing files
// change under it.
const maxLoadAttempts = 5

// loadSnapshot reads an environment. prev, the snapshot in use, lends the
// files that did not change (with trustStat, a file whose identity — inode,
// size, modification and change time — is unchanged is not even read
// again) and their parsed forms, and says which files to read now: the
// ones its compiles used, so that a reload is checked (validateChanged)
// before it replaces prev. The load is repeated while files change during
// it, so a snapshot is a state the directory really had.
func loadSnapshot(cfg *loadConfig, name, dir string, prev *Snapshot, trustStat bool) (*Snapshot, error) {
	var s *Snapshot
	for attempt := 1; ; attempt++ {
		var stable bool
		var err error
		s, stable, err = loadOnce(cfg, name, dir, prev, trustStat)
		if err != nil {
			return nil, err
		}
		if stable || attempt >= maxLoadAttempts {
			if !stable {
				s.messages = append(s.messages, Message{Level: "warning",
					Text: fmt.Sprintf("the files of environment %s kept changing while it was loaded (%d attempts); it was loaded as last seen", name, attempt)})
			}
			break
		}
	}
	s.prev, s.trustStat = nil, false
	s.finish()
	return s, nil
}

// loadOnce makes one attempt at loading; stable is false when a file
// changed during it.
func loadOnce(cfg *loadConfig, name, dir string, prev *Snapshot, trustStat bool) (s *Snapshot, stable bool, err error) {
	start := time.Now().UnixNano()
	s = &Snapshot{name: name, dir: dir, realDir: dir, opts: cfg, prev: prev, trustStat: trustStat}
	s.lazy.m = map[string]*consulted{}
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		s.realDir = r
	}
	confFile := filepath.Join(dir, "environment.conf")
	cc := s.consult(confFile, cFile)
	var conf *envconf.Config
	switch {
	case cc.f != nil && cc.f.readErr != nil:
		return nil, false, &envconf.Error{File: confFile, Msg: fmt.Sprintf("cannot read environment.conf: %v", cc.f.readErr)}
	case cc.f != nil:
		conf, err = envconf.Parse(dir, cc.f.src, confFile, cfg.settings)
	default:
		conf, err = envconf.Parse(dir, nil, "", cfg.settings)
	}
	if err != nil {
		return nil, false, err
	}
	conf.Name = name
	s.conf = conf
	t := scanFixed(dir, s.realDir, viewOf(conf), cfg.codeSet)
	s.fixed = t

	// Modules, with Puppet's metadata rules.
	s.modByName = map[string]*Module{}
	s.modState = make(map[string]*moduleState, len(t.modules))
	for _, m := range t.modules {
		s.modState[m.Name] = &moduleState{dir: m.Path, key: t.moduleKeys[m.Name]}
	}
	for _, m := range t.modules {
		var meta []byte
		if t.hasMetadata[m.Name] {
			// Read through the module's path as named: resolving the
			// module's directory is left to its first use.
			if mc := s.consultAt(filepath.Join(m.Path, "metadata.json"), cFile, s.pin(filepath.Join(m.Path, "metadata.json"))); mc.f != nil && mc.f.readErr == nil {
				meta = mc.f.src
				if meta == nil {
					meta = []byte{}
				}
			}
		}
		keep, msg := checkMetadata(m, meta, cfg.settings.Strict)
		if msg != nil {
			msg.File = filepath.Join(m.Path, "metadata.json")
			s.messages = append(s.messages, *msg)
		}
		if keep {
			s.modules = append(s.modules, m)
			s.modByName[m.Name] = m
		}
	}
	for _, w := range conf.Warnings {
		s.messages = append(s.messages, Message{Level: "warning", Text: w.Msg, File: w.File, Line: w.Line})
	}
	s.loadManifests(t)

	// The files the previous snapshot's compiles used, read now: a reload
	// is checked before it is served, and the compiles after it find
	// their files read.
	if prev != nil {
		for _, c := range prev.consultedList() {
			s.consult(c.path, c.kind)
		}
	}

	// Stable: every file was already old when the load began (none can
	// have changed during it), or a second look finds the same.
	list := s.consultedList()
	stable = t.old(start)
	for _, c := range list {
		if !stable {
			break
		}
		if c.present() && (c.key.ctime == 0 || isRacy(c.key, start)) {
			stable = false
		}
	}
	if stable {
		s.lazy.ver.Store(&verification{at: start, n: len(list)})
	} else if ok, _ := s.verify(0); ok {
		stable = true
	}
	keys := make([]entry, 0, len(list))
	for _, c := range list {
		keys = append(keys, entry{path: c.path, role: role(c.kind), key: c.key})
	}
	s.digest = combineDigests(t.digest, sortedDigest(keys))
	return s, stable, nil
}

// loadManifests parses the initial manifests and registers their
// definitions.
func (s *Snapshot) loadManifests(t *tree) {
	s.base = newDefTable()
	reg := &registrar{dst: s.base, initial: true, warn: func(msg string) {
		for _, m := range s.messages {
			if m.Level == "warning" && m.Text == msg {
				return // Puppet's warnonce
			}
		}
		s.messages = append(s.messages, Message{Level: "warning", Text: msg})
	}}
	parseErr := func(err error) error {
		return fmt.Errorf("Could not parse for environment %s: %w", s.name, err)
	}
	cfg := s.opts
	if cfg.codeSet {
		p, warns, err := parser.ParseWithWarnings("", []byte(cfg.code), false)
		s.code = &sourceFile{src: []byte(cfg.code), warns: warns}
		if err == nil {
			err = values.CheckRegexpLiterals(p)
		}
		if err != nil {
			s.manErr = parseErr(err)
		} else {
			s.manifests = []*ast.Program{p}
			s.manErr = reg.add(p, "", p.Source)
		}
		return
	}
	for _, path := range t.manifests {
		c := s.consult(path, cFile)
		f := c.f
		if f == nil {
			s.manErr = parseErr(fmt.Errorf("Is a directory @ io_fread - %s", path))
			break
		}
		if f.readErr != nil {
			s.manErr = parseErr(f.readErr)
			break
		}
		p, err := f.program()
		if err != nil {
			s.manErr = parseErr(err)
			break
		}
		s.manifests = append(s.manifests, p)
	}
	if s.manErr == nil {
		for _, p := range s.manifests {
			if err := reg.add(p, "", p.Source); err != nil {
				s.manErr = err
				break
			}
		}
	}
	if s.manErr != nil {
		s.manifests = nil
	}
}

// finish completes a loaded snapshot: the Hiera engine.
func (s *Snapshot) finish() {
	s.hieraEngine = newHieraEngine(s.name, s.dir, s.conf.DataProvider, s.opts.settings, s.moduleDir)
}

// moduleDir finds a module's directory.
func (s *Snapshot) moduleDir(name string) (string, bool) {
	if m := s.modByName[name]; m != nil {
		return m.Path, true
	}
	return "", false
}

// validateChanged parses every code file s read that prev does not share
// (new or changed files), as a reload does before it is accepted, and
// returns the errors found.
func (s *Snapshot) validateChanged(prev *Snapshot) []error {
	var errs []error
	if s.manErr != nil {
		errs = append(errs, s.manErr)
	}
	for _, c := range s.consultedList() {
		f := c.f
		if f == nil {
			continue
		}
		if pc := prev.lookup(c.path); pc != nil && pc.f == f {
			continue
		}
		var err error
		switch {
		case strings.HasSuffix(c.path, ".pp") && !s.isManifest(c.path):
			_, err = f.program()
			if err != nil && f.ns.kind == nsModule {
				_, err = autoloadError(s.name, f, err)
			}
		case strings.HasSuffix(c.path, ".epp"):
			_, err = f.epp()
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// isManifest reports whether path is one of the initial manifests (their
// errors are s.manErr).
func (s *Snapshot) isManifest(path string) bool {
	for _, m := range s.fixed.manifests {
		if m == path {
			return true
		}
	}
	return false
}

// changedFrom counts the files s holds that prev did not (new or changed).
func (s *Snapshot) changedFrom(prev *Snapshot) int {
	n := 0
	for _, c := range s.consultedList() {
		if prev == nil {
			n++
			continue
		}
		pc := prev.lookup(c.path)
		if pc == nil || pc.key != c.key || pc.f != c.f {
			n++
		}
	}
	return n
}

// Name is the environment's name.
func (s *Snapshot) Name() string { return s.name }

// Dir is the environment's directory.
func (s *Snapshot) Dir() string { return s.dir }

// Config is the environment's resolved environment.conf.
func (s *Snapshot) Config() *envconf.Config { return s.conf }

// Generation numbers the snapshots of an environment, from 1, in the order
// they were loaded.
func (s *Snapshot) Generation() uint64 { return s.gen }

// LoadedAt is when the snapshot was loaded.
func (s *Snapshot) LoadedAt() time.Time { return s.loadedAt }

// Messages are the problems Puppet logs when it loads this environment
// (metadata.json problems, environment.conf warnings), in order.
func (s *Snapshot) Messages() []Message { return append([]Message(nil), s.messages...) }

// Modules are the environment's modules in modulepath order, one per name.
// Modules whose metadata.json Puppet refuses are left out, as Puppet does.
func (s *Snapshot) Modules() []Module {
	out := make([]Module, len(s.modules))
	for i, m := range s.modules {
		out[i] = *m
	}
	return out
}

// Module finds a module by name.
func (s *Snapshot) Module(name string) (Module, bool) {
	if m := s.modByName[name]; m != nil {
		return *m, true
	}
	return Module{}, false
}

// ModulePath lists the environment's module path directories that exist.
func (s *Snapshot) ModulePath() []string {
	var out []string
	for _, p := range s.conf.ModulePath {
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			out = append(out, p)
		}
	}
	return out
}

// Hiera is the environment's data lookup engine.
func (s *Snapshot) Hiera() *hiera.Engine { return s.hieraEngine }

// ManifestError is the error of the initial manifests (a syntax error,
// a definition made twice), nil when they are fine. Compiles in the
// snapshot fail with it.
func (s *Snapshot) ManifestError() error { return s.manErr }

// FilesRead is the number of paths the snapshot has looked at so far
// (files read, directories listed, paths found absent).
func (s *Snapshot) FilesRead() int {
	s.lazy.mu.Lock()
	defer s.lazy.mu.Unlock()
	return len(s.lazy.list)
}

// sortedPaths is for tests and logs.
func sortedPaths(list []*consulted) []string {
	out := make([]string, len(list))
	for i, c := range list {
		out[i] = c.path
	}
	sort.Strings(out)
	return out
}
