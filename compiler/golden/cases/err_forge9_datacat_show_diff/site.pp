# richardc-datacat 0.6.2 (Debian) with show_diff: its versioncmp($settings::puppetversion, '3.2.0') meets an
# unknown variable in Puppet 7 (no such setting) and versioncmp refuses undef.
datacat { '/etc/hosts.datacat':
  template  => 'site9/hosts.erb',
  show_diff => false,
}
