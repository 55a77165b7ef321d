package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/golden"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// siteEnvironment writes site as environment production's site.pp under a
// new temporary root, and returns the root and the flags of a command run
// there: the environmentpath, and a confdir and vardir in the root.
func siteEnvironment(t *testing.T, site string) (string, []string) {
	t.Helper()
	root := t.TempDir()
	testtree.Write(t, root, map[string]string{"envs/production/manifests/site.pp": site})
	return root, []string{"--environmentpath", filepath.Join(root, "envs"), "--confdir", filepath.Join(root, "conf"),
		"--vardir", filepath.Join(root, "var")}
}

// caseEnvironment is siteEnvironment with the site.pp of the recorded
// api/puppetdb case in caseDir; it returns the command's flags.
func caseEnvironment(t *testing.T, caseDir string) []string {
	t.Helper()
	site, err := os.ReadFile(filepath.Join(caseDir, "site.pp"))
	if err != nil {
		t.Fatal(err)
	}
	_, common := siteEnvironment(t, string(site))
	return common
}

// TestCompileStoreconfigs runs the recorded "basic" case of api/puppetdb
// through punch compile --storeconfigs --vardir (the embedded store), then
// punch node deactivate and clean.
func TestCompileStoreconfigs(t *testing.T) {
	caseDir := "../../api/puppetdb/testdata/cases/basic"
	common := caseEnvironment(t, caseDir)
	compile := func(step string, extra ...string) (string, string, int) {
		node := step[3:]
		var out, errOut bytes.Buffer
		args := append(append([]string{"compile", "--node", node, "--facts", filepath.Join(caseDir, "facts", step+".json")}, common...), extra...)
		rc := run(args, &out, &errOut)
		return out.String(), errOut.String(), rc
	}
	for _, step := range []string{"01-web01.example.com", "02-web02.example.com", "03-lb01.example.com"} {
		out, errOut, rc := compile(step, "--storeconfigs")
		if rc != 0 {
			t.Fatalf("%s: rc %d: %s", step, rc, errOut)
		}
		golden.CheckCatalog(t, filepath.Join(caseDir, "expected", step+".json"), json.RawMessage(out), step+": ")
	}
	// Without --storeconfigs nothing is collected, with Puppet's warning.
	out, errOut, rc := compile("03-lb01.example.com")
	if rc != 0 || strings.Contains(out, "web01.example.com\"") || !strings.Contains(errOut, "without storeconfigs being set") {
		t.Errorf("without storeconfigs: rc %d, warning %q, collected web01: %v", rc, errOut, strings.Contains(out, "web01.example.com\""))
	}
	node := func(args ...string) string {
		var out, errOut bytes.Buffer
		if rc := run(append(append([]string{"node"}, args...), common...), &out, &errOut); rc != 0 {
			t.Fatalf("punch node %v: rc %d: %s", args, rc, errOut.String())
		}
		return out.String()
	}
	if got := node("deactivate", "web02.example.com"); !strings.Contains(got, "Deactivated web02.example.com") {
		t.Errorf("deactivate: %q", got)
	}
	out, _, _ = compile("03-lb01.example.com", "--storeconfigs")
	if strings.Contains(out, "Host[web02.example.com]") || strings.Contains(out, `"web02.example.com"`) || !strings.Contains(out, `"web01.example.com"`) {
		t.Errorf("after deactivating web02, lb01 still collects it or lost web01:\n%s", out)
	}
	node("clean", "web01.example.com")
	out, _, _ = compile("03-lb01.example.com", "--storeconfigs")
	if strings.Contains(out, `"web01.example.com"`) {
		t.Errorf("after cleaning web01, lb01 still collects it")
	}
	// web02 compiles again: active again, collected again.
	if _, errOut, rc := compile("02-web02.example.com", "--storeconfigs"); rc != 0 {
		t.Fatal(errOut)
	}
	out, _, _ = compile("03-lb01.example.com", "--storeconfigs")
	if !strings.Contains(out, `"web02.example.com"`) {
		t.Errorf("web02 compiled again is not collected again")
	}
}

// TestNodeWhileServing: punch node on the embedded store of a running
// punch serve (which holds the store file) fails saying what to do, and
// works once the server has stopped.
func TestNodeWhileServing(t *testing.T) {
	t.Parallel()
	envs := hostileEnv(t, "node /^web/ { @@host { $trusted['certname']: ip => '192.0.2.1' } }\nnode default { Host <<| |>> }\n")
	srv := startServe(t, envs, []string{"web01.example.com"}, "--storeconfigs")
	if code, body := srv.catalog(t, srv.client(t, "web01.example.com", ""), "web01.example.com", ""); code != 200 {
		t.Fatalf("web01: %d %s", code, body)
	}
	root := filepath.Dir(srv.ssldir) // startServe's --vardir is ROOT/var
	args := []string{"node", "deactivate", "web01.example.com", "--vardir", filepath.Join(root, "var"), "--confdir", filepath.Join(root, "conf")}
	var out, errOut bytes.Buffer
	if rc := run(args, &out, &errOut); rc != 1 || !strings.Contains(errOut.String(), "held by the punch serve running with --vardir") ||
		!strings.Contains(errOut.String(), "stop it, run punch node deactivate again") {
		t.Fatalf("punch node while serving: rc %d: %s", rc, errOut.String())
	}
	if err := srv.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(time.Minute)
	for {
		out.Reset()
		errOut.Reset()
		rc := run(args, &out, &errOut)
		if rc == 0 && strings.Contains(out.String(), "Deactivated web01.example.com") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("punch node once the server stopped: rc %d: %s%s", rc, out.String(), errOut.String())
		}
		time.Sleep(200 * time.Millisecond)
	}
}
