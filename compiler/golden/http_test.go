package golden

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/httpfixture"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// httpToken is written in the HTTP cases where the fixture server's
// address (127.0.0.1:PORT) goes.
const httpToken = "@HTTP_FIXTURE@"

// TestGoldenHTTP compiles the cases of httpcases/ (module Ruby reading
// data and secrets over HTTP: Hiera backends, functions using Net::HTTP,
// Puppet.runtime[:http] and Puppet::Network::HttpPool) while the fixture
// server of httpcases/server answers, as httpcases/record.sh ran Puppet
// 7.23 against the same server: each case is copied with the server's
// address in place of @HTTP_FIXTURE@ (its expected files included) and
// compared as TestGolden compares. httpcases/KNOWN_FAILURES lists the
// cases Punch does not pass yet, with KNOWN_FAILURES' rules: a listed case
// must fail, an unlisted one must pass.
func TestGoldenHTTP(t *testing.T) {
	srv := httptest.NewServer(httpfixture.Handler(filepath.Join("httpcases", "server")))
	t.Cleanup(srv.Close)
	addr := strings.TrimPrefix(srv.URL, "http://")
	entries, err := os.ReadDir("httpcases")
	if err != nil {
		t.Fatal(err)
	}
	known, err := KnownFailures(filepath.Join("httpcases", "KNOWN_FAILURES"))
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "server" {
			continue
		}
		name := e.Name()
		ran++
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(t.TempDir(), name)
			if err := testtree.CopyTree(filepath.Join("httpcases", name), dir); err != nil {
				t.Fatal(err)
			}
			if err := replaceInTree(dir, httpToken, addr); err != nil {
				t.Fatal(err)
			}
			c, err := LoadCase(dir, ".")
			if err != nil {
				t.Fatal(err)
			}
			problems := runCase(t, inProcess, c)
			reason, listed := known[name]
			switch {
			case len(problems) == 0 && listed:
				t.Errorf("%s passes now: remove it from httpcases/KNOWN_FAILURES (it was listed as: %s)", name, reason)
			case len(problems) > 0 && listed:
				t.Logf("known failure (%s):\n  %s", reason, strings.Join(problems, "\n  "))
			case len(problems) > 0:
				t.Errorf("%s differs from Puppet 7.23 (not in httpcases/KNOWN_FAILURES):\n  %s", name, strings.Join(problems, "\n  "))
			}
		})
	}
	if ran == 0 {
		t.Fatal("no HTTP cases")
	}
	for name := range known {
		if _, err := os.Stat(filepath.Join("httpcases", name)); err != nil {
			t.Errorf("httpcases/KNOWN_FAILURES lists %s, which is not a case", name)
		}
	}
}

// replaceInTree replaces old by new in every regular file under root.
func replaceInTree(root, old, new string) error {
	return filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil || !strings.Contains(string(b), old) {
			return err
		}
		return os.WriteFile(p, []byte(strings.ReplaceAll(string(b), old, new)), 0o644)
	})
}
