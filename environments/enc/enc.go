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
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/punch-dev/punch/compiler/util/execution"
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
		errors.As(err, &errno) // the Errno of the *PathError, when there is one
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
	args := append(append([]string(nil), c.argv...), node)
	r, err := execution.Run(ctx, execution.Spec{Path: c.argv[0], Args: args,
		MaxOutput: c.maxOutput, MaxStderr: maxStderr, WaitDelay: waitDelay})
	var start *execution.StartError
	if errors.As(err, &start) {
		return nil, &Error{Node: node, Classifier: c.command, Kind: NotExecutable, Err: start.Err, Msg: c.cannotExec(node, start.Errno()),
			Hint: fmt.Sprintf("cannot run '%s': %v; check external_nodes", c.shown(node), start.Unwrap())}
	}
	stderr := r.Stderr
	if r.Overflow {
		return nil, &Error{Node: node, Classifier: c.command, Kind: InvalidOutput, Stderr: stderr,
			Msg: fmt.Sprintf("Failed to find %s via exec: '%s' printed more than %d bytes and was stopped; a classifier prints a small YAML hash", node, c.shown(node), c.maxOutput)}
	}
	if r.Status != 0 {
		switch {
		case parent.Err() != nil:
			return nil, &Error{Node: node, Classifier: c.command, Kind: Canceled, Err: parent.Err(),
				Msg: fmt.Sprintf("Failed to find %s via exec: '%s' was stopped because the request was canceled (%v)", node, c.shown(node), parent.Err())}
		case errors.Is(ctx.Err(), context.DeadlineExceeded):
			return nil, &Error{Node: node, Classifier: c.command, Kind: Timeout, Stderr: stderr,
				Msg: fmt.Sprintf("Failed to find %s via exec: '%s' did not finish within %s and was killed; make the classifier faster or raise enc_timeout", node, c.shown(node), c.timeout)}
		}
		// Puppet: the status, empty when a signal ended the classifier,
		// and its standard output.
		status := fmt.Sprint(r.Status)
		var hints []string
		if r.Status < 0 {
			status = ""
			hints = append(hints, fmt.Sprintf("the classifier was killed by signal %d (%v)", int(r.Signal), r.Signal))
		}
		msg := fmt.Sprintf("Failed to find %s via exec: Execution of '%s' returned %s: %s", node, c.shown(node), status, clip(string(r.Output), 2000))
		if s := strings.TrimSpace(stderr); s != "" {
			hints = append(hints, "stderr: "+clip(s, 2000))
		}
		hints = append(hints, "the classifier must exit with status 0 for a node it knows")
		return nil, &Error{Node: node, Classifier: c.command, Kind: Failed, ExitCode: r.Status, Stderr: stderr,
			Msg: msg, Hint: strings.Join(hints, "; ")}
	}
	if r.LeftOpen {
		return nil, &Error{Node: node, Classifier: c.command, Kind: Failed, Stderr: stderr,
			Msg: fmt.Sprintf("Failed to find %s via exec: '%s' exited, but a process it started kept its output open; the classifier must not leave background processes attached to its output", node, c.shown(node))}
	}
	out := r.Output
	if len(bytes.TrimSpace(out)) == 0 {
		// Puppet's exec terminus finds no node, and the compile fails with
		// "Could not find node 'NODE'; cannot compile".
		hint := fmt.Sprintf("'%s' printed nothing; a classifier must print a YAML hash with classes, parameters and/or environment (and exit non-zero for a node it does not know)", c.shown(node))
		if s := strings.TrimSpace(stderr); s != "" {
			hint += "; stderr: " + clip(s, 2000)
		}
		return nil, &Error{Node: node, Classifier: c.command, Kind: Empty, Stderr: stderr,
			Msg: fmt.Sprintf("Could not find node '%s'; cannot compile", node), Hint: hint}
	}
	return out, nil
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
