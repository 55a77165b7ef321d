package ruby

import "testing"

// Timestamp and Timespan in module Ruby; the answers Punch gives are
// checked against Puppet 7.23 by golden fn_ruby_api_time and fn_ruby_api_time_parse. Here: what
// needs no compile, and what Punch reports as unsupported.
func TestPuppetTimeAPI(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"p Puppet::Pops::Time::Timestamp.new(1_000_000_000).to_s", `"1970-01-01T00:00:01.000000000 UTC"`},
		{"p Puppet::Pops::Time::Timespan.from_fields(false, 0, 1, 2, 3).total_seconds", "3723"},
		{"p (Puppet::Pops::Time::Timestamp.new(5) - Puppet::Pops::Time::Timestamp.new(2)).nsecs", "3"},
		{"p Puppet::Pops::Time::Timespan.new(7) > Puppet::Pops::Time::Timespan.new(6)", "true"},
		{"p Puppet::Pops::Time::Timestamp.parse('2020-01-02', :default).to_i", "1577923200"},
		// values printed by Puppet 7.23's Ruby (ruby -e "require 'puppet'; p ...")
		{"p Puppet::Pops::Time::Timestamp.parse('2020', '%Y').to_i", "1577836800"},
		{"p Puppet::Pops::Time::Timespan.parse('2:03', '%H:%M').to_i", "7380"},
		{"Puppet::Pops::Time::Timespan.new(2**70)",
			"ERROR: unsupported: Puppet::Pops::Time::Timespan.new of Integer (Punch keeps nanoseconds in a 64-bit Integer)"},
	} {
		in := NewEnv(EnvOptions{}).NewInterp()
		in.host = &apiHost{}
		if got := runIn(t, in, "require 'puppet'\n"+c.src+"\n"); got != c.want {
			t.Errorf("%s:\n got  %s\n want %s", c.src, got, c.want)
		}
	}
}
