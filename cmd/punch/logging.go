package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/punch-dev/punch/parser/diag"
	"github.com/rs/zerolog"
)

// newLogger builds the process logger: JSON lines by default, zerolog's
// console format when format is "console", or "auto" and w is a terminal.
// level is a zerolog level name (debug, info, warn, error).
func newLogger(w io.Writer, format, level string) (zerolog.Logger, error) {
	lvl := zerolog.InfoLevel
	if level != "" {
		l, err := zerolog.ParseLevel(strings.ToLower(level))
		if err != nil || l == zerolog.NoLevel {
			return zerolog.Nop(), fmt.Errorf("unknown log level %q (use debug, info, warn or error)", level)
		}
		lvl = l
	}
	switch format {
	case "", "auto":
		if f, ok := w.(*os.File); ok && isatty.IsTerminal(f.Fd()) {
			w = zerolog.ConsoleWriter{Out: w, TimeFormat: time.RFC3339}
		}
	case "console":
		w = zerolog.ConsoleWriter{Out: w, TimeFormat: time.RFC3339, NoColor: true}
	case "json":
	default:
		return zerolog.Nop(), fmt.Errorf("unknown log format %q (use json, console or auto)", format)
	}
	return zerolog.New(w).Level(lvl).With().Timestamp().Logger(), nil
}

// diagnosticEvent logs one line a command prints for people ("Error: ...
// (file: F, line: L, column: C)", "Warning: ..."), unchanged, as the
// message of a structured log line, at the level its prefix names, with
// the diagnostic's code and range as fields (file, line, column,
// end_line, end_column: those known) when d is not nil, so that a
// program reads them without parsing the text.
func diagnosticEvent(log zerolog.Logger, text string, d *diag.Diagnostic) {
	text = strings.TrimSuffix(text, "\n")
	ev := log.Info()
	switch {
	case strings.HasPrefix(text, "Error: "):
		ev = log.Error()
	case strings.HasPrefix(text, "Warning: "):
		ev = log.Warn()
	}
	if d != nil {
		if d.Code != "" {
			ev = ev.Str("code", d.Code)
		}
		r := d.Span
		if r.File != "" {
			ev = ev.Str("file", r.File)
		}
		if r.Start.Line > 0 {
			ev = ev.Int("line", r.Start.Line)
			if r.Start.Col > 0 {
				ev = ev.Int("column", r.Start.Col)
			}
			if r.End.Line > 0 && r.End != r.Start {
				ev = ev.Int("end_line", r.End.Line).Int("end_column", r.End.Col)
			}
		}
	}
	ev.Msg(text)
}
