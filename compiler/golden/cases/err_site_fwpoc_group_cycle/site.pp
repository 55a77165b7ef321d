# A site's own Ruby function with a puppet_x helper (require_relative, IPAddr, Time.iso8601,
# keyword arguments, rescue of several exception classes), called as the site's profile::policy
# calls it: profile::resolve_policy($trusted['certname'], {...Hiera data...}). The IPAM snapshot
# must expire within seven days of the compile, so its expires_at is made here, three days ahead
# (the catalog does not depend on the date). The result is rendered as notify resources
# (the site hands it to firewall_multi, a Forge module not on Debian).
$keys = ['inventory', 'groups', 'services', 'applications', 'contracts', 'connections', 'grants', 'ipam_scopes']
$data = $keys.reduce({}) |$memo, $k| { $memo + { $k => lookup("profile::policy::${k}") } }
$expires = (Timestamp() + Timespan({ 'days' => 3 })).strftime('%Y-%m-%dT%H:%M:%SZ')
$ipam = lookup('profile::policy::ipam') + { 'expires_at' => $expires }
$resolved = profile::resolve_policy($trusted['certname'], $data + { 'ipam' => $ipam })
$resolved['rules'].each |String $title, Hash $attributes| {
  notify { $title: message => $attributes }
}
notify { 'listener': message => "${resolved['listen_ip']}:${resolved['listen_port']}" }
