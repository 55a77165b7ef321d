// Package store is Punch's embedded, durable store for what agents send and
// what the server produces: per node, the last facts, the last catalog and the
// last report, each kept as the JSON bytes received or produced together with
// when it was stored, its environment and its transaction uuid.
//
// The store is a single bbolt database file (DefaultFileName) under the
// server's --vardir. Every write is one synchronous bbolt transaction: when
// Put returns nil the record is on disk (fdatasync) and survives a crash or a
// restart. Only the latest record per node and kind is kept, so the file grows
// with the number of nodes, not with the number of agent runs. A Store is safe
// for concurrent use by many goroutines; concurrent writes are coalesced into
// shared transactions (bbolt's Batch) so many agents reporting at once cost
// few disk syncs.
//
// Only one process may open the file at a time: bbolt holds an exclusive lock
// on it. Open waits Options.LockTimeout for the lock and then fails with an
// error wrapping ErrLocked that names the file and says what to do.
package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"
	"unicode/utf8"

	bolt "go.etcd.io/bbolt"
)

// DefaultFileName is the name of the database file inside the vardir.
const DefaultFileName = "punch.db"

// SchemaVersion is the layout version this package writes and reads.
const SchemaVersion = 1

// DefaultLockTimeout is how long Open waits for another process to release
// the database before failing with ErrLocked.
const DefaultLockTimeout = 2 * time.Second

// DefaultMaxRecordBytes bounds the size of one record's data.
const DefaultMaxRecordBytes = 64 << 20

// MaxNodeNameBytes bounds the length of a node (certificate) name.
const MaxNodeNameBytes = 255

// Kind is what a record holds.
type Kind string

// The kinds of record the store keeps, one of each per node.
const (
	Facts   Kind = "facts"
	Catalog Kind = "catalog"
	Report  Kind = "report"
)

// Kinds lists every kind, in the order NodeInfo presents them.
var Kinds = []Kind{Facts, Catalog, Report}

// Valid reports whether k is one of Facts, Catalog and Report.
func (k Kind) Valid() bool {
	switch k {
	case Facts, Catalog, Report:
		return true
	}
	return false
}

// Errors returned by the store; test them with errors.Is.
var (
	// ErrNotFound: the node has no record of that kind (or no record at all).
	ErrNotFound = errors.New("not found in the store")
	// ErrLocked: another process holds the database file.
	ErrLocked = errors.New("store is locked by another process")
	// ErrClosed: the Store was closed.
	ErrClosed = errors.New("store is closed")
	// ErrInvalid: a node name, kind or record was rejected before writing.
	ErrInvalid = errors.New("invalid store input")
	// ErrTooLarge: a record's data exceeds Options.MaxRecordBytes.
	ErrTooLarge = errors.New("record too large for the store")
)

// Options tune Open. The zero value is a good default.
type Options struct {
	// FileName is the database file's name inside the vardir
	// (DefaultFileName when empty).
	FileName string
	// LockTimeout is how long to wait for another process to release the
	// file (DefaultLockTimeout when zero; negative means do not wait).
	LockTimeout time.Duration
	// MaxRecordBytes bounds one record's data (DefaultMaxRecordBytes when zero).
	MaxRecordBytes int
	// ReadOnly opens the file read-only (shared lock), e.g. for inspection
	// tools running while no server writes.
	ReadOnly bool
	// Now returns the time recorded as Stored when a Record has none
	// (time.Now when nil); tests set it.
	Now func() time.Time
	// SyncInterval, when positive, trades the disk syncs of each commit
	// (two fdatasyncs: 1-3 ms on a busy disk, the whole cost of a lone
	// write) for one every SyncInterval and at Close. A write is still
	// acknowledged only once its transaction is written to the file, so it
	// survives the process being killed (kill -9: the data is in the
	// operating system's cache); an operating system crash or power loss
	// can lose the last SyncInterval of writes and, since bbolt then
	// cannot order its pages, damage the file (Punch then refuses it at
	// start, saying so). Zero: every commit is synced (survives power
	// loss).
	SyncInterval time.Duration
}

// Record is one stored document.
type Record struct {
	// Node is the certificate name of the node the record is about.
	Node string
	// Kind says which of the node's three slots the record fills.
	Kind Kind
	// Environment is the environment the document was received or compiled
	// in ("" when unknown).
	Environment string
	// TransactionUUID is the agent run's transaction uuid ("" when absent).
	TransactionUUID string
	// Stored is when the server received or produced the document. Put
	// fills it with the current time when it is zero.
	Stored time.Time
	// Data is the document: the JSON bytes exactly as received or produced.
	Data []byte
}

// Meta describes a stored record without its data.
type Meta struct {
	Environment     string    `json:"environment,omitempty"`
	TransactionUUID string    `json:"transaction_uuid,omitempty"`
	Stored          time.Time `json:"stored"`
	Size            int       `json:"size"`
}

// NodeInfo summarises what the store holds about one node. A nil pointer
// means the node has no record of that kind.
type NodeInfo struct {
	Name    string
	Facts   *Meta
	Catalog *Meta
	Report  *Meta
	// Deactivated is when the node was deactivated (nil: it is active).
	Deactivated *time.Time
	// PDBCatalog is when the node's catalog in PuppetDB's form was stored
	// (nil: never; see PutStoreconfigs).
	PDBCatalog *time.Time
}

// Meta returns the metadata of kind k (nil when absent or k is invalid).
func (n NodeInfo) Meta(k Kind) *Meta {
	switch k {
	case Facts:
		return n.Facts
	case Catalog:
		return n.Catalog
	case Report:
		return n.Report
	}
	return nil
}

// Last returns the newest Stored time over the node's records (zero when it
// has none).
func (n NodeInfo) Last() time.Time {
	var last time.Time
	for _, k := range Kinds {
		if m := n.Meta(k); m != nil && m.Stored.After(last) {
			last = m.Stored
		}
	}
	return last
}

func (n *NodeInfo) set(k Kind, m *Meta) {
	switch k {
	case Facts:
		n.Facts = m
	case Catalog:
		n.Catalog = m
	case Report:
		n.Report = m
	}
}

// Store is an open store. Its methods are safe for concurrent use.
type Store struct {
	db       *bolt.DB
	path     string
	maxData  int
	now      func() time.Time
	readOnly bool

	// Writes go through one writer goroutine that commits every write
	// waiting at that moment in one transaction (group commit): a lone
	// write is committed at once, concurrent writes share a disk sync.
	mu     sync.RWMutex // guards closed and sending on writes
	closed bool

	// exports indexes the nodes' exported resources (exports.go).
	exports *exportIndex
	writes  chan writeOp
	writerD chan struct{} // closed when the writer goroutine exits
	// syncEvery is Options.SyncInterval (0: every commit synced).
	syncEvery time.Duration
}

type writeOp struct {
	fn   func(*bolt.Tx) error
	done chan error
}

// maxGroup bounds how many writes share one transaction.
const maxGroup = 256

var (
	bucketMeta  = []byte("meta")
	bucketNodes = []byte("nodes")
	keySchema   = []byte("schema")
)

// metaKeySuffix is appended to a kind to form the key of its metadata; the
// data lives under the bare kind. '@' cannot appear in a Kind.
const metaKeySuffix = "@meta"

// Open opens (creating when needed) the store in vardir. vardir is created
// with mode 0750 when it does not exist; the file is created with mode 0600
// because facts and reports can be sensitive.
func Open(vardir string, opts Options) (*Store, error) {
	if vardir == "" {
		return nil, fmt.Errorf("store: no vardir given: set --vardir to a directory Punch may write to")
	}
	name := opts.FileName
	if name == "" {
		name = DefaultFileName
	}
	path := filepath.Join(vardir, name)
	if !opts.ReadOnly {
		if err := os.MkdirAll(vardir, 0o750); err != nil {
			return nil, fmt.Errorf("store: cannot create vardir %s: %w", vardir, err)
		}
	}
	timeout := opts.LockTimeout
	switch {
	case timeout == 0:
		timeout = DefaultLockTimeout
	case timeout < 0:
		// bbolt treats 0 as "wait forever"; the smallest positive timeout
		// makes it try once (and then once more) and give up.
		timeout = time.Nanosecond
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: timeout, ReadOnly: opts.ReadOnly})
	if err != nil {
		switch {
		case errors.Is(err, bolt.ErrTimeout):
			return nil, fmt.Errorf("store: %s is locked by another process (waited %s); is another punch serve running with the same --vardir? Stop it, or give this one a different --vardir: %w", path, timeout, ErrLocked)
		case errors.Is(err, bolt.ErrInvalid), errors.Is(err, bolt.ErrVersionMismatch), errors.Is(err, bolt.ErrChecksum):
			return nil, fmt.Errorf("store: %s is not a Punch store or is damaged (%v); move it aside (Punch then starts an empty store) or restore it from a backup", path, err)
		case opts.ReadOnly && errors.Is(err, os.ErrNotExist):
			return nil, fmt.Errorf("store: %s does not exist: %w", path, err)
		}
		return nil, fmt.Errorf("store: cannot open %s: %w", path, err)
	}
	s := &Store{db: db, path: path, maxData: opts.MaxRecordBytes, now: opts.Now, readOnly: opts.ReadOnly}
	if s.maxData <= 0 {
		s.maxData = DefaultMaxRecordBytes
	}
	if s.now == nil {
		s.now = time.Now
	}
	if err := s.init(opts.ReadOnly); err != nil {
		db.Close()
		return nil, err
	}
	s.exports = newExportIndex()
	if err := s.db.View(func(tx *bolt.Tx) error {
		nodes := tx.Bucket(bucketNodes)
		if nodes == nil {
			return nil
		}
		return nodes.ForEachBucket(func(k []byte) error { return s.exports.load(k, nodes.Bucket(k)) })
	}); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: %s: %v; move it aside (Punch then starts an empty store) or restore it from a backup", path, err)
	}
	if opts.SyncInterval > 0 && !opts.ReadOnly {
		s.syncEvery = opts.SyncInterval
		db.NoSync = true
	}
	s.writes = make(chan writeOp)
	s.writerD = make(chan struct{})
	go s.writer()
	return s, nil
}

// init creates the buckets on a fresh file and checks the schema version.
func (s *Store) init(readOnly bool) error {
	check := func(tx *bolt.Tx) error {
		mb := tx.Bucket(bucketMeta)
		if mb == nil {
			return nil
		}
		v := mb.Get(keySchema)
		var version int
		if _, err := fmt.Sscanf(string(v), "%d", &version); err != nil {
			return fmt.Errorf("store: %s has an unreadable schema version %q; move it aside or restore it from a backup", s.path, v)
		}
		if version > SchemaVersion {
			return fmt.Errorf("store: %s was written by a newer Punch (schema %d, this one reads %d); upgrade Punch or use another --vardir", s.path, version, SchemaVersion)
		}
		return nil
	}
	if readOnly {
		return s.db.View(check)
	}
	return s.db.Update(func(tx *bolt.Tx) error {
		if err := check(tx); err != nil {
			return err
		}
		mb, err := tx.CreateBucketIfNotExists(bucketMeta)
		if err != nil {
			return err
		}
		if mb.Get(keySchema) == nil {
			if err := mb.Put(keySchema, []byte(fmt.Sprint(SchemaVersion))); err != nil {
				return err
			}
		}
		_, err = tx.CreateBucketIfNotExists(bucketNodes)
		return err
	})
}

// Path returns the database file's path.
func (s *Store) Path() string { return s.path }

// Close releases the file. In-flight operations finish first; later calls
// fail with ErrClosed. Close is idempotent.
func (s *Store) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	close(s.writes)
	s.mu.Unlock()
	<-s.writerD
	return s.db.Close()
}

// update runs fn in a write transaction shared with the other writes
// waiting at the same time, and returns once that transaction is committed
// (or failed). fn must only touch what its own write is about, because it
// may run again alone when the shared transaction fails.
func (s *Store) update(fn func(*bolt.Tx) error) error {
	op := writeOp{fn: fn, done: make(chan error, 1)}
	s.mu.RLock()
	if s.closed {
		s.mu.RUnlock()
		return ErrClosed
	}
	s.writes <- op
	s.mu.RUnlock()
	return <-op.done
}

// writer is the single goroutine committing writes. With SyncInterval it
// also syncs the file when that long has passed since a commit left it
// unsynced, and at the end.
func (s *Store) writer() {
	defer close(s.writerD)
	var tick <-chan time.Time
	if s.syncEvery > 0 {
		t := time.NewTicker(s.syncEvery)
		defer t.Stop()
		tick = t.C
		defer s.db.Sync()
	}
	dirty := false
	for {
		var op writeOp
		select {
		case <-tick:
			if dirty {
				// A failed sync leaves the data in the OS's cache; the
				// next tick tries again.
				dirty = s.db.Sync() != nil
			}
			continue
		case o, ok := <-s.writes:
			if !ok {
				return
			}
			op = o
		}
		dirty = true
		group := []writeOp{op}
	drain:
		for len(group) < maxGroup {
			select {
			case more, ok := <-s.writes:
				if !ok {
					break drain
				}
				group = append(group, more)
			default:
				break drain
			}
		}
		s.commit(group)
	}
}

// commit applies a group of writes in one transaction. When that fails, it
// retries each write alone so that one bad write cannot fail the others.
func (s *Store) commit(group []writeOp) {
	if s.readOnly {
		for _, op := range group {
			op.done <- bolt.ErrDatabaseReadOnly
		}
		return
	}
	if len(group) > 1 {
		err := s.db.Update(func(tx *bolt.Tx) error {
			for _, op := range group {
				if err := op.fn(tx); err != nil {
					return err
				}
			}
			return nil
		})
		if err == nil {
			for _, op := range group {
				op.done <- nil
			}
			return
		}
	}
	for _, op := range group {
		op.done <- s.db.Update(op.fn)
	}
}

// ValidateNode checks a node name the way the store does before writing:
// 1 to MaxNodeNameBytes bytes of printable ASCII without '/', which is what
// Puppet accepts as a certificate name (it also asks for lower case, which
// the CA enforces, not the store).
func ValidateNode(name string) error {
	if name == "" {
		return fmt.Errorf("%w: empty node name", ErrInvalid)
	}
	if len(name) > MaxNodeNameBytes {
		return fmt.Errorf("%w: node name of %d bytes is longer than %d", ErrInvalid, len(name), MaxNodeNameBytes)
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c < ' ' || c > '~' || c == '/' {
			r, _ := utf8.DecodeRuneInString(name[i:])
			return fmt.Errorf("%w: node name %q contains %q; certificate names are printable ASCII without '/'", ErrInvalid, name, r)
		}
	}
	return nil
}

func validateKind(k Kind) error {
	if !k.Valid() {
		return fmt.Errorf("%w: unknown record kind %q (want facts, catalog or report)", ErrInvalid, string(k))
	}
	return nil
}

func wrapClosed(err error) error {
	if errors.Is(err, bolt.ErrDatabaseNotOpen) || errors.Is(err, ErrClosed) {
		return fmt.Errorf("store: %w", ErrClosed)
	}
	return err
}

// Put stores r as the node's latest record of r.Kind, replacing the previous
// one. When Put returns nil the record is durably on disk.
func (s *Store) Put(r Record) error {
	w, err := s.prepare(r)
	if err != nil {
		return err
	}
	if err := s.writeErr(r, s.update(w.apply)); err != nil {
		return err
	}
	s.exports.setDeactivated(r.Node, time.Time{}, false)
	return nil
}

// PutAll stores several records as Put does, in one transaction (one disk
// sync) when it can: if that transaction fails, each record is written
// alone, so that one bad record cannot fail the others. It returns nil
// when every record is durably on disk, else one error per record (nil for
// those written).
func (s *Store) PutAll(rs []Record) []error {
	errs := make([]error, len(rs))
	failed := false
	ws := make([]prepared, 0, len(rs))
	idx := make([]int, 0, len(rs))
	for i, r := range rs {
		w, err := s.prepare(r)
		if err != nil {
			errs[i], failed = err, true
			continue
		}
		ws = append(ws, w)
		idx = append(idx, i)
	}
	if len(ws) > 0 {
		err := s.update(func(tx *bolt.Tx) error {
			for _, w := range ws {
				if err := w.apply(tx); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			for j, w := range ws {
				if err := s.writeErr(rs[idx[j]], s.update(w.apply)); err != nil {
					errs[idx[j]], failed = err, true
				}
			}
		}
	}
	for i, r := range rs {
		if errs[i] == nil {
			s.exports.setDeactivated(r.Node, time.Time{}, false)
		}
	}
	if !failed {
		return nil
	}
	return errs
}

// prepared is a checked record with its encoded metadata, ready to write.
type prepared struct {
	node, kind string
	data, meta []byte
}

// prepare checks a record and encodes its metadata.
func (s *Store) prepare(r Record) (prepared, error) {
	if err := ValidateNode(r.Node); err != nil {
		return prepared{}, fmt.Errorf("store: %w", err)
	}
	if err := validateKind(r.Kind); err != nil {
		return prepared{}, fmt.Errorf("store: %w", err)
	}
	if len(r.Data) > s.maxData {
		return prepared{}, fmt.Errorf("store: %s of node %s is %d bytes, more than the limit of %d: %w", r.Kind, r.Node, len(r.Data), s.maxData, ErrTooLarge)
	}
	stored := r.Stored
	if stored.IsZero() {
		stored = s.now()
	}
	meta, err := json.Marshal(Meta{
		Environment:     r.Environment,
		TransactionUUID: r.TransactionUUID,
		Stored:          stored.UTC(),
		Size:            len(r.Data),
	})
	if err != nil {
		return prepared{}, fmt.Errorf("store: encoding metadata of %s of node %s: %w", r.Kind, r.Node, err)
	}
	data := r.Data
	if data == nil {
		data = []byte{}
	}
	return prepared{node: r.Node, kind: string(r.Kind), data: data, meta: meta}, nil
}

// apply writes a prepared record in a transaction.
func (w prepared) apply(tx *bolt.Tx) error {
	nodes := tx.Bucket(bucketNodes)
	nb, err := nodes.CreateBucketIfNotExists([]byte(w.node))
	if err != nil {
		return err
	}
	if err := nb.Put([]byte(w.kind), w.data); err != nil {
		return err
	}
	if err := reactivate(nb); err != nil {
		return err
	}
	return nb.Put([]byte(w.kind+metaKeySuffix), w.meta)
}

// writeErr words a failed write of r.
func (s *Store) writeErr(r Record, err error) error {
	if err != nil {
		return fmt.Errorf("store: writing %s of node %s to %s: %w", r.Kind, r.Node, s.path, wrapClosed(err))
	}
	return nil
}

// Get returns the node's latest record of kind k, or an error wrapping
// ErrNotFound. The returned Data is the caller's to keep.
func (s *Store) Get(node string, k Kind) (Record, error) {
	if err := validateKind(k); err != nil {
		return Record{}, fmt.Errorf("store: %w", err)
	}
	var rec Record
	err := s.db.View(func(tx *bolt.Tx) error {
		nb := tx.Bucket(bucketNodes).Bucket([]byte(node))
		if nb == nil {
			return ErrNotFound
		}
		data := nb.Get([]byte(k))
		if data == nil {
			return ErrNotFound
		}
		m, err := decodeMeta(nb.Get([]byte(string(k) + metaKeySuffix)))
		if err != nil {
			return fmt.Errorf("damaged metadata: %w", err)
		}
		rec = Record{
			Node:            node,
			Kind:            k,
			Environment:     m.Environment,
			TransactionUUID: m.TransactionUUID,
			Stored:          m.Stored,
			Data:            bytes.Clone(data),
		}
		if rec.Data == nil {
			rec.Data = []byte{}
		}
		return nil
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return Record{}, fmt.Errorf("store: no %s for node %s: %w", k, node, ErrNotFound)
		}
		return Record{}, fmt.Errorf("store: reading %s of node %s from %s: %w", k, node, s.path, wrapClosed(err))
	}
	return rec, nil
}

func decodeMeta(b []byte) (Meta, error) {
	var m Meta
	if b == nil {
		return m, errors.New("missing")
	}
	err := json.Unmarshal(b, &m)
	return m, err
}

// readNode builds the NodeInfo of one node bucket.
func readNode(name []byte, nb *bolt.Bucket) (NodeInfo, error) {
	info := NodeInfo{Name: string(name)}
	for _, k := range Kinds {
		b := nb.Get([]byte(string(k) + metaKeySuffix))
		if b == nil {
			continue
		}
		m, err := decodeMeta(b)
		if err != nil {
			return info, fmt.Errorf("damaged metadata of %s of node %s: %w", k, name, err)
		}
		info.set(k, &m)
	}
	if b := nb.Get(keyDeactivated); b != nil {
		at, err := time.Parse(time.RFC3339Nano, string(b))
		if err != nil {
			return info, fmt.Errorf("damaged deactivation time of node %s: %w", name, err)
		}
		info.Deactivated = &at
	}
	if b := nb.Get(keyPDBCatalogStored); b != nil {
		at, err := time.Parse(time.RFC3339Nano, string(b))
		if err != nil {
			return info, fmt.Errorf("damaged time of the PuppetDB catalog of node %s: %w", name, err)
		}
		info.PDBCatalog = &at
	}
	return info, nil
}

// Node returns what the store holds about one node, or an error wrapping
// ErrNotFound when it holds nothing.
func (s *Store) Node(name string) (NodeInfo, error) {
	var info NodeInfo
	err := s.db.View(func(tx *bolt.Tx) error {
		nb := tx.Bucket(bucketNodes).Bucket([]byte(name))
		if nb == nil {
			return ErrNotFound
		}
		var err error
		info, err = readNode([]byte(name), nb)
		return err
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return NodeInfo{}, fmt.Errorf("store: node %s: %w", name, ErrNotFound)
		}
		return NodeInfo{}, fmt.Errorf("store: reading node %s from %s: %w", name, s.path, wrapClosed(err))
	}
	return info, nil
}

// Nodes lists every node with at least one record, sorted by name.
func (s *Store) Nodes() ([]NodeInfo, error) {
	var out []NodeInfo
	err := s.db.View(func(tx *bolt.Tx) error {
		nodes := tx.Bucket(bucketNodes)
		return nodes.ForEachBucket(func(k []byte) error {
			info, err := readNode(k, nodes.Bucket(k))
			if err != nil {
				return err
			}
			out = append(out, info)
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("store: listing nodes in %s: %w", s.path, wrapClosed(err))
	}
	// bbolt iterates in byte order already; sort anyway so the contract does
	// not depend on it.
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// Delete removes everything stored about node (as `puppet node clean` does).
// Deleting an unknown node is not an error; the result says whether the node
// existed.
func (s *Store) Delete(node string) (bool, error) {
	existed := false
	err := s.update(func(tx *bolt.Tx) error {
		nodes := tx.Bucket(bucketNodes)
		if nodes.Bucket([]byte(node)) == nil {
			existed = false
			return nil
		}
		existed = true
		return nodes.DeleteBucket([]byte(node))
	})
	if err != nil {
		return false, fmt.Errorf("store: deleting node %s from %s: %w", node, s.path, wrapClosed(err))
	}
	s.exports.removeNode(node)
	return existed, nil
}

// Expire removes every node whose newest record was stored before cutoff and
// returns their names, sorted. Servers call it periodically so nodes that
// were decommissioned do not stay forever.
func (s *Store) Expire(cutoff time.Time) ([]string, error) {
	var gone []string
	err := s.update(func(tx *bolt.Tx) error {
		gone = gone[:0]
		nodes := tx.Bucket(bucketNodes)
		var victims [][]byte
		err := nodes.ForEachBucket(func(k []byte) error {
			info, err := readNode(k, nodes.Bucket(k))
			if err != nil {
				return err
			}
			if info.Last().Before(cutoff) {
				victims = append(victims, bytes.Clone(k))
			}
			return nil
		})
		if err != nil {
			return err
		}
		for _, k := range victims {
			if err := nodes.DeleteBucket(k); err != nil {
				return err
			}
			gone = append(gone, string(k))
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: expiring nodes in %s: %w", s.path, wrapClosed(err))
	}
	for _, n := range gone {
		s.exports.removeNode(n)
	}
	return gone, nil
}

// Backup writes a consistent copy of the whole database to w while the store
// stays usable, and returns the number of bytes written. The copy is itself
// a valid store file.
func (s *Store) Backup(w io.Writer) (int64, error) {
	var n int64
	err := s.db.View(func(tx *bolt.Tx) error {
		var err error
		n, err = tx.WriteTo(w)
		return err
	})
	if err != nil {
		return n, fmt.Errorf("store: backing up %s: %w", s.path, wrapClosed(err))
	}
	return n, nil
}
