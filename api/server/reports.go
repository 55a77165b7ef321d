package server

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/compiler/ruby/rlib/psych"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/replacefile"
	"github.com/punch-dev/punch/environments/data"
)

// Report processors: what Puppet Server does with a report after it is
// saved, by the `reports` setting. Punch keeps every report in its own store
// first (durably, before the agent's 200); then:
//
//   - store: Puppet's YAML file, REPORTDIR/HOST/YYYYMMDDHHMM.yaml (UTC, the
//     minute of arrival; directory 0750, file 0640, written whole then
//     renamed), which tools such as puppet-report readers and Foreman's
//     importers read. report_keep and report_ttl prune a node's files.
//   - http: the same YAML POSTed to reporturl (Content-Type
//     application/x-yaml, user and password of the URL as basic auth), from
//     a queue: the agent does not wait; failures are retried with backoff.
//   - log: each of the report's log messages in Punch's log, at its level.
//
// The YAML is what Puppet's processors write: `--- !ruby/object:
// Puppet::Transaction::Report` over the report's data hash, dumped by
// Psych (compiler/ruby/rlib/psych); the agent's JSON is that data hash.

// ReportOptions configure the report processors.
type ReportOptions struct {
	// Processors are the names from the reports setting (store, http, log;
	// none or empty: no processor).
	Processors []string
	// Dir is reportdir (store).
	Dir string
	// URL is reporturl (http).
	URL string
	// Keep is how many YAML files store keeps per node (0: all, as Puppet);
	// TTL deletes files older than it (0: never).
	Keep int
	TTL  time.Duration
	// ConnectTimeout and ReadTimeout bound one http submission (Puppet's
	// http_connect_timeout and http_read_timeout: 2m and 10m).
	ConnectTimeout, ReadTimeout time.Duration
	// Retries is how many times a failed http submission is tried again
	// (default 5, backing off from 1 s, doubling).
	Retries int
	// CAFile is Puppet's localcacert: an https reporturl must present a
	// certificate issued by the Puppet CA (or one of its intermediates), as
	// Puppet's http processor checks it. Empty: the system's CAs only.
	CAFile string
	// IncludeSystemStore is report_include_system_store: trust the
	// system's CA certificates as well.
	IncludeSystemStore bool
	// CertFile and KeyFile are the server's certificate and key
	// (hostcert, hostprivkey), presented to an https reporturl that asks
	// for a client certificate, as Puppet Server's http client does. Read
	// at each connection (a renewed certificate is picked up).
	CertFile, KeyFile string
}

// knownProcessors are the processors Punch implements (puppetdb: sent to
// PuppetDB by the storeconfigs backend, storeconfigs.go).
var knownProcessors = map[string]bool{"store": true, "http": true, "log": true, "puppetdb": true}

type reportJob struct {
	node string
	yaml []byte
}

type reporter struct {
	opts   ReportOptions
	names  []string
	store  bool
	http   bool
	log    bool
	client *http.Client
	queue  chan reportJob
	wg     sync.WaitGroup
	stop   chan struct{}
	now    func() time.Time
	logger zerolog.Logger
	failed func()
}

// newReporter checks the options and starts the http worker when needed.
func newReporter(o ReportOptions, log zerolog.Logger, now func() time.Time, failed func()) (*reporter, error) {
	r := &reporter{opts: o, now: now, logger: log, failed: failed, stop: make(chan struct{})}
	for _, n := range o.Processors {
		n = strings.TrimSpace(n)
		switch {
		case n == "" || n == "none":
			continue
		case !knownProcessors[n]:
			return nil, fmt.Errorf("reports: unknown report processor %q: Punch has store, http, log and puppetdb (custom Ruby report processors do not run in Punch; send reports to them with http)", n)
		}
		r.names = append(r.names, n)
		switch n {
		case "store":
			r.store = true
		case "http":
			r.http = true
		case "log":
			r.log = true
		}
	}
	if r.store && o.Dir == "" {
		return nil, errors.New("reports: the store processor needs reportdir")
	}
	if r.http {
		u, err := url.Parse(o.URL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return nil, fmt.Errorf("reports: reporturl %q is not an http or https URL", o.URL)
		}
		if r.opts.ConnectTimeout <= 0 {
			r.opts.ConnectTimeout = 2 * time.Minute
		}
		if r.opts.ReadTimeout <= 0 {
			r.opts.ReadTimeout = 10 * time.Minute
		}
		if r.opts.Retries <= 0 {
			r.opts.Retries = 5
		}
		tr := http.DefaultTransport.(*http.Transport).Clone()
		tlsCfg, err := reportTLS(r.opts)
		if err != nil {
			return nil, err
		}
		tr.TLSClientConfig = tlsCfg
		tr.ResponseHeaderTimeout = r.opts.ReadTimeout
		tr.TLSHandshakeTimeout = r.opts.ConnectTimeout
		r.client = &http.Client{Transport: tr, Timeout: r.opts.ConnectTimeout + r.opts.ReadTimeout}
		r.queue = make(chan reportJob, 256)
		r.wg.Add(1)
		go r.worker()
	}
	if len(r.names) == 0 {
		r.names = []string{}
	}
	return r, nil
}

// names of the processors that run, for the PUT's answer (Puppet Server
// answers the list of processors).
func (r *reporter) processed() []string { return r.names }

// process runs the processors on a stored report. The store processor
// writes before it returns (an error is logged: the report is already in
// Punch's store); http is queued.
func (r *reporter) process(log zerolog.Logger, node string, report *data.Map, body []byte) {
	if r.log {
		r.logMessages(log, node, report)
	}
	if !r.store && !r.http {
		return
	}
	y, err := ReportYAML(body)
	if err != nil {
		log.Error().Err(err).Str("node", node).Msg("could not render the report as Puppet's YAML; the store and http report processors skipped it")
		r.failed()
		return
	}
	if r.store {
		if file, err := r.storeYAML(node, y); err != nil {
			log.Error().Err(err).Str("node", node).Str("file", file).Msg("could not write the report's YAML file (store processor): check reportdir's disk and permissions")
			r.failed()
		}
	}
	if r.http {
		select {
		case r.queue <- reportJob{node: node, yaml: y}:
		default:
			log.Error().Str("node", node).Str("reporturl", redactURL(r.opts.URL)).Int("queued", cap(r.queue)).
				Msg("report not sent to reporturl: the queue of reports waiting for it is full (is the receiver down?)")
			r.failed()
		}
	}
}

// ReportYAML renders an agent's report (its JSON) as Puppet's store and
// http processors write it.
func ReportYAML(body []byte) ([]byte, error) {
	v, err := data.DecodeJSON(body, data.JSONOptions{File: "report", Limits: data.Limits{MaxBytes: len(body) + 1, MaxDepth: maxJSONDepth}})
	if err != nil {
		return nil, err
	}
	m, ok := v.(*data.Map)
	if !ok {
		return nil, errors.New("a report must be a JSON object")
	}
	obj := &rv.Object{Class: "Puppet::Transaction::Report"}
	for k, val := range m.All() {
		ks, _ := k.(string)
		obj.Ivars = append(obj.Ivars, rv.IVar{Name: "@" + ks, Value: toRuby(val)})
	}
	out, err := psych.Dump(obj, psych.DumpOptions{})
	if err != nil {
		return nil, err
	}
	return []byte(out), nil
}

// toRuby converts decoded JSON into the Ruby values Puppet's report holds.
func toRuby(v any) rv.Value {
	switch x := v.(type) {
	case *data.Map:
		h := rv.NewHash(x.Len())
		for k, e := range x.All() {
			ks, _ := k.(string)
			h.Set(rv.Str(ks), toRuby(e))
		}
		return h
	case []any:
		a := rv.NewArray()
		for _, e := range x {
			a.Elems = append(a.Elems, toRuby(e))
		}
		return a
	case string:
		return rv.Str(x)
	}
	return v // nil, bool, int64, float64
}

// storeYAML writes REPORTDIR/NODE/YYYYMMDDHHMM.yaml and prunes the node's
// old files.
func (r *reporter) storeYAML(node string, y []byte) (string, error) {
	if node == "" || node == "." || node == ".." || strings.ContainsAny(node, "/\\") {
		return "", fmt.Errorf("Invalid node name %q", node)
	}
	dir := filepath.Join(r.opts.Dir, node)
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return dir, err
		}
		if err := os.Chmod(dir, 0o750); err != nil {
			return dir, err
		}
	}
	file := filepath.Join(dir, r.now().UTC().Format("200601021504")+".yaml")
	// As Puppet's store processor: replace_file with mode 0640.
	if err := replacefile.Write(file, y, 0o640); err != nil {
		return file, err
	}
	r.prune(dir)
	return file, nil
}

// prune applies report_keep and report_ttl to a node's directory.
func (r *reporter) prune(dir string) {
	if r.opts.Keep <= 0 && r.opts.TTL <= 0 {
		return
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".yaml") && !strings.HasPrefix(e.Name(), ".") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names) // YYYYMMDDHHMM: oldest first
	cut := time.Time{}
	if r.opts.TTL > 0 {
		cut = r.now().Add(-r.opts.TTL)
	}
	for i, n := range names {
		old := r.opts.Keep > 0 && i < len(names)-r.opts.Keep
		if !old && r.opts.TTL > 0 {
			if fi, err := os.Stat(filepath.Join(dir, n)); err == nil && fi.ModTime().Before(cut) {
				old = true
			}
		}
		if old {
			if err := os.Remove(filepath.Join(dir, n)); err != nil && !errors.Is(err, os.ErrNotExist) {
				r.logger.Warn().Err(err).Str("file", filepath.Join(dir, n)).Msg("could not delete an old report file (report_keep, report_ttl)")
			}
		}
	}
}

// logMessages is the log processor: the report's logs in Punch's log.
func (r *reporter) logMessages(log zerolog.Logger, node string, report *data.Map) {
	logs, _ := report.Get("logs")
	list, _ := logs.([]any)
	for _, e := range list {
		m, ok := e.(*data.Map)
		if !ok {
			continue
		}
		str := func(k string) string {
			v, _ := m.Get(k)
			s, _ := v.(string)
			return s
		}
		ev := log.Info()
		switch str("level") {
		case "debug":
			ev = log.Debug()
		case "warning":
			ev = log.Warn()
		case "err", "alert", "emerg", "crit":
			ev = log.Error()
		}
		ev.Str("node", node).Str("report_level", str("level")).Str("source", str("source")).Str("time", str("time")).
			Msg(str("message"))
	}
}

// worker sends queued reports to reporturl, one at a time.
func (r *reporter) worker() {
	defer r.wg.Done()
	for {
		select {
		case job := <-r.queue:
			r.send(job)
		case <-r.stop:
			// Send what is queued, then stop.
			for {
				select {
				case job := <-r.queue:
					r.send(job)
				default:
					return
				}
			}
		}
	}
}

// send POSTs one report, retrying network errors and 5xx answers.
func (r *reporter) send(job reportJob) {
	u, _ := url.Parse(r.opts.URL)
	delay := time.Second
	for attempt := 0; ; attempt++ {
		code, reason, err := r.post(u, job.yaml)
		if err == nil && code >= 200 && code < 300 {
			r.logger.Debug().Str("node", job.node).Str("reporturl", redactURL(r.opts.URL)).Int("status", code).Msg("report sent to reporturl")
			return
		}
		// A certificate Puppet's CA did not issue will not change by
		// itself: no retry for it.
		retry := (err != nil && !certificateError(err)) || code >= 500 || code == http.StatusTooManyRequests
		if !retry || attempt >= r.opts.Retries {
			ev := r.logger.Error().Str("node", job.node).Int("attempts", attempt+1)
			if err != nil {
				ev = ev.Err(err)
			}
			// Puppet's words.
			ev.Msgf("Unable to submit report to %s [%d] %s", redactURL(r.opts.URL), code, reason)
			r.failed()
			return
		}
		r.logger.Warn().Str("node", job.node).Str("reporturl", redactURL(r.opts.URL)).Int("status", code).AnErr("error", err).
			Dur("retry_in", delay).Msg("could not send the report to reporturl; trying again")
		select {
		case <-time.After(delay):
		case <-r.stop:
			// Shutting down: one last try without waiting.
			delay = 0
		}
		delay *= 2
	}
}

func (r *reporter) post(u *url.URL, body []byte) (int, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), r.opts.ConnectTimeout+r.opts.ReadTimeout)
	defer cancel()
	target := *u
	target.User = nil
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target.String(), bytes.NewReader(body))
	if err != nil {
		return 0, "", err
	}
	req.Header.Set("Content-Type", "application/x-yaml")
	req.Header.Set("Accept", "*/*")
	req.Header.Set("X-Puppet-Version", PuppetVersion)
	req.Header.Set("User-Agent", "Puppet/"+PuppetVersion+" Punch")
	if u.User != nil {
		if pw, ok := u.User.Password(); ok {
			req.SetBasicAuth(u.User.Username(), pw)
		}
	}
	resp, err := r.client.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	return resp.StatusCode, strings.TrimPrefix(resp.Status, fmt.Sprintf("%d ", resp.StatusCode)), nil
}

// close sends what is queued (for at most grace) and stops the worker.
func (r *reporter) close(grace time.Duration) {
	if r.queue == nil {
		return
	}
	close(r.stop)
	done := make(chan struct{})
	go func() { r.wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(grace):
		r.logger.Warn().Int("queued", len(r.queue)).Msg("stopped before every report was sent to reporturl")
	}
}

// redactURL hides a password in a URL for the log.
func redactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.User == nil {
		return s
	}
	return u.Redacted()
}

// reportTLS is the http processor's TLS: Puppet's CA bundle (localcacert)
// as the roots, plus the system's with IncludeSystemStore, and the
// server's certificate for servers asking for one.
func reportTLS(o ReportOptions) (*tls.Config, error) {
	cfg := &tls.Config{MinVersion: tls.VersionTLS12}
	if o.CAFile == "" {
		return cfg, nil
	}
	var base *x509.CertPool
	if o.IncludeSystemStore {
		if sys, err := x509.SystemCertPool(); err == nil {
			base = sys
		}
	}
	pool, err := ca.LoadCertPool(o.CAFile, base)
	if err != nil {
		return nil, fmt.Errorf("reports: the http processor trusts the Puppet CA: %w", err)
	}
	cfg.RootCAs = pool
	if o.CertFile != "" && o.KeyFile != "" {
		cfg.GetClientCertificate = func(*tls.CertificateRequestInfo) (*tls.Certificate, error) {
			c, err := tls.LoadX509KeyPair(o.CertFile, o.KeyFile)
			if err != nil {
				// No certificate: the server decides whether that will do.
				return &tls.Certificate{}, nil
			}
			return &c, nil
		}
	}
	return cfg, nil
}

// certificateError reports whether err is the TLS verification of
// reporturl's certificate failing.
func certificateError(err error) bool {
	var verr *tls.CertificateVerificationError
	var unknown x509.UnknownAuthorityError
	var host x509.HostnameError
	var invalid x509.CertificateInvalidError
	return errors.As(err, &verr) || errors.As(err, &unknown) || errors.As(err, &host) || errors.As(err, &invalid)
}
