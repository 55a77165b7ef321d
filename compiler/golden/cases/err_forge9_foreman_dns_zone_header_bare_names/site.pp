# theforeman/puppet-dns's old zone.header.erb names its variables bare (ttl, zone: Puppet 3 style); Puppet 7's
# template wrapper has no method_missing for them.
$ttl = 10800
$zone = 'example.com'
file { '/var/cache/bind/zones/db.example.com': content => template('dns/zone.header.erb') }
