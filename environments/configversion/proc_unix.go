//go:build unix

package configversion

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
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
