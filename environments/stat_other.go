//go:build !(linux || openbsd || solaris || illumos || aix || darwin || freebsd || netbsd || dragonfly)

package environments

import "os"

// keyOf identifies the version of a file by size, modification time and
// mode (this platform gives no inode or change time).
func keyOf(fi os.FileInfo) fileKey {
	return fileKey{size: fi.Size(), mtime: fi.ModTime().UnixNano(), mode: uint32(fi.Mode())}
}
