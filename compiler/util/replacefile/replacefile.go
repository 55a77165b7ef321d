// Package replacefile replaces a file's content the way Puppet's
// Puppet::Util.replace_file does: the data goes to a temporary file beside
// it with the file's mode, is flushed to disk (fsync), and is renamed over
// the file, so that a reader sees the old content or the new, never a
// part, and a crash leaves no half-written file in its place.
package replacefile

import (
	"os"
	"path/filepath"
)

// Write replaces path's content with data, the file getting mode perm.
// On an error path is unchanged and the temporary file removed.
func Write(path string, data []byte, perm os.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(name)
		}
	}()
	if err := tmp.Chmod(perm); err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(name, path); err != nil {
		return err
	}
	done = true
	return nil
}
