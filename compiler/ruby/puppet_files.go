package ruby

import (
	"os"
	"path/filepath"
	"strings"
)

// Puppet::Parser::Files.find_file(ref, environment), as Puppet 7.23's
// lib/puppet/parser/files.rb answers it (QA-SITE S7: wikimedia's
// wmflib::secret reads every secret through it): an absolute path is
// returned as it is, existing or not; "module/rest" is the module's
// files/rest when that exists (Puppet::Module#file), else nil; an unknown
// module, or a reference with no "/rest", is nil. The environment argument
// is the compile's own (the catalog host's module lookup).
func (in *Interp) defineFindFile(files *Module) {
	files.DefineSingletonMethod("find_file", 1, 2, func(c *Call) (Value, error) {
		ref, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		if filepath.IsAbs(ref) {
			return NewString(ref), nil
		}
		if ref == "" {
			return nil, nil
		}
		name, rest, ok := strings.Cut(ref, "/")
		if !ok {
			return nil, nil
		}
		ch, err := c.In.catalogHost()
		if err != nil {
			return nil, err
		}
		dir, ok := ch.ModulePath(name)
		if !ok {
			return nil, nil
		}
		p := filepath.Join(dir, "files", rest)
		if _, err := os.Stat(p); err != nil {
			return nil, nil
		}
		return NewString(p), nil
	})
}
