package ca

import (
	"fmt"
	"os"
	"sync"
	"time"
)

// fileCache keeps what was parsed from a file and parses it again only when
// the file changed on disk: another process (`punch ca`, a CA refreshing a
// compiler's CRL, an agent run on the host) may replace it at any time.
// Writers replace files by renaming, so a new inode means new content; a
// file rewritten in place is noticed by its time and size.
type fileCache[T any] struct {
	mu      sync.Mutex
	fi      os.FileInfo
	modTime time.Time
	size    int64
	val     T
	ok      bool
}

// get returns the parsed content of path, calling parse when the file is
// new or changed. A parse error is returned and nothing is cached, so the
// next call tries again.
func (f *fileCache[T]) get(path, what string, parse func(data []byte, modTime time.Time) (T, error)) (T, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var zero T
	fi, err := os.Stat(path)
	if err != nil {
		return zero, fmt.Errorf("reading the %s: %w", what, err)
	}
	if f.ok && os.SameFile(fi, f.fi) && fi.ModTime().Equal(f.modTime) && fi.Size() == f.size {
		return f.val, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return zero, fmt.Errorf("reading the %s: %w", what, err)
	}
	v, err := parse(data, fi.ModTime())
	if err != nil {
		return zero, fmt.Errorf("reading the %s %s: %w", what, path, err)
	}
	f.fi, f.modTime, f.size, f.val, f.ok = fi, fi.ModTime(), fi.Size(), v, true
	return v, nil
}
