package settings

import (
	"strings"
	"testing"
)

// TestDeprecatedWarning: environment_data_provider set in puppet.conf or
// on the command line gets Puppet's warning (puppet apply with
// `environment_data_provider = hiera` in [main] prints "Warning: Setting
// 'environment_data_provider' is deprecated."), none with strict=off.
func TestDeprecatedWarning(t *testing.T) {
	dir := t.TempDir()
	const want = "Setting 'environment_data_provider' is deprecated."
	warned := func(s *Settings) bool {
		for _, m := range s.Messages() {
			if m.Level == Warning && strings.Contains(m.String(), want) {
				return true
			}
		}
		return false
	}
	conf := writeFile(t, dir, "puppet.conf", "[main]\nenvironment_data_provider = hiera\n")
	if s := mustLoad(t, testHost(), "--config", conf); !warned(s) {
		t.Errorf("puppet.conf: no warning %q in %v", want, s.Messages())
	}
	if s := mustLoad(t, testHost(), "--environment_data_provider", "none"); !warned(s) {
		t.Errorf("command line: no warning %q in %v", want, s.Messages())
	}
	if s := mustLoad(t, testHost(), "--environment_data_provider", "none", "--strict", "off"); warned(s) {
		t.Errorf("strict=off: warned %v", s.Messages())
	}
	if s := mustLoad(t, testHost()); warned(s) {
		t.Errorf("not set: warned %v", s.Messages())
	}
}
