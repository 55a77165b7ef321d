package server

import (
	"github.com/punch-dev/punch/parser/diag"
	"github.com/rs/zerolog"
)

// withDiagnostic adds an error's diagnostic to a log event: its code
// (Puppet's issue code where it has one) and where it is (file, line,
// column), so that a log reader finds the failing code without parsing
// the message.
func withDiagnostic(ev *zerolog.Event, err error) *zerolog.Event {
	d, ok := diag.From(err)
	if !ok {
		return ev
	}
	if d.Code != "" {
		ev = ev.Str("code", d.Code)
	}
	if r := d.Span; r.File != "" {
		ev = ev.Str("file", r.File)
		if r.Start.Line > 0 {
			ev = ev.Int("line", r.Start.Line)
			if r.Start.Col > 0 {
				ev = ev.Int("column", r.Start.Col)
			}
		}
	}
	return ev
}
