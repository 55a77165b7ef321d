package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/mattn/go-isatty"
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
