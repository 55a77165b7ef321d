# QA-FORGE-8 (reduction of forge8_foreman_puppet_conf_entries): Puppet's duration settings as a compile
# sees them in $settings::NAME (theforeman-puppet and similar modules write puppet.conf from them):
# an Integer of seconds, or undef where Puppet has no default.
$names = ['http_keepalive_timeout', 'http_connect_timeout', 'http_read_timeout', 'filetimeout', 'environment_timeout',
  'ca_ttl', 'crl_refresh_interval', 'statettl', 'runinterval', 'runtimeout', 'splaylimit', 'waitforcert', 'maxwaitforcert',
  'waitforlock', 'maxwaitforlock']
$values = {
  'http_keepalive_timeout' => $settings::http_keepalive_timeout,
  'http_connect_timeout'   => $settings::http_connect_timeout,
  'http_read_timeout'      => $settings::http_read_timeout,
  'filetimeout'            => $settings::filetimeout,
  'environment_timeout'    => $settings::environment_timeout,
  'ca_ttl'                 => $settings::ca_ttl,
  'crl_refresh_interval'   => $settings::crl_refresh_interval,
  'statettl'               => $settings::statettl,
  'runinterval'            => $settings::runinterval,
  'runtimeout'             => $settings::runtimeout,
  'splaylimit'             => $settings::splaylimit,
  'waitforcert'            => $settings::waitforcert,
  'maxwaitforcert'         => $settings::maxwaitforcert,
  'waitforlock'            => $settings::waitforlock,
  'maxwaitforlock'         => $settings::maxwaitforlock,
}
$names.each |$n| {
  notice("${n} = ${values[$n]} (${type($values[$n], generalized)})")
}
