package fileserve

import (
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestParseMountConfigMatchesPuppet parses every fileserver.conf recorded
// by testdata/fileserverconf_gen.rb and wants what Puppet 7's parser made
// of it: the same mounts (name, kind, path) or a refusal with Puppet's
// message, and the same things logged.
func TestParseMountConfigMatchesPuppet(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "fileserverconf_puppet.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Name   string
		Src    string
		Mounts []struct{ Name, Class, Path string }
		Error  string
		Logs   []string
	}
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 25 {
		t.Fatalf("only %d cases", len(cases))
	}
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "site"), 0o755)
	os.Mkdir(filepath.Join(dir, "other"), 0o755)
	for _, c := range cases {
		file := filepath.Join(dir, c.Name+".conf")
		tab, warnings, err := ParseMountConfig(file, []byte(strings.ReplaceAll(c.Src, "$DIR", dir)))
		norm := func(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, file, "$FILE"), dir, "$DIR") }
		if c.Error != "" {
			want := c.Error
			if i := strings.Index(want, " at (file: <WatchedFile"); i >= 0 {
				// Puppet prints its WatchedFile object there.
				want = want[:i]
			}
			if err == nil || !strings.Contains(norm(err.Error()), want) {
				t.Errorf("%s: error %v, want Puppet's %q", c.Name, err, c.Error)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			continue
		}
		// Puppet's table also holds the built-in mounts named in the file;
		// Punch's only the custom ones (the built-ins always exist).
		var want []string
		for _, m := range c.Mounts {
			if m.Class == "File" {
				want = append(want, m.Name+"="+m.Path)
			}
		}
		var got []string
		for name, m := range tab.Mounts {
			got = append(got, name+"="+norm(m.Path))
		}
		sort.Strings(got)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: mounts %v, want %v", c.Name, got, want)
		}
		var logs []string
		for _, w := range warnings {
			msg := norm(w.Msg)
			if i := strings.Index(msg, "; restrict a mount"); i >= 0 {
				msg = msg[:i] // Punch's advice after Puppet's words
			}
			logs = append(logs, w.Level+": "+msg)
		}
		var wantLogs []string
		for _, l := range c.Logs {
			if !strings.HasPrefix(l, "notice: ") {
				wantLogs = append(wantLogs, l)
			}
		}
		if strings.Join(logs, "\n") != strings.Join(wantLogs, "\n") {
			t.Errorf("%s: logged\n%s\nwant\n%s", c.Name, strings.Join(logs, "\n"), strings.Join(wantLogs, "\n"))
		}
	}
}

func TestExpandMountPath(t *testing.T) {
	for _, c := range []struct {
		path, node, want string
		ok               bool
	}{
		{"/srv/%H/files", "web1.example.com", "/srv/web1.example.com/files", true},
		{"/srv/%h/%d", "web1.example.com", "/srv/web1/example.com", true},
		{"/srv/%d", "a.b.c", "/srv/b.c", true},
		{"/srv/%d/%h", "single", "/srv/single/single", true},
		{"/srv/%%/%x/%H", "n", "/srv/%/%x/n", true},
		{"/srv/%H", "", "", false},
		{"/srv/%H", "..", "", false},
		{"/srv/%h/x", ".hidden", "", false}, // %h is empty
		{"/srv/%d", "a..", "/srv/.", false}, // %d would be "."
		{"/srv/%H", "a/b", "", false},
		{"/srv/%H", "a\\b", "", false},
		{"/srv/%H", "a\x00b", "", false},
		{"/srv/%H/../../etc", "n", "/etc", true}, // the operator's own path, cleaned
		{"/srv/%", "n", "/srv/%", true},
	} {
		got, ok := expandMountPath(c.path, c.node)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("expandMountPath(%q, %q) = %q %v, want %q %v", c.path, c.node, got, ok, c.want, c.ok)
		}
	}
}

// mountTree is a directory with mounts: site (files, a subdirectory, a link
// in, a link out, a dangling link), per-node directories, and a secret
// next to them.
func mountTree(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	testtree.Write(t, root, map[string]string{
		"site/a.txt":                     "site a\n",
		"site/sub/b.txt":                 "site b\n",
		"nodes/agent1.example.com/n.txt": "node one\n",
		"nodes/agent2.example.com/n.txt": "node two\n",
		"secret.txt":                     "top secret\n",
	})
	os.Symlink("a.txt", filepath.Join(root, "site", "in.txt"))
	os.Symlink("../secret.txt", filepath.Join(root, "site", "out.txt"))
	os.Symlink(filepath.Join(root, "secret.txt"), filepath.Join(root, "site", "abs.txt"))
	os.Symlink("nowhere", filepath.Join(root, "site", "dangling"))
	os.Symlink("..", filepath.Join(root, "site", "up"))
	return root
}

func writeConf(t *testing.T, root, body string) string {
	t.Helper()
	p := filepath.Join(root, "fileserver.conf")
	if err := os.WriteFile(p, []byte(strings.ReplaceAll(body, "$ROOT", root)), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// getAs sends a file-serving GET as the client with certname node ("" for
// no certificate).
func getAs(srv *Server, node, target string) (int, string) {
	r := httptest.NewRequest("GET", target, nil)
	r.Header.Set("Accept", "application/json, application/octet-stream")
	if node != "" {
		r.TLS = &tls.ConnectionState{VerifiedChains: [][]*x509.Certificate{{{Subject: pkix.Name{CommonName: node}}}}}
	}
	w := httptest.NewRecorder()
	switch {
	case strings.Contains(target, "/file_metadatas/"):
		srv.ServeFileMetadatas(w, r)
	case strings.Contains(target, "/file_metadata/"):
		srv.ServeFileMetadata(w, r)
	default:
		srv.ServeFileContent(w, r)
	}
	b, _ := io.ReadAll(w.Result().Body)
	return w.Code, string(b)
}

// TestCustomMounts serves fileserver.conf mounts: files and directories
// of the mount, per-node paths from the client's certificate, and nothing
// outside the mount's directory, whatever the request or the links say.
func TestCustomMounts(t *testing.T) {
	root := mountTree(t)
	conf := writeConf(t, root, "[site]\n  path $ROOT/site\n[private]\n  path $ROOT/nodes/%H\n[pluginfacts]\n  path $ROOT/site/sub\n")
	srv, err := New(Config{Modules: StaticModules{"production": nil}, MountsFile: conf})
	if err != nil {
		t.Fatal(err)
	}
	const env = "?environment=production"
	for _, c := range []struct {
		node, target string
		status       int
		want         string
	}{
		{"", "/puppet/v3/file_content/site/a.txt" + env, 200, "site a\n"},
		{"", "/puppet/v3/file_content/site/sub/b.txt" + env, 200, "site b\n"},
		{"", "/puppet/v3/file_content/site/in.txt" + env, 200, "site a\n"},
		{"", "/puppet/v3/file_metadata/site/a.txt" + env, 200, `"path":"` + root + `/site/a.txt"`},
		{"", "/puppet/v3/file_metadata/site" + env, 200, `"path":"` + root + `/site","relative_path":null`},
		{"", "/puppet/v3/file_metadatas/site" + env + "&recurse=true", 200, `"relative_path":"sub/b.txt"`},
		{"", "/puppet/v3/file_metadata/site/nope" + env, 404, "Could not find file_metadata site/nope"},
		{"", "/puppet/v3/file_metadata/site/dangling" + env, 200, `"type":"link"`},
		{"", "/puppet/v3/file_metadata/site/a.txt?environment=nope", 404, "Could not find environment 'nope'"},
		// pluginfacts replaced by a plain mount, as Puppet does.
		{"", "/puppet/v3/file_content/pluginfacts/b.txt" + env, 200, "site b\n"},
		// Per node: each client gets its own directory.
		{"agent1.example.com", "/puppet/v3/file_content/private/n.txt" + env, 200, "node one\n"},
		{"agent2.example.com", "/puppet/v3/file_content/private/n.txt" + env, 200, "node two\n"},
		{"agent3.example.com", "/puppet/v3/file_content/private/n.txt" + env, 404, "Could not find"},
		{"", "/puppet/v3/file_content/private/n.txt" + env, 404, "Could not find"},
		{"..", "/puppet/v3/file_content/private/agent1.example.com/n.txt" + env, 404, "Could not find"},
		// Nothing outside the mount.
		{"", "/puppet/v3/file_content/site/out.txt" + env, 403, "leads out of its module (or mount)"},
		{"", "/puppet/v3/file_content/site/abs.txt" + env, 403, "leads out of its module (or mount)"},
		{"", "/puppet/v3/file_content/site/up/secret.txt" + env, 403, "leads out of its module (or mount)"},
		{"", "/puppet/v3/file_metadata/site/out.txt" + env, 200, `"value":null`},
		{"", "/puppet/v3/file_metadata/site/out.txt" + env + "&links=follow", 403, "leads out"},
		{"", "/puppet/v3/file_content/site/..%2Fsecret.txt" + env, 400, "Invalid relative path"},
		{"", "/puppet/v3/file_content/site/%2e%2e/secret.txt" + env, 400, "Invalid relative path"},
		{"", "/puppet/v3/file_content/site//" + root + "/secret.txt" + env, 404, "Could not find"},
		{"", "/puppet/v3/file_metadatas/site" + env + "&recurse=true&links=follow", 403, "leads out"},
		{"", "/puppet/v3/file_content/unknown/x" + env, 403, "Not authorized to call find"},
	} {
		status, body := getAs(srv, c.node, c.target)
		if status != c.status || !strings.Contains(body, c.want) {
			t.Errorf("%q %s: %d %.300s\nwant %d %q", c.node, c.target, status, body, c.status, c.want)
		}
		if strings.Contains(body, "top secret") {
			t.Errorf("%q %s: served the secret", c.node, c.target)
		}
	}
	if tab := srv.CustomMounts(); len(tab.Mounts) != 3 {
		t.Errorf("custom mounts: %+v", tab.Mounts)
	}
}

// TestCustomMountsReload: a changed fileserver.conf is read again; one
// that became invalid keeps the previous mounts and is logged; one invalid
// at start is refused with its file and line.
func TestCustomMountsReload(t *testing.T) {
	root := mountTree(t)
	conf := writeConf(t, root, "[site]\npath $ROOT/site\n")
	var logs strings.Builder
	logger := zerolog.New(&logs)
	srv, err := New(Config{Modules: StaticModules{"production": nil}, MountsFile: conf, MountsCheckInterval: time.Nanosecond, Logger: &logger})
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := getAs(srv, "", "/puppet/v3/file_content/site/a.txt?environment=production"); st != 200 {
		t.Fatalf("site: %d", st)
	}
	time.Sleep(10 * time.Millisecond) // a new modification time
	writeConf(t, root, "[renamed]\npath $ROOT/site\n# a longer file\n")
	if st, _ := getAs(srv, "", "/puppet/v3/file_content/renamed/a.txt?environment=production"); st != 200 {
		t.Errorf("after the change: %d", st)
	}
	if st, _ := getAs(srv, "", "/puppet/v3/file_content/site/a.txt?environment=production"); st != 403 {
		t.Errorf("the old mount is still served: %d", st)
	}
	time.Sleep(10 * time.Millisecond)
	writeConf(t, root, "[broken]\npath = $ROOT/site\n")
	if st, _ := getAs(srv, "", "/puppet/v3/file_content/renamed/a.txt?environment=production"); st != 200 {
		t.Errorf("an invalid file dropped the mounts: %d", st)
	}
	if !strings.Contains(logs.String(), "Error parsing fileserver configuration") || !strings.Contains(logs.String(), "line: 2") {
		t.Errorf("the invalid file was not logged with its line: %s", logs.String())
	}
	if err := srv.ReloadMounts(); err == nil {
		t.Errorf("ReloadMounts of an invalid file: no error")
	}
	if _, err := New(Config{Modules: StaticModules{"production": nil}, MountsFile: conf}); err == nil || !strings.Contains(err.Error(), "does not use '=' as a separator at (file: "+conf+", line: 2)") {
		t.Errorf("New with an invalid file: %v", err)
	}
	// A missing file means built-in mounts only.
	if _, err := New(Config{Modules: StaticModules{"production": nil}, MountsFile: filepath.Join(root, "none.conf")}); err != nil {
		t.Errorf("missing file: %v", err)
	}
}
