package compilecmd

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/punch-dev/punch/parser/diag"
	"github.com/rs/zerolog"
)

// puppetLevels are Puppet's log levels, least severe first (Puppet's own
// order: crit comes last).
var puppetLevels = []string{"debug", "info", "notice", "warning", "err", "alert", "emerg", "crit"}

// LevelRank is a level's place in Puppet's order of levels, least severe
// first; an unknown level ranks as notice.
func LevelRank(level string) int {
	for i, l := range puppetLevels {
		if l == level {
			return i
		}
	}
	return 2
}

// LevelFlags are puppet apply's --debug (-d) and --verbose (-v).
type LevelFlags struct{ Debug, Verbose bool }

// Register adds the flags to fl.
func (f *LevelFlags) Register(fl *flag.FlagSet) {
	fl.BoolVar(&f.Debug, "debug", false, "print debug messages too (log_level debug)")
	fl.BoolVar(&f.Debug, "d", false, "same as --debug")
	fl.BoolVar(&f.Verbose, "verbose", false, "print info messages too (log_level info)")
	fl.BoolVar(&f.Verbose, "v", false, "same as --verbose")
}

// Level is the least severe level printed, as puppet apply sets it:
// --debug gives debug, --verbose info (unless log_level already shows
// info), otherwise the log_level setting (default notice). The flags win
// over --log_level whatever their order.
func (f LevelFlags) Level(st *settings.Settings) string {
	lvl := st.PuppetLogLevel
	if lvl == "" {
		lvl = "notice"
	}
	switch {
	case f.Debug:
		return "debug"
	case f.Verbose && LevelRank(lvl) > LevelRank("info"):
		return "info"
	}
	return lvl
}

// Console prints messages of a level at or above its minimum, as Puppet's
// console log destination does ("Notice: text").
type Console struct {
	w   io.Writer
	min int
	// json, when set, writes each message as a JSON log line instead
	// (the log_format setting's json), see DiagnosticEvent.
	json *zerolog.Logger
	// failed is Hooks.Failed: given the error a compile fails with.
	failed func(error)
}

// JSON returns the console that writes each message it prints as a JSON
// log line (DiagnosticEvent) on the same writer.
func (c Console) JSON() Console {
	l := zerolog.New(c.w).With().Timestamp().Logger()
	c.json = &l
	return c
}

// NewConsole returns a console printing to w the messages of level and
// above.
func NewConsole(w io.Writer, level string) Console {
	return Console{w: w, min: LevelRank(level)}
}

// Including returns the console that also prints the messages of level
// and above.
func (c Console) Including(level string) Console {
	c.min = min(c.min, LevelRank(level))
	return c
}

// Shows reports whether messages of level are printed.
func (c Console) Shows(level string) bool { return LevelRank(level) >= c.min }

// Printf prints a message of level (its format starts with the level's
// label: "Error: ...") when the level is shown.
func (c Console) Printf(level, format string, args ...any) {
	if !c.Shows(level) {
		return
	}
	if c.json != nil {
		DiagnosticEvent(*c.json, fmt.Sprintf(format, args...), nil)
		return
	}
	fmt.Fprintf(c.w, format, args...)
}

// Fail prints the error a command fails with ("Error: ..."); as a JSON
// log line, with its diagnostic's code and range as fields.
func (c Console) Fail(err error) {
	if c.json == nil {
		c.Printf("err", "Error: %v\n", err)
		return
	}
	var d *diag.Diagnostic
	if got, ok := diag.From(err); ok {
		d = &got
	}
	DiagnosticEvent(*c.json, fmt.Sprintf("Error: %v", err), d)
}

// DiagnosticEvent logs one line a command prints for people ("Error: ...
// (file: F, line: L, column: C)", "Warning: ..."), unchanged, as the
// message of a structured log line, at the level its prefix names, with
// the diagnostic's code and range as fields (file, line, column,
// end_line, end_column: those known) when d is not nil, so that a
// program reads them without parsing the text.
func DiagnosticEvent(log zerolog.Logger, text string, d *diag.Diagnostic) {
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

// givingUp reports whether a compile failed with Puppet's "Language
// validation logged N errors. Giving up", which the compile has already
// logged (with each error before it).
func givingUp(err error) bool {
	var ce *compiler.Error
	return errors.As(err, &ce) && ce.Logged
}
