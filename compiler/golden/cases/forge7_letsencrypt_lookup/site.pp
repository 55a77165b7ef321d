# QA-FORGE-7: voxpupuli-letsencrypt's letsencrypt::letsencrypt_lookup (code index, 0f992f37: no
# dispatch block, closure_scope['facts'], &. and fetch with defaults) as its README uses it, with the
# module's letsencrypt_directory fact (given in facts.json): exact names, a wildcard, none.
$cert_dir = letsencrypt::letsencrypt_lookup($facts['networking']['fqdn'])
notice($cert_dir)
notice(letsencrypt::letsencrypt_lookup('www.example.org'))
notice(letsencrypt::letsencrypt_lookup('mail.example.net'))
notice(type(letsencrypt::letsencrypt_lookup('unknown.example.com')))
notice(type(letsencrypt::letsencrypt_lookup('localhost')))
if $cert_dir {
  file { '/etc/nginx/ssl/web01.crt':
    ensure => link,
    target => "${cert_dir}/fullchain.pem",
  }
}
