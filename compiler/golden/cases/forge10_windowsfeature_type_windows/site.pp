# voxpupuli/puppet-windowsfeature's type as its README declares features on a Windows Server 2019 node, with an
# array title and a resource default. Values written for this case.
Windowsfeature { installmanagementtools => true }
windowsfeature { ['Web-Server', 'Web-WebServer', 'Web-Asp-Net45']: }
windowsfeature { 'NET-Framework-Core':
  ensure             => present,
  installsubfeatures => true,
  restart            => false,
  source             => 'D:\\sources\\sxs',
}
windowsfeature { 'Telnet-Client': ensure => absent, restart => 'yes' }
