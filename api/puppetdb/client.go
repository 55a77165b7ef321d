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
	"net/http"
	"net/url"
	"strconv"
	"strings"
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
// /pdb/query/v4, trying the server URLs in order until one answers (as
// the terminus does), each request bounded by the configured timeout. It
// is a Backend; its methods are safe for concurrent use.
type Client struct {
	cfg      Config
	http     *http.Client
	producer string
	log      zerolog.Logger
}

var _ Backend = (*Client)(nil)

// NewClient returns a client for cfg. tlsConfig (may be nil for plain
// HTTP on loopback) carries the CA that signed PuppetDB's certificate and
// the server's own certificate, which PuppetDB asks of its clients.
// producer is the certname of this server (the commands' producer).
func NewClient(cfg Config, tlsConfig *tls.Config, producer string, log zerolog.Logger) *Client {
	tr := &http.Transport{
		TLSClientConfig:       tlsConfig,
		MaxIdleConnsPerHost:   16,
		IdleConnTimeout:       90 * time.Second,
		ResponseHeaderTimeout: cfg.Timeout,
		TLSHandshakeTimeout:   cfg.Timeout,
	}
	return &Client{cfg: cfg, http: &http.Client{Transport: tr}, producer: producer, log: log}
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

// do sends a request to each server URL in turn until one answers with a
// success status; a 4xx answer other than 404 is final (the next server
// would refuse it too). A 404 tries the next server, as the terminus does
// (a PuppetDB still starting, or a proxy in front of it, answers 404).
func (c *Client) do(ctx context.Context, op, method, path string, body []byte, header http.Header) ([]byte, error) {
	var last error
	var lastBody []byte
	status := 0
	var tried []string
	for _, base := range c.cfg.ServerURLs {
		u := base.String() + path
		tried = append(tried, base.String())
		rctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
		var rd io.Reader
		if body != nil {
			rd = bytes.NewReader(body)
		}
		req, err := http.NewRequestWithContext(rctx, method, u, rd)
		if err != nil {
			cancel()
			return nil, &Error{Op: op, URLs: tried, Err: err}
		}
		for k, v := range header {
			req.Header[k] = v
		}
		req.Header.Set("Accept", "application/json")
		start := time.Now()
		resp, err := c.http.Do(req)
		if err != nil {
			cancel()
			if ctx.Err() != nil {
				return nil, &Error{Op: op, URLs: tried, Err: ctx.Err()}
			}
			if errors.Is(err, context.DeadlineExceeded) {
				err = fmt.Errorf("timed out after %s (server_url_timeout)", c.cfg.Timeout)
			}
			c.log.Warn().Str("url", base.String()).Str("op", op).Dur("duration", time.Since(start)).Err(err).
				Msg("PuppetDB request failed; trying the next server_url if there is one")
			last, status, lastBody = err, 0, nil
			continue
		}
		data, rerr := io.ReadAll(io.LimitReader(resp.Body, maxResponseBytes+1))
		resp.Body.Close()
		cancel()
		if rerr == nil && len(data) > maxResponseBytes {
			rerr = fmt.Errorf("answer larger than %d bytes", maxResponseBytes)
		}
		if rerr != nil {
			last, status, lastBody = rerr, resp.StatusCode, nil
			continue
		}
		if resp.StatusCode/100 == 2 {
			c.log.Debug().Str("url", base.String()).Str("op", op).Dur("duration", time.Since(start)).Int("bytes", len(data)).Msg("PuppetDB request done")
			return data, nil
		}
		msg := strings.Join(strings.Fields(string(data)), " ")
		if len(msg) > 500 {
			msg = msg[:500] + "..."
		}
		last, status, lastBody = fmt.Errorf("[%d %s] %s", resp.StatusCode, http.StatusText(resp.StatusCode), msg), resp.StatusCode, data
		if resp.StatusCode/100 == 4 && resp.StatusCode != http.StatusNotFound {
			break
		}
		c.log.Warn().Str("url", base.String()).Str("op", op).Int("status", resp.StatusCode).Msg("PuppetDB answered an error; trying the next server_url if there is one")
	}
	return nil, &Error{Op: op, URLs: tried, Status: status, Err: last, Body: lastBody}
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
	return c.do(ctx, "query "+strings.TrimPrefix(path, "/pdb/query/v4/"), http.MethodGet, path, nil, nil)
}

// Submit sends a command and returns once PuppetDB accepted it (PuppetDB
// processes it later, in its queue).
func (c *Client) Submit(ctx context.Context, command string, version int, certname string, producerTime time.Time, payload []byte) error {
	sum := sha1.Sum(payload)
	q := url.Values{}
	q.Set("checksum", hex.EncodeToString(sum[:]))
	q.Set("version", strconv.Itoa(version))
	q.Set("certname", certname)
	q.Set("command", strings.ReplaceAll(command, " ", "_"))
	q.Set("producer-timestamp", wire.WireTime(producerTime.UTC()))
	h := http.Header{}
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("X-Uncompressed-Length", strconv.Itoa(len(payload)))
	_, err := c.do(ctx, fmt.Sprintf("submit '%s' for %s", command, certname), http.MethodPost, "/pdb/cmd/v1?"+q.Encode(), payload, h)
	return err
}

// submitWrite submits a command, applying soft_write_failure.
func (c *Client) submitWrite(ctx context.Context, command string, version int, certname string, t time.Time, payload []byte) error {
	err := c.Submit(ctx, command, version, certname, t, payload)
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
	rs := make([]*wire.Resource, 0, len(list))
	for _, e := range list {
		r, err := wire.ResourceFromValue(e)
		if err != nil {
			return nil, fmt.Errorf("Could not retrieve resources from the PuppetDB: %w", err)
		}
		rs = append(rs, r)
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
	return c.submitWrite(ctx, wire.CommandReplaceCatalog, wire.ReplaceCatalogVersion, cat.Name, opts.Time, payload)
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
	return c.submitWrite(ctx, wire.CommandReplaceFacts, wire.ReplaceFactsVersion, f.Certname, f.Time, payload)
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
	payload, err := wire.ReportFromAgent(body, wire.ReportOptions{Producer: c.producer, Time: now})
	if err != nil {
		return err
	}
	return c.submitWrite(ctx, wire.CommandStoreReport, wire.StoreReportVersion, node, now, payload)
}
