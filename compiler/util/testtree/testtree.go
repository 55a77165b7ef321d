// Package testtree writes and copies directory trees for tests: the
// environments, modules, scripts and mounts that tests of every layer lay
// out in a temporary directory. It knows nothing of Puppet; tests of the
// parser, the compiler, the environments, the server and the commands
// use it instead of a copy of the same loop each. Test harness code that
// is not a _test file (compiler/golden's LayOut) and reports errors to its
// caller uses CopyTree. Recording and ReadJSON read the real thing's
// recorded answers; EachRecorded compares each of a folder's inputs with
// its recording; Files gives a fuzz test its seeds. Concurrently runs the
// goroutines of a test of shared state.
package testtree

import (
	"encoding/json"
	"iter"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Write writes files (a slash-separated path under root -> content) under
// root, making the directories on the way. A file whose content starts
// with "#!" is a script (an ENC, a config_version command) and is written
// executable (0755); any other file 0644. A path ending in "/" is an
// empty directory (its content is not used).
func Write(tb testing.TB, root string, files map[string]string) {
	tb.Helper()
	for rel, content := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if strings.HasSuffix(rel, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				tb.Fatal(err)
			}
			continue
		}
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

// Recording returns the text of the file path: the output of the real
// thing (Puppet, Ruby) recorded as test data. With update it records it
// first, writing what record returns (making the directories on the way),
// and skips the test where tool is not on PATH. A test whose recording is
// missing fails saying how to make it.
func Recording(tb testing.TB, path string, update bool, tool string, record func() string) string {
	tb.Helper()
	if update {
		if _, err := exec.LookPath(tool); err != nil {
			tb.Skip(tool + " is not installed")
		}
		text := record()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("no recording (run with -update where %s is installed): %v", tool, err)
	}
	return string(raw)
}

// ReadJSON decodes the JSON file path (answers of the real thing recorded
// as test data, usually) into v, failing the test when the file cannot be
// read or decoded.
func ReadJSON(tb testing.TB, path string, v any) {
	tb.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
}

// EachRecorded runs a subtest for every file that matches one of patterns
// (filepath.Glob), named after the file without its extension: check gets
// the file's path, its text and the recording beside it (the same path
// with the extension ".out": what the real thing printed for the file,
// recorded by the script record, which a missing recording's failure
// names). It returns how many files there were; none at all fails the
// test, which then has nothing to compare.
func EachRecorded(t *testing.T, record string, check func(t *testing.T, path string, src, want []byte), patterns ...string) int {
	t.Helper()
	var files []string
	for _, p := range patterns {
		m, err := filepath.Glob(p)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Fatalf("no files match %s", strings.Join(patterns, " "))
	}
	for _, path := range files {
		stem := strings.TrimSuffix(path, filepath.Ext(path))
		t.Run(filepath.Base(stem), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(stem + ".out")
			if err != nil {
				t.Fatalf("no recording (run %s): %v", record, err)
			}
			check(t, path, src, want)
		})
	}
	return len(files)
}

// Files yields the path and the text of every file that matches one of
// patterns (filepath.Glob), pattern by pattern: the seeds of a fuzz test,
// usually. A file that cannot be read is passed over (a seed corpus is
// best effort; the fuzz target's own inputs follow).
func Files(patterns ...string) iter.Seq2[string, []byte] {
	return func(yield func(string, []byte) bool) {
		for _, p := range patterns {
			paths, _ := filepath.Glob(p)
			for _, path := range paths {
				b, err := os.ReadFile(path)
				if err == nil && !yield(path, b) {
					return
				}
			}
		}
	}
}
