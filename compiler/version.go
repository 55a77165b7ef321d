package compiler

import (
	"context"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
)

// CatalogVersioner gives catalogs their version with an environment's
// config_version command; see eval.CatalogVersioner and the "catalog
// version" stage.
type CatalogVersioner = eval.CatalogVersioner

// compile runs the compile's stages (eval.Compile: the catalog version,
// the evaluation, the catalog, the UTF-8 check). A Request that sets no
// Versioner gets its Loader as one when the Loader can version catalogs:
// punch compile, lookup and diff set only the Loader (the server sets
// Versioner itself).
func compile(ctx context.Context, req *Request) (*catalog.Catalog, []StageTiming, error) {
	if req.Versioner == nil {
		if cv, ok := req.Loader.(CatalogVersioner); ok {
			r := *req
			r.Versioner = cv
			req = &r
		}
	}
	return eval.Compile(ctx, req)
}
