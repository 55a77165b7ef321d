package resourcetypes

import (
	"path/filepath"
	"strings"
	"sync"
)

// FileLoader reads module type files one at a time, for loading a type by
// name when it is first used, as Puppet's autoloader does
// (lib/puppet/type/NAME.rb of the first module that has it), instead of
// every type of every module at once (LoadModuleTypes). The index of
// helper methods and of providers is shared between the files it reads.
// It is safe for concurrent use.
type FileLoader struct {
	mu        sync.Mutex
	x         *typeExtractor
	providers *providerIndex
}

// NewFileLoader returns a FileLoader over module directories (module roots
// in modulepath order, see ModuleDirs), which are searched for helper
// methods and providers.
func NewFileLoader(moduleDirs []string) *FileLoader {
	var libs []string
	for _, m := range moduleDirs {
		libs = append(libs, filepath.Join(m, "lib"))
	}
	l := &FileLoader{
		x:         &typeExtractor{idx: &methodIndex{libs: libs}},
		providers: &providerIndex{moduleDirs: moduleDirs, cache: map[string]bool{}},
	}
	l.x.mu = &l.mu
	return l
}

// SetEnvironment names the environment whose modules these are: a type
// file reading Puppet[:environment] while it loads gets it. Call it
// before the first Load.
func (l *FileLoader) SetEnvironment(name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.x.host.environment = name
}

// Load returns the types one type file of a module defines (src is its
// content), as LoadModuleTypes builds them, and the problems found (see
// LoadModuleTypes).
func (l *FileLoader) Load(module, file string, src []byte) ([]*Type, []error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	found, err := l.x.extractFile(file, src)
	if ae, ok := err.(*AutoloadError); ok {
		// The type is there but Puppet refuses it or its file raised
		// while loading: it stays known, and using it fails as in Puppet.
		return []*Type{{Name: ae.Type, Module: module, File: file, Origin: ae.Origin, LoadError: ae.Msg}}, []error{err}
	}
	if te, ok := err.(*TypeError); ok {
		// The file stopped on what Punch's Ruby does not do (an
		// unsupported construct, a bound): the type the autoloader looked
		// for stays known and using it fails saying why, instead of an
		// "Unknown resource type" with the reason nowhere.
		name := strings.TrimSuffix(filepath.Base(file), ".rb")
		return []*Type{{Name: name, Module: module, File: file, Origin: OriginRuby, LoadError: te.Msg}}, []error{err}
	}
	if err != nil {
		return nil, []error{err}
	}
	var out []*Type
	var errs []error
	for _, et := range found {
		t := et.tb.build(module, file, l.providers)
		for _, n := range et.tb.notes {
			errs = append(errs, &TypeError{File: file, Line: et.line, Type: t.Name, Msg: n})
		}
		out = append(out, t)
	}
	return out, errs
}
