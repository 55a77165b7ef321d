// Package configversion runs an environment's config_version command the
// way Puppet 7 does (Puppet::Resource::TypeCollection#version, through
// Puppet::Util::Execution.execute): its output, stripped, is the catalog
// version.
//
// What Puppet does, and so what Run does:
//
//   - The setting is one string given to Ruby's Kernel.exec as it is: when
//     it holds a shell meta character (* ? { } [ ] < > ( ) ~ & | \ $ ; ' `
//     " newline #), a '=' in its first word, or starts with a shell reserved
//     word or special built-in, it runs as `/bin/sh -c SETTING`; otherwise
//     it is split on spaces and tabs (no quoting) and run directly, a first
//     word without '/' being looked for on PATH. A file without a #! line
//     is run by /bin/sh.
//   - The command runs in the working directory of the process (not the
//     environment's directory: environment.conf makes a relative command
//     absolute against the environment, the command line flag does not),
//     with stdin from /dev/null, LANG=C and LC_ALL=C, the other locale
//     variables and HOME, USER and LOGNAME removed, in a new session.
//   - Its standard output and standard error are read together; the
//     version is that text with leading and trailing white space and NUL
//     bytes removed (Ruby's String#strip). It may be empty.
//   - A command that exits with another status than 0 fails the compile:
//     "Execution of config_version command `CMD` failed: Execution of 'CMD'
//     returned 3: OUTPUT" (OUTPUT stripped; the status is empty when a
//     signal killed it). A command that cannot be started is reported as
//     Puppet's forked child reports it: "returned 1: Error: Could not
//     execute posix command: No such file or directory - CMD".
//
// Puppet waits for the command without a limit; Run is bounded by its
// context and by Timeout, and kills the command's process group when
// either ends.
package configversion

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/util/execution"
)

// Defaults.
const (
	// Timeout bounds one run (Puppet has no limit; a compile should not
	// hang on a stuck script).
	Timeout = 2 * time.Minute
	// MaxOutput bounds what the command may print.
	MaxOutput = 1 << 20
	// waitDelay is how long Run waits for the output once the command has
	// exited: a process it left in the background may hold the output
	// open, and Puppet does not wait for it either.
	waitDelay = 200 * time.Millisecond
)

// Error is a config_version command that failed, worded as Puppet words it
// (a Puppet::ParseError raised while the compiler starts).
type Error struct {
	// Command is the config_version setting.
	Command string
	// Status is the exit status; -1 when a signal ended the command or it
	// did not finish.
	Status int
	// Output is what the command printed (standard output and error),
	// stripped.
	Output string
	// Reason replaces Puppet's "Execution of ... returned N: OUTPUT" when
	// Punch stopped the command (timeout, too much output).
	Reason string
}

func (e *Error) Error() string {
	inner := e.Reason
	if inner == "" {
		status := ""
		if e.Status >= 0 {
			status = fmt.Sprint(e.Status)
		}
		inner = fmt.Sprintf("Execution of '%s' returned %s: %s", e.Command, status, e.Output)
	}
	return fmt.Sprintf("Execution of config_version command `%s` failed: %s", e.Command, inner)
}

// Run runs command as Puppet runs config_version and returns its output,
// stripped. timeout bounds the run (0: Timeout).
func Run(ctx context.Context, command string, timeout time.Duration) (string, error) {
	if timeout <= 0 {
		timeout = Timeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	spec := execution.Spec{Combined: true, MaxOutput: MaxOutput, WaitDelay: waitDelay}
	argv, shell := Argv(command)
	if shell {
		spec.Path, spec.Args = "/bin/sh", []string{"sh", "-c", command}
	} else {
		spec.Path, spec.Args = argv[0], argv
	}
	r, err := execution.Run(ctx, spec)
	var start *execution.StartError
	if errors.As(err, &start) {
		// Puppet's child process logs why exec failed and exits 1; that log
		// line is what Puppet reads as the command's output.
		return "", &Error{Command: command, Status: 1, Output: start.PosixMessage()}
	}
	text := strip(string(r.Output))
	switch {
	case r.Overflow:
		return "", &Error{Command: command, Status: -1,
			Reason: fmt.Sprintf("it printed more than %d bytes and was stopped; a version is one short line", MaxOutput)}
	case errors.Is(ctx.Err(), context.DeadlineExceeded) && r.Status != 0:
		return "", &Error{Command: command, Status: -1,
			Reason: fmt.Sprintf("it did not finish within %s and was killed; make the command faster", timeout)}
	case ctx.Err() != nil && r.Status != 0:
		return "", ctx.Err()
	case r.Status != 0:
		return "", &Error{Command: command, Status: r.Status, Output: text}
	}
	// Status 0, perhaps with a process left holding the output (LeftOpen):
	// Puppet reads what was there.
	return text, nil
}

// Argv is how Ruby's Kernel.exec runs a command string: split on spaces
// and tabs, or (shell true) by /bin/sh -c when the string needs a shell.
func Argv(command string) (argv []string, shell bool) {
	first, firstLen, inFirst, firstDone := -1, 0, false, false
	for i := 0; i < len(command); i++ {
		c := command[i]
		if c == ' ' || c == '\t' {
			if inFirst && !firstDone {
				firstLen, firstDone = i-first, true
			}
		} else if first < 0 {
			first, inFirst = i, true
		}
		if strings.IndexByte("*?{}[]<>()~&|\\$;'`\"\n#", c) >= 0 {
			return nil, true
		}
		if !firstDone {
			if c == '=' {
				return nil, true
			}
			if c == '/' {
				// A path: longer than any shell word.
				firstLen, firstDone = 0x100, true
			}
		}
	}
	if first >= 0 {
		if !firstDone {
			firstLen = len(command) - first
		}
		if firstLen <= 8 && shellWords[command[first:first+firstLen]] {
			return nil, true
		}
	}
	argv = strings.FieldsFunc(command, func(r rune) bool { return r == ' ' || r == '\t' })
	if len(argv) == 0 {
		return nil, true
	}
	return argv, false
}

// shellWords are the reserved words and special built-ins for which Ruby
// runs a command through the shell.
var shellWords = map[string]bool{
	"!": true, ".": true, ":": true, "break": true, "case": true, "continue": true, "do": true, "done": true,
	"elif": true, "else": true, "esac": true, "eval": true, "exec": true, "exit": true, "export": true,
	"fi": true, "for": true, "if": true, "in": true, "readonly": true, "return": true, "set": true,
	"shift": true, "then": true, "times": true, "trap": true, "unset": true, "until": true, "while": true,
}

// strip is Ruby's String#strip: white space and NUL bytes at both ends.
func strip(s string) string {
	return strings.Trim(s, "\x00\t\n\v\f\r ")
}
