# puppetlabs-apache 5.5.0 with its defaults: default vhosts, default mods, Debian layout.
class { 'apache': }
