package enc

import "github.com/rs/zerolog"

// Kind classifies an Error.
type Kind int

// Kinds of ENC failures.
const (
	// NotConfigured: external_nodes is "none" or not an absolute command.
	NotConfigured Kind = iota + 1
	// NotExecutable: the classifier is missing, a directory, not executable
	// or cannot be started.
	NotExecutable
	// Failed: it exited with a non-zero status or was killed by a signal.
	Failed
	// Timeout: it ran longer than the timeout and was killed.
	Timeout
	// Canceled: the caller's context ended first.
	Canceled
	// Empty: it printed nothing (or only white space).
	Empty
	// InvalidOutput: its output is not YAML, or not the expected shape.
	InvalidOutput
)

func (k Kind) String() string {
	switch k {
	case NotConfigured:
		return "not configured"
	case NotExecutable:
		return "not executable"
	case Failed:
		return "failed"
	case Timeout:
		return "timed out"
	case Canceled:
		return "canceled"
	case Empty:
		return "empty output"
	case InvalidOutput:
		return "invalid output"
	}
	return "unknown"
}

// Error is a classification failure. Its message (Error, Msg) is Puppet's
// where Puppet has one, naming the node and the classifier as Puppet does
// ("Failed to find NODE via exec: Execution of 'CMD NODE' returned 3:
// OUTPUT"); Hint adds what Puppet does not say: the classifier's standard
// error, where in its output a problem is, and what to do. Detail gives
// both, for logs (an Error logged with zerolog's Err is an object with every
// field).
type Error struct {
	Node       string
	Classifier string // the external_nodes setting
	Kind       Kind
	// ExitCode is the classifier's exit status (Failed); -1 when a signal
	// ended it.
	ExitCode int
	// Stderr is what the classifier wrote to standard error (its start).
	Stderr string
	// Line and Column locate an output problem (InvalidOutput), 1-based; 0
	// when unknown.
	Line, Column int
	Msg          string
	// Hint is Punch's explanation and advice beyond Puppet's message; ""
	// when none.
	Hint string
	Err  error
}

func (e *Error) Error() string { return e.Msg }

// Detail is the message with the hint, for logs.
func (e *Error) Detail() string {
	if e.Hint == "" {
		return e.Msg
	}
	return e.Msg + " (" + e.Hint + ")"
}

func (e *Error) Unwrap() error { return e.Err }

// MarshalZerologObject logs every field of the failure.
func (e *Error) MarshalZerologObject(ev *zerolog.Event) {
	ev.Str("message", e.Msg).Str("kind", e.Kind.String()).Str("classifier", e.Classifier)
	if e.Node != "" {
		ev.Str("node", e.Node)
	}
	if e.Kind == Failed {
		ev.Int("exit_code", e.ExitCode)
	}
	if e.Stderr != "" {
		ev.Str("stderr", clip(e.Stderr, 2000))
	}
	if e.Line > 0 {
		ev.Int("output_line", e.Line)
		if e.Column > 0 {
			ev.Int("output_column", e.Column)
		}
	}
	if e.Hint != "" {
		ev.Str("hint", e.Hint)
	}
}
