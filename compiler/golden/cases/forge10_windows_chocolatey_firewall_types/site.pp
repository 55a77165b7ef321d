# puppetlabs-chocolatey's chocolateysource type and voxpupuli/puppet-windows_firewall's windowsfirewall type on a
# Windows Server 2019 node (facts from forge9_registry_windows_node); values written for this case.
exec { 'install_chocolatey_official': command => 'C:\\Windows\\System32\\cmd.exe /c exit 0' }
chocolateysource { 'Internal':
  ensure       => present,
  location     => 'https://nexus.example.com/repository/choco/',
  user         => 'svc_choco',
  password     => Sensitive('p@ss'),
  priority     => 1,
  bypass_proxy => true,
}
chocolateysource { 'chocolatey': ensure => disabled }
windowsfirewall { 'domain':
  ensure                 => present,
  default_inbound_action => 'block',
  allow_inbound_rules    => true,
  log_max_size_kilobytes => '4096',
  log_file_name          => '%systemroot%\\system32\\LogFiles\\Firewall\\pfirewall.log',
}
windowsfirewall { 'public': ensure => present, notify_on_listen => false }
