//go:build !unix

package enc

import "os/exec"

// Without process groups only the classifier itself is killed.
func setProcessGroup(cmd *exec.Cmd) {}

func killGroup(cmd *exec.Cmd) {}
