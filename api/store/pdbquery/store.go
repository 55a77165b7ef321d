package pdbquery

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// Querier answers puppetdb_query from Punch's embedded store: it is the
// compile's functions.PuppetDBQuerier with storeconfigs_backend = punch
// (punch serve, punch compile --storeconfigs). Safe for concurrent use.
type Querier struct {
	Store *store.Store
	// Producer is the certname of the server that stores the facts
	// (PuppetDB's factsets "producer"; the server's certname).
	Producer string

	mu sync.Mutex
	// cache holds each node's decoded documents, kept while the store
	// holds the same ones (by their stored time and size), so that the
	// queries of many compiles do not decode every node's catalog again.
	cache map[string]*cached
}

type cached struct {
	facts, report, catalog stamp
	node                   Node
}

// stamp identifies a stored document.
type stamp struct {
	at   time.Time
	size int
}

var _ functions.PuppetDBQuerier = (*Querier)(nil)

// PuppetDBQuery implements functions.PuppetDBQuerier. A query PuppetDB
// would refuse fails as the PuppetDB terminus reports PuppetDB's text
// (Ruby's JSON parser's "unexpected token at 'TEXT'", see
// api/puppetdb's Client.PuppetDBQuery).
func (q *Querier) PuppetDBQuery(ctx context.Context, query values.Value) (values.Value, error) {
	v, err := q.Query(ctx, query)
	if err != nil {
		var pe *Error
		if errors.As(err, &pe) {
			return nil, errors.New("unexpected token at '" + pe.Msg + "'")
		}
		return nil, err
	}
	return v, nil
}

// Query answers a query (a PQL string or an AST array) as PuppetDB's
// /pdb/query/v4 does; PuppetDB's refusals are *Error (a 400 there).
func (q *Querier) Query(ctx context.Context, query values.Value) (values.Value, error) {
	nodes, err := q.Nodes()
	if err != nil {
		return nil, fmt.Errorf("puppetdb_query: reading the embedded store: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return Evaluate(query, nodes)
}

// Nodes reads every node of the store, in certname order. The Nodes are
// shared between queries and must not be modified.
func (q *Querier) Nodes() ([]*Node, error) {
	infos, err := q.Store.Nodes()
	if err != nil {
		return nil, err
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.cache == nil {
		q.cache = map[string]*cached{}
	}
	seen := make(map[string]bool, len(infos))
	out := make([]*Node, 0, len(infos))
	for _, info := range infos {
		seen[info.Name] = true
		c := q.cache[info.Name]
		if c == nil {
			c = &cached{}
		}
		nc := *c
		nc.node.Certname = info.Name
		nc.node.Deactivated = info.Deactivated
		if err := q.refresh(&nc, info); err != nil {
			return nil, err
		}
		if nc.node.memo == nil || nc.facts != c.facts || nc.report != c.report || nc.catalog != c.catalog ||
			!sameTime(nc.node.Deactivated, c.node.Deactivated) {
			nc.node.memo = &rowMemo{rows: map[*entity][]row{}}
		}
		q.cache[info.Name] = &nc
		n := nc.node
		n.FactsProducer = q.Producer
		out = append(out, &n)
	}
	for name := range q.cache {
		if !seen[name] {
			delete(q.cache, name)
		}
	}
	return out, nil
}

func sameTime(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(*b)
}

// refresh reads the documents of a node that changed since they were
// cached.
func (q *Querier) refresh(c *cached, info store.NodeInfo) error {
	if m := info.Facts; m == nil {
		c.facts, c.node.Facts = stamp{}, nil
	} else if s := (stamp{m.Stored, m.Size}); s != c.facts {
		rec, err := q.Store.Get(info.Name, store.Facts)
		if err != nil {
			return err
		}
		c.node.Facts = decodeFacts(info.Name, rec.Data)
		c.node.FactsEnv, c.node.FactsTime, c.facts = rec.Environment, rec.Stored, s
	}
	if m := info.Report; m == nil {
		c.report, c.node.Report = stamp{}, nil
	} else if s := (stamp{m.Stored, m.Size}); s != c.report {
		rec, err := q.Store.Get(info.Name, store.Report)
		if err != nil {
			return err
		}
		v, _ := decodeDoc(rec.Data)
		c.node.Report, _ = v.(*values.Hash)
		c.node.ReportEnv, c.node.ReportTime, c.report = rec.Environment, rec.Stored, s
	}
	if info.PDBCatalog == nil {
		c.catalog, c.node.Catalog, c.node.LoadCatalog = stamp{}, nil, nil
	} else if s := (stamp{at: *info.PDBCatalog}); s != c.catalog {
		// Read on first use: a query of facts or inventory needs none.
		c.node.Catalog, c.node.CatalogTime, c.catalog = nil, *info.PDBCatalog, s
		c.node.LoadCatalog = q.catalogLoader(info.Name)
	}
	return nil
}

// catalogLoader reads and decodes a node's PuppetDB catalog once, for
// every query that needs it while it stays the same.
func (q *Querier) catalogLoader(node string) func() *values.Hash {
	var once sync.Once
	var cat *values.Hash
	return func() *values.Hash {
		once.Do(func() {
			b, _, err := q.Store.PDBCatalog(node)
			if err != nil {
				return // deleted since: no catalog
			}
			v, err := decodeDoc(b)
			if err == nil {
				cat, _ = v.(*values.Hash)
			}
		})
		return cat
	}
}

// decodeDoc decodes a stored JSON document with environments/data's
// decoder (about ten times cheaper than encoding/json's tokens, which
// wire.Decode reads: BenchmarkInventoryByClassCold).
func decodeDoc(b []byte) (values.Value, error) {
	v, err := data.DecodeJSON(b, data.JSONOptions{})
	if err != nil {
		return nil, err
	}
	return values.FromData(v), nil
}

// decodeFacts reads a stored facts document: Puppet's facts object
// ({"name": ..., "values": {...}}, as agents send them to punch serve,
// with the node's $trusted beside the values under store.TrustedKey) or
// the values alone (older stores). As Puppet Server's PuppetDB terminus
// does, the facts get the node's "trusted" hash: the one stored beside
// them, else Puppet's default for a node without certificate extensions.
func decodeFacts(node string, data []byte) *values.Hash {
	v, err := decodeDoc(data)
	if err != nil {
		return nil
	}
	h, ok := v.(*values.Hash)
	if !ok {
		return nil
	}
	var trusted values.Value
	if vals, ok := get(h, "values").(*values.Hash); ok {
		if _, named := get(h, "name").(string); named {
			if t, ok := get(h, store.TrustedKey).(*values.Hash); ok {
				trusted = t
			}
			h = vals
		}
	}
	if trusted != nil {
		h = h.Clone()
		h.Put("trusted", trusted)
	} else if _, ok := h.Get("trusted"); !ok {
		h = h.Clone()
		h.Put("trusted", eval.DefaultTrusted(node))
	}
	return h
}
