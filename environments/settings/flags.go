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
		isBool := d.kind == kBool
		def := d.def
		if d.defFn != nil {
			def = ""
		}
		fs.Var(&flagValue{s: s, name: d.name, spelling: "--" + d.name, isBool: isBool, def: def}, d.name, d.usage)
		if hy := strings.ReplaceAll(d.name, "_", "-"); hy != d.name {
			fs.Var(&flagValue{s: s, name: d.name, spelling: "--" + hy, isBool: isBool}, hy, "same as --"+d.name)
		}
		if isBool {
			fs.Var(&flagValue{s: s, name: d.name, spelling: "--no-" + d.name, isBool: true, negate: true}, "no-"+d.name, "set "+d.name+" to false")
			if hy := strings.ReplaceAll(d.name, "_", "-"); hy != d.name {
				fs.Var(&flagValue{s: s, name: d.name, spelling: "--no-" + hy, isBool: true, negate: true}, "no-"+hy, "same as --no-"+d.name)
			}
		}
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
	for _, name := range slices.Sorted(maps.Keys(puppetSettingNames)) {
		if _, modelled := defsByName[name]; modelled {
			continue
		}
		isBool := puppetBoolSettings[name]
		usage := "Puppet's setting " + name + " (kept as given; Punch does not use it)"
		spellings := []string{name}
		if hy := strings.ReplaceAll(name, "_", "-"); hy != name {
			spellings = append(spellings, hy)
		}
		for _, sp := range spellings {
			if fs.Lookup(sp) == nil {
				fs.Var(&flagValue{s: s, name: name, spelling: "--" + sp, isBool: isBool}, sp, usage)
			}
			if isBool && fs.Lookup("no-"+sp) == nil {
				fs.Var(&flagValue{s: s, name: name, spelling: "--no-" + sp, isBool: true, negate: true}, "no-"+sp, "set "+name+" to false")
			}
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
