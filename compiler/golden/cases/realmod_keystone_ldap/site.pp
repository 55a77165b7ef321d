# openstack keystone 21: fernet and credential keys from data, an LDAP domain backend
# (keystone::ldap_backend), security compliance, federation with OpenID Connect (apache
# auth_openidc), a cron for trust flushing, service users and authtoken resources.
class { 'keystone::db':
  database_connection => 'mysql+pymysql://keystone:ks-db@10.0.0.5/keystone',
}
class { 'keystone':
  enable_fernet_setup   => true,
  fernet_keys           => { '/etc/keystone/fernet-keys/0' => { 'content' => 'key0-aaaa=' }, '/etc/keystone/fernet-keys/1' => { 'content' => 'key1-bbbb=' } },
  enable_credential_setup => true,
  credential_keys       => { '/etc/keystone/credential-keys/0' => { 'content' => 'cred0' } },
  using_domain_config   => true,
  default_transport_url => 'rabbit://keystone:secret@10.0.0.5:5672/',
  service_name          => 'httpd',
  public_endpoint       => 'https://keystone.example.com:5000',
}
class { 'keystone::wsgi::apache': ssl => true, ssl_cert => '/etc/ssl/keystone.pem', ssl_key => '/etc/ssl/keystone.key', servername => 'keystone.example.com' }
class { 'keystone::bootstrap': password => 'admin-pass', public_url => 'https://keystone.example.com:5000', internal_url => 'http://10.0.0.5:5000' }
keystone::ldap_backend { 'corp':
  url              => 'ldaps://ldap.example.com',
  user             => 'cn=keystone,dc=example,dc=com',
  password         => 'ldap-pass',
  suffix           => 'dc=example,dc=com',
  user_tree_dn     => 'ou=People,dc=example,dc=com',
  user_objectclass => 'inetOrgPerson',
  group_tree_dn    => 'ou=Groups,dc=example,dc=com',
  use_tls          => false,
  identity_driver  => 'ldap',
  create_domain_entry => true,
}
class { 'keystone::security_compliance':
  lockout_failure_attempts => 5,
  lockout_duration         => 1800,
  password_expires_days    => 90,
  unique_last_password_count => 5,
}
class { 'keystone::federation': trusted_dashboards => ['https://dash.example.com/auth/websso/'], remote_id_attribute => 'HTTP_OIDC_ISS' }
class { 'keystone::federation::openidc':
  keystone_url => 'https://keystone.example.com:5000',
  methods => 'password,token,openid',
  idp_name => 'corp-idp',
  openidc_provider_metadata_url => 'https://idp.example.com/.well-known/openid-configuration',
  openidc_client_id => 'keystone',
  openidc_client_secret => 'oidc-secret',
  openidc_crypto_passphrase => 'crypto',
}
class { 'keystone::cron::trust_flush': hour => [1], minute => 15 }
keystone::resource::service_identity { 'glance':
  password => 'glance-ks',
  service_type => 'image',
  service_description => 'Image service',
  public_url => 'https://glance.example.com:9292',
  internal_url => 'http://10.0.0.5:9292',
  admin_url => 'http://10.0.0.5:9292',
  roles => ['admin', 'service'],
}
