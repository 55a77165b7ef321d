# QA-FORGE-8: puppetlabs-servicenow_cmdb_integration's Hiera 5 data_hash backend servicenow_integration::getvar
# 0ff6290a (options Struct, Puppet::LookupContext, closure_scope.lookupvar of a top-scope variable inside
# catch(:undefined_variable), call_function('get', ...), context.explain), as its README configures it
# (there over $trusted.external.servicenow; here over a top-scope variable set before the lookups).
$cmdb_record = {
  'sys_id'     => '4f6a1b2c',
  'hiera_data' => {
    'profile::base::ntp_servers' => ['ntp1.example.com', 'ntp2.example.com'],
    'profile::base::owner'       => 'team-web',
  },
}
include profile::base
