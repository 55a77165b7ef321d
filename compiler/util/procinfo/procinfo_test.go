package procinfo

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestSelfCPUGrowsWithWork: the CPU time counts a busy loop's time.
func TestSelfCPUGrowsWithWork(t *testing.T) {
	start := SelfCPU()
	if start <= 0 {
		t.Fatalf("SelfCPU() = %v at the start of a running test, want > 0", start)
	}
	x := 0
	for end := time.Now().Add(50 * time.Millisecond); time.Now().Before(end); {
		x++
	}
	if got := SelfCPU(); got <= start {
		t.Fatalf("after a 50 ms busy loop (%d turns) SelfCPU() = %v, was %v", x, got, start)
	}
}

// TestRunning: a child that runs, then the same child once it has exited
// but is not yet reaped (a zombie), then reaped; this process runs.
func TestRunning(t *testing.T) {
	if !Running(os.Getpid()) {
		t.Fatal("Running(own pid) = false")
	}
	cmd := exec.Command("sh", "-c", "read x; exit 0")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	pid := cmd.Process.Pid
	if !Running(pid) {
		t.Errorf("Running(%d) = false for a child waiting on its input", pid)
	}
	in.Close() // the child's read ends and it exits
	if _, err := os.Stat("/proc/self/stat"); err == nil {
		// Not reaped: a zombie, which Running does not count. The exit
		// itself is asynchronous: wait for it, far longer than it takes.
		for i := 0; Running(pid); i++ {
			if i == 3000 {
				t.Fatalf("Running(%d) still true 30 s after its input closed", pid)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	if Running(pid) {
		t.Errorf("Running(%d) = true after the child was reaped", pid)
	}
}

// TestStatus: this process's own status gives its pid and a resident size
// in kB; a pid that no process has gives the file's error.
func TestStatus(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skipf("no /proc: %v", err)
	}
	st, err := Status(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := st["Pid"], strconv.Itoa(os.Getpid()); got != want {
		t.Errorf("Pid = %q, want %q", got, want)
	}
	if rss := st["VmRSS"]; !strings.HasSuffix(rss, " kB") || strings.HasPrefix(rss, " ") {
		t.Errorf("VmRSS = %q, want a trimmed size in kB", rss)
	}
	if _, err := Status(-1); err == nil {
		t.Error("Status(-1) gave no error")
	}
}
