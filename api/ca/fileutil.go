package ca

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/punch-dev/punch/compiler/util/replacefile"
)

const (
	privateKeyPerm os.FileMode = 0o640 // Puppet Server: rw-r-----
	publicPerm     os.FileMode = 0o644 // rw-r--r--
	privateDirPerm os.FileMode = 0o750 // rwxr-x---
	dirPerm        os.FileMode = 0o755
)

// writeFileAtomic replaces path's content as Puppet's replace_file does
// (replacefile: readers see the old or the new content, never a part).
func writeFileAtomic(path string, data []byte, perm os.FileMode) error {
	if err := replacefile.Write(path, data, perm); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// fileWrite is one file of a set written together: its path, its
// content and its mode.
type fileWrite struct {
	path string
	data []byte
	perm os.FileMode
}

// writeFiles writes each file with writeFileAtomic, in order; the first
// error ends it.
func writeFiles(files []fileWrite) error {
	for _, f := range files {
		if err := writeFileAtomic(f.path, f.data, f.perm); err != nil {
			return err
		}
	}
	return nil
}

// appendFile appends data to path, creating it if needed.
func appendFile(path string, data []byte, perm os.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, perm)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// removeIfExists removes path; it reports whether something was removed.
func removeIfExists(path string) (bool, error) {
	err := os.Remove(path)
	if err == nil {
		return true, nil
	}
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	return false, err
}
