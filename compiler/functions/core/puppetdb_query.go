package core

import (
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// errNoPuppetDB is puppetdb_query's error when the compile has no PuppetDB
// and storeconfigs is off: Puppet would try https://puppetdb:8081 (the
// terminus's default); Punch says what to configure instead. With
// storeconfigs on, Punch's embedded store answers the query
// (api/store/pdbquery).
const errNoPuppetDB = "puppetdb_query: this compile has no PuppetDB to query: configure one with " +
	"$confdir/puppetdb.conf (server_urls), --server_urls, or storeconfigs_backend = puppetdb, " +
	"or turn storeconfigs on (--storeconfigs): Punch's embedded store then answers it"

func puppetdbQueryFunctions(l *functions.Lib) {
	// The PuppetDB terminus's function (puppet-terminus-puppetdb's
	// lib/puppet/functions/puppetdb_query.rb): installed with Puppet's own
	// code, so every environment has it.
	l.Register("puppetdb_query", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			ctx, q := c.PuppetDB()
			if q == nil {
				return nil, functions.Errorf(errNoPuppetDB)
			}
			return q.PuppetDBQuery(ctx, args[0])
		}).Req("query", "Variant[String[1], Array[Data, 1]]"))
}
