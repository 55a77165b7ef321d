# puppetlabs/puppetlabs-registry (registry_key/registry_value types, registry::value) on a Windows node
# (Windows Server 2019 facts) compiled on Linux: backslash titles, case-differing keys (Puppet's compile
# keeps them apart: the types alias them to their downcase only on the agent), Windows paths in file
# titles (a trailing slash and a trailing backslash), Windows commands.
node 'win01.example.com' {
  registry::value { 'puppetserver':
    key  => 'HKLM\Software\Vendor\PuppetLabs',
    data => 'puppet.example.com',
  }
  registry::value { 'port':
    key  => 'HKLM\Software\Vendor\PuppetLabs',
    type => 'dword',
    data => 8140,
  }
  registry::value { 'default of key':
    key   => 'HKLM\Software\Vendor\PuppetLabs',
    value => '(default)',
    data  => 'the default',
  }
  registry::value { 'sub\name':
    key  => 'hklm\software\vendor\puppetlabs',
    type => array,
    data => ['a', 'b'],
  }
  registry_key { '32:HKLM\Software\Vendor': ensure => present, purge_values => true }
  registry_value { 'HKLM\Software\Vendor\PuppetLabs\Binary': type => binary, data => 'CaFE BEEF' }
  file { 'C:/ProgramData/app/':
    ensure => directory,
  }
  file { 'C:\ProgramData\app\conf.ini':
    ensure  => file,
    content => "[main]\r\nserver=${facts['networking']['fqdn']}\r\n",
    require => File['C:/ProgramData/app'],
  }
  file { "${facts['os']['windows']['system32']}\\drivers\\etc\\hosts": ensure => file }
  exec { 'set-timezone':
    command  => 'tzutil.exe /s "UTC"',
    unless   => 'cmd.exe /c "tzutil /g | findstr UTC"',
    path     => $facts['path'],
    provider => windows,
  }
  package { 'notepadplusplus': ensure => '8.6.0', provider => 'chocolatey', install_options => ['--params', '"/NoDesktop"'] }
  user { 'EXAMPLE\svc-app': groups => ['BUILTIN\Administrators'] }
  service { 'W32Time': ensure => running, enable => true }
  notice($facts['env_windows_installdir'])
  notice(File['C:/ProgramData/app'])
}
