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
	"sync/atomic"

	"github.com/punch-dev/punch/compiler/erb"
	"github.com/punch-dev/punch/compiler/util/rubyfile"
	"github.com/punch-dev/punch/compiler/values"
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

// role says what a path is to the environment's fixed part (the digest
// of a scan tells whether any of it changed).
type role uint8

const (
	// roleManifest is an initial manifest (the manifest setting).
	roleManifest role = iota + 1
	// roleManifestDir is a directory of the manifest setting (its
	// listing: a manifest added or removed).
	roleManifestDir
	// roleMetadata is a module's metadata.json (may be absent).
	roleMetadata
	// roleModule marks a module directory (its presence and identity).
	roleModule
	// roleModulePath is a modulepath directory (its listing).
	roleModulePath
	// roleStat is a path of the manifest setting that is not a file (a
	// directory named *.pp, which Puppet fails to read).
	roleStat
	// roleConf is environment.conf (may be absent).
	roleConf
)

// entry is one path found by a scan.
type entry struct {
	path string
	role role
	key  fileKey
}

// tree is what a scan of an environment's fixed part finds, in a fixed
// order, so that two scans of an unchanged environment give the same
// digest.
type tree struct {
	entries []entry
	// manifests are the initial manifest files, in evaluation order (a
	// directory whose name ends in .pp is listed too: Puppet fails
	// reading it).
	manifests []string
	// modules are the modules on the modulepath, in order, one per name,
	// with the identity of their directories and whether they have a
	// metadata.json.
	modules     []*Module
	moduleKeys  map[string]fileKey
	hasMetadata map[string]bool
	digest      [32]byte
}

// old reports whether every path of the scan was last changed before
// start, by more than racyWindow: then none changed while it was scanned.
func (t *tree) old(start int64) bool {
	for _, e := range t.entries {
		if e.key == (fileKey{}) {
			continue
		}
		if e.key.ctime == 0 || isRacy(e.key, start) {
			return false
		}
	}
	return true
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

// scanner walks an environment's fixed part. Paths are recorded as named
// (in dir) and read in realDir, the directory's resolution.
type scanner struct {
	t         *tree
	dir, real string
}

// at is where a path named in the environment's directory is read.
func (s *scanner) at(path string) string {
	if s.real == "" || s.real == s.dir {
		return path
	}
	if rest, ok := under(path, s.dir); ok {
		return filepath.Join(s.real, rest)
	}
	return path
}

func (s *scanner) add(path string, r role, fi os.FileInfo) fileKey {
	e := entry{path: path, role: r}
	if fi != nil {
		e.key = keyOf(fi)
	}
	s.t.entries = append(s.t.entries, e)
	return e.key
}

// scanFixed lists what every compile of an environment depends on:
// environment.conf, the initial manifests, the modulepath's modules and
// their metadata.json. Everything else is read when a compile needs it
// (lazy.go). code set means the initial manifests are replaced (punch
// compile -e). The cost is a stat of each module directory and its
// metadata.json, not a walk of the modules.
func scanFixed(dir, realDir string, conf confView, code bool) *tree {
	s := &scanner{t: &tree{moduleKeys: map[string]fileKey{}, hasMetadata: map[string]bool{}}, dir: dir, real: realDir}
	cf := filepath.Join(dir, "environment.conf")
	fi, _ := os.Stat(s.at(cf))
	s.add(cf, roleConf, fi)

	if !code && conf.manifest != "" {
		s.scanManifests(conf.manifest)
	}
	seen := map[string]bool{}
	for _, mp := range conf.modulePath {
		rmp := s.at(mp)
		mfi, err := os.Stat(rmp)
		if err != nil || !mfi.IsDir() {
			continue
		}
		s.add(mp, roleModulePath, mfi)
		names, err := readDirNames(rmp)
		if err != nil {
			continue
		}
		for _, name := range names {
			if !validName(name) || seen[name] {
				continue
			}
			md := filepath.Join(mp, name)
			fi, err := os.Stat(filepath.Join(rmp, name))
			if err != nil || !fi.IsDir() {
				continue
			}
			seen[name] = true
			s.t.modules = append(s.t.modules, &Module{Name: name, Path: md})
			s.t.moduleKeys[name] = s.add(md, roleModule, fi)
			meta := filepath.Join(md, "metadata.json")
			mfi, _ := os.Stat(filepath.Join(rmp, name, "metadata.json"))
			if s.add(meta, roleMetadata, mfi) != (fileKey{}) {
				s.t.hasMetadata[name] = true
			}
		}
	}
	s.t.digest = digestOf(s.t.entries)
	return s.t
}

// scanManifests finds the initial manifests as Puppet 7 does: the manifest
// file, or every `**/*.pp` of the manifest directory (Ruby's Dir.glob: no
// hidden files or directories, symbolic links to directories not followed)
// sorted by path. A missing manifest is no manifest.
func (s *scanner) scanManifests(man string) {
	fi, err := os.Stat(s.at(man))
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
		if depth > maxDepth {
			return
		}
		dfi, err := os.Stat(s.at(dir))
		if err != nil {
			return
		}
		s.add(dir, roleManifestDir, dfi)
		ents, err := os.ReadDir(s.at(dir))
		if err != nil {
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
		fi, err := os.Stat(s.at(p))
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

// combineDigests hashes two digests into one.
func combineDigests(a, b [32]byte) [32]byte {
	return sha256.Sum256(append(a[:], b[:]...))
}

// maxFileSize bounds a file kept in a snapshot.
const maxFileSize = 64 << 20

// sourceFile is the content of one file of a snapshot, read when the
// snapshot was loaded, and its parsed form, made on first use and then
// shared by every compile (and by later snapshots while the file does not
// change).
type sourceFile struct {
	path string
	// src is never modified once read: the programs parsed from it share
	// its memory (parser.ParseWithWarningsShared)
	src []byte
	// readErr is set when the file could not be read.
	readErr error
	// ns is the file's namespace for Puppet's definition location check
	// (module .pp files only).
	ns fileNamespace
	// strict is the strict setting (off, warning, error): it decides what
	// a duplicate hash key is (Puppet's DUPLICATE_KEY issue).
	strict string

	// prog is the file parsed as a manifest; its error is the parse or
	// validation error, as Puppet reports it for an autoloaded file. diags
	// are extra validation errors logged first when there are several.
	prog  parsed[*ast.Program]
	diags []string
	// warns are the warnings Puppet logs while parsing the file (as a
	// manifest, or as a template for eppWarns).
	warns    diag.List
	eppWarns diag.List

	eppProg parsed[*ast.Program]
	tmpl    parsed[*erb.Template]

	// plan is the registration of the file's definitions (planFor).
	plan atomic.Pointer[filePlan]
}

// planFor returns the registration plan of the file's parsed program for
// its module, made by the first compile that loads the file: the plan is
// immutable once published, and every compile of the snapshot that loads
// the file registers the same definitions.
func (f *sourceFile) planFor(p *ast.Program, module string) *filePlan {
	if pl := f.plan.Load(); pl != nil && pl.module == module {
		return pl
	}
	pl := makePlan(p, module, p.Source)
	f.plan.CompareAndSwap(nil, pl)
	return pl
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

// parsed is one parsed form of a file (a manifest, an EPP or an ERB
// template), made once by the first compile that asks for it and then
// shared.
type parsed[T any] struct {
	once sync.Once
	v    T
	err  error
}

// get returns the parsed form, parsing f with parse on the first call; a
// file that could not be read gives its read error.
func (p *parsed[T]) get(f *sourceFile, parse func() (T, error)) (T, error) {
	p.once.Do(func() {
		if f.readErr != nil {
			p.err = f.readErr
			return
		}
		p.v, p.err = parse()
	})
	return p.v, p.err
}

// program parses the file once as a manifest, with the checks Puppet makes
// on module files.
func (f *sourceFile) program() (*ast.Program, error) {
	return f.prog.get(f, func() (*ast.Program, error) {
		prog, warns, err := parser.ParseWithWarningsShared(f.path, f.src, false)
		var dups diag.List
		f.warns, dups = strictDuplicateKeys(f.strict, warns)
		if err == nil && len(dups) > 0 {
			return nil, dups
		}
		if err != nil {
			return prog, err
		}
		if err := values.CheckRegexpLiterals(prog); err != nil {
			return nil, err
		}
		prog, err, f.diags = checkLocation(prog, f.ns)
		return prog, err
	})
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
		if w.Code != "DUPLICATE_KEY" {
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
	return f.eppProg.get(f, func() (*ast.Program, error) {
		prog, warns, err := parser.ParseWithWarningsShared(f.path, f.src, true)
		f.eppWarns = warns
		if err == nil {
			if err := values.CheckRegexpLiterals(prog); err != nil {
				return nil, err
			}
		}
		return prog, err
	})
}

// template parses the file once as an ERB template.
func (f *sourceFile) template() (*erb.Template, error) {
	return f.tmpl.get(f, func() (*erb.Template, error) {
		// Puppet reads a template as 'bom|utf-8' (TemplateWrapper,
		// read_preserve_line_endings): a leading byte order mark is
		// not text (golden forge9_utf8_bom_erb)
		return erb.Parse(f.path, rubyfile.ReadBOMUTF8(f.src))
	})
}

// isNotExist reports whether err means a missing file.
func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }
