package ca

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
)

// Routes returns the CA's HTTP API as a chi router, to be mounted under
// /puppet-ca/v1:
//
//	GET    certificate/{name|ca}               PEM certificate (text/plain)
//	GET    certificate_request/{name}          PEM CSR
//	PUT    certificate_request/{name}          submit a CSR (CN must equal name)
//	DELETE certificate_request/{name}          drop a pending CSR
//	GET    certificate_revocation_list/ca      PEM CRL; If-Modified-Since → 304
//	GET    certificate_status/{name}           JSON status
//	PUT    certificate_status/{name}           {"desired_state": "signed"|"revoked"[, "cert_ttl": N]}
//	DELETE certificate_status/{name}           delete cert and CSR (no revocation)
//	GET    certificate_statuses/{any}?state=S  JSON list
//	PUT    clean                               {"certnames": [...]}: revoke and delete
//	GET    expirations                         {"ca-certs": {CN: date}, "crls": {CN: date}}
//
// Status codes, bodies and content types are Puppet Server 7's. The router
// does no authorization: wrap it (or the server) in the auth middleware.
func (c *CA) Routes() chi.Router {
	r := chi.NewRouter()
	r.Use(c.puppetVersionHeader)
	r.NotFound(func(w http.ResponseWriter, r *http.Request) { plain(w, http.StatusNotFound, "Not Found") })
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) { plain(w, http.StatusNotFound, "Not Found") })

	r.Get("/certificate/{name}", servePEM(c.Certificate))
	r.Get("/certificate_request/{name}", servePEM(c.Request))
	r.Put("/certificate_request/{name}", c.handlePutRequest)
	r.Delete("/certificate_request/{name}", c.handleDeleteRequest)
	r.Get("/certificate_revocation_list/{name}", c.handleGetCRL)
	r.HandleFunc("/certificate_status/{name}", c.handleStatus)
	r.Get("/certificate_statuses/{any}", c.handleStatuses)
	r.HandleFunc("/certificate_statuses/", func(w http.ResponseWriter, r *http.Request) {
		plain(w, http.StatusBadRequest, "Missing URL Segment")
	})
	r.Put("/clean", c.handleClean)
	r.Get("/expirations", c.handleExpirations)
	return r
}

func (c *CA) puppetVersionHeader(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if w.Header().Get("X-Puppet-Version") == "" {
			w.Header().Set("X-Puppet-Version", c.cfg.PuppetVersion)
		}
		next.ServeHTTP(w, r)
	})
}

// plain writes a text/plain message. Puppet Server's CA names no charset
// ("text/plain", as for its PEM answers; its 404s recorded in
// cmd/tools/site4/puppetserver.txt, QA-SITE-4 S4).
func plain(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	io.WriteString(w, msg)
}

// pemResponse writes a PEM document as Puppet Server does (text/plain).
func pemResponse(w http.ResponseWriter, data []byte) {
	w.Header().Set("Content-Type", "text/plain")
	w.WriteHeader(http.StatusOK)
	w.Write(data)
}

func writeError(w http.ResponseWriter, err error) {
	var e *Error
	if errors.As(err, &e) {
		plain(w, e.Status, e.Message)
		return
	}
	plain(w, http.StatusInternalServerError, "Internal Server Error: "+err.Error())
}

func writeJSON(w http.ResponseWriter, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		writeError(w, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusOK)
	w.Write(data)
}

// nameParam returns the URL's {name}, unescaped and checked for path
// safety; it writes a 400 and returns false for names like "../x".
func nameParam(w http.ResponseWriter, r *http.Request) (string, bool) {
	raw := chi.URLParam(r, "name")
	name, err := url.PathUnescape(raw)
	if err != nil || !ValidName(name) {
		plain(w, http.StatusBadRequest, fmt.Sprintf("Invalid certname %q: it must be printable ASCII without '/' or '\\'", raw))
		return "", false
	}
	return name, true
}

// requester names the client for logs: its certname if it has a verified
// certificate, else its address.
func requester(r *http.Request) string {
	if cert := PeerCertificate(r); cert != nil {
		return cert.Subject.CommonName
	}
	return r.RemoteAddr
}

// readBody reads at most limit bytes; it writes 413 and returns false when
// the body is larger, 400 on a read error.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, bool) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			plain(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("Request body is larger than the limit of %d bytes", limit))
		} else {
			plain(w, http.StatusBadRequest, "Could not read the request body: "+err.Error())
		}
		return nil, false
	}
	return body, true
}

// maxJSONBody limits certificate_status and clean bodies.
const maxJSONBody = 1 << 20

// servePEM answers GET of a named PEM document (a certificate, a
// certificate request) that get finds.
func servePEM(get func(name string) ([]byte, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		name, ok := nameParam(w, r)
		if !ok {
			return
		}
		data, err := get(name)
		if err != nil {
			writeError(w, err)
			return
		}
		pemResponse(w, data)
	}
}

func (c *CA) handlePutRequest(w http.ResponseWriter, r *http.Request) {
	name, ok := nameParam(w, r)
	if !ok {
		return
	}
	body, ok := readBody(w, r, c.cfg.MaxCSRBytes)
	if !ok {
		return
	}
	if _, err := c.SubmitRequest(r.Context(), name, body, requester(r)); err != nil {
		writeError(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.WriteHeader(http.StatusOK)
}

func (c *CA) handleDeleteRequest(w http.ResponseWriter, r *http.Request) {
	name, ok := nameParam(w, r)
	if !ok {
		return
	}
	if err := c.DeleteRequest(name); err != nil {
		writeError(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.WriteHeader(http.StatusNoContent)
}

func (c *CA) handleGetCRL(w http.ResponseWriter, r *http.Request) {
	data, mod, err := c.CRL()
	if err != nil {
		writeError(w, err)
		return
	}
	// Puppet Server sends the CRL unless If-Modified-Since parses and the
	// CRL file is not newer than it.
	if ims := r.Header.Get("If-Modified-Since"); ims != "" {
		// HTTP dates have whole seconds: the file's time is compared at
		// that precision, else a client sending back the Last-Modified it
		// got would never get a 304.
		if t, err := http.ParseTime(ims); err == nil && !mod.Truncate(time.Second).After(t) {
			w.Header().Set("Content-Type", "text/plain")
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	w.Header().Set("Last-Modified", mod.UTC().Format(http.TimeFormat))
	pemResponse(w, data)
}

func (c *CA) handleStatus(w http.ResponseWriter, r *http.Request) {
	name, ok := nameParam(w, r)
	if !ok {
		return
	}
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		st, err := c.Status(name)
		if err != nil {
			writeError(w, err)
			return
		}
		writeJSON(w, st)
	case http.MethodPut:
		c.putStatus(w, r, name)
	case http.MethodDelete:
		if err := c.Delete(name, requester(r)); err != nil {
			writeError(w, err)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	default:
		w.Header().Set("Allow", "GET, PUT, DELETE")
		plain(w, http.StatusMethodNotAllowed, "Method not allowed.")
	}
}

// jsonMediaType reports whether a PUT's Content-Type is one Puppet Server
// accepts for certificate_status (none, application/json, text/pson, pson).
func jsonMediaType(ct string) bool {
	if ct == "" {
		return true
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return false
	}
	switch mt {
	case "application/json", "text/pson", "pson":
		return true
	}
	return false
}

// decodeJSONObject parses body as one JSON object.
func decodeJSONObject(body []byte) (map[string]any, bool) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil || m == nil {
		return nil, false
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, false
	}
	return m, true
}

// StatusRequest is the body of PUT certificate_status.
type StatusRequest struct {
	DesiredState string
	CertTTL      time.Duration
}

// DecodeStatusRequest parses and validates a PUT certificate_status body
// for certname; errors carry Puppet Server's 400 messages.
func DecodeStatusRequest(certname string, body []byte) (StatusRequest, error) {
	m, ok := decodeJSONObject(body)
	if !ok {
		return StatusRequest{}, badRequest("Request body is not JSON.")
	}
	ds, present := m["desired_state"]
	if !present || ds == nil {
		return StatusRequest{}, badRequest("Missing required parameter \"desired_state\"")
	}
	state := fmt.Sprint(ds)
	if state != StateSigned && state != StateRevoked {
		return StatusRequest{}, badRequest("State %s invalid; Must specify desired state of 'signed' or 'revoked' for host %s.", state, certname)
	}
	req := StatusRequest{DesiredState: state}
	if ttl, present := m["cert_ttl"]; present && ttl != nil {
		n, isNum := ttl.(json.Number)
		secs, err := n.Int64()
		if !isNum || err != nil || secs <= 0 || secs > 1576800000 {
			return StatusRequest{}, badRequest("cert_ttl specified for host %s must be an integer, not \"%v\"", certname, ttl)
		}
		req.CertTTL = time.Duration(secs) * time.Second
	}
	return req, nil
}

func (c *CA) putStatus(w http.ResponseWriter, r *http.Request, name string) {
	if !jsonMediaType(r.Header.Get("Content-Type")) {
		plain(w, http.StatusUnsupportedMediaType, "Unsupported media type.")
		return
	}
	body, ok := readBody(w, r, maxJSONBody)
	if !ok {
		return
	}
	req, err := DecodeStatusRequest(name, body)
	if err != nil {
		writeError(w, err)
		return
	}
	by := requester(r)
	switch req.DesiredState {
	case StateSigned:
		_, err = c.Sign(name, SignOptions{TTL: req.CertTTL, By: by})
	case StateRevoked:
		err = c.Revoke([]string{name}, by)
	}
	if err != nil {
		writeError(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.WriteHeader(http.StatusNoContent)
}

func (c *CA) handleStatuses(w http.ResponseWriter, r *http.Request) {
	list, err := c.Statuses(r.URL.Query().Get("state"))
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, list)
}

// CleanRequest is the body of PUT clean.
type CleanRequest struct {
	Certnames []string
}

// DecodeCleanRequest parses a PUT clean body; errors carry Puppet Server's
// 400 messages.
func DecodeCleanRequest(body []byte) (CleanRequest, error) {
	m, ok := decodeJSONObject(body)
	if !ok {
		return CleanRequest{}, badRequest("Request body is not JSON.")
	}
	if async, _ := m["async"].(bool); async {
		return CleanRequest{}, badRequest("Async mode is not currently supported.")
	}
	raw, present := m["certnames"]
	missing := badRequest("Missing required key: 'certnames'. Please supply the list of certs you want to clean.")
	if !present || raw == nil {
		return CleanRequest{}, missing
	}
	list, ok := raw.([]any)
	if !ok {
		return CleanRequest{}, badRequest("The 'certnames' key must be a list of certificate names.")
	}
	var req CleanRequest
	for _, v := range list {
		s, ok := v.(string)
		if !ok {
			return CleanRequest{}, badRequest("The 'certnames' key must be a list of certificate names.")
		}
		req.Certnames = append(req.Certnames, s)
	}
	return req, nil
}

func (c *CA) handleClean(w http.ResponseWriter, r *http.Request) {
	body, ok := readBody(w, r, maxJSONBody)
	if !ok {
		return
	}
	req, err := DecodeCleanRequest(body)
	if err != nil {
		writeError(w, err)
		return
	}
	missing, err := c.Clean(req.Certnames, requester(r))
	if err != nil {
		if StatusOf(err) == http.StatusInternalServerError {
			plain(w, http.StatusInternalServerError, "Error while cleaning certs: "+err.Error())
			return
		}
		writeError(w, err)
		return
	}
	msg := "Successfully cleaned all certs."
	if len(missing) > 0 {
		quoted := make([]string, len(missing))
		for i, m := range missing {
			quoted[i] = fmt.Sprintf("%q", m)
		}
		msg = "The following certs do not exist and cannot be revoked: [" + strings.Join(quoted, " ") + "]"
	}
	w.Header().Set("Content-Type", "text/plain")
	w.WriteHeader(http.StatusOK)
	io.WriteString(w, msg)
}

// handleExpirations answers GET expirations: when the CA certificates and
// CRLs expire, keyed by their CN, in Puppet's date format.
func (c *CA) handleExpirations(w http.ResponseWriter, r *http.Request) {
	exp, err := c.Expirations()
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, exp)
}
