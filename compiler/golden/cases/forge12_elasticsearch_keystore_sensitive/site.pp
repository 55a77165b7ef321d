# Written for this case after voxpupuli/puppet-elasticsearch's README (secure settings in the keystore, some of them
# Sensitive, as Hiera's eyaml values arrive).
elasticsearch_keystore { 'es-01':
  purge    => true,
  settings => {
    'xpack.notification.email.account.a.smtp.secure_password' => Sensitive('smtp-secret'),
    'cloud.aws.access_key'                                   => 'AKIAEXAMPLE',
    's3.client.default.secret_key'                          => Sensitive('s3-secret'),
  },
}
elasticsearch_keystore { 'es-02': ensure => absent }
elasticsearch_keystore { 'es-03': settings => Sensitive({ 'bootstrap.password' => 'changeme' }) }
