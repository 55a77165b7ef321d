# A config_version command that prints nothing: the catalog version is the empty string (not the
# time, as without config_version).
notify { 'versioned': }
