class ntp (Array $servers = []) {}
include ntp
class { 'ntp': servers => ['0.pool.ntp.org'] }
