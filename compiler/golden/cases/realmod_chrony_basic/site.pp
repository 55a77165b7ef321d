# aboe-chrony 0.2.3: servers with options, peers, a local stratum, keys and query hosts.
class { 'chrony':
  servers         => { 'ntp1.example.com' => ['iburst', 'prefer'], 'ntp2.example.com' => ['iburst'] },
  peers           => ['peer1.example.com'],
  queryhosts      => ['10.0.0.0/8', '192.168.0.0/16'],
  local_stratum   => 10,
  chrony_password => 'chrony-secret',
  keys            => ['2 SHA1 HEX:1dc764e0791b11fa67efc7ecbc4b0d73f68a070c'],
  makestep_seconds => 1,
  makestep_updates => 3,
  lock_all        => true,
  clientlog       => true,
}
