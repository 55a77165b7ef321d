// Package execution runs an external command the way Puppet's
// Puppet::Util::Execution.execute does, for every place where Puppet runs
// one during a compile or a request: generate(), the ENC (external_nodes),
// config_version and trusted_external_command. Each caller words the
// outcome as Puppet words it for that use; this package only runs.
//
// What is shared (and so what Run does):
//   - the command runs in a new session (Puppet's Process.setsid), and
//     cancelling the context kills the whole session's process group, so a
//     child it started does not outlive it;
//   - Environ gives Puppet's environment for executed commands: locale
//     variables and HOME, USER, LOGNAME removed, LANG=C and LC_ALL=C;
//   - stdin is /dev/null; standard output (and, Combined, standard error,
//     as Puppet reads both from one pipe) is bounded: past MaxOutput the
//     group is killed and Result.Overflow is set;
//   - a file without a #! line (ENOEXEC) is run by /bin/sh, as Ruby's exec
//     does;
//   - once the command has exited, a background process that still holds
//     its output is not waited for past WaitDelay (Puppet does not wait for
//     it either) and its group is killed.
package execution

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// ranKey is the context key of a record of the commands run (Track).
type ranKey struct{}

// Track returns ctx carrying a record of the commands Run starts under it
// (and under contexts made from it), and a func telling whether Run was
// called. A compile tracks its commands so that it is never compiled
// again once its code ran one (compiler.compileChecked): Puppet compiles
// a catalog once, so a generate() or a module's Ruby running a command
// has its effects once.
func Track(ctx context.Context) (context.Context, func() bool) {
	ran := new(atomic.Bool)
	return context.WithValue(ctx, ranKey{}, ran), ran.Load
}

// Untracked returns ctx without Track's record: commands run under it are
// not the compiled code's (config_version, which Puppet runs for every
// compile, and which has no effect a compile run again would repeat).
func Untracked(ctx context.Context) context.Context {
	return context.WithValue(ctx, ranKey{}, (*atomic.Bool)(nil))
}

// Spec is one command to run.
type Spec struct {
	// Path is the program; Args its argv (Args[0] included). A Path
	// without '/' is looked for on PATH.
	Path string
	Args []string
	// Dir is the working directory ("" the process's own).
	Dir string
	// Env is the command's environment; nil means Environ().
	Env []string
	// Combined sends standard error into Output (Puppet's
	// combine: true); otherwise it goes to Result.Stderr, of which the
	// first MaxStderr bytes are kept (the rest is dropped, not fatal).
	Combined  bool
	MaxOutput int
	MaxStderr int
	// WaitDelay bounds the wait for the output once the command has exited
	// (0: 200ms).
	WaitDelay time.Duration
	// Stdin is what the command reads (nil: /dev/null), as Ruby's
	// Open3.capture*(stdin_data:) feeds it.
	Stdin []byte
}

// Result is what a command that started did.
type Result struct {
	Output []byte
	Stderr string
	// Status is the exit status, -1 when a signal ended the command (the
	// context's cancellation included); Signal is that signal.
	Status int
	Signal syscall.Signal
	// Overflow: the command printed more than MaxOutput and was killed.
	Overflow bool
	// LeftOpen: the command exited but a process it started kept its
	// output open (its group was killed).
	LeftOpen bool
	// Pid is the command's process id (Ruby's Process::Status#pid).
	Pid int
}

// StartError is a command that could not be started; Puppet's forked
// child logs it as "Could not execute posix command: REASON - PROGRAM" and
// exits 1.
type StartError struct {
	Program string
	Err     error
}

func (e *StartError) Error() string { return "cannot run " + e.Program + ": " + e.Unwrap().Error() }

// Unwrap gives the system's error (a syscall.Errno when there is one).
func (e *StartError) Unwrap() error {
	var pe *os.PathError
	if errors.As(e.Err, &pe) {
		return pe.Err
	}
	return e.Err
}

// Errno is the start failure's errno (EACCES when it has none).
func (e *StartError) Errno() syscall.Errno {
	var errno syscall.Errno
	switch {
	case errors.As(e.Err, &errno):
		return errno
	case errors.Is(e.Err, fs.ErrNotExist), errors.Is(e.Err, exec.ErrNotFound):
		return syscall.ENOENT
	}
	return syscall.EACCES
}

// Reason is Ruby's message for the failure's Errno ("No such file or
// directory"), as Puppet's child prints it.
func (e *StartError) Reason() string {
	var errno syscall.Errno
	switch {
	case errors.As(e.Err, &errno):
	case errors.Is(e.Err, fs.ErrNotExist), errors.Is(e.Err, exec.ErrNotFound):
		errno = syscall.ENOENT
	case errors.Is(e.Err, fs.ErrPermission):
		errno = syscall.EACCES
	default:
		return e.Err.Error()
	}
	return ErrnoMessage(errno)
}

// PosixMessage is the line Puppet's forked child logs when exec fails,
// which Puppet then reads as the command's output.
func (e *StartError) PosixMessage() string {
	return "Error: Could not execute posix command: " + e.Reason() + " - " + e.Program
}

// ErrnoMessage is Ruby's Errno message: the C text with a capital.
func ErrnoMessage(errno syscall.Errno) string {
	msg := errno.Error()
	if msg != "" {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	return msg
}

// dropped are the variables Puppet::Util::Execution removes from a
// command's environment (POSIX::LOCALE_ENV_VARS and USER_ENV_VARS) before
// setting LANG and LC_ALL to C.
var dropped = map[string]bool{
	"LANG": true, "LC_ALL": true, "LC_MESSAGES": true, "LANGUAGE": true, "LC_COLLATE": true,
	"LC_CTYPE": true, "LC_MONETARY": true, "LC_NUMERIC": true, "LC_TIME": true,
	"HOME": true, "USER": true, "LOGNAME": true,
}

// Environ is the environment Puppet gives an executed command, made from
// this process's.
func Environ() []string { return PuppetEnv(os.Environ()) }

// PuppetEnv is env as Puppet gives it to an executed command.
func PuppetEnv(env []string) []string {
	out := make([]string, 0, len(env)+2)
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if !dropped[name] {
			out = append(out, kv)
		}
	}
	return append(out, "LANG=C", "LC_ALL=C")
}

// Run runs s until it ends or ctx is done. The error is a *StartError when
// the command could not be started; otherwise it is nil and the Result
// says how the command ended (the caller asks ctx whether it was stopped).
func Run(ctx context.Context, s Spec) (Result, error) {
	if ran, _ := ctx.Value(ranKey{}).(*atomic.Bool); ran != nil {
		ran.Store(true)
	}
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	out := &capped{max: s.MaxOutput, onOverflow: stop}
	var errb *Head
	if !s.Combined {
		errb = &Head{Max: s.MaxStderr}
	}
	delay := s.WaitDelay
	if delay <= 0 {
		delay = 200 * time.Millisecond
	}
	start := func(path string, args []string) (*exec.Cmd, error) {
		cmd := exec.CommandContext(ctx, path)
		// A program not found on PATH fails to start with ENOENT, as
		// Ruby's exec does, rather than with exec's own error.
		cmd.Path, cmd.Err = path, nil
		if !strings.Contains(path, "/") {
			if lp, err := exec.LookPath(path); err == nil {
				cmd.Path = lp
			}
		}
		cmd.Args = args
		cmd.Dir = s.Dir
		cmd.Env = s.Env
		if cmd.Env == nil {
			cmd.Env = Environ()
		}
		cmd.Stdin = nil // /dev/null
		if s.Stdin != nil {
			cmd.Stdin = bytes.NewReader(s.Stdin)
		}
		cmd.Stdout = out
		if s.Combined {
			cmd.Stderr = out
		} else {
			cmd.Stderr = errb
		}
		cmd.WaitDelay = delay
		newSession(cmd)
		return cmd, cmd.Start()
	}
	cmd, err := start(s.Path, s.Args)
	// ETXTBSY: the program was just written (an ENC or config_version
	// script laid out by this process, or one being replaced) and a
	// process forked meanwhile by another goroutine still holds a
	// descriptor open for writing until it calls exec (Go issue 22315).
	// The descriptor goes away within moments: try again a few times
	// rather than fail the compile on a transient race.
	for wait := 5 * time.Millisecond; errors.Is(err, syscall.ETXTBSY) && wait <= 320*time.Millisecond; wait *= 2 {
		select {
		case <-ctx.Done():
		case <-time.After(wait):
			cmd, err = start(s.Path, s.Args)
			continue
		}
		break
	}
	if errors.Is(err, syscall.ENOEXEC) {
		// No #! line: Ruby's exec runs the file with /bin/sh.
		cmd, err = start("/bin/sh", append([]string{"sh", s.Path}, s.Args[1:]...))
	}
	if err != nil {
		return Result{}, &StartError{Program: s.Path, Err: err}
	}
	waitErr := cmd.Wait()
	r := Result{Output: out.buf.Bytes(), Overflow: out.over, Pid: cmd.Process.Pid}
	if errb != nil {
		r.Stderr = errb.String()
	}
	if errors.Is(waitErr, exec.ErrWaitDelay) {
		// The command exited but something it started still holds its
		// output: the group is alive, kill it.
		killGroup(cmd)
		r.LeftOpen = true
	}
	var exitErr *exec.ExitError
	if errors.As(waitErr, &exitErr) {
		r.Status = exitErr.ExitCode()
		if ws, ok := exitErr.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			r.Status, r.Signal = -1, ws.Signal()
		}
	}
	return r, nil
}

// capped keeps up to max bytes (no bound when max is 0) and calls
// onOverflow once past it. exec.Cmd copies standard output and error from
// one goroutine when they are the same writer.
type capped struct {
	buf        bytes.Buffer
	max        int
	over       bool
	onOverflow func()
}

func (b *capped) Write(p []byte) (int, error) {
	if b.over {
		return len(p), nil
	}
	if b.max > 0 && b.buf.Len()+len(p) > b.max {
		b.over = true
		b.onOverflow()
		return len(p), nil
	}
	return b.buf.Write(p)
}

// Head is a writer that keeps the first Max bytes written and takes the
// rest without keeping it, so that the command writing never fails or
// blocks (the start of an error output usually says what went wrong).
// Not safe for concurrent writes: os/exec writes to it from one goroutine
// when it is both Stdout and Stderr.
type Head struct {
	Max int
	buf bytes.Buffer
}

func (b *Head) Write(p []byte) (int, error) {
	if room := b.Max - b.buf.Len(); room > 0 {
		b.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// Bytes returns what was kept.
func (b *Head) Bytes() []byte { return b.buf.Bytes() }

// String returns what was kept.
func (b *Head) String() string { return b.buf.String() }
