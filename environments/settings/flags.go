package settings

import (
	"flag"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// RegisterFlags adds a flag for every setting to fs, so that punch serve,
// compile and lookup share the same names: --environmentpath,
// --ssldir, --certname, --node_terminus, --config, ...
//
// Puppet's spelling with underscores is the primary one. The same name
// with hyphens (--dns-alt-names) is accepted too: Puppet 7 accepts that
// spelling without an error but silently ignores it (checked with puppet
// apply --strict-variables), which Punch does not copy. Boolean settings
// also have --no-NAME, as in Puppet.
//
// Flags set on the command line take precedence over the configuration
// file; Load applies them.
//
// except names settings that get no flag, because the command gives that
// flag another meaning (punch ca's --certname is the certificates to act
// on, as in puppetserver ca); their values still come from puppet.conf.
func (s *Settings) RegisterFlags(fs *flag.FlagSet, except ...string) {
defs:
	for _, d := range defs {
		for _, e := range except {
			if d.name == e {
				continue defs
			}
		}
		def := d.def
		if d.defFn != nil {
			def = ""
		}
		s.registerSpellings(fs, d.name, d.kind == kBool, def, d.usage, false)
	}
}

// RegisterPuppetFlags adds, to a flag set whose settings flags
// RegisterFlags registered, a flag for every other Puppet 7.23 setting
// (--noop, --color false, --logdest FILE, ...) that fs does not define
// yet: Puppet's command line takes every setting's name, and a command
// that refused one would break scripts written for Puppet. Their values
// are kept as given, as puppet.conf's would be (`punch config print`
// shows them), and Load says what Punch makes of each (unusedAdvice).
// It is called just before parsing, after the command has defined its
// own flags (punch compile's --storeconfigs keeps its meaning). A flag
// set without RegisterFlags' flags is left alone.
func RegisterPuppetFlags(fs *flag.FlagSet) {
	f := fs.Lookup("config")
	if f == nil {
		return
	}
	fv, ok := f.Value.(*flagValue)
	if !ok {
		return
	}
	s := fv.s
	for _, name := range slices.Sorted(maps.Keys(puppetSettings)) {
		if modelled(name) {
			continue
		}
		s.registerSpellings(fs, name, isPuppetBool(name), "", "Puppet's setting "+name+" (kept as given; Punch does not use it)", true)
	}
}

// registerSpellings adds a setting's flags to fs: --name, the hyphen
// spelling, and for a boolean --no-name in both spellings. With
// keepDefined, a spelling fs already defines (a command's own flag) is
// left to it; without, defining one twice panics as flag.Var does.
func (s *Settings) registerSpellings(fs *flag.FlagSet, name string, isBool bool, def, usage string, keepDefined bool) {
	add := func(spelling string, negate bool, usage, def string) {
		if keepDefined && fs.Lookup(spelling) != nil {
			return
		}
		fs.Var(&flagValue{s: s, name: name, spelling: "--" + spelling, isBool: isBool || negate, negate: negate, def: def}, spelling, usage)
	}
	hy := strings.ReplaceAll(name, "_", "-")
	add(name, false, usage, def)
	if hy != name {
		add(hy, false, "same as --"+name, "")
	}
	if isBool {
		add("no-"+name, true, "set "+name+" to false", "")
		if hy != name {
			add("no-"+hy, true, "same as --no-"+name, "")
		}
	}
}

// flagValue is the flag.Value of one setting's flag.
type flagValue struct {
	s        *Settings
	name     string
	spelling string
	isBool   bool
	negate   bool
	def      string
	set      bool
	text     string
}

func (f *flagValue) String() string {
	if f == nil {
		return ""
	}
	if f.set {
		return f.text
	}
	return f.def
}

func (f *flagValue) Set(v string) error {
	if f.negate {
		switch strings.ToLower(v) {
		case "true":
			v = "false"
		case "false":
			v = "true"
		default:
			return fmt.Errorf("%s takes no value", f.spelling)
		}
	}
	f.set, f.text = true, v
	return f.s.setFlag(f.name, v, f.spelling)
}

func (f *flagValue) IsBoolFlag() bool { return f.isBool }
