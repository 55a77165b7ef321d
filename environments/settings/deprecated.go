package settings

// noteDeprecated gives Puppet's deprecation warnings for settings Punch
// acts on that Puppet 7.23 deprecates, when they are set (the settings'
// hooks in Puppet's defaults.rb; Puppet gives none with strict=off). The
// deprecated settings Punch does not act on already get a warning saying
// so (unimplemented.go).
func (s *Settings) noteDeprecated() {
	if s.Strict == "off" {
		return
	}
	if s.IsSet("environment_data_provider") {
		s.note(Warning, "environment_data_provider", s.sources["environment_data_provider"], "Setting 'environment_data_provider' is deprecated.")
	}
}
