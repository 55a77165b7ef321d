class { 'postfix': ldap => true, ldap_base => 'dc=example,dc=com', ldap_host => 'ldap.example.com', ldap_options => 'start_tls = yes', myorigin => 'example.com' }
