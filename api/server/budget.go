package server

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync/atomic"
)

// smallBody is the size below which a request body is read without asking
// the budget: CSRs, most reports and catalog requests of small nodes.
const smallBody = 64 << 10

// bodiesRetryAfter is the Retry-After of a 503 for a full budget: uploads
// in flight finish in seconds.
const bodiesRetryAfter = 5

// bodyBudget bounds the bytes of request bodies being read and handled at
// once (max_request_bodies). A body and what is decoded from it live until
// its handler returns, and the decoded form of facts takes several times
// the JSON's size: without a bound, a few large facts uploads at once took
// the server to gigabytes. A request whose body does not fit is answered
// 503 with Retry-After, which Puppet agents honour.
type bodyBudget struct {
	limit int64
	used  atomic.Int64
}

// acquire reserves n bytes, or reports false when they do not fit.
func (b *bodyBudget) acquire(n int64) bool {
	for {
		cur := b.used.Load()
		if cur+n > b.limit {
			return false
		}
		if b.used.CompareAndSwap(cur, cur+n) {
			return true
		}
	}
}

func (b *bodyBudget) release(n int64) { b.used.Add(-n) }

// errBodiesFull is a body that stopped fitting in the budget while it was
// read (a chunked body, whose size is not known in advance).
var errBodiesFull = errors.New("the server is reading as many request bodies as max_request_bodies allows")

// budgetBody reserves what a body of unknown length reads beyond
// smallBody, as it is read.
type budgetBody struct {
	io.ReadCloser
	b        *bodyBudget
	w        http.ResponseWriter
	read     int64
	reserved int64
}

func (bb *budgetBody) Read(p []byte) (int, error) {
	n, err := bb.ReadCloser.Read(p)
	bb.read += int64(n)
	if need := bb.read - smallBody - bb.reserved; need > 0 {
		// Reserve ahead, so each read does not touch the budget.
		ask := min(max(need, 1<<20), max(need, bb.b.limit-bb.reserved))
		if !bb.b.acquire(ask) {
			bb.w.Header().Set("Retry-After", strconv.Itoa(bodiesRetryAfter))
			return n, errBodiesFull
		}
		bb.reserved += ask
	}
	return n, err
}

// bodyTooLargeForMemory answers a body larger than the whole budget: it
// could never be read without going past max_memory.
func bodyTooLargeForMemory(w http.ResponseWriter, n, limit int64) {
	writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf(
		"Request Entity Too Large: the body (%d bytes) is larger than max_request_bodies (%d bytes), what this server may hold of request bodies within max_memory; raise max_memory (and max_request_bodies) to accept it", n, limit))
}

// bodiesFull answers a request whose body does not fit in the budget.
func bodiesFull(w http.ResponseWriter, limit int64) {
	w.Header().Set("Retry-After", strconv.Itoa(bodiesRetryAfter))
	writeError(w, http.StatusServiceUnavailable, prefixed(http.StatusServiceUnavailable,
		fmt.Sprintf("%s (%d bytes); try again later", errBodiesFull, limit)))
}
