package server

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/punch-dev/punch/environments/settings"
)

// TestCatalogIsNotStatic: agents ask for static catalogs
// (static_catalog=true, checksum_type=...), which Puppet Server 7 only
// produces when a code-id-command and code-content-command are configured
// (its versioned-code service). Without them, its default, the catalog has
// "code_id": null and no "metadata" or "recursive_metadata" (checked
// against Puppet Server 7.9.5: the same ten keys), so the agent asks
// file_metadata for each puppet:/// source itself. Punch answers the same
// way; see docs/server.md, "Static catalogs".
func TestCatalogIsNotStatic(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader,
		catalogForm("production", factsJSONFor(agent1, map[string]any{"punch_example_root": "/tmp/x"}), nil))
	if r.status != 200 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	cat := decodeJSON(t, r.body)
	var keys []string
	for k := range cat {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	want := "catalog_format catalog_uuid classes code_id edges environment name resources tags version"
	if got := strings.Join(keys, " "); got != want {
		t.Errorf("catalog keys %s\nwant (Puppet Server 7.9.5's) %s", got, want)
	}
	if v, ok := cat["code_id"]; !ok || v != nil {
		t.Errorf("code_id = %v (present %v), want null", v, ok)
	}
	// The puppet:/// source is there for the agent to describe itself.
	if !strings.Contains(r.body, `"source":"puppet:///modules/example/banner.txt"`) {
		t.Errorf("no puppet:/// source in the catalog")
	}
}

// versionedCodeServer is a test server whose puppetserver.conf sets both
// versioned-code commands: the code id names the environment, the content
// command prints its arguments, or fails for the code id "broken".
func versionedCodeServer(t *testing.T) *testServer {
	return versionedCodeServerID(t, `echo "code-$1-7"`)
}

// versionedCodeServerID is versionedCodeServer with idScript as the
// code-id-command's shell script.
func versionedCodeServerID(t *testing.T, idScript string) *testServer {
	t.Helper()
	dir := t.TempDir()
	idCmd := filepath.Join(dir, "code-id.sh")
	contentCmd := filepath.Join(dir, "code-content.sh")
	if err := os.WriteFile(idCmd, []byte("#!/bin/sh\n"+idScript+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	content := "#!/bin/sh\n[ \"$2\" = broken ] && { echo no such commit >&2; exit 3; }\necho \"$1 $2 $3\"\n"
	if err := os.WriteFile(contentCmd, []byte(content), 0o755); err != nil {
		t.Fatal(err)
	}
	return newTestServer(t, testOpts{configure: func(c *Config) {
		c.VersionedCode = settings.VersionedCode{CodeIDCommand: idCmd, CodeContentCommand: contentCmd}
	}})
}

// TestStaticCatalogWithVersionedCode: with versioned-code, the catalog
// carries the code id and, for an agent asking a static catalog, the
// metadata of its puppet:///modules sources with the agreed checksum type
// and the content URI relative to the environment (the whole comparison
// with Puppet Server 7.9.5 is cmd/punch's TestSite7HTTPMatchesPuppetServer).
func TestStaticCatalogWithVersionedCode(t *testing.T) {
	ts := versionedCodeServer(t)
	facts := factsJSONFor(agent1, map[string]any{"punch_example_root": "/tmp/x"})
	ask := func(extra map[string]string) map[string]any {
		r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader,
			catalogForm("production", facts, extra))
		if r.status != 200 {
			t.Fatalf("%d %s", r.status, r.body)
		}
		return decodeJSON(t, r.body)
	}
	cat := ask(map[string]string{"checksum_type": "md5.sha256"})
	if cat["code_id"] != "code-production-7" {
		t.Errorf("code_id = %v, want code-production-7", cat["code_id"])
	}
	md, _ := cat["metadata"].(map[string]any)
	if len(md) == 0 {
		t.Fatalf("no metadata in a static catalog: %v", cat)
	}
	for title, v := range md {
		m := v.(map[string]any)
		sum, _ := m["checksum"].(map[string]any)
		if sum["type"] != "md5" || !strings.HasPrefix(fmt.Sprint(sum["value"]), "{md5}") {
			t.Errorf("%s: checksum %v, want the agent's first known type md5", title, sum)
		}
		if m["source"] != "puppet:///modules/example/banner.txt" || m["content_uri"] != "puppet:///modules/example/files/banner.txt" {
			t.Errorf("%s: source %v content_uri %v", title, m["source"], m["content_uri"])
		}
	}
	// Not static unless asked; the code id is there anyway.
	cat = ask(map[string]string{"static_catalog": "false"})
	if _, ok := cat["metadata"]; ok || cat["code_id"] != "code-production-7" {
		t.Errorf("static_catalog=false: metadata present %v, code_id %v", ok, cat["code_id"])
	}
	r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader,
		catalogForm("production", facts, map[string]string{"checksum_type": "crc32"}))
	if r.status != 500 || !strings.Contains(r.body, "Unable to find a common checksum type between agent 'crc32' and master '[:sha256, :sha256lite,") {
		t.Errorf("unknown checksum type: %d %s", r.status, r.body)
	}
}

// TestEmptyCodeID: a code-id-command that prints nothing gives the code id
// "", not none. Puppet Server (versioned-code-core execute-code-id-script!)
// keeps the trimmed output, "" passes its code-id schema, the catalog says
// "code_id": "" and, since "" is true in Ruby, Puppet's compiler terminus
// (options[:code_id]) still makes the catalog static.
func TestEmptyCodeID(t *testing.T) {
	ts := versionedCodeServerID(t, "exit 0")
	facts := factsJSONFor(agent1, map[string]any{"punch_example_root": "/tmp/x"})
	r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader,
		catalogForm("production", facts, map[string]string{"checksum_type": "md5"}))
	if r.status != 200 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	if !strings.Contains(r.body, `"code_id":""`) {
		t.Errorf("the catalog does not say \"code_id\":\"\": %.300s", r.body)
	}
	if cat := decodeJSON(t, r.body); cat["metadata"] == nil {
		t.Errorf("an empty code id made the catalog not static")
	}
}

// TestStaticFileContent: the answers of /puppet/v3/static_file_content
// (Puppet Server 7.9.5's master-core checks, then the content command).
func TestStaticFileContent(t *testing.T) {
	ts := versionedCodeServer(t)
	for _, c := range []struct {
		path   string
		status int
		body   string
	}{
		{"modules/example/files/banner.txt?environment=production&code_id=abc", 200, "production abc modules/example/files/banner.txt\n"},
		{"modules/example/files/banner.txt?environment=production", 400, "Error: A /static_file_content request requires an environment, a code-id, and a file-path"},
		{"modules/example/files/banner.txt?environment=prod-1&code_id=abc", 400, "The environment must be purely alphanumeric, not 'prod-1'"},
		{"modules/example/files/banner.txt?environment=production&code_id=a%20b", 400, "Invalid code-id 'a b'. Must contain only alpha-numerics and '-', '_', ';', or ':'"},
		{"modules/example/manifests/init.pp?environment=production&code_id=abc", 403, "Request Denied: A /static_file_content request must be a file within the files, lib, scripts, or tasks directory of a module."},
		// (Punch's router refuses dot segments, encoded or not, before
		// any handler, as Jetty normalises them away before Puppet Server's.)
		{"modules/example/files/%2e%2e/%2e%2e/x?environment=production&code_id=abc", 400, "Invalid request path"},
		{"modules/example/files/banner.txt?environment=production&code_id=broken", 500, "Non-zero exit code returned while running"},
	} {
		r := ts.do(agent1, "GET", "/puppet/v3/static_file_content/"+c.path, nil, "")
		if r.status != c.status || !strings.HasPrefix(r.body, c.body) {
			t.Errorf("%s: %d %q, want %d %q", c.path, r.status, r.body, c.status, c.body)
		}
	}
}

// TestInEnvironmentFiles checks the substring form against the regexp it
// replaced (Puppet's inlineable_metadata? pattern with the environment's
// directory taken literally).
func TestInEnvironmentFiles(t *testing.T) {
	env := "/etc/puppet/code/environments/prod.v2"
	re := regexp.MustCompile(regexp.QuoteMeta(env) + `/[^/]+/[^/]+/files/.+`)
	for _, p := range []string{
		env + "/modules/m/files/a",
		env + "/modules/m/files/",
		env + "/modules/m/files/\n",
		env + "/modules/m/files/\nx",
		env + "/modules//files/a",
		env + "//m/files/a",
		env + "/site/m/files/d/e",
		env + "/modules/m/templates/a",
		env + "/modules/m/x/files/a",
		"/mirror" + env + "/modules/m/files/a",
		env + "/x" + env + "/modules/m/files/a",
		"/etc/puppet/code/environments/prodXv2/modules/m/files/a",
		env,
		"",
	} {
		if got, want := inEnvironmentFiles(p, env), re.MatchString(p); got != want {
			t.Errorf("inEnvironmentFiles(%q) = %v, the regexp says %v", p, got, want)
		}
	}
}
