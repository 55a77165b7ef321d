package enc

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/util/procinfo"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// script writes an executable shell script and returns its path.
func script(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "enc.sh")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func classify(t *testing.T, command string, timeout time.Duration, node string, opts ...Option) (*Classification, error) {
	t.Helper()
	c, err := New(command, timeout, opts...)
	if err != nil {
		return nil, err
	}
	return c.Classify(context.Background(), node)
}

func TestListForm(t *testing.T) {
	p := script(t, `cat <<'EOF'
classes:
  - ntp
  - role::web
parameters:
  datacenter: east
  ports: [80, 443]
  owner: {name: ops, on_call: yes}
environment: staging
EOF
`)
	c, err := classify(t, p, 5*time.Second, "web1.example.com")
	if err != nil {
		t.Fatal(err)
	}
	if c.Node != "web1.example.com" || c.Environment != "staging" || c.ClassesAsHash {
		t.Errorf("%+v", c)
	}
	if len(c.Classes) != 2 || c.Classes[0].Name != "ntp" || c.Classes[1].Name != "role::web" || c.Classes[0].HasParams() {
		t.Errorf("classes %+v", c.Classes)
	}
	if got := nodeJSON(t, c); got != `{"name":"web1.example.com","environment":"staging","classes":["ntp","role::web"],"parameters":{"datacenter":"east","ports":[80,443],"owner":{"name":"ops","on_call":true}}}` {
		t.Errorf("json %s", got)
	}
}

func TestHashFormWithParameters(t *testing.T) {
	p := script(t, `cat <<'EOF'
classes:
  base:
  ntp:
    servers: [0.pool, 1.pool]
    iburst: true
  apache: {}
  mysql::server:
    root_password: secret
EOF
`)
	c, err := classify(t, p, 5*time.Second, "db1")
	if err != nil {
		t.Fatal(err)
	}
	if !c.ClassesAsHash || c.Environment != "" || c.Parameters == nil || c.Parameters.Len() != 0 {
		t.Errorf("%+v", c)
	}
	var names []string
	var withParams []string
	for _, cl := range c.Classes {
		names = append(names, cl.Name)
		if cl.HasParams() {
			withParams = append(withParams, cl.Name)
		}
	}
	if strings.Join(names, ",") != "base,ntp,apache,mysql::server" || strings.Join(withParams, ",") != "ntp,mysql::server" {
		t.Errorf("classes %v, with parameters %v", names, withParams)
	}
	if v, _ := c.Classes[1].Params.Get("servers"); fmt.Sprint(v) != "[0.pool 1.pool]" {
		t.Errorf("ntp servers %v", v)
	}
	if c.Classes[2].Params == nil || c.Classes[2].Params.Len() != 0 || c.Classes[0].Params != nil {
		t.Errorf("apache params %v, base params %v", c.Classes[2].Params, c.Classes[0].Params)
	}
}

func TestArgumentsAndEnvironment(t *testing.T) {
	dir := t.TempDir()
	argsFile := filepath.Join(dir, "args")
	envFile := filepath.Join(dir, "env")
	p := script(t, `for a in "$@"; do echo "[$a]"; done > `+argsFile+`
env > `+envFile+`
read line || true
echo "classes: [stdin_was_empty_$line]"
`)
	t.Setenv("LC_TIME", "fr_FR.UTF-8")
	t.Setenv("HOME", "/home/someone")
	t.Setenv("PUNCH_TEST_VAR", "kept")
	// Split on white space without quoting, as Ruby's String#split.
	c, err := classify(t, p+"  --site 'east  coast' \"x\"\t-v", 5*time.Second, "n1")
	if err != nil {
		t.Fatal(err)
	}
	if c.Classes[0].Name != "stdin_was_empty_" {
		t.Errorf("stdin: %v", c.Classes)
	}
	args, _ := os.ReadFile(argsFile)
	if string(args) != "[--site]\n['east]\n[coast']\n[\"x\"]\n[-v]\n[n1]\n" {
		t.Errorf("arguments:\n%s", args)
	}
	env, _ := os.ReadFile(envFile)
	for _, want := range []string{"LANG=C\n", "LC_ALL=C\n", "PUNCH_TEST_VAR=kept\n"} {
		if !strings.Contains(string(env), want) {
			t.Errorf("environment lacks %q", want)
		}
	}
	for _, gone := range []string{"LC_TIME=", "\nHOME=", "\nUSER=", "\nLOGNAME="} {
		if strings.Contains("\n"+string(env), gone) {
			t.Errorf("environment still has %q", gone)
		}
	}
}

func TestScriptWithoutShebang(t *testing.T) {
	p := filepath.Join(t.TempDir(), "enc")
	if err := os.WriteFile(p, []byte("echo 'classes: [a]'\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	c, err := classify(t, p, 5*time.Second, "n1")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Classes) != 1 || c.Classes[0].Name != "a" {
		t.Errorf("%+v", c)
	}
}

// The messages (Error) are Puppet 7.23's, recorded with
// compiler/golden/tools/oracle_compile.rb and `puppet apply` (which shows
// the line its forked child logs when the classifier cannot be started);
// the Detail adds Punch's hint.
func TestFailures(t *testing.T) {
	dir := t.TempDir()
	notExec := filepath.Join(dir, "plain.sh")
	if err := os.WriteFile(notExec, []byte("#!/bin/sh\necho 'classes: []'\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	nope := filepath.Join(dir, "nope.sh")
	cases := []struct {
		name    string
		command string
		kind    Kind
		// puppet is Puppet's message, with CMD for the command.
		puppet   string
		want     []string // in Detail
		exitCode int
	}{
		{"exit status with stdout and stderr", script(t, "echo 'partial: output'\necho 'database unreachable' >&2\necho 'second line' >&2\nexit 3\n"), Failed,
			"Failed to find n1 via exec: Execution of 'CMD n1' returned 3: partial: output",
			[]string{"stderr: database unreachable\nsecond line; the classifier must exit with status 0"}, 3},
		{"unknown node exit 1 no output", script(t, "exit 1\n"), Failed, "Failed to find n1 via exec: Execution of 'CMD n1' returned 1: ",
			[]string{"the classifier must exit with status 0"}, 1},
		{"killed by a signal", script(t, "echo partial\nkill -9 $$\n"), Failed, "Failed to find n1 via exec: Execution of 'CMD n1' returned : partial",
			[]string{"killed by signal 9 (killed)"}, -1},
		{"empty output", script(t, "exit 0\n"), Empty, "Could not find node 'n1'; cannot compile", []string{"printed nothing; a classifier must print a YAML hash"}, 0},
		{"only white space, stderr shown", script(t, "printf '  \\n\\n'\necho 'no such node' >&2\n"), Empty, "Could not find node 'n1'; cannot compile",
			[]string{"printed nothing", "stderr: no such node"}, 0},
		{"only a comment", script(t, "echo '# nothing here'\n"), InvalidOutput, "", []string{"the output holds no YAML value"}, 0},
		{"invalid YAML", script(t, "printf 'classes:\\n  - a\\n - b\\n'\n"), InvalidOutput, "",
			[]string{"Could not load external node results for n1: (<unknown>): did not find expected key while parsing a block mapping at line 1 column 1 (at output line 1, column 1; the classifier must print"}, 0},
		{"binary garbage", script(t, "printf '\\377\\376\\000\\001garbage'\n"), InvalidOutput, "", []string{"Could not load external node results for n1: (<unknown>): "}, 0},
		{"classes a string", script(t, "echo 'classes: ntp'\n"), InvalidOutput, "",
			[]string{`classes must be a list of class names or a hash of class names to parameters, not the string "ntp" (at output line 1, column 10;`}, 0},
		{"missing executable", nope + " --x", NotExecutable,
			"Failed to find n1 via exec: Execution of 'CMD n1' returned 1: Error: Could not execute posix command: No such file or directory - " + nope,
			[]string{"the classifier " + nope + " does not exist; fix external_nodes or install it"}, 0},
		{"not executable", notExec, NotExecutable,
			"Failed to find n1 via exec: Execution of 'CMD n1' returned 1: Error: Could not execute posix command: Permission denied - CMD",
			[]string{"is not executable (mode 0644); make it executable (chmod +x) or fix external_nodes"}, 0},
		{"a directory", dir, NotExecutable, "Failed to find n1 via exec: Execution of 'CMD n1' returned 1: Error: Could not execute posix command: Permission denied - CMD",
			[]string{"is a directory"}, 0},
		{"relative command", "enc.sh", NotConfigured, "You must set the exec parameter to a fully qualified command", []string{`"enc.sh" is not an absolute path`}, 0},
		{"none", "none", NotConfigured, "You must set the 'external_nodes' parameter to use the external node terminus", nil, 0},
		{"blank", "  ", NotConfigured, "You must set the 'external_nodes' parameter to use the external node terminus", nil, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cl, err := classify(t, c.command, 5*time.Second, "n1")
			if err == nil {
				t.Fatalf("no error; got %+v", cl)
			}
			if cl != nil {
				t.Fatalf("partial result %+v", cl)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %T %v", err, err)
			}
			if e.Kind != c.kind {
				t.Errorf("kind %v, want %v (%v)", e.Kind, c.kind, err)
			}
			if e.Classifier != c.command {
				t.Errorf("classifier %q", e.Classifier)
			}
			if c.kind != NotConfigured && e.Node != "n1" {
				t.Errorf("node %q", e.Node)
			}
			if c.puppet != "" {
				if want := strings.ReplaceAll(c.puppet, "CMD", c.command); err.Error() != want {
					t.Errorf("message\n  Punch  %s\n  Puppet %s", err, want)
				}
			}
			for _, w := range c.want {
				if !strings.Contains(e.Detail(), w) {
					t.Errorf("detail\n  %v\nlacks\n  %q", e.Detail(), w)
				}
			}
			if c.kind == Failed && e.ExitCode != c.exitCode {
				t.Errorf("exit code %d, want %d", e.ExitCode, c.exitCode)
			}
		})
	}
}

func waitGone(t *testing.T, pidFile string) {
	t.Helper()
	raw, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatalf("child pid: %v", err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(raw)))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 100 && procinfo.Running(pid); i++ {
		time.Sleep(20 * time.Millisecond)
	}
	if procinfo.Running(pid) {
		_ = syscall.Kill(pid, syscall.SIGKILL)
		t.Errorf("child process %d of the classifier survived", pid)
	}
}

func TestTimeoutKillsTheProcessGroup(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "child.pid")
	// The classifier starts a child that would outlive it, then hangs.
	p := script(t, "sleep 300 &\necho $! > "+pidFile+"\necho 'classes: [a]'\nsleep 300\n")
	start := time.Now()
	cl, err := classify(t, p, 300*time.Millisecond, "slow.example.com")
	var e *Error
	if !errors.As(err, &e) || e.Kind != Timeout || cl != nil {
		t.Fatalf("got %+v, %v", cl, err)
	}
	if !strings.Contains(err.Error(), "did not finish within 300ms and was killed; make the classifier faster or raise enc_timeout") ||
		!strings.Contains(err.Error(), "Failed to find slow.example.com via exec: '"+p+" slow.example.com'") {
		t.Errorf("message: %v", err)
	}
	if time.Since(start) > 10*time.Second {
		t.Errorf("took %v", time.Since(start))
	}
	waitGone(t, pidFile)
}

func TestBackgroundChildHoldingOutput(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "child.pid")
	// Exits at once, but its child keeps stdout open: Puppet would wait for
	// ever; Punch gives up after a short delay and kills the group.
	p := script(t, "echo 'classes: [a]'\nsleep 300 &\necho $! > "+pidFile+"\nexit 0\n")
	cl, err := classify(t, p, 0, "n1")
	var e *Error
	if !errors.As(err, &e) || e.Kind != Failed || cl != nil || !strings.Contains(err.Error(), "kept its output open") {
		t.Fatalf("got %+v, %v", cl, err)
	}
	waitGone(t, pidFile)
}

func TestOutputLimit(t *testing.T) {
	p := script(t, "echo 'parameters:'\nwhile :; do echo '  x: yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'; done\n")
	cl, err := classify(t, p, 10*time.Second, "n1", WithMaxOutput(4096))
	var e *Error
	if !errors.As(err, &e) || e.Kind != InvalidOutput || cl != nil || !strings.Contains(err.Error(), "printed more than 4096 bytes and was stopped") {
		t.Fatalf("got %+v, %v", cl, err)
	}
}

func TestContextCancel(t *testing.T) {
	p := script(t, "sleep 300\n")
	c, err := New(p, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	cl, err := c.Classify(ctx, "n1")
	var e *Error
	if !errors.As(err, &e) || e.Kind != Canceled || cl != nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("got %+v, %v", cl, err)
	}
	// Already canceled: the classifier does not run.
	marker := filepath.Join(t.TempDir(), "ran")
	c, _ = New(script(t, "touch "+marker+"\n"), time.Minute)
	if _, err := c.Classify(ctx, "n1"); !errors.As(err, &e) || e.Kind != Canceled {
		t.Fatalf("pre-canceled: %v", err)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Error("the classifier ran for a canceled request")
	}
}

func TestCheck(t *testing.T) {
	c, err := New(script(t, "exit 0\n")+" arg", time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Check(); err != nil {
		t.Error(err)
	}
	if c.Command() == "" {
		t.Error("no command")
	}
	c, _ = New("/nonexistent/enc", time.Second)
	if err := c.Check(); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("check: %v", err)
	}
	if _, err := c.Classify(context.Background(), ""); err == nil {
		t.Error("empty node name accepted")
	}
}

// TestConcurrentClassify runs one classifier for many nodes at once (under
// -race in CI): each answer belongs to its node.
func TestConcurrentClassify(t *testing.T) {
	p := script(t, `printf 'parameters:\n  me: "%s"\nclasses: [c_%s]\n' "$1" "$1"`+"\n")
	c, err := New(p, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	testtree.Concurrently(32, func(i int) {
		node := fmt.Sprintf("node%d", i)
		cl, err := c.Classify(context.Background(), node)
		if err != nil {
			t.Error(err)
			return
		}
		if me, _ := cl.Parameters.Get("me"); me != node || cl.Classes[0].Name != "c_"+node {
			t.Errorf("%s got %v %v", node, me, cl.Classes)
		}
	})
}
