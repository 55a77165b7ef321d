package compiler

import (
	"context"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/util/execution"
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
//
// A compile whose code ran a command (generate(), a module's Ruby
// running one: execution.Track) is never run again: Puppet compiles a
// catalog once, so the command's effects happen once, and a compile that
// changes its own environment's files (a generate() writing a manifest)
// keeps the catalog of the code it started with, as Puppet's does.
func compileChecked(ctx context.Context, req *Request) (*catalog.Catalog, []StageTiming, error) {
	for attempt := 1; ; attempt++ {
		runCtx, ranCommand := execution.Track(ctx)
		cat, timings, err := eval.Compile(runCtx, req)
		if req.Recheck == nil || attempt >= maxCompileAttempts || ctx.Err() != nil || ranCommand() {
			return cat, timings, err
		}
		next := req.Recheck.Recheck(req)
		if next == nil {
			return cat, timings, err
		}
		req = next
	}
}
