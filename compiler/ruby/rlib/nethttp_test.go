package rlib

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/httpfixture"
)

// TestNetHTTPScripts runs testdata/http/*.rb (Net::HTTP as module code
// uses it) against the fixture server of testdata/http/server and compares
// what they print with what Ruby 3.1 printed against the same server
// (testdata/http/record.sh), the server's address written ADDR.
func TestNetHTTPScripts(t *testing.T) {
	srv := httptest.NewServer(httpfixture.Handler("testdata/http/server"))
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")
	t.Setenv("HTTP_FIXTURE", addr)
	files, _ := filepath.Glob("testdata/http/*.rb")
	if len(files) == 0 {
		t.Fatal("no scripts")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".rb")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(f, ".rb") + ".out")
			if err != nil {
				t.Fatalf("no recording: %v (run testdata/http/record.sh)", err)
			}
			got := strings.ReplaceAll(runScript(name, src), addr, "ADDR")
			if got != string(want) {
				t.Errorf("output differs from Ruby's:\n%s", diff(string(want), got))
			}
		})
	}
}
