# == Class: ca_cert
#
# This module manages the user installed certificate authority (CA)
# certificates installed on the server. It does not manage operating
# system defaults CA certificates.
# lint:ignore:variable_is_lowercase
class ca_cert (
  Boolean $always_update_certs = false,
  Boolean $purge_unmanaged_CAs = false, # lint:ignore:variable_contains_upcase
  Boolean $install_package     = true,
  Boolean $force_enable        = false,
  Hash    $ca_certs            = {},
  String  $package_ensure      = 'installed',
  String[1] $package_name                  = 'ca-certificates',
  String[1] $trusted_cert_dir              = '/etc/pki/ca-trust/source/anchors',
  Optional[String[1]] $distrusted_cert_dir = undef,
  String[1] $update_cmd                    = 'update-ca-trust extract',
  String[1] $cert_dir_group                = 'root',
  String[1] $cert_dir_mode                 = '0755',
  Boolean $supported                       = false,
) {
  if $supported == false {
    fail("Unsupported osfamily (${facts['os']['family']}) or unsupported version (${facts['os']['release']['major']})")
  }

  if $always_update_certs == true {
    Exec <| title=='ca_cert_update' |> {
      refreshonly => false,
    }
  }

  file { 'trusted_certs':
    ensure  => directory,
    path    => $trusted_cert_dir,
    owner   => 'root',
    group   => $cert_dir_group,
    mode    => $cert_dir_mode,
    purge   => $purge_unmanaged_CAs, # lint:ignore:variable_contains_upcase
    recurse => $purge_unmanaged_CAs, # lint:ignore:variable_contains_upcase
    notify  => Exec['ca_cert_update'],
  }

  if $install_package {
    ensure_packages($package_name, { ensure => $package_ensure })

    if $package_ensure != 'absent' {
      Package[$package_name] -> Ca_cert::Ca <| |>
    }
  }

  if !empty($ca_certs) {
    create_resources('ca_cert::ca', $ca_certs)
  }

  if ($facts['os']['family'] == 'RedHat' and versioncmp($facts['os']['release']['full'], '7') < 0) {
    if $force_enable {
      exec { 'enable_ca_trust':
        command   => 'update-ca-trust force-enable',
        logoutput => 'on_failure',
        path      => ['/usr/sbin', '/usr/bin', '/bin'],
        onlyif    => 'update-ca-trust check | grep DISABLED',
      }
    }
    else {
      exec { 'enable_ca_trust':
        command   => 'update-ca-trust enable',
        logoutput => 'on_failure',
        path      => ['/usr/sbin', '/usr/bin', '/bin'],
        onlyif    => 'update-ca-trust check | grep DISABLED',
      }
    }
  }

  exec { 'ca_cert_update':
    command     => $update_cmd,
    logoutput   => 'on_failure',
    refreshonly => true,
    path        => ['/usr/sbin', '/usr/bin', '/bin'],
  }
}
# lint:endignore:variable_is_lowercase
