package ruby

// RbConfig: Ruby's build configuration as Puppet's Ruby 3.1 has it
// (rbconfig_gen.go, recorded by gen_rbconfig.rb from Debian 12's ruby3.1):
// module code reads RbConfig::CONFIG['host_os'] to tell Windows from the
// rest, ['ruby_version'] for paths. A library loaded at the first
// reference to RbConfig or require 'rbconfig' (Ruby loads it at boot), so
// that a compile that never asks copies none of its 231 Strings; CONFIG is
// a Hash of the compile's own (Ruby's is mutable). TOPDIR, DESTDIR and
// RbConfig.ruby are there; the rest of the library (MAKEFILE_CONFIG,
// expand) is reported as not supported. TestOracle rbconfig_values.

func init() {
	RegisterLibrary(Library{Name: "rbconfig", Autoload: []string{"RbConfig"}, Setup: setupRbConfig})
}

func setupRbConfig(in *Interp) error {
	m := in.DefineModule(nil, "RbConfig")
	h := NewHash()
	for _, kv := range rbConfig {
		h.put(NewString(kv[0]), NewString(kv[1]))
	}
	m.SetConst("CONFIG", h)
	m.SetConst("TOPDIR", NewString(rbConfigTopdir))
	m.SetConst("DESTDIR", NewString(rbConfigDestdir))
	m.DefineSingletonMethod("ruby", 0, 0, func(c *Call) (Value, error) { return NewString(rbConfigRuby), nil })
	m.SetPartialLibrary("rbconfig (Ruby 3.1's)")
	return nil
}
