package main

import (
	"io"

	"github.com/punch-dev/punch/cmd/punch/compilecmd"
)

// Puppet's log levels, puppet apply's --debug and --verbose, and Puppet's
// console are punch compile's (compilecmd), used by every command.

// levelRank is a level's place in Puppet's order, least severe first.
func levelRank(level string) int { return compilecmd.LevelRank(level) }

// levelFlags are puppet apply's --debug (-d) and --verbose (-v).
type levelFlags = compilecmd.LevelFlags

// console prints messages of a level at or above its minimum, as Puppet's
// console log destination does ("Notice: text").
type console = compilecmd.Console

func newConsole(w io.Writer, level string) console { return compilecmd.NewConsole(w, level) }
