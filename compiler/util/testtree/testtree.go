// Package testtree writes and copies directory trees for tests: the
// environments, modules, scripts and mounts that tests of every layer lay
// out in a temporary directory. It knows nothing of Puppet; tests of the
// parser, the compiler, the environments, the server and the commands
// use it instead of a copy of the same loop each. Test harness code that
// is not a _test file (compiler/golden's LayOut) and reports errors to its
// caller uses CopyTree.
package testtree

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Write writes files (a slash-separated path under root -> content) under
// root, making the directories on the way. A file whose content starts
// with "#!" is a script (an ENC, a config_version command) and is written
// executable (0755); any other file 0644.
func Write(tb testing.TB, root string, files map[string]string) {
	tb.Helper()
	for rel, content := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			tb.Fatal(err)
		}
		mode := os.FileMode(0o644)
		if strings.HasPrefix(content, "#!") {
			mode = 0o755
		}
		if err := os.WriteFile(p, []byte(content), mode); err != nil {
			tb.Fatal(err)
		}
	}
}

// Copy copies the tree src to dst with CopyTree and fails the test on an
// error.
func Copy(tb testing.TB, src, dst string) {
	tb.Helper()
	if err := CopyTree(src, dst); err != nil {
		tb.Fatal(err)
	}
}

// CopyTree copies the tree src to dst (like cp -r SRC/. DST/):
// directories, regular files with their permission bits, and symbolic
// links as links (a module directory of links to installed modules stays
// one). A src that is a file is copied to the file dst.
func CopyTree(src, dst string) error {
	return filepath.Walk(src, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		switch {
		case info.Mode()&os.ModeSymlink != 0:
			link, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(link, target)
		case info.IsDir():
			return os.MkdirAll(target, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, info.Mode().Perm())
	})
}
