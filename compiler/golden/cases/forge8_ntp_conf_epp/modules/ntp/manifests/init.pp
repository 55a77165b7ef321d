# Written for this case with the variables of puppetlabs-ntp's class ntp that ntp.conf.epp reads
# (the module's init.pp is not consistent with this template in the code index).
class ntp (
  Boolean $tinker = true,
  Optional[Integer] $panic = 0,
  Optional[Integer] $stepout = 5,
  Boolean $disable_monitor = true,
  Boolean $disable_auth = false,
  Boolean $disable_kernel = false,
  Array $restrict = ['default kod nomodify notrap nopeer noquery', '-6 default kod nomodify notrap nopeer noquery', '127.0.0.1', '-6 ::1'],
  Array $interfaces = ['127.0.0.1', 'eth0'],
  Array $interfaces_ignore = [],
  Boolean $broadcastclient = false,
  Array $servers = ['0.debian.pool.ntp.org', '1.debian.pool.ntp.org', 'ntp.example.com'],
  Boolean $iburst_enable = true,
  Array $preferred_servers = ['ntp.example.com'],
  Optional[Integer] $minpoll = undef,
  Optional[Integer] $maxpoll = 10,
  Boolean $udlc = true,
  Integer $udlc_stratum = 10,
  String $driftfile = '/var/lib/ntp/drift',
  Optional[String] $logfile = undef,
  Optional[String] $ntpsigndsocket = undef,
  Array $peers = ['peer1.example.com'],
  Boolean $keys_enable = true,
  String $keys_file = '/etc/ntp/keys',
  Array $keys_trusted = [1, 2, 3],
  String $keys_requestkey = '',
  String $keys_controlkey = '4',
  Array $fudge = ['127.127.22.0 refid PPS'],
  Optional[String] $leapfile = '/usr/share/zoneinfo/leap-seconds.list',
  Boolean $tos = true,
  Optional[Integer] $tos_minclock = 3,
  Optional[Integer] $tos_minsane = undef,
  Optional[Integer] $tos_floor = 1,
  Optional[Integer] $tos_ceiling = 15,
  Variant[Boolean, Integer] $tos_cohort = 0,
  Optional[String] $authprov = undef,
) {
  $_tinker = $tinker
  $_panic = $panic
  file { '/etc/ntp.conf':
    content => epp('ntp/ntp.conf.epp'),
  }
}
