package settings

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/rubyfmt"
)

// puppetSetting is one of Puppet 7.23's settings as gen_puppetnames.rb
// records it from the installed Puppet.
type puppetSetting struct {
	// class is its Puppet::Settings class (BooleanSetting,
	// DurationSetting, FileSetting...): how Puppet converts and prints its
	// value.
	class string
	// def is its default as Puppet defines it, $references not replaced
	// (an Array's items joined with commas, as the setting reads a list).
	def string
	// null: Puppet's default is nil (printed as nothing).
	null bool
}

// PuppetDefinition is one of Puppet 7.23's settings as Puppet defines it,
// from the table gen_puppetnames.rb records (the one table of Puppet's
// settings: `punch config print` and a compile's $settings:: read it).
type PuppetDefinition struct {
	Name string
	// Class is its Puppet::Settings class (BooleanSetting,
	// DurationSetting...): how Puppet converts its value.
	Class string
	// Default is Puppet's default, $references not replaced (an Array's
	// items joined with commas, as the setting reads a list; a default
	// that is code as Puppet evaluates it).
	Default string
	// Nil: Puppet's default is nil.
	Nil bool
}

// PuppetDefinitions returns Puppet 7.23's settings in Puppet's order of
// definition (Puppet.settings.each's, $settings::all_local's).
func PuppetDefinitions() []PuppetDefinition {
	out := make([]PuppetDefinition, len(puppetSettingOrder))
	for i, name := range puppetSettingOrder {
		out[i], _ = LookupPuppetDefinition(name)
	}
	return out
}

// LookupPuppetDefinition returns the definition of Puppet's setting name;
// false when Puppet 7.23 has no such setting.
func LookupPuppetDefinition(name string) (PuppetDefinition, bool) {
	ps, ok := puppetSettings[name]
	return PuppetDefinition{Name: name, Class: ps.class, Default: ps.def, Nil: ps.null}, ok
}

// IsPuppetSetting reports whether name is a setting of Puppet 7.23.
func IsPuppetSetting(name string) bool {
	_, ok := puppetSettings[name]
	return ok
}

// IsSetting reports whether name is a setting of Punch (one of Puppet's it
// models, or Punch's own) or of Puppet 7.23.
func IsSetting(name string) bool { return modelled(name) || IsPuppetSetting(name) }

// isPuppetBool reports whether name is one of Puppet's boolean settings:
// Puppet's command line takes --NAME and --no-NAME for them.
func isPuppetBool(name string) bool { return puppetSettings[name].class == "BooleanSetting" }

// modelled reports whether Punch resolves the setting itself (it has a
// definition in defs.go).
func modelled(name string) bool {
	_, ok := defsByName[name]
	return ok
}

var reListComma = lazyre.New(`\s*,\s*`)

// rubySplitComma is Ruby's String#split(/\s*,\s*/): trailing empty items
// are dropped, others kept.
func rubySplitComma(text string) []string {
	parts := reListComma.Split(text, -1)
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	return parts
}

// puppetPrint is a setting's value as `puppet config print` renders it,
// from its text ($references replaced): the text converted as the
// setting's Puppet::Settings class munges it and prints it (#print), a
// Symbol made a String (Settings#stringifyhash). The result is nil,
// bool, int64, string, or []any of those (and of []any, for
// http_extra_headers): what --render-as json writes. null says the value
// is Puppet's nil (an unset setting whose default is nil).
func puppetPrint(name, text string, null bool) (any, error) {
	class := puppetSettings[name].class
	if null {
		switch class {
		case "BooleanSetting", "CertificateRevocationSetting", "AutosignSetting":
			// munge(nil) is false for these (and an error for a
			// BooleanSetting, which never has a nil default).
			return false, nil
		case "ArraySetting", "ServerListSetting", "HttpExtraHeadersSetting":
		default:
			return nil, nil
		}
	}
	switch class {
	case "BooleanSetting":
		switch text {
		case "true":
			return true, nil
		case "false":
			return false, nil
		}
		return nil, fmt.Errorf("Invalid value '%s' for boolean parameter: %s", text, name)
	case "IntegerSetting", "PortSetting":
		n, err := parseRubyInteger(text, name)
		if err != nil {
			return nil, err
		}
		if class == "PortSetting" && (n < 0 || n > 65535) {
			return nil, fmt.Errorf("Value '%d' is not a valid port number for parameter: %s", n, name)
		}
		return n, nil
	case "DurationSetting", "TTLSetting":
		if class == "TTLSetting" && text == "unlimited" {
			return "unlimited", nil
		}
		d, ok := ParseDuration(text)
		if !ok {
			if class == "TTLSetting" {
				return nil, fmt.Errorf("Invalid 'time to live' format '%s' for parameter: %s", rubyfmt.InspectString(text), name)
			}
			return nil, fmt.Errorf("Invalid duration format '%s' for parameter: %s", rubyfmt.InspectString(text), name)
		}
		return int64(d.Seconds()), nil
	case "FileSetting", "DirectorySetting", "FileOrDirectorySetting":
		if text == "" {
			return nil, nil
		}
		return expandPath(text, "")
	case "PathSetting":
		// Ruby's split drops the trailing empty parts ("" is none).
		parts := strings.Split(text, ":")
		for len(parts) > 0 && parts[len(parts)-1] == "" {
			parts = parts[:len(parts)-1]
		}
		for i, p := range parts {
			e, err := expandPath(p, "")
			if err != nil {
				return nil, err
			}
			parts[i] = e
		}
		return strings.Join(parts, ":"), nil
	case "ArraySetting":
		out := []any{}
		for _, e := range rubySplitComma(text) {
			out = append(out, e)
		}
		return out, nil
	case "ServerListSetting":
		// munge splits each server into host and port; print joins them
		// again.
		return strings.Join(rubySplitComma(text), ","), nil
	case "HttpExtraHeadersSetting":
		out := []any{}
		for _, e := range rubySplitComma(text) {
			var kv []any
			for _, p := range strings.Split(e, ":") {
				kv = append(kv, p)
			}
			out = append(out, kv)
		}
		return out, nil
	case "TerminusSetting":
		if text == "" {
			return nil, nil
		}
	case "CertificateRevocationSetting":
		switch text {
		case "chain", "true":
			return "chain", nil
		case "leaf":
			return "leaf", nil
		case "false":
			return false, nil
		}
		return nil, fmt.Errorf("Invalid certificate revocation value %s: must be one of 'true', 'chain', 'leaf', or 'false'", text)
	case "AutosignSetting":
		switch text {
		case "true":
			return true, nil
		case "false":
			return false, nil
		}
	case "PrioritySetting":
		if text == "" {
			return nil, nil
		}
		if i := strings.IndexFunc(text, func(r rune) bool { return r >= '0' && r <= '9' }); i >= 0 {
			// Ruby's String#to_i of a text with a digit somewhere
			// (Puppet's test is /\d+/).
			n, _ := strconv.ParseInt(rubyToI(text), 10, 64)
			return n, nil
		}
		if n, ok := map[string]int64{"high": -10, "normal": 0, "low": 10, "idle": 19}[text]; ok {
			return n, nil
		}
		return nil, fmt.Errorf("Invalid priority format '%s' for parameter: %s", rubyfmt.InspectString(text), name)
	}
	return text, nil
}

// rubyToI is the leading integer of text as Ruby's String#to_i reads it
// (blanks, a sign, digits and underscores between them), "0" when none.
func rubyToI(text string) string {
	t := strings.TrimLeft(text, " \t\n\v\f\r")
	var b strings.Builder
	if t != "" && (t[0] == '-' || t[0] == '+') {
		b.WriteByte(t[0])
		t = t[1:]
	}
	digits := 0
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c >= '0' && c <= '9' {
			b.WriteByte(c)
			digits++
			continue
		}
		if c == '_' && digits > 0 && i+1 < len(t) && t[i+1] >= '0' && t[i+1] <= '9' {
			continue
		}
		break
	}
	if digits == 0 {
		return "0"
	}
	return b.String()
}

// RubyToS is a printed value (puppetPrint's) as Ruby's to_s writes it:
// what `puppet config print` prints. nil is empty; an Array is
// inspected (["sha256", "md5"]).
func RubyToS(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case []any:
		return RubyInspect(x)
	}
	return fmt.Sprint(v)
}

// RubyInspect is a printed value as Ruby's inspect writes it (Strings
// quoted, nil as nil): an Array's items, and --render-as s.
func RubyInspect(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case string:
		return rubyfmt.InspectString(x)
	case []any:
		items := make([]string, len(x))
		for i, e := range x {
			items[i] = RubyInspect(e)
		}
		return "[" + strings.Join(items, ", ") + "]"
	}
	return fmt.Sprint(v)
}
