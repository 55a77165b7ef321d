package hiera

import (
	"os"
	"path"
	"strings"
	"sync"
	"syscall"

	"github.com/punch-dev/punch/environments/readlimit"
)

// Paths as Ruby's Pathname and Dir.glob build them, so that locations
// (and the explanation that prints them) read as Puppet's do.

// pathPlus is Ruby's Pathname#+ (Pathname#plus): p2 relative to p1, with
// leading ".." of p2 consuming trailing names of p1; an absolute p2 wins.
func pathPlus(p1, p2 string) string {
	prefix2 := p2
	var index2 []int
	var base2 []string
	for {
		pre, base, ok := chopBasename(prefix2)
		if !ok {
			break
		}
		prefix2 = pre
		index2 = append([]int{len(pre)}, index2...)
		base2 = append([]string{base}, base2...)
	}
	if prefix2 != "" {
		return p2
	}
	prefix1 := p1
	for {
		for len(base2) > 0 && base2[0] == "." {
			index2, base2 = index2[1:], base2[1:]
		}
		pre, base1, ok := chopBasename(prefix1)
		if !ok {
			break
		}
		prefix1 = pre
		if base1 == "." {
			continue
		}
		if base1 == ".." || len(base2) == 0 || base2[0] != ".." {
			prefix1 += base1
			break
		}
		index2, base2 = index2[1:], base2[1:]
	}
	_, _, r1 := chopBasename(prefix1)
	if !r1 && strings.Contains(rubyBasename(prefix1), "/") {
		for len(base2) > 0 && base2[0] == ".." {
			index2, base2 = index2[1:], base2[1:]
		}
	}
	if len(base2) > 0 {
		suffix2 := p2[index2[0]:]
		if r1 {
			return rubyFileJoin(prefix1, suffix2)
		}
		return prefix1 + suffix2
	}
	if r1 {
		return prefix1
	}
	return rubyDirname(prefix1)
}

// chopBasename is Pathname#chop_basename.
func chopBasename(p string) (string, string, bool) {
	base := rubyBasename(p)
	if base == "" || base == "/" {
		return "", "", false
	}
	i := strings.LastIndex(p, base)
	return p[:i], base, true
}

// rubyBasename is File.basename.
func rubyBasename(p string) string {
	if p == "" {
		return ""
	}
	t := strings.TrimRight(p, "/")
	if t == "" {
		return "/"
	}
	if i := strings.LastIndexByte(t, '/'); i >= 0 {
		return t[i+1:]
	}
	return t
}

// rubyDirname is File.dirname.
func rubyDirname(p string) string {
	t := strings.TrimRight(p, "/")
	if t == "" {
		if strings.HasPrefix(p, "/") {
			return "/"
		}
		return "."
	}
	i := strings.LastIndexByte(t, '/')
	if i < 0 {
		return "."
	}
	d := strings.TrimRight(t[:i], "/")
	if d == "" {
		return "/"
	}
	return d
}

// rubyFileJoin is File.join of two parts.
func rubyFileJoin(a, b string) string {
	switch {
	case a == "":
		return b
	case strings.HasSuffix(a, "/") && strings.HasPrefix(b, "/"):
		return a + strings.TrimLeft(b, "/")
	case strings.HasSuffix(a, "/") || strings.HasPrefix(b, "/"):
		return a + b
	}
	return a + "/" + b
}

// rubyGlob is Dir.glob(pattern) (sorted, as Ruby 3 sorts): braces, *, ?,
// [...], and **/ for any depth of directories; names starting with a dot
// match only a pattern starting with a dot.
func rubyGlob(pattern string) ([]string, error) {
	st := &globState{budget: maxGlobEntries}
	pats := braceExpand(pattern)
	if len(pats) > maxGlobPatterns {
		return nil, argumentErrorf("glob '%s' expands to more than %d patterns", pattern, maxGlobPatterns)
	}
	var out []string
	for _, p := range pats {
		out = append(out, globOne(p, st)...)
		if st.budget < 0 {
			return nil, globTooBig(pattern)
		}
	}
	return out, nil
}

// globState is the work left to a glob.
type globState struct{ budget int }

const maxGlobPatterns = 4096

// maxGlobEntries bounds the directory entries one glob may read (a glob
// like "/**/*.yaml" would read the whole file system).
var maxGlobEntries = 200000

// globTooBig reports a glob that reads too many directory entries.
func globTooBig(pattern string) error {
	return argumentErrorf("glob '%s' reads more than %d directory entries: make it more specific", pattern, maxGlobEntries)
}

// braceExpand expands {a,b} alternatives (nested ones too), left to right.
func braceExpand(p string) []string {
	depth, start := 0, -1
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\':
			i++
		case '{':
			if depth == 0 {
				start = i
			}
			depth++
		case '}':
			if depth == 0 {
				continue
			}
			depth--
			if depth == 0 {
				var alts []string
				d, last := 0, start+1
				for j := start + 1; j < i; j++ {
					switch p[j] {
					case '\\':
						j++
					case '{':
						d++
					case '}':
						d--
					case ',':
						if d == 0 {
							alts = append(alts, p[last:j])
							last = j + 1
						}
					}
				}
				alts = append(alts, p[last:i])
				var out []string
				for _, a := range alts {
					out = append(out, braceExpand(p[:start]+a+p[i+1:])...)
				}
				return out
			}
		}
	}
	return []string{p}
}

func hasMagic(s string) bool { return strings.ContainsAny(s, "*?[\\") }

func globOne(pattern string, st *globState) []string {
	if pattern == "" {
		return nil
	}
	dir := "."
	rest := pattern
	prefix := ""
	if strings.HasPrefix(pattern, "/") {
		dir, prefix = "/", "/"
		rest = strings.TrimLeft(pattern, "/")
	}
	segs := strings.Split(rest, "/")
	var out []string
	globWalk(dir, prefix, segs, &out, 0, st)
	return out
}

func join(prefix, name string) string {
	if prefix == "" || strings.HasSuffix(prefix, "/") {
		return prefix + name
	}
	return prefix + "/" + name
}

func globWalk(dir, prefix string, segs []string, out *[]string, depth int, st *globState) {
	if depth > 64 || st.budget < 0 {
		return
	}
	if len(segs) == 0 {
		return
	}
	seg := segs[0]
	last := len(segs) == 1
	if seg == "" {
		// a doubled or trailing slash
		if last {
			*out = append(*out, prefix)
			return
		}
		globWalk(dir, prefix, segs[1:], out, depth, st)
		return
	}
	if seg == "**" && !last {
		// Ruby goes through the directory's entries in order: for each,
		// what the rest of the pattern matches there, then (for a
		// directory that is not hidden) the same pattern inside it.
		for _, e := range readDirSorted(dir, st) {
			globEntry(dir, prefix, e, segs[1:], out, depth, st)
			if e.dir && !strings.HasPrefix(e.name, ".") {
				globWalk(path.Join(dir, e.name), join(prefix, e.name), segs, out, depth+1, st)
			}
		}
		return
	}
	if !hasMagic(seg) {
		p := path.Join(dir, seg)
		fi, err := os.Stat(p)
		if err != nil {
			return
		}
		if last {
			*out = append(*out, join(prefix, seg))
		} else if fi.IsDir() {
			globWalk(p, join(prefix, seg), segs[1:], out, depth+1, st)
		}
		return
	}
	pat := strings.ReplaceAll(seg, "[!", "[^")
	for _, e := range readDirSorted(dir, st) {
		if strings.HasPrefix(e.name, ".") && !strings.HasPrefix(seg, ".") {
			continue
		}
		ok, err := path.Match(pat, e.name)
		if err != nil || !ok {
			continue
		}
		if last {
			*out = append(*out, join(prefix, e.name))
		} else if e.dir {
			globWalk(path.Join(dir, e.name), join(prefix, e.name), segs[1:], out, depth+1, st)
		}
	}
}

// globEntry matches one directory entry against the first segment of segs
// and goes on with the rest.
func globEntry(dir, prefix string, e dirEntry, segs []string, out *[]string, depth int, st *globState) {
	seg := segs[0]
	last := len(segs) == 1
	if seg == "" || seg == "**" {
		return
	}
	if hasMagic(seg) {
		if strings.HasPrefix(e.name, ".") && !strings.HasPrefix(seg, ".") {
			return
		}
		if ok, err := path.Match(strings.ReplaceAll(seg, "[!", "[^"), e.name); err != nil || !ok {
			return
		}
	} else if seg != e.name {
		return
	}
	if last {
		*out = append(*out, join(prefix, e.name))
	} else if e.dir {
		globWalk(path.Join(dir, e.name), join(prefix, e.name), segs[1:], out, depth+1, st)
	}
}

type dirEntry struct {
	name string
	dir  bool
}

func readDirSorted(dir string, st *globState) []dirEntry {
	entries, err := os.ReadDir(dir) // sorted by name
	if err != nil {
		return nil
	}
	st.budget -= len(entries) + 1
	if st.budget < 0 {
		return nil
	}
	out := make([]dirEntry, 0, len(entries))
	for _, e := range entries {
		isDir := e.IsDir()
		if e.Type()&os.ModeSymlink != 0 {
			st, err := os.Stat(path.Join(dir, e.Name()))
			isDir = err == nil && st.IsDir()
		}
		out = append(out, dirEntry{name: e.Name(), dir: isDir})
	}
	return out
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// fileSig identifies a version of a file as Puppet's EnvironmentContext
// does (inode, modification time, size).
type fileSig struct {
	ino   uint64
	mtime int64
	size  int64
}

func statSig(p string) (fileSig, error) {
	st, err := os.Stat(p)
	if err != nil {
		return fileSig{}, err
	}
	sig := fileSig{mtime: st.ModTime().UnixNano(), size: st.Size()}
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		sig.ino = uint64(sys.Ino)
	}
	return sig, nil
}

// fileCache holds what was parsed from files, reused while a file keeps
// its inode, modification time and size. Safe for concurrent use; a file
// is parsed once even when many compiles ask for it at the same time.
type fileCache struct {
	mu sync.Mutex
	m  map[string]*cacheEntry
}

type cacheEntry struct {
	mu   sync.Mutex
	have bool
	sig  fileSig
	val  any
	err  error
}

func newFileCache() *fileCache { return &fileCache{m: map[string]*cacheEntry{}} }

// get returns parse's result for the file at p, from the cache (under
// key) when the file has not changed.
func (c *fileCache) get(key, p string, parse func(src []byte) (any, error)) (any, error) {
	sig, err := statSig(p)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	e := c.m[key]
	if e == nil {
		e = &cacheEntry{}
		c.m[key] = e
	}
	c.mu.Unlock()
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.have && e.sig == sig {
		return e.val, e.err
	}
	// Bounded (max_compile_read, regular files only): a data file that is
	// a FIFO or a device would hold the compile for ever.
	src, err := readlimit.ReadFile(p)
	if err != nil {
		return nil, err
	}
	e.val, e.err = parse(src)
	e.sig, e.have = sig, true
	return e.val, e.err
}
