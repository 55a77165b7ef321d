package ruby

import (
	"context"
	"errors"
	"io/fs"
)

// Puppet::ResourceApi as module files use it at load time: the
// register_transport and register_type calls are recorded (with the hash
// given) for the code that reads transport schemas and resource types.

// ResourceAPICall is one Puppet::ResourceApi.register_transport or
// register_type call a file made.
type ResourceAPICall struct {
	Kind string // "register_transport" or "register_type"
	Line int
	Arg  Value
}

func (in *Interp) defineResourceAPI() {
	ra := in.DefineModule(in.puppetModule("Puppet"), "ResourceApi")
	rec := func(kind string) GoFunc {
		return func(c *Call) (Value, error) {
			ps := c.In.puppetAPI()
			var arg Value
			switch {
			case len(c.Args) == 1:
				arg = c.Args[0]
			case len(c.Args) == 0:
				arg = nil
			default:
				return nil, c.In.argcError(len(c.Args), 1, 1)
			}
			ps.resourceAPI = append(ps.resourceAPI, ResourceAPICall{Kind: kind, Line: c.In.currentLine(), Arg: arg})
			return nil, nil
		}
	}
	ra.DefineSingletonMethod("register_transport", 0, -1, rec("register_transport"))
	ra.DefineSingletonMethod("register_type", 0, -1, rec("register_type"))
}

// EvalResourceAPIFile evaluates a file that registers transports or
// types through Puppet::ResourceApi in a fresh Interp, bounded by ctx and
// the Env's limits, and returns the calls it made (their arguments are
// values of the returned Interp).
func (e *Env) EvalResourceAPIFile(ctx context.Context, path string, src []byte) ([]ResourceAPICall, *Interp, error) {
	f, err := Parse(path, src)
	if err != nil {
		return nil, nil, err
	}
	in := e.NewInterp()
	in.ctx = ctx
	if err := in.loadPuppetAPI(); err != nil {
		return nil, nil, in.toError(err)
	}
	ps := in.puppetAPI()
	ps.resourceAPI = nil
	if _, err := in.EvalFile(f); err != nil {
		var re *Error
		if errors.As(err, &re) {
			return nil, nil, re
		}
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil, err
		}
		return nil, nil, in.toError(err)
	}
	return ps.resourceAPI, in, nil
}
