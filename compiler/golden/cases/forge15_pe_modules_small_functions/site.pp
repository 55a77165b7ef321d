$metrics = {
  'hosts'       => ['puppet01.example.com', 'puppet02.example.com'],
  'metrics_type' => 'puppetserver',
  'ssl'         => true,
  'port'        => 8140,
  'excludes'    => [],
  'extra'       => { 'timeout' => 30.5, 'empty' => {}, 'nil' => undef, 'yes' => 'yes', 'num_str' => '0123', 'multi' => "a\nb\n" },
}
file { '/opt/puppetlabs/puppet-metrics-collector/config/puppetserver.yaml':
  content => puppet_metrics_collector::to_yaml($metrics),
}
notify { 'array yaml': message => puppet_metrics_collector::to_yaml(['a', 1, [2, 3], { 'k' => 'v' }]) }
$patches = ['openssl.x86_64', 'openssl.i686', 'bash.x86_64', 'kernel-headers.noarch', 'glibc.i686', 'glibc.x86_64', 'curl', 'tzdata.noarch', 'ax86_64']
notify { 'dedupe': message => patching_as_code::dedupe_arch($patches) }
