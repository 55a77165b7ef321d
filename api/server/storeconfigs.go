package server

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/compiler/catalog"
)

// StoreConfigs turns storeconfigs on for a server (Config.StoreConfigs):
// every compile collects other nodes' exported resources from Backend, and
// every catalog request stores the node's facts there before the compile
// and, when it succeeds, the catalog before it is served, as Puppet Server
// does with PuppetDB.
type StoreConfigs struct {
	// Backend is the embedded store (puppetdb.Embedded on the server's
	// Store, with ExportsOnly set: the server keeps facts and catalogs
	// itself) or a PuppetDB client.
	Backend puppetdb.Backend
	// Reports sends each report to the backend too (the puppetdb report
	// processor: "store report" to PuppetDB; the embedded store already
	// keeps reports).
	Reports bool
	// Producer is this server's certname, the commands' producer.
	Producer string
}

// factsWait is how long a catalog request waits for PuppetDB to process
// the node's facts before compiling (puppetdb.Facts.Wait).
const factsWait = 5 * time.Second

// storeConfigsFacts stores the node's facts in the storeconfigs backend
// before its compile, as Puppet Server's catalog terminus saves them
// (replace facts) before it compiles: the compile's own puppetdb_query can
// see them, and they are stored when the compile then fails. A failure
// fails the catalog request (with soft_write_failure the PuppetDB client
// logs it and returns nil). The embedded store needs nothing here: the
// server keeps the facts itself.
func (s *Server) storeConfigsFacts(ctx context.Context, job *compileJob) error {
	sc := s.cfg.StoreConfigs
	if sc == nil || sc.Backend == nil || job.skipStoreFacts {
		return nil
	}
	b := sc.Backend
	if _, embedded := b.(*puppetdb.Embedded); embedded {
		return nil
	}
	// As Puppet's terminus: the facts with $trusted added.
	f := puppetdb.Facts{Certname: job.node.Name, Environment: job.node.Environment,
		Values: wire.AppendValue(nil, job.facts), Producer: sc.Producer, Time: time.Now(), Wait: factsWait}
	if job.trusted != nil {
		f.Trusted = wire.AppendValue(nil, job.trusted)
	}
	if err := b.StoreFacts(ctx, f); err != nil {
		return storeConfigsError(b, "the facts", job.node.Name, err)
	}
	return nil
}

// storeConfigsAfterCompile stores a successful compile's catalog in the
// storeconfigs backend. A failure fails the catalog request (with
// soft_write_failure the PuppetDB client logs it and returns nil), with an
// error naming the backend and what to do.
func (s *Server) storeConfigsAfterCompile(ctx context.Context, job *compileJob, cat *catalog.Catalog) error {
	sc := s.cfg.StoreConfigs
	if sc == nil || sc.Backend == nil || job.skipStoreCatalog {
		return nil
	}
	start := time.Now()
	b := sc.Backend
	opts := wire.CatalogOptions{TransactionUUID: job.transactionUUID, Producer: sc.Producer, Time: start}
	if err := b.StoreCatalog(ctx, cat, opts); err != nil {
		return storeConfigsError(b, "the catalog", job.node.Name, err)
	}
	zerolog.Ctx(ctx).Debug().Str("node", job.node.Name).Str("backend", b.Name()).Dur("duration", time.Since(start)).
		Msg("stored the catalog for storeconfigs")
	return nil
}

func storeConfigsError(b puppetdb.Backend, what, node string, err error) error {
	var pe *puppetdb.Error
	if errors.As(err, &pe) {
		return fmt.Errorf("Failed to submit %s of %s to PuppetDB (storeconfigs): %w; the catalog was not served. Set soft_write_failure = true in puppetdb.conf to serve catalogs while PuppetDB is unreachable", what, node, err)
	}
	return fmt.Errorf("could not store %s of %s in the storeconfigs store (%s): %w", what, node, b.Name(), err)
}

// storeConfigsReport sends a stored report to PuppetDB when the puppetdb
// report processor is on. A failure is logged: the report is already in
// Punch's store and the agent is not told (as Puppet Server's report
// processors).
func (s *Server) storeConfigsReport(ctx context.Context, node string, body []byte) {
	sc := s.cfg.StoreConfigs
	if sc == nil || !sc.Reports {
		return
	}
	c, ok := sc.Backend.(*puppetdb.Client)
	if !ok {
		return
	}
	if err := c.StoreReport(ctx, node, body); err != nil {
		zerolog.Ctx(ctx).Error().Err(err).Str("node", node).
			Msg("could not send the report to PuppetDB (reports = puppetdb); it is kept in Punch's store")
	}
}
