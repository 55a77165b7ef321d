# QA-FORGE-5: puppetlabs-haproxy (current) templates/haproxy-base.cfg.epp verbatim: sort() of [key, value] pairs,
# convert_to(Array), String(type(v, generalized)).index(...), the bare word nil (a String) as a filter.
# driver: the variables haproxy::config gives the current templates/haproxy-base.cfg.epp (as a hash of template arguments)
define haproxy_base_driver(Hash $global_options, Hash $defaults_options, Optional[String] $custom_fragment = undef) {
  file { "/etc/${title}.cfg":
    content => epp('haproxy/haproxy-base.cfg.epp', {
      '_global_options' => $global_options, '_defaults_options' => $defaults_options, 'custom_fragment' => $custom_fragment,
    }),
  }
}
haproxy_base_driver { 'defaults':
  global_options   => { 'log' => '10.0.0.5 local0', 'chroot' => '/var/lib/haproxy', 'maxconn' => 4000, 'daemon' => '', 'nbthread' => undef, 'stats' => ['socket /var/lib/haproxy/stats', 'timeout 30s'], 'tune.ssl.default-dh-param' => 2048, 'ssl-default-bind-ciphers' => 'nil' },
  defaults_options => { 'timeout' => ['connect 10s', 'client 1m'], 'option' => ['redispatch', 'httplog'], 'retries' => 3, 'log' => 'global', 'mode' => 'http', 'Balance' => 'roundrobin', 'errorfile' => [], 'x' => { 'a' => 1 } },
  custom_fragment   => "userlist admins\n  user a insecure-password b\n",
}
haproxy_base_driver { 'empty': global_options => {}, defaults_options => {} }
