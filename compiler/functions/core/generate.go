package core

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/execution"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/readlimit"
)

// generateName is Puppet's check of a generator's path: Ruby's ^ and $ match
// at line boundaries, so only one line of the path has to pass.
var generateName = lazyre.New(`(?m)^[-/\w.+]+$`)

func generateFunctions(l *functions.Lib) {
	// generate(command, args...): Puppet's 3.x function runs a command on the
	// compiling machine (alteholz-tdc writes nagios files with it) in the
	// command's directory, with stdin from /dev/null and stderr merged into
	// the output it returns.
	l.Register3x("generate", "", -2, func(c functions.Context, args []values.Value) (values.Value, error) {
		cmd, ok := args[0].(string)
		if !ok || !filepath.IsAbs(cmd) {
			return nil, functions.Errorf("Generators must be fully qualified")
		}
		if !generateName.MatchString(cmd) {
			return nil, functions.Errorf("Generators can only contain alphanumerics, file separators, and dashes")
		}
		if strings.Contains(cmd, "..") {
			return nil, functions.Errorf("Can not use generators with '..' in them.")
		}
		argv := make([]string, 0, len(args))
		for _, a := range functions.FlattenValues(args) {
			argv = append(argv, functions.RubyToS(a))
		}
		dir := filepath.Dir(cmd)
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			// Dir.chdir's Errno, not an execution failure
			if err == nil || errors.Is(err, fs.ErrNotExist) {
				return nil, functions.Errorf("No such file or directory @ dir_chdir - %s", dir)
			}
			return nil, functions.Errorf("Permission denied @ dir_chdir - %s", dir)
		}
		out, status, err := runGenerator(c, dir, argv)
		if err != nil {
			return nil, err
		}
		if status != "0" {
			return nil, functions.Errorf("Failed to execute generator %s: Execution of '%s' returned %s: %s",
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
func runGenerator(c functions.Context, dir string, argv []string) (string, string, error) {
	ctx := functions.ContextOf(c)
	spec := execution.Spec{Path: argv[0], Args: argv, Dir: dir, Combined: true,
		// The output is bounded (max_compile_read): past it the command
		// is killed, as one printing without end would fill the server's
		// memory.
		MaxOutput: int(readlimit.Limit()), WaitDelay: 2 * time.Second}
	if len(argv) == 1 && strings.Contains(argv[0], "\n") {
		spec.Path, spec.Args = "/bin/sh", []string{"sh", "-c", argv[0]}
	}
	r, err := execution.Run(ctx, spec)
	var start *execution.StartError
	switch {
	case errors.As(err, &start):
		// Puppet's forked child logs why exec failed (into the output) and
		// exits 1.
		return start.PosixMessage() + "\n", "1", nil
	case ctx.Err() != nil:
		return "", "", ctx.Err()
	case r.Overflow:
		return "", "", functions.Errorf("%v", &readlimit.TooLargeError{What: "the output of " + strings.Join(argv, " "), Limit: int64(spec.MaxOutput)})
	case r.Status < 0:
		return string(r.Output), "", nil
	}
	return string(r.Output), strconv.Itoa(r.Status), nil
}
