package readlimit

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestReadFileLimit(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "f")
	if err := os.WriteFile(p, []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadFileLimit(p, 5); err != nil || string(b) != "hello" {
		t.Errorf("%q %v", b, err)
	}
	_, err := ReadFileLimit(p, 4)
	var tl *TooLargeError
	if !errors.As(err, &tl) || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), "4 bytes") {
		t.Errorf("too large: %v", err)
	}
	if _, err := ReadFileLimit(dir, 10); !errors.Is(err, syscall.EISDIR) {
		t.Errorf("directory: %v", err)
	}
}

// A FIFO and /dev/zero are refused at once, naming the file: Puppet
// would wait on the one and read the other without end.
func TestNotRegular(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() { _, err := ReadFile(fifo); done <- err }()
	select {
	case err := <-done:
		var nr *NotRegularError
		if !errors.As(err, &nr) || !strings.Contains(err.Error(), fifo) || !strings.Contains(err.Error(), "FIFO") {
			t.Errorf("fifo: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("reading a FIFO blocked")
	}
	if _, err := ReadFile("/dev/zero"); err == nil || !strings.Contains(err.Error(), "/dev/zero is a character device") {
		t.Errorf("/dev/zero: %v", err)
	}
}

func TestLimitWriter(t *testing.T) {
	var b bytes.Buffer
	stopped := 0
	w := &LimitWriter{W: &b, Max: 10, Stop: func() { stopped++ }}
	if _, err := w.Write([]byte("12345")); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write([]byte("1234567")); !errors.Is(err, ErrTooMuch) || !w.Exceeded || stopped != 1 {
		t.Errorf("%v %v %d", err, w.Exceeded, stopped)
	}
	_, _ = w.Write([]byte("x"))
	if stopped != 1 || b.String() != "12345" {
		t.Errorf("stopped %d, kept %q", stopped, b.String())
	}
}
