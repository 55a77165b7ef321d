package rlib

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
)

// TestResolvLookupsUnsupported: looking a name up (Resolv.getaddress,
// Resolv::DNS.new) is network access while compiling. It is reported as
// not supported naming the call: a fatal error that no rescue catches
// (the compile fails naming it instead of going on with a made-up
// answer). Everything else of resolv.rb is compared with Ruby by
// testdata/scripts/resolv.rb.
func TestResolvLookupsUnsupported(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"Resolv.getaddress('puppet.example.com')", "Resolv.getaddress (name lookups while compiling)"},
		{"Resolv.getname('10.0.0.1')", "Resolv.getname (name lookups while compiling)"},
		{"Resolv::DNS.new.getresources('x', 1)", "Resolv::DNS.new (name lookups while compiling)"},
		{"Resolv::DNS.open { |d| d }", "Resolv::DNS.open (name lookups while compiling)"},
		{"Resolv::Hosts.new", "Resolv::Hosts.new (name lookups while compiling)"},
	} {
		in := ruby.NewEnv(ruby.EnvOptions{}).NewInterp()
		src := "begin\n" + tc.src + "\nrescue Exception => e\n  'rescued'\nend\n"
		f, err := ruby.Parse("t.rb", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		_, err = in.EvalFile(f)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: got %v, want the unsupported (unrescuable) error %q", tc.src, err, tc.want)
		}
	}
}
