# voxpupuli/puppet-system's system_create_resources: a 3.x function building resources through Puppet's Ruby API
# (Puppet::Type.type, find_definition, Puppet::Parser::Resource.new(scope:, source:), virtual=/exported=, set_parameter,
# instantiate_resource, compiler.add_resource, find_hostclass + ensure_in_catalog, catalog.add_class).
# Values written for this case.
system_create_resources('user', {
  'nick' => { 'uid' => '1330', 'groups' => ['developers', 'release'] },
  'dan'  => { 'uid' => '1308', 'ensure' => 'absent' },
}, { 'ensure' => 'present', 'shell' => '/bin/bash' })
system_create_resources('system::fact', { 'role' => { 'value' => 'web' }, 'tier' => { 'value' => 'prod' } })
system_create_resources('@package', { 'tmux' => { 'ensure' => 'installed' }, 'vim' => {} })
system_create_resources('@@host', { 'web01.example.com' => { 'ip' => '10.0.0.5' } })
system_create_resources('class', { 'system::motd' => { 'text' => 'managed' } })
realize(Package['vim'])
notice(defined(Class['system::motd']))
notice(User['nick']['shell'])
