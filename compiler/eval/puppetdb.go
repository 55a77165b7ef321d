package eval

import (
	"context"

	"github.com/punch-dev/punch/compiler/functions"
)

// PuppetDB gives puppetdb_query the compile's context and PuppetDB
// (Request.PuppetDB; nil when the compile has none).
func (x *callContext) PuppetDB() (context.Context, functions.PuppetDBQuerier) {
	return x.c.ctx, x.c.req.PuppetDB
}
