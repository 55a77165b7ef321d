package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

func sha(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

func TestFileBucketLayoutAndRoundTrip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "bucket")
	b, err := OpenFileBucket(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	content := "hello bucket\n"
	sum := sha(content)
	if ok, err := b.Has(sum, ""); ok || err != nil {
		t.Fatalf("empty bucket has %s: %v", sum, err)
	}
	res, err := b.Put(strings.NewReader(content), "etc/motd")
	if err != nil {
		t.Fatal(err)
	}
	if res.Sum != sum || res.Size != int64(len(content)) || res.Duplicate || res.Repaired {
		t.Fatalf("put: %+v", res)
	}
	// Puppet's layout: the first eight characters as directories.
	entry := filepath.Join(append([]string{dir}, strings.Split(sum[:8], "")...)...)
	entry = filepath.Join(entry, sum)
	got, err := os.ReadFile(filepath.Join(entry, "contents"))
	if err != nil || string(got) != content {
		t.Fatalf("contents: %q %v", got, err)
	}
	if paths, _ := os.ReadFile(filepath.Join(entry, "paths")); string(paths) != "etc/motd\n" {
		t.Errorf("paths = %q", paths)
	}
	if fi, _ := os.Stat(filepath.Join(entry, "contents")); fi.Mode().Perm() != 0o440 {
		t.Errorf("contents mode %v", fi.Mode())
	}
	if fi, _ := os.Stat(filepath.Join(entry, "paths")); fi.Mode().Perm()&0o007 != 0 {
		t.Errorf("paths mode %v", fi.Mode())
	}
	for _, c := range []struct {
		path string
		want bool
	}{{"", true}, {"etc/motd", true}, {"etc/other", false}, {"etc/mot", false}} {
		if ok, err := b.Has(sum, c.path); ok != c.want || err != nil {
			t.Errorf("Has(%q) = %v %v", c.path, ok, err)
		}
	}
	f, size, err := b.Open(sum, "etc/motd")
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(f)
	f.Close()
	if string(data) != content || size != int64(len(content)) {
		t.Errorf("Open: %q %d", data, size)
	}
	if _, _, err := b.Open(sum, "etc/other"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Open other path: %v", err)
	}
	if _, _, err := b.Open(sha("nothing"), ""); !errors.Is(err, ErrNotFound) {
		t.Errorf("Open missing: %v", err)
	}
	// The same bytes again: a duplicate; a second path is recorded once.
	for i := 0; i < 3; i++ {
		res, err = b.Put(strings.NewReader(content), "srv/copy")
		if err != nil || !res.Duplicate {
			t.Fatalf("duplicate put: %+v %v", res, err)
		}
	}
	if paths, _ := os.ReadFile(filepath.Join(entry, "paths")); string(paths) != "etc/motd\nsrv/copy\n" {
		t.Errorf("paths = %q", paths)
	}
	// Empty files and no path are fine.
	if res, err := b.Put(strings.NewReader(""), ""); err != nil || res.Sum != sha("") {
		t.Errorf("empty: %+v %v", res, err)
	}
	// A fresh FileBucket on the same directory sees everything.
	b2, _ := OpenFileBucket(dir, "sha256")
	if ok, _ := b2.Has(sum, "srv/copy"); !ok {
		t.Errorf("reopened bucket lost a path")
	}
}

func TestFileBucketRefusals(t *testing.T) {
	b, err := OpenFileBucket(t.TempDir(), "sha256")
	if err != nil {
		t.Fatal(err)
	}
	for _, sum := range []string{"", "abc", strings.ToUpper(sha("x")), sha("x") + "0", "../../../../../../../etc/passwd", strings.Repeat("g", 64)} {
		if b.ValidChecksum(sum) {
			t.Errorf("ValidChecksum(%q)", sum)
		}
		if _, err := b.Has(sum, ""); !errors.Is(err, ErrInvalid) {
			t.Errorf("Has(%q): %v", sum, err)
		}
		if _, err := b.ContentsPath(sum); !errors.Is(err, ErrInvalid) {
			t.Errorf("ContentsPath(%q): %v", sum, err)
		}
	}
	for _, p := range []string{"a\nb", "a\rb", "a\x00b", strings.Repeat("x", MaxBucketPathBytes+1)} {
		if _, err := b.Put(strings.NewReader("x"), p); !errors.Is(err, ErrInvalid) {
			t.Errorf("Put path %q: %v", p, err)
		}
	}
	if _, err := OpenFileBucket(t.TempDir(), "crc32"); err == nil {
		t.Errorf("unknown algorithm accepted")
	}
	file := filepath.Join(t.TempDir(), "f")
	os.WriteFile(file, nil, 0o644)
	if _, err := OpenFileBucket(file, ""); err == nil {
		t.Errorf("a file as bucket directory accepted")
	}
	if _, err := OpenFileBucket("", ""); err == nil {
		t.Errorf("empty directory accepted")
	}
	// A reader that fails leaves nothing behind.
	if _, err := b.Put(io.MultiReader(strings.NewReader("part"), errReader{}), "x"); err == nil {
		t.Errorf("failing reader accepted")
	}
	entries, _ := os.ReadDir(b.Dir())
	if len(entries) != 0 {
		t.Errorf("leftovers after a failed put: %v", entries)
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("connection reset") }

// TestFileBucketDamage: a stored file whose bytes no longer match its
// checksum is replaced by a new backup (Puppet: "Overwriting corrupted
// backup"); other bytes with the same checksum are a collision, refused
// with Puppet's message and the stored file kept.
func TestFileBucketDamage(t *testing.T) {
	b, _ := OpenFileBucket(t.TempDir(), "")
	res, err := b.Put(strings.NewReader("original\n"), "a")
	if err != nil {
		t.Fatal(err)
	}
	p, _ := b.ContentsPath(res.Sum)
	os.Chmod(p, 0o644)
	os.WriteFile(p, []byte("damaged\n"), 0o644)
	res2, err := b.Put(strings.NewReader("original\n"), "a")
	if err != nil || !res2.Repaired || res2.Sum != res.Sum {
		t.Fatalf("repair: %+v %v", res2, err)
	}
	if got, _ := os.ReadFile(p); string(got) != "original\n" {
		t.Errorf("not repaired: %q", got)
	}

	// Collisions, with a checksum that maps everything to one value.
	c, _ := OpenFileBucket(t.TempDir(), "")
	c.hashFn = func() hash.Hash { return constHash{} }
	if _, err := c.Put(strings.NewReader("first"), "a"); err != nil {
		t.Fatal(err)
	}
	_, err = c.Put(strings.NewReader("second"), "b")
	if !errors.Is(err, ErrBucketCollision) || !strings.Contains(err.Error(), "Existing backup and new file have different content but same checksum, {sha256}") {
		t.Fatalf("collision: %v", err)
	}
	sum := hex.EncodeToString(constHash{}.Sum(nil))
	f, _, _ := c.Open(sum, "")
	got, _ := io.ReadAll(f)
	f.Close()
	if string(got) != "first" {
		t.Errorf("collision replaced the stored file: %q", got)
	}
	if ok, _ := c.Has(sum, "b"); ok {
		t.Errorf("collision recorded the new path")
	}
}

type constHash struct{}

func (constHash) Write(p []byte) (int, error) { return len(p), nil }
func (constHash) Sum(b []byte) []byte         { return append(b, bytes.Repeat([]byte{0xab}, 32)...) }
func (constHash) Reset()                      {}
func (constHash) Size() int                   { return 32 }
func (constHash) BlockSize() int              { return 64 }

// TestFileBucketConcurrent: many writers of the same and of different
// files at once; every path is recorded exactly once (go test -race).
func TestFileBucketConcurrent(t *testing.T) {
	b, _ := OpenFileBucket(t.TempDir(), "")
	testtree.Concurrently(32, func(i int) {
		content := fmt.Sprintf("file %d\n", i%4)
		if _, err := b.Put(strings.NewReader(content), fmt.Sprintf("path/%d", i%8)); err != nil {
			t.Error(err)
		}
	})
	for k := 0; k < 4; k++ {
		sum := sha(fmt.Sprintf("file %d\n", k))
		p, _ := b.ContentsPath(sum)
		paths, err := os.ReadFile(filepath.Join(filepath.Dir(p), "paths"))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSuffix(string(paths), "\n"), "\n")
		seen := map[string]bool{}
		for _, l := range lines {
			if seen[l] {
				t.Errorf("%s recorded twice for file %d", l, k)
			}
			seen[l] = true
		}
		if len(lines) != 2 {
			t.Errorf("file %d: paths %q", k, paths)
		}
	}
}

// TestFileBucketPuppetCompatible: Puppet's own `puppet filebucket --local`
// reads what Punch stored, and Punch reads what Puppet stored (skipped
// without puppet).
func TestFileBucketPuppetCompatible(t *testing.T) {
	puppet, err := exec.LookPath("puppet")
	if err != nil {
		t.Skip("puppet is not installed")
	}
	if testing.Short() {
		t.Skip("-short")
	}
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "bucket")
	b, _ := OpenFileBucket(dir, "")
	content := "stored by Punch\n"
	res, err := b.Put(strings.NewReader(content), "etc/punch.conf")
	if err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) string {
		t.Helper()
		full := append([]string{"filebucket", "--local", "--bucket", dir, "--confdir", filepath.Join(tmp, "conf"),
			"--vardir", filepath.Join(tmp, "var"), "--logdir", filepath.Join(tmp, "log"), "--rundir", filepath.Join(tmp, "run"),
			"--codedir", filepath.Join(tmp, "code"), "--color", "false"}, args...)
		out, err := exec.Command(puppet, full...).CombinedOutput()
		if err != nil {
			t.Fatalf("puppet %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	if out := run("get", res.Sum); out != content {
		t.Errorf("puppet filebucket get = %q", out)
	}
	if out := run("list"); !strings.Contains(out, res.Sum) || !strings.Contains(out, "etc/punch.conf") {
		t.Errorf("puppet filebucket list = %q", out)
	}
	src := filepath.Join(tmp, "from-puppet.txt")
	os.WriteFile(src, []byte("stored by Puppet\n"), 0o644)
	out := run("backup", src)
	sum := sha("stored by Puppet\n")
	if !strings.Contains(out, sum) {
		t.Fatalf("puppet filebucket backup said %q", out)
	}
	if ok, err := b.Has(sum, src); !ok || err != nil {
		t.Errorf("Punch does not see Puppet's backup of %s: %v", src, err)
	}
	f, _, err := b.Open(sum, "")
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(f)
	f.Close()
	if string(got) != "stored by Puppet\n" {
		t.Errorf("Puppet's backup read as %q", got)
	}
}
