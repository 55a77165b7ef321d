# camptocamp-systemd 2.12.0: the systemd class with resolved, timesyncd and journald, unit files,
# drop-ins, tmpfiles, service limits, timers and networkd files.
class { 'systemd':
  manage_resolved   => true,
  dns               => ['10.0.0.2', '10.0.0.3'],
  domains           => ['example.com'],
  dnssec            => false,
  manage_timesyncd  => true,
  ntp_server        => ['ntp1.example.com', 'ntp2.example.com'],
  manage_journald   => true,
  journald_settings => { 'Storage' => 'persistent', 'SystemMaxUse' => '1G', 'Compress' => { 'ensure' => 'absent' } },
  manage_logind     => true,
  logind_settings   => { 'HandleLidSwitch' => 'ignore', 'KillUserProcesses' => 'no' },
  dropin_files      => { 'limits.conf' => { 'unit' => 'nginx.service', 'content' => "[Service]\nLimitNOFILE=65536\n" } },
}
systemd::unit_file { 'app.service':
  content => "[Unit]\nDescription=App\n\n[Service]\nExecStart=/usr/bin/app\n",
  enable  => true,
  active  => true,
}
systemd::unit_file { 'legacy.service':
  ensure => absent,
}
systemd::dropin_file { 'override.conf':
  unit    => 'app.service',
  content => "[Service]\nEnvironment=APP_ENV=prod\n",
}
systemd::tmpfile { 'app.conf':
  content => "d /run/app 0755 app app -\n",
}
systemd::service_limits { 'redis.service':
  limits => { 'LimitNOFILE' => 16384, 'LimitNPROC' => 4096, 'MemoryAccounting' => true },
  restart_service => false,
}
systemd::timer { 'backup.timer':
  timer_content   => "[Timer]\nOnCalendar=daily\n",
  service_content => "[Service]\nExecStart=/usr/local/bin/backup\n",
  active          => true,
  enable          => true,
}
systemd::network { 'eth0.network':
  content => "[Match]\nName=eth0\n[Network]\nDHCP=yes\n",
}
