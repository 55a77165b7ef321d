package settings

import (
	"sort"
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

// TestDeprecatedHooks: the warnings of Puppet's other setting hooks
// (recorded by cmd/punch's opscli cp_deprecated*): pluginsync whatever
// strict says, data_binding_terminus other than hiera/none unless strict
// is off, none of them with disable_warnings = deprecations.
func TestDeprecatedHooks(t *testing.T) {
	dir := t.TempDir()
	conf := writeFile(t, dir, "puppet.conf", "[main]\npluginsync = false\ndata_binding_terminus = custom\n")
	warned := func(args ...string) []string {
		var out []string
		for _, m := range mustLoad(t, testHost(), append([]string{"--config", conf}, args...)...).Messages() {
			if m.Level == Warning && strings.Contains(m.Text, "is deprecated") {
				out = append(out, m.Text)
			}
		}
		return out
	}
	both := []string{"Setting 'data_binding_terminus' is deprecated. Convert custom terminus to hiera 5 API.", "Setting 'pluginsync' is deprecated."}
	for _, c := range []struct {
		args []string
		want []string
	}{
		{nil, both},
		{[]string{"--strict", "off"}, both[1:]},
		{[]string{"--disable_warnings", "deprecations"}, nil},
		{[]string{"--config", writeFile(t, dir, "none.conf", "[main]\npluginsync = true\ndata_binding_terminus = none\n")}, both[1:]},
	} {
		got := warned(c.args...)
		sort.Strings(got)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%v: warnings %q, want %q", c.args, got, c.want)
		}
	}
}
