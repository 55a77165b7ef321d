package fileserve

import (
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"

	"github.com/punch-dev/punch/api/fileserve/internal/fixture"
)

// FuzzServe drives whole requests (path and query) through the handlers
// over the fixture tree: no panic, only the statuses the endpoints use, and
// never a byte of the file outside the modules that alpha's links point to.
func FuzzServe(f *testing.F) {
	root, err := os.MkdirTemp("", "fileserve-fuzz")
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { os.RemoveAll(root) })
	envs, err := fixture.Build(root)
	if err != nil {
		f.Fatal(err)
	}
	// Custom mounts over alpha's files (whose links lead out) and a
	// per-node one.
	conf := filepath.Join(root, "fileserver.conf")
	alphaFiles := filepath.Join(envs, fixture.Env, "modules", "alpha", "files")
	if err := os.WriteFile(conf, []byte("[site]\npath "+alphaFiles+"\n[node]\npath "+root+"/%H/%h\n"), 0o644); err != nil {
		f.Fatal(err)
	}
	srv, err := New(Config{Modules: DirModules{EnvironmentPath: envs}, MountsFile: conf})
	if err != nil {
		f.Fatal(err)
	}
	r := chi.NewRouter()
	srv.Register(r)

	for _, c := range hostilePaths {
		f.Add(strings.TrimPrefix(c.path, "/puppet/v3/"), "environment=production")
	}
	for _, s := range []string{"file_content/modules/alpha/link_out", "file_metadatas/modules/alpha", "file_metadata/modules/alpha/link_outd/secret.txt",
		"file_content/modules/alpha/link_outd/secret.txt", "file_metadatas/plugins", "file_content/modules/alpha/fifo"} {
		f.Add(s, "environment=production&recurse=true&links=follow")
		f.Add(strings.Replace(s, "modules/alpha", "site", 1), "environment=production&recurse=true&links=follow")
		f.Add(s, "environment=production&recurse=true&links=manage&checksum_type=md5lite&ignore=*.txt&recurselimit=1")
	}
	allowed := map[int]bool{200: true, 400: true, 403: true, 404: true, 405: true, 406: true, 500: true}
	f.Fuzz(func(t *testing.T, path, query string) {
		u, err := url.Parse("/puppet/v3/" + path)
		if err != nil {
			return
		}
		u.RawQuery = query
		req := &http.Request{Method: "GET", URL: u, Header: http.Header{"Accept": {"*/*"}}, RequestURI: u.String()}
		w := &recorder{header: http.Header{}}
		r.ServeHTTP(w, req)
		if w.status == 0 {
			w.status = 200
		}
		if !allowed[w.status] {
			t.Fatalf("GET %s?%s: status %d", u.EscapedPath(), query, w.status)
		}
		if strings.Contains(w.body.String(), "outside the module") {
			t.Fatalf("GET %s?%s leaked a file outside the modules: %s", u.EscapedPath(), query, w.body.String())
		}
	})
}

// FuzzParseMountConfig: any fileserver.conf is mounts or an error naming
// the file and line, never a panic; the mounts it gives have names the
// URL can carry and paths.
func FuzzParseMountConfig(f *testing.F) {
	dir := f.TempDir()
	f.Add([]byte("# c\n[site]\n  path " + dir + " # x\n  allow *\n[n]\npath " + dir + "/%H\n"))
	f.Add([]byte("[modules]\npath /x\n[pluginfacts]\npath " + dir + "\ndeny *\n"))
	f.Add([]byte("path = /x\n[a]\r\n[a]\n"))
	f.Add([]byte("x [y] z\nowner root\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		tab, _, err := ParseMountConfig("f.conf", src)
		if err != nil {
			if !strings.Contains(err.Error(), "(file: f.conf, line: ") {
				t.Fatalf("error without its place: %v", err)
			}
			return
		}
		for name, m := range tab.Mounts {
			if !mountNameRE.MatchString(name) || m.Path == "" || m.Name != name {
				t.Fatalf("bad mount %q: %+v", name, m)
			}
		}
	})
}
