package ruby

import "testing"

// Puppet.lookup answers from the names Puppet 7.23 binds while compiling
// (testdata/puppet_api/context_keys.txt); golden fn_ruby_api_puppet_lookup
// checks the answers Punch has against Puppet's.
func TestPuppetContextLookup(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"p Puppet.lookup(:rich_data)", "false"},
		{"p Puppet.lookup(:nope) { 42 }", "42"},
		{"begin; Puppet.lookup(:nope); rescue Puppet::Error => e; p e.class, e.message; end",
			"Puppet::Context::UndefinedBindingError\n\"Unable to lookup 'nope'\""},
		// bound in Puppet, not in Punch: the block is not Puppet's answer
		{"Puppet.lookup(:trusted_information) { 1 }",
			"ERROR: unsupported: Puppet.lookup(:trusted_information) (Puppet 7.23 binds a Puppet::Context::TrustedInformation while compiling; Punch's Ruby runtime does not have it)"},
		// Puppet.override's bindings come first, for the block only
		{"p Puppet.override(rich_data: :x) { Puppet.lookup(:rich_data) }, Puppet.lookup(:rich_data)", ":x\nfalse"},
		{"Puppet.lookup(:ssl_context)",
			"ERROR: unsupported: Puppet.lookup(:ssl_context) (Puppet 7.23 binds a value while compiling; Punch's Ruby runtime does not have it)"},
	} {
		in := NewEnv(EnvOptions{}).NewInterp()
		in.host = &apiHost{}
		if got := runIn(t, in, "require 'puppet'\n"+c.src+"\n"); got != c.want {
			t.Errorf("%s:\n got  %s\n want %s", c.src, got, c.want)
		}
	}
	if len(puppetContext()) < 5 {
		t.Errorf("context_keys.txt has %d names", len(puppetContext()))
	}
}
