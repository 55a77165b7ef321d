package environments

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/environments/envconf"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/punch-dev/punch/parser/diag"
)

// ErrUnknownEnvironment is matched (errors.Is) by the error for an
// environment that does not exist.
var ErrUnknownEnvironment = errors.New("unknown environment")

// NotFoundError is Puppet's error for an environment that is not on the
// environmentpath.
type NotFoundError struct {
	Name string
	// Path is the environmentpath as Puppet shows it (":"-separated).
	Path string
}

func (e *NotFoundError) Error() string {
	return fmt.Sprintf("Could not find a directory environment named '%s' anywhere in the path: %s. Does the directory exist?", e.Name, e.Path)
}

// Is makes errors.Is(err, ErrUnknownEnvironment) true.
func (e *NotFoundError) Is(target error) bool { return target == ErrUnknownEnvironment }

// Options configure a Registry.
type Options struct {
	// Settings are the loaded settings. Used: environmentpath,
	// versioned_environment_dirs, the settings environment.conf refers to
	// and falls back on (basemodulepath, default_manifest,
	// environment_timeout, and --manifest, --modulepath and
	// --config_version, which override every environment.conf),
	// hiera_config, codedir, strict and disable_warnings.
	Settings *settings.Settings
	// Logger receives what happens to environments: loads, reloads,
	// refused reloads, and what Puppet logs while loading one (metadata
	// problems, environment.conf warnings). The zero Logger discards.
	Logger zerolog.Logger
	// Code, when set, replaces the initial manifests of every environment
	// (punch compile -e).
	Code *string
	// Now is the clock; nil is time.Now.
	Now func() time.Time
}

// Registry is the set of directory environments under the environmentpath:
// it loads each environment once, shares the snapshot with every compile,
// and replaces it when the files change, as environment_timeout says:
//
//   - 0: every Get re-checks the files (a stat of each file that matters,
//     no reading or parsing unless something changed);
//   - a duration: Get re-checks once that time has passed since the last
//     check;
//   - unlimited: only Flush makes Get re-check.
//
// A reload reads only the files that changed, parses them, and swaps the
// new snapshot in at once; compiles that started before keep the one they
// have. A reload whose changed files do not parse (or whose
// environment.conf is invalid) is refused: the last good snapshot stays in
// use, and the errors are logged with the file and line.
//
// A Registry is safe for concurrent use.
type Registry struct {
	opts  Options
	cfg   *loadConfig
	paths []string
	now   func() time.Time
	log   zerolog.Logger

	mu   sync.Mutex
	envs map[string]*envState

	// instances are the environment instances Puppet Server would hold,
	// for the catalog version (Registry.Instance, version.go).
	instances instances
}

// envState is the state of one environment.
type envState struct {
	snap atomic.Pointer[Snapshot]
	// checked is when the files were last checked (UnixNano).
	checked atomic.Int64
	// force makes the next Get re-read every file (Flush).
	force atomic.Bool

	// mu serializes checks and loads.
	mu  sync.Mutex
	gen uint64
	// rejected is the digest of the files of a refused reload, so that
	// the same broken state is not parsed (and logged) again.
	rejected    [32]byte
	hasRejected bool
	// failErr is why the environment could not be loaded at all (an
	// invalid environment.conf), with the identity of that file then, so
	// that the same failure is not loaded and logged again.
	failErr error
	failKey fileKey
	failDir string
}

// New returns a registry over the environments of opts.Settings'
// environmentpath. Nothing is loaded until an environment is asked for.
func New(opts Options) (*Registry, error) {
	if opts.Settings == nil {
		return nil, errors.New("environments: no settings")
	}
	r := &Registry{opts: opts, paths: opts.Settings.EnvironmentPath, now: opts.Now, log: opts.Logger, envs: map[string]*envState{}}
	if r.now == nil {
		r.now = time.Now
	}
	r.cfg = &loadConfig{settings: opts.Settings}
	if opts.Code != nil {
		r.cfg.code, r.cfg.codeSet = *opts.Code, true
	}
	return r, nil
}

// SearchPaths are the environmentpath directories, in order.
func (r *Registry) SearchPaths() []string { return append([]string(nil), r.paths...) }

// dir finds an environment's directory: the first environmentpath entry
// holding a directory of that name. With versioned_environment_dirs the
// directory's symbolic links are resolved, so a deployment that switches a
// link switches every path of the environment at once.
func (r *Registry) dir(name string) (string, bool) {
	if !settings.ValidEnvironmentName(name) {
		return "", false
	}
	d, ok := settings.EnvironmentDir(r.paths, name)
	if !ok {
		return "", false
	}
	if r.opts.Settings.VersionedEnvironmentDirs {
		if real, err := filepath.EvalSymlinks(d); err == nil {
			d = real
		}
	}
	if abs, err := filepath.Abs(d); err == nil {
		d = abs
	}
	return d, true
}

func (r *Registry) notFound(name string) error {
	return &NotFoundError{Name: name, Path: strings.Join(r.paths, ":")}
}

// List returns the names of the environments on the environmentpath,
// sorted.
func (r *Registry) List() ([]string, error) {
	seen := map[string]bool{}
	var names []string
	for _, p := range r.paths {
		ents, err := os.ReadDir(p)
		if err != nil {
			if isNotExist(err) {
				continue
			}
			return nil, err
		}
		for _, e := range ents {
			n := e.Name()
			if seen[n] || !settings.ValidEnvironmentName(n) {
				continue
			}
			if fi, err := os.Stat(filepath.Join(p, n)); err != nil || !fi.IsDir() {
				continue
			}
			seen[n] = true
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names, nil
}

// Flush makes the next Get of an environment (of every environment when
// name is "") read its files again, as Puppet Server's environment cache
// flush does. Compiles in progress keep their snapshot; a flushed
// environment whose code does not parse any more keeps serving the last
// good snapshot.
//
// Flush logs nothing: the caller knows who asked (a request, a signal) and
// logs the flush once with that context; the reload it causes is logged
// by the next Get (environment loaded, reason "cache flushed").
func (r *Registry) Flush(name string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for n, st := range r.envs {
		if name == "" || n == name {
			st.force.Store(true)
		}
	}
}

// Get returns the current snapshot of an environment, checking its files
// first when its environment_timeout says so. The error wraps
// ErrUnknownEnvironment when there is no such environment, or says why the
// environment cannot be loaded (an invalid environment.conf) when there is
// no good snapshot to fall back on.
func (r *Registry) Get(name string) (*Snapshot, error) {
	start := r.now()
	r.mu.Lock()
	st := r.envs[name]
	r.mu.Unlock()
	if st == nil {
		if _, ok := r.dir(name); !ok {
			return nil, r.notFound(name)
		}
		r.mu.Lock()
		if st = r.envs[name]; st == nil {
			st = &envState{}
			r.envs[name] = st
		}
		r.mu.Unlock()
	}
	if s := st.snap.Load(); s != nil && !st.force.Load() && fresh(s, st.checked.Load(), start) {
		return s, nil
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	s := st.snap.Load()
	if s != nil && !st.force.Load() && st.checked.Load() > start.UnixNano() {
		// Another Get checked the files after this one began.
		return s, nil
	}
	ns, err := r.refresh(st, name, s)
	if err == nil && ns == s {
		// The files were checked and the snapshot kept: for Puppet this is
		// a new environment instance, whose first compile runs
		// config_version again (a new snapshot starts with a new epoch).
		ns.newVersionEpoch()
	}
	return ns, err
}

// Peek returns an environment's current snapshot without checking its
// files (loading it when it has none yet): for uses where a snapshot a
// little behind the files is fine, such as listing modules for file
// serving on every request.
func (r *Registry) Peek(name string) (*Snapshot, error) {
	r.mu.Lock()
	st := r.envs[name]
	r.mu.Unlock()
	if st != nil {
		if s := st.snap.Load(); s != nil {
			return s, nil
		}
	}
	return r.Get(name)
}

// fresh reports whether a snapshot checked at checked needs no check at t.
func fresh(s *Snapshot, checked int64, t time.Time) bool {
	to := s.conf.Timeout
	if to.IsUnlimited() {
		return true
	}
	d := to.Duration()
	return d > 0 && t.UnixNano()-checked < int64(d)
}

// refresh checks an environment's files and loads a new snapshot when they
// changed (st.mu held).
func (r *Registry) refresh(st *envState, name string, cur *Snapshot) (*Snapshot, error) {
	began := r.now()
	dir, ok := r.dir(name)
	if !ok {
		if cur != nil {
			r.log.Warn().Str("environment", name).Str("dir", cur.dir).Msg("environment directory removed: the environment is no longer served")
		}
		st.snap.Store(nil)
		r.mu.Lock()
		delete(r.envs, name)
		r.mu.Unlock()
		return nil, r.notFound(name)
	}
	force := st.force.Swap(false)
	reason := "first use"
	if cur != nil {
		reason = "files changed"
		if force {
			reason = "cache flushed"
		}
		if !force && dir == cur.dir {
			ok, seen := cur.verify(time.Now().UnixNano())
			if ok {
				st.checked.Store(began.UnixNano())
				return cur, nil
			}
			if st.hasRejected && seen == st.rejected {
				st.checked.Store(began.UnixNano())
				return cur, nil
			}
		}
	}
	confKey := fileKey{}
	if fi, err := os.Stat(filepath.Join(dir, "environment.conf")); err == nil {
		confKey = keyOf(fi)
	}
	if cur == nil && !force && st.failErr != nil && st.failDir == dir && st.failKey == confKey {
		return nil, st.failErr
	}
	s, err := loadSnapshot(r.cfg, name, dir, cur, !force)
	if err != nil {
		if cur == nil {
			r.logLoadError(name, err, "cannot load the environment; fix it (compiles in it fail meanwhile)")
			st.failErr, st.failKey, st.failDir = err, confKey, dir
			return nil, err
		}
		r.logLoadError(name, err, fmt.Sprintf("reload refused: still serving generation %d; fix the environment and it is reloaded at the next check", cur.gen))
		_, seen := cur.verify(time.Now().UnixNano())
		st.rejected, st.hasRejected = seen, true
		st.checked.Store(began.UnixNano())
		return cur, nil
	}
	if cur != nil {
		if errs := s.validateChanged(cur); len(errs) > 0 {
			for _, e := range errs {
				r.logLoadError(name, e, fmt.Sprintf("reload refused: a changed file does not parse; still serving generation %d (fix the file and it is reloaded at the next check)", cur.gen))
			}
			st.rejected, st.hasRejected = s.digest, true
			st.checked.Store(began.UnixNano())
			return cur, nil
		}
	}
	st.failErr = nil
	st.gen++
	s.gen = st.gen
	s.loadedAt = r.now()
	st.hasRejected = false
	for _, m := range s.messages {
		ev := r.log.Debug()
		switch m.Level {
		case "err":
			ev = r.log.Error()
		case "warning":
			ev = r.log.Warn()
		}
		if m.Module != "" {
			ev = ev.Str("module", m.Module)
		}
		if m.File != "" {
			ev = ev.Str("file", m.File)
		}
		if m.Line > 0 {
			ev = ev.Int("line", m.Line)
		}
		ev.Str("environment", name).Msg(m.Text)
	}
	s.refresh = func(stale *Snapshot) *Snapshot { return r.replaceStale(st, name, stale) }
	r.log.Info().Str("environment", name).Str("dir", dir).Uint64("generation", s.gen).Str("reason", reason).
		Int("modules", len(s.modules)).Int("files", s.FilesRead()).Int("files_changed", s.changedFrom(cur)).
		Dur("duration", s.loadedAt.Sub(began)).Msg("environment loaded")
	if s.manErr != nil {
		r.logLoadError(name, s.manErr, "the environment's main manifest does not load: compiles in it fail until it is fixed")
	}
	st.snap.Store(s)
	st.checked.Store(began.UnixNano())
	return s, nil
}

// replaceStale gives the snapshot that replaces stale, whose files changed
// under a compile (Loader.Recheck): the current one if stale was replaced
// already, else a reload now, whatever environment_timeout says (the
// compile needs a state of the files it can trust). A refused reload
// leaves stale in place.
func (r *Registry) replaceStale(st *envState, name string, stale *Snapshot) *Snapshot {
	st.mu.Lock()
	defer st.mu.Unlock()
	cur := st.snap.Load()
	if cur != stale {
		return cur
	}
	ns, err := r.refresh(st, name, cur)
	if err != nil {
		return nil
	}
	return ns
}

// logLoadError logs a problem of an environment with the file and line it
// names.
func (r *Registry) logLoadError(name string, err error, what string) {
	ev := r.log.Error().Str("environment", name)
	if file, line := errorLocation(err); file != "" {
		ev = ev.Str("file", file)
		if line > 0 {
			ev = ev.Int("line", line)
		}
	}
	ev.Str("error", err.Error()).Msg(what)
}

// errorLocation finds the file and line an error names.
func errorLocation(err error) (string, int) {
	var ee *eval.Error
	if errors.As(err, &ee) && ee.File != "" {
		return ee.File, ee.Line
	}
	var dl diag.List
	if errors.As(err, &dl) && len(dl) > 0 {
		return dl[0].Span.File, dl[0].Span.Start.Line
	}
	var ce *envconf.Error
	if errors.As(err, &ce) {
		return ce.File, ce.Line
	}
	return "", 0
}

// Open loads the environment in dir (not looked for on an
// environmentpath), for a one-off compile such as punch compile -e. The
// snapshot is not watched for changes.
func Open(name, dir string, opts Options) (*Snapshot, error) {
	if opts.Settings == nil {
		return nil, errors.New("environments: no settings")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	cfg := &loadConfig{settings: opts.Settings}
	if opts.Code != nil {
		cfg.code, cfg.codeSet = *opts.Code, true
	}
	s, err := loadSnapshot(cfg, name, abs, nil, false)
	if err != nil {
		return nil, err
	}
	s.gen = 1
	s.refresh = func(stale *Snapshot) *Snapshot { return reopen(cfg, name, abs, stale) }
	now := time.Now
	if opts.Now != nil {
		now = opts.Now
	}
	s.loadedAt = now()
	return s, nil
}

// reopen loads a snapshot opened by Open again after its files changed
// under a compile.
func reopen(cfg *loadConfig, name, dir string, stale *Snapshot) *Snapshot {
	s, err := loadSnapshot(cfg, name, dir, stale, true)
	if err != nil {
		return nil
	}
	s.gen = stale.gen + 1
	s.loadedAt = time.Now()
	s.refresh = func(next *Snapshot) *Snapshot { return reopen(cfg, name, dir, next) }
	return s
}
