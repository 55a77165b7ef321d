package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/environments/settings"
)

// puppetLevels are Puppet's log levels, least severe first (Puppet's own
// order: crit comes last).
var puppetLevels = []string{"debug", "info", "notice", "warning", "err", "alert", "emerg", "crit"}

// levelRank is a level's place in puppetLevels; an unknown level ranks as
// notice.
func levelRank(level string) int {
	for i, l := range puppetLevels {
		if l == level {
			return i
		}
	}
	return 2
}

// levelFlags are puppet apply's --debug (-d) and --verbose (-v).
type levelFlags struct{ debug, verbose bool }

func (f *levelFlags) register(fl *flag.FlagSet) {
	fl.BoolVar(&f.debug, "debug", false, "print debug messages too (log_level debug)")
	fl.BoolVar(&f.debug, "d", false, "same as --debug")
	fl.BoolVar(&f.verbose, "verbose", false, "print info messages too (log_level info)")
	fl.BoolVar(&f.verbose, "v", false, "same as --verbose")
}

// level is the least severe level printed, as puppet apply sets it:
// --debug gives debug, --verbose info (unless log_level already shows
// info), otherwise the log_level setting (default notice). The flags win
// over --log_level whatever their order.
func (f levelFlags) level(st *settings.Settings) string {
	lvl := st.PuppetLogLevel
	if lvl == "" {
		lvl = "notice"
	}
	switch {
	case f.debug:
		return "debug"
	case f.verbose && levelRank(lvl) > levelRank("info"):
		return "info"
	}
	return lvl
}

// console prints messages of a level at or above its minimum, as Puppet's
// console log destination does ("Notice: text").
type console struct {
	w   io.Writer
	min int
}

func newConsole(w io.Writer, level string) console {
	return console{w: w, min: levelRank(level)}
}

// shows reports whether messages of level are printed.
func (c console) shows(level string) bool { return levelRank(level) >= c.min }

// printf prints a message of level (its format starts with the level's
// label: "Error: ...") when the level is shown.
func (c console) printf(level, format string, args ...any) {
	if c.shows(level) {
		fmt.Fprintf(c.w, format, args...)
	}
}

// givingUp reports whether a compile failed with Puppet's "Language
// validation logged N errors. Giving up", which the compile has already
// logged (with each error before it).
func givingUp(err error) bool {
	var ce *compiler.Error
	return errors.As(err, &ce) && ce.Logged
}
