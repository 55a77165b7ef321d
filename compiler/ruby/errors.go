package ruby

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/diag"
)

// Names of the exception classes Go code raises (in.raise takes a class
// path so that the code reads like Ruby's).
const (
	cException            = "Exception"
	cStandardErrorName    = "StandardError"
	cRuntimeError         = "RuntimeError"
	cArgumentError        = "ArgumentError"
	cTypeError            = "TypeError"
	cNameError            = "NameError"
	cNoMethodError        = "NoMethodError"
	cIndexError           = "IndexError"
	cKeyError             = "KeyError"
	cNoMatchingPattern    = "NoMatchingPatternError"
	cNoMatchingPatternKey = "NoMatchingPatternKeyError"
	cStopIteration        = "StopIteration"
	cRangeError           = "RangeError"
	cFloatDomainError     = "FloatDomainError"
	cZeroDivError         = "ZeroDivisionError"
	cFrozenError          = "FrozenError"
	cRegexpError          = "RegexpError"
	cEncodingError        = "EncodingError"
	cNotImplError         = "NotImplementedError"
	cSystemStackError     = "SystemStackError"
	cLocalJumpError       = "LocalJumpError"
	cSyntaxError          = "SyntaxError"
	cLoadError            = "LoadError"
	cIOError              = "IOError"
	cUncaughtThrowError   = "UncaughtThrowError"
	cMathDomainError      = "Math::DomainError"
	cPuppetParseError     = "Puppet::ParseError"
	cPuppetError          = "Puppet::Error"
	cCompatError          = "Encoding::CompatibilityError"
	cUndefinedConvError   = "Encoding::UndefinedConversionError"
	cInvalidByteError     = "Encoding::InvalidByteSequenceError"
	cErrnoENOENT          = "Errno::ENOENT"
)

// excData is the Go state of an exception object.
type excData struct {
	file    *File // where it was raised
	pos     int
	msg     Value // the message given to new (nil: the class name)
	bt      []string
	btSet   bool
	cause   Value
	hostErr error // the host error this exception stands for
	private bool  // a NoMethodError of a call without a receiver (private_call?)
}

// ExceptionError's message for Go callers.
func (in *Interp) excMessage(exc *Object) string {
	r, err := in.callMethod(exc, "message", nil, nil, nil, true)
	if err == nil {
		if s, ok := r.(*String); ok {
			return s.s
		}
		return in.anyToS(r)
	}
	if d, ok := exc.Data.(*excData); ok {
		if s, ok := d.msg.(*String); ok {
			return s.s
		}
	}
	return in.modName(exc.class)
}

// newException makes an exception object of class cls with message msg
// (a String or nil).
func (in *Interp) newException(cls *Module, msg Value) *Object {
	return &Object{class: cls, Data: &excData{msg: msg}}
}

// classByName resolves a class path from Object (builtin names are
// cached).
func (in *Interp) classByName(path string) *Module {
	if m, ok := in.named[path]; ok {
		return m
	}
	cur := in.cObject
	for _, part := range strings.Split(path, "::") {
		v, err := in.constGetFrom(cur, part, cur == in.cObject)
		if err != nil {
			return nil
		}
		m, ok := v.(*Module)
		if !ok {
			return nil
		}
		cur = m
	}
	in.named[path] = cur
	return cur
}

// raise returns a Ruby exception of the class at path with a formatted
// message (pos is unused: positions come from the running node).
func (in *Interp) raise(class string, pos int, format string, args ...any) error {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return in.raiseClass(class, msg)
}

func (in *Interp) raiseClass(class, msg string) error {
	cls := in.classByName(class)
	if cls == nil {
		return &fatalErr{class: "Punch::InternalError", msg: "unknown exception class " + class + ": " + msg, file: in.file, pos: in.pos}
	}
	return in.raiseObj(in.newException(cls, NewString(msg)))
}

// raiseObj raises an exception object, recording its backtrace.
func (in *Interp) raiseObj(exc *Object) error {
	if d, ok := exc.Data.(*excData); ok {
		if !d.btSet {
			d.bt = in.backtrace()
			d.btSet = true
			d.file, d.pos = in.file, in.pos
		}
		if d.cause == nil && in.errInfo != nil && in.errInfo != exc {
			d.cause = in.errInfo
		}
	}
	return &ExceptionError{Exc: exc}
}

func (in *Interp) raiseNameError(msg, name string) error {
	exc := in.newException(in.classByName(cNameError), NewString(msg))
	exc.SetIvar("@name", Symbol(name))
	return in.raiseObj(exc)
}

func (in *Interp) raiseNoMethod(msg, name string, recv Value) error {
	exc := in.newException(in.classByName(cNoMethodError), NewString(msg))
	exc.SetIvar("@name", Symbol(name))
	exc.SetIvar("@receiver", recv)
	return in.raiseObj(exc)
}

// unsupportedErr reports a construct this runtime does not implement: it
// is not rescuable, so it cannot turn into a silent wrong answer.
func (in *Interp) unsupportedErr(what string) error {
	return &fatalErr{class: cNotImplError, msg: what, unsupported: true, file: in.file, pos: in.pos, bt: in.backtrace()}
}

// HostError wraps an error returned by the Host (a Puppet function called
// from Ruby that failed); Ruby code sees it as a Puppet::ParseError.
type hostError struct{ err error }

func (e *hostError) Error() string { return e.err.Error() }
func (e *hostError) Unwrap() error { return e.err }

// hostAsException turns a host error into a rescuable Ruby exception (as
// the Puppet::ParseError Puppet raises).
func (in *Interp) hostAsException(err error) *ExceptionError {
	var he *hostError
	if !errors.As(err, &he) {
		return nil
	}
	cls := in.classByName(cPuppetParseError)
	var dg diag.Diagnostic
	if errors.As(he.err, &dg) && dg.Code == "LOOKUP_ERROR" {
		// lookup()'s own errors are Puppet::DataBinding::LookupError, which
		// a Hiera-aware helper rescues (golden
		// forge14_ruby_call_function_lookup_errors)
		if c := in.classByName("Puppet::DataBinding::LookupError"); c != nil {
			cls = c
		}
	}
	var re *Error
	msg := he.err.Error()
	if errors.As(he.err, &re) && re.Class != "" {
		// an error of a Ruby function called through the host keeps its
		// class when it exists here
		if c := in.classByName(re.Class); c != nil {
			cls = c
		}
		msg = re.Message
	}
	exc := in.newException(cls, NewString(msg))
	d := exc.Data.(*excData)
	d.hostErr = he.err
	d.bt = in.backtrace()
	d.btSet = true
	d.file, d.pos = in.file, in.pos
	return &ExceptionError{Exc: exc}
}

// limits

const (
	defaultSteps      = 50_000_000
	defaultMemory     = 256 << 20
	defaultStackDepth = 1000
	maxStrLen         = 64 << 20
)

func (in *Interp) tick() error {
	in.steps++
	if in.steps&0x3ff == 0 {
		return in.checkLimits()
	}
	return nil
}

func (in *Interp) checkLimits() error {
	if in.steps > in.limits.Steps {
		return &fatalErr{class: "Punch::LimitError", msg: fmt.Sprintf("Ruby evaluation exceeded %d steps (endless loop?)", in.limits.Steps), file: in.file, pos: in.pos}
	}
	if in.mem > in.limits.Memory {
		return &fatalErr{class: "Punch::LimitError", msg: fmt.Sprintf("Ruby values exceeded %d bytes", in.limits.Memory), file: in.file, pos: in.pos}
	}
	if in.ctx != nil {
		if err := in.ctx.Err(); err != nil {
			if terr, ok := in.timeoutFired(); ok {
				// a Timeout.timeout's own deadline (m_sleep_timeout.go)
				return terr
			}
			msg := "Ruby evaluation cancelled"
			if errors.Is(err, context.DeadlineExceeded) {
				msg = "Ruby evaluation exceeded its deadline"
			}
			return &fatalErr{class: "Punch::LimitError", msg: msg, file: in.file, pos: in.pos}
		}
	}
	return nil
}

// alloc accounts n bytes of Ruby data.
func (in *Interp) alloc(n int) error {
	in.mem += int64(n)
	if in.mem > in.limits.Memory {
		return in.checkLimits()
	}
	return nil
}

func (in *Interp) enter() error {
	in.depth++
	if in.depth > in.limits.StackDepth {
		in.depth--
		// an exception Ruby code rescues (rescue SystemStackError or
		// Exception, not a bare rescue), as Ruby's own (QA-FORGE-16 B1)
		return in.raiseClass(cSystemStackError, "stack level too deep")
	}
	return nil
}

func (in *Interp) leave() { in.depth-- }

// backtrace entries: the current position, then each caller.
type btEntry struct {
	file  *File
	pos   int
	label string
}

func (in *Interp) pushBT() {
	in.bt = append(in.bt, btEntry{file: in.file, pos: in.pos, label: in.label})
}

func (in *Interp) popBT() { in.bt = in.bt[:len(in.bt)-1] }

func (in *Interp) btLine(f *File, pos int, label string) string {
	name := in.fileName(f)
	line := 0
	if f != nil {
		line, _ = f.Position(pos)
	}
	if label == "" {
		label = "<main>"
	} else if !strings.HasPrefix(label, "<") {
		label = "block in " + label
		label = strings.TrimPrefix(label, "block in ")
	}
	return fmt.Sprintf("%s:%d:in `%s'", name, line, label)
}

func (in *Interp) backtrace() []string {
	out := make([]string, 0, len(in.bt)+1)
	out = append(out, in.btLine(in.file, in.pos, in.label))
	for i := len(in.bt) - 1; i >= 0 && len(out) < 100; i-- {
		e := in.bt[i]
		out = append(out, in.btLine(e.file, e.pos, e.label))
	}
	return out
}

// toError converts any error escaping the interpreter into an *Error.
func (in *Interp) toError(err error) *Error {
	switch e := err.(type) {
	case *Error:
		return e
	case *ExceptionError:
		if d, ok := e.Exc.Data.(*excData); ok {
			if fe, ok := d.hostErr.(*fatalErr); ok {
				return in.toError(fe) // a bound of Punch's (noMemory)
			}
		}
		out := &Error{Class: in.modName(e.Exc.class), Message: in.excMessage(e.Exc), Offset: -1}
		if pe := in.classByNameNoAutoload("Puppet::Error"); pe != nil {
			out.PuppetError = in.isA(e.Exc, pe)
		}
		if d, ok := e.Exc.Data.(*excData); ok {
			out.Backtrace = d.bt
			out.Cause = d.hostErr
			if d.file != nil {
				out.Offset = d.pos
				out.Column = 0
				_, out.Column = d.file.Position(d.pos)
			}
		}
		out.File, out.Line = btFileLine(out.Backtrace)
		return out
	case *fatalErr:
		out := &Error{Class: e.class, Message: e.msg, Unsupported: e.unsupported, Backtrace: e.bt, Offset: -1}
		if e.file != nil {
			out.File = e.file.name
			out.Line, out.Column = e.file.Position(e.pos)
			out.Offset = e.pos
		}
		return out
	case *hostError:
		return &Error{Class: cPuppetParseError, Message: e.err.Error(), Cause: e.err}
	case *breakErr:
		return in.posError(cLocalJumpError, "break from proc-closure")
	case *nextErr:
		return in.posError(cLocalJumpError, "next used outside of block")
	case *returnErr:
		return in.posError(cLocalJumpError, "unexpected return")
	case *retryErr:
		return in.posError(cSyntaxError, "Invalid retry")
	case *throwErr:
		out := in.posError(cUncaughtThrowError, "uncaught throw "+in.inspect(e.tag))
		if sym, ok := e.tag.(Symbol); ok {
			out.ThrownTag = string(sym)
		}
		return out
	case *forBreak:
		return in.posError(cLocalJumpError, "break from proc-closure")
	case *constFound:
		return in.posError("Punch::InternalError", "const_missing result escaped")
	}
	return &Error{Class: "Punch::InternalError", Message: err.Error(), Cause: err}
}

func (in *Interp) posError(class, msg string) *Error {
	out := &Error{Class: class, Message: msg, Offset: -1}
	if in.file != nil {
		out.File = in.file.name
		out.Line, out.Column = in.file.Position(in.pos)
		out.Offset = in.pos
	}
	return out
}

func btFileLine(bt []string) (string, int) {
	if len(bt) == 0 {
		return "", 0
	}
	s := bt[0]
	i := strings.Index(s, ":in `")
	if i < 0 {
		return s, 0
	}
	s = s[:i]
	j := strings.LastIndexByte(s, ':')
	if j < 0 {
		return s, 0
	}
	n := 0
	for _, c := range s[j+1:] {
		n = n*10 + int(c-'0')
	}
	return s[:j], n
}

// protect runs f, turning a Go panic into an internal error.
func (in *Interp) protect(f func() (Value, error)) (v Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			v = nil
			if p, ok := r.(raisedPanic); ok {
				err = p.err
				return
			}
			if e, ok := values.Recovered(r); ok {
				err = in.valuesError(e) // values_limits.go
				return
			}
			err = &fatalErr{class: "Punch::InternalError", msg: fmt.Sprintf("internal error in Punch's Ruby runtime: %v\n%s", r, debug.Stack()), file: in.file, pos: in.pos}
		}
	}()
	return f()
}

func (in *Interp) unsupportedf(format string, args ...any) error {
	return in.unsupportedErr(fmt.Sprintf(format, args...))
}
