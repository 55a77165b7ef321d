# camptocamp-systemd 2.12: systemd-resolved with every option (fallback DNS, LLMNR, mDNS, DNSSEC
# allow-downgrade, DNS over TLS, cache, stub listener, the stub resolv.conf), journald settings
# removed and set, udevd timeouts, purged drop-in directories.
class { 'systemd':
  manage_resolved   => true,
  dns               => '10.0.0.2 10.0.0.3',
  fallback_dns      => ['9.9.9.9', '1.1.1.1'],
  domains           => ['example.com', 'corp.example.com'],
  llmnr             => 'resolve',
  multicast_dns     => false,
  dnssec            => 'allow-downgrade',
  dnsovertls        => 'opportunistic',
  cache             => true,
  dns_stub_listener => 'udp',
  use_stub_resolver => true,
  manage_journald   => true,
  journald_settings => { 'MaxRetentionSec' => '1month', 'ForwardToSyslog' => 'no', 'RateLimitBurst' => { 'ensure' => 'absent' } },
  manage_udevd      => true,
  udev_exec_delay   => 2,
  udev_event_timeout => 120,
  udev_resolve_names => 'early',
  udev_timeout_signal => 'SIGKILL',
  purge_dropin_dirs => false,
  manage_logind     => true,
  logind_settings   => { 'IdleAction' => 'suspend', 'IdleActionSec' => { 'ensure' => 'absent' }, 'InhibitDelayMaxSec' => 10 },
}
