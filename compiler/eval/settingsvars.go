package eval

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/settings"
)

// $settings::<name>: Puppet's compiler puts every setting into the scope of
// class settings (Scope#merge_settings): the value Puppet's settings give
// for the compile's environment, made into Puppet data (transform_setting:
// symbols and other objects as strings). Punch takes the values it
// resolves itself (and those set in puppet.conf or on the command line)
// from the environment's loader (SettingsSource); any other setting gets
// Puppet's default, with its $references replaced and converted as
// Puppet's setting class converts it.

// SettingsSource is implemented by a Loader that knows the settings of the
// compile (environments.Loader).
type SettingsSource interface {
	// PuppetSetting returns a setting's text as Punch resolves it for the
	// compile's environment ($references replaced, durations in seconds),
	// false when Punch has no value for it.
	PuppetSetting(name string) (string, bool)
}

// puppetSettingList is Puppet 7.23's settings in Puppet's order of
// definition (the order of $settings::all_local), from the one table of
// Puppet's settings (environments/settings, recorded from Puppet), without
// name: Scope#merge_settings skips it. puppetSettings indexes them by name.
var puppetSettingList = sync.OnceValue(func() []settings.PuppetDefinition {
	var list []settings.PuppetDefinition
	for _, d := range settings.PuppetDefinitions() {
		if d.Name != "name" {
			list = append(list, d)
		}
	}
	return list
})

var puppetSettings = sync.OnceValue(func() map[string]*settings.PuppetDefinition {
	list := puppetSettingList()
	m := make(map[string]*settings.PuppetDefinition, len(list))
	for i := range list {
		m[list[i].Name] = &list[i]
	}
	return m
})

// SettingsVariables resolves $settings::<name> (the name without
// "settings::") as a compile's class settings has them, for a lookup
// without a compile (`punch lookup` without --compile: Puppet's topscope
// has class settings evaluated there too). src may be nil. Each setting is
// resolved once; not safe for concurrent use.
func SettingsVariables(src SettingsSource, env string) func(name string) (values.Value, bool) {
	return newSettingsVars(src, env).get
}

// settingsVars resolves $settings::<name> for one compile, each setting
// once, when the code first asks for it.
type settingsVars struct {
	src   SettingsSource // nil: Puppet's defaults only
	env   string
	cache map[string]values.Value
	busy  map[string]bool
}

func newSettingsVars(src SettingsSource, env string) *settingsVars {
	return &settingsVars{src: src, env: env}
}

// get returns $settings::name; all_local is the hash of every setting.
func (sv *settingsVars) get(name string) (values.Value, bool) {
	if name == "all_local" {
		return sv.allLocal(), true
	}
	ps, ok := puppetSettings()[name]
	if !ok {
		return nil, false
	}
	if v, ok := sv.cache[name]; ok {
		return v, true
	}
	if sv.cache == nil {
		// Most compiles never ask: the tables are made on first use.
		sv.cache, sv.busy = map[string]values.Value{}, map[string]bool{}
	}
	if sv.busy[name] {
		// A default referring to itself: Puppet fails to resolve it;
		// undef here.
		return nil, true
	}
	sv.busy[name] = true
	v := sv.resolve(ps)
	delete(sv.busy, name)
	sv.cache[name] = v
	return v, true
}

func (sv *settingsVars) allLocal() values.Value {
	list := puppetSettingList()
	h := values.NewHash(len(list))
	for i := range list {
		v, _ := sv.get(list[i].Name)
		h.Put(list[i].Name, v)
	}
	return h
}

func (sv *settingsVars) resolve(ps *settings.PuppetDefinition) values.Value {
	if ps.Name == "environment" {
		return sv.env
	}
	if sv.src != nil {
		if text, ok := sv.src.PuppetSetting(ps.Name); ok {
			return convertSetting(ps.Class, text)
		}
	}
	if ps.Nil {
		return nil
	}
	// The default's text converted as its class converts a value
	// (Puppet's typed defaults -- true, 8140, [] -- read back alike).
	return convertSetting(ps.Class, sv.interpolate(ps.Default))
}

var reSettingRef = regexp.MustCompile(`\$(\w+)|\$\{(\w+)\}`)

// interpolate replaces $name and ${name} with the values of other
// settings, as Puppet's settings do.
func (sv *settingsVars) interpolate(text string) string {
	if !strings.Contains(text, "$") {
		return text
	}
	return reSettingRef.ReplaceAllStringFunc(text, func(m string) string {
		name := strings.Trim(m, "${}")
		if name == "run_mode" {
			// Puppet Server's run mode.
			return "server"
		}
		v, ok := sv.get(name)
		if !ok {
			return m
		}
		return values.ToString(v)
	})
}

// convertSetting converts a setting's text as its Puppet::Settings class
// munges it, then as transform_setting makes it data.
func convertSetting(class, text string) values.Value {
	switch class {
	case "BooleanSetting":
		switch strings.ToLower(text) {
		case "true":
			return true
		case "false":
			return false
		}
	case "IntegerSetting", "PortSetting", "AliasSetting":
		if n, err := strconv.ParseInt(strings.TrimSpace(text), 10, 64); err == nil {
			return n
		}
	case "DurationSetting":
		if text == "" {
			return nil
		}
		if n, ok := settingDuration(text); ok {
			return n
		}
	case "TTLSetting":
		if text == "unlimited" {
			return math.Inf(1)
		}
		if n, ok := settingDuration(text); ok {
			return n
		}
	case "ArraySetting":
		return splitSettingList(text, nil)
	case "HttpExtraHeadersSetting", "ServerListSetting":
		return splitSettingList(text, func(e string) values.Value {
			parts := strings.Split(e, ":")
			out := make([]values.Value, len(parts))
			for i, p := range parts {
				out[i] = p
			}
			return out
		})
	case "CertificateRevocationSetting":
		switch text {
		case "true", "chain":
			return "chain"
		case "false":
			return false
		}
	case "AutosignSetting":
		switch text {
		case "true":
			return true
		case "false":
			return false
		}
	case "PrioritySetting":
		if text == "" {
			return nil
		}
		if n, err := strconv.ParseInt(text, 10, 64); err == nil {
			return n
		}
	}
	return text
}

// settingDuration is Puppet's duration: seconds, or a number with one of
// the units s, m, h, d, y (a year of 365 days).
func settingDuration(text string) (int64, bool) {
	text = strings.TrimSpace(text)
	mult := int64(1)
	if n := len(text); n > 0 {
		switch text[n-1] {
		case 's':
			text = text[:n-1]
		case 'm':
			mult, text = 60, text[:n-1]
		case 'h':
			mult, text = 3600, text[:n-1]
		case 'd':
			mult, text = 86400, text[:n-1]
		case 'y':
			mult, text = 365*86400, text[:n-1]
		}
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		return 0, false
	}
	return n * mult, true
}

// splitSettingList splits a comma-separated list setting.
func splitSettingList(text string, elem func(string) values.Value) values.Value {
	out := []values.Value{}
	if strings.TrimSpace(text) == "" {
		return out
	}
	for _, e := range strings.Split(text, ",") {
		e = strings.TrimSpace(e)
		if elem != nil {
			out = append(out, elem(e))
		} else {
			out = append(out, e)
		}
	}
	return out
}
