package ruby

// Puppet::FileSystem.children(path) (file_system.rb): the entries of a
// directory as Pathnames, Pathname#children of the path (a String or a
// Pathname, or what responds to to_str; Puppet's assert_path refuses
// anything else).
func init() {
	AddPuppetAPIPart(func(in *Interp) error {
		puppet, ok := in.cObject.consts["Puppet"].(*Module)
		if !ok {
			return nil
		}
		pfs, ok := puppet.consts["FileSystem"].(*Module)
		if !ok {
			return nil
		}
		pfs.DefineSingletonMethod("children", 1, 1, func(c *Call) (Value, error) {
			pathname, err := c.In.Const("Pathname")
			if err != nil {
				return nil, err
			}
			p := c.Args[0]
			if !c.In.isA(p, pathname.(*Module)) {
				if r, err := c.In.callMethod(p, "respond_to?", []Value{Symbol("to_str")}, nil, nil, false); err != nil || !Truthy(r) {
					return nil, c.In.raise(cArgumentError, 0, "FileSystem implementation expected Pathname, got: '%s'", c.In.classOf(p).nonSingleton().name)
				}
				if p, err = c.In.callMethod(pathname, "new", []Value{p}, nil, nil, true); err != nil {
					return nil, err
				}
			}
			return c.In.callMethod(p, "children", nil, nil, nil, true)
		})
		return nil
	})
}
