//go:build !unix

package execution

import "os/exec"

// Without sessions only the command itself is killed.
func newSession(cmd *exec.Cmd) {}

func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}
