package environments

import (
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// A snapshot reads the files of an environment when a compile first needs
// them (Puppet's autoloading: a name maps to a file), not when it is
// made: the cost of a compile grows with the code it uses, not with the
// modulepath. Each path the snapshot looks at — a file it reads, a
// directory it lists, a path it finds absent — is "consulted" once, with
// the file's identity (fileKey) at that moment, and then answers every
// compile of the snapshot the same way.
//
// A snapshot must still be one state the files really had, as an eagerly
// read one was. Three things keep it so:
//
//   - a check (Snapshot.verify, run by Registry.Get as environment_timeout
//     says) stats every consulted path and the fixed part (environment.conf,
//     the manifests, the module list); when they are unchanged, every
//     consulted file is known to be in its state at the check's start;
//   - a file consulted after the last check whose change time is older than
//     that check (less racyWindow) has not changed since before the check:
//     it is in the same state as the rest;
//   - any other file (changed recently, or a path found absent) makes the
//     compile that used it uncertain: when it ends, the snapshot is checked
//     again (Loader.Recheck), and if anything changed the compile is run
//     again on a newer snapshot (compiler.Rechecker).
//
// Directories a snapshot reads through are pinned: the environment's
// directory and each module's are resolved (symbolic links) once per
// snapshot, so a deployment switching a link does not reach a snapshot
// made before it.

// consultKind is what a snapshot keeps of a consulted path.
type consultKind uint8

const (
	// cFile: a file's content (nothing when the path is absent or not a
	// regular file).
	cFile consultKind = iota + 1
	// cDir: a directory's entry names (none when absent).
	cDir
)

// consulted is one path a snapshot looked at.
type consulted struct {
	// path is the path as compiles name it; real is where it is read
	// (path with the snapshot's pinned directories).
	path, real string
	kind       consultKind
	ns         fileNamespace

	once sync.Once
	// key is the identity seen when the path was read (zero: absent).
	key fileKey
	// f is the content of a regular file (cFile), nil otherwise.
	f *sourceFile
	// names and ents are a directory's entries, sorted (cDir).
	names []string
	ents  []os.DirEntry
	// suspect: the module directory the path is in changed since the
	// snapshot was made; the path is uncertain until a check.
	suspect bool
	// seq is the position of the path in the snapshot's list.
	seq int
	// cmpAt is when the content was last known to be the file's
	// (UnixNano): a file whose times are that recent could change again
	// without its key changing, so checks compare its content (see
	// racyWindow).
	cmpAt atomic.Int64
}

func (c *consulted) present() bool { return c.key != fileKey{} }

// has reports whether a consulted directory has an entry of that name.
func (c *consulted) has(name string) bool {
	i := sort.SearchStrings(c.names, name)
	return i < len(c.names) && c.names[i] == name
}

// lazyFiles are the paths a snapshot consulted.
type lazyFiles struct {
	mu sync.Mutex
	m  map[string]*consulted
	// list holds the consulted paths in the order their reads completed.
	list []*consulted
	// ver is the last check of the snapshot.
	ver atomic.Pointer[verification]
	// checkMu serializes checks.
	checkMu sync.Mutex
	// looseAt is when (UnixNano) the snapshot last read a path it could
	// not vouch for on behalf of no compile in particular (the function
	// table's files and listings, shared by all): every compile running
	// then is checked when it ends.
	looseAt atomic.Int64
}

// verification is the outcome of the last check of a snapshot.
type verification struct {
	// at is when the check began (UnixNano).
	at int64
	// n: the first n consulted paths were checked.
	n int
	// stale: a check found the files changed since the snapshot was
	// made; compiles of the snapshot that read anything uncertain are
	// run again on a new one.
	stale bool
}

// consult returns what the snapshot holds for path, reading it the first
// time.
func (s *Snapshot) consult(path string, kind consultKind) *consulted {
	return s.consultAt(path, kind, "")
}

// consultAt is consult reading the path at real ("": where realPath
// says).
func (s *Snapshot) consultAt(path string, kind consultKind, real string) *consulted {
	s.lazy.mu.Lock()
	c := s.lazy.m[path]
	if c == nil {
		c = &consulted{path: path, kind: kind, real: real}
		s.lazy.m[path] = c
	}
	s.lazy.mu.Unlock()
	c.once.Do(func() {
		s.fill(c)
		s.lazy.mu.Lock()
		c.seq = len(s.lazy.list)
		s.lazy.list = append(s.lazy.list, c)
		s.lazy.mu.Unlock()
	})
	return c
}

// lookup returns a consulted path, nil when the snapshot has not looked at
// it.
func (s *Snapshot) lookup(path string) *consulted {
	s.lazy.mu.Lock()
	c := s.lazy.m[path]
	s.lazy.mu.Unlock()
	if c == nil {
		return nil
	}
	c.once.Do(func() {}) // wait for a read in progress
	if c.kind == 0 {
		return nil
	}
	return c
}

// consultedList returns the paths consulted so far.
func (s *Snapshot) consultedList() []*consulted {
	s.lazy.mu.Lock()
	defer s.lazy.mu.Unlock()
	return append([]*consulted(nil), s.lazy.list...)
}

// fileAt returns the content the snapshot holds for path (reading it the
// first time), nil when there is no such regular file.
func (s *Snapshot) fileAt(path string) *sourceFile {
	return s.consult(path, cFile).f
}

// maxConsultAttempts bounds the reads of a file that keeps changing while
// it is read.
const maxConsultAttempts = 3

// fill reads a consulted path: from the previous snapshot when the file is
// unchanged there (same identity), else from disk.
func (s *Snapshot) fill(c *consulted) {
	if c.real == "" {
		c.real, c.suspect = s.realPath(c.path)
	}
	if c.kind == cFile && strings.HasSuffix(c.path, ".pp") && s.conf != nil {
		c.ns = namespaceFor(c.path, s.conf.Manifest, s.conf.ModulePath)
	}
	start := time.Now().UnixNano()
	c.cmpAt.Store(start)
	var pc *consulted
	if s.prev != nil {
		pc = s.prev.lookup(c.path)
		if pc != nil && (pc.kind != c.kind || pc.ns != c.ns || pc.real != c.real) {
			pc = nil
		}
	}
	for attempt := 1; ; attempt++ {
		stable := true
		switch c.kind {
		case cFile:
			stable = s.fillFile(c, pc)
		case cDir:
			stable = fillDir(c, pc, s.trustStat)
		}
		if stable || attempt >= maxConsultAttempts {
			return
		}
	}
}

// fillFile reads a file; false when it changed while it was read.
func (s *Snapshot) fillFile(c *consulted, pc *consulted) bool {
	if s.trustStat && pc != nil && pc.present() {
		if fi, err := os.Stat(c.real); err == nil && keyOf(fi) == pc.key && !isRacy(pc.key, pc.cmpAt.Load()) {
			c.key, c.f = pc.key, pc.f
			c.cmpAt.Store(pc.cmpAt.Load())
			return true
		}
	}
	src, key, isFile, err := readKeyed(c.real, maxFileSize)
	c.key, c.f = key, nil
	if !c.present() || !isFile {
		return true
	}
	f := &sourceFile{path: c.path, src: src, readErr: err, ns: c.ns}
	if s.opts != nil && s.opts.settings != nil {
		f.strict = s.opts.settings.Strict
	}
	if pc != nil && pc.f != nil && pc.f.sameContent(f) {
		f = pc.f
	}
	c.f = f
	if fi, err := os.Stat(c.real); err != nil || keyOf(fi) != key {
		return false
	}
	return true
}

// fillDir lists a directory; false when it changed while it was listed.
func fillDir(c *consulted, pc *consulted, trustStat bool) bool {
	fi, err := os.Stat(c.real)
	if err != nil || !fi.IsDir() {
		c.key, c.names, c.ents = fileKey{}, nil, nil
		if err == nil {
			c.key = keyOf(fi)
		}
		return true
	}
	key := keyOf(fi)
	if trustStat && pc != nil && pc.key == key && !isRacy(key, pc.cmpAt.Load()) {
		c.key, c.names, c.ents = key, pc.names, pc.ents
		c.cmpAt.Store(pc.cmpAt.Load())
		return true
	}
	ents, err := os.ReadDir(c.real)
	c.key, c.ents, c.names = key, ents, make([]string, len(ents))
	for i, e := range ents {
		c.names[i] = e.Name()
	}
	if err != nil {
		return true
	}
	fi2, err := os.Stat(c.real)
	return err == nil && keyOf(fi2) == key
}

// readDirNames lists a directory's entry names, sorted.
func readDirNames(dir string) ([]string, error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	names, err := f.Readdirnames(-1)
	sort.Strings(names)
	return names, err
}

// readKeyed reads a regular file of at most max bytes, returning its
// identity after the read (zero when absent). isFile is false for a path
// that is not a regular file (nothing is read then). err is set when a
// regular file could not be read (too large, an I/O error).
func readKeyed(path string, max int64) (src []byte, key fileKey, isFile bool, err error) {
	// O_NONBLOCK: a FIFO must not hold the compile (it is refused below).
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		if fi, serr := os.Stat(path); serr == nil {
			// Present but unreadable (permissions): a file that fails.
			return nil, keyOf(fi), fi.Mode().IsRegular(), err
		}
		return nil, fileKey{}, false, nil
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fileKey{}, false, nil
	}
	key = keyOf(fi)
	if !fi.Mode().IsRegular() {
		return nil, key, false, nil
	}
	if fi.Size() > max {
		return nil, key, true, &fileTooLarge{path: path, max: max}
	}
	buf := make([]byte, 0, fi.Size()+1)
	for {
		n, rerr := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			return nil, key, true, rerr
		}
		if int64(len(buf)) > max {
			return nil, key, true, &fileTooLarge{path: path, max: max}
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
	}
	if fi2, err := f.Stat(); err == nil {
		key = keyOf(fi2)
	}
	return buf, key, true, nil
}

// fileTooLarge refuses a file larger than a snapshot keeps.
type fileTooLarge struct {
	path string
	max  int64
}

func (e *fileTooLarge) Error() string {
	return e.path + " is larger than " + itoa(e.max) + " bytes"
}

func itoa(n int64) string {
	var b [20]byte
	i := len(b)
	if n == 0 {
		return "0"
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// realPath is where the snapshot reads path: the environment's directory
// and the module directories resolved once per snapshot. suspect is set
// when the module directory changed since the snapshot was made (see
// moduleState).
func (s *Snapshot) realPath(path string) (real string, suspect bool) {
	if s.conf != nil {
		for _, mp := range s.conf.ModulePath {
			rest, ok := under(path, mp)
			if !ok {
				continue
			}
			name, tail, _ := strings.Cut(rest, string(filepath.Separator))
			m := s.modByName[name]
			if m == nil || m.Path != filepath.Join(mp, name) {
				break
			}
			ms := s.modState[name]
			dir, suspect := ms.realDir(s)
			if tail == "" {
				return dir, suspect
			}
			return dir + string(filepath.Separator) + tail, suspect
		}
	}
	return s.pin(path), false
}

// pin maps a path in the environment's directory to the snapshot's
// resolution of that directory.
func (s *Snapshot) pin(path string) string {
	if s.realDir == "" || s.realDir == s.dir {
		return path
	}
	if rest, ok := under(path, s.dir); ok {
		return filepath.Join(s.realDir, rest)
	}
	if path == s.dir {
		return s.realDir
	}
	return path
}

// under reports whether path is inside dir, and the rest of it.
func under(path, dir string) (string, bool) {
	dir = strings.TrimSuffix(dir, string(filepath.Separator))
	if len(path) > len(dir)+1 && path[len(dir)] == filepath.Separator && path[:len(dir)] == dir {
		return path[len(dir)+1:], true
	}
	return "", false
}

// isJoin reports whether p is filepath.Join(dir, name) for a name that
// is one clean path element (a module's name), without building the join
// when dir is clean (inSnapshot asks for every template and file a compile
// reads).
func isJoin(p, dir, name string) bool {
	if dir == "" || dir == "." || dir == string(filepath.Separator) || filepath.Clean(dir) != dir {
		return p == filepath.Join(dir, name)
	}
	return len(p) == len(dir)+1+len(name) && p[len(dir)] == filepath.Separator &&
		p[:len(dir)] == dir && p[len(dir)+1:] == name
}

// moduleState is what a snapshot knows of one module's directory.
type moduleState struct {
	// dir is the module's directory as compiles name it.
	dir string
	// key is the module directory's identity when the snapshot was made.
	key  fileKey
	once sync.Once
	real string
	// changed: the directory was not the same any more when it was
	// resolved.
	changed bool
}

// realDir resolves the module's directory once per snapshot.
func (ms *moduleState) realDir(s *Snapshot) (string, bool) {
	ms.once.Do(func() {
		p := s.pin(ms.dir)
		ms.real = p
		if r, err := filepath.EvalSymlinks(p); err == nil {
			ms.real = r
		}
		if fi, err := os.Stat(ms.real); err != nil || keyOf(fi) != ms.key {
			ms.changed = true
		}
	})
	return ms.real, ms.changed
}

// certain reports whether a consulted path is known to be in the state of
// the snapshot's last check (see the top of this file).
func (s *Snapshot) certain(c *consulted) bool {
	v := s.lazy.ver.Load()
	if v == nil {
		return false
	}
	if c.seq < v.n && !c.suspect {
		return true
	}
	if c.suspect || !c.present() || c.key.ctime == 0 {
		// An absent path may have been removed since; without a change
		// time (some platforms) nothing proves a file unchanged.
		return false
	}
	old := v.at - racyWindow
	return c.key.ctime < old && c.key.mtime < old
}

// verify checks that every path the snapshot consulted, and its fixed
// part, are as the snapshot holds them. It returns false (and marks the
// snapshot stale) when something changed, with the digest of what it saw.
// Checks of one snapshot are serialized; a check that began after since
// is taken as this one's answer.
func (s *Snapshot) verify(since int64) (ok bool, seen [32]byte) {
	s.lazy.checkMu.Lock()
	defer s.lazy.checkMu.Unlock()
	if v := s.lazy.ver.Load(); v != nil && v.at > since && !v.stale {
		return true, s.digest
	}
	start := time.Now().UnixNano()
	list := s.consultedList()
	t := scanFixed(s.dir, s.realDirNow(), viewOf(s.conf), s.opts.codeSet)
	ok = t.digest == s.fixed.digest && s.realDirNow() == s.realDir
	keys := make([]entry, 0, len(list))
	for _, c := range list {
		k, same := s.recheck(c, start)
		keys = append(keys, entry{path: c.path, role: role(c.kind), key: k})
		if !same {
			ok = false
		}
	}
	seen = combineDigests(t.digest, sortedDigest(keys))
	if ok {
		s.lazy.ver.Store(&verification{at: start, n: len(list)})
	} else {
		old := s.lazy.ver.Load()
		nv := &verification{stale: true}
		if old != nil {
			nv.at, nv.n = old.at, old.n
		}
		s.lazy.ver.Store(nv)
	}
	return ok, seen
}

// realDirNow resolves the environment's directory as a new snapshot
// would.
func (s *Snapshot) realDirNow() string {
	if r, err := filepath.EvalSymlinks(s.dir); err == nil {
		return r
	}
	return s.dir
}

// recheck compares a consulted path with the disk: its identity now, and
// whether it is the one the snapshot holds (for a file whose times are
// recent, by content).
func (s *Snapshot) recheck(c *consulted, now int64) (fileKey, bool) {
	real, suspect := c.real, c.suspect
	if suspect {
		return fileKey{}, false
	}
	fi, err := os.Stat(real)
	if err != nil {
		return fileKey{}, !c.present()
	}
	k := keyOf(fi)
	if c.kind == cFile && !fi.Mode().IsRegular() {
		return k, k == c.key
	}
	if k != c.key {
		return k, false
	}
	if !isRacy(k, c.cmpAt.Load()) {
		return k, true
	}
	switch c.kind {
	case cFile:
		if c.f == nil || c.f.readErr != nil {
			return k, false
		}
		b, _, _, err := readKeyed(real, maxFileSize)
		if err != nil || string(b) != string(c.f.src) {
			return k, false
		}
	case cDir:
		names, err := readDirNames(real)
		if err != nil || strings.Join(names, "/") != strings.Join(c.names, "/") {
			return k, false
		}
	}
	c.cmpAt.Store(now)
	return k, true
}

// stale reports whether a check found the snapshot's files changed.
func (s *Snapshot) stale() bool {
	v := s.lazy.ver.Load()
	return v != nil && v.stale
}

// sortedDigest is the digest of entries in path order.
func sortedDigest(es []entry) [32]byte {
	sort.Slice(es, func(i, j int) bool { return es[i].path < es[j].path })
	return digestOf(es)
}

// inSnapshot reports whether a path is one the snapshot keeps when a
// compile reads it: a module's manifests/, functions/, types/ and
// templates/, the environment's functions/ and types/. Other files
// (files/, absolute paths) are read from disk when the compile asks, as
// Puppet reads them.
func (s *Snapshot) inSnapshot(path string) bool {
	const sep = string(filepath.Separator)
	for _, mp := range s.conf.ModulePath {
		rest, ok := under(path, mp)
		if !ok {
			continue
		}
		name, tail, _ := strings.Cut(rest, sep)
		if m := s.modByName[name]; m == nil || !isJoin(m.Path, mp, name) {
			return false
		}
		switch sub, _, _ := strings.Cut(tail, sep); sub {
		case "manifests", "functions", "types", "templates":
			return true
		}
		return false
	}
	if rest, ok := under(path, s.dir); ok {
		switch sub, _, _ := strings.Cut(rest, sep); sub {
		case "functions", "types":
			return true
		}
	}
	return false
}

// readLoose reads a file of the snapshot for a part of it that no single
// compile owns (the function table): like consult, but a path the
// snapshot cannot vouch for makes every compile then running check the
// snapshot when it ends.
func (s *Snapshot) readLoose(path string, kind consultKind) *consulted {
	c := s.consult(path, kind)
	if !s.certain(c) {
		s.lazy.looseAt.Store(time.Now().UnixNano())
	}
	return c
}
