package ruby

import "testing"

// Puppet::Parser::Resource::Param as Puppet 7.23 answers (recorded with
// `ruby -rpuppet -e ...` running these lines against Puppet 7.23 on Ruby 3.1).
func TestResourceParam(t *testing.T) {
	in := NewEnv(EnvOptions{}).NewInterp()
	if err := in.loadPuppetAPI(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ src, want string }{
		{`p0 = Puppet::Parser::Resource::Param.new(name: "port", value: 80, line: "12", file: "/x.pp")
p [p0.to_s, p0.name, p0.line_to_i, p0.value, p0.file, p0.add, p0.source]`, `["port => 80", :port, 12, 80, "/x.pp", nil, nil]`},
		{`p0 = Puppet::Parser::Resource::Param.new(name: "port", value: 80)
q = Puppet::Parser::Resource::Param.from_param(p0, 443)
p [q.to_s, p0.value, q.equal?(p0)]`, `["port => 443", 80, false]`},
		{`begin; Puppet::Parser::Resource::Param.new(value: 1); rescue => e; p [e.class, e.message]; end`,
			`[Puppet::ResourceError, "'name' is a required option for Puppet::Parser::Resource::Param"]`},
		{`begin; Puppet::Parser::Resource::Param.new(name: "a", bogus: 1); rescue ArgumentError => e; p [e.class, e.message]; end`,
			`[ArgumentError, "unknown keyword: :bogus"]`},
		{`p Puppet::Parser::Resource::Param.new(name: :sym).to_s`, `"sym => "`},
	} {
		if got := runIn(t, in, c.src); got != c.want {
			t.Errorf("%s:\n got  %s\n want %s", c.src, got, c.want)
		}
	}
}
