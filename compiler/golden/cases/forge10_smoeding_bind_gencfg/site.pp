# smoeding/puppet-bind's bind::gencfg (sprintf with '*' widths, negative width for left alignment, recursion) and
# bind::zonefile_path, as bind::config and bind::zone::* call them. Values written for this case.
$options = {
  'directory'          => '/var/cache/bind',
  'dnssec-validation'  => 'auto',
  'recursion'          => false,
  'allow-query'        => ['any'],
  'listen-on'          => ['127.0.0.1', '192.0.2.53'],
  'empty'              => [],
  'max-cache-size'     => 90,
  'rate-limit'         => { 'responses-per-second' => 15, 'window' => 5, 'exempt-clients' => ['10.0.0.0/8', 'localhost'], 'log-only' => true },
  'version'            => 'none',
  'x'                  => 1.5,
}
$cfg = bind::gencfg($options, 2)
notice($cfg)
file { '/etc/bind/named.conf.options': content => "options {\n${cfg}};\n" }
['example.com', 'sub.example.com', '2.0.192.in-addr.arpa', '8.b.d.0.1.0.0.2.ip6.arpa', 'localhost', '.'].each |$z| {
  notice(bind::zonefile_path($z))
}
