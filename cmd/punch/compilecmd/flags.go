package compilecmd

import (
	"errors"
	"flag"
	"io"
	"strings"

	"github.com/punch-dev/punch/environments/settings"
)

// SettingsFlags returns the flag set of the command name (its messages on
// stderr) with Puppet's settings registered as flags (--environmentpath,
// --environment, --modulepath, --config FILE, ...), and the settings they
// set: how every punch command that reads puppet.conf takes them.
func SettingsFlags(name string, stderr io.Writer) (*flag.FlagSet, *settings.Settings) {
	fl := flag.NewFlagSet(name, flag.ContinueOnError)
	fl.SetOutput(stderr)
	st := settings.New()
	st.RegisterFlags(fl)
	return fl, st
}

// ParseFlags parses args into fl. ok is false when the command is to end
// with status: 0 after --help (fl has printed the usage), 2 on a bad flag
// (fl has said why). Every punch command that has nothing of its own to
// say about a bad flag ends this way.
//
// Every other Puppet setting's name is a flag too (settings.RegisterPuppetFlags),
// added here, after the command has defined its own flags.
func ParseFlags(fl *flag.FlagSet, args []string) (status int, ok bool) {
	settings.RegisterPuppetFlags(fl)
	underscoreSpellings(fl)
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		return 2, false
	}
	return 0, true
}

// underscoreSpellings lets each of the command's own hyphenated flags be
// given with underscores too (--knock_out_prefix for --knock-out-prefix):
// Puppet's applications parse their options with Ruby's OptionParser,
// which takes "_" and "-" in a long option alike (`puppet lookup
// --knock_out_prefix=-- --merge deep` works). Settings have both
// spellings already (settings.registerSpellings).
func underscoreSpellings(fl *flag.FlagSet) {
	var add []*flag.Flag
	fl.VisitAll(func(f *flag.Flag) {
		// --no-NAME of a setting is its own spelling (settings'), not a
		// hyphenated name.
		if strings.Contains(f.Name, "-") && !strings.HasPrefix(f.Name, "no-") {
			add = append(add, f)
		}
	})
	for _, f := range add {
		if u := strings.ReplaceAll(f.Name, "-", "_"); fl.Lookup(u) == nil {
			fl.Var(f.Value, u, f.Usage)
		}
	}
}

// ParseInterleaved parses args into fl with flags and operands in any
// order (punch lookup KEY --node N, punch node deactivate NAME --vardir
// DIR): the flag package stops at the first operand, so parsing resumes
// after each one. It returns the operands in order; status and ok are
// ParseFlags'.
func ParseInterleaved(fl *flag.FlagSet, args []string) (operands []string, status int, ok bool) {
	for rest := args; ; rest = fl.Args()[1:] {
		if status, ok := ParseFlags(fl, rest); !ok {
			return nil, status, false
		}
		if fl.NArg() == 0 {
			return operands, 0, true
		}
		operands = append(operands, fl.Arg(0))
	}
}
