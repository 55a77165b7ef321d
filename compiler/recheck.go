package compiler

import (
	"context"

	"github.com/punch-dev/punch/compiler/catalog"
)

// Rechecker is implemented by a Loader that reads an environment's files
// as the compile needs them: after a compile, Recheck tells whether the
// files it read may have changed while it ran, mixing two states of the
// environment in one catalog. It returns the Loader to compile again with
// (a newer state of the environment), or nil when the catalog stands.
type Rechecker interface {
	Recheck() Loader
}

// maxCompileAttempts bounds the compiles of one request whose files keep
// changing under it; the last catalog is kept.
const maxCompileAttempts = 3

// compileChecked runs the compile, again on a newer state of the
// environment when the Loader says the files changed under it. The
// messages of a compile that is run again were already given; they are
// given again by the next run.
func compileChecked(ctx context.Context, req *Request) (*catalog.Catalog, []StageTiming, error) {
	rc, ok := req.Loader.(Rechecker)
	if !ok {
		return compile(ctx, req)
	}
	r := *req
	for attempt := 1; ; attempt++ {
		cat, timings, err := compile(ctx, &r)
		if attempt >= maxCompileAttempts || ctx.Err() != nil {
			return cat, timings, err
		}
		next := rc.Recheck()
		if next == nil {
			return cat, timings, err
		}
		if cv, ok := r.Loader.(CatalogVersioner); ok && r.Versioner == cv {
			// The version comes from the environment's state the compile
			// runs on: the newer one's.
			r.Versioner, _ = next.(CatalogVersioner)
		}
		r.Loader = next
		if rc, ok = next.(Rechecker); !ok {
			return compile(ctx, &r)
		}
	}
}
