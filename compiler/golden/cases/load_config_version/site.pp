# config_version: Puppet runs the command when the compiler starts and the catalog's "version" is
# its output, stripped, as a string. Without shell meta characters the setting is split on white
# space (no quoting) and run directly, so the extra spaces between the words disappear.
notify { 'versioned': }
