package auth

import (
	"context"
	"crypto/x509"
	"io"
	"net/http"
	"net/url"
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
	// oidNames names certificate extensions for the rules (SetOIDNames).
	oidNames map[string]string
}

// SetOIDNames sets the names rules know extensions by (dotted OID -> short
// name): Puppet Server's CA gives its authorization Puppet's short names
// and those of custom_trusted_oid_mapping.yaml (PuppetOIDNames); with its
// CA disabled there are none, and rules must name extensions by OID. Call
// it before serving.
func (a *Authorizer) SetOIDNames(m map[string]string) { a.oidNames = m }

// PuppetOIDNames is the map Puppet Server's CA service authorizes with:
// the OIDs of custom (custom_trusted_oid_mapping.yaml: OID -> short name)
// and Puppet's own short names, Puppet's winning for an OID both name.
func PuppetOIDNames(custom map[string]string) map[string]string {
	out := make(map[string]string, len(custom)+len(ca.ShortNames))
	for oid, n := range custom {
		out[oid] = n
	}
	for n, oid := range ca.ShortNames {
		out[oid] = n
	}
	return out
}

// NewAuthorizer returns an Authorizer for rules that logs denials to log,
// knowing extensions by Puppet's short names (SetOIDNames changes that).
func NewAuthorizer(rules *Rules, log zerolog.Logger) *Authorizer {
	a := &Authorizer{log: log, oidNames: PuppetOIDNames(nil)}
	a.rules.Store(rules)
	return a
}

// SetRules replaces the rule set; requests in flight keep the old one.
func (a *Authorizer) SetRules(r *Rules) { a.rules.Store(r) }

// Rules returns the current rule set.
func (a *Authorizer) Rules() *Rules { return a.rules.Load() }

// RequestFromHTTP extracts what authorization needs from r: method, path,
// query, and the identity in the client certificate the TLS layer verified
// (none when the client sent no certificate), its Puppet extensions named
// as oidNames names them (else by dotted OID).
func RequestFromHTTP(r *http.Request, oidNames map[string]string) Request {
	req := Request{
		Method:     r.Method,
		Path:       r.URL.Path,
		Query:      r.URL.Query(),
		RemoteAddr: remoteIP(r.RemoteAddr),
		OIDNames:   oidNames,
	}
	if cert := ca.PeerCertificate(r); cert != nil {
		req.Authenticated = true
		req.Certname = cert.Subject.CommonName
		req.DNSNames = cert.DNSNames
		req.Extensions = ca.ExtensionsNamed(cert.Extensions, oidNames)
		req.SubjectAltNames = subjectAltNames(cert)
	}
	return req
}

// subjectAltNames are a certificate's alternative names by the kind
// trapperkeeper-authorization names them; nil without any.
func subjectAltNames(c *x509.Certificate) map[string][]string {
	if len(c.DNSNames)+len(c.IPAddresses)+len(c.EmailAddresses)+len(c.URIs) == 0 {
		return nil
	}
	m := map[string][]string{}
	if len(c.DNSNames) > 0 {
		m["dns-name"] = c.DNSNames
	}
	for _, ip := range c.IPAddresses {
		m["ip"] = append(m["ip"], ip.String())
	}
	if len(c.EmailAddresses) > 0 {
		m["rfc822-name"] = c.EmailAddresses
	}
	for _, u := range c.URIs {
		m["uri"] = append(m["uri"], u.String())
	}
	return m
}

func remoteIP(addr string) string {
	if i := strings.LastIndexByte(addr, ':'); i > 0 && !strings.HasSuffix(addr, "]") {
		return strings.Trim(addr[:i], "[]")
	}
	return addr
}

// cleanPath reports whether p is in canonical form once runs of slashes are
// collapsed: absolute, with no "." or ".." segments. Rules match raw
// prefixes, so dot segments are refused rather than guessed at.
func cleanPath(p string) bool {
	if !strings.HasPrefix(p, "/") {
		return false
	}
	for _, s := range strings.Split(p[1:], "/") {
		if s == "." || s == ".." {
			return false
		}
	}
	return true
}

// collapseSlashes turns runs of slashes into one, as Jetty does to a
// request's path before Puppet Server authorizes and routes it (an agent
// backing up /etc/motd asks for file_bucket_file/sha256/SUM//etc/motd).
func collapseSlashes(p string) string {
	if !strings.Contains(p, "//") {
		return p
	}
	var b strings.Builder
	b.Grow(len(p))
	for i := 0; i < len(p); i++ {
		if p[i] == '/' && i > 0 && p[i-1] == '/' {
			continue
		}
		b.WriteByte(p[i])
	}
	return b.String()
}

// canonical returns r with runs of slashes in its path collapsed (r itself
// when there are none), so that rules and handlers see the same path.
func canonical(r *http.Request) *http.Request {
	if !strings.Contains(r.URL.Path, "//") && !strings.Contains(r.URL.RawPath, "//") {
		return r
	}
	r2 := new(http.Request)
	*r2 = *r
	u := *r.URL
	u.Path = collapseSlashes(r.URL.Path)
	u.RawPath = ""
	if r.URL.RawPath != "" {
		raw := collapseSlashes(r.URL.RawPath)
		if dec, err := url.PathUnescape(raw); err == nil && dec == u.Path {
			u.RawPath = raw
		}
	}
	r2.URL = &u
	return r2
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
// with a "." or ".." path segment get 400. The decision is recorded in
// the request context (DecisionFrom) and in any Recorder. Runs of slashes
// in the path are collapsed first (as Jetty does for Puppet Server); the
// handlers get the collapsed path.
func (a *Authorizer) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r = canonical(r)
		req := RequestFromHTTP(r, a.oidNames)
		if !cleanPath(req.Path) {
			d := Decision{Certname: req.Certname, Authenticated: req.Authenticated,
				Message: "Invalid request path " + req.Path + ": it must not contain '.' or '..' segments"}
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
			// The request's own logger (its request id) when the server
			// gave it one.
			log := a.log
			if l := zerolog.Ctx(r.Context()); l.GetLevel() != zerolog.Disabled {
				log = *l
			}
			ev := log.Warn()
			if req.Certname != "" {
				ev = ev.Str("certname", req.Certname)
			}
			ev.Str("remote_addr", req.RemoteAddr).
				Str("method", r.Method).Str("path", req.Path).Str("rule", d.Rule).Bool("authenticated", req.Authenticated).
				Msg(d.Message)
			msg := d.Message
			if a.HideDetails {
				msg = "Forbidden request: " + req.Path + " (method :" + strings.ToLower(r.Method) + "). Please see the server logs for details."
			}
			// Puppet Server's authorization 403 carries no Content-Type
			// (trapperkeeper-authorization answers a bare body; QA-SITE-4
			// S4, cmd/tools/site4/puppetserver.txt): a nil entry keeps
			// net/http from sniffing one in.
			w.Header()["Content-Type"] = nil
			w.Header().Set("X-Content-Type-Options", "nosniff")
			w.WriteHeader(http.StatusForbidden)
			io.WriteString(w, msg)
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
