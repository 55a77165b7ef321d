package ruby

import (
	"context"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/util/execution"
	"github.com/punch-dev/punch/environments/readlimit"
)

// Puppet::Util::Execution.execute: Puppet runs the command on the server
// during the compile (voxpupuli-systemd's systemd::systemd_escape runs
// systemd-escape), and so does Punch, through compiler/util/execution, the
// runner of generate(), the ENC and config_version: a new session,
// Puppet's environment, stdin from /dev/null, bounded output. Puppet waits
// for the command without a limit; Punch stops it with the compile and
// after executeTimeout.

// executeTimeout bounds one command run from module Ruby.
const executeTimeout = 2 * time.Minute

// shellWords are the first words that make Ruby's Kernel.exec(string) use
// /bin/sh (shell reserved words and built-ins it does not look up itself).
var shellWords = []string{"case", "do", "done", "elif", "else", "esac", "fi", "for", "if", "in", "then", "until", "while", "!", "{", "}", "exec", "exit", "export", "readonly", "set", "shift", "trap", "unset", "eval", "."}

func (in *Interp) definePuppetExecution() {
	ex := in.puppetModule("Puppet::Util::Execution")
	ex.DefineSingletonMethod("execute", 1, 2, func(c *Call) (Value, error) { return c.In.puppetExecute(c.Args) })
}

// execOptions are execute's options, with Puppet's defaults: failonfail
// and combine are true only when no options are given at all.
type execOptions struct {
	failOnFail, combine, squelch, sensitive bool
	overrideLocale                          bool
	env                                     []string // custom_environment, NAME=VALUE (a nil value: "NAME" to remove)
	cwd                                     string
}

func (in *Interp) puppetExecute(args []Value) (Value, error) {
	if err := in.commandsAllowed("Puppet::Util::Execution.execute"); err != nil {
		return nil, err
	}
	argv, err := in.execCommand(args[0])
	if err != nil {
		return nil, err
	}
	o := execOptions{failOnFail: true, combine: true, overrideLocale: true}
	if len(args) > 1 && args[1] != nil {
		h, ok := args[1].(*Hash)
		if !ok {
			return nil, in.raise(cTypeError, 0, "no implicit conversion of %s into Hash", in.className(args[1]))
		}
		if o, err = in.execOptions(h); err != nil {
			return nil, err
		}
	}
	commandStr := strings.Join(argv, " ")
	if o.sensitive {
		commandStr = "[redacted]"
	}
	if in.host != nil {
		in.host.Log("debug", "Executing: '"+commandStr+"'")
	}
	if o.cwd != "" {
		if st, err := os.Stat(o.cwd); err != nil || !st.IsDir() {
			return nil, in.raise(cArgumentError, 0, "Working directory %s does not exist!", o.cwd)
		}
	}
	spec := execution.Spec{Path: argv[0], Args: argv, Dir: o.cwd, Env: in.execEnv(o), Combined: o.combine,
		MaxOutput: int(readlimit.Limit()), WaitDelay: 2 * time.Second}
	if len(argv) == 1 && viaShell(argv[0]) {
		spec.Path, spec.Args = "/bin/sh", []string{"sh", "-c", argv[0]}
	} else if len(argv) == 1 {
		// Kernel.exec(string) without shell characters: its words
		spec.Args = strings.Fields(argv[0])
		if len(spec.Args) == 0 {
			return nil, in.raise("Errno::ENOENT", 0, "No such file or directory - %s", argv[0])
		}
		spec.Path = spec.Args[0]
	}
	r, stopped, late, err := in.runBounded(spec)
	var start *execution.StartError
	var output string
	status := ""
	switch {
	case errors.As(err, &start):
		// Puppet's forked child logs why exec failed (to Puppet's log
		// destinations, not the command's output) and exits 1
		if in.host != nil {
			in.host.Log("debug", start.PosixMessage())
		}
		status = "1"
	case err != nil:
		return nil, in.raise(cPuppetError, 0, "%s", err.Error())
	case stopped:
		return nil, in.ctx.Err()
	case late:
		return nil, in.raise("Puppet::ExecutionFailure", 0, "Execution of '%s' did not end within %d seconds: stopped", commandStr, int(executeTimeout/time.Second))
	case r.Overflow:
		return nil, in.raise("Puppet::ExecutionFailure", 0, "%v", &readlimit.TooLargeError{What: "the output of " + commandStr, Limit: int64(spec.MaxOutput)})
	default:
		output = string(r.Output)
		if r.Status >= 0 {
			status = strconv.Itoa(r.Status)
		}
	}
	if o.squelch {
		output = ""
	}
	if o.failOnFail && status != "0" {
		return nil, in.raise("Puppet::ExecutionFailure", 0, "Execution of '%s' returned %s: %s", commandStr, status, strings.Trim(output, " \t\n\v\f\r\x00"))
	}
	// Puppet's ProcessOutput: a String with the exit status (golden
	// rubyapi1_execute_process_output); a command that did not start is
	// status 1, as Puppet's forked child exits; nil for a command a
	// signal ended (Process::Status#exitstatus)
	var code Value
	if n, err := strconv.Atoi(status); err == nil {
		code = int64(n)
	}
	return in.callMethod(in.puppetModule("Puppet::Util::Execution::ProcessOutput"), "new", []Value{NewString(output), code}, nil, nil, true)
}

// runBounded runs spec through compiler/util/execution within the
// compile's context and executeTimeout (execute's and Ruby's own ways of
// running a command): stopped says the compile was cancelled, late that
// the timeout ended the command.
func (in *Interp) runBounded(spec execution.Spec) (r execution.Result, stopped, late bool, err error) {
	parent := in.ctx
	if parent == nil {
		parent = context.Background()
	}
	ctx, cancel := context.WithTimeout(parent, executeTimeout)
	defer cancel()
	r, err = execution.Run(ctx, spec)
	return r, parent.Err() != nil, ctx.Err() != nil, err
}

// execCommand is the command as execute reads it: an Array flattened, its
// elements' to_s; a String as it is.
func (in *Interp) execCommand(v Value) ([]string, error) {
	switch x := v.(type) {
	case *String:
		return []string{x.s}, nil
	case *Array:
		flat, err := in.callMethod(x, "flatten", nil, nil, nil, true)
		if err != nil {
			return nil, err
		}
		fa, _ := flat.(*Array)
		if fa == nil || len(fa.a) == 0 {
			return nil, in.raise(cArgumentError, 0, "wrong number of arguments (given 0, expected 1+)")
		}
		out := make([]string, len(fa.a))
		for i, e := range fa.a {
			out[i] = in.toS(e)
		}
		return out, nil
	}
	return nil, in.raise(cTypeError, 0, "no implicit conversion of %s into String", in.className(v))
}

func (in *Interp) execOptions(h *Hash) (execOptions, error) {
	o := execOptions{overrideLocale: true}
	for i, k := range h.keys {
		v := h.vals[i]
		switch in.symStr(k) {
		case "failonfail":
			o.failOnFail = Truthy(v)
		case "combine":
			o.combine = Truthy(v)
		case "squelch":
			o.squelch = Truthy(v)
		case "sensitive":
			o.sensitive = Truthy(v)
		case "override_locale":
			o.overrideLocale = Truthy(v)
		case "suppress_window":
			// Windows only
		case "cwd":
			if v != nil {
				o.cwd = in.toS(v)
			}
		case "custom_environment":
			env, ok := v.(*Hash)
			if v != nil && !ok {
				return o, in.raise(cNoMethodError, 0, "undefined method `each' for %s", in.describeRecv(v))
			}
			if env != nil {
				for j, name := range env.keys {
					if env.vals[j] == nil {
						o.env = append(o.env, in.toS(name))
					} else {
						o.env = append(o.env, in.toS(name)+"="+in.toS(env.vals[j]))
					}
				}
			}
		case "uid", "gid", "stdinfile":
			if v != nil {
				return o, in.unsupportedErr("Puppet::Util::Execution.execute with :" + in.symStr(k) + " (changing user or standard input)")
			}
		}
	}
	return o, nil
}

// execEnv is the command's environment: Puppet's, the process's with
// this compile's ENV (Puppet::Util.withenv's changes too), the locale
// variables replaced by C unless override_locale is false, HOME, USER and
// LOGNAME removed, then custom_environment.
func (in *Interp) execEnv(o execOptions) []string {
	var env []string
	if o.overrideLocale {
		env = execution.PuppetEnv(in.childEnv(nil))
	} else {
		for _, kv := range in.childEnv(nil) {
			name, _, _ := strings.Cut(kv, "=")
			if name != "HOME" && name != "USER" && name != "LOGNAME" {
				env = append(env, kv)
			}
		}
	}
	for _, kv := range o.env {
		name, _, set := strings.Cut(kv, "=")
		env = slices.DeleteFunc(env, func(e string) bool { n, _, _ := strings.Cut(e, "="); return n == name })
		if set {
			env = append(env, kv)
		}
	}
	return env
}

// viaShell reports whether Ruby's Kernel.exec(string) runs the string
// with /bin/sh: it has shell characters, or starts with a shell word or a
// variable assignment.
func viaShell(s string) bool {
	if strings.ContainsAny(s, "*?{}[]<>()~&|\\$;'`\"\n#") {
		return true
	}
	f := strings.Fields(s)
	return len(f) > 0 && (slices.Contains(shellWords, f[0]) || strings.Contains(f[0], "="))
}
