package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/punch-dev/punch/cmd/punch/compilecmd"
	"github.com/punch-dev/punch/environments/settings"
)

// printFlags prints a command's own flags, as flag.PrintDefaults does, and
// then one paragraph for Puppet's settings. Every command takes each of
// Puppet's settings as a flag (--name, --name-with-dashes and --no-name for
// switches: several hundred flags); listing them all in every command's
// help buried the few flags the command has of its own.
func printFlags(fl *flag.FlagSet) {
	isSetting := map[string]bool{}
	for _, n := range settings.Names() {
		hy := strings.ReplaceAll(n, "_", "-")
		for _, spelling := range []string{n, hy, "no-" + n, "no-" + hy} {
			isSetting[spelling] = true
		}
	}
	own := flag.NewFlagSet(fl.Name(), flag.ContinueOnError)
	own.SetOutput(fl.Output())
	settingFlags := 0
	fl.VisitAll(func(f *flag.Flag) {
		if isSetting[f.Name] {
			settingFlags++
			return
		}
		if hy := fl.Lookup(strings.ReplaceAll(f.Name, "_", "-")); hy != nil && hy != f && hy.Value == f.Value {
			// The underscore spelling of an own flag (compilecmd.ParseFlags).
			return
		}
		own.Var(f.Value, f.Name, f.Usage)
	})
	own.PrintDefaults()
	if settingFlags > 0 {
		fmt.Fprint(fl.Output(), `
Puppet's settings: each setting of puppet.conf is also a flag (--environmentpath DIR,
--hiera_config FILE, --certname NAME, ...; --name-with-dashes is the same; --no-NAME sets a
switch to false), and the command reads puppet.conf as Puppet does. `+"`punch config print`"+`
lists every setting with its value and where the value came from.
`)
	}
}

// parseOperands parses args into fl for a command that needs at least one
// operand (a file, a directory). ok is false when the command is to end
// with status: 0 after --help, 2 on a bad flag (fl has said why) or when
// no operand is given (after the usage).
func parseOperands(fl *flag.FlagSet, args []string) (status int, ok bool) {
	if status, ok := compilecmd.ParseFlags(fl, args); !ok {
		return status, false
	}
	if fl.NArg() == 0 {
		fl.Usage()
		return 2, false
	}
	return 0, true
}
