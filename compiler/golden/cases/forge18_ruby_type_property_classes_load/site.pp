# A custom type loaded the way account/ini modules write them: properties with parents
# Puppet::Property::List / OrderedList / KeyValue (methods overridden inside the blocks),
# Puppet::Parameter::Boolean and Path, insync?/should_to_s definitions, autorequire/autobefore,
# a composite namevar with title_patterns, and a provider with commands and mk_resource_methods.
group { ['wheel', 'dev']: }
acct_user { 'alice':
  ensure      => present,
  groups      => ['wheel', 'dev'],
  search_path => ['/usr/bin', '/bin'],
  attributes  => { 'dept' => 'ops', 'floor' => 2 },
  manage_home => true,
  home        => '/home/alice',
  shell       => '/bin/bash',
  uid         => '1001',
}
acct_user { 'bob@CORP': groups => 'dev', membership => inclusive, manage_home => 'false' }
notify { 'ref': message => [Acct_user['alice'], Acct_user['bob@CORP']] }
