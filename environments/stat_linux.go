//go:build linux || openbsd || solaris || illumos || aix

package environments

import "syscall"

// ctimeOf is the file's change time in nanoseconds (Stat_t.Ctim here,
// Ctimespec on the BSDs).
func ctimeOf(st *syscall.Stat_t) int64 {
	return int64(st.Ctim.Sec)*1e9 + int64(st.Ctim.Nsec)
}
