# QA-FORGE-5: voxpupuli-letsencrypt letsencrypt::letsencrypt_lookup (verbatim): closure_scope['facts'] with the module's
# letsencrypt_directory fact, a wildcard fallback through Hash#fetch's default, safe navigation.
$names = ['www.example.com', 'api.example.org', 'other.example.net', 'example.com']
$dirs = $names.map |$n| { [$n, letsencrypt::letsencrypt_lookup($n)] }
notice($dirs)
$dirs.each |$pair| {
  if $pair[1] { file { "/etc/nginx/certs/${pair[0]}.pem": ensure => link, target => "${pair[1]}/fullchain.pem" } }
}
