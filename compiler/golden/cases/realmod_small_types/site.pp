# Small modules whose interesting part is a resource type or a function: puppet-alternatives,
# puppet-posix_acl (title patterns), heini-wait_for, puppet-ssh_keygen (a define with resource
# defaults), puppetlabs-translate, icann-tea type aliases, richardc-datacat.
alternatives { 'editor': path => '/usr/bin/vim.basic' }
alternatives { 'java': mode => 'auto' }
alternative_entry { '/usr/lib/jvm/java-17/bin/java':
  ensure   => present,
  altlink  => '/usr/bin/java',
  altname  => 'java',
  priority => 1700,
}
include posix_acl::requirements
posix_acl { '/srv/www':
  action     => set,
  permission => ['user::rwx', 'group::r-x', 'mask::rwx', 'other::---', 'default:user:www-data:r-x'],
  provider   => posixacl,
  recursive  => true,
}
posix_acl { '/srv/shared/file.txt': action => exact, permission => ['user::rw-', 'group::r--', 'other::r--'] }
include wait_for
wait_for { 'mysql-up':
  query => 'mysqladmin ping',
  regex => 'mysqld is alive',
  polling_frequency => 2,
  max_retries => 30,
}
wait_for { 'sleep': seconds => 5 }
wait_for { 'exit-code': query => '/bin/false', exit_code => [1, 2] }
ssh_keygen { 'root': bits => 4096, comment => 'root@web01' }
ssh_keygen { 'deploy': type => 'rsa', home => '/srv/deploy', filename => '/srv/deploy/.ssh/deploy_key', options => '-q' }
$tea = [
  '10.0.0.1' =~ Tea::Ipv4,
  '10.0.0.0/8' =~ Tea::Ipv4_cidr,
  'fe80::1' =~ Tea::Ipv6,
  8080 =~ Tea::Unprivilegedport,
  80 =~ Tea::Privilegedport,
  'https://example.com/x' =~ Tea::Httpsurl,
  'puppet:///modules/x/y' =~ Tea::Puppetsource,
  'web01.example.com' =~ Tea::Fqdn,
  '192.168.1.1' =~ Tea::Rfc1918,
  'local7' =~ Tea::Syslogfacility,
  '/etc/x' =~ Tea::Absolutepath,
  'C:\\x' =~ Tea::Absolutepath,
]
notify { 'tea': message => $tea }
notify { 'translate': message => translate('message is %{color} and %{size}', { 'color' => 'green', 'size' => 3 }) }
notify { 'translate plain': message => translate('plain text') }
datacat { '/etc/app.conf':
  template => 'datacat/..',
  template_body => "<% @data.keys.sort.each do |k| %><%= k %>=<%= @data[k] %>\n<% end %>",
  owner => 'root',
  mode => '0640',
}
datacat_fragment { 'app base':
  target => '/etc/app.conf',
  data   => { 'name' => 'app', 'port' => 8080 },
}
datacat_fragment { 'app extra':
  target => '/etc/app.conf',
  data   => { 'workers' => 4 },
  order  => '20',
}
