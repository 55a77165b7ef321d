package environments

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/erb"
	"github.com/punch-dev/punch/environments/readlimit"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
)

// fileKey identifies one version of a file (see keyOf). The zero key stands
// for "absent".
type fileKey struct {
	dev, ino           uint64
	size, mtime, ctime int64
	mode               uint32
}

// role says what a path is to the environment.
type role uint8

const (
	// roleManifest is an initial manifest (the manifest setting).
	roleManifest role = iota + 1
	// roleCode is a .pp file the autoloader can reach: a module's
	// manifests/, functions/ or types/, or the environment's functions/
	// and types/.
	roleCode
	// roleTemplate is a file under a module's templates/.
	roleTemplate
	// roleMetadata is a module's metadata.json (read; may be absent).
	roleMetadata
	// roleModule marks a module directory (its presence).
	roleModule
	// roleStat is a file whose changes matter but whose content Punch
	// does not keep (resource types in lib/puppet/type, providers,
	// .resource_types).
	roleStat
	// roleConf is environment.conf (may be absent).
	roleConf
)

// captured reports whether the content of files of this role is read into
// the snapshot.
func (r role) captured() bool {
	return r == roleManifest || r == roleCode || r == roleTemplate || r == roleMetadata || r == roleConf
}

// entry is one path found by a scan.
type entry struct {
	path string
	role role
	key  fileKey
}

// tree is what a scan of an environment finds: every path that matters, in
// a fixed order, so that two scans of an unchanged environment give the
// same digest.
type tree struct {
	entries []entry
	// manifests are the initial manifest files, in evaluation order (a
	// directory whose name ends in .pp is listed too: Puppet fails
	// reading it).
	manifests []string
	// modules are the modules on the modulepath, in order, one per name.
	modules []*Module
	digest  [32]byte
}

// validName is the naming rule for module directories and the segments of
// autoloaded names (Puppet::Module.is_module_directory_name?).
func validName(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// maxDepth bounds directory recursion (and with it symbolic link loops).
const maxDepth = 40

// scanner walks an environment.
type scanner struct {
	t *tree
	// Paths under real are recorded under logical: a module is walked
	// through its resolved directory (one symbolic link resolution for
	// the module instead of one per file) and reported by its path on the
	// modulepath.
	logical, real string
}

func (s *scanner) add(path string, r role, fi os.FileInfo) {
	if s.real != "" && strings.HasPrefix(path, s.real) {
		path = s.logical + path[len(s.real):]
	}
	e := entry{path: path, role: r}
	if fi != nil {
		e.key = keyOf(fi)
	}
	s.t.entries = append(s.t.entries, e)
}

// scanWorkers bounds the modules scanned at once.
const scanWorkers = 8

// scanEnvironment lists everything of an environment that a compile may
// read: environment.conf, the initial manifests, the environment's
// functions/ and types/, and for every module its metadata.json,
// manifests/, functions/, types/, templates/ and resource type files.
// code set means the initial manifests are replaced (punch compile -e).
func scanEnvironment(dir string, conf confView, code bool) *tree {
	s := &scanner{t: &tree{}}
	cf := filepath.Join(dir, "environment.conf")
	fi, _ := os.Stat(cf)
	s.add(cf, roleConf, fi)

	if !code && conf.manifest != "" {
		s.scanManifests(conf.manifest)
	}
	for _, sub := range []string{"functions", "types"} {
		s.walkCode(filepath.Join(dir, sub), roleCode, true)
	}
	s.walkFlat(filepath.Join(dir, ".resource_types"), ".pp")
	s.walkLib(dir)

	seen := map[string]bool{}
	for _, mp := range conf.modulePath {
		ents, err := os.ReadDir(mp)
		if err != nil {
			continue
		}
		names := make([]string, 0, len(ents))
		for _, e := range ents {
			names = append(names, e.Name())
		}
		sort.Strings(names)
		for _, name := range names {
			if !validName(name) || seen[name] {
				continue
			}
			md := filepath.Join(mp, name)
			fi, err := os.Stat(md)
			if err != nil || !fi.IsDir() {
				continue
			}
			seen[name] = true
			s.t.modules = append(s.t.modules, &Module{Name: name, Path: md})
		}
	}
	// The modules' files, scanned in parallel, recorded in module order.
	parts := make([][]entry, len(s.t.modules))
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < scanWorkers && w < len(s.t.modules); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				parts[i] = scanModule(s.t.modules[i].Path)
			}
		}()
	}
	for i := range s.t.modules {
		work <- i
	}
	close(work)
	wg.Wait()
	for _, p := range parts {
		s.t.entries = append(s.t.entries, p...)
	}
	s.t.digest = digestOf(s.t.entries)
	return s.t
}

// scanModule lists the files of one module that matter.
func scanModule(md string) []entry {
	s := &scanner{t: &tree{}}
	if real, err := filepath.EvalSymlinks(md); err == nil && real != md {
		s.logical, s.real = md, real
	} else {
		s.real = ""
	}
	root := md
	if s.real != "" {
		root = s.real
	}
	s.t.entries = append(s.t.entries, entry{path: md, role: roleModule})
	meta := filepath.Join(root, "metadata.json")
	mfi, _ := os.Stat(meta)
	s.add(meta, roleMetadata, mfi)
	for _, sub := range []string{"manifests", "functions", "types"} {
		s.walkCode(filepath.Join(root, sub), roleCode, true)
	}
	s.walkCode(filepath.Join(root, "templates"), roleTemplate, false)
	s.walkFlat(filepath.Join(root, "lib", "puppet", "type"), ".rb")
	s.walkStat(filepath.Join(root, "lib", "puppet", "provider"), ".rb", 0)
	s.walkLib(root)
	return s.t.entries
}

// scanManifests finds the initial manifests as Puppet 7 does: the manifest
// file, or every `**/*.pp` of the manifest directory (Ruby's Dir.glob: no
// hidden files or directories, symbolic links to directories not followed)
// sorted by path. A missing manifest is no manifest.
func (s *scanner) scanManifests(man string) {
	fi, err := os.Stat(man)
	if err != nil {
		s.add(man, roleManifest, nil)
		return
	}
	if !fi.IsDir() {
		s.add(man, roleManifest, fi)
		s.t.manifests = []string{man}
		return
	}
	var paths []string
	var walk func(dir string, depth int)
	walk = func(dir string, depth int) {
		ents, err := os.ReadDir(dir)
		if err != nil || depth > maxDepth {
			return
		}
		for _, e := range ents {
			n := e.Name()
			if strings.HasPrefix(n, ".") {
				continue
			}
			p := filepath.Join(dir, n)
			if strings.HasSuffix(n, ".pp") {
				paths = append(paths, p)
			}
			if e.IsDir() { // a symbolic link is not followed (e.IsDir is false for it)
				walk(p, depth+1)
			}
		}
	}
	walk(man, 0)
	sort.Strings(paths)
	for _, p := range paths {
		fi, err := os.Stat(p)
		if err != nil {
			continue
		}
		s.t.manifests = append(s.t.manifests, p)
		if fi.IsDir() {
			s.add(p, roleStat, fi)
			continue
		}
		s.add(p, roleManifest, fi)
	}
}

// walkCode records the files under root. For code (.pp) only the paths
// the autoloader can reach are kept: every directory and file name a valid
// name segment. Symbolic links are followed, as the autoloader opens paths
// through them.
func (s *scanner) walkCode(root string, r role, ppOnly bool) {
	visited := map[fileKey]bool{}
	var walk func(dir string, depth int)
	walk = func(dir string, depth int) {
		if depth > maxDepth {
			return
		}
		dfi, err := os.Stat(dir)
		if err != nil || !dfi.IsDir() {
			return
		}
		dk := keyOf(dfi)
		dk.size, dk.mtime, dk.ctime = 0, 0, 0
		if dk.ino != 0 {
			if visited[dk] {
				return
			}
			visited[dk] = true
		}
		ents, err := os.ReadDir(dir)
		if err != nil {
			return
		}
		for _, e := range ents {
			n := e.Name()
			p := filepath.Join(dir, n)
			fi, err := os.Stat(p)
			if err != nil {
				continue
			}
			if fi.IsDir() {
				if !ppOnly || validName(n) {
					walk(p, depth+1)
				}
				continue
			}
			if ppOnly && !(strings.HasSuffix(n, ".pp") && validName(strings.TrimSuffix(n, ".pp"))) {
				continue
			}
			s.add(p, r, fi)
		}
	}
	walk(root, 0)
}

// walkFlat records the files with ext directly in dir.
func (s *scanner) walkFlat(dir, ext string) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), ext) {
			continue
		}
		p := filepath.Join(dir, e.Name())
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
			s.add(p, roleStat, fi)
		}
	}
}

// walkStat records the files with ext anywhere under dir.
func (s *scanner) walkStat(dir, ext string, depth int) {
	if depth > 4 {
		return
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		p := filepath.Join(dir, e.Name())
		fi, err := os.Stat(p)
		if err != nil {
			continue
		}
		if fi.IsDir() {
			s.walkStat(p, ext, depth+1)
		} else if strings.HasSuffix(e.Name(), ext) {
			s.add(p, roleStat, fi)
		}
	}
}

// digestOf hashes a scan's entries: equal digests mean nothing that matters
// changed.
func digestOf(es []entry) [32]byte {
	h := sha256.New()
	var b [8]byte
	num := func(v uint64) {
		binary.LittleEndian.PutUint64(b[:], v)
		h.Write(b[:])
	}
	for _, e := range es {
		h.Write([]byte(e.path))
		h.Write([]byte{0, byte(e.role)})
		num(e.key.dev)
		num(e.key.ino)
		num(uint64(e.key.size))
		num(uint64(e.key.mtime))
		num(uint64(e.key.ctime))
		num(uint64(e.key.mode))
	}
	var out [32]byte
	copy(out[:], h.Sum(nil))
	return out
}

// maxFileSize bounds a file kept in a snapshot.
const maxFileSize = 64 << 20

// sourceFile is the content of one file of a snapshot, read when the
// snapshot was loaded, and its parsed form, made on first use and then
// shared by every compile (and by later snapshots while the file does not
// change).
type sourceFile struct {
	path string
	src  []byte
	// readErr is set when the file could not be read.
	readErr error
	// ns is the file's namespace for Puppet's definition location check
	// (module .pp files only).
	ns fileNamespace
	// strict is the strict setting (off, warning, error): it decides what
	// a duplicate hash key is (Puppet's DUPLICATE_KEY issue).
	strict string

	once sync.Once
	prog *ast.Program
	// err is the parse or validation error, as Puppet reports it for an
	// autoloaded file; diags are extra validation errors logged first when
	// there are several.
	err   error
	diags []string
	// warns are the warnings Puppet logs while parsing the file (as a
	// manifest, or as a template for eppWarns).
	warns    diag.List
	eppWarns diag.List

	eppOnce sync.Once
	eppProg *ast.Program
	eppErr  error

	erbOnce sync.Once
	tmpl    *erb.Template
	erbErr  error
}

// readSource reads a file for a snapshot.
func readSource(path string, ns fileNamespace) *sourceFile {
	f := &sourceFile{path: path, ns: ns}
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		f.readErr = err
	case fi.IsDir():
		f.readErr = fmt.Errorf("Is a directory @ io_fread - %s", path)
	case fi.Size() > maxFileSize:
		f.readErr = fmt.Errorf("%s is larger than %d bytes", path, maxFileSize)
	default:
		// Bounded: a FIFO or device would block or never end.
		f.src, f.readErr = readlimit.ReadFileLimit(path, maxFileSize)
	}
	return f
}

// sameContent reports whether g has the same content and namespace as f.
func (f *sourceFile) sameContent(g *sourceFile) bool {
	return f.path == g.path && f.ns == g.ns && f.strict == g.strict && f.readErr == nil && g.readErr == nil && string(f.src) == string(g.src)
}

// program parses the file once as a manifest, with the checks Puppet makes
// on module files.
func (f *sourceFile) program() (*ast.Program, error) {
	f.once.Do(func() {
		if f.readErr != nil {
			f.err = f.readErr
			return
		}
		f.prog, f.warns, f.err = parser.ParseWithWarnings(f.path, f.src, false)
		var dups diag.List
		f.warns, dups = strictDuplicateKeys(f.strict, f.warns)
		if f.err == nil && len(dups) > 0 {
			f.prog, f.err = nil, dups
		}
		if f.err == nil {
			f.prog, f.err, f.diags = checkLocation(f.prog, f.ns)
		}
	})
	return f.prog, f.err
}

// strictDuplicateKeys applies the strict setting to the duplicate hash
// keys among warns, as Puppet's validator does (DUPLICATE_KEY has the
// severity of strict): with off they are not reported, with error they
// are errors (returned apart, as errors), else warnings.
func strictDuplicateKeys(strict string, warns diag.List) (diag.List, diag.List) {
	if strict != "off" && strict != "error" {
		return warns, nil
	}
	var kept, errs diag.List
	for _, w := range warns {
		if w.Issue != "DUPLICATE_KEY" {
			kept = append(kept, w)
			continue
		}
		if strict == "error" {
			w.Severity = diag.Error
			errs = append(errs, w)
		}
	}
	return kept, errs
}

// epp parses the file once as an EPP template.
func (f *sourceFile) epp() (*ast.Program, error) {
	f.eppOnce.Do(func() {
		if f.readErr != nil {
			f.eppErr = f.readErr
			return
		}
		f.eppProg, f.eppWarns, f.eppErr = parser.ParseWithWarnings(f.path, f.src, true)
	})
	return f.eppProg, f.eppErr
}

// template parses the file once as an ERB template.
func (f *sourceFile) template() (*erb.Template, error) {
	f.erbOnce.Do(func() {
		if f.readErr != nil {
			f.erbErr = f.readErr
			return
		}
		f.tmpl, f.erbErr = erb.Parse(f.path, f.src)
	})
	return f.tmpl, f.erbErr
}

// isNotExist reports whether err means a missing file.
func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }
