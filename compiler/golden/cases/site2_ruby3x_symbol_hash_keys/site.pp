# sweavers/puppet-control's profiles module: application_bind (a 3.x function) returns
# { name => { bind: data['bind'] } }, a hash with a Ruby Symbol key, to Puppet code.
$apps = { 'frontend' => { 'bind' => '8000', 'app_type' => 'wsgi' }, 'api' => { 'bind' => 8001 } }
$b = application_bind($apps)
notice($b)
notice($b['frontend'])
notice($b['frontend']['bind'])
notice($b['frontend'][bind])
notice(type($b['api'], 'generalized'))
notice($b['api'].keys)
file { '/tmp/binds':
  content => inline_template('<%= @b.inspect %>'),
}
notify { 'binds': message => $b }
