package compiler

import (
	"context"
	"time"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
)

// CatalogVersioner is implemented by a Loader whose environment gives
// catalogs their version with a config_version command (Puppet's
// TypeCollection#version): version is the command's output, ok false when
// the environment has no such command (the catalog version is then
// Request.Version, or the time of the compile). The error is Puppet's
// ("Execution of config_version command `CMD` failed: ...").
type CatalogVersioner interface {
	CatalogVersion(ctx context.Context) (version string, ok bool, err error)
}

// compile runs the compile, then fails a catalog that Puppet could not
// write as JSON (see checkUTF8).
func compile(ctx context.Context, req *Request) (*catalog.Catalog, []StageTiming, error) {
	cat, timings, err := compileVersioned(ctx, req)
	if err == nil && cat != nil {
		if err := checkUTF8(cat); err != nil {
			return nil, timings, err
		}
	}
	return cat, timings, err
}

// compileVersioned runs the compile with the catalog version of the
// environment: Puppet computes it when the compiler starts, right after
// parsing the main manifest (whose errors come first), before anything is
// evaluated, and a failing command fails the compile.
func compileVersioned(ctx context.Context, req *Request) (*catalog.Catalog, []StageTiming, error) {
	cv, ok := req.Loader.(CatalogVersioner)
	if !ok {
		return eval.Compile(ctx, req)
	}
	if _, err := req.Loader.Manifests(); err != nil {
		return eval.Compile(ctx, req)
	}
	start := time.Now()
	version, ok, err := cv.CatalogVersion(ctx)
	timing := StageTiming{Name: "catalog version", Duration: time.Since(start)}
	if err != nil {
		if ctx.Err() != nil {
			return nil, []StageTiming{timing}, ctx.Err()
		}
		return nil, []StageTiming{timing}, &eval.Error{Message: err.Error(), Node: req.Node}
	}
	cat, timings, err := eval.Compile(ctx, req)
	if cat != nil && ok {
		cat.VersionText = &version
	}
	return cat, append([]StageTiming{timing}, timings...), err
}
