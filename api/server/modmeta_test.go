package server

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/golden"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/settings"
)

// modmetaDir holds the modules whose metadata.json misses a key, is not
// JSON, names the module badly, ... (site.sh) and Puppet Server 7.9.5's
// answers on them (record.sh, puppetserver/).
const modmetaDir = "testdata/modmeta"

// TestModuleMetadataMatchesPuppetServer replays Puppet Server's answers on
// modules with each shape of metadata.json (Puppet::Module#load_metadata:
// a module missing source, author, version, license or dependencies is
// not a module of the environment, its classes are not found and its
// plugins are not served; a metadata.json that is not JSON is only
// warned about): for each module the catalog request of a node including
// its class, then the plugins pluginsync gets.
func TestModuleMetadataMatchesPuppetServer(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: a catalog request per module")
	}
	site := t.TempDir()
	if out, err := exec.Command("bash", filepath.Join(modmetaDir, "site.sh"), site).CombinedOutput(); err != nil {
		t.Fatalf("site.sh: %v\n%s", err, out)
	}
	envDir := filepath.Join(site, "code", "environments")
	ts := newTestServer(t, testOpts{configure: func(cfg *Config) {
		sets := settings.NewForHost(settings.Host{Home: site, FQDN: func() string { return testServerName }, Exists: func(string) bool { return false }})
		if err := sets.Set("environmentpath", envDir); err != nil {
			t.Fatal(err)
		}
		if err := sets.Load(); err != nil {
			t.Fatal(err)
		}
		// The registry logs what it finds wrong with a module, as punch
		// serve's does (cmd/punch/serve.go).
		reg, err := environments.New(environments.Options{Settings: sets, Logger: cfg.Logger})
		if err != nil {
			t.Fatal(err)
		}
		cfg.Environments = reg
	}})
	rec := filepath.Join(modmetaDir, "puppetserver")
	statuses, _ := filepath.Glob(filepath.Join(rec, "*.status"))
	if len(statuses) == 0 {
		t.Fatalf("no recording in %s (record.sh)", rec)
	}
	const node = "probe.modmeta.test"
	header := map[string]string{"Content-Type": "application/x-www-form-urlencoded",
		"Accept": "application/vnd.puppet.rich+json, application/json, text/pson"}
	for _, f := range statuses {
		mod := strings.TrimSuffix(filepath.Base(f), ".status")
		wantStatus, _ := os.ReadFile(f)
		wantBody, err := os.ReadFile(filepath.Join(rec, mod+".body"))
		if err != nil {
			t.Fatal(err)
		}
		facts, _ := json.Marshal(map[string]any{"name": node, "values": map[string]string{"clientcert": node, "probe": mod}})
		r := ts.do(node, "POST", "/puppet/v3/catalog/"+node+"?environment=production", header,
			catalogForm("production", string(facts), nil))
		body := strings.ReplaceAll(r.body, site+"/", "/SITE/")
		if want := strings.TrimSpace(string(wantStatus)); want != "200" || r.status != 200 {
			if want != strconv.Itoa(r.status) || strings.TrimSpace(string(wantBody)) != body {
				t.Errorf("%s: Puppet Server %s %s\n  punch serve %d %s", mod, want, wantBody, r.status, body)
			}
			continue
		}
		diffs, err := golden.CompareCatalogs(wantBody, []byte(body), false)
		if err != nil {
			t.Fatalf("%s: %v", mod, err)
		}
		for _, d := range diffs {
			t.Errorf("%s: catalog: %s", mod, d)
		}
	}
	want, err := os.ReadFile(filepath.Join(rec, "plugins.txt"))
	if err != nil {
		t.Fatal(err)
	}
	r := ts.do(node, "GET", "/puppet/v3/file_metadatas/plugins?environment=production&recurse=true&links=follow&source_permissions=ignore&ignore=.svn&ignore=CVS&ignore=.git&ignore=.hg&checksum_type=sha256",
		map[string]string{"Accept": "application/json"}, "")
	var metas []struct {
		Path string `json:"relative_path"`
	}
	if err := json.Unmarshal([]byte(r.body), &metas); err != nil {
		t.Fatalf("plugins: %d %s: %v", r.status, r.body, err)
	}
	var got []string
	for _, m := range metas {
		got = append(got, m.Path)
	}
	sort.Strings(got)
	if g, w := strings.Join(got, "\n")+"\n", string(want); g != w {
		t.Errorf("plugins served:\n%s\nPuppet Server's:\n%s", g, w)
	}
	// What Puppet Server logged of the modules (record.sh: "LEVEL message"
	// once each), punch serve logs at the same level.
	logged, err := os.ReadFile(filepath.Join(rec, "puppetserver.log"))
	if err != nil {
		t.Fatal(err)
	}
	levels := map[string]string{"ERROR": "error", "WARN": "warn"}
	for _, l := range strings.Split(strings.TrimSpace(string(logged)), "\n") {
		level, msg, _ := strings.Cut(l, " ")
		found := false
		for _, line := range strings.Split(ts.logs.String(), "\n") {
			var e struct{ Level, Message string }
			if json.Unmarshal([]byte(line), &e) == nil && e.Level == levels[level] && strings.Contains(e.Message, strings.TrimSpace(msg)) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("Puppet Server logged %q; punch serve did not", l)
		}
	}
}
