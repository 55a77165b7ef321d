# bodgit/puppet-sssd's sssd_conf type: composite namevars section+setting from title_patterns (a greedy
# /^(\S+)\/(\S+)$/ and a catch-all pattern that sets name only); references and parameter reads by title.
sssd_conf { 'sssd/services': value => 'nss, pam' }
sssd_conf { 'domain/example.com/ldap_uri': value => ' ldap://ldap.example.com ' }
sssd_conf { 'free form title': section => 'nss', setting => 'filter_users', value => 'root' }
sssd_conf { 'no setting here': value => 'x' }
sssd_conf { 'pam/offline_credentials_expiration': value => 2, require => Sssd_conf['sssd/services'] }
notice(Sssd_conf['domain/example.com/ldap_uri']['value'])
notice(defined(Sssd_conf['free form title']))
