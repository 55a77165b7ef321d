package settings

import (
	"flag"
	"strings"
	"testing"
)

// Every setting Puppet 7.23 defines is a flag of every command that takes
// settings (QA-CONF-1's OPS-4: --noop, --color, --logdest ... were usage
// errors): a boolean takes --NAME and --no-NAME, the others a value; a
// setting Punch does not model keeps its text, says what Punch makes of
// it, and a command's own flag of the same name keeps its meaning.
func TestEveryPuppetSettingIsAFlag(t *testing.T) {
	for name := range puppetSettings {
		if _, modelled := defsByName[name]; modelled {
			continue
		}
		args := []string{"--" + name, "given-" + name}
		want := "given-" + name
		if isPuppetBool(name) {
			args, want = []string{"--no-" + strings.ReplaceAll(name, "_", "-")}, "false"
		}
		s := NewForHost(testHost())
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(new(strings.Builder))
		s.RegisterFlags(fs)
		RegisterPuppetFlags(fs)
		if err := fs.Parse(args); err != nil {
			t.Errorf("%v: %v", args, err)
			continue
		}
		if err := s.Load(); err != nil {
			t.Errorf("%v: Load: %v", args, err)
			continue
		}
		if got, ok := s.Value(name); !ok || got != want {
			t.Errorf("%v: Value(%s) = %q, %v; want %q", args, name, got, ok, want)
		}
		if src := s.Source(name); src.Kind != FromFlag {
			t.Errorf("%v: source %+v, want the flag", args, src)
		}
		noted := false
		for _, m := range s.Messages() {
			noted = noted || m.Setting == name
		}
		if !noted {
			t.Errorf("%v: no message says what Punch makes of %s", args, name)
		}
	}
}

func TestPuppetFlagsKeepCommandFlags(t *testing.T) {
	s := NewForHost(testHost())
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(new(strings.Builder))
	s.RegisterFlags(fs)
	own := fs.Bool("storeconfigs", false, "the command's own flag")
	RegisterPuppetFlags(fs)
	if err := fs.Parse([]string{"--storeconfigs", "--noop"}); err != nil {
		t.Fatal(err)
	}
	if !*own {
		t.Error("the command's own --storeconfigs was not set")
	}
	if err := s.Load(); err != nil {
		t.Fatal(err)
	}
	if v, _ := s.Value("storeconfigs"); v != "false" || s.Source("storeconfigs").Kind != FromDefault {
		t.Errorf("--storeconfigs went to the settings (%q, %+v), not to the command's flag", v, s.Source("storeconfigs"))
	}
	if v, _ := s.Value("noop"); v != "true" {
		t.Errorf("noop = %q", v)
	}
	// A flag set without the settings' flags is left alone.
	bare := flag.NewFlagSet("bare", flag.ContinueOnError)
	RegisterPuppetFlags(bare)
	if bare.Lookup("noop") != nil {
		t.Error("flags added to a flag set without settings")
	}
}
