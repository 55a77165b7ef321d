package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/enc"
	"github.com/punch-dev/punch/environments/settings"

	"github.com/punch-dev/punch/compiler/util/plainjson"
)

// certnameParam returns the {certname} URL segment, checked as Puppet
// checks indirection keys (and as the store requires).
func certnameParam(r *http.Request) (string, error) {
	name := chi.URLParam(r, "certname")
	if name == "" {
		return "", badRequestf("No request key specified in %s", r.URL.EscapedPath())
	}
	if err := store.ValidateNode(name); err != nil {
		return "", badRequestf("Invalid node name %q: a certname is 1-255 printable ASCII characters without '/'", name)
	}
	return name, nil
}

// indirectorEnvironment is the environment parameter of the node, facts
// and report endpoints, checked as Puppet's indirector routes check it
// (JSON 400s; the catalog's is checked by Puppet Server's Clojure layer,
// in plain text: checkEnvironmentParam).
func indirectorEnvironment(q url.Values) (string, error) {
	vs, ok := q["environment"]
	if !ok {
		return "", badRequestf("An environment parameter must be specified")
	}
	if !settings.ValidEnvironmentName(vs[0]) {
		return "", badRequestf("The environment must be purely alphanumeric, not '%s'", vs[0])
	}
	return vs[0], nil
}

// readBody reads a request body within the size limit.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	if r.Body == nil {
		return nil, true
	}
	// Sized from Content-Length (within maxPresizedBody: the length is the
	// client's word until the bytes arrive), so that a facts upload of
	// tens of KB is read into one buffer instead of growing one from 512
	// bytes; the extra MinRead lets the read that finds EOF fit.
	var buf bytes.Buffer
	if n := r.ContentLength; n > 0 {
		buf.Grow(int(min(n, maxPresizedBody)) + bytes.MinRead)
	}
	if _, err := buf.ReadFrom(r.Body); err != nil {
		status, msg := readError(err)
		writeError(w, status, msg)
		return nil, false
	}
	if buf.Len() == 0 {
		// As io.ReadAll: an empty body is an empty slice, not nil.
		return []byte{}, true
	}
	return buf.Bytes(), true
}

// maxPresizedBody bounds the buffer readBody makes before a body arrives.
const maxPresizedBody = 1 << 20

// environmentError answers a failed environment lookup: 404 for an
// unknown environment, 500 otherwise.
func environmentError(w http.ResponseWriter, env string, err error) {
	if errors.Is(err, ErrUnknownEnvironment) {
		writeError(w, http.StatusNotFound, prefixed(http.StatusNotFound, fmt.Sprintf("Could not find environment '%s'", env)))
		return
	}
	writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, err.Error()))
}

// requireEnvironment answers 404 (or 500 when it cannot be loaded) and
// returns false when the requested environment does not exist, as Puppet's
// v3 routes check it before anything else.
func (s *Server) requireEnvironment(w http.ResponseWriter, env string) bool {
	_, ok := s.environment(w, env)
	return ok
}

// environment looks the requested environment up for the request (as
// requireEnvironment) and returns it, so that a catalog request compiles in
// the instance it checked instead of looking it up again.
func (s *Server) environment(w http.ResponseWriter, env string) (*environments.Instance, bool) {
	in, err := s.envs.instance(env)
	if err != nil {
		environmentError(w, env, err)
		return nil, false
	}
	return in, true
}

// classifyError answers a classifier failure as Puppet Server does: 500,
// "Failed when searching for node NAME: ..." for a catalog (the catalog
// terminus's words), the classifier's own error for the node endpoint
// (Puppet Server 7.9.5: "Server Error: Failed to find NAME via exec:
// Execution of '...' returned 1: ", cmd/tools/site6/puppetserver/
// 00-fresh-run.log, QA-SITE-6 F6).
func (s *Server) classifyError(w http.ResponseWriter, r *http.Request, node string, err error, forCatalog bool) {
	zerolog.Ctx(r.Context()).Error().Err(err).Str("node", node).Msg("node classification failed")
	var ee *enc.Error
	msg := err.Error()
	if errors.As(err, &ee) {
		msg = ee.Error()
	}
	if forCatalog {
		msg = fmt.Sprintf("Failed when searching for node %s: %s", node, msg)
	}
	writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, msg))
}

// getNode is GET /puppet/v3/node/{certname}: the node's environment,
// classes and parameters (the classifier's, then its last facts).
func (s *Server) getNode(w http.ResponseWriter, r *http.Request) {
	name, err := certnameParam(r)
	if err != nil {
		writeClientError(w, err)
		return
	}
	q := r.URL.Query()
	env, err := indirectorEnvironment(q)
	if err != nil {
		writeClientError(w, err)
		return
	}
	if !s.requireEnvironment(w, env) {
		return
	}
	n, err := s.classify(r.Context(), name, env)
	if err != nil {
		s.classifyError(w, r, name, err, false)
		return
	}
	// Puppet merges the node's last facts under the classifier's
	// parameters (facts never change the environment).
	params := n.Parameters.Clone()
	if facts := s.storedFacts(name); facts != nil {
		facts.Each(func(k, v values.Value) bool {
			ks, ok := k.(string)
			if !ok || ks == "environment" {
				return true
			}
			if _, exists := params.Get(ks); !exists {
				params.Set(ks, fromValue(v))
			}
			return true
		})
	}
	params.Delete("environment")
	// Puppet renders the node it found in the first format the Accept
	// header names that a node has (its errors come first)
	ctype, ok := answerContentType(r.Header.Get("Accept"), false)
	if !ok {
		notAcceptable(w, r)
		return
	}
	var buf bytes.Buffer
	buf.WriteString(`{"name":`)
	plainjson.AppendString(&buf, n.Name)
	buf.WriteString(`,"environment":`)
	plainjson.AppendString(&buf, n.Environment)
	if len(n.Classes) > 0 {
		buf.WriteString(`,"classes":`)
		if n.ClassesAsHash {
			cm := data.NewMap(len(n.Classes))
			for _, c := range n.Classes {
				if c.Params != nil {
					cm.Set(c.Name, c.Params)
				} else {
					cm.Set(c.Name, nil)
				}
			}
			b, _ := data.MarshalJSON(cm)
			buf.Write(b)
		} else {
			names := make([]string, len(n.Classes))
			for i, c := range n.Classes {
				names[i] = c.Name
			}
			b, _ := json.Marshal(names)
			buf.Write(b)
		}
	}
	if params.Len() > 0 {
		buf.WriteString(`,"parameters":`)
		b, err := data.MarshalJSON(params)
		if err != nil {
			writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, err.Error()))
			return
		}
		buf.Write(b)
	}
	buf.WriteString("}")
	writeJSON(w, http.StatusOK, ctype, buf.Bytes())
}

// fromValue converts a Puppet data value (as facts hold) to decoded data.
func fromValue(v values.Value) any {
	switch x := v.(type) {
	case []values.Value:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = fromValue(e)
		}
		return out
	case *values.Hash:
		m := data.NewMap(x.Len())
		x.Each(func(k, v values.Value) bool {
			m.Set(fromValue(k), fromValue(v))
			return true
		})
		return m
	}
	return v
}

func writeJSON(w http.ResponseWriter, status int, contentType string, b []byte) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Length", strconv.Itoa(len(b)))
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

// catalogContentType picks the catalog's media type from the Accept
// header: Puppet's rich JSON when the agent prefers it, else JSON.
func catalogContentType(accept string) (string, bool) {
	return answerContentType(accept, true)
}

// pson is the media type of Puppet's PSON format, which has no charset:
// Puppet Server 7.9.5 answers "text/pson" (QA-FORGE-17 S5).
const pson = "text/pson"

// answerContentType picks an answer's media type from the Accept header,
// the first of its types the answer has (Puppet's
// FormatHandler.most_suitable_formats_for): JSON, PSON, and with rich
// Puppet's rich data JSON (catalogs only); false when none is acceptable
// (Puppet Server's 406).
func answerContentType(accept string, rich bool) (string, bool) {
	if accept == "" {
		return jsonUTF8, true
	}
	for _, part := range strings.Split(accept, ",") {
		mt := strings.TrimSpace(part)
		if i := strings.IndexByte(mt, ';'); i >= 0 {
			mt = strings.TrimSpace(mt[:i])
		}
		switch strings.ToLower(mt) {
		case "application/vnd.puppet.rich+json":
			if rich {
				return "application/vnd.puppet.rich+json; charset=utf-8", true
			}
		case "*/*":
			if rich {
				// */* takes the catalog's first supported format, rich data
				// JSON: Puppet Server 7.9.5 answers curl's default Accept so
				// (QA-SITE-4 S3, cmd/tools/site4/puppetserver.txt).
				return "application/vnd.puppet.rich+json; charset=utf-8", true
			}
			return jsonUTF8, true
		case "application/json", "application/*":
			return jsonUTF8, true
		case "text/pson", "pson":
			return pson, true
		}
	}
	return "", false
}

// notAcceptable is Puppet Server's 406 for an Accept header none of whose
// types the answer has.
func notAcceptable(w http.ResponseWriter, r *http.Request) {
	writeErrorKind(w, http.StatusNotAcceptable, prefixed(http.StatusNotAcceptable,
		fmt.Sprintf("No supported formats are acceptable (Accept: %s)", r.Header.Get("Accept"))), issueUnsupportedFormat)
}

// postCatalog is GET and POST /puppet/v3/catalog/{certname}.
func (s *Server) postCatalog(w http.ResponseWriter, r *http.Request) {
	name, err := certnameParam(r)
	if err != nil {
		writeClientError(w, err)
		return
	}
	ctype, ok := catalogContentType(r.Header.Get("Accept"))
	if !ok {
		notAcceptable(w, r)
		return
	}
	var body []byte
	if r.Method == http.MethodPost {
		if mt := r.Header.Get("Content-Type"); mt != "" && !strings.HasPrefix(strings.ToLower(mt), "application/x-www-form-urlencoded") {
			writeErrorKind(w, http.StatusUnsupportedMediaType, prefixed(http.StatusUnsupportedMediaType,
				fmt.Sprintf("Client sent a mime-type (%s) that doesn't correspond to a format we support", mt)), issueUnsupportedMediaType)
			return
		}
		var ok bool
		if body, ok = readBody(w, r); !ok {
			return
		}
	}
	p, err := DecodeCatalogParams(r.URL.RawQuery, string(body))
	if err != nil {
		writeClientError(w, err)
		return
	}
	if p.Facts != nil && p.Facts.Name != name {
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest,
			fmt.Sprintf("Catalog for %q was requested with fact definition for the wrong node (%q).", name, p.Facts.Name)))
		return
	}
	// Puppet's catalog terminus does not require the requested environment
	// to exist (Puppet::Resource::Catalog::Compiler#require_environment? is
	// false): a classifier may put the node in another one, and Puppet
	// Server compiles there (QA-SITE-4 S2: ?environment=Secure with an ENC
	// naming production is a 200). So an unknown environment is answered
	// with its 404 only once the classifier has not moved the node.
	requested, envErr := s.envs.instance(p.Environment)
	if envErr != nil && !errors.Is(envErr, ErrUnknownEnvironment) {
		environmentError(w, p.Environment, envErr)
		return
	}
	ctx := r.Context()
	trusted := s.trustedOf(r, name)
	var saveFacts func()
	if p.Facts != nil {
		// Puppet saves the facts of a catalog request (the facts terminus),
		// here as the agent sent them with the request's $trusted beside
		// them, before it classifies the node.
		saveFacts = func() {
			s.saveFacts(store.Record{Node: name, Kind: store.Facts, Environment: p.Environment,
				TransactionUUID: p.TransactionUUID}, p.Facts, trusted)
		}
	} else {
		saveFacts = func() {}
	}
	if envErr == nil {
		saveFacts()
	}
	n, err := s.classify(ctx, name, p.Environment)
	if err != nil {
		s.classifyError(w, r, name, err, true)
		return
	}
	if envErr != nil {
		if n.Environment == p.Environment {
			environmentError(w, p.Environment, envErr)
			return
		}
		// The facts of a request for an unknown environment are kept only
		// when the classifier moved the node somewhere that compiles.
		saveFacts()
	}
	if p.CheckEnvironment && n.Environment != p.Environment {
		// The agent asked to be told of a classifier's environment: an
		// empty catalog in the server's environment makes it switch. It has
		// no version (null), as Puppet Server's (QA-SITE-7 S7-6).
		empty := &catalog.Catalog{Name: name, Environment: n.Environment, NoVersion: true, UUID: catalog.NewUUID()}
		zerolog.Ctx(ctx).Info().Str("node", name).Str("environment", n.Environment).Str("requested_environment", p.Environment).
			Msg("the classifier puts this node in another environment than the agent asked for: sent an empty catalog so the agent switches and asks again there")
		s.writeCatalog(w, r, ctype, empty)
		return
	}
	facts := values.NewHash(0)
	if p.Facts != nil {
		facts = p.Facts.Values
	} else if stored := s.storedFacts(name); stored != nil {
		facts = stored
	}
	res, err := s.compile(ctx, &compileJob{
		node:            n,
		env:             requested,
		facts:           facts,
		trusted:         trusted,
		external:        true,
		saveFacts:       saveFacts,
		transactionUUID: p.TransactionUUID,
		richData:        strings.HasPrefix(ctype, "application/vnd.puppet.rich+json"),
		static:          p.StaticCatalog,
		checksumType:    p.ChecksumType,
		agentJSON:       true,
	})
	if err != nil {
		s.compileFailed(w, r, n.Environment, err)
		return
	}
	if res.plainData {
		ctype = jsonUTF8
	}
	// Compact, as Puppet Server renders catalogs for agents
	// (Puppet::Util::Json.dump): about 40% fewer bytes than pretty JSON.
	// The bytes are shared by the store's queue and the response, and
	// reused once both are done. The compile wrote them (it checks the
	// strings with them), unless the catalog is static (its file metadata
	// came after).
	cb := res.json
	if cb == nil {
		cb = encodeCatalog(res.catalog.ForAgent(), 2)
	}
	// Nothing reads the catalog from here on: storeconfigs stored its
	// copies while compiling (compile), the response and the store's
	// queue share the JSON. Its memory goes to the next compile.
	res.catalog.Release()
	s.persist.putOwned(store.Record{Node: name, Kind: store.Catalog, Environment: n.Environment,
		TransactionUUID: p.TransactionUUID, Data: cb.b}, cb.release)
	writeJSON(w, http.StatusOK, ctype, cb.b)
	cb.release()
}

func (s *Server) writeCatalog(w http.ResponseWriter, r *http.Request, ctype string, cat *catalog.Catalog) {
	writeJSON(w, http.StatusOK, ctype, cat.MarshalCompactJSON())
}

// compileFailed answers a failed compile.
func (s *Server) compileFailed(w http.ResponseWriter, r *http.Request, env string, err error) {
	var ce *compileError
	switch {
	case errors.Is(err, errQueueFull):
		retry := s.retryAfter()
		w.Header().Set("Retry-After", strconv.Itoa(retry))
		zerolog.Ctx(r.Context()).Warn().Int("max_compiles", s.pool.capacity()).Int64("queued", s.pool.queued()).
			Msg("refused a catalog request: every compile slot is busy and the queue is full; add CPUs or raise max_queued_compiles")
		writeError(w, http.StatusServiceUnavailable, fmt.Sprintf(
			"Service Unavailable: the server is busy compiling other catalogs; retry in %d seconds", retry))
	case errors.Is(err, context.DeadlineExceeded):
		writeError(w, http.StatusServiceUnavailable, "Service Unavailable: the request took longer than request_timeout")
	case errors.Is(err, context.Canceled):
		// The client went away; nobody reads the answer.
		writeError(w, http.StatusServiceUnavailable, "Service Unavailable: the request was canceled")
	case errors.Is(err, ErrUnknownEnvironment):
		environmentError(w, env, err)
	case errors.As(err, &ce):
		writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, ce.Error()))
	default:
		writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, err.Error()))
	}
}

// retryAfter estimates when a slot frees up: about one second per queue
// length of compiles, at least 1.
func (s *Server) retryAfter() int {
	n := int(s.pool.queued())/s.pool.capacity() + 1
	if n > 60 {
		n = 60
	}
	return n
}

// trustedOf builds $trusted from the request's verified certificate.
func (s *Server) trustedOf(r *http.Request, node string) *values.Hash {
	cert := ca.PeerCertificate(r)
	if cert == nil {
		return trustedFor(node, false, nil)
	}
	return trustedFor(node, true, mapExtensions(ca.PuppetExtensionList(cert.Extensions), s.cfg.OIDMapping))
}

// saveFacts queues the node's facts record (rec without its Data): the
// facts as Puppet's facts JSON with trusted, the request's $trusted,
// beside their values (store.TrustedKey), which Puppet's PuppetDB facts
// terminus stores with them and the embedded store's queries answer.
func (s *Server) saveFacts(rec store.Record, f *Facts, trusted *values.Hash) {
	raw, err := factsJSON(f)
	if err != nil {
		return
	}
	if trusted != nil {
		if with, ok := store.WithMember(raw, store.TrustedKey, wire.AppendValue(nil, trusted)); ok {
			raw = with
		}
	}
	rec.Data = raw
	if s.pdbQuerier() != nil {
		// puppetdb_query is answered from this store: written now, so
		// that the node's own compile sees its new facts, as PuppetDB has
		// them before Puppet Server compiles (storeConfigsFacts waits for
		// PuppetDB so too). A failed write is left to the queue, which
		// retries and logs it.
		if err := s.st.Put(rec); err == nil {
			s.persist.forget(rec.Node, store.Facts)
			return
		}
	}
	s.persist.put(rec)
}

// factsJSON is the facts as Puppet's facts JSON for the store: as sent
// when they came as JSON.
func factsJSON(f *Facts) ([]byte, error) {
	if f.Raw != nil {
		return f.Raw, nil
	}
	m := data.NewMap(4)
	m.Set("name", f.Name)
	m.Set("values", fromValue(f.Values))
	if f.Timestamp != "" {
		m.Set("timestamp", f.Timestamp)
	}
	if f.Expiration != "" {
		m.Set("expiration", f.Expiration)
	}
	return data.MarshalJSON(m)
}

// postCatalogV4 is POST /puppet/v4/catalog: a compile for a service on a
// node's behalf, answering {"catalog": ..., "logs": [...]}.
func (s *Server) postCatalogV4(w http.ResponseWriter, r *http.Request) {
	if mt := r.Header.Get("Content-Type"); mt != "" && !strings.HasPrefix(strings.ToLower(mt), "application/json") {
		writeError(w, http.StatusUnsupportedMediaType, prefixed(http.StatusUnsupportedMediaType,
			fmt.Sprintf("Client sent a mime-type (%s) that doesn't correspond to a format we support", mt)))
		return
	}
	body, ok := readBody(w, r)
	if !ok {
		return
	}
	req, err := DecodeV4Request(body)
	if err != nil {
		writeClientError(w, err)
		return
	}
	if err := store.ValidateNode(req.Certname); err != nil {
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest, fmt.Sprintf("Invalid certname %q", req.Certname)))
		return
	}
	ctx := r.Context()
	facts := req.Facts
	if facts == nil {
		facts = s.storedFacts(req.Certname)
		if facts == nil {
			facts = values.NewHash(0)
		}
	}
	trusted := req.Trusted
	if trusted == nil {
		if t, ok := facts.GetString("trusted"); ok {
			trusted, _ = t.(*values.Hash)
		}
	}
	if trusted == nil {
		// Puppet Server compiles with an empty $trusted then.
		trusted = values.NewHash(0)
	}
	if req.Facts != nil && req.PersistFacts {
		s.saveFacts(store.Record{Node: req.Certname, Kind: store.Facts, Environment: req.Environment,
			TransactionUUID: req.TransactionUUID}, &Facts{Name: req.Certname, Values: facts}, trusted)
	}
	n, err := s.classify(ctx, req.Certname, req.Environment)
	if err != nil {
		s.classifyError(w, r, req.Certname, err, true)
		return
	}
	if req.PreferRequestedEnvironment {
		n.Environment = req.Environment
	}
	job := &compileJob{node: n, facts: facts, trusted: trusted, transactionUUID: req.TransactionUUID,
		skipStoreFacts: !req.PersistFacts, skipStoreCatalog: !req.PersistCatalog}
	if req.CaptureLogs {
		job.logLevel = req.LogLevel
	}
	res, err := s.compile(ctx, job)
	if err != nil {
		s.compileFailed(w, r, n.Environment, err)
		return
	}
	if req.CaptureLogs && levelRank(req.LogLevel) <= levelRank("info") {
		res.logs = append(res.logs, logEntry{Time: time.Now(), Message: compiler.Message{Level: "info",
			Text: fmt.Sprintf("Compiled catalog for %s in environment %s using the v4 catalog endpoint", req.Certname, n.Environment)}})
	}
	// Compact, as Puppet Server's v4 endpoint answers.
	cb := res.catalog.MarshalCompactJSON()
	res.catalog.Release() // as the agent's endpoint: the JSON is all that is read from here on
	if req.PersistCatalog {
		s.persist.put(store.Record{Node: req.Certname, Kind: store.Catalog, Environment: n.Environment,
			TransactionUUID: req.TransactionUUID, Data: cb})
	}
	var buf bytes.Buffer
	buf.Grow(len(cb) + 64)
	buf.WriteString(`{"catalog":`)
	buf.Write(cb)
	if req.CaptureLogs {
		buf.WriteString(`,"logs":[`)
		for i, m := range res.logs {
			if i > 0 {
				buf.WriteByte(',')
			}
			// Puppet::Util::Log#to_data_hash, keys in its order.
			lb, _ := json.Marshal(struct {
				Level   string   `json:"level"`
				Message string   `json:"message"`
				Source  string   `json:"source"`
				Tags    []string `json:"tags"`
				Time    string   `json:"time"`
				File    *string  `json:"file"`
				Line    *int     `json:"line"`
			}{m.Level, m.Text, logSource(m.Source), []string{m.Level}, m.Time.Format("2006-01-02T15:04:05.000000000-07:00"), nil, nil})
			buf.Write(lb)
		}
		buf.WriteString("]")
	}
	buf.WriteString("}")
	writeJSON(w, http.StatusOK, "application/json", buf.Bytes())
}

func logSource(s string) string {
	if s == "" {
		return "Puppet"
	}
	return s
}

// readNodePut reads what PUT /puppet/v3/facts and /puppet/v3/report share:
// the certname, an environment that exists, a JSON content type and the
// body. ok is false when it has answered the request with an error.
func (s *Server) readNodePut(w http.ResponseWriter, r *http.Request) (name, env string, body []byte, ok bool) {
	var err error
	name, err = certnameParam(r)
	if err != nil {
		writeClientError(w, err)
		return "", "", nil, false
	}
	env, err = indirectorEnvironment(r.URL.Query())
	if err != nil {
		writeClientError(w, err)
		return "", "", nil, false
	}
	if !s.requireEnvironment(w, env) {
		return "", "", nil, false
	}
	if !jsonContentType(r.Header.Get("Content-Type")) {
		writeErrorKind(w, http.StatusUnsupportedMediaType, prefixed(http.StatusUnsupportedMediaType,
			fmt.Sprintf("Client sent a mime-type (%s) that doesn't correspond to a format we support", r.Header.Get("Content-Type"))), issueUnsupportedMediaType)
		return "", "", nil, false
	}
	body, ok = readBody(w, r)
	return name, env, body, ok
}

// putFacts is PUT /puppet/v3/facts/{certname}: the node's facts, stored
// durably before the answer.
func (s *Server) putFacts(w http.ResponseWriter, r *http.Request) {
	name, env, body, ok := s.readNodePut(w, r)
	if !ok {
		return
	}
	f, err := DecodeFactsJSON(body)
	if err != nil {
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest, "The request body is invalid: "+err.Error()))
		return
	}
	if f.Name != name {
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest,
			fmt.Sprintf("Instance name %q does not match requested key %q", f.Name, name)))
		return
	}
	if inf := infiniteFact(f.Values); inf != "" {
		// The json gem reads 1e400 as Infinity, which Puppet's facts
		// terminus then cannot write: Puppet Server answers 500 and
		// keeps the node's earlier facts
		zerolog.Ctx(r.Context()).Warn().Str("node", name).Str("environment", env).
			Msg("facts not stored: a fact is " + inf + " (a number beyond a double), which JSON cannot hold; the node keeps its earlier facts")
		writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError,
			"Could not render to json: "+inf+" not allowed in JSON"))
		return
	}
	// The request's $trusted beside the facts, as Puppet's PuppetDB facts
	// terminus stores it (saveFacts).
	if with, ok := store.WithMember(body, store.TrustedKey, wire.AppendValue(nil, s.trustedOf(r, name))); ok {
		body = with
	}
	if err := s.st.Put(store.Record{Node: name, Kind: store.Facts, Environment: env, Data: body}); err != nil {
		s.storeFailed(w, r, name, "facts", err)
		return
	}
	s.persist.forget(name, store.Facts)
	writeJSON(w, http.StatusOK, jsonUTF8, []byte("0"))
}

// putReport is PUT /puppet/v3/report/{certname}: the agent's report,
// stored durably before the answer.
func (s *Server) putReport(w http.ResponseWriter, r *http.Request) {
	name, env, body, ok := s.readNodePut(w, r)
	if !ok {
		return
	}
	v, err := decodeBodyJSON(body, "report")
	if err != nil {
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest, "The request body is invalid: "+err.Error()))
		return
	}
	m, ok := v.(*data.Map)
	if !ok {
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest, "The request body is invalid: a report must be a JSON object"))
		return
	}
	if err := checkReportData(m); err != nil {
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest, "The request body is invalid: "+err.Error()))
		return
	}
	// As Puppet's indirector: the report's host is the node it is for.
	host, _ := m.Get("host")
	if h, _ := host.(string); h != name {
		hv := "nil"
		if h != "" || host != nil {
			hv = fmt.Sprintf("%q", h)
		}
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest,
			fmt.Sprintf("Instance name %s does not match requested key %q", hv, name)))
		return
	}
	uuid := ""
	if u, ok := m.Get("transaction_uuid"); ok {
		uuid, _ = u.(string)
	}
	if err := s.st.Put(store.Record{Node: name, Kind: store.Report, Environment: env, TransactionUUID: uuid, Data: body}); err != nil {
		s.storeFailed(w, r, name, "report", err)
		return
	}
	s.storeConfigsReport(r.Context(), name, body)
	ev := zerolog.Ctx(r.Context()).Info().Str("node", name).Str("environment", env)
	if st, ok := m.Get("status"); ok {
		if s, ok := st.(string); ok {
			ev = ev.Str("status", s)
		}
	}
	ev.Msg("stored report")
	s.reports.process(*zerolog.Ctx(r.Context()), name, m, body)
	// Puppet Server answers with the report processors that ran.
	names, _ := json.Marshal(s.reports.processed())
	writeJSON(w, http.StatusOK, jsonUTF8, names)
}

func jsonContentType(ct string) bool {
	if ct == "" {
		return true
	}
	ct = strings.ToLower(strings.TrimSpace(ct))
	if i := strings.IndexByte(ct, ';'); i >= 0 {
		ct = strings.TrimSpace(ct[:i])
	}
	switch ct {
	case "application/json", "text/pson", "pson", "application/vnd.puppet.rich+json":
		return true
	}
	return false
}

func (s *Server) storeFailed(w http.ResponseWriter, r *http.Request, node, what string, err error) {
	s.m.storeErrors.Inc()
	if errors.Is(err, store.ErrTooLarge) {
		writeError(w, http.StatusRequestEntityTooLarge, "Request Entity Too Large: "+err.Error())
		return
	}
	if errors.Is(err, store.ErrInvalid) {
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest, err.Error()))
		return
	}
	zerolog.Ctx(r.Context()).Error().Err(err).Str("node", node).
		Msgf("could not store the node's %s; the agent was told so: check the disk and permissions of --vardir", what)
	writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, "could not store the "+what+": "+err.Error()))
}

// infiniteFact is "Infinity" or "-Infinity" for the first such Float in
// the facts (depth-first, as the json gem's generator meets them), "" when
// there is none. The facts were decoded within rubyMaxNesting, which bounds
// the recursion.
func infiniteFact(v values.Value) string {
	switch x := v.(type) {
	case float64:
		if math.IsInf(x, 1) {
			return "Infinity"
		}
		if math.IsInf(x, -1) {
			return "-Infinity"
		}
	case []values.Value:
		for _, e := range x {
			if s := infiniteFact(e); s != "" {
				return s
			}
		}
	case *values.Hash:
		for _, e := range x.Values() {
			if s := infiniteFact(e); s != "" {
				return s
			}
		}
	}
	return ""
}
