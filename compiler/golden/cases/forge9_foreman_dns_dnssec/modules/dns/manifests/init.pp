# written for this case: the dns class variable dns::dnssec_policy reads
class dns (String $publicviewpath = '/etc/bind/zones.conf') {
  concat { $publicviewpath: ensure => present }
}
