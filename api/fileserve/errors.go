package fileserve

import (
	"fmt"
	"net/http"

	"github.com/punch-dev/punch/compiler/util/plainjson"
)

// Puppet's issue kinds used by the file-serving endpoints.
const (
	IssueResourceNotFound = "RESOURCE_NOT_FOUND"
	IssueRuntimeError     = "RUNTIME_ERROR"
)

// Error is a failed file-serving request: the HTTP status and the message
// Puppet Server sends for it. Every error this package returns to a caller
// is an *Error.
type Error struct {
	// Status is the HTTP status code.
	Status int
	// Message is the whole message, with Puppet's prefix ("Not Found: ",
	// "Bad Request: ", ...) when the body is JSON.
	Message string
	// IssueKind is Puppet's issue_kind (RUNTIME_ERROR when unset).
	IssueKind string
	// Plain marks the errors Puppet Server reports before its Ruby layer
	// sees the request (path normalisation): a bare text body, not JSON.
	Plain bool
	// PlainType is the Content-Type of a Plain body ("": none).
	PlainType string
}

func (e *Error) Error() string { return e.Message }

func (e *Error) issueKind() string {
	if e.IssueKind == "" {
		return IssueRuntimeError
	}
	return e.IssueKind
}

// MarshalJSON renders Puppet's error body: {"message": ..., "issue_kind": ...}.
func (e *Error) MarshalJSON() ([]byte, error) {
	return plainjson.Marshal(struct {
		Message   string `json:"message"`
		IssueKind string `json:"issue_kind"`
	}{e.Message, e.issueKind()})
}

// Write sends the error the way Puppet Server does.
func (e *Error) Write(w http.ResponseWriter) {
	if e.Plain {
		// Puppet Server sends these bodies without a Content-Type; a nil
		// entry also stops net/http from sniffing one.
		w.Header()["Content-Type"] = nil
		if e.PlainType != "" {
			w.Header().Set("Content-Type", e.PlainType)
		}
		w.WriteHeader(e.Status)
		fmt.Fprint(w, e.Message)
		return
	}
	body, err := e.MarshalJSON()
	if err != nil { // cannot happen: two strings
		body = []byte(`{"message":"Server Error","issue_kind":"RUNTIME_ERROR"}`)
	}
	w.Header().Set("Content-Type", jsonContentType)
	w.WriteHeader(e.Status)
	w.Write(body)
}

// The constructors below mirror Puppet::Network::HTTP::Error's classes: the
// message gets the class's prefix.

func errNotFound(kind, format string, args ...any) *Error {
	return &Error{Status: http.StatusNotFound, Message: "Not Found: " + fmt.Sprintf(format, args...), IssueKind: kind}
}

func errBadRequest(format string, args ...any) *Error {
	return &Error{Status: http.StatusBadRequest, Message: "Bad Request: " + fmt.Sprintf(format, args...), IssueKind: IssueRuntimeError}
}

func errForbidden(format string, args ...any) *Error {
	return &Error{Status: http.StatusForbidden, Message: "Not Authorized: " + fmt.Sprintf(format, args...), IssueKind: IssueRuntimeError}
}

func errServer(format string, args ...any) *Error {
	return &Error{Status: http.StatusInternalServerError, Message: "Server Error: " + fmt.Sprintf(format, args...), IssueKind: IssueRuntimeError}
}

func errPlain(status int, format string, args ...any) *Error {
	return &Error{Status: status, Message: fmt.Sprintf(format, args...), Plain: true}
}

const jsonContentType = "application/json;charset=utf-8"
