# Written for this case after theforeman/puppet-foreman's settings.yaml and plugin configs, which hand
# hashes to foreman::to_symbolized_yaml (some values Sensitive), and its other small functions.
$settings = {
  'unattended'   => true,
  'require_ssl'  => false,
  'oauth_consumer_key' => 'abc',
  'loggers'      => { 'sql' => { 'enabled' => false }, 'app' => { 'level' => 'debug' } },
  'hosts'        => ['a.example.com', 'b.example.com'],
  'port'         => 3000,
  'ratio'        => 0.5,
  'empty'        => undef,
  'multi'        => "line one\nline two\n",
  ':already'     => 'x',
  'yes'          => 'yes',
  'on'           => 'off',
  '123'          => '0123',
}
file { '/etc/foreman/settings.yaml': content => foreman::to_symbolized_yaml($settings) }
file { '/etc/foreman/indented.yaml': content => foreman::to_symbolized_yaml($settings, { 'indentation' => 4, 'line_width' => 20 }) }
file { '/etc/foreman/plugins/secret.yaml': content => foreman::to_symbolized_yaml({ 'user' => 'foreman', 'password' => Sensitive('s3cret') }) }
file { '/etc/foreman/plugins/all_secret.yaml': content => foreman::to_symbolized_yaml(Sensitive({ 'token' => 'abc' })) }
notify { 'array yaml': message => foreman::to_symbolized_yaml(['a', { 'b' => 1 }]) }
notify { 'scalar yaml': message => foreman::to_symbolized_yaml('plain') }
notify { 'ensure': message => [
  foreman::ensure_value_in_string('one,two', ['two', 'three']),
  foreman::ensure_value_in_string('one, two', ['two', 'three'], ', '),
  foreman::ensure_value_in_string('', ['a', 'b']),
] }
notify { 'hmac': message => foreman::hmac_signature('secret-key', 'foreman.example.com') }
$uuid = foreman::generate_uuid()
notify { 'uuid': message => $uuid =~ /\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/ }
