package settings

import "slices"

// noteDeprecated gives the deprecation warnings of Puppet 7.23's setting
// hooks (defaults.rb) for the settings given in the file or on the command
// line: pluginsync whatever its value; environment_data_provider unless
// strict is off; data_binding_terminus, unless strict is off, when it is
// neither hiera nor none. Puppet logs them through deprecation_warning,
// which disable_warnings = deprecations silences. A deprecated setting
// Punch does not act on also gets the warning saying so
// (unimplemented.go).
func (s *Settings) noteDeprecated() {
	if slices.Contains(s.DisableWarnings, "deprecations") {
		return
	}
	// Puppet's order (the hooks of data_binding_terminus run last, at
	// initialization), and Puppet's text alone: its warning names no file.
	if _, ok := s.givenText("environment_data_provider"); ok && s.Strict != "off" {
		s.note(Warning, "environment_data_provider", Source{}, "Setting 'environment_data_provider' is deprecated.")
	}
	if _, ok := s.givenText("pluginsync"); ok {
		s.note(Warning, "pluginsync", Source{}, "Setting 'pluginsync' is deprecated.")
	}
	if text, ok := s.givenText("data_binding_terminus"); ok && s.Strict != "off" && text != "hiera" && text != "none" && text != "" {
		s.note(Warning, "data_binding_terminus", Source{}, "Setting 'data_binding_terminus' is deprecated. Convert custom terminus to hiera 5 API.")
	}
}

// givenText is the text a setting was given in the file or on the command
// line (a modelled setting's resolved value); false when it is at its
// default.
func (s *Settings) givenText(name string) (string, bool) {
	if modelled(name) {
		return s.values[name].str, s.IsSet(name)
	}
	rv, ok := s.extra[name]
	return rv.text, ok
}
