# config_version with shell meta characters runs as `/bin/sh -c SETTING` (Ruby's Kernel.exec); the
# command's standard error is read with its standard output; Puppet clears LANG/LC_* (then sets
# LANG=C, LC_ALL=C) and HOME for the command.
notify { 'versioned': }
