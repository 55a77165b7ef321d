// Package punchtest builds the punch command for the tests that run it as
// operators and agents do (punch serve against a real puppet agent or
// hostile clients, the Debian package): once per test binary and build
// environment, since linking the whole command takes minutes of a loaded
// machine's CPU and several tests of a package run at once. It also
// starts punch serve for a test (Start) and gives its clients their TLS
// configuration from an ssldir (TLSConfig).
package punchtest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/util/syncbuf"
)

var builds struct {
	mu   sync.Mutex
	dir  string            // holds every build; Cleanup removes it
	done map[string]*build // by the build's environment
}

type build struct {
	once sync.Once
	bin  string // where it goes
	err  error
}

// Binary returns the path of punch built from this checkout, with env
// (e.g. "CGO_ENABLED=0") added to the go command's environment. The first
// test to ask builds it; the others wait for that build and share it.
func Binary(tb testing.TB, env ...string) string {
	tb.Helper()
	key := strings.Join(env, "\x00")
	builds.mu.Lock()
	if builds.done == nil {
		builds.done = map[string]*build{}
	}
	if builds.dir == "" {
		dir, err := os.MkdirTemp("", "punch-test-build-")
		if err != nil {
			builds.mu.Unlock()
			tb.Fatal(err)
		}
		builds.dir = dir
	}
	b := builds.done[key]
	if b == nil {
		// Each build in a directory of its own, named punch as installed.
		b = &build{bin: filepath.Join(builds.dir, fmt.Sprint(len(builds.done)), "punch")}
		builds.done[key] = b
	}
	builds.mu.Unlock()
	b.once.Do(func() {
		cmd := exec.Command("go", "build", "-o", b.bin, "github.com/punch-dev/punch/cmd/punch")
		cmd.Env = append(os.Environ(), env...)
		if msg, err := cmd.CombinedOutput(); err != nil {
			b.err = fmt.Errorf("building punch: %v\n%s", err, msg)
		}
	})
	if b.err != nil {
		tb.Fatal(b.err)
	}
	return b.bin
}

// Main runs m's tests and then removes what Binary built: a package whose
// tests call Binary has `func TestMain(m *testing.M) { punchtest.Main(m) }`
// (or calls Cleanup in its own TestMain).
func Main(m *testing.M) {
	code := m.Run()
	Cleanup()
	os.Exit(code)
}

// Cleanup removes what Binary built.
func Cleanup() {
	builds.mu.Lock()
	defer builds.mu.Unlock()
	if builds.dir != "" {
		os.RemoveAll(builds.dir)
	}
}

// Start starts cmd (punch serve, typically) with its standard error going
// to the buffer it returns. When the test ends it stops the process as an
// operator does (SIGTERM; killed if still running 30 seconds later) and,
// if the test failed, logs the end of what it wrote.
func Start(tb testing.TB, cmd *exec.Cmd) *syncbuf.Buffer {
	tb.Helper()
	log := &syncbuf.Buffer{}
	cmd.Stderr = log
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
		if tb.Failed() {
			out := log.String()
			if len(out) > 4000 {
				out = out[len(out)-4000:]
			}
			tb.Logf("%s's log:\n%s", filepath.Base(cmd.Path), out)
		}
	})
	return log
}
