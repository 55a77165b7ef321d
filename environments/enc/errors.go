package enc

import "fmt"

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

// Error is a classification failure. Its message names the node and the
// classifier and says what to do.
type Error struct {
	Node       string
	Classifier string // the external_nodes setting
	Kind       Kind
	// ExitCode is the classifier's exit status (Failed).
	ExitCode int
	// Stderr is what the classifier wrote to standard error (its start).
	Stderr string
	// Line and Column locate an output problem (InvalidOutput), 1-based; 0
	// when unknown.
	Line, Column int
	Msg          string
	Err          error
}

func (e *Error) Error() string {
	prefix := "ENC"
	if e.Classifier != "" {
		prefix = fmt.Sprintf("ENC %q", e.Classifier)
	}
	if e.Node != "" {
		prefix += fmt.Sprintf(" (node %s)", e.Node)
	}
	return prefix + ": " + e.Msg
}

func (e *Error) Unwrap() error { return e.Err }
