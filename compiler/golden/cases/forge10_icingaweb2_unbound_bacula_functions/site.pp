# voxpupuli/puppet-icingaweb2 manage_ini_settings (3.x statement function: Puppet::Parser::Functions.function and
# function_create_resources making ini_setting resources), voxpupuli/puppet-unbound unbound::validate_unbound_addr
# (returns a PuppetX object; used as a statement), voxpupuli/puppet-bacula bacula::escape (String#inspect).
# Values written for this case.
manage_ini_settings(
  { 'global' => { 'show_stacktraces' => 0, 'config_backend' => 'db' },
    'logging' => { 'log' => 'syslog', 'level' => { 'ensure' => 'absent' } } },
  { 'path' => '/etc/icingaweb2/config.ini', 'ensure' => 'present' },
)
unbound::validate_unbound_addr(['127.0.0.1', '::1@5353', 'ns1.example.com@53', 'resolver.example.net'])
unbound::validate_unbound_addr('10.0.0.0/8')
notice(bacula::escape('plain'))
notice(bacula::escape("quote\" back\\slash\ttab\nnl é \u{1F600} \u0007"))
file { '/etc/bacula/escaped': content => "Password = ${bacula::escape('p@ss"w0rd')}\n" }
