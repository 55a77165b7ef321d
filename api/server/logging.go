package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/go-chi/chi/v5/middleware"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/auth"
	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/environments/settings"
)

func newStdLogger(l zerolog.Logger) *log.Logger {
	return log.New(stdLogWriter{log: l}, "", 0)
}

type ctxKey int

const requestIDKey ctxKey = 1

// outer is the first middleware: it sets X-Puppet-Version on every
// response, gives the request an id and a logger (zerolog.Ctx), and logs
// one access line when the request is done. Panics in handlers are
// recovered into a 500 and logged.
func (s *Server) outer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		w.Header().Set("X-Puppet-Version", PuppetVersion)
		id := cleanRequestID(r.Header.Get("X-Request-Id"))
		if id == "" {
			id = newRequestID()
		}
		w.Header().Set("X-Request-Id", id)
		rl := s.log.With().Str("request_id", id).Logger()
		ctx := context.WithValue(r.Context(), requestIDKey, id)
		ctx = rl.WithContext(ctx)
		r = r.WithContext(ctx)
		r, rec := auth.WithRecorder(r)
		if r.Body != nil && r.Body != http.NoBody && s.cfg.ReadIdleTimeout > 0 {
			// A body must keep arriving (idleBody), also when nothing
			// reads it: net/http reads what is left of an unread body
			// (a refused or invalid request) before it answers.
			_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(s.cfg.ReadIdleTimeout))
		}
		ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				rl.Error().Interface("panic", p).Str("method", r.Method).Str("path", r.URL.EscapedPath()).
					Msg("internal error while handling the request (a bug in Punch: please report it with this line)")
				if ww.Status() == 0 {
					writeError(ww, http.StatusInternalServerError, "Server Error: internal error; see the server log (request "+id+")")
				}
			}
			status := ww.Status()
			if status == 0 {
				status = http.StatusOK
			}
			ev := rl.Info()
			if status >= 500 && r.Context().Err() == nil {
				// (A client that left gets its answer logged at info: the
				// status was never seen.)
				ev = rl.Warn()
			}
			ev = ev.Str("method", r.Method).
				Str("path", r.URL.EscapedPath()).
				Int("status", status).
				Int("bytes", ww.BytesWritten()).
				Dur("duration", time.Since(start)).
				Str("remote", r.RemoteAddr)
			if strings.Contains(r.URL.RawQuery, "environment=") {
				if env := r.URL.Query().Get("environment"); settings.ValidEnvironmentName(env) {
					ev = ev.Str("environment", env)
				}
			}
			if d, ok := rec.Decision(); ok && d.Certname != "" {
				ev = ev.Str("certname", d.Certname)
			} else if c := peerCertname(r); c != "" {
				ev = ev.Str("certname", c)
			}
			ev.Msg("access")
		}()
		next.ServeHTTP(ww, r)
	})
}

// peerCertname is the CN of the client's verified certificate
// (ca.PeerCertificate), "" without one.
func peerCertname(r *http.Request) string {
	if c := ca.PeerCertificate(r); c != nil {
		return c.Subject.CommonName
	}
	return ""
}

// limits bounds the request body and the time a request may take.
func (s *Server) limits(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength > s.cfg.MaxRequestBody {
			writeError(w, http.StatusRequestEntityTooLarge, tooLargeMessage(s.cfg.MaxRequestBody))
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), s.cfg.RequestTimeout)
		defer cancel()
		if r.Body != nil && r.Body != http.NoBody {
			deadline, _ := ctx.Deadline()
			r.Body = &idleBody{ReadCloser: http.MaxBytesReader(w, r.Body, s.cfg.MaxRequestBody),
				ctl: http.NewResponseController(w), idle: s.cfg.ReadIdleTimeout, deadline: deadline}
			// The memory budget of request bodies (max_request_bodies).
			switch {
			case r.ContentLength > s.bodies.limit:
				bodyTooLargeForMemory(w, r.ContentLength, s.bodies.limit)
				return
			case r.ContentLength > smallBody:
				if !s.bodies.acquire(r.ContentLength) {
					s.m.bodiesRefused.Inc()
					zerolog.Ctx(r.Context()).Warn().Int64("content_length", r.ContentLength).Int64("max_request_bodies", s.bodies.limit).
						Msg("request refused with 503: the bodies being read fill max_request_bodies (the agent retries after Retry-After)")
					bodiesFull(w, s.bodies.limit)
					return
				}
				defer s.bodies.release(r.ContentLength)
			case r.ContentLength < 0:
				bb := &budgetBody{ReadCloser: r.Body, b: &s.bodies, w: w}
				defer func() { s.bodies.release(bb.reserved) }()
				r.Body = bb
			}
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// idleBody is a request body that must keep arriving: before each read
// the connection's read deadline is set to ReadIdleTimeout from now (but
// never past the request's own deadline), so a client that sends a body a
// byte now and then (slowloris) is cut off once it stalls, instead of
// holding the connection until request_timeout.
type idleBody struct {
	io.ReadCloser
	ctl      *http.ResponseController
	idle     time.Duration
	deadline time.Time
	// done: no more deadlines (the connection has none, or the body
	// has been read).
	done bool
}

func (b *idleBody) Read(p []byte) (int, error) {
	if !b.done && b.idle > 0 {
		d := time.Now().Add(b.idle)
		if !b.deadline.IsZero() && b.deadline.Before(d) {
			d = b.deadline
		}
		if err := b.ctl.SetReadDeadline(d); err != nil {
			b.done = true
		}
	}
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF && !b.done && b.idle > 0 {
		// The body is done: net/http now reads the connection in the
		// background to see whether the client leaves. A deadline set by
		// another Read would end that read and cancel the request's
		// context in the middle of a compile, so no more are set. (After
		// a timeout the deadline stays: net/http must not wait for the
		// rest of the body before closing the connection.)
		_ = b.ctl.SetReadDeadline(time.Time{})
		b.done = true
	}
	if err != nil && errors.Is(err, os.ErrDeadlineExceeded) {
		err = &stalledError{idle: b.idle, err: err}
	}
	return n, err
}

// stalledError is a request body that stopped arriving.
type stalledError struct {
	idle time.Duration
	err  error
}

func (e *stalledError) Error() string {
	return fmt.Sprintf("the client stopped sending the request body (nothing for %v, or request_timeout reached)", e.idle)
}

func (e *stalledError) Unwrap() error { return e.err }
