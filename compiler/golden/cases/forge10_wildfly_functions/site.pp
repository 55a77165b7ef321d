# voxpupuli/puppet-wildfly's Ruby functions as its manifests call them (install.pp, service.pp,
# patch/offline.pp, resource.pp); the values are written for this case.
$svc = service_config('wildfly', '26.1.3', 'standalone', 'systemd')
$old = service_config('wildfly', '9.0.2', 'domain', 'sysvinit')
$eap = service_config('jboss-eap', '6.4', 'domain', 'systemd')
$eap7 = service_config('jboss-eap', '7.4', 'standalone', 'sysvinit')
notice($svc)
notice($old)
notice($eap)
notice($eap7)
notice(password_hash('admin', 's3cr3t', 'ManagementRealm'))
notice(patch_args('/opt/p.zip', false, ['a', 'b'], []))
notice(patch_args('/opt/p.zip', true, ['a'], ['c']))
notice(patch_args('/opt/p.zip', false, [], ['c', 'd']))
notice(profile_path('full-ha'))
notice(profile_path(''))
notice(profile_path(undef))
notice(file_name_from_url('https://download.example.org/wildfly/26.1.3.Final/wildfly-26.1.3.Final.tar.gz?x=1#frag'))
notice(file_name_from_url('file:///var/tmp/app%20one.war'))
notice(to_unescaped_json({ 'address' => 'subsystem=datasources', 'value' => { 'jndi-name' => 'java:/Ds', 'min' => 1, 'on' => true, 'none' => undef, 'q' => "a\"b\\c\n\u00e9" } }))
notice(to_unescaped_json(['x', 2, 3.5]))
notice(wildfly::objectify(['a', { 'b' => { 'x' => 1 } }, 'c', { 'a' => 'over' }]))
file { '/opt/wildfly/standalone/configuration/mgmt-users.properties':
  content => "admin=${password_hash('admin', 'pw', 'ManagementRealm')}\n",
}
