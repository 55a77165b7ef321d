# puppet-chrony (Debian's older module): an NTP server for the LAN with servers, peers, query hosts, a local stratum, refclocks, keys and a mail alert.
class { 'chrony':
  servers          => { 'ntp1.example.com' => ['iburst', 'prefer'], 'ntp2.example.com' => ['iburst'] },
  peers            => ['10.0.0.12', '10.0.0.13'],
  queryhosts       => ['10.0.0.0/8', '192.168.0.0/16'],
  local_stratum    => 8,
  makestep_updates => 3,
  makestep_seconds => 1,
  port             => 123,
  log_options      => 'tracking measurements statistics',
  mailonchange     => 'ops@example.com',
  threshold        => 0.5,
  lock_all         => true,
  clientlog        => true,
  clientloglimit   => 10000000,
  refclocks        => ['PPS /dev/pps0 lock NMEA'],
  keys             => ['1 SHA1 HEX:1DC764E0791B11FA67EFC7ECBC4B0D73F68A070C'],
  chrony_password  => 'cmdkey_secret',
}
