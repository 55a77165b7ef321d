package resourcetypes

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/punch-dev/punch/compiler/util/errloc"
)

// TypeError is a problem with one module type file: it could not be read, or the type it
// defines was skipped or is only partly understood. Position is 0 when unknown.
type TypeError struct {
	File string
	Line int
	Type string
	Msg  string
}

func (e *TypeError) Error() string {
	loc := errloc.FileLine(e.File, e.Line)
	if e.Type != "" {
		return fmt.Sprintf("%s: type %s: %s", loc, e.Type, e.Msg)
	}
	return fmt.Sprintf("%s: %s", loc, e.Msg)
}

var moduleNameRE = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// ModuleDirs lists the module directories of a modulepath the way Puppet does
// (Puppet::Node::Environment#modules): each directory's subdirectories whose names are valid
// module names (^[a-z][a-z0-9_]*$), a module name seen in an earlier directory shadowing later
// ones. Directories that do not exist are skipped; other read errors are returned.
func ModuleDirs(modulepath []string) ([]string, []error) {
	var out []string
	var errs []error
	seen := map[string]bool{}
	for _, dir := range modulepath {
		entries, err := os.ReadDir(dir)
		if err != nil {
			if !os.IsNotExist(err) {
				errs = append(errs, err)
			}
			continue
		}
		for _, e := range entries {
			name := e.Name()
			if !moduleNameRE.MatchString(name) || seen[name] {
				continue
			}
			full := filepath.Join(dir, name)
			if st, err := os.Stat(full); err != nil || !st.IsDir() {
				continue
			}
			seen[name] = true
			out = append(out, full)
		}
	}
	return out, errs
}

// LoadModuleTypes reads the resource types of modules: every lib/puppet/type/*.rb of every
// module directory given (module roots such as /etc/puppet/code/modules/stdlib, in modulepath
// order; see ModuleDirs). Types are keyed by lower-case name. When two modules define a type
// of the same name the first wins, as with Puppet's autoloader; a module type named like a
// built-in type is ignored. A type has the "provider" parameter when some module has a
// provider for it (lib/puppet/provider/TYPE/*.rb calling provide), as Puppet adds it then.
//
// The returned errors describe files that could not be read and types that are only partly
// understood (for example title patterns computed by code the extractor cannot evaluate);
// they are *TypeError or *SyntaxError values and are not fatal: every type that could be
// read is in the map.
func LoadModuleTypes(moduleDirs []string) (map[string]*Type, []error) {
	var libs []string
	for _, m := range moduleDirs {
		libs = append(libs, filepath.Join(m, "lib"))
	}
	x := &typeExtractor{idx: &methodIndex{libs: libs}}
	providers := &providerIndex{moduleDirs: moduleDirs, cache: map[string]bool{}}
	types := map[string]*Type{}
	var errs []error
	for _, m := range moduleDirs {
		files, _ := filepath.Glob(filepath.Join(m, "lib", "puppet", "type", "*.rb"))
		sort.Strings(files)
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				errs = append(errs, &TypeError{File: f, Msg: err.Error()})
				continue
			}
			found, err := x.extractFile(f, data)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			if len(found) == 0 {
				errs = append(errs, &TypeError{File: f, Msg: "no Puppet::Type.newtype or Puppet::ResourceApi.register_type found"})
				continue
			}
			for _, et := range found {
				t := et.tb.build(filepath.Base(m), f, providers)
				for _, n := range et.tb.notes {
					errs = append(errs, &TypeError{File: f, Line: et.line, Type: t.Name, Msg: n})
				}
				if want := strings.TrimSuffix(filepath.Base(f), ".rb"); want != t.Name {
					errs = append(errs, &TypeError{File: f, Line: et.line, Type: t.Name, Msg: "defined in " + filepath.Base(f) + "; Puppet's autoloader looks for it in " + t.Name + ".rb"})
				}
				if _, ok := Builtin(t.Name); ok {
					errs = append(errs, &TypeError{File: f, Line: et.line, Type: t.Name, Msg: "has the name of a built-in type; the built-in type is used"})
					continue
				}
				if prev, ok := types[t.Name]; ok {
					errs = append(errs, &TypeError{File: f, Line: et.line, Type: t.Name, Msg: "already defined in " + prev.File + "; that definition is used"})
					continue
				}
				types[t.Name] = t
			}
		}
	}
	errs = append(errs, x.idx.errs...)
	return types, errs
}

// ExtractTypes reads the types defined in one Ruby type file, for tools and tests.
// moduleDirs (module roots) are searched for mixin modules and providers.
func ExtractTypes(file string, src []byte, moduleDirs []string) ([]*Type, []error) {
	var libs []string
	for _, m := range moduleDirs {
		libs = append(libs, filepath.Join(m, "lib"))
	}
	x := &typeExtractor{idx: &methodIndex{libs: libs}}
	providers := &providerIndex{moduleDirs: moduleDirs, cache: map[string]bool{}}
	found, err := x.extractFile(file, src)
	if err != nil {
		return nil, []error{err}
	}
	var out []*Type
	var errs []error
	module := ""
	if i := strings.Index(filepath.ToSlash(file), "/lib/puppet/type/"); i > 0 {
		module = filepath.Base(filepath.Dir(filepath.FromSlash(filepath.ToSlash(file)[:i+4])))
	}
	for _, et := range found {
		t := et.tb.build(module, file, providers)
		for _, n := range et.tb.notes {
			errs = append(errs, &TypeError{File: file, Line: et.line, Type: t.Name, Msg: n})
		}
		out = append(out, t)
	}
	return out, errs
}

// providerIndex answers whether some module has providers for a type.
type providerIndex struct {
	moduleDirs []string
	dirs       map[string][]string // type name -> provider directories, listed on first use
	cache      map[string]bool
}

var provideRE = regexp.MustCompile(`\bprovide\b`)

func (p *providerIndex) has(typeName string) bool {
	if v, ok := p.cache[typeName]; ok {
		return v
	}
	if p.dirs == nil {
		p.dirs = map[string][]string{}
		for _, m := range p.moduleDirs {
			base := filepath.Join(m, "lib", "puppet", "provider")
			entries, err := os.ReadDir(base)
			if err != nil {
				continue
			}
			for _, e := range entries {
				if e.IsDir() {
					p.dirs[e.Name()] = append(p.dirs[e.Name()], filepath.Join(base, e.Name()))
				}
			}
		}
	}
	found := false
	for _, d := range p.dirs[typeName] {
		files, _ := filepath.Glob(filepath.Join(d, "*.rb"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err == nil && provideRE.Match(data) {
				found = true
				break
			}
		}
		if found {
			break
		}
	}
	p.cache[typeName] = found
	return found
}

// build turns what a type body declared into a Type, as Puppet::Type.newtype finishes it.
func (tb *typeBuilder) build(module, file string, providers *providerIndex) *Type {
	t := &Type{Name: tb.name, Module: module, File: file, Origin: OriginRuby, Isomorphic: true}
	if tb.resourceAPI {
		t.Origin = OriginResourceAPI
	}
	t.Params = append([]string(nil), tb.params...)
	t.Properties = append([]string(nil), tb.props...)
	if !tb.resourceAPI && !slices.Contains(t.Params, "provider") && providers != nil && providers.has(t.Name) {
		t.Params = append(t.Params, "provider")
	}
	for _, p := range t.Params {
		if tb.namevars[p] || p == "name" {
			t.KeyAttributes = append(t.KeyAttributes, p)
		}
	}
	if tb.isomorphic != nil {
		t.Isomorphic = *tb.isomorphic
	}
	switch {
	case tb.titlesSet:
		t.TitlePatterns = tb.titles
	case len(t.KeyAttributes) == 1:
		t.TitlePatterns = []TitlePattern{{Source: "(.*)", Options: "m", Attributes: []string{t.KeyAttributes[0]}, Procs: []bool{false}}}
	}
	t.TitlePatternsUnknown = tb.titlesBad
	t.LoadWarnings = tb.warnings
	return t
}
