// Package readlimit reads files for a compile with bounds: a size limit,
// and only regular files. Puppet reads whatever file() or a template names:
// file('/dev/zero') reads until the server runs out of memory, and file()
// of a FIFO waits until something writes to it, holding a compile slot for
// as long. Punch refuses both with an error naming the file and the limit.
//
// Every read a compile makes of the file system goes through ReadFile:
// file(), binary_file(), template(), epp() and inline files, loadjson and
// loadyaml on local paths; generate() bounds its output with LimitWriter.
package readlimit

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sync/atomic"
	"syscall"
)

// DefaultLimit is the limit of a read when SetLimit was not called:
// 64 MiB, far above any template or file a catalog should carry (the
// catalog sends a file() result to the agent inline).
const DefaultLimit = 64 << 20

var limit atomic.Int64

func init() { limit.Store(DefaultLimit) }

// SetLimit sets the largest file a compile may read (punch serve's
// max_compile_read); n <= 0 restores the default.
func SetLimit(n int64) {
	if n <= 0 {
		n = DefaultLimit
	}
	limit.Store(n)
}

// Limit is the current limit.
func Limit() int64 { return limit.Load() }

// TooLargeError is a file or output above the limit.
type TooLargeError struct {
	What  string // the file, or "the output of COMMAND"
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is larger than %d bytes, the limit of what a compile may read (max_compile_read)", e.What, e.Limit)
}

// NotRegularError is a file that is not a regular file.
type NotRegularError struct {
	Path string
	Mode fs.FileMode
}

func (e *NotRegularError) Error() string {
	kind := "not a regular file"
	switch {
	case e.Mode&fs.ModeNamedPipe != 0:
		kind = "a FIFO (named pipe)"
	case e.Mode&fs.ModeCharDevice != 0:
		kind = "a character device"
	case e.Mode&fs.ModeDevice != 0:
		kind = "a block device"
	case e.Mode&fs.ModeSocket != 0:
		kind = "a socket"
	}
	return fmt.Sprintf("%s is %s: a compile reads only regular files (reading it could wait or go on for ever)", e.Path, kind)
}

// ReadFile reads a regular file of at most Limit() bytes.
func ReadFile(path string) ([]byte, error) { return ReadFileLimit(path, Limit()) }

// ReadFileLimit reads a regular file of at most max bytes. The file is
// opened without blocking (a FIFO with no writer would block the open) and
// checked on the open descriptor, so a file swapped after a stat is caught
// too. A directory gives os.ReadFile's error (EISDIR).
func ReadFileLimit(path string, max int64) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		// What os.ReadFile gives, which callers map to Ruby's EISDIR.
		return nil, &fs.PathError{Op: "read", Path: path, Err: syscall.EISDIR}
	}
	if !fi.Mode().IsRegular() {
		return nil, &NotRegularError{Path: path, Mode: fi.Mode()}
	}
	if fi.Size() > max {
		return nil, &TooLargeError{What: path, Limit: max}
	}
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > max {
		return nil, &TooLargeError{What: path, Limit: max} // it grew
	}
	return b, nil
}

// ErrTooMuch is returned by a LimitWriter's Write past its limit.
var ErrTooMuch = errors.New("output limit reached")

// LimitWriter keeps at most Max bytes; past that it calls Stop once (e.g.
// to kill the command writing) and fails the writes.
type LimitWriter struct {
	W        io.Writer
	Max      int64
	Stop     func()
	n        int64
	Exceeded bool
}

func (w *LimitWriter) Write(p []byte) (int, error) {
	if w.Exceeded {
		return 0, ErrTooMuch
	}
	if w.n+int64(len(p)) > w.Max {
		w.Exceeded = true
		if w.Stop != nil {
			w.Stop()
		}
		return 0, ErrTooMuch
	}
	w.n += int64(len(p))
	return w.W.Write(p)
}
