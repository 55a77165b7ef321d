# A config_version command that exits with another status than 0 fails the compile before anything
# is evaluated (no notice is logged): Puppet's ParseError names the command twice, the status and
# the output (standard output and error), and the node.
notice('not evaluated')
notify { 'versioned': }
