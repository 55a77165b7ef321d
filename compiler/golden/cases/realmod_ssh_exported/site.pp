# saz-ssh 2.8.1 with its defaults: storeconfigs_enabled is true, so ssh::hostkeys exports sshkey
# resources (host aliases from ipaddresses()) and ssh::knownhosts collects them (nothing without
# PuppetDB, with Puppet's warnings).
include ssh
