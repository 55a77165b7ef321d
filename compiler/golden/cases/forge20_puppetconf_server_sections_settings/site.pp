# $settings:: as a compile on Puppet Server (run mode server) sees puppet.conf's sections:
# [server] over [master] over [main]; [agent] never
$names = ['strict', 'strict_variables', 'runinterval', 'disable_warnings', 'reports', 'ca_ttl',
  'http_connect_timeout', 'server_list', 'dns_alt_names',
  'environment_timeout', 'max_errors', 'storeconfigs', 'usecacheonfailure', 'report']
$names.each |$n| {
  $v = getvar("settings::${n}")
  notice("${n} = ${v} (${type($v, 'generalized')})")
}
notice($settings::all_local['strict'])
notice($settings::all_local['runinterval'] == $settings::runinterval)
