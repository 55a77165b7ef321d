# voxpupuli/puppet-ca_cert: module data whose hierarchy names %{facts.os.family}-family.yaml, lookup() in a
# define's parameter defaults, ensure_packages, a collector override of an exec (always_update_certs),
# Package -> Ca_cert::Ca <| |>, create_resources, distrusted on Debian (warnings).
class { 'ca_cert':
  always_update_certs => true,
  purge_unmanaged_CAs => true,
  ca_certs            => {
    'internal_root' => { 'ca_text' => "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n" },
    'old_root'      => { 'ensure' => 'distrusted', 'ca_text' => 'x' },
  },
}
ca_cert::ca { 'from_puppet': source => 'puppet:///modules/site/ca.crt', ca_file_mode => '0644' }
ca_cert::ca { 'from_file': source => 'file:/srv/ca/local.pem', ca_file_extension => 'pem' }
ca_cert::ca { 'removed': ensure => absent }
