//go:build linux || openbsd || solaris || illumos || aix || darwin || freebsd || netbsd || dragonfly

package environments

import (
	"os"
	"syscall"
)

// keyOf identifies the version of a file: any change to its content changes
// the key (a write or a rename changes the change time, which no tool can
// set back).
func keyOf(fi os.FileInfo) fileKey {
	k := fileKey{size: fi.Size(), mtime: fi.ModTime().UnixNano(), mode: uint32(fi.Mode())}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		k.dev = uint64(st.Dev)
		k.ino = uint64(st.Ino)
		k.ctime = ctimeOf(st)
	}
	return k
}
