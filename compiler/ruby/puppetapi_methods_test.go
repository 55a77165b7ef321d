package ruby

import (
	"sort"
	"strings"
	"testing"
)

// Every module and class of Punch's Puppet API is in the recording of
// Puppet 7.23's methods (testdata/puppet_api/record.rb lists the names to
// record; a "- Name" line says Puppet lacks one): without it, a method
// missing there could not be told apart from one Puppet lacks too.
func TestPuppetAPIRecorded(t *testing.T) {
	in := NewEnv(EnvOptions{}).NewInterp()
	if err := in.loadPuppetAPI(); err != nil {
		t.Fatal(err)
	}
	// the classes made on demand for Puppet values
	for _, src := range []string{"Puppet::Pops::Types::TypeParser.singleton.parse('String')",
		"Puppet::Pops::Time::Timestamp.new(0)", "Puppet::Pops::Time::Timespan.new(0)"} {
		if out := runIn(t, in, src); strings.HasPrefix(out, "ERROR") {
			t.Fatalf("%s: %s", src, out)
		}
	}
	all := puppetMethods()
	var missing []string
	seen := map[*Module]bool{}
	var walk func(m *Module)
	walk = func(m *Module) {
		if seen[m] {
			return
		}
		seen[m] = true
		if m.puppetAPI && all[in.modName(m)] == nil {
			missing = append(missing, in.modName(m))
		}
		for _, v := range m.consts {
			if sub, ok := v.(*Module); ok {
				walk(sub)
			}
		}
	}
	walk(in.cObject)
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("not in testdata/puppet_api/methods.txt (add them to record.rb's NAMES and run it): %s", strings.Join(missing, " "))
	}
	if len(all) < 100 {
		t.Errorf("methods.txt has %d classes", len(all))
	}
}

// runIn evaluates src in in and returns what it printed, or "ERROR: ...".
func runIn(t *testing.T, in *Interp, src string) string {
	t.Helper()
	var out strings.Builder
	in.Stdout = &out
	f, err := Parse("probe.rb", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := in.EvalFile(f); err != nil {
		e := in.toError(err)
		if e.Unsupported {
			return out.String() + "ERROR: unsupported: " + e.Message
		}
		return out.String() + "ERROR: " + e.Class + ": " + e.Message
	}
	return strings.TrimSpace(out.String())
}

func TestPuppetHasMethod(t *testing.T) {
	for _, c := range []struct {
		cls, m     string
		singleton  bool
		has, known bool
	}{
		{"Puppet::Parser::Scope", "find_hostclass", false, true, true},
		{"Puppet::Parser::Scope", "tags", false, false, true},
		{"Puppet::Parser::Scope", "known_resource_types", false, false, true},
		{"Puppet::Node::Environment", "known_resource_types", false, true, true},
		// inherited through the recorded superclasses
		{"Puppet::Pops::Types::PStringType", "assignable?", false, true, true},
		{"Puppet::Parser::Resource", "to_hash", false, true, true},
		{"Puppet::Pops::Time::Timestamp", "parse", true, true, true},
		{"Puppet", "lookup", true, true, true},
		{"Puppet", "nope", true, false, true},
		{"Puppet::Parameter::Package", "x", false, false, false},
		{"Mine", "x", false, false, false},
	} {
		has, known := puppetHasMethod(c.cls, c.m, c.singleton)
		if has != c.has || known != c.known {
			t.Errorf("%s %s (singleton %v): has %v known %v, want %v %v", c.cls, c.m, c.singleton, has, known, c.has, c.known)
		}
	}
}

// A method Punch's API lacks: Ruby's NoMethodError when Puppet 7.23 lacks
// it too (rescuable, respond_to? false), the "not supported" error when
// Puppet has it (respond_to? true, as in Puppet). The Puppet side of each
// line is checked by golden fn_ruby_api_nomethod_rescue and
// fn_ruby_api_respond_to.
func TestPuppetAPIMissingMethods(t *testing.T) {
	h := &apiHost{}
	for _, c := range []struct{ src, want string }{
		{"begin; scope.tags; rescue NoMethodError => e; p [e.class, e.name, e.receiver.class]; end",
			"[NoMethodError, :tags, Puppet::Parser::Scope]"},
		{"p scope.respond_to?(:tags), scope.respond_to?(:known_resource_types)", "false\nfalse"},
		{"p scope.respond_to?(:find_hostclass), scope.respond_to?(:lookupvar)", "true\ntrue"},
		{"scope.ephemeral_level",
			"ERROR: unsupported: Puppet::Parser::Scope#ephemeral_level (Puppet 7.23 has it; Punch's Ruby runtime does not)"},
		// a scope method that needs the compile's other scopes, asked of a
		// host that has none
		{"scope.newscope", "ERROR: unsupported: Puppet::Parser::Scope#newscope (the host reaches no other scope)"},
		// the first line: the probe runs as a file, so Ruby's error_highlight snippet follows
		{"begin; Puppet.nope; rescue NoMethodError => e; puts e.message.lines.first; end", "undefined method `nope' for Puppet:Module"},
		{"p Puppet.respond_to?(:lookup), Puppet.respond_to?(:nope)", "true\nfalse"},
		{"p defined?(scope.find_hostclass), defined?(scope.tags)", "\"method\"\nnil"},
		// a type object: the class made on demand is in the API
		{"t = Puppet::Pops::Types::TypeParser.singleton.parse('String'); begin; t.nope; rescue NoMethodError => e; p e.name; end", ":nope"},
	} {
		in := NewEnv(EnvOptions{}).NewInterp()
		in.host = h
		got := runIn(t, in, "require 'puppet'\ndef scope; Puppet::Parser::Scope.new; end\n"+c.src+"\n")
		if got != c.want {
			t.Errorf("%s:\n got  %s\n want %s", c.src, got, c.want)
		}
	}
}

// BenchmarkPuppetMethodsParse: reading methods.txt, once per process.
func BenchmarkPuppetMethodsParse(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if len(parsePuppetMethods(puppetMethodsText)) == 0 {
			b.Fatal("empty")
		}
	}
}

// A 4.x function is an instance of a subclass of Puppet::Functions::Function:
// a method neither it nor Puppet's class has is Ruby's NoMethodError; one
// Puppet's class has is reported as Punch's gap.
func TestPuppetAPIFunctionSubclass(t *testing.T) {
	env := NewEnv(EnvOptions{})
	h := &apiHost{}
	fn := writeFunc(t, env, t.TempDir(), "functions/probe.rb", `Puppet::Functions.create_function(:probe) do
  def probe
    out = []
    begin
      helper_that_does_not_exist
    rescue NameError => e
      out << e.class.to_s
    end
    out << respond_to?(:closure_scope).to_s << respond_to?(:nope).to_s
    out << respond_to?(:call_function_with_scope).to_s
    out.join(' ')
  end
end
`)
	if got := call(t, fn, h, fn.Dispatches[0]); got != "NameError true false false" {
		t.Errorf("got %v", got)
	}
}
