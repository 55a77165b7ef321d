# puppet-postfix: an MTA for local domains with LDAP lookups, extra master.cf entries and
# postfix::config entries removed and set (postfix::transport, ::canonical and ::virtual need
# augeas::lens, which no Debian module provides).
class { 'postfix':
  mta                 => true,
  mydestination       => 'example.com, mail.example.com, localhost',
  mynetworks          => '127.0.0.0/8, 10.0.0.0/8',
  relayhost           => 'direct',
  ldap                => true,
  ldap_host           => 'ldap.example.com',
  ldap_base           => 'dc=example,dc=com',
  ldap_options        => 'start_tls = yes',
  master_smtps        => 'smtps inet n - - - - smtpd',
  master_entries      => ['policy unix - n n - 0 spawn user=nobody argv=/usr/bin/policyd'],
  root_mail_recipient => ['ops@example.com', 'root@example.com'],
  inet_protocols      => 'ipv4',
}
postfix::config { 'smtpd_banner': value => '$myhostname ESMTP' }
postfix::config { 'biff': ensure => absent }
