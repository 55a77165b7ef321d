# camptocamp-postfix 1.11.0: a satellite-less relay host with main.cf settings through postfix::config,
# maps (postfix::hash, postfix::map), a conffile from options and mail aliases (the augeas-based
# defines need camptocamp-augeas, which Debian does not package).
class { 'postfix':
  relayhost           => '[smtp.example.com]:587',
  myorigin            => 'example.com',
  mynetworks          => '127.0.0.0/8 10.0.0.0/8',
  root_mail_recipient => 'ops@example.com',
  smtp_listen         => 'all',
  master_submission   => 'submission inet n - - - - smtpd',
}
postfix::config {
  'smtp_tls_security_level': value => 'encrypt';
  'smtp_sasl_auth_enable':   value => 'yes';
  'smtp_sasl_password_maps': value => 'hash:/etc/postfix/sasl_passwd';
  'message_size_limit':      value => '52428800';
  'disable_vrfy_command':    ensure => 'blank';
}
postfix::hash { '/etc/postfix/sasl_passwd':
  ensure  => present,
  content => "[smtp.example.com]:587 user:secret\n",
}
postfix::map { 'transport':
  content => "example.org smtp:[mx.example.org]
",
}
postfix::conffile { 'ldap-aliases.cf':
  options => { 'server_host' => 'ldap.example.com', 'search_base' => 'dc=example,dc=com', 'query_filter' => '(mail=%s)' },
}
postfix::mailalias { 'webmaster':
  ensure    => present,
  recipient => 'ops',
}
