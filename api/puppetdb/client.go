package puppetdb

import (
	"bytes"
	"context"
	"crypto/sha1"
	"crypto/tls"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
)

// maxResponseBytes bounds a query answer read from PuppetDB.
const maxResponseBytes = 256 << 20

// Client speaks to PuppetDB: commands to /pdb/cmd/v1, queries to
// /pdb/query/v4, as the terminus's Puppet::Util::Puppetdb::Http does:
// queries fail over along server_urls (starting where the last failover
// ended with sticky_read_failover), commands along server_urls then
// submit_only_server_urls, or go to all of them with command_broadcast;
// each request to one URL is bounded by the configured timeout. It is a
// Backend; its methods are safe for concurrent use.
type Client struct {
	cfg      Config
	http     *http.Client
	producer string
	log      zerolog.Logger

	// lastGood is the index of the URL that answered last after a
	// failover, shared by queries and commands as the terminus's
	// @@last_good_query_server_url_index; only sticky reads start there.
	lastGood atomic.Int64

	// submitOnly are the submit_only_server_urls still in use: one that
	// timed out twice in a row is dropped for the life of the client, as
	// the terminus does (a host that is down must not cost every command
	// its timeout). timedOut marks those whose last request timed out.
	mu         sync.Mutex
	submitOnly []*url.URL
	timedOut   map[string]bool
}

var _ Backend = (*Client)(nil)

// NewClient returns a client for cfg. tlsConfig (may be nil for plain
// HTTP on loopback) carries the CA that signed PuppetDB's certificate and
// the server's own certificate, which PuppetDB asks of its clients; with
// verify_client_certificate = false the certificate is not presented (the
// terminus then uses a context holding only the CA certificates), and
// PuppetDB's certificate is still verified.
// producer is the certname of this server (the commands' producer).
func NewClient(cfg Config, tlsConfig *tls.Config, producer string, log zerolog.Logger) *Client {
	if tlsConfig != nil && !cfg.VerifyClientCertificate {
		tlsConfig = tlsConfig.Clone()
		tlsConfig.Certificates = nil
		tlsConfig.GetClientCertificate = nil
	}
	tr := &http.Transport{
		TLSClientConfig:       tlsConfig,
		MaxIdleConnsPerHost:   16,
		IdleConnTimeout:       90 * time.Second,
		ResponseHeaderTimeout: cfg.Timeout,
		TLSHandshakeTimeout:   cfg.Timeout,
	}
	return &Client{cfg: cfg, http: &http.Client{Transport: tr}, producer: producer, log: log,
		submitOnly: append([]*url.URL(nil), cfg.SubmitOnlyServerURLs...), timedOut: map[string]bool{}}
}

// Name implements Backend.
func (c *Client) Name() string { return "puppetdb" }

// Config returns the client's configuration.
func (c *Client) Config() Config { return c.cfg }

// Error is a failure to reach PuppetDB or a refusal from it.
type Error struct {
	// Op says what was attempted ("query resources", "submit 'replace catalog'").
	Op string
	// URLs are the server URLs tried.
	URLs []string
	// Status is PuppetDB's HTTP status (0 when none came back).
	Status int
	// Err is the last failure.
	Err error
	// Body is PuppetDB's answer with Status (bounded).
	Body []byte
}

func (e *Error) Error() string {
	hint := "is PuppetDB running and reachable? Check server_urls in puppetdb.conf (or --server_urls)"
	if e.Status >= 400 && e.Status < 500 {
		hint = "PuppetDB refused the request; see its log"
	}
	return fmt.Sprintf("PuppetDB: could not %s at %s: %v (%s)", e.Op, strings.Join(e.URLs, ", "), e.Err, hint)
}

func (e *Error) Unwrap() error { return e.Err }

// request is one HTTP request to PuppetDB, sent to one URL after another.
type request struct {
	op, method, path string
	body             []byte
	header           http.Header
	// waited: a command submitted with secondsToWaitForCompletion.
	waited bool
}

// outcome is what one URL made of a request. answered is what the
// terminus's check_http_response lets through: any status but a 5xx or a
// 404 (a 4xx is PuppetDB's refusal of this request, which the next URL
// would refuse too).
type outcome struct {
	data     []byte
	status   int
	err      error
	answered bool
}

// send sends req to one URL, bounded by the timeout; failures are logged
// as warnings naming the URL (the caller goes on to the next one).
func (c *Client) send(ctx context.Context, base *url.URL, req request) outcome {
	rctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	var rd io.Reader
	if req.body != nil {
		rd = bytes.NewReader(req.body)
	}
	hr, err := http.NewRequestWithContext(rctx, req.method, base.String()+req.path, rd)
	if err != nil {
		return outcome{err: err}
	}
	for k, v := range req.header {
		hr.Header[k] = v
	}
	hr.Header.Set("Accept", "application/json")
	start := time.Now()
	resp, err := c.http.Do(hr)
	if err != nil {
		if ctx.Err() != nil {
			return outcome{err: ctx.Err()}
		}
		var ne net.Error
		timedOut := errors.Is(err, context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout()
		if timedOut {
			err = fmt.Errorf("timed out after %s (server_url_timeout)", c.cfg.Timeout)
		}
		c.noteSubmitOnly(base, timedOut)
		c.log.Warn().Str("url", base.String()).Str("op", req.op).Dur("duration", time.Since(start)).Err(err).
			Msg("PuppetDB request failed; trying the next server_url if there is one")
		return outcome{err: err}
	}
	c.noteSubmitOnly(base, false)
	data, rerr := io.ReadAll(io.LimitReader(resp.Body, maxResponseBytes+1))
	resp.Body.Close()
	if rerr == nil && len(data) > maxResponseBytes {
		rerr = fmt.Errorf("answer larger than %d bytes", maxResponseBytes)
	}
	if rerr != nil {
		return outcome{err: rerr, status: resp.StatusCode}
	}
	if resp.StatusCode/100 == 2 {
		c.log.Debug().Str("url", base.String()).Str("op", req.op).Dur("duration", time.Since(start)).Int("bytes", len(data)).Msg("PuppetDB request done")
		return outcome{data: data, status: resp.StatusCode, answered: true}
	}
	if req.waited && resp.StatusCode == http.StatusServiceUnavailable && queuedCommand(data) {
		// PuppetDB queued the command but did not finish it within
		// secondsToWaitForCompletion (or its processing failed, which
		// it logs): taken, as a command submitted without the wait.
		c.log.Warn().Str("url", base.String()).Str("op", req.op).Dur("duration", time.Since(start)).
			Str("answer", strings.Join(strings.Fields(string(data)), " ")).
			Msg("PuppetDB took the command but did not process it in the time given; the compile may not see it")
		return outcome{data: data, status: resp.StatusCode, answered: true}
	}
	msg := strings.Join(strings.Fields(string(data)), " ")
	if len(msg) > 500 {
		msg = msg[:500] + "..."
	}
	o := outcome{data: data, status: resp.StatusCode, err: fmt.Errorf("[%d %s] %s", resp.StatusCode, http.StatusText(resp.StatusCode), msg)}
	o.answered = resp.StatusCode/100 != 5 && resp.StatusCode != http.StatusNotFound
	if !o.answered {
		c.log.Warn().Str("url", base.String()).Str("op", req.op).Int("status", resp.StatusCode).Msg("PuppetDB answered an error; trying the next server_url if there is one")
	}
	return o
}

// noteSubmitOnly keeps the terminus's count of timeouts of a
// submit_only_server_urls entry: the second timeout in a row drops it,
// any answer clears it.
func (c *Client) noteSubmitOnly(u *url.URL, timedOut bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, s := range c.submitOnly {
		if s != u {
			continue
		}
		switch {
		case !timedOut:
			c.timedOut[u.String()] = false
		case c.timedOut[u.String()]:
			c.submitOnly = append(c.submitOnly[:i:i], c.submitOnly[i+1:]...)
			c.timedOut[u.String()] = false
			c.log.Warn().Str("url", u.String()).Msg("PuppetDB submit_only_server_urls entry timed out twice in a row; no more commands go to it until Punch restarts")
		default:
			c.timedOut[u.String()] = true
		}
		return
	}
}

// failover sends req to each URL in turn, from the first (or, when
// sticky, from the one that answered last after a failover), until one
// answers; a refusal (4xx other than 404) is that answer, and becomes the
// error. The URL that answered becomes the last good one when it was not
// the first tried, as in the terminus.
func (c *Client) failover(ctx context.Context, urls []*url.URL, sticky bool, req request) ([]byte, error) {
	if len(urls) == 0 {
		return nil, &Error{Op: req.op, Err: errors.New("no server_urls configured")}
	}
	first := 0
	if sticky {
		first = int(c.lastGood.Load()) % len(urls)
	}
	var last outcome
	tried := make([]string, 0, len(urls))
	for n := 0; n < len(urls); n++ {
		i := (first + n) % len(urls)
		tried = append(tried, urls[i].String())
		last = c.send(ctx, urls[i], req)
		if ctx.Err() != nil {
			return nil, &Error{Op: req.op, URLs: tried, Err: ctx.Err()}
		}
		if last.answered {
			if n != 0 {
				c.lastGood.Store(int64(i))
			}
			break
		}
	}
	if last.answered && last.err == nil {
		return last.data, nil
	}
	return nil, &Error{Op: req.op, URLs: tried, Status: last.status, Err: last.err, Body: last.data}
}

// broadcast sends req to every URL, and succeeds when at least
// min_successful_submissions answered; the last answer decides, as the
// terminus's broadcast_action.
func (c *Client) broadcast(ctx context.Context, urls []*url.URL, req request) ([]byte, error) {
	var last, answer outcome
	answers := 0
	tried := make([]string, 0, len(urls))
	for _, u := range urls {
		tried = append(tried, u.String())
		last = c.send(ctx, u, req)
		if ctx.Err() != nil {
			return nil, &Error{Op: req.op, URLs: tried, Err: ctx.Err()}
		}
		if last.answered {
			answers++
			answer = last
		}
	}
	if answers == 0 || answers < c.cfg.MinSuccessfulSubmissions {
		return nil, &Error{Op: req.op, URLs: tried, Status: last.status, Body: last.data,
			Err: fmt.Errorf("Failed to execute '/pdb/cmd/v1' on at least %d of the following 'server_urls': %s (%d of %d took it (command_broadcast); last failure: %v)",
				max(c.cfg.MinSuccessfulSubmissions, 1), c.urlList(), answers, len(urls), last.err)}
	}
	if answer.err != nil {
		return nil, &Error{Op: req.op, URLs: tried, Status: answer.status, Err: answer.err, Body: answer.data}
	}
	return answer.data, nil
}

// query sends a read to server_urls, never to submit_only_server_urls.
func (c *Client) query(ctx context.Context, req request) ([]byte, error) {
	return c.failover(ctx, c.cfg.ServerURLs, c.cfg.StickyReadFailover, req)
}

// command sends a write to server_urls then submit_only_server_urls: to
// the first that takes it, or to all with command_broadcast.
func (c *Client) command(ctx context.Context, req request) ([]byte, error) {
	c.mu.Lock()
	urls := append(append(make([]*url.URL, 0, len(c.cfg.ServerURLs)+len(c.submitOnly)), c.cfg.ServerURLs...), c.submitOnly...)
	c.mu.Unlock()
	if c.cfg.CommandBroadcast {
		return c.broadcast(ctx, urls, req)
	}
	return c.failover(ctx, urls, false, req)
}

// Query runs a query (AST as JSON, or PQL as a JSON string) against an
// endpoint of the v4 query API ("resources", "nodes", ...; "" for the
// root endpoint, which takes PQL and ["from", ...] queries) and returns
// the JSON answer.
func (c *Client) Query(ctx context.Context, endpoint string, query []byte) ([]byte, error) {
	path := "/pdb/query/v4"
	if endpoint != "" {
		path += "/" + endpoint
	}
	if len(query) > 0 {
		path += "?query=" + url.QueryEscape(string(query))
	}
	return c.query(ctx, request{op: "query " + strings.TrimPrefix(path, "/pdb/query/v4/"), method: http.MethodGet, path: path})
}

// queuedCommand reports whether a 503 answer to a command submitted with
// secondsToWaitForCompletion is PuppetDB's "queued, not done in time"
// ({"uuid": ..., "processed": false, "timed_out": true}) or "processed
// with an error" ({"uuid": ..., "processed": true, "error": ...}) rather
// than a server that is down.
func queuedCommand(data []byte) bool {
	var a struct {
		UUID      string `json:"uuid"`
		Processed *bool  `json:"processed"`
	}
	return json.Unmarshal(data, &a) == nil && a.UUID != "" && a.Processed != nil
}

// maxFactsWait bounds Facts.Wait: PuppetDB processes a node's facts in
// milliseconds unless its queue is long, and a catalog request should not
// wait on a busy PuppetDB for long (the facts are stored anyway).
const maxFactsWait = 5 * time.Second

// Submit sends a command and returns once PuppetDB accepted it (PuppetDB
// processes it later, in its queue).
func (c *Client) Submit(ctx context.Context, command string, version int, certname string, producerTime time.Time, payload []byte) error {
	return c.submit(ctx, command, version, certname, producerTime, payload, 0)
}

// submit is Submit; with wait > 0 PuppetDB answers once it processed the
// command or wait (at most maxFactsWait, and half server_url_timeout, so
// that the request itself does not time out) passed.
func (c *Client) submit(ctx context.Context, command string, version int, certname string, producerTime time.Time, payload []byte, wait time.Duration) error {
	sum := sha1.Sum(payload)
	q := url.Values{}
	q.Set("checksum", hex.EncodeToString(sum[:]))
	q.Set("version", strconv.Itoa(version))
	q.Set("certname", certname)
	q.Set("command", strings.ReplaceAll(command, " ", "_"))
	q.Set("producer-timestamp", wire.WireTime(producerTime.UTC()))
	wait = min(wait, maxFactsWait, c.cfg.Timeout/2)
	if wait > 0 {
		q.Set("secondsToWaitForCompletion", strconv.FormatFloat(wait.Seconds(), 'f', -1, 64))
	}
	h := http.Header{}
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("X-Uncompressed-Length", strconv.Itoa(len(payload)))
	_, err := c.command(ctx, request{op: fmt.Sprintf("submit '%s' for %s", command, certname), method: http.MethodPost,
		path: "/pdb/cmd/v1?" + q.Encode(), body: payload, header: h, waited: wait > 0})
	return err
}

// submitWrite submits a command, applying soft_write_failure.
func (c *Client) submitWrite(ctx context.Context, command string, version int, certname string, t time.Time, payload []byte, wait time.Duration) error {
	err := c.submit(ctx, command, version, certname, t, payload, wait)
	if err != nil && c.cfg.SoftWriteFailure {
		c.log.Error().Str("node", certname).Str("command", command).Err(err).
			Msg("PuppetDB did not take the command; soft_write_failure is on, so the request goes on without it")
		return nil
	}
	return err
}

// Exported implements eval.ExportSource with the terminus's query.
func (c *Client) Exported(ctx context.Context, node, typ string, q *eval.ExportQuery) ([]eval.ExportedResource, error) {
	data, err := c.Query(ctx, "resources", wire.QueryAST(node, typ, q))
	if err != nil {
		return nil, fmt.Errorf("Could not retrieve resources from the PuppetDB: %w", err)
	}
	v, err := wire.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("Could not retrieve resources from the PuppetDB: its answer is not JSON: %w", err)
	}
	list, ok := v.([]values.Value)
	if !ok {
		return nil, fmt.Errorf("Could not retrieve resources from the PuppetDB: its answer is not a JSON array")
	}
	rs, err := wire.ResourcesFromValues(list)
	if err != nil {
		return nil, fmt.Errorf("Could not retrieve resources from the PuppetDB: %w", err)
	}
	return wire.Collected(rs), nil
}

// StoreCatalog implements Backend: a "replace catalog" v9 command.
func (c *Client) StoreCatalog(ctx context.Context, cat *catalog.Catalog, opts wire.CatalogOptions) error {
	if opts.Producer == "" {
		opts.Producer = c.producer
	}
	if opts.Time.IsZero() {
		opts.Time = time.Now()
	}
	w, err := wire.FromCatalog(cat, opts)
	if err != nil {
		return err
	}
	payload, err := w.MarshalJSON()
	if err != nil {
		return err
	}
	return c.submitWrite(ctx, wire.CommandReplaceCatalog, wire.ReplaceCatalogVersion, cat.Name, opts.Time, payload, 0)
}

// StoreFacts implements Backend: a "replace facts" v5 command.
func (c *Client) StoreFacts(ctx context.Context, f Facts) error {
	if f.Time.IsZero() {
		f.Time = time.Now()
	}
	if f.Producer == "" {
		f.Producer = c.producer
	}
	vals := f.Values
	if len(vals) == 0 {
		vals = []byte("{}")
	}
	if f.Trusted != nil {
		// As Puppet's terminus: $trusted is the fact "trusted".
		var err error
		if vals, err = withTrusted(vals, f.Trusted); err != nil {
			return fmt.Errorf("PuppetDB: the facts of %s: %w", f.Certname, err)
		}
	}
	payload, err := json.Marshal(struct {
		Certname          string          `json:"certname"`
		Values            json.RawMessage `json:"values"`
		Environment       string          `json:"environment"`
		ProducerTimestamp string          `json:"producer_timestamp"`
		Producer          string          `json:"producer"`
	}{f.Certname, vals, f.Environment, wire.WireTime(f.Time), f.Producer})
	if err != nil {
		return fmt.Errorf("PuppetDB: the facts of %s are not valid JSON: %w", f.Certname, err)
	}
	return c.submitWrite(ctx, wire.CommandReplaceFacts, wire.ReplaceFactsVersion, f.Certname, f.Time, payload, f.Wait)
}

// Deactivate implements Backend: a "deactivate node" v3 command.
func (c *Client) Deactivate(ctx context.Context, node string) error {
	now := time.Now()
	payload, _ := json.Marshal(map[string]string{"certname": node, "producer_timestamp": wire.WireTime(now)})
	return c.Submit(ctx, wire.CommandDeactivateNode, wire.DeactivateNodeVersion, node, now, payload)
}

// StoreReport sends an agent's report as a "store report" v8 command.
func (c *Client) StoreReport(ctx context.Context, node string, body []byte) error {
	now := time.Now()
	payload, err := wire.ReportFromAgent(body, wire.ReportOptions{Producer: c.producer, Time: now,
		IncludeUnchanged: c.cfg.IncludeUnchangedResources})
	if err != nil {
		return err
	}
	return c.submitWrite(ctx, wire.CommandStoreReport, wire.StoreReportVersion, node, now, payload, 0)
}
