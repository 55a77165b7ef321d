package fileserve

import (
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/go-chi/chi/v5"
)

// BenchmarkPluginsync answers the two recursive searches pluginsync makes
// (plugins and pluginfacts, sha256, links=follow) over Debian's 93 packaged
// modules in /usr/share/puppet/modules; skipped where they are not
// installed. The digest cache is warm after the first iteration, as it is on
// a server answering agent after agent.
func BenchmarkPluginsync(b *testing.B) {
	const modules = "/usr/share/puppet/modules"
	if _, err := os.Stat(modules); err != nil {
		b.Skip("no", modules)
	}
	envs := b.TempDir()
	os.MkdirAll(filepath.Join(envs, "production", "modules"), 0o755)
	srv, err := New(Config{Modules: DirModules{EnvironmentPath: envs, BaseModulePath: []string{modules}}})
	if err != nil {
		b.Fatal(err)
	}
	r := chi.NewRouter()
	srv.Register(r)
	q := "?environment=production&recurse=true&max_files=-1&ignore=.svn&ignore=CVS&ignore=.git&ignore=.hg&links=follow&checksum_type=sha256&source_permissions=ignore"
	targets := []string{"/puppet/v3/file_metadatas/plugins" + q, "/puppet/v3/file_metadatas/pluginfacts" + q}
	reqs := make([]*http.Request, len(targets))
	for i, tg := range targets {
		reqs[i], _ = http.NewRequest("GET", tg, nil)
		reqs[i].Header.Set("Accept", "application/json, text/pson")
	}
	var entries int
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, req := range reqs {
			w := &recorder{header: http.Header{}}
			r.ServeHTTP(w, req)
			if w.status != 200 {
				b.Fatalf("%s: %d %s", req.URL, w.status, w.body.String())
			}
			entries = w.body.Len()
		}
	}
	b.ReportMetric(float64(entries), "pluginfacts-json-bytes")
}
