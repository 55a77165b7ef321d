# QA-FORGE-7: voxpupuli's augeasproviders types from the code index (sshd_config 048614cd,
# sshd_config_match 1fd48925 and shellvar 09c272b0 with title_patterns over composite namevars,
# pam 0f68904e, sysctl 02315bcc with a module included into its properties) declared as their
# READMEs show.
sshd_config { 'PermitRootLogin':
  ensure => present,
  value  => 'yes',
}
sshd_config { 'ListenAddress':
  value => ['0.0.0.0', '::'],
}
sshd_config { 'X11Forwarding':
  ensure    => present,
  condition => 'Host foo User root',
  value     => 'yes',
}
sshd_config { 'AllowAgentForwarding for example.net':
  ensure    => present,
  key       => 'AllowAgentForwarding',
  condition => 'Host *.example.net',
  value     => 'yes',
  target    => '/etc/ssh/sshd_config.d/50-example.conf',
}
sshd_config_match { 'Host *.example.net':
  ensure => present,
}
sshd_config_match { 'User foo in /etc/ssh/sshd_config.d/50-example.conf':
  ensure   => positioned,
  position => 'before first match',
}
sshd_config_match { 'deploy users':
  condition => 'Group deploy',
  target    => '/etc/ssh/sshd_config',
  comment   => 'deploy group',
}

shellvar { 'HOSTNAME':
  ensure => present,
  target => '/etc/sysconfig/network',
  value  => 'host.example.com',
}
shellvar { 'SYNC_HWCLOCK in /etc/sysconfig/ntpdate':
  ensure  => present,
  value   => 'yes',
  comment => 'Sync hw clock',
}
shellvar { 'rsync options':
  ensure     => exported,
  variable   => 'RSYNC_OPTS',
  target     => '/etc/default/rsync',
  value      => ['-a', '-v', 42],
  array_type => 'array',
  quoted     => 'single',
  uncomment  => true,
}

sysctl { 'net.ipv4.ip_forward':
  ensure => present,
  value  => '1',
}
sysctl { 'net.ipv4.tcp_mem':
  value   => '3145728 4194304 5242880',
  comment => 'tuned for the app servers',
  apply   => false,
  target  => '/etc/sysctl.d/60-tcp.conf',
}

pam { 'Set sss entry to system-auth auth':
  ensure    => positioned,
  service   => 'system-auth',
  type      => 'auth',
  control   => 'sufficient',
  module    => 'pam_sss.so',
  arguments => 'use_first_pass',
  position  => 'before module pam_deny.so',
  optional  => false,
}
