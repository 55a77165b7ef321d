package functions

import (
	"context"

	"github.com/punch-dev/punch/compiler/values"
)

// PuppetDBQuerier answers puppetdb_query: query is the function's argument
// (a PQL string or a query AST as an array) and the answer PuppetDB's,
// decoded from JSON. Errors carry Puppet's wording (the PuppetDB
// terminus's). api/puppetdb's Client is one.
type PuppetDBQuerier interface {
	PuppetDBQuery(ctx context.Context, query values.Value) (values.Value, error)
}

// PuppetDBContext is the optional interface of a Context that gives the
// compile's PuppetDB (the evaluator's does).
type PuppetDBContext interface {
	// PuppetDB returns the compile's context and its PuppetDB, nil when
	// the compile has none.
	PuppetDB() (context.Context, PuppetDBQuerier)
}

// errNoPuppetDB is puppetdb_query's error when the compile has no PuppetDB:
// Puppet would try https://puppetdb:8081 (the terminus's default); Punch
// says what to configure instead.
const errNoPuppetDB = "puppetdb_query: this compile has no PuppetDB to query: configure one with " +
	"$confdir/puppetdb.conf (server_urls), --server_urls, or storeconfigs_backend = puppetdb; " +
	"Punch's embedded store answers exported collectors only"

func puppetdbQueryFunctions(l *Lib) {
	// The PuppetDB terminus's function (puppet-terminus-puppetdb's
	// lib/puppet/functions/puppetdb_query.rb): installed with Puppet's own
	// code, so every environment has it.
	l.Register("puppetdb_query", "",
		Sig(func(c Context, args []values.Value, _ Block) (values.Value, error) {
			pc, ok := c.(PuppetDBContext)
			if !ok {
				return nil, Errorf(errNoPuppetDB)
			}
			ctx, q := pc.PuppetDB()
			if q == nil {
				return nil, Errorf(errNoPuppetDB)
			}
			return q.PuppetDBQuery(ctx, args[0])
		}).Req("query", "Variant[String[1], Array[Data, 1]]"))
}
