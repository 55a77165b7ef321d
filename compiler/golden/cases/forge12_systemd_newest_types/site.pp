# Written for this case after voxpupuli/puppet-systemd's README (systemd::manage_unit purging, linger).
systemd_purge_units { '/etc/systemd/system':
  unit_types => ['service', 'timer'],
  notify     => Exec['systemctl-daemon-reload'],
}
systemd_purge_units { '/etc/systemd/user/': }
exec { 'systemctl-daemon-reload': command => '/bin/systemctl daemon-reload', refreshonly => true }
loginctl_user { 'alice': linger => enabled }
loginctl_user { 'bob': }
networkctl { 'eth0': mtu => '9000', administrative_state => 'configured' }
