# QA-FORGE-7: voxpupuli-unattended_upgrades (code index) without puppetlabs-apt, the dependency its
# metadata names, on the modulepath (stdlib trimmed to the fact() its params.pp calls): its
# init.pp's include apt fails.
class { 'unattended_upgrades':
  age                  => { 'max' => 10 },
  auto                 => { 'reboot' => true, 'reboot_time' => '02:00', 'clean' => 7 },
  blacklist            => ['linux-image-*', 'postgresql-15'],
  days                 => ['mon', 'thursday'],
  dl_limit             => 70,
  extra_origins        => ['origin=Debian,codename=${distro_codename}-updates', 'o=Puppetlabs,a=bookworm'],
  mail                 => { 'to' => 'ops@example.com', 'only_on_error' => false },
  sender               => 'root@web01.example.com',
  update               => '12h',
  upgrade              => 'always',
  random_sleep         => 1800,
  upgradeable_packages => { 'download_only' => 1 },
  remove_unused_kernel => true,
  notify_update        => true,
}
