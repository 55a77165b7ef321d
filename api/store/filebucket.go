package store

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/punch-dev/punch/compiler/util/checksum"
	"github.com/punch-dev/punch/compiler/util/hexval"
)

// FileBucket is Puppet's file bucket (what `filebucket { 'main': server =>
// ... }`, file resources with `backup => 'main'` and `puppet filebucket
// --remote` talk to), kept on disk in Puppet's own layout so that Puppet's
// tools can read it (`puppet filebucket --local --bucket DIR list`):
//
//	DIR/a/b/c/d/e/f/g/h/<checksum>/contents   the bytes (mode 0440)
//	DIR/a/b/c/d/e/f/g/h/<checksum>/paths      the original paths, one a line
//
// where a..h are the checksum's first eight characters. Files are content
// addressed, so a file backed up from many nodes is stored once.
//
// It is a directory rather than records in the store's database because
// backed-up files can be large and are read and written as streams, and
// because Puppet's bucketdir is where operators (and Puppet's own tools)
// look for them. Every write is durable (fsync of the file and its
// directory) before Put returns. Safe for concurrent use, also by several
// processes on the same directory (the paths file is locked with flock, as
// Puppet locks it).
type FileBucket struct {
	dir  string
	algo string
	now  func() time.Time
	// hashFn replaces the checksum function (tests: collisions).
	hashFn func() hash.Hash

	locks [64]sync.Mutex
}

// ErrBucketCollision is wrapped when the bucket holds other bytes with the
// same checksum (a hash collision; Puppet refuses the same way).
var ErrBucketCollision = errors.New("file bucket checksum collision")

// collisionError carries Puppet's message for a collision.
type collisionError struct{ algo, sum string }

func (e *collisionError) Error() string {
	return fmt.Sprintf("Existing backup and new file have different content but same checksum, {%s}%s. Verify existing backup and remove if incorrect.", e.algo, e.sum)
}

func (e *collisionError) Is(target error) bool { return target == ErrBucketCollision }

// BucketAlgorithms are the checksum types a bucket may be keyed by
// (Puppet's digest_algorithm values) with their hex lengths.
var BucketAlgorithms = map[string]int{"md5": 32, "sha224": 56, "sha256": 64, "sha384": 96, "sha512": 128}

// MaxBucketPathBytes bounds an original path recorded with a file.
const MaxBucketPathBytes = 4096

// OpenFileBucket returns the bucket in dir (created, mode 0750, when it does
// not exist) keyed by algo ("sha256", Puppet 7's digest_algorithm, when
// empty).
func OpenFileBucket(dir, algo string) (*FileBucket, error) {
	if dir == "" {
		return nil, fmt.Errorf("file bucket: no directory given: set --bucketdir (Puppet's default is $vardir/bucket)")
	}
	if algo == "" {
		algo = "sha256"
	}
	if _, ok := BucketAlgorithms[algo]; !ok {
		return nil, fmt.Errorf("file bucket: unsupported checksum type %q (want md5, sha224, sha256, sha384 or sha512)", algo)
	}
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("file bucket: cannot create %s: %w", dir, err)
	}
	fi, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("file bucket: %w", err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("file bucket: %s is not a directory", dir)
	}
	return &FileBucket{dir: dir, algo: algo, now: time.Now}, nil
}

// Dir returns the bucket's directory.
func (b *FileBucket) Dir() string { return b.dir }

// Algorithm returns the checksum type the bucket is keyed by.
func (b *FileBucket) Algorithm() string { return b.algo }

// ValidChecksum reports whether sum is a checksum of the bucket's type:
// lower-case hex of the right length (Puppet's check).
func (b *FileBucket) ValidChecksum(sum string) bool {
	if len(sum) != BucketAlgorithms[b.algo] {
		return false
	}
	for i := 0; i < len(sum); i++ {
		c := sum[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// ValidateBucketPath checks an original path before it is recorded: at most
// MaxBucketPathBytes, and no NUL, CR or LF (each path is one line of the
// paths file). The empty path means "no path".
func ValidateBucketPath(p string) error {
	if len(p) > MaxBucketPathBytes {
		return fmt.Errorf("%w: a file bucket path of %d bytes is longer than %d", ErrInvalid, len(p), MaxBucketPathBytes)
	}
	if strings.ContainsAny(p, "\x00\r\n") {
		return fmt.Errorf("%w: a file bucket path must not contain NUL, CR or LF: %q", ErrInvalid, p)
	}
	return nil
}

func (b *FileBucket) newHash() hash.Hash {
	if b.hashFn != nil {
		return b.hashFn()
	}
	// OpenFileBucket accepted b.algo: one of checksum's types.
	h, _ := checksum.New(b.algo)
	return h
}

// entryDir is Puppet's path_for: DIR/a/b/c/d/e/f/g/h/SUM. sum must be
// valid.
func (b *FileBucket) entryDir(sum string) string {
	parts := make([]string, 0, 10)
	parts = append(parts, b.dir)
	for i := 0; i < 8; i++ {
		parts = append(parts, sum[i:i+1])
	}
	parts = append(parts, sum)
	return filepath.Join(parts...)
}

// ContentsPath returns where the bytes of sum are (or would be) kept.
func (b *FileBucket) ContentsPath(sum string) (string, error) {
	if !b.ValidChecksum(sum) {
		return "", fmt.Errorf("%w: invalid %s checksum %q", ErrInvalid, b.algo, sum)
	}
	return filepath.Join(b.entryDir(sum), "contents"), nil
}

func (b *FileBucket) lock(sum string) *sync.Mutex {
	// sum is hex: its first two characters pick a stripe.
	n := 0
	for i := 0; i < 2 && i < len(sum); i++ {
		n = n*16 + max(hexval.Digit(sum[i]), 0)
	}
	return &b.locks[n%len(b.locks)]
}

// Has reports whether the bucket holds sum and, when path is not empty,
// whether path was recorded with it (Puppet's head and find: a file backed
// up from another path is "not found" for this one).
func (b *FileBucket) Has(sum, path string) (bool, error) {
	if !b.ValidChecksum(sum) {
		return false, fmt.Errorf("%w: invalid %s checksum %q", ErrInvalid, b.algo, sum)
	}
	dir := b.entryDir(sum)
	fi, err := os.Stat(filepath.Join(dir, "contents"))
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return false, nil
		}
		return false, fmt.Errorf("file bucket: %w", err)
	}
	if !fi.Mode().IsRegular() {
		return false, fmt.Errorf("file bucket: %s is not a regular file", filepath.Join(dir, "contents"))
	}
	if path == "" {
		return true, nil
	}
	return pathRecorded(filepath.Join(dir, "paths"), path)
}

// pathRecorded reports whether path is one of the lines of the paths file.
func pathRecorded(pathsFile, path string) (bool, error) {
	f, err := os.Open(pathsFile)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return false, nil
		}
		return false, fmt.Errorf("file bucket: %w", err)
	}
	defer f.Close()
	return hasLine(f, path)
}

func hasLine(r io.Reader, line string) (bool, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxBucketPathBytes+2)
	for sc.Scan() {
		if sc.Text() == line {
			return true, nil
		}
	}
	if err := sc.Err(); err != nil && !errors.Is(err, bufio.ErrTooLong) {
		return false, fmt.Errorf("file bucket: reading the paths file: %w", err)
	}
	return false, nil
}

// Open returns the bytes kept for sum (with path recorded, when path is not
// empty) and their size, or an error wrapping ErrNotFound. Close the file.
func (b *FileBucket) Open(sum, path string) (*os.File, int64, error) {
	ok, err := b.Has(sum, path)
	if err != nil {
		return nil, 0, err
	}
	if !ok {
		return nil, 0, fmt.Errorf("file bucket: no %s/%s: %w", b.algo, sum, ErrNotFound)
	}
	f, err := os.Open(filepath.Join(b.entryDir(sum), "contents"))
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, 0, fmt.Errorf("file bucket: no %s/%s: %w", b.algo, sum, ErrNotFound)
		}
		return nil, 0, fmt.Errorf("file bucket: %w", err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, fmt.Errorf("file bucket: %w", err)
	}
	return f, fi.Size(), nil
}

// PutResult says what Put did.
type PutResult struct {
	// Sum is the checksum of the bytes stored (of the bucket's type).
	Sum string
	// Size is their length.
	Size int64
	// Duplicate is true when the bucket already held the same bytes.
	Duplicate bool
	// Repaired is true when the bucket held damaged bytes under Sum and
	// they were replaced (Puppet's "Overwriting corrupted backup").
	Repaired bool
}

// Put stores the bytes read from r, recording path (when not empty) as one
// of their original paths, and returns their checksum. The key is the
// checksum of what was read, whatever the client claimed (as in Puppet).
// When Put returns nil the bytes and the path are on disk (fsync).
func (b *FileBucket) Put(r io.Reader, path string) (PutResult, error) {
	if err := ValidateBucketPath(path); err != nil {
		return PutResult{}, fmt.Errorf("file bucket: %w", err)
	}
	// Stream into a temporary file at the bucket's root (same file system
	// as the entry), hashing on the way.
	tmp, err := os.CreateTemp(b.dir, ".upload-*")
	if err != nil {
		return PutResult{}, fmt.Errorf("file bucket: cannot create a temporary file in %s: %w", b.dir, err)
	}
	tmpName := tmp.Name()
	keep := false
	defer func() {
		if !keep {
			tmp.Close()
			os.Remove(tmpName)
		}
	}()
	h := b.newHash()
	n, err := io.Copy(io.MultiWriter(tmp, h), r)
	if err != nil {
		return PutResult{}, fmt.Errorf("file bucket: reading the file to back up: %w", err)
	}
	sum := hex.EncodeToString(h.Sum(nil))
	res := PutResult{Sum: sum, Size: n}

	mu := b.lock(sum)
	mu.Lock()
	defer mu.Unlock()

	dir := b.entryDir(sum)
	if err := mkdirsSynced(b.dir, dir); err != nil {
		return res, fmt.Errorf("file bucket: cannot create %s: %w", dir, err)
	}
	pathsFile := filepath.Join(dir, "paths")
	pf, err := os.OpenFile(pathsFile, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o640)
	if err != nil {
		return res, fmt.Errorf("file bucket: %w", err)
	}
	defer pf.Close()
	// Puppet holds an exclusive lock on the paths file while it writes an
	// entry; so does Punch, so that both can share a bucket directory.
	if err := syscall.Flock(int(pf.Fd()), syscall.LOCK_EX); err != nil {
		return res, fmt.Errorf("file bucket: locking %s: %w", pathsFile, err)
	}
	defer syscall.Flock(int(pf.Fd()), syscall.LOCK_UN)

	contents := filepath.Join(dir, "contents")
	switch same, err := sameContents(contents, tmp, n); {
	case err != nil && !errors.Is(err, os.ErrNotExist):
		return res, fmt.Errorf("file bucket: %w", err)
	case err == nil && same:
		res.Duplicate = true
		now := b.now()
		_ = os.Chtimes(contents, now, now)
	default:
		if err == nil {
			// Different bytes under this checksum: a collision if the
			// stored bytes really have it, else a damaged backup.
			stored, serr := b.sumFile(contents)
			if serr != nil {
				return res, fmt.Errorf("file bucket: %w", serr)
			}
			if stored == sum {
				return res, &collisionError{b.algo, sum}
			}
			res.Repaired = true
		}
		if err := tmp.Sync(); err != nil {
			return res, fmt.Errorf("file bucket: %w", err)
		}
		if err := tmp.Chmod(0o440); err != nil {
			return res, fmt.Errorf("file bucket: %w", err)
		}
		if err := tmp.Close(); err != nil {
			return res, fmt.Errorf("file bucket: %w", err)
		}
		if err := os.Rename(tmpName, contents); err != nil {
			return res, fmt.Errorf("file bucket: %w", err)
		}
		keep = true
	}
	if path != "" {
		if _, err := pf.Seek(0, io.SeekStart); err != nil {
			return res, fmt.Errorf("file bucket: %w", err)
		}
		found, err := hasLine(pf, path)
		if err != nil {
			return res, err
		}
		if !found {
			if _, err := pf.WriteString(path + "\n"); err != nil {
				return res, fmt.Errorf("file bucket: writing %s: %w", pathsFile, err)
			}
		}
	}
	if err := pf.Sync(); err != nil {
		return res, fmt.Errorf("file bucket: %w", err)
	}
	if err := syncDir(dir); err != nil {
		return res, fmt.Errorf("file bucket: %w", err)
	}
	return res, nil
}

// sameContents compares the file at path with the first n bytes of f.
func sameContents(path string, f *os.File, n int64) (bool, error) {
	g, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer g.Close()
	fi, err := g.Stat()
	if err != nil {
		return false, err
	}
	if fi.Size() != n {
		return false, nil
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return false, err
	}
	a, c := bufio.NewReader(io.LimitReader(f, n)), bufio.NewReader(g)
	bufA, bufC := make([]byte, 32<<10), make([]byte, 32<<10)
	for {
		na, ea := io.ReadFull(a, bufA)
		nc, ec := io.ReadFull(c, bufC)
		if na != nc || !bytes.Equal(bufA[:na], bufC[:nc]) {
			return false, nil
		}
		if ea != nil || ec != nil {
			return (ea == io.EOF || ea == io.ErrUnexpectedEOF) && (ec == io.EOF || ec == io.ErrUnexpectedEOF), nil
		}
	}
}

func (b *FileBucket) sumFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := b.newHash()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// mkdirsSynced creates dir (below root, which exists) level by level, and
// fsyncs the parent of every directory it creates so that the new entries
// survive a crash.
func mkdirsSynced(root, dir string) error {
	rel, err := filepath.Rel(root, dir)
	if err != nil {
		return err
	}
	cur := root
	for _, part := range strings.Split(rel, string(filepath.Separator)) {
		next := filepath.Join(cur, part)
		err := os.Mkdir(next, 0o750)
		switch {
		case err == nil:
			if err := syncDir(cur); err != nil {
				return err
			}
		case errors.Is(err, os.ErrExist):
			fi, serr := os.Lstat(next)
			if serr != nil {
				return serr
			}
			if !fi.IsDir() {
				return fmt.Errorf("%s is not a directory", next)
			}
		default:
			return err
		}
		cur = next
	}
	return nil
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
