//go:build unix

package enc

import (
	"os/exec"
	"syscall"
)

// setProcessGroup runs the command in a new process group and makes
// cancellation kill the whole group.
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return killPgid(cmd) }
}

// killGroup kills what is left of the command's process group. Call it
// only while the group is known to exist (a member still holds the
// output): the group id is the leader's pid, which the system may reuse
// once the whole group is gone.
func killGroup(cmd *exec.Cmd) { _ = killPgid(cmd) }

func killPgid(cmd *exec.Cmd) error {
	if cmd.Process == nil {
		return nil
	}
	return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
}
