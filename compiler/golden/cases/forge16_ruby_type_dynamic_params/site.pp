# Resource types whose attributes are made by Ruby helpers (require_relative, ensurable from a
# helper, newparam in loops, array_matching, Puppet::Parameter::Boolean, a conditional param);
# the compile keeps titles and values as written (munge, validate and autorequire run on the agent).
dyn_server { 'DB1': version => 'not-a-version', config => 'plain' }
dyn_db { 'App_DB':
  ensure   => stopped,
  host     => 'DB1',
  port     => 5432,
  user     => 'admin',
  encoding => 'UTF8',
  options  => ['b', 'a'],
  force    => 'yes',
}
dyn_db { 'other': ensure => present }
Dyn_db <| title == 'other' |> { owner => 'me' }
notify { 'attrs': message => [Dyn_db['App_DB']['port'], Dyn_db['App_DB']['ensure'], Dyn_server['DB1']['config']] }
