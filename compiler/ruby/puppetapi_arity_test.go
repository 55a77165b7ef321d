package ruby

import "testing"

// record.rb's arity words read back as Ruby's ArgumentError words them;
// words it does not know take any arguments (no call refused).
func TestParseArity(t *testing.T) {
	for _, c := range []struct {
		words, expected string
		min, max        int
		keywords        bool
	}{
		{"2", "2", 2, 2, false},
		{"0", "0", 0, 0, false},
		{"1..3", "1..3", 1, 3, false},
		{"1+", "1+", 1, -1, false},
		{"0..1 k", "0..1", 0, 1, true},
		{"", "0+", 0, -1, false},
		{"x..y", "0+", 0, -1, false},
	} {
		a := parseArity(c.words)
		if a.min != c.min || a.max != c.max || a.keywords != c.keywords || a.expected() != c.expected {
			t.Errorf("parseArity(%q) = %+v (%s), want %d..%d k=%v (%s)", c.words, a, a.expected(), c.min, c.max, c.keywords, c.expected)
		}
	}
}

// A method Punch's API lacks: a count Puppet's method refuses is Ruby's
// rescuable ArgumentError; a count it accepts is the unsupported gap.
func TestPuppetAPIArgCount(t *testing.T) {
	in := NewEnv(EnvOptions{}).NewInterp()
	if err := in.loadPuppetAPI(); err != nil {
		t.Fatal(err)
	}
	got := runIn(t, in, `begin; Puppet::Util::Yaml.dump({}); rescue ArgumentError => e; puts e.message; end`)
	if got != "wrong number of arguments (given 1, expected 2)" {
		t.Errorf("Yaml.dump(x): %q", got)
	}
	got = runIn(t, in, `begin; Puppet::Util::Yaml.dump({}, 'f', a: 1); rescue ArgumentError => e; puts e.message; end`)
	if got != "wrong number of arguments (given 3, expected 2)" {
		t.Errorf("Yaml.dump(x, f, a: 1): %q", got)
	}
	if got := runIn(t, in, `Puppet::Util::Yaml.dump({}, '/tmp/f')`); got != "ERROR: unsupported: Puppet::Util::Yaml.dump (Puppet 7.23 has it; Punch's Ruby runtime does not)" {
		t.Errorf("Yaml.dump(x, f): %q", got)
	}
}
