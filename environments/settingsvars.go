package environments

import (
	"strconv"
	"strings"
	"sync"

	"github.com/punch-dev/punch/environments/envconf"
	"github.com/punch-dev/punch/environments/settings"
)

// punchSettings are the names of the settings Punch resolves itself.
var punchSettings = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, n := range settings.Names() {
		m[n] = true
	}
	return m
})

// PuppetSetting implements eval.SettingsSource for $settings::<name>:
// the environment's own value of the settings environment.conf may set
// (as Puppet's settings give them for the compile's environment), a
// setting Punch resolves, or one set in puppet.conf or on the command line
// with its $references replaced. false leaves the compiler to resolve
// Puppet's default.
func (l *Loader) PuppetSetting(name string) (string, bool) {
	var st *settings.Settings
	if l.s.opts != nil {
		st = l.s.opts.settings
	}
	return puppetSetting(l.s.conf, st, name)
}

// puppetSetting is PuppetSetting for an environment's configuration c
// (nil: none) and the command's settings st (nil: none): a compile's
// loader and a lookup without --compile answer alike.
func puppetSetting(c *envconf.Config, st *settings.Settings, name string) (string, bool) {
	if c != nil {
		switch name {
		case "modulepath":
			return strings.Join(c.ModulePath, ":"), true
		case "manifest":
			return c.Manifest, true
		case "config_version":
			return c.ConfigVersion, true
		case "environment_timeout":
			return c.Timeout.String(), true
		case "static_catalogs":
			return strconv.FormatBool(c.StaticCatalogs), true
		case "rich_data":
			return strconv.FormatBool(c.RichData), true
		}
	}
	if st == nil {
		return "", false
	}
	v, ok := st.PuppetText(name)
	if !ok {
		return "", false
	}
	if !punchSettings()[name] {
		// A Puppet setting Punch does not use, as set in a file.
		out, _, err := st.Interpolate(v, name, "")
		if err != nil {
			return "", false
		}
		return out, true
	}
	if v == "" && !st.IsSet(name) {
		// An optional setting of Punch's left unset: Puppet's default.
		return "", false
	}
	return v, true
}
