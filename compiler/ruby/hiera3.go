package ruby

import (
	"context"
	_ "embed"
	"sync"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/hiera"
)

// Hiera 3 custom backends: Hiera's Ruby API (hiera3.rb, loaded by
// `require 'hiera'` or any of its files, or by the first reference to
// Hiera: Puppet has loaded hiera before it runs a backend) and the lookup
// Puppet's V3BackendFunctionProvider makes (Interp.Hiera3Lookup). The
// backend's own file, hiera/backend/NAME_backend.rb, is found on the
// load path: the environment's module lib directories, as puppet apply
// and puppet lookup have them on Ruby's $LOAD_PATH.

//go:embed hiera3.rb
var hiera3Src string

var (
	hiera3Once sync.Once
	hiera3File *File
	hiera3Err  error
)

func init() {
	RegisterLibrary(Library{Name: "hiera", Autoload: []string{"Hiera"}, Setup: setupHiera3})
	// hiera.rb requires all of them: any one loads the whole API.
	for _, n := range []string{"hiera/backend", "hiera/config", "hiera/error", "hiera/filecache",
		"hiera/interpolate", "hiera/recursive_guard", "hiera/scope", "hiera/util", "hiera/version",
		"hiera/console_logger", "hiera/puppet_logger", "hiera/noop_logger", "hiera/fallback_logger", "hiera_puppet"} {
		RegisterLibrary(Library{Name: n, Requires: []string{"hiera"}, Setup: func(*Interp) error { return nil }})
	}
}

func setupHiera3(in *Interp) error {
	if err := in.loadPuppetAPI(); err != nil {
		return err
	}
	hiera3Once.Do(func() { hiera3File, hiera3Err = ParseWithLocals("<hiera>", hiera3Src) })
	if hiera3Err != nil {
		return &fatalErr{class: "Punch::InternalError", msg: "Hiera 3 API: " + hiera3Err.Error()}
	}
	if _, err := in.runFile(hiera3File); err != nil {
		return err
	}
	// Puppet answers hiera() and alias() inside a backend with a lookup
	// in the global layer only, which Punch does not run from Ruby.
	in.classByName("Hiera::Backend").DefineSingletonMethod("__punch_global_lookup", 2, 2, func(c *Call) (Value, error) {
		return nil, c.In.unsupportedErr("the hiera() and alias() interpolations inside a Hiera 3 backend (Puppet answers them with a lookup in the global layer only)")
	})
	return nil
}

// Hiera3Lookup runs one lookup of a Hiera 3 backend (hiera.V3Backend) as
// Puppet's V3BackendFunctionProvider#data_dig does: Hiera::Config set to
// the backend's configuration, the backend made once per Interp (a
// compile), and its lookup(key, scope, [], resolution_type, context) with
// the calling scope wrapped in Hiera::Scope. found is false when the
// backend threw :no_such_key; unloadable says why the backend could not
// be loaded or made (Puppet explains it and finds nothing). A Ruby error
// names the backend's file and line.
func (in *Interp) Hiera3Lookup(ctx context.Context, host Host, b *hiera.V3Backend) (v values.Value, found bool, unloadable string, err error) {
	savedCtx, savedHost := in.ctx, in.host
	if in.depth == 0 {
		in.steps, in.mem = 0, 0
	}
	in.ctx, in.host = ctx, host
	defer func() { in.ctx, in.host = savedCtx, savedHost }()
	res, rerr := in.protect(func() (Value, error) {
		if _, err := in.requireFeature("hiera"); err != nil {
			return nil, err
		}
		if _, err := in.callMethod(in.classByName("Hiera::Config"), "__punch_set", []Value{in.fromPuppet(b.Config)}, nil, nil, true); err != nil {
			return nil, err
		}
		args := []Value{NewString(b.Name), NewString(b.Key), in.scopeObject(false), in.fromPuppet(b.ResolutionType)}
		return in.callMethod(in.classByName("Hiera::Backend"), "__punch_lookup", args, nil, nil, true)
	})
	if rerr != nil {
		return nil, false, "", in.toError(rerr)
	}
	pair, ok := res.(*Array)
	if !ok || len(pair.a) != 2 {
		return nil, false, "", &Error{Class: "Punch::InternalError", Message: "Hiera 3 backend lookup gave " + in.anyToS(res)}
	}
	switch pair.a[0] {
	case nil:
		return nil, false, in.anyToS(pair.a[1]), nil
	case false:
		return nil, false, "", nil
	}
	pv, perr := in.toPuppet(pair.a[1])
	if perr != nil {
		return nil, false, "", in.toError(perr)
	}
	return pv, true, "", nil
}
