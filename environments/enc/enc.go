// Package enc runs an External Node Classifier the way Puppet's exec node
// terminus does (node_terminus = exec, external_nodes = COMMAND).
//
// The external_nodes setting is split on white space, without any quoting
// (Ruby's String#split, as Puppet does); the first word must be an absolute
// path. The node name is added as the last argument. The command runs with
// stdin from /dev/null, Puppet's environment changes (LANG=C and LC_ALL=C,
// the other LC_* variables and HOME, USER and LOGNAME removed) and in its
// own process group, so that a timeout kills everything it started. A
// script without a #! line is run with /bin/sh, as Ruby does.
//
// Its standard output must be a YAML hash with up to three keys:
//
//	classes:      a list of class names, or a hash of class name => hash of
//	              parameters (or null), or null
//	parameters:   a hash of top-scope variables (any data), or null
//	environment:  the node's environment, authoritative over the agent's
//
// Other keys are ignored, as in Puppet. The YAML is read as Puppet reads it
// (Psych's safe_load with symbols permitted; see environments/data).
//
// Every failure is an *Error that names the node and the classifier and
// says what to do; a Classification is only returned whole.
package enc

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/punch-dev/punch/environments/data"
)

// Classification is what the classifier says about one node.
type Classification struct {
	Node string
	// Classes in the classifier's order.
	Classes []Class
	// ClassesAsHash is true when classes was given as a hash. Puppet then
	// declares the classes with parameters first, then the others.
	ClassesAsHash bool
	// Parameters are top-scope variables, in the classifier's order. Never
	// nil.
	Parameters *data.Map
	// Environment is the environment the classifier assigns, "" when it
	// assigns none.
	Environment string
}

// Class is one class to declare.
type Class struct {
	Name string
	// Params are the class parameters given in the hash form; nil in the
	// list form or when the classifier gave null.
	Params *data.Map
}

// HasParams reports whether the class has parameters (Puppet's test:
// present and not empty).
func (c Class) HasParams() bool { return c.Params != nil && c.Params.Len() > 0 }

// Defaults.
const (
	DefaultTimeout   = 30 * time.Second
	DefaultMaxOutput = 16 << 20
	maxStderr        = 64 << 10
	waitDelay        = 2 * time.Second
)

// Classifier runs one external_nodes command. It is immutable and safe for
// concurrent use.
type Classifier struct {
	command string
	argv    []string
	timeout time.Duration
	// MaxOutput bounds what the classifier may print (DefaultMaxOutput).
	maxOutput int
}

// Option configures a Classifier.
type Option func(*Classifier)

// WithMaxOutput bounds the classifier's standard output.
func WithMaxOutput(n int) Option { return func(c *Classifier) { c.maxOutput = n } }

// New checks the external_nodes setting and returns a Classifier. timeout
// bounds each run (0: no limit). The errors are Puppet's.
func New(command string, timeout time.Duration, opts ...Option) (*Classifier, error) {
	argv := strings.Fields(command)
	if command == "none" || len(argv) == 0 {
		return nil, &Error{Classifier: command, Kind: NotConfigured,
			Msg: "You must set the 'external_nodes' parameter to use the external node terminus"}
	}
	if !filepath.IsAbs(argv[0]) {
		return nil, &Error{Classifier: command, Kind: NotConfigured,
			Msg:  "You must set the exec parameter to a fully qualified command",
			Hint: fmt.Sprintf("%q is not an absolute path", argv[0])}
	}
	if timeout < 0 {
		timeout = 0
	}
	c := &Classifier{command: command, argv: argv, timeout: timeout, maxOutput: DefaultMaxOutput}
	for _, o := range opts {
		o(c)
	}
	if c.maxOutput <= 0 {
		c.maxOutput = DefaultMaxOutput
	}
	return c, nil
}

// Command returns the external_nodes setting the classifier runs.
func (c *Classifier) Command() string { return c.command }

// Check reports whether the classifier's executable exists and can be run,
// for a check at start-up.
func (c *Classifier) Check() error {
	return c.checkExecutable("")
}

func (c *Classifier) checkExecutable(node string) error {
	path := c.argv[0]
	st, err := os.Stat(path)
	var hint string
	errno := syscall.EACCES
	switch {
	case errors.Is(err, os.ErrNotExist):
		hint = fmt.Sprintf("the classifier %s does not exist; fix external_nodes or install it", path)
		errno = syscall.ENOENT
	case err != nil:
		hint = fmt.Sprintf("cannot use the classifier %s: %v", path, err)
		if en, ok := unwrapExec(err).(syscall.Errno); ok {
			errno = en
		}
	case st.IsDir():
		hint = fmt.Sprintf("the classifier %s is a directory; external_nodes must name an executable file", path)
	case st.Mode().Perm()&0o111 == 0:
		hint = fmt.Sprintf("the classifier %s is not executable (mode %04o); make it executable (chmod +x) or fix external_nodes", path, st.Mode().Perm())
	default:
		return nil
	}
	e := &Error{Node: node, Classifier: c.command, Kind: NotExecutable, Err: err, Msg: hint}
	if node != "" {
		// What Puppet reports: its child process fails to exec the
		// command, logs why (the output Puppet reads) and exits 1.
		e.Msg, e.Hint = c.cannotExec(node, errno), hint
	}
	return e
}

// cannotExec is Puppet's message for a classifier that could not be
// started.
func (c *Classifier) cannotExec(node string, errno syscall.Errno) string {
	reason := errno.Error()
	if reason != "" {
		reason = strings.ToUpper(reason[:1]) + reason[1:]
	}
	return fmt.Sprintf("Failed to find %s via exec: Execution of '%s' returned 1: Error: Could not execute posix command: %s - %s", node, c.shown(node), reason, c.argv[0])
}

// Classify runs the classifier for node and decodes its answer. The
// context cancels the run (the process group is killed).
func (c *Classifier) Classify(ctx context.Context, node string) (*Classification, error) {
	if node == "" {
		return nil, &Error{Classifier: c.command, Kind: Failed, Msg: "no node name to classify"}
	}
	if err := ctx.Err(); err != nil {
		return nil, &Error{Node: node, Classifier: c.command, Kind: Canceled, Err: err,
			Msg: fmt.Sprintf("Failed to find %s via exec: the request was canceled before the classifier ran (%v)", node, err)}
	}
	if err := c.checkExecutable(node); err != nil {
		return nil, err
	}
	out, err := c.run(ctx, node)
	if err != nil {
		return nil, err
	}
	cl, err := Decode(node, out)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			e.Classifier = c.command
		}
		return nil, err
	}
	return cl, nil
}

// shown is the command line as Puppet shows it in messages.
func (c *Classifier) shown(node string) string {
	return strings.Join(append(append([]string(nil), c.argv...), node), " ")
}

func (c *Classifier) run(parent context.Context, node string) ([]byte, error) {
	ctx := parent
	cancel := func() {}
	if c.timeout > 0 {
		ctx, cancel = context.WithTimeout(parent, c.timeout)
	}
	defer cancel()
	ctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)

	stdout := &cappedBuffer{max: c.maxOutput, onOverflow: func() { stop(errOverflow) }}
	stderr := &headBuffer{max: maxStderr}
	args := append(append([]string(nil), c.argv[1:]...), node)

	start := func(path string, args []string) (*exec.Cmd, error) {
		cmd := exec.CommandContext(ctx, path, args...)
		cmd.Env = puppetEnv(os.Environ())
		cmd.Stdin = nil // /dev/null
		cmd.Stdout = stdout
		cmd.Stderr = stderr
		cmd.WaitDelay = waitDelay
		setProcessGroup(cmd)
		return cmd, cmd.Start()
	}
	cmd, err := start(c.argv[0], args)
	if errors.Is(err, syscall.ENOEXEC) {
		// No #! line: run it with /bin/sh, as Ruby's exec does.
		cmd, err = start("/bin/sh", append([]string{c.argv[0]}, args...))
	}
	if err != nil {
		errno := syscall.EACCES
		if en, ok := unwrapExec(err).(syscall.Errno); ok {
			errno = en
		}
		return nil, &Error{Node: node, Classifier: c.command, Kind: NotExecutable, Err: err, Msg: c.cannotExec(node, errno),
			Hint: fmt.Sprintf("cannot run '%s': %v; check external_nodes", c.shown(node), unwrapExec(err))}
	}
	waitErr := cmd.Wait()
	if errors.Is(waitErr, exec.ErrWaitDelay) {
		// The classifier exited but something it started still holds its
		// output: the group is alive, kill it.
		killGroup(cmd)
	}

	if stdout.over {
		return nil, &Error{Node: node, Classifier: c.command, Kind: InvalidOutput, Stderr: stderr.String(),
			Msg: fmt.Sprintf("Failed to find %s via exec: '%s' printed more than %d bytes and was stopped; a classifier prints a small YAML hash", node, c.shown(node), c.maxOutput)}
	}
	if waitErr != nil {
		switch {
		case parent.Err() != nil:
			return nil, &Error{Node: node, Classifier: c.command, Kind: Canceled, Err: parent.Err(),
				Msg: fmt.Sprintf("Failed to find %s via exec: '%s' was stopped because the request was canceled (%v)", node, c.shown(node), parent.Err())}
		case errors.Is(ctx.Err(), context.DeadlineExceeded) || errors.Is(context.Cause(ctx), context.DeadlineExceeded):
			return nil, &Error{Node: node, Classifier: c.command, Kind: Timeout, Stderr: stderr.String(),
				Msg: fmt.Sprintf("Failed to find %s via exec: '%s' did not finish within %s and was killed; make the classifier faster or raise enc_timeout", node, c.shown(node), c.timeout)}
		}
	}
	if waitErr != nil {
		var exitErr *exec.ExitError
		if errors.As(waitErr, &exitErr) {
			// Puppet: the status, empty when a signal ended the classifier,
			// and its standard output.
			status := fmt.Sprint(exitErr.ExitCode())
			var hints []string
			if ws, ok := exitErr.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
				status = ""
				hints = append(hints, fmt.Sprintf("the classifier was killed by signal %d (%v)", ws.Signal(), ws.Signal()))
			}
			msg := fmt.Sprintf("Failed to find %s via exec: Execution of '%s' returned %s: %s", node, c.shown(node), status, clip(stdout.String(), 2000))
			if s := strings.TrimSpace(stderr.String()); s != "" {
				hints = append(hints, "stderr: "+clip(s, 2000))
			}
			hints = append(hints, "the classifier must exit with status 0 for a node it knows")
			return nil, &Error{Node: node, Classifier: c.command, Kind: Failed, ExitCode: exitErr.ExitCode(), Stderr: stderr.String(), Err: waitErr,
				Msg: msg, Hint: strings.Join(hints, "; ")}
		}
		if errors.Is(waitErr, exec.ErrWaitDelay) {
			return nil, &Error{Node: node, Classifier: c.command, Kind: Failed, Stderr: stderr.String(), Err: waitErr,
				Msg: fmt.Sprintf("Failed to find %s via exec: '%s' exited, but a process it started kept its output open; the classifier must not leave background processes attached to its output", node, c.shown(node))}
		}
		return nil, &Error{Node: node, Classifier: c.command, Kind: Failed, Stderr: stderr.String(), Err: waitErr,
			Msg: fmt.Sprintf("Failed to find %s via exec: running '%s' failed: %v", node, c.shown(node), waitErr)}
	}
	out := stdout.Bytes()
	if len(bytes.TrimSpace(out)) == 0 {
		// Puppet's exec terminus finds no node, and the compile fails with
		// "Could not find node 'NODE'; cannot compile".
		hint := fmt.Sprintf("'%s' printed nothing; a classifier must print a YAML hash with classes, parameters and/or environment (and exit non-zero for a node it does not know)", c.shown(node))
		if s := strings.TrimSpace(stderr.String()); s != "" {
			hint += "; stderr: " + clip(s, 2000)
		}
		return nil, &Error{Node: node, Classifier: c.command, Kind: Empty, Stderr: stderr.String(),
			Msg: fmt.Sprintf("Could not find node '%s'; cannot compile", node), Hint: hint}
	}
	return out, nil
}

var errOverflow = errors.New("output limit reached")

func unwrapExec(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// puppetEnv is the environment Puppet gives executed commands: locale
// variables cleared and LANG/LC_ALL set to C; HOME, USER and LOGNAME
// removed.
func puppetEnv(env []string) []string {
	drop := map[string]bool{"LANG": true, "LC_ALL": true, "LC_MESSAGES": true, "LANGUAGE": true, "LC_COLLATE": true,
		"LC_CTYPE": true, "LC_MONETARY": true, "LC_NUMERIC": true, "LC_TIME": true, "HOME": true, "USER": true, "LOGNAME": true}
	out := make([]string, 0, len(env)+2)
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if !drop[name] {
			out = append(out, kv)
		}
	}
	return append(out, "LANG=C", "LC_ALL=C")
}

// clip trims s and shortens it for a message.
func clip(s string, n int) string {
	s = strings.TrimSpace(s)
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut] + fmt.Sprintf("... (%d more bytes)", len(s)-cut)
}

// cappedBuffer keeps up to max bytes and reports overflow once.
type cappedBuffer struct {
	buf        bytes.Buffer
	max        int
	over       bool
	onOverflow func()
}

func (b *cappedBuffer) Write(p []byte) (int, error) {
	if b.over {
		return len(p), nil
	}
	if b.buf.Len()+len(p) > b.max {
		b.over = true
		b.onOverflow()
		return len(p), nil
	}
	return b.buf.Write(p)
}

func (b *cappedBuffer) Bytes() []byte  { return b.buf.Bytes() }
func (b *cappedBuffer) String() string { return b.buf.String() }

// headBuffer keeps the first max bytes of stderr (the start usually says
// what went wrong).
type headBuffer struct {
	buf bytes.Buffer
	max int
}

func (b *headBuffer) Write(p []byte) (int, error) {
	if room := b.max - b.buf.Len(); room > 0 {
		if len(p) > room {
			b.buf.Write(p[:room])
		} else {
			b.buf.Write(p)
		}
	}
	return len(p), nil
}

func (b *headBuffer) String() string { return b.buf.String() }

var (
	_ io.Writer = (*cappedBuffer)(nil)
	_ io.Writer = (*headBuffer)(nil)
)
