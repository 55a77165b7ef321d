//go:build unix

package settings

import "syscall"

// openFileLimit is the process's limit on open files (RLIMIT_NOFILE's soft
// limit), 0 when unknown.
func openFileLimit() uint64 {
	var rl syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rl); err != nil {
		return 0
	}
	return rl.Cur
}
