# puppetlabs-stdlib 8.5.0 resources: file_line with match, after, multiple and absent by match,
# anchors around a class, the stdlib class (its run stages), stdlib::manage creating resources from
# a hash, and stage-bound classes.
class { 'stdlib::manage':
  create_resources => {
    'file'    => { '/etc/motd' => { 'ensure' => 'file', 'content' => "Welcome\n" } },
    'package' => { 'tmux' => { 'ensure' => 'installed' } },
    'service' => { 'cron' => { 'ensure' => 'running', 'enable' => true } },
  },
}
include stdlib
class profile::early { notify { 'early': } }
class profile::late { notify { 'late': } }
class { 'profile::early': stage => 'setup' }
class { 'profile::late': stage => 'deploy' }
file_line { 'sudo_rule':
  path => '/etc/sudoers',
  line => '%sudo ALL=(ALL) NOPASSWD: ALL',
}
file_line { 'bashrc_proxy':
  ensure => present,
  path   => '/etc/bash.bashrc',
  line   => 'export HTTP_PROXY=http://proxy.example.com:3128',
  match  => '^export\ HTTP_PROXY\=',
  append_on_no_match => false,
}
file_line { 'limits':
  path     => '/etc/security/limits.conf',
  line     => '* soft nofile 65536',
  after    => '^# End of file',
  multiple => true,
}
file_line { 'remove_old':
  ensure            => absent,
  path              => '/etc/hosts',
  match             => '^10\.0\.0\.99',
  match_for_absence => true,
}
file_line { 'replace_off':
  path    => '/etc/default/grub',
  line    => 'GRUB_TIMEOUT=2',
  match   => '^GRUB_TIMEOUT=',
  replace => false,
}
anchor { 'app::begin': } -> notify { 'inside': } -> anchor { 'app::end': }
