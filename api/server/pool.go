package server

import (
	"context"
	"errors"
	"sync/atomic"
)

// errQueueFull is returned by pool.acquire when every compile slot is busy
// and the queue of waiting requests is full.
var errQueueFull = errors.New("all compile slots are busy and the queue is full")

// pool bounds the compiles that run at once; requests beyond that wait in
// a bounded queue, and beyond the queue are refused at once.
type pool struct {
	slots     chan struct{}
	maxQueued int64
	waiting   atomic.Int64
	// run starts a compile that holds a slot (workers.go).
	*workers
}

func newPool(maxCompiles, maxQueued int) *pool {
	if maxCompiles < 1 {
		maxCompiles = 1
	}
	if maxQueued < 0 {
		maxQueued = 0
	}
	return &pool{slots: make(chan struct{}, maxCompiles), maxQueued: int64(maxQueued), workers: newWorkers()}
}

// acquire takes a compile slot, waiting in the queue if needed. The
// returned function gives the slot back.
func (p *pool) acquire(ctx context.Context) (func(), error) {
	release := func() { <-p.slots }
	select {
	case p.slots <- struct{}{}:
		return release, nil
	default:
	}
	if p.waiting.Add(1) > p.maxQueued {
		p.waiting.Add(-1)
		return nil, errQueueFull
	}
	defer p.waiting.Add(-1)
	select {
	case p.slots <- struct{}{}:
		return release, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// queued is the number of requests waiting for a slot.
func (p *pool) queued() int64 { return p.waiting.Load() }

// running is the number of compiles holding a slot.
func (p *pool) running() int { return len(p.slots) }

// capacity is the number of slots.
func (p *pool) capacity() int { return cap(p.slots) }
