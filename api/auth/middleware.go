package auth

import (
	"context"
	"crypto/x509"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/punch-dev/punch/api/ca"
	"github.com/rs/zerolog"
)

// Authorizer applies a rule set to HTTP requests. Its rules can be swapped
// at run time (SetRules) for a reload.
type Authorizer struct {
	rules atomic.Pointer[Rules]
	log   zerolog.Logger
	// HideDetails makes 403 bodies Puppet Server 7's terse "Forbidden
	// request: PATH (method :get). Please see the server logs for
	// details." instead of naming the client and the rule (the log line
	// always has the details).
	HideDetails bool
}

// NewAuthorizer returns an Authorizer for rules that logs denials to log.
func NewAuthorizer(rules *Rules, log zerolog.Logger) *Authorizer {
	a := &Authorizer{log: log}
	a.rules.Store(rules)
	return a
}

// SetRules replaces the rule set; requests in flight keep the old one.
func (a *Authorizer) SetRules(r *Rules) { a.rules.Store(r) }

// Rules returns the current rule set.
func (a *Authorizer) Rules() *Rules { return a.rules.Load() }

// RequestFromHTTP extracts what authorization needs from r: method, path,
// query, and the identity in the client certificate the TLS layer verified
// (none when the client sent no certificate).
func RequestFromHTTP(r *http.Request) Request {
	req := Request{
		Method:     r.Method,
		Path:       r.URL.Path,
		Query:      r.URL.Query(),
		RemoteAddr: remoteIP(r.RemoteAddr),
	}
	if cert := verifiedPeer(r); cert != nil {
		req.Authenticated = true
		req.Certname = cert.Subject.CommonName
		req.DNSNames = cert.DNSNames
		req.Extensions = ca.PuppetExtensions(cert.Extensions)
	}
	return req
}

func verifiedPeer(r *http.Request) *x509.Certificate {
	if r.TLS == nil || len(r.TLS.VerifiedChains) == 0 || len(r.TLS.VerifiedChains[0]) == 0 {
		return nil
	}
	return r.TLS.VerifiedChains[0][0]
}

func remoteIP(addr string) string {
	if i := strings.LastIndexByte(addr, ':'); i > 0 && !strings.HasSuffix(addr, "]") {
		return strings.Trim(addr[:i], "[]")
	}
	return addr
}

// cleanPath reports whether p is already in canonical form: absolute, with
// no empty, "." or ".." segments. Rules match raw prefixes, so anything
// else is refused rather than guessed at.
func cleanPath(p string) bool {
	if !strings.HasPrefix(p, "/") {
		return false
	}
	segs := strings.Split(p[1:], "/")
	for i, s := range segs {
		if s == "." || s == ".." || (s == "" && i != len(segs)-1) {
			return false
		}
	}
	return true
}

type ctxKey int

const (
	decisionKey ctxKey = iota
	recorderKey
)

// Recorder carries the decision out to an outer middleware (the access
// log), which installs it with WithRecorder before the authorizer runs.
type Recorder struct {
	mu  sync.Mutex
	d   Decision
	set bool
}

// Decision returns the recorded decision, if the authorizer ran.
func (rec *Recorder) Decision() (Decision, bool) {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.d, rec.set
}

func (rec *Recorder) record(d Decision) {
	rec.mu.Lock()
	rec.d, rec.set = d, true
	rec.mu.Unlock()
}

// WithRecorder returns r with a Recorder attached, and the Recorder.
func WithRecorder(r *http.Request) (*http.Request, *Recorder) {
	rec := &Recorder{}
	return r.WithContext(context.WithValue(r.Context(), recorderKey, rec)), rec
}

// DecisionFrom returns the decision the authorizer made for a request, for
// handlers behind it.
func DecisionFrom(ctx context.Context) (Decision, bool) {
	d, ok := ctx.Value(decisionKey).(Decision)
	return d, ok
}

// Middleware authorizes each request before passing it on. Denied requests
// get 403 with Puppet Server's "Forbidden request: ..." message; requests
// with a non-canonical path (.., //) get 400. The decision is recorded in
// the request context (DecisionFrom) and in any Recorder.
func (a *Authorizer) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req := RequestFromHTTP(r)
		if !cleanPath(req.Path) {
			d := Decision{Certname: req.Certname, Authenticated: req.Authenticated,
				Message: "Invalid request path " + req.Path + ": it must not contain '.', '..' or empty segments"}
			if rec, ok := r.Context().Value(recorderKey).(*Recorder); ok {
				rec.record(d)
			}
			text(w, http.StatusBadRequest, d.Message)
			return
		}
		d := a.rules.Load().Authorize(req)
		if rec, ok := r.Context().Value(recorderKey).(*Recorder); ok {
			rec.record(d)
		}
		if !d.Allowed {
			a.log.Warn().Str("certname", req.Certname).Str("remote_addr", req.RemoteAddr).
				Str("method", r.Method).Str("path", req.Path).Str("rule", d.Rule).Bool("authenticated", req.Authenticated).
				Msg(d.Message)
			msg := d.Message
			if a.HideDetails {
				msg = "Forbidden request: " + req.Path + " (method :" + strings.ToLower(r.Method) + "). Please see the server logs for details."
			}
			text(w, http.StatusForbidden, msg)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), decisionKey, d)))
	})
}

func text(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	io.WriteString(w, msg)
}
