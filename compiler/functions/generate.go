package functions

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/readlimit"
)

// Contexter is implemented by a Context whose compile can be cancelled:
// functions that wait on the outside world (generate's command) stop with it.
type Contexter interface {
	Context() context.Context
}

// generateName is Puppet's check of a generator's path: Ruby's ^ and $ match
// at line boundaries, so only one line of the path has to pass.
var generateName = lazyre.New(`(?m)^[-/\w.+]+$`)

// generateEnvDropped are the variables Puppet::Util::Execution removes from
// a command's environment (POSIX::LOCALE_ENV_VARS and USER_ENV_VARS) before
// setting LANG and LC_ALL to C.
var generateEnvDropped = map[string]bool{
	"LANG": true, "LC_ALL": true, "LC_MESSAGES": true, "LANGUAGE": true, "LC_COLLATE": true,
	"LC_CTYPE": true, "LC_MONETARY": true, "LC_NUMERIC": true, "LC_TIME": true,
	"HOME": true, "USER": true, "LOGNAME": true,
}

func init() {
	// generate(command, args...): Puppet's 3.x function runs a command on the
	// compiling machine (alteholz-tdc writes nagios files with it) in the
	// command's directory, with stdin from /dev/null and stderr merged into
	// the output it returns.
	register3x("generate", "", -2, func(c Context, args []values.Value) (values.Value, error) {
		cmd, ok := args[0].(string)
		if !ok || !filepath.IsAbs(cmd) {
			return nil, errorf("Generators must be fully qualified")
		}
		if !generateName.MatchString(cmd) {
			return nil, errorf("Generators can only contain alphanumerics, file separators, and dashes")
		}
		if strings.Contains(cmd, "..") {
			return nil, errorf("Can not use generators with '..' in them.")
		}
		argv := make([]string, 0, len(args))
		for _, a := range flattenValues(args) {
			argv = append(argv, rubyToS(a))
		}
		dir := filepath.Dir(cmd)
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			// Dir.chdir's Errno, not an execution failure
			if err == nil || errors.Is(err, fs.ErrNotExist) {
				return nil, errorf("No such file or directory @ dir_chdir - %s", dir)
			}
			return nil, errorf("Permission denied @ dir_chdir - %s", dir)
		}
		out, status, err := runGenerator(c, dir, argv)
		if err != nil {
			return nil, err
		}
		if status != "0" {
			return nil, errorf("Failed to execute generator %s: Execution of '%s' returned %s: %s",
				cmd, strings.Join(argv, " "), status, strings.Trim(out, " \t\n\v\f\r\x00"))
		}
		return out, nil
	})
}

// runGenerator runs argv as Puppet::Util::Execution.execute does for
// generate: in the command's directory, in a new session, with the
// locale and user variables of the environment replaced, output and errors
// together. A command that cannot be started exits 1 in Puppet's forked
// child; so it does here.
// The status is Ruby's exitstatus as text: "" when a signal ended the
// command. Ruby's Kernel.exec runs a single string through /bin/sh when it
// has shell characters: after generate's checks, only a command with a
// newline can.
func runGenerator(c Context, dir string, argv []string) (string, string, error) {
	ctx := context.Background()
	if cx, ok := c.(Contexter); ok {
		ctx = cx.Context()
	}
	var cmd *exec.Cmd
	if len(argv) == 1 && strings.Contains(argv[0], "\n") {
		cmd = exec.CommandContext(ctx, "/bin/sh", "-c", argv[0])
		cmd.Args[0] = "sh"
	} else {
		cmd = exec.CommandContext(ctx, argv[0], argv[1:]...)
	}
	cmd.Dir = dir
	env := make([]string, 0, len(os.Environ())+2)
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if !generateEnvDropped[k] {
			env = append(env, kv)
		}
	}
	cmd.Env = append(env, "LANG=C", "LC_ALL=C")
	// The output is bounded (max_compile_read): past it the command is
	// killed, as one printing without end would fill the server's memory.
	// Its whole session is killed, and a child left holding the output
	// does not keep the compile waiting.
	var out bytes.Buffer
	lw := &readlimit.LimitWriter{W: &out, Max: readlimit.Limit()}
	cmd.Stdout = lw
	cmd.Stderr = lw
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 2 * time.Second
	lw.Stop = func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	err := cmd.Run()
	if ctx.Err() != nil {
		return "", "", ctx.Err()
	}
	if lw.Exceeded {
		return "", "", errorf("%v", &readlimit.TooLargeError{What: "the output of " + strings.Join(argv, " "), Limit: lw.Max})
	}
	var exit *exec.ExitError
	switch {
	case err == nil:
		return out.String(), "0", nil
	case errors.As(err, &exit):
		if exit.ExitCode() < 0 {
			return out.String(), "", nil
		}
		return out.String(), strconv.Itoa(exit.ExitCode()), nil
	default:
		// Puppet's forked child logs why exec failed (into the output) and
		// exits 1.
		why := err.Error()
		switch {
		case errors.Is(err, fs.ErrNotExist):
			why = "No such file or directory - " + argv[0]
		case errors.Is(err, fs.ErrPermission):
			why = "Permission denied - " + argv[0]
		}
		return out.String() + "Error: Could not execute posix command: " + why + "\n", "1", nil
	}
}
