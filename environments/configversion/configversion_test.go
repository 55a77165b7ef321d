package configversion

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func script(t *testing.T, dir, name, body string, mode os.FileMode) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(body), mode); err != nil {
		t.Fatal(err)
	}
	return p
}

// The expected texts were printed by Puppet 7.23 compiling with
// config_version set to the same commands (compiler/golden/tools/
// oracle_compile.rb for the catalog versions and errors; `puppet apply`
// for a command that cannot be started, whose child logs to the console
// that Puppet reads as the output).
func TestRunLikePuppet(t *testing.T) {
	dir := t.TempDir()
	env := script(t, dir, "env.sh", "#!/bin/sh\necho \"  home=$HOME lang=$LANG lc=$LC_ALL user=$USER  \"\necho \"err line\" >&2\n", 0o755)
	fail := script(t, dir, "fail.sh", "#!/bin/sh\necho out1\necho 'bad thing' >&2\nexit 3\n", 0o755)
	signal := script(t, dir, "signal.sh", "#!/bin/sh\necho hi\nkill -9 $$\n", 0o755)
	noexec := script(t, dir, "noexec.sh", "#!/bin/sh\necho hi\n", 0o644)
	nosheb := script(t, dir, "nosheb.sh", "echo no shebang line \"$1\"\n", 0o755)
	t.Setenv("HOME", "/root")
	t.Setenv("LANG", "fr_FR.UTF-8")
	cases := []struct {
		cmd, want, err string
	}{
		// Puppet: "pwd=... home= lang=C user=  \nerr line" (stderr read with stdout).
		{cmd: env, want: "home= lang=C lc=C user=  \nerr line"},
		{cmd: env + " a b", want: "home= lang=C lc=C user=  \nerr line"},
		{cmd: `/bin/echo "a b"; echo c`, want: "a b\nc"},
		{cmd: "/bin/echo  hello   world ", want: "hello world"},
		{cmd: "/bin/true", want: ""},
		{cmd: nosheb + " x", want: "no shebang line x"},
		{cmd: "echo from path", want: "from path"},
		{cmd: fail, err: "Execution of config_version command `" + fail + "` failed: Execution of '" + fail + "' returned 3: out1\nbad thing"},
		{cmd: "/nonexistent/x", err: "Execution of config_version command `/nonexistent/x` failed: Execution of '/nonexistent/x' returned 1: Error: Could not execute posix command: No such file or directory - /nonexistent/x"},
		{cmd: noexec, err: "Execution of config_version command `" + noexec + "` failed: Execution of '" + noexec + "' returned 1: Error: Could not execute posix command: Permission denied - " + noexec},
		{cmd: dir, err: "Execution of config_version command `" + dir + "` failed: Execution of '" + dir + "' returned 1: Error: Could not execute posix command: Permission denied - " + dir},
		{cmd: "cd /tmp", err: "Execution of config_version command `cd /tmp` failed: Execution of 'cd /tmp' returned 1: Error: Could not execute posix command: No such file or directory - cd"},
		{cmd: signal, err: "Execution of config_version command `" + signal + "` failed: Execution of '" + signal + "' returned : hi"},
		{cmd: "exit 3", err: "Execution of config_version command `exit 3` failed: Execution of 'exit 3' returned 3: "},
	}
	for _, c := range cases {
		got, err := Run(context.Background(), c.cmd, 0)
		switch {
		case c.err != "":
			var ce *Error
			if err == nil || !errors.As(err, &ce) || err.Error() != c.err {
				t.Errorf("Run(%q) = %q, %v\nwant error %q", c.cmd, got, err, c.err)
			}
		case err != nil || got != c.want:
			t.Errorf("Run(%q) = %q, %v; want %q", c.cmd, got, err, c.want)
		}
	}
}

// Ruby's Kernel.exec rules (checked with ruby -e 'exec(ARGV[0])').
func TestArgv(t *testing.T) {
	cases := []struct {
		in    string
		argv  []string
		shell bool
	}{
		{"/bin/echo  a\tb ", []string{"/bin/echo", "a", "b"}, false},
		{"git rev-parse HEAD", []string{"git", "rev-parse", "HEAD"}, false},
		{"echo $HOME", nil, true},
		{"a;b", nil, true},
		{"echo 'x'", nil, true},
		{"A=1 echo x", nil, true},
		{"echo a=1", []string{"echo", "a=1"}, false},
		{"/usr/bin/env A=1 x", []string{"/usr/bin/env", "A=1", "x"}, false},
		{"exit 3", nil, true},
		{": x", nil, true},
		{"cd /tmp", []string{"cd", "/tmp"}, false},
		{"/bin/exit", []string{"/bin/exit"}, false},
		{"x\ny", nil, true},
		{"v # c", nil, true},
		{"exitx 1", []string{"exitx", "1"}, false},
	}
	for _, c := range cases {
		argv, shell := Argv(c.in)
		if shell != c.shell || !reflect.DeepEqual(argv, c.argv) {
			t.Errorf("Argv(%q) = %q, %v; want %q, %v", c.in, argv, shell, c.argv, c.shell)
		}
	}
}

func TestRunBounded(t *testing.T) {
	_, err := Run(context.Background(), "/bin/sleep 30", 300*time.Millisecond)
	var ce *Error
	if !errors.As(err, &ce) || !strings.Contains(err.Error(), "did not finish within 300ms and was killed") {
		t.Fatalf("err = %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(100 * time.Millisecond); cancel() }()
	if _, err := Run(ctx, "/bin/sleep 30", 0); !errors.Is(err, context.Canceled) {
		t.Fatalf("canceled: err = %v", err)
	}
	// A background process holding the output does not keep Run waiting
	// (Puppet reads what is there once the command exited).
	got, err := Run(context.Background(), "echo v1; sleep 2 &", 0)
	if err != nil || got != "v1" {
		t.Fatalf("background: %q, %v", got, err)
	}
	_, err = Run(context.Background(), "yes", 0)
	if !errors.As(err, &ce) || !strings.Contains(err.Error(), "printed more than") {
		t.Fatalf("overflow: %v", err)
	}
}
