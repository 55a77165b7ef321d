// Package puppetdb is Punch's storeconfigs: where the catalogs, facts and
// reports of nodes go after a compile, and where exported collectors find
// the resources other nodes exported. Two backends implement Backend:
//
//   - Embedded, Punch's own store (api/store, a bbolt file under the
//     vardir; storeconfigs_backend = punch, the default): one process, no
//     other service.
//   - Client, a PuppetDB 7 server spoken to with its own HTTP APIs
//     (storeconfigs_backend = puppetdb): the "replace facts" v5, "replace
//     catalog" v9, "store report" v8 and "deactivate node" v3 commands, and
//     the v4 query API for collection, as Puppet's PuppetDB terminus does.
//
// Both keep and return the same data, in PuppetDB's form (package wire):
// the golden cases in testdata/cases, recorded from Puppet 7.23 with
// PuppetDB 7.12, are compiled against each.
package puppetdb

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
)

// Backend is a storeconfigs backend: it is the compiler's ExportSource and
// stores what a server or `punch compile --storeconfigs` produces. Its
// methods are safe for concurrent use.
type Backend interface {
	eval.ExportSource
	// StoreCatalog stores a node's compiled catalog (the whole compiler
	// result, exported resources included), replacing its previous
	// catalog and exports.
	StoreCatalog(ctx context.Context, cat *catalog.Catalog, opts wire.CatalogOptions) error
	// StoreFacts stores a node's facts (a JSON object of fact values).
	StoreFacts(ctx context.Context, f Facts) error
	// Deactivate deactivates a node: its exports are no longer collected.
	Deactivate(ctx context.Context, node string) error
	// Name says which backend this is, for messages ("punch", "puppetdb").
	Name() string
}

// Facts are a node's facts as a "replace facts" command carries them.
type Facts struct {
	Certname    string
	Environment string
	// Values is the JSON object of the facts.
	Values []byte
	// Trusted is the JSON object of the node's $trusted, which Puppet's
	// facts terminus stores as the fact "trusted" (nil: none given).
	Trusted []byte
	// Time is the producer timestamp (now when zero).
	Time time.Time
	// Producer is the certname of the server.
	Producer string
	// Wait, when positive, asks PuppetDB to process the command before it
	// answers, for up to Wait (its secondsToWaitForCompletion), so that
	// the compile that follows sees the facts, as it does in practice
	// behind Puppet Server, whose compile outlasts PuppetDB's processing
	// of them: without it Punch's compile of a node would ask PuppetDB
	// (puppetdb_query) before the node's own new facts are there.
	// PuppetDB still stores a command it did not finish in time.
	Wait time.Duration
}

// Embedded is the storeconfigs backend on Punch's own store.
type Embedded struct {
	Store *store.Store
	// ExportsOnly makes StoreCatalog store only the exported resources:
	// for punch serve, which keeps the catalog it serves itself.
	ExportsOnly bool
}

var _ Backend = (*Embedded)(nil)

// Name implements Backend.
func (e *Embedded) Name() string { return "punch" }

// Exported implements eval.ExportSource.
func (e *Embedded) Exported(ctx context.Context, node, typ string, q *eval.ExportQuery) ([]eval.ExportedResource, error) {
	return wire.Collected(e.Store.Exported(node, typ, q)), nil
}

// StoreCatalog implements Backend: the catalog as an agent is served it
// (as punch serve keeps it), and its exported resources as PuppetDB keeps
// them, in one transaction.
func (e *Embedded) StoreCatalog(ctx context.Context, cat *catalog.Catalog, opts wire.CatalogOptions) error {
	w, err := wire.FromCatalog(cat, opts)
	if err != nil {
		return err
	}
	// PuppetDB's form of the whole catalog too: puppetdb_query's
	// resources, catalogs and edges (api/store/pdbquery) read it.
	pdb, err := w.MarshalJSON()
	if err != nil {
		return err
	}
	if e.ExportsOnly {
		return e.Store.PutStoreconfigs(cat.Name, nil, pdb, w.Exports())
	}
	return e.Store.PutStoreconfigs(cat.Name, &store.Record{Node: cat.Name, Kind: store.Catalog, Environment: cat.Environment,
		TransactionUUID: opts.TransactionUUID, Stored: opts.Time, Data: cat.ForAgent().MarshalCompactJSON()}, pdb, w.Exports())
}

// StoreFacts implements Backend: Puppet's facts object, as punch serve
// keeps an agent's facts, with the node's $trusted beside the values
// (store.TrustedKey).
func (e *Embedded) StoreFacts(ctx context.Context, f Facts) error {
	vals := f.Values
	if len(vals) == 0 {
		vals = []byte("{}")
	}
	doc, err := json.Marshal(struct {
		Name   string          `json:"name"`
		Values json.RawMessage `json:"values"`
	}{f.Certname, vals})
	if err != nil {
		return fmt.Errorf("the facts of %s are not valid JSON: %w", f.Certname, err)
	}
	if f.Trusted != nil {
		if doc, err = withTrusted(doc, f.Trusted); err != nil {
			return err
		}
	}
	return e.Store.Put(store.Record{Node: f.Certname, Kind: store.Facts, Environment: f.Environment, Stored: f.Time, Data: doc})
}

// withTrusted adds the "trusted" member to a JSON object.
func withTrusted(obj, trusted []byte) ([]byte, error) {
	if !json.Valid(trusted) {
		return nil, fmt.Errorf("the trusted data is not valid JSON")
	}
	out, ok := store.WithMember(obj, store.TrustedKey, trusted)
	if !ok {
		return nil, fmt.Errorf("the facts are not a JSON object")
	}
	return out, nil
}

// Deactivate implements Backend.
func (e *Embedded) Deactivate(ctx context.Context, node string) error {
	_, err := e.Store.Deactivate(node, time.Time{})
	return err
}
