# Puppet-language functions of control repositories' profile modules, as is (magic_castle-style network
# helpers reading top-scope facts as variables inside functions: $interfaces, $networking, $gce; Wikimedia's
# envoy svc_name with regexp captures and return; a Bolt-style any): functions see top scope, not the caller's.
$interfaces_local = 'shadowed only here'
notice(profile::getlocalinterface())
notice(profile::getnetmask())
notice(profile::getptrrecord())
notice(profile::failed([{ 'ok' => true }, { '_error' => { 'msg' => 'boom' } }]))
notice(profile::failed([]))
[{ 'service' => 'api', 'upstream' => 'api.discovery.wmnet' },
 { 'service' => 'search', 'upstream' => 'search.svc.eqiad.wmnet' },
 { 'service' => 'wiki', 'upstream' => 'text-lb.codfw.wikimedia.org' },
 { 'service' => 'plain', 'upstream' => 'example.org' },
 { 'service' => 'local' }].each |$l| {
  notice(profile::services_proxy::envoy::svc_name($l))
}
class caller {
  $gce = { 'instance' => { 'networkInterfaces' => [{ 'subnetmask' => '255.255.255.255' }] } }
  notice("in a class: ${profile::getnetmask()}")
}
include caller
