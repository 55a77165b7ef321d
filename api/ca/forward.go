package ca

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"
)

// A server whose CA is elsewhere (`punch serve --ca false`) answers
// /puppet-ca/v1 in one of two ways, decided per endpoint:
//
//   - Puppet Server with its CA service disabled serves no /puppet-ca route
//     at all: every CA request is a 404 and agents must send them to the
//     CA server themselves (ca_server). Punch does the same for every
//     endpoint when no ca_server is given.
//   - With a ca_server, the requests of an agent's certificate bootstrap
//     are forwarded to it, as Puppet Enterprise's compilers proxy them to
//     the primary server: GET certificate/NAME (and certificate/ca), GET
//     certificate_revocation_list/ca, GET and PUT certificate_request/NAME.
//     Puppet Server's default auth.conf lets any client make these, so the
//     CA server decides the same whether it sees the agent or this server.
//     Agents behind a load balancer then need no ca_server of their own.
//
// The administrative endpoints (certificate_status, certificate_statuses,
// clean, expirations, DELETE certificate_request) are never forwarded:
// the CA server authorizes them by the client's own certificate (an admin
// with pp_cli_auth), and a forwarded request would carry this server's
// identity instead. They are a 404 that names the CA server.

// ForwarderConfig is where CA requests are forwarded.
type ForwarderConfig struct {
	// Server and Port are Puppet's ca_server and ca_port.
	Server string
	Port   int
	// TLS trusts the CA and presents this server's certificate.
	TLS *tls.Config
	// Timeout bounds one forwarded request (default 30 s).
	Timeout       time.Duration
	PuppetVersion string
	Logger        zerolog.Logger
}

// Forwarder forwards an agent's certificate bootstrap to the CA server.
type Forwarder struct {
	cfg  ForwarderConfig
	base string // https://server:port/puppet-ca/v1
	http *http.Client
}

// maxForwardedBody bounds a forwarded answer (a CRL of a large site is a
// few megabytes).
const maxForwardedBody = 64 << 20

// NewForwarder returns a forwarder to cfg's CA server.
func NewForwarder(cfg ForwarderConfig) (*Forwarder, error) {
	if cfg.Server == "" {
		return nil, errors.New("ca: no ca_server to forward CA requests to")
	}
	if cfg.Port <= 0 {
		cfg.Port = 8140
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 30 * time.Second
	}
	if cfg.PuppetVersion == "" {
		cfg.PuppetVersion = "7.23.0"
	}
	tc := cfg.TLS.Clone()
	if tc == nil {
		tc = &tls.Config{MinVersion: tls.VersionTLS12}
	}
	tr := &http.Transport{
		TLSClientConfig:       tc,
		TLSHandshakeTimeout:   cfg.Timeout,
		ResponseHeaderTimeout: cfg.Timeout,
		MaxIdleConnsPerHost:   8,
		IdleConnTimeout:       90 * time.Second,
	}
	base := "https://" + net.JoinHostPort(cfg.Server, strconv.Itoa(cfg.Port)) + "/puppet-ca/v1"
	return &Forwarder{cfg: cfg, base: base, http: &http.Client{Transport: tr, Timeout: cfg.Timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}, nil
}

// URL is the CA server's /puppet-ca/v1 URL.
func (f *Forwarder) URL() string { return f.base }

// DisabledRoutes answers every /puppet-ca/v1 request of a server whose CA
// is elsewhere, when it forwards nothing: a 404, as Puppet Server with its
// CA service disabled. caServer (may be empty) is named in the message.
func DisabledRoutes(caServer, puppetVersion string) chi.Router {
	r := chi.NewRouter()
	refuse := refuser(caServer, puppetVersion)
	r.NotFound(refuse)
	r.MethodNotAllowed(refuse)
	return r
}

func refuser(caServer, puppetVersion string) http.HandlerFunc {
	msg := "Not Found: this server's certificate authority is disabled (punch serve --ca false)"
	if caServer != "" {
		msg += "; send certificate requests and administration to the CA server " + caServer
	} else {
		msg += "; set ca_server on agents to the server that holds the CA"
	}
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Puppet-Version", puppetVersion)
		plain(w, http.StatusNotFound, msg)
	}
}

// Routes returns the /puppet-ca/v1 router of a server that forwards the
// agent bootstrap to the CA server and refuses the rest (see above).
func (f *Forwarder) Routes() chi.Router {
	r := chi.NewRouter()
	refuse := refuser(net.JoinHostPort(f.cfg.Server, strconv.Itoa(f.cfg.Port)), f.cfg.PuppetVersion)
	r.NotFound(refuse)
	r.MethodNotAllowed(refuse)
	r.Get("/certificate/{name}", f.forward)
	r.Get("/certificate_request/{name}", f.forward)
	r.Put("/certificate_request/{name}", f.forward)
	r.Get("/certificate_revocation_list/{name}", f.forward)
	return r
}

// forwardedHeaders are the request headers the CA server sees.
var forwardedHeaders = []string{"Content-Type", "Accept", "If-Modified-Since", "X-Puppet-Version", "User-Agent"}

// answerHeaders are the CA server's answer headers the agent sees.
var answerHeaders = []string{"Content-Type", "Last-Modified", "X-Puppet-Version", "X-Content-Type-Options"}

func (f *Forwarder) forward(w http.ResponseWriter, r *http.Request) {
	name, ok := nameParam(w, r)
	if !ok {
		return
	}
	// The route's last segment, re-escaped: nothing of the agent's path
	// but the endpoint and the checked name reaches the CA server.
	endpoint := strings.TrimSuffix(chi.RouteContext(r.Context()).RoutePattern(), "/{name}")
	endpoint = endpoint[strings.LastIndexByte(endpoint, '/')+1:]
	target := f.base + "/" + endpoint + "/" + url.PathEscape(name)
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	var body io.Reader
	if r.Method == http.MethodPut {
		b, ok := readBody(w, r, MaxCSRBytes)
		if !ok {
			return
		}
		body = bytes.NewReader(b)
	}
	ctx, cancel := context.WithTimeout(r.Context(), f.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, r.Method, target, body)
	if err != nil {
		plain(w, http.StatusBadRequest, err.Error())
		return
	}
	for _, h := range forwardedHeaders {
		if v := r.Header.Get(h); v != "" {
			req.Header.Set(h, v)
		}
	}
	if host, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		req.Header.Set("X-Forwarded-For", host)
	}
	start := time.Now()
	res, err := f.http.Do(req)
	if err != nil {
		f.cfg.Logger.Warn().Err(err).Str("url", target).Str("method", r.Method).Str("from", requester(r)).
			Msg("could not forward a CA request to the CA server (ca_server); is it running and reachable?")
		w.Header().Set("X-Puppet-Version", f.cfg.PuppetVersion)
		plain(w, http.StatusServiceUnavailable, fmt.Sprintf("Could not reach the CA server %s: %v", f.base, err))
		return
	}
	defer res.Body.Close()
	for _, h := range answerHeaders {
		if v := res.Header.Get(h); v != "" {
			w.Header().Set(h, v)
		}
	}
	w.WriteHeader(res.StatusCode)
	n, err := io.Copy(w, io.LimitReader(res.Body, maxForwardedBody))
	ev := f.cfg.Logger.Debug()
	if err != nil {
		ev = f.cfg.Logger.Warn().Err(err)
	}
	ev.Str("url", target).Str("method", r.Method).Str("from", requester(r)).Int("status", res.StatusCode).
		Int64("bytes", n).Dur("duration", time.Since(start)).Msg("forwarded a CA request to the CA server")
}

// FetchCRL gets the CA server's CRL and its Last-Modified time. With since
// non-zero it asks only for a CRL newer than that (a Last-Modified the CA
// server gave) and returns a nil CRL when there is none.
func (f *Forwarder) FetchCRL(ctx context.Context, since time.Time) ([]byte, time.Time, error) {
	ctx, cancel := context.WithTimeout(ctx, f.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, f.base+"/certificate_revocation_list/ca", nil)
	if err != nil {
		return nil, time.Time{}, err
	}
	req.Header.Set("Accept", "text/plain")
	if !since.IsZero() {
		req.Header.Set("If-Modified-Since", since.UTC().Format(http.TimeFormat))
	}
	res, err := f.http.Do(req)
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("fetching the CRL from the CA server %s: %w", f.base, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxForwardedBody+1))
	switch {
	case err != nil:
		return nil, time.Time{}, fmt.Errorf("fetching the CRL from the CA server %s: %w", f.base, err)
	case res.StatusCode == http.StatusNotModified:
		return nil, since, nil
	case res.StatusCode != http.StatusOK:
		return nil, time.Time{}, fmt.Errorf("fetching the CRL from the CA server %s: %s: %s", f.base, res.Status, strings.TrimSpace(string(data)))
	case len(data) > maxForwardedBody:
		return nil, time.Time{}, fmt.Errorf("fetching the CRL from the CA server %s: larger than %d bytes", f.base, maxForwardedBody)
	}
	mod, _ := http.ParseTime(res.Header.Get("Last-Modified"))
	return data, mod, nil
}

// RefreshCRL keeps the trusted CRL current: every interval it asks the CA
// server for a newer CRL and, when there is one that checks, replaces the
// CRL file (which Trust re-reads). It returns when ctx is done.
func (f *Forwarder) RefreshCRL(ctx context.Context, t *Trust, interval time.Duration) {
	tick := time.NewTicker(interval)
	defer tick.Stop()
	var last time.Time
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		data, mod, err := f.FetchCRL(ctx, last)
		if err != nil {
			if ctx.Err() == nil {
				f.cfg.Logger.Warn().Err(err).Dur("crl_refresh_interval", interval).
					Msg("could not refresh the CRL from the CA server; keeping the current one and trying again later")
			}
			continue
		}
		if data == nil {
			continue
		}
		changed, err := t.UpdateCRL(data)
		if err != nil {
			f.cfg.Logger.Error().Err(err).Str("hostcrl", t.cfg.HostCRL).Msg("refused the CA server's CRL; keeping the current one")
			continue
		}
		last = mod
		if changed {
			f.cfg.Logger.Info().Str("hostcrl", t.cfg.HostCRL).Str("ca_server", f.base).Msg("the CRL changed on the CA server: updated hostcrl")
		}
	}
}
