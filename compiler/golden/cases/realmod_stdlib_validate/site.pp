# puppetlabs-stdlib 8.5.0 heavy code: validate_legacy, Stdlib types, deprecated validate_* functions,
# ensure_packages and ensure_resource, and common data functions in a profile class.
class profile::base (
  Stdlib::Fqdn $fqdn = $facts['networking']['fqdn'],
  Stdlib::Absolutepath $root = '/opt/app',
  Stdlib::Port $port = 8080,
  Stdlib::IP::Address::V4 $ip = '10.0.0.5',
  Stdlib::HTTPUrl $url = 'https://www.example.com/path',
  Stdlib::Ensure::Service $service_ensure = 'running',
  Optional[Stdlib::Filemode] $mode = '0640',
  Variant[String, Array[String]] $admins = 'root',
  $legacy_bool = true,
  $legacy_path = '/var/lib/app',
  $legacy_hash = { 'a' => 1 },
) {
  validate_legacy(Boolean, 'validate_bool', $legacy_bool)
  validate_legacy(Stdlib::Absolutepath, 'validate_absolute_path', $legacy_path)
  validate_legacy(Hash, 'validate_hash', $legacy_hash)
  validate_legacy('Optional[String]', 'validate_re', 'abc', ['^a'])
  validate_re($fqdn, '\.example\.com$')
  validate_string($root)
  validate_array(any2array($admins))
  validate_integer($port, 65535, 1)
  ensure_packages(['curl', 'vim', 'htop'])
  ensure_packages({ 'python3-pip' => { ensure => 'installed' } }, { require => Package['curl'] })
  ensure_resource('file', $root, { ensure => directory, mode => '0755' })
  ensure_resource('file', ["${root}/bin", "${root}/etc"], { ensure => directory })
  ensure_resource('user', 'app', { ensure => present, shell => '/bin/bash', home => $root })
  ensure_resources('group', { 'app' => { gid => 2000 }, 'ops' => { gid => 2001 } })
  $merged = merge({ 'port' => $port }, { 'ip' => $ip, 'admins' => flatten([$admins]) })
  file { "${root}/etc/app.json":
    ensure  => file,
    mode    => $mode,
    content => to_json_pretty($merged),
  }
  file { "${root}/etc/app.yaml":
    ensure  => file,
    content => to_yaml({ 'url' => $url, 'keys' => sort(keys($merged)), 'bytes' => to_bytes('4 kB') }),
  }
  $hosts = suffix(prefix(['a', 'b', 'c'], 'node-'), '.example.com')
  notify { 'facts':
    message => join([
      bool2str(is_ipv4_address($ip)), str2bool('yes'), pick(undef, '', 'picked'),
      size(delete_undef_values([1, undef, 2])), join_keys_to_values({ 'k' => 'v' }, '='),
      fqdn_rand_string(8), fqdn_rotate($hosts)[0], range('a', 'c'), dirname($root), basename("${root}/bin"),
    ], ' | '),
  }
  service { 'app': ensure => $service_ensure }
}
include profile::base
ensure_packages(['curl'])
