package server

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/cmd/punch/punchtest"
	"github.com/punch-dev/punch/compiler/util/syncbuf"
	"github.com/punch-dev/punch/compiler/util/testnet"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestRealAgentEndToEnd runs `punch serve --autosign true` and Puppet 7's
// `puppet agent --test` against it, as docs/server.md describes: the agent
// gets its certificate, pluginsyncs the example module's lib/ and
// facts.d/, applies a catalog with a file from puppet:///modules/... and
// files with content, and its report is stored. A second agent is refused
// the first one's catalog.
func TestRealAgentEndToEnd(t *testing.T) {
	puppet, tmp, bin := realAgentSetup(t)
	envDir := filepath.Join(tmp, "environments")
	testtree.Copy(t, exampleEnv, filepath.Join(envDir, "production"))
	port := testnet.FreePort(t)
	vardir := filepath.Join(tmp, "server", "var") // realServeCommand's
	// Files the agent replaces are backed up to the server's file bucket,
	// as `filebucket { 'main': server => ... }` with `backup => 'main'`
	// does on a Puppet Server.
	// Files from custom mounts of a fileserver.conf: one for everybody,
	// one per node (%H).
	sitePP := fmt.Sprintf(`filebucket { 'main': path => false, server => 'localhost', port => %d }
File { backup => 'main' }
node default {
  include example
  file { "${example::root}/from-site.txt": source => 'puppet:///site/hello.txt' }
  file { "${example::root}/private.txt": source => 'puppet:///private/secret.txt' }
}
`, port)
	if err := os.WriteFile(filepath.Join(envDir, "production", "manifests", "site.pp"), []byte(sitePP), 0o644); err != nil {
		t.Fatal(err)
	}
	mounts := filepath.Join(tmp, "mounts")
	testtree.Write(t, mounts, map[string]string{"site/hello.txt": "hello from a custom mount\n",
		"private/" + agent1 + "/secret.txt": "only for agent1\n", "private/" + agent2 + "/secret.txt": "only for agent2\n"})
	fsConf := filepath.Join(tmp, "fileserver.conf")
	if err := os.WriteFile(fsConf, []byte("[site]\n  path "+mounts+"/site\n[private]\n  path "+mounts+"/private/%H\n  allow *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	cmd := realServeCommand(ctx, bin, tmp, envDir, port, "--log_level", "info", "--fileserverconfig", fsConf)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	logc := make(chan string, 10000)
	go func() {
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			select {
			case logc <- sc.Text():
			default:
			}
		}
		close(logc)
	}()
	var serverLog strings.Builder
	waitFor := func(what string) {
		t.Helper()
		timeout := time.After(2 * time.Minute)
		for {
			select {
			case line, ok := <-logc:
				if !ok {
					t.Fatalf("punch serve exited before %q:\n%s", what, serverLog.String())
				}
				serverLog.WriteString(line + "\n")
				if strings.Contains(line, what) {
					return
				}
			case <-timeout:
				t.Fatalf("no %q from punch serve in 2 minutes:\n%s", what, serverLog.String())
			}
		}
	}
	waitFor("punch serve listening")
	stopped := false
	defer func() {
		if !stopped {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	}()

	agent := func(name string, args ...string) (string, int) {
		dir := filepath.Join(tmp, name)
		full := append(append([]string{"agent", "--test"}, puppetClientArgs(port, name, dir)...), args...)
		c := exec.CommandContext(ctx, puppet, full...)
		c.Env = append(os.Environ(), "FACTER_punch_example_root="+filepath.Join(dir, "files"))
		out, err := c.CombinedOutput()
		code := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("running puppet agent: %v", err)
		}
		return string(out), code
	}

	out, code := agent(agent1)
	// --test exits 2 when the run changed something, 0 when not; 4 and 6
	// are failures.
	if code != 2 {
		t.Fatalf("first agent run exited %d:\n%s\nserver log:\n%s", code, out, drain(logc, &serverLog))
	}
	a1 := filepath.Join(tmp, agent1)
	mustContain := func(path, want string) {
		t.Helper()
		b, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%v\nagent output:\n%s", err, out)
			return
		}
		if !strings.Contains(string(b), want) {
			t.Errorf("%s does not contain %q:\n%s", path, want, b)
		}
	}
	// pluginsync: the module's facts.d/ and lib/.
	mustContain(filepath.Join(a1, "var", "facts.d", "example_role.txt"), "example_role=demo")
	mustContain(filepath.Join(a1, "var", "lib", "facter", "punch_example.rb"), "Facter.add(:punch_example)")
	// The catalog: a file from puppet:///modules/example/banner.txt, a file
	// with content from facts (the synced external fact), and the
	// defined type's file from an EPP template.
	want, _ := os.ReadFile(filepath.Join(exampleEnv, "modules", "example", "files", "banner.txt"))
	mustContain(filepath.Join(a1, "files", "banner.txt"), string(want))
	mustContain(filepath.Join(a1, "files", "motd"), "Node: agent1.example.com\nRole: demo\n")
	// Hiera: the message from data/common.yaml, the settings from
	// data/nodes/agent1.example.com.yaml.
	mustContain(filepath.Join(a1, "files", "motd"), "This node is managed by Puppet, compiled by Punch.\n")
	mustContain(filepath.Join(a1, "files", "conf.d", "log_level.conf"), "log_level = debug\n")
	mustContain(filepath.Join(a1, "files", "conf.d", "workers.conf"), "workers = 8\n")
	// Custom mounts: the shared file, and agent1's own (%H).
	mustContain(filepath.Join(a1, "files", "from-site.txt"), "hello from a custom mount\n")
	mustContain(filepath.Join(a1, "files", "private.txt"), "only for agent1\n")

	// A second run changes nothing.
	if out2, code := agent(agent1); code != 0 {
		t.Errorf("second agent run exited %d (want 0, nothing to change):\n%s", code, out2)
	}

	// A local edit is replaced on the next run, and the edited file is
	// backed up to the server's bucket first.
	motd := filepath.Join(a1, "files", "motd")
	edited := "edited by hand on the node\n"
	if err := os.WriteFile(motd, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	editedSum := sum256(edited)
	out3, code := agent(agent1)
	if code != 2 || !strings.Contains(out3, "Filebucketed "+motd+" to main with sum "+editedSum) {
		t.Errorf("run after a local edit exited %d without backing the file up to main:\n%s\nserver log:\n%s", code, out3, drain(logc, &serverLog))
	}
	mustContain(motd, "Node: agent1.example.com\n")
	bucket, err := store.OpenFileBucket(filepath.Join(vardir, "bucket"), "")
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := bucket.Has(editedSum, strings.TrimPrefix(motd, "/")); !ok || err != nil {
		t.Errorf("the server's bucket (vardir/bucket) lacks %s for %s: %v", editedSum, motd, err)
	}
	// The backup comes back with `puppet filebucket --remote`: get,
	// restore, and a diff between two backups.
	filebucket := func(args ...string) string {
		t.Helper()
		full := append(append([]string{"filebucket", "--remote"}, puppetClientArgs(port, agent1, a1)...), args...)
		b, err := exec.CommandContext(ctx, puppet, full...).CombinedOutput()
		if err != nil {
			t.Errorf("puppet %s: %v\n%s\nserver log:\n%s", strings.Join(args, " "), err, b, drain(logc, &serverLog))
		}
		return string(b)
	}
	if got := filebucket("get", editedSum); got != edited {
		t.Errorf("puppet filebucket get = %q, want %q", got, edited)
	}
	restored := filepath.Join(a1, "restored-motd")
	filebucket("restore", restored, editedSum)
	mustContain(restored, edited)
	second := filepath.Join(a1, "second.txt")
	os.WriteFile(second, []byte(edited+"and one more line\n"), 0o644)
	if out := filebucket("backup", second); !strings.Contains(out, second+": "+sum256(edited+"and one more line\n")) {
		t.Errorf("puppet filebucket backup said %q", out)
	}
	if out := filebucket("diff", editedSum, sum256(edited+"and one more line\n")); !strings.Contains(out, "+and one more line") {
		t.Errorf("puppet filebucket diff said %q", out)
	}

	// A second agent gets its own certificate but not agent1's catalog.
	dir2 := filepath.Join(tmp, agent2)
	boot := exec.CommandContext(ctx, puppet, append(append([]string{"ssl", "bootstrap"}, puppetClientArgs(port, agent2, dir2)...), "--waitforcert", "0")...)
	if b, err := boot.CombinedOutput(); err != nil {
		t.Fatalf("bootstrapping %s: %v\n%s", agent2, err, b)
	}
	client := agentClient(t, filepath.Join(dir2, "ssl"), agent2)
	base := fmt.Sprintf("https://localhost:%d", port)
	if r := get(t, client, base+"/puppet/v3/catalog/"+agent1+"?environment=production"); r.status != 403 || !strings.Contains(r.body, "Forbidden request") {
		t.Errorf("%s fetching %s's catalog: %d %s", agent2, agent1, r.status, r.body)
	}
	if r := get(t, client, base+"/puppet/v3/catalog/"+agent2+"?environment=production"); r.status != 200 {
		t.Errorf("%s fetching its own catalog: %d", agent2, r.status)
	}
	// The per-node mount gives agent2 its own file, never agent1's.
	for path, want := range map[string]string{
		"/puppet/v3/file_content/private/secret.txt?environment=production":                       "only for agent2\n",
		"/puppet/v3/file_content/private/..%2F" + agent1 + "%2Fsecret.txt?environment=production": "",
	} {
		req, _ := http.NewRequest("GET", base+path, nil)
		req.Header.Set("Accept", "application/octet-stream")
		if r := send(t, client, req); r.body != want && !(want == "" && r.status == 400) {
			t.Errorf("%s as %s: %d %q, want %q", path, agent2, r.status, r.body, want)
		}
	}

	// SIGHUP flushes the environments: a changed manifest is compiled
	// without a restart (environment_timeout is unlimited here).
	site := filepath.Join(envDir, "production", "manifests", "site.pp")
	if err := os.WriteFile(site, []byte("node default {\n  include example\n  notify { 'after the flush': }\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Process.Signal(syscall.SIGHUP)
	waitFor("environment cache flushed")
	if r := get(t, client, base+"/puppet/v3/catalog/"+agent2+"?environment=production"); r.status != 200 || !strings.Contains(r.body, "after the flush") {
		t.Errorf("catalog after SIGHUP: %d %.300s", r.status, r.body)
	}

	// Stop the server gracefully, then read its store.
	_ = cmd.Process.Signal(syscall.SIGTERM)
	waitFor(`"message":"stopped"`)
	if err := cmd.Wait(); err != nil {
		t.Errorf("punch serve exited with %v after SIGTERM", err)
	}
	stopped = true
	st, err := store.Open(vardir, store.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rep, err := st.Get(agent1, store.Report)
	if err != nil {
		t.Fatalf("no report stored for %s: %v", agent1, err)
	}
	if !strings.Contains(string(rep.Data), `"host":"agent1.example.com"`) || rep.Environment != "production" || rep.TransactionUUID == "" {
		t.Errorf("stored report: env %q uuid %q %.300s", rep.Environment, rep.TransactionUUID, rep.Data)
	}
	facts, err := st.Get(agent1, store.Facts)
	if err != nil || !strings.Contains(string(facts.Data), `"punch_example":"synced"`) {
		t.Errorf("stored facts lack the pluginsynced custom fact: %v %.300s", err, facts.Data)
	}
	if _, err := st.Get(agent1, store.Catalog); err != nil {
		t.Errorf("no catalog stored: %v", err)
	}
	logs := serverLog.String()
	// The catalog is not static (code_id null, no inlined metadata): the
	// agent described the puppet:/// file itself.
	for _, want := range []string{`"message":"compiled catalog"`, `"message":"access"`, `"message":"stored report"`,
		`"path":"/puppet/v3/file_metadata/modules/example/banner.txt"`} {
		if !strings.Contains(logs, want) {
			t.Errorf("server log lacks %s", want)
		}
	}
	if strings.Contains(logs, "PRIVATE KEY") {
		t.Errorf("server log contains key material")
	}
}

// drain collects what the server logged so far.
func drain(logc chan string, b *strings.Builder) string {
	for {
		select {
		case l, ok := <-logc:
			if !ok {
				return b.String()
			}
			b.WriteString(l + "\n")
		case <-time.After(200 * time.Millisecond):
			return b.String()
		}
	}
}

// agentClient is an HTTPS client with an agent's certificate from its
// ssldir.
func agentClient(t testing.TB, ssldir, name string) *http.Client {
	t.Helper()
	return &http.Client{Timeout: time.Minute, Transport: &http.Transport{TLSClientConfig: punchtest.TLSConfig(t, ssldir, name)}}
}

// realAgentSetup skips without puppet, and builds punch into a temporary
// directory.
func realAgentSetup(t *testing.T) (puppet, tmp, bin string) {
	t.Helper()
	// The real-agent tests spend most of their time in Ruby and waiting:
	// run them alongside each other and the other tests.
	t.Parallel()
	puppet, err := exec.LookPath("puppet")
	if err != nil {
		t.Skip("puppet is not installed (apt-get install puppet; .ci/run installs it): skipping the real-agent test")
	}
	if testing.Short() {
		t.Skip("-short: skipping the real-agent test")
	}
	tmp = t.TempDir()
	return puppet, tmp, punchtest.Binary(t)
}

// The real-agent tests share one build of punch (punchtest); TestMain
// removes it.
func TestMain(m *testing.M) { punchtest.Main(m) }

// TestRealAgentENCEnvironmentSwitch runs a real agent in production
// against a server whose classifier puts the node in staging: the agent
// restarts its run in staging, as with Puppet Server, and applies the
// staging catalog with the classifier's class and parameter.
func TestRealAgentENCEnvironmentSwitch(t *testing.T) {
	puppet, tmp, bin := realAgentSetup(t)
	envDir := filepath.Join(tmp, "environments")
	testtree.Copy(t, exampleEnv, filepath.Join(envDir, "production"))
	testtree.Write(t, envDir, map[string]string{
		"staging/manifests/site.pp": "class staging_role { notify { \"staging for team ${team}\": } }\n"})
	encScript := filepath.Join(tmp, "enc.sh")
	if err := os.WriteFile(encScript, []byte("#!/bin/sh\nprintf 'environment: staging\\nclasses:\\n  - staging_role\\nparameters:\\n  team: ops\\n'\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	srv := startRealServe(t, bin, tmp, envDir, "--node_terminus", "exec", "--external_nodes", encScript)
	out := srv.agent(t, puppet, agent1, filepath.Join(tmp, "agent"), nil, "--environment", "production")
	for _, want := range []string{
		"Local environment: 'production' doesn't match server specified environment 'staging', restarting agent run with environment 'staging'",
		"Notice: staging for team ops",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("agent output lacks %q:\n%s", want, out)
		}
	}
}

// realServeCommand is punch serve (the binary bin) for a real-agent test
// on port, over envDir: its ssldir, CA and vardir under tmp/server,
// autosigning, JSON logs; extra flags follow.
// --puppetserver_confdir=: not the host's Puppet Server configuration.
// --basemodulepath: not Debian's /usr/share/puppet/modules, whose 93
// modules' lib/ the agent would pluginsync (minutes on a loaded machine).
func realServeCommand(ctx context.Context, bin, tmp, envDir string, port int, extra ...string) *exec.Cmd {
	ssldir := filepath.Join(tmp, "server", "ssl")
	args := []string{"serve", "--puppetserver_confdir=", "--environmentpath", envDir,
		"--basemodulepath", filepath.Join(tmp, "no-modules"),
		"--ssldir", ssldir, "--cadir", filepath.Join(ssldir, "ca"), "--vardir", filepath.Join(tmp, "server", "var"),
		"--certname", "localhost", "--dns_alt_names", "localhost,IP:127.0.0.1", "--autosign", "true",
		"--keylength", "2048", "--bind", fmt.Sprintf("127.0.0.1:%d", port), "--log_format", "json"}
	return exec.CommandContext(ctx, bin, append(args, extra...)...)
}

// realServe is a punch serve started by startRealServe: its port, the
// context that bounds the test's commands (5 minutes) and its log.
type realServe struct {
	ctx  context.Context
	port int
	log  *syncbuf.Buffer
}

// startRealServe starts realServeCommand on a free port, its log going to
// a buffer, waits until it listens and stops it when the test ends.
func startRealServe(t *testing.T, bin, tmp, envDir string, extra ...string) *realServe {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	port := testnet.FreePort(t)
	log := punchtest.Start(t, realServeCommand(ctx, bin, tmp, envDir, port, extra...))
	testnet.WaitListening(t, fmt.Sprintf("127.0.0.1:%d", port), log.String)
	return &realServe{ctx: ctx, port: port, log: log}
}

// agent runs `puppet agent --test` (then args) as certname against s, its
// directories under dir and env added to its environment, and returns
// what it printed; it fails t unless the run succeeded (exit 0, or 2 when
// it changed something; 4 and 6 are failures), with the server's log.
func (s *realServe) agent(t *testing.T, puppet, certname, dir string, env []string, args ...string) string {
	t.Helper()
	c := exec.CommandContext(s.ctx, puppet, append(append([]string{"agent", "--test"}, puppetClientArgs(s.port, certname, dir)...), args...)...)
	c.Env = append(os.Environ(), env...)
	out, err := c.CombinedOutput()
	var ee *exec.ExitError
	if err != nil && !(errors.As(err, &ee) && ee.ExitCode() == 2) {
		t.Fatalf("agent %s: %v\n%s\nserver log:\n%s", certname, err, out, s.log.String())
	}
	return string(out)
}

// puppetClientArgs are the flags of a puppet command (agent, filebucket,
// ssl) run as certname against punch serve on port, with every directory
// it uses under dir.
func puppetClientArgs(port int, certname, dir string) []string {
	return []string{"--server", "localhost", "--serverport", fmt.Sprint(port), "--certname", certname,
		"--confdir", filepath.Join(dir, "conf"), "--vardir", filepath.Join(dir, "var"),
		"--ssldir", filepath.Join(dir, "ssl"), "--logdir", filepath.Join(dir, "log"), "--rundir", filepath.Join(dir, "run"),
		"--publicdir", filepath.Join(dir, "pub"), "--codedir", filepath.Join(dir, "code"), "--color", "false"}
}
