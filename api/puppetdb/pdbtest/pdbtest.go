// Package pdbtest starts PostgreSQL and PuppetDB for tests, with the
// project's scripts (api/puppetdb/testdata/start-puppetdb.sh and its
// stop/wipe companions): the PuppetDB client's tests, the server's
// storeconfigs tests and punch's command tests start theirs through it.
package pdbtest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// SkipUnlessAvailable skips tb with -short or when PuppetDB is not
// installed, saying how to get it.
func SkipUnlessAvailable(tb testing.TB) {
	tb.Helper()
	if testing.Short() {
		tb.Skip("-short: not starting PuppetDB")
	}
	if _, err := os.Stat("/usr/share/puppetdb/puppetdb.jar"); err != nil {
		tb.Skip("PuppetDB is not installed: run .ci/install.d/puppetdb.sh as root (Debian's puppetdb, puppet-terminus-puppetdb and postgresql)")
	}
}

// Script is the path of one of the project's PuppetDB scripts
// (start-puppetdb.sh, stop-puppetdb.sh, wipe-puppetdb.sh).
func Script(name string) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "testdata", name)
}

// FreePort is a loopback port nothing listens on; with pair, the next
// port is free too (PuppetDB serves HTTPS on the port after its HTTP one).
func FreePort(tb testing.TB, pair bool) int {
	tb.Helper()
	for i := 0; i < 50; i++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			tb.Fatal(err)
		}
		p := l.Addr().(*net.TCPAddr).Port
		l.Close()
		if !pair {
			return p
		}
		if l2, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", p+1)); err == nil {
			l2.Close()
			return p
		}
	}
	tb.Fatal("no free port pair")
	return 0
}

// NewState makes a state directory for Start (PostgreSQL runs as postgres
// when the test runs as root: the directory is readable by all).
func NewState(prefix string) (string, error) {
	dir, err := os.MkdirTemp("", prefix)
	if err != nil {
		return "", err
	}
	return dir, os.Chmod(dir, 0o755)
}

// Start runs start-puppetdb.sh: PostgreSQL on pgPort and PuppetDB on port
// (HTTP; HTTPS on port+1), their data in state, stopped with this test
// process even if it is killed. env adds to the script's environment
// (PUNCH_PUPPETDB_REMOVE=1 also removes state then). It returns the HTTP
// URL the script prints.
func Start(state string, port, pgPort int, env ...string) (string, error) {
	cmd := exec.Command(Script("start-puppetdb.sh"), state, fmt.Sprint(port), fmt.Sprint(pgPort))
	cmd.Env = append(append(os.Environ(), fmt.Sprintf("PUNCH_PUPPETDB_PARENT=%d", os.Getpid())), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("could not start PuppetDB: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	return lines[len(lines)-1], nil
}

// WaitFor polls until ok is true (PuppetDB processes commands
// asynchronously), failing the test after 3 minutes, what naming what was
// waited for.
func WaitFor(tb testing.TB, what string, ok func() bool) {
	tb.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for !ok() {
		if time.Now().After(deadline) {
			tb.Fatalf("PuppetDB did not process %s within 3 minutes", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
