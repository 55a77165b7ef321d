//go:build unix

package execution

import (
	"os/exec"
	"syscall"
)

// newSession runs the command in a new session (Puppet's Process.setsid),
// whose process group cancellation kills.
func newSession(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	cmd.Cancel = func() error { killGroup(cmd); return nil }
}

// killGroup kills the command's process group (its pid is the group id).
// Call it only while the group is known to exist: the system may reuse the
// id once the whole group is gone.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
