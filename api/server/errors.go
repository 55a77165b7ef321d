package server

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/punch-dev/punch/compiler/util/plainjson"
)

// Puppet's issue kinds in error answers.
const (
	issueRuntime          = "RUNTIME_ERROR"
	issueResourceNotFound = "RESOURCE_NOT_FOUND"
	// Puppet::Network::HTTP::Error's kinds for 415 and 406.
	issueUnsupportedMediaType = "UNSUPPORTED_MEDIA_TYPE"
	issueUnsupportedFormat    = "UNSUPPORTED_FORMAT"
)

// writeError sends Puppet's error JSON {"message": ..., "issue_kind":
// "RUNTIME_ERROR"}; message carries Puppet's prefix ("Not Found: ...").
func writeError(w http.ResponseWriter, status int, message string) {
	writeErrorKind(w, status, message, issueRuntime)
}

func writeErrorKind(w http.ResponseWriter, status int, message, kind string) {
	b, _ := plainjson.Marshal(struct {
		Message   string `json:"message"`
		IssueKind string `json:"issue_kind"`
	}{message, kind})
	h := w.Header()
	h.Set("Content-Type", jsonUTF8)
	h.Set("Content-Length", strconv.Itoa(len(b)))
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

// statusPrefixes are Puppet's message prefixes by status (none for the
// others).
var statusPrefixes = map[int]string{
	http.StatusBadRequest:           "Bad Request: ",
	http.StatusNotFound:             "Not Found: ",
	http.StatusForbidden:            "Not Authorized: ",
	http.StatusMethodNotAllowed:     "Method Not Allowed: ",
	http.StatusNotAcceptable:        "Not Acceptable: ",
	http.StatusUnsupportedMediaType: "Unsupported Media Type: ",
	http.StatusInternalServerError:  "Server Error: ",
}

// prefixed is msg with Puppet's prefix for status.
func prefixed(status int, msg string) string { return statusPrefixes[status] + msg }

func tooLargeMessage(limit int64) string {
	return fmt.Sprintf("Request Entity Too Large: the request body is larger than %d bytes (max_request_body); send less, or raise max_request_body", limit)
}

// readError turns an error reading a request body into a status and
// message: 413 when the body is over the limit, 400 otherwise.
func readError(err error) (int, string) {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return http.StatusRequestEntityTooLarge, tooLargeMessage(mbe.Limit)
	}
	if errors.Is(err, errBodiesFull) {
		return http.StatusServiceUnavailable, prefixed(http.StatusServiceUnavailable, err.Error()+"; try again later")
	}
	var se *stalledError
	if errors.As(err, &se) {
		return http.StatusRequestTimeout, "Request Timeout: " + se.Error()
	}
	return http.StatusBadRequest, prefixed(http.StatusBadRequest, "could not read the request body: "+err.Error())
}

// writeClientError answers err: a *badRequest is a 400 with its message,
// anything else a 500.
func writeClientError(w http.ResponseWriter, err error) {
	var te *textError
	if errors.As(err, &te) {
		writeText(w, te.status, te.msg)
		return
	}
	var br *badRequest
	if errors.As(err, &br) {
		writeError(w, http.StatusBadRequest, prefixed(http.StatusBadRequest, br.msg))
		return
	}
	writeError(w, http.StatusInternalServerError, prefixed(http.StatusInternalServerError, err.Error()))
}

// textError is an error Puppet Server answers in plain text (its Clojure
// layer's checks, such as the environment parameter's).
type textError struct {
	status int
	msg    string
}

func (e *textError) Error() string { return e.msg }
