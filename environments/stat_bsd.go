//go:build darwin || freebsd || netbsd || dragonfly

package environments

import "syscall"

// ctimeOf is the file's change time in nanoseconds (Stat_t.Ctimespec here,
// Ctim on Linux).
func ctimeOf(st *syscall.Stat_t) int64 {
	return int64(st.Ctimespec.Sec)*1e9 + int64(st.Ctimespec.Nsec)
}
