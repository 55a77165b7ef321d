class ntp::params {
  File { owner => 'ntp', mode => '0644' }
  $servers = $facts['os']['family'] ? { 'Debian' => ['0.debian.pool.ntp.org'], default => ['pool.ntp.org'] }
  $service = 'ntp'
  $restrict = ['default kod nomodify', '127.0.0.1']
}
