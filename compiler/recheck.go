package compiler

import (
	"context"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
)

// Rechecker tells, after a compile, whether the files it read may have
// changed under it (Request.Recheck); see eval.Rechecker.
type Rechecker = eval.Rechecker

// maxCompileAttempts bounds the compiles of one request whose files keep
// changing under it; the last catalog is kept.
const maxCompileAttempts = 3

// compileChecked runs the compile's stages (eval.Compile: the catalog
// version, the evaluation, the catalog, the UTF-8 check), again on a
// newer state of the environment when the request's Recheck says the
// files changed under it. The messages of a compile that is run again
// were already given; they are given again by the next run.
func compileChecked(ctx context.Context, req *Request) (*catalog.Catalog, []StageTiming, error) {
	for attempt := 1; ; attempt++ {
		cat, timings, err := eval.Compile(ctx, req)
		if req.Recheck == nil || attempt >= maxCompileAttempts || ctx.Err() != nil {
			return cat, timings, err
		}
		next := req.Recheck.Recheck(req)
		if next == nil {
			return cat, timings, err
		}
		req = next
	}
}
