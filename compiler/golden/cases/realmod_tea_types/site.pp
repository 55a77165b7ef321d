# icann-tea type aliases as a site uses them: parameters of a define typed with Tea types (hosts,
# ports, URLs, paths, CIDRs, syslog settings, puppet sources), values checked with =~ and
# assert_type, and a Tea type mismatch reported by a case statement on types.
define site::endpoint (
  Tea::Host $host,
  Tea::Port $port = 443,
  Tea::Httpsurl $url = "https://${host}/",
  Tea::Absolutepath $root = "/srv/${title}",
  Array[Tea::Ipv4_cidr] $allow = ['10.0.0.0/8'],
  Tea::Syslogfacility $facility = 'local0',
  Tea::Syslog_level $level = 'info',
  Optional[Tea::Puppetsource] $source = undef,
  Optional[Tea::Base64] $token = undef,
) {
  file { "${root}/endpoint.conf":
    content => "host=${host}\nport=${port}\nurl=${url}\nallow=${join($allow, ',')}\nlog=${facility}.${level}\n",
    source  => $source,
  }
}
site::endpoint { 'api': host => 'api.example.com', allow => ['10.0.0.0/8', '192.168.0.0/16'], token => 'c2VjcmV0' }
site::endpoint { 'metrics': host => '10.0.0.9', port => 9100, url => 'https://10.0.0.9:9100/metrics', level => 'debug', source => 'puppet:///modules/site/metrics.conf' }
$checks = {
  'v6cidr'  => 'fd00::/8' =~ Tea::Ipv6_cidr,
  'ip'      => '10.0.0.256' =~ Tea::Ip_address,
  'httpurl' => 'http://example.com' =~ Tea::Httpurl,
  'fileuri' => 'file:///etc/hosts' =~ Tea::Fileuri,
  'puri'    => 'puppet://server/modules/x' =~ Tea::Puppeturi,
  'unix'    => '/var/run/x.sock' =~ Tea::Unixpath,
  'win'     => 'C:\\Windows' =~ Tea::Windowspath,
  'b32'     => 'MZXW6===' =~ Tea::Base32,
  'content' => 'plain text' =~ Tea::Puppetcontent,
  'priv'    => 1024 =~ Tea::Privilegedport,
}
notify { 'checks': message => $checks }
$port = assert_type(Tea::Unprivilegedport, 8443)
$kind = 'web01.example.com' ? { Tea::Ipv4 => 'ip', Tea::Fqdn => 'fqdn', default => 'other' }
notify { "port ${port} kind ${kind}": }
