package testtree

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteAndCopy(t *testing.T) {
	root := t.TempDir()
	Write(t, root, map[string]string{
		"env/manifests/site.pp": "notice('hi')\n",
		"bin/enc.sh":            "#!/bin/sh\necho 'classes: []'\n",
		"env/modules/":          "",
	})
	if err := os.Symlink("../env", filepath.Join(root, "bin", "env-link")); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(t.TempDir(), "copy")
	Copy(t, root, dst)
	for rel, want := range map[string]os.FileMode{"env/manifests/site.pp": 0o644, "bin/enc.sh": 0o755, "env/modules": 0o755 | os.ModeDir} {
		info, err := os.Stat(filepath.Join(dst, rel))
		if err != nil {
			t.Fatal(err)
		}
		if got := info.Mode() & (os.ModeDir | os.ModePerm); got != want {
			t.Errorf("%s: mode %v, want %v", rel, got, want)
		}
	}
	b, err := os.ReadFile(filepath.Join(dst, "env", "manifests", "site.pp"))
	if err != nil || string(b) != "notice('hi')\n" {
		t.Errorf("site.pp: %q, %v", b, err)
	}
	if l, err := os.Readlink(filepath.Join(dst, "bin", "env-link")); err != nil || l != "../env" {
		t.Errorf("link: %q, %v", l, err)
	}
}

func TestReadJSON(t *testing.T) {
	dir := t.TempDir()
	Write(t, dir, map[string]string{"rec.json": `[{"in": "a", "out": [1, 2]}]`})
	var cases []struct {
		In  string `json:"in"`
		Out []int  `json:"out"`
	}
	ReadJSON(t, filepath.Join(dir, "rec.json"), &cases)
	if len(cases) != 1 || cases[0].In != "a" || len(cases[0].Out) != 2 || cases[0].Out[1] != 2 {
		t.Errorf("ReadJSON = %+v", cases)
	}
}

func TestEachRecorded(t *testing.T) {
	dir := t.TempDir()
	Write(t, dir, map[string]string{
		"a.rb": "puts 1", "a.out": "1\n",
		"b.pp": "notice(2)", "b.out": "2\n",
		"c.txt": "not an input",
	})
	seen := map[string]string{}
	n := EachRecorded(t, "record.sh", func(t *testing.T, path string, src, want []byte) {
		seen[t.Name()] = filepath.Base(path) + " " + string(src) + " " + strings.TrimSpace(string(want))
	}, filepath.Join(dir, "*.rb"), filepath.Join(dir, "*.pp"))
	if n != 2 {
		t.Errorf("%d files, want 2", n)
	}
	want := map[string]string{
		"TestEachRecorded/a": "a.rb puts 1 1",
		"TestEachRecorded/b": "b.pp notice(2) 2",
	}
	if len(seen) != len(want) {
		t.Errorf("subtests %v", seen)
	}
	for k, v := range want {
		if seen[k] != v {
			t.Errorf("%s: %q, want %q", k, seen[k], v)
		}
	}
}

func TestFiles(t *testing.T) {
	dir := t.TempDir()
	Write(t, dir, map[string]string{"a.pp": "A", "b.pp": "B", "c.epp": "C", "d.txt": "D"})
	var got []string
	for path, b := range Files(filepath.Join(dir, "*.pp"), filepath.Join(dir, "*.epp")) {
		got = append(got, filepath.Base(path)+"="+string(b))
	}
	if strings.Join(got, " ") != "a.pp=A b.pp=B c.epp=C" {
		t.Errorf("got %q", got)
	}
}
