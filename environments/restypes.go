package environments

import (
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/punch-dev/punch/compiler/resourcetypes"
)

// typeCache holds the resource types of a snapshot's modules, found by
// name on first use as Puppet's autoloader finds them: the environment's
// .resource_types/NAME.pp (as `puppet generate types` writes it) when
// there is one, else lib/puppet/type/NAME.rb of the first module on the
// modulepath that has it. The files read are the snapshot's (so a compile
// sees one state of them, and a change makes a new snapshot); the
// directories listed to find them are consulted paths too.
type typeCache struct {
	m          sync.Map // lower-case name -> *typeResult
	loaderOnce sync.Once
	loader     *resourcetypes.FileLoader
}

// typeResult is a type looked up by name, and the paths the lookup
// consulted (a compile that uses the type used them).
type typeResult struct {
	t     *resourcetypes.Type
	paths []*consulted
	// certainAt is the snapshot's check under which every one of paths
	// was found certain (Snapshot.certain depends on nothing else): a
	// compile using the type then has nothing to note, without going
	// through the paths again (one directory per module on the modulepath).
	certainAt atomic.Pointer[verification]
}

// resourceType finds a module resource type by lower-case name.
func (s *Snapshot) resourceType(name string) *typeResult {
	if v, ok := s.types.m.Load(name); ok {
		return v.(*typeResult)
	}
	r := s.loadResourceType(name)
	v, _ := s.types.m.LoadOrStore(name, r)
	return v.(*typeResult)
}

func (s *Snapshot) loadResourceType(name string) *typeResult {
	r := &typeResult{}
	if !validName(name) {
		return r
	}
	pc := s.consult(filepath.Join(s.dir, ".resource_types", name+".pp"), cFile)
	r.paths = append(r.paths, pc)
	if pc.f != nil && pc.f.readErr == nil {
		if t, err := resourcetypes.ParsePcoreType(pc.path, pc.f.src); err == nil && strings.ToLower(t.Name) == name {
			r.t = t
			return r
		}
	}
	for _, m := range s.modules {
		dc := s.consult(filepath.Join(m.Path, "lib", "puppet", "type"), cDir)
		r.paths = append(r.paths, dc)
		if !dc.has(name + ".rb") {
			continue
		}
		fc := s.consult(filepath.Join(dc.path, name+".rb"), cFile)
		r.paths = append(r.paths, fc)
		if fc.f == nil || fc.f.readErr != nil {
			continue
		}
		types, _ := s.typeLoader().Load(m.Name, fc.path, fc.f.src)
		for _, t := range types {
			if t.Name == name {
				r.t = t
				return r
			}
		}
		// Puppet's autoloader stops at the first file of the name: one
		// that does not define the type leaves it unknown.
		return r
	}
	return r
}

// typeLoader is the snapshot's reader of module type files.
func (s *Snapshot) typeLoader() *resourcetypes.FileLoader {
	s.types.loaderOnce.Do(func() {
		dirs := make([]string, len(s.modules))
		for i, m := range s.modules {
			dirs[i] = m.Path
		}
		s.types.loader = resourcetypes.NewFileLoader(dirs)
		// Puppet[:environment] of a type file loading in a compile here
		s.types.loader.SetEnvironment(s.name)
	})
	return s.types.loader
}
