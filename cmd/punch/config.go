package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/cmd/punch/compilecmd"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/envconf"
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
  --section NAME    the puppet.conf sections read, as puppet config print
                    --section: server (the default; what punch serve uses,
                    [server], [master], [main]), master (the same), agent
                    ([agent], [main]), user ([user], [main]) or main
  --environment ENV the environment whose environment.conf gives modulepath,
                    manifest, config_version, environment_timeout,
                    static_catalogs and rich_data (default production)
  --render-as FORMAT  console (the default), json, yaml or s (Ruby's
                    inspect of the hash of settings), as puppet config print

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
	section := fs.String("section", "server", "the puppet.conf sections read, as puppet config print --section: server, master, agent, user or main")
	renderAs := fs.String("render-as", "console", "output format: console, json, yaml or s")
	fs.Usage = func() {
		fmt.Fprint(stderr, configUsage)
		fmt.Fprintln(stderr, "\nFlags:")
		printFlags(fs)
	}
	// Names and flags in any order, as Puppet takes them (`puppet config
	// print all --section server`).
	names, status, ok := compilecmd.ParseInterleaved(fs, args[1:])
	if !ok {
		return status
	}
	format := strings.ToLower(*renderAs)
	if !slices.Contains([]string{"console", "json", "yaml", "s"}, format) {
		// Puppet's application options error, exit 1.
		fmt.Fprintf(stderr, "Error: Could not parse application options: I don't know how to render '%s'\n", *renderAs)
		return 1
	}
	// Puppet's name setting is the application's: puppet config.
	st.Application = "config"
	if err := st.ReadSection(*section); err != nil {
		fmt.Fprintf(stderr, "Error: --section: %v\n", err)
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
	// The environment's environment.conf is read whatever is printed: an
	// invalid one fails the command, as it fails puppet config print.
	env, err := environmentValues(st, slices.ContainsFunc(names, func(n string) bool { return n == "modulepath" || n == "manifest" }), stderr)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	// printed is a setting's value as Puppet's print gives it (a number,
	// a boolean, an array...: what json and yaml write); value is its
	// text, as the console prints it.
	printed := func(n string) (any, bool) {
		if ev, ok := env[n]; ok {
			return settings.PrintedForm(n, ev.value), true
		}
		return st.Printed(n)
	}
	value := func(n string) (string, bool) {
		v, ok := printed(n)
		return settings.RubyToS(v), ok
	}
	source := func(n string) string {
		if ev, ok := env[n]; ok && ev.source != "" {
			return ev.source
		}
		return st.Source(n).String()
	}
	// `puppet config print all` is every setting, as no name is: every
	// Puppet setting, and Punch's own.
	if len(names) == 0 || len(names) == 1 && names[0] == "all" {
		names = settings.PrintNames()
	}
	// A name that is no setting (or one Puppet 7 removed: ordering,
	// stringify_facts) prints as an empty value (nil), as Puppet prints it.
	if format != "console" {
		out, err := renderSettings(format, names, printed)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout, out)
		return 0
	}
	if len(names) == 1 {
		v, _ := value(names[0])
		fmt.Fprintln(stdout, v)
		return 0
	}
	// Puppet prints the settings asked for sorted by name.
	names = slices.Clone(names)
	slices.Sort(names)
	for _, n := range names {
		v, ok := value(n)
		if !ok {
			fmt.Fprintf(stdout, "%s = \n", n)
			continue
		}
		fmt.Fprintf(stdout, "%s = %s  # %s\n", n, v, source(n))
	}
	return 0
}

// renderSettings writes the settings names (sorted) as puppet config print
// --render-as json, yaml or s does: the hash of each name's printed value
// (nil for a name that is no setting), as the json gem's to_json, Psych's
// to_yaml, or Ruby's Hash#inspect.
func renderSettings(format string, names []string, printed func(string) (any, bool)) (string, error) {
	names = slices.Clone(names)
	slices.Sort(names)
	names = slices.Compact(names)
	h := values.NewHash(len(names))
	var inspect []string
	for _, n := range names {
		v, _ := printed(n)
		h.Put(n, settingValue(v))
		inspect = append(inspect, settings.RubyInspect(n)+"=>"+settings.RubyInspect(v))
	}
	if format == "s" {
		return "{" + strings.Join(inspect, ", ") + "}", nil
	}
	return render(format, h)
}

// settingValue is a printed setting value (settings.Printed's) as a
// Puppet value.
func settingValue(v any) values.Value {
	if list, ok := v.([]any); ok {
		out := make([]values.Value, len(list))
		for i, e := range list {
			out[i] = settingValue(e)
		}
		return out
	}
	return v
}

// envValue is a per-environment setting's printed value and, when
// environment.conf set it, where.
type envValue struct{ value, source string }

// missingEnvironment is what Puppet prints for an environment that is not
// in environmentpath: nothing, except for production, which Puppet
// (Puppet.base_context) makes up when it is missing: its modulepath the
// existing directories of --modulepath, else basemodulepath, and no
// manifest.
func missingEnvironment(st *settings.Settings, name string, warn bool, stderr io.Writer) map[string]envValue {
	if warn {
		fmt.Fprintf(stderr, "Warning: could not find a directory environment named '%s' anywhere in the path: %s\n", name, strings.Join(st.EnvironmentPath, ":"))
	}
	if name != "production" {
		return map[string]envValue{"modulepath": {}, "manifest": {}, "environment_data_provider": {}}
	}
	path := st.BaseModulePath
	if len(st.ModulePath) > 0 {
		path = st.ModulePath
	}
	var dirs []string
	for _, d := range path {
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			dirs = append(dirs, d)
		}
	}
	// (The made-up environment has no environment_data_provider, not even
	// puppet.conf's: recorded, opscli cp_deprecated.)
	return map[string]envValue{"modulepath": {value: strings.Join(dirs, ":")}, "manifest": {value: "no_manifest"}, "environment_data_provider": {}}
}

// environmentValues gives the settings environment.conf may set as
// `puppet config print --environment ENV` prints them: from the
// environment's environment.conf (read as a compile reads it) when the
// environment is in environmentpath; modulepath and manifest empty when
// it is not, as Puppet prints them for an unknown environment. The
// environment is the one puppet config's own run mode resolves
// (st.UserEnvironment), not --section's: the section gives the
// environmentpath.
func environmentValues(st *settings.Settings, warnMissing bool, stderr io.Writer) (map[string]envValue, error) {
	name := st.UserEnvironment()
	dir, ok := settings.EnvironmentDir(st.EnvironmentPath, name)
	if !ok {
		return missingEnvironment(st, name, warnMissing, stderr), nil
	}
	conf, err := envconf.Load(dir, st)
	if err != nil {
		return nil, err
	}
	for _, w := range conf.Warnings {
		fmt.Fprintf(stderr, "Warning: %s\n", w)
	}
	out := map[string]envValue{
		"modulepath":          {value: strings.Join(conf.ModulePath, ":")},
		"manifest":            {value: conf.Manifest},
		"config_version":      {value: conf.ConfigVersion},
		"environment_timeout": {value: conf.Timeout.String()},
		"static_catalogs":     {value: strconv.FormatBool(conf.StaticCatalogs)},
		"rich_data":           {value: strconv.FormatBool(conf.RichData)},
	}
	// environment_data_provider is an environment setting too
	// (environment.conf's, else puppet.conf's).
	out["environment_data_provider"] = envValue{value: conf.DataProvider}
	for n, ev := range out {
		if line, ok := conf.Lines[n]; ok && st.Source(n).Kind != settings.FromFlag {
			ev.source = fmt.Sprintf("%s:%d", conf.File, line)
			out[n] = ev
		}
	}
	return out, nil
}
