package ca

import (
	"errors"
	"fmt"
	"net/http"
)

// Error is a CA failure the client caused or can act on. Status is the HTTP
// status Puppet Server answers with; Message is its text (Puppet Server's
// wording where it has one).
type Error struct {
	Status  int
	Message string
}

func (e *Error) Error() string { return e.Message }

func badRequest(format string, args ...any) error {
	return &Error{Status: http.StatusBadRequest, Message: fmt.Sprintf(format, args...)}
}

func notFound(format string, args ...any) error {
	return &Error{Status: http.StatusNotFound, Message: fmt.Sprintf(format, args...)}
}

func conflict(format string, args ...any) error {
	return &Error{Status: http.StatusConflict, Message: fmt.Sprintf(format, args...)}
}

// StatusOf returns the HTTP status for err: the Error's own, or 500.
func StatusOf(err error) int {
	var e *Error
	if errors.As(err, &e) {
		return e.Status
	}
	return http.StatusInternalServerError
}

// IsNotFound reports whether err means the certificate, request or name
// does not exist.
func IsNotFound(err error) bool { return StatusOf(err) == http.StatusNotFound }
