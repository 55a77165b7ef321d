package fileserve

import (
	"bytes"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/fileserve/internal/fixture"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

func decodeMetadata(t *testing.T, body []byte) Metadata {
	t.Helper()
	var md Metadata
	if err := json.Unmarshal(body, &md); err != nil {
		t.Fatalf("decoding %s: %v", body, err)
	}
	return md
}

func decodeMetadatas(t *testing.T, body []byte) map[string]Metadata {
	t.Helper()
	var mds []Metadata
	if err := json.Unmarshal(body, &mds); err != nil {
		t.Fatalf("decoding %s: %v", body, err)
	}
	out := map[string]Metadata{}
	for _, md := range mds {
		if md.RelativePath == nil {
			t.Fatalf("search result without relative_path: %s", body)
		}
		out[*md.RelativePath] = md
	}
	return out
}

func ctimeOf(t *testing.T, path string) string {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	_, c := statTimes(fi)
	return formatTime(c)
}

// Every checksum type, computed here independently of the server.
func TestAllChecksumTypes(t *testing.T) {
	e := newTestEnv(t, Config{}, nil)
	big := fixture.BigFile()
	path := filepath.Join(e.envs, "production/modules/alpha/files/big.bin")
	fi, _ := os.Stat(path)
	mtime, ctime := statTimes(fi)
	want := map[string]string{
		"md5":        fmt.Sprintf("{md5}%x", md5.Sum(big)),
		"md5lite":    fmt.Sprintf("{md5lite}%x", md5.Sum(big[:512])),
		"sha1":       fmt.Sprintf("{sha1}%x", sha1.Sum(big)),
		"sha1lite":   fmt.Sprintf("{sha1lite}%x", sha1.Sum(big[:512])),
		"sha256":     fmt.Sprintf("{sha256}%x", sha256.Sum256(big)),
		"sha256lite": fmt.Sprintf("{sha256lite}%x", sha256.Sum256(big[:512])),
		"sha224":     fmt.Sprintf("{sha224}%x", sha256.Sum224(big)),
		"sha384":     fmt.Sprintf("{sha384}%x", sha512.Sum384(big)),
		"sha512":     fmt.Sprintf("{sha512}%x", sha512.Sum512(big)),
		"mtime":      "{mtime}" + mtime.Local().Format("2006-01-02 15:04:05 -0700"),
		"ctime":      "{ctime}" + ctime.Local().Format("2006-01-02 15:04:05 -0700"),
		"none":       "{none}",
	}
	if len(want) != len(ChecksumTypes) {
		t.Fatalf("test covers %d types, Puppet has %d", len(want), len(ChecksumTypes))
	}
	for _, ct := range ChecksumTypes {
		// Twice: the second answer comes from the digest cache.
		for i := 0; i < 2; i++ {
			resp, body := e.get(t, "/puppet/v3/file_metadata/modules/alpha/big.bin?environment=production&checksum_type="+ct)
			if resp.StatusCode != 200 {
				t.Fatalf("%s: %d %s", ct, resp.StatusCode, body)
			}
			md := decodeMetadata(t, body)
			if md.Checksum.Type != ct || md.Checksum.Value == nil || *md.Checksum.Value != want[ct] {
				t.Errorf("%s: checksum %+v %v, want %s", ct, md.Checksum, deref(md.Checksum.Value), want[ct])
			}
		}
	}
	// The lite sums of a short file are its full sums.
	resp, body := e.get(t, "/puppet/v3/file_metadata/modules/alpha/hello.txt?environment=production&checksum_type=md5lite")
	if md := decodeMetadata(t, body); resp.StatusCode != 200 || *md.Checksum.Value != fmt.Sprintf("{md5lite}%x", md5.Sum([]byte("hello\n"))) {
		t.Errorf("md5lite of a short file: %s", body)
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

// Changing a file changes its digest even though the server caches digests.
func TestChecksumCacheSeesChanges(t *testing.T) {
	e := newTestEnv(t, Config{}, nil)
	path := filepath.Join(e.envs, "production/modules/alpha/files/hello.txt")
	url := "/puppet/v3/file_metadata/modules/alpha/hello.txt?environment=production&checksum_type=md5"
	_, body := e.get(t, url)
	if v := *decodeMetadata(t, body).Checksum.Value; v != fmt.Sprintf("{md5}%x", md5.Sum([]byte("hello\n"))) {
		t.Fatalf("first sum %s", v)
	}
	if len(e.srv.sums.m) == 0 {
		t.Fatal("digest not cached")
	}
	// Same size, new content.
	if err := os.WriteFile(path, []byte("HELLO\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, body = e.get(t, url)
	if v := *decodeMetadata(t, body).Checksum.Value; v != fmt.Sprintf("{md5}%x", md5.Sum([]byte("HELLO\n"))) {
		t.Fatalf("after rewriting the file the sum is still %s", v)
	}
	// Without a cache, sums are still right.
	e2 := newTestEnv(t, Config{ChecksumCacheEntries: -1}, nil)
	_, body = e2.get(t, url)
	if v := *decodeMetadata(t, body).Checksum.Value; !strings.HasPrefix(v, "{md5}b1946ac9") || len(e2.srv.sums.m) != 0 {
		t.Fatalf("uncached sum %s (cache %d)", v, len(e2.srv.sums.m))
	}
	// A full cache starts over.
	c := sumCache{max: 2}
	for i := 0; i < 5; i++ {
		c.put(sumKey{ino: uint64(i)}, "x")
	}
	if len(c.m) > 2 {
		t.Fatalf("cache holds %d entries, bound 2", len(c.m))
	}
}

// Puppet stamps every directory of a recursive answer with the ctime of
// the directory the search started from; a single answer has its own.
func TestDirectoryCtimeIsTheRootsInRecursion(t *testing.T) {
	e := newTestEnv(t, Config{}, nil)
	files := filepath.Join(e.envs, "production/modules/alpha/files")
	deeper := filepath.Join(files, "sub/deeper")
	// Give the root a ctime at least a second later than sub/deeper's.
	time.Sleep(1100 * time.Millisecond)
	if err := os.Chmod(files, 0o755); err != nil {
		t.Fatal(err)
	}
	rootCtime, deeperCtime := ctimeOf(t, files), ctimeOf(t, deeper)
	if rootCtime == deeperCtime {
		t.Fatal("could not make the ctimes differ")
	}
	_, body := e.get(t, "/puppet/v3/file_metadatas/modules/alpha?environment=production&recurse=true&checksum_type=none")
	all := decodeMetadatas(t, body)
	for _, rel := range []string{".", "sub", "sub/deeper", "link_dir"} {
		md, ok := all[rel]
		if !ok {
			t.Fatalf("no %s in %s", rel, body)
		}
		if md.Type == "directory" && *md.Checksum.Value != "{ctime}"+rootCtime {
			t.Errorf("%s: %s, want the root's {ctime}%s", rel, *md.Checksum.Value, rootCtime)
		}
	}
	_, body = e.get(t, "/puppet/v3/file_metadata/modules/alpha/sub/deeper?environment=production")
	if md := decodeMetadata(t, body); *md.Checksum.Value != "{ctime}"+deeperCtime || md.Checksum.Type != "ctime" {
		t.Errorf("single answer for a directory: %+v %s, want its own ctime %s", md.Checksum, *md.Checksum.Value, deeperCtime)
	}
	// And for a search rooted at sub/deeper, its own again.
	_, body = e.get(t, "/puppet/v3/file_metadatas/modules/alpha/sub/deeper?environment=production&recurse=true")
	if md := decodeMetadatas(t, body)["."]; *md.Checksum.Value != "{ctime}"+deeperCtime {
		t.Errorf("search root: %s", *md.Checksum.Value)
	}
}

func TestRecursionAndIgnore(t *testing.T) {
	e := newTestEnv(t, Config{}, nil)
	names := func(q string) string {
		resp, body := e.get(t, "/puppet/v3/file_metadatas/modules/alpha/sub?environment=production&checksum_type=none&"+q)
		if resp.StatusCode != 200 {
			t.Fatalf("%s: %d %s", q, resp.StatusCode, body)
		}
		var mds []Metadata
		json.Unmarshal(body, &mds)
		var out []string
		for _, md := range mds {
			out = append(out, *md.RelativePath)
		}
		return strings.Join(out, " ")
	}
	cases := map[string]string{
		"":                                 ".",
		"recurse=false":                    ".",
		"recurse=true":                     ". deeper s.txt deeper/d.txt", // breadth first
		"recurse=true&recurselimit=0":      ".",
		"recurse=true&recurselimit=1":      ". deeper s.txt",
		"recurse=true&recurselimit=2":      ". deeper s.txt deeper/d.txt",
		"recurselimit=1":                   ".",
		"recurse=true&ignore=deeper":       ". s.txt",
		"recurse=true&ignore=*.txt":        ". deeper",
		"recurse=true&ignore=d*&ignore=s*": ".",
		"recurse=true&ignore=*":            ".",
		"recurse=true&ignore=%3F.txt":      ". deeper",                    // matches s.txt and d.txt
		"recurse=true&ignore=%3F%3F.txt":   ". deeper s.txt deeper/d.txt", // two characters before .txt: none
		"recurse=true&max_files=3":         ". deeper s.txt deeper/d.txt",
		"recurse=true&max_files=-1":        ". deeper s.txt deeper/d.txt",
	}
	for q, want := range cases {
		if got := names(q); got != want {
			t.Errorf("%s: %q, want %q", q, got, want)
		}
	}
	resp, body := e.get(t, "/puppet/v3/file_metadatas/modules/alpha/sub?environment=production&recurse=true&max_files=2")
	if resp.StatusCode != 500 || !strings.Contains(string(body), "contains 3 entries, which exceeds the limit of 2 specified by the max_files parameter") {
		t.Errorf("max_files=2: %d %s", resp.StatusCode, body)
	}
}

func TestMaxEntriesBoundsRecursion(t *testing.T) {
	e := newTestEnv(t, Config{MaxEntries: 3}, nil)
	resp, body := e.get(t, "/puppet/v3/file_metadatas/modules/alpha?environment=production&recurse=true&max_files=-1")
	if resp.StatusCode != 500 || !strings.Contains(string(body), "contains more than 3 entries") {
		t.Errorf("%d %s", resp.StatusCode, body)
	}
	resp, _ = e.get(t, "/puppet/v3/file_metadatas/modules/alpha/sub?environment=production&recurse=true&recurselimit=1")
	if resp.StatusCode != 200 {
		t.Errorf("a small search failed: %d", resp.StatusCode)
	}
}

func TestSoftMaxFilesWarning(t *testing.T) {
	var logs bytes.Buffer
	logger := zerolog.New(&logs)
	e := newTestEnv(t, Config{Logger: &logger}, nil)
	dir := filepath.Join(e.envs, "production/modules/gamma/files/many")
	os.MkdirAll(dir, 0o755)
	for i := 0; i < 1001; i++ {
		os.WriteFile(filepath.Join(dir, fmt.Sprint(i)), nil, 0o644)
	}
	resp, _ := e.get(t, "/puppet/v3/file_metadatas/modules/gamma/many?environment=production&recurse=true&checksum_type=none&max_files=-1")
	if resp.StatusCode != 200 || strings.Contains(logs.String(), "soft limit") {
		t.Fatalf("max_files=-1: %d, logs %s", resp.StatusCode, logs.String())
	}
	resp, _ = e.get(t, "/puppet/v3/file_metadatas/modules/gamma/many?environment=production&recurse=true&checksum_type=none")
	if resp.StatusCode != 200 || !strings.Contains(logs.String(), "contains 1001 entries, which exceeds the default soft limit 1000") ||
		!strings.Contains(logs.String(), `"level":"warn"`) || !strings.Contains(logs.String(), `"environment":"production"`) {
		t.Fatalf("max_files=0: %d, logs %s", resp.StatusCode, logs.String())
	}
}

func TestFifosNeverBlock(t *testing.T) {
	e := newTestEnv(t, Config{}, nil)
	files := filepath.Join(e.envs, "production/modules/alpha/files")
	if err := os.Symlink("fifo", filepath.Join(files, "to_fifo")); err != nil {
		t.Fatal(err)
	}
	resp, body := e.get(t, "/puppet/v3/file_content/modules/alpha/fifo?environment=production")
	if resp.StatusCode != 403 || !strings.Contains(string(body), "Cannot read the contents of fifo") {
		t.Errorf("content of a fifo: %d %s", resp.StatusCode, body)
	}
	resp, body = e.get(t, "/puppet/v3/file_content/modules/alpha/to_fifo?environment=production")
	if resp.StatusCode != 403 {
		t.Errorf("content through a link to a fifo: %d %s", resp.StatusCode, body)
	}
	_, body = e.get(t, "/puppet/v3/file_metadata/modules/alpha/to_fifo?environment=production&checksum_type=md5")
	if md := decodeMetadata(t, body); md.Type != "link" || md.Checksum.Value != nil {
		t.Errorf("link to a fifo: %s", body)
	}
	_, body = e.get(t, "/puppet/v3/file_metadata/modules/alpha/to_fifo?environment=production&links=follow&checksum_type=md5")
	if md := decodeMetadata(t, body); md.Type != "fifo" || *md.Checksum.Value != "{none}" || md.Checksum.Type != "none" {
		t.Errorf("followed link to a fifo: %s", body)
	}
}

func TestUnreadableFile(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads everything")
	}
	e := newTestEnv(t, Config{}, nil)
	p := filepath.Join(e.envs, "production/modules/alpha/files/hello.txt")
	os.Chmod(p, 0)
	resp, body := e.get(t, "/puppet/v3/file_metadata/modules/alpha/hello.txt?environment=production")
	if resp.StatusCode != 500 || !strings.Contains(string(body), "Permission denied - ") {
		t.Errorf("%d %s", resp.StatusCode, body)
	}
}

func TestSourcePermissions(t *testing.T) {
	e := newTestEnv(t, Config{}, nil)
	for _, sp := range []string{"use", "use_when_creating"} {
		_, body := e.get(t, "/puppet/v3/file_metadata/modules/alpha/sub/deeper/d.txt?environment=production&source_permissions="+sp)
		md := decodeMetadata(t, body)
		if md.Mode != 0o600 || md.Owner != os.Geteuid() || md.Group != os.Getegid() {
			t.Errorf("%s: %s", sp, body)
		}
	}
	_, body := e.get(t, "/puppet/v3/file_metadata/modules/alpha/sub?environment=production&source_permissions=use")
	if md := decodeMetadata(t, body); md.Mode != 0o750 {
		t.Errorf("directory mode: %s", body)
	}
	_, body = e.get(t, "/puppet/v3/file_metadata/modules/alpha/link_in?environment=production&source_permissions=use")
	if md := decodeMetadata(t, body); md.Mode != 0o777 {
		t.Errorf("link mode: %s", body)
	}
	_, body = e.get(t, "/puppet/v3/file_metadata/modules/alpha/exe.sh?environment=production")
	if md := decodeMetadata(t, body); md.Mode != 0o644 || md.Owner != os.Geteuid() {
		t.Errorf("ignore: %s", body)
	}
}

func TestMountsAndModules(t *testing.T) {
	e := newTestEnv(t, Config{}, nil) // DirModules order: alpha before beta
	cases := []struct {
		target string
		status int
		want   string
	}{
		{"/puppet/v3/file_content/plugins/puppet/functions/shared.rb?environment=production", 200, "# alpha shared\n"},
		{"/puppet/v3/file_content/plugins/facter/beta.rb?environment=production", 200, "# beta fact\n"},
		{"/puppet/v3/file_content/pluginfacts/beta.yaml?environment=production", 200, "beta: 2\n"},
		{"/puppet/v3/file_content/tasks/alpha/run.sh?environment=production", 200, "#!/bin/sh\n"},
		{"/puppet/v3/file_content/scripts/alpha/s.sh?environment=production", 200, "#!/bin/sh\n"},
		{"/puppet/v3/file_content/modules/gamma/g.txt?environment=nolib", 200, "gamma\n"},
		{"/puppet/v3/file_content/modules/alpha/hello.txt?environment=nolib", 404, "Could not find file_content modules/alpha/hello.txt"},
		{"/puppet/v3/file_content/modules/alpha/hello.txt?environment=nosuch", 404, "Could not find environment 'nosuch'"},
		{"/puppet/v3/file_content/plugins/bad.rb?environment=production", 404, "Could not find file_content plugins/bad.rb"},
		{"/puppet/v3/file_metadata/locales?environment=production", 404, "Could not find file_metadata locales"},
		{"/puppet/v3/file_metadatas/locales?environment=production&recurse=true", 200, `"path":"` + filepath.Join(e.envs, "production/modules") + `","relative_path":"."`},
		{"/puppet/v3/file_metadatas/plugins?environment=empty&recurse=true", 200, `"path":"` + filepath.Join(e.envs, "empty/modules") + `","relative_path":"."`},
	}
	for _, c := range cases {
		resp, body := e.get(t, c.target)
		if resp.StatusCode != c.status || !strings.Contains(string(body), c.want) {
			t.Errorf("GET %s = %d %s\nwant %d containing %s", c.target, resp.StatusCode, body, c.status, c.want)
		}
	}
	_, body := e.get(t, "/puppet/v3/file_metadatas/plugins?environment=production&recurse=true&checksum_type=none")
	all := decodeMetadatas(t, body)
	if md := all["puppet/functions/shared.rb"]; md.Path != filepath.Join(e.envs, "production/modules/alpha/lib") {
		t.Errorf("shared.rb comes from %s, want alpha (first on the modulepath)", md.Path)
	}
	if md := all["facter/beta.rb"]; md.Path != filepath.Join(e.envs, "production/modules/beta/lib") {
		t.Errorf("beta.rb comes from %s", md.Path)
	}
	if _, ok := all["bad.rb"]; ok {
		t.Error("a directory with an invalid module name was served")
	}
	if md := all["."]; md.Path != filepath.Join(e.envs, "production/modules/alpha/lib") {
		t.Errorf("root from %s", md.Path)
	}
}

func TestDirModules(t *testing.T) {
	root := t.TempDir()
	mk := func(p string) {
		if err := os.MkdirAll(filepath.Join(root, p), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	mk("envs/prod/modules/zeta")
	mk("envs/prod/modules/apache")
	mk("envs/prod/modules/Bad")
	mk("envs/prod/modules/9lives")
	mk("base/apache")
	mk("base/ntp")
	os.WriteFile(filepath.Join(root, "envs/prod/modules/notadir"), nil, 0o644)
	os.WriteFile(filepath.Join(root, "envs/notanenv"), nil, 0o644)
	d := DirModules{EnvironmentPath: filepath.Join(root, "envs"), BaseModulePath: []string{filepath.Join(root, "base"), filepath.Join(root, "missing")}}
	mods, err := d.ModuleDirs("prod")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range mods {
		got = append(got, m.Name+"="+strings.TrimPrefix(m.Path, root+"/"))
	}
	want := "apache=envs/prod/modules/apache zeta=envs/prod/modules/zeta ntp=base/ntp"
	if strings.Join(got, " ") != want {
		t.Errorf("ModuleDirs = %v, want %s", got, want)
	}
	mp, err := d.ModulePath("prod")
	if err != nil || len(mp) != 2 || mp[1] != filepath.Join(root, "base") {
		t.Errorf("ModulePath = %v, %v", mp, err)
	}
	for _, env := range []string{"nosuch", "notanenv", "../envs/prod", "", "prod\n"} {
		if _, err := d.ModuleDirs(env); !errors.Is(err, ErrUnknownEnvironment) {
			t.Errorf("ModuleDirs(%q) = %v, want ErrUnknownEnvironment", env, err)
		}
	}
	s := StaticModules{"a": {{Name: "m", Path: "/x"}}}
	if m, err := s.ModuleDirs("a"); err != nil || len(m) != 1 {
		t.Errorf("StaticModules: %v %v", m, err)
	}
	if _, err := s.ModuleDirs("b"); !errors.Is(err, ErrUnknownEnvironment) {
		t.Errorf("StaticModules unknown env: %v", err)
	}
}

type failingModules struct{}

func (failingModules) ModuleDirs(string) ([]Module, error) { return nil, errors.New("disk on fire") }
func (failingModules) ModulePath(string) ([]string, error) { return nil, errors.New("disk on fire") }

func TestModulesFailureAndFallbacks(t *testing.T) {
	e := newTestEnv(t, Config{Modules: failingModules{}}, nil)
	resp, body := e.get(t, "/puppet/v3/file_metadata/modules/alpha/hello.txt?environment=production")
	if resp.StatusCode != 500 || !strings.Contains(string(body), "disk on fire") {
		t.Errorf("%d %s", resp.StatusCode, body)
	}
	// No module and no modulepath: the codedir, or a 404 without one.
	codedir := t.TempDir()
	e = newTestEnv(t, Config{Modules: StaticModules{"production": nil}, CodeDir: codedir}, nil)
	resp, body = e.get(t, "/puppet/v3/file_metadatas/plugins?environment=production&recurse=true")
	if resp.StatusCode != 200 || !strings.Contains(string(body), `"path":"`+codedir+`","relative_path":"."`) {
		t.Errorf("codedir fallback: %d %s", resp.StatusCode, body)
	}
	e = newTestEnv(t, Config{Modules: StaticModules{"production": nil}}, nil)
	resp, body = e.get(t, "/puppet/v3/file_metadatas/plugins?environment=production&recurse=true")
	if resp.StatusCode != 404 || !strings.Contains(string(body), "Could not find instances in file_metadata with 'plugins'") {
		t.Errorf("no fallback: %d %s", resp.StatusCode, body)
	}
	// A module whose directory vanished is not found, not an error.
	e = newTestEnv(t, Config{Modules: StaticModules{"production": {{Name: "gone", Path: filepath.Join(codedir, "gone")}}}}, nil)
	resp, _ = e.get(t, "/puppet/v3/file_metadata/modules/gone/x?environment=production")
	if resp.StatusCode != 404 {
		t.Errorf("vanished module: %d", resp.StatusCode)
	}
}

func TestNewValidates(t *testing.T) {
	if _, err := New(Config{}); err == nil {
		t.Error("New without Modules succeeded")
	}
	if _, err := New(Config{Modules: StaticModules{}, DefaultChecksumType: "crc32"}); err == nil || !strings.Contains(err.Error(), "crc32") {
		t.Errorf("New with a bad checksum: %v", err)
	}
}

func TestLibraryAPI(t *testing.T) {
	e := newTestEnv(t, Config{}, nil)
	md, err := e.srv.Metadata("production", "modules/alpha/hello.txt", Options{})
	if err != nil || md.Type != "file" || md.Checksum.Type != "sha256" || md.Links != LinksManage || md.RelativePath != nil {
		t.Fatalf("Metadata = %+v, %v", md, err)
	}
	mds, err := e.srv.Metadatas("production", "modules/alpha/sub", Options{Recurse: true, RecurseLimit: -1, ChecksumType: "md5"})
	if err != nil || len(mds) != 4 || *mds[0].RelativePath != "." {
		t.Fatalf("Metadatas = %d, %v", len(mds), err)
	}
	c, err := e.srv.Open("production", "modules/alpha/hello.txt")
	if err != nil || c.Size != 6 {
		t.Fatalf("Open = %+v, %v", c, err)
	}
	buf := make([]byte, 16)
	n, _ := c.File.Read(buf)
	c.Close()
	if string(buf[:n]) != "hello\n" {
		t.Fatalf("read %q", buf[:n])
	}
	var fe *Error
	if _, err := e.srv.Metadata("production", "modules/alpha/../beta", Options{}); !errors.As(err, &fe) || fe.Status != 400 {
		t.Errorf("Metadata with ..: %v", err)
	}
	if _, err := e.srv.Open("production", "modules/alpha/nope"); !errors.As(err, &fe) || fe.Status != 404 {
		t.Errorf("Open missing: %v", err)
	}
	dir, err := e.srv.Open("production", "modules/alpha/sub")
	if err != nil || dir.File != nil || dir.Size != 0 || dir.Close() != nil {
		t.Errorf("Open of a directory: %+v, %v", dir, err)
	}
}

func TestRoutes(t *testing.T) {
	e := newTestEnv(t, Config{}, nil)
	for _, m := range []string{"POST", "PUT", "DELETE"} {
		req, _ := http.NewRequest(m, e.http.URL+"/puppet/v3/file_content/modules/alpha/hello.txt?environment=production", nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("%s: %d", m, resp.StatusCode)
		}
	}
	resp, _ := e.get(t, "/puppet/v3/file_metadata?environment=production")
	if resp.StatusCode != 404 {
		t.Errorf("no key: %d", resp.StatusCode)
	}
	// Handlers used under another router still decode the full path.
	r := chi.NewRouter()
	r.Route("/puppet/v3", func(r chi.Router) {
		r.Get("/file_content/*", e.srv.ServeFileContent)
	})
	req, _ := http.NewRequest("GET", "/puppet/v3/file_content/modules/alpha/hello.txt?environment=production", nil)
	req.Header.Set("Accept", "application/octet-stream")
	w := &recorder{header: http.Header{}}
	r.ServeHTTP(w, req)
	if w.status != 200 || w.body.String() != "hello\n" || w.header.Get("Content-Length") != "6" {
		t.Errorf("sub-router: %d %q %v", w.status, w.body.String(), w.header)
	}
}

type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header         { return r.header }
func (r *recorder) WriteHeader(s int)           { r.status = s }
func (r *recorder) Write(b []byte) (int, error) { return r.body.Write(b) }

// Many requests at once over one Server (run with -race).
func TestConcurrentRequests(t *testing.T) {
	e := newTestEnv(t, Config{}, nil)
	targets := []string{
		"/puppet/v3/file_metadatas/plugins?environment=production&recurse=true&links=follow&checksum_type=sha256&max_files=-1&ignore=.git",
		"/puppet/v3/file_metadatas/modules/alpha?environment=production&recurse=true&ignore=dangling",
		"/puppet/v3/file_metadata/modules/alpha/big.bin?environment=production&checksum_type=md5",
		"/puppet/v3/file_content/modules/alpha/big.bin?environment=production",
		"/puppet/v3/file_metadata/modules/alpha/nope?environment=production",
	}
	want := map[string]int{}
	for _, tg := range targets {
		resp, _ := e.get(t, tg)
		want[tg] = resp.StatusCode
	}
	testtree.Concurrently(8, func(g int) {
		client := &http.Client{}
		for i := 0; i < 20; i++ {
			tg := targets[(g+i)%len(targets)]
			req, _ := http.NewRequest("GET", e.http.URL+tg, nil)
			req.Header.Set("Accept", "*/*")
			resp, err := client.Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			resp.Body.Close()
			if resp.StatusCode != want[tg] {
				t.Errorf("%s: %d, want %d", tg, resp.StatusCode, want[tg])
			}
		}
	})
}

// TestEscapeDetection guards isEscape, which matches os.Root's unexported
// error by its text.
func TestEscapeDetection(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "in"), 0o755)
	os.Symlink("../", filepath.Join(dir, "in", "up"))
	r, err := os.OpenRoot(filepath.Join(dir, "in"))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	_, err = r.Stat("up")
	if !isEscape(err) {
		t.Fatalf("os.Root's escape error is not recognised any more: %v", err)
	}
	_, err = r.Stat("missing")
	if isEscape(err) || !isMissing(err) {
		t.Fatalf("missing file taken for an escape: %v", err)
	}
	if !isMissing(syscall.ENOTDIR) || isEscape(nil) {
		t.Fatal("isMissing/isEscape")
	}
}

// A device (here /dev/null behind a followed link) is refused as Puppet's
// Metadata#collect refuses it: a 500 naming Ruby's File::Stat#ftype.
func TestDeviceMetadataRefused(t *testing.T) {
	if _, err := os.Stat("/dev/null"); err != nil {
		t.Skip("no /dev/null")
	}
	e := newTestEnv(t, Config{AllowSymlinkEscape: true}, nil)
	files := filepath.Join(e.envs, "production/modules/alpha/files")
	if err := os.Symlink("/dev/null", filepath.Join(files, "to_null")); err != nil {
		t.Fatal(err)
	}
	resp, body := e.get(t, "/puppet/v3/file_metadata/modules/alpha/to_null?environment=production&links=follow")
	if resp.StatusCode != 500 || !strings.Contains(string(body), `"message":"Server Error: Cannot manage files of type characterSpecial"`) {
		t.Errorf("metadata of a device: %d %s", resp.StatusCode, body)
	}
}
