# puppetlabs-ntp 7.2: an NTP client that is not a server (disable_monitor, restrict lists),
# pool servers, a local clock fallback (udlc), panic threshold, no service management, a
# config template epp with driftfile and leapfile, a logfile.
class { 'ntp':
  servers         => ['pool.ntp.org'],
  pool            => ['0.debian.pool.ntp.org', '1.debian.pool.ntp.org'],
  disable_monitor => true,
  disable_auth    => true,
  udlc            => true,
  udlc_stratum    => 12,
  panic           => 0,
  driftfile       => '/var/lib/ntp/ntp.drift',
  leapfile        => '/usr/share/zoneinfo/leap-seconds.list',
  logfile         => '/var/log/ntp.log',
  service_manage  => false,
  package_ensure  => 'latest',
  config_file_mode => '0640',
  restrict        => ['default ignore', '-6 default ignore', '127.0.0.1', '-6 ::1'],
}
