package store

// Storeconfigs: each node's exported resources, kept with its catalog in
// the node's bucket (key "exports": PuppetDB's JSON form of the resources,
// see api/puppetdb/wire), and the node's deactivation (key "deactivated":
// an RFC 3339 time), so that deleting a node removes them with the rest.
// An index in memory, built at Open and updated after each commit, answers
// exported collectors without reading the file.

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
)

var (
	keyExports     = []byte("exports")
	keyDeactivated = []byte("deactivated")
	// keyPDBCatalog is the node's last catalog in PuppetDB's form, and
	// keyPDBCatalogStored when it was stored (RFC 3339).
	keyPDBCatalog       = []byte("pdbcatalog")
	keyPDBCatalogStored = []byte("pdbcatalog@stored")
)

// exportIndex is the in-memory view of every node's exported resources.
type exportIndex struct {
	mu sync.RWMutex
	// byType holds the exported resources of each type.
	byType map[string]*typeIndex
	// types lists the types each node exports (to replace its entries).
	types       map[string][]string
	deactivated map[string]time.Time
}

// typeIndex is the exported resources of one type, node by node, with
// the nodes that have each title, tag and scalar parameter value, so that
// a collector's query reads only the nodes that can match (a collector
// matching 100 resources of 10,000 reads those 100 nodes' resources).
type typeIndex struct {
	nodes map[string][]*wire.Resource
	// sorted are the node names in order.
	sorted []string
	// keys maps an indexed key (see titleKey, tagKey, paramKey) to the
	// nodes having it, with how many of their resources do.
	keys map[string]map[string]int
}

func titleKey(t string) string { return "t\x00" + t }
func tagKey(t string) string   { return "g\x00" + t }

// paramKey is the key of a parameter's scalar value; ok is false for
// values that are not indexed (arrays, hashes, null). Numbers are keyed by
// value (1 and 1.0 are equal in PuppetDB's JSON comparison).
func paramKey(name string, v values.Value) (string, bool) {
	switch x := v.(type) {
	case string:
		return "p\x00" + name + "\x00s" + x, true
	case bool:
		if x {
			return "p\x00" + name + "\x00btrue", true
		}
		return "p\x00" + name + "\x00bfalse", true
	case int64:
		return "p\x00" + name + "\x00n" + strconv.FormatFloat(float64(x), 'g', -1, 64), true
	case float64:
		return "p\x00" + name + "\x00n" + strconv.FormatFloat(x, 'g', -1, 64), true
	}
	return "", false
}

// resourceKeys lists the indexed keys of a resource.
func resourceKeys(r *wire.Resource) []string {
	keys := make([]string, 0, 2+len(r.Tags)+len(r.Parameters))
	keys = append(keys, titleKey(r.Title))
	for _, t := range r.Tags {
		keys = append(keys, tagKey(t))
	}
	for _, p := range r.Parameters {
		if k, ok := paramKey(p.Name, p.Value); ok {
			keys = append(keys, k)
		}
	}
	return keys
}

func newExportIndex() *exportIndex {
	return &exportIndex{byType: map[string]*typeIndex{}, types: map[string][]string{}, deactivated: map[string]time.Time{}}
}

// setNode replaces a node's exports.
func (x *exportIndex) setNode(node string, rs []*wire.Resource) {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.dropLocked(node)
	var types []string
	for _, r := range rs {
		ti := x.byType[r.Type]
		if ti == nil {
			ti = &typeIndex{nodes: map[string][]*wire.Resource{}, keys: map[string]map[string]int{}}
			x.byType[r.Type] = ti
		}
		if ti.nodes[node] == nil {
			types = append(types, r.Type)
			i := sort.SearchStrings(ti.sorted, node)
			ti.sorted = append(ti.sorted, "")
			copy(ti.sorted[i+1:], ti.sorted[i:])
			ti.sorted[i] = node
		}
		ti.nodes[node] = append(ti.nodes[node], r)
		for _, k := range resourceKeys(r) {
			m := ti.keys[k]
			if m == nil {
				m = map[string]int{}
				ti.keys[k] = m
			}
			m[node]++
		}
	}
	if len(types) > 0 {
		x.types[node] = types
	}
}

func (x *exportIndex) dropLocked(node string) {
	for _, t := range x.types[node] {
		ti := x.byType[t]
		if ti == nil {
			continue
		}
		for _, r := range ti.nodes[node] {
			for _, k := range resourceKeys(r) {
				if m := ti.keys[k]; m != nil {
					delete(m, node)
					if len(m) == 0 {
						delete(ti.keys, k)
					}
				}
			}
		}
		delete(ti.nodes, node)
		if i := sort.SearchStrings(ti.sorted, node); i < len(ti.sorted) && ti.sorted[i] == node {
			ti.sorted = append(ti.sorted[:i], ti.sorted[i+1:]...)
		}
		if len(ti.nodes) == 0 {
			delete(x.byType, t)
		}
	}
	delete(x.types, node)
}

// candidates returns the nodes whose resources may match q, sorted, and
// whether the index could narrow them (false: every node may match).
func (ti *typeIndex) candidates(q *eval.ExportQuery) ([]string, bool) {
	if q == nil {
		return nil, false
	}
	var key string
	switch q.Op {
	case "and":
		if l, ok := ti.candidates(q.Left); ok {
			return l, true
		}
		return ti.candidates(q.Right)
	case "or":
		l, okl := ti.candidates(q.Left)
		r, okr := ti.candidates(q.Right)
		if !okl || !okr {
			return nil, false
		}
		return mergeSorted(l, r), true
	case "==":
		switch q.Attr {
		case "title":
			s, ok := q.Value.(string)
			if !ok {
				return []string{}, true
			}
			key = titleKey(s)
		case "tag":
			s, ok := q.Value.(string)
			if !ok {
				return []string{}, true
			}
			key = tagKey(s)
		default:
			k, ok := paramKey(q.Attr, q.Value)
			if !ok {
				return nil, false
			}
			key = k
		}
	default:
		return nil, false
	}
	m := ti.keys[key]
	out := make([]string, 0, len(m))
	for n := range m {
		out = append(out, n)
	}
	sort.Strings(out)
	return out, true
}

func mergeSorted(a, b []string) []string {
	out := make([]string, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || (i < len(a) && a[i] < b[j]):
			out = append(out, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	return out
}

// removeNode forgets everything about a node.
func (x *exportIndex) removeNode(node string) {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.dropLocked(node)
	delete(x.deactivated, node)
}

func (x *exportIndex) setDeactivated(node string, at time.Time, on bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if on {
		x.deactivated[node] = at
	} else {
		delete(x.deactivated, node)
	}
}

// load reads a node bucket into the index.
func (x *exportIndex) load(node []byte, nb *bolt.Bucket) error {
	if b := nb.Get(keyExports); b != nil {
		rs, err := decodeExports(b)
		if err != nil {
			return fmt.Errorf("damaged exported resources of node %s: %w", node, err)
		}
		x.setNode(string(node), rs)
	}
	if b := nb.Get(keyDeactivated); b != nil {
		at, err := time.Parse(time.RFC3339Nano, string(b))
		if err != nil {
			return fmt.Errorf("damaged deactivation time of node %s: %w", node, err)
		}
		x.setDeactivated(string(node), at, true)
	}
	return nil
}

func decodeExports(b []byte) ([]*wire.Resource, error) {
	v, err := wire.Decode(b)
	if err != nil {
		return nil, err
	}
	a, ok := v.([]values.Value)
	if !ok {
		return nil, errors.New("not a JSON array")
	}
	return wire.ResourcesFromValues(a)
}

func encodeExports(rs []*wire.Resource) []byte {
	b := []byte{'['}
	for i, r := range rs {
		if i > 0 {
			b = append(b, ',')
		}
		b = r.AppendJSON(b)
	}
	return append(b, ']')
}

// PutCatalog stores a node's catalog record (rec.Kind must be Catalog)
// and replaces its exported resources with exports, in one transaction,
// as PuppetDB's "replace catalog" does; the node becomes active again if
// it was deactivated. When it returns nil both are durably on disk and
// collectors see the new exports.
func (s *Store) PutCatalog(rec Record, exports []*wire.Resource) error {
	return s.PutStoreconfigs(rec.Node, &rec, nil, exports)
}

// PutExports replaces a node's exported resources (for a server that
// keeps the node's catalog record itself), durably, and makes the node
// active again.
func (s *Store) PutExports(node string, exports []*wire.Resource) error {
	return s.PutStoreconfigs(node, nil, nil, exports)
}

// PutStoreconfigs is what storeconfigs keeps of a compiled catalog, in one
// transaction: the node's catalog record when rec is not nil (rec.Kind
// must be Catalog), PuppetDB's form of the whole catalog when pdbCatalog
// is not nil (the "replace catalog" payload, which puppetdb_query's
// resources, catalogs and edges read: see PDBCatalog), and its exported
// resources, replacing the previous ones. The node becomes active again.
func (s *Store) PutStoreconfigs(node string, rec *Record, pdbCatalog []byte, exports []*wire.Resource) error {
	var w prepared
	if rec != nil {
		if rec.Kind != Catalog {
			return fmt.Errorf("store: %w: PutCatalog takes a catalog record, not %s", ErrInvalid, rec.Kind)
		}
		var err error
		if w, err = s.prepare(*rec); err != nil {
			return err
		}
	} else if err := ValidateNode(node); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	for _, r := range exports {
		if r.Certname != node {
			return fmt.Errorf("store: %w: exported resource %s of node %s given for node %s", ErrInvalid, r.Ref(), r.Certname, node)
		}
	}
	data := encodeExports(exports)
	if len(data) > s.maxData {
		return fmt.Errorf("store: exported resources of node %s are %d bytes, more than the limit of %d: %w", node, len(data), s.maxData, ErrTooLarge)
	}
	if len(pdbCatalog) > s.maxData {
		return fmt.Errorf("store: the PuppetDB catalog of node %s is %d bytes, more than the limit of %d: %w", node, len(pdbCatalog), s.maxData, ErrTooLarge)
	}
	stored := []byte(s.now().UTC().Format(time.RFC3339Nano))
	err := s.update(func(tx *bolt.Tx) error {
		var nb *bolt.Bucket
		if rec != nil {
			if err := w.apply(tx); err != nil {
				return err
			}
			nb = tx.Bucket(bucketNodes).Bucket([]byte(node))
		} else {
			var err error
			if nb, err = tx.Bucket(bucketNodes).CreateBucketIfNotExists([]byte(node)); err != nil {
				return err
			}
			if err := reactivate(nb); err != nil {
				return err
			}
		}
		if pdbCatalog != nil {
			if err := nb.Put(keyPDBCatalog, pdbCatalog); err != nil {
				return err
			}
			if err := nb.Put(keyPDBCatalogStored, stored); err != nil {
				return err
			}
		}
		if len(exports) == 0 {
			return nb.Delete(keyExports)
		}
		return nb.Put(keyExports, data)
	})
	if err != nil {
		if rec != nil {
			return s.writeErr(*rec, err)
		}
		return fmt.Errorf("store: writing the exported resources of node %s to %s: %w", node, s.path, wrapClosed(err))
	}
	s.exports.setNode(node, exports)
	s.exports.setDeactivated(node, time.Time{}, false)
	return nil
}

// PDBCatalog returns the PuppetDB form of the node's last catalog stored
// with PutStoreconfigs and when it was stored, or an error wrapping
// ErrNotFound. The data is the caller's to keep.
func (s *Store) PDBCatalog(node string) ([]byte, time.Time, error) {
	var data []byte
	var at time.Time
	err := s.db.View(func(tx *bolt.Tx) error {
		nb := tx.Bucket(bucketNodes).Bucket([]byte(node))
		if nb == nil {
			return ErrNotFound
		}
		b := nb.Get(keyPDBCatalog)
		if b == nil {
			return ErrNotFound
		}
		data = bytes.Clone(b)
		t, err := time.Parse(time.RFC3339Nano, string(nb.Get(keyPDBCatalogStored)))
		if err != nil {
			return fmt.Errorf("damaged time of the PuppetDB catalog of node %s: %w", node, err)
		}
		at = t
		return nil
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return nil, time.Time{}, fmt.Errorf("store: no PuppetDB catalog for node %s: %w", node, ErrNotFound)
		}
		return nil, time.Time{}, fmt.Errorf("store: reading the PuppetDB catalog of node %s from %s: %w", node, s.path, wrapClosed(err))
	}
	return data, at, nil
}

// Deactivate marks a node deactivated at time at (now when zero), as
// `puppet node deactivate` does with PuppetDB: its exported resources are
// no longer collected, and its data is kept until it is purged or the node
// sends something again. It reports whether the store knew the node.
func (s *Store) Deactivate(node string, at time.Time) (bool, error) {
	if at.IsZero() {
		at = s.now()
	}
	at = at.UTC()
	known := false
	err := s.update(func(tx *bolt.Tx) error {
		nb := tx.Bucket(bucketNodes).Bucket([]byte(node))
		if nb == nil {
			known = false
			return nil
		}
		known = true
		return nb.Put(keyDeactivated, []byte(at.Format(time.RFC3339Nano)))
	})
	if err != nil {
		return false, fmt.Errorf("store: deactivating node %s in %s: %w", node, s.path, wrapClosed(err))
	}
	if known {
		s.exports.setDeactivated(node, at, true)
	}
	return known, nil
}

// Deactivated returns when the node was deactivated, and whether it is.
func (s *Store) Deactivated(node string) (time.Time, bool) {
	s.exports.mu.RLock()
	defer s.exports.mu.RUnlock()
	at, ok := s.exports.deactivated[node]
	return at, ok
}

// Exported returns the exported resources of type typ of every active
// node except node that match q, with PuppetDB's query semantics (see
// wire.Match), ordered by node then as the node's catalog has them. The
// resources are shared and must not be modified.
func (s *Store) Exported(node, typ string, q *eval.ExportQuery) []*wire.Resource {
	s.exports.mu.RLock()
	defer s.exports.mu.RUnlock()
	ti := s.exports.byType[typ]
	if ti == nil {
		return nil
	}
	nodes, narrowed := ti.candidates(q)
	if !narrowed {
		nodes = ti.sorted
	}
	var out []*wire.Resource
	for _, n := range nodes {
		if n == node {
			continue
		}
		if _, off := s.exports.deactivated[n]; off {
			continue
		}
		for _, r := range ti.nodes[n] {
			if wire.Match(q, r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// ExportsOf returns a node's exported resources as stored.
func (s *Store) ExportsOf(node string) []*wire.Resource {
	s.exports.mu.RLock()
	defer s.exports.mu.RUnlock()
	var out []*wire.Resource
	for _, t := range s.exports.types[node] {
		out = append(out, s.exports.byType[t].nodes[node]...)
	}
	return out
}

// ExpireNodes applies PuppetDB's node_ttl and node_purge_ttl at time now:
// nodes whose newest record is older than nodeTTL are deactivated, and
// deactivated nodes whose deactivation is older than purgeTTL are deleted.
// A zero TTL disables its step. It returns the names of the nodes
// deactivated and purged.
func (s *Store) ExpireNodes(now time.Time, nodeTTL, purgeTTL time.Duration) (deactivated, purged []string, err error) {
	if nodeTTL > 0 {
		infos, err := s.Nodes()
		if err != nil {
			return nil, nil, err
		}
		for _, n := range infos {
			if n.Deactivated != nil {
				continue
			}
			if n.Last().Before(now.Add(-nodeTTL)) {
				if _, err := s.Deactivate(n.Name, now); err != nil {
					return deactivated, nil, err
				}
				deactivated = append(deactivated, n.Name)
			}
		}
	}
	if purgeTTL > 0 {
		s.exports.mu.RLock()
		var victims []string
		for n, at := range s.exports.deactivated {
			if at.Before(now.Add(-purgeTTL)) {
				victims = append(victims, n)
			}
		}
		s.exports.mu.RUnlock()
		sort.Strings(victims)
		for _, n := range victims {
			if _, err := s.Delete(n); err != nil {
				return deactivated, purged, err
			}
			purged = append(purged, n)
		}
	}
	return deactivated, purged, nil
}

// reactivate clears a node's deactivation inside a write (a node that
// sends facts, a catalog or a report is active again, as with PuppetDB).
func reactivate(nb *bolt.Bucket) error {
	if nb.Get(keyDeactivated) == nil {
		return nil
	}
	return nb.Delete(keyDeactivated)
}
