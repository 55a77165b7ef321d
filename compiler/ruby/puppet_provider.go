package ruby

import (
	_ "embed"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// Providers as Puppet loads them with their type: Puppet::Type.newtype
// ends by loading every provider of the type (metatype/manager.rb:
// providerloader.loadall), so a provider file that raises fails the type
// ("Could not autoload puppet/type/T: Could not autoload
// puppet/provider/T/P: ..."), and a provider file finds the classes and
// types it names (its parent provider, Puppet::Type.type(:other)) loaded
// on demand. The class-level API of Puppet::Provider and the provider half
// of Puppet::Type are Ruby (puppet_provider.rb); finding and loading the
// files, as Puppet::Util::Autoload does, is here.

//go:embed puppet_provider.rb
var puppetProviderSrc string

//go:embed puppet_type.rb
var puppetTypeSrc string

var puppetProviderFile = sync.OnceValues(func() (*File, error) {
	return ParseWithLocals("<puppet provider>", puppetProviderSrc)
})

//go:embed puppet_type_instances.rb
var puppetTypeInstancesSrc string

var puppetTypeFile = sync.OnceValues(func() (*File, error) {
	return ParseWithLocals("<puppet type>", puppetTypeSrc)
})

var puppetTypeInstancesFile = sync.OnceValues(func() (*File, error) {
	return ParseWithLocals("<puppet type instances>", puppetTypeInstancesSrc)
})

// ensurePuppetProviders defines the provider API in an Interp that has
// Puppet's API loaded, the first time something needs it (a type file
// loading, Puppet::Type.type, a reference to Puppet::Provider): most
// compiles never do, and do not pay for parsing it.
func (in *Interp) ensurePuppetProviders() error {
	puppet, ok := in.cObject.consts["Puppet"].(*Module)
	if !ok {
		return nil
	}
	if _, ok := puppet.consts["Provider"]; ok {
		return nil
	}
	return definePuppetProviders(in)
}

// puppetProviderConsts are the constants under Puppet the provider and
// type preludes define.
var puppetProviderConsts = map[string]bool{"Provider": true, "Confine": true, "ConfineCollection": true, "Confiner": true, "Coercion": true}

// puppetProviderConst is Puppet::Provider, Puppet::Util::ProviderFeatures
// and the other constants of the preludes, defined on first reference.
func (in *Interp) puppetProviderConst(m *Module, name string) (Value, bool, error) {
	if m == nil || !(m.name == "Puppet" && puppetProviderConsts[name] || m.name == "Puppet::Util" && (name == "ProviderFeatures" || name == "Docs")) {
		return nil, false, nil
	}
	if err := in.ensurePuppetProviders(); err != nil {
		return nil, false, err
	}
	v, ok := m.consts[name]
	return v, ok, nil
}

func definePuppetProviders(in *Interp) error {
	// the type classes' Ruby first: the providers' uses it (Docs,
	// Confiner); what the attribute classes do and Type.new, unless the
	// Env only reads types' declarations
	for _, src := range []struct {
		name  string
		parse func() (*File, error)
	}{{"type", puppetTypeFile}, {"type instances", puppetTypeInstancesFile}, {"provider", puppetProviderFile}} {
		if src.name == "type instances" && in.env != nil && in.env.opts.TypeDeclarations {
			continue
		}
		f, err := src.parse()
		if err != nil {
			return &fatalErr{class: "Punch::InternalError", msg: "Puppet " + src.name + " prelude: " + err.Error()}
		}
		if err := in.evalPrelude(f); err != nil {
			return err
		}
	}
	if m, ok := in.cObject.consts["Puppet"].(*Module); ok {
		markPuppetAPI(m, map[*Module]bool{})
	}
	// Puppet::Util's functions are module functions: private instance
	// methods too, which a class including Puppet::Util (a provider
	// class) calls without a receiver; each calls the module's own, so a
	// function Punch lacks is reported by name as for Puppet::Util.x
	util := in.puppetModule("Puppet::Util")
	for _, n := range puppetUtilFunctions() {
		if in.findMethod(util, n) != nil {
			continue
		}
		util.DefinePrivateMethod(n, 0, -1, func(c *Call) (Value, error) {
			return c.In.callMethod(c.In.keptModule("Puppet::Util"), n, c.Args, c.Kw, c.Block, false)
		})
	}
	// Punch.described_type?(cls): a type class made from the compile's
	// description (Puppet's own types), whose attributes Punch knows by
	// name only (puppet_type_instances.rb refuses to make its instances)
	in.DefineModule(nil, "Punch").DefineSingletonMethod("described_type?", 1, 1, func(c *Call) (Value, error) {
		m, ok := c.Args[0].(*Module)
		if !ok {
			return false, nil
		}
		ti := typeInfoOf(m)
		return ti != nil && ti.described, nil
	})
	meta := in.puppetModule("Puppet::Type").singletonClass()
	// provider(name): the provider of that name, its file loaded
	// (puppet/provider/TYPE/NAME.rb, the first on the search path) when
	// the type has none of that name yet; nil when there is none
	meta.DefineMethod("provider", 1, 1, func(c *Call) (Value, error) {
		name, err := c.In.callMethod(c.Args[0], "intern", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		hash, err := c.In.callMethod(c.Self, "provider_hash", nil, nil, nil, true)
		if err != nil {
			return nil, err
		}
		h, ok := hash.(*Hash)
		if !ok {
			return nil, nil
		}
		if _, ok := h.get(name); !ok {
			tn, err := c.In.callMethod(c.Self, "name", nil, nil, nil, true)
			if err != nil {
				return nil, err
			}
			if _, err := c.In.autoloadFile("puppet/provider/" + c.In.symStr(tn) + "/" + c.In.symStr(name)); err != nil {
				return nil, err
			}
		}
		v, _ := h.get(name)
		return v, nil
	})
	return nil
}

// puppetUtilFunctions are the names of Puppet::Util's module functions
// (its singleton methods in testdata/puppet_api/methods.txt), read from
// the text without parsing the whole list.
var puppetUtilFunctions = sync.OnceValue(func() []string {
	var out []string
	const prefix = "\nPuppet::Util."
	text := puppetMethodsText
	for {
		i := strings.Index(text, prefix)
		if i < 0 {
			return out
		}
		text = text[i+len(prefix):]
		end := strings.IndexAny(text, "\t\n")
		if end < 0 {
			return out
		}
		out = append(out, text[:end])
	}
})

// autoloadPath is the file Puppet::Util::Autoload.get_file finds for a
// name ("puppet/provider/t/p"): the first directory of the search path
// (the modules' lib directories, then the rest of the load path: the
// Env's load path here) holding NAME.rb; "" when none does.
func (in *Interp) autoloadPath(name string) string {
	if in.env == nil {
		return ""
	}
	for _, dir := range in.env.opts.LoadPath {
		p := filepath.Join(dir, name+".rb")
		if in.env.fileExists(p) {
			return p
		}
	}
	return ""
}

// autoloadFile is Puppet::Util::Autoload.load_file: the file of name
// loaded (once per Interp), false when there is none. A Ruby exception
// it raises becomes Puppet::Error "Could not autoload NAME: MESSAGE";
// what Punch cannot run (unsupported constructs, limits) is returned as
// it is.
func (in *Interp) autoloadFile(name string) (bool, error) {
	p := in.autoloadPath(name)
	if p == "" {
		return false, nil
	}
	if _, err := in.loadFile(p); err != nil {
		return true, in.autoloadFailed(name, err)
	}
	return true, nil
}

// autoloadFailed wraps a Ruby exception of an autoloaded file as Puppet's
// autoloader does; other errors are returned as they are.
func (in *Interp) autoloadFailed(name string, err error) error {
	ee, ok := err.(*ExceptionError)
	if !ok {
		if he := in.hostAsException(err); he != nil {
			ee = he
		} else {
			return err
		}
	}
	if in.isA(ee.Exc, in.classByName("SystemExit")) || in.isA(ee.Exc, in.classByName("NoMemoryError")) {
		return err
	}
	msg := in.excMessage(ee.Exc)
	if r, err := in.callMethod(ee.Exc, "to_s", nil, nil, nil, true); err == nil {
		if s, ok := r.(*String); ok {
			msg = s.s
		}
	}
	exc := in.newException(in.classByName("Puppet::Error"), NewString("Could not autoload "+name+": "+msg))
	if d, ok := ee.Exc.Data.(*excData); ok {
		if nd, ok := exc.Data.(*excData); ok {
			nd.bt, nd.btSet, nd.file, nd.pos = d.bt, d.btSet, d.file, d.pos
		}
	}
	return in.raiseObj(exc)
}

// isRubyException reports whether err is an exception Ruby code could
// rescue (not what Punch cannot run, nor its limits).
func isRubyException(err error) bool {
	_, ok := err.(*ExceptionError)
	return ok
}

// loadProviders is the end of Puppet::Type.newtype: every provider file of
// the type (puppet/provider/NAME/*.rb in each directory of the search
// path, the first of a file name winning) loaded unless already loaded.
// A provider file raising fails the type (the error is returned); one
// that Punch cannot run is skipped with a note in def.Notes (Puppet would
// have loaded it, and a compile asks nothing of it but its existence).
func (in *Interp) loadProviders(def *TypeDef) error {
	if in.env == nil {
		return nil
	}
	rel := "puppet/provider/" + def.Name
	var names []string
	seen := map[string]bool{}
	for _, dir := range in.env.opts.LoadPath {
		entries, err := os.ReadDir(filepath.Join(dir, rel))
		if err != nil {
			continue
		}
		var files []string
		for _, e := range entries {
			if !e.IsDir() && strings.HasSuffix(e.Name(), ".rb") {
				files = append(files, strings.TrimSuffix(e.Name(), ".rb"))
			}
		}
		sort.Strings(files)
		for _, f := range files {
			n := rel + "/" + f
			if !seen[n] {
				seen[n] = true
				names = append(names, n)
			}
		}
	}
	for _, n := range names {
		p := in.autoloadPath(n)
		if p == "" || in.loaded[p] {
			continue
		}
		if _, err := in.autoloadFile(n); err != nil {
			if isRubyException(err) {
				return err
			}
			def.Notes = append(def.Notes, "provider "+n+" not loaded: "+in.toError(err).Error())
		}
	}
	return nil
}

// autoloadType is Puppet::Type.type's last resort for a type not loaded
// yet: its file (puppet/type/NAME.rb, the first on the search path)
// loaded, and the class it defined; nil when there is no such file or it
// defined no such type. A type file raising fails as Puppet's autoloader
// fails ("Could not autoload puppet/type/NAME: ..."), also when the error
// stopped the type's body (kept as Partial by newType).
func (in *Interp) autoloadType(name string) (*Module, error) {
	rel := "puppet/type/" + name
	p := in.autoloadPath(rel)
	if p == "" {
		return nil, nil
	}
	if !in.loaded[p] {
		ps := in.puppetAPI()
		first, savedTypeFile := len(ps.types), ps.typeFile
		ps.typeFile = p
		_, err := in.autoloadFile(rel)
		ps.typeFile = savedTypeFile
		for _, t := range in.puppetAPI().types[first:] {
			if t.file == p {
				t.autoloaded = true
			}
		}
		if err != nil {
			return nil, err
		}
	}
	for _, t := range in.puppetAPI().types {
		if t.file != p || t.def.Name != name {
			continue
		}
		if pe := t.def.Partial; pe != nil {
			if pe.Unsupported || pe.Class == "" || strings.HasPrefix(pe.Class, "Punch::") {
				return nil, &fatalErr{class: pe.Class, msg: pe.Message, unsupported: pe.Unsupported, file: in.file, pos: in.pos, bt: in.backtrace()}
			}
			return nil, in.raiseClass("Puppet::Error", "Could not autoload "+rel+": "+pe.Message)
		}
		return t.cls, nil
	}
	return nil, nil
}
