//go:build linux

package ca_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/compiler/util/procinfo"
)

// TestAutosignTimeoutKillsChildren checks that the policy command's
// children die with it at the timeout: only the shell used to be killed,
// and its `sleep` (a policy script's curl, in practice) went on running.
// Puppet Server 7.9.5 has no timeout (it waits for the command), so no
// child of a command it gave up on can outlive it there either.
func TestAutosignTimeoutKillsChildren(t *testing.T) {
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "child.pid")
	script := filepath.Join(dir, "policy.sh")
	body := "#!/bin/sh\nsleep 300 &\necho $! >" + pidFile + ".tmp\nmv " + pidFile + ".tmp " + pidFile + "\nwait\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	// The timeout leaves the shell ample time to start its child on a
	// loaded machine; what is tested is what happens at the timeout.
	c, logs := newCA(t, ca.Config{Autosign: script, AutosignTimeout: 5 * time.Second})
	_, csr := makeCSR(t, "slow2", csrOpts{})
	res, err := c.SubmitRequest(t.Context(), "slow2", csr, "test")
	if err != nil || res.Signed {
		t.Fatalf("slow: %+v %v", res, err)
	}
	if !strings.Contains(logs.String(), "timed out") {
		t.Errorf("timeout not logged: %s", logs)
	}
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatalf("the policy command did not start its child before the timeout: %v", err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil || pid <= 1 {
		t.Fatalf("child pid %q", b)
	}
	t.Cleanup(func() {
		if procinfo.Running(pid) {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	})
	// A SIGKILL is delivered asynchronously: wait for it, far below the
	// child's 300 s (not a timing test: a surviving child stays alive).
	for i := 0; i < 600 && procinfo.Running(pid); i++ {
		time.Sleep(100 * time.Millisecond)
	}
	if procinfo.Running(pid) {
		t.Errorf("the policy command's child %d survived its timeout", pid)
	}
}
