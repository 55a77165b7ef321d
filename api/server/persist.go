package server

import (
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/store"
)

// persister writes the facts and catalogs of catalog requests to the store
// in the background: the agent does not wait for the disk, and when a node
// sends again before its previous record was written only the newest is
// written. Records wait up to persistLinger before a writer takes
// everything queued at once and writes it in one transaction
// (store.PutAll: one disk sync for many records), so a node compiled
// several times in that time is written once, and under load the batches
// grow instead of the queue. Reports and facts sent with
// PUT are written synchronously by their handlers (they are acknowledged
// only once durable); a catalog may be written late, or only a newer one
// (Puppet Server does not store catalogs at all).
type persister struct {
	st  *store.Store
	log zerolog.Logger

	mu      sync.Mutex
	cond    *sync.Cond
	pending map[persistKey]pendingRecord
	order   []persistKey
	busy    int
	closed  bool
	wg      sync.WaitGroup
	failed  func()

	// due is set when the oldest queued record has waited persistLinger
	// (timing: a timer is running); flushing counts flush callers, who
	// want everything written now.
	due, timing bool
	flushing    int
}

type persistKey struct {
	node string
	kind store.Kind
}

// pendingRecord is a queued record and what to call once its Data is no
// longer needed: written, replaced by a newer record or dropped (nil for
// Data that is simply left to the garbage collector).
type pendingRecord struct {
	store.Record
	done func()
}

// maxBatch bounds the records one writer takes at once.
const maxBatch = 256

// persistLinger is how long a record may wait for others to share its
// transaction: what a crash could lose of catalogs already served (which
// the next agent run compiles again).
const persistLinger = 250 * time.Millisecond

// newPersister starts workers writers.
func newPersister(st *store.Store, workers int, log zerolog.Logger, failed func()) *persister {
	p := &persister{st: st, log: log, pending: map[persistKey]pendingRecord{}, failed: failed}
	p.cond = sync.NewCond(&p.mu)
	for i := 0; i < workers; i++ {
		p.wg.Add(1)
		go p.run()
	}
	return p
}

// put queues a record, replacing a queued one of the same node and kind.
func (p *persister) put(r store.Record) { p.putOwned(r, nil) }

// putOwned is put for a record whose Data is lent: done is called once the
// persister no longer reads it (written, replaced or dropped).
func (p *persister) putOwned(r store.Record, done func()) {
	k := persistKey{r.Node, r.Kind}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		if done != nil {
			done()
		}
		return
	}
	if old, ok := p.pending[k]; !ok {
		p.order = append(p.order, k)
	} else if old.done != nil {
		old.done()
	}
	p.pending[k] = pendingRecord{Record: r, done: done}
	if !p.due && !p.timing {
		p.timing = true
		time.AfterFunc(persistLinger, p.expire)
	}
	if len(p.order) >= maxBatch {
		p.cond.Broadcast()
	}
}

// expire marks the queued records due.
func (p *persister) expire() {
	p.mu.Lock()
	p.due, p.timing = true, false
	p.cond.Broadcast()
	p.mu.Unlock()
}

// ready reports whether a writer should take a batch now.
func (p *persister) ready() bool {
	return len(p.order) > 0 && (p.due || p.closed || p.flushing > 0 || len(p.order) >= maxBatch)
}

func (p *persister) run() {
	defer p.wg.Done()
	p.mu.Lock()
	for {
		for !p.ready() && !(p.closed && len(p.order) == 0) {
			p.cond.Wait()
		}
		if len(p.order) == 0 && p.closed {
			p.mu.Unlock()
			return
		}
		n := min(len(p.order), maxBatch)
		batch := make([]store.Record, n)
		var dones []func()
		for i, k := range p.order[:n] {
			pr := p.pending[k]
			batch[i] = pr.Record
			if pr.done != nil {
				dones = append(dones, pr.done)
			}
			delete(p.pending, k)
		}
		p.order = append(p.order[:0], p.order[n:]...)
		if len(p.order) == 0 {
			p.due = false
		}
		p.busy++
		p.mu.Unlock()
		for i, err := range p.st.PutAll(batch) {
			if err == nil {
				continue
			}
			r := batch[i]
			p.log.Error().Err(err).Str("node", r.Node).Str("kind", string(r.Kind)).
				Msg("could not store the node's record; the catalog was served but the store is not up to date: check the disk under --vardir")
			if p.failed != nil {
				p.failed()
			}
		}
		for _, done := range dones {
			done()
		}
		p.mu.Lock()
		p.busy--
		p.cond.Broadcast()
	}
}

// flush waits until everything queued so far is written.
func (p *persister) flush() {
	p.mu.Lock()
	p.flushing++
	p.cond.Broadcast()
	for len(p.order) > 0 || p.busy > 0 {
		p.cond.Wait()
	}
	p.flushing--
	p.mu.Unlock()
}

// close writes what is queued and stops the writers.
func (p *persister) close() {
	p.mu.Lock()
	p.closed = true
	p.cond.Broadcast()
	p.mu.Unlock()
	p.wg.Wait()
}

// forget drops a queued record, when a newer one was written directly.
func (p *persister) forget(node string, kind store.Kind) {
	k := persistKey{node, kind}
	p.mu.Lock()
	defer p.mu.Unlock()
	old, ok := p.pending[k]
	if !ok {
		return
	}
	if old.done != nil {
		old.done()
	}
	delete(p.pending, k)
	for i, o := range p.order {
		if o == k {
			p.order = append(p.order[:i], p.order[i+1:]...)
			break
		}
	}
}
