# camptocamp-systemd 2.12.0 beyond the basics: udevd and udev rules, modules-load, logind,
# networkd, timesyncd with fallbacks, loginctl lingering users, accounting, a unit from a
# template, tmpfiles with types, service limits with a hash.
class { 'systemd':
  manage_udevd      => true,
  udev_log          => 'info',
  udev_children_max => 16,
  udev_rules        => { 'net.rules' => { 'rules' => ['ACTION=="add", SUBSYSTEM=="net", NAME="lan0"'] } },
  manage_networkd   => true,
  manage_timesyncd  => true,
  ntp_server        => 'ntp.example.com',
  fallback_ntp_server => ['0.debian.pool.ntp.org', '1.debian.pool.ntp.org'],
  manage_accounting => true,
  loginctl_users    => { 'deploy' => { 'linger' => 'enabled' } },
  service_limits    => { 'mysql.service' => { 'limits' => { 'LimitNOFILE' => 16384, 'LimitNPROC' => 4096 } } },
}
systemd::udev::rule { 'disk.rules': rules => ['KERNEL=="sd*", ATTR{queue/scheduler}="none"'], ensure => present }
systemd::unit_file { 'backup.timer':
  content => "[Timer]\nOnCalendar=daily\n",
  enable => true,
  active => true,
}
systemd::unit_file { 'old.service': ensure => absent }
systemd::unit_file { 'linked.service': target => '/opt/app/linked.service' }
systemd::tmpfile { 'app.conf': content => "d /run/app 0755 app app -\n" }
systemd::timer { 'cleanup.timer':
  timer_content => "[Timer]\nOnCalendar=hourly\n",
  service_content => "[Service]\nExecStart=/usr/local/bin/cleanup\n",
  active => true,
  enable => true,
}
systemd::dropin_file { 'override.conf': unit => 'ssh.service', content => "[Service]\nRestart=always\n", daemon_reload => 'eager' }
systemd::network { 'eth0.network': content => "[Match]\nName=eth0\n[Network]\nDHCP=yes\n", restart_service => true }
