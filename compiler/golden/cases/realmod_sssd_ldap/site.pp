# asciiduck-sssd 0.3.0: sssd with an LDAP domain, NSS/PAM options and validate_* checks on every
# parameter (stdlib's deprecated validate functions).
class { 'sssd':
  services => ['nss', 'pam', 'sudo', 'ssh'],
  domains  => {
    'example.com' => {
      'id_provider'     => 'ldap',
      'auth_provider'   => 'ldap',
      'ldap_uri'        => ['ldaps://ldap1.example.com', 'ldaps://ldap2.example.com'],
      'ldap_search_base' => 'dc=example,dc=com',
      'cache_credentials' => true,
      'enumerate'       => false,
    },
  },
  nss_options => { 'filter_users' => ['root', 'daemon'], 'entry_cache_timeout' => 600 },
  pam_options => { 'offline_credentials_expiration' => 2 },
}
