package ruby

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/punch-dev/punch/environments/readlimit"
)

// Reading a device whole (File.read('/dev/zero'), File.open of
// /dev/urandom) stops at what a compile may read, with a limit error
// naming the file, instead of growing until the process dies; an empty
// device still reads as Ruby reads it. (A small max_compile_read keeps the
// test quick.)
func TestFileReadDeviceBounded(t *testing.T) {
	defer readlimit.SetLimit(readlimit.Limit())
	readlimit.SetLimit(1 << 20)
	for _, src := range []string{
		`File.read('/dev/zero')`,
		`File.open('/dev/urandom') { |f| f.read(4) }`,
		`IO.readlines('/dev/zero').size`,
	} {
		_, e := evalProgram(t, context.Background(), "begin\n  "+src+"\nrescue Exception\n  :rescued\nend")
		if e == nil || e.Class != "Punch::LimitError" || !strings.Contains(e.Message, "/dev/") || !strings.Contains(e.Message, "larger than 1048576 bytes") {
			t.Errorf("%s: got %v", src, e)
		}
	}
	v, e := evalProgram(t, context.Background(), `File.read('/dev/null')`)
	if e != nil || v.(*String).s != "" {
		t.Errorf("/dev/null: %v %v", v, e)
	}
}

// A FIFO whose writer never writes: Ruby's read waits for ever. Here the
// compile's cancellation ends it. The test holds the FIFO open for writing
// (so the read does not see an end of file) and cancels once the Ruby
// code has opened it, whether or not its read has begun: either way it
// must end with the cancellation, where an unbounded read would wait.
func TestFileReadFIFOStopsWithCompile(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	w, err := os.OpenFile(fifo, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan struct{})
	go func() {
		defer cancel()
		for openCount(fifo) < 2 {
			select {
			case <-done:
				return
			default:
				runtime.Gosched()
			}
		}
	}()
	_, e := evalProgram(t, ctx, "begin\n  File.read('"+fifo+"')\nrescue Exception\n  :rescued\nend")
	close(done)
	if e == nil || e.Class != "Punch::LimitError" || !strings.Contains(e.Message, "cancelled") {
		t.Fatalf("got %v", e)
	}
}

// openCount is how many of this process's descriptors are open on path.
func openCount(path string) int {
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return 2 // no /proc: cancel at once, which must end the read too
	}
	n := 0
	for _, e := range ents {
		if l, err := os.Readlink("/proc/self/fd/" + e.Name()); err == nil && l == path {
			n++
		}
	}
	return n
}
