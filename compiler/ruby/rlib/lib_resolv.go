package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// Resolv is Ruby code (resolv.rb, written for rlib): Puppet 7.23 has it
// loaded, and module code validates addresses with Resolv::IPv4::Regex and
// Resolv::IPv6::Regex or makes Resolv::IPv4/IPv6 objects. Looking names up
// (Resolv.getaddress, Resolv::DNS, Resolv::Hosts) is network or host
// access while compiling: it is reported as not supported, as Net::HTTP is.
//
//go:embed resolv.rb
var resolvSource string

func init() {
	register(ruby.Library{Name: "resolv", Autoload: []string{"Resolv"}, Setup: setupResolv}, true)
}

var evalResolv = rubySource("resolv.rb", resolvSource)

func setupResolv(in *ruby.Interp) error {
	if err := evalResolv(in); err != nil {
		return err
	}
	resolv, err := module(in, "Resolv")
	if err != nil {
		return err
	}
	for _, m := range []string{"getaddress", "getaddresses", "each_address", "getname", "getnames", "each_name"} {
		resolv.DefineSingletonMethod(m, 0, -1, unsupportedLookup("Resolv."+m))
	}
	for _, c := range []string{"DNS", "Hosts", "MDNS"} {
		cls := in.DefineClass(resolv, c, nil)
		cls.DefineSingletonMethod("new", 0, -1, unsupportedLookup("Resolv::"+c+".new"))
		cls.DefineSingletonMethod("open", 0, -1, unsupportedLookup("Resolv::"+c+".open"))
	}
	return nil
}

func unsupportedLookup(what string) ruby.GoFunc {
	return func(c *ruby.Call) (ruby.Value, error) {
		return nil, c.In.Unsupported(what + " (name lookups while compiling)")
	}
}
