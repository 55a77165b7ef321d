package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/golden"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/util/textdiff"
)

// TestLookupOracle runs every query recorded from `puppet lookup` (Puppet
// 7.23, compiler/golden/tools/record_lookups.sh) under
// environments/testdata/lookup through `punch lookup` and compares the
// output, the exit status and the warnings with Puppet's.
func TestLookupOracle(t *testing.T) {
	root := filepath.Join("..", "..", "environments", "testdata", "lookup")
	sets, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, set := range sets {
		if !set.IsDir() {
			continue
		}
		dir, err := filepath.Abs(filepath.Join(root, set.Name()))
		if err != nil {
			t.Fatal(err)
		}
		cmds, _ := filepath.Glob(filepath.Join(dir, "*.cmd"))
		sort.Strings(cmds)
		for _, cmdFile := range cmds {
			id := strings.TrimSuffix(filepath.Base(cmdFile), ".cmd")
			n++
			t.Run(set.Name()+"/"+id, func(t *testing.T) {
				checkRecordedLookup(t, dir, id)
			})
		}
	}
	if n == 0 {
		t.Fatal("no recorded lookups found")
	}
}

func checkRecordedLookup(t *testing.T, dir, id string) {
	src, err := os.ReadFile(filepath.Join(dir, id+".cmd"))
	if err != nil {
		t.Fatal(err)
	}
	words := strings.Fields(strings.TrimSpace(string(src)))
	if len(words) < 2 || words[0] != "puppet" || words[1] != "lookup" {
		t.Fatalf("%s.cmd: not a puppet lookup command: %s", id, src)
	}
	args := words[2:]
	hasHiera := false
	for i := 0; i+1 < len(args); i++ {
		switch args[i] {
		case "--facts", "--environmentpath", "--hiera_config":
			if !filepath.IsAbs(args[i+1]) {
				args[i+1] = filepath.Join(dir, args[i+1])
			}
			hasHiera = hasHiera || args[i] == "--hiera_config"
		}
	}
	scratch := t.TempDir()
	args = append(args, "--codedir", dir, "--confdir", filepath.Join(scratch, "conf"), "--vardir", filepath.Join(scratch, "var"))
	if !hasHiera {
		args = append(args, "--hiera_config", filepath.Join(scratch, "no-global-hiera.yaml"))
	}
	var stdout, stderr bytes.Buffer
	status := runLookup(args, &stdout, &stderr)
	strip := func(s string) string {
		s = strings.ReplaceAll(s, dir+"/", "")
		return strings.ReplaceAll(s, scratch, "SCRATCH")
	}
	wantOut, _ := os.ReadFile(filepath.Join(dir, id+".out"))
	wantStatus := 0
	if b, err := os.ReadFile(filepath.Join(dir, id+".status")); err == nil {
		wantStatus, _ = strconv.Atoi(strings.TrimSpace(string(b)))
	}
	wantErr, _ := os.ReadFile(filepath.Join(dir, id+".err"))
	if got := strip(stdout.String()); got != string(wantOut) {
		t.Errorf("punch lookup %s\nstdout differs from Puppet's:\n%s", strings.Join(args, " "), lineDiff(string(wantOut), got))
	}
	if status != wantStatus {
		t.Errorf("exit status %d, Puppet's %d (stderr: %s)", status, wantStatus, stderr.String())
	}
	if got, want := warnings(strip(stderr.String())), warnings(string(wantErr)); got != want {
		t.Errorf("warnings and errors differ:\nPuppet:\n%s\nPunch:\n%s", want, got)
	}
}

// warnings are the Warning and Error lines (with the continuation lines
// of warnings) of a command's stderr.
func warnings(s string) string {
	var out []string
	in := false
	for _, l := range strings.Split(s, "\n") {
		switch {
		case strings.HasPrefix(l, "Error: "):
			in = false
			out = append(out, l)
		case strings.HasPrefix(l, "Warning: "):
			in = true
			out = append(out, l)
		case in && strings.HasPrefix(l, "   "):
			out = append(out, l)
		default:
			in = false
		}
	}
	return strings.Join(out, "\n")
}

// lineDiff shows the first differing lines of two texts.
func lineDiff(want, got string) string {
	for n, l := range textdiff.Lines(want, got) {
		return "line " + strconv.Itoa(n) + ":\n  Puppet: " + strconv.Quote(l[0]) + "\n  Punch:  " + strconv.Quote(l[1])
	}
	return "(same lines)"
}

// TestLookupCompileENC: with node_terminus exec, --compile classifies the
// node first: its classes are declared and its environment is used. A
// failing classifier ends the lookup with Puppet's message, as `puppet
// lookup --compile` printed it (Puppet 7.23, after its warning that no CA
// was available): "Error: Could not run: Failed to find web01.example.com
// via exec: Execution of '/tmp/lk/enc_fail.sh web01.example.com' returned
// 3: " and "Error: Could not run: Could not find a directory environment
// named 'staging' anywhere in the path: ... Does the directory exist?".
func TestLookupCompileENC(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"envs/production/manifests/site.pp":             "notice('production')\n",
		"envs/production/hiera.yaml":                    "version: 5\nhierarchy:\n  - { name: common, path: common.yaml }\n",
		"envs/production/data/common.yaml":              "k: \"from %{role::web::kind} %{::site}\"\n",
		"envs/production/modules/role/manifests/web.pp": "class role::web { $kind = 'web class' }\n",
		"facts.json":  `{"clientcert": "web01.example.com", "hostname": "web01", "domain": "example.com", "fqdn": "web01.example.com", "os": {"family": "Debian"}}`,
		"enc_ok.sh":   "#!/bin/sh\necho 'classes: [role::web]'\necho 'parameters: {site: east}'\n",
		"enc_fail.sh": "#!/bin/sh\necho oops >&2\nexit 3\n",
		"enc_env.sh":  "#!/bin/sh\necho 'environment: staging'\n",
	}
	testtree.Write(t, root, files)
	run := func(encName string) (string, string, int) {
		var stdout, stderr bytes.Buffer
		status := runLookup([]string{"k", "--compile", "--node", "web01.example.com", "--facts", filepath.Join(root, "facts.json"),
			"--environmentpath", filepath.Join(root, "envs"), "--environment", "production", "--codedir", root,
			"--confdir", filepath.Join(root, "conf"), "--vardir", filepath.Join(root, "var"), "--hiera_config", filepath.Join(root, "none.yaml"),
			"--node_terminus", "exec", "--external_nodes", filepath.Join(root, encName)}, &stdout, &stderr)
		return stdout.String(), stderr.String(), status
	}
	out, errOut, status := run("enc_ok.sh")
	if status != 0 || out != "Notice: Scope(Class[main]): production\n--- from web class east\n" {
		t.Fatalf("status %d\nstdout:\n%s\nstderr:\n%s", status, out, errOut)
	}
	out, errOut, status = run("enc_fail.sh")
	want := "Error: Could not run: Failed to find web01.example.com via exec: Execution of '" + filepath.Join(root, "enc_fail.sh") + " web01.example.com' returned 3: \n"
	if status != 1 || out != "" || !strings.HasPrefix(errOut, want) {
		t.Fatalf("status %d\nstdout:\n%s\nstderr:\n%s\nwant\n%s", status, out, errOut, want)
	}
	_, errOut, status = run("enc_env.sh")
	want = "Error: Could not run: Could not find a directory environment named 'staging' anywhere in the path: " + filepath.Join(root, "envs") + ". Does the directory exist?\n"
	if status != 1 || errOut != want {
		t.Fatalf("status %d\nstderr:\n%s\nwant\n%s", status, errOut, want)
	}
}

// TestLookupConvertToAliasScope: which type aliases a convert_to can name.
// Without --compile the environment's loaders find the aliases of types/
// (the array form too) whatever the initial manifests hold, even a syntax
// error, but not an alias that site.pp defines; with --compile site.pp's
// aliases are known, also when the manifests call no lookup() themselves.
// Puppet 7.23's `puppet lookup` on the same files answered each case as
// written below (the data set convert_to_alias has the recorded forms).
func TestLookupConvertToAliasScope(t *testing.T) {
	root := t.TempDir()
	data := "lookup_options:\n  single: { convert_to: [Ports, true] }\n  sitealias: { convert_to: Siteal }\nsingle: 443\nsitealias: 3\n"
	files := map[string]string{
		"envs/production/manifests/site.pp": "notice('hi')\ntype Siteal = Array[Integer]\n",
		"envs/broken/manifests/site.pp":     "class {\n",
		"facts.json":                        `{"clientcert": "web01.example.com", "hostname": "web01", "domain": "example.com", "fqdn": "web01.example.com"}`,
	}
	for _, env := range []string{"production", "broken"} {
		files["envs/"+env+"/hiera.yaml"] = "version: 5\nhierarchy:\n  - { name: common, path: common.yaml }\n"
		files["envs/"+env+"/types/ports.pp"] = "type Ports = Array[Integer]\n"
		files["envs/"+env+"/data/common.yaml"] = data
	}
	testtree.Write(t, root, files)
	cases := []struct {
		env    string
		args   []string
		out    string // with --explain: its last line
		status int
	}{
		{"production", []string{"single"}, "---\n- 443\n", 0},
		{"broken", []string{"single"}, "---\n- 443\n", 0},
		{"production", []string{"sitealias"}, "", 1},
		{"production", []string{"single", "--compile"}, "Notice: Scope(Class[main]): hi\n---\n- 443\n", 0},
		{"production", []string{"sitealias", "--compile"}, "Notice: Scope(Class[main]): hi\n---\n- 0\n- 1\n- 2\n", 0},
		{"production", []string{"sitealias", "--explain"}, "The convert_to lookup_option for key 'sitealias' raised error: Creation of new instance of type 'TypeReference['Siteal']' is not supported", 0},
	}
	for _, c := range cases {
		args := append(append([]string(nil), c.args...), "--node", "web01.example.com", "--facts", filepath.Join(root, "facts.json"),
			"--environmentpath", filepath.Join(root, "envs"), "--environment", c.env, "--codedir", root,
			"--confdir", filepath.Join(root, "conf"), "--vardir", filepath.Join(root, "var"), "--hiera_config", filepath.Join(root, "none.yaml"))
		var stdout, stderr bytes.Buffer
		status := runLookup(args, &stdout, &stderr)
		got := stdout.String()
		if c.args[len(c.args)-1] == "--explain" {
			lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
			got = lines[len(lines)-1]
		}
		if status != c.status || got != c.out || stderr.Len() != 0 {
			t.Errorf("%s %v: status %d (want %d)\nstdout:\n%s\nwant:\n%s\nstderr:\n%s", c.env, c.args, status, c.status, got, c.out, stderr.String())
		}
	}
}

// TestLookupTrustedExtensions: --trusted_extensions gives punch lookup
// (with and without --compile) the $trusted['extensions'] that punch
// compile takes, so a hierarchy over trusted.extensions.pp_role answers
// as the node's compile does. The expected values are those Puppet 7.23
// bound in the golden case node_trusted_extensions_role (its recorded
// catalog: File['/etc/motd'] from profile::base::motd, the users from
// profile::base::admins, the notify's count from profile::nginx::workers).
func TestLookupTrustedExtensions(t *testing.T) {
	caseDir := filepath.Join("..", "..", "compiler", "golden", "cases", "node_trusted_extensions_role")
	root := t.TempDir()
	l, err := golden.LayOut(caseDir, filepath.Join(root, "layout"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(caseDir, "expected.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cat struct {
		Resources []struct {
			Type, Title string
			Parameters  map[string]any
		}
	}
	if err := json.Unmarshal(b, &cat); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	var users []string
	for _, r := range cat.Resources {
		switch r.Type {
		case "File":
			want["profile::base::motd"] = "--- " + strings.TrimSuffix(r.Parameters["content"].(string), "\n") + "\n"
		case "User":
			users = append(users, "- "+r.Title+"\n")
		case "Notify":
			n, _, _ := strings.Cut(strings.TrimPrefix(r.Title, "nginx workers "), " ")
			want["profile::nginx::workers"] = "--- " + n + "\n"
		}
	}
	want["profile::base::admins"] = "---\n" + strings.Join(users, "")
	if len(want) != 3 || len(users) == 0 {
		t.Fatalf("the recorded catalog lacks the resources the test reads: %v", want)
	}
	facts := filepath.Join("..", "..", "compiler", "golden", "facts", "debian12.json")
	for _, compile := range []bool{false, true} {
		for key, value := range want {
			args := []string{key, "--node", "web01.example.com", "--facts", facts,
				"--environmentpath", l.EnvironmentPath, "--environment", "production", "--codedir", root,
				"--confdir", filepath.Join(root, "conf"), "--vardir", filepath.Join(root, "var"), "--hiera_config", filepath.Join(root, "none.yaml"),
				"--trusted_extensions", filepath.Join(caseDir, "trusted_extensions.yaml")}
			if compile {
				args = append(args, "--compile")
			}
			var stdout, stderr bytes.Buffer
			status := runLookup(args, &stdout, &stderr)
			got := stdout.String()
			if compile {
				// The compile's notice comes first.
				got = got[strings.Index(got, "---"):]
			}
			if status != 0 || got != value {
				t.Errorf("compile %v, %s: status %d, %q, want %q\n%s", compile, key, status, got, value, stderr.String())
			}
		}
	}
	var stdout, stderr bytes.Buffer
	status := runLookup([]string{"k", "--node", "n", "--facts", facts, "--environmentpath", l.EnvironmentPath,
		"--trusted_extensions", filepath.Join(root, "missing.yaml")}, &stdout, &stderr)
	if status != 1 || !strings.HasPrefix(stderr.String(), "Error: Could not run: reading --trusted_extensions: ") {
		t.Errorf("a missing file: status %d, %s", status, stderr.String())
	}
}
