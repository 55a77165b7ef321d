# An attribute given both by name and through the * splat hash.
$opts = { 'mode' => '0600', 'owner' => 'root' }
file { '/etc/app.conf': ensure => file, mode => '0644', * => $opts }
