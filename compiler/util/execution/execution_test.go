package execution

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func script(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "cmd")
	if err := os.WriteFile(p, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRun(t *testing.T) {
	ctx := context.Background()
	// Combined output, exit status, Puppet's environment.
	p := script(t, "#!/bin/sh\necho out; echo err >&2; echo \"LANG=$LANG HOME=${HOME-unset}\"; exit 3\n")
	r, err := Run(ctx, Spec{Path: p, Args: []string{p}, Combined: true, MaxOutput: 1 << 10})
	if err != nil {
		t.Fatal(err)
	}
	if got := string(r.Output); got != "out\nerr\nLANG=C HOME=unset\n" || r.Status != 3 {
		t.Errorf("combined: %q status %d", got, r.Status)
	}
	// Separate standard error, bounded to its head.
	r, _ = Run(ctx, Spec{Path: p, Args: []string{p}, MaxOutput: 1 << 10, MaxStderr: 2})
	if string(r.Output) != "out\nLANG=C HOME=unset\n" || r.Stderr != "er" {
		t.Errorf("separate: %q %q", r.Output, r.Stderr)
	}
	// No #! line: run by /bin/sh.
	q := script(t, "echo \"$1\"\n")
	r, err = Run(ctx, Spec{Path: q, Args: []string{q, "arg"}, Combined: true, MaxOutput: 1 << 10})
	if err != nil || string(r.Output) != "arg\n" || r.Status != 0 {
		t.Errorf("no #!: %q %d %v", r.Output, r.Status, err)
	}
	// Too much output: killed.
	y := script(t, "#!/bin/sh\nexec yes\n")
	r, _ = Run(ctx, Spec{Path: y, Args: []string{y}, MaxOutput: 1 << 12})
	if !r.Overflow || r.Status != -1 || len(r.Output) > 1<<12 {
		t.Errorf("overflow: %v status %d len %d", r.Overflow, r.Status, len(r.Output))
	}
	// Cancelled: the group is killed, the status is -1 (a signal).
	s := script(t, "#!/bin/sh\nsleep 30 & sleep 30\n")
	cctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	r, _ = Run(cctx, Spec{Path: s, Args: []string{s}, Combined: true})
	if r.Status != -1 || r.Signal != syscall.SIGKILL {
		t.Errorf("cancelled: status %d signal %v", r.Status, r.Signal)
	}
	// Left a child holding the output: not waited for.
	b := script(t, "#!/bin/sh\necho v; sleep 30 &\n")
	r, _ = Run(ctx, Spec{Path: b, Args: []string{b}, Combined: true, WaitDelay: 50 * time.Millisecond})
	if string(r.Output) != "v\n" || r.Status != 0 || !r.LeftOpen {
		t.Errorf("background: %q %d %v", r.Output, r.Status, r.LeftOpen)
	}
}

func TestStartError(t *testing.T) {
	_, err := Run(context.Background(), Spec{Path: "/nonexistent/x", Args: []string{"/nonexistent/x"}})
	var se *StartError
	if !errors.As(err, &se) {
		t.Fatalf("got %v", err)
	}
	if se.Errno() != syscall.ENOENT || se.PosixMessage() != "Error: Could not execute posix command: No such file or directory - /nonexistent/x" {
		t.Errorf("%v %q", se.Errno(), se.PosixMessage())
	}
	_, err = Run(context.Background(), Spec{Path: "no-such-command-on-path", Args: []string{"no-such-command-on-path"}})
	if !errors.As(err, &se) || !strings.Contains(se.Reason(), "No such file") {
		t.Errorf("not on PATH: %v", err)
	}
	d := t.TempDir()
	_, err = Run(context.Background(), Spec{Path: d, Args: []string{d}})
	if !errors.As(err, &se) || se.Errno() != syscall.EACCES {
		t.Errorf("directory: %v", err)
	}
}

func TestPuppetEnv(t *testing.T) {
	got := strings.Join(PuppetEnv([]string{"A=1", "LANG=de", "HOME=/h", "LC_TIME=x", "B=2"}), " ")
	if got != "A=1 B=2 LANG=C LC_ALL=C" {
		t.Error(got)
	}
}

// A program still open for writing somewhere (ETXTBSY: just written, and
// a process forked meanwhile holds the descriptor until its exec) is
// started once the descriptor is gone, instead of failing the command.
func TestRunRetriesTextFileBusy(t *testing.T) {
	p := script(t, "#!/bin/sh\necho ran\n")
	f, err := os.OpenFile(p, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Run(context.Background(), Spec{Path: p, Args: []string{p}, MaxOutput: 1 << 10}); !errors.Is(err, syscall.ETXTBSY) {
		f.Close()
		t.Skipf("this system does not refuse to run a file open for writing (got %v)", err)
	}
	go func() {
		time.Sleep(20 * time.Millisecond)
		f.Close()
	}()
	r, err := Run(context.Background(), Spec{Path: p, Args: []string{p}, MaxOutput: 1 << 10})
	if err != nil || string(r.Output) != "ran\n" {
		t.Fatalf("busy program not retried: %v %q", err, r.Output)
	}
}
