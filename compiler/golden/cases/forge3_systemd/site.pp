# Current voxpupuli-systemd (v8-era init.pp, unit_file, dropin_file, daemon_reload, journald, timedatectl,
# types and module data; files from the search index, listed in /work/notes/QA-FORGE-3-findings.md) declared
# as its README shows; stdlib 8.5 and inifile trimmed to the files the compile uses.
class { 'systemd':
  default_target    => 'multi-user.target',
  timezone          => 'Europe/Berlin',
  set_local_rtc     => false,
  journald_settings => {
    'Storage'        => 'persistent',
    'SystemMaxUse'   => '2G',
    'MaxRetentionSec' => { 'ensure' => 'absent' },
  },
  unit_files        => {
    'hello.service' => { 'content' => "[Service]\nExecStart=/bin/true\n", 'enable' => true, 'active' => true },
  },
  dropin_files      => {
    'limits.conf' => { 'unit' => 'nginx.service', 'content' => "[Service]\nLimitNOFILE=65536\n" },
  },
}
systemd::unit_file { 'foo.service':
  content            => "[Unit]\nDescription=foo\n",
  enable             => true,
  active             => true,
  service_parameters => { 'hasstatus' => true, 'hasrestart' => true },
}
systemd::unit_file { 'bar.timer':
  content => Sensitive("[Timer]\nOnCalendar=daily\n"),
}
systemd::unit_file { 'masked.service':
  enable => 'mask',
}
systemd::unit_file { 'gone.service':
  ensure => absent,
  active => false,
}
systemd::dropin_file { 'override.conf':
  unit    => 'foo.service',
  content => "[Service]\nNice=5\n",
}
systemd::dropin_file { 'user.conf':
  unit           => 'httpd.service',
  content        => "[Service]\nUser=www\n",
  notify_service => false,
  daemon_reload  => false,
}
service { 'httpd': ensure => running }
