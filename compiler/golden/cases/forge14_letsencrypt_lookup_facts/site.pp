# Written for this case after voxpupuli/puppet-letsencrypt's README (nginx/apache vhosts reading the
# certificate directory the letsencrypt_directory fact reports).
['www.example.com', 'mail.example.org', 'www.example.net', 'example.org'].each |$cn| {
  $dir = letsencrypt::letsencrypt_lookup($cn)
  if $dir {
    file { "/etc/nginx/ssl/${cn}.crt": ensure => link, target => "${dir}/fullchain.pem" }
  } else {
    notify { "no certificate yet for ${cn}": message => type($dir) }
  }
}
