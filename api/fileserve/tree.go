package fileserve

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// tree is a module directory as the file server reads it. Names are
// slash-separated and relative to the module directory ("." for itself);
// they never contain "." or ".." segments (the request decoder refuses
// them). A confined tree (os.Root) refuses to follow a symbolic link out of
// the module; an open tree follows links anywhere, as Puppet does.
type tree interface {
	lstat(name string) (fs.FileInfo, error)
	stat(name string) (fs.FileInfo, error)
	readlink(name string) (string, error)
	// open opens for reading, following links, without blocking on FIFOs.
	open(name string) (*os.File, error)
	// sub opens the directory name as a tree of its own.
	sub(name string) (tree, error)
	close()
}

func openTree(dir string, confined bool) (tree, error) {
	if !confined {
		return openTreeDir(dir), nil
	}
	r, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return rootTree{r}, nil
}

const openFlags = os.O_RDONLY | syscall.O_NONBLOCK

type rootTree struct{ r *os.Root }

func (t rootTree) lstat(name string) (fs.FileInfo, error) { return t.r.Lstat(name) }
func (t rootTree) stat(name string) (fs.FileInfo, error)  { return t.r.Stat(name) }
func (t rootTree) readlink(name string) (string, error)   { return t.r.Readlink(name) }
func (t rootTree) open(name string) (*os.File, error)     { return t.r.OpenFile(name, openFlags, 0) }
func (t rootTree) close()                                 { t.r.Close() }

type openTreeDir string

func (t openTreeDir) path(name string) string {
	p := filepath.Join(string(t), filepath.FromSlash(name))
	if strings.HasSuffix(name, "/") {
		p += "/"
	}
	return p
}

func (t openTreeDir) lstat(name string) (fs.FileInfo, error) { return os.Lstat(t.path(name)) }
func (t openTreeDir) stat(name string) (fs.FileInfo, error)  { return os.Stat(t.path(name)) }
func (t openTreeDir) readlink(name string) (string, error)   { return os.Readlink(t.path(name)) }
func (t openTreeDir) open(name string) (*os.File, error) {
	return os.OpenFile(t.path(name), openFlags, 0)
}
func (t openTreeDir) close() {}

// isEscape reports whether err is os.Root refusing a path that leaves the
// root (through a symbolic link, as names never hold ".."). The os package
// does not export that error; TestEscapeDetection guards the match.
func isEscape(err error) bool {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return err != nil && err.Error() == "path escapes from parent"
}

// isMissing reports the errors Puppet's File.exist? and Fileset treat as
// "not there".
func isMissing(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) || errors.Is(err, fs.ErrPermission)
}

// rubyErrno renders a system error the way JRuby's Errno exceptions do:
// "No such file or directory - /path".
func rubyErrno(err error, path string) string {
	var errno syscall.Errno
	msg := err.Error()
	if errors.As(err, &errno) {
		msg = errno.Error()
	}
	if msg != "" {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	return msg + " - " + path
}

func (t openTreeDir) sub(name string) (tree, error) {
	p := t.path(name)
	st, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, &fs.PathError{Op: "open", Path: p, Err: syscall.ENOTDIR}
	}
	return openTreeDir(p), nil
}

func (t rootTree) sub(name string) (tree, error) {
	r, err := t.r.OpenRoot(name)
	if err != nil {
		return nil, err
	}
	return rootTree{r}, nil
}
