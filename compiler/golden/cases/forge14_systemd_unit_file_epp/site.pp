# Written for this case after voxpupuli/puppet-systemd's README (systemd::manage_unit renders unit_file.epp with
# the section hashes, every section key given, undef when unused).
$none = { 'unit_entry' => undef, 'slice_entry' => undef, 'service_entry' => undef, 'install_entry' => undef, 'timer_entry' => undef, 'path_entry' => undef, 'socket_entry' => undef, 'kube_entry' => undef }
$web = {
  'unit_entry'    => { 'Description' => 'Web app', 'After' => ['network-online.target', 'remote-fs.target'], 'Wants' => 'network-online.target' },
  'service_entry' => {
    'Type'                => 'notify',
    'ExecStart'           => ['', '/usr/bin/app --port 8080'],
    'Environment'         => ['A=1', 'B=two words'],
    'IOReadBandwidthMax'  => [['/dev/sda', '10M'], ['/dev/sdb', 20]],
    'IOWriteBandwidthMax' => ['/dev/sda', '5M'],
    'Restart'             => 'on-failure',
    'LimitNOFILE'         => 65536,
    'PrivateTmp'          => true,
  },
  'install_entry' => { 'WantedBy' => 'multi-user.target' },
}
file { '/etc/systemd/system/web.service': content => epp('systemd/unit_file.epp', $none + $web) }
file { '/etc/systemd/system/backup.timer': content => epp('systemd/unit_file.epp', $none + {
  'unit_entry'  => { 'Description' => 'Nightly backup' },
  'timer_entry' => { 'OnCalendar' => ['*-*-* 02:00:00', 'Sat *-*-* 05:00'], 'Persistent' => true, 'RandomizedDelaySec' => 600 },
  'install_entry' => { 'WantedBy' => ['timers.target'] },
}) }
file { '/etc/systemd/system/empty.service': content => epp('systemd/unit_file.epp', $none + { 'slice_entry' => {}, 'socket_entry' => undef }) }
