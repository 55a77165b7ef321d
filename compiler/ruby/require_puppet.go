package ruby

import (
	"slices"
	"strings"
	"sync"
)

// A require of one of Puppet's own files, or of a file of the gems Puppet
// depends on or loads (facter, semantic_puppet, hocon, deep_merge,
// concurrent-ruby, fast_gettext, locale, rexml), is decided by the list of
// the files Puppet 7.23 has (require_gen.go, written by gen_require.rb from
// the installed Puppet): a name Puppet lacks is Ruby's rescuable LoadError, so a
// module's `rescue LoadError` fallback runs as in Puppet (voxpupuli vault's
// require 'puppet/hcl'); one Puppet has loaded when module code runs
// answers false; another answers true the first time and marks what Puppet
// would load with it (require 'puppet/type/file' loads
// puppet/parameter/boolean too). What such a file defines is Punch's model
// of Puppet's API, whose gaps are reported by name when used
// (puppetapi_constants.go). Golden forge11_ruby_require_puppet_paths,
// err_forge11_vault_to_hcl_require_missing.

// puppetFile is one line of puppetRequireText.
type puppetFile struct {
	loaded bool     // Puppet has loaded it when module code runs
	also   []string // what a first require of it loads besides
	fails  string   // Puppet's require fails: "Class message"
}

var puppetFiles = sync.OnceValue(func() map[string]puppetFile {
	out := map[string]puppetFile{}
	for _, line := range strings.Split(puppetRequireText, "\n") {
		name, rest, _ := strings.Cut(line, " ")
		if name == "" {
			continue
		}
		var f puppetFile
		switch {
		case rest == "loaded":
			f.loaded = true
		case strings.HasPrefix(rest, "!"):
			f.fails = rest[1:]
		default:
			for _, a := range strings.Fields(rest) {
				f.also = append(f.also, strings.TrimPrefix(a, "+"))
			}
		}
		out[name] = f
	}
	return out
})

// requireFamilies are the first segments of the require names the list
// decides, with the library Punch loads for a file of that family: "" for
// Puppet's own (and Facter's, SemanticPuppet's: Punch's model of Puppet's
// API), else the rlib library that models the gem (a gem file a module
// requires by its own path loads the whole model: require
// 'hocon/config_value_factory').
var requireFamilies = map[string]string{
	"puppet": "", "puppet_x": "", "puppet_pal": "", "facter": "", "semantic_puppet": "",
	"hocon": "hocon", "deep_merge": "deep_merge", "concurrent": "concurrent", "fast_gettext": "fast_gettext",
	"locale": "locale", "rexml": "rexml/document",
}

// puppetRequireFile answers whether name belongs to a family the list
// decides, and its line (for a name Puppet lacks, Ruby's LoadError).
func puppetRequireFile(name string) (puppetFile, bool) {
	family, _, _ := strings.Cut(name, "/")
	if _, ok := requireFamilies[family]; !ok {
		return puppetFile{}, false
	}
	f, ok := puppetFiles()[name]
	if !ok {
		f.fails = "LoadError cannot load such file -- " + name
	}
	return f, true
}

// puppetLoaded reports whether Puppet has loaded the file of that require
// name when module code runs (its require answers false).
func puppetLoaded(name string) bool { return puppetFiles()[name].loaded }

// requirePuppetFile requires one of Puppet's files (after the modules'
// load path, which a module's own lib/puppet/... file is found in).
func (in *Interp) requirePuppetFile(name string, f puppetFile) (bool, error) {
	if f.fails != "" {
		// Puppet's require fails: a name it lacks, a gem or platform the
		// file needs (LoadError), or a file that needs others loaded first
		// (NameError): the same exception, which module code may rescue
		class, msg, _ := strings.Cut(f.fails, " ")
		cls := in.classByName(class)
		if cls == nil || !slices.Contains(cls.ancestors(), in.classByName(cException)) {
			// a require that did not return in Puppet
			return false, in.unsupportedErr("require '" + name + "' (" + f.fails + " in Puppet 7.23)")
		}
		exc := in.newException(cls, NewString(msg))
		if class == cLoadError {
			exc.SetIvar("@path", NewString(name))
		}
		return false, in.raiseObj(exc)
	}
	in.loadedLibs[name] = true
	family, _, _ := strings.Cut(name, "/")
	if lib := requireFamilies[family]; lib != "" {
		// a file of a gem rlib models as one library
		if _, err := in.requireFeature(lib); err != nil {
			return false, err
		}
		return !f.loaded, nil
	}
	// what Puppet defines is there once its files are required
	if err := in.loadPuppetAPI(); err != nil {
		return false, err
	}
	if name == "puppet_x" {
		// Puppet's puppet_x.rb defines the PuppetX namespace
		in.DefineModule(nil, "PuppetX")
	}
	for _, a := range f.also {
		in.loadedLibs[a] = true
	}
	return !f.loaded, nil
}
