package ruby

import (
	"strconv"
	"strings"

	"github.com/punch-dev/punch/environments/settings"
)

// Puppet.settings as module Ruby reads it: a Puppet::Settings whose [] and
// value are Puppet[:name] (the compile's $settings::name), include? says
// whether Puppet 7.23 defines the setting, boolean? whether it is a
// BooleanSetting, set_by_cli? false (Punch is run as Puppet Server, whose
// settings come from files), and setting(name) the setting's object: a
// Puppet::Settings::<class> (Puppet's hierarchy of setting classes) with
// its name, value and default, Puppet's default before Puppet munges it:
// true/false, an Integer, a Symbol (strict's :warning), an Array of
// Strings, nil, or the String with its $references (golden
// forge18_ruby_settings_env_gem_probe, rubyapi14_settings_api).

// settingClassParents are the superclasses of Puppet 7.23's setting
// classes (the rest are BaseSetting's; AliasSetting is an Object).
var settingClassParents = map[string]string{
	"StringSetting": "BaseSetting", "FileSetting": "StringSetting", "DirectorySetting": "FileSetting",
	"FileOrDirectorySetting": "FileSetting", "AutosignSetting": "FileSetting", "PathSetting": "StringSetting",
	"PortSetting": "IntegerSetting", "ServerListSetting": "ArraySetting", "AliasSetting": "",
}

// settingData is the Go state of a setting's object.
type settingData struct{ def settings.PuppetDefinition }

func init() {
	AddPuppetAPIPart(func(in *Interp) error {
		puppet := in.keptModule("Puppet")
		cls := in.DefineClass(puppet, "Settings", nil)
		puppet.DefineSingletonMethod("settings", 0, 0, func(c *Call) (Value, error) {
			return &Object{class: c.In.classByName("Puppet::Settings")}, nil
		})
		get := func(c *Call) (Value, error) {
			return c.In.callMethod(c.In.keptModule("Puppet"), "[]", c.Args[:1], nil, nil, true)
		}
		cls.DefineMethod("[]", 1, 1, get)
		cls.DefineMethod("value", 1, 3, get)
		cls.DefineMethod("[]=", 2, 2, func(c *Call) (Value, error) {
			return c.In.callMethod(c.In.keptModule("Puppet"), "[]=", c.Args, nil, nil, true)
		})
		def := func(c *Call) (settings.PuppetDefinition, bool) {
			return settings.LookupPuppetDefinition(c.In.symStr(c.Args[0]))
		}
		cls.DefineMethod("include?", 1, 1, func(c *Call) (Value, error) {
			_, ok := def(c)
			return ok, nil
		})
		cls.DefineMethod("boolean?", 1, 1, func(c *Call) (Value, error) {
			d, ok := def(c)
			return ok && d.Class == "BooleanSetting", nil
		})
		cls.DefineMethod("set_by_cli?", 1, 1, func(c *Call) (Value, error) { return false, nil })
		cls.DefineMethod("setting", 1, 1, func(c *Call) (Value, error) {
			d, ok := def(c)
			if !ok {
				return nil, nil
			}
			return &Object{class: c.In.settingClass(d.Class), Data: &settingData{def: d}}, nil
		})
		defineSettingMethods(in.DefineClass(cls, "BaseSetting", nil))
		return nil
	})
}

// defineSettingMethods defines a setting's name, default and value on
// cls (BaseSetting; AliasSetting answers them for the setting it
// aliases, as Puppet's method_missing does).
func defineSettingMethods(cls *Module) {
	of := func(c *Call) settings.PuppetDefinition {
		if o, ok := c.Self.(*Object); ok {
			if d, ok := o.Data.(*settingData); ok {
				return d.def
			}
		}
		return settings.PuppetDefinition{}
	}
	cls.DefineMethod("name", 0, 0, func(c *Call) (Value, error) { return Symbol(of(c).Name), nil })
	cls.DefineMethod("default", 0, 1, func(c *Call) (Value, error) { return settingDefault(of(c)), nil })
	cls.DefineMethod("value", 0, 1, func(c *Call) (Value, error) {
		return c.In.callMethod(c.In.keptModule("Puppet"), "[]", []Value{Symbol(of(c).Name)}, nil, nil, true)
	})
}

// settingClass is Puppet::Settings::<name>, defined with its superclasses
// at its first use.
func (in *Interp) settingClass(name string) *Module {
	settingsCls := in.classByName("Puppet::Settings")
	if v, ok := settingsCls.consts[name]; ok {
		if m, ok := v.(*Module); ok {
			return m
		}
	}
	parent, ok := settingClassParents[name]
	if !ok {
		parent = "BaseSetting"
	}
	if parent == "" {
		cls := in.DefineClass(settingsCls, name, nil)
		defineSettingMethods(cls)
		return cls
	}
	return in.DefineClass(settingsCls, name, in.settingClass(parent))
}

// settingDefault is the Ruby value of Puppet's default for the setting:
// what its definition in Puppet's defaults.rb holds, by its class.
func settingDefault(d settings.PuppetDefinition) Value {
	if d.Nil {
		return nil
	}
	switch d.Class {
	case "BooleanSetting":
		return d.Default == "true"
	case "IntegerSetting", "PortSetting", "AliasSetting":
		if n, err := strconv.ParseInt(d.Default, 10, 64); err == nil {
			return n
		}
	case "SymbolicEnumSetting":
		return Symbol(d.Default)
	case "ArraySetting", "ServerListSetting", "HttpExtraHeadersSetting":
		a := &Array{}
		if d.Default != "" {
			for _, s := range strings.Split(d.Default, ",") {
				a.a = append(a.a, NewString(s))
			}
		}
		return a
	}
	return NewString(d.Default)
}
