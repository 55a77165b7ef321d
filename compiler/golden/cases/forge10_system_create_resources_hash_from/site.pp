# voxpupuli/puppet-system's create_resources_hash_from (3.x): format(key, [i]) with an Array argument, %index%,
# clone. Values from the function's doc examples (written for this case).
$h = create_resources_hash_from('100 allow %s to apache on ports 80', ['10.0.0.0/8', '192.168.0.0/24'], { 'proto' => 'tcp', 'dport' => 80 })
notice($h)
notice(create_resources_hash_from('software%index%', ['jboss', 'httpd'], {}))
notice(create_resources_hash_from('n%index%-%s', [1, 2.5, true], { 'x' => 1 }))
