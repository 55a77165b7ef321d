package modfunc

import (
	"path/filepath"
	"strings"
	"sync"
)

// dirDataTypes is where a loader finds data types written in Ruby
// (Puppet's DataTypePath: lib/puppet/datatypes).
var dirDataTypes = filepath.Join("lib", "puppet", "datatypes")

// dataTypeFiles are the data type files of the environment's loaders,
// listed on first use: a compile resolves every resource type name it
// meets through DataTypeFile, which must not read directories each time.
type dataTypeFiles struct {
	once sync.Once
	env  map[string]string   // the environment's own: name -> path
	mods []map[string]string // per module, as ix.modules
	any  bool                // some loader has one (most environments: none)
}

// DataTypeFile is the Ruby file that defines the data type name
// (Puppet::DataTypes.create_type), as Puppet's loaders find it: the
// lower-cased name's segments as the path under lib/puppet/datatypes
// (Netobj::Block in netobj/block.rb), of the environment's own lib/ for a
// name without namespace, and of the module the name's first segment names
// (a module answers only for its own namespace, and for a global name only
// when it is the module's name: ModuleLoaders#find). ok is false when no
// such file exists.
func (ix *Index) DataTypeFile(name string) (path string, ok bool) {
	ix.dataTypes.once.Do(ix.scanDataTypes)
	dt := &ix.dataTypes
	if !dt.any {
		return "", false
	}
	name = normalize(name)
	if name == "" {
		return "", false
	}
	first, _, qualified := strings.Cut(name, "::")
	if !qualified {
		if p, ok := dt.env[name]; ok {
			return p, true
		}
	}
	if m, found := ix.byName[first]; found {
		if p, ok := dt.mods[m][name]; ok {
			return p, true
		}
	}
	return "", false
}

// scanDataTypes lists the data type files of every loader.
func (ix *Index) scanDataTypes() {
	list := func(dir string) map[string]string {
		if dir == "" {
			return nil
		}
		root := filepath.Join(dir, dirDataTypes)
		var out map[string]string
		walkRuby(root, ix.readDir, func(rel string) {
			name := strings.ReplaceAll(strings.TrimSuffix(rel, ".rb"), string(filepath.Separator), "::")
			// Puppet asks for the path of a lower-cased name: a file whose
			// name has capitals is never found.
			if name != strings.ToLower(name) {
				return
			}
			if out == nil {
				out = map[string]string{}
				ix.dataTypes.any = true
			}
			out[name] = filepath.Join(root, rel)
		})
		return out
	}
	ix.dataTypes.env = list(ix.envDir)
	ix.dataTypes.mods = make([]map[string]string, len(ix.modules))
	for i, m := range ix.modules {
		ix.dataTypes.mods[i] = list(m.dir)
	}
}
