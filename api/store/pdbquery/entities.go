package pdbquery

import (
	"crypto/sha1"
	"encoding/hex"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/compiler/values"
)

// Node is what the store knows of one node, in the form the entities
// read it.
type Node struct {
	Certname    string
	Deactivated *time.Time
	// Facts are the node's fact values (nil: none stored), FactsEnv the
	// environment they came with, FactsTime when they were stored.
	Facts     *values.Hash
	FactsEnv  string
	FactsTime time.Time
	// FactsProducer is the certname of the server that stored the facts
	// ("": unknown).
	FactsProducer string
	// Catalog is the node's last catalog in PuppetDB's form (the "replace
	// catalog" payload decoded; nil: none), CatalogTime when stored. When
	// LoadCatalog is set, the catalog is read by it on first use instead
	// (only queries of resources, catalogs, edges and nodes need it).
	Catalog     *values.Hash
	CatalogTime time.Time
	LoadCatalog func() *values.Hash
	// Report is the node's last report as the agent sent it (nil: none).
	Report     *values.Hash
	ReportEnv  string
	ReportTime time.Time

	// memo keeps the rows each entity made of this node's documents
	// (nil: none kept), shared by the queries that read the same
	// documents.
	memo *rowMemo
}

type rowMemo struct {
	mu   sync.Mutex
	rows map[*entity][]row
}

// catalog is the node's PuppetDB catalog (nil: none).
func (n *Node) catalog() *values.Hash {
	if n.Catalog == nil && n.LoadCatalog != nil {
		return n.LoadCatalog()
	}
	return n.Catalog
}

// rowsOf is e's rows of the node, made once per version of its documents
// when the node has a memo. The rows are shared and never modified.
func (n *Node) rowsOf(e *entity) []row {
	if n.memo == nil {
		return e.rows(n)
	}
	n.memo.mu.Lock()
	defer n.memo.mu.Unlock()
	if r, ok := n.memo.rows[e]; ok {
		return r
	}
	r := e.rows(n)
	n.memo.rows[e] = r
	return r
}

// Active reports whether PuppetDB's default filter keeps the node.
func (n *Node) Active() bool { return n.Deactivated == nil }

// fieldType is how a field compares (PuppetDB's column types).
type fieldType int

const (
	tString fieldType = iota
	tTime
	tNumber
	tBool
	tScalar // jsonb-scalar: a fact's value
	tPath   // fact_contents' path
	tArray  // resources' tags
	tJSON   // queryable JSON: inventory's facts, trusted; resources' parameters
)

// entity is one of PuppetDB's query entities.
type entity struct {
	name string
	// keys are the fields an answer row has, in PuppetDB's order.
	keys []string
	// extractOrder is the order PuppetDB names the fields it can extract
	// in its error (keys when nil).
	extractOrder []string
	types        map[string]fieldType
	// queryOnly are fields a query may test but not extract.
	queryOnly map[string]fieldType
	// dotted are the JSON fields whose paths (facts.os.family) a query
	// may name.
	dotted []string
	// unqueryable are fields extracted but not queryable.
	unqueryable map[string]bool
	rows        func(n *Node) []row
}

// row is one answer row before projection.
type row struct {
	node   *Node
	fields map[string]values.Value
}

func (e *entity) fieldType(f string) (fieldType, bool) {
	if t, ok := e.types[f]; ok {
		return t, true
	}
	t, ok := e.queryOnly[f]
	return t, ok
}

// queryable lists the queryable fields, sorted (PuppetDB's error lists
// them so).
func (e *entity) queryable() []string {
	var out []string
	for f := range e.types {
		if !e.unqueryable[f] {
			out = append(out, f)
		}
	}
	for f := range e.queryOnly {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

func typesOf(t fieldType, names ...string) map[string]fieldType {
	m := map[string]fieldType{}
	for _, n := range names {
		m[n] = t
	}
	return m
}

func merge(ms ...map[string]fieldType) map[string]fieldType {
	out := map[string]fieldType{}
	for _, m := range ms {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}

// pdbTime is PuppetDB's JSON time: UTC, milliseconds, "Z".
func pdbTime(t time.Time) values.Value {
	if t.IsZero() {
		return nil
	}
	return t.UTC().Format("2006-01-02T15:04:05.000Z")
}

func strOrNull(s string) values.Value {
	if s == "" {
		return nil
	}
	return s
}

// hashOf is a SHA-1 of a value's JSON: Punch's stand-in for PuppetDB's
// resource and document hashes (a stable identity, not PuppetDB's digits).
func hashOf(parts ...values.Value) string {
	h := sha1.New()
	for _, p := range parts {
		h.Write(wire.AppendValue(nil, p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

func get(h *values.Hash, k string) values.Value {
	if h == nil {
		return nil
	}
	v, _ := h.Get(k)
	return v
}

func getStr(h *values.Hash, k string) string {
	s, _ := get(h, k).(string)
	return s
}

var entityTable map[string]*entity

func init() {
	nodeKeys := []string{"deactivated", "latest_report_hash", "facts_environment", "cached_catalog_status", "report_environment",
		"latest_report_corrective_change", "catalog_environment", "facts_timestamp", "latest_report_noop", "expired",
		"latest_report_noop_pending", "report_timestamp", "certname", "catalog_timestamp", "latest_report_job_id", "latest_report_status"}
	entityTable = map[string]*entity{
		"nodes": {name: "nodes", keys: nodeKeys,
			types: merge(typesOf(tString, "certname", "deactivated", "facts_environment", "latest_report_hash", "latest_report_status",
				"latest_report_job_id", "cached_catalog_status", "catalog_environment", "report_environment"),
				typesOf(tTime, "expired", "catalog_timestamp", "facts_timestamp", "report_timestamp"),
				typesOf(tBool, "latest_report_noop", "latest_report_noop_pending", "latest_report_corrective_change")),
			rows: nodeRows},
		"facts": {name: "facts", keys: []string{"certname", "environment", "name", "value"},
			types: merge(typesOf(tString, "certname", "environment", "name"), typesOf(tScalar, "value")),
			rows:  factRows},
		"fact_contents": {name: "fact_contents", keys: []string{"certname", "environment", "path", "name", "value"},
			types: merge(typesOf(tString, "certname", "environment", "name"), typesOf(tScalar, "value"), typesOf(tPath, "path")),
			rows:  factContentRows},
		"inventory": {name: "inventory", keys: []string{"certname", "timestamp", "environment", "facts", "trusted"},
			types:  merge(typesOf(tString, "certname", "environment"), typesOf(tTime, "timestamp"), typesOf(tJSON, "facts", "trusted")),
			dotted: []string{"facts", "trusted"}, rows: inventoryRows},
		"resources": {name: "resources", keys: []string{"tags", "file", "type", "title", "line", "resource", "environment", "certname", "parameters", "exported"},
			extractOrder: []string{"resource", "certname", "tags", "exported", "line", "title", "type", "environment", "file", "parameters"},
			types: merge(typesOf(tString, "certname", "environment", "resource", "type", "title", "file"), typesOf(tArray, "tags"),
				typesOf(tBool, "exported"), typesOf(tNumber, "line"), typesOf(tJSON, "parameters")),
			queryOnly: typesOf(tArray, "tag"), dotted: []string{"parameters"}, rows: resourceRows},
		"factsets": {name: "factsets", keys: []string{"timestamp", "facts", "certname", "hash", "producer_timestamp", "producer", "environment"},
			types: merge(typesOf(tString, "certname", "hash", "producer", "environment"), typesOf(tTime, "timestamp", "producer_timestamp"),
				typesOf(tJSON, "facts")),
			unqueryable: map[string]bool{"facts": true}, rows: factsetRows},
		"catalogs": {name: "catalogs", keys: []string{"catalog_uuid", "producer", "hash", "transaction_uuid", "producer_timestamp", "environment",
			"code_id", "version", "resources", "certname", "edges", "job_id"},
			types: merge(typesOf(tString, "catalog_uuid", "producer", "hash", "transaction_uuid", "environment", "code_id", "version",
				"certname", "job_id"), typesOf(tTime, "producer_timestamp"), typesOf(tJSON, "resources", "edges")),
			unqueryable: map[string]bool{"resources": true, "edges": true}, rows: catalogRows},
		"edges": {name: "edges", keys: []string{"certname", "relationship", "source_title", "source_type", "target_title", "target_type"},
			types: typesOf(tString, "certname", "relationship", "source_title", "source_type", "target_title", "target_type"),
			rows:  edgeRows},
	}
}

func nodeRows(n *Node) []row {
	f := map[string]values.Value{"certname": n.Certname, "expired": nil, "deactivated": nil,
		"latest_report_hash": nil, "cached_catalog_status": nil, "report_environment": nil, "latest_report_corrective_change": nil,
		"latest_report_noop": nil, "latest_report_noop_pending": nil, "report_timestamp": nil, "latest_report_job_id": nil,
		"latest_report_status": nil, "facts_environment": nil, "facts_timestamp": nil, "catalog_environment": nil, "catalog_timestamp": nil}
	if n.Deactivated != nil {
		f["deactivated"] = pdbTime(*n.Deactivated)
	}
	if n.Facts != nil {
		f["facts_environment"] = strOrNull(n.FactsEnv)
		f["facts_timestamp"] = pdbTime(n.FactsTime)
	}
	if c := n.catalog(); c != nil {
		f["catalog_environment"] = strOrNull(getStr(c, "environment"))
		f["catalog_timestamp"] = pdbTime(n.CatalogTime)
	}
	if r := n.Report; r != nil {
		f["report_environment"] = strOrNull(n.ReportEnv)
		f["report_timestamp"] = pdbTime(n.ReportTime)
		f["latest_report_hash"] = hashOf(n.Certname, get(r, "transaction_uuid"), get(r, "time"))
		f["latest_report_status"] = get(r, "status")
		f["latest_report_noop"] = get(r, "noop")
		f["latest_report_noop_pending"] = get(r, "noop_pending")
		f["latest_report_corrective_change"] = get(r, "corrective_change")
		f["latest_report_job_id"] = get(r, "job_id")
		f["cached_catalog_status"] = get(r, "cached_catalog_status")
	}
	return []row{{node: n, fields: f}}
}

// factValues are a node's facts as PuppetDB keeps them: jsonb, keys in
// its order.
func factValues(n *Node) *values.Hash {
	if n.Facts == nil {
		return nil
	}
	h, _ := wire.JSONBOrder(n.Facts).(*values.Hash)
	return h
}

func factRows(n *Node) []row {
	h := factValues(n)
	if h == nil {
		return nil
	}
	out := make([]row, 0, h.Len())
	for i := 0; i < h.Len(); i++ {
		k, v := h.At(i)
		out = append(out, row{node: n, fields: map[string]values.Value{"certname": n.Certname, "environment": strOrNull(n.FactsEnv),
			"name": values.ToString(k), "value": v}})
	}
	return out
}

// factContentRows are the leaves of the facts (no hashes; arrays are
// walked by index), each with its path.
func factContentRows(n *Node) []row {
	h := factValues(n)
	if h == nil {
		return nil
	}
	var out []row
	var walk func(path []values.Value, name string, v values.Value)
	walk = func(path []values.Value, name string, v values.Value) {
		switch x := v.(type) {
		case *values.Hash:
			for i := 0; i < x.Len(); i++ {
				k, e := x.At(i)
				walk(append(path[:len(path):len(path)], values.ToString(k)), name, e)
			}
		case []values.Value:
			for i, e := range x {
				walk(append(path[:len(path):len(path)], int64(i)), name, e)
			}
		case nil:
		default:
			out = append(out, row{node: n, fields: map[string]values.Value{"certname": n.Certname, "environment": strOrNull(n.FactsEnv),
				"path": append([]values.Value(nil), path...), "name": name, "value": v}})
		}
	}
	for i := 0; i < h.Len(); i++ {
		k, v := h.At(i)
		name := values.ToString(k)
		walk([]values.Value{name}, name, v)
	}
	return out
}

func inventoryRows(n *Node) []row {
	h := factValues(n)
	if h == nil {
		return nil
	}
	return []row{{node: n, fields: map[string]values.Value{"certname": n.Certname, "timestamp": pdbTime(n.FactsTime),
		"environment": strOrNull(n.FactsEnv), "facts": h, "trusted": get(h, "trusted")}}}
}

func factsetRows(n *Node) []row {
	h := factValues(n)
	if h == nil {
		return nil
	}
	data := make([]values.Value, 0, h.Len())
	for i := 0; i < h.Len(); i++ {
		k, v := h.At(i)
		data = append(data, values.HashFrom("name", values.ToString(k), "value", v))
	}
	facts := values.HashFrom("data", data, "href", "/pdb/query/v4/factsets/"+n.Certname+"/facts")
	return []row{{node: n, fields: map[string]values.Value{"timestamp": pdbTime(n.FactsTime), "facts": facts, "certname": n.Certname,
		"hash": hashOf(n.Certname, h), "producer_timestamp": pdbTime(n.FactsTime), "producer": strOrNull(n.FactsProducer), "environment": strOrNull(n.FactsEnv)}}}
}

// catalogResources are the resources of the node's PuppetDB catalog.
func catalogResources(n *Node) []*values.Hash {
	rs, _ := get(n.catalog(), "resources").([]values.Value)
	out := make([]*values.Hash, 0, len(rs))
	for _, r := range rs {
		if h, ok := r.(*values.Hash); ok {
			out = append(out, h)
		}
	}
	return out
}

func resourceFields(n *Node, r *values.Hash) map[string]values.Value {
	params, _ := get(r, "parameters").(*values.Hash)
	if params == nil {
		params = values.NewHash(0)
	}
	params, _ = wire.JSONBOrder(params).(*values.Hash)
	tags, _ := get(r, "tags").([]values.Value)
	tags = clojureSetOrder(tags)
	exported, _ := get(r, "exported").(bool)
	return map[string]values.Value{"tags": tags, "file": get(r, "file"), "type": get(r, "type"), "title": get(r, "title"),
		"line": get(r, "line"), "resource": hashOf(get(r, "type"), get(r, "title"), params), "environment": strOrNull(getStr(n.catalog(), "environment")),
		"certname": n.Certname, "parameters": params, "exported": exported}
}

func resourceRows(n *Node) []row {
	if n.catalog() == nil {
		return nil
	}
	rs := catalogResources(n)
	out := make([]row, 0, len(rs))
	for _, r := range rs {
		out = append(out, row{node: n, fields: resourceFields(n, r)})
	}
	return out
}

// edgeFields are an edge of the PuppetDB catalog as the edges entity has it.
func edgeFields(e *values.Hash) (srcType, srcTitle, tgtType, tgtTitle, rel values.Value) {
	src, _ := get(e, "source").(*values.Hash)
	tgt, _ := get(e, "target").(*values.Hash)
	return get(src, "type"), get(src, "title"), get(tgt, "type"), get(tgt, "title"), get(e, "relationship")
}

func catalogEdges(n *Node) []*values.Hash {
	es, _ := get(n.catalog(), "edges").([]values.Value)
	out := make([]*values.Hash, 0, len(es))
	for _, e := range es {
		if h, ok := e.(*values.Hash); ok {
			out = append(out, h)
		}
	}
	return out
}

func edgeRows(n *Node) []row {
	if n.catalog() == nil {
		return nil
	}
	var out []row
	for _, e := range catalogEdges(n) {
		st, sti, tt, tti, rel := edgeFields(e)
		out = append(out, row{node: n, fields: map[string]values.Value{"certname": n.Certname, "relationship": rel,
			"source_title": sti, "source_type": st, "target_title": tti, "target_type": tt}})
	}
	return out
}

func catalogRows(n *Node) []row {
	c := n.catalog()
	if c == nil {
		return nil
	}
	var rdata []values.Value
	for _, r := range catalogResources(n) {
		f := resourceFields(n, r)
		rdata = append(rdata, values.HashFrom("resource", f["resource"], "type", f["type"], "title", f["title"], "tags", f["tags"],
			"exported", f["exported"], "file", f["file"], "line", f["line"], "parameters", f["parameters"]))
	}
	var edata []values.Value
	for _, e := range catalogEdges(n) {
		st, sti, tt, tti, rel := edgeFields(e)
		edata = append(edata, values.HashFrom("source_type", st, "source_title", sti, "target_type", tt, "target_title", tti, "relationship", rel))
	}
	href := "/pdb/query/v4/catalogs/" + n.Certname + "/"
	uuid := get(c, "catalog_uuid")
	ts := get(c, "producer_timestamp")
	if s, ok := ts.(string); ok {
		if t, err := time.Parse("2006-01-02T15:04:05.000-07:00", s); err == nil {
			ts = pdbTime(t)
		}
	}
	return []row{{node: n, fields: map[string]values.Value{"catalog_uuid": uuid, "producer": get(c, "producer"),
		"hash": hashOf(n.Certname, get(c, "version"), uuid), "transaction_uuid": get(c, "transaction_uuid"), "producer_timestamp": ts,
		"environment": strOrNull(getStr(c, "environment")), "code_id": get(c, "code_id"), "version": get(c, "version"),
		"resources": values.HashFrom("data", orEmpty(rdata), "href", href+"resources"), "certname": n.Certname,
		"edges": values.HashFrom("data", orEmpty(edata), "href", href+"edges"), "job_id": get(c, "job_id")}}}
}

func orEmpty(a []values.Value) []values.Value {
	if a == nil {
		return []values.Value{}
	}
	return a
}

// splitDotted splits a dotted field into its parts as PuppetDB reads
// them: "quoted parts" keep their dots, name[N] is an index.
func splitDotted(f string) []string {
	var parts []string
	for len(f) > 0 {
		if f[0] == '"' {
			if j := strings.Index(f[1:], `"`); j >= 0 {
				parts = append(parts, f[1:j+1])
				f = strings.TrimPrefix(f[j+2:], ".")
				continue
			}
		}
		i := strings.IndexByte(f, '.')
		if i < 0 {
			parts = append(parts, f)
			break
		}
		parts = append(parts, f[:i])
		f = f[i+1:]
	}
	return parts
}
