package rlib

import (
	"os"
	"runtime"
	"syscall"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// The host's facts that Ruby's socket and etc give module code
// (QA-FORGE-16 K1): Socket.gethostname, Etc.nprocessors, Etc.uname,
// Etc.sysconfdir and Etc.systmpdir. Module Ruby runs on the server in
// Puppet as in Punch, so the answers are the server host's.

func gethostname(c *ruby.Call) (ruby.Value, error) {
	h, err := os.Hostname()
	if err != nil {
		return nil, c.In.Raise("SystemCallError", "gethostname: "+err.Error())
	}
	return newStr(h, rv.Binary), nil
}

// setupEtc adds Etc's Go methods to etc.rb's user and group database.
func setupEtc(in *ruby.Interp) error {
	m, err := module(in, "Etc")
	if err != nil {
		return err
	}
	m.DefineSingletonMethod("nprocessors", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return int64(runtime.NumCPU()), nil
	})
	m.DefineSingletonMethod("sysconfdir", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return newStr("/etc", rv.UTF8), nil })
	m.DefineSingletonMethod("systmpdir", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return newStr("/tmp", rv.UTF8), nil })
	m.DefineSingletonMethod("uname", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		var u syscall.Utsname
		if err := syscall.Uname(&u); err != nil {
			return nil, c.In.Raise("SystemCallError", "uname: "+err.Error())
		}
		h := ruby.NewHash()
		for _, f := range []struct {
			k string
			v [65]int8
		}{{"sysname", u.Sysname}, {"nodename", u.Nodename}, {"release", u.Release}, {"version", u.Version}, {"machine", u.Machine}} {
			b := make([]byte, 0, len(f.v))
			for _, ch := range f.v {
				if ch == 0 {
					break
				}
				b = append(b, byte(ch))
			}
			h.Set(ruby.Symbol(f.k), newStr(string(b), rv.Binary))
		}
		return h, nil
	})
	return nil
}
