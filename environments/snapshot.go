package environments

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/environments/envconf"
	"github.com/punch-dev/punch/environments/hiera"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
)

// Snapshot is one generation of an environment's code: its configuration,
// its modules, the content of every file a compile may autoload, read when
// the snapshot was made, and the parsed initial manifests. A Snapshot never
// changes; files are parsed on first use (once, whichever compile asks
// first) and the result is shared. A compile uses one snapshot from start
// to end (see Snapshot.NewLoader), so everything it autoloads comes from
// the same generation, whatever happens on disk meanwhile.
type Snapshot struct {
	name     string
	dir      string
	conf     *envconf.Config
	gen      uint64
	loadedAt time.Time
	opts     *loadConfig

	digest [32]byte
	keys   map[string]fileKey
	files  map[string]*sourceFile
	// verified is the (real) time, UnixNano, at which the snapshot's
	// files were last known to match it; racy lists the files changed
	// too close to that time for their identity to prove they did not
	// change since (see racy).
	verified atomic.Int64
	racy     []string

	modules   []*Module
	modByName map[string]*Module

	manifests []*ast.Program
	manErr    error
	base      *defTable
	// code is the source of punch compile -e (codeSet), with the warnings
	// of its parse.
	code *sourceFile

	messages []Message

	types       *typeSet
	typesDigest [32]byte

	hieraEngine *hiera.Engine

	// strict caches the functions and type aliases found by the 4.x
	// loaders' file rules (name -> *strictResult).
	strict sync.Map
	// funcs is the function table (functions.go).
	funcs funcTable

	// version is the current run of the config_version command (see
	// version.go).
	version versionEpoch
}

// typeSet is the resource types of an environment's modules, read on first
// use and shared by later snapshots while the files defining them do not
// change.
type typeSet struct {
	once  sync.Once
	types map[string]*resourcetypes.Type
	errs  []error
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
// checks until they are older than the window.
const racyWindow = int64(2 * time.Second)

// isRacy reports whether a file of identity k may have changed without its
// identity changing since time at.
func isRacy(k fileKey, at int64) bool {
	return k.mtime >= at-racyWindow || k.ctime >= at-racyWindow
}

// racyUnchanged compares the content of the snapshot's racily clean files
// with the files on disk; true when all are the same.
func (s *Snapshot) racyUnchanged() bool {
	at := s.verified.Load()
	for _, p := range s.racy {
		if !isRacy(s.keys[p], at) {
			continue
		}
		f := s.files[p]
		b, err := os.ReadFile(p)
		if err != nil || f.readErr != nil || string(b) != string(f.src) {
			return false
		}
	}
	return true
}

// maxLoadAttempts bounds the retries of a load that keeps seeing files
// change under it.
const maxLoadAttempts = 5

// loadSnapshot reads an environment. prev, the snapshot in use, lends the
// files that did not change (with trustStat, a file whose identity — inode,
// size, modification and change time — is unchanged is not even read
// again) and their parsed forms. The load is repeated while files change
// during it, so a snapshot is a state the directory really had.
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
	s.finish(prev)
	return s, nil
}

// loadOnce makes one attempt at loading; stable is false when a file
// changed during it.
func loadOnce(cfg *loadConfig, name, dir string, prev *Snapshot, trustStat bool) (s *Snapshot, stable bool, err error) {
	confFile := filepath.Join(dir, "environment.conf")
	var confKey fileKey
	var confSrc []byte
	if fi, err := os.Stat(confFile); err == nil {
		confKey = keyOf(fi)
		if confSrc, err = os.ReadFile(confFile); err != nil {
			return nil, false, &envconf.Error{File: confFile, Msg: fmt.Sprintf("cannot read environment.conf: %v", err)}
		}
	}
	var conf *envconf.Config
	if confSrc != nil {
		conf, err = envconf.Parse(dir, confSrc, confFile, cfg.settings)
	} else {
		conf, err = envconf.Parse(dir, nil, "", cfg.settings)
	}
	if err != nil {
		return nil, false, err
	}
	conf.Name = name
	scanStart := time.Now().UnixNano()
	t := scanEnvironment(dir, viewOf(conf), cfg.codeSet)
	stable = t.entries[0].key == confKey

	s = &Snapshot{name: name, dir: dir, conf: conf, opts: cfg, digest: t.digest,
		keys: make(map[string]fileKey, len(t.entries)), files: make(map[string]*sourceFile, len(t.entries))}
	for _, e := range t.entries {
		s.keys[e.path] = e.key
		if !e.role.captured() || e.key == (fileKey{}) {
			continue
		}
		ns := namespaceFor(e.path, conf.Manifest, conf.ModulePath)
		if trustStat && prev != nil {
			if pf := prev.files[e.path]; pf != nil && prev.keys[e.path] == e.key && pf.ns == ns && !isRacy(e.key, prev.verified.Load()) {
				s.files[e.path] = pf
				continue
			}
		}
		if isRacy(e.key, scanStart) {
			s.racy = append(s.racy, e.path)
		}
		var f *sourceFile
		if e.role == roleConf {
			f = &sourceFile{path: e.path, src: confSrc}
		} else {
			f = readSource(e.path, ns)
			f.strict = cfg.settings.Strict
		}
		if prev != nil {
			if pf := prev.files[e.path]; pf != nil && pf.sameContent(f) {
				f = pf
			}
		}
		s.files[e.path] = f
	}
	if t2 := scanEnvironment(dir, viewOf(conf), cfg.codeSet); t2.digest != t.digest {
		stable = false
	}

	// Modules, with Puppet's metadata rules.
	s.modByName = map[string]*Module{}
	for _, m := range t.modules {
		var meta []byte
		if f := s.files[filepath.Join(m.Path, "metadata.json")]; f != nil && f.readErr == nil {
			meta = f.src
			if meta == nil {
				meta = []byte{}
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

	// The initial manifests, parsed and registered now.
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
		return fmt.Errorf("Could not parse for environment %s: %w", name, err)
	}
	if cfg.codeSet {
		p, warns, err := parser.ParseWithWarnings("", []byte(cfg.code), false)
		s.code = &sourceFile{src: []byte(cfg.code), warns: warns}
		if err != nil {
			s.manErr = parseErr(err)
		} else {
			s.manifests = []*ast.Program{p}
			s.manErr = reg.add(p, "", p.Source)
		}
	} else {
		for _, path := range t.manifests {
			f := s.files[path]
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
	}
	if s.manErr != nil {
		s.manifests = nil
	}
	s.typesDigest = typesDigest(t.entries)
	s.verified.Store(scanStart)
	return s, stable, nil
}

// typesDigest hashes the paths that resource types are read from.
func typesDigest(es []entry) [32]byte {
	var sel []entry
	for _, e := range es {
		if e.role == roleStat || e.role == roleModule {
			sel = append(sel, e)
		}
	}
	return digestOf(sel)
}

// finish completes a loaded snapshot: the resource types (shared with prev
// when their files did not change) and the Hiera engine.
func (s *Snapshot) finish(prev *Snapshot) {
	if prev != nil && prev.typesDigest == s.typesDigest && prev.types != nil {
		s.types = prev.types
	} else {
		s.types = &typeSet{}
	}
	st := s.opts.settings
	s.hieraEngine = hiera.New(hiera.Options{
		Environment:     s.name,
		EnvironmentDir:  s.dir,
		HieraConfig:     st.HieraConfig,
		Codedir:         st.Codedir,
		ModuleDir:       s.moduleDir,
		Strict:          st.Strict,
		DisableWarnings: st.DisableWarnings,
	})
}

// moduleDir finds a module's directory.
func (s *Snapshot) moduleDir(name string) (string, bool) {
	if m := s.modByName[name]; m != nil {
		return m.Path, true
	}
	return "", false
}

// resourceTypes reads the modules' resource types once.
func (s *Snapshot) resourceTypes() map[string]*resourcetypes.Type {
	ts := s.types
	ts.once.Do(func() {
		dirs := make([]string, len(s.modules))
		for i, m := range s.modules {
			dirs[i] = m.Path
		}
		rb, errs := resourcetypes.LoadModuleTypes(dirs)
		pc, perrs := resourcetypes.LoadPcoreTypes(filepath.Join(s.dir, ".resource_types"))
		ts.types = resourcetypes.MergeTypes(rb, pc)
		ts.errs = append(errs, perrs...)
	})
	return ts.types
}

// validateChanged parses every code file of s that prev does not share
// (new or changed files), as a reload does before it is accepted, and
// returns the errors found.
func (s *Snapshot) validateChanged(prev *Snapshot) []error {
	var errs []error
	if s.manErr != nil {
		errs = append(errs, s.manErr)
	}
	for path, f := range s.files {
		if prev != nil && prev.files[path] == f {
			continue
		}
		var err error
		switch {
		case strings.HasSuffix(path, ".pp"):
			_, err = f.program()
			if err != nil && f.ns.kind == nsModule {
				_, err = autoloadError(s.name, f, err)
			}
		case strings.HasSuffix(path, ".epp"):
			_, err = f.epp()
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	return errs
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
