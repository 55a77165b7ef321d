package ruby

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"

	"github.com/punch-dev/punch/compiler/util/execution"
	"github.com/punch-dev/punch/environments/readlimit"
)

// Ruby's own ways of running a command, as module code uses them on the
// server while Puppet compiles (voxpupuli-openssl's cert_date_valid runs
// `openssl x509 -dates -noout < FILE`): `cmd` and %x(cmd) (Kernel#`),
// Kernel#system, Open3.capture2/capture2e/capture3. Each runs through
// compiler/util/execution, the one runner of the project: a new session,
// bounded output, stopped with the compile and after executeTimeout. A
// command line is run as Ruby's spawn runs it: one String with shell
// characters (or starting with a shell word or an assignment) by /bin/sh
// -c, one without by its words, several arguments as the argv. The
// command sees the process's environment with this compile's ENV
// assignments (Ruby hands ENV to the child) and reads /dev/null (Ruby
// shares the server's standard input; Open3's stdin_data is fed). $? is
// the Process::Status of the last command.
//
// What Ruby would write to the server's own standard output (system's
// child output) goes to Interp.Stdout (nil: dropped, as punch compile's
// standard output is the catalog); what it would write to the server's
// standard error (a command's stderr that is not captured) to the debug
// log.

// spawnSpec is one command to run.
type spawnSpec struct {
	argv     []string // one element: a command line; more: the argv
	env      []string // NAME=VALUE, or NAME to remove
	dir      string
	stdin    []byte
	combined bool // standard error into the output (capture2e)
	what     string
	// exact: argv is the argv even with one element (IO.popen's Array)
	exact bool
}

// spawnResult is how the command ended.
type spawnResult struct {
	out, errOut string
	status      *Object // Process::Status
}

// spawn runs s and sets $?. A command that cannot start is Ruby's
// Errno::ENOENT/EACCES "MESSAGE - PROGRAM" (and $? exit 127, as Ruby's
// failed child reports).
func (in *Interp) spawn(s spawnSpec) (spawnResult, error) {
	if err := in.commandsAllowed(s.what); err != nil {
		return spawnResult{}, err
	}
	spec := execution.Spec{Env: in.childEnv(s.env), Dir: s.dir, Combined: s.combined, Stdin: s.stdin,
		MaxOutput: int(readlimit.Limit()), MaxStderr: 1 << 16, WaitDelay: executeWaitDelay}
	line := strings.Join(s.argv, " ")
	switch {
	case len(s.argv) == 1 && !s.exact && viaShell(s.argv[0]):
		spec.Path, spec.Args = "/bin/sh", []string{"sh", "-c", s.argv[0]}
	case len(s.argv) == 1 && !s.exact:
		spec.Args = strings.Fields(s.argv[0])
		if len(spec.Args) == 0 {
			in.setStatus(0, 127, 0)
			return spawnResult{}, in.raise("Errno::ENOENT", 0, "No such file or directory - %s", s.argv[0])
		}
		spec.Path = spec.Args[0]
	default:
		spec.Path, spec.Args = s.argv[0], s.argv
	}
	if s.dir != "" {
		if st, err := os.Stat(in.osPath(s.dir)); err != nil || !st.IsDir() {
			return spawnResult{}, in.raise("Errno::ENOENT", 0, "No such file or directory - %s", s.dir)
		}
	}
	// the child starts in the compile's working directory (Dir.chdir), as
	// Ruby's would in the process's
	spec.Dir = in.osPath(s.dir)
	if spec.Dir == "" {
		spec.Dir = in.wd
	}
	if in.host != nil {
		in.host.Log("debug", "Ruby runs a command ("+s.what+"): '"+line+"'")
	}
	r, stopped, late, err := in.runBounded(spec)
	var start *execution.StartError
	switch {
	case stopped:
		// the compile was stopped (also before the command started)
		return spawnResult{}, in.checkLimits()
	case errors.As(err, &start):
		in.setStatus(0, 127, 0)
		name := "Errno::EACCES"
		if start.Errno() == syscall.ENOENT {
			name = "Errno::ENOENT"
		}
		return spawnResult{}, in.raise(name, 0, "%s - %s", start.Reason(), spec.Path)
	case err != nil:
		return spawnResult{}, in.raise(cRuntimeError, 0, "%s", err.Error())
	case late:
		return spawnResult{}, in.raise(cRuntimeError, 0, "%s '%s' did not end within %d seconds: stopped", s.what, line, int(executeTimeout.Seconds()))
	case r.Overflow:
		return spawnResult{}, in.raise("IOError", 0, "%v", &readlimit.TooLargeError{What: "the output of " + line, Limit: int64(spec.MaxOutput)})
	}
	if r.Stderr != "" && in.host != nil {
		in.host.Log("debug", "Ruby's command '"+line+"' wrote to standard error: "+strings.TrimSpace(r.Stderr))
	}
	return spawnResult{out: string(r.Output), errOut: r.Stderr, status: in.setStatus(r.Pid, r.Status, int(r.Signal))}, nil
}

// commandsAllowed is nil unless the Env refuses commands
// (EnvOptions.RefuseCommands): then what is reported as not supported.
func (in *Interp) commandsAllowed(what string) error {
	if in.env != nil && in.env.opts.RefuseCommands {
		return in.unsupportedErr(what)
	}
	return nil
}

// executeWaitDelay bounds the wait for a command's output once it has
// exited (a background child holding it).
const executeWaitDelay = 2_000_000_000

// childEnv is the command's environment: the process's with this
// compile's ENV assignments, then extra (NAME=VALUE, or NAME to remove).
func (in *Interp) childEnv(extra []string) []string {
	var env []string
	if e := in.envObject(); e != nil {
		names, vals := e.all()
		for i, n := range names {
			env = append(env, n+"="+vals[i])
		}
	} else {
		env = os.Environ()
	}
	for _, kv := range extra {
		name, _, set := strings.Cut(kv, "=")
		out := env[:0]
		for _, e := range env {
			if n, _, _ := strings.Cut(e, "="); n != name {
				out = append(out, e)
			}
		}
		env = out
		if set {
			env = append(env, kv)
		}
	}
	return env
}

// envObject is this Interp's ENV state (nil before ENV exists).
func (in *Interp) envObject() *envVars {
	if o, ok := in.cObject.consts["ENV"].(*Object); ok {
		if e, ok := o.Data.(*envVars); ok {
			return e
		}
	}
	return nil
}

// writeStdout writes what Ruby writes to the process's standard output
// (puts, print, p, $stdout, system's child): Puppet Server's goes to its
// console (the daemon's log), not to the catalog or the report, so Punch
// never writes it to its own standard output (punch compile prints the
// catalog there): it goes to Interp.Stdout when one is set (tests), else
// to the compile's log at debug level, a line at a time.
func (in *Interp) writeStdout(s string) {
	if s == "" {
		return
	}
	if in.Stdout != nil {
		in.Stdout.Write([]byte(s))
		return
	}
	in.logOutput("standard output", s)
}

// writeStderr is writeStdout for the process's standard error (warn,
// $stderr): the compile's log at debug level.
func (in *Interp) writeStderr(s string) {
	if s != "" {
		in.logOutput("standard error", s)
	}
}

func (in *Interp) logOutput(stream, s string) {
	if in.host == nil {
		return
	}
	for _, line := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		in.host.Log("debug", "Ruby wrote to "+stream+": "+line)
	}
}

// procStatus is the Go state of a Process::Status.
type procStatus struct {
	pid, status, signal int // status -1: ended by signal
}

// setStatus makes $? the status of a command (signal > 0: it was
// killed by that signal).
func (in *Interp) setStatus(pid, status, signal int) *Object {
	st := &procStatus{pid: pid, status: status, signal: signal}
	if signal > 0 {
		st.status = -1
	}
	o := &Object{class: in.classByName("Process::Status"), Data: st}
	in.globals["$?"] = o
	return o
}

func statusOf(c *Call) *procStatus {
	if o, ok := c.Self.(*Object); ok {
		if st, ok := o.Data.(*procStatus); ok {
			return st
		}
	}
	return &procStatus{}
}

// toI is Process::Status#to_i: the wait status (exit status << 8, or
// the signal number).
func (st *procStatus) toI() int64 {
	if st.status < 0 {
		return int64(st.signal)
	}
	return int64(st.status) << 8
}

func (st *procStatus) String() string {
	s := "pid " + strconv.Itoa(st.pid)
	if st.status < 0 {
		return s + " " + signalName(st.signal) + " (signal " + strconv.Itoa(st.signal) + ")"
	}
	return s + " exit " + strconv.Itoa(st.status)
}

// signalName is Linux's name of a signal as Ruby prints it.
func signalName(n int) string {
	names := []string{1: "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE", "SIGKILL",
		"SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM", "SIGTERM", "SIGSTKFLT", "SIGCHLD", "SIGCONT",
		"SIGSTOP", "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGURG", "SIGXCPU", "SIGXFSZ", "SIGVTALRM", "SIGPROF",
		"SIGWINCH", "SIGIO", "SIGPWR", "SIGSYS"}
	if n > 0 && n < len(names) {
		return names[n]
	}
	return "SIG" + strconv.Itoa(n)
}

// commandArgs reads spawn's arguments: an optional leading Hash of
// environment variables, the command (one String, or several; an Array
// [cmd, argv0] as the first is the program with its argv[0]), and an
// optional trailing Hash of options (returned for the caller).
func (in *Interp) commandArgs(args []Value, kw *Hash) (s spawnSpec, opts *Hash, err error) {
	if len(args) > 0 {
		if h, ok := args[0].(*Hash); ok {
			for i, k := range h.keys {
				name, err := in.strArg(k, 0)
				if err != nil {
					return s, nil, err
				}
				if h.vals[i] == nil {
					s.env = append(s.env, name)
					continue
				}
				v, err := in.strArg(h.vals[i], 0)
				if err != nil {
					return s, nil, err
				}
				s.env = append(s.env, name+"="+v)
			}
			args = args[1:]
		}
	}
	opts = kw
	if opts == nil && len(args) > 0 {
		if h, ok := args[len(args)-1].(*Hash); ok {
			opts, args = h, args[:len(args)-1]
		}
	}
	if len(args) == 0 {
		return s, nil, in.argcError(0, 1, -1)
	}
	for i, a := range args {
		if pair, ok := a.(*Array); ok && i == 0 && len(pair.a) == 2 {
			// [program, argv0]: Punch runs the program under its own name
			a = pair.a[0]
		}
		v, err := in.strArg(a, 0)
		if err != nil {
			return s, nil, err
		}
		s.argv = append(s.argv, v)
	}
	if opts != nil {
		for i, k := range opts.keys {
			switch in.symStr(k) {
			case "chdir":
				if s.dir, err = in.strArg(opts.vals[i], 0); err != nil {
					return s, nil, err
				}
			case "exception", "stdin_data", "binmode", "unsetenv_others", "err", "out", "in", "close_others", "umask", "pgroup", "new_pgroup":
				// the caller's or accepted; the streams' redirections
				// are refused below
			default:
				return s, nil, in.raise(cArgumentError, 0, "wrong exec option symbol: %s", in.symStr(k))
			}
			switch in.symStr(k) {
			case "err", "out", "in", "unsetenv_others", "umask":
				return s, nil, in.unsupportedErr(":" + in.symStr(k) + " option of a command")
			}
		}
	}
	return s, opts, nil
}

func optionOf(opts *Hash, name string) (Value, bool) {
	if opts == nil {
		return nil, false
	}
	return opts.get(Symbol(name))
}

func init() {
	defBuiltin("Process", "", true)
	st := defBuiltin("Process::Status", "Object", false)
	st.sundef("new")
	st.sundef("allocate")
	st.def("exitstatus", 0, 0, func(c *Call) (Value, error) {
		s := statusOf(c)
		if s.status < 0 {
			return nil, nil
		}
		return int64(s.status), nil
	})
	st.def("success?", 0, 0, func(c *Call) (Value, error) {
		s := statusOf(c)
		if s.status < 0 {
			return nil, nil
		}
		return s.status == 0, nil
	})
	st.def("exited?", 0, 0, func(c *Call) (Value, error) { return statusOf(c).status >= 0, nil })
	st.def("signaled?", 0, 0, func(c *Call) (Value, error) { return statusOf(c).status < 0, nil })
	st.def("stopped?", 0, 0, func(c *Call) (Value, error) { return false, nil })
	st.def("coredump?", 0, 0, func(c *Call) (Value, error) { return false, nil })
	st.def("stopsig", 0, 0, func(c *Call) (Value, error) { return nil, nil })
	st.def("termsig", 0, 0, func(c *Call) (Value, error) {
		s := statusOf(c)
		if s.status >= 0 {
			return nil, nil
		}
		return int64(s.signal), nil
	})
	st.def("pid", 0, 0, func(c *Call) (Value, error) { return int64(statusOf(c).pid), nil })
	st.def("to_i", 0, 0, func(c *Call) (Value, error) { return statusOf(c).toI(), nil })
	st.def("to_s", 0, 0, func(c *Call) (Value, error) { return NewString(statusOf(c).String()), nil })
	st.def("inspect", 0, 0, func(c *Call) (Value, error) {
		return NewString("#<Process::Status: " + statusOf(c).String() + ">"), nil
	})
	st.def("==", 1, 1, func(c *Call) (Value, error) {
		if o, ok := c.Args[0].(*Object); ok {
			if other, ok := o.Data.(*procStatus); ok {
				return other.toI() == statusOf(c).toI(), nil
			}
		}
		if n, ok := c.Args[0].(int64); ok {
			return n == statusOf(c).toI(), nil
		}
		return false, nil
	})
	st.def("&", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.intArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		return statusOf(c).toI() & n, nil
	})
	st.def(">>", 1, 1, func(c *Call) (Value, error) {
		n, err := c.In.intArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		return statusOf(c).toI() >> uint(n&63), nil
	})

	k := bKernel
	k.defPrivate("`", 1, 1, func(c *Call) (Value, error) {
		cmd, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		r, err := c.In.spawn(spawnSpec{argv: []string{cmd}, what: "shell command in backticks"})
		if err != nil {
			return nil, err
		}
		return NewString(r.out), nil
	})
	k.defPrivate("system", 1, -1, func(c *Call) (Value, error) {
		s, opts, err := c.In.commandArgs(c.Args, c.Kw)
		if err != nil {
			return nil, err
		}
		s.what = "Kernel#system"
		raiseOn, _ := optionOf(opts, "exception")
		r, err := c.In.spawn(s)
		if err != nil {
			var ee *ExceptionError
			if errors.As(err, &ee) && !Truthy(raiseOn) && c.In.isA(ee.Exc, c.In.classByName("SystemCallError")) {
				// system answers nil for a command that cannot run
				return nil, nil
			}
			return nil, err
		}
		c.In.writeStdout(r.out)
		st := r.status.Data.(*procStatus)
		if st.status == 0 {
			return true, nil
		}
		if Truthy(raiseOn) {
			if st.status == 127 && len(s.argv) == 1 && viaShell(s.argv[0]) {
				// the shell could not find the command
				return nil, c.In.raise(cRuntimeError, 0, "Command failed with exit 127: %s", strings.Join(s.argv, " "))
			}
			return nil, c.In.raise(cRuntimeError, 0, "Command failed with %s: %s", strings.TrimPrefix(st.String(), "pid "+strconv.Itoa(st.pid)+" "), strings.Join(s.argv, " "))
		}
		return false, nil
	})
	RegisterLibrary(Library{Name: "open3", Autoload: []string{"Open3"}, Setup: defineOpen3})
}

// defineOpen3 is Ruby's open3 (Puppet has it loaded): capture2,
// capture2e and capture3 run the command to its end; popen* hand out
// pipes to a running process, which Punch does not.
func defineOpen3(in *Interp) error {
	o := in.DefineModule(nil, "Open3")
	capture := func(name string, combined, stderr bool) {
		o.DefineSingletonMethodKw(name, 1, -1, func(c *Call) (Value, error) {
			s, opts, err := c.In.commandArgs(c.Args, c.Kw)
			if err != nil {
				return nil, err
			}
			if v, ok := optionOf(opts, "stdin_data"); ok && v != nil {
				data, err := c.In.strArg(v, 0)
				if err != nil {
					return nil, err
				}
				s.stdin = []byte(data)
			} else {
				s.stdin = []byte{}
			}
			s.combined, s.what = combined, "Open3."+name
			r, err := c.In.spawn(s)
			if err != nil {
				return nil, err
			}
			out := []Value{NewString(r.out)}
			if stderr {
				out = append(out, NewString(r.errOut))
			}
			return &Array{a: append(out, r.status)}, nil
		})
	}
	capture("capture2", false, false)
	capture("capture2e", true, false)
	capture("capture3", false, true)
	for _, n := range []string{"popen3", "popen2", "popen2e", "pipeline", "pipeline_r", "pipeline_w", "pipeline_rw", "pipeline_start", "capture2_b"} {
		n := n
		o.DefineSingletonMethod(n, 0, -1, func(c *Call) (Value, error) {
			return nil, c.In.unsupportedErr("Open3." + n + " (a process with open pipes)")
		})
	}
	return nil
}
