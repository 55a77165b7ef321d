package rlib

import (
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
)

// defineDigestFunction is digest.rb's Object#Digest(name) (private): the
// class Digest::NAME (name.to_sym), or Digest.const_missing's LoadError
// naming the file it would have required (digest/sha2 for SHA256, SHA384
// and SHA512, digest/NAME downcased otherwise). Every digest class is
// defined with the library here, so nothing is left to require.
// QA-FORGE-17 L1.
func defineDigestFunction(in *ruby.Interp, digestMod *ruby.Module) {
	in.Object().DefinePrivateMethod("Digest", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		sym, err := c.In.CallMethod(c.Args[0], "to_sym")
		if err != nil {
			return nil, err
		}
		name, err := c.In.ToS(sym)
		if err != nil {
			return nil, err
		}
		if name == "" || name[0] < 'A' || name[0] > 'Z' {
			return nil, c.In.Raise("NameError", "wrong constant name "+name)
		}
		if v, ok := digestMod.Const(name); ok {
			return v, nil
		}
		lib := "digest/" + strings.ToLower(name)
		switch name {
		case "SHA256", "SHA384", "SHA512":
			lib = "digest/sha2"
		}
		return nil, c.In.Raise("LoadError", "library not found for class Digest::"+name+" -- "+lib)
	})
}
