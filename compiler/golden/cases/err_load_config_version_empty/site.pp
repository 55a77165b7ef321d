# An empty config_version is made absolute like a set one: the command is the environment
# directory itself, which cannot be run, so every compile fails (Puppet 7.23).
notify { 'versioned': }
