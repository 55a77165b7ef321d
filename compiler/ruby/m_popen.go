package ruby

import "strings"

// IO.popen in read mode, as module code runs a command and reads what it
// printed (IO.popen(['cmd', 'arg']).read, IO.popen(cmd) { |io| io.read }):
// the command runs through spawn (compiler/util/execution: the bounds,
// errors and environment of Kernel#system and backticks) to its end, and
// its output is read with IO's reading methods. A String is a command
// line (the shell's when it has shell characters), an Array the argv
// (with an optional leading environment Hash and trailing options Hash).
// $? is the command's status once the IO is closed: at the block's end,
// or by close, as in Ruby. Writing to the command (modes "w", "r+") and
// IO.popen("-") (a fork) are not supported. TestOracle io_popen.

func init() {
	bIO.sdefKw("popen", 0, -1, ioPopen)
	bIO.def("pid", 0, 0, func(c *Call) (Value, error) {
		d, err := c.In.openFile(c.Self)
		if err != nil || d.status == nil {
			return nil, err
		}
		return int64(d.status.Data.(*procStatus).pid), nil
	})
}

func ioPopen(c *Call) (Value, error) {
	in := c.In
	args, opts := c.Args, c.Kw
	var env Value
	if len(args) > 0 {
		if h, ok := args[0].(*Hash); ok {
			env, args = h, args[1:]
		}
	}
	if opts == nil && len(args) > 1 {
		if h, ok := args[len(args)-1].(*Hash); ok {
			opts, args = h, args[:len(args)-1]
		}
	}
	if len(args) < 1 || len(args) > 2 {
		return nil, in.argcError(len(args), 1, 2)
	}
	var cmd []Value
	if env != nil {
		cmd = append(cmd, env)
	}
	exact := false
	switch x := args[0].(type) {
	case *Array:
		cmd, exact = append(cmd, x.a...), true
		if n := len(cmd); n > 0 {
			if h, ok := cmd[n-1].(*Hash); ok && opts == nil {
				opts, cmd = h, cmd[:n-1]
			}
		}
	default:
		line, err := in.strArg(x, 0)
		if err != nil {
			return nil, err
		}
		if line == "-" {
			return nil, in.unsupportedErr(`IO.popen("-") (a fork)`)
		}
		cmd = append(cmd, NewString(line))
	}
	// the IO's options and the command's
	ioOpts, execOpts := NewHash(), NewHash()
	combined := false
	var mode Value
	if len(args) > 1 {
		mode = args[1]
	}
	if opts != nil {
		for i, k := range opts.keys {
			v := opts.vals[i]
			switch in.symStr(k) {
			case "mode":
				mode = v
			case "binmode", "textmode", "encoding", "external_encoding", "internal_encoding":
				ioOpts.put(k, v)
			case "err":
				var err error
				if combined, err = in.popenErr(v); err != nil {
					return nil, err
				}
			case "chdir", "unsetenv_others", "umask", "pgroup", "new_pgroup", "close_others", "in", "out":
				execOpts.put(k, v)
			}
		}
	}
	if ms, ok := mode.(*String); ok && strings.ContainsAny(ms.s, "wa+") {
		return nil, in.unsupportedErr("IO.popen with mode " + in.inspect(ms) + " (writing to a running command)")
	} else if mi, ok := mode.(int64); ok && mi&(oWronly|oRdwr) != 0 {
		return nil, in.unsupportedErr("IO.popen with a mode for writing (writing to a running command)")
	}
	m, err := in.ioOpenMode(mode, ioOpts)
	if err != nil {
		return nil, err
	}
	s, _, err := in.commandArgs(cmd, execOpts)
	if err != nil {
		return nil, err
	}
	s.exact = exact && len(s.argv) == 1
	s.combined, s.what = combined, "IO.popen"
	prev, had := in.globals["$?"]
	r, err := in.spawn(s)
	if err != nil {
		return nil, err
	}
	// $? is the command's once the IO is closed
	if had {
		in.globals["$?"] = prev
	} else {
		delete(in.globals, "$?")
	}
	d := &fileData{data: r.out, enc: m.enc, binmode: m.binmode, status: r.status}
	o := &Object{class: in.classByName("IO"), Data: d}
	if c.Block == nil {
		return o, nil
	}
	v, err := in.yield1(c.Block, o)
	d.closed = true
	in.globals["$?"] = d.status
	return v, err
}

// popenErr reads IO.popen's err: option: [:child, :out] puts the
// command's standard error into what is read (true); File::NULL and
// :close drop it, :err leaves it where Punch puts a command's standard
// error (the debug log). Other redirections are not supported.
func (in *Interp) popenErr(v Value) (bool, error) {
	switch x := v.(type) {
	case *Array:
		if len(x.a) == 2 && x.a[0] == Symbol("child") && x.a[1] == Symbol("out") {
			return true, nil
		}
	case *String:
		if x.s == "/dev/null" {
			return false, nil
		}
	case Symbol:
		if x == "close" || x == "err" {
			return false, nil
		}
	}
	return false, in.unsupportedErr("IO.popen's err: " + in.inspect(v) + " (a redirection of the command's standard error)")
}
