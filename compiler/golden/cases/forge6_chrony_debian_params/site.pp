# QA-FORGE-6: voxpupuli-chrony (current init.pp and config.pp: epp with parameters into a template that reads
# $chrony::servers itself, Sensitive password .unwrap, chrony.keys Sensitive(epp(...)), module data by os family)
# compiled as a site uses it, Debian 12, with parameters; stdlib 8.5's type aliases and assert_private.
class { 'chrony':
  servers         => ['ntp1.example.com', 'ntp2.example.com'],
  pools           => { 'pool.ntp.org' => ['iburst', 'maxsources 4'], 'de.pool.ntp.org' => undef },
  peers           => { 'peer1.example.com' => [] },
  queryhosts      => ['192.168.0.0/16', ''],
  refclocks       => [['PPS', '/dev/pps0', 'lock NMEA'], 'SHM 0'],
  hwtimestamps    => { 'eth0' => ['minpoll -2'], '*' => [] },
  chrony_password => Sensitive('s3cret'),
  keys            => ['2 SHA1 HEX:abc'],
  local_stratum   => false,
  cmdacl          => ['cmdallow 10.0.0.0/8'],
  stratumweight   => 0.001,
  dumpdir         => '/var/lib/chrony',
  mailonchange    => 'root@example.com',
  lock_all        => true,
  leapsecmode     => 'slew',
  maxslewrate     => 1000.0,
  smoothtime      => '400 0.001 leaponly',
  clientloglimit  => 100000,
  port            => 123,
  cmdport         => 0,
  rtconutc        => true,
  makestep_seconds => 0.1,
  config_keys_owner => 'root',
  bindaddress     => ['10.0.0.1', '::1'],
}
