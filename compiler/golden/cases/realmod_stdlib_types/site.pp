# puppetlabs-stdlib 8.5.0: data types and Puppet-language functions of stdlib in a define, with
# Stdlib types in parameters, stdlib::ensure, type checks through assert_type and getparam-free code.
type Profile::Port = Variant[Stdlib::Port::Unprivileged, Enum['auto']]
define profile::site (
  Stdlib::Host $host,
  Profile::Port $port = 'auto',
  Stdlib::Absolutepath $docroot = "/srv/${title}",
  Enum['present', 'absent'] $ensure = 'present',
  Array[Stdlib::IP::Address] $allow = [],
  Stdlib::Email $admin = 'root@example.com',
  Hash[String, Stdlib::Compat::String] $env = {},
  Optional[Stdlib::Base64] $secret = undef,
  Stdlib::Unixpath $socket = "/run/${title}.sock",
  Stdlib::Datasize $limit = '10M',
) {
  $real_port = $port ? { 'auto' => 8000 + fqdn_rand(1000, $title), default => $port }
  file { $docroot:
    ensure => stdlib::ensure($ensure, 'directory'),
  }
  service { "site-${title}":
    ensure => stdlib::ensure($ensure =~ /present/, 'service'),
    enable => $ensure == 'present',
  }
  file { "/etc/sites/${title}.conf":
    ensure  => stdlib::ensure($ensure, 'file'),
    content => join([
      "host=${host}", "port=${real_port}", "admin=${admin}", "socket=${socket}", "limit=${limit}",
      "allow=${join($allow, ',')}",
      "env=${join(join_keys_to_values($env, '='), ';')}",
      "ends=${stdlib::end_with($host, '.com')}",
      "start=${stdlib::start_with($docroot, '/srv')}",
      "ext=${stdlib::extname('/x/y.conf')}",
      "rand=${seeded_rand(100, $title)}",
      "in=${stdlib::ip_in_range('10.0.0.5', '10.0.0.0/24')}",
    ], "\n"),
  }
}
profile::site { 'blog':
  host  => 'blog.example.com',
  port  => 8080,
  allow => ['10.0.0.0/8', 'fd00::/8'],
  env   => { 'A' => '1', 'B' => '2' },
}
profile::site { 'shop':
  host   => '10.0.0.9',
  secret => 'c2VjcmV0',
  limit  => '1G',
}
profile::site { 'old':
  host   => 'old.example.com',
  ensure => absent,
}
$checked = assert_type(Stdlib::Fqdn, $facts['networking']['fqdn'])
notify { "checked ${checked}": }
