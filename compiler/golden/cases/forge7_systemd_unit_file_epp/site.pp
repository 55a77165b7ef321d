# QA-FORGE-7: voxpupuli-systemd's templates/unit_file.epp (code index, 0b253c60: getvar() of the
# template's own parameters, map/reduce over the entries, Array($v, true)), rendered with the
# parameter hashes systemd::manage_unit passes for the examples of its documentation (the define
# itself needs the whole systemd class).
$units = {
  'myrunner.service' => {
    'unit_entry'    => { 'Description' => 'My great service', 'After' => ['network-online.target', 'postgresql.service'], 'Wants' => 'network-online.target' },
    'service_entry' => { 'Type' => 'oneshot', 'ExecStart' => ['/usr/bin/doit.sh', '-/usr/bin/cleanup --all'], 'Environment' => 'FOO=bar', 'IODeviceWeight' => [['/dev/sda', 200], ['/dev/sdb', 100]], 'IOReadBandwidthMax' => ['/dev/sda', '10M'], 'LimitNOFILE' => 65536, 'NoNewPrivileges' => true },
    'install_entry' => { 'WantedBy' => 'multi-user.target' },
  },
  'passwd-mon.path' => {
    'unit_entry'    => { 'Description' => 'Monitor the passwd file' },
    'path_entry'    => { 'PathModified' => '/etc/passwd', 'Unit' => 'passwd-mon.service' },
    'install_entry' => { 'WantedBy' => 'multi-user.target' },
  },
  'arcd.socket' => {
    'unit_entry'    => { 'Description' => 'arcd.service' },
    'socket_entry'  => { 'ListenStream' => 4241, 'Accept' => true, 'BindIPv6Only' => 'both' },
    'install_entry' => { 'WantedBy' => 'sockets.target' },
  },
  'backup.timer' => {
    'timer_entry'   => { 'OnCalendar' => ['', 'daily'], 'RandomizedDelaySec' => '1h', 'Persistent' => true },
    'install_entry' => { 'WantedBy' => 'timers.target' },
  },
  'batch.slice' => {
    'slice_entry'   => { 'CPUQuota' => '50%', 'MemoryMax' => '4G', 'IOWriteBandwidthMax' => [['/dev/sda', '5M']] },
  },
}

$units.each |$unit, $entries| {
  $params = {
    'unit_entry'    => $entries['unit_entry'],
    'slice_entry'   => $entries['slice_entry'],
    'service_entry' => $entries['service_entry'],
    'install_entry' => $entries['install_entry'],
    'timer_entry'   => $entries['timer_entry'],
    'path_entry'    => $entries['path_entry'],
    'socket_entry'  => $entries['socket_entry'],
    'kube_entry'    => undef,
  }
  file { "/etc/systemd/system/${unit}":
    ensure  => file,
    mode    => '0444',
    content => epp('systemd/unit_file.epp', $params),
  }
}
