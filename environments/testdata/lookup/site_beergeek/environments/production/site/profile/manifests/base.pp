class profile::base (
  Hash      $sysctl_settings,
  Hash      $sysctl_defaults,
  String    $wsus_server,
  String    $wsus_server_port,
  Boolean   $enable_firewall    = true,
) {

  case $facts['kernel'] {
    'linux': {

      if $enable_firewall {

        Firewall {
          before  => Class['profile::fw::post'],
          require => Class['profile::fw::pre'],
        }

        include ::firewall
        include profile::fw::pre
        include profile::fw::post
      } else {
        class { '::firewall':
          ensure => stopped,
        }
      }

      #$sysctl_settings.each |String $sysctl_name, Hash $sysctl_hash| {
      #  sysctl { $sysctl_name:
      #    * => $sysctl_hash;
      #    default:
      #      * => $sysctl_defaults;
      #  }
      #}

      ensure_packages(['ruby'])
      file { ['/etc/puppetlabs/facter','/etc/puppetlabs/facter/facts.d']:
        ensure => directory,
        owner  => 'root',
        group  => 'root',
        mode   => '0755',
      }

      # manage SSH
      include profile::ssh

    }
    'windows': {
      fail('windows is not part of this test')
    }
  }

}
