package main

import (
	"fmt"
	"io"

	"github.com/punch-dev/punch/cmd/punch/compilecmd"
	"github.com/punch-dev/punch/environments/settings"
)

func init() {
	register(&command{
		name:    "config",
		summary: "print settings and where each value came from (like puppet config print)",
		run:     runConfig,
	})
}

const configUsage = `Usage: punch config print [flags] [SETTING...]

Print settings as Punch resolves them, like puppet config print: one
"name = value  # source" line per setting (all of them when none is named;
just the value when one is). The source is "default", a file and line
(puppet.conf, Puppet Server's conf.d), or the flag that set it.

  --serverconf      include Puppet Server's conf.d, as punch serve reads it
  --section NAME    accepted for puppet config print's command line (Punch has
                    one set of values: what Puppet Server uses)

Every setting can be given as a flag, as with the other commands.
`

func runConfig(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "print" {
		fmt.Fprint(stderr, configUsage)
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
			return 0
		}
		return 2
	}
	fs, st := compilecmd.SettingsFlags("config print", stderr)
	serverConf := fs.Bool("serverconf", false, "include Puppet Server's conf.d (puppetserver_confdir), as punch serve does")
	section := fs.String("section", "server", "accepted for puppet config print's command line: main, server, master")
	fs.Usage = func() {
		fmt.Fprint(stderr, configUsage)
		fmt.Fprintln(stderr, "\nFlags:")
		printFlags(fs)
	}
	if status, ok := compilecmd.ParseFlags(fs, args[1:]); !ok {
		return status
	}
	switch *section {
	case "main", "server", "master":
	default:
		fmt.Fprintf(stderr, "Error: --section %s: Punch prints what a server uses (main, server or master)\n", *section)
		return 2
	}
	if *serverConf {
		st.ReadServerConf()
	}
	if err := st.Load(); err != nil {
		fmt.Fprintf(stderr, "Error: the configuration is not valid:\n%v\n", err)
		return 1
	}
	for _, m := range st.Messages() {
		if m.Level == settings.Warning {
			fmt.Fprintf(stderr, "Warning: %s\n", m)
		}
	}
	names := fs.Args()
	if len(names) == 0 {
		names = settings.Names()
	}
	for _, n := range names {
		if _, ok := st.Value(n); !ok {
			fmt.Fprintf(stderr, "Error: unknown setting %s\n", n)
			return 1
		}
	}
	if len(names) == 1 {
		v, _ := st.Value(names[0])
		fmt.Fprintln(stdout, v)
		return 0
	}
	for _, n := range names {
		v, _ := st.Value(n)
		fmt.Fprintf(stdout, "%s = %s  # %s\n", n, v, st.Source(n))
	}
	return 0
}
