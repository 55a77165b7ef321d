// Package server is `punch serve`: Puppet Server's HTTP API for Puppet 7
// agents over Punch's compiler. It wires the CA (api/ca), authorization
// (api/auth), file serving (api/fileserve), the store (api/store) and
// metrics (api/metrics) behind one chi router, and adds the agent
// endpoints (node, catalog v3 and v4, facts, report), the environment
// endpoints, status, the admin API and /metrics.
//
// Compiles run in a bounded worker pool with a bounded queue (503 with
// Retry-After beyond it); every request has a body size limit and a time
// limit; Shutdown finishes requests in flight. See docs/server.md.
package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/auth"
	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/api/fileserve"
	"github.com/punch-dev/punch/api/metrics"
	"github.com/punch-dev/punch/api/moduleinfo"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/enc"
	"github.com/punch-dev/punch/environments/settings"
)

// PuppetVersion is the Puppet version Punch speaks, sent in the
// X-Puppet-Version header and as $serverversion.
const PuppetVersion = "7.23.0"

// Config configures a Server.
type Config struct {
	// Environments are the environments to compile in (required): the
	// registry that serves agents.
	Environments *environments.Registry
	// CA, when set, serves /puppet-ca/v1. Client certificates are
	// verified by the TLS configuration, not here.
	CA *ca.CA
	// CARoutes answers /puppet-ca/v1 when CA is nil: a server whose CA is
	// elsewhere (punch serve --ca false) forwards or refuses CA requests
	// (ca.Forwarder, ca.DisabledRoutes). Nil with CA nil: a 404.
	CARoutes http.Handler
	// Store keeps facts, catalogs and reports (required).
	Store *store.Store
	// FileBucket, when set, serves /puppet/v3/file_bucket_file (Puppet's
	// bucketdir); without it that endpoint is a 404.
	FileBucket *store.FileBucket
	// FileserverConfig is Puppet's fileserver.conf (custom file server
	// mounts): read at New (an error fails New when the file exists but is
	// invalid) and re-read when it changes. Empty or a missing file: only
	// the built-in mounts.
	FileserverConfig string
	// Rules are the authorization rules; nil means Punch's defaults
	// (DefaultRules).
	Rules *auth.Rules
	// HideAuthDetails gives 403 answers Puppet Server 7's terse message.
	HideAuthDetails bool
	// Classifier is the ENC (node_terminus exec); nil is the plain
	// terminus.
	Classifier *enc.Classifier
	// Certname is the server's certname (servername fact when
	// ServerName is empty).
	Certname string
	// ServerName, ServerIP and ServerIP6 are the $servername, $serverip
	// and $serverip6 server facts (empty: not set).
	ServerName, ServerIP, ServerIP6 string
	// DefaultEnvironment is where a node the classifier does not place
	// compiles when the agent sends no environment (v4).
	DefaultEnvironment string
	// CodeDir is reported as the root of the plugins and pluginfacts
	// mounts of an environment without modules (Puppet's codedir); it
	// should exist.
	CodeDir string
	// StrictVariables is Puppet's strict_variables.
	StrictVariables bool
	// MaxCompiles bounds the compiles running at once (default: CPUs);
	// MaxQueuedCompiles the requests waiting for one (default 4 x
	// MaxCompiles; negative: none wait).
	MaxCompiles, MaxQueuedCompiles int
	// MaxRequestBody bounds request bodies (default 64 MiB).
	MaxRequestBody int64
	// RequestTimeout bounds one request, compile included (default 5m).
	RequestTimeout time.Duration
	// ReadIdleTimeout bounds the wait for more of a request body (default
	// 30s, Jetty's idle timeout in Puppet Server); a client that stalls
	// longer gets a 408.
	ReadIdleTimeout time.Duration
	// MaxConnections bounds the connections open at once (Serve); one more
	// is closed before its TLS handshake and logged at warn. Default:
	// settings.DefaultMaxConnections (from the open file limit).
	MaxConnections int
	// HeaderCertInfo, when set, gives requests on a plain HTTP listener
	// (ServeOther) the identity of their proxy's headers (headercert.go).
	HeaderCertInfo *HeaderCertInfo
	// OIDMapping names custom certificate extensions in $trusted (OID ->
	// short name, from custom_trusted_oid_mapping.yaml; LoadOIDMapping).
	OIDMapping map[string]string
	// TrustedExternalCommand is Puppet's trusted_external_command: an
	// executable, or a directory of them, whose JSON is
	// $trusted['external'] ("" for none).
	TrustedExternalCommand string
	// VersionedCode is puppetserver.conf's versioned-code section: with
	// its commands every catalog carries a code_id and, when the agent
	// and the environment want it, the inlined file metadata of a static
	// catalog, and /puppet/v3/static_file_content answers (static.go).
	VersionedCode settings.VersionedCode
	// Reports configures the report processors (store, http, log) run on
	// each report after it is stored.
	Reports ReportOptions
	// StoreConfigs, when set, turns storeconfigs on (storeconfigs.go).
	StoreConfigs *StoreConfigs
	// PuppetDB, when set, answers the compiles' puppetdb_query calls
	// (without it the function fails saying that no PuppetDB is set up).
	PuppetDB functions.PuppetDBQuerier
	// MaxRequestBodies bounds the bytes of request bodies read at once;
	// a request beyond it gets 503 (default 1 GiB).
	MaxRequestBodies int64
	// MaxConnectionsPerAddress bounds the connections one client IP
	// address holds open (Serve); default MaxConnections/8, at least 8.
	MaxConnectionsPerAddress int
	// TLSHandshakeTimeout bounds the time from a connection's accept to its
	// first request, TLS handshake included (default 10s).
	TLSHandshakeTimeout time.Duration
	// Logger receives access, compile and error lines.
	Logger zerolog.Logger
	// Registry receives the metrics; nil creates one.
	Registry *metrics.Registry
	// Now is the clock (tests).
	Now func() time.Time
}

// Server is Punch's Puppet Server API. Create it with New, serve
// Handler() (or use Serve), and call Shutdown then Close.
type Server struct {
	cfg     Config
	log     zerolog.Logger
	envs    *envSet
	st      *store.Store
	authz   *auth.Authorizer
	files   *fileserve.Server
	pool    *pool
	persist *persister
	reports *reporter
	reg     *metrics.Registry
	m       *serverMetrics
	handler http.Handler
	started time.Time

	classesMu    sync.Mutex
	classesCache map[string]*classesEntry

	taskSums moduleinfo.SumCache

	// bodies bounds the request bodies read at once (max_request_bodies).
	bodies bodyBudget
	// connsOpen counts the connections open now (connListener).
	connsOpen atomic.Int64
	// firstRequest holds a timer per new connection that closes it when
	// no request has begun by TLSHandshakeTimeout (connState).
	firstRequest sync.Map

	// srvFacts are the server facts of every compile (serverFacts).
	srvFacts *values.Hash
}

// New builds a Server from cfg.
func New(cfg Config) (*Server, error) {
	if cfg.Environments == nil {
		return nil, errors.New("server: no environments configured")
	}
	if cfg.Store == nil {
		return nil, errors.New("server: no store configured")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.MaxCompiles <= 0 {
		cfg.MaxCompiles = runtime.NumCPU()
	}
	if cfg.MaxQueuedCompiles == 0 {
		cfg.MaxQueuedCompiles = 4 * cfg.MaxCompiles
	}
	if cfg.MaxRequestBody <= 0 {
		cfg.MaxRequestBody = 64 << 20
	}
	if cfg.RequestTimeout <= 0 {
		cfg.RequestTimeout = 5 * time.Minute
	}
	if cfg.MaxConnections <= 0 {
		cfg.MaxConnections = settings.DefaultMaxConnections()
	}
	if cfg.MaxRequestBodies <= 0 {
		cfg.MaxRequestBodies = 1 << 30
	}
	if cfg.MaxConnectionsPerAddress <= 0 {
		cfg.MaxConnectionsPerAddress = max(8, cfg.MaxConnections/8)
	}
	if cfg.TLSHandshakeTimeout <= 0 {
		cfg.TLSHandshakeTimeout = 10 * time.Second
	}
	if cfg.ReadIdleTimeout <= 0 {
		cfg.ReadIdleTimeout = 30 * time.Second
	}
	if cfg.DefaultEnvironment == "" {
		cfg.DefaultEnvironment = "production"
	}
	if cfg.ServerName == "" {
		cfg.ServerName = cfg.Certname
	}
	if cfg.Registry == nil {
		cfg.Registry = metrics.NewRegistry()
		metrics.RegisterRuntime(cfg.Registry)
	}
	rules := cfg.Rules
	if rules == nil {
		var err error
		if rules, err = DefaultRules(cfg.Certname); err != nil {
			return nil, err
		}
	}
	s := &Server{
		cfg:          cfg,
		log:          cfg.Logger,
		envs:         &envSet{reg: cfg.Environments, log: cfg.Logger},
		st:           cfg.Store,
		pool:         newPool(cfg.MaxCompiles, cfg.MaxQueuedCompiles),
		reg:          cfg.Registry,
		started:      cfg.Now(),
		classesCache: map[string]*classesEntry{},
	}
	s.bodies.limit = cfg.MaxRequestBodies
	s.authz = auth.NewAuthorizer(rules, cfg.Logger)
	s.authz.HideDetails = cfg.HideAuthDetails
	files, err := fileserve.New(fileserve.Config{Modules: s.envs, CodeDir: cfg.CodeDir, Logger: &s.log,
		MountsFile: cfg.FileserverConfig})
	if err != nil {
		return nil, err
	}
	s.files = files
	s.srvFacts = s.serverFacts()
	s.m = newServerMetrics(s.reg, s.pool)
	s.reg.GaugeFunc("punch_http_connections_open", "Connections open now (at most max_connections).",
		func() float64 { return float64(s.connsOpen.Load()) })
	s.reg.GaugeFunc("punch_http_connections_max", "Connections that may be open at once (max_connections).",
		func() float64 { return float64(s.cfg.MaxConnections) })
	s.persist = newPersister(cfg.Store, 2, s.log, func() { s.m.storeErrors.Inc() })
	if s.reports, err = newReporter(cfg.Reports, s.log, cfg.Now, func() { s.m.reportErrors.Inc() }); err != nil {
		return nil, err
	}
	s.handler = s.routes()
	return s, nil
}

// Handler returns the server's HTTP handler.
func (s *Server) Handler() http.Handler { return s.handler }

// Authorizer returns the authorizer, so rules can be swapped at run time.
func (s *Server) Authorizer() *auth.Authorizer { return s.authz }

// FlushEnvironments forgets cached environments (all of them when name is
// ""), as SIGHUP does.
func (s *Server) FlushEnvironments(name string) {
	s.flushEnvironments(s.log, name, "SIGHUP")
}

// flushEnvironments flushes and logs with log (a request's logger, for its
// request id) what was flushed and who asked.
func (s *Server) flushEnvironments(log zerolog.Logger, name, by string) {
	s.envs.Flush(name)
	s.classesMu.Lock()
	if name == "" {
		s.classesCache = map[string]*classesEntry{}
	} else {
		delete(s.classesCache, name)
	}
	s.classesMu.Unlock()
	s.m.flushes.Inc()
	ev := log.Info().Str("by", by)
	if name != "" {
		ev = ev.Str("environment", name)
		ev.Msg("environment cache flushed: the next compiles in this environment read its code again")
		return
	}
	ev.Msg("environment cache flushed: the next compiles read the code again")
}

// ReloadFileserverConfig re-reads the fileserver.conf now (SIGHUP); on
// error the previous mounts stay.
func (s *Server) ReloadFileserverConfig() error { return s.files.ReloadMounts() }

// Close writes the records still queued for the store. Call it after the
// HTTP server has shut down; it does not close the store.
func (s *Server) Close() {
	s.persist.close()
	s.reports.close(30 * time.Second)
}

// FlushStore waits until the facts and catalogs of the requests answered
// so far are written (tests).
func (s *Server) FlushStore() { s.persist.flush() }

// HTTPServer returns an http.Server for the handler with Punch's limits:
// read/write timeouts from RequestTimeout and a header size bound.
func (s *Server) HTTPServer(addr string) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           s.handler,
		ReadHeaderTimeout: 30 * time.Second,
		ReadTimeout:       s.cfg.RequestTimeout,
		WriteTimeout:      s.cfg.RequestTimeout + 10*time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          newStdLogger(s.log),
		ConnState:         s.connState,
	}
}

// connState closes a connection that has not begun a request within
// TLSHandshakeTimeout of its accept: net/http bounds the handshake only by
// its header timeout, and a client that opens connections and never
// finishes a handshake would hold their slots that long.
func (s *Server) connState(c net.Conn, st http.ConnState) {
	switch st {
	case http.StateNew:
		s.firstRequest.Store(c, time.AfterFunc(s.cfg.TLSHandshakeTimeout, func() {
			if _, ok := s.firstRequest.LoadAndDelete(c); ok {
				s.log.Debug().Str("remote", c.RemoteAddr().String()).Dur("tls_handshake_timeout", s.cfg.TLSHandshakeTimeout).
					Msg("connection closed: no TLS handshake and request within tls_handshake_timeout")
				c.Close()
			}
		}))
	case http.StateActive, http.StateClosed, http.StateHijacked:
		if t, ok := s.firstRequest.LoadAndDelete(c); ok {
			t.(*time.Timer).Stop()
		}
	}
}

// Serve serves on ln until ctx is done, then shuts down gracefully: it stops
// accepting connections, lets requests in flight finish (for at most
// grace), and writes what is queued for the store.
func (s *Server) Serve(ctx context.Context, hs *http.Server, ln net.Listener, grace time.Duration) error {
	stopped, err := s.serveLimited(ctx, hs, ln, grace, func() {
		s.log.Info().Dur("grace", grace).Msg("shutting down: no new connections; finishing the requests in flight")
	})
	s.Close()
	if !stopped {
		return err
	}
	if err != nil {
		return fmt.Errorf("requests still running after %v were cut off: %w", grace, err)
	}
	s.log.Info().Msg("stopped")
	return nil
}

// ServeOther serves another listener than Serve's until ctx is done: plain
// HTTP on http_bind (behind a TLS-terminating load balancer), or TLS when
// hs has a TLSConfig (a second server of webserver.conf's multi-server
// form), with the same connection limits as Serve; Serve's shutdown writes
// the store, not this one.
func (s *Server) ServeOther(ctx context.Context, hs *http.Server, ln net.Listener, grace time.Duration) error {
	_, err := s.serveLimited(ctx, hs, ln, grace, nil)
	return err
}

// serveLimited serves hs on ln, behind the connection limits, TLS when hs
// has a TLSConfig. When hs fails it returns that error (stopped false);
// when ctx is done it calls stopping (if any) and shuts hs down, letting
// requests in flight finish for at most grace, and returns Shutdown's
// error (stopped true).
func (s *Server) serveLimited(ctx context.Context, hs *http.Server, ln net.Listener, grace time.Duration, stopping func()) (stopped bool, err error) {
	ln = &connListener{Listener: ln, max: int64(s.cfg.MaxConnections), maxPerAddr: s.cfg.MaxConnectionsPerAddress,
		open: &s.connsOpen, refused: s.m.connsRefused.Inc, refusedAddr: s.m.refusedAddress, log: s.log, now: s.cfg.Now}
	errc := make(chan error, 1)
	go func() {
		if hs.TLSConfig != nil {
			errc <- hs.ServeTLS(ln, "", "")
		} else {
			errc <- hs.Serve(ln)
		}
	}()
	select {
	case err := <-errc:
		return false, err
	case <-ctx.Done():
	}
	if stopping != nil {
		stopping()
	}
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err = hs.Shutdown(sctx)
	<-errc
	return true, err
}

// newRequestID returns a random request id.
func newRequestID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// cleanRequestID accepts a client's X-Request-Id when it is short and
// plain, so it can be logged safely.
func cleanRequestID(id string) string {
	if id == "" || len(id) > 64 {
		return ""
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
			return ""
		}
	}
	return id
}

// routePattern is the chi route of a request, for metrics.
func routePattern(r *http.Request) string {
	if rc := chi.RouteContext(r.Context()); rc != nil {
		if p := rc.RoutePattern(); p != "" {
			return p
		}
	}
	return "other"
}

// stdLogWriter adapts net/http's error log to zerolog, at a level by what
// the message is about.
type stdLogWriter struct{ log zerolog.Logger }

func (w stdLogWriter) Write(p []byte) (int, error) {
	msg := strings.TrimSpace(string(p))
	switch {
	case strings.HasPrefix(msg, "http: TLS handshake error"), strings.HasPrefix(msg, "http2: "),
		strings.Contains(msg, "superfluous response.WriteHeader"), strings.Contains(msg, "URL query contains semicolon"):
		// Clients without a valid certificate, port scanners and clients
		// that leave are frequent and not the server's fault.
		w.log.Debug().Str("component", "http").Msg(msg)
	case strings.HasPrefix(msg, "http: Accept error"):
		w.log.Error().Str("component", "http").
			Msg(msg + " (new connections are failing: if it says 'too many open files', raise the open files limit (ulimit -n, LimitNOFILE) or look for clients holding many connections)")
	case strings.HasPrefix(msg, "http: panic serving"):
		w.log.Error().Str("component", "http").Msg(msg + " (a bug in Punch: please report it with this line)")
	default:
		w.log.Warn().Str("component", "http").Msg(msg)
	}
	return len(p), nil
}
