package hiera

import (
	"os"
	"strings"
	"sync"
	"syscall"

	"github.com/punch-dev/punch/compiler/util/rubyfile"
	"github.com/punch-dev/punch/compiler/util/rubyglob"
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
	if !r1 && strings.Contains(rubyfile.Basename(prefix1, ""), "/") {
		for len(base2) > 0 && base2[0] == ".." {
			index2, base2 = index2[1:], base2[1:]
		}
	}
	if len(base2) > 0 {
		suffix2 := p2[index2[0]:]
		if r1 {
			return rubyfile.Join(prefix1, suffix2)
		}
		return prefix1 + suffix2
	}
	if r1 {
		return prefix1
	}
	return rubyfile.Dirname(prefix1)
}

// chopBasename is Pathname#chop_basename.
func chopBasename(p string) (string, string, bool) {
	base := rubyfile.Basename(p, "")
	if base == "" || base == "/" {
		return "", "", false
	}
	i := strings.LastIndex(p, base)
	return p[:i], base, true
}

// rubyGlob is Dir.glob(pattern) (compiler/util/rubyglob), bounded to
// maxGlobEntries directory entries; a glob past its bounds is an
// ArgumentError.
func rubyGlob(pattern string) ([]string, error) {
	out, err := rubyglob.Glob(pattern, maxGlobEntries)
	if err != nil {
		return nil, argumentErrorf("%v", err)
	}
	return out, nil
}

// maxGlobEntries bounds the directory entries one glob may read (a glob
// like "/**/*.yaml" would read the whole file system).
var maxGlobEntries = 200000

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
